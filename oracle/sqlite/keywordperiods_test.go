package sqlite

import (
	"bytes"
	"context"
	"database/sql"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/mtgoracle/oracle/oracle"
)

// TestKeywordPeriodsMatchParse compares, for every card of the fixture at
// every date around each of its events (the day before, the day, the day
// after, and the event's month and year), the keywords keyword_periods
// holds with those a search as of the date parses in the wording then.
func TestKeywordPeriodsMatchParse(t *testing.T) {
	ctx := context.Background()
	s := openFixture(t)
	compared, held := 0, 0
	err := s.read(ctx, func(tx *sql.Tx) error {
		current, err := keywordPeriodsCurrent(ctx, tx)
		if err != nil {
			return err
		}
		if !current {
			t.Fatal("keyword_periods is not marked current after a write")
		}
		periods := map[int64][]oracle.KeywordPeriod{}
		rows, err := tx.QueryContext(ctx, "SELECT card_id, keyword, since, coalesce(until, '') FROM keyword_periods")
		if err != nil {
			return err
		}
		for rows.Next() {
			var id int64
			var p oracle.KeywordPeriod
			if err := rows.Scan(&id, &p.Keyword, &p.Since, &p.Until); err != nil {
				return err
			}
			periods[id] = append(periods[id], p)
		}
		if err := rows.Err(); err != nil {
			return err
		}
		var cands []*candidate
		rows, err = tx.QueryContext(ctx, "SELECT id, name FROM cards ORDER BY id")
		if err != nil {
			return err
		}
		for rows.Next() {
			c := &candidate{}
			if err := rows.Scan(&c.ID, &c.Name); err != nil {
				return err
			}
			cands = append(cands, c)
		}
		if err := rows.Err(); err != nil {
			return err
		}
		if err := loadHistories(ctx, tx, cands); err != nil {
			return err
		}
		for _, c := range cands {
			for _, d := range boundaryDates(t, c) {
				want := foldedSet(c.KeywordsAsOf(&d))
				var got []string
				for _, p := range periods[c.ID] {
					if p.Since <= d.Last() && (p.Until == "" || p.Until > d.Last()) {
						got = append(got, p.Keyword)
					}
				}
				if g := foldedSet(got); !slices.Equal(g, want) {
					t.Errorf("%s as of %s: keyword_periods holds %q, the wording then parses to %q", c.Name, d, g, want)
				}
				compared++
				if len(want) > 0 {
					held++
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if held == 0 {
		t.Fatalf("no card held a keyword at any of %d dates compared", compared)
	}
	t.Logf("%d card dates compared, %d with keywords", compared, held)
}

// boundaryDates are the dates around each event of a card's timeline.
func boundaryDates(t *testing.T, c *candidate) []oracle.Date {
	var out []oracle.Date
	day := func(s string, delta int) {
		tm, err := time.Parse(time.DateOnly, s)
		if err != nil {
			t.Fatal(err)
		}
		d, err := oracle.ParseDate(tm.AddDate(0, 0, delta).Format(time.DateOnly))
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, d)
	}
	for _, events := range c.timelines {
		for _, e := range events {
			if e.Date.IsZero() {
				continue
			}
			for _, s := range []string{e.Date.First(), e.Date.Last()} {
				day(s, -1)
				day(s, 0)
				day(s, 1)
			}
			for _, s := range []string{fmt.Sprintf("%04d", e.Date.Year), e.Date.First()[:7]} {
				d, err := oracle.ParseDate(s)
				if err != nil {
					t.Fatal(err)
				}
				out = append(out, d)
			}
		}
	}
	return out
}

func foldedSet(names []string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = strings.ToLower(n)
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// TestKeywordPeriodsSearch asks kw: as of dates with keyword_periods
// current and without it (a pack written before it): the answers agree.
func TestKeywordPeriodsSearch(t *testing.T) {
	ctx := context.Background()
	s := openFixture(t)
	queries := []string{"kw:flying", "kw:defender t:wall", "t:wall -kw:defender", "kw:echo", "kw:trample OR kw:haste", "kw:\"first strike\""}
	dates := []string{"1995", "1999", "1999-06", "2001-01-01", "2010", "2022-04-25", "2024-01-01"}
	answers := func() map[string][]string {
		out := map[string][]string{}
		for _, q := range queries {
			for _, ds := range dates {
				d := oracle.MustDate(ds)
				names, err := run(t, s, q, &d, oracle.SearchOptions{})
				if err != nil {
					t.Fatal(err)
				}
				out[q+"@"+ds] = names
			}
		}
		return out
	}
	fast := answers()
	if _, err := s.db.ExecContext(ctx, "DELETE FROM meta WHERE key = ?", metaKeywordPeriods); err != nil {
		t.Fatal(err)
	}
	slow := answers()
	found := 0
	for k, want := range slow {
		if !slices.Equal(fast[k], want) {
			t.Errorf("%s: keyword_periods answers %q, the parse of then %q", k, fast[k], want)
		}
		found += len(want)
	}
	if found == 0 {
		t.Fatal("no query found a card")
	}
}

// TestKeywordPeriodsPack loads packs written with keyword_periods and
// without it (as a pack written before the table was): the first marks it
// current with its rows, the second leaves it empty and not current, and
// kw: as of a date answers the same in both.
func TestKeywordPeriodsPack(t *testing.T) {
	ctx := context.Background()
	src := openFixture(t)
	writeAndLoad := func(tables []string) *Store {
		saved := packTables
		packTables = tables
		packed := packOf(t, src)
		packTables = saved
		s, err := Open(ctx, filepath.Join(t.TempDir(), "oracle.db"))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		if _, err := s.LoadPack(ctx, bytes.NewReader(packed), "test"); err != nil {
			t.Fatal(err)
		}
		return s
	}
	state := func(s *Store) (bool, int) {
		var n int
		var current bool
		err := s.read(ctx, func(tx *sql.Tx) error {
			var err error
			if current, err = keywordPeriodsCurrent(ctx, tx); err != nil {
				return err
			}
			return tx.QueryRowContext(ctx, "SELECT count(*) FROM keyword_periods").Scan(&n)
		})
		if err != nil {
			t.Fatal(err)
		}
		return current, n
	}
	with := writeAndLoad(packTables)
	without := writeAndLoad(slices.DeleteFunc(slices.Clone(packTables), func(s string) bool { return s == "keyword_periods" }))
	_, want := state(src)
	if current, n := state(with); !current || n != want || want == 0 {
		t.Errorf("loaded with the table: current %v, %d rows; want true, %d", current, n, want)
	}
	if current, n := state(without); current || n != 0 {
		t.Errorf("loaded without the table: current %v, %d rows; want false, 0", current, n)
	}
	found := 0
	for _, q := range []string{"kw:flying", "kw:defender t:wall", "t:wall -kw:defender", "kw:echo"} {
		for _, ds := range []string{"1999", "2001-01-01", "2024-01-01"} {
			d := oracle.MustDate(ds)
			a, err := run(t, with, q, &d, oracle.SearchOptions{})
			if err != nil {
				t.Fatal(err)
			}
			b, err := run(t, without, q, &d, oracle.SearchOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(a, b) {
				t.Errorf("%s as of %s: %q with keyword_periods, %q without", q, ds, a, b)
			}
			found += len(a)
		}
	}
	if found == 0 {
		t.Fatal("no query found a card")
	}
}
