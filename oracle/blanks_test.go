package oracle

import (
	"regexp"
	"strings"
	"testing"
)

// The expressions squashBlanks and dropReminderText stand for.
var (
	spaceRunRE     = regexp.MustCompile(`\s+`)
	reminderTextRE = regexp.MustCompile(`\s*\([^()]*\)`)
)

func squashBlanksRE(s string) string { return strings.TrimSpace(spaceRunRE.ReplaceAllString(s, " ")) }

func TestDropReminderText(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Flying", "Flying"},
		{"Flying (It can't be blocked.)", "Flying"},
		{"Flying \t(a)\nVigilance (b) ", "Flying\nVigilance "},
		{"Cycling (outer (inner) outer)", "Cycling (outer outer)"},
		{"(a)(b) (c", " (c"},
		{"open ( only", "open ( only"},
		{"close ) only (x)", "close ) only"},
		{"", ""},
	}
	for _, tt := range tests {
		if got := dropReminderText(tt.in); got != tt.want {
			t.Errorf("dropReminderText(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestSquashBlanks(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Flying", "Flying"},
		{" Flying  \n Vigilance\t", "Flying Vigilance"},
		{"a\r\n\fb", "a b"},
		{"\u00a0a\u00a0", "a"},
		{"", ""},
	}
	for _, tt := range tests {
		if got := squashBlanks(tt.in); got != tt.want {
			t.Errorf("squashBlanks(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// FuzzBlanks checks squashBlanks and dropReminderText against the regular
// expressions they stand for.
func FuzzBlanks(f *testing.F) {
	for _, s := range []string{"Flying (a)", " (a (b) c)\n (d) ", "x\t\v(\n)", "((()))", "a \u00a0(b)"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := squashBlanks(s), squashBlanksRE(s); got != want {
			t.Errorf("squashBlanks(%q) = %q, want %q", s, got, want)
		}
		if got, want := dropReminderText(s), reminderTextRE.ReplaceAllString(s, ""); got != want {
			t.Errorf("dropReminderText(%q) = %q, want %q", s, got, want)
		}
	})
}
