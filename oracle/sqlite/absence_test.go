package sqlite

import (
	"context"
	"database/sql"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/dump"
	"github.com/mtgoracle/oracle/oracle/search"
)

// TestNotLegalByAbsence imports a full snapshot of two Commander-legal
// cards and a later one that lists exactly the Commander-legal cards and
// lists one of them: the other is not legal in Commander from the later
// one's date, in its current legalities, its status history and search,
// now and as of a date, whichever is imported first; a list that names a
// new card of its cost and type (the card renamed, perhaps), or a list
// without the mark, says nothing of the card it leaves out.
func TestNotLegalByAbsence(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	write := func(name, body string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	card := func(n int, name, text string) string {
		id := string(rune('0' + n))
		return `{"object": "card", "id": "b000000` + id + `-0000-0000-0000-000000000001", "oracle_id": "b000000` + id + `-0000-0000-0000-000000000002",
			"lang": "en", "name": "` + name + `", "layout": "normal", "mana_cost": "{R}", "cmc": 1, "type_line": "Instant",
			"oracle_text": "` + text + `", "colors": ["R"], "color_identity": ["R"], "keywords": [],
			"legalities": {"commander": "legal", "vintage": "legal"}, "set": "tst", "set_name": "Test", "released_at": "2020-01-01", "collector_number": "` + id + `"}`
	}
	full := write("full.json", "["+card(1, "Test Bolt", "Test Bolt deals 3 damage to any target.")+", "+card(2, "Test Shock", "Test Shock deals 2 damage to any target.")+"]")
	list := write("list.json", `[{"name": "Test Shock", "mana_cost": "{R}", "type_line": "Instant", "oracle_text": "Test Shock deals 2 damage to any target.",
		"color_identity": ["R"], "legal_in_commander": "legal"}]`)
	importFile := func(s *Store, id, date, legalIn, path string) {
		t.Helper()
		src := oracle.Source{ID: id, Title: id, Kind: oracle.SourceSnapshot, Date: oracle.MustDate(date), ListsLegalIn: legalIn}
		if legalIn != "" || id == "scryfall-2025-06-27" {
			src.Subset = "Commander-legal cards only"
		}
		if _, err := s.Import(ctx, src, func(add func(oracle.SnapshotCard) error) error {
			_, err := dump.Decode(ctx, []string{path}, func(r dump.Record) error { return add(r.SnapshotCard(src)) })
			return err
		}); err != nil {
			t.Fatalf("import %s: %v", id, err)
		}
	}
	finds := func(s *Store, q string, asOf *oracle.Date) []string {
		t.Helper()
		got, err := run(t, s, q, asOf, oracle.SearchOptions{})
		if err != nil {
			t.Fatal(err)
		}
		return got
	}
	d := func(s string) *oracle.Date { v := oracle.MustDate(s); return &v }
	// summaryNotes are the notes of the summary of name as of a date that
	// a search with notes gives
	summaryNotes := func(s *Store, name string, asOf oracle.Date) []string {
		t.Helper()
		n, err := search.Parse(`!"` + name + `"`)
		if err != nil {
			t.Fatal(err)
		}
		q, err := search.Check(n, &asOf)
		if err != nil {
			t.Fatal(err)
		}
		cards, err := s.SearchCards(ctx, q, oracle.SearchOptions{Notes: true})
		if err != nil || len(cards) != 1 {
			t.Fatalf("%s as of %s: %v, %v", name, asOf, cards, err)
		}
		return cards[0].Notes
	}
	for _, order := range []string{"full first", "list first"} {
		t.Run(order, func(t *testing.T) {
			s, err := Open(ctx, filepath.Join(t.TempDir(), "absence.db"))
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			if order == "full first" {
				importFile(s, "mtgjson-2022-04-25", "2022-04-25", "", full)
				importFile(s, "scryfall-2025-06-27", "2025-06-27", "commander", list)
			} else {
				importFile(s, "scryfall-2025-06-27", "2025-06-27", "commander", list)
				importFile(s, "mtgjson-2022-04-25", "2022-04-25", "", full)
			}
			_, ident, err := s.CardWithIdentity(ctx, "Test Bolt", nil)
			if err != nil {
				t.Fatal(err)
			}
			if _, ok := ident.Legalities["commander"]; ok || ident.Legalities["vintage"] != "legal" {
				t.Errorf("Test Bolt's legalities %v, want vintage legal and no commander", ident.Legalities)
			}
			// A card's answer reads its snapshots (readCardSnapshots) as
			// the queries it spares would, with the listings a field
			// history reads, and asks for statuses stated by absence only
			// of the card a list leaves out.
			err = s.read(ctx, func(tx *sql.Tx) error {
				imported, err := importedSnapshots(ctx, tx)
				if err != nil {
					return err
				}
				for _, c := range []struct {
					name    string
					leftOut bool
				}{{"Test Bolt", true}, {"Test Shock", false}} {
					ref, err := findCard(ctx, tx, c.name)
					if err != nil {
						return err
					}
					timelines, err := loadTimelines(ctx, tx, newSourceCache(tx), ref.ID)
					if err != nil {
						return err
					}
					got, err := readCardSnapshots(ctx, tx, ref.ID, snapshotSources(timelines))
					if err != nil {
						return err
					}
					var newest string
					if err := tx.QueryRowContext(ctx, `SELECT coalesce(max(s.date_last), '') FROM wordings w JOIN sources s ON s.id = w.source_id
						WHERE w.card_id = ? AND w.kind = 'snapshot'`, ref.ID).Scan(&newest); err != nil {
						return err
					}
					notes, _, err := absenceNotesNow(ctx, tx, ref.ID)
					if err != nil {
						return err
					}
					if !reflect.DeepEqual(got.imported, imported) || got.newest != newest {
						t.Errorf("%s: snapshots read %+v and newest %q, want %+v and %q", c.name, got.imported, got.newest, imported, newest)
					}
					if got.unlisting != c.leftOut || (len(notes) > 0) != c.leftOut {
						t.Errorf("%s: a list leaves it out: %v, with notes %q; want %v", c.name, got.unlisting, notes, c.leftOut)
					}
					listed, err := cardListings(ctx, tx, newSourceCache(tx), ref.ID)
					if err != nil {
						return err
					}
					if len(listed) == 0 || !reflect.DeepEqual(got.listed, listed) {
						t.Errorf("%s: listings read %+v, want %+v", c.name, got.listed, listed)
					}
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			v, err := s.Legality(ctx, "Test Bolt", "")
			if err != nil {
				t.Fatal(err)
			}
			var commander []oracle.LegalityPeriod
			for _, p := range v.Periods {
				if p.Format == "commander" {
					commander = append(commander, p)
				}
			}
			if len(commander) != 2 || commander[0].Status != "legal" || commander[1].Status != oracle.NotLegal ||
				commander[1].From.ID != "scryfall-2025-06-27" || commander[1].SinceAfter == nil || commander[1].SinceAfter.String() != "2022-04-25" {
				t.Errorf("Test Bolt's Commander periods %+v, want legal, then not legal from between 2022-04-25 and 2025-06-27", commander)
			}
			if len(commander) == 2 && commander[1].Absent != oracle.AbsenceNote("scryfall-2025-06-27", "commander") {
				t.Errorf("Test Bolt's not legal period says %q of its absence", commander[1].Absent)
			}
			note := oracle.AbsenceStatusNote("commander", "scryfall-2025-06-27", oracle.MustDate("2025-06-27"))
			for _, asOf := range []*oracle.Date{nil, d("2025-07-01")} {
				cv, err := s.Card(ctx, "Test Bolt", asOf)
				if err != nil {
					t.Fatal(err)
				}
				if !slices.Contains(cv.Notes, note) {
					t.Errorf("Test Bolt as of %v: notes %q, want %q", asOf, cv.Notes, note)
				}
				// a page of search results (CardList) says as much
				views, idents, err := s.CardList(ctx, []string{"Test Shock", "Test Bolt"}, asOf)
				if err != nil {
					t.Fatal(err)
				}
				if !slices.Contains(views[1].Notes, note) || slices.Contains(views[0].Notes, note) {
					t.Errorf("listed as of %v: Test Bolt's notes %q, Test Shock's %q; want %q of Test Bolt's alone", asOf, views[1].Notes, views[0].Notes, note)
				}
				if by := idents[1].Stated.By["commander"]; by.Source.ID != "scryfall-2025-06-27" || by.Date.String() != "2025-06-27" {
					t.Errorf("listed as of %v: Test Bolt's Commander status stated by %v, want scryfall-2025-06-27", asOf, by)
				}
			}
			// with the card answer's note that the later snapshot does not
			// list it
			if got := summaryNotes(s, "Test Bolt", *d("2025-07-01")); len(got) != 2 || got[0] != note || !strings.HasPrefix(got[1], "newest known wording (snapshot of 2022-04-25)") {
				t.Errorf("Test Bolt's summary as of 2025-07-01: notes %q, want %q and the newest known wording's", got, note)
			}
			if got := summaryNotes(s, "Test Bolt", *d("2023-01-01")); len(got) != 0 {
				t.Errorf("Test Bolt's summary as of 2023: notes %q, want none", got)
			}
			if got := summaryNotes(s, "Test Shock", *d("2025-07-01")); len(got) != 0 {
				t.Errorf("Test Shock's summary as of 2025-07-01: notes %q, want none", got)
			}
			for _, asOf := range []*oracle.Date{nil, d("2025-07-01")} {
				err := s.EachCard(ctx, oracle.ExportOptions{AsOf: asOf, Names: []string{"Test Bolt"}}, func(c *oracle.ExportCard) error {
					if !slices.Contains(c.View("current").Notes, note) {
						t.Errorf("exported Test Bolt as of %v: notes %q, want %q", asOf, c.View("current").Notes, note)
					}
					if by, ok := c.LegalitiesStated.By["commander"]; !ok || by.Source.ID != "scryfall-2025-06-27" {
						t.Errorf("exported Test Bolt as of %v: commander stated by %v, want scryfall-2025-06-27", asOf, by)
					}
					return nil
				})
				if err != nil {
					t.Fatal(err)
				}
			}
			for _, asOf := range []*oracle.Date{nil, d("2025-07-01")} {
				if _, ident, err := s.CardWithIdentity(ctx, "Test Bolt", asOf); err != nil || ident.Stated.By["commander"].Source.ID != "scryfall-2025-06-27" {
					t.Errorf("Test Bolt's Commander status as of %v stated by %v (%v), want scryfall-2025-06-27", asOf, ident.Stated.By["commander"], err)
				}
			}
			if cv, err := s.Card(ctx, "Test Bolt", d("2023-01-01")); err != nil || slices.Contains(cv.Notes, note) {
				t.Errorf("Test Bolt as of 2023: notes %q (%v), want none of its absence", cv.Notes, err)
			}
			if got := finds(s, "f:commander", nil); !slices.Equal(got, []string{"Test Shock"}) {
				t.Errorf("f:commander finds %q, want Test Shock", got)
			}
			if got := finds(s, "banned:commander", nil); len(got) != 0 {
				t.Errorf("banned:commander finds %q, want none", got)
			}
			if got := finds(s, "f:commander", d("2023-01-01")); !slices.Equal(got, []string{"Test Bolt", "Test Shock"}) {
				t.Errorf("f:commander as of 2023 finds %q, want both", got)
			}
			if got := finds(s, "f:commander", d("2025-07-01")); !slices.Equal(got, []string{"Test Shock"}) {
				t.Errorf("f:commander as of 2025-07-01 finds %q, want Test Shock", got)
			}
			if got := finds(s, "f:vintage", nil); len(got) != 2 {
				t.Errorf("f:vintage finds %q, want both", got)
			}
		})
	}
	// absent from the June list, listed again by September's: legal, not
	// legal from June, legal from September, in either order of the lists
	back := write("back.json", `[{"name": "Test Shock", "mana_cost": "{R}", "type_line": "Instant", "oracle_text": "Test Shock deals 2 damage to any target.",
		"color_identity": ["R"], "legal_in_commander": "legal"},
		{"name": "Test Bolt", "mana_cost": "{R}", "type_line": "Instant", "oracle_text": "Test Bolt deals 3 damage to any target.",
		"color_identity": ["R"], "legal_in_commander": "legal"}]`)
	for _, order := range []string{"june first", "september first"} {
		t.Run("back in September, "+order, func(t *testing.T) {
			s, err := Open(ctx, filepath.Join(t.TempDir(), "back.db"))
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			importFile(s, "mtgjson-2022-04-25", "2022-04-25", "", full)
			if order == "june first" {
				importFile(s, "scryfall-2025-06-27", "2025-06-27", "commander", list)
				importFile(s, "scryfall-2025-09-25", "2025-09-25", "commander", back)
			} else {
				importFile(s, "scryfall-2025-09-25", "2025-09-25", "commander", back)
				importFile(s, "scryfall-2025-06-27", "2025-06-27", "commander", list)
			}
			v, err := s.Legality(ctx, "Test Bolt", "")
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, p := range v.Periods {
				if p.Format == "commander" {
					got = append(got, p.Status+" "+p.From.ID)
				}
			}
			if want := []string{"legal mtgjson-2022-04-25", "not_legal scryfall-2025-06-27", "legal scryfall-2025-09-25"}; !slices.Equal(got, want) {
				t.Errorf("Test Bolt's Commander periods %q, want %q", got, want)
			}
			if got := finds(s, "f:commander", nil); len(got) != 2 {
				t.Errorf("f:commander finds %q, want both", got)
			}
			if got := finds(s, "f:commander", d("2025-07-01")); !slices.Equal(got, []string{"Test Shock"}) {
				t.Errorf("f:commander as of 2025-07-01 finds %q, want Test Shock", got)
			}
			// the June list's absence is in force from June to September only
			june := oracle.AbsenceStatusNote("commander", "scryfall-2025-06-27", oracle.MustDate("2025-06-27"))
			if got := summaryNotes(s, "Test Bolt", *d("2025-07-01")); !slices.Equal(got, []string{june}) {
				t.Errorf("Test Bolt's summary as of 2025-07-01: notes %q, want %q", got, june)
			}
			if got := summaryNotes(s, "Test Bolt", *d("2025-10-01")); len(got) != 0 {
				t.Errorf("Test Bolt's summary as of 2025-10-01: notes %q, want none", got)
			}
			if views, _, err := s.CardList(ctx, []string{"Test Bolt"}, nil); err != nil || slices.Contains(views[0].Notes, june) {
				t.Errorf("Test Bolt listed now: notes %q (%v), want none of June's absence", views[0].Notes, err)
			}
		})
	}
	t.Run("renamed", func(t *testing.T) {
		// the list names a card first known then with Test Bolt's cost and
		// type: Test Bolt, perhaps, under a new name
		s, err := Open(ctx, filepath.Join(t.TempDir(), "renamed.db"))
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		renamed := write("renamed.json", `[{"name": "Test Shock", "mana_cost": "{R}", "type_line": "Instant", "oracle_text": "Test Shock deals 2 damage to any target.",
			"color_identity": ["R"], "legal_in_commander": "legal"},
			{"name": "Test Blaze", "mana_cost": "{R}", "type_line": "Instant", "oracle_text": "Test Blaze deals 3 damage to any target.",
			"color_identity": ["R"], "legal_in_commander": "legal"}]`)
		importFile(s, "mtgjson-2022-04-25", "2022-04-25", "", full)
		importFile(s, "scryfall-2025-06-27", "2025-06-27", "commander", renamed)
		if got := finds(s, "f:commander", nil); !slices.Equal(got, []string{"Test Blaze", "Test Bolt", "Test Shock"}) {
			t.Errorf("f:commander finds %q, want all three", got)
		}
	})
	t.Run("unmarked list", func(t *testing.T) {
		s, err := Open(ctx, filepath.Join(t.TempDir(), "unmarked.db"))
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		importFile(s, "mtgjson-2022-04-25", "2022-04-25", "", full)
		importFile(s, "scryfall-2025-06-27", "2025-06-27", "", list)
		if got := finds(s, "f:commander", nil); len(got) != 2 {
			t.Errorf("f:commander finds %q, want both", got)
		}
	})
}
