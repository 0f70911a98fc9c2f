package server

import (
	"reflect"
	"testing"

	"github.com/mtgoracle/oracle/oracle"
)

// TestSubtypesByKind checks that a type catalog lists the subtypes of its
// own kind: a creature type on an artifact creature or a Kindred spell is
// not an artifact or a spell type, an artifact type on an artifact
// creature stays an artifact type, and a land's type beside a creature's
// (Dryad Arbor) is a land type.
func TestSubtypesByKind(t *testing.T) {
	lines := []string{
		"Artifact — Equipment", "Artifact Creature — Equipment Dog", "Artifact Creature — Golem", "Creature — Golem",
		"Enchantment Creature — Archon", "Enchantment — Aura", "Kindred Instant — Goblin", "Sorcery — Adventure",
		"Kindred Sorcery — Elf Adventure", "Land Creature — Forest Dryad", "Basic Land — Forest",
		"Artifact Creature — Thopter", "Legendary Planeswalker — Jace", "Creature — Human Wizard // Legendary Planeswalker — Jace",
		"Artifact Land — Locus",
	}
	p := &pool{cards: map[string]*oracle.IndexedCard{}}
	for _, l := range lines {
		p.cards[l] = &oracle.IndexedCard{Stats: []oracle.CardStats{{TypeLine: l}}}
	}
	for kind, want := range map[string][]string{
		"creature":     {"Archon", "Dog", "Dryad", "Elf", "Goblin", "Golem", "Human", "Thopter", "Wizard"},
		"artifact":     {"Equipment", "Locus"},
		"enchantment":  {"Aura"},
		"spell":        {"Adventure"},
		"land":         {"Forest", "Locus"},
		"planeswalker": {"Jace"},
	} {
		if got := p.subtypes(kind); !reflect.DeepEqual(got, want) {
			t.Errorf("%s types: %q, want %q", kind, got, want)
		}
	}
}
