package main

import (
	"os"
	"path/filepath"
	"testing"
)

// sharedCarddata is the real card data beside the repository, or "" with a
// skip when it is absent.
func sharedCarddata(tb testing.TB) string {
	tb.Helper()
	dir := filepath.Join("..", "..", "..", "shared", "carddata")
	if env := os.Getenv("ORACLE_SHARED"); env != "" {
		dir = filepath.Join(env, "carddata")
	}
	if _, err := os.Stat(dir); err != nil {
		tb.Skipf("card data not found at %s (set ORACLE_SHARED to the shared directory): %v", dir, err)
	}
	return dir
}

// BenchmarkImportPool imports the 2022 MTGJSON set files, all 579 of them,
// into a new database built from the embedded data.
func BenchmarkImportPool(b *testing.B) {
	sets := filepath.Join(sharedCarddata(b), "mtgjson-v5-sets-2022-04-25")
	b.ReportAllocs()
	for b.Loop() {
		b.StopTimer()
		db := filepath.Join(b.TempDir(), "oracle.db")
		if r := runOracle(b, db, "ingest", dataDir); r.code != 0 {
			b.Fatal(r.stderr)
		}
		b.StartTimer()
		if r := runOracle(b, db, "import", sets); r.code != 0 {
			b.Fatal(r.stderr)
		}
	}
}
