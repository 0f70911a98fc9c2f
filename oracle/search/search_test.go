package search

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

func TestParseErrors(t *testing.T) {
	tests := []struct{ query, want string }{
		{"", "search: 1:1: empty query"},
		{"t:creature pwr>3", `search: 1:12: unknown key "pwr" (did you mean "pow"?)`},
		{"xyzzyq:3", `search: 1:1: unknown key "xyzzyq"`},
		{`o:"draw`, "search: 1:3: unterminated quoted phrase"},
		{"o:/dr(aw", "search: 1:3: unterminated regular expression"},
		{"o:/dr(aw/", "search: 1:3: bad regular expression: missing closing ): `(?i)dr(aw`"},
		{"(t:elf", `search: 1:1: "(" is never closed`},
		{"t:elf)", `search: 1:6: unexpected ")"`},
		{"or t:elf", `search: 1:1: "or" with no term before it`},
		{"t:elf or", `search: 1:7: "or" with no term after it`},
		{"t:elf -", `search: 1:7: "-" with no term after it`},
		{"()", "search: 1:1: empty parentheses"},
		{"t>elf", `search: 1:1: type takes ":", "=", not ">"`},
		{"pow>x", `search: 1:5: bad number "x": want a number or one of mv, pow, tou, loy, def`},
		{"c:wx", `search: 1:3: bad color "wx": want letters of wubrg, c, m or a color name`},
		{"c>m", `search: 1:1: multicolor takes ":" or "=", not ">"`},
		{"is:splt", `search: 1:4: unknown is: value "splt" (did you mean "split"?)`},
		{"is:spilt", `search: 1:4: unknown is: value "spilt" (did you mean "split"?)`},
		{"is:vanlila", `search: 1:4: unknown is: value "vanlila" (did you mean "vanilla"?)`},
		{"kw:echo pwo>3", `search: 1:9: unknown key "pwo" (did you mean "pow"?)`},
		{"r:shiny", `search: 1:3: bad rarity "shiny": want common, uncommon, rare, mythic, special or bonus`},
		{"year:98", `search: 1:6: bad year "98": want YYYY`},
		{"errata>=2001-13", `search: 1:9: bad date "2001-13": month 13 out of range (01 to 12)`},
		{"changed!=2001", `search: 1:1: changed takes ":", "=", "<", "<=", ">", ">=", not "!="`},
		{"t:", `search: 1:3: t: needs a value`},
		{"t:elf or asof:1999", `search: 1:10: asof applies to the whole query: it cannot stand inside "or", "-" or parentheses`},
		{"asof:1999 asof:2000", `search: 1:11: asof:2000 conflicts with the date 1999 given before`},
		{"kw:/fly/", `search: 1:4: keyword does not take a regular expression`},
		{"rule:trample", `search: 1:6: rule:trample is not a rule number (702, 702.19, 702.19b)`},
		{"rule:999.1", `search: 1:6: rule:999.1 defines no keyword ability the parser knows (as numbered in MagicCompRules_effective_20260417.txt.gz)`},
		{":elf", `search: 1:1: ":" without a key before it`},
		{"t=<elf", `search: 1:2: unknown operator "=<"`},
		{"!(t:elf)", `search: 1:1: "!" must be followed by a name`},
		{"line one\n  pwr>3", `search: 2:3: unknown key "pwr" (did you mean "pow"?)`},
		{"unique:prints", `search: 1:8: unique:prints: search lists cards, not printings: want unique:cards`},
		{"order:usd", `search: 1:7: unknown order "usd": want name, cmc, mv, released or changed`},
		{"t:elf or order:name", `search: 1:10: order applies to the whole query: it cannot stand inside "or", "-" or parentheses`},
		{"m:{G}x!", `search: 1:3: bad mana cost "{G}x!": want symbols such as {2}{G}{G/W} or 2GG`},
		{"has:watermark", `search: 1:5: unknown has: value "watermark": want flavor or artist`},
		{"new:art", `search: 1:5: new:art is not supported: printings' artworks are not stored`},
		{"t:elf new:colour", `search: 1:11: unknown new: value "colour": want rarity, artist or flavor`},
		{"prints>many", `search: 1:8: bad count "many": want a whole number`},
		{"pow>*", `search: 1:1: pow with "*" takes ":" or "=", not ">"`},
		{"include:tokens", `search: 1:9: unknown include: value "tokens": want extras`},
	}
	for _, tt := range tests {
		n, err := Parse(tt.query)
		if err == nil {
			_, err = Check(n, nil)
		}
		if err == nil || err.Error() != tt.want {
			t.Errorf("%q: error %v, want %s", tt.query, err, tt.want)
		}
		var qe *Error
		if err != nil && !errors.As(err, &qe) {
			t.Errorf("%q: error %T is not a *search.Error", tt.query, err)
		}
	}
}

// TestPrintBack checks that every node prints itself back as a query
// that parses to the same tree.
func TestPrintBack(t *testing.T) {
	tests := []struct{ query, want string }{
		{"t:creature  kw:echo c:g", "t:creature kw:echo c:g"},
		{`o:"draw a card" mv<=2`, `o:"draw a card" mv<=2`},
		{"a OR b and (c or -d)", "a or b (c or -d)"},
		{`-(t:elf or t:bear) !"Fire // Ice" "or"`, `-(t:elf or t:bear) !"Fire // Ice" "or"`},
		{`o:/a\/b c/ name:"say \"hi\""`, `o:/a\/b c/ name:"say \"hi\""`},
		{"errata: pow>tou", "errata: pow>tou"},
		{`"-x" "a:b"`, `"-x" "a:b"`},
		{`0:"!0" t:"=x" o:"<3"`, `0:"!0" t:"=x" o:"<3"`},
		{"0(0 0)", "0 (0 0)"},
		{"(a or b) or c -(d e)", "(a or b) or c -(d e)"},
	}
	for _, tt := range tests {
		n, err := Parse(tt.query)
		if err != nil {
			t.Fatalf("%q: %v", tt.query, err)
		}
		if got := n.String(); got != tt.want {
			t.Errorf("%q prints as %q, want %q", tt.query, got, tt.want)
		}
		again, err := Parse(n.String())
		if err != nil || again.String() != n.String() {
			t.Errorf("%q: printed form %q parses back to %v (%v)", tt.query, n.String(), again, err)
		}
	}
}

// FuzzQuery checks that no query makes the parser or compiler panic, that
// every error is a *search.Error with a position inside the query, and
// that what parses prints back to a query that parses the same.
func FuzzQuery(f *testing.F) {
	for _, q := range []string{"t:creature kw:echo c:g", `o:"draw a card" mv<=2`, "pow>tou -(c:m or id<=esper)",
		`!"Fire // Ice"`, "o:/^flying$/ asof:1999", "errata>=2001-05 changed:2018", "(a", `"`, "-", "x:", "pow>=", "c!=wu r>=rare year<1995"} {
		f.Add(q)
	}
	f.Fuzz(func(t *testing.T, q string) {
		n, err := Parse(q)
		if err == nil {
			_, err = Check(n, nil)
			again, perr := Parse(n.String())
			if perr != nil || again.String() != n.String() || shape(again) != shape(n) {
				t.Fatalf("%q prints as %q, which parses to %v (%v); read as %s, then as %s", q, n.String(), again, perr, shape(n), shapeOf(again))
			}
		}
		if err == nil {
			return
		}
		var qe *Error
		if !errors.As(err, &qe) {
			t.Fatalf("%q: error %T %v is not a *search.Error", q, err, err)
		}
		lines := strings.Split(q, "\n")
		if qe.Pos.Line < 1 || qe.Pos.Line > len(lines) || qe.Pos.Col < 1 || qe.Pos.Col > len([]rune(lines[qe.Pos.Line-1]))+1 {
			t.Fatalf("%q: error position %s is outside the query: %v", q, qe.Pos, err)
		}
	})
}

// shape writes a tree with every field but positions, to tell whether two
// parses read the same.
func shape(n Node) string {
	switch n := n.(type) {
	case *And:
		parts := make([]string, len(n.Terms))
		for i, t := range n.Terms {
			parts[i] = shape(t)
		}
		return "and(" + strings.Join(parts, ", ") + ")"
	case *Or:
		parts := make([]string, len(n.Terms))
		for i, t := range n.Terms {
			parts[i] = shape(t)
		}
		return "or(" + strings.Join(parts, ", ") + ")"
	case *Not:
		return "not(" + shape(n.X) + ")"
	case *Term:
		return fmt.Sprintf("term(%q %q %q exact=%v regex=%v)", n.Key, n.Op, n.Value, n.Exact, n.Regex)
	}
	return fmt.Sprintf("%T", n)
}

func shapeOf(n Node) string {
	if n == nil {
		return "nothing"
	}
	return shape(n)
}

// TestNameRuns: bare words and name: values side by side are one run of
// name words, which a search also reads as a lookup reads a name; a run
// ends at any other term, and a run of one word is a plain name term.
func TestNameRuns(t *testing.T) {
	tests := []struct {
		query string
		want  string // each run's words, in brackets, and the other terms
	}{
		{"aust commd", "[aust commd]"},
		{"aust commd t:sorcery", "[aust commd] t:sorcery"},
		{`t:sorcery name:"aust commd"`, "t:sorcery [aust commd]"},
		{`"lion's eye" name:diamond`, "[lions eye diamond]"},
		{"aust t:sorcery commd", "aust t:sorcery commd"},
		{"bolt", "bolt"},
		{"lat-nam", "[lat nam]"},
		{"-aust commd", "-aust commd"},
		{"aust or commd", "(aust or commd)"},
		{"(jac bel) or (aust commd)", "([jac bel] or [aust commd])"},
		{`name:/^aust/ commd`, "name:/^aust/ commd"},
		{`!"aust commd" x`, `!"aust commd" x`},
	}
	for _, tt := range tests {
		n, err := Parse(tt.query)
		if err != nil {
			t.Fatalf("%q: %v", tt.query, err)
		}
		q, err := Check(n, nil)
		if err != nil {
			t.Fatalf("%q: %v", tt.query, err)
		}
		if got := runs(q.Filter); got != tt.want {
			t.Errorf("%q reads as %s, want %s", tt.query, got, tt.want)
		}
		// an "or" prints in parentheses once checked
		if !strings.Contains(tt.query, " or ") && q.Filter.String() != n.String() {
			t.Errorf("%q: checked query prints as %q, parsed as %q", tt.query, q.Filter.String(), n.String())
		}
	}
}

func runs(e Expr) string {
	join := func(terms []Expr, sep string) string {
		parts := make([]string, len(terms))
		for i, t := range terms {
			parts[i] = runs(t)
		}
		return strings.Join(parts, sep)
	}
	switch e := e.(type) {
	case *NameWords:
		return "[" + strings.Join(e.Words, " ") + "]"
	case *AndExpr:
		return join(e.Terms, " ")
	case *OrExpr:
		return "(" + join(e.Terms, " or ") + ")"
	case *NotExpr:
		return "-" + runs(e.X)
	}
	return e.String()
}
