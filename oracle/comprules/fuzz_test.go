package comprules

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/mtgoracle/oracle/oracle"
)

func writeFile(path string, b []byte) error { return os.WriteFile(path, b, 0o644) }

// FuzzRead: any content reads as rules or is refused with problems at
// positions inside the content; rules read have valid, unique numbers
// in their sections.
func FuzzRead(f *testing.F) {
	f.Add(small)
	f.Add(original(small))
	f.Add(small[:len(small)/2])
	f.Add("Magic: The Gathering Comprehensive Rules\n100.1. x")
	f.Fuzz(func(t *testing.T, content string) {
		r, err := Read("f.txt", strings.NewReader(content))
		if err != nil {
			var ps oracle.Problems
			if !errors.As(err, &ps) {
				t.Fatalf("error %v is not problems", err)
			}
			lines := strings.Count(content, "\n") + 2
			for _, p := range ps {
				if p.Pos.File != "f.txt" || p.Pos.Line < 1 || p.Pos.Line > lines || p.Pos.Col < 1 {
					t.Fatalf("problem at %v outside the content (%d lines)", p.Pos, lines)
				}
			}
			return
		}
		if r.Effective.IsZero() || len(r.Rules) == 0 {
			t.Fatal("rules read without a date or rules")
		}
		seen := map[string]bool{}
		for _, rule := range r.Rules {
			n := oracle.RuleNumber(rule.Number)
			if !n.Valid() || seen[rule.Number] || rule.Text == "" {
				t.Fatalf("rule %q: valid %v, twice %v, text %q", rule.Number, n.Valid(), seen[rule.Number], rule.Text)
			}
			seen[rule.Number] = true
		}
	})
}
