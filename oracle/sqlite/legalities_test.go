package sqlite

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/dump"
)

// TestLegalitiesTrimmedCopy checks that a copy stating the Commander
// status alone (the 2025 Scryfall files, trimmed to legal_in_commander)
// changes the card's Commander status and keeps its status in every other
// format, for the card's object and for search; a later full snapshot
// replaces them all; and that the order of the imports does not matter.
func TestLegalitiesTrimmedCopy(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	s, err := Open(ctx, filepath.Join(dir, "legal.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	write := func(name, body string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	full := func(legalities string) string {
		return `[{"object": "card", "id": "b0000000-0000-0000-0000-000000000001", "oracle_id": "b0000000-0000-0000-0000-000000000002",
			"lang": "en", "name": "Test Bolt", "layout": "normal", "mana_cost": "{R}", "cmc": 1, "type_line": "Instant",
			"oracle_text": "Test Bolt deals 3 damage to any target.", "colors": ["R"], "color_identity": ["R"], "keywords": [],
			"legalities": ` + legalities + `, "set": "tst", "set_name": "Test", "released_at": "2020-01-01", "collector_number": "1"}]`
	}
	trimmed := func(status string) string {
		return `[{"name": "Test Bolt", "mana_cost": "{R}", "type_line": "Instant", "oracle_text": "Test Bolt deals 3 damage to any target.",
			"color_identity": ["R"], "legal_in_commander": "` + status + `"}]`
	}
	importFile := func(id, date, subset, path string) {
		t.Helper()
		src := oracle.Source{ID: id, Title: id, Kind: oracle.SourceSnapshot, Date: oracle.MustDate(date), Subset: subset}
		if _, err := s.Import(ctx, src, func(add func(oracle.SnapshotCard) error) error {
			_, err := dump.Decode(ctx, []string{path}, func(r dump.Record) error { return add(r.SnapshotCard(src)) })
			return err
		}); err != nil {
			t.Fatalf("import %s: %v", id, err)
		}
	}
	check := func(when string, want map[string]string, finds map[string]bool) {
		t.Helper()
		_, ident, err := s.CardWithIdentity(ctx, "Test Bolt", nil)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(ident.Legalities, want) {
			t.Errorf("%s: legalities %v, want %v", when, ident.Legalities, want)
		}
		for q, want := range finds {
			got, err := run(t, s, q, nil, oracle.SearchOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if (len(got) == 1) != want {
				t.Errorf("%s: %s finds %q", when, q, got)
			}
		}
	}
	importFile("scryfall-2022-01-01", "2022-01-01", "",
		write("full.json", full(`{"legacy": "legal", "modern": "legal", "vintage": "legal", "commander": "legal", "standard": "not_legal"}`)))
	check("after the full snapshot", map[string]string{"legacy": "legal", "modern": "legal", "vintage": "legal", "commander": "legal"},
		map[string]bool{"f:legacy": true, "f:commander": true, "f:standard": false})
	commander := "Commander-legal cards only"
	importFile("scryfall-2025-06-27", "2025-06-27", commander, write("trimmed-1.json", trimmed("banned")))
	check("after a copy stating Commander alone", map[string]string{"legacy": "legal", "modern": "legal", "vintage": "legal", "commander": "banned"},
		map[string]bool{"f:legacy": true, "f:modern": true, "f:commander": false, "banned:commander": true})
	importFile("scryfall-2025-09-25", "2025-09-25", commander, write("trimmed-2.json", trimmed("legal")))
	check("after a second copy stating Commander alone", map[string]string{"legacy": "legal", "modern": "legal", "vintage": "legal", "commander": "legal"},
		map[string]bool{"f:legacy": true, "f:commander": true, "banned:commander": false})
	importFile("scryfall-2026-01-01", "2026-01-01", "", write("full-2.json", full(`{"legacy": "banned", "commander": "legal"}`)))
	check("after a later full snapshot", map[string]string{"legacy": "banned", "commander": "legal"},
		map[string]bool{"f:legacy": false, "banned:legacy": true, "f:modern": false, "f:commander": true})

	// The same snapshots imported newest first (as the history pack is
	// built) give the same legalities.
	if s, err = Open(ctx, filepath.Join(dir, "reversed.db")); err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	importFile("scryfall-2025-09-25", "2025-09-25", commander, filepath.Join(dir, "trimmed-2.json"))
	check("after a copy stating Commander alone, alone", map[string]string{"commander": "legal"},
		map[string]bool{"f:legacy": false, "f:commander": true})
	importFile("scryfall-2025-06-27", "2025-06-27", commander, filepath.Join(dir, "trimmed-1.json"))
	importFile("scryfall-2022-01-01", "2022-01-01", "", filepath.Join(dir, "full.json"))
	check("after the full snapshot imported last", map[string]string{"legacy": "legal", "modern": "legal", "vintage": "legal", "commander": "legal"},
		map[string]bool{"f:legacy": true, "f:modern": true, "f:commander": true, "banned:commander": false})
	importFile("scryfall-2026-01-01", "2026-01-01", "", filepath.Join(dir, "full-2.json"))
	check("after a later full snapshot", map[string]string{"legacy": "banned", "commander": "legal"},
		map[string]bool{"f:legacy": false, "banned:legacy": true, "f:modern": false, "f:commander": true})
}

// TestLegalityFormatNamesNote: a card's legality history notes the names
// sources called the Brawl formats by when they stated them, of the
// formats it shows alone.
func TestLegalityFormatNamesNote(t *testing.T) {
	s := openTestStore(t)
	ctx := context.Background()
	src := oracle.Source{ID: "snap-2022", Title: "snap", Kind: oracle.SourceSnapshot, Date: oracle.MustDate("2022-04-25")}
	_, err := s.Import(ctx, src, func(add func(oracle.SnapshotCard) error) error {
		c := oracle.Card{Name: "Test Elves", TypeLine: "Creature — Elf", Oracle: []oracle.Wording{{Source: src.ID, Text: "{T}: Add {G}."}}}
		return add(oracle.SnapshotCard{Card: c, Legalities: map[string]string{"brawl": "legal", "standardbrawl": "legal", "oldschool": "legal"}})
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct{ format, want string }{
		{"", `formats go by today's names: on 2022-04-25 sources called standardbrawl "brawl", and brawl "historicbrawl"`},
		{"brawl", `formats go by today's names: on 2022-04-25 sources called brawl "historicbrawl"`},
		{"oldschool", ""},
	} {
		v, err := s.Legality(ctx, "Test Elves", tt.format)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, n := range v.Notes {
			if strings.HasPrefix(n, "formats go by") {
				got = append(got, n)
			}
		}
		if want := []string{tt.want}; (tt.want == "" && len(got) != 0) || (tt.want != "" && !slices.Equal(got, want)) {
			t.Errorf("format %q: notes %q, want %q", tt.format, v.Notes, tt.want)
		}
		if tt.format != "" && (len(v.Periods) != 1 || v.Periods[0].Format != tt.format) {
			t.Errorf("format %q: periods %+v", tt.format, v.Periods)
		}
	}
}
