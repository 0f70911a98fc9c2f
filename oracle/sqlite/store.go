package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"sync"

	_ "modernc.org/sqlite" // registers the "sqlite" driver
)

// Store is the SQLite database. Every public method runs in one
// transaction of its own.
type Store struct {
	db   *sql.DB
	path string
	// kept are the statements of lookups kept prepared from one call to
	// the next (KeepStatements); nil when each call prepares its own.
	kept *keptStatements
	// versionConn is the connection DataVersion asks, opened at its first
	// call: SQLite's data version is a connection's own.
	versionMu   sync.Mutex
	versionConn *sql.Conn
	versionStmt *sql.Stmt
	// printedReads, when set, judges whether a reprint's printed text
	// reads a wording, for the card or face named (ReadPrintedWith).
	printedReads PrintedReader
	// afterWrite, when set, runs after a write commits (AfterWrite).
	afterWrite func(ctx context.Context, s *Store) error
}

// A PrintedReader judges whether a reprint's printed text reads a
// wording, for the card or face named; kept is the class change_classes
// keeps under a key, if it keeps one (KeptClass).
type PrintedReader func(name string, kept KeptClass) func(printed, wording string) bool

// KeptClass is the class change_classes keeps under key, and whether it
// keeps one.
type KeptClass func(key string) (class string, ok bool)

// ReadPrintedWith has the card answers read a reprint inside a change
// window with reads rather than oracle.PrintedReads alone: the rewrites
// of templating live above the store.
func (s *Store) ReadPrintedWith(reads PrintedReader) {
	s.printedReads = reads
}

// keptClass is KeptClass read in tx. A class it cannot read is one the
// reader works out again: it is kept under a key of everything it reads.
func keptClass(ctx context.Context, tx dbtx) KeptClass {
	return func(key string) (string, bool) {
		var class string
		if err := tx.QueryRowContext(ctx, "SELECT class FROM change_classes WHERE key = ?", key).Scan(&class); err != nil {
			return "", false
		}
		return class, true
	}
}

// Open opens the database at path, creating it when the path does not
// exist or is an empty file, and brings an older schema of this program's
// up to date step by step (see migrate.go). A file that is not this
// program's database, or that a newer version wrote, is refused and left
// as it is. The database runs in write-ahead-log mode, so that readers
// never wait for a writer; SQLite keeps the files path-wal and path-shm
// beside it while it is open.
func Open(ctx context.Context, path string) (*Store, error) {
	s, err := open(path, false)
	if err != nil {
		return nil, err
	}
	if err := s.migrate(ctx); err != nil {
		s.Close()
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	return s, nil
}

// ErrNeedsWriting is OpenReadOnly's answer for a database that is to be
// created or migrated first, which Open does.
var ErrNeedsWriting = errors.New("the database is to be created or migrated first")

// OpenReadOnly opens an existing database of this program's current schema
// for reading only. It never migrates, loads or writes, so that it is
// cheap enough for every reading command, and so that a server sees an
// import made by another process at its next read. SQLite may leave the
// files path-wal and path-shm beside the database, empty, for the next
// writer. A database that Open would create or migrate is ErrNeedsWriting;
// one it would refuse is refused likewise.
func OpenReadOnly(ctx context.Context, path string) (*Store, error) {
	return openReadOnly(ctx, path, nil)
}

// OpenReadOnlyWithPack is OpenReadOnly for a reader of the data a history
// pack of digest holds: a database the pack is to be loaded into first
// (NeedsPack) is ErrNeedsWriting too. The database's state and whether
// it needs the pack are read in one statement, outside a transaction:
// every reading command opens the database, and asking NeedsPack in a
// read transaction of its own was three statements more (begin, the
// question, rollback).
func OpenReadOnlyWithPack(ctx context.Context, path, digest string) (*Store, error) {
	return openReadOnly(ctx, path, &digest)
}

// openReadOnly is OpenReadOnly, and OpenReadOnlyWithPack when digest is
// not nil.
func openReadOnly(ctx context.Context, path string, digest *string) (*Store, error) {
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
		return nil, ErrNeedsWriting
	}
	s, err := open(path, true)
	if err != nil {
		return nil, err
	}
	var st dbState
	needsPack, asked := false, false
	if digest != nil {
		st, needsPack, err = readStateNeedsPack(ctx, s.db, *digest)
		asked = err == nil
	}
	if !asked {
		// A database without the meta table (not this program's, or
		// empty) fails the question as it is prepared: its state alone
		// says why it is refused or to be created.
		st, err = readState(ctx, s.db)
	}
	if err == nil {
		var create, upgrade bool
		if create, upgrade, err = st.plan(); err == nil && (create || upgrade) {
			err = ErrNeedsWriting
		}
	}
	if err == nil && digest != nil && !asked {
		if needsPack, err = s.NeedsPack(ctx, *digest); err != nil {
			s.Close()
			return nil, err
		}
	}
	if err == nil && needsPack {
		err = ErrNeedsWriting
	}
	if err != nil {
		s.Close()
		if errors.Is(err, ErrNeedsWriting) {
			return nil, err
		}
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	// A server reads on many connections at once: keep them open between
	// requests rather than opening the file again (database/sql keeps 2).
	s.db.SetMaxIdleConns(64)
	return s, nil
}

// open opens the database file at path after checking that it is one, for
// reading and writing or for reading only.
func open(path string, readOnly bool) (*Store, error) {
	if err := checkSQLiteFile(path); err != nil {
		return nil, err
	}
	registerSearchFunctions()
	params := "?_pragma=foreign_keys(1)"
	if readOnly {
		params = "?mode=ro&_pragma=query_only(1)"
	}
	dsn := "file:" + (&url.URL{Path: path}).EscapedPath() + params +
		"&_pragma=busy_timeout(10000)&_pragma=mmap_size(268435456)"
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	return &Store{db: db, path: path}, nil
}

// Close closes the database.
func (s *Store) Close() error {
	if s.kept != nil {
		s.kept.close()
	}
	s.versionMu.Lock()
	if s.versionConn != nil {
		s.versionStmt.Close()
		s.versionConn.Close()
		s.versionConn, s.versionStmt = nil, nil
	}
	s.versionMu.Unlock()
	return s.db.Close()
}

// DataVersion is a number that changes whenever a change to the database
// is committed on another connection, of this process or another (an
// import while a server reads, say): what a reader worked out from the
// database holds while it stays the same. It is SQLite's data_version,
// always asked on the one connection kept for it.
func (s *Store) DataVersion(ctx context.Context) (int64, error) {
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	s.versionMu.Lock()
	defer s.versionMu.Unlock()
	if s.versionConn == nil {
		conn, err := s.db.Conn(ctx)
		if err != nil {
			return 0, err
		}
		stmt, err := conn.PrepareContext(ctx, "PRAGMA data_version")
		if err != nil {
			conn.Close()
			return 0, err
		}
		s.versionConn, s.versionStmt = conn, stmt
	}
	// The pragma reads the version in a read transaction of its own, so
	// no transaction is begun for it; it takes a few microseconds, which a
	// context that can be canceled would more than double (database/sql
	// watches one with a goroutine per statement).
	var v int64
	err := s.versionStmt.QueryRowContext(context.Background()).Scan(&v)
	return v, err
}

// Path is the database file.
func (s *Store) Path() string { return s.path }

// read runs fn in a read-only transaction.
func (s *Store) read(ctx context.Context, fn func(tx *sql.Tx) error) error {
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return err
	}
	defer tx.Rollback()
	return fn(tx)
}

// lookup runs fn in a read-only transaction, with the statements the store
// keeps prepared when it keeps them (KeepStatements).
func (s *Store) lookup(ctx context.Context, fn func(tx dbtx) error) error {
	return s.read(ctx, func(tx *sql.Tx) error {
		if s.kept == nil {
			return fn(tx)
		}
		return fn(&preparedTx{tx: tx, stmts: map[string]*sql.Stmt{}, kept: s.kept})
	})
}

// write runs fn in a transaction, committed only if fn succeeds, and
// computes the statuses absences state (refreshAbsences),
// card_field_changes and keyword_periods again before it commits; then
// the store's
// AfterWrite.
func (s *Store) write(ctx context.Context, fn func(tx *sql.Tx) error) error {
	return s.writeFresh(ctx, func(tx *sql.Tx) (bool, error) { return false, fn(tx) })
}

// writeFresh is write for an fn that says whether card_field_changes and
// keyword_periods are current already (a pack's own, loaded with its rows;
// a pack without keyword_periods leaves it marked not current).
func (s *Store) writeFresh(ctx context.Context, fn func(tx *sql.Tx) (bool, error)) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback() // a no-op after Commit
	fresh, err := fn(tx)
	if err != nil {
		return err
	}
	// what a search as of a date derives from the fields written
	if !fresh {
		if err := refreshAbsences(ctx, tx); err != nil {
			return err
		}
		if err := refreshFieldChanges(ctx, tx); err != nil {
			return err
		}
		if err := refreshKeywordPeriods(ctx, tx); err != nil {
			return err
		}
	}
	if err := tx.Commit(); err != nil {
		return err
	}
	if !fresh && s.afterWrite != nil {
		if err := s.afterWrite(ctx, s); err != nil {
			// What follows a write derives from it and is done again by
			// the next; the write itself stands.
			return fmt.Errorf("the write is saved, but the work after it failed (the next write does it again): %w", err)
		}
	}
	return nil
}

// Meta reads a value from the meta table; "" when unset.
func (s *Store) Meta(ctx context.Context, key string) (string, error) {
	var v string
	err := s.read(ctx, func(tx *sql.Tx) error {
		err := tx.QueryRowContext(ctx, "SELECT value FROM meta WHERE key = ?", key).Scan(&v)
		if errors.Is(err, sql.ErrNoRows) {
			return nil
		}
		return err
	})
	return v, err
}

func setMeta(ctx context.Context, tx dbtx, key, value string) error {
	_, err := tx.ExecContext(ctx, `INSERT INTO meta (key, value) VALUES (?, ?)
		ON CONFLICT (key) DO UPDATE SET value = excluded.value`, key, value)
	return err
}

// MetaDataHash is the meta key holding the digest of the data last
// ingested, and MetaDataDir the directory it came from ("" for the data
// embedded in the program).
const (
	MetaDataHash = "data_hash"
	MetaDataDir  = "data_dir"
)

// HasSource reports whether a source with this id is in the database.
func (s *Store) HasSource(ctx context.Context, id string) (bool, error) {
	var n int
	err := s.read(ctx, func(tx *sql.Tx) error {
		return tx.QueryRowContext(ctx, "SELECT count(*) FROM sources WHERE id = ?", id).Scan(&n)
	})
	return n > 0, err
}

// dbtx runs statements: a transaction, or a preparedTx over one. The
// store's helpers take one, so that long imports can reuse their
// prepared statements.
type dbtx interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// preparedTx is a transaction that prepares each distinct statement once:
// an import runs the same few statements a hundred thousand times, and
// parsing their SQL each time was a third of its work. With kept, its
// statements are the store's, prepared once for every transaction.
type preparedTx struct {
	tx    *sql.Tx
	stmts map[string]*sql.Stmt
	kept  *keptStatements
}

func newPreparedTx(tx *sql.Tx) *preparedTx {
	return &preparedTx{tx: tx, stmts: map[string]*sql.Stmt{}}
}

func (p *preparedTx) stmt(ctx context.Context, query string) (*sql.Stmt, error) {
	if st, ok := p.stmts[query]; ok {
		return st, nil
	}
	var st *sql.Stmt
	kept, err := p.kept.get(ctx, query)
	switch {
	case err != nil:
		return nil, err
	case kept != nil:
		st = p.tx.StmtContext(ctx, kept)
	default:
		if st, err = p.tx.PrepareContext(ctx, query); err != nil {
			return nil, err
		}
	}
	p.stmts[query] = st
	return st, nil
}

func (p *preparedTx) ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error) {
	st, err := p.stmt(ctx, query)
	if err != nil {
		return nil, err
	}
	return st.ExecContext(ctx, args...)
}

func (p *preparedTx) QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	st, err := p.stmt(ctx, query)
	if err != nil {
		return nil, err
	}
	return st.QueryContext(ctx, args...)
}

func (p *preparedTx) QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row {
	st, err := p.stmt(ctx, query)
	if err != nil {
		return p.tx.QueryRowContext(ctx, query, args...) // reports the same error
	}
	return st.QueryRowContext(ctx, args...)
}

// maxKept bounds the statements a store keeps: the lookups' SQL is fixed,
// and a statement past the bound is prepared for its transaction alone.
const maxKept = 64

// keptStatements are statements prepared on the database, by SQL.
// database/sql prepares each on a connection the first time a transaction
// on that connection runs it, and keeps it there for the next.
type keptStatements struct {
	db    *sql.DB
	mu    sync.Mutex
	stmts map[string]*sql.Stmt
}

// KeepStatements makes the store keep the statements of its lookups (a
// card by name or id, its history, rulings and identity, names by prefix)
// prepared from one call to the next, for a long-lived reader such as a
// server: preparing them again on every call was a quarter of a lookup's
// work. Call it before the store is shared.
func (s *Store) KeepStatements() {
	s.kept = &keptStatements{db: s.db, stmts: map[string]*sql.Stmt{}}
}

// get is the kept statement of query, prepared on first use; nil (without
// error) when no statement is kept (k is nil or full).
func (k *keptStatements) get(ctx context.Context, query string) (*sql.Stmt, error) {
	if k == nil {
		return nil, nil
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	if st, ok := k.stmts[query]; ok {
		return st, nil
	}
	if k.stmts == nil || len(k.stmts) >= maxKept { // closed, or full
		return nil, nil
	}
	st, err := k.db.PrepareContext(ctx, query)
	if err != nil {
		return nil, err
	}
	k.stmts[query] = st
	return st, nil
}

func (k *keptStatements) close() {
	k.mu.Lock()
	defer k.mu.Unlock()
	for _, st := range k.stmts {
		st.Close()
	}
	k.stmts = nil
}
