package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestLegalityListsLegalIn imports a full Scryfall snapshot, then a file
// of the Commander-legal cards later than every snapshot the history pack
// holds, marked --lists-legal-in commander, that leaves out Fire // Ice: legality, card and search take the card as not
// legal in Commander from the list's date, and say why; sources shows
// the mark.
func TestLegalityListsLegalIn(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "oracle.db")
	list := filepath.Join(dir, "commander-legal.json")
	if err := os.WriteFile(list, []byte(`[{"name": "Skyship Weatherlight", "mana_cost": "{4}", "type_line": "Legendary Artifact",
		"oracle_text": "", "color_identity": [], "legal_in_commander": "legal"}]`), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"import", fixtures + "scryfall-cards.json", "--date", "2022-01-01", "--source-id", "full-2022-01-01"},
		{"import", list, "--date", "2025-12-01", "--source-id", "list-2025-12-01", "--lists-legal-in", "Commander"},
	} {
		if r := runOracle(t, db, args...); r.code != 0 {
			t.Fatalf("%v: %s", args, r.stderr)
		}
	}
	why := "banned or not legal: list-2025-12-01 lists the cards legal in commander only, and not this card"
	r := runOracle(t, db, "legality", "Fire // Ice", "--format", "commander")
	if r.code != 0 || !strings.Contains(r.stdout, "until between 2025-09-25 and 2025-12-01") ||
		!strings.Contains(r.stdout, "commander not legal   from between 2025-09-25 and 2025-12-01 on ("+why+")") {
		t.Errorf("legality: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	r = runOracle(t, db, "card", "Fire // Ice")
	if r.code != 0 || !strings.Contains(r.stdout, "not legal in commander as of 2025-12-01 ("+why+")") {
		t.Errorf("card: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	for q, want := range map[string]string{`f:commander !"Fire // Ice"`: "0 cards", `f:commander !"Skyship Weatherlight"`: "1 card"} {
		if r := runOracle(t, db, "search", q); r.code != 0 || !strings.Contains(r.stdout, want) {
			t.Errorf("search %s: exit %d, want %s\n%s%s", q, r.code, want, r.stdout, r.stderr)
		}
	}
	if r := runOracle(t, db, "search", `f:commander !"Fire // Ice"`, "--as-of", "2025-10-01"); r.code != 0 || !strings.Contains(r.stdout, "1 card") {
		t.Errorf("search as of 2025-10-01: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	if r := runOracle(t, db, "sources"); r.code != 0 || !strings.Contains(r.stdout, "lists exactly the cards legal in commander") {
		t.Errorf("sources: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
}
