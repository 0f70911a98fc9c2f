package sqlite

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/search"
)

// fieldSnapshot is a snapshot of the field-history fixtures: its cards
// with the fields it states.
type fieldSnapshot struct {
	id, date string
	cards    []oracle.SnapshotCard
}

func fieldCard(id, name, typeLine, power string, legal map[string]string, unknown oracle.Fields) oracle.SnapshotCard {
	c := oracle.Card{Name: name, ManaCost: "{1}{B}", TypeLine: typeLine, Power: power, Colors: []string{"B"},
		Oracle: []oracle.Wording{{Source: id, Text: "Text of " + name + "."}}}
	if power != "" {
		c.Toughness = "1"
	}
	return oracle.SnapshotCard{Card: c, Legalities: legal, Unknown: unknown}
}

func fieldSnapshots() []fieldSnapshot {
	old := oracle.FieldLegalities | oracle.FieldKeywords // an old Cockatrice file carries neither
	return []fieldSnapshot{
		{"s2009", "2009-07-31", []oracle.SnapshotCard{
			fieldCard("s2009", "Bitterblossom", "Tribal Enchantment — Faerie", "", nil, old),
			fieldCard("s2009", "Viashino Pyromancer", "Creature — Viashino Wizard", "2", nil, old),
			fieldCard("s2009", "Time Vault", "Artifact", "", nil, old)}},
		{"s2015", "2015-01-01", []oracle.SnapshotCard{
			fieldCard("s2015", "Bitterblossom", "Tribal Enchantment — Faerie", "", map[string]string{"Modern": "Banned", "Legacy": "Legal"}, 0),
			fieldCard("s2015", "Viashino Pyromancer", "Creature — Viashino Wizard", "2", map[string]string{"Modern": "Legal", "Standard": "Legal", "Legacy": "Legal"}, 0),
			fieldCard("s2015", "Time Vault", "Artifact", "", map[string]string{"Vintage": "Restricted"}, 0)}},
		{"s2022", "2022-04-25", []oracle.SnapshotCard{
			fieldCard("s2022", "Bitterblossom", "Tribal Enchantment — Faerie", "", map[string]string{"Modern": "Legal", "Legacy": "Legal"}, 0),
			fieldCard("s2022", "Viashino Pyromancer", "Creature — Human Wizard", "2", map[string]string{"Modern": "Legal"}, 0),
			fieldCard("s2022", "Time Vault", "Artifact", "", map[string]string{"Vintage": "Restricted"}, 0)}},
		// a snapshot of the Commander-legal cards only
		{"s2025", "2025-02-01", []oracle.SnapshotCard{
			fieldCard("s2025", "Bitterblossom", "Kindred Enchantment — Faerie", "", map[string]string{"Modern": "Legal", "Legacy": "Legal"}, 0),
			// a trimmed copy that gives some cards' colors and not others'
			fieldCard("s2025", "Viashino Pyromancer", "Creature — Lizard Wizard", "2", map[string]string{"Modern": "Legal"}, oracle.FieldColors)}},
	}
}

func importFieldSnapshots(t *testing.T, s *Store, order []int) {
	t.Helper()
	importSnapshots(t, s, fieldSnapshots(), order)
}

// importSnapshots imports the snapshots all, in the order given by indexes
// into it.
func importSnapshots(t *testing.T, s *Store, all []fieldSnapshot, order []int) {
	t.Helper()
	for _, i := range order {
		snap := all[i]
		src := oracle.Source{ID: snap.id, Title: snap.id, Kind: oracle.SourceSnapshot, Date: oracle.MustDate(snap.date)}
		_, err := s.Import(context.Background(), src, func(add func(oracle.SnapshotCard) error) error {
			for _, c := range snap.cards {
				if err := add(c); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}

func fieldRows(t *testing.T, s *Store) string {
	t.Helper()
	rows, err := s.db.Query(`SELECT c.name, f.face, f.field, f.source_id, f.value FROM card_fields f JOIN cards c ON c.id = f.card_id
		ORDER BY 1, 2, 3, 4`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var b strings.Builder
	for rows.Next() {
		var name, field, source, value string
		var face int
		if err := rows.Scan(&name, &face, &field, &source, &value); err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "%s/%d %s %s=%q\n", name, face, field, source, value)
	}
	return b.String()
}

// legalityRows prints the legalities in force now, by card.
func legalityRows(t *testing.T, s *Store) string {
	t.Helper()
	rows, err := s.db.Query(`SELECT c.name, l.formats FROM legalities l JOIN cards c ON c.id = l.card_id ORDER BY 1`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var b strings.Builder
	for rows.Next() {
		var name, formats string
		if err := rows.Scan(&name, &formats); err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "%s %s\n", name, formats)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestFieldHistoryImportOrder imports the same snapshots in several
// orders, some of them twice: the history kept and the legalities now are
// the same, the history holds only changes, and the value in force at each
// snapshot's date is what that snapshot states.
func TestFieldHistoryImportOrder(t *testing.T) {
	var want, wantLegal string
	for _, order := range [][]int{{0, 1, 2, 3}, {3, 2, 1, 0}, {2, 0, 3, 1}, {1, 3, 0, 2},
		{0, 1, 2, 3, 3, 2}, {3, 2, 1, 0, 1, 2, 0}, {1, 3, 0, 2, 2, 3, 1, 0}} {
		t.Run(fmt.Sprint(order), func(t *testing.T) {
			s := openTestStore(t)
			importFieldSnapshots(t, s, order)
			got, gotLegal := fieldRows(t, s), legalityRows(t, s)
			if want == "" {
				want, wantLegal = got, gotLegal
			} else if got != want {
				t.Errorf("history differs with the order of imports:\n%s", lineDiff(want, got))
			} else if gotLegal != wantLegal {
				t.Errorf("legalities now differ with the order of imports:\n%s", lineDiff(wantLegal, gotLegal))
			}
			for _, line := range []string{
				`Bitterblossom/0 type_line s2009="Tribal Enchantment — Faerie"`,
				`Bitterblossom/0 type_line s2025="Kindred Enchantment — Faerie"`,
				`Bitterblossom/0 legality:modern s2015="banned"`,
				`Bitterblossom/0 legality:modern s2022="legal"`,
				`Viashino Pyromancer/0 legality:legacy s2022="not_legal"`,
			} {
				if !strings.Contains(got, line+"\n") {
					t.Errorf("no row %s in\n%s", line, got)
				}
			}
			for _, absent := range []string{`legality:standard s2022`, `type_line s2015`, `type_line s2022="Tribal`, `mana_cost s2015`} {
				if strings.Contains(got, absent) {
					t.Errorf("a row repeating the value before (%s) in\n%s", absent, got)
				}
			}
			checkFieldsAtSnapshots(t, s)
		})
	}
}

// checkFieldsAtSnapshots checks that every field a snapshot states of a
// card is the one in force on its date.
func checkFieldsAtSnapshots(t *testing.T, s *Store) {
	t.Helper()
	ctx := context.Background()
	for _, snap := range fieldSnapshots() {
		var formats []string // those the snapshot speaks of
		for _, c := range snap.cards {
			for f := range c.Legalities {
				formats = append(formats, strings.ToLower(f))
			}
		}
		d := oracle.MustDate(snap.date)
		for _, c := range snap.cards {
			view, err := s.Card(ctx, c.Card.Name, &d)
			if err != nil {
				t.Fatal(err)
			}
			for _, want := range oracle.StatedFields(c, oracle.CardLegalities([]oracle.SnapshotCard{c}, formats)) {
				got, ok := oracle.Field(view.Fields, want.Face, want.Field)
				if !ok && want.Value == oracle.FieldDefault(want.Field) {
					continue
				}
				if got.Value != want.Value {
					t.Errorf("%s as of %s: %s = %q, the snapshot states %q", c.Card.Name, snap.date, want.Field, got.Value, want.Value)
				}
				if got.Date != nil && got.Date.Last() > d.Last() {
					t.Errorf("%s as of %s: %s from %s, dated after", c.Card.Name, snap.date, want.Field, got.Source.ID)
				}
			}
		}
	}
}

// TestCardAsOfFields checks what card --as-of answers from the history.
func TestCardAsOfFields(t *testing.T) {
	s := openTestStore(t)
	importFieldSnapshots(t, s, []int{0, 1, 2, 3})
	ctx := context.Background()
	at := func(name, date string) *oracle.CardView {
		t.Helper()
		var d *oracle.Date
		if date != "" {
			x := oracle.MustDate(date)
			d = &x
		}
		v, err := s.Card(ctx, name, d)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	if v := at("Bitterblossom", "2009"); v.TypeLine != "Tribal Enchantment — Faerie" {
		t.Errorf("Bitterblossom in 2009: %q", v.TypeLine)
	}
	if v := at("Bitterblossom", "2016"); v.Legalities["modern"] != "banned" {
		t.Errorf("Bitterblossom in 2016: legalities %v", v.Legalities)
	}
	if v := at("Bitterblossom", ""); v.TypeLine != "Kindred Enchantment — Faerie" || v.AsOf != "current" {
		t.Errorf("Bitterblossom now: %q as of %s %q", v.TypeLine, v.AsOf, v.Notes)
	}
	v := at("Viashino Pyromancer", "2019")
	if v.TypeLine != "Creature — Viashino Wizard" {
		t.Errorf("Viashino Pyromancer in 2019: %q", v.TypeLine)
	}
	// the value's first source, and the last by then that stated it again
	if f, _ := oracle.Field(v.Fields, 0, "type_line"); f.Source == nil || f.Source.ID != "s2009" ||
		f.LastStated == nil || f.LastStated.Source.ID != "s2015" {
		t.Errorf("type line's sources %+v", f)
	}
	if f, _ := oracle.Field(at("Viashino Pyromancer", "2012").Fields, 0, "type_line"); f.LastStated != nil {
		t.Errorf("type line restated in 2012 by %+v, no snapshot did", f.LastStated)
	}
	if !strings.Contains(strings.Join(v.Notes, "\n"), "type line changed at an unknown time between 2015-01-01 and 2022-04-25") {
		t.Errorf("no window note: %q", v.Notes)
	}
	tv := at("Time Vault", "")
	if tv.AsOf != oracle.AsOfNewestKnown || !strings.Contains(strings.Join(tv.Notes, "\n"), "newest known wording (snapshot of 2022-04-25)") {
		t.Errorf("Time Vault now: as of %s, notes %q", tv.AsOf, tv.Notes)
	}
	// after the newest snapshot that lists it, and a later one that does
	// not, its wording is the newest known then too; before, it is in force
	for _, tt := range []struct{ date, newest string }{{"2025-06", "2022-04-25"}, {"2023", ""}, {"2016", ""}} {
		v := at("Time Vault", tt.date)
		note := strings.Contains(strings.Join(v.Notes, "\n"), "newest known wording (snapshot of 2022-04-25)")
		if v.AsOf != tt.date || datePtrString(v.NewestKnown) != tt.newest || note != (tt.newest != "") {
			t.Errorf("Time Vault as of %s: as of %s, newest known %v, notes %q", tt.date, v.AsOf, v.NewestKnown, v.Notes)
		}
	}
	// a status the newest snapshot of legalities by then does not list
	// is only the last stated; before any states them, none is known
	vp := at("Viashino Pyromancer", "2023")
	if f, _ := oracle.Field(vp.Fields, 0, "legality:standard"); f.Value != "legal" || datePtrString(f.Unlisted) != "2022-04-25" {
		t.Errorf("Viashino Pyromancer in 2023: standard %+v", f)
	}
	if f, _ := oracle.Field(vp.Fields, 0, "legality:modern"); f.Unlisted != nil {
		t.Errorf("Viashino Pyromancer in 2023: modern %+v, listed then", f)
	}
	if notes := strings.Join(vp.Notes, "\n"); !strings.Contains(notes, "the statuses in standard are the last stated, as far as known") {
		t.Errorf("Viashino Pyromancer in 2023: notes %q", vp.Notes)
	}
	bb := at("Bitterblossom", "2010")
	if notes := strings.Join(bb.Notes, "\n"); !strings.Contains(notes, "no source states the card's legalities by 2010; the first to state them is s2015 (2015-01-01)") {
		t.Errorf("Bitterblossom in 2010: notes %q", notes)
	}
	// the note says it once: no status is listed as if a source stated it
	for _, f := range bb.Fields {
		if oracle.LegalityFormat(f.Field) != "" {
			t.Errorf("Bitterblossom in 2010: %s listed as %+v, no source states it then", f.Field, f)
		}
	}
	if _, ok := oracle.Field(at("Bitterblossom", "2016").Fields, 0, "legality:modern"); !ok {
		t.Errorf("Bitterblossom in 2016: its status in Modern, stated by then, is not listed")
	}
	// the legality command says as much of a card no later snapshot lists
	for name, want := range map[string]string{"Time Vault": "2022-04-25", "Bitterblossom": ""} {
		l, err := s.Legality(context.Background(), name, "")
		if err != nil {
			t.Fatal(err)
		}
		if datePtrString(l.NewestKnown) != want || (want != "") != slices.ContainsFunc(l.Notes, func(n string) bool { return strings.HasPrefix(n, "newest known") }) {
			t.Errorf("legality of %s: newest known %v, notes %q", name, l.NewestKnown, l.Notes)
		}
	}
}

// TestPrintedTypeLineAsOf: before any snapshot states a card's type line,
// the type line printed by then is in force, stated by its printing, in a
// card's answer, its history, an export and a search as of a date; an
// export as of a date carries the multiverse ids of the printings by then.
func TestPrintedTypeLineAsOf(t *testing.T) {
	s := openTestStore(t)
	ctx := context.Background()
	card := oracle.Card{Name: "Old Lancer", ManaCost: "{2}{W}", TypeLine: "Creature — Soltari Knight", Power: "2", Toughness: "2",
		Oracle: []oracle.Wording{{Source: "s2009", Text: "Shadow"}},
		Printings: []oracle.Printing{
			{Set: "TMP", Released: oracle.MustDate("1997-10-14"), TypeLine: "Summon - Knight", Text: "Shadow", MultiverseID: "4690"},
			{Set: "6ED", Released: oracle.MustDate("1999-04-21"), TypeLine: "Creature — Knight", Text: "Shadow"},
			{Set: "TPR", Released: oracle.MustDate("2015-05-06"), TypeLine: "Creature — Human Knight", Text: "Shadow", MultiverseID: "397495"}}}
	muids := []oracle.Identifier{{Kind: "multiverse_id", Value: "4690"}, {Kind: "multiverse_id", Value: "397495"}}
	importSnapshots(t, s, []fieldSnapshot{{"s2009", "2009-07-31", []oracle.SnapshotCard{{Card: card, Identifiers: muids}}}}, []int{0})
	for _, tt := range []struct{ date, typeLine, field, source, window, search string }{
		{"1996", "", "", "", "", ""}, // before the card: no type line then, its earliest known only as such in its fields; not exported nor found
		// "Summon" was a creature's type, until Sixth Edition's rules (no
		// window: the rule dates the change)
		{"1998", "Summon — Knight", "Summon — Knight", "set-tmp", "", "t:summon t:creature -t:enchantment"},
		{"2000", "Creature — Knight", "Creature — Knight", "set-6ed", "the type line changed at an unknown time between 1999-04-21 and 2009-07-31", "t:knight -t:soltari"},
		{"2016", "Creature — Soltari Knight", "Creature — Soltari Knight", "s2009", "", "t:soltari"}} {
		d := oracle.MustDate(tt.date)
		v, err := s.Card(ctx, "Old Lancer", &d)
		if err != nil {
			t.Fatal(err)
		}
		f, _ := oracle.Field(v.Fields, 0, "type_line")
		source := ""
		if f.Source != nil {
			source = f.Source.ID
		}
		if v.TypeLine != tt.typeLine || f.Value != tt.field || source != tt.source {
			t.Errorf("as of %s: type line %q, field %q from %q, want %q, %q from %q", tt.date, v.TypeLine, f.Value, source, tt.typeLine, tt.field, tt.source)
		}
		if tt.source == "" && (f.Earliest == nil || f.Earliest.Value != "Summon — Knight") {
			t.Errorf("as of %s: earliest known %+v, want the printed Summon — Knight", tt.date, f.Earliest)
		}
		if notes := strings.Join(v.Notes, "\n"); tt.window != "" && !strings.Contains(notes, tt.window) {
			t.Errorf("as of %s: notes %q, want %q", tt.date, v.Notes, tt.window)
		}
		var exported *oracle.ExportCard
		err = s.EachCard(ctx, oracle.ExportOptions{AsOf: &d, Names: []string{"Old Lancer"}}, func(c *oracle.ExportCard) error {
			exported = c
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if tt.search == "" {
			if exported != nil || len(searchSummaries(t, s, "t:knight", &d)) != 0 {
				t.Errorf("as of %s: exported %v, or found, before the card was printed", tt.date, exported)
			}
			continue
		}
		if exported.TypeLine != tt.typeLine || exported.Faces[0].TypeLine != tt.typeLine {
			t.Errorf("export as of %s: type line %q (face %q), want %q", tt.date, exported.TypeLine, exported.Faces[0].TypeLine, tt.typeLine)
		}
		if found := searchSummaries(t, s, tt.search, &d); len(found) != 1 || found[0].TypeLine != tt.typeLine {
			t.Errorf("search %q as of %s: %+v, want the card with %q", tt.search, tt.date, found, tt.typeLine)
		}
		var muids []string
		for _, id := range exported.Identifiers {
			if id.Kind == "multiverse_id" {
				muids = append(muids, id.Value)
			}
		}
		// a printing's multiverse id is the card's from its release on
		if want := map[bool][]string{false: {"4690"}, true: {"397495", "4690"}}[tt.date == "2016"]; tt.date != "1996" && !slices.Equal(muids, want) {
			t.Errorf("export as of %s: multiverse ids %q, want %q", tt.date, muids, want)
		}
	}
}

// TestExportAsOfFields checks that an export as of a date carries the
// fields and legalities in force then.
func TestExportAsOfFields(t *testing.T) {
	s := openTestStore(t)
	importFieldSnapshots(t, s, []int{3, 1, 0, 2})
	for _, tt := range []struct {
		date, typeLine, modern string
	}{{"2009-12", "Tribal Enchantment — Faerie", ""}, {"2016", "Tribal Enchantment — Faerie", "banned"},
		{"2023", "Tribal Enchantment — Faerie", "legal"}, {"2025-03", "Kindred Enchantment — Faerie", "legal"}} {
		d := oracle.MustDate(tt.date)
		var got *oracle.ExportCard
		err := s.EachCard(context.Background(), oracle.ExportOptions{AsOf: &d, Names: []string{"Bitterblossom"}}, func(c *oracle.ExportCard) error {
			got = c
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if got.TypeLine != tt.typeLine || got.Faces[0].TypeLine != tt.typeLine || got.Legalities["modern"] != tt.modern {
			t.Errorf("as of %s: %q (face %q), modern %q; want %q, %q", tt.date, got.TypeLine, got.Faces[0].TypeLine,
				got.Legalities["modern"], tt.typeLine, tt.modern)
		}
		if want := []string{"Tribal"}; tt.typeLine[0] == 'T' && !slices.Equal(got.Types[:1], want) {
			t.Errorf("as of %s: types %v", tt.date, got.Types)
		}
	}
}

// TestExportNewestKnown: an export of today's wordings says of a card the
// newest snapshot does not list that its wording is the newest known, as
// a card answer does; a card the newest snapshot lists says nothing.
func TestExportNewestKnown(t *testing.T) {
	s := openTestStore(t)
	importFieldSnapshots(t, s, []int{2, 0, 3, 1})
	notes := map[string][]string{}
	err := s.EachCard(context.Background(), oracle.ExportOptions{Names: []string{"Bitterblossom", "Time Vault"}}, func(c *oracle.ExportCard) error {
		notes[c.Name] = c.Faces[0].Notes
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	view, err := s.Card(context.Background(), "Time Vault", nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(notes["Bitterblossom"]) != 0 {
		t.Errorf("Bitterblossom: notes %q, want none", notes["Bitterblossom"])
	}
	if got := notes["Time Vault"]; len(got) != 1 || !strings.HasPrefix(got[0], "newest known wording (snapshot of 2022-04-25)") || !slices.Equal(got, view.Notes) {
		t.Errorf("Time Vault: notes %q, want the card answer's %q", got, view.Notes)
	}
	// as of a date, so is a card the snapshots up to it do not list
	for date, want := range map[string]bool{"2025-06": true, "2023": false} {
		d := oracle.MustDate(date)
		var got []string
		err := s.EachCard(context.Background(), oracle.ExportOptions{AsOf: &d, Names: []string{"Time Vault"}}, func(c *oracle.ExportCard) error {
			got = c.Faces[0].Notes
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if has := slices.ContainsFunc(got, func(n string) bool { return strings.HasPrefix(n, "newest known wording") }); has != want {
			t.Errorf("Time Vault as of %s: notes %q", date, got)
		}
	}
}

// TestSearchNewestKnown: a search's card whose newest snapshot is not the
// newest imported (by the search's date, as of one) is dated as only the
// newest known, with the card answer's note as of a date; the others are
// not.
func TestSearchNewestKnown(t *testing.T) {
	s := openTestStore(t)
	importFieldSnapshots(t, s, []int{1, 3, 2, 0})
	for _, asOf := range []*oracle.Date{nil, ptr(oracle.MustDate("2023")), ptr(oracle.MustDate("2025-06"))} {
		cards := searchSummariesWith(t, s, "mv>=0", asOf, oracle.SearchOptions{Notes: true})
		if len(cards) < 3 {
			t.Fatalf("as of %v: %d cards", asOf, len(cards))
		}
		for _, c := range cards {
			want := ""
			if c.Name == "Time Vault" && (asOf == nil || asOf.Last() >= "2025") {
				want = "2022-04-25"
			}
			if got := datePtrString(c.NewestKnown); got != want {
				t.Errorf("as of %v: %s newest known %q, want %q", asOf, c.Name, got, want)
			}
			noted := slices.ContainsFunc(c.Notes, func(n string) bool { return strings.HasPrefix(n, "newest known wording (snapshot of 2022-04-25)") })
			if noted != (want != "" && asOf != nil) {
				t.Errorf("as of %v: %s notes %q", asOf, c.Name, c.Notes)
			}
		}
	}
}

func ptr[T any](v T) *T { return &v }

// searchSummaries runs query as of asOf (nil: today) and returns the
// summaries found.
func searchSummaries(t *testing.T, s *Store, query string, asOf *oracle.Date) []oracle.CardSummary {
	t.Helper()
	return searchSummariesWith(t, s, query, asOf, oracle.SearchOptions{})
}

// searchSummariesWith is searchSummaries with opts.
func searchSummariesWith(t *testing.T, s *Store, query string, asOf *oracle.Date, opts oracle.SearchOptions) []oracle.CardSummary {
	t.Helper()
	n, err := search.Parse(query)
	if err != nil {
		t.Fatal(err)
	}
	q, err := search.Check(n, asOf)
	if err != nil {
		t.Fatal(err)
	}
	cards, err := s.SearchCards(context.Background(), q, opts)
	if err != nil {
		t.Fatal(err)
	}
	return cards
}

func datePtrString(d *oracle.Date) string {
	if d == nil {
		return ""
	}
	return d.String()
}

// TestSearchAsOfFields checks that search terms on fields read, as of a
// date, the values in force then.
func TestSearchAsOfFields(t *testing.T) {
	s := openTestStore(t)
	importFieldSnapshots(t, s, []int{2, 3, 0, 1})
	for _, tt := range []struct {
		query, asOf string
		want        []string
	}{
		{"t:tribal", "2010", []string{"Bitterblossom"}},
		{"t:tribal", "", []string{}},
		{"t:kindred", "2023", []string{}},
		{"t:kindred", "2025-03", []string{"Bitterblossom"}},
		{"t:viashino", "2019", []string{"Viashino Pyromancer"}},
		{"t:/^creature — human/", "2023", []string{"Viashino Pyromancer"}},
		{"t:viashino", "", []string{}},
		{"f:modern", "2016", []string{"Viashino Pyromancer"}},
		{"banned:modern", "2016", []string{"Bitterblossom"}},
		{"banned:modern", "2023", []string{}},
		{"f:modern", "2023", []string{"Bitterblossom", "Viashino Pyromancer"}},
		{"f:standard", "2016", []string{"Viashino Pyromancer"}},
		// a status not known then is neither one nor another
		{"-f:modern", "2016", []string{"Bitterblossom", "Time Vault"}},
		{"-f:modern", "2005", []string{}},
		{"restricted:vintage", "2016", []string{"Time Vault"}},
		{"pow>=2 t:wizard", "2019", []string{"Viashino Pyromancer"}},
		{"pow>=3 t:wizard", "2019", []string{}},
		{"pow>tou", "2019", []string{"Viashino Pyromancer"}},
		{"c:b t:artifact", "2016", []string{"Time Vault"}},
	} {
		t.Run(tt.query+"@"+tt.asOf, func(t *testing.T) {
			var asOf *oracle.Date
			if tt.asOf != "" {
				d := oracle.MustDate(tt.asOf)
				asOf = &d
			}
			got, err := run(t, s, tt.query, asOf, oracle.SearchOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

// TestSearchAsOfShowsFields checks that a search as of a date answers
// with the fields in force then.
func TestSearchAsOfShowsFields(t *testing.T) {
	s := openTestStore(t)
	importFieldSnapshots(t, s, []int{0, 1, 2, 3})
	for _, tt := range []struct{ date, typeLine string }{{"2010", "Tribal Enchantment — Faerie"}, {"", "Kindred Enchantment — Faerie"}} {
		var asOf *oracle.Date
		if tt.date != "" {
			d := oracle.MustDate(tt.date)
			asOf = &d
		}
		cards := searchSummaries(t, s, "bitterblossom", asOf)
		if len(cards) != 1 || cards[0].TypeLine != tt.typeLine {
			t.Errorf("as of %q: %+v, want type line %q", tt.date, cards, tt.typeLine)
		}
	}
}

// TestSearchAsOfManaValue: mv as of a date is the mana value of the cost
// in force then.
func TestSearchAsOfManaValue(t *testing.T) {
	s := openTestStore(t)
	for _, snap := range []struct{ id, date, cost string }{{"c2009", "2009-07-31", "{2}"}, {"c2015", "2015-01-01", "{3}{U}"}} {
		src := oracle.Source{ID: snap.id, Title: snap.id, Kind: oracle.SourceSnapshot, Date: oracle.MustDate(snap.date)}
		_, err := s.Import(context.Background(), src, func(add func(oracle.SnapshotCard) error) error {
			return add(oracle.SnapshotCard{Card: oracle.Card{Name: "Costly Relic", ManaCost: snap.cost, TypeLine: "Artifact",
				Oracle: []oracle.Wording{{Source: snap.id, Text: "Relic text."}}}})
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	for _, tt := range []struct {
		query, asOf string
		want        []string
	}{{"mv=2 t:artifact name:relic", "2010", []string{"Costly Relic"}}, {"mv=4 t:artifact name:relic", "2010", []string{}},
		{"mv=4 t:artifact name:relic", "2016", []string{"Costly Relic"}}, {"mv=4 t:artifact name:relic", "", []string{"Costly Relic"}}} {
		var asOf *oracle.Date
		if tt.asOf != "" {
			d := oracle.MustDate(tt.asOf)
			asOf = &d
		}
		got, err := run(t, s, tt.query, asOf, oracle.SearchOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("%s as of %q: got %q, want %q", tt.query, tt.asOf, got, tt.want)
		}
	}
}

// TestFormerName: a card a newer snapshot names otherwise is found by the
// name an older one gave it, and shows the name in force on a date.
func TestFormerName(t *testing.T) {
	s := openTestStore(t)
	for _, snap := range []struct{ id, date, name string }{{"n2009", "2009-07-31", "Kill Destroy"}, {"n2025", "2025-01-01", "Kill! Destroy!"}} {
		src := oracle.Source{ID: snap.id, Title: snap.id, Kind: oracle.SourceSnapshot, Date: oracle.MustDate(snap.date)}
		_, err := s.Import(context.Background(), src, func(add func(oracle.SnapshotCard) error) error {
			return add(oracle.SnapshotCard{Card: oracle.Card{Name: snap.name, ManaCost: "{1}{B}", TypeLine: "Instant",
				Oracle: []oracle.Wording{{Source: snap.id, Text: "Destroy target nonblack creature."}}}})
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	d := oracle.MustDate("2010")
	v, err := s.Card(context.Background(), "kill destroy", &d)
	if err != nil {
		t.Fatal(err)
	}
	if v.Name != "Kill Destroy" {
		t.Errorf("as of 2010: named %q (match %s)", v.Name, v.Match)
	}
	now, err := s.Card(context.Background(), "Kill Destroy", nil)
	if err != nil || now.Name != "Kill! Destroy!" || now.Match != oracle.MatchFormer {
		t.Errorf("now: %+v %v", now, err)
	}
}

// TestLegalityFormatsOfOneFile: a snapshot whose files each speak of their
// own formats (MTGJSON v3) states nothing of a format the file a card was
// read from does not name, though another file of the snapshot names it:
// a block format the newer files dropped stays as the older snapshot
// stated it, in either import order.
func TestLegalityFormatsOfOneFile(t *testing.T) {
	card := func(id, name string, legal map[string]string, formats ...string) oracle.SnapshotCard {
		c := fieldCard(id, name, "Creature — Avatar", "2", legal, oracle.FieldKeywords)
		c.LegalityFormats = formats
		return c
	}
	snaps := []fieldSnapshot{
		{"v2015", "2015-12-30", []oracle.SnapshotCard{
			card("v2015", "Serra Avatar", map[string]string{"legacy": "legal", "urzablock": "legal"}, "legacy", "urzablock")}},
		{"v2018", "2018-11-07", []oracle.SnapshotCard{
			card("v2018", "Serra Avatar", map[string]string{"legacy": "legal"}, "legacy"),
			card("v2018", "Pouncing Jaguar", map[string]string{"legacy": "legal", "urzablock": "legal"}, "legacy", "urzablock")}},
	}
	for _, order := range [][]int{{0, 1}, {1, 0}} {
		t.Run(fmt.Sprint(order), func(t *testing.T) {
			s := openTestStore(t)
			importSnapshots(t, s, snaps, order)
			v, err := s.Legality(context.Background(), "Serra Avatar", "")
			if err != nil {
				t.Fatal(err)
			}
			var block []string
			for _, p := range v.Periods {
				if p.Format == "urzablock" {
					block = append(block, p.Status+" from "+p.From.ID)
				}
			}
			if want := []string{"legal from v2015"}; !slices.Equal(block, want) {
				t.Errorf("Urza Block: %q, want %q", block, want)
			}
		})
	}
}

// TestLegalityOfEveryFile: a card's status in a format comes from the
// records whose files name the format, though the file its wording was
// read from does not (Alpha's names no Modern); a format some cards'
// files say nothing of is stated of no card.
func TestLegalityOfEveryFile(t *testing.T) {
	card := func(name string, legal map[string]string, formats ...string) oracle.SnapshotCard {
		c := fieldCard("v2018", name, "Legendary Planeswalker — Jace", "", legal, oracle.FieldKeywords)
		c.LegalityFormats = formats
		return c
	}
	snaps := []fieldSnapshot{{"v2018", "2018-11-07", []oracle.SnapshotCard{
		card("Jace, the Mind Sculptor", map[string]string{"legacy": "legal"}, "legacy"),
		card("Jace, the Mind Sculptor", map[string]string{"legacy": "legal", "modern": "legal"}, "legacy", "modern"),
		card("Jace Beleren", map[string]string{"legacy": "legal", "modern": "legal", "standard": "legal"}, "legacy", "modern", "standard")}}}
	s := openTestStore(t)
	importSnapshots(t, s, snaps, []int{0})
	for name, want := range map[string][]string{
		"Jace, the Mind Sculptor": {"legacy legal", "modern legal"},
		"Jace Beleren":            {"legacy legal", "modern legal"},
	} {
		v, err := s.Legality(context.Background(), name, "")
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, p := range v.Periods {
			got = append(got, p.Format+" "+p.Status)
		}
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Errorf("%s: %q, want %q", name, got, want)
		}
	}
}

// TestCardNotYetKnown: as of a date before every source that gives a card a
// wording, the answer says the card is not known then, from which source
// it is, and no field's note passes the later values off as that date's.
func TestCardNotYetKnown(t *testing.T) {
	s := openTestStore(t)
	importFieldSnapshots(t, s, []int{2, 1})
	for _, tt := range []struct {
		date, first string
	}{{"2010", "s2015"}, {"2015-06", ""}} {
		d := oracle.MustDate(tt.date)
		v, err := s.Card(context.Background(), "Bitterblossom", &d)
		if err != nil {
			t.Fatal(err)
		}
		switch {
		case tt.first == "" && v.FirstKnown != nil:
			t.Errorf("as of %s: first known %+v, want none", tt.date, v.FirstKnown)
		case tt.first != "" && (v.FirstKnown == nil || v.FirstKnown.Source.ID != tt.first):
			t.Errorf("as of %s: first known %+v, want %s", tt.date, v.FirstKnown, tt.first)
		case tt.first != "" && len(v.Notes) != 1:
			t.Errorf("as of %s: notes %q, want only the wording's", tt.date, v.Notes)
		}
	}
}

// TestCardAsOfLegalityWindow: as of a date inside the window a format's
// status changed in, the card answer says so.
func TestCardAsOfLegalityWindow(t *testing.T) {
	s := openTestStore(t)
	importFieldSnapshots(t, s, []int{0, 1, 2, 3})
	d := oracle.MustDate("2019")
	v, err := s.Card(context.Background(), "Bitterblossom", &d)
	if err != nil {
		t.Fatal(err)
	}
	want := "the legality in modern changed at an unknown time between 2015-01-01 and 2022-04-25"
	if !slices.ContainsFunc(v.Notes, func(n string) bool { return strings.HasPrefix(n, want) }) || v.Legalities["modern"] != "banned" {
		t.Errorf("as of 2019: modern %q, notes %q; want banned and %q", v.Legalities["modern"], v.Notes, want)
	}
}

// TestSearchKeywordsAsOf: as of a date, kw: reads the keywords a source
// stated by then and those of the wording then, not the earliest keywords
// known, which stand for the field before any source states it.
func TestSearchKeywordsAsOf(t *testing.T) {
	old := fieldCard("s2009", "Wall of Junk", "Artifact Creature — Wall", "0", nil, oracle.FieldKeywords|oracle.FieldLegalities)
	old.Card.Oracle[0].Text = "Wall of Junk can't attack."
	now := fieldCard("s2022", "Wall of Junk", "Artifact Creature — Wall", "0", nil, oracle.FieldLegalities)
	now.Card.Oracle[0].Text = "Defender"
	now.Card.Keywords = []string{"Defender"}
	s := openTestStore(t)
	importSnapshots(t, s, []fieldSnapshot{{"s2009", "2009-07-31", []oracle.SnapshotCard{old}}, {"s2022", "2022-04-25", []oracle.SnapshotCard{now}}}, []int{1, 0})
	for date, want := range map[string][]string{"2010": {}, "2023": {"Wall of Junk"}} {
		d := oracle.MustDate(date)
		got, err := run(t, s, "kw:defender", &d, oracle.SearchOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(got, want) {
			t.Errorf("kw:defender as of %s: %q, want %q", date, got, want)
		}
	}
}

// TestSearchAsOfRequiredEmpty: a snapshot that writes no P/T of a creature
// leaves it unknown; as of its date pow and tou, and the summary, read the
// value before it, as card --as-of does.
func TestSearchAsOfRequiredEmpty(t *testing.T) {
	s := openTestStore(t)
	all := []fieldSnapshot{
		{"s2009", "2009-07-31", []oracle.SnapshotCard{fieldCard("s2009", "Old Dragon", "Summon — Dragon", "0", nil, 0)}},
		{"s2019", "2019-07-01", []oracle.SnapshotCard{fieldCard("s2019", "Old Dragon", "Summon — Dragon", "", nil, 0)}},
		{"s2022", "2022-04-25", []oracle.SnapshotCard{fieldCard("s2022", "Old Dragon", "Creature — Dragon", "0", nil, 0)}},
	}
	importSnapshots(t, s, all, []int{0, 1, 2})
	for _, date := range []string{"2010", "2019-12-31", "2023"} {
		d := oracle.MustDate(date)
		for _, q := range []string{`!"Old Dragon" pow=0`, `!"Old Dragon" tou=1`} {
			got, err := run(t, s, q, &d, oracle.SearchOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got, []string{"Old Dragon"}) {
				t.Errorf("%s as of %s: got %q", q, date, got)
			}
		}
		cards := searchSummaries(t, s, "old dragon", &d)
		if len(cards) != 1 || cards[0].Power != "0" || cards[0].Toughness != "1" {
			t.Errorf("as of %s: %+v, want 0/1", date, cards)
		}
	}
}

// TestSearchAsOfNotesAgreeWithCard: a search's summary and an export as of
// a date note what the card's answer as of that date notes of the same values: a
// split card's two mana values then, and the fields no source states by
// then (here the layout and colors, which the older snapshot does not
// carry), in the same words.
func TestSearchAsOfNotesAgreeWithCard(t *testing.T) {
	ctx := context.Background()
	s := openTestStore(t)
	split := func(id string, unknown oracle.Fields) func(func(oracle.SnapshotCard) error) error {
		return func(add func(oracle.SnapshotCard) error) error {
			return add(oracle.SnapshotCard{Card: oracle.Card{Name: "Spark // Frost", Layout: "split", ManaCost: "{1}{R} // {3}{U}",
				TypeLine: "Instant // Instant", Colors: []string{"R", "U"},
				Faces: []oracle.Face{
					{Name: "Spark", ManaCost: "{1}{R}", TypeLine: "Instant", Colors: []string{"R"}, Oracle: []oracle.Wording{{Source: id, Text: "Spark deals 2 damage to any target."}}},
					{Name: "Frost", ManaCost: "{3}{U}", TypeLine: "Instant", Colors: []string{"U"}, Oracle: []oracle.Wording{{Source: id, Text: "Tap target permanent."}}},
				}}, Unknown: unknown})
		}
	}
	for _, snap := range []struct {
		id, date string
		unknown  oracle.Fields
	}{{"old", "2009-07-31", oracle.FieldLayout | oracle.FieldColors | oracle.FieldKeywords | oracle.FieldLegalities}, {"new", "2018-11-07", 0}} {
		src := oracle.Source{ID: snap.id, Title: snap.id, Kind: oracle.SourceSnapshot, Date: oracle.MustDate(snap.date)}
		if _, err := s.Import(ctx, src, split(snap.id, snap.unknown)); err != nil {
			t.Fatal(err)
		}
	}
	for _, tt := range []struct {
		date string
		want []string // in some note of the summary
	}{
		{"2010", []string{"two mana values, its halves' (2 and 4)", "no source states the layout, colors by 2010"}},
		{"2019", nil},
	} {
		d := oracle.MustDate(tt.date)
		n, err := search.Parse(`!"Spark // Frost"`)
		if err != nil {
			t.Fatal(err)
		}
		q, err := search.Check(n, &d)
		if err != nil {
			t.Fatal(err)
		}
		cards, err := s.SearchCards(ctx, q, oracle.SearchOptions{Notes: true})
		if err != nil {
			t.Fatal(err)
		}
		if len(cards) != 1 {
			t.Fatalf("as of %s: %d cards", tt.date, len(cards))
		}
		notes := cards[0].Notes
		for _, w := range tt.want {
			if !slices.ContainsFunc(notes, func(n string) bool { return strings.Contains(n, w) }) {
				t.Errorf("as of %s: no note says %q: %q", tt.date, w, notes)
			}
		}
		if tt.want == nil && len(notes) > 0 {
			t.Errorf("as of %s: notes %q, want none", tt.date, notes)
		}
		v, err := s.Card(ctx, "Spark // Frost", &d)
		if err != nil {
			t.Fatal(err)
		}
		for _, n := range notes {
			if !slices.Contains(v.Notes, n) {
				t.Errorf("as of %s: the summary notes %q, the card's answer does not: %q", tt.date, n, v.Notes)
			}
		}
		var exported *oracle.ExportCard
		err = s.EachCard(ctx, oracle.ExportOptions{AsOf: &d, Names: []string{"Spark // Frost"}}, func(c *oracle.ExportCard) error {
			exported = c
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(exported.Notes, notes) {
			t.Errorf("as of %s: the export notes %q, the search %q", tt.date, exported.Notes, notes)
		}
		// one mana value, the same in all three: before 2017, the first
		// half's, of the two a split card had
		if mv := cards[0].ManaValue; mv != v.ManaValue || mv != exported.ManaValue || mv != map[string]float64{"2010": 2, "2019": 6}[tt.date] {
			t.Errorf("as of %s: mana value %v found, %v answered, %v exported", tt.date, mv, v.ManaValue, exported.ManaValue)
		}
	}
}

// TestPrintedOldTypesAsOf: a type line printed before Sixth Edition's
// rules is of the card types those rules gave its words: as of then an
// "Enchant Creature" is found as an enchantment and not as a creature,
// and exported as an Enchantment.
func TestPrintedOldTypesAsOf(t *testing.T) {
	s := openTestStore(t)
	card := oracle.Card{Name: "Old Aura", ManaCost: "{W}", TypeLine: "Enchantment — Aura",
		Oracle:    []oracle.Wording{{Source: "s2009", Text: "Enchant creature\nEnchanted creature gets +1/+1."}},
		Printings: []oracle.Printing{{Set: "4ED", Released: oracle.MustDate("1995-04-01"), TypeLine: "Enchant Creature", Text: "Target creature gets +1/+1."}}}
	bear := oracle.Card{Name: "Old Bear", ManaCost: "{1}{G}", TypeLine: "Creature — Bear", Power: "2", Toughness: "2",
		Oracle: []oracle.Wording{{Source: "s2009", Text: ""}},
		Printings: []oracle.Printing{{Set: "LEA", Released: oracle.MustDate("1993-08-05"), TypeLine: "Summon - Bears"},
			// a simplified product's type line is not the card's
			{Set: "POR", SetType: oracle.SimplifiedSetType, Released: oracle.MustDate("1997-05-01"), TypeLine: "Summon - Creature"}}}
	importSnapshots(t, s, []fieldSnapshot{{"s2009", "2009-07-31", []oracle.SnapshotCard{{Card: card}, {Card: bear}}}}, []int{0})
	d := oracle.MustDate("1998")
	if v, err := s.Card(context.Background(), "Old Bear", &d); err != nil || v.TypeLine != "Summon — Bears" {
		t.Errorf("Old Bear as of 1998: %q, %v; want the Alpha type line", v.TypeLine, err)
	}
	if got := len(searchSummaries(t, s, `!"Old Bear" t:bears t:creature`, &d)); got != 1 {
		t.Errorf("Old Bear as of 1998, t:bears t:creature: %d cards", got)
	}
	for query, want := range map[string]int{"t:creature": 0, "t:enchantment": 1, `t:"enchant creature"`: 1, "t:aura": 0} {
		if got := len(searchSummaries(t, s, `!"Old Aura" `+query, &d)); got != want {
			t.Errorf("%s as of 1998: %d cards, want %d", query, got, want)
		}
	}
	if got := len(searchSummaries(t, s, `!"Old Aura" t:aura`, nil)); got != 1 {
		t.Errorf("t:aura today: %d cards", got)
	}
	var types []string
	err := s.EachCard(context.Background(), oracle.ExportOptions{AsOf: &d, Names: []string{"Old Aura"}}, func(c *oracle.ExportCard) error {
		types = c.Types
		return nil
	})
	if err != nil || !slices.Equal(types, []string{"Enchantment"}) {
		t.Errorf("exported as of 1998: types %q, %v", types, err)
	}
}

// TestPrintedCardTypeLineAsOf: before any source states a multi-face
// card's type line, a printing of every face states the card's, its faces'
// joined, in the card's answer, a search's terms and its summaries alike.
func TestPrintedCardTypeLineAsOf(t *testing.T) {
	s := openTestStore(t)
	ctx := context.Background()
	face := func(name, typeLine string) oracle.Face {
		return oracle.Face{Name: name, TypeLine: typeLine, Power: "2", Toughness: "2", Oracle: []oracle.Wording{{Source: "s2018", Text: name + " text."}}}
	}
	card := oracle.Card{Name: "Day Ranger // Night Predator", Layout: "transform", TypeLine: "Creature — Human Archer Ranger Werewolf // Creature — Werewolf",
		Faces: []oracle.Face{face("Day Ranger", "Creature — Human Archer Ranger Werewolf"), face("Night Predator", "Creature — Werewolf")},
		Printings: []oracle.Printing{{Set: "ISD", Released: oracle.MustDate("2011-09-30"), Faces: []oracle.PrintedFace{
			{Name: "Day Ranger", TypeLine: "Creature - Human Archer Werewolf", Text: "Day Ranger text."},
			{Name: "Night Predator", TypeLine: "Creature — Werewolf", Text: "Night Predator text."}}}}}
	importSnapshots(t, s, []fieldSnapshot{{"s2018", "2018-11-07", []oracle.SnapshotCard{{Card: card}}}}, []int{0})
	// the back face's printed line is its stored one: known since its printing
	rows := []string{"0 type_line", "1 power", "1 toughness", "1 type_line", "2 power", "2 toughness"}
	want := ""
	for _, r := range rows {
		want += "Day Ranger // Night Predator " + r + " until 2018-11-07\n"
	}
	if got := fieldChangeRows(t, s); got != want {
		t.Errorf("card_field_changes:\n%s\nwant\n%s", got, want)
	}
	for _, tt := range []struct{ date, typeLine, search string }{
		{"2015", "Creature — Human Archer Werewolf // Creature — Werewolf", "t:archer -t:ranger"},
		{"2019", "Creature — Human Archer Ranger Werewolf // Creature — Werewolf", "t:archer t:ranger"},
	} {
		d := oracle.MustDate(tt.date)
		v, err := s.Card(ctx, "Day Ranger", &d)
		if err != nil {
			t.Fatal(err)
		}
		if v.TypeLine != tt.typeLine {
			t.Errorf("as of %s: type line %q, want %q", tt.date, v.TypeLine, tt.typeLine)
		}
		if found := searchSummaries(t, s, tt.search, &d); len(found) != 1 || found[0].TypeLine != tt.typeLine {
			t.Errorf("search %q as of %s: %+v, want the card with %q", tt.search, tt.date, found, tt.typeLine)
		}
	}
}
