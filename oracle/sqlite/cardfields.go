package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/mtgoracle/oracle/oracle"
)

// The history of fields (card_fields) keeps a field's value only where it
// differs from the value the snapshot before it stated. An import states
// every field it carries of every card it lists into temp.field_stmts;
// recordFieldHistory then keeps those that change the value in force
// before the snapshot, and mends the rows after it when the snapshot is
// older than some already imported: a later row that now repeats the
// snapshot's value goes, and the first later snapshot that spoke of the
// card, whose value was the one before, gets a row of its own.

const fieldDefaultSQL = "CASE WHEN n.field LIKE 'legality:%' THEN '" + oracle.NotLegal + "' ELSE '' END"

// legalityFormatStart is where a format's key starts in its legality
// field's name, for SQL's substr.
var legalityFormatStart = strconv.Itoa(len(oracle.LegalityField("")) + 1)

// currentLegalitiesSQL writes the legalities of the cards the snapshot
// lists (temp.field_stmts) or listed before (temp.released_fields) from their field history, whatever the order
// the snapshots were imported in: each card's status, in force now, in
// every format that the newest snapshot stating its legalities in several
// formats states, and in each format a later snapshot states alone (a
// copy trimmed to the Commander status). A format no such snapshot states
// (one dumps no longer list) is left out, as is a status not legal.
var currentLegalitiesSQL = `WITH counts AS (SELECT source_id, count(*) AS formats FROM snapshot_fields
		WHERE field LIKE 'legality:%' GROUP BY source_id),
	listed AS (SELECT DISTINCT w.card_id, w.source_id, k.rank, coalesce(c.formats, 0) AS formats
		FROM wordings w JOIN temp.snapshot_rank k ON k.id = w.source_id LEFT JOIN counts c ON c.source_id = w.source_id
		WHERE w.kind = 'snapshot' AND w.card_id IN (SELECT card_id FROM temp.field_stmts UNION SELECT card_id FROM temp.released_fields)),
	since AS (SELECT card_id, coalesce(max(rank) FILTER (WHERE formats > 1), 0) AS rank FROM listed GROUP BY card_id),
	stated AS (SELECT DISTINCT l.card_id, f.field FROM listed l JOIN since s ON s.card_id = l.card_id
		JOIN snapshot_fields f ON f.source_id = l.source_id
		WHERE l.rank >= s.rank AND l.formats > 0 AND f.field LIKE 'legality:%'),
	valued AS (SELECT st.card_id, substr(st.field, ` + legalityFormatStart + `) AS format,
		coalesce((SELECT v.value FROM card_fields v JOIN temp.snapshot_rank k ON k.id = v.source_id
			WHERE v.card_id = st.card_id AND v.face = 0 AND v.field = st.field AND v.value <> '` + oracle.UnstatedStatus + `'
			ORDER BY k.rank DESC LIMIT 1), '` + oracle.NotLegal + `') AS status
		FROM stated st)
	INSERT INTO legalities (card_id, formats)
	SELECT card_id, json_group_object(format, status) FILTER (WHERE status <> '` + oracle.NotLegal + `') FROM valued WHERE true GROUP BY card_id
	ON CONFLICT (card_id) DO UPDATE SET formats = excluded.formats`

// fieldRowsNear is the SQL of the value the card's field held at the
// nearest row before (dir "<", order "DESC") or after (">", "") the
// snapshot of rank ?1.
func fieldRowsNear(column, dir, order string) string {
	return `(SELECT f.` + column + ` FROM card_fields f JOIN temp.snapshot_rank k ON k.id = f.source_id
		WHERE f.card_id = n.card_id AND f.face = n.face AND f.field = n.field AND k.rank ` + dir + ` ?1
		ORDER BY k.rank ` + order + ` LIMIT 1)`
}

// newFieldStatements makes the temporary table an import states its
// fields into, and returns the batch that fills it.
func newFieldStatements(ctx context.Context, tx dbtx) (*rowBatch, error) {
	for _, q := range []string{"DROP TABLE IF EXISTS temp.field_stmts",
		`CREATE TEMP TABLE field_stmts (card_id INTEGER NOT NULL, face INTEGER NOT NULL, field TEXT NOT NULL,
			value TEXT NOT NULL, PRIMARY KEY (card_id, face, field)) WITHOUT ROWID`} {
		if _, err := tx.ExecContext(ctx, q); err != nil {
			return nil, err
		}
	}
	// A dump that spells one card two ways states it twice: the first
	// statement is kept, as for its other fields.
	return newRowBatch("temp.field_stmts", "card_id, face, field, value", "ON CONFLICT DO NOTHING"), nil
}

// stateFields gathers the fields the import states: of each card, those
// of the record the import took its wording from (PickStatement), with
// its status in each format the snapshot states (SnapshotLegalities).
func (im *importer) stateFields(ctx context.Context) error {
	batch, err := newFieldStatements(ctx, im.tx)
	if err != nil {
		return err
	}
	picked := func(card *importedCard) int {
		if len(card.statements) < 2 {
			return 0
		}
		weights := make([]oracle.Statement, len(card.statements))
		for i, s := range card.statements {
			weights[i] = s.Statement
		}
		return oracle.PickStatement(weights)
	}
	ids := make([]int64, 0, len(im.seen))
	for id, card := range im.seen {
		if len(card.statements) > 0 {
			ids = append(ids, id)
		}
	}
	slices.Sort(ids)
	// each card's records, the picked one first: it breaks a tie of statuses
	records := make([][]oracle.SnapshotCard, len(ids))
	statements := make([]oracle.SnapshotCard, len(ids))
	for i, id := range ids {
		card := im.seen[id]
		p := card.statements[picked(card)]
		statements[i] = p.card
		records[i] = append(records[i], card.legalities[p.record])
		records[i] = append(records[i], card.legalities[:p.record]...)
		records[i] = append(records[i], card.legalities[p.record+1:]...)
	}
	for i, legalities := range oracle.SnapshotLegalities(records) {
		for _, v := range oracle.StatedFields(statements[i], legalities) {
			if err := batch.add(ctx, im.tx, ids[i], v.Face, v.Field, v.Value); err != nil {
				return err
			}
		}
	}
	if err := batch.flush(ctx, im.tx); err != nil {
		return err
	}
	return recordFieldHistory(ctx, im.tx, im.src.ID)
}

// rankSnapshots makes temp.snapshot_rank, the snapshots in date order,
// and returns the rank of the source, false when it is not a snapshot.
func rankSnapshots(ctx context.Context, tx dbtx, source string) (int64, bool, error) {
	steps := []string{
		"DROP TABLE IF EXISTS temp.snapshot_rank",
		`CREATE TEMP TABLE snapshot_rank AS SELECT id, row_number() OVER (ORDER BY date_last, id) AS rank
			FROM sources WHERE kind = 'snapshot'`,
		"CREATE UNIQUE INDEX temp.snapshot_rank_id ON snapshot_rank (id)",
	}
	for _, q := range steps {
		if _, err := tx.ExecContext(ctx, q); err != nil {
			return 0, false, err
		}
	}
	var rank int64
	err := tx.QueryRowContext(ctx, "SELECT rank FROM temp.snapshot_rank WHERE id = ?", source).Scan(&rank)
	if err == sql.ErrNoRows {
		return 0, false, nil
	}
	return rank, err == nil, err
}

// firstListingBefore is the SQL of the first snapshot after the one of
// rank ?1, and before the row of the card's field from next_source, that
// spoke of the card and states the field: the snapshot whose statement of
// it the history keeps implicitly, as the value in force before.
const firstListingBefore = `(SELECT k.id FROM temp.snapshot_rank k
	WHERE k.rank > ?1 AND k.rank < coalesce((SELECT r.rank FROM temp.snapshot_rank r WHERE r.id = n.next_source), 1 << 62)
	AND EXISTS (SELECT 1 FROM wordings w WHERE w.card_id = n.card_id AND w.source_id = k.id AND w.kind = 'snapshot')
	AND EXISTS (SELECT 1 FROM snapshot_fields x WHERE x.source_id = k.id AND x.field = n.field)
	ORDER BY k.rank LIMIT 1)`

// releaseFieldRows removes the snapshot source's rows of the field
// history before it is imported again, without losing what later
// snapshots stated: one that spoke of a card after the source with no row
// of its own stated the value of the source's row, so the first such
// snapshot before the next row takes the row over; a next row that then
// repeats the value before the source goes. The cards whose rows went are
// kept in temp.released_fields, for their legalities now.
func releaseFieldRows(ctx context.Context, tx dbtx, source string) error {
	rank, ok, err := rankSnapshots(ctx, tx, source)
	if err != nil {
		return fmt.Errorf("field history: source %s: %w", source, err)
	}
	steps := []string{"DROP TABLE IF EXISTS temp.released_fields"}
	if ok {
		steps = append(steps,
			`CREATE TEMP TABLE released_fields AS SELECT n.card_id, n.face, n.field, n.value,
				coalesce(`+fieldRowsNear("value", "<", "DESC")+`, `+fieldDefaultSQL+`) AS before,
				`+fieldRowsNear("source_id", ">", "")+` AS next_source, `+fieldRowsNear("value", ">", "")+` AS next_value
				FROM card_fields n WHERE n.source_id = ?2`,
			`ALTER TABLE temp.released_fields ADD COLUMN heir TEXT`,
			`UPDATE temp.released_fields AS n SET heir = `+firstListingBefore,
			`INSERT INTO card_fields (card_id, face, field, source_id, value)
				SELECT card_id, face, field, heir, value FROM temp.released_fields WHERE heir IS NOT NULL AND value <> before`,
			`DELETE FROM card_fields WHERE (card_id, face, field, source_id) IN (SELECT card_id, face, field, next_source
				FROM temp.released_fields WHERE heir IS NULL AND next_value = before)`)
	} else {
		steps = append(steps, `CREATE TEMP TABLE released_fields AS SELECT card_id FROM card_fields WHERE source_id = ?2`)
	}
	steps = append(steps, "DELETE FROM card_fields WHERE source_id = ?2", "DROP TABLE temp.snapshot_rank")
	for _, q := range steps {
		if _, err := tx.ExecContext(ctx, q, stepArgs(q, rank, source)...); err != nil {
			return fmt.Errorf("field history: %w", err)
		}
	}
	return nil
}

// stepArgs are the arguments of a step q of the field history: rank and
// source when it uses ?2, rank alone when it uses ?1 only, none when it
// has no parameter (a DROP or ALTER TABLE), as recordFieldHistory passes
// them.
func stepArgs(q string, rank int64, source string) []any {
	switch {
	case strings.Contains(q, "?2"):
		return []any{rank, source}
	case strings.Contains(q, "?1"):
		return []any{rank}
	}
	return nil
}

// recordFieldHistory keeps what the snapshot source stated in
// temp.field_stmts where it changes the history (see above), and drops the
// temporary tables.
func recordFieldHistory(ctx context.Context, tx dbtx, source string) error {
	rank, ok, err := rankSnapshots(ctx, tx, source)
	if err == nil && !ok {
		err = sql.ErrNoRows
	}
	if err != nil {
		return fmt.Errorf("field history: source %s: %w", source, err)
	}
	var later bool
	err = tx.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM temp.snapshot_rank k WHERE k.rank > ?1
		AND EXISTS (SELECT 1 FROM card_fields f WHERE f.source_id = k.id))`, rank).Scan(&later)
	if err != nil {
		return err
	}
	steps := []string{
		"DELETE FROM snapshot_fields WHERE source_id = ?2",
		// A field counts as the snapshot's when it states it of every card
		// it lists: a trimmed copy gives some cards' colors and not others'.
		`INSERT INTO snapshot_fields (source_id, field) SELECT ?2, field FROM temp.field_stmts WHERE face = 0
			GROUP BY field HAVING count(*) = (SELECT count(DISTINCT card_id) FROM temp.field_stmts)`,
		"DROP TABLE IF EXISTS temp.field_changes",
		// the statements that differ from the value in force before
		`CREATE TEMP TABLE field_changes AS SELECT n.card_id, n.face, n.field, n.value,
			coalesce(` + fieldRowsNear("value", "<", "DESC") + `, ` + fieldDefaultSQL + `) AS before
			FROM temp.field_stmts n`,
		"DELETE FROM temp.field_changes WHERE value = before",
	}
	if later {
		steps = append(steps,
			`ALTER TABLE temp.field_changes ADD COLUMN next_source TEXT`,
			`ALTER TABLE temp.field_changes ADD COLUMN next_value TEXT`,
			`ALTER TABLE temp.field_changes ADD COLUMN stated_before TEXT`,
			`UPDATE temp.field_changes AS n SET next_source = `+fieldRowsNear("source_id", ">", "")+`,
				next_value = `+fieldRowsNear("value", ">", ""),
			// the first later snapshot that spoke of the card before the
			// next row stated the value before this snapshot's
			`UPDATE temp.field_changes AS n SET stated_before = `+firstListingBefore,
			`INSERT INTO card_fields (card_id, face, field, source_id, value)
				SELECT card_id, face, field, stated_before, before FROM temp.field_changes WHERE stated_before IS NOT NULL`,
			`DELETE FROM card_fields WHERE (card_id, face, field, source_id) IN (SELECT card_id, face, field, next_source
				FROM temp.field_changes WHERE stated_before IS NULL AND next_value = value)`,
		)
	}
	steps = append(steps,
		`INSERT INTO card_fields (card_id, face, field, source_id, value)
			SELECT card_id, face, field, ?2, value FROM temp.field_changes`,
		currentLegalitiesSQL,
		"DROP TABLE temp.field_changes", "DROP TABLE temp.field_stmts", "DROP TABLE temp.snapshot_rank",
		"DROP TABLE IF EXISTS temp.released_fields")
	for _, q := range steps {
		var args []any
		switch {
		case strings.Contains(q, "?2"):
			args = []any{rank, source}
		case strings.Contains(q, "?1"):
			args = []any{rank}
		}
		if _, err := tx.ExecContext(ctx, q, args...); err != nil {
			return fmt.Errorf("field history: %w", err)
		}
	}
	return nil
}

// fieldHistory is a card's field history: its statements, and the
// snapshots that spoke of it (gave it a wording), oldest first.
type fieldHistory struct {
	statements []oracle.FieldStatement
	listed     []oracle.Listing
}

// loadSnapshotFields reads which fields each snapshot states (snapshot_fields).
func loadSnapshotFields(ctx context.Context, tx dbtx) (map[string]map[string]bool, error) {
	out := map[string]map[string]bool{}
	err := eachRow(ctx, tx, "SELECT source_id, field FROM snapshot_fields", func(rows *sql.Rows) error {
		var source, field string
		if err := rows.Scan(&source, &field); err != nil {
			return err
		}
		if out[source] == nil {
			out[source] = map[string]bool{}
		}
		out[source][field] = true
		return nil
	})
	return out, err
}

// listingQuery reads the snapshots that spoke of cards, by card, oldest first.
const listingQuery = `SELECT DISTINCT w.card_id, w.source_id, s.date_last FROM wordings w JOIN sources s ON s.id = w.source_id
	WHERE w.kind = 'snapshot' %s ORDER BY w.card_id, s.date_last, w.source_id`

// listing is the snapshot source as a Listing, with the fields it states.
func listing(ctx context.Context, sources *sourceCache, fields map[string]map[string]bool, source string) (oracle.Listing, error) {
	src, err := sources.get(ctx, source)
	if err != nil {
		return oracle.Listing{}, err
	}
	return oracle.Listing{Source: src.ref, Date: src.date, Fields: fields[source]}, nil
}

// loadFieldHistory reads the field history of the card id.
func loadFieldHistory(ctx context.Context, tx dbtx, sources *sourceCache, id int64) (fieldHistory, error) {
	var h fieldHistory
	err := eachRow(ctx, tx, "SELECT face, field, value, source_id FROM card_fields WHERE card_id = ?", func(rows *sql.Rows) error {
		var s oracle.FieldStatement
		var source string
		if err := rows.Scan(&s.Face, &s.Field, &s.Value, &source); err != nil {
			return err
		}
		src, err := sources.get(ctx, source)
		if err != nil {
			return err
		}
		s.Source, s.Date = src.ref, src.date
		h.statements = append(h.statements, s)
		return nil
	}, id)
	if err != nil || len(h.statements) == 0 {
		return h, err
	}
	h.listed, err = cardListings(ctx, tx, sources, id)
	return h, err
}

// cardListings are the listings of the card id (listingQuery): the sources
// that gave it a snapshot wording, oldest first, with the fields each states.
func cardListings(ctx context.Context, tx dbtx, sources *sourceCache, id int64) ([]oracle.Listing, error) {
	fields, err := loadSnapshotFields(ctx, tx)
	if err != nil {
		return nil, err
	}
	var listed []oracle.Listing
	err = eachRow(ctx, tx, fmt.Sprintf(listingQuery, "AND w.card_id = ?"), func(rows *sql.Rows) error {
		var card int64
		var source, last string
		if err := rows.Scan(&card, &source, &last); err != nil {
			return err
		}
		l, err := listing(ctx, sources, fields, source)
		listed = append(listed, l)
		return err
	}, id)
	return listed, err
}

// loadCardFieldHistory is loadFieldHistory for one card's answer, whose
// listings (the snapshots that gave it a wording, with the fields each
// states) its snapshots read already (cardSnapshots.listed): its
// statements, each with its source, in one query, where loadFieldHistory
// takes a query for each source too. A card answer is a process of its
// own, and preparing and running each query was most of its reading the
// history.
func loadCardFieldHistory(ctx context.Context, tx dbtx, id int64, listed []oracle.Listing) (fieldHistory, error) {
	h := fieldHistory{listed: listed}
	// in the order of the table's key, as loadFieldHistory reads them
	err := eachRow(ctx, tx, `SELECT f.face, f.field, f.value, `+prefixed("s.", sourceColumns)+`
		FROM card_fields f JOIN sources s ON s.id = f.source_id WHERE f.card_id = ? ORDER BY f.face, f.field, f.source_id`,
		func(rows *sql.Rows) error {
			var s oracle.FieldStatement
			var src datedSource
			var date string
			if err := rows.Scan(&s.Face, &s.Field, &s.Value, &src.ref.ID, &src.ref.Title, &src.ref.Kind, &date); err != nil {
				return err
			}
			src.date, _ = oracle.ParseDate(date)
			s.Source, s.Date = src.ref, src.date
			h.statements = append(h.statements, s)
			return nil
		}, id)
	return h, err
}

// statingPrinting is the SQL that holds for a printing p, of the printing
// source ps, that states its type line: one whose text is taken as
// printed (no text_problem), of a set with a release date and not of a
// simplified product (oracle.SimplifiedSetType).
const statingPrinting = `p.type_line != '' AND p.text_problem = '' AND ps.date != ''
	AND NOT EXISTS (SELECT 1 FROM sets st WHERE st.code = p.set_code AND st.set_type = '` + oracle.SimplifiedSetType + `')`

// statingPrintings is the SQL from the printings p that state a type line
// (statingPrinting), each with its printing source ps, up to WHERE's
// conditions, which the caller may add to with AND.
const statingPrintings = `FROM printings p JOIN sources ps ON ps.id = 'set-' || lower(p.set_code) WHERE ` + statingPrinting

// printedTypeLineRows is the SQL of the type lines printings state, each
// as oracle.PrintedTypeLine reads it: columns card_id, face, line,
// source_id, day (the source's last day).
const printedTypeLineRows = `SELECT p.card_id, p.face, replace(p.type_line, ' - ', ' — ') AS line, ps.id AS source_id, ps.date_last AS day ` +
	statingPrintings

// printedCardTypeLines is the SQL of the type lines printings state of a
// whole card (face 0; columns card_id, line, source_id, day): a single-face
// card's printed line, and of a multi-face card, where one printing source
// states every face's, the faces' joined, each face's the least of the
// source's (oracle.WholeCardTypeLines). %[1]s are conditions on the
// printings p and their sources ps.
const printedCardTypeLines = `SELECT card_id, line, source_id, day FROM (` + printedTypeLineRows + ` AND p.face = 0 %[1]s)
UNION ALL
SELECT x.card_id, group_concat(x.line, ' // ' ORDER BY x.face), x.source_id, x.day FROM (
	SELECT card_id, face, min(line) AS line, source_id, day FROM (` + printedTypeLineRows + ` AND p.face > 0 %[1]s)
	GROUP BY card_id, source_id, face) x
GROUP BY x.card_id, x.source_id HAVING count(*) = (SELECT count(*) FROM faces ff WHERE ff.card_id = x.card_id)`

// printedTypeLinesQuery reads the type lines printings state (%s: of one
// card, or of all), each with its printing's source.
const printedTypeLinesQuery = `SELECT p.card_id, p.face, p.type_line, ps.id, ps.title, ps.kind, ps.date ` + statingPrintings + ` %s`

// eachPrintedTypeLine calls fn with each type line a printing states of
// the cards filter (SQL after the query's conditions, with args) picks, as
// a statement of its printing.
func eachPrintedTypeLine(ctx context.Context, tx dbtx, filter string, fn func(card int64, s oracle.FieldStatement) error, args ...any) error {
	return eachRow(ctx, tx, fmt.Sprintf(printedTypeLinesQuery, filter), func(rows *sql.Rows) error {
		var card int64
		s := oracle.FieldStatement{Field: "type_line"}
		var date string
		if err := rows.Scan(&card, &s.Face, &s.Value, &s.Source.ID, &s.Source.Title, &s.Source.Kind, &date); err != nil {
			return err
		}
		d, err := oracle.ParseDate(date)
		if err != nil {
			return fmt.Errorf("source %q: date: %w", s.Source.ID, err)
		}
		s.Date = d
		return fn(card, s)
	}, args...)
}

// withPrintedTypeLines is the card's field history as an answer reads it:
// with the type lines its printings state before any source states one
// (oracle.WithPrintedTypeLines).
func withPrintedTypeLines(ctx context.Context, tx dbtx, id int64, h fieldHistory) (fieldHistory, error) {
	if len(h.statements) == 0 {
		return h, nil
	}
	var printed []oracle.FieldStatement
	err := eachPrintedTypeLine(ctx, tx, "AND p.card_id = ?", func(_ int64, s oracle.FieldStatement) error {
		printed = append(printed, s)
		return nil
	}, id)
	h.statements = oracle.WithPrintedTypeLines(h.statements, printed)
	return h, err
}

// prefixed is the columns of a comma-separated list, each prefixed.
func prefixed(prefix, columns string) string {
	return prefix + strings.ReplaceAll(columns, ", ", ", "+prefix)
}

// applyFieldsAsOf sets the view's fields to those in force on asOf, from
// the card's field history, with each field's source and notes. A card
// without a field history (a database whose snapshots were imported
// before it was kept) keeps its current fields, and says so.
func applyFieldsAsOf(v *oracle.CardView, h fieldHistory, asOf oracle.Date) {
	if len(h.statements) == 0 {
		v.Notes = append(v.Notes, "no field history is known for the card: its type line, cost, P/T, colors and legalities are the current ones")
		return
	}
	values := oracle.KnownFieldsAsOf(h.statements, h.listed, asOf)
	values = v.KeywordsFromWording(values, h.listed, asOf)
	v.Fields = oracle.AnsweredFields(values)
	v.Legalities = oracle.Legalities(values)
	v.Notes = append(v.Notes, oracle.AbsenceNotes(values, h.listed)...)
	v.AbsentBy = oracle.AbsenceSources(values, h.listed)
	get := func(face int, field string, dst *string) {
		if f, ok := oracle.Field(values, face, field); ok {
			*dst = f.Value
			if v.FirstKnown != nil || f.Earliest != nil || f.Derived {
				return // said once for all fields below (DerivedNote too), or by FirstKnown
			}
			for _, n := range f.Notes {
				if !slices.Contains(v.Notes, n) {
					v.Notes = append(v.Notes, n)
				}
			}
		}
	}
	colors := func(face int, field string, dst *[]string) {
		s := strings.Join(*dst, "")
		get(face, field, &s)
		*dst = splitColors(s)
	}
	stored := oracle.StoredManaValue{Cost: v.ManaCost, Value: v.ManaValue}
	get(0, "name", &v.Name)
	get(0, "layout", &v.Layout)
	get(0, "mana_cost", &v.ManaCost)
	get(0, "type_line", &v.TypeLine)
	for _, f := range []struct {
		name string
		dst  *string
	}{{"power", &v.Power}, {"toughness", &v.Toughness}, {"loyalty", &v.Loyalty}, {"defense", &v.Defense}} {
		get(0, f.name, f.dst)
	}
	colors(0, "colors", &v.Colors)
	colors(0, "color_identity", &v.ColorIdentity)
	keywords := strings.Join(v.Keywords, ", ")
	get(0, "keywords", &keywords)
	v.Keywords = splitNonEmpty(keywords, ", ")
	v.ManaValue = oracle.CardManaValueOn(v.Layout, v.ManaCost, asOf, stored)
	for i := range v.Faces {
		f := &v.Faces[i]
		pos := i + 1
		get(pos, "name", &f.Name)
		get(pos, "mana_cost", &f.ManaCost)
		get(pos, "type_line", &f.TypeLine)
		get(pos, "power", &f.Power)
		get(pos, "toughness", &f.Toughness)
		get(pos, "loyalty", &f.Loyalty)
		get(pos, "defense", &f.Defense)
		colors(pos, "colors", &f.Colors)
	}
	if v.FirstKnown != nil {
		return
	}
	v.Notes = append(v.Notes, oracle.EarliestNotes(values, asOf)...)
	v.Notes = append(v.Notes, oracle.LegalityNotes(values, asOf)...)
	if note := oracle.LegalitiesKnownToNote(h.listed, asOf); note != "" && len(v.Legalities) > 0 {
		v.Notes = append(v.Notes, note)
	}
	// a status that changed in a window the date lies in says so too
	for _, f := range values {
		if oracle.LegalityFormat(f.Field) == "" || f.Face != 0 {
			continue
		}
		for _, n := range f.Notes {
			if !slices.Contains(v.Notes, n) {
				v.Notes = append(v.Notes, n)
			}
		}
	}
}

// newestSnapshotWording reads the last day of the newest snapshot that
// gave the card ?1 a wording, "" when none did.
const newestSnapshotWording = `SELECT coalesce(max(s.date_last), '') FROM wordings w JOIN sources s ON s.id = w.source_id
	WHERE w.card_id = ? AND w.kind = 'snapshot'`

// newestKnown says, when the imported snapshots after the newest that
// spoke of the card do not list it, that its wording is the newest known,
// not the current one (oracle.NewestKnownNote): a snapshot of a subset of
// cards (the Commander-legal ones) says nothing of the others. It is ""
// otherwise. later, when not nil, keeps the list of snapshots across calls.
func newestKnown(ctx context.Context, tx dbtx, later *[]laterSnapshot, id int64) (newestKnownCard, error) {
	var newest string
	err := tx.QueryRowContext(ctx, newestSnapshotWording, id).Scan(&newest)
	if err != nil || newest == "" {
		return newestKnownCard{}, err
	}
	return newestKnownAfter(ctx, tx, later, newest)
}

// newestKnownAfter is what newestKnown says of a card whose newest
// snapshot wording is dated newest.
func newestKnownAfter(ctx context.Context, tx dbtx, later *[]laterSnapshot, newest string) (newestKnownCard, error) {
	if later == nil {
		later = new([]laterSnapshot)
	}
	if *later == nil {
		var err error
		if *later, err = importedSnapshots(ctx, tx); err != nil {
			return newestKnownCard{}, err
		}
	}
	var after []oracle.Source
	for _, s := range *later {
		if s.last > newest {
			after = append(after, s.src)
		}
	}
	if len(after) == 0 {
		return newestKnownCard{}, nil
	}
	date, err := oracle.ParseDate(newest)
	if err != nil {
		return newestKnownCard{}, fmt.Errorf("newest snapshot of a card: %w", err)
	}
	return newestKnownCard{date: date, note: oracle.NewestKnownNote(newest, after)}, nil
}

// newestKnownNotes is newestKnownNote for many cards (views by id).
func newestKnownNotes(ctx context.Context, tx dbtx, views map[int64]*oracle.CardView) error {
	ids := make([]int64, 0, len(views))
	for id := range views {
		ids = append(ids, id)
	}
	known, err := newestKnownOf(ctx, tx, ids, nil)
	for id, k := range known {
		v := views[id]
		v.AsOf, v.NewestKnown = oracle.AsOfNewestKnown, &k.date
		v.Notes = append(v.Notes, k.note)
	}
	return err
}

// newestKnownCard is what newestKnown says of one card: the date of its
// newest snapshot wording, and the note.
type newestKnownCard struct {
	date oracle.Date
	note string
}

// newestKnownOf is newestKnown for many cards, by id, holding only those
// with a note, of the imported snapshots dated by asOf (all when nil), in
// one query for the snapshots and one for the cards: a card has a note
// exactly when no newest snapshot gives it a wording, so only those cards'
// snapshot wordings are read.
func newestKnownOf(ctx context.Context, tx dbtx, ids []int64, asOf *oracle.Date) (map[int64]newestKnownCard, error) {
	later, err := snapshotsBy(ctx, tx, asOf)
	if err != nil || len(later) == 0 || len(ids) == 0 {
		return nil, err
	}
	newestIDs := []string{}
	for _, s := range later {
		if s.last == later[len(later)-1].last {
			newestIDs = append(newestIDs, s.src.ID)
		}
	}
	newestList, err := json.Marshal(newestIDs)
	if err != nil {
		return nil, err
	}
	ids = slices.Sorted(slices.Values(ids))
	rows, err := tx.QueryContext(ctx, `SELECT w.card_id, max(s.date_last) FROM wordings w JOIN sources s ON s.id = w.source_id
		WHERE w.card_id IN (SELECT j.value FROM json_each(?) j WHERE NOT EXISTS (SELECT 1 FROM wordings n
			WHERE n.card_id = j.value AND n.source_id IN (SELECT value FROM json_each(?))))
		AND w.kind = 'snapshot' GROUP BY w.card_id ORDER BY w.card_id`, idList(ids), string(newestList))
	if err != nil {
		return nil, err
	}
	newest := map[int64]string{}
	for rows.Next() {
		var id int64
		var date sql.NullString
		if err := rows.Scan(&id, &date); err != nil {
			rows.Close()
			return nil, err
		}
		if date.String != "" {
			newest[id] = date.String
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	out := map[int64]newestKnownCard{}
	for id, date := range newest {
		k, err := newestKnownAfter(ctx, tx, &later, date)
		if err != nil {
			return nil, err
		}
		if k.note != "" {
			out[id] = k
		}
	}
	return out, nil
}

// snapshotsBy are the imported snapshots (importedSnapshots) dated by
// asOf, or all when asOf is nil.
func snapshotsBy(ctx context.Context, tx dbtx, asOf *oracle.Date) ([]laterSnapshot, error) {
	all, err := importedSnapshots(ctx, tx)
	return datedBy(all, asOf), err
}

// datedBy are the snapshots of all dated by asOf, or all when asOf is nil.
func datedBy(all []laterSnapshot, asOf *oracle.Date) []laterSnapshot {
	if asOf == nil {
		return all
	}
	by := []laterSnapshot{}
	for _, s := range all {
		if s.last <= asOf.Last() {
			by = append(by, s)
		}
	}
	return by
}

// laterSnapshot is an imported snapshot with the last day of its date.
type laterSnapshot struct {
	src  oracle.Source
	last string
}

// importedSnapshots are the snapshots imported from dumps (not the
// embedded documents), oldest first.
func importedSnapshots(ctx context.Context, tx dbtx) ([]laterSnapshot, error) {
	out := []laterSnapshot{}
	err := eachRow(ctx, tx, `SELECT s.id, s.subset, s.date_last FROM sources s WHERE s.kind = 'snapshot'
		AND EXISTS (SELECT 1 FROM wordings w WHERE w.source_id = s.id AND w.from_data = 0) ORDER BY s.date_last, s.id`,
		func(rows *sql.Rows) error {
			var s laterSnapshot
			if err := rows.Scan(&s.src.ID, &s.src.Subset, &s.last); err != nil {
				return err
			}
			out = append(out, s)
			return nil
		})
	return out, err
}

// Legality reads a card's status in each format through time, from its
// field history; in format alone when given (a key, as
// oracle.CurrentFormatName gives it).
func (s *Store) Legality(ctx context.Context, name, format string) (*oracle.LegalityView, error) {
	var v *oracle.LegalityView
	err := s.lookup(ctx, func(tx dbtx) error {
		ref, err := findCard(ctx, tx, name)
		if err != nil {
			return err
		}
		v = &oracle.LegalityView{Name: ref.Name, Match: ref.Match, Periods: []oracle.LegalityPeriod{}}
		if ref.Match != oracle.MatchExact {
			v.Query = name
		}
		h, err := loadFieldHistory(ctx, tx, newSourceCache(tx), ref.ID)
		if err != nil {
			return err
		}
		if p := oracle.LegalityHistory(h.statements, h.listed); p != nil {
			v.Periods = p
		}
		if format != "" {
			v.KeepFormat(format)
		}
		v.Notes = []string{}
		if note := oracle.FormatNamesHistoryNote(v.Periods); note != "" {
			v.Notes = append(v.Notes, note)
		}
		if note := oracle.LegalitiesKnownToNote(h.listed, oracle.MustDate("9999-12-31")); note != "" {
			v.Notes = append(v.Notes, note)
		}
		k, err := newestKnown(ctx, tx, nil, ref.ID)
		if k.note != "" {
			v.NewestKnown = &k.date
			v.Notes = append(v.Notes, k.note)
		}
		return err
	})
	return v, err
}

// EachFieldHistory calls fn with every card's name and the changes of its
// fields (oracle.FieldChanges; a type line printed before any source
// states one among them), card by card in name order; cards whose
// fields never changed are skipped.
func (s *Store) EachFieldHistory(ctx context.Context, fn func(card string, changes []oracle.FieldChange) error) error {
	return s.read(ctx, func(tx *sql.Tx) error {
		return eachCardFields(ctx, tx, true, func(name string, h fieldHistory) error {
			if changes := oracle.FieldChanges(h.statements, h.listed); len(changes) > 0 {
				return fn(name, changes)
			}
			return nil
		})
	})
}

// EachCardFieldHistory calls fn with every card's name, its field
// history, the snapshots that spoke of it, and its current legalities (by
// format), card by card in name order.
func (s *Store) EachCardFieldHistory(ctx context.Context, fn func(card string, statements []oracle.FieldStatement, listed []oracle.Listing, legalities map[string]string) error) error {
	return s.read(ctx, func(tx *sql.Tx) error {
		current := map[string]string{}
		err := eachRow(ctx, tx, "SELECT c.name, l.formats FROM legalities l JOIN cards c ON c.id = l.card_id", func(rows *sql.Rows) error {
			var name, formats string
			err := rows.Scan(&name, &formats)
			current[name] = formats
			return err
		})
		if err != nil {
			return err
		}
		return eachCardFields(ctx, tx, false, func(name string, h fieldHistory) error {
			legal := map[string]string{}
			if formats := current[name]; formats != "" {
				if err := json.Unmarshal([]byte(formats), &legal); err != nil {
					return fmt.Errorf("card %q: legalities: %w", name, err)
				}
			}
			return fn(name, h.statements, h.listed, legal)
		})
	})
}

// EachFieldsAsOf calls fn with every card's name and its fields in force
// on d (oracle.FieldsAsOf), card by card in name order; cards without a
// field history are skipped.
func (s *Store) EachFieldsAsOf(ctx context.Context, d oracle.Date, fn func(card string, values []oracle.FieldAsOf) error) error {
	return s.read(ctx, func(tx *sql.Tx) error {
		return eachCardFields(ctx, tx, false, func(name string, h fieldHistory) error {
			return fn(name, oracle.FieldsAsOf(h.statements, h.listed, d))
		})
	})
}

// eachCardFields calls fn with the field history of every card that has
// one, card by card in name order; with printed, as an answer reads it,
// with the type lines printed before any source states one
// (withPrintedTypeLines).
func eachCardFields(ctx context.Context, tx dbtx, printed bool, fn func(name string, h fieldHistory) error) error {
	sources := newSourceCache(tx)
	fields, err := loadSnapshotFields(ctx, tx)
	if err != nil {
		return err
	}
	printedLines := map[int64][]oracle.FieldStatement{}
	if printed {
		err := eachPrintedTypeLine(ctx, tx, "", func(card int64, s oracle.FieldStatement) error {
			printedLines[card] = append(printedLines[card], s)
			return nil
		})
		if err != nil {
			return err
		}
	}
	listed := map[int64][]oracle.Listing{}
	err = eachRow(ctx, tx, fmt.Sprintf(listingQuery, ""), func(rows *sql.Rows) error {
		var id int64
		var source, last string
		if err := rows.Scan(&id, &source, &last); err != nil {
			return err
		}
		l, err := listing(ctx, sources, fields, source)
		listed[id] = append(listed[id], l)
		return err
	})
	if err != nil {
		return err
	}
	var id int64 = -1
	var name string
	var statements []oracle.FieldStatement
	flush := func() error {
		err := fn(name, fieldHistory{statements: oracle.WithPrintedTypeLines(statements, printedLines[id]), listed: listed[id]})
		statements = nil
		return err
	}
	// A card's rows are read together, and handed on before the next's.
	err = eachRow(ctx, tx, `SELECT f.card_id, c.name, f.face, f.field, f.value, f.source_id FROM card_fields f
		JOIN cards c ON c.id = f.card_id ORDER BY c.name, f.card_id`, func(rows *sql.Rows) error {
		var card int64
		var cardName, source string
		var st oracle.FieldStatement
		if err := rows.Scan(&card, &cardName, &st.Face, &st.Field, &st.Value, &source); err != nil {
			return err
		}
		src, err := sources.get(ctx, source)
		if err != nil {
			return err
		}
		st.Source, st.Date = src.ref, src.date
		if card != id {
			if id >= 0 {
				if err := flush(); err != nil {
					return err
				}
			}
			id, name = card, cardName
		}
		statements = append(statements, st)
		return nil
	})
	if err != nil || id < 0 {
		return err
	}
	return flush()
}

// CardFieldHistory reads the field history of the card name is (as Card
// matches it), with the type lines printed before any source states one,
// and the snapshots that spoke of it.
func (s *Store) CardFieldHistory(ctx context.Context, name string) ([]oracle.FieldStatement, []oracle.Listing, error) {
	var h fieldHistory
	err := s.lookup(ctx, func(tx dbtx) error {
		ref, err := findCard(ctx, tx, name)
		if err != nil {
			return err
		}
		if h, err = loadFieldHistory(ctx, tx, newSourceCache(tx), ref.ID); err != nil {
			return err
		}
		h, err = withPrintedTypeLines(ctx, tx, ref.ID, h)
		return err
	})
	return h.statements, h.listed, err
}
