package oracle

import (
	"fmt"
	"strings"
	"testing"
)

func rules(pairs ...string) []CompRule {
	var out []CompRule
	for i := 0; i+1 < len(pairs); i += 2 {
		text, examples := SplitBody(pairs[i+1])
		out = append(out, CompRule{Number: pairs[i], Text: text, Examples: examples})
	}
	return out
}

func TestMaskRuleRefs(t *testing.T) {
	for in, want := range map[string]string{
		"See rule 702.19b.":           "See rule #.",
		"See rule 702, \"Keywords.\"": "See rule #, \"Keywords.\"",
		"rules 100.1 and 100.2a":      "rules # and #",
		"a 1000-card deck, 20 life":   "a 1000-card deck, 20 life",
		"section 8, 60 cards, x123":   "section 8, 60 cards, x123",
		"702.19b":                     "#",
		"costs 100.":                  "costs #.",
	} {
		if got := maskRuleRefs(in); got != want {
			t.Errorf("maskRuleRefs(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestMatchRules(t *testing.T) {
	trample := "The controller of an attacking creature with trample first assigns damage to the creature(s) blocking it."
	tests := []struct {
		name       string
		prev, next []CompRule
		want       string // From>To how score, by To
	}{
		{"same", rules("100.1", "A.", "100.2", "B."), rules("100.1", "A.", "100.2", "B."),
			"0>0 number 1.00, 1>1 number 1.00"},
		{"inserted rule renumbers the rest", rules("111.1", "Spells are cards on the stack.", "111.2", "See rule 111.1."),
			rules("111.1", "Tokens are markers.", "112.1", "Spells are cards on the stack.", "112.2", "See rule 112.1."),
			"0>1 text 1.00, 1>2 text 1.00"},
		{"reworded in place", rules("702.19b", trample), rules("702.19b", trample+" It may assign to a planeswalker."),
			"0>0 number 0.85"},
		{"renumbered and reworded", rules("202.3", "The converted mana cost of an object is a number equal to the total amount of mana in its mana cost."),
			rules("202.2", "Other.", "202.4", "The mana value of an object is a number equal to the total amount of mana in its mana cost."),
			"0>1 similar 0.93"},
		{"curly quotes, renumbered", rules("101.2", `the "can't" effect wins.`), rules("101.1", "Other.", "101.3", "the \u201ccan\u2019t\u201d effect wins."),
			"0>1 text 1.00"},
		{"removed and added", rules("100.1", "Ante is gone."), rules("100.1", "Something wholly else entirely."), ""},
		{"same text twice", rules("100.1", "Reserved.", "100.2", "Reserved."), rules("100.2", "Reserved.", "100.3", "Reserved."),
			"1>0 number 1.00, 0>1 text 1.00"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, l := range MatchRules(tt.prev, tt.next) {
				got = append(got, fmt.Sprintf("%d>%d %s %.2f", l.From, l.To, l.How, l.Score))
			}
			if g := strings.Join(got, ", "); g != tt.want {
				t.Errorf("links %q, want %q", g, tt.want)
			}
		})
	}
}

func TestChainRules(t *testing.T) {
	v1 := &CompRules{Rules: rules("100.1", "A rule.", "100.2", "Old rule.\nExample: old.")}
	v2 := &CompRules{Rules: rules("100.1", "A new rule wholly unlike.", "100.2", "A rule.", "100.3", "Old rule.\nExample: new.")}
	v3 := &CompRules{Rules: rules("100.2", "A rule.")}
	changes := ChainRules([]*CompRules{v1, v2, v3})
	var got []string
	for _, c := range changes {
		got = append(got, fmt.Sprintf("v%d #%d %q %v %s", c.Version, c.Rule, c.Number, c.HasText, c.How))
	}
	want := `v0 #1 "100.1" true , v0 #2 "100.2" true , v1 #1 "100.2" false text, v1 #2 "100.3" true similar, v1 #3 "100.1" true , v2 #3 "" false , v2 #2 "" false `
	if g := strings.Join(got, ", "); g != want {
		t.Errorf("changes\n%s\nwant\n%s", g, want)
	}
	for v, cr := range []*CompRules{v1, v2, v3} {
		state := ReplayRules(changes, v)
		if len(state) != len(cr.Rules) {
			t.Fatalf("v%d: %d rules replayed, want %d", v, len(state), len(cr.Rules))
		}
		for i, r := range cr.Rules {
			if state[i].Number != r.Number || state[i].Body() != r.Body() {
				t.Errorf("v%d: %+v, want %+v", v, state[i].CompRule, r)
			}
		}
	}
}

func TestSplitBody(t *testing.T) {
	text, ex := SplitBody("Example: first line is text.\nmore\nExample: one\ncont\nExample: two")
	if text != "Example: first line is text.\nmore" || len(ex) != 2 || ex[0] != "Example: one\ncont" || ex[1] != "Example: two" {
		t.Errorf("%q %q", text, ex)
	}
}
