package export_test

import (
	"context"
	"encoding/csv"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/dump"
	"github.com/mtgoracle/oracle/oracle/sqlite"
)

// keywordSet is an MTGJSON v5 set file printed in 2002 whose snapshot
// (2022) states its cards' keywords: keyword abilities, an ability word,
// none, a flip card's two faces'.
const keywordSet = `{"meta": {"date": "2022-04-25", "version": "5.2.0"},
"data": {"code": "TST", "name": "Test Set", "releaseDate": "2002-02-04", "type": "expansion", "baseSetSize": 5, "cards": [
{"name": "Mystic Sentry", "layout": "normal", "manaCost": "{2}{G}{W}", "manaValue": 4, "colors": ["G", "W"], "colorIdentity": ["G", "W"],
 "type": "Creature — Human Mystic", "originalType": "Creature — Human Mystic", "power": "3", "toughness": "3",
 "text": "Protection from black\nThreshold — Mystic Sentry gets +3/+3 as long as seven or more cards are in your graveyard.",
 "originalText": "Protection from black\nThreshold — Mystic Sentry gets +3/+3 as long as seven or more cards are in your graveyard.",
 "keywords": ["Protection", "Threshold"], "legalities": {"legacy": "Legal"}, "number": "1", "setCode": "TST", "uuid": "sentry", "identifiers": {}},
{"name": "Angel of Tests", "layout": "normal", "manaCost": "{3}{W}{W}", "manaValue": 5, "colors": ["W"], "colorIdentity": ["W"],
 "type": "Creature — Angel", "originalType": "Creature — Angel", "power": "4", "toughness": "4",
 "text": "Flying, vigilance", "originalText": "Flying, vigilance",
 "keywords": ["Flying", "Vigilance"], "legalities": {"legacy": "Legal"}, "number": "2", "setCode": "TST", "uuid": "angel", "identifiers": {}},
{"name": "Plain Bear", "layout": "normal", "manaCost": "{1}{G}", "manaValue": 2, "colors": ["G"], "colorIdentity": ["G"],
 "type": "Creature — Bear", "originalType": "Creature — Bear", "power": "2", "toughness": "2",
 "legalities": {"legacy": "Legal"}, "number": "3", "setCode": "TST", "uuid": "bear", "identifiers": {}},
{"name": "Tender Novice // Hard Master", "faceName": "Tender Novice", "side": "a", "layout": "flip", "manaCost": "{1}{W}", "manaValue": 2,
 "colors": ["W"], "colorIdentity": ["W"], "type": "Creature — Human Samurai", "originalType": "Creature — Human Samurai", "power": "1", "toughness": "1",
 "text": "First strike", "originalText": "First strike", "keywords": ["First strike", "Bushido"],
 "legalities": {"legacy": "Legal"}, "number": "4", "setCode": "TST", "uuid": "novice", "identifiers": {}},
{"name": "Tender Novice // Hard Master", "faceName": "Hard Master", "side": "b", "layout": "flip", "manaCost": "{1}{W}", "manaValue": 2,
 "colors": ["W"], "colorIdentity": ["W"], "type": "Legendary Creature — Human Samurai", "originalType": "Legendary Creature — Human Samurai", "power": "3", "toughness": "3",
 "text": "Bushido 2", "originalText": "Bushido 2", "keywords": ["First strike", "Bushido"],
 "legalities": {"legacy": "Legal"}, "number": "4", "setCode": "TST", "uuid": "master", "identifiers": {}}
]}}`

// keywordStore is the sample database with keywordSet imported as a
// snapshot of 2022-04-25, which gives its cards a field history.
func keywordStore(t *testing.T) *sqlite.Store {
	t.Helper()
	ctx := context.Background()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "TST.json"), []byte(keywordSet), 0o644); err != nil {
		t.Fatal(err)
	}
	store := sampleStore(t)
	src := oracle.Source{ID: "mtgjson-test-2022-04-25", Title: "test set", Kind: oracle.SourceSnapshot, Date: oracle.MustDate("2022-04-25")}
	_, err := store.Import(ctx, src, func(add func(oracle.SnapshotCard) error) error {
		_, err := dump.Decode(ctx, []string{dir}, func(r dump.Record) error { return add(r.SnapshotCard(src)) })
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return store
}

// formatKeywords read each card's keywords, by name, out of an export in
// each format that writes them.
var formatKeywords = map[string]func(t *testing.T, out string) map[string][]string{
	"json": func(t *testing.T, out string) map[string][]string {
		var file struct{ Data []keywordsOf }
		unmarshal(t, out, &file)
		return byName(file.Data)
	},
	"jsonl": func(t *testing.T, out string) map[string][]string {
		var cards []keywordsOf
		for line := range strings.Lines(out) {
			var c keywordsOf
			unmarshal(t, line, &c)
			cards = append(cards, c)
		}
		return byName(cards)
	},
	"csv": func(t *testing.T, out string) map[string][]string {
		rows, err := csv.NewReader(strings.NewReader(out)).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		name, keywords := slices.Index(rows[0], "name"), slices.Index(rows[0], "keywords")
		got := map[string][]string{}
		for _, row := range rows[1:] {
			got[row[name]] = split(row[keywords], ", ")
		}
		return got
	},
	"scryfall": func(t *testing.T, out string) map[string][]string {
		var cards []keywordsOf
		unmarshal(t, out, &cards)
		return byName(cards)
	},
	"mtgjson": func(t *testing.T, out string) map[string][]string {
		var file struct {
			Data map[string][]struct {
				Keywords []string `json:"keywords"`
			}
		}
		unmarshal(t, out, &file)
		got := map[string][]string{}
		for name, faces := range file.Data {
			got[name] = []string{}
			for _, f := range faces {
				got[name] = append(got[name], f.Keywords...)
			}
		}
		return got
	},
	"postgres": func(t *testing.T, out string) map[string][]string {
		_, rows, _ := strings.Cut(out, "\nCOPY cards (")
		header, rows, _ := strings.Cut(rows, "\n")
		rows, _, _ = strings.Cut(rows, "\n\\.\n")
		columns := strings.Split(strings.TrimSuffix(header, ") FROM stdin;"), ", ")
		name, keywords := slices.Index(columns, "name"), slices.Index(columns, "keywords")
		got := map[string][]string{}
		for row := range strings.Lines(rows) {
			cols := strings.Split(strings.TrimSuffix(row, "\n"), "\t")
			array := strings.TrimSuffix(strings.TrimPrefix(cols[keywords], `{"`), `"}`)
			got[cols[name]] = split(strings.TrimPrefix(array, "{}"), `","`)
		}
		return got
	},
}

type keywordsOf struct {
	Name     string   `json:"name"`
	Keywords []string `json:"keywords"`
}

func byName(cards []keywordsOf) map[string][]string {
	got := map[string][]string{}
	for _, c := range cards {
		got[c.Name] = c.Keywords
	}
	return got
}

func split(s, sep string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(s, sep)
}

func unmarshal(t *testing.T, s string, v any) {
	t.Helper()
	if err := json.Unmarshal([]byte(s), v); err != nil {
		t.Fatalf("%v: %.200s", err, s)
	}
}

// TestExportKeywordsAsOf: as of a date, every format that writes keywords
// gives each card the keywords its answer gives then: those a source
// stated by then, else those worked out from the wording in force.
func TestExportKeywordsAsOf(t *testing.T) {
	ctx := context.Background()
	store := keywordStore(t)
	names := []string{"Mystic Sentry", "Angel of Tests", "Plain Bear", "Tender Novice // Hard Master", "Curfew"}
	for _, tc := range []struct {
		asOf    string
		derived bool // whether some card's keywords are worked out then
	}{{"2001-01-01", false}, {"2010-06-01", true}, {"2023-01-01", false}} {
		asOf := oracle.MustDate(tc.asOf)
		want := map[string][]string{}
		derived := 0
		for _, name := range names {
			v, err := store.Card(ctx, name, &asOf)
			if err != nil {
				t.Fatal(err)
			}
			if v.FirstKnown != nil {
				continue // not exported: no wording known then
			}
			want[v.Name] = v.Keywords
			if slices.Contains(v.Derived, "keywords") && len(v.Keywords) > 0 {
				derived++
			}
		}
		if tc.derived != (derived > 0) {
			t.Fatalf("as of %s, %d answers with worked-out keywords", tc.asOf, derived)
		}
		// an ability word is a keyword, as the snapshot states it
		if w := want["Mystic Sentry"]; w != nil && !slices.Contains(w, "Threshold") {
			t.Errorf("as of %s, Mystic Sentry's keywords %q, without Threshold", tc.asOf, w)
		}
		for format, read := range formatKeywords {
			got := read(t, exportTo(t, store, format, oracle.ExportOptions{Names: names, AsOf: &asOf}, false))
			if len(got) != len(want) {
				t.Errorf("%s as of %s: %d cards, the answers %d", format, tc.asOf, len(got), len(want))
			}
			for name, kw := range want {
				g, ok := got[name]
				if !ok {
					t.Errorf("%s as of %s: no %s", format, tc.asOf, name)
					continue
				}
				if !slices.Equal(sorted(g), sorted(kw)) {
					t.Errorf("%s as of %s: %s keywords %q, the answer's %q", format, tc.asOf, name, g, kw)
				}
			}
		}
	}
}

// TestExportKeywordsNoted: a json card as of a date whose keywords are
// worked out says so as its answer does, and the yaml export, which holds
// what sources state, gives them to none.
func TestExportKeywordsNoted(t *testing.T) {
	ctx := context.Background()
	store := keywordStore(t)
	asOf := oracle.MustDate("2010-06-01")
	const name = "Angel of Tests"
	v, err := store.Card(ctx, name, &asOf)
	if err != nil {
		t.Fatal(err)
	}
	note := oracle.DerivedNote(v.Derived, v.AsOf)
	if !slices.Contains(v.Derived, "keywords") || !slices.Contains(v.Notes, note) {
		t.Fatalf("the answer as of %s: derived %q, notes %q", asOf, v.Derived, v.Notes)
	}
	var file struct {
		Data []struct {
			Notes []string `json:"notes"`
		}
	}
	unmarshal(t, exportTo(t, store, "json", oracle.ExportOptions{Names: []string{name}, AsOf: &asOf}, false), &file)
	if len(file.Data) != 1 || !slices.Contains(file.Data[0].Notes, note) {
		t.Errorf("json notes %q, want %q", file.Data, note)
	}
	for _, n := range file.Data[0].Notes {
		if strings.Contains(n, "keywords") && n != note {
			t.Errorf("json note %q beside %q", n, note)
		}
	}
	if y := exportTo(t, store, "yaml", oracle.ExportOptions{Names: []string{name}, AsOf: &asOf}, false); strings.Contains(y, "keywords:") {
		t.Errorf("yaml as of %s gives keywords no source states:\n%s", asOf, y)
	}
}
