package main

import (
	"path/filepath"
	"testing"
)

// rulesCorpusDB is a database of the data directory with every version of
// the Comprehensive Rules in the card data imported.
func rulesCorpusDB(b *testing.B) string {
	b.Helper()
	files, _ := filepath.Glob(filepath.Join(sharedCarddata(b), "comprules", "*.txt*"))
	if len(files) == 0 {
		b.Skip("no Comprehensive Rules files in the card data")
	}
	db := filepath.Join(b.TempDir(), "oracle.db")
	if r := runOracle(b, db, "ingest", dataDir); r.code != 0 {
		b.Fatal(r.stderr)
	}
	if r := runOracle(b, db, append([]string{"import"}, files...)...); r.code != 0 {
		b.Fatal(r.stderr)
	}
	return db
}

// BenchmarkProcess compares whole processes: rule REF --as-of D with card
// NAME, on one database.
func BenchmarkProcess(b *testing.B) {
	db := rulesCorpusDB(b)
	for _, bm := range []struct {
		name string
		args []string
	}{
		{"card", []string{"card", "Curfew"}},
		{"rule-as-of", []string{"rule", "702.19b", "--as-of", "2018-01-01"}},
		{"rule-keyword", []string{"rule", "trample"}},
	} {
		b.Run(bm.name, func(b *testing.B) {
			for b.Loop() {
				cmd := oracleProcess(append([]string{"--db", db}, bm.args...)...)
				if out, err := cmd.CombinedOutput(); err != nil {
					b.Fatalf("%v: %s", err, out)
				}
			}
		})
	}
}

// BenchmarkRulesDiff compares two versions four years apart, the largest
// diff of the card data's versions, in process.
func BenchmarkRulesDiff(b *testing.B) {
	db := rulesCorpusDB(b)
	for b.Loop() {
		if r := runOracle(b, db, "rules", "diff", "2022-04-29", "2026-02-27"); r.code != 0 {
			b.Fatal(r.stderr)
		}
	}
}
