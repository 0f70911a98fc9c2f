package sqlite

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"

	"modernc.org/sqlite"

	"github.com/mtgoracle/oracle"
)

// ApplicationID marks a database as this program's, in the SQLite header's
// application id: "MTGO" in ASCII.
const ApplicationID = 0x4D54474F

// SchemaVersion is the schema version this code reads and writes, kept in
// PRAGMA user_version. It is declared in schema.sql.
var SchemaVersion = sync.OnceValue(func() int { return schemaVersion(mtgoracle.Schema) })

// schemaVersion is the number of the line "-- schema-version: N" of
// schema. Every command reads it: a line scan spares compiling a regular
// expression and running it over the whole schema.
func schemaVersion(schema string) int {
	for line := range strings.Lines(schema) {
		digits, ok := strings.CutPrefix(strings.TrimSuffix(line, "\n"), "-- schema-version: ")
		if ok && digits != "" && strings.Trim(digits, "0123456789") == "" {
			v, _ := strconv.Atoi(digits)
			return v
		}
	}
	panic("schema.sql declares no schema-version")
}

// migration is one step of migrations/: it takes a database from version
// Version-1 to Version.
type migration struct {
	Version int
	Name    string // the file's name
	SQL     string
}

// migrations are the embedded steps, in order.
var migrations = sync.OnceValue(func() []migration { return loadMigrations(mtgoracle.Migrations) })

func loadMigrations(fsys fs.FS) []migration {
	names, err := fs.Glob(fsys, "migrations/*.sql")
	if err != nil {
		panic(err)
	}
	re := regexp.MustCompile(`^migrations/(\d{4})_[a-z0-9_]+\.sql$`)
	var out []migration
	for _, name := range names { // Glob sorts them
		m := re.FindStringSubmatch(name)
		if m == nil {
			panic("migration " + name + " is not named migrations/NNNN_name.sql")
		}
		text, err := fs.ReadFile(fsys, name)
		if err != nil {
			panic(err)
		}
		v, _ := strconv.Atoi(m[1])
		out = append(out, migration{Version: v, Name: name[len("migrations/"):], SQL: string(text)})
	}
	return out
}

// checkMigrations reports a gap in the steps, or a last step that does not
// reach SchemaVersion.
func checkMigrations(steps []migration, current int) error {
	if len(steps) == 0 {
		return errors.New("no migrations")
	}
	for i, m := range steps {
		if i > 0 && m.Version != steps[i-1].Version+1 {
			return fmt.Errorf("migration %s follows version %d", m.Name, steps[i-1].Version)
		}
	}
	if last := steps[len(steps)-1].Version; last != current {
		return fmt.Errorf("the last migration reaches version %d, schema.sql declares %d", last, current)
	}
	return nil
}

// oldestMigratable is the oldest schema version the steps start from.
func oldestMigratable() int { return migrations()[0].Version - 1 }

// sqliteMagic begins every SQLite database file.
var sqliteMagic = []byte("SQLite format 3\x00")

// checkSQLiteFile refuses an existing, non-empty file that is not an SQLite
// database, before SQLite sees it.
func checkSQLiteFile(path string) error {
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	defer f.Close()
	head := make([]byte, len(sqliteMagic))
	n, err := io.ReadFull(f, head)
	if n == 0 && (err == io.EOF || err == nil) {
		return nil // an empty file becomes a new database
	}
	if !bytes.Equal(head[:n], sqliteMagic) {
		return unusable("%s is not an SQLite database: refusing to use it", path)
	}
	return nil
}

// dbState is what a database's header and catalogue say of it.
type dbState struct {
	appID, version, objects int
	ours                    bool // the tables of an oracle database are there
}

// stateColumns are the columns, over sqlite_master, that scanState reads.
// One statement: each is a round trip through the driver, and every
// command opens the database.
const stateColumns = `(SELECT application_id FROM pragma_application_id),
	(SELECT user_version FROM pragma_user_version),
	count(*), count(*) FILTER (WHERE type = 'table'
	AND name IN ('meta', 'sources', 'cards', 'wordings', 'printings', 'rulings', 'rules'))`

func readState(ctx context.Context, q dbtx) (dbState, error) {
	return scanState(q.QueryRowContext(ctx, `SELECT `+stateColumns+` FROM sqlite_master`))
}

// readStateNeedsPack is readState with NeedsPack's answer for the pack of
// digest, in one statement; a database without the meta table fails it.
func readStateNeedsPack(ctx context.Context, q dbtx, digest string) (dbState, bool, error) {
	var need bool
	st, err := scanState(q.QueryRowContext(ctx, `SELECT `+stateColumns+`, `+needsPackSQL+` FROM sqlite_master`, needsPackArgs(digest)...), &need)
	return st, need, err
}

// scanState reads a row of stateColumns, then of extra.
func scanState(row *sql.Row, extra ...any) (dbState, error) {
	var st dbState
	var tables int
	err := row.Scan(append([]any{&st.appID, &st.version, &st.objects, &tables}, extra...)...)
	st.ours = tables == 7
	return st, err
}

// plan says what Open does with a database in state st: create the schema,
// migrate it, or nothing; or why it refuses.
func (st dbState) plan() (create, migrate bool, err error) {
	switch {
	case st.appID == 0 && st.version == 0 && st.objects == 0:
		return true, false, nil
	case st.appID != ApplicationID && !(st.appID == 0 && st.ours && st.version > 0 && st.version <= 3):
		// Version 3 was the last schema written without the application id.
		return false, false, unusable("not an oracle database (application id %#x, schema version %d, %d schema objects): refusing to change it",
			st.appID, st.version, st.objects)
	case st.version > SchemaVersion():
		return false, false, unusable("the database was written by a newer version of oracle (schema version %d; this program reads up to %d): upgrade oracle to use it",
			st.version, SchemaVersion())
	case st.version == SchemaVersion():
		// Every command opens the database: one of today's schema needs
		// no step, and the steps are not read.
		return false, false, nil
	case st.version < oldestMigratable():
		return false, false, unusable("the database has schema version %d, from an early version of oracle that cannot be migrated (the oldest migrated is %d); it is left as it is: import the dumps again into a new database file",
			st.version, oldestMigratable())
	}
	return false, st.version < SchemaVersion(), nil
}

// migrate creates the schema of a new database, or brings an older one to
// SchemaVersion one step at a time, each step in a transaction of its own
// that also records it. A database at SchemaVersion is not written.
func (s *Store) migrate(ctx context.Context) error {
	st, err := readState(ctx, s.db)
	if err != nil {
		return err
	}
	create, upgrade, err := st.plan()
	if err != nil {
		return err
	}
	// Also for a database of the current version, in case a tool turned
	// the write-ahead log off.
	if err := useWAL(ctx, s.db); err != nil || !create && !upgrade {
		return err
	}
	if err := checkMigrations(migrations(), SchemaVersion()); err != nil {
		return err
	}
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	if create {
		created, err := s.step(ctx, conn, func(st dbState) bool { return st.objects == 0 },
			migration{Version: SchemaVersion(), Name: "schema.sql", SQL: mtgoracle.Schema})
		if err != nil || created {
			return err
		}
		// Another process created it meanwhile: it may need no step at all.
	}
	for _, m := range migrations() {
		if _, err := s.step(ctx, conn, func(st dbState) bool { return st.version == m.Version-1 }, m); err != nil {
			return fmt.Errorf("migrating to schema version %d (%s): %w", m.Version, m.Name, err)
		}
	}
	return nil
}

// useWAL puts the database in write-ahead-log mode, which it keeps.
func useWAL(ctx context.Context, db *sql.DB) error {
	var mode string
	if err := db.QueryRowContext(ctx, "PRAGMA journal_mode").Scan(&mode); err != nil || mode == "wal" {
		return err
	}
	return db.QueryRowContext(ctx, "PRAGMA journal_mode = WAL").Scan(&mode)
}

// step applies m in one transaction that holds the write lock from its
// start, if due (read again under the lock, since another process may have
// applied it) says it is still to be applied, and reports whether it was.
func (s *Store) step(ctx context.Context, conn *sql.Conn, due func(dbState) bool, m migration) (applied bool, err error) {
	if _, err := conn.ExecContext(ctx, "BEGIN IMMEDIATE"); err != nil {
		return false, err
	}
	defer func() {
		if err != nil || !applied {
			conn.ExecContext(context.WithoutCancel(ctx), "ROLLBACK")
		}
	}()
	st, err := readState(ctx, conn)
	if err != nil || !due(st) {
		return false, err
	}
	if _, err := conn.ExecContext(ctx, m.SQL); err != nil {
		return false, err
	}
	var logged int
	if err := conn.QueryRowContext(ctx, "SELECT count(*) FROM sqlite_master WHERE name = 'schema_migrations'").Scan(&logged); err != nil {
		return false, err
	}
	if logged > 0 {
		_, err := conn.ExecContext(ctx, "INSERT INTO schema_migrations (version, name, applied) VALUES (?, ?, ?)",
			m.Version, m.Name, time.Now().UTC().Format(time.RFC3339))
		if err != nil {
			return false, err
		}
	}
	_, err = conn.ExecContext(ctx, fmt.Sprintf("PRAGMA user_version = %d; PRAGMA application_id = %d", m.Version, ApplicationID))
	if err != nil {
		return false, err
	}
	if _, err := conn.ExecContext(ctx, "COMMIT"); err != nil {
		return false, err
	}
	return true, nil
}

// UnusableError is a file this program refuses to use as its database,
// leaving it as it is: not SQLite, another program's, or of a version it
// cannot read.
type UnusableError struct{ Reason string }

func (e *UnusableError) Error() string { return e.Reason }

func unusable(format string, args ...any) error {
	return &UnusableError{Reason: fmt.Sprintf(format, args...)}
}

// IsDatabaseError reports whether err comes from the database file itself:
// SQLite's own errors, or a file this program refuses to use.
func IsDatabaseError(err error) bool {
	var sqliteErr *sqlite.Error
	var unusable *UnusableError
	return errors.As(err, &sqliteErr) || errors.As(err, &unusable)
}
