package server

import (
	"io"
	"log/slog"
	"net/http/httptest"
	"os"
	"testing"

	"github.com/mtgoracle/oracle/oracle/sqlite"
)

// benchServer serves, read-only and logging nothing, the database
// ORACLE_BENCH_DB names (a full-history database, say), else the test
// database.
func benchServer(b *testing.B) *Server {
	b.Helper()
	path := dbPath
	if db := os.Getenv("ORACLE_BENCH_DB"); db != "" {
		path = db
	}
	store, err := sqlite.OpenReadOnly(b.Context(), path)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { store.Close() })
	s := New(store, slog.New(slog.NewJSONHandler(io.Discard, nil)), Options{})
	// The pool is read once, before any timing.
	if _, err := s.pool(b.Context()); err != nil {
		b.Fatal(err)
	}
	return s
}

// benchGet answers one request through the handler, without the network,
// worked out: the answers kept from the request before are dropped.
func benchGet(b *testing.B, s *Server, path string) {
	s.answers = answerCache{}
	benchKept(b, s, path)
}

// benchKept answers one request through the handler, from the answers
// kept when it was asked before.
func benchKept(b *testing.B, s *Server, path string) {
	rec := httptest.NewRecorder()
	s.ServeHTTP(rec, httptest.NewRequest("GET", path, nil))
	if rec.Code != 200 {
		b.Fatal(path, rec.Code, rec.Body)
	}
}

// BenchmarkNamed is one exact lookup: what a named request costs the
// server.
func BenchmarkNamed(b *testing.B) {
	s := benchServer(b)
	b.ReportAllocs()
	for b.Loop() {
		benchGet(b, s, "/cards/named?exact=Karn,+Silver+Golem")
	}
}

// BenchmarkNamedKept is an exact lookup answered from the answers kept.
func BenchmarkNamedKept(b *testing.B) {
	s := benchServer(b)
	b.ReportAllocs()
	for b.Loop() {
		benchKept(b, s, "/cards/named?exact=Karn,+Silver+Golem")
	}
}

// BenchmarkSearchPage is a full page of search results (175 cards, each
// with its wording), now and as of a date.
func BenchmarkSearchPage(b *testing.B) {
	s := benchServer(b)
	for name, path := range map[string]string{"current": "/cards/search?q=mv>=0", "as_of": "/cards/search?q=mv>=0&as_of=1999",
		"creature_green": "/cards/search?q=t:creature+c:g", "prints": "/cards/search?q=t:creature+c:g&unique=prints"} {
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				benchGet(b, s, path)
			}
		})
	}
}

// BenchmarkAudit is GET /audit, every change of wording in the database:
// worked out, and kept from the request before.
func BenchmarkAudit(b *testing.B) {
	s := benchServer(b)
	b.Run("worked_out", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			s.audits = auditCache{}
			benchGet(b, s, "/audit")
		}
	})
	b.Run("kept", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			benchGet(b, s, "/audit")
		}
	})
}

// BenchmarkFuzzy is a fuzzy lookup with a typo, through the handler and
// in the name index alone.
func BenchmarkFuzzy(b *testing.B) {
	s := benchServer(b)
	b.Run("request", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			benchGet(b, s, "/cards/named?fuzzy=Karn+Silver+Golme")
		}
	})
	p, err := s.pool(b.Context())
	if err != nil {
		b.Fatal(err)
	}
	for _, q := range []string{"Karn Silver Golme", "jace the mind sculpter", "aust commd", "curfe"} {
		b.Run("index/"+q, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				p.names.Find(q)
			}
		})
	}
}
