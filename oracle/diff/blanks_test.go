package diff

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

// evenBlanksRE is what evenBlanks does, with regular expressions.
func evenBlanksRE(s string) string {
	s = regexp.MustCompile(`\s+`).ReplaceAllString(s, " ")
	return strings.TrimSpace(regexp.MustCompile(` ([.,:;])`).ReplaceAllString(s, "$1"))
}

func TestEvenBlanks(t *testing.T) {
	tests := []struct{ in, want string }{
		{"draw a card.", "draw a card."},
		{" draw  a\ncard . ", "draw a card."},
		{"a ,b\t:c \n;d", "a,b:c;d"},
		{". . .", "..."},
		{"\u00a0a\u00a0", "a"},
		{"", ""},
	}
	for _, tt := range tests {
		if got := evenBlanks(tt.in); got != tt.want {
			t.Errorf("evenBlanks(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func FuzzEvenBlanks(f *testing.F) {
	for _, s := range []string{"draw a card .", " a\t\n,b ", "x\v. ;", ". . ."} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := evenBlanks(s), evenBlanksRE(s); got != want {
			t.Errorf("evenBlanks(%q) = %q, want %q", s, got, want)
		}
	})
}

func TestRequiredLiterals(t *testing.T) {
	tests := []struct {
		expr string
		want []string
	}{
		{`\bcomes into play\b`, []string{"comes into play"}},
		{`\bremove (.+?) from the game\b`, []string{" from the game", "remove "}},
		{`\b(you|player|opponent) (plays|played|play) ~`, []string{"play", " ~", " "}},
		{`\bthey ([a-z]+[^s])s\b`, []string{"they ", "s"}},
		{`(?i)remove`, nil},
		{`(x)?y`, []string{"y"}},
		{`(`, nil},
	}
	for _, tt := range tests {
		if got := requiredLiterals(tt.expr); !slices.Equal(got, tt.want) {
			t.Errorf("requiredLiterals(%q) = %q, want %q", tt.expr, got, tt.want)
		}
	}
}
