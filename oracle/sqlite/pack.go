package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"runtime"
	"slices"
	"strings"
	"sync"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/pack"
)

// MetaPackSources is the meta key listing, as a JSON array, the snapshot
// sources a history pack wrote: the other snapshots are the user's own
// imports, which loading a new pack keeps.
const MetaPackSources = "pack_sources"

// metaDataOnly is set by an ingest: a database loaded with a data
// directory of its user's choosing is not loaded with the pack by itself.
const metaDataOnly = "data_only"

// NeedsPack reports whether the pack of the given digest is to be loaded
// into the database: it was never loaded with data, or with older
// embedded data, and no ingest chose its data.
func (s *Store) NeedsPack(ctx context.Context, digest string) (bool, error) {
	var need bool
	err := s.read(ctx, func(tx *sql.Tx) error {
		return tx.QueryRowContext(ctx, `SELECT `+needsPackSQL, needsPackArgs(digest)...).Scan(&need)
	})
	return need, err
}

// needsPackSQL is NeedsPack's answer, with the arguments needsPackArgs
// gives.
const needsPackSQL = `coalesce((SELECT value FROM meta WHERE key = ?), '') != ?
	AND coalesce((SELECT value FROM meta WHERE key = ?), '') = ''
	AND NOT EXISTS (SELECT 1 FROM meta WHERE key = ?)`

func needsPackArgs(digest string) []any {
	return []any{MetaDataHash, digest, MetaDataDir, metaDataOnly}
}

// packTables are the tables a pack holds, in the order they are written
// and loaded (rows before the rows that name them). The parse of the
// current wordings (card_abilities, faces' abilities) and what derives
// from it (card_keywords, card_search) are made again on load: the parse
// is a third of the pack's size, and the program's own parser says what
// it is. meta and schema_migrations belong to the database.
var packTables = []string{"sources", "sets", "cards", "faces", "legalities", "card_fields", "card_field_changes", "snapshot_fields", "identifiers",
	"printings", "wordings", "rulings", "ruling_cards", "rules", "rule_cards",
	"comp_rule_versions", "comp_rule_sections", "comp_rules", "comp_glossary", "change_classes", "keyword_periods"}

// packLeftOut are the columns a pack leaves out: the parse, made again on
// load, the ids that no row names, given again on load, and what derives
// from card_field_changes.
var packLeftOut = map[string]bool{"faces.abilities": true, "printings.id": true, "wordings.id": true, "cards.changed_fields": true}

// packRenumbered are the tables whose ids other rows name: a pack numbers
// their rows anew in the order given, so that the same content gives the
// same pack whatever order it was imported in.
var packRenumbered = map[string]string{
	"cards": "name",
	// rulings by text, so that the many dumps giving a ruling give it
	// on lines next to each other, which compress to little
	"rulings": `text, source_id, kind, number, date,
		(SELECT min(c.name) FROM ruling_cards x JOIN cards c ON c.id = x.card_id WHERE x.ruling_id = rulings.id)`,
	"rules": `source_id, kind, number, keyword, topics, text,
		(SELECT min(c.name) FROM rule_cards x JOIN cards c ON c.id = x.card_id WHERE x.rule_id = rules.id)`,
}

// packRefs map a column naming a renumbered table's row to that table.
var packRefs = map[string]string{"card_id": "cards", "ruling_id": "rulings", "rule_id": "rules"}

// WritePack writes the database's cards, sources and history as a pack:
// every row of the pack's tables, ids renumbered, in a fixed order.
func (s *Store) WritePack(ctx context.Context, w io.Writer) error {
	// every write left card_field_changes current: the pack writes it as
	// it is
	return s.writeFresh(ctx, func(tx *sql.Tx) (bool, error) { return true, writePack(ctx, tx, w) })
}

// writePack writes the pack of WritePack within tx.
func writePack(ctx context.Context, tx *sql.Tx, w io.Writer) error {
	for table, order := range packRenumbered {
		if _, err := tx.ExecContext(ctx, "CREATE TEMP TABLE pack_"+table+" (id INTEGER PRIMARY KEY, n INTEGER NOT NULL)"); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, "INSERT INTO pack_"+table+" SELECT id, row_number() OVER (ORDER BY "+order+") FROM "+table); err != nil {
			return err
		}
	}
	defer func() {
		for table := range packRenumbered {
			tx.ExecContext(ctx, "DROP TABLE temp.pack_"+table)
		}
	}()
	sources, err := packSnapshotSources(ctx, tx)
	if err != nil {
		return err
	}
	version, err := schemaVersionOf(ctx, tx)
	if err != nil {
		return err
	}
	pw, err := pack.NewWriter(w, pack.Header{Schema: version, Sources: sources})
	if err != nil {
		return err
	}
	for _, table := range packTables {
		if err := writePackTable(ctx, tx, pw, table); err != nil {
			return fmt.Errorf("pack: table %s: %w", table, err)
		}
	}
	return pw.Close()
}

// packSnapshotSources are the snapshots whose wordings a pack written now
// holds: those imported from dumps.
func packSnapshotSources(ctx context.Context, tx dbtx) ([]string, error) {
	return queryStrings(ctx, tx, `SELECT id FROM sources s WHERE kind = 'snapshot'
		AND EXISTS (SELECT 1 FROM wordings w WHERE w.source_id = s.id AND w.from_data = 0) ORDER BY id`)
}

func writePackTable(ctx context.Context, tx dbtx, pw *pack.Writer, table string) error {
	cols, err := tableColumns(ctx, tx, table)
	if err != nil {
		return err
	}
	var names, exprs []string
	for _, c := range cols {
		_, renumbered := packRenumbered[table]
		switch ref, isRef := packRefs[c]; {
		case c == "id" && renumbered:
			exprs = append(exprs, fmt.Sprintf("(SELECT n FROM pack_%s p WHERE p.id = t.id)", table))
		case packLeftOut[table+"."+c]:
			continue
		case isRef:
			exprs = append(exprs, fmt.Sprintf("(SELECT n FROM pack_%s p WHERE p.id = t.%s)", ref, c))
		default:
			exprs = append(exprs, "t."+c)
		}
		names = append(names, c)
	}
	var n int
	if err := tx.QueryRowContext(ctx, "SELECT count(*) FROM "+table).Scan(&n); err != nil {
		return err
	}
	if err := pw.Table(pack.Table{Table: table, Columns: names, Rows: n}); err != nil {
		return err
	}
	order := make([]string, len(exprs))
	for i := range order {
		order[i] = fmt.Sprint(i + 1)
	}
	rows, err := tx.QueryContext(ctx, "SELECT "+strings.Join(exprs, ", ")+" FROM "+table+" t ORDER BY "+strings.Join(order, ", "))
	if err != nil {
		return err
	}
	defer rows.Close()
	values, ptrs := make([]any, len(exprs)), make([]any, len(exprs))
	for i := range values {
		ptrs[i] = &values[i]
	}
	for rows.Next() {
		if err := rows.Scan(ptrs...); err != nil {
			return err
		}
		for i, v := range values {
			if b, ok := v.([]byte); ok {
				values[i] = string(b)
			}
		}
		if err := pw.Row(values); err != nil {
			return err
		}
	}
	return rows.Err()
}

// tableColumns are a table's columns in order.
func tableColumns(ctx context.Context, tx dbtx, table string) ([]string, error) {
	return queryStrings(ctx, tx, "SELECT name FROM pragma_table_info(?) ORDER BY cid", table)
}

func queryStrings(ctx context.Context, tx dbtx, query string, args ...any) ([]string, error) {
	rows, err := tx.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, rows.Err()
}

func schemaVersionOf(ctx context.Context, tx dbtx) (int, error) {
	var v int
	err := tx.QueryRowContext(ctx, "PRAGMA user_version").Scan(&v)
	return v, err
}

// PackStats counts what loading a pack wrote.
type PackStats struct {
	Sources  int `json:"sources"`
	Cards    int `json:"cards"`
	Rows     int `json:"rows"`
	Replayed int `json:"replayed"` // the user's snapshots imported again on top

	// fieldChanges is whether the pack held card_field_changes, which
	// then need not be computed again unless snapshots were replayed
	fieldChanges bool
	// keywordPeriods is whether the pack held keyword_periods; one
	// written before it had the table leaves it empty and not current
	// (see metaKeywordPeriods) until the next write
	keywordPeriods bool
}

// packCacheKiB is SQLite's page cache while a pack loads, in KiB.
const packCacheKiB = 16 << 10

// loadPack replaces every row of the pack's tables with the pack's, in the
// transaction tx, and records digest as the embedded data's.
func loadPack(ctx context.Context, sqlTx *sql.Tx, pr *pack.Reader, digest string) (PackStats, error) {
	var st PackStats
	// Full batches of a table are one statement, prepared once.
	tx := newPreparedTx(sqlTx)
	// The whole pack is one transaction of some 200 MB of pages. A page
	// cache that held them all (it was 256 MB) was most of the first
	// build's memory and no faster: the pages it cannot hold go to the
	// write-ahead log, which is written once either way, and are read
	// back from the system's file cache. See docs/BENCHMARKS.md.
	for _, pragma := range []string{"PRAGMA mmap_size = 0", fmt.Sprintf("PRAGMA cache_size = -%d", packCacheKiB)} {
		if _, err := tx.ExecContext(ctx, pragma); err != nil {
			return st, err
		}
	}
	defer tx.ExecContext(ctx, "PRAGMA cache_size = -2000")
	if err := setMeta(ctx, tx, metaSearchDeferred, "1"); err != nil {
		return st, err
	}
	for _, table := range slices.Backward(append(slices.Clone(packTables), "card_abilities", "card_keywords")) {
		if _, err := tx.ExecContext(ctx, "DELETE FROM "+table); err != nil {
			return st, err
		}
	}
	indexes, err := dropIndexes(ctx, tx, packTables)
	if err != nil {
		return st, err
	}
	for {
		t, err := pr.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return st, err
		}
		if err := loadPackTable(ctx, tx, pr, t); err != nil {
			return st, err
		}
		st.Rows += t.Rows
		switch t.Table {
		case "card_field_changes":
			st.fieldChanges = true
		case "keyword_periods":
			st.keywordPeriods = true
		case "sources":
			st.Sources = t.Rows
		case "cards":
			st.Cards = t.Rows
		}
	}
	if st.fieldChanges {
		// before the indexes, which then take the column at once
		if err := refreshChangedFields(ctx, tx); err != nil {
			return st, err
		}
	}
	for _, create := range indexes {
		if _, err := tx.ExecContext(ctx, create); err != nil {
			return st, err
		}
	}
	if err := parseAllCurrent(ctx, tx); err != nil {
		return st, err
	}
	if err := rebuildSearch(ctx, tx); err != nil {
		return st, err
	}
	sources, err := json.Marshal(pr.Header().Sources)
	if err != nil {
		return st, err
	}
	for k, v := range map[string]string{MetaDataHash: digest, MetaDataDir: "", MetaPackSources: string(sources)} {
		if err := setMeta(ctx, tx, k, v); err != nil {
			return st, err
		}
	}
	if st.keywordPeriods {
		if err := setMeta(ctx, tx, metaKeywordPeriods, "1"); err != nil {
			return st, err
		}
	} else if _, err := tx.ExecContext(ctx, "DELETE FROM meta WHERE key = ?", metaKeywordPeriods); err != nil {
		return st, err
	}
	_, err = tx.ExecContext(ctx, "DELETE FROM meta WHERE key = ?", metaDataOnly)
	return st, err
}

// dropIndexes drops the indexes of the tables a pack fills, and returns
// the statements that create them again once the rows are in: an index
// built then sorts its keys once, where one kept up to date takes them
// one by one. The constraints' own indexes stay. Within the load's
// transaction, a failure leaves them as they were.
func dropIndexes(ctx context.Context, tx dbtx, tables []string) ([]string, error) {
	marks := strings.TrimSuffix(strings.Repeat("?, ", len(tables)), ", ")
	args := make([]any, len(tables))
	for i, t := range tables {
		args[i] = t
	}
	var names, creates []string
	err := eachRow(ctx, tx, "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN ("+marks+") ORDER BY name",
		func(rows *sql.Rows) error {
			var name, create string
			if err := rows.Scan(&name, &create); err != nil {
				return err
			}
			names, creates = append(names, name), append(creates, create)
			return nil
		}, args...)
	if err != nil {
		return nil, err
	}
	for _, name := range names {
		if _, err := tx.ExecContext(ctx, `DROP INDEX "`+name+`"`); err != nil {
			return nil, err
		}
	}
	return creates, nil
}

func loadPackTable(ctx context.Context, tx dbtx, pr *pack.Reader, t pack.Table) error {
	if !slices.Contains(packTables, t.Table) {
		return fmt.Errorf("pack: unknown table %q", t.Table)
	}
	cols, err := tableColumns(ctx, tx, t.Table)
	if err != nil {
		return err
	}
	for i, c := range t.Columns {
		if !slices.Contains(cols, c) || slices.Index(t.Columns, c) != i || packLeftOut[t.Table+"."+c] {
			return fmt.Errorf("pack: table %s: unknown or repeated column %q", t.Table, c)
		}
	}
	b := newRowBatch(t.Table, strings.Join(t.Columns, ", "), "")
	values := make([]any, len(t.Columns))
	for range t.Rows {
		if err := pr.Row(values); err != nil {
			return err
		}
		if err := b.add(ctx, tx, values...); err != nil {
			return err
		}
	}
	return b.flush(ctx, tx)
}

// parseAllCurrent parses every card's current wording into its abilities,
// as an import stores them (storeOracleText), on every core.
func parseAllCurrent(ctx context.Context, tx dbtx) error {
	faces := map[int64][]faceText{}
	err := eachRow(ctx, tx, "SELECT card_id, name, type_line, oracle_text FROM faces ORDER BY card_id, position", func(rows *sql.Rows) error {
		var id int64
		var f faceText
		if err := rows.Scan(&id, &f.name, &f.typeLine, &f.text); err != nil {
			return err
		}
		faces[id] = append(faces[id], f)
		return nil
	})
	if err != nil {
		return err
	}
	var cards []parsedCard
	err = eachRow(ctx, tx, "SELECT id, name, type_line, oracle_text FROM cards ORDER BY id", func(rows *sql.Rows) error {
		var c parsedCard
		if err := rows.Scan(&c.id, &c.name, &c.typeLine, &c.text); err != nil {
			return err
		}
		cards = append(cards, c)
		return nil
	})
	if err != nil {
		return err
	}
	workers := runtime.GOMAXPROCS(0)
	errs := make([]error, workers)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			for i := w; i < len(cards); i += workers {
				c := &cards[i]
				current := map[int]string{0: c.text}
				var fs []oracle.Face
				for j, f := range faces[c.id] {
					fs = append(fs, oracle.Face{Name: f.name, TypeLine: f.typeLine})
					current[j+1] = f.text
				}
				if c.parsed, errs[w] = parseCurrent(c.name, c.typeLine, fs, current); errs[w] != nil {
					errs[w] = fmt.Errorf("card %q: %w", c.name, errs[w])
					return
				}
			}
		})
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return err
	}
	abilities := newAbilitiesBatch()
	for _, c := range cards {
		if err := abilities.add(ctx, tx, c.id, c.parsed.abilities); err != nil {
			return err
		}
		for i, f := range c.parsed.faces {
			if _, err := tx.ExecContext(ctx, "UPDATE faces SET abilities = ? WHERE card_id = ? AND position = ?", f.abilities, c.id, i+1); err != nil {
				return err
			}
		}
	}
	return abilities.flush(ctx, tx)
}

type faceText struct{ name, typeLine, text string }

type parsedCard struct {
	id                   int64
	name, typeLine, text string
	parsed               currentOracle
}
