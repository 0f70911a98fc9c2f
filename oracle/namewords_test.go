package oracle

import "testing"

// TestWordsMatch: the words typed begin or abbreviate a name's words in
// order, as a lookup and a search read them.
func TestWordsMatch(t *testing.T) {
	tests := []struct {
		typed, name string
		want        bool
	}{
		{"aust commd", "Austere Command", true},
		{"lions eye", "Lion's Eye Diamond", true},
		{"lion eye", "Lion's Eye Diamond", true},
		{"jac bel", "Jace Beleren", true},
		{"jace mind", "Jace, the Mind Sculptor", true},      // a word left over between
		{"jce mnd sclptr", "Jace, the Mind Sculptor", true}, // abbreviations of three letters
		{"aether vial", "Æther Vial", true},
		{"commd aust", "Austere Command", false}, // out of order
		{"aust cmmd", "Austere Command", true},
		{"aust ommd", "Austere Command", false}, // an abbreviation keeps its first letter
		{"fo wi", "Burn from Within", false},    // two letters begin a word or nothing
		{"fo wi", "Force of Will", true},
		{"jc bl", "Jace Beleren", false},
		{"aust commd sphere", "Austere Command", false}, // a word typed matches no word
		{"command", "Austere Command", true},
		{"", "Austere Command", false},
	}
	for _, tt := range tests {
		if got := WordsMatch(NameWords(tt.typed), tt.name); got != tt.want {
			t.Errorf("WordsMatch(%q, %q) = %v, want %v", tt.typed, tt.name, got, tt.want)
		}
	}
}
