package diff

import "testing"

func TestSketchHolds(t *testing.T) {
	tests := []struct {
		text, literal string
		want          bool
	}{
		{"when ~ comes into play, draw a card.", "comes into play", true},
		{"when ~ comes into play, draw a card.", "", true},
		{"when ~ comes into play, draw a card.", "(", false},
		{"when ~ comes into play, draw a card.", "he or she", false},
		{"", "x", false},
	}
	for _, tt := range tests {
		k, sub := sketchOf(tt.text), sketchOf(tt.literal)
		if got := k.holds(&sub); got != tt.want {
			t.Errorf("sketch of %q holds %q: %v, want %v", tt.text, tt.literal, got, tt.want)
		}
	}
}

// FuzzSketch checks that a sketch never rules out a part of its text.
func FuzzSketch(f *testing.F) {
	f.Add("each player returns a creature he or she controls.", 20, 9)
	f.Add("{t}: add {g}. (reminder)", 0, 30)
	f.Fuzz(func(t *testing.T, s string, at, n int) {
		if at < 0 || n < 0 || at > len(s) || n > len(s)-at {
			return
		}
		sub := s[at : at+n]
		k, ks := sketchOf(s), sketchOf(sub)
		if !k.holds(&ks) {
			t.Fatalf("sketch of %q rules out %q", s, sub)
		}
	})
}
