package main

import (
	"context"
	"io"
	"os"
	"testing"
)

// BenchmarkCard runs oracle card, plain and --as-of, text and --json
// (open, look up, print), over the database ORACLE_SEARCH_DB names: the
// cards scripts/bench-card-asof.sh times as whole processes, so that a
// profile shows where a process's answer spends its time.
func BenchmarkCard(b *testing.B) {
	db := os.Getenv("ORACLE_SEARCH_DB")
	if db == "" {
		b.Skip("ORACLE_SEARCH_DB names no database to read")
	}
	for _, c := range []struct{ name, date string }{
		{"Llanowar Elves", "2010-01-01"},
		{"Counterspell", "1998-01-01"},
		{"Bitterblossom", "2009-06-01"},
		{"Fire // Ice", "2010-01-01"},
		{"Jace, the Mind Sculptor", "2019-01-01"},
		{"Time Vault", "2015-01-01"},
		{"Llanowar Elves", ""},
		{"Counterspell", ""},
		{"Time Vault", ""},
	} {
		for _, format := range []string{"text", "json"} {
			args := []string{"--db", db, "card", c.name}
			label := c.name
			if c.date != "" {
				args = append(args, "--as-of", c.date)
				label += " as of " + c.date
			}
			if format == "json" {
				args = append(args, "--json")
			}
			b.Run(label+"/"+format, func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					if code := run(context.Background(), args, io.Discard, io.Discard); code != 0 {
						b.Fatalf("card %s: exit %d", label, code)
					}
				}
			})
		}
	}
}
