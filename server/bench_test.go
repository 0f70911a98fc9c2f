package server

import (
	"github.com/mtgoracle/oracle/oracle/sqlite"
	"io"
	"log/slog"
	"net/http/httptest"
	"testing"
)

// BenchmarkNamed is one exact lookup through the handler, without the
// network: what a named request costs the server.
func BenchmarkNamed(b *testing.B) {
	store, err := sqlite.OpenReadOnly(b.Context(), dbPath)
	if err != nil {
		b.Fatal(err)
	}
	defer store.Close()
	s := New(store, slog.New(slog.NewJSONHandler(io.Discard, nil)), Options{})
	b.ReportAllocs()
	for b.Loop() {
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, httptest.NewRequest("GET", "/cards/named?exact=Karn,+Silver+Golem", nil))
		if rec.Code != 200 {
			b.Fatal(rec.Code, rec.Body)
		}
	}
}
