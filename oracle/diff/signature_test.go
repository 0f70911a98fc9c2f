package diff

import (
	"strings"
	"testing"
)

// TestSameSignatures reads pairs of wordings that say the same in other
// words, and pairs that differ in one feature a signature keeps.
func TestSameSignatures(t *testing.T) {
	c := NewClassifier(DefaultRewrites(), "Sudden Impact")
	for _, tc := range []struct {
		old, new string
		same     bool
		why      string // a part of the difference named
	}{
		{"Sudden Impact deals 1 damage to target player for each card in his or her hand.",
			"Sudden Impact deals damage equal to the number of cards in target player's hand to that player.", true, ""},
		{"Target creature is regenerated.", "Regenerate target creature.", true, ""},
		{"Skyshroud Elite gets +1/+2 as long as any opponent controls any nonbasic lands.",
			"Skyshroud Elite gets +1/+2 as long as an opponent controls a nonbasic land.", true, ""},
		{"All creatures in play are destroyed and cannot regenerate.", "Destroy all creatures. They can't be regenerated.", true, ""},
		{"Pay half your life, rounded up: Sudden Impact becomes a 4/4 creature with flying that counts as a Horror.",
			"Pay half your life, rounded up: Sudden Impact becomes a 4/4 Horror creature with flying.", true, ""},
		{"Pay half your life, rounded up: Sudden Impact becomes a 4/4 Horror creature with flying.",
			"Pay half your life, rounded up: Sudden Impact becomes a 4/4 Phyrexian Horror creature with flying.", false, `"phyrexian"`},
		// A changed number, a new "up to", another target, a new "may",
		// another subtype, another duration: functional.
		{"Sudden Impact deals 3 damage to target creature.", "Sudden Impact deals 2 damage to target creature.", false, `"3" to "2"`},
		{"Tap two target creatures.", "Tap up to two target creatures.", false, `adds "up"`},
		{"Destroy target artifact.", "Destroy target enchantment.", false, `"artifact" to "enchantment"`},
		{"Return target creature to its owner's hand.", "Return any creature to its owner's hand.", false, `"target"`},
		{"{G}, {T}: Put a land card from your hand onto the battlefield.", "{G}, {T}: You may put a land card from your hand onto the battlefield.", false, `"may"`},
		{"Create two 3/3 colorless Golem artifact creature tokens.", "Create two 3/3 colorless Phyrexian Golem artifact creature tokens.", false, `"phyrexian"`},
		{"Goblins you control get +1/+1.", "Elves you control get +1/+1.", false, `"goblin" to "elve"`},
		{"Other Goblins get +1/+1.", "Other Goblin creatures get +1/+1.", true, ""},
		{"Sudden Impact attacks each turn if able.", "Sudden Impact attacks each combat if able.", false, `"turn" to "combat"`},
		{"Gains trample as long as you control a snow-covered land.", "Gains trample as long as you control a snow land.", false, `"snow-covered" to "snow"`},
		{"Sacrifice a card in play: Draw a card.", "Sacrifice a nontoken permanent: Draw a card.", false, "cost"},
		{"Destroy target creature.", "Sacrifice target creature.", false, `"destroy" to "sacrifice"`},
	} {
		same, why := c.sameSignatures(tc.old, tc.new, nil)
		if same != tc.same || !strings.Contains(why, tc.why) {
			t.Errorf("%q against %q: same %v (%q), want %v (%q)", tc.old, tc.new, same, why, tc.same, tc.why)
		}
	}
}

// TestClassifyBySignature classifies whole changes: a rewording with the
// same signatures is templating, one that changes a number stays
// functional.
func TestClassifyBySignature(t *testing.T) {
	c := NewClassifier(DefaultRewrites(), "Sudden Impact")
	d := Compare("All creatures in play are destroyed and cannot regenerate.", "Destroy all creatures. They can't be regenerated.")
	c.Classify(d)
	if d.Class() != Templating || !strings.Contains(strings.Join(d.Why(), " "), SameSignature) {
		t.Errorf("class %s, why %q; want templating, %s", d.Class(), d.Why(), SameSignature)
	}
	d = Compare("Sudden Impact deals 1 damage to target player for each card in his or her hand.",
		"Sudden Impact deals 2 damage to target player for each card in his or her hand.")
	c.Classify(d)
	if d.Class() != Functional {
		t.Errorf("a changed number: class %s, why %q; want functional", d.Class(), d.Why())
	}
}
