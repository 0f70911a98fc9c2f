package oracle

import (
	"slices"
	"testing"
)

func TestParseManaCost(t *testing.T) {
	tests := []struct {
		cost  string
		want  []string
		value float64
	}{
		{"{2}{W}{W}", []string{"{2}", "{W}", "{W}"}, 4},
		{"2ww", []string{"{2}", "{W}", "{W}"}, 4},
		{"10RG", []string{"{10}", "{R}", "{G}"}, 12},
		{"W/U 2/B", []string{"{W/U}", "{2/B}"}, 3},
		{"{G/U/P}{HR}", []string{"{G/U/P}", "{HR}"}, 1.5},
	}
	for _, tt := range tests {
		syms, err := ParseManaCost(tt.cost)
		if err != nil {
			t.Errorf("%q: %v", tt.cost, err)
			continue
		}
		var got []string
		total := 0.0
		for _, s := range syms {
			got, total = append(got, s.Text), total+s.Value
		}
		if !slices.Equal(got, tt.want) || total != tt.value {
			t.Errorf("%q = %v (%v), want %v (%v)", tt.cost, got, total, tt.want, tt.value)
		}
	}
	for _, bad := range []string{"{T}", "K", "{W"} {
		if _, err := ParseManaCost(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}

func TestSymbols(t *testing.T) {
	by := map[string]Symbol{}
	for _, s := range Symbols() {
		if _, dup := by[s.Text]; dup {
			t.Errorf("%s twice", s.Text)
		}
		by[s.Text] = s
	}
	if s := by["{G/U/P}"]; !s.Hybrid || !s.Phyrexian || !slices.Equal(s.Colors, []string{"U", "G"}) {
		t.Errorf("{G/U/P}: %+v", s)
	}
	if s := by["{HW}"]; s.Value != 0.5 || !slices.Equal(s.Colors, []string{"W"}) {
		t.Errorf("{HW}: %+v", s)
	}
	if s := by["{T}"]; s.Mana {
		t.Errorf("{T} is a mana symbol")
	}
}
