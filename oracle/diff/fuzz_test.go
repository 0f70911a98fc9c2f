package diff

import (
	"testing"

	"github.com/mtgoracle/oracle/oracle"
)

// FuzzDiffClassify diffs two arbitrary wordings of a card with an
// arbitrary name and classifies the changes: nothing panics, the
// operations rebuild both wordings before and after classifying, every
// change gets a class and nothing else does, and a wording compared with
// itself has no change.
func FuzzDiffClassify(f *testing.F) {
	seeds := [][3]string{
		{"Each player chooses a creature he or she controls.", "Each player returns a creature they control.", "Curfew"},
		{"When Karn comes into play, remove target creature from the game.", "When Karn enters, exile target creature.", "Karn, Silver Golem"},
		{"o4, oc\nT: Draw.\nFlying", "{4}, {T}: Draw.", ""},
		{"a\n\nb", "b\na", ","},
		{"", "x", "x"},
		{"\u0130stanbul \u212a", "istanbul k", "\u0130"},
		{"{0}: Sacrifice a land to gain 2 life.", "Sacrifice a land: You gain 2 life.", "Zuran Orb"},
		{"Choose one —\n• Deal 1 damage for each creature on the battlefield.", "• {t}: that player's", "•"},
	}
	for _, s := range seeds {
		f.Add(s[0], s[1], s[2])
	}
	classifier := NewClassifier(DefaultRewrites())
	f.Fuzz(func(t *testing.T, old, new, name string) {
		d := Compare(old, new)
		wantOld, wantNew := oracle.NormalizeNotation(old), oracle.NormalizeNotation(new)
		if d.Old != wantOld || d.New != wantNew {
			t.Fatalf("the diff is of %q -> %q, want %q -> %q", d.Old, d.New, wantOld, wantNew)
		}
		checkOps(t, d)
		classifier.For(name).Classify(d)
		checkOps(t, d)
		for _, op := range d.Ops {
			switch {
			case op.Kind == Equal && (op.Class != "" || op.Rewrites != nil):
				t.Fatalf("equal op with a class: %+v", op)
			case op.Kind != Equal && op.Class != Templating && op.Class != Functional:
				t.Fatalf("change without a class: %+v", op)
			}
		}
		if same := Compare(old, old); same.Changed() {
			t.Fatalf("%q compared with itself has changes: %+v", old, same.Ops)
		}
	})
}
