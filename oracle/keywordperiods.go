package oracle

import (
	"slices"
	"strings"
	"unicode"

	"github.com/mtgoracle/oracle/parser"
)

// ParsedKeywords are the keywords the parser finds in a wording of the
// card name, as cards and card databases write them: its keyword
// abilities (parser.Keyword.Written: "Forestwalk", not "Landwalk") and
// the ability words it labels abilities with ("Threshold"), in text
// order, then the keyword actions it performs (ListedKeywordActions),
// which Scryfall's and MTGJSON's keywords list too.
func ParsedKeywords(name, wording string) []string {
	return parsedKeywords(name, wording, false)
}

// parsedKeywords is ParsedKeywords, with ruleNames each keyword ability's
// name in the rule 702 table too, where it writes none of them.
func parsedKeywords(name, wording string, ruleNames bool) []string {
	var names []string
	eachParsedKeyword(name, wording, func(k *parser.Keyword) {
		names = append(names, k.Written())
		also := listedBeside(k)
		if also != "" {
			names = append(names, also)
		}
		if ruleNames && k.Name != k.Written() && k.Name != also {
			names = append(names, k.Name)
		}
	}, func(word string) { names = append(names, word) })
	return append(names, KeywordActionsIn(name, wording)...)
}

// listedBeside is the keyword the dumps list beside a keyword ability
// written otherwise, "" when none: the one whose name the written one
// holds, Landwalk in Islandwalk and Nonbasic landwalk (not in Swampwalk),
// Landcycling in Basic landcycling, the keyword a variant is of in the
// variant's name (Hexproof in Hexproof from, Partner in Partner with).
func listedBeside(k *parser.Keyword) string {
	w := k.Written()
	for _, held := range []string{"Landwalk", "Landcycling"} {
		if w != held && strings.Contains(strings.ToLower(w), strings.ToLower(held)) {
			return held
		}
	}
	if parent := keywordVariantOf[k.Name]; parent != "" && strings.HasPrefix(k.Name, parent+" ") {
		return parent
	}
	return ""
}

// keywordVariantOf maps each keyword ability of rule 702 that is a variant
// of another to that one.
var keywordVariantOf = func() map[string]string {
	m := map[string]string{}
	for _, k := range parser.KeywordAbilities() {
		if k.VariantOf != "" {
			m[k.Name] = k.VariantOf
		}
	}
	return m
}()

// ListedKeywordActions are the keyword actions of rule 701 that the dumps
// stating keywords (MTGJSON v5 of 2022 and 2025, from Scryfall's) list of
// every card whose wording performs them: the named mechanics. The game's
// plain verbs (Destroy, Exile, Sacrifice, Tap, Counter, Reveal...) they
// list of none, nor Vote (its ability words are listed instead) or
// Venture into the Dungeon. Each action is found by its forms, the verb's
// ("mills", "milled"), in the whole wording: the dumps list the actions a
// reminder text names too (Mill of Dredge's, Transform of Disturb's).
var ListedKeywordActions = []struct {
	Action string
	Forms  []string
}{
	{"Adapt", []string{"adapt", "adapts"}},
	{"Amass", []string{"amass", "amasses"}},
	{"Assemble", []string{"assemble", "assembles"}},
	{"Bolster", []string{"bolster", "bolsters"}},
	{"Clash", []string{"clash", "clashes", "clashed"}},
	{"Connive", []string{"connive", "connives", "connived"}},
	{"Detain", []string{"detain", "detains"}},
	{"Exert", []string{"exert", "exerts", "exerted"}},
	{"Explore", []string{"explore", "explores", "explored"}},
	{"Fateseal", []string{"fateseal"}},
	{"Fight", []string{"fight", "fights", "fought"}},
	{"Goad", []string{"goad", "goads", "goaded"}},
	{"Investigate", []string{"investigate", "investigates"}},
	{"Learn", []string{"learn"}},
	{"Manifest", []string{"manifest", "manifests", "manifested"}},
	{"Meld", []string{"meld", "melds", "melded"}},
	{"Mill", []string{"mill", "mills", "milled"}},
	{"Monstrosity", []string{"monstrosity"}},
	{"Populate", []string{"populate", "populates"}},
	{"Proliferate", []string{"proliferate", "proliferates"}},
	{"Scry", []string{"scry", "scries", "scried"}},
	{"Support", []string{"support"}},
	{"Surveil", []string{"surveil", "surveils", "surveilled"}},
	{"Transform", []string{"transform", "transforms", "transformed"}},
}

// keywordActionByForm maps each form of ListedKeywordActions to its action.
var keywordActionByForm = func() map[string]string {
	m := map[string]string{}
	for _, a := range ListedKeywordActions {
		for _, f := range a.Forms {
			m[f] = a.Action
		}
	}
	return m
}()

// KeywordActionsIn are the keyword actions of ListedKeywordActions a
// wording of the card name performs, in text order, each once: a form of
// the action as a word of the wording, the card's name and its faces'
// (Fight with Fire) left out.
func KeywordActionsIn(name, wording string) []string {
	text := strings.ToLower(wording)
	for part := range strings.SplitSeq(name, " // ") {
		if part != "" {
			text = strings.ReplaceAll(text, strings.ToLower(part), " ")
		}
	}
	var out []string
	for _, w := range strings.FieldsFunc(text, func(r rune) bool { return !unicode.IsLetter(r) }) {
		if a, ok := keywordActionByForm[w]; ok && !slices.Contains(out, a) {
			out = append(out, a)
		}
	}
	return out
}

// ParsedKeywordNames are the names a search by keyword knows the keywords
// the parser finds in a wording by: ParsedKeywords, which a card answer
// gives of a card no source states the keywords of, and each keyword
// ability's name in the rule 702 table where another ("Landwalk" of
// "Swampwalk"), which kw: finds whatever the card data states.
func ParsedKeywordNames(name, wording string) []string {
	return parsedKeywords(name, wording, true)
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
