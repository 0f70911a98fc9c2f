package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// TestParseReportPerFace checks that the report compares the keywords a
// dump states face by face (MTGJSON) with each face's parse, and those it
// states for a whole card (Scryfall) with the card's faces together.
func TestParseReportPerFace(t *testing.T) {
	dir := t.TempDir()
	set := `{"meta": {"date": "2022-04-25"}, "data": {"code": "ISD", "name": "Innistrad", "releaseDate": "2011-09-30",
	 "type": "expansion", "cards": [
	  {"name": "Delver of Secrets // Insectile Aberration", "faceName": "Delver of Secrets", "side": "a", "layout": "transform",
	   "manaCost": "{U}", "manaValue": 1, "type": "Creature — Human Wizard", "power": "1", "toughness": "1", "colors": ["U"],
	   "colorIdentity": ["U"], "number": "51a", "rarity": "common", "uuid": "delver-a", "keywords": ["Transform"],
	   "identifiers": {"scryfallOracleId": "delver"},
	   "text": "At the beginning of your upkeep, look at the top card of your library. You may reveal that card. If an instant or sorcery card is revealed this way, transform Delver of Secrets."},
	  {"name": "Delver of Secrets // Insectile Aberration", "faceName": "Insectile Aberration", "side": "b", "layout": "transform",
	   "type": "Creature — Human Insect", "power": "3", "toughness": "2", "colors": ["U"], "colorIdentity": ["U"],
	   "number": "51b", "rarity": "common", "uuid": "delver-b", "keywords": ["Flying"], "identifiers": {"scryfallOracleId": "delver"},
	   "text": "Flying"}]}}`
	cards := `[{"name": "Bloodline Keeper // Lord of Lineage", "type_line": "Creature — Vampire // Creature — Vampire",
	  "keywords": ["Flying", "Transform"], "color_identity": ["B"], "card_faces": [
	  {"name": "Bloodline Keeper", "mana_cost": "{2}{B}{B}", "type_line": "Creature — Vampire", "power": "3", "toughness": "3",
	   "oracle_text": "Flying\n{T}: Create a 2/2 black Vampire creature token with flying.\n{B}: Transform Bloodline Keeper. Activate only if you control five or more Vampires."},
	  {"name": "Lord of Lineage", "mana_cost": "", "type_line": "Creature — Vampire", "power": "5", "toughness": "5",
	   "oracle_text": "Flying\nOther Vampire creatures you control get +2/+2.\n{T}: Create a 2/2 black Vampire creature token with flying."}]}]`
	for name, text := range map[string]string{"ISD.json": set, "scryfall.json": cards} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	db := filepath.Join(dir, "oracle.db")
	// The documents alone, not the history pack, under the imports.
	if r := runOracle(t, db, "ingest", dataDir); r.code != 0 {
		t.Fatal(r.stderr)
	}
	if r := runOracle(t, db, "import", filepath.Join(dir, "ISD.json")); r.code != 0 {
		t.Fatalf("import: exit %d: %s", r.code, r.stderr)
	}
	if r := runOracle(t, db, "import", filepath.Join(dir, "scryfall.json"), "--date", "2025-09-25"); r.code != 0 {
		t.Fatalf("import: exit %d: %s", r.code, r.stderr)
	}
	r := runOracle(t, db, "parse", "--report", "--json")
	var report struct {
		Disagreements []struct{ Card, Keyword, Side string } `json:"disagreements"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &report); err != nil {
		t.Fatalf("%v: %s", err, r.stderr)
	}
	for _, d := range report.Disagreements {
		switch d.Card {
		case "Delver of Secrets", "Insectile Aberration", "Delver of Secrets // Insectile Aberration",
			"Bloodline Keeper", "Lord of Lineage", "Bloodline Keeper // Lord of Lineage":
			t.Errorf("disagreement on %s: %s only %q", d.Card, d.Side, d.Keyword)
		}
	}
}
