package main

import (
	"strings"
	"testing"

	"github.com/mtgoracle/oracle/internal/golden"
)

func TestSearchGolden(t *testing.T) {
	db := newDB(t)
	tests := []struct {
		name string
		args []string
	}{
		{"search-errata-1998", []string{"search", "errata:1998", "--order", "mv"}},
		{"search-as-of-json", []string{"search", `o:"owner's hand" t:instant`, "--as-of", "1999", "--json"}},
		{"search-changed", []string{"search", "t:wall or name:curfew", "--order", "changed", "--limit", "2"}},
		// words begun or abbreviated, as card reads a name
		{"search-name-words", []string{"search", "kpr", "dead", "or", "elv", "spir", "gde", "or", `name:"frylse wnds"`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := runOracle(t, db, tt.args...)
			if r.code != exitOK {
				t.Fatalf("exit %d: %s", r.code, r.stderr)
			}
			golden.Check(t, tt.name, r.stdout)
		})
	}
}

func TestSearchUsageErrors(t *testing.T) {
	db := newDB(t)
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"search", "t:creature pwr>3"}, "oracle: search: 1:12: unknown key \"pwr\" (did you mean \"pow\"?)\n  t:creature pwr>3\n             ^\n"},
		{[]string{"search", `o:"draw`}, "oracle: search: 1:3: unterminated quoted phrase\n  o:\"draw\n    ^\n"},
		{[]string{"search", "t:elf", "--order", "color"}, "oracle: --order: unknown order \"color\": want name, mv, released or changed\n"},
		{[]string{"search", "t:elf", "--as-of", "1999-13"}, "oracle: --as-of: bad date \"1999-13\": month 13 out of range (01 to 12)\n"},
		{[]string{"search", "asof:1998", "--as-of", "1999"}, "oracle: search: 1:1: asof:1998 conflicts with the date 1999 given before\n  asof:1998\n  ^\n"},
	}
	for _, tt := range tests {
		r := runOracle(t, db, tt.args...)
		if r.code != exitUsage || r.stderr != tt.want {
			t.Errorf("%q: exit %d, stderr %q; want exit %d, %q", strings.Join(tt.args, " "), r.code, r.stderr, exitUsage, tt.want)
		}
	}
}
