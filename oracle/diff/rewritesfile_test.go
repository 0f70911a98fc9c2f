package diff

import (
	"reflect"
	"testing"

	mtgoracle "github.com/mtgoracle/oracle"
	"github.com/mtgoracle/oracle/oracle"
)

// TestReadRewritesLines checks that data/rewrites.yaml is written in the
// layout the line reader reads, so that a card's answer loads it fast, and
// that the reader gives what the general decoder does, positions included.
func TestReadRewritesLines(t *testing.T) {
	got, ok := readRewritesLines("data/rewrites.yaml", mtgoracle.Rewrites)
	if !ok {
		t.Fatal("data/rewrites.yaml is not in the plain layout readRewritesLines reads (see its comment): every card answer that judges a reprint then decodes it slowly")
	}
	var want rewritesFile
	if ps := oracle.DecodeYAML("data/rewrites.yaml", mtgoracle.Rewrites, &want); len(ps) > 0 {
		t.Fatal(ps.Err())
	}
	if len(got.Rewrites) == 0 || len(got.Meanings) == 0 {
		t.Fatalf("%d rewrites, %d meanings", len(got.Rewrites), len(got.Meanings))
	}
	sameRewritesFile(t, got, want)
	// Files written otherwise are left to the general decoder.
	for _, src := range []string{
		"rewrites:\n  - id: a\n    patterns: [{from: 'x', to: ''}]\n",
		"rewrites:\n  - id: a\n    patterns:\n      - from: \"\\u0078\"\n        to: ''\n",
		"rewrites:\n  - id: a\n    summary: two\n      lines\n    patterns:\n      - from: 'x'\n        to: ''\n",
		"rewrites:\n  - id: a\n    since:\n    patterns:\n      - from: 'x'\n        to: ''\n",
		"rewrites:\n  - id: a\n    patterns:\n",
		"rewrites:\n  - id: &a x\n    patterns:\n      - from: 'x'\n        to: ''\n",
		"rewrites:\n  - id: a\n    patterns:\n      - from: 'x'\n        to: ''\n        to: 'y'\n",
		"rewrites:\n  - id: a\n    bogus: 1\n    patterns:\n      - from: 'x'\n        to: ''\n",
		"rewrites:\n  - id: a\n    patterns:\n      - from: 'x'#c\n        to: ''\n",
		"rewrites:\n  - id: a\n    rules: [1, 2,]\n    patterns:\n      - from: 'x'\n        to: ''\n",
	} {
		if f, ok := readRewritesLines("x.yaml", []byte(src)); ok {
			t.Errorf("readRewritesLines(%q) = %+v, want it left to the general decoder", src, f)
		}
	}
}

// sameRewritesFile fails t unless a and b hold the same rewrites.
func sameRewritesFile(t *testing.T, a, b rewritesFile) {
	t.Helper()
	for _, l := range [][2][]Rewrite{{a.Rewrites, b.Rewrites}, {a.Meanings, b.Meanings}} {
		if len(l[0]) != len(l[1]) {
			t.Fatalf("%d rewrites, want %d", len(l[0]), len(l[1]))
		}
		for i := range l[0] {
			if !reflect.DeepEqual(l[0][i], l[1][i]) {
				t.Fatalf("line reader: %+v\ndecoder: %+v", l[0][i], l[1][i])
			}
		}
	}
	if !reflect.DeepEqual(a, b) {
		t.Fatalf("line reader: %+v\ndecoder: %+v", a, b)
	}
}

// FuzzReadRewritesLines checks that whatever the line reader reads, the
// general decoder reads alike and without a problem.
func FuzzReadRewritesLines(f *testing.F) {
	f.Add(string(mtgoracle.Rewrites[:2000]))
	f.Add("rewrites:\n  - id: a\n    summary: it's \"x\" or y\n    since: 2004-10\n    rules: ['306.7', 702.3b]\n    patterns:\n      # c\n      - from: '\\bx''s (y)' # c\n        to: '$1'\nmeanings:\n  - id: b\n    keep: [is, 'a, b']\n    needs: []\n    patterns:\n      - from: 'z'\n        to: ''\n")
	f.Add("rewrites:\n  - id: a\n    until: \"2009-07-11\"\n    patterns:\n      - from: \"x\\\\b\"\n        to: \"\\n\\\"y\\\"$1\\t\" # c\n")
	f.Add("meanings:\n  - id: 1\n    needs_any: ['^x', y]\n    ability_has: [a]\n    ability_lacks: [b]\n    patterns:\n      - to: x\n        from: y\n")
	f.Fuzz(func(t *testing.T, src string) {
		got, ok := readRewritesLines("x.yaml", []byte(src))
		if !ok {
			return
		}
		var want rewritesFile
		if ps := oracle.DecodeYAML("x.yaml", []byte(src), &want); len(ps) > 0 {
			t.Fatalf("the line reader read %q, the decoder found: %v", src, ps.Err())
		}
		sameRewritesFile(t, got, want)
	})
}
