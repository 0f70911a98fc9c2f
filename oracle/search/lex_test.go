package search

import "testing"

// TestLexEscapes checks what a backslash does inside a phrase and a pattern.
func TestLexEscapes(t *testing.T) {
	tests := []struct {
		src  string
		kind tokenKind
		want string
	}{
		{`"say \"hi\""`, tokQuoted, `say "hi"`},
		{`"a\\b"`, tokQuoted, `a\b`},
		{`"a\xb"`, tokQuoted, `a\xb`},
		{`o:/a\/b/`, tokRegex, `a/b`},
		{`o:/\d+\.\//`, tokRegex, `\d+\./`},
		{`o:/a\\/`, tokRegex, `a\\`},
	}
	for _, tt := range tests {
		toks, err := lex(tt.src)
		if err != nil {
			t.Errorf("lex(%s): %v", tt.src, err)
			continue
		}
		last := toks[len(toks)-1]
		if last.kind == tokEOF {
			last = toks[len(toks)-2]
		}
		if last.kind != tt.kind || last.text != tt.want {
			t.Errorf("lex(%s) = %v %q, want %v %q", tt.src, last.kind, last.text, tt.kind, tt.want)
		}
	}
}
