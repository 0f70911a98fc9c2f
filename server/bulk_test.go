package server

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"slices"
	"testing"
	"time"

	scryfall "github.com/BlueMonday/go-scryfall"
	"github.com/mtgoracle/oracle/oracle/sqlite"
	"go.uber.org/ratelimit"
)

// TestBulkDataGoClient lists the bulk files through go-scryfall, by list,
// type and id, and downloads each: a JSON array of card objects the client
// decodes, one per card or per printing, as of a date too.
func TestBulkDataGoClient(t *testing.T) {
	ts := newServerOn(t, importedDB(t), Options{})
	client, err := scryfall.NewClient(scryfall.WithBaseURL(ts.URL+"/"), scryfall.WithLimiter(ratelimit.NewUnlimited()))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	items, err := client.ListBulkData(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var types []string
	for _, b := range items {
		types = append(types, b.Type)
		if b.UpdatedAt.IsZero() || b.DownloadURI == "" || b.Name == "" || b.ID == "" || b.ContentEncoding != "gzip" || b.ContentType != "application/json" {
			t.Errorf("bulk item %+v", b)
		}
	}
	if !slices.Equal(types, []string{"oracle_cards", "default_cards"}) {
		t.Fatalf("bulk types %v", types)
	}
	oracleCards, err := client.GetBulkDataByType(ctx, "oracle_cards")
	if err != nil {
		t.Fatal(err)
	}
	byID, err := client.GetBulkDataByID(ctx, oracleCards.ID)
	if err != nil {
		t.Fatal(err)
	}
	if byID != oracleCards || oracleCards != items[0] {
		t.Errorf("by type %+v, by id %+v, listed %+v", oracleCards, byID, items[0])
	}
	_, err = client.GetBulkDataByType(ctx, "all_cards")
	var e *scryfall.Error
	if !errors.As(err, &e) || e.Status != 404 {
		t.Errorf("unknown bulk type: %v", err)
	}

	download := func(uri string) []scryfall.Card {
		t.Helper()
		resp, err := http.Get(uri)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		// Go's client asks for gzip and decodes it (Uncompressed).
		if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "application/json; charset=utf-8" || !resp.Uncompressed {
			t.Fatalf("GET %s: %d %s, gzip decoded %v", uri, resp.StatusCode, resp.Header.Get("Content-Type"), resp.Uncompressed)
		}
		var cards []scryfall.Card
		if err := json.NewDecoder(resp.Body).Decode(&cards); err != nil {
			t.Fatalf("GET %s: %v", uri, err)
		}
		return cards
	}
	cards := download(oracleCards.DownloadURI)
	prints := download(items[1].DownloadURI)
	names := map[string]int{}
	for _, c := range cards {
		names[c.Name]++
	}
	var fire *scryfall.Card
	printed := map[string]bool{}
	for i, c := range prints {
		printed[c.Name] = true
		if c.Name == "Fire // Ice" && c.Set == "apc" {
			fire = &prints[i]
		}
	}
	if len(cards) == 0 || len(names) != len(cards) || len(printed) != len(names) || len(prints) <= len(cards) {
		t.Errorf("oracle_cards: %d objects, %d names; default_cards: %d objects, %d names", len(cards), len(names), len(prints), len(printed))
	}
	if fire == nil || fire.CollectorNumber != "128" || len(fire.CardFaces) != 2 || fire.OracleID == "" {
		t.Errorf("default_cards' Fire // Ice: %+v", fire)
	}

	// As of a date: the file of that date, fewer cards (none printed
	// later), the date in the file's addresses.
	resp, err := http.Get(ts.URL + "/bulk-data/oracle_cards?as_of=1995")
	if err != nil {
		t.Fatal(err)
	}
	var old scryfall.BulkData
	err = json.NewDecoder(resp.Body).Decode(&old)
	resp.Body.Close()
	if err != nil {
		t.Fatal(err)
	}
	if old.UpdatedAt.Format(time.DateOnly) != "1995-12-31" || old.DownloadURI != oracleCards.DownloadURI+"?as_of=1995" {
		t.Errorf("as of 1995: %+v", old)
	}
	if oldCards := download(old.DownloadURI); len(oldCards) == 0 || len(oldCards) >= len(cards) {
		t.Errorf("as of 1995: %d cards, now %d", len(oldCards), len(cards))
	}

	// A client that takes no gzip gets the same file, plain.
	req, err := http.NewRequest(http.MethodGet, oracleCards.DownloadURI, nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Accept-Encoding", "identity")
	resp, err = http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	var plain []scryfall.Card
	err = json.NewDecoder(resp.Body).Decode(&plain)
	resp.Body.Close()
	if err != nil || resp.Header.Get("Content-Encoding") != "" || len(plain) != len(cards) {
		t.Errorf("without gzip: %d cards (want %d), Content-Encoding %q, %v", len(plain), len(cards), resp.Header.Get("Content-Encoding"), err)
	}
}

// TestBulkDownloadOutlivesBudget checks that a bulk file is not bounded
// by the per-request budget, which ends any other request: with a budget
// too short for any read, a search fails while the download is whole.
func TestBulkDownloadOutlivesBudget(t *testing.T) {
	store, err := sqlite.OpenReadOnly(context.Background(), dbPath)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	srv := New(store, slog.New(slog.NewJSONHandler(io.Discard, nil)), Options{})
	srv.budget = time.Nanosecond
	ts := httptest.NewServer(srv)
	defer ts.Close()
	if status, _ := get(t, ts, "/cards/search?q=t:creature"); status != http.StatusServiceUnavailable {
		t.Fatalf("search within a spent budget: %d, want 503", status)
	}
	resp, err := http.Get(ts.URL + "/bulk-data/default_cards/download")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var cards []json.RawMessage
	if err := json.NewDecoder(resp.Body).Decode(&cards); err != nil || resp.StatusCode != 200 || len(cards) == 0 {
		t.Fatalf("download within a spent budget: %d, %d cards, %v", resp.StatusCode, len(cards), err)
	}
}

func TestAcceptsGzip(t *testing.T) {
	for header, want := range map[string]bool{
		"": false, "identity": false, "gzip": true, "GZIP": true, "br, gzip;q=0.5": true,
		"gzip;q=0": false, "gzip; q=0.000, br": false, "deflate, br": false, "x-gzip": false,
	} {
		r := httptest.NewRequest(http.MethodGet, "/", nil)
		r.Header.Set("Accept-Encoding", header)
		if got := acceptsGzip(r); got != want {
			t.Errorf("Accept-Encoding %q: gzip %v, want %v", header, got, want)
		}
	}
}

// TestProgressWriterIdle checks the bound of a bulk file's stream: writes
// keep it going past its idle time, and it is canceled once they stop.
func TestProgressWriterIdle(t *testing.T) {
	const idle = 500 * time.Millisecond
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	pw := newProgressWriter(httptest.NewRecorder(), idle, cancel)
	defer pw.stop()
	start := time.Now()
	for time.Since(start) < 2*idle {
		if _, err := pw.Write([]byte("x")); err != nil {
			t.Fatal(err)
		}
		time.Sleep(10 * time.Millisecond)
	}
	if ctx.Err() != nil || pw.idled() || !pw.started() {
		t.Fatalf("after %v of writes: canceled %v, idled %v, started %v", time.Since(start), ctx.Err(), pw.idled(), pw.started())
	}
	stopped := time.Now()
	select {
	case <-ctx.Done():
	case <-time.After(10 * idle):
		t.Fatal("not canceled after the writes stopped")
	}
	if waited := time.Since(stopped); waited < idle/2 || !pw.idled() {
		t.Errorf("canceled %v after the last write (idle %v), idled %v", waited, idle, pw.idled())
	}
}
