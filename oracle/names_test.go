package oracle

import "testing"

func TestEditDistance(t *testing.T) {
	tests := []struct {
		a, b string
		want int
	}{
		{"", "", 0},
		{"split", "split", 0},
		{"spilt", "split", 1},
		{"splt", "split", 1},
		{"pwr", "pow", 2},
		{"ab", "ba", 1},
		{"abc", "ca", 3},
		{"vanlila", "vanilla", 1},
		{"flip", "split", 3},
		{"fïre", "frïe", 1},
	}
	for _, tt := range tests {
		if got := editDistance(tt.a, tt.b); got != tt.want {
			t.Errorf("editDistance(%q, %q) = %d, want %d", tt.a, tt.b, got, tt.want)
		}
		if got := editDistance(tt.b, tt.a); got != tt.want {
			t.Errorf("editDistance(%q, %q) = %d, want %d", tt.b, tt.a, got, tt.want)
		}
	}
}

func TestClosestWord(t *testing.T) {
	words := []string{"spell", "split", "flip", "saga", "vanilla"}
	tests := []struct{ word, want string }{
		{"spilt", "split"},
		{"spel", "spell"},
		{"SAGA", "saga"},
		{"vanlila", "vanilla"},
		{"transform", ""},
	}
	for _, tt := range tests {
		if got := Closest(tt.word, words); got != tt.want {
			t.Errorf("Closest(%q) = %q, want %q", tt.word, got, tt.want)
		}
	}
}

func TestSameCardKey(t *testing.T) {
	for _, names := range [][]string{
		{"Kill! Destroy!", "Kill Destroy", "kill destroy"},
		{"Who // What // When // Where // Why", "Who/What/When/Where/Why"},
		{"Æther Burst", "AEther Burst"},
		{"\"Ach! Hans, Run!\"", "Ach! Hans, Run!"},
	} {
		for _, name := range names[1:] {
			if a, b := SameCardKey(names[0]), SameCardKey(name); a != b {
				t.Errorf("SameCardKey(%q) = %q, SameCardKey(%q) = %q; want them equal", names[0], a, name, b)
			}
		}
	}
	for _, pair := range [][2]string{{"_____ Goblin", "Goblin"}, {"Fire // Ice", "Fire"}, {"Lim-Dûl's Vault", "Lim Dul's Vault"}} {
		if SameCardKey(pair[0]) == SameCardKey(pair[1]) {
			t.Errorf("%q and %q share the key %q", pair[0], pair[1], SameCardKey(pair[0]))
		}
	}
}

func TestSpeltInASCII(t *testing.T) {
	for _, tt := range []struct {
		ascii, name string
		want        bool
	}{
		{"Lim-Dul's Vault", "Lim-Dûl's Vault", true},
		{"AEther Vial", "Æther Vial", true},
		{"Aether Vial", "Æther Vial", false}, // the 2018 spelling, not an ASCII form
		{"Lim-Dûl's Vault", "Lim-Dul's Vault", false},
		{"Lim-Dul's Vault", "Lim-Dul's Vault", false},
		{"Dandan", "Dandân", true},
		{"Dandan", "Dandân Rider", false},
	} {
		if got := SpeltInASCII(tt.ascii, tt.name); got != tt.want {
			t.Errorf("SpeltInASCII(%q, %q) = %v", tt.ascii, tt.name, got)
		}
	}
}

// TestNameSpeltInASCIIIsNoChange: a name a source wrote in ASCII is the
// same name as the spelling next to it, in force and in the changes.
func TestNameSpeltInASCIIIsNoChange(t *testing.T) {
	history := []FieldStatement{
		stmt("name", "Lim-Dul's Vault", "s2009", "2009-07-31"),
		stmt("name", "Lim-Dûl's Vault", "s2013", "2013-12-25"),
	}
	if c := FieldChanges(history, nil); len(c) != 0 {
		t.Errorf("changes %+v, want none", c)
	}
	if v, _ := Field(FieldsAsOf(history, nil, MustDate("2010")), 0, "name"); v.Value != "Lim-Dûl's Vault" {
		t.Errorf("name as of 2010 %q", v.Value)
	}
}
