package diff

import (
	"html"
	"regexp"
	"strings"
	"testing"

	"github.com/mtgoracle/oracle/oracle"
)

// render is the diff with [-removed-]{+added+} markers.
func render(d *Diff) string {
	var b strings.Builder
	WriteInline(&b, d, TextMarks, false)
	return strings.TrimSuffix(b.String(), "\n")
}

func TestCompare(t *testing.T) {
	tests := []struct {
		name, old, new, want string
	}{
		{"equal", "Flying", "Flying", "Flying"},
		{"word", "Skip your draw phase.", "Skip your draw step.", "Skip your draw [-phase-]{+step+}."},
		{"phrase keeps its blanks outside", "Whenever Karn, Silver Golem blocks", "Whenever Karn blocks", "Whenever Karn[-, Silver Golem-] blocks"},
		{"legacy markup is no change", "o4, oc\nT: Draw a card.", "{4}, {T}: Draw a card.", "{4}, {T}: Draw a card."},
		{"added ability is one operation", "Flying\nVigilance", "Flying\nFirst strike\nVigilance", "Flying\n{+First strike+}\nVigilance"},
		{"removed last ability", "Flying\nEcho {G}", "Flying", "Flying\n[-Echo {G}-]"},
		{"removed first ability", "Banding\nFlying", "Flying", "[-Banding-]\nFlying"},
		{"ability replaced", "Trample\nFlying", "Haste\nFlying", "[-Trample-]\n{+Haste+}\nFlying"},
		{"from empty", "", "Flying", "{+Flying+}"},
		{"symbols are tokens", "{2}{W}: Tap it.", "{1}{W}: Tap it.", "[-{2}-]{+{1}+}{W}: Tap it."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := Compare(tt.old, tt.new)
			if got := render(d); got != tt.want {
				t.Errorf("got  %q\nwant %q", got, tt.want)
			}
			checkOps(t, d)
		})
	}
}

func TestCompareOneOperationPerAddedAbility(t *testing.T) {
	d := Compare("Flying\nVigilance", "Flying\nFirst strike\nVigilance")
	var changes []Op
	for _, op := range d.Ops {
		if op.Kind != Equal {
			changes = append(changes, op)
		}
	}
	// The operation takes the line break before the ability with it.
	if len(changes) != 1 || changes[0].Kind != Insert || changes[0].New != "\nFirst strike" || changes[0].NewAt.Offset != len("Flying") {
		t.Fatalf("changes = %+v, want one insert of the line", changes)
	}
}

// checkOps checks that the operations rebuild both texts and that their
// positions follow one another.
func checkOps(t *testing.T, d *Diff) {
	t.Helper()
	var old, new strings.Builder
	for _, op := range d.Ops {
		if op.OldAt.Offset != old.Len() || op.NewAt.Offset != new.Len() {
			t.Fatalf("op %+v: offsets %d/%d, want %d/%d", op, op.OldAt.Offset, op.NewAt.Offset, old.Len(), new.Len())
		}
		if want := lineCol(d.Old, op.OldAt.Offset); op.OldAt.Line != want.Line || op.OldAt.Col != want.Col {
			t.Fatalf("op %+v: old position %d:%d, want %d:%d", op, op.OldAt.Line, op.OldAt.Col, want.Line, want.Col)
		}
		switch op.Kind {
		case Equal:
			if op.Old != op.New || op.Old == "" {
				t.Fatalf("equal op %+v", op)
			}
		case Delete:
			if op.Old == "" || op.New != "" {
				t.Fatalf("delete op %+v", op)
			}
		case Insert:
			if op.New == "" || op.Old != "" {
				t.Fatalf("insert op %+v", op)
			}
		case Replace:
			if op.Old == "" || op.New == "" {
				t.Fatalf("replace op %+v", op)
			}
		}
		old.WriteString(op.Old)
		new.WriteString(op.New)
	}
	if old.String() != d.Old || new.String() != d.New {
		t.Fatalf("ops rebuild %q -> %q, want %q -> %q", old.String(), new.String(), d.Old, d.New)
	}
}

func lineCol(s string, offset int) Pos {
	before := s[:offset]
	line := strings.Count(before, "\n") + 1
	col := len([]rune(before[strings.LastIndex(before, "\n")+1:])) + 1
	return Pos{Offset: offset, Line: line, Col: col}
}

// FuzzCompare checks that applying the operations to the old wording gives
// the new one.
func FuzzCompare(f *testing.F) {
	seeds := [][2]string{
		{"Each player chooses a creature he or she controls.", "Each player returns a creature they control."},
		{"o4, oc\nT: Draw.\nFlying", "{4}, {T}: Draw."},
		{"a\n\nb", "b\na"},
		{"", "x"},
	}
	for _, s := range seeds {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, old, new string) {
		d := Compare(old, new)
		if want := oracle.NormalizeNotation(old); d.Old != want {
			t.Fatalf("Old = %q, want %q", d.Old, want)
		}
		checkOps(t, d)
		// Applying the changes by their positions rebuilds the new text.
		var b strings.Builder
		at := 0
		for _, op := range d.Ops {
			if op.Kind == Equal {
				continue
			}
			b.WriteString(d.Old[at:op.OldAt.Offset])
			b.WriteString(op.New)
			at = op.OldAt.Offset + len(op.Old)
		}
		b.WriteString(d.Old[at:])
		if b.String() != d.New {
			t.Fatalf("applying the changes gives %q, want %q", b.String(), d.New)
		}
	})
}

// TestWriteHTMLWith checks that the escape given makes every text of the
// diff HTML: the words kept, removed and added.
func TestWriteHTMLWith(t *testing.T) {
	d := Compare("{T}: Add {G}.", "{T}: Add {G}{G}.")
	var plain, marked strings.Builder
	if err := WriteHTML(&plain, d, false); err != nil {
		t.Fatal(err)
	}
	bracket := func(s string) string { return "[" + html.EscapeString(s) + "]" }
	if err := WriteHTMLWith(&marked, d, false, bracket); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(plain.String(), "<ins") {
		t.Fatalf("WriteHTML marks no added word: %s", plain.String())
	}
	// Without its tags, the HTML is the function's output alone (and the
	// space kept between removed and added words).
	text := regexp.MustCompile(`<[^>]*>`).ReplaceAllString(marked.String(), "")
	if !regexp.MustCompile(`^(\[[^\]]*\]| )+$`).MatchString(text) || !strings.Contains(marked.String(), "<ins") {
		t.Errorf("text not made by the function: %s", marked.String())
	}
	if got := strings.NewReplacer("[", "", "]", "").Replace(marked.String()); got != plain.String() {
		t.Errorf("with the brackets removed:\n%s\nwant WriteHTML's\n%s", got, plain.String())
	}
}
