package sqlite

import (
	"context"
	"fmt"
	"github.com/mtgoracle/oracle/oracle"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

// openTestStore ingests testdata/data into a new database in t.TempDir().
func openTestStore(t *testing.T) *Store {
	t.Helper()
	ctx := context.Background()
	s, err := Open(ctx, filepath.Join(t.TempDir(), "oracle.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	ds, err := oracle.LoadDataset(os.DirFS("../testdata/data"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Ingest(ctx, ds, "test"); err != nil {
		t.Fatal(err)
	}
	return s
}

func TestStoreCardAsOf(t *testing.T) {
	s := openTestStore(t)
	ctx := context.Background()
	tests := []struct {
		name, asOf string
		wantStart  string
		wantSource string
	}{
		{"Curfew", "1998-10-15", "Each player chooses a creature he or she controls", "set-usg"},
		{"Curfew", "1998-10-18", "Each player who controls a creature chooses one", "test-1998-10-18"},
		{"Curfew", "1999", "Each player who controls a creature chooses one", "test-1998-10-18"},
		{"Curfew", "2014-06", "Each player returns a creature he or she controls", "snap-2013"},
		{"Curfew", "", "Each player returns a creature they control", "snap-2025"},
		{"Karn, Silver Golem", "1999-01-01", "Whenever Karn, Silver Golem blocks", "test-1998-10-18"},
		{"Lobotomy", "2001-04", "Look at target player's hand and choose a card other than a basic land.", "set-tmp"},
		{"Lobotomy", "2001-05-15", "Look at target player's hand and choose a card other than a basic land.", "set-tmp"},
		{"Lobotomy", "2001-05", "Look at target player's hand and choose a card other than a basic land card.", "test-2001-05"},
		{"Lobotomy", "2001", "Look at target player's hand and choose a card other than a basic land card.", "test-2001-05"},
	}
	for _, tt := range tests {
		var asOf *oracle.Date
		if tt.asOf != "" {
			d := oracle.MustDate(tt.asOf)
			asOf = &d
		}
		c, err := s.Card(ctx, tt.name, asOf)
		if err != nil {
			t.Fatalf("%s as of %q: %v", tt.name, tt.asOf, err)
		}
		if !strings.HasPrefix(c.OracleText, tt.wantStart) || c.Source == nil || c.Source.ID != tt.wantSource {
			t.Errorf("%s as of %q: got %q from %v, want %q... from %s", tt.name, tt.asOf, c.OracleText, c.Source, tt.wantStart, tt.wantSource)
		}
	}
	karn, _ := s.Card(ctx, "Karn, Silver Golem", new(oracle.MustDate("1999-01-01")))
	lines := strings.Split(karn.OracleText, "\n")
	// The erratum replaces the sentence it ends; the reminder text after it stays.
	if len(lines) != 2 || !strings.HasSuffix(lines[1], "each equal to its total casting cost until end of turn. (That artifact retains its abilities.)") {
		t.Errorf("Karn as of 1999: want two abilities, the second with the errata's words and its reminder text; got %q", karn.OracleText)
	}
}

func TestStoreMultiFace(t *testing.T) {
	s := openTestStore(t)
	c, err := s.Card(context.Background(), "fire // ice", nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Faces) != 2 || c.Faces[1].Name != "Ice" || c.Faces[1].OracleText != "Tap target permanent.\nDraw a card." {
		t.Fatalf("faces: %+v", c.Faces)
	}
	want := "Fire deals 2 damage divided as you choose among one or two targets." + oracle.FaceSeparator + "Tap target permanent.\nDraw a card."
	if c.OracleText != want {
		t.Errorf("oracle_text = %q, want %q", c.OracleText, want)
	}
	old, _ := s.Card(context.Background(), "Fire // Ice", new(oracle.MustDate("2002")))
	if !strings.Contains(old.Faces[0].OracleText, "target creatures and/or players") {
		t.Errorf("Fire as of 2002 = %q, want the printed wording", old.Faces[0].OracleText)
	}
}

func TestStoreLookup(t *testing.T) {
	s := openTestStore(t)
	ctx := context.Background()
	tests := []struct {
		query, want string
		match       oracle.MatchKind
		suggestions []string
	}{
		{query: "Curfew", want: "Curfew", match: oracle.MatchExact},
		{query: "CURFEW", want: "Curfew", match: oracle.MatchFolded},
		{query: "aether vial", want: "Æther Vial", match: oracle.MatchFolded},
		{query: "fire", want: "Fire // Ice", match: oracle.MatchFace},
		{query: "karn", want: "Karn, Silver Golem", match: oracle.MatchPrefix},
		{query: "silver golem", want: "Karn, Silver Golem", match: oracle.MatchPrefix},
		{query: "Lobotomi", want: "Lobotomy", match: oracle.MatchFuzzy},
		{query: "Lifeleine", want: "Lifeline", match: oracle.MatchFuzzy},
		{query: "l", suggestions: []string{"Lifeline", "Lobotomy"}},
		{query: "ll", suggestions: []string{"Ball Lightning", "Wall of Junk"}},
		{query: "Zzyzx"},
	}
	for _, tt := range tests {
		c, err := s.Card(ctx, tt.query, nil)
		if tt.want == "" {
			nf, ok := err.(*oracle.NotFoundError)
			if !ok || !slices.Equal(nf.Suggestions, tt.suggestions) {
				t.Errorf("%q: got %v, want not found with suggestions %v", tt.query, err, tt.suggestions)
			}
			continue
		}
		if err != nil || c.Name != tt.want || c.Match != tt.match {
			t.Errorf("%q: got %v %v, want %s by %s", tt.query, c, err, tt.want, tt.match)
		}
	}
}

func TestStoreErrataWindow(t *testing.T) {
	s := openTestStore(t)
	ctx := context.Background()
	count := func(f oracle.ErrataFilter) []string {
		errata, err := s.Errata(ctx, f)
		if err != nil {
			t.Fatal(err)
		}
		var cards []string
		for _, e := range errata {
			cards = append(cards, e.Card)
		}
		return cards
	}
	d := func(s string) *oracle.Date { return new(oracle.MustDate(s)) }
	tests := []struct {
		f    oracle.ErrataFilter
		want []string
	}{
		{oracle.ErrataFilter{Since: d("1998-10-18"), Until: d("1998-10-18")}, []string{"Curfew", "Karn, Silver Golem", "Wall of Junk"}},
		{oracle.ErrataFilter{Since: d("2001-05-01"), Until: d("2001-05-31")}, []string{"Drought", "Lobotomy"}},
		{oracle.ErrataFilter{Since: d("2001-05")}, []string{"Drought", "Lobotomy"}},
		// A window that covers only part of May 2001 does not hold the May 2001 errata.
		{oracle.ErrataFilter{Since: d("2001-05-10"), Until: d("2001-12-31")}, nil},
		{oracle.ErrataFilter{Until: d("1998")}, []string{"Curfew", "Karn, Silver Golem", "Wall of Junk"}},
		{oracle.ErrataFilter{Card: "lobotomy"}, []string{"Lobotomy"}},
		{oracle.ErrataFilter{Source: "test-2001-05"}, []string{"Drought", "Lobotomy"}},
	}
	for _, tt := range tests {
		if got := count(tt.f); !slices.Equal(got, tt.want) {
			t.Errorf("%+v: got %v, want %v", tt.f, got, tt.want)
		}
	}
	errata, _ := s.Errata(ctx, oracle.ErrataFilter{Source: "test-2001-05"})
	if errata[0].Text != nil || errata[1].Text == nil {
		t.Errorf("Drought's erratum has no wording, Lobotomy's has: got %v, %v", errata[0].Text, errata[1].Text)
	}
}

func TestStoreRulingsAndSources(t *testing.T) {
	s := openTestStore(t)
	ctx := context.Background()
	for _, name := range []string{"Lifeline", "Ball Lightning"} {
		r, err := s.Rulings(ctx, name)
		if err != nil {
			t.Fatal(err)
		}
		var rulings []oracle.RulingView
		for _, v := range r.Rulings {
			if v.Item == oracle.ItemRuling {
				rulings = append(rulings, v)
			}
		}
		if len(rulings) != 1 || !slices.Equal(rulings[0].Cards, []string{"Ball Lightning", "Lifeline"}) {
			t.Errorf("%s rulings: %+v", name, r.Rulings)
		}
	}
	// A mechanic definition belongs to the cards it names.
	r, err := s.Rulings(ctx, "Ball Lightning")
	if err != nil {
		t.Fatal(err)
	}
	if v := r.Rulings[0]; v.Item != oracle.ItemMechanic || v.Keyword != "Echo" || !slices.Equal(v.Cards, []string{"Ball Lightning"}) {
		t.Errorf("Ball Lightning's first item: %+v, want the Echo mechanic", v)
	}
	sources, err := s.Sources(ctx, false)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, src := range sources {
		got = append(got, src.ID+" "+src.Date.String())
	}
	want := []string{"test-1997 1997", "test-1998-10-18 1998-10-18", "test-2001-05 2001-05", "snap-2013 2013-12-25", "snap-2025 2025-09-25"}
	if !slices.Equal(got, want) {
		t.Errorf("sources = %v, want %v", got, want)
	}
	if sources[1].Errata != 3 || sources[1].Rulings != 1 || sources[1].Rules != 1 || sources[1].Mechanics != 1 {
		t.Errorf("counts of %s: %+v", sources[1].ID, sources[1])
	}
}

func TestStoreHistory(t *testing.T) {
	s := openTestStore(t)
	h, err := s.History(context.Background(), "Curfew")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range h.Events {
		got = append(got, e.Date.String()+" "+string(e.Kind)+" "+e.Source.ID)
	}
	want := []string{
		"1998-10-12 printing set-usg", "1998-10-18 errata test-1998-10-18", "1999-11-12 printing set-brb",
		"2013-12-25 snapshot snap-2013", "2025-09-25 snapshot snap-2025",
	}
	if !slices.Equal(got, want) {
		t.Errorf("history:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestIngestIdempotent ingests twice and compares every table.
func TestIngestIdempotent(t *testing.T) {
	s := openTestStore(t)
	ctx := context.Background()
	before := dumpTables(t, s)
	ds, _ := oracle.LoadDataset(os.DirFS("../testdata/data"))
	if _, err := s.Ingest(ctx, ds, "test"); err != nil {
		t.Fatal(err)
	}
	if after := dumpTables(t, s); after != before {
		t.Errorf("a second ingest changed the database:\nbefore\n%s\nafter\n%s", before, after)
	}
}

func dumpTables(t *testing.T, s *Store) string {
	t.Helper()
	var b strings.Builder
	for _, q := range []string{
		"SELECT name, layout, mana_cost, oracle_text FROM cards ORDER BY name",
		"SELECT c.name, p.set_code, p.number, p.face, p.text FROM printings p JOIN cards c ON c.id = p.card_id ORDER BY 1, 2, 3, 4",
		"SELECT c.name, w.source_id, w.kind, w.face, w.text FROM wordings w JOIN cards c ON c.id = w.card_id ORDER BY 1, 2, 3, 4, 5",
		"SELECT r.source_id, r.text, c.name FROM rulings r JOIN ruling_cards rc ON rc.ruling_id = r.id JOIN cards c ON c.id = rc.card_id ORDER BY 1, 2, 3",
		"SELECT source_id, kind, text FROM rules ORDER BY 1, 2, 3",
		"SELECT id, date FROM sources ORDER BY id",
	} {
		rows, err := s.db.Query(q)
		if err != nil {
			t.Fatal(err)
		}
		cols, _ := rows.Columns()
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		for rows.Next() {
			if err := rows.Scan(ptrs...); err != nil {
				t.Fatal(err)
			}
			for _, v := range vals {
				b.WriteString(strings.TrimSpace(strings.ReplaceAll(strings.ReplaceAll(toString(v), "\n", "\\n"), "\t", " ")) + "\t")
			}
			b.WriteByte('\n')
		}
		rows.Close()
	}
	return b.String()
}

func toString(v any) string {
	switch v := v.(type) {
	case nil:
		return "NULL"
	case []byte:
		return string(v)
	}
	return fmt.Sprint(v)
}

// TestIngestErrataOfOneItem ingests a document whose one item corrects two
// abilities of a card: both errata are kept.
func TestIngestErrataOfOneItem(t *testing.T) {
	ctx := context.Background()
	doc := "source:\n  id: doc\n  title: Doc\n  kind: errata-bulletin\n  date: 1998-10-18\n" +
		"errata:\n" +
		"  - number: 1\n    card: Curfew\n    kind: full\n    ability: 1\n    text: Each player returns a creature he or she controls to its owner's hand.\n" +
		"  - number: 1\n    card: Curfew\n    kind: additive\n    text: Draw a card.\n"
	cards, err := os.ReadFile("../testdata/data/cards.yaml")
	if err != nil {
		t.Fatal(err)
	}
	ds, err := oracle.LoadDataset(fstest.MapFS{"cards.yaml": {Data: cards}, "errata/doc.yaml": {Data: []byte(doc)}})
	if err != nil {
		t.Fatal(err)
	}
	s, err := Open(ctx, filepath.Join(t.TempDir(), "oracle.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if _, err := s.Ingest(ctx, ds, "test"); err != nil {
		t.Fatal(err)
	}
	errata, err := s.Errata(ctx, oracle.ErrataFilter{Card: "Curfew"})
	if err != nil {
		t.Fatal(err)
	}
	if len(errata) != 2 {
		t.Fatalf("got %d errata of Curfew, want 2: %+v", len(errata), errata)
	}
	var got []string
	for _, e := range errata {
		got = append(got, fmt.Sprintf("%s %d", e.Kind, e.Ability))
	}
	slices.Sort(got)
	if strings.Join(got, ", ") != "additive 0, full 1" {
		t.Errorf("errata %v, want an additive one and a full one of ability 1", got)
	}
}
