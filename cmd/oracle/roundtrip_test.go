package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestYAMLRoundTrip exports cards as YAML, ingests the export into another
// database and exports again: the two exports agree. The pool holds a
// reversible printing, whose two faces share a name: it is imported as the
// one card it prints.
func TestYAMLRoundTrip(t *testing.T) {
	dir := t.TempDir()
	face := func(side, flavor string) string {
		return `{"name": "Krark's Thumb // Krark's Thumb", "faceName": "Krark's Thumb", "side": "` + side + `",
		 "layout": "reversible_card", "manaCost": "{2}", "manaValue": 2, "type": "Legendary Artifact", "types": ["Artifact"],
		 "supertypes": ["Legendary"], "colors": [], "colorIdentity": [], "number": "383", "rarity": "rare",
		 "uuid": "thumb-` + side + `", "identifiers": {"scryfallId": "thumb"}, "flavorText": "` + flavor + `",
		 "text": "If you would flip a coin, instead flip two coins and ignore one."}`
	}
	set := `{"meta": {"date": "2022-04-25"}, "data": {"code": "SLD", "name": "Secret Lair Drop", "releaseDate": "2022-04-22",
	 "type": "box", "cards": [` + face("a", "A music box.") + `, ` + face("b", "Good luck.") + `,
	  {"name": "Dawn Sentry", "layout": "normal", "manaCost": "{W}", "manaValue": 1, "type": "Creature — Spirit", "types": ["Creature"],
	   "power": "1", "toughness": "1", "colors": ["W"], "colorIdentity": ["W"], "number": "2", "rarity": "common", "uuid": "sentry",
	   "text": "Flying", "keywords": ["Flying"], "identifiers": {"scryfallOracleId": "sentry"}}]}}`
	if err := os.WriteFile(filepath.Join(dir, "SLD.json"), []byte(set), 0o644); err != nil {
		t.Fatal(err)
	}
	first, second := filepath.Join(dir, "first.db"), filepath.Join(dir, "second.db")
	// The documents alone, not the history pack, under the import.
	if r := runOracle(t, first, "ingest", dataDir); r.code != 0 {
		t.Fatal(r.stderr)
	}
	if r := runOracle(t, first, "import", filepath.Join(dir, "SLD.json")); r.code != 0 {
		t.Fatalf("import: exit %d: %s", r.code, r.stderr)
	}
	data := filepath.Join(dir, "data")
	if err := os.Mkdir(data, 0o755); err != nil {
		t.Fatal(err)
	}
	if r := runOracle(t, first, "export", "--format", "yaml", "--out", filepath.Join(data, "cards.yaml")); r.code != 0 {
		t.Fatalf("export: exit %d: %s", r.code, r.stderr)
	}
	exported, err := os.ReadFile(filepath.Join(data, "cards.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	// A reversible printing prints one card on both sides: it is that card.
	if !strings.Contains(string(exported), "name: Krark's Thumb\n") || strings.Contains(string(exported), "Krark's Thumb // ") {
		t.Fatalf("the export lacks the reversible card as one card:\n%s", exported)
	}
	if r := runOracle(t, second, "validate", data); r.code != 0 {
		t.Fatalf("validate: exit %d: %s", r.code, r.stderr)
	}
	if r := runOracle(t, second, "ingest", data); r.code != 0 {
		t.Fatalf("ingest: exit %d: %s", r.code, r.stderr)
	}
	again := filepath.Join(dir, "again.yaml")
	if r := runOracle(t, second, "export", "--format", "yaml", "--out", again); r.code != 0 {
		t.Fatalf("export: exit %d: %s", r.code, r.stderr)
	}
	got, err := os.ReadFile(again)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != string(exported) {
		t.Errorf("the export of the ingested export differs:\n%s\nwant:\n%s", got, exported)
	}
}
