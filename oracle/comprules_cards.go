package oracle

import (
	"fmt"
	"strings"

	"github.com/mtgoracle/oracle/parser"
)

// AbilityKindRules are the rules that define each kind of ability the
// parser tells apart, numbered as in the Comprehensive Rules effective
// 2026-04-17 (which the parser's keyword table also comes from).
var AbilityKindRules = map[string]string{
	"spell":     "113.3a",
	"activated": "113.3b",
	"triggered": "113.3c",
	"static":    "113.3d",
	"loyalty":   "606.3",
	"modal":     "700.2",
	"level":     "711.1",
	"chapter":   "714.2",
}

// CitedRule is a rule a card's wording cites, through a keyword ability or
// a kind of ability, as in force in a version of the rules.
type CitedRule struct {
	// For is the keyword ability ("Trample") or the kind of ability
	// ("activated"); Cited the rule's number as the parser numbers it.
	For     string `json:"for"`
	Cited   string `json:"cited"`
	Keyword bool   `json:"keyword"`
	// Rules are the rule and, for a keyword, its subrules, numbered as in
	// the version in force; none when that version lacks the rule.
	Rules []CompRuleState `json:"rules"`
}

// Cited is the rule numbered number in version numberedIn, as version at
// gives it: the same rule followed across renumbering, with the rules
// under it when subrules is set. It is empty when either version lacks
// the rule.
func (h *RulesHistory) Cited(number string, numberedIn, at CompRulesVersion, subrules bool) []CompRuleState {
	ident := -1
	for _, r := range h.Rules(numberedIn.Seq) {
		if r.Number == number {
			ident = r.Rule
			break
		}
	}
	if ident < 0 {
		return []CompRuleState{}
	}
	rules := h.Rules(at.Seq)
	var then RuleNumber
	for _, r := range rules {
		if r.Rule == ident {
			then = RuleNumber(r.Number)
			break
		}
	}
	out := []CompRuleState{}
	if then == "" {
		return out
	}
	for _, r := range rules {
		if n := RuleNumber(r.Number); n == then || subrules && then.Contains(n) {
			out = append(out, r)
		}
	}
	return out
}

// CardCitations are the rules a card's wording cites: each keyword ability
// the parser finds (its rule in 702), then each kind of ability it has,
// in order of first appearance, face by face. Rules are left empty.
func CardCitations(c *CardView) []CitedRule {
	type face struct{ name, typeLine, text string }
	faces := []face{{c.Name, c.TypeLine, c.OracleText}}
	if len(c.Faces) > 0 {
		faces = faces[:0]
		for _, f := range c.Faces {
			faces = append(faces, face{f.Name, f.TypeLine, f.OracleText})
		}
	}
	var keywords, kinds []CitedRule
	seen := map[string]bool{}
	for _, f := range faces {
		card, _ := parser.Parse(f.text, parser.Options{Name: f.name, TypeLine: f.typeLine})
		card.Walk(func(a *parser.Ability) {
			for _, k := range a.Keywords {
				if k.Rule != "" && !seen[k.Rule] {
					seen[k.Rule] = true
					keywords = append(keywords, CitedRule{For: k.Name, Cited: k.Rule, Keyword: true})
				}
			}
			kind := string(a.Kind)
			if rule, ok := AbilityKindRules[kind]; ok && !seen[kind] {
				seen[kind] = true
				kinds = append(kinds, CitedRule{For: kind, Cited: rule})
			}
		})
	}
	return append(keywords, kinds...)
}

// CiteRules fills each cited rule's Rules with the rule as the version in
// force on asOf (now when nil) gives it, the numbers read as in the
// version the file named numberedBy holds (the parser's
// MagicCompRules_effective_YYYYMMDD...). It returns that version, or nil
// and why no rule could be given.
func (h *RulesHistory) CiteRules(cited []CitedRule, asOf *Date, numberedBy string) (*CompRulesVersion, string) {
	at, err := h.Version("")
	if err == nil && asOf != nil {
		at, err = h.VersionOn(*asOf)
	}
	if err != nil {
		return nil, err.Error()
	}
	var numberedIn *CompRulesVersion
	for i, v := range h.Versions {
		if strings.Contains(numberedBy, strings.ReplaceAll(v.Effective.String(), "-", "")) {
			numberedIn = &h.Versions[i]
		}
	}
	if numberedIn == nil {
		return nil, fmt.Sprintf("the Comprehensive Rules the parser numbers keyword abilities by (%s) are not imported", numberedBy)
	}
	for i := range cited {
		cited[i].Rules = h.Cited(cited[i].Cited, *numberedIn, at, cited[i].Keyword)
	}
	return &at, ""
}
