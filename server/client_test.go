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
	// Small pages, so that the client follows next_page several times;
	// a dump imported on top gives a multi-face card with multiverse ids.
	path := importedDB(t)
	ts := newServerOn(t, path, Options{PageSize: 10})
	const query = "t:creature"
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, node, "client.js", ts.URL, "Ball Lightning", "curfw", query, "keeper of", "apc", "128", "27166", "Lion's Eye Diamond")
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
		Reserved     []bool
		Fuzzy        string
		Missing      string
		ByID         string
		Rulings      int
		Search       []string
		Autocomplete []string
		Collection   []string
		NotFound     []map[string]string
		Random       string
		BySet        struct {
			Name, Set, Number string
			OracleText        *string `json:"oracle_text"`
			Faces             []string
		}
		BySetLang, ByMultiverse string
		CardSet                 struct {
			Code, Name string
			CardCount  int `json:"card_count"`
		}
		Prints, PrintSets, Sets                    []string
		SetByCode                                  string
		SetRulings                                 int
		CardNames, KeywordAbilities, CreatureTypes []string
		Powers                                     []string
		Legal                                      bool
		Formats                                    []string
		Mtgo, Arena, Tcgplayer, NoSet              string
		Forms                                      []string
		FormsNotFound                              []map[string]any
		Symbols                                    []string
		BulkTypes                                  []string
		BulkByID                                   string
		BulkOracleCards, BulkDefaultCards          []string
		BulkUpToDate                               bool
		ParsedMana                                 struct {
			Cost   string
			CMC    float64
			Colors []string
		}
	}
	if err := json.Unmarshal(out, &got); err != nil {
		t.Fatalf("client output %s: %v", out, err)
	}
	store, err := sqlite.OpenReadOnly(ctx, path)
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
	if !slices.Equal(got.Reserved, []bool{false, true}) {
		t.Errorf("reserved: %v, want false for %s and true for Lion's Eye Diamond, a Reserved List card", got.Reserved, want.Name)
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
	fire, err := store.Card(ctx, "Fire // Ice", nil)
	if err != nil {
		t.Fatal(err)
	}
	if got.BySet.Name != "Fire // Ice" || got.BySet.Set != "apc" || got.BySet.Number != "128" || got.BySet.OracleText != nil ||
		len(got.BySet.Faces) != 2 || got.BySet.Faces[0] != fire.Faces[0].OracleText || got.BySet.Faces[1] != fire.Faces[1].OracleText {
		t.Errorf("card by set and number: %+v, want Fire // Ice without oracle_text, its faces' texts", got.BySet)
	}
	if got.BySetLang != "Fire // Ice" || got.ByMultiverse != "Fire // Ice" {
		t.Errorf("by set, number and language %q, by multiverse id %q", got.BySetLang, got.ByMultiverse)
	}
	if got.CardSet.Code != "apc" || got.CardSet.Name != "Apocalypse" || got.CardSet.CardCount == 0 || got.SetByCode != "Apocalypse" {
		t.Errorf("card's set %+v, set by code %q", got.CardSet, got.SetByCode)
	}
	if !slices.Contains(got.Prints, "apc/128") || !slices.Contains(got.PrintSets, "Apocalypse") {
		t.Errorf("prints: %v %v", got.Prints, got.PrintSets)
	}
	if !slices.Contains(got.Sets, "apc") || !slices.Contains(got.Sets, "usg") {
		t.Errorf("sets: %v", got.Sets)
	}
	if !slices.Contains(got.CardNames, "Ball Lightning") || !slices.Contains(got.KeywordAbilities, "Flying") ||
		len(got.CreatureTypes) == 0 || !slices.Contains(got.Powers, "2") {
		t.Errorf("catalogs: %d names, keyword abilities %v, creature types %v, powers %v",
			len(got.CardNames), got.KeywordAbilities, got.CreatureTypes, got.Powers)
	}
	for _, f := range []string{"standard", "pioneer", "modern", "legacy", "vintage", "commander", "pauper", "premodern", "oldschool"} {
		if !slices.Contains(got.Formats, f) {
			t.Errorf("legalities lack %s: %v", f, got.Formats)
		}
	}
	if !got.Legal {
		t.Error("isLegal and isIllegal both false for vintage")
	}
	for name, v := range map[string]string{"mtgo": got.Mtgo, "arena": got.Arena, "tcgplayer": got.Tcgplayer, "unknown set": got.NoSet} {
		if v != "not_found 404" {
			t.Errorf("%s: %q, want not_found 404", name, v)
		}
	}
	if !slices.Contains(got.Symbols, "{W/U}") || !slices.Contains(got.Symbols, "{T}") ||
		got.ParsedMana.Cost != "{2}{W}{W}" || got.ParsedMana.CMC != 4 || !slices.Equal(got.ParsedMana.Colors, []string{"W"}) {
		t.Errorf("symbology: %d symbols, parse-mana %+v", len(got.Symbols), got.ParsedMana)
	}
	cardNames, err := store.CardNames(ctx, "", 1<<20)
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(cardNames)
	if !slices.Equal(got.BulkTypes, []string{"oracle_cards", "default_cards"}) || got.BulkByID != "default_cards" || !got.BulkUpToDate {
		t.Errorf("bulk data: types %v, by id %q, up to date %v", got.BulkTypes, got.BulkByID, got.BulkUpToDate)
	}
	if bulk := slices.Sorted(slices.Values(got.BulkOracleCards)); !slices.Equal(bulk, cardNames) {
		t.Errorf("oracle_cards: %d cards, want the pool's %d", len(bulk), len(cardNames))
	}
	if !slices.Contains(got.BulkDefaultCards, "apc/128") || len(got.BulkDefaultCards) <= len(got.BulkOracleCards) {
		t.Errorf("default_cards: %d printings (apc/128 among them: %v)", len(got.BulkDefaultCards), slices.Contains(got.BulkDefaultCards, "apc/128"))
	}
	// By set and number, multiverse id, name and set, oracle id; not by
	// MTGO id or a set the card is not in.
	if !slices.Equal(got.Forms, []string{"Fire // Ice", "Fire // Ice", "Ball Lightning", "Ball Lightning"}) || len(got.FormsNotFound) != 2 {
		t.Errorf("collection by every form: %v, not found %v", got.Forms, got.FormsNotFound)
	}
}

// testWriter logs what a child process writes to stderr.
type testWriter struct{ t *testing.T }

func (w *testWriter) Write(b []byte) (int, error) {
	w.t.Log(string(b))
	return len(b), nil
}
