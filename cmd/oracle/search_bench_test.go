package main

import (
	"context"
	"io"
	"os"
	"testing"
)

// BenchmarkSearchPool runs oracle search (open, query, print) over the
// database ORACLE_SEARCH_DB names: one holding a full pool, such as the
// 2022 MTGJSON sets, so that per-answer and per-candidate costs show.
func BenchmarkSearchPool(b *testing.B) {
	db := os.Getenv("ORACLE_SEARCH_DB")
	if db == "" {
		b.Skip("ORACLE_SEARCH_DB names no database to search")
	}
	for _, query := range []string{
		"t:creature kw:echo c:g",
		`o:"draw a card" mv<=2`,
		`o:"comes into play" asof:2005`,
		"changed:2022",
	} {
		b.Run(query, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if code := run(context.Background(), []string{"--db", db, "search", query}, io.Discard, io.Discard); code != 0 {
					b.Fatalf("search %s: exit %d", query, code)
				}
			}
		})
	}
}

// BenchmarkSearchAsOf runs oracle search --as-of (open, query, print)
// over the database ORACLE_SEARCH_DB names, as of asOfBenchDate, with the terms that read a
// card's fields as of the date: types, colors, identity, numbers,
// legality, keywords.
func BenchmarkSearchAsOf(b *testing.B) {
	db := os.Getenv("ORACLE_SEARCH_DB")
	if db == "" {
		b.Skip("ORACLE_SEARCH_DB names no database to search")
	}
	for _, query := range asOfQueries {
		b.Run(query, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if code := run(context.Background(), []string{"--db", db, "search", "--as-of", asOfBenchDate(), query}, io.Discard, io.Discard); code != 0 {
					b.Fatalf("search %s: exit %d", query, code)
				}
			}
		})
	}
}

// asOfQueries are the searches BenchmarkSearchAsOf and
// scripts/bench-asof.sh time.
var asOfQueries = []string{
	"t:creature c:g",
	"pow>=5",
	"tou<=1 t:creature",
	"f:legacy t:instant",
	"banned:vintage",
	"id:wu",
	"mv=3 c:r",
	"kw:flying c:w",
}

// asOfBenchDate is the date BenchmarkSearchAsOf searches as of:
// ORACLE_SEARCH_ASOF, else 2010-01-01, before any source states colors or
// legalities.
func asOfBenchDate() string {
	if d := os.Getenv("ORACLE_SEARCH_ASOF"); d != "" {
		return d
	}
	return "2010-01-01"
}
