package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"reflect"
	"strings"
	"sync"
	"testing"

	"github.com/mtgoracle/oracle/oracle"
)

// allNames lists every card of a store, in name order.
func allNames(t testing.TB, s *Store) []string {
	t.Helper()
	var names []string
	err := s.read(context.Background(), func(tx *sql.Tx) error {
		return eachRow(context.Background(), tx, "SELECT name FROM cards ORDER BY name", func(rows *sql.Rows) error {
			var n string
			err := rows.Scan(&n)
			names = append(names, n)
			return err
		})
	})
	if err != nil {
		t.Fatal(err)
	}
	return names
}

// fullView is a card's view worked out from its whole timeline, every
// reprint included, which the views of CardWithIdentity and CardList leave
// out.
func fullView(t testing.TB, s *Store, name string, asOf *oracle.Date) *oracle.CardView {
	t.Helper()
	ctx := context.Background()
	var v *oracle.CardView
	err := s.read(ctx, func(tx *sql.Tx) error {
		ref, err := findCard(ctx, tx, name)
		if err != nil {
			return err
		}
		if v, err = scanCard(tx.QueryRowContext(ctx, "SELECT "+viewColumns+" FROM cards c WHERE c.id = ?", ref.ID)); err != nil {
			return err
		}
		v.Match = ref.Match
		faces, err := loadFaces(ctx, tx, ref.ID)
		if err != nil {
			return err
		}
		timelines, err := loadTimelines(ctx, tx, newSourceCache(tx), ref.ID)
		if err != nil {
			return err
		}
		setWording(v, faces, timelines, asOf)
		if err := setFields(ctx, tx, v, ref.ID, snapshotSources(timelines), asOf, nil); err != nil {
			return err
		}
		valueNotes(v, asOf)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestCardListAgreesWithCard checks the batched view of search results
// and the lookup of each card alone against the view of its whole
// timeline, for every card, now and on dates before, between and after
// its changes.
func TestCardListAgreesWithCard(t *testing.T) {
	ctx := context.Background()
	s := openFixture(t)
	names := allNames(t, s)
	if len(names) < 100 {
		t.Fatalf("%d cards in the fixture", len(names))
	}
	for _, at := range []string{"", "1996", "1999-06", "2010", "2024-06-01"} {
		var asOf *oracle.Date
		if at != "" {
			d := oracle.MustDate(at)
			asOf = &d
		}
		// pages of 97 cards, in the reverse of name order, so that the
		// order asked for is not the database's
		for end := len(names); end > 0; end -= 97 {
			page := make([]string, 0, 97)
			for i := end - 1; i >= max(0, end-97); i-- {
				page = append(page, names[i])
			}
			views, ids, err := s.CardList(ctx, page, asOf)
			if err != nil {
				t.Fatal(err)
			}
			for i, name := range page {
				one, wantID, err := s.CardWithIdentity(ctx, name, asOf)
				if err != nil {
					t.Fatal(err)
				}
				want := fullView(t, s, name, asOf)
				if !reflect.DeepEqual(views[i], want) {
					t.Errorf("%s as of %q: CardList gives\n%+v\nthe whole timeline gives\n%+v", name, at, views[i], want)
				}
				if !reflect.DeepEqual(one, want) {
					t.Errorf("%s as of %q: CardWithIdentity gives\n%+v\nthe whole timeline gives\n%+v", name, at, one, want)
				}
				if !reflect.DeepEqual(ids[i], wantID) {
					t.Errorf("%s: CardList's identity %+v, CardWithIdentity's %+v", name, ids[i], wantID)
				}
			}
		}
	}
	if _, _, err := s.CardList(ctx, []string{names[0], "No Such Card"}, nil); err == nil {
		t.Error("CardList of a name the database lacks: no error")
	}
}

// TestKeepStatements checks that a store keeping its statements answers
// lookups from many goroutines at once as a store that does not.
func TestKeepStatements(t *testing.T) {
	ctx := context.Background()
	fixture := openFixture(t)
	names := allNames(t, fixture)
	kept, err := OpenReadOnly(ctx, fixture.Path())
	if err != nil {
		t.Fatal(err)
	}
	defer kept.Close()
	kept.KeepStatements()
	var wg sync.WaitGroup
	for w := range 8 {
		wg.Go(func() {
			for i := w; i < len(names); i += 8 {
				for _, query := range []string{names[i], oracle.FoldName(names[i])} {
					got, gotID, err := kept.CardWithIdentity(ctx, query, nil)
					want, wantID, werr := fixture.CardWithIdentity(ctx, query, nil)
					if !reflect.DeepEqual(err, werr) || !reflect.DeepEqual(got, want) || !reflect.DeepEqual(gotID, wantID) {
						t.Errorf("%s: kept statements give %+v, %v; without, %+v, %v", query, got, err, want, werr)
					}
				}
			}
		})
	}
	wg.Wait()
	if n := len(kept.kept.stmts); n == 0 || n > maxKept {
		t.Errorf("%d statements kept", n)
	}
}

// TestDataVersion checks that a reader's data version stays while nothing
// is written and changes when another connection commits an import.
func TestDataVersion(t *testing.T) {
	ctx := context.Background()
	writer := openFixture(t)
	reader, err := OpenReadOnly(ctx, writer.Path())
	if err != nil {
		t.Fatal(err)
	}
	defer reader.Close()
	version := func() int64 {
		t.Helper()
		v, err := reader.DataVersion(ctx)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	first := version()
	if _, err := reader.Card(ctx, "Karn, Silver Golem", nil); err != nil {
		t.Fatal(err)
	}
	if v := version(); v != first {
		t.Fatalf("data version %d after a read, %d before", v, first)
	}
	importDump(t, writer, "scryfall-2030-01-01", "2030-01-01", "testdata/scryfall-cards.json")
	if v := version(); v == first {
		t.Fatalf("data version %d after an import, as before it", v)
	}
}

// BenchmarkDataVersion is what a server pays to learn whether the
// database changed: once per millisecond at most, on a request's path.
func BenchmarkDataVersion(b *testing.B) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	writer := openFixture(b)
	reader, err := OpenReadOnly(ctx, writer.Path())
	if err != nil {
		b.Fatal(err)
	}
	defer reader.Close()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := reader.DataVersion(ctx); err != nil {
			b.Fatal(err)
		}
	}
}

// TestFirstPrintingKeptAgreesWithQuery checks that choosing the first
// printings of one card as its rows are read (a card answer) keeps the
// very printings the window query keeps for a batch, for every card of
// the fixture, in the same order.
func TestFirstPrintingKeptAgreesWithQuery(t *testing.T) {
	ctx := context.Background()
	s := openFixture(t)
	read := func(query string, keep func(int64, int, *oracle.Event) bool) []string {
		t.Helper()
		rows, err := s.db.QueryContext(ctx, query)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		var out []string
		for rows.Next() {
			card, face, e, err := scanPrinting(ctx, rows)
			if err != nil {
				t.Fatal(err)
			}
			if keep == nil || keep(card, face, &e) {
				out = append(out, fmt.Sprintf("%d %d %s %s %s %q %q", card, face, e.Set, e.Number, e.Date, *e.Text, e.Problem))
			}
		}
		if err := rows.Err(); err != nil {
			t.Fatal(err)
		}
		return out
	}
	want := read(firstPrintingsQuery(""), nil)
	// every card's rows as cardPrintingsQuery orders them, card by card
	all := strings.Replace(cardPrintingsQuery(), "card_id = ? AND ", "", 1)
	all = strings.Replace(all, "ORDER BY ", "ORDER BY card_id, ", 1)
	got := read(all, firstPrintingKept())
	if len(want) < 100 {
		t.Fatalf("%d first printings in the fixture", len(want))
	}
	if len(got) < len(want) {
		t.Errorf("%d printings kept, the query keeps %d", len(got), len(want))
	}
	for i := range min(len(want), len(got)) {
		if got[i] != want[i] {
			t.Fatalf("printing %d: kept %s, the query keeps %s", i, got[i], want[i])
		}
	}
	if len(got) > len(want) {
		t.Errorf("%d printings kept, the query keeps %d", len(got), len(want))
	}
}

// BenchmarkOpenCardAsOf is what `oracle card NAME --as-of DATE` asks of
// the store, as a process of its own does: open the database read-only
// (checking its state and data), answer the card as of a date, close.
func BenchmarkOpenCardAsOf(b *testing.B) {
	ctx := context.Background()
	// the fixture's data was ingested: it needs no pack, whatever its digest
	path := openFixture(b).Path()
	for _, c := range []struct{ name, date string }{{"Llanowar Elves", "2010-01-01"}, {"Delver of Secrets // Insectile Aberration", "2012-06-01"}, {"Curfew", "1998-10-15"}} {
		asOf, err := oracle.ParseDate(c.date)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				s, err := OpenReadOnlyWithPack(ctx, path, "test")
				if err != nil {
					b.Fatal(err)
				}
				if _, err := s.Card(ctx, c.name, &asOf); err != nil {
					b.Fatal(err)
				}
				s.Close()
			}
		})
	}
}
