package export_test

import (
	"context"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/dump"
	"github.com/mtgoracle/oracle/oracle/export"
	"github.com/mtgoracle/oracle/oracle/sqlite"
)

// TestReadBack exports the sample as MTGJSON's AtomicCards and as
// Scryfall bulk files, now and as of dates, and reads each back with the
// importer's own dump reader: every card comes back identical in every
// field the format states.
func TestReadBack(t *testing.T) {
	store := sampleStore(t)
	for _, asOf := range []*oracle.Date{nil, mustDate(t, "1999-01-01"), mustDate(t, "2010-01-01")} {
		for _, tc := range []struct {
			format    string
			printings bool
		}{{"mtgjson", false}, {"scryfall", false}, {"scryfall", true}} {
			t.Run(fmt.Sprintf("%s/printings=%v/%s", tc.format, tc.printings, asOfName(asOf)), func(t *testing.T) {
				checkReadBack(t, store, tc.format, oracle.ExportOptions{AsOf: asOf}, tc.printings)
			})
		}
	}
}

// TestReadBackPool is TestReadBack on the database ORACLE_EXPORT_DB names
// (a whole-pool database: oracle --db FILE builds one from the embedded
// pack), now and as of ORACLE_EXPORT_AS_OF when set.
func TestReadBackPool(t *testing.T) {
	path := os.Getenv("ORACLE_EXPORT_DB")
	if path == "" {
		t.Skip("ORACLE_EXPORT_DB does not name a database")
	}
	store, err := sqlite.OpenReadOnly(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	var asOf *oracle.Date
	if s := os.Getenv("ORACLE_EXPORT_AS_OF"); s != "" {
		asOf = mustDate(t, s)
	}
	for _, tc := range []struct {
		format    string
		printings bool
	}{{"mtgjson", false}, {"scryfall", false}, {"scryfall", true}} {
		t.Run(fmt.Sprintf("%s/printings=%v", tc.format, tc.printings), func(t *testing.T) {
			checkReadBack(t, store, tc.format, oracle.ExportOptions{AsOf: asOf}, tc.printings)
		})
	}
}

func mustDate(t *testing.T, s string) *oracle.Date {
	d, err := oracle.ParseDate(s)
	if err != nil {
		t.Fatal(err)
	}
	return &d
}

func asOfName(d *oracle.Date) string {
	if d == nil {
		return "current"
	}
	return d.String()
}

func checkReadBack(t *testing.T, store export.Cards, format string, sel oracle.ExportOptions, printings bool) {
	t.Helper()
	ctx := context.Background()
	file := filepath.Join(t.TempDir(), format+".json")
	f, err := os.Create(file)
	if err != nil {
		t.Fatal(err)
	}
	w, err := export.New(format, f, export.Options{AsOf: sel.AsOf, Printings: printings})
	if err != nil {
		t.Fatal(err)
	}
	if err := export.Run(ctx, store, sel, w, nil); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	records := map[string][]dump.Record{}
	meta, err := dump.Decode(ctx, []string{file}, func(r dump.Record) error {
		records[r.Name] = append(records[r.Name], r)
		return nil
	})
	if err != nil {
		t.Fatalf("the importer does not read the %s export: %v", format, err)
	}
	if format == "mtgjson" {
		if meta.Format != dump.MTGJSONv5 {
			t.Errorf("read as %s, want %s", meta.Format, dump.MTGJSONv5)
		}
		if sel.AsOf != nil && meta.Date != *sel.AsOf {
			t.Errorf("meta date %v, want the as-of date %v", meta.Date, *sel.AsOf)
		}
	} else if meta.Format != dump.Scryfall {
		t.Errorf("read as %s, want %s", meta.Format, dump.Scryfall)
	}
	cards, diffs := 0, 0
	err = store.EachCard(ctx, sel, func(c *oracle.ExportCard) error {
		cards++
		recs := records[c.Name]
		delete(records, c.Name)
		if len(recs) == 0 {
			t.Errorf("%s: not read back", c.Name)
			diffs++
			return nil
		}
		for _, d := range readBackDiffs(c, recs, format, printings) {
			if diffs++; diffs <= 40 {
				t.Errorf("%s: %s", c.Name, d)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for name := range records {
		t.Errorf("%s: read back, not exported", name)
	}
	if cards == 0 {
		t.Fatal("no card exported")
	}
	t.Logf("%d cards read back, %d differences", cards, diffs)
}

// readBackDiffs lists the stated fields in which the records read back
// differ from the card exported.
func readBackDiffs(c *oracle.ExportCard, recs []dump.Record, format string, printings bool) []string {
	var diffs []string
	diff := func(field string, got, want any) {
		if fmt.Sprint(got) != fmt.Sprint(want) {
			diffs = append(diffs, fmt.Sprintf("%s: read back %q, exported %q", field, got, want))
		}
	}
	wantPrintings := 1
	if printings && len(c.Printings) > 0 {
		wantPrintings = len(c.Printings)
	}
	if len(recs) != wantPrintings {
		diffs = append(diffs, fmt.Sprintf("%d objects read back, want %d", len(recs), wantPrintings))
	}
	r := recs[0]
	diff("layout", r.Layout, c.Layout)
	diff("mana value", r.ManaValue, c.ManaValue)
	diff("color identity", sorted(r.ColorIdentity), sorted(c.ColorIdentity))
	diff("colors", sorted(r.Colors), sorted(c.Colors))
	diff("keywords", sorted(r.Keywords), sorted(c.Keywords))
	diff("legalities", sortedMap(r.Legalities), sortedMap(c.Legalities))
	wantID := c.Identity().OracleID
	if format == "scryfall" {
		wantID = oracle.ScryfallCardID(c.Name, c.Identity()) // a Scryfall object always has one
	}
	diff("scryfall oracle id", r.ScryfallOracleID, wantID)
	if c.MultiFace() {
		if len(r.Faces) != len(c.Faces) {
			diffs = append(diffs, fmt.Sprintf("%d faces read back, want %d", len(r.Faces), len(c.Faces)))
		} else {
			for i, f := range c.Faces {
				rf := r.Faces[i]
				p := fmt.Sprintf("face %d ", i)
				diff(p+"name", rf.Name, f.Name)
				diff(p+"mana cost", rf.ManaCost, f.ManaCost)
				diff(p+"type line", rf.TypeLine, f.TypeLine)
				diff(p+"text", rf.Text, f.OracleText)
				diff(p+"P/T", rf.Power+"/"+rf.Toughness, f.Power+"/"+f.Toughness)
				diff(p+"loyalty", rf.Loyalty, f.Loyalty)
				diff(p+"defense", rf.Defense, f.Defense)
				diff(p+"colors", sorted(rf.Colors), sorted(f.Colors))
			}
		}
	} else {
		f := c.Faces[0]
		diff("mana cost", r.ManaCost, c.ManaCost)
		diff("type line", r.TypeLine, c.TypeLine)
		diff("text", r.Text, f.OracleText)
		diff("P/T", r.Power+"/"+r.Toughness, c.Power+"/"+c.Toughness)
		diff("loyalty", r.Loyalty, c.Loyalty)
		diff("defense", r.Defense, c.Defense)
	}
	if format == "mtgjson" {
		var want, got []string
		for _, ru := range c.Rulings {
			if ru.Item == "ruling" {
				want = append(want, ru.Date.String()+" "+ru.Text)
			}
		}
		for _, ru := range r.Rulings {
			got = append(got, ru.Date.String()+" "+ru.Text)
		}
		diff("rulings", got, want)
	}
	if printings && len(c.Printings) > 0 {
		key := func(p oracle.Printing) string {
			return strings.Join([]string{strings.ToLower(p.Set), p.Number, oracle.NormalRarity(p.Rarity), p.Released.String(), p.Artist, p.ScryfallID, p.MultiverseID}, "|")
		}
		var want, got []string
		for _, p := range c.Printings {
			p.ScryfallID = oracle.ScryfallPrintingID(c.Name, p) // a Scryfall object always has one
			want = append(want, key(p))
		}
		for _, rec := range recs {
			for _, p := range rec.Printings {
				got = append(got, key(p))
			}
		}
		diff("printings", sorted(got), sorted(want))
	}
	return diffs
}

func sorted(s []string) []string {
	out := slices.Clone(s)
	slices.Sort(out)
	if out == nil {
		out = []string{}
	}
	return out
}

func sortedMap(m map[string]string) []string {
	var out []string
	for _, k := range slices.Sorted(maps.Keys(m)) {
		out = append(out, k+"="+m[k])
	}
	return out
}
