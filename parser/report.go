package parser

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

// Report aggregates parse figures over many cards: how many ability lines
// got each kind, how many activated costs were fully tokenized, and how
// the keyword abilities found compare with the keywords a source (such as
// MTGJSON's keywords array) states for each card.
type Report struct {
	Cards int          `json:"cards"`
	Lines int          `json:"lines"`
	Kinds map[Kind]int `json:"kinds"`
	// NoKind counts ability lines the parser could not classify (goal 0).
	NoKind      int      `json:"no_kind"`
	NoKindLines []string `json:"no_kind_lines,omitempty"`
	// Costs counts activated (and class level) costs; CostsTokenized those
	// with no unknown part.
	Costs          int            `json:"costs"`
	CostsTokenized int            `json:"costs_tokenized"`
	UnknownParts   map[string]int `json:"unknown_cost_parts,omitempty"`
	// Keyword abilities: StatedFound are stated keywords the parser found,
	// FoundStated found keywords the source states (a variant such as
	// "Hexproof from" matches its base "Hexproof" both ways), SourceOnly
	// stated but not found, ParserOnly found but not stated.
	StatedFound int `json:"keywords_stated_found"`
	FoundStated int `json:"keywords_found_stated"`
	SourceOnly  int `json:"keywords_source_only"`
	ParserOnly  int `json:"keywords_parser_only"`
	// Unstated counts the cards whose source states no keywords, whose
	// keywords are left out of the comparison.
	Unstated      int            `json:"keywords_unstated"`
	Disagreements []Disagreement `json:"disagreements,omitempty"`
}

// Disagreement is a keyword ability on which the parser and the source
// differ.
type Disagreement struct {
	Card    string `json:"card"`
	Keyword string `json:"keyword"`
	// Side is "source" when only the source states the keyword, "parser"
	// when only the parser found it.
	Side string `json:"side"`
	// Verdict judges whose error it is, where a rule can tell.
	Verdict string `json:"verdict"`
}

// maxExamples bounds the example lists kept in a report.
const maxExamples = 200

// NewReport returns an empty report.
func NewReport() *Report {
	return &Report{Kinds: map[Kind]int{}, UnknownParts: map[string]int{}}
}

var (
	actionSet = lowerSet(keywordActions)
	wordSet   = lowerSet(abilityWords)
	// umbrellas are names some sources state beside the specific keyword
	// ("Landwalk" with "Islandwalk"); they match any keyword of the family.
	umbrellas = map[string]string{"landwalk": "landwalk", "landcycling": "typecycling", "typecycling": "typecycling"}
)

func lowerSet(list []string) map[string]bool {
	m := make(map[string]bool, len(list))
	for _, s := range list {
		m[strings.ToLower(s)] = true
	}
	return m
}

// IsKeywordAbility reports whether a name a source states is a keyword
// ability rather than a keyword action (rule 701: Scry, Mill) or an ability
// word (rule 207.2c: Landfall).
func IsKeywordAbility(name string) bool {
	l := strings.ToLower(name)
	return !actionSet[l] && !wordSet[l]
}

// Add adds a parsed card and the keywords the source states for it.
func (r *Report) Add(c *Card, stated []string) {
	w := r.walk(c)
	r.compare(c, w, stated)
}

// AddUnstated adds a parsed card whose source states no keywords (a dump
// without them, such as MTGJSON v3 or a trimmed Scryfall copy): its lines,
// kinds and costs count, and its keywords are left out of precision and
// recall, since no source says whether they are right.
func (r *Report) AddUnstated(c *Card) {
	r.Unstated++
	r.walk(c)
}

// walked is what a card's walk found: keywords by lowercased written name,
// their bases and families, and the ability words it uses as labels.
type walked struct {
	found, bases     map[string]string
	families, labels map[string]bool
}

// walk counts a card's lines, kinds and costs, and gathers its keywords.
func (r *Report) walk(c *Card) walked {
	r.Cards++
	found := map[string]string{} // lowercased written name -> written name
	bases := map[string]string{} // lowercased written name -> lowercased base
	// families holds the table names and the names of the keywords they
	// are variants of: a source may state "Partner" for "Partner with" or
	// "Hexproof" for "Hexproof from".
	families := map[string]bool{}
	labels := map[string]bool{}
	c.Walk(func(a *Ability) {
		r.Lines++
		if a.Kind == "" {
			r.NoKind++
			if len(r.NoKindLines) < maxExamples {
				r.NoKindLines = append(r.NoKindLines, c.Name+": "+a.Text)
			}
		} else {
			r.Kinds[a.Kind]++
		}
		if a.Label != nil {
			labels[strings.ToLower(a.Label.Text)] = true
		}
		if a.Cost != nil && (a.Kind == KindActivated || a.Kind == KindClassLevel || a.Kind == KindModal && a.HeaderKind == KindActivated) {
			r.addCost(a.Cost)
		}
		for _, k := range a.Keywords {
			w := k.Written()
			found[strings.ToLower(w)] = w
			if v := lookupKeyword(k.Variable); v != nil {
				// "Modular—Sunburst" uses the sunburst keyword to set
				// modular's number (702.44c).
				found[strings.ToLower(v.Name)] = v.Name
				families[strings.ToLower(v.Name)] = true
			}
			families[strings.ToLower(k.Name)] = true
			if info := lookupKeyword(k.Name); info != nil && info.VariantOf != "" {
				families[strings.ToLower(info.VariantOf)] = true
				bases[strings.ToLower(w)] = strings.ToLower(info.VariantOf)
			}
		}
	})
	return walked{found: found, bases: bases, families: families, labels: labels}
}

// compare counts the agreements and disagreements of a card's keywords
// with the keywords its source states.
func (r *Report) compare(c *Card, w walked, stated []string) {
	found, bases, families, labels := w.found, w.bases, w.families, w.labels
	statedSet := map[string]bool{}
	for _, s := range stated {
		l := strings.ToLower(s)
		// Ability words the card itself uses as labels ("Hero's Reward")
		// are not keyword abilities even when no rule lists them.
		if !IsKeywordAbility(s) || labels[l] || statedSet[l] {
			continue
		}
		statedSet[l] = true
		if fam, ok := umbrellas[l]; ok {
			if families[fam] {
				r.StatedFound++
			} else {
				r.disagree(c, s, "source")
			}
			continue
		}
		if _, ok := found[l]; ok || families[l] {
			r.StatedFound++
		} else {
			r.disagree(c, s, "source")
		}
	}
	names := make([]string, 0, len(found))
	for l := range found {
		if statedSet[l] || statedSet[bases[l]] {
			r.FoundStated++
		} else {
			names = append(names, found[l])
		}
	}
	sort.Strings(names)
	for _, n := range names {
		r.disagree(c, n, "parser")
	}
}

func (r *Report) addCost(c *Cost) {
	r.Costs++
	if c.Unknown() == 0 {
		r.CostsTokenized++
		return
	}
	for _, p := range c.Parts {
		if p.Kind == CostUnknown && len(r.UnknownParts) < maxExamples {
			r.UnknownParts[p.Text]++
		}
	}
}

func (r *Report) disagree(c *Card, keyword, side string) {
	if side == "source" {
		r.SourceOnly++
	} else {
		r.ParserOnly++
	}
	r.Disagreements = append(r.Disagreements, Disagreement{Card: c.Name, Keyword: keyword, Side: side, Verdict: verdict(c, keyword, side)})
}

// noisyFamilies are the parameterised keywords for which MTGJSON's arrays
// are known to be unreliable.
var noisyFamilies = []string{"protection", "hexproof", "walk", "cycling"}

// verdict judges a disagreement where the text settles it: a keyword the
// source states but the card's text never mentions is the source's error;
// a keyword the parser found on a line made only of keywords, which the
// source leaves out, is the source's omission.
func verdict(c *Card, keyword, side string) string {
	text := strings.ToLower(c.String())
	l := strings.ToLower(keyword)
	noisy := false
	for _, f := range noisyFamilies {
		noisy = noisy || strings.Contains(l, f)
	}
	switch {
	case side == "source" && !strings.Contains(text, l):
		return "source error: keyword not in the text"
	case side == "source" && noisy:
		return "source error: MTGJSON is noisy for parameterised keywords"
	case side == "source" && !startsALine(text, l):
		return "source error: keyword only granted or referenced by an ability, not the card's own"
	case side == "source":
		return "ours: stated keyword not recognised"
	case noisy:
		return "source omission: MTGJSON is noisy for parameterised keywords"
	}
	return "source omission: the card has the keyword, the source leaves it out"
}

// Precision is the share of keyword abilities found that the source states.
func (r *Report) Precision() float64 { return ratio(r.FoundStated, r.FoundStated+r.ParserOnly) }

// Recall is the share of stated keyword abilities that were found.
func (r *Report) Recall() float64 { return ratio(r.StatedFound, r.StatedFound+r.SourceOnly) }

// KindCoverage is the share of ability lines that got a kind.
func (r *Report) KindCoverage() float64 { return ratio(r.Lines-r.NoKind, r.Lines) }

// CostCoverage is the share of activated costs fully tokenized.
func (r *Report) CostCoverage() float64 { return ratio(r.CostsTokenized, r.Costs) }

func ratio(n, d int) float64 {
	if d == 0 {
		return 1
	}
	return float64(n) / float64(d)
}

// MarshalJSON adds the computed figures to the counts.
func (r *Report) MarshalJSON() ([]byte, error) {
	type plain Report
	return json.Marshal(struct {
		*plain
		Precision    float64 `json:"precision"`
		Recall       float64 `json:"recall"`
		KindCoverage float64 `json:"kind_coverage"`
		CostCoverage float64 `json:"cost_coverage"`
	}{(*plain)(r), r.Precision(), r.Recall(), r.KindCoverage(), r.CostCoverage()})
}

// String prints the figures and the disagreements.
func (r *Report) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "cards %d, ability lines %d, lines with no kind %d (%.4f%% with a kind)\n",
		r.Cards, r.Lines, r.NoKind, 100*r.KindCoverage())
	kinds := make([]string, 0, len(r.Kinds))
	for k := range r.Kinds {
		kinds = append(kinds, string(k))
	}
	sort.Strings(kinds)
	for _, k := range kinds {
		fmt.Fprintf(&b, "  %-12s %d\n", k, r.Kinds[Kind(k)])
	}
	fmt.Fprintf(&b, "activated costs %d, fully tokenized %d (%.4f%%)\n", r.Costs, r.CostsTokenized, 100*r.CostCoverage())
	fmt.Fprintf(&b, "keyword abilities: stated %d (found %d), found %d (stated %d); precision %.4f%%, recall %.4f%%\n",
		r.StatedFound+r.SourceOnly, r.StatedFound, r.FoundStated+r.ParserOnly, r.FoundStated, 100*r.Precision(), 100*r.Recall())
	if r.Unstated > 0 {
		fmt.Fprintf(&b, "  cards whose source states no keywords, left out of the comparison: %d\n", r.Unstated)
	}
	for _, d := range r.Disagreements {
		fmt.Fprintf(&b, "  %s: %s only %q: %s\n", d.Card, d.Side, d.Keyword, d.Verdict)
	}
	return b.String()
}

// startsALine reports whether some line of text (or a mode of it) starts
// with word, as a keyword ability of the card itself would.
func startsALine(text, word string) bool {
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimPrefix(line, "• ")
		if strings.HasPrefix(line, word) {
			return true
		}
	}
	return false
}
