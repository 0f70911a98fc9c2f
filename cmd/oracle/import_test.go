package main

import (
	"bytes"
	"compress/gzip"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mtgoracle/oracle/internal/golden"
)

const fixtures = "../../oracle/dump/testdata/"

func TestImport(t *testing.T) {
	db := filepath.Join(t.TempDir(), "oracle.db")
	// The documents alone, not the history pack, under the imports.
	if r := runOracle(t, db, "ingest", dataDir); r.code != 0 {
		t.Fatal(r.stderr)
	}
	// The newer snapshot first: the older one must only add history.
	r := runOracle(t, db, "import", fixtures+"scryfall-cards.json", "--date", "2025-09-25", "--json")
	if r.code != 0 || !strings.Contains(r.stdout, `"source": "scryfall-2025-09-25"`) {
		t.Fatalf("scryfall import: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	r = runOracle(t, db, "import", fixtures+"mtgjson-v5-sets")
	if r.code != 0 || !strings.Contains(r.stdout, "imported mtgjson-2022-04-25 (2022-04-25)") {
		t.Fatalf("mtgjson import: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	r = runOracle(t, db, "card", "Skyship Weatherlight", "--json")
	if !strings.Contains(r.stdout, `"id": "scryfall-2025-09-25"`) {
		t.Errorf("the current wording should stay the 2025 snapshot's:\n%s", r.stdout)
	}
	r = runOracle(t, db, "history", "Skyship Weatherlight")
	for _, want := range []string{"first printing: Planeshift (PLS #133)", "2001-05", "mtgjson-2022-04-25", "scryfall-2025-09-25"} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("history lacks %q:\n%s", want, r.stdout)
		}
	}
	golden.Check(t, "import-history-skyship", r.stdout)
	// a card only a copy trimmed to the Commander status lists
	r = runOracle(t, db, "card", "Kor Outfitter")
	if r.code != 0 || !strings.Contains(r.stdout, "Legalities: legal in commander (scryfall") {
		t.Errorf("a card of the Commander-only copy alone: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	r = runOracle(t, db, "card", "Fire // Ice", "--json")
	if r.code != 0 || !strings.Contains(r.stdout, `"faces"`) {
		t.Errorf("a multi-face card: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
}

func TestImportRefused(t *testing.T) {
	db := filepath.Join(t.TempDir(), "oracle.db")
	if r := runOracle(t, db, "ingest", dataDir); r.code != 0 {
		t.Fatal(r.stderr)
	}
	before, _ := os.ReadFile(db)

	r := runOracle(t, db, "import", fixtures+"scryfall-cards.json")
	if r.code != exitUsage || !strings.Contains(r.stderr, "states no date: give the snapshot's date with --date") {
		t.Errorf("no date: exit %d, %s", r.code, r.stderr)
	}
	r = runOracle(t, db, "import", fixtures+"mtgjson-v5-sets", "--date", "2020-01-01")
	if r.code != exitUsage || !strings.Contains(r.stderr, "disagrees with the dump's own date 2022-04-25") {
		t.Errorf("conflicting date: exit %d, %s", r.code, r.stderr)
	}

	// A truncated gzip stream fails mid-import and leaves the database alone.
	src, err := os.ReadFile(fixtures + "scryfall-cards.json")
	if err != nil {
		t.Fatal(err)
	}
	var gz bytes.Buffer
	w := gzip.NewWriter(&gz)
	w.Write(src)
	w.Close()
	truncated := filepath.Join(t.TempDir(), "cards.json.gz")
	os.WriteFile(truncated, gz.Bytes()[:gz.Len()*2/3], 0o644)
	r = runOracle(t, db, "import", truncated, "--date", "2025-09-25")
	if r.code != exitError || !strings.Contains(r.stderr, truncated) {
		t.Errorf("truncated gzip: exit %d, %s", r.code, r.stderr)
	}
	after, _ := os.ReadFile(db)
	if !bytes.Equal(before, after) {
		t.Error("a failed import changed the database")
	}
}

// TestImportSubset imports a dump that lists part of the card pool: the
// sources say what it covers, and a card it does not list is answered with
// its newest known wording, the subset named.
func TestImportSubset(t *testing.T) {
	db := filepath.Join(t.TempDir(), "oracle.db")
	if r := runOracle(t, db, "ingest", dataDir); r.code != 0 {
		t.Fatal(r.stderr)
	}
	if r := runOracle(t, db, "import", fixtures+"mtgjson-v5-sets"); r.code != 0 {
		t.Fatal(r.stderr)
	}
	r := runOracle(t, db, "import", fixtures+"scryfall-cards.json", "--date", "2025-09-25", "--subset", "--subset-of", "Commander-legal cards only")
	if r.code != 0 {
		t.Fatalf("exit %d\n%s", r.code, r.stderr)
	}
	r = runOracle(t, db, "sources", "--json")
	if !strings.Contains(r.stdout, `"subset": "Commander-legal cards only"`) || strings.Count(r.stdout, `"subset"`) != 1 {
		t.Errorf("the scryfall snapshot alone should cover a subset:\n%s", r.stdout)
	}
	r = runOracle(t, db, "card", "Dawn Sentry", "--json")
	want := "newest known wording (snapshot of 2022-04-25); the later snapshot (scryfall-2025-09-25) covers Commander-legal cards only"
	if !strings.Contains(r.stdout, `"as_of": "newest-known"`) || !strings.Contains(r.stdout, want) {
		t.Errorf("a card the subset does not list:\n%s", r.stdout)
	}
	// --subset alone says a subset of the cards, unnamed.
	r = runOracle(t, db, "import", fixtures+"scryfall-cards.json", "--date", "2025-10-01", "--subset")
	if r.code != 0 {
		t.Fatalf("exit %d\n%s", r.code, r.stderr)
	}
	r = runOracle(t, db, "card", "Dawn Sentry")
	if !strings.Contains(r.stdout, "the later snapshot (scryfall-2025-10-01) covers a subset of the cards") {
		t.Errorf("--subset without a value:\n%s", r.stdout)
	}
}
