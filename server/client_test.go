package server

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/search"
	"github.com/mtgoracle/oracle/oracle/sqlite"
)

// TestScryfallClient points scryfall-sdk, a Scryfall client from the npm
// registry, at the server and runs named, fuzzy, id, rulings, search over
// several pages, autocomplete, collection and random calls through it.
// .ci/run installs the client (npm ci in testdata/scryfall-client).
func TestScryfallClient(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed: the Scryfall client test needs Node.js 18 or newer")
	}
	dir := filepath.Join("testdata", "scryfall-client")
	if _, err := os.Stat(filepath.Join(dir, "node_modules", "scryfall-sdk")); err != nil {
		t.Skipf("scryfall-sdk is not installed: run `npm ci --prefix server/%s` (as .ci/run does)", filepath.ToSlash(dir))
	}
	// Small pages, so that the client follows next_page several times.
	ts := newTestServer(t, Options{PageSize: 10})
	const query = "t:creature"
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, node, "client.js", ts.URL, "Ball Lightning", "curfw", query, "keeper of")
	cmd.Dir = dir
	cmd.Stderr = &testWriter{t}
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("client: %v", err)
	}
	var got struct {
		Exact struct {
			Name, ID   string
			ManaCost   string  `json:"mana_cost"`
			TypeLine   string  `json:"type_line"`
			OracleText string  `json:"oracle_text"`
			CMC        float64 `json:"cmc"`
		}
		Fuzzy        string
		Missing      string
		ByID         string
		Rulings      int
		Search       []string
		Autocomplete []string
		Collection   []string
		NotFound     []map[string]string
		Random       string
	}
	if err := json.Unmarshal(out, &got); err != nil {
		t.Fatalf("client output %s: %v", out, err)
	}
	store, err := sqlite.OpenReadOnly(ctx, dbPath)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	want, err := store.Card(ctx, "Ball Lightning", nil)
	if err != nil {
		t.Fatal(err)
	}
	if got.Exact.Name != want.Name || got.Exact.OracleText != want.OracleText || got.Exact.CMC != want.ManaValue ||
		got.Exact.ManaCost != want.ManaCost || got.Exact.TypeLine != want.TypeLine {
		t.Errorf("exact: %+v, want %s %q %v", got.Exact, want.Name, want.OracleText, want.ManaValue)
	}
	if got.Fuzzy != "Curfew" || got.ByID != "Ball Lightning" || got.Missing != "not_found 404" || got.Rulings == 0 {
		t.Errorf("fuzzy %q, by id %q, missing %q, rulings %d", got.Fuzzy, got.ByID, got.Missing, got.Rulings)
	}
	node2, err := search.Parse(query)
	if err != nil {
		t.Fatal(err)
	}
	q, err := search.Check(node2, nil)
	if err != nil {
		t.Fatal(err)
	}
	found, err := store.SearchCards(ctx, q, oracle.SearchOptions{Order: oracle.OrderName})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, c := range found {
		names = append(names, c.Name)
	}
	if len(names) <= 10 || !slices.Equal(got.Search, names) {
		t.Errorf("search %s over pages: %d cards %v, want %d %v", query, len(got.Search), got.Search, len(names), names)
	}
	if !slices.Contains(got.Autocomplete, "Keeper of the Dead") {
		t.Errorf("autocomplete: %v", got.Autocomplete)
	}
	if !slices.Equal(got.Collection, []string{"Ball Lightning", "Ball Lightning"}) || len(got.NotFound) != 1 {
		t.Errorf("collection: %v, not found %v", got.Collection, got.NotFound)
	}
	if got.Random != "string" {
		t.Errorf("random: name of type %s", got.Random)
	}
}

// testWriter logs what a child process writes to stderr.
type testWriter struct{ t *testing.T }

func (w *testWriter) Write(b []byte) (int, error) {
	w.t.Log(string(b))
	return len(b), nil
}
