package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mtgoracle/oracle/oracle"
)

// TestCorpusHistory imports real dumps out of date order and checks that
// the wording changes land between the right snapshots.
func TestCorpusHistory(t *testing.T) {
	if testing.Short() {
		t.Skip("imports seven real dumps; skipped with -short")
	}
	carddata := sharedCarddata(t)
	db := filepath.Join(t.TempDir(), "oracle.db")
	// The documents alone, not the history pack, under the imports.
	if r := runOracle(t, db, "ingest", dataDir); r.code != 0 {
		t.Fatal(r.stderr)
	}
	imports := [][]string{
		{"mtgjson-v5-sets-2022-04-25"},
		{"mtgjson-v3-seed-sets-2013-12-25", "--date", "2013-12-25"},
		{"scryfall-commander-legal-2025-09-25.json.gz", "--date", "2025-09-25", "--source-id", "scryfall-commander-2025-09-25"},
		{"mtgjson-v3-sets-2018-11-07", "--date", "2018-11-07"},
		{"mtgjson-v3-seed-sets-2017-12-06", "--date", "2017-12-06"},
		{"mtgjson-v3-seed-sets-2015-12-30", "--date", "2015-12-30"},
		{"mtgjson-v4-sets-2019-07-21", "--date", "2019-07-21"},
	}
	for _, args := range imports {
		args[0] = filepath.Join(carddata, args[0])
		if r := runOracle(t, db, append([]string{"import"}, args...)...); r.code != 0 {
			t.Fatalf("import %v: exit %d: %s", args, r.code, r.stderr)
		}
	}
	tests := []struct {
		card             string
		before, after    string // wording of the snapshots on either side of the change
		beforeText, text string // words each holds
	}{
		{"Curfew", "2017-12-06", "2018-11-07", "he or she", "they control"},
		{"Wall of Junk", "2013-12-25", "2015-12-30", "Whenever Wall of Junk blocks", "When Wall of Junk blocks"},
		{"Karn, Silver Golem", "2019-07-21", "2022-04-25", "converted mana cost", "mana value"},
		{"Skyship Weatherlight", "2022-04-25", "2025-09-25", "enters the battlefield", "enters,"},
	}
	for _, tt := range tests {
		r := runOracle(t, db, "history", tt.card, "--json")
		var events []oracle.Event
		if err := json.Unmarshal([]byte(r.stdout), &events); err != nil {
			t.Fatalf("%s: %v: %s", tt.card, err, r.stderr)
		}
		snapshots := map[string]oracle.Event{}
		for _, e := range events {
			// Two snapshots of one day: the one that saw the change counts.
			if prev, ok := snapshots[e.Date.String()]; e.Kind == oracle.EventSnapshot && (!ok || prev.ChangedAfter == nil) {
				snapshots[e.Date.String()] = e
			}
		}
		before, after := snapshots[tt.before], snapshots[tt.after]
		switch {
		case !strings.Contains(before.Wording, tt.beforeText):
			t.Errorf("%s on %s: %q lacks %q", tt.card, tt.before, before.Wording, tt.beforeText)
		case !strings.Contains(after.Wording, tt.text):
			t.Errorf("%s on %s: %q lacks %q", tt.card, tt.after, after.Wording, tt.text)
		case after.ChangedAfter == nil || after.ChangedAfter.String() != tt.before || after.Change != oracle.ChangeWording:
			t.Errorf("%s: the %s snapshot should record a wording change after %s; got %v %s", tt.card, tt.after, tt.before, after.ChangedAfter, after.Change)
		}
	}
}
