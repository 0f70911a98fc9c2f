package oracle

import (
	"slices"
	"testing"
)

func TestNormalizeLegacySymbols(t *testing.T) {
	tests := []struct{ in, want string }{
		{"o4, oc\nT: Target creature gains flying.", "{4}, {T}: Target creature gains flying."},
		{"o\nX, oc\nT: Tap X target lands.", "{X}, {T}: Tap X target lands."},
		{"Add o\nW to your mana pool.", "Add {W} to your mana pool."},
		{"o1: Target noncreature artifact is an artifact creature.", "{1}: Target noncreature artifact is an artifact creature."},
		{"o2o\nW, oc\nT: Choose a permanent you control.", "{2}{W}, {T}: Choose a permanent you control."},
		{"oo\nB Regenerates", "{B} Regenerates"},
		{"o\nBoo\nB Counter a green spell.", "{B}{B} Counter a green spell."},
		{"Flying\noc\nT: Target attacking creature gets +1/+1.", "Flying\n{T}: Target attacking creature gets +1/+1."},
		// Lines joined by a dump.
		{"ocT, Sacrifice Coupon: Target player gets you target drink.", "{T}, Sacrifice Coupon: Target player gets you target drink."},
		{"{1}oG: Choose a card in your hand.", "{1}{G}: Choose a card in your hand."},
		{"{4}, ocT: Tear it.", "{4}, {T}: Tear it."},
		{"{T}, Sacrifice Basal Thrull: Add oBoB to your mana pool.", "{T}, Sacrifice Basal Thrull: Add {B}{B} to your mana pool."},
		// Ordinary words are left alone.
		{"Or target creature; oR is no word, oRder is.", "Or target creature; {R} is no word, oRder is."},
		{"Put it into play\nother players own 2nd cards.", "Put it into play\nother players own 2nd cards."},
		{"Draw a card.", "Draw a card."},
	}
	for _, tt := range tests {
		got, changed := NormalizeLegacySymbols(tt.in)
		if got != tt.want || changed != (tt.in != tt.want) {
			t.Errorf("NormalizeLegacySymbols(%q) = %q, %v; want %q", tt.in, got, changed, tt.want)
		}
	}
}

func TestManaValue(t *testing.T) {
	tests := map[string]float64{"": 0, "{U}": 1, "{2}{W}{W}": 4, "{X}{R}": 1, "{2/W}{2/W}": 4, "{W/P}": 1, "{HW}": 0.5, "{10}": 10}
	for cost, want := range tests {
		if got := ManaValue(cost); got != want {
			t.Errorf("ManaValue(%q) = %v, want %v", cost, got, want)
		}
	}
}

func TestCardManaValue(t *testing.T) {
	tests := []struct {
		layout, cost string
		want         float64
	}{
		{"split", "{1}{R} // {1}{U}", 4},
		{"aftermath", "{1}{G} // {3}{U}", 6},
		{"adventure", "{2}{R}{R} // {1}{R}", 4},
		{"modal_dfc", "{1}{W} // {3}{W}", 2},
		{"adventure", " // {2}{B}", 0}, // a land adventurer
		{"normal", "{5}", 5},
	}
	for _, tt := range tests {
		if got := CardManaValue(tt.layout, tt.cost); got != tt.want {
			t.Errorf("CardManaValue(%q, %q) = %v, want %v", tt.layout, tt.cost, got, tt.want)
		}
	}
}

// TestCardManaValueOn: before Amonkhet's rules a split card had its
// halves' two mana values, never their total; a card whose cost is the
// stored one has the stored mana value (a melded card's, which its empty
// cost does not give).
func TestCardManaValueOn(t *testing.T) {
	tests := []struct {
		layout, cost, day string
		stored            StoredManaValue
		want              float64
		all               []float64
	}{
		{"split", "{1}{R} // {1}{U}", "2004", StoredManaValue{"{1}{R} // {1}{U}", 4}, 2, []float64{2, 2}},
		{"split", "{R} // {3}{G}", "2004-06-01", StoredManaValue{}, 1, []float64{1, 4}},
		{"split", "{R} // {3}{G}", "2017-04-27", StoredManaValue{}, 1, []float64{1, 4}},
		{"split", "{R} // {3}{G}", "2017-04-28", StoredManaValue{}, 5, []float64{5}},
		{"split", "{R} // {3}{G}", "2017", StoredManaValue{}, 5, []float64{5}}, // the year's end
		{"aftermath", "{1}{G} // {3}{U}", "2017-04-28", StoredManaValue{}, 6, []float64{6}},
		{"normal", "{5}", "2004", StoredManaValue{}, 5, []float64{5}},
		{"meld", "", "2019", StoredManaValue{"", 11}, 11, []float64{11}},
		{"normal", "{3}", "2004", StoredManaValue{"{5}", 5}, 3, []float64{3}},
	}
	for _, tt := range tests {
		d := MustDate(tt.day)
		if got := CardManaValueOn(tt.layout, tt.cost, d, tt.stored); got != tt.want {
			t.Errorf("CardManaValueOn(%q, %q, %s, %v) = %v, want %v", tt.layout, tt.cost, tt.day, tt.stored, got, tt.want)
		}
		if got := ManaValuesOn(tt.layout, tt.cost, d, tt.stored); !slices.Equal(got, tt.all) {
			t.Errorf("ManaValuesOn(%q, %q, %s, %v) = %v, want %v", tt.layout, tt.cost, tt.day, tt.stored, got, tt.all)
		}
	}
}

func TestFoldName(t *testing.T) {
	tests := map[string]string{
		"Æther Vial":            "aether vial",
		"Lim-Dûl's Vault":       "lim-dul's vault",
		"  KARN,  silver golem": "karn, silver golem",
		"Ghazbán Ogre":          "ghazban ogre",
		"Urza\u2019s Rage":      "urza's rage",
	}
	for in, want := range tests {
		if got := FoldName(in); got != want {
			t.Errorf("FoldName(%q) = %q, want %q", in, got, want)
		}
	}
}
