package oracle

import (
	"strings"
	"unicode"
)

// NormalizeLegacySymbols rewrites Gatherer's legacy symbol markup, found in
// old printed text, as mana symbols: "o4" is {4}, "o\nW" and "oo\nW" are
// {W}, "oc\nT" is {T}, and so are "oW" and "ocT" where a dump joined the
// lines. A markup "o" only starts a symbol at the start of a
// word or right after another symbol, so ordinary words are never touched.
// It reports whether anything was rewritten.
func NormalizeLegacySymbols(s string) (string, bool) {
	if !strings.Contains(s, "o") {
		return s, false
	}
	// The text is copied only from its first symbol on: most texts have none.
	var b strings.Builder
	changed := false
	afterSymbol := false
	copied := 0 // s[:copied] is in b
	for i := 0; i < len(s); {
		if s[i] == 'o' && (afterSymbol || i == 0 || !isWordByte(s[i-1])) {
			if sym, n := legacySymbolAt(s[i:]); n > 0 {
				b.WriteString(s[copied:i])
				b.WriteString(sym)
				i += n
				copied, changed, afterSymbol = i, true, true
				continue
			}
		}
		afterSymbol = false
		i++
	}
	if !changed {
		return s, false
	}
	b.WriteString(s[copied:])
	return b.String(), true
}

// legacySymbolAt reads one markup symbol at the start of s ("o..."), returning
// it in brace form and the bytes it used.
func legacySymbolAt(s string) (string, int) {
	rest := s[1:]
	switch {
	case strings.HasPrefix(rest, "c\n") && len(rest) > 2 && (rest[2] == 'T' || rest[2] == 'Q'):
		return "{" + rest[2:3] + "}", 4
	case strings.HasPrefix(rest, "o\n") && len(rest) > 2 && strings.IndexByte("WUBRGXYZS", rest[2]) >= 0:
		return "{" + rest[2:3] + "}", 4
	case strings.HasPrefix(rest, "\n") && len(rest) > 1 && strings.IndexByte("WUBRGXYZSTQ", rest[1]) >= 0:
		return "{" + rest[1:2] + "}", 3
	// A dump that joined the markup's lines: "ocT:" and "{1}oG:". The
	// symbol must end there, so "oRder" stays a word.
	case strings.HasPrefix(rest, "c") && len(rest) > 1 && (rest[1] == 'T' || rest[1] == 'Q') && symbolEnds(rest[2:]):
		return "{" + rest[1:2] + "}", 3
	case len(rest) > 0 && strings.IndexByte("WUBRGXYZS", rest[0]) >= 0 && symbolEnds(rest[1:]):
		return "{" + rest[:1] + "}", 2
	}
	n := 0
	for n < len(rest) && rest[n] >= '0' && rest[n] <= '9' {
		n++
	}
	// A number must end the symbol: "o1:" is {1}:, "o2nd" is a word.
	if n == 0 || (n < len(rest) && isWordByte(rest[n]) && rest[n] != 'o') {
		return "", 0
	}
	return "{" + rest[:n] + "}", n + 1
}

// symbolEnds reports whether a symbol may end before rest: at its end, or
// before a character that is no letter or digit, or before another
// symbol's "o" or brace.
func symbolEnds(rest string) bool {
	return rest == "" || !isWordByte(rest[0]) || rest[0] == '{' ||
		rest[0] == 'o' && len(rest) > 1 && strings.IndexByte("WUBRGXYZSTQc0123456789", rest[1]) >= 0
}

func isWordByte(c byte) bool {
	return c < 0x80 && (unicode.IsLetter(rune(c)) || unicode.IsDigit(rune(c)))
}
