package main

import (
	"bytes"
	"database/sql"
	"encoding/json"
	"fmt"
	"github.com/mtgoracle/oracle/oracle/sqlite"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// historyOf is what the commands answer of the cards and sources an import
// touched.
func historyOf(t *testing.T, db string) string {
	return historyOfCards(t, db, true)
}

// historyOfCards is historyOf, with the changes of the cards' fields other
// than the wording when fields is set.
func historyOfCards(t *testing.T, db string, fields bool) string {
	t.Helper()
	var b strings.Builder
	for _, args := range [][]string{{"history", "Skyship Weatherlight", "--json"}, {"history", "Curfew", "--json"}, {"sources", "--json"}} {
		r := runOracle(t, db, args...)
		if r.code != 0 {
			t.Fatalf("%v: exit %d: %s", args, r.code, r.stderr)
		}
		out := r.stdout
		if !fields && args[0] == "history" {
			var events []map[string]any
			if err := json.Unmarshal([]byte(out), &events); err != nil {
				t.Fatal(err)
			}
			events = slices.DeleteFunc(events, func(e map[string]any) bool { return e["kind"] == "field" })
			js, err := json.MarshalIndent(events, "", "  ")
			if err != nil {
				t.Fatal(err)
			}
			out = string(js)
		}
		b.WriteString(out)
	}
	return b.String()
}

// TestUpgradeKeepsImports turns a database with imports back into the
// version 3 the previous release wrote (no application id, no migration
// log, no from_data, a date for all of a card's fields, no printed text
// problems, no face keywords, no printing details, dates or sets, no field
// history, no Comprehensive Rules, no kept audit classes, no keyword
// periods, no list of a format's legal cards, no index of the sources by kind, no list of a
// card's changed fields, no index of the cards whose keywords no snapshot states), built from
// older embedded data, and opens it: it is migrated and loaded with the
// history pack, and keeps the imports: it answers as a new database with
// the same imports.
func TestUpgradeKeepsImports(t *testing.T) {
	imports := [][]string{
		{"import", fixtures + "scryfall-cards.json", "--date", "2025-09-25", "--source-id", "mine-2025-09-25"},
		{"import", fixtures + "mtgjson-v5-sets", "--source-id", "mine-2022-04-25"},
	}
	db := filepath.Join(t.TempDir(), "oracle.db")
	// What the previous release built on first use: the documents.
	for _, args := range append([][]string{{"ingest", dataDir}}, imports...) {
		if r := runOracle(t, db, args...); r.code != 0 {
			t.Fatalf("%v: %s", args, r.stderr)
		}
	}
	if before := historyOf(t, db); !strings.Contains(before, `"mine-2022-04-25"`) {
		t.Fatalf("the import is not in the history:\n%s", before)
	}
	old, err := sql.Open("sqlite", db)
	if err != nil {
		t.Fatal(err)
	}
	old.SetMaxOpenConns(1)
	for _, q := range []string{"DROP INDEX cards_search", "DROP INDEX cards_keywords_unstated", "ALTER TABLE cards DROP COLUMN changed_fields", "DROP INDEX printings_rebalanced", "DROP INDEX sources_kind",
		"DROP TABLE schema_migrations", "ALTER TABLE wordings DROP COLUMN from_data",
		"ALTER TABLE cards RENAME COLUMN field_sources TO fields_date",
		"UPDATE cards SET fields_date = substr(coalesce(json_extract(nullif(fields_date, ''), '$.oracle'), ''), 1, 10)",
		"ALTER TABLE printings DROP COLUMN text_problem", "ALTER TABLE faces DROP COLUMN keywords",
		"ALTER TABLE printings DROP COLUMN artist", "ALTER TABLE printings DROP COLUMN scryfall_id",
		"ALTER TABLE printings DROP COLUMN multiverse_id", "ALTER TABLE printings DROP COLUMN flags",
		"ALTER TABLE printings DROP COLUMN details_by", "ALTER TABLE printings DROP COLUMN dated_by", "DROP TABLE sets",
		"DROP TABLE keyword_periods", "DELETE FROM meta WHERE key = 'keyword_periods'",
		"DROP TABLE change_classes", "DROP TABLE card_field_changes", "DROP TABLE card_fields", "DROP TABLE snapshot_fields",
		"DROP TABLE comp_glossary", "DROP TABLE comp_rules", "DROP TABLE comp_rule_sections", "DROP TABLE comp_rule_versions",
		"ALTER TABLE sources DROP COLUMN subset", "ALTER TABLE sources DROP COLUMN lists_legal_in",
		"UPDATE meta SET value = 'older' WHERE key = 'data_hash'", "DELETE FROM meta WHERE key = 'data_only'",
		// it embedded the documents, so recorded no data directory
		"DELETE FROM meta WHERE key = 'data_dir'",
		"PRAGMA application_id = 0", "PRAGMA user_version = 3"} {
		if _, err := old.Exec(q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	old.Close()
	r := runOracle(t, db, "card", "Curfew")
	if r.code != 0 || !strings.Contains(r.stderr, "updating "+db) {
		t.Fatalf("first use after the upgrade: exit %d, stderr %q", r.code, r.stderr)
	}
	fresh := filepath.Join(t.TempDir(), "fresh.db")
	for _, args := range imports {
		if r := runOracle(t, fresh, args...); r.code != 0 {
			t.Fatalf("%v: %s", args, r.stderr)
		}
	}
	// A release before the field history kept the fields its snapshots
	// stated only where they were the newest: the upgraded database's
	// field history is what that tells (importing the dumps again gives
	// all of it), and its wordings' history is the new database's.
	if got, want := historyOfCards(t, db, false), historyOfCards(t, fresh, false); got != want {
		t.Errorf("the upgraded database answers otherwise than a new one with the same imports:\ngot\n%s\nwant\n%s", got, want)
	}
}

// TestIngestKeepsImportedHistory imports Urza's Saga from the 2022 pool,
// whose snapshot the embedded data also names, and ingests the embedded
// data again: Curfew keeps its 2022 snapshot event.
func TestIngestKeepsImportedHistory(t *testing.T) {
	usg := filepath.Join(sharedCarddata(t), "mtgjson-v5-sets-2022-04-25", "USG.json.gz")
	db := filepath.Join(t.TempDir(), "oracle.db")
	if r := runOracle(t, db, "import", usg); r.code != 0 {
		t.Fatalf("import: %s", r.stderr)
	}
	event := "(mtgjson-2022-04-25)"
	imported := runOracle(t, db, "history", "Curfew").stdout
	if !strings.Contains(imported, event) {
		t.Fatalf("no %q in the history after the import:\n%s", event, imported)
	}
	if r := runOracle(t, db, "ingest", dataDir); r.code != 0 {
		t.Fatal(r.stderr)
	}
	if got := runOracle(t, db, "history", "Curfew").stdout; got != imported {
		t.Errorf("the ingest changed Curfew's history:\nbefore\n%s\nafter\n%s", imported, got)
	}
}

// TestOtherFilesRefused gives --db files the program must not write: each
// is refused with exit 1 and a message, and left byte for byte as it was.
func TestOtherFilesRefused(t *testing.T) {
	rawDB := func(stmts ...string) func(t *testing.T, path string) {
		return func(t *testing.T, path string) {
			db, err := sql.Open("sqlite", path)
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			db.SetMaxOpenConns(1)
			for _, q := range stmts {
				if _, err := db.Exec(q); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	tests := []struct {
		name   string
		create func(t *testing.T, path string)
		want   string
	}{
		{"another program's database", rawDB("CREATE TABLE bookmarks (url TEXT)", "INSERT INTO bookmarks VALUES ('https://example.org')"),
			"not an oracle database"},
		{"a newer oracle's database", rawDB(fmt.Sprintf("PRAGMA application_id = %d", sqlite.ApplicationID), "CREATE TABLE meta (key TEXT)",
			fmt.Sprintf("PRAGMA user_version = %d", sqlite.SchemaVersion()+1)), "written by a newer version of oracle"},
		{"not SQLite", func(t *testing.T, path string) {
			if err := os.WriteFile(path, []byte("Curfew\tEach player returns a creature.\n"), 0o644); err != nil {
				t.Fatal(err)
			}
		}, "is not an SQLite database"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "file.db")
			tt.create(t, path)
			before, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			for _, args := range [][]string{{"card", "Curfew"}, {"ingest"}, {"import", fixtures + "mtgjson-v5-sets"}} {
				r := runOracle(t, path, args...)
				if r.code != exitError || !strings.Contains(r.stderr, tt.want) {
					t.Errorf("%v: exit %d, stderr %q; want exit %d and %q", args, r.code, r.stderr, exitError, tt.want)
				}
			}
			if after, _ := os.ReadFile(path); !bytes.Equal(before, after) {
				t.Error("the file was changed")
			}
		})
	}
}

// TestIngestDirKept ingests a data directory: later commands keep its data
// rather than load the embedded pack over it, until an ingest without a
// directory loads the pack.
func TestIngestDirKept(t *testing.T) {
	db := filepath.Join(t.TempDir(), "oracle.db")
	if r := runOracle(t, db, "ingest", "../../oracle/testdata/data"); r.code != 0 {
		t.Fatal(r.stderr)
	}
	if r := runOracle(t, db, "sources"); r.code != 0 || r.stderr != "" {
		t.Errorf("after ingest DIR: exit %d, stderr %q", r.code, r.stderr)
	}
	if r := runOracle(t, db, "card", "Serra Avatar"); r.code != exitNotFound {
		t.Errorf("a card only the embedded data has: exit %d, %s", r.code, r.stdout)
	}
	if r := runOracle(t, db, "ingest", "--pack", dataDir); r.code != exitUsage {
		t.Errorf("ingest --pack DIR: exit %d, want %d", r.code, exitUsage)
	}
	if r := runOracle(t, db, "ingest"); r.code != 0 || !strings.Contains(r.stdout, "loaded the history pack") {
		t.Fatalf("ingest without DIR: exit %d, %s %s", r.code, r.stdout, r.stderr)
	}
	for _, name := range []string{"Serra Avatar", "Lightning Bolt"} {
		if r := runOracle(t, db, "card", name); r.code != 0 {
			t.Errorf("%s after the pack was loaded: exit %d, %s", name, r.code, r.stderr)
		}
	}
}
