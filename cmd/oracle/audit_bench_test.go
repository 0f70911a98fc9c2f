package main

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// auditBenchDumps are the card data dumps of the full imported history,
// oldest first, with the date to give those that state none.
var auditBenchDumps = []struct{ path, date string }{
	{"cockatrice-cards-2009-07-31.xml.gz", "2009-07-31"},
	{"mtgjson-v3-seed-sets-2013-12-25", "2013-12-25"},
	{"mtgjson-v3-seed-sets-2015-12-30", "2015-12-30"},
	{"mtgjson-v3-seed-sets-2017-12-06", "2017-12-06"},
	{"mtgjson-v3-sets-2018-11-07", "2018-11-07"},
	{"mtgjson-v4-sets-2019-07-21", "2019-07-21"},
	{"mtgjson-v5-sets-2022-04-25", ""},
	{"mtgjson-v5-FDN-2025-01-01.json.gz", ""},
	{"scryfall-commander-legal-2025-06-27.json.gz", "2025-06-27"},
	{"scryfall-commander-legal-2025-09-25.json.gz", "2025-09-25"},
}

// auditBenchDB is the database the audit benchmark reads: ORACLE_AUDIT_DB
// when set (a database with the history already imported), else one built
// here from ../../shared/carddata, which takes minutes.
func auditBenchDB(b *testing.B) string {
	if db := os.Getenv("ORACLE_AUDIT_DB"); db != "" {
		return db
	}
	dir := filepath.Join("..", "..", "..", "shared", "carddata")
	if _, err := os.Stat(dir); err != nil {
		b.Skipf("no card data in %s and no ORACLE_AUDIT_DB: %v", dir, err)
	}
	db := filepath.Join(b.TempDir(), "audit.db")
	for _, d := range auditBenchDumps {
		args := []string{"--db", db, "import", filepath.Join(dir, d.path)}
		if d.date != "" {
			args = append(args, "--date", d.date)
		}
		if code := run(context.Background(), args, io.Discard, os.Stderr); code != 0 {
			b.Fatalf("import %s: exit %d", d.path, code)
		}
	}
	return db
}

// BenchmarkAudit runs oracle audit over the whole imported history.
func BenchmarkAudit(b *testing.B) {
	db := auditBenchDB(b)
	for _, format := range []string{"json", "text"} {
		b.Run(format, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if code := run(context.Background(), []string{"--db", db, "audit", "--format", format}, io.Discard, io.Discard); code != 0 {
					b.Fatalf("audit: exit %d", code)
				}
			}
		})
	}
}
