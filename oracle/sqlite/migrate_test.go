package sqlite

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	mtgoracle "github.com/mtgoracle/oracle"
	"github.com/mtgoracle/oracle/oracle"
)

// The schema version is the number of a line of its own, whole; a schema
// without one is a mistake of the program's, which panics.
func TestSchemaVersion(t *testing.T) {
	const none = -1
	for _, tt := range []struct {
		schema string
		want   int
	}{
		{"-- schema-version: 7\nCREATE TABLE t (a);\n", 7},
		{"-- header\n-- schema-version: 20\n", 20},
		{"CREATE TABLE t (a);\n-- schema-version: 3", 3},
		{"-- schema-version: 2x\n-- schema-version: 5\n", 5},
		{"-- schema-version: \n-- schema-version: +4\n", none},
		{"  -- schema-version: 9\n", none},
		{"", none},
	} {
		got := func() (v int) {
			defer func() {
				if recover() != nil {
					v = none
				}
			}()
			return schemaVersion(tt.schema)
		}()
		if got != tt.want {
			t.Errorf("schemaVersion(%q) = %d, want %d (%d: panics)", tt.schema, got, tt.want, none)
		}
	}
}

func TestCheckMigrations(t *testing.T) {
	if err := checkMigrations(migrations(), SchemaVersion()); err != nil {
		t.Errorf("the embedded migrations: %v", err)
	}
	step := func(v int) migration { return migration{Version: v, Name: fmt.Sprintf("%04d_x.sql", v)} }
	tests := []struct {
		steps   []migration
		current int
		want    string
	}{
		{[]migration{step(3), step(4)}, 4, ""},
		{[]migration{step(3), step(5)}, 5, "0005_x.sql follows version 3"},
		{[]migration{step(3), step(4)}, 5, "reaches version 4, schema.sql declares 5"},
		{nil, 5, "no migrations"},
	}
	for _, tt := range tests {
		err := checkMigrations(tt.steps, tt.current)
		if got := fmt.Sprint(err); tt.want == "" && err != nil || tt.want != "" && !strings.Contains(got, tt.want) {
			t.Errorf("checkMigrations(%v, %d) = %v, want %q", tt.steps, tt.current, err, tt.want)
		}
	}
}

// oldRows are rows in every table of a version 2 or 3 database, written as
// the program of that version wrote them.
const oldRows = `
INSERT INTO meta VALUES ('data_hash', 'old');
INSERT INTO sources VALUES ('urza', 'Urza rulings', 'Beth Moursund', 'errata-bulletin', '', '1998-10-18', '1998-10-18', '1998-10-18');
INSERT INTO sources VALUES ('mtgjson-2022-04-25', 'MTGJSON', '', 'snapshot', 'dir', '2022-04-25', '2022-04-25', '2022-04-25');
INSERT INTO sources VALUES ('set-usg', 'Urza''s Saga', '', 'printing', 'set USG', '1998-10-12', '1998-10-12', '1998-10-12');
INSERT INTO cards (id, name, name_key, type_line, oracle_text, first_printed, fields_date)
	VALUES (1, 'Curfew', 'curfew', 'Instant', 'Each player returns a creature they control to its owner''s hand.', '1998-10-12', '2022-04-25');
INSERT INTO cards (id, name, name_key, type_line, first_printed, fields_date) VALUES (2, 'Fire // Ice', 'fire // ice', 'Instant // Instant', '', '2022-04-25');
INSERT INTO faces (card_id, position, name, type_line, oracle_text) VALUES (2, 1, 'Fire', 'Instant', 'Fire deals 2 damage divided as you choose among one or two targets.');
INSERT INTO identifiers VALUES (1, 'scryfallOracleId', 'abc');
INSERT INTO printings (card_id, reported_by, set_code, set_name, released, number, text, rarity)
	VALUES (1, 'mtgjson-2022-04-25', 'USG', 'Urza''s Saga', '1998-10-12', '68', 'Each player chooses a creature he or she controls.', 'common');
INSERT INTO wordings (card_id, source_id, kind, errata_kind, number, text) VALUES (1, 'urza', 'errata', 'full', 1, 'Each player returns a creature he or she controls to owner''s hand.');
INSERT INTO wordings (card_id, source_id, kind, text) VALUES (1, 'mtgjson-2022-04-25', 'snapshot', 'Each player returns a creature they control to its owner''s hand.');
INSERT INTO rulings (id, source_id, kind, date, text) VALUES (1, 'mtgjson-2022-04-25', 'card', '2004-10-04', 'It is not targeted.');
INSERT INTO ruling_cards VALUES (1, 1);
INSERT INTO rules (id, source_id, kind, keyword, text) VALUES (1, 'urza', 'mechanic', 'Echo', 'Echo is a keyword.');
INSERT INTO rule_cards VALUES (1, 1);
`

// createOld writes a database of an older schema version from its schema
// in testdata/schema, with rows.
func createOld(t *testing.T, path string, version int, rows string) {
	t.Helper()
	schema, err := os.ReadFile(fmt.Sprintf("testdata/schema/v%d.sql", version))
	if err != nil {
		t.Fatal(err)
	}
	createOldFrom(t, path, version, string(schema), rows)
}

// earlyV3 is the schema of version 3 as it was first written, before
// ability joined the wordings' unique key.
func earlyV3(t *testing.T) string {
	t.Helper()
	schema, err := os.ReadFile("testdata/schema/v3.sql")
	if err != nil {
		t.Fatal(err)
	}
	key := "UNIQUE (card_id, face, source_id, kind, number, ability)"
	if !bytes.Contains(schema, []byte(key)) {
		t.Fatalf("testdata/schema/v3.sql has no %s", key)
	}
	return strings.Replace(string(schema), key, "UNIQUE (card_id, face, source_id, kind, number)", 1)
}

func createOldFrom(t *testing.T, path string, version int, schema, rows string) {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path+"?_pragma=foreign_keys(1)")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	for _, q := range []string{schema, rows, fmt.Sprintf("PRAGMA user_version = %d", version)} {
		if _, err := db.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
}

// v2Rows are oldRows with what version 2 kept in cards: abilities and
// legalities.
const v2Rows = oldRows + `
UPDATE cards SET abilities = '[{"kind":"spell","keywords":[{"name":"Flying"}]}]', legalities = '{"vintage":"legal"}' WHERE id = 1;
`

// v3Rows are oldRows with what version 3 kept apart from cards.
const v3Rows = oldRows + `
INSERT INTO card_abilities VALUES (1, '[{"kind":"spell","keywords":[{"name":"Flying"}]}]'), (2, '[]');
INSERT INTO legalities VALUES (1, '{"vintage":"legal"}');
`

// v9Rows are rows of a database of version 9, the last before the field
// history, which records the steps that brought it there.
const v9Rows = `
INSERT INTO schema_migrations VALUES (4, 'schema_migrations', 'then'), (5, 'wordings_from_data', 'then'),
	(6, 'field_sources_text_problems', 'then'), (7, 'face_keywords', 'then'), (8, 'printing_details', 'then'),
	(9, 'release_dates', 'then');
INSERT INTO sources VALUES ('mtgjson-2022-04-25', 'MTGJSON', '', 'snapshot', 'dir', '2022-04-25', '2022-04-25', '2022-04-25');
INSERT INTO cards (id, name, name_key, type_line, oracle_text, field_sources)
	VALUES (1, 'Curfew', 'curfew', 'Instant', 'Each player returns a creature they control to its owner''s hand.', '{"type_line":"2022-04-25 mtgjson-2022-04-25"}');
INSERT INTO wordings (card_id, source_id, kind, text) VALUES (1, 'mtgjson-2022-04-25', 'snapshot', 'Each player returns a creature they control to its owner''s hand.');
`

// v10Rows are rows of a database of version 10, the last before a
// snapshot said what part of the card pool it covers.
const v10Rows = `
INSERT INTO schema_migrations VALUES (4, 'schema_migrations', 'then'), (5, 'wordings_from_data', 'then'),
	(6, 'field_sources_text_problems', 'then'), (7, 'face_keywords', 'then'), (8, 'printing_details', 'then'),
	(9, 'release_dates', 'then'), (10, 'card_fields', 'then');
INSERT INTO sources VALUES ('scryfall-2025-09-25', 'Scryfall', '', 'snapshot', 'file', '2025-09-25', '2025-09-25', '2025-09-25');
`

// v13Rows are rows of a database of version 13, the last before the
// fields a search as of a date reads were marked where they changed.
const v13Rows = `
INSERT INTO schema_migrations VALUES (4, 'schema_migrations', 'then'), (5, 'wordings_from_data', 'then'),
	(6, 'field_sources_text_problems', 'then'), (7, 'face_keywords', 'then'), (8, 'printing_details', 'then'),
	(9, 'release_dates', 'then'), (10, 'card_fields', 'then'), (11, 'comp_rules', 'then'), (12, 'source_subset', 'then'),
	(13, 'search_indexes', 'then');
INSERT INTO sources VALUES ('scryfall-2025-09-25', 'Scryfall', '', 'snapshot', 'file', '2025-09-25', '2025-09-25', '2025-09-25', '');
INSERT INTO cards (id, name, name_key, type_line) VALUES (1, 'Grizzly Bears', 'grizzly bears', 'Creature — Bear');
INSERT INTO card_fields VALUES (1, 0, 'type_line', 'scryfall-2025-09-25', 'Creature — Bear');
`

// v14Rows are rows of a database of version 14, the last before the
// audit's classes were kept.
const v14Rows = v13Rows + `INSERT INTO schema_migrations VALUES (14, 'card_field_changes', 'then');
INSERT INTO card_field_changes VALUES (1, 0, 'type_line');
`

// v15Rows are rows of a database of version 15, the last before the
// keyword abilities of each wording were kept by date.
const v15Rows = v14Rows + `INSERT INTO schema_migrations VALUES (15, 'change_classes', 'then');
INSERT INTO change_classes VALUES ('k', 'r', 'cosmetic', '[]', 1);
`

// v16Rows are rows of a database of version 16, the last before a
// snapshot could say which format's legal cards it lists.
const v16Rows = v15Rows + `INSERT INTO schema_migrations VALUES (16, 'keyword_periods', 'then');
INSERT INTO keyword_periods VALUES (1, 'Flying', '2025-09-25', NULL);
`

// v17Rows are rows of a database of version 17, the last before a search
// as of a date read the type lines printed before any source states one.
const v17Rows = `
INSERT INTO schema_migrations VALUES (4, 'schema_migrations', 'then'), (5, 'wordings_from_data', 'then'),
	(6, 'field_sources_text_problems', 'then'), (7, 'face_keywords', 'then'), (8, 'printing_details', 'then'),
	(9, 'release_dates', 'then'), (10, 'card_fields', 'then'), (11, 'comp_rules', 'then'), (12, 'source_subset', 'then'),
	(13, 'search_indexes', 'then'), (14, 'card_field_changes', 'then'), (15, 'change_classes', 'then'),
	(16, 'keyword_periods', 'then'), (17, 'source_lists_legal', 'then');
INSERT INTO sources VALUES ('scryfall-2025-09-25', 'Scryfall', '', 'snapshot', 'file', '2025-09-25', '2025-09-25', '2025-09-25', '', ''),
	('set-lea', 'Limited Edition Alpha', '', 'printing', 'set LEA', '1993-08-05', '1993-08-05', '1993-08-05', '', '');
INSERT INTO cards (id, name, name_key, type_line) VALUES (1, 'Grizzly Bears', 'grizzly bears', 'Creature — Bear');
INSERT INTO card_fields VALUES (1, 0, 'type_line', 'scryfall-2025-09-25', 'Creature — Bear');
INSERT INTO printings (card_id, reported_by, set_code, released, type_line) VALUES (1, 'scryfall-2025-09-25', 'LEA', '1993-08-05', 'Summon - Bears'),
	(1, 'scryfall-2025-09-25', 'UNH', '2004-11-19', '(none)');
INSERT INTO sources VALUES ('cmd-2025', 'Commander list', '', 'snapshot', 'file', '2025-09-25', '2025-09-25', '2025-09-25',
	'Commander-legal cards only', 'commander');
`

// TestMigrateSchema takes databases of versions 2, 3, 9, 10, 13, 14, 15, 16 and 17 through every
// step: each ends with the schema of a new database, marked as this
// program's, with the steps recorded.
func TestMigrateSchema(t *testing.T) {
	ctx := context.Background()
	fresh, err := Open(ctx, filepath.Join(t.TempDir(), "fresh.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer fresh.Close()
	want := schemaOf(t, fresh.db)
	v3, err := os.ReadFile("testdata/schema/v3.sql")
	if err != nil {
		t.Fatal(err)
	}
	v2, err := os.ReadFile("testdata/schema/v2.sql")
	if err != nil {
		t.Fatal(err)
	}
	v9, err := os.ReadFile("testdata/schema/v9.sql")
	if err != nil {
		t.Fatal(err)
	}
	v10, err := os.ReadFile("testdata/schema/v10.sql")
	if err != nil {
		t.Fatal(err)
	}
	v13, err := os.ReadFile("testdata/schema/v13.sql")
	if err != nil {
		t.Fatal(err)
	}
	v14, err := os.ReadFile("testdata/schema/v14.sql")
	if err != nil {
		t.Fatal(err)
	}
	v15, err := os.ReadFile("testdata/schema/v15.sql")
	if err != nil {
		t.Fatal(err)
	}
	v16, err := os.ReadFile("testdata/schema/v16.sql")
	if err != nil {
		t.Fatal(err)
	}
	v17, err := os.ReadFile("testdata/schema/v17.sql")
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name    string
		version int
		schema  string
		rows    string
	}{{"v2", 2, string(v2), v2Rows}, {"v3", 3, string(v3), v3Rows}, {"early v3", 3, earlyV3(t), v3Rows}, {"v9", 9, string(v9), v9Rows + fmt.Sprintf("PRAGMA application_id = %d;", ApplicationID)},
		{"v10", 10, string(v10), v10Rows + fmt.Sprintf("PRAGMA application_id = %d;", ApplicationID)},
		{"v13", 13, string(v13), v13Rows + fmt.Sprintf("PRAGMA application_id = %d;", ApplicationID)},
		{"v14", 14, string(v14), v14Rows + fmt.Sprintf("PRAGMA application_id = %d;", ApplicationID)},
		{"v15", 15, string(v15), v15Rows + fmt.Sprintf("PRAGMA application_id = %d;", ApplicationID)},
		{"v16", 16, string(v16), v16Rows + fmt.Sprintf("PRAGMA application_id = %d;", ApplicationID)},
		{"v17", 17, string(v17), v17Rows + fmt.Sprintf("PRAGMA application_id = %d;", ApplicationID)}} {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "old.db")
			createOldFrom(t, path, tt.version, tt.schema, tt.rows)
			s, err := Open(ctx, path)
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			if got := schemaOf(t, s.db); got != want {
				t.Errorf("migrated schema differs from a new database's:\n%s", lineDiff(want, got))
			}
			st, err := readState(ctx, s.db)
			if err != nil {
				t.Fatal(err)
			}
			if st.appID != ApplicationID || st.version != SchemaVersion() {
				t.Errorf("application id %#x, version %d; want %#x, %d", st.appID, st.version, ApplicationID, SchemaVersion())
			}
			var steps []int
			rows, err := s.db.Query("SELECT version FROM schema_migrations ORDER BY version")
			if err != nil {
				t.Fatal(err)
			}
			for rows.Next() {
				var v int
				rows.Scan(&v)
				steps = append(steps, v)
			}
			rows.Close()
			// The steps before the one that created schema_migrations are not in it.
			var want []int
			for _, m := range migrations() {
				if m.Version >= 4 {
					want = append(want, m.Version)
				}
			}
			if !slices.Equal(steps, want) {
				t.Errorf("recorded steps %v, want %v", steps, want)
			}
			if tt.version == 17 {
				// step 18 marks the type line printed before any source
				// states one, another than the stored one
				if got := fieldChangeRows(t, s); got != "Grizzly Bears 0 type_line\n" {
					t.Errorf("card_field_changes after step 18: %q", got)
				}
				// step 22 lists it in the card's changed fields
				var changed string
				if err := s.db.QueryRow("SELECT changed_fields FROM cards WHERE name = 'Grizzly Bears'").Scan(&changed); err != nil || changed != " type_line " {
					t.Errorf("changed_fields after step 22: %q, %v", changed, err)
				}
				var none int
				if err := s.db.QueryRow("SELECT count(*) FROM printings WHERE type_line = '(none)'").Scan(&none); err != nil || none != 0 {
					t.Errorf("printings of the type line \"(none)\" after step 18: %d, %v", none, err)
				}
			}
		})
	}
}

// TestMigrateKeepsRows checks that every row of a version 3 database
// survives the migration, column for column, and that version 2's
// abilities and legalities move to their tables.
func TestMigrateKeepsRows(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	old := filepath.Join(dir, "v3.db")
	createOld(t, old, 3, v3Rows)
	before := map[string]string{}
	db, err := sql.Open("sqlite", old)
	if err != nil {
		t.Fatal(err)
	}
	for _, table := range tablesOf(t, db) {
		cols := columnsOf(t, db, table)
		if table == "cards" {
			cols = cols[:len(cols)-1] // fields_date becomes field_sources, checked apart
		}
		before[table] = tableRows(t, db, table, cols)
	}
	db.Close()
	s, err := Open(ctx, old)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for table, rows := range before {
		if got := tableRows(t, s.db, table, columnsOf(t, s.db, table)[:len(columnsOf(t, s.db, table))-extraColumns(table)]); got != rows {
			t.Errorf("%s before:\n%s\nafter:\n%s", table, rows, got)
		}
	}
	if got := tableRows(t, s.db, "cards", []string{"json_extract(field_sources, '$.oracle')"}); got != "2022-04-25 \n2022-04-25 \n" {
		t.Errorf("field sources after migration:\n%s", got)
	}
	if got := tableRows(t, s.db, "wordings", []string{"kind", "from_data"}); got != "errata|1\nsnapshot|0\n" {
		t.Errorf("from_data after migration:\n%s", got)
	}

	v2 := filepath.Join(dir, "v2.db")
	createOld(t, v2, 2, v2Rows)
	s2, err := Open(ctx, v2)
	if err != nil {
		t.Fatal(err)
	}
	defer s2.Close()
	for _, table := range []string{"card_abilities", "legalities", "card_keywords", "wordings", "cards"} {
		cols := columnsOf(t, s.db, table)
		if got, want := tableRows(t, s2.db, table, cols), tableRows(t, s.db, table, cols); got != want {
			t.Errorf("%s migrated from version 2:\n%s\nfrom version 3:\n%s", table, got, want)
		}
	}
}

// extraColumns is how many columns migrations added at the end of a table
// of version 3.
func extraColumns(table string) int {
	switch table {
	case "wordings":
		return 1 // from_data
	case "printings":
		return 7 // text_problem, artist, scryfall_id, multiverse_id, flags, details_by, dated_by
	case "faces":
		return 1 // keywords
	case "cards":
		return 2 // field_sources, checked apart, and changed_fields
	case "sources":
		return 2 // subset, lists_legal_in
	}
	return 0
}

// TestOpenRefuses opens files that are not this program's databases, or
// that it cannot use: each is refused with a message and left byte for
// byte as it was, with no files added beside it.
func TestOpenRefuses(t *testing.T) {
	ctx := context.Background()
	sqlite := func(stmts ...string) func(t *testing.T, path string) {
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
		{"another program's", sqlite("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)", "INSERT INTO notes VALUES (1, 'mine')"),
			"open " + "FILE: not an oracle database (application id 0x0, schema version 0, 1 schema objects): refusing to change it"},
		{"another program's, versioned", sqlite("CREATE TABLE notes (id INTEGER)", "PRAGMA user_version = 3"), "not an oracle database"},
		{"another application id", sqlite("PRAGMA application_id = 42"), "not an oracle database (application id 0x2a"},
		{"a newer oracle's", sqlite(fmt.Sprintf("PRAGMA application_id = %d", ApplicationID), "CREATE TABLE meta (key TEXT)",
			fmt.Sprintf("PRAGMA user_version = %d", SchemaVersion()+1)),
			fmt.Sprintf("written by a newer version of oracle (schema version %d; this program reads up to %d)", SchemaVersion()+1, SchemaVersion())},
		{"version 1", func(t *testing.T, path string) { createOld(t, path, 1, "") },
			"schema version 1, from an early version of oracle that cannot be migrated"},
		{"not SQLite", func(t *testing.T, path string) {
			if err := os.WriteFile(path, []byte("name,text\nCurfew,Each player...\n"), 0o644); err != nil {
				t.Fatal(err)
			}
		}, "is not an SQLite database: refusing to use it"},
		{"a short file", func(t *testing.T, path string) {
			if err := os.WriteFile(path, []byte("SQL"), 0o644); err != nil {
				t.Fatal(err)
			}
		}, "is not an SQLite database"},
	}
	openers := []struct {
		name string
		open func(context.Context, string) (*Store, error)
	}{{"Open", Open}, {"OpenReadOnly", OpenReadOnly}}
	for _, tt := range tests {
		for _, opener := range openers {
			t.Run(tt.name+"/"+opener.name, func(t *testing.T) {
				dir := t.TempDir()
				path := filepath.Join(dir, "file.db")
				tt.create(t, path)
				before, err := os.ReadFile(path)
				if err != nil {
					t.Fatal(err)
				}
				s, err := opener.open(ctx, path)
				if err == nil {
					s.Close()
					t.Fatalf("opened; want an error %q", tt.want)
				}
				want := strings.ReplaceAll(tt.want, "FILE", path)
				if !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), path) {
					t.Errorf("error %q, want it to name %s and say %q", err, path, want)
				}
				if after, _ := os.ReadFile(path); !bytes.Equal(before, after) {
					t.Error("the file was changed")
				}
				if entries, _ := os.ReadDir(dir); len(entries) != 1 {
					t.Errorf("files beside it: %v", entries)
				}
			})
		}
	}
}

// TestOpenReadOnly: a database Open would create or migrate is
// ErrNeedsWriting, left as it is; a current one is read and never written.
func TestOpenReadOnly(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	missing := filepath.Join(dir, "missing.db")
	empty := filepath.Join(dir, "empty.db")
	if err := os.WriteFile(empty, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	old := filepath.Join(dir, "v3.db")
	createOld(t, old, 3, v3Rows)
	oldBefore, err := os.ReadFile(old)
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{missing, empty, old} {
		if s, err := OpenReadOnly(ctx, path); !errors.Is(err, ErrNeedsWriting) {
			if s != nil {
				s.Close()
			}
			t.Errorf("%s: %v, want ErrNeedsWriting", filepath.Base(path), err)
		}
	}
	if _, err := os.Stat(missing); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the missing database was created: %v", err)
	}
	if after, _ := os.ReadFile(old); !bytes.Equal(oldBefore, after) {
		t.Error("the version 3 database was changed")
	}

	current := filepath.Join(dir, "current.db")
	w, err := Open(ctx, current)
	if err != nil {
		t.Fatal(err)
	}
	w.Close()
	before, err := os.ReadFile(current)
	if err != nil {
		t.Fatal(err)
	}
	s, err := OpenReadOnly(ctx, current)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if _, err := s.Meta(ctx, MetaDataHash); err != nil {
		t.Errorf("reading: %v", err)
	}
	if err := s.write(ctx, func(tx *sql.Tx) error { return setMeta(ctx, tx, "k", "v") }); err == nil {
		t.Error("a read-only store wrote")
	}
	if after, _ := os.ReadFile(current); !bytes.Equal(before, after) {
		t.Error("the database was changed")
	}
}

// TestOpenReadOnlyWithPack checks that a reader of the pack's data is
// sent to write a database that OpenReadOnly would refuse to read, and
// one the pack is to be loaded into (NeedsPack), and reads the others.
func TestOpenReadOnlyWithPack(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty.db")
	if err := os.WriteFile(empty, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	old := filepath.Join(dir, "v3.db")
	createOld(t, old, 3, v3Rows)
	for _, path := range []string{filepath.Join(dir, "missing.db"), empty, old} {
		if s, err := OpenReadOnlyWithPack(ctx, path, "d1"); !errors.Is(err, ErrNeedsWriting) {
			if s != nil {
				s.Close()
			}
			t.Errorf("%s: %v, want ErrNeedsWriting", filepath.Base(path), err)
		}
	}
	notOurs := filepath.Join(dir, "other.db")
	db, err := sql.Open("sqlite", notOurs)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec("CREATE TABLE t (x)"); err != nil {
		t.Fatal(err)
	}
	db.Close()
	if _, err := OpenReadOnlyWithPack(ctx, notOurs, "d1"); !IsDatabaseError(err) || errors.Is(err, ErrNeedsWriting) {
		t.Errorf("another program's database: %v, want its refusal", err)
	}

	path := filepath.Join(dir, "current.db")
	for _, tt := range []struct {
		name string
		meta map[string]string
		need bool
	}{
		{"never loaded", nil, true},
		{"an older pack", map[string]string{MetaDataHash: "d0"}, true},
		{"this pack", map[string]string{MetaDataHash: "d1"}, false},
		{"a data directory", map[string]string{MetaDataHash: "d0", MetaDataDir: "/data"}, false},
		{"an ingest's data", map[string]string{MetaDataHash: "d0", metaDataOnly: "1"}, false},
	} {
		os.Remove(path)
		w, err := Open(ctx, path)
		if err != nil {
			t.Fatal(err)
		}
		if err := w.write(ctx, func(tx *sql.Tx) error {
			for k, v := range tt.meta {
				if err := setMeta(ctx, tx, k, v); err != nil {
					return err
				}
			}
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		want, err := w.NeedsPack(ctx, "d1")
		w.Close()
		if err != nil || want != tt.need {
			t.Fatalf("%s: NeedsPack %v, %v; want %v", tt.name, want, err, tt.need)
		}
		s, err := OpenReadOnlyWithPack(ctx, path, "d1")
		switch {
		case tt.need && !errors.Is(err, ErrNeedsWriting):
			t.Errorf("%s: %v, want ErrNeedsWriting", tt.name, err)
		case !tt.need && err != nil:
			t.Errorf("%s: %v", tt.name, err)
		}
		if s != nil {
			s.Close()
		}
	}
}

// TestOpenCreates opens a new path and an empty file: both become new
// databases.
func TestOpenCreates(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty.db")
	if err := os.WriteFile(empty, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{filepath.Join(dir, "new.db"), empty} {
		s, err := Open(ctx, path)
		if err != nil {
			t.Fatal(err)
		}
		st, err := readState(ctx, s.db)
		var mode string
		s.db.QueryRow("PRAGMA journal_mode").Scan(&mode)
		s.Close()
		if err != nil || st.appID != ApplicationID || st.version != SchemaVersion() || !st.ours || mode != "wal" {
			t.Errorf("%s: %+v, journal mode %s, %v", path, st, mode, err)
		}
		// Opened again after a tool turned the write-ahead log off, it is
		// used as it is, with the log back on.
		raw, err := sql.Open("sqlite", path)
		if err != nil {
			t.Fatal(err)
		}
		raw.QueryRow("PRAGMA journal_mode = DELETE").Scan(&mode)
		raw.Close()
		s, err = Open(ctx, path)
		if err != nil {
			t.Fatal(err)
		}
		s.db.QueryRow("PRAGMA journal_mode").Scan(&mode)
		s.Close()
		if mode != "wal" {
			t.Errorf("%s: journal mode %s after opening it again", path, mode)
		}
	}
}

// TestIngestKeepsImports imports a snapshot of a source the data also
// names, then ingests the data again: the import's wordings stay.
func TestIngestKeepsImports(t *testing.T) {
	s := openTestStore(t)
	ctx := context.Background()
	ds, err := oracle.LoadDataset(os.DirFS("../testdata/data"))
	if err != nil {
		t.Fatal(err)
	}
	src := ds.Sources[0]
	src.Title, src.Origin = "imported", "a dump"
	card := ds.Cards[0]
	_, err = s.Import(ctx, src, func(add func(oracle.SnapshotCard) error) error {
		c := oracle.Card{Name: card.Name, Layout: card.Layout, ManaCost: card.ManaCost, TypeLine: card.TypeLine,
			Oracle: []oracle.Wording{{Source: src.ID, Text: "An imported wording."}}}
		for i, f := range card.Faces {
			c.Faces = append(c.Faces, oracle.Face{Name: f.Name, TypeLine: f.TypeLine, Oracle: []oracle.Wording{{Source: src.ID, Text: fmt.Sprint("Face ", i)}}})
		}
		return add(oracle.SnapshotCard{Card: c})
	})
	if err != nil {
		t.Fatal(err)
	}
	imported := importedRows(t, s, src.ID)
	if !strings.Contains(imported, "An imported wording.") {
		t.Fatalf("the import wrote:\n%s", imported)
	}
	if _, err := s.Ingest(ctx, ds, "test"); err != nil {
		t.Fatal(err)
	}
	if got := importedRows(t, s, src.ID); got != imported {
		t.Errorf("an ingest changed the import's rows:\nbefore\n%s\nafter\n%s", imported, got)
	}
}

// importedRows are the wordings of a source an import wrote, and the
// source itself.
func importedRows(t *testing.T, s *Store, source string) string {
	t.Helper()
	var b strings.Builder
	for _, q := range []string{
		"SELECT c.name, w.face, w.text FROM wordings w JOIN cards c ON c.id = w.card_id WHERE w.source_id = ? AND NOT w.from_data ORDER BY 1, 2",
		"SELECT title, origin, date FROM sources WHERE id = ?",
	} {
		rows, err := s.db.Query(q, source)
		if err != nil {
			t.Fatal(err)
		}
		b.WriteString(scanAll(t, rows))
	}
	return b.String()
}

// schemaOf is the database's schema, one object a line, each statement
// without comments, quotes or layout.
func schemaOf(t *testing.T, db *sql.DB) string {
	t.Helper()
	rows, err := db.Query("SELECT type, name, tbl_name, coalesce(sql, '') FROM sqlite_master ORDER BY type, name")
	if err != nil {
		t.Fatal(err)
	}
	comment := regexp.MustCompile(`--[^\n]*`)
	space := regexp.MustCompile(`\s+`)
	punct := regexp.MustCompile(`\s*([(),])\s*`)
	var lines []string
	for rows.Next() {
		var typ, name, table, text string
		if err := rows.Scan(&typ, &name, &table, &text); err != nil {
			t.Fatal(err)
		}
		text = comment.ReplaceAllString(text, "")
		text = strings.ReplaceAll(text, `"`, "")
		text = punct.ReplaceAllString(space.ReplaceAllString(text, " "), "$1")
		lines = append(lines, typ+" "+name+" on "+table+": "+strings.TrimSpace(text))
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return strings.Join(lines, "\n") + "\n"
}

// lineDiff lists the lines only in want (-) and only in got (+).
func lineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	var b strings.Builder
	for _, l := range w {
		if !slices.Contains(g, l) {
			b.WriteString("- " + l + "\n")
		}
	}
	for _, l := range g {
		if !slices.Contains(w, l) {
			b.WriteString("+ " + l + "\n")
		}
	}
	return b.String()
}

// tablesOf are the ordinary tables, leaving out the full-text index's own.
func tablesOf(t *testing.T, db *sql.DB) []string {
	t.Helper()
	rows, err := db.Query(`SELECT name FROM sqlite_master WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL%'
		AND name NOT LIKE 'card_search_%' AND name NOT LIKE 'sqlite_%' ORDER BY name`)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for rows.Next() {
		var n string
		rows.Scan(&n)
		names = append(names, n)
	}
	return names
}

func columnsOf(t *testing.T, db *sql.DB, table string) []string {
	t.Helper()
	rows, err := db.Query("SELECT name FROM pragma_table_info(?) ORDER BY cid", table)
	if err != nil {
		t.Fatal(err)
	}
	var cols []string
	for rows.Next() {
		var c string
		rows.Scan(&c)
		cols = append(cols, c)
	}
	return cols
}

// tableRows are a table's rows in the given columns, sorted.
func tableRows(t *testing.T, db *sql.DB, table string, cols []string) string {
	t.Helper()
	list := strings.Join(cols, ", ")
	rows, err := db.Query("SELECT " + list + " FROM " + table + " ORDER BY " + list)
	if err != nil {
		t.Fatal(err)
	}
	return scanAll(t, rows)
}

// scanAll writes each row as its values joined by "|", a line per row.
func scanAll(t *testing.T, rows *sql.Rows) string {
	t.Helper()
	defer rows.Close()
	cols, _ := rows.Columns()
	vals, ptrs := make([]any, len(cols)), make([]any, len(cols))
	for i := range vals {
		ptrs[i] = &vals[i]
	}
	var b strings.Builder
	for rows.Next() {
		if err := rows.Scan(ptrs...); err != nil {
			t.Fatal(err)
		}
		for i, v := range vals {
			if i > 0 {
				b.WriteByte('|')
			}
			b.WriteString(toString(v))
		}
		b.WriteByte('\n')
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestMigrateBrawlFormatsRenamed takes a database of version 23 whose
// snapshots of 2019 and 2022 named Standard Brawl "brawl" and Brawl
// "historicbrawl" through step 24: they take today's keys, and each card's
// rows of the Brawl formats are those an import under today's keys keeps,
// rows that only repeated the value before going and the statuses a row
// of the other format's key used to carry getting rows of their own.
func TestMigrateBrawlFormatsRenamed(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "v23.db")
	createOldFrom(t, path, 23, mtgoracle.Schema, `
INSERT INTO sources (id, title, kind, date, date_first, date_last) VALUES
	('s2019', 'v4', 'snapshot', '2019-07-21', '2019-07-21', '2019-07-21'),
	('s2022', 'v5', 'snapshot', '2022-04-25', '2022-04-25', '2022-04-25'),
	('s2025', 'v5', 'snapshot', '2025-01-01', '2025-01-01', '2025-01-01');
INSERT INTO snapshot_fields VALUES ('s2019', 'legality:brawl'), ('s2019', 'legality:vintage'),
	('s2022', 'legality:brawl'), ('s2022', 'legality:historicbrawl'), ('s2022', 'legality:vintage'),
	('s2025', 'legality:brawl'), ('s2025', 'legality:standardbrawl'), ('s2025', 'legality:vintage');
INSERT INTO cards (id, name, name_key) VALUES (1, 'Aegis', 'aegis'), (2, 'Elves', 'elves'), (3, 'Hidden', 'hidden');
INSERT INTO wordings (card_id, source_id, kind, text) VALUES (1, 's2022', 'snapshot', ''),
	(2, 's2019', 'snapshot', ''), (2, 's2022', 'snapshot', ''), (2, 's2025', 'snapshot', ''),
	(3, 's2022', 'snapshot', ''), (3, 's2025', 'snapshot', '');
INSERT INTO card_fields VALUES (1, 0, 'legality:historicbrawl', 's2022', 'legal'), (1, 0, 'legality:vintage', 's2022', 'legal'),
	(2, 0, 'legality:brawl', 's2019', 'legal'), (2, 0, 'legality:brawl', 's2022', 'not_legal'),
	(2, 0, 'legality:historicbrawl', 's2022', 'legal'), (2, 0, 'legality:brawl', 's2025', 'legal'),
	(2, 0, 'legality:standardbrawl', 's2025', 'legal'),
	(3, 0, 'legality:brawl', 's2022', 'legal'), (3, 0, 'legality:historicbrawl', 's2022', 'banned');
INSERT INTO legalities VALUES (1, '{"historicbrawl":"legal","vintage":"legal"}'), (2, '{"brawl":"legal","standardbrawl":"legal"}'),
	(3, '{"brawl":"legal"}');
`+fmt.Sprintf("PRAGMA application_id = %d;", ApplicationID))
	s, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for _, c := range []struct{ query, want string }{
		{"SELECT source_id, field FROM snapshot_fields WHERE field LIKE '%brawl' ORDER BY 1, 2",
			"s2019|legality:standardbrawl\ns2022|legality:brawl\ns2022|legality:standardbrawl\ns2025|legality:brawl\ns2025|legality:standardbrawl\n"},
		{"SELECT card_id, field, source_id, value FROM card_fields ORDER BY 1, 2, 3", `1|legality:brawl|s2022|legal
1|legality:vintage|s2022|legal
2|legality:brawl|s2022|legal
2|legality:standardbrawl|s2019|legal
2|legality:standardbrawl|s2022|not_legal
2|legality:standardbrawl|s2025|legal
3|legality:brawl|s2022|banned
3|legality:brawl|s2025|legal
3|legality:standardbrawl|s2022|legal
3|legality:standardbrawl|s2025|not_legal
`},
		{"SELECT card_id, formats FROM legalities ORDER BY 1", `1|{"brawl":"legal","vintage":"legal"}
2|{"brawl":"legal","standardbrawl":"legal"}
3|{"brawl":"legal"}
`},
	} {
		rows, err := s.db.Query(c.query)
		if err != nil {
			t.Fatal(err)
		}
		if got := scanAll(t, rows); got != c.want {
			t.Errorf("%s:\n%s\nwant:\n%s", c.query, got, c.want)
		}
	}
}
