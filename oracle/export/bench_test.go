package export_test

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/dump"
	"github.com/mtgoracle/oracle/oracle/export"
	"github.com/mtgoracle/oracle/oracle/sqlite"
)

// poolStore is a database holding testdata and the 2022 MTGJSON pool: the
// one ORACLE_EXPORT_DB names, else one imported here (a minute or two),
// skipping when the shared card data is absent.
func poolStore(b *testing.B) *sqlite.Store {
	b.Helper()
	ctx := context.Background()
	if path := os.Getenv("ORACLE_EXPORT_DB"); path != "" {
		store, err := sqlite.Open(ctx, path)
		if err != nil {
			b.Fatal(err)
		}
		b.Cleanup(func() { store.Close() })
		return store
	}
	sets := filepath.Join("..", "..", "..", "shared", "carddata", "mtgjson-v5-sets-2022-04-25")
	if _, err := os.Stat(sets); err != nil {
		b.Skipf("card data not found at %s (or set ORACLE_EXPORT_DB to an imported database): %v", sets, err)
	}
	store := newStore(b, filepath.Join("testdata", "data"))
	src := oracle.Source{ID: "mtgjson-2022-04-25", Title: "MTGJSON 5.2.0 set files", Kind: oracle.SourceSnapshot,
		Date: oracle.MustDate("2022-04-25")}
	_, err := store.Import(ctx, src, func(add func(oracle.SnapshotCard) error) error {
		_, err := dump.Decode(ctx, []string{sets}, func(r dump.Record) error { return add(r.SnapshotCard(src)) })
		return err
	})
	if err != nil {
		b.Fatal(err)
	}
	return store
}

// BenchmarkExportPool exports the whole 2022 pool in every format, and
// reports cards per second and the largest heap seen during the export:
// it stays flat because the export holds one card at a time.
func BenchmarkExportPool(b *testing.B) {
	store := poolStore(b)
	for _, format := range export.Formats {
		b.Run(format, func(b *testing.B) {
			b.ReportAllocs()
			cards, peak := 0, uint64(0)
			var ms runtime.MemStats
			for b.Loop() {
				w, err := export.New(format, io.Discard, export.Options{Dir: b.TempDir()})
				if err != nil {
					b.Fatal(err)
				}
				err = export.Run(context.Background(), store, oracle.ExportOptions{}, w, func(done, _ int) {
					cards = done
					if done%2000 == 0 {
						runtime.ReadMemStats(&ms)
						peak = max(peak, ms.HeapAlloc)
					}
				})
				if err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(cards)*float64(b.N)/b.Elapsed().Seconds(), "cards/s")
			b.ReportMetric(float64(peak)/(1<<20), "peak-heap-MiB")
		})
	}
}
