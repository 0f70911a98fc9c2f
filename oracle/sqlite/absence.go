package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/mtgoracle/oracle/oracle"
)

// refreshAbsences writes again, at the end of a write, the statuses the
// snapshots that list exactly a format's legal cards (sources.
// lists_legal_in) state by not listing a card (oracle.NotLegalByAbsence):
// rows of card_fields by such a snapshot for a card it has no wording of.
// They are the card's history as every reader reads it (card, card
// --as-of, legality, search, exports), and a card's current legalities
// follow its newest status: one not legal is absent from them, as any
// snapshot's not legal is. Without such a snapshot (a database or pack
// from before the column) there is nothing to do.
func refreshAbsences(ctx context.Context, tx dbtx) error {
	lists, err := readLegalLists(ctx, tx)
	if err != nil || len(lists) == 0 {
		return err
	}
	affected, err := dropDerivedAbsences(ctx, tx, lists)
	if err != nil {
		return err
	}
	sources := newSourceCache(tx)
	for field, cards := range affected {
		if err := refreshFieldAbsences(ctx, tx, sources, field, legalListsOf(lists, field), cards); err != nil {
			return err
		}
	}
	return nil
}

// legalList is a snapshot that lists exactly the cards legal in format.
type legalList struct {
	src    oracle.SourceRef
	date   oracle.Date
	format string
}

// readLegalLists reads the snapshots that list exactly a format's legal
// cards, oldest first.
func readLegalLists(ctx context.Context, tx dbtx) ([]legalList, error) {
	var lists []legalList
	err := eachRow(ctx, tx, `SELECT id, title, date, lists_legal_in FROM sources WHERE kind = 'snapshot' AND lists_legal_in != ''
		ORDER BY date_last, id`, func(rows *sql.Rows) error {
		l := legalList{src: oracle.SourceRef{Kind: oracle.SourceSnapshot}}
		var date string
		if err := rows.Scan(&l.src.ID, &l.src.Title, &date, &l.format); err != nil {
			return err
		}
		d, err := oracle.ParseDate(date)
		if err != nil {
			return fmt.Errorf("source %s: %w", l.src.ID, err)
		}
		l.date = d
		lists = append(lists, l)
		return nil
	})
	return lists, err
}

// dropDerivedAbsences deletes the rows the last write derived from the
// lists' absences, and returns, by legality field, the cards they were of
// (a field with a list has an entry, perhaps empty).
func dropDerivedAbsences(ctx context.Context, tx dbtx, lists []legalList) (map[string]map[int64]bool, error) {
	affected := map[string]map[int64]bool{}
	for _, l := range lists {
		field := oracle.LegalityField(l.format)
		if affected[field] == nil {
			affected[field] = map[int64]bool{}
		}
		err := eachRow(ctx, tx, `DELETE FROM card_fields WHERE face = 0 AND field = ? AND source_id = ?
			AND NOT EXISTS (SELECT 1 FROM wordings w WHERE w.card_id = card_fields.card_id AND w.source_id = card_fields.source_id
				AND w.kind = 'snapshot') RETURNING card_id`, func(rows *sql.Rows) error {
			var id int64
			err := rows.Scan(&id)
			affected[field][id] = true
			return err
		}, field, l.src.ID)
		if err != nil {
			return nil, err
		}
	}
	return affected, nil
}

// legalListsOf are the lists of field's format.
func legalListsOf(lists []legalList, field string) []legalList {
	var out []legalList
	for _, l := range lists {
		if oracle.LegalityField(l.format) == field {
			out = append(out, l)
		}
	}
	return out
}

// refreshFieldAbsences derives again the statuses in field's format that
// its lists (fieldLists) state by absence, for the cards some list leaves
// out and those the last write derived a status of (cards), writes the
// rows that changed, and sets the current status of the cards whose rows
// did.
func refreshFieldAbsences(ctx context.Context, tx dbtx, sources *sourceCache, field string, fieldLists []legalList,
	cards map[int64]bool) error {
	var listIDs []string
	for _, l := range fieldLists {
		listIDs = append(listIDs, l.src.ID)
	}
	listJSON, err := json.Marshal(listIDs)
	if err != nil {
		return err
	}
	was := make([]int64, 0, len(cards))
	for id := range cards {
		was = append(was, id)
	}
	stated, err := statusesLeftOut(ctx, tx, sources, field, was, string(listJSON), len(listIDs))
	if err != nil {
		return err
	}
	if len(stated) == 0 && len(cards) == 0 {
		return nil
	}
	ids := make([]int64, 0, len(stated))
	for id := range stated {
		ids = append(ids, id)
	}
	for _, id := range was {
		if _, ok := stated[id]; !ok {
			ids = append(ids, id)
		}
	}
	slices.Sort(ids)
	in, err := readAbsenceEvidence(ctx, tx, sources, field, fieldLists, string(listJSON), ids)
	if err != nil {
		return err
	}
	for _, id := range ids {
		changed, err := deriveAbsences(ctx, tx, field, fieldLists, id, stated[id], in)
		if err != nil {
			return err
		}
		if changed {
			cards[id] = true
		}
	}
	return newestStatuses(ctx, tx, field, cards)
}

// statusesLeftOut reads, by card, the rows of field of the cards with a
// playable status in the format that some of the lists (listJSON, n of
// them) leaves out (a card every list names gets no status by absence,
// nor any row mended), and of the cards the last write derived a status
// of (was).
func statusesLeftOut(ctx context.Context, tx dbtx, sources *sourceCache, field string, was []int64, listJSON string,
	n int) (map[int64][]oracle.FieldStatement, error) {
	stated := map[int64][]oracle.FieldStatement{}
	err := eachRow(ctx, tx, `SELECT f.card_id, f.value, f.source_id FROM card_fields f WHERE f.face = 0 AND f.field = ?1
			AND ((f.card_id IN (SELECT card_id FROM card_fields WHERE face = 0 AND field = ?1 AND value IN ('legal', 'restricted'))
					AND (SELECT count(DISTINCT w.source_id) FROM wordings w WHERE w.card_id = f.card_id AND w.kind = 'snapshot'
						AND w.source_id IN (SELECT value FROM json_each(?3))) < ?4)
				OR f.card_id IN (SELECT value FROM json_each(?2)))`,
		func(rows *sql.Rows) error {
			s := oracle.FieldStatement{Field: field}
			var id int64
			var source string
			if err := rows.Scan(&id, &s.Value, &source); err != nil {
				return err
			}
			src, err := sources.get(ctx, source)
			if err != nil {
				return err
			}
			s.Source, s.Date = src.ref, src.date
			stated[id] = append(stated[id], s)
			return nil
		}, field, idList(was), listJSON, n)
	return stated, err
}

// absenceEvidence is what the cards' statuses by absence are derived
// from, by card id.
type absenceEvidence struct {
	// listed are the lists that name each card, by source id
	listed map[int64]map[string]bool
	// known is the first day each card is known by: its earliest
	// wording or printing
	known map[int64]string
	// carriers are the snapshots that list each card and state the
	// format: each stated the status in force then, kept as a row only
	// where it changed
	carriers map[int64][]oracle.FieldStatement
	// lastListed is the last day of the last snapshot that listed each
	// card
	lastListed map[int64]string
	// newest is, by list and card shape, the last day a card the list
	// names was first known: a card first known after the absent one's
	// last listing, of its shape, is the absent one renamed, perhaps
	newest map[string]map[string]string
	// shapes are the cards' shapes (shapeColumns)
	shapes map[int64]string
}

// readAbsenceEvidence reads the absenceEvidence of the cards ids in
// field's format, of its lists (fieldLists, listJSON).
func readAbsenceEvidence(ctx context.Context, tx dbtx, sources *sourceCache, field string, fieldLists []legalList,
	listJSON string, ids []int64) (absenceEvidence, error) {
	var in absenceEvidence
	var err error
	if in.listed, err = listedBy(ctx, tx, listJSON, ids); err != nil {
		return in, err
	}
	if in.known, err = firstKnownDays(ctx, tx, ids); err != nil {
		return in, err
	}
	if in.carriers, err = fieldCarriers(ctx, tx, sources, field, ids); err != nil {
		return in, err
	}
	if in.lastListed, err = lastListedDays(ctx, tx, ids); err != nil {
		return in, err
	}
	if in.newest, err = newestFirstKnownByShape(ctx, tx, fieldLists); err != nil {
		return in, err
	}
	in.shapes, err = cardShapes(ctx, tx, ids)
	return in, err
}

// listedBy reads which of the lists (listJSON) name each of the cards.
func listedBy(ctx context.Context, tx dbtx, listJSON string, ids []int64) (map[int64]map[string]bool, error) {
	listed := map[int64]map[string]bool{}
	err := eachRow(ctx, tx, `SELECT DISTINCT card_id, source_id FROM wordings WHERE kind = 'snapshot'
			AND source_id IN (SELECT value FROM json_each(?)) AND card_id IN (SELECT value FROM json_each(?))`, func(rows *sql.Rows) error {
		var id int64
		var source string
		if err := rows.Scan(&id, &source); err != nil {
			return err
		}
		if listed[id] == nil {
			listed[id] = map[string]bool{}
		}
		listed[id][source] = true
		return nil
	}, listJSON, idList(ids))
	return listed, err
}

// firstKnownDays reads the first day each of the cards is known by: its
// earliest wording or printing.
func firstKnownDays(ctx context.Context, tx dbtx, ids []int64) (map[int64]string, error) {
	known := map[int64]string{}
	err := eachRow(ctx, tx, `SELECT id, min(d) FROM (
				SELECT w.card_id AS id, s.date_first AS d FROM wordings w JOIN sources s ON s.id = w.source_id
				WHERE w.card_id IN (SELECT value FROM json_each(?1))
				UNION ALL
				SELECT p.card_id, p.released FROM printings p WHERE p.released != '' AND p.card_id IN (SELECT value FROM json_each(?1)))
			GROUP BY id`, func(rows *sql.Rows) error {
		var id int64
		var d string
		err := rows.Scan(&id, &d)
		known[id] = d
		return err
	}, idList(ids))
	return known, err
}

// fieldCarriers reads, of each of the cards, the snapshots that list it
// and state field.
func fieldCarriers(ctx context.Context, tx dbtx, sources *sourceCache, field string, ids []int64) (map[int64][]oracle.FieldStatement, error) {
	carriers := map[int64][]oracle.FieldStatement{}
	err := eachRow(ctx, tx, `SELECT DISTINCT w.card_id, w.source_id FROM wordings w
			JOIN snapshot_fields x ON x.source_id = w.source_id AND x.field = ?
			WHERE w.kind = 'snapshot' AND w.card_id IN (SELECT value FROM json_each(?))`, func(rows *sql.Rows) error {
		var id int64
		var source string
		if err := rows.Scan(&id, &source); err != nil {
			return err
		}
		src, err := sources.get(ctx, source)
		if err != nil {
			return err
		}
		carriers[id] = append(carriers[id], oracle.FieldStatement{Field: field, Source: src.ref, Date: src.date})
		return nil
	}, field, idList(ids))
	return carriers, err
}

// lastListedDays reads the last day of the last snapshot that listed
// each of the cards.
func lastListedDays(ctx context.Context, tx dbtx, ids []int64) (map[int64]string, error) {
	lastListed := map[int64]string{}
	err := eachRow(ctx, tx, `SELECT w.card_id, max(s.date_last) FROM wordings w JOIN sources s ON s.id = w.source_id
			WHERE w.kind = 'snapshot' AND w.card_id IN (SELECT value FROM json_each(?)) GROUP BY w.card_id`, func(rows *sql.Rows) error {
		var id int64
		var d string
		err := rows.Scan(&id, &d)
		lastListed[id] = d
		return err
	}, idList(ids))
	return lastListed, err
}

// newestFirstKnownByShape reads, by list and shape, the last day a card
// the list names was first known.
func newestFirstKnownByShape(ctx context.Context, tx dbtx, fieldLists []legalList) (map[string]map[string]string, error) {
	newest := map[string]map[string]string{}
	for _, l := range fieldLists {
		newest[l.src.ID] = map[string]string{}
		err := eachRow(ctx, tx, `SELECT `+shapeColumns+`, (SELECT min(d) FROM (
					SELECT s.date_first AS d FROM wordings w JOIN sources s ON s.id = w.source_id WHERE w.card_id = c.id
					UNION ALL SELECT p.released FROM printings p WHERE p.card_id = c.id AND p.released != ''))
				FROM cards c WHERE c.id IN (SELECT card_id FROM wordings WHERE source_id = ? AND kind = 'snapshot')`,
			func(rows *sql.Rows) error {
				var f [5]string
				var first sql.NullString
				if err := rows.Scan(&f[0], &f[1], &f[2], &f[3], &f[4], &first); err != nil {
					return err
				}
				shape := strings.Join(f[:], "\x00")
				if first.String > newest[l.src.ID][shape] {
					newest[l.src.ID][shape] = first.String
				}
				return nil
			}, l.src.ID)
		if err != nil {
			return nil, err
		}
	}
	return newest, nil
}

// cardShapes reads the shape (shapeColumns) of each of the cards.
func cardShapes(ctx context.Context, tx dbtx, ids []int64) (map[int64]string, error) {
	shapes := map[int64]string{}
	err := eachRow(ctx, tx, `SELECT c.id, `+shapeColumns+` FROM cards c WHERE c.id IN (SELECT value FROM json_each(?))`, func(rows *sql.Rows) error {
		var id int64
		var f [5]string
		if err := rows.Scan(&id, &f[0], &f[1], &f[2], &f[3], &f[4]); err != nil {
			return err
		}
		shapes[id] = strings.Join(f[:], "\x00")
		return nil
	}, idList(ids))
	return shapes, err
}

// deriveAbsences works out the card's rows of field from its statuses
// stated (stated) and by absence from the lists (oracle.NotLegalByAbsence),
// compressed to its changes, writes those that differ from stated, and
// reports whether it wrote any.
func deriveAbsences(ctx context.Context, tx dbtx, field string, fieldLists []legalList, id int64,
	stated []oracle.FieldStatement, in absenceEvidence) (bool, error) {
	series := oracle.ExpandStatements(stated, in.carriers[id], oracle.FieldDefault(field))
	var derived []oracle.FieldStatement
	if k, ok := in.known[id]; ok {
		first, err := oracle.ParseDate(k)
		if err != nil {
			return false, fmt.Errorf("card %d: first known date: %w", id, err)
		}
		var ls []oracle.LegalList
		for _, l := range fieldLists {
			ls = append(ls, oracle.LegalList{Source: l.src, Date: l.date, Format: l.format, Listed: in.listed[id][l.src.ID],
				Renamed: in.newest[l.src.ID][in.shapes[id]] > in.lastListed[id]})
		}
		derived = oracle.NotLegalByAbsence(series, ls, &first)
	}
	want := oracle.CompressStatements(append(series, derived...), oracle.FieldDefault(field))
	return syncFieldRows(ctx, tx, id, field, stated, want)
}

// newestStatuses sets each card's current status in field's format to
// its newest row of the field: absent when not legal.
func newestStatuses(ctx context.Context, tx dbtx, field string, cards map[int64]bool) error {
	format := oracle.LegalityFormat(field)
	for _, id := range slices.Sorted(maps.Keys(cards)) {
		var formats, value string
		err := tx.QueryRowContext(ctx, `SELECT l.formats, coalesce((SELECT f.value FROM card_fields f JOIN sources s ON s.id = f.source_id
			WHERE f.card_id = l.card_id AND f.face = 0 AND f.field = ? ORDER BY s.date_last DESC, f.source_id DESC LIMIT 1), '')
			FROM legalities l WHERE l.card_id = ?`, field, id).Scan(&formats, &value)
		if err == sql.ErrNoRows {
			continue
		}
		if err != nil {
			return err
		}
		current := map[string]string{}
		if err := json.Unmarshal([]byte(formats), &current); err != nil {
			return fmt.Errorf("card %d: legalities: %w", id, err)
		}
		before := current[format]
		if value == "" || value == oracle.NotLegal {
			delete(current, format)
		} else {
			current[format] = value
		}
		if current[format] == before {
			continue
		}
		js, err := json.Marshal(current)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, "UPDATE legalities SET formats = ? WHERE card_id = ?", string(js), id); err != nil {
			return err
		}
	}
	return nil
}

// shapeColumns are the fields of a card a new name leaves as they were:
// its mana cost, type line, power, toughness and loyalty.
const shapeColumns = "c.mana_cost, c.type_line, c.power, c.toughness, c.loyalty"

// syncFieldRows makes the card's rows of field (had) those of want, by
// source, and reports whether it changed any.
func syncFieldRows(ctx context.Context, tx dbtx, id int64, field string, had, want []oracle.FieldStatement) (bool, error) {
	wanted := map[string]string{}
	for _, s := range want {
		wanted[s.Source.ID] = s.Value
	}
	changed := false
	for _, s := range had {
		if v, ok := wanted[s.Source.ID]; ok && v == s.Value {
			delete(wanted, s.Source.ID)
			continue
		}
		if _, err := tx.ExecContext(ctx, "DELETE FROM card_fields WHERE card_id = ? AND face = 0 AND field = ? AND source_id = ?",
			id, field, s.Source.ID); err != nil {
			return false, err
		}
		changed = true
	}
	for _, source := range slices.Sorted(maps.Keys(wanted)) {
		if _, err := tx.ExecContext(ctx, "INSERT INTO card_fields (card_id, face, field, source_id, value) VALUES (?, 0, ?, ?, ?)",
			id, field, source, wanted[source]); err != nil {
			return false, err
		}
		changed = true
	}
	return changed, nil
}
