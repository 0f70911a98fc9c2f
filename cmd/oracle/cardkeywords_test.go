package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// TestCardKeywordsNeverStated imports a trimmed copy that states no
// keywords of a card no other source knows: its answer, now and as of a
// date, gives the keywords worked out from its wording, keyword actions
// among them, and says they are derived; kw: finds it by them.
func TestCardKeywordsNeverStated(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "oracle.db")
	list := filepath.Join(dir, "trimmed.json")
	if err := os.WriteFile(list, []byte(`[{"name": "Keyword Test Lookout", "mana_cost": "{2}{U}", "type_line": "Creature — Bird Scout",
		"oracle_text": "Flying\nWhen this creature enters, scry 2.", "power": "1", "toughness": "3",
		"color_identity": ["U"], "legal_in_commander": "legal"}]`), 0o644); err != nil {
		t.Fatal(err)
	}
	if r := runOracle(t, db, "import", list, "--date", "2025-12-01", "--source-id", "trimmed-2025-12-01"); r.code != 0 {
		t.Fatalf("import: %s", r.stderr)
	}
	for _, args := range [][]string{
		{"card", "Keyword Test Lookout", "--json"},
		{"card", "Keyword Test Lookout", "--json", "--as-of", "2025-12-02"},
	} {
		r := runOracle(t, db, args...)
		var v struct {
			Keywords []string `json:"keywords"`
			Derived  []string `json:"derived"`
		}
		if r.code != 0 {
			t.Fatalf("%v: exit %d\n%s", args, r.code, r.stderr)
		}
		if err := json.Unmarshal([]byte(r.stdout), &v); err != nil {
			t.Fatalf("%v: %v\n%s", args, err, r.stdout)
		}
		if !slices.Equal(v.Keywords, []string{"Flying", "Scry"}) || !slices.Contains(v.Derived, "keywords") {
			t.Errorf("%v: keywords %q, derived %q; want [Flying Scry], derived keywords", args, v.Keywords, v.Derived)
		}
	}
	// a search by keyword finds it by those keywords, with a date and
	// without
	for _, args := range [][]string{
		{"search", `kw:scry !"Keyword Test Lookout"`, "--json"},
		{"search", `kw:scry !"Keyword Test Lookout"`, "--json", "--as-of", "2025-12-02"},
	} {
		r := runOracle(t, db, args...)
		var found struct {
			Cards []struct {
				Name string `json:"name"`
			} `json:"cards"`
		}
		if r.code != 0 {
			t.Fatalf("%v: exit %d\n%s", args, r.code, r.stderr)
		}
		if err := json.Unmarshal([]byte(r.stdout), &found); err != nil {
			t.Fatalf("%v: %v\n%s", args, err, r.stdout)
		}
		if len(found.Cards) != 1 || found.Cards[0].Name != "Keyword Test Lookout" {
			t.Errorf("%v: found %+v, want Keyword Test Lookout", args, found.Cards)
		}
	}
}
