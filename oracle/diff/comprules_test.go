package diff

import "testing"

func TestRuleText(t *testing.T) {
	d := RuleText("the player's deck and \"can't\" wins; he or she chooses",
		"the player\u2019s deck and \u201ccan\u2019t\u201d wins; they choose", DefaultRewrites())
	var classes []string
	for _, op := range d.Ops {
		if op.Kind != Equal {
			classes = append(classes, op.Old+">"+op.New+":"+string(op.Class))
		}
	}
	want := map[string]bool{}
	for _, c := range classes {
		want[c] = true
	}
	// Quotation marks are notation, no change; the pronoun is templating.
	if !want["he or she chooses>they choose:templating"] || len(classes) != 1 {
		t.Errorf("changes %q", classes)
	}
	for _, op := range d.Ops {
		if op.Kind != Equal && op.Class != Templating {
			t.Errorf("%q > %q is %s", op.Old, op.New, op.Class)
		}
	}
}
