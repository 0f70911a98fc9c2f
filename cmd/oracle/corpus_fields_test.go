package main

import (
	"context"
	"github.com/mtgoracle/oracle/internal/packbuild"
	"maps"
	"path/filepath"
	"slices"
	"sync/atomic"
	"testing"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/dump"
	"github.com/mtgoracle/oracle/oracle/sqlite"
)

// TestCorpusFieldsAsOfDumps imports the ten dumps and, for each, reads the
// fields in force on its date and compares every field the dump states of
// every card with the dump itself. The agreement per field is logged; a
// field of a card the database holds under another card (a ghost merged
// into its real card, a name spelled two ways) may disagree, and those
// are few: each field must agree for all but maxFieldDisagreement of the
// cards the dump states it for.
func TestCorpusFieldsAsOfDumps(t *testing.T) {
	if testing.Short() {
		t.Skip("imports all ten real dumps; skipped with -short")
	}
	carddata := sharedCarddata(t)
	db := filepath.Join(t.TempDir(), "fields.db")
	importAll(t, carddata, db, []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	ctx := context.Background()
	store, err := sqlite.Open(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	for _, d := range packbuild.Dumps {
		t.Run(d.Path, func(t *testing.T) {
			compareDumpFields(t, ctx, store, filepath.Join(carddata, d.Path), d.Date)
		})
	}
}

// maxFieldDisagreement is the share of a dump's cards a field may
// disagree on.
const maxFieldDisagreement = 0.005

func compareDumpFields(t *testing.T, ctx context.Context, store *sqlite.Store, path string, given string) {
	paths := []string{path}
	meta, err := dump.PeekMeta(paths)
	if err != nil {
		t.Fatal(err)
	}
	date := meta.Date
	if given != "" {
		date = oracle.MustDate(given)
	}
	// The dump's statement of each card: the first record of it, as
	// its fields are the same in every printing's.
	stated := map[string]oracle.SnapshotCard{}
	records := map[string][]oracle.SnapshotCard{} // of each card, for its legalities
	var read atomic.Int64
	_, err = dump.DecodeCounting(ctx, paths, &read, func(r dump.Record) error {
		sc := r.SnapshotCard(oracle.Source{ID: "dump", Date: date})
		key := oracle.SameCardKey(sc.Card.Name)
		if _, ok := stated[key]; !ok {
			stated[key] = sc
		}
		records[key] = append(records[key], oracle.SnapshotCard{Legalities: sc.Legalities, LegalityFormats: sc.LegalityFormats, LegalityFilesDate: sc.LegalityFilesDate, Unknown: sc.Unknown})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	keys := slices.Collect(maps.Keys(records))
	cards := make([][]oracle.SnapshotCard, len(keys))
	for i, k := range keys {
		cards[i] = records[k]
	}
	legalities := map[string]map[string]string{}
	for i, l := range oracle.SnapshotLegalities(cards) {
		legalities[keys[i]] = l
	}
	agree, total := map[string]int{}, map[string]int{}
	examples := map[string][]string{}
	err = store.EachFieldsAsOf(ctx, date, func(card string, values []oracle.FieldAsOf) error {
		sc, ok := stated[oracle.SameCardKey(card)]
		if !ok {
			return nil
		}
		for _, want := range oracle.StatedFields(sc, legalities[oracle.SameCardKey(card)]) {
			field := want.Field
			if oracle.LegalityFormat(field) != "" {
				field = "legality"
			}
			if want.Face > 0 {
				field = "face " + field
			}
			total[field]++
			got, ok := oracle.Field(values, want.Face, want.Field)
			if !ok {
				got.Value = oracle.FieldDefault(want.Field)
			}
			if got.Value == want.Value && (got.Date == nil || got.Date.Last() <= date.Last()) {
				agree[field]++
			} else if len(examples[field]) < 5 {
				examples[field] = append(examples[field], card+" "+want.Field+": "+got.Value+" != "+want.Value)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	fields := make([]string, 0, len(total))
	for f := range total {
		fields = append(fields, f)
	}
	slices.Sort(fields)
	for _, f := range fields {
		share := float64(agree[f]) / float64(total[f])
		t.Logf("%s as of %s: %s agrees for %d of %d (%.3f%%) %q", filepath.Base(path), date, f, agree[f], total[f], 100*share, examples[f])
		if 1-share > maxFieldDisagreement {
			t.Errorf("%s: %s disagrees for %d of %d cards, e.g. %q", filepath.Base(path), f, total[f]-agree[f], total[f], examples[f])
		}
	}
	if len(total) == 0 {
		t.Errorf("%s: no field compared", filepath.Base(path))
	}
	compareDumpLegalSearch(t, ctx, store, filepath.Base(path), date, legalities)
}

// compareDumpLegalSearch compares, in each format a dump states of every
// card it states legalities of, the cards a search as of the dump's date
// finds there (f:FORMAT: legal or restricted) with those the dump states
// so, among the cards it states: the search reads the field history in SQL, apart
// from the Go readers compareDumpFields compares.
func compareDumpLegalSearch(t *testing.T, ctx context.Context, store *sqlite.Store, name string, date oracle.Date,
	legalities map[string]map[string]string) {
	statedBy := map[string]int{}
	stating := 0
	for _, l := range legalities {
		if l != nil {
			stating++
		}
		for f := range l {
			statedBy[f]++
		}
	}
	for _, format := range slices.Sorted(maps.Keys(statedBy)) {
		if statedBy[format] != stating {
			continue
		}
		_, q, err := compileQuery("f:"+format, &date)
		if err != nil {
			t.Fatal(err)
		}
		names, err := store.SearchNames(ctx, q, oracle.SearchOptions{})
		if err != nil {
			t.Fatalf("f:%s as of %s: %v", format, date, err)
		}
		found := map[string]bool{}
		for _, n := range names {
			found[oracle.SameCardKey(n)] = true
		}
		agree, total := 0, 0
		var examples []string
		for key, l := range legalities {
			status, ok := l[format]
			if !ok || status == oracle.UnstatedStatus {
				continue
			}
			total++
			// f: finds a card one may play there: legal or restricted
			if found[key] == (status == "legal" || status == "restricted") {
				agree++
			} else if len(examples) < 5 {
				examples = append(examples, key+": "+status)
			}
		}
		t.Logf("%s as of %s: f:%s agrees for %d of %d cards %q", name, date, format, agree, total, examples)
		if float64(total-agree) > maxFieldDisagreement*float64(total) {
			t.Errorf("%s: f:%s as of %s disagrees for %d of %d cards, e.g. %q", name, format, date, total-agree, total, examples)
		}
	}
}
