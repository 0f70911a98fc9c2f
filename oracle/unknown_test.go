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

func TestSplitManaValueNote(t *testing.T) {
	for _, tt := range []struct {
		layout, cost, date, want string
	}{
		{"split", "{1}{R} // {1}{U}", "2010", "on 2010 a split card had two mana values, its halves' (2 and 2); their total, 4, is its mana value from 2017-04-28 (rule 709.4, numbered 708.4 until 2021-07-23)"},
		{"split", "{1}{R} // {1}{U}", "2017-04-27", "on 2017-04-27 a split card had two mana values, its halves' (2 and 2); their total, 4, is its mana value from 2017-04-28 (rule 709.4, numbered 708.4 until 2021-07-23)"},
		{"split", "{1}{R} // {1}{U}", "2017-04-28", ""},
		{"split", "{1}{R} // {1}{U}", "2017-04", ""}, // the month holds the change: not all of it before
		{"adventure", "{2}{R} // {R}", "2010", ""},
		{"normal", "{3}", "2010", ""},
	} {
		if got := SplitManaValueNote(tt.layout, tt.cost, MustDate(tt.date)); got != tt.want {
			t.Errorf("%s %s on %s: %q, want %q", tt.layout, tt.cost, tt.date, got, tt.want)
		}
	}
}

func TestDerivedNote(t *testing.T) {
	for _, tt := range []struct {
		derived []string
		asOf    string
		want    string
	}{
		{nil, "current", ""},
		{[]string{"colors"}, "current", "no source states the card's colors: worked out, the colors from its mana costs (a color indicator unseen)"},
		{[]string{"layout", "colors"}, "current", "no source states the card's layout or colors: worked out, the layout from its faces, the colors from its mana costs (a color indicator unseen)"},
		{[]string{"keywords"}, "1996", "no source states the card's keywords by 1996: worked out, the keywords the parser finds in the wording in force"},
	} {
		if got := DerivedNote(tt.derived, tt.asOf); got != tt.want {
			t.Errorf("%q as of %s: %q, want %q", tt.derived, tt.asOf, got, tt.want)
		}
	}
}

func TestTypeRequires(t *testing.T) {
	tests := []struct {
		typeLine, field string
		want            bool
	}{
		{"Legendary Planeswalker — Nissa", "loyalty", true},
		{"Legendary Planeswalker — Nissa", "power", false},
		{"Summon — Dragon", "power", true},
		{"Creature -- The Biggest, Baddest, Nastiest,", "toughness", true},
		{"Artifact", "power", false},
		{"Artifact Creature — Golem", "toughness", true},
		{"Battle — Siege", "defense", true},
		{"Creature — Human", "mana_cost", false},
		{"Enchantment — Aura Curse", "power", false},
		{"Enchant Creature", "power", false}, // an enchantment that enchants creatures
		{"Enchant Artifact Creature", "toughness", false},
		{"Summon Legend", "toughness", true},
	}
	for _, tt := range tests {
		if got := TypeRequires(tt.typeLine, tt.field); got != tt.want {
			t.Errorf("TypeRequires(%q, %s) = %v, want %v", tt.typeLine, tt.field, got, tt.want)
		}
	}
}
