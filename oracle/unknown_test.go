package oracle

import (
	"slices"
	"testing"
)

func TestUnknownValueNotes(t *testing.T) {
	for _, tt := range []struct {
		name string
		view CardView
		want []string
	}{
		{"a planeswalker without loyalty", CardView{Name: "Kaito", TypeLine: "Legendary Planeswalker — Kaito"},
			[]string{"no source states the loyalty of Kaito, which a planeswalker has (rule 306.5b)"}},
		{"a planeswalker with loyalty", CardView{Name: "Jace", TypeLine: "Legendary Planeswalker — Jace", Loyalty: "3"}, nil},
		{"a creature with power and toughness", CardView{Name: "Bear", TypeLine: "Creature — Bear", Power: "2", Toughness: "2"}, nil},
		{"a creature type in the subtypes is no creature", CardView{Name: "Bitterblossom", TypeLine: "Kindred Enchantment — Faerie Creature"}, nil},
		{"a battle's face without defense", CardView{Name: "Invasion // Paragon", Faces: []FaceView{
			{Name: "Invasion", TypeLine: "Battle — Siege"}, {Name: "Paragon", TypeLine: "Artifact Creature — Construct", Power: "5", Toughness: "5"}}},
			[]string{"no source states the defense of Invasion, which a battle has (rule 310.4b)"}},
		{"a creature face without toughness", CardView{Name: "A // B", Faces: []FaceView{{Name: "A", TypeLine: "Creature — Elf", Power: "1"}, {Name: "B", TypeLine: "Instant"}}},
			[]string{"no source states the power and toughness of A, which a creature has (rule 208.1)"}},
	} {
		if got := UnknownValueNotes(&tt.view); !slices.Equal(got, tt.want) {
			t.Errorf("%s: %q, want %q", tt.name, got, tt.want)
		}
	}
}
