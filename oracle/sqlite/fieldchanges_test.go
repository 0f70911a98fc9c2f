package sqlite

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mtgoracle/oracle/oracle"
)

// fieldChangeRows are card_field_changes as lines "card face field", with
// " until DAY" for a row that stops counting then.
func fieldChangeRows(t *testing.T, s *Store) string {
	t.Helper()
	rows, err := s.db.Query(`SELECT c.name, x.face, x.field || iif(x.until = '', '', ' until ' || x.until) FROM card_field_changes x
		JOIN cards c ON c.id = x.card_id ORDER BY c.name, x.face, x.field`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var b strings.Builder
	for rows.Next() {
		var name, field string
		var face int
		if err := rows.Scan(&name, &face, &field); err != nil {
			t.Fatal(err)
		}
		b.WriteString(name + " " + string(rune('0'+face)) + " " + field + "\n")
	}
	return b.String()
}

// TestFieldChanges: the fields whose value in force has not been the
// stored one at every date are those listed, whatever the order of the
// imports, and a pack carries them to a database built from it.
func TestFieldChanges(t *testing.T) {
	// Bitterblossom: Tribal, then Kindred; Viashino Pyromancer: Viashino,
	// Human, then Lizard; every other field kept its first value (a type
	// line or P/T not known before its first statement counts only for a
	// card known before it: TestFieldChangesUntil).
	want := "Bitterblossom 0 type_line\nViashino Pyromancer 0 type_line\n"
	var first string
	for _, order := range [][]int{{0, 1, 2, 3}, {2, 3, 0, 1}} {
		s := openTestStore(t)
		importFieldSnapshots(t, s, order)
		got := fieldChangeRows(t, s)
		if got != want {
			t.Errorf("imported in the order %v:\n%s\nwant\n%s", order, got, want)
		}
		first = got
		packed := packOf(t, s)
		built, err := Open(context.Background(), filepath.Join(t.TempDir(), "built.db"))
		if err != nil {
			t.Fatal(err)
		}
		defer built.Close()
		st, err := built.LoadPack(context.Background(), bytes.NewReader(packed), "test")
		if err != nil {
			t.Fatal(err)
		}
		if !st.fieldChanges {
			t.Errorf("the pack does not carry card_field_changes")
		}
		if got := fieldChangeRows(t, built); got != first {
			t.Errorf("built from the pack:\n%s\nwant\n%s", got, first)
		}
	}
}

// TestFieldChangesUntil: a P/T listed only because it is not known before
// a source states it, or a type line printed otherwise before, counts
// until the first statement's day; one also stated with two values counts
// at every date.
func TestFieldChangesUntil(t *testing.T) {
	printed := func(name, typeLine string) oracle.SnapshotCard {
		c := fieldCard("s2009", name, "Creature — Soltari Knight", "2", nil, 0)
		c.Card.Printings = []oracle.Printing{{Set: "TMP", Released: oracle.MustDate("1997-10-14"), TypeLine: typeLine, Text: "Text of " + name + "."}}
		return c
	}
	retyped := fieldCard("s2013", "Twice Lancer", "Creature — Human Knight", "2", nil, 0)
	snapshots := []fieldSnapshot{
		// New Lancer, known first by the snapshot, has nothing not known
		// before it to count
		{"s2009", "2009-07-31", []oracle.SnapshotCard{printed("Old Lancer", "Summon — Knight"), printed("Twice Lancer", "Summon — Knight"),
			printed("Same Lancer", "Creature — Soltari Knight"), fieldCard("s2009", "New Lancer", "Creature — Soltari Knight", "2", nil, 0)}},
		{"s2013", "2013-12-25", []oracle.SnapshotCard{retyped}},
	}
	var want string
	for _, name := range []string{"Old Lancer", "Same Lancer", "Twice Lancer"} {
		want += name + " 0 power until 2009-07-31\n" + name + " 0 toughness until 2009-07-31\n"
		// Same Lancer's printed line is its stored one: known since its printing
		if name == "Old Lancer" {
			want += name + " 0 type_line until 2009-07-31\n"
		}
	}
	want += "Twice Lancer 0 type_line\n"
	for _, order := range [][]int{{0, 1}, {1, 0}} {
		s := openTestStore(t)
		importSnapshots(t, s, snapshots, order)
		if got := fieldChangeRows(t, s); got != want {
			t.Errorf("imported in the order %v:\n%s\nwant\n%s", order, got, want)
		}
	}
}
