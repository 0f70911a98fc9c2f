package diff

import (
	"regexp"
	"regexp/syntax"
)

// Most patterns start with a word boundary, which hides from the regexp
// package the words they start with: it then tries a match at every
// position. A pattern "\bword..." is instead run as "word...", which the
// package finds by searching for its literal prefix, and the boundary is
// checked by hand before each match.

// afterBoundary is the pattern expr without its leading \b, when that makes
// it start with a literal whose first byte is an ASCII word character (so
// the boundary holds just when the byte before is not one); else nil.
func afterBoundary(expr string) *regexp.Regexp {
	whole, err := syntax.Parse(expr, syntax.Perl)
	if err != nil || whole.Op != syntax.OpConcat || whole.Sub[0].Op != syntax.OpWordBoundary || len(expr) < 2 || expr[:2] != `\b` {
		return nil
	}
	rest, err := regexp.Compile(expr[2:])
	if err != nil {
		return nil
	}
	// The rest must read as the concatenation after the boundary, not, say,
	// as one side of an alternation.
	want := &syntax.Regexp{Op: syntax.OpConcat, Sub: whole.Sub[1:]}
	if len(whole.Sub) == 2 {
		want = whole.Sub[1]
	}
	got, err := syntax.Parse(expr[2:], syntax.Perl)
	if err != nil || !got.Equal(want) {
		return nil
	}
	if prefix, _ := rest.LiteralPrefix(); prefix == "" || !isWordByte(prefix[0]) {
		return nil
	}
	return rest
}

// findAll is p.re.FindAllStringSubmatchIndex(t, -1).
func (p *Pattern) findAll(t string) [][]int {
	if p.rest == nil {
		return p.re.FindAllStringSubmatchIndex(t, -1)
	}
	var matches [][]int
	// Every match of rest starts with a word character, so none is empty
	// and each search can start where the last match ended.
	for pos := 0; pos < len(t); {
		m := p.rest.FindStringSubmatchIndex(t[pos:])
		if m == nil {
			break
		}
		start := pos + m[0]
		if start > 0 && isWordByte(t[start-1]) {
			pos = start + 1
			continue
		}
		for i := range m {
			if m[i] >= 0 {
				m[i] += pos
			}
		}
		matches = append(matches, m)
		pos = m[1]
	}
	return matches
}

// isWordByte is RE2's \w: an ASCII letter, digit or underscore. A byte of
// a multi-byte character is none, as the character is not one either.
func isWordByte(c byte) bool {
	return c == '_' || ('0' <= c && c <= '9') || ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z')
}
