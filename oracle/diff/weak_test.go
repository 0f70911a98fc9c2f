package diff

import (
	"slices"
	"testing"

	"github.com/mtgoracle/oracle/oracle"
)

// TestWeakDifferences checks that wordings differing only in weak signals
// are templating, named by what differs, and that the signals weakSignals
// leaves strong keep a change functional.
func TestWeakDifferences(t *testing.T) {
	tests := []struct {
		name, card, typeLine, old, new string
		oldDate                        string
		want                           Class
		why                            string // for a templating change
	}{
		{"your creatures as creatures you control", "Orcish Oriflamme", "Enchantment",
			"When attacking, all of your attacking creatures gain +1/+0.",
			"Attacking creatures you control get +1/+0.",
			"2009-04-30", Templating, `only weak differences: changes player "your" to "you"`},
		{"the attacking player as its controller", "Heroism", "Enchantment",
			"Sacrifice a white creature: For each attacking red creature, prevent all combat damage that would be dealt by it this turn unless the attacking player pays {2}{R}.",
			"Sacrifice a white creature: For each attacking red creature, prevent all combat damage that would be dealt by that creature this turn unless its controller pays {2}{R}.",
			"2009-04-30", Templating, `only weak differences: changes player "player" to "controller"`},
		{"damage to a player, not any damage", "X", "Creature",
			"Whenever X deals damage, you gain 1 life.",
			"Whenever X deals damage to a player, you gain 1 life.",
			"2009-04-30", Functional, ""},
		{"in play said of a count of permanents", "Culling Scales", "Artifact",
			"At the beginning of your upkeep, destroy target nonland permanent with the lowest converted mana cost among nonland permanents in play.",
			"At the beginning of your upkeep, destroy target nonland permanent with the lowest converted mana cost.",
			"2009-04-30", Templating, `only weak differences: removes zone "battlefield"`},
		{"an opponent as a player", "Marsh Viper", "Creature — Snake",
			"Whenever Marsh Viper deals damage to an opponent, that player gets two poison counters.",
			"Whenever Marsh Viper deals damage to a player, that player gets two poison counters.",
			"2009-04-30", Functional, ""},
		{"each upkeep as the controller's", "Feedback", "Enchantment — Aura",
			"Feedback does 1 damage to controller of target enchantment during each upkeep.",
			"Enchant enchantment\nAt the beginning of the upkeep of enchanted enchantment's controller, Feedback deals 1 damage to that player.",
			"1993-08-05", Functional, ""},
		{"the owner's control as yours", "Cold Storage", "Artifact",
			"Sacrifice Cold Storage: Return each creature card removed from the game with Cold Storage to play under its owner's control.",
			"Sacrifice Cold Storage: Return each creature card exiled with Cold Storage to the battlefield under your control.",
			"2009-04-30", Functional, ""},
		{"returned under your control", "Ashcloud Phoenix", "Creature — Phoenix",
			"When Ashcloud Phoenix dies, return it to the battlefield face down.",
			"When Ashcloud Phoenix dies, return it to the battlefield face down under your control.",
			"2009-04-30", Functional, ""},
	}
	c := NewClassifier(DefaultRewrites())
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := Compare(tt.old, tt.new)
			c.For(tt.card).WithTypeLine(tt.typeLine).WithDates(oracle.MustDate(tt.oldDate), oracle.MustDate("2018-11-07")).Classify(d)
			if got := d.Class(); got != tt.want {
				t.Fatalf("class %s, want %s (why %q): %s", got, tt.want, d.Why(), render(d))
			}
			if tt.why != "" && !slices.Contains(d.Why(), tt.why) {
				t.Errorf("why %q, want it to hold %q", d.Why(), tt.why)
			}
		})
	}
}
