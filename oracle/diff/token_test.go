package diff

import (
	"strings"
	"testing"
)

func TestTokenize(t *testing.T) {
	tests := []struct {
		in   string
		want []string // kind:text
	}{
		{"Flying", []string{"w:Flying"}},
		{"{2/W}, {T}: Draw a card.", []string{"s:{2/W}", "p:,", "_: ", "s:{T}", "p::", "_: ", "w:Draw", "_: ", "w:a", "_: ", "w:card", "p:."}},
		{"gets +1/+1 and -2/-0", []string{"w:gets", "_: ", "w:+1/+1", "_: ", "w:and", "_: ", "w:-2/-0"}},
		{"owner's hand\nEcho", []string{"w:owner's", "_: ", "w:hand", "n:\n", "w:Echo"}},
		{"non-Wall — and/or", []string{"w:non-Wall", "_: ", "p:—", "_: ", "w:and/or"}},
		{"{ stray", []string{"p:{", "_: ", "w:stray"}},
		{"{}", []string{"p:{", "p:}"}},
		{"X/X*", []string{"w:X/X*"}},
		{"a - b", []string{"w:a", "_: ", "p:-", "_: ", "w:b"}},
		{"", nil},
	}
	kinds := map[TokenKind]string{Word: "w", Symbol: "s", Punct: "p", Space: "_", Newline: "n"}
	for _, tt := range tests {
		var got []string
		for _, tok := range Tokenize(tt.in) {
			got = append(got, kinds[tok.Kind]+":"+tok.Text)
		}
		if strings.Join(got, "|") != strings.Join(tt.want, "|") {
			t.Errorf("Tokenize(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func FuzzTokenize(f *testing.F) {
	for _, s := range []string{"{2/W}, {T}: Draw a card.", "o4, oc\nT: x", "+1/+1 −2 {", "a\n\nb", "\xff{\xfe}"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var b strings.Builder
		at := 0
		for _, tok := range Tokenize(s) {
			if tok.Start != at || tok.End <= tok.Start || s[tok.Start:tok.End] != tok.Text {
				t.Fatalf("token %+v does not follow offset %d of %q", tok, at, s)
			}
			at = tok.End
			b.WriteString(tok.Text)
		}
		if b.String() != s {
			t.Fatalf("tokens of %q join to %q", s, b.String())
		}
	})
}
