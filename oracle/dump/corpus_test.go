package dump

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/mtgoracle/oracle/oracle"
)

// carddataDir is the shared real card data, or skips the test without it.
func carddataDir(tb testing.TB) string {
	shared := os.Getenv("ORACLE_SHARED")
	if shared == "" {
		shared = filepath.Join("..", "..", "..", "shared")
	}
	dir := filepath.Join(shared, "carddata")
	if _, err := os.Stat(dir); err != nil {
		tb.Skipf("no shared card data at %s (set ORACLE_SHARED to the shared directory): %v", dir, err)
	}
	return dir
}

// corpusCounts is what decoding a dump yielded.
type corpusCounts struct {
	records   int
	names     int // distinct record names ("A // B" for multi-face cards)
	faceNames int // distinct names counting each face of a multi-face card
	printings int
	entries   int // printed faces: what MTGJSON lists as separate entries
}

func countDump(tb testing.TB, paths ...string) (Meta, corpusCounts) {
	tb.Helper()
	var c corpusCounts
	names, faceNames := map[string]bool{}, map[string]bool{}
	meta, err := Decode(context.Background(), paths, func(r Record) error {
		c.records++
		names[r.Name] = true
		if len(r.Faces) == 0 {
			faceNames[r.Name] = true
		}
		for _, f := range r.Faces {
			faceNames[f.Name] = true
		}
		for _, p := range r.Printings {
			c.printings++
			c.entries += max(1, len(p.Faces))
		}
		return nil
	})
	if err != nil {
		tb.Fatal(err)
	}
	c.names, c.faceNames = len(names), len(faceNames)
	return meta, c
}

// TestCorpus decodes every dump of the shared card data. The figures are
// those observed; where the carddata README gives one it is noted.
func TestCorpus(t *testing.T) {
	dir := carddataDir(t)
	tests := []struct {
		path   string
		format Format
		date   string
		want   corpusCounts
	}{
		// README: 59,634 printings (entries), 23,711 names; the 28 cards of
		// the three token sets (the Theros challenge decks) are no cards.
		{"mtgjson-v5-sets-2022-04-25", MTGJSONv5, "2022-04-25", corpusCounts{records: 58610, names: 23684, faceNames: 24120, printings: 58610, entries: 59606}},
		// README: 730 printings.
		{"mtgjson-v5-FDN-2025-01-01.json.gz", MTGJSONv5, "2025-01-01", corpusCounts{records: 730, names: 517, faceNames: 517, printings: 730, entries: 730}},
		// README: 46,602 printings, 19,991 names (face names), of which 50
		// are the names of versions ("Sly Spy (b)"), read as their cards';
		// the 50 cards of the six token sets (challenge decks, heroes) are
		// no cards.
		{"mtgjson-v4-sets-2019-07-21", MTGJSONv4, "2019-07-21", corpusCounts{records: 46204, names: 19678, faceNames: 19892, printings: 46204, entries: 46552}},
		// README: 37,530 printings, 19,032 names (face names), of which 36
		// entries and 28 names are the Duel Decks' tokens, which are left out,
		// and 40 the names of versions ("Sly Spy (a)"), read as their cards';
		// Zndrsplt's and Okaun's lettered parts (5a, 5b) are one printing each.
		{"mtgjson-v3-sets-2018-11-07", MTGJSONv3, "", corpusCounts{records: 37253, names: 18762, faceNames: 18964, printings: 37253, entries: 37494}},
		{"mtgjson-v3-seed-sets-2013-12-25", MTGJSONv3, "", corpusCounts{records: 3888, names: 3174, faceNames: 3179, printings: 3888, entries: 3893}},
		{"mtgjson-v3-seed-sets-2015-12-30", MTGJSONv3, "", corpusCounts{records: 3888, names: 3174, faceNames: 3179, printings: 3888, entries: 3893}},
		{"mtgjson-v3-seed-sets-2017-12-06", MTGJSONv3, "", corpusCounts{records: 3888, names: 3174, faceNames: 3179, printings: 3888, entries: 3893}},
		// 29,234 and 29,730 cards in the files; the trimmed pools name no set.
		// the 2025 Scryfall files without the three reversible printings of Omen cards (reversibleOfMultiFace)
		{"scryfall-commander-legal-2025-06-27.json.gz", Scryfall, "", corpusCounts{records: 29231, names: 29231, faceNames: 29906, printings: 0, entries: 0}},
		{"scryfall-commander-legal-2025-09-25.json.gz", Scryfall, "", corpusCounts{records: 29727, names: 29727, faceNames: 30407, printings: 0, entries: 0}},
		// README: 10,491 cards, the <card> elements: 39 are halves of split
		// and flip cards, merged here, so 10,491 face names; the five token
		// cards of Unglued (no type line) are left out. Five cards hold their
		// other faces in their text (four flip cards of Betrayers of Kamigawa
		// and Who/What/When/Where/Why): 8 face names more.
		{"cockatrice-cards-2009-07-31.xml.gz", Cockatrice, "", corpusCounts{records: 10447, names: 10447, faceNames: 10494, printings: 14418, entries: 14418}},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			meta, got := countDump(t, filepath.Join(dir, tt.path))
			if meta.Format != tt.format {
				t.Errorf("format %s, want %s", meta.Format, tt.format)
			}
			var want oracle.Date
			if tt.date != "" {
				want = oracle.MustDate(tt.date)
			}
			if meta.Date != want {
				t.Errorf("date %q, want %q", meta.Date, want)
			}
			if got != tt.want {
				t.Errorf("got %+v, want %+v", got, tt.want)
			}
			t.Logf("%s: %+v", meta.Title, got)
		})
	}
}

// TestCorpusV5Memory decodes the whole 2022 v5 directory and reports its
// time and memory; it fails if the heap ever holds a large part of the
// dump (its JSON is over 600 MB).
func TestCorpusV5Memory(t *testing.T) {
	dir := filepath.Join(carddataDir(t), "mtgjson-v5-sets-2022-04-25")
	runtime.GC()
	var peak uint64
	sample := func() {
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		peak = max(peak, m.HeapInuse)
	}
	n := 0
	start := time.Now()
	_, err := Decode(context.Background(), []string{dir}, func(Record) error {
		if n++; n%2000 == 0 {
			sample()
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	elapsed := time.Since(start)
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	t.Logf("%d records in %v, GOMAXPROCS %d, peak sampled heap in use %.1f MiB, total allocated %.0f MiB, %d mallocs",
		n, elapsed.Round(time.Millisecond), runtime.GOMAXPROCS(0), float64(peak)/(1<<20), float64(m.TotalAlloc)/(1<<20), m.Mallocs)
	if peak > 512<<20 {
		t.Errorf("heap reached %d MiB: decoding is not streaming", peak>>20)
	}
}

func BenchmarkDecodeV5Pool(b *testing.B) {
	dir := filepath.Join(carddataDir(b), "mtgjson-v5-sets-2022-04-25")
	b.ReportAllocs()
	for b.Loop() {
		n := 0
		if _, err := Decode(context.Background(), []string{dir}, func(Record) error { n++; return nil }); err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(n), "records/op")
	}
}
