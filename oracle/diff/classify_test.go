package diff

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"mtgoracle"
)

func TestClassify(t *testing.T) {
	tests := []struct {
		name, card, old, new string
		want                 Class
		rewrites             []string // the rewrites named, for a templating change
	}{
		{"they", "Curfew", "Each player returns a creature he or she controls.", "Each player returns a creature they control.", Templating, []string{"they"}},
		{"battlefield", "Lifeline", "if another creature is in play", "if another creature is on the battlefield", Templating, []string{"battlefield"}},
		{"dies", "X", "Whenever a creature is put into a graveyard from play, draw a card.", "Whenever a creature dies, draw a card.", Templating, []string{"battlefield", "dies"}},
		{"exile", "X", "Remove target creature from the game.", "Exile target creature.", Templating, []string{"exile"}},
		{"mana value", "X", "with converted mana cost 3 or less", "with mana value 3 or less", Templating, []string{"mana-value"}},
		{"enters", "Skyship Weatherlight", "When Skyship Weatherlight comes into play, draw a card.", "When this artifact enters, draw a card.", Templating, nil},
		{"short name", "Karn, Silver Golem", "Whenever Karn, Silver Golem blocks", "Whenever Karn blocks", Templating, []string{SelfReference}},
		{"reminder text", "X", "Flying", "Flying (It can't be blocked except by creatures with flying or reach.)", Templating, []string{"reminder-text"}},
		{"its owner", "X", "return it to owner's hand", "return it to its owner's hand", Templating, []string{"its-owner"}},
		{"number", "X", "Draw two cards.", "Draw three cards.", Functional, nil},
		{"who", "Curfew", "Each player chooses a creature he or she controls", "Each player who controls a creature chooses one of them", Functional, nil},
		{"new ability", "X", "Flying", "Flying\nVigilance", Functional, nil},
		{"templating and function", "X", "Remove target creature from the game. Draw a card.", "Exile target creature. Draw two cards.", Functional, nil},
		{"does damage to one target", "Lightning Bolt", "Lightning Bolt does 3 damage to one target.", "Lightning Bolt deals 3 damage to any target.", Templating, []string{"deals-damage", "any-target"}},
		{"creature or player", "Shock", "Shock deals 2 damage to target creature or player.", "Shock deals 2 damage to any target.", Templating, []string{"any-target"}},
		{"divided among targets", "Fire // Ice", "Fire deals 2 damage divided as you choose among one or two target creatures and/or players.", "Fire deals 2 damage divided as you choose among one or two targets.", Templating, []string{"any-target"}},
		{"up to one target", "X", "Tap up to one target creature.", "Tap any target.", Functional, nil},
		{"keywords on one line", "Serra Angel", "Flying, vigilance", "Flying\n\nVigilance (Attacking doesn't cause this creature to tap.)", Templating, []string{"keyword-list"}},
		{"keywords one per line", "X", "Flying\nFirst strike\nLifelink", "Flying, first strike, lifelink", Templating, []string{"keyword-list"}},
		{"keyword after a semicolon", "Bayou Dragonfly", "Flying, swampwalk", "Flying; swampwalk (This creature can't be blocked as long as defending player controls a Swamp.)", Templating, []string{"keyword-list"}},
		{"keyword removed", "X", "Flying, vigilance", "Flying", Functional, nil},
		{"list not of keywords", "X", "Draw a card, then discard a card.", "Draw a card\nThen discard a card.", Functional, nil},
	}
	rewrites := DefaultRewrites()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := Compare(tt.old, tt.new)
			NewClassifier(rewrites, tt.card).Classify(d)
			if got := d.Class(); got != tt.want {
				t.Fatalf("class %s, want %s: %s", got, tt.want, render(d))
			}
			for _, id := range tt.rewrites {
				found := false
				for _, op := range d.Ops {
					found = found || slices.Contains(op.Rewrites, id)
				}
				if !found {
					t.Errorf("no change names rewrite %s: %+v", id, d.Ops)
				}
			}
		})
	}
}

// TestClassifyMixed checks that a templating change next to a functional
// one keeps its own class.
func TestClassifyMixed(t *testing.T) {
	d := Compare("Remove target creature from the game. Draw a card.", "Exile target creature. Draw two cards.")
	NewClassifier(DefaultRewrites(), "X").Classify(d)
	classes := map[Class]int{}
	for _, op := range d.Ops {
		if op.Kind != Equal {
			classes[op.Class]++
		}
	}
	if classes[Templating] == 0 || classes[Functional] == 0 {
		t.Errorf("classes %v, want both: %s", classes, render(d))
	}
}

func TestLoadRewrites(t *testing.T) {
	rw, err := LoadRewrites(mtgoracle.Rewrites)
	if err != nil {
		t.Fatal(err)
	}
	if len(rw) == 0 {
		t.Fatal("data/rewrites.yaml has no rewrites")
	}
	bad := []struct{ src, want string }{
		{"rewrites:\n  - id: a\n    patterns: [{from: '(', to: ''}]\n", "rewrite a: pattern 1"},
		{"rewrites:\n  - id: a\n    since: 2024-13\n    patterns: [{from: 'x', to: ''}]\n", "rewrite a: since"},
		{"rewrites:\n  - id: a\n    patterns: []\n", "rewrite a: no patterns"},
		{"rewrites:\n  - summary: x\n    patterns: [{from: 'x', to: ''}]\n", "missing or repeated id"},
		{"rewrites:\n  - id: a\n    bogus: 1\n", "field bogus not found"},
		{"rewrites:\n  - id: a\n    patterns: [{from: '(x) spell', to: '${1}y $1spell'}]\n", `"$1s" in to names no group; write ${1}`},
	}
	for _, b := range bad {
		if _, err := LoadRewrites([]byte(b.src)); err == nil || !strings.Contains(err.Error(), b.want) {
			t.Errorf("LoadRewrites(%q) = %v, want an error with %q", b.src, err, b.want)
		}
	}
}

// TestClassifyEmptyWording checks wordings with no text on one side or
// both: a vanilla card, or one printed without text.
func TestClassifyEmptyWording(t *testing.T) {
	tests := []struct {
		name, old, new string
		want           Class
	}{
		{"both empty", "", "", ""},
		{"printed without text", "", "Flying", Functional},
		{"text removed", "Flying", "", Functional},
		{"reminder text only", "", "(This creature can't block.)", Templating},
		{"blank against empty", " ", "", Templating},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := Compare(tt.old, tt.new)
			NewClassifier(DefaultRewrites(), "Savannah Lions").Classify(d)
			if got := d.Class(); got != tt.want {
				t.Errorf("class %q, want %q: %+v", got, tt.want, d.Ops)
			}
		})
	}
}

// TestClassifyCastingCost checks the casting-cost rewrite against Karn,
// Silver Golem's wordings: its 1998 erratum, "its casting cost" (the mana
// symbols printed) to "its total casting cost" (a number), is functional;
// "total casting cost" to "converted mana cost" and then "mana value" is
// templating.
func TestClassifyCastingCost(t *testing.T) {
	const ability = "{1}: Target noncreature artifact is an artifact creature with power and toughness each equal to its %s until end of turn."
	tests := []struct {
		old, new string
		want     Class
	}{
		{"casting cost", "total casting cost", Functional},
		{"total casting cost", "converted mana cost", Templating},
		{"total casting cost", "mana value", Templating},
		{"casting cost", "mana cost", Templating},
		{"casting cost", "converted mana cost", Functional},
	}
	c := NewClassifier(DefaultRewrites(), "Karn, Silver Golem")
	for _, tt := range tests {
		d := Compare(fmt.Sprintf(ability, tt.old), fmt.Sprintf(ability, tt.new))
		c.Classify(d)
		if got := d.Class(); got != tt.want {
			t.Errorf("%q to %q: class %s, want %s", tt.old, tt.new, got, tt.want)
		}
	}
}
