package sqlite

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"runtime/metrics"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ulikunitz/xz"

	mtgoracle "github.com/mtgoracle/oracle"
	"github.com/mtgoracle/oracle/oracle"
)

// packChildEnv names, in the environment of the process TestLoadEmbeddedPack
// starts, the database that process builds.
const packChildEnv = "ORACLE_TEST_PACK_DB"

// TestLoadEmbeddedPack builds a database from the pack embedded in the
// program, in a process of its own as a first use does (its peak memory
// is logged; BenchmarkFirstBuild reports it), and a card no document names
// answers, with its old wording.
func TestLoadEmbeddedPack(t *testing.T) {
	ctx := context.Background()
	if path := os.Getenv(packChildEnv); path != "" {
		s, err := Open(ctx, path)
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		st, err := s.LoadPack(ctx, bytes.NewReader(mtgoracle.Pack()), mtgoracle.PackDigest())
		if err != nil {
			t.Fatal(err)
		}
		if st.Cards < 30000 || st.Replayed != 0 {
			t.Errorf("loaded %+v", st)
		}
		return
	}
	path := filepath.Join(t.TempDir(), "pack.db")
	peak, err := buildInChild(path)
	if err != nil {
		t.Fatal(err)
	}
	if peak > 0 {
		t.Logf("peak resident memory of the build: %d KiB", peak)
	}
	s, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	tl, err := s.Timeline(ctx, "Lightning Bolt")
	if err != nil {
		t.Fatal(err)
	}
	var old string
	for _, e := range tl.Faces[0].Events {
		if e.Date.Last() <= "2010-12-31" && e.Wording != "" {
			old = e.Wording
		}
	}
	if !strings.Contains(old, "target creature or player") {
		t.Errorf("Lightning Bolt in 2010: %q", old)
	}
	need, err := s.NeedsPack(ctx, mtgoracle.PackDigest())
	if err != nil || need {
		t.Errorf("the pack is to be loaded again: %v %v", need, err)
	}
}

// buildInChild builds the database path from the embedded pack in a
// process of its own (this test binary, running TestLoadEmbeddedPack's
// child part) and returns that process's peak resident memory in KiB (0
// where the system does not say).
func buildInChild(path string) (int64, error) {
	cmd := exec.Command(os.Args[0], "-test.run=^TestLoadEmbeddedPack$", "-test.count=1", "-test.v")
	cmd.Env = append(os.Environ(), packChildEnv+"="+path)
	out, err := cmd.CombinedOutput()
	if err != nil || !bytes.Contains(out, []byte("--- PASS: TestLoadEmbeddedPack")) {
		return 0, fmt.Errorf("building %s: %v\n%s", path, err, out)
	}
	peak, _ := peakRSS(cmd.ProcessState)
	return peak, nil
}

// BenchmarkFirstBuild builds a database from the embedded pack in a
// process of its own, as a first use does, and reports that process's
// peak resident memory (peak-rss-MB, 1,000,000 bytes as /usr/bin/time's
// KiB figure read as thousands; the goal is under 250).
func BenchmarkFirstBuild(b *testing.B) {
	var peak int64
	for i := 0; b.Loop(); i++ {
		p, err := buildInChild(filepath.Join(b.TempDir(), fmt.Sprintf("first%d.db", i)))
		if err != nil {
			b.Fatal(err)
		}
		peak = max(peak, p)
	}
	b.ReportMetric(float64(peak)/1000, "peak-rss-MB")
}

// BenchmarkLoadPack builds a new database from the embedded pack, as a
// first use does; peak-heap-MB is the largest Go heap seen during a build
// (SQLite's page cache is not in it).
func BenchmarkLoadPack(b *testing.B) {
	ctx := context.Background()
	packed := mtgoracle.Pack()
	b.ReportAllocs()
	var peak uint64
	for i := 0; b.Loop(); i++ {
		s, err := Open(ctx, filepath.Join(b.TempDir(), fmt.Sprintf("pack%d.db", i)))
		if err != nil {
			b.Fatal(err)
		}
		stop := watchHeap(&peak)
		_, err = s.LoadPack(ctx, bytes.NewReader(packed), mtgoracle.PackDigest())
		stop()
		s.Close()
		if err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(peak)/(1<<20), "peak-heap-MB")
}

// watchHeap samples the bytes of the Go heap's objects until stop is
// called, keeping the largest in peak.
func watchHeap(peak *uint64) (stop func()) {
	done, finished := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(finished)
		sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
		tick := time.NewTicker(5 * time.Millisecond)
		defer tick.Stop()
		for {
			metrics.Read(sample)
			*peak = max(*peak, sample[0].Value.Uint64())
			select {
			case <-done:
				return
			case <-tick.C:
			}
		}
	}()
	return func() { close(done); <-finished }
}

// testPack is a pack written from a database of the test data with one
// imported snapshot, xz-compressed.
func testPack(t *testing.T) []byte {
	t.Helper()
	s := openTestStore(t)
	importTestSnapshot(t, s, "dump-2020", "2020-01-01", "Each player returns a creature they control to its owner's hand.")
	return packOf(t, s)
}

// packOf is a store's content as an xz-compressed pack.
func packOf(t *testing.T, s *Store) []byte {
	t.Helper()
	ctx := context.Background()
	var lines bytes.Buffer
	if err := s.WritePack(ctx, &lines); err != nil {
		t.Fatal(err)
	}
	var packed bytes.Buffer
	z, err := xz.NewWriter(&packed)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := z.Write(lines.Bytes()); err != nil {
		t.Fatal(err)
	}
	if err := z.Close(); err != nil {
		t.Fatal(err)
	}
	return packed.Bytes()
}

// importTestSnapshot imports a snapshot of Curfew, with a printing and a
// ruling, and of a card no data names.
func importTestSnapshot(t *testing.T, s *Store, id, date, text string) {
	t.Helper()
	src := oracle.Source{ID: id, Title: id, Kind: oracle.SourceSnapshot, Date: oracle.MustDate(date)}
	_, err := s.Import(context.Background(), src, func(add func(oracle.SnapshotCard) error) error {
		c := oracle.Card{Name: "Curfew", ManaCost: "{U}", TypeLine: "Instant",
			Oracle:    []oracle.Wording{{Source: id, Text: text}},
			Printings: []oracle.Printing{{Set: "X" + date[:4], Released: oracle.MustDate(date), Number: "7", Text: text}}}
		if err := add(oracle.SnapshotCard{Card: c, Rulings: []oracle.Ruling{{Date: oracle.MustDate(date), Text: "A ruling of " + id + "."}},
			Legalities: map[string]string{"legacy": "Legal"}, Identifiers: []oracle.Identifier{{Kind: "test", Value: id}}}); err != nil {
			return err
		}
		return add(oracle.SnapshotCard{Card: oracle.Card{Name: "Zephyr Charge " + id, TypeLine: "Enchantment", ManaCost: "{1}{U}",
			Oracle: []oracle.Wording{{Source: id, Text: "Flying"}}}, Unknown: oracle.FieldColors})
	})
	if err != nil {
		t.Fatal(err)
	}
}

// packLines is what a database holds, as the uncompressed lines of a pack.
func packLines(t *testing.T, s *Store) string {
	t.Helper()
	var b bytes.Buffer
	if err := s.WritePack(context.Background(), &b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestPackKeepsImports loads a new pack into a database with an import of
// its user's: the import is kept, and the database holds what loading the
// pack and then importing gives.
func TestPackKeepsImports(t *testing.T) {
	ctx := context.Background()
	packed := testPack(t)
	open := func(digest string) *Store {
		s, err := Open(ctx, filepath.Join(t.TempDir(), "oracle.db"))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		if _, err := s.LoadPack(ctx, bytes.NewReader(packed), digest); err != nil {
			t.Fatal(err)
		}
		return s
	}
	want := open("old")
	importTestSnapshot(t, want, "user-2030", "2030-01-01", "Each player returns a creature.")
	got := open("old")
	importTestSnapshot(t, got, "user-2030", "2030-01-01", "Each player returns a creature.")
	need, err := got.NeedsPack(ctx, "new")
	if err != nil || !need {
		t.Fatalf("a new pack is not to be loaded: %v", err)
	}
	st, err := got.LoadPack(ctx, bytes.NewReader(packed), "new")
	if err != nil {
		t.Fatal(err)
	}
	if st.Replayed != 1 {
		t.Errorf("%d imports kept, want 1", st.Replayed)
	}
	if g, w := packLines(t, got), packLines(t, want); g != w {
		t.Errorf("after a new pack:\n%s\nwant\n%s", g, w)
	}
	c, err := got.Card(ctx, "Curfew", nil)
	if err != nil || c.Source.ID != "user-2030" {
		t.Errorf("Curfew's wording after a new pack: %+v %v", c, err)
	}
}

// TestPackKeepsRulingOrder: rulings of one date stay in the order the
// snapshot gave them in a database built from a pack, and in an import
// kept across a new pack, as in the database imported into.
func TestPackKeepsRulingOrder(t *testing.T) {
	ctx := context.Background()
	given := []string{"Zeta ruling.", "Alpha ruling.", "Mu ruling."}
	importRulings := func(s *Store, id string) {
		t.Helper()
		src := oracle.Source{ID: id, Title: id, Kind: oracle.SourceSnapshot, Date: oracle.MustDate("2020-01-01")}
		_, err := s.Import(ctx, src, func(add func(oracle.SnapshotCard) error) error {
			sc := oracle.SnapshotCard{Card: oracle.Card{Name: "Curfew", ManaCost: "{U}", TypeLine: "Instant",
				Oracle: []oracle.Wording{{Source: id, Text: "Each player returns a creature they control to its owner's hand."}}}}
			for _, text := range given {
				sc.Rulings = append(sc.Rulings, oracle.Ruling{Date: oracle.MustDate("2019-06-01"), Text: text})
			}
			return add(sc)
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	order := func(s *Store) []string {
		t.Helper()
		v, err := s.Rulings(ctx, "Curfew")
		if err != nil {
			t.Fatal(err)
		}
		var texts []string
		for _, r := range v.Rulings {
			if r.Date.String() == "2019-06-01" {
				texts = append(texts, r.Text)
			}
		}
		return texts
	}
	imported := openTestStore(t)
	importRulings(imported, "dump-2020")
	if got := order(imported); !slices.Equal(got, given) {
		t.Fatalf("imported: %q, want %q", got, given)
	}
	packed := packOf(t, imported)
	loaded := openTestStore(t)
	if _, err := loaded.LoadPack(ctx, bytes.NewReader(packed), "one"); err != nil {
		t.Fatal(err)
	}
	if got := order(loaded); !slices.Equal(got, given) {
		t.Errorf("built from a pack: %q, want %q", got, given)
	}
	replayed := openTestStore(t)
	importRulings(replayed, "user-2020")
	if _, err := replayed.LoadPack(ctx, bytes.NewReader(testPack(t)), "two"); err != nil {
		t.Fatal(err)
	}
	if got := order(replayed); !slices.Equal(got, given) {
		t.Errorf("an import kept across a new pack: %q, want %q", got, given)
	}
}

// TestPackRefused checks that a pack that is not one, or a broken one,
// leaves the database as it was.
func TestPackRefused(t *testing.T) {
	ctx := context.Background()
	s := openTestStore(t)
	before := packLines(t, s)
	packed := testPack(t)
	for name, data := range map[string][]byte{
		"not xz":    []byte("{}\n"),
		"truncated": packed[:len(packed)/2],
	} {
		if _, err := s.LoadPack(ctx, bytes.NewReader(data), "x"); err == nil {
			t.Errorf("%s: loaded", name)
		}
		if after := packLines(t, s); after != before {
			t.Errorf("%s: the database changed", name)
		}
	}
}

// TestLowerGC: a pack's load lowers the collector's goal, never raises
// it, and the goal comes back when the last of the loads under way ends.
func TestLowerGC(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	restore1 := lowerGC()
	if got := debug.SetGCPercent(packGCPercent); got != packGCPercent {
		t.Errorf("during a load: GOGC %d, want %d", got, packGCPercent)
	}
	restore2 := lowerGC()
	restore1()
	if got := debug.SetGCPercent(packGCPercent); got != packGCPercent {
		t.Errorf("during the second of two loads: GOGC %d, want %d", got, packGCPercent)
	}
	restore2()
	if got := debug.SetGCPercent(10); got != 100 {
		t.Errorf("after the loads: GOGC %d, want 100", got)
	}
	restore := lowerGC()
	if got := debug.SetGCPercent(10); got != 10 {
		t.Errorf("during a load from GOGC 10: %d", got)
	}
	restore()
	if got := debug.SetGCPercent(-1); got != 10 {
		t.Errorf("after a load from GOGC 10: %d", got)
	}
	restore = lowerGC()
	if got := debug.SetGCPercent(-1); got != -1 {
		t.Errorf("during a load with the collector off: GOGC %d", got)
	}
	restore()
}
