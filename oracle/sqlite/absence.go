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
	type list struct {
		src    oracle.SourceRef
		date   oracle.Date
		format string
	}
	var lists []list
	err := eachRow(ctx, tx, `SELECT id, title, date, lists_legal_in FROM sources WHERE kind = 'snapshot' AND lists_legal_in != ''
		ORDER BY date_last, id`, func(rows *sql.Rows) error {
		l := list{src: oracle.SourceRef{Kind: oracle.SourceSnapshot}}
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
	if err != nil || len(lists) == 0 {
		return err
	}
	// the rows the last write derived, and the cards they were of
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
			return err
		}
	}
	sources := newSourceCache(tx)
	for field, cards := range affected {
		var fieldLists []list
		for _, l := range lists {
			if oracle.LegalityField(l.format) == field {
				fieldLists = append(fieldLists, l)
			}
		}
		var listIDs []string
		for _, l := range fieldLists {
			listIDs = append(listIDs, l.src.ID)
		}
		listJSON, err := json.Marshal(listIDs)
		if err != nil {
			return err
		}
		// the rows of the cards with a playable status in the format that
		// some list leaves out (a card every list names gets no status by
		// absence, nor any row mended), and of those the last write
		// derived a status of
		was := make([]int64, 0, len(cards))
		for id := range cards {
			was = append(was, id)
		}
		stated := map[int64][]oracle.FieldStatement{}
		err = eachRow(ctx, tx, `SELECT f.card_id, f.value, f.source_id FROM card_fields f WHERE f.face = 0 AND f.field = ?1
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
			}, field, idList(was), string(listJSON), len(listIDs))
		if err != nil {
			return err
		}
		if len(stated) == 0 && len(cards) == 0 {
			continue
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
		listed := map[int64]map[string]bool{}
		known := map[int64]string{}
		err = eachRow(ctx, tx, `SELECT DISTINCT card_id, source_id FROM wordings WHERE kind = 'snapshot'
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
		}, string(listJSON), idList(ids))
		if err != nil {
			return err
		}
		// the first day each card is known by: its earliest wording or printing
		err = eachRow(ctx, tx, `SELECT id, min(d) FROM (
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
		if err != nil {
			return err
		}
		// the snapshots that list each card and state the format: each
		// stated the status in force then, kept as a row only where it
		// changed
		carriers := map[int64][]oracle.FieldStatement{}
		err = eachRow(ctx, tx, `SELECT DISTINCT w.card_id, w.source_id FROM wordings w
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
		if err != nil {
			return err
		}
		// the last snapshot that listed each card, and, of each shape, the
		// last day a card a list names was first known: a card first known
		// after the absent one's last listing, of its shape, is the absent
		// one renamed, perhaps
		lastListed := map[int64]string{}
		err = eachRow(ctx, tx, `SELECT w.card_id, max(s.date_last) FROM wordings w JOIN sources s ON s.id = w.source_id
			WHERE w.kind = 'snapshot' AND w.card_id IN (SELECT value FROM json_each(?)) GROUP BY w.card_id`, func(rows *sql.Rows) error {
			var id int64
			var d string
			err := rows.Scan(&id, &d)
			lastListed[id] = d
			return err
		}, idList(ids))
		if err != nil {
			return err
		}
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
				return err
			}
		}
		shapes := map[int64]string{}
		err = eachRow(ctx, tx, `SELECT c.id, `+shapeColumns+` FROM cards c WHERE c.id IN (SELECT value FROM json_each(?))`, func(rows *sql.Rows) error {
			var id int64
			var f [5]string
			if err := rows.Scan(&id, &f[0], &f[1], &f[2], &f[3], &f[4]); err != nil {
				return err
			}
			shapes[id] = strings.Join(f[:], "\x00")
			return nil
		}, idList(ids))
		if err != nil {
			return err
		}
		for _, id := range ids {
			series := oracle.ExpandStatements(stated[id], carriers[id], oracle.FieldDefault(field))
			var derived []oracle.FieldStatement
			if k, ok := known[id]; ok {
				first, err := oracle.ParseDate(k)
				if err != nil {
					return fmt.Errorf("card %d: first known date: %w", id, err)
				}
				var ls []oracle.LegalList
				for _, l := range fieldLists {
					ls = append(ls, oracle.LegalList{Source: l.src, Date: l.date, Format: l.format, Listed: listed[id][l.src.ID],
						Renamed: newest[l.src.ID][shapes[id]] > lastListed[id]})
				}
				derived = oracle.NotLegalByAbsence(series, ls, &first)
			}
			want := oracle.CompressStatements(append(series, derived...), oracle.FieldDefault(field))
			changed, err := syncFieldRows(ctx, tx, id, field, stated[id], want)
			if err != nil {
				return err
			}
			if changed {
				cards[id] = true
			}
		}
		if err := newestStatuses(ctx, tx, field, cards); err != nil {
			return err
		}
	}
	return nil
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
