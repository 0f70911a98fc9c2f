package oracle

import (
	"slices"
	"strings"

	"github.com/mtgoracle/oracle/parser"
)

// ParsedKeywords are the keywords the parser finds in a wording of the
// card name, in text order, as cards and card databases write them: its
// keyword abilities (parser.Keyword.Written: "Forestwalk", not
// "Landwalk") and the ability words it labels abilities with
// ("Threshold"), which Scryfall's and MTGJSON's keywords list too.
func ParsedKeywords(name, wording string) []string {
	var names []string
	eachParsedKeyword(name, wording, func(k *parser.Keyword) { names = append(names, k.Written()) },
		func(word string) { names = append(names, word) })
	return names
}

// ParsedKeywordNames are the names a search by keyword knows the keywords
// the parser finds in a wording by: each keyword ability's name in the
// rule 702 table ("Landwalk") and, where another, as written
// ("Forestwalk"); each ability word's.
func ParsedKeywordNames(name, wording string) []string {
	var names []string
	eachParsedKeyword(name, wording, func(k *parser.Keyword) {
		names = append(names, k.Name)
		if w := k.Written(); w != k.Name {
			names = append(names, w)
		}
	}, func(word string) { names = append(names, word) })
	return names
}

// abilityWords are the ability words of rule 207.2c by their lower case,
// each as the rule writes it ("Council's dilemma").
var abilityWords = func() map[string]string {
	words := map[string]string{}
	for _, w := range parser.AbilityWords() {
		words[strings.ToLower(w)] = w
	}
	return words
}()

// eachParsedKeyword calls keyword with each keyword ability the parser
// finds in a wording of the card name, and abilityWord with each ability
// word labelling an ability (a flavor word, which no rule lists, is none).
func eachParsedKeyword(name, wording string, keyword func(*parser.Keyword), abilityWord func(string)) {
	p, _ := parser.Parse(wording, parser.Options{Name: name})
	for _, a := range p.Abilities {
		if a.Label != nil {
			if w, ok := abilityWords[strings.ToLower(a.Label.Text)]; ok {
				abilityWord(w)
			}
		}
		for _, k := range a.Keywords {
			keyword(k)
		}
	}
}

// KeywordPeriod is a keyword ability a card's wording holds from Since
// (the last day of the event whose wording took force then) until the day
// before Until ("" for to this day): the keyword as of a date D is held by
// the period with Since <= D.Last() < Until.
type KeywordPeriod struct {
	Keyword string
	Since   string
	Until   string
}

// KeywordPeriods are the periods of the keyword abilities keywords finds
// in a card's wording in force at each date, its faces' timelines given
// (resolved, in their order), as WordingAsOf reads the wording in force:
// the last event setting a wording whose date lies wholly on or before the
// asked date's last day. The wording in force changes only on such a last
// day, so each is asked once. Before the first, a face has no wording ("",
// asked of keywords too, as a search parses it).
func KeywordPeriods(faces [][]Event, keywords func(wording string) []string) []KeywordPeriod {
	var days []string
	for _, events := range faces {
		for i := range events {
			if events[i].SetsWording() {
				days = append(days, events[i].Date.Last())
			}
		}
	}
	slices.Sort(days)
	days = slices.Compact(days)
	var out []KeywordPeriod
	open := map[string]int{} // keyword -> its period in out still open
	for _, day := range days {
		held := map[string]bool{}
		for _, events := range faces {
			for _, k := range keywords(wordingAt(events, day)) {
				held[k] = true
			}
		}
		for k, i := range open {
			if !held[k] {
				out[i].Until = day
				delete(open, k)
			}
		}
		var begun []string
		for k := range held {
			if _, ok := open[k]; !ok {
				begun = append(begun, k)
			}
		}
		slices.Sort(begun)
		for _, k := range begun {
			open[k] = len(out)
			out = append(out, KeywordPeriod{Keyword: k, Since: day})
		}
	}
	return out
}

// wordingAt is WordingAsOf's wording for a date whose last day is cutoff.
func wordingAt(events []Event, cutoff string) string {
	wording := ""
	for i := range events {
		if e := &events[i]; e.SetsWording() && e.Date.Last() <= cutoff {
			wording = e.Wording
		}
	}
	return wording
}
