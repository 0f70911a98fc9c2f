package diff

import "testing"

func TestSimilarity(t *testing.T) {
	tests := []struct {
		a, b string
		want float64
	}{
		{"Flying", "Flying", 1},
		{"Flying", "flying", 1},
		{"", ".", 1}, // neither has a word
		{"Draw a card.", "Draw two cards.", 2 * 1.0 / 6},
		{"{T}: Add {G}.", "{T}: Add {G} to your mana pool.", 2 * 3.0 / 10},
		{"a a b", "a b b", 2 * 2.0 / 6},
		{"Flying", "Trample", 0},
	}
	for _, tt := range tests {
		a, b := [][]Token{Tokenize(tt.a)}, [][]Token{Tokenize(tt.b)}
		if got := similarity(a[0], b[0], wordsOf(a)[0], wordsOf(b)[0]); got != tt.want {
			t.Errorf("similarity(%q, %q) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
}
