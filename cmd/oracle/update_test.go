package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
)

// scryfallServer serves a recorded bulk-data index and a small oracle_cards
// file that honours If-None-Match; downloads counts full responses.
func scryfallServer(t *testing.T, downloads *atomic.Int32) *httptest.Server {
	t.Helper()
	cards, err := os.ReadFile(fixtures + "scryfall-cards.json")
	if err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	var srv *httptest.Server
	mux.HandleFunc("/bulk-data", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, `{"object": "list", "has_more": false, "data": [
			{"object": "bulk_data", "type": "oracle_cards", "updated_at": "2025-09-25T09:03:12.345+00:00",
			 "download_uri": "%s/file/oracle-cards.json", "content_type": "application/json"},
			{"object": "bulk_data", "type": "rulings", "updated_at": "2025-09-25T09:00:00.000+00:00",
			 "download_uri": "%s/file/rulings.json"}]}`, srv.URL, srv.URL)
	})
	mux.HandleFunc("/file/oracle-cards.json", func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("User-Agent") == "" {
			http.Error(w, "a User-Agent is required", http.StatusBadRequest)
			return
		}
		if r.Header.Get("If-None-Match") == `"v1"` {
			w.WriteHeader(http.StatusNotModified)
			return
		}
		downloads.Add(1)
		w.Header().Set("ETag", `"v1"`)
		w.Write(cards)
	})
	srv = httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv
}

func TestUpdate(t *testing.T) {
	var downloads atomic.Int32
	srv := scryfallServer(t, &downloads)
	db := filepath.Join(t.TempDir(), "oracle.db")
	cache := t.TempDir()
	update := []string{"update", "--api", srv.URL, "--cache", cache}
	// The documents alone, not the history pack, under the imports.
	if r := runOracle(t, db, "ingest", dataDir); r.code != 0 {
		t.Fatal(r.stderr)
	}

	r := runOracle(t, db, update...)
	if r.code != 0 || !strings.Contains(r.stdout, "imported scryfall-oracle-cards-2025-09-25 (2025-09-25)") {
		t.Fatalf("first update: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	r = runOracle(t, db, append(update, "--json")...)
	if r.code != 0 || !strings.Contains(r.stdout, `"downloaded": false`) || !strings.Contains(r.stdout, `"imported": false`) {
		t.Errorf("second update should neither download nor import: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	if n := downloads.Load(); n != 1 {
		t.Errorf("the file was downloaded %d times, want once", n)
	}
	// A new database imports the cached file without downloading it again.
	r = runOracle(t, filepath.Join(t.TempDir(), "other.db"), update...)
	if r.code != 0 || !strings.Contains(r.stdout, "imported scryfall-oracle-cards-2025-09-25") || downloads.Load() != 1 {
		t.Errorf("update into a new database: exit %d, %d downloads\n%s%s", r.code, downloads.Load(), r.stdout, r.stderr)
	}
	r = runOracle(t, db, "update", "--api", srv.URL, "--cache", cache, "--type", "unique_artwork")
	if r.code != exitError || !strings.Contains(r.stderr, `lists no "unique_artwork" dump`) {
		t.Errorf("unknown dump type: exit %d, %s", r.code, r.stderr)
	}
}
