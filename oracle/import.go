package oracle

import (
	"context"
	"database/sql"
	"fmt"
	"sort"
	"strings"
)

// SnapshotCard is one card as a snapshot dump states it. Its Card's Oracle
// wordings (on the card, or on each face) name the snapshot's source; a
// dump that lists a card once per printing gives it once per printing.
type SnapshotCard struct {
	Card        Card
	Rulings     []Ruling
	Legalities  map[string]string
	Identifiers []Identifier
}

// Identifier is another database's id for a card.
type Identifier struct{ Kind, Value string }

// ImportStats counts what an import wrote.
type ImportStats struct {
	Source    string `json:"source"`
	Date      Date   `json:"date"`
	Records   int    `json:"records"`
	Cards     int    `json:"cards"`
	Printings int    `json:"printings"`
	Wordings  int    `json:"wordings"`
	Changed   int    `json:"changed"`
	Rulings   int    `json:"rulings"`
}

// Import loads a snapshot in one transaction: feed calls add once per
// record. Everything the source said before is replaced, so importing a
// dump twice changes nothing. The snapshot sets a card's current fields
// only when no newer snapshot already did; older dumps only add history.
func (s *Store) Import(ctx context.Context, src Source, feed func(add func(SnapshotCard) error) error) (ImportStats, error) {
	st := ImportStats{Source: src.ID, Date: src.Date}
	if ps := src.Validate(); len(ps) > 0 {
		return st, ps.Err()
	}
	if src.Kind != SourceSnapshot {
		return st, fmt.Errorf("source %s: an import is a snapshot, not a %s", src.ID, src.Kind)
	}
	err := s.write(ctx, func(tx *sql.Tx) error {
		if err := upsertSource(ctx, tx, src); err != nil {
			return err
		}
		if err := deleteSourceItems(ctx, tx, src.ID); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, "DELETE FROM printings WHERE reported_by = ?", src.ID); err != nil {
			return err
		}
		im := &importer{tx: tx, src: src, seen: map[int64]*importedCard{}}
		if err := feed(func(c SnapshotCard) error { return im.add(ctx, c) }); err != nil {
			return err
		}
		if err := im.finish(ctx); err != nil {
			return err
		}
		st.Records, st.Cards, st.Printings, st.Wordings, st.Rulings = im.records, len(im.seen), im.printings, im.wordings, im.rulings
		var err error
		st.Changed, err = countChanged(ctx, tx, src.ID)
		return err
	})
	return st, err
}

type importer struct {
	tx                                    *sql.Tx
	src                                   Source
	seen                                  map[int64]*importedCard
	records, printings, wordings, rulings int
}

// importedCard is what one import already wrote for a card.
type importedCard struct {
	rulings map[string]bool
}

func (im *importer) add(ctx context.Context, sc SnapshotCard) error {
	im.records++
	c := sc.Card
	if c.Name == "" {
		return fmt.Errorf("record %d: card without a name", im.records)
	}
	if ps := c.Validate(); len(ps) > 0 {
		return fmt.Errorf("card %q: %w", c.Name, ps.Err())
	}
	row := cardRowOf(c, map[string]Date{im.src.ID: im.src.Date})
	id, updated, err := upsertCard(ctx, im.tx, row)
	if err != nil {
		return fmt.Errorf("card %q: %w", c.Name, err)
	}
	seen := im.seen[id]
	if seen == nil {
		seen = &importedCard{rulings: map[string]bool{}}
		im.seen[id] = seen
		if err := im.addWordings(ctx, id, c); err != nil {
			return err
		}
	}
	if updated {
		if err := replaceLegalities(ctx, im.tx, id, sc.Legalities); err != nil {
			return err
		}
	}
	for _, ident := range sc.Identifiers {
		if _, err := im.tx.ExecContext(ctx, "INSERT OR IGNORE INTO identifiers (card_id, kind, value) VALUES (?, ?, ?)",
			id, ident.Kind, ident.Value); err != nil {
			return err
		}
	}
	for _, p := range c.Printings {
		n, err := insertPrinting(ctx, im.tx, id, c, p, im.src.ID)
		if err != nil {
			return fmt.Errorf("card %q: %w", c.Name, err)
		}
		im.printings += n
	}
	for _, r := range sc.Rulings {
		key := r.Date.String() + "\x00" + r.Text
		if seen.rulings[key] {
			continue
		}
		seen.rulings[key] = true
		if err := im.addRuling(ctx, id, r); err != nil {
			return err
		}
	}
	return nil
}

// addWordings records the card's text, per face, as this snapshot's wording.
func (im *importer) addWordings(ctx context.Context, id int64, c Card) error {
	faces := append([]Face{{Oracle: c.Oracle}}, c.Faces...)
	for pos, f := range faces {
		for _, w := range f.Oracle {
			text := w.Text
			if err := insertWording(ctx, im.tx, id, pos, wordingRow{source: im.src.ID, kind: EventSnapshot, text: &text}); err != nil {
				return err
			}
			im.wordings++
		}
	}
	return nil
}

func (im *importer) addRuling(ctx context.Context, cardID int64, r Ruling) error {
	date := ""
	if !r.Date.IsZero() {
		date = r.Date.String()
	}
	kind := r.Kind
	if kind == "" {
		kind = RulingCard
	}
	res, err := im.tx.ExecContext(ctx, "INSERT INTO rulings (source_id, kind, date, text) VALUES (?, ?, ?, ?)",
		im.src.ID, kind, date, r.Text)
	if err != nil {
		return err
	}
	rulingID, err := res.LastInsertId()
	if err != nil {
		return err
	}
	_, err = im.tx.ExecContext(ctx, "INSERT INTO ruling_cards (ruling_id, card_id) VALUES (?, ?)", rulingID, cardID)
	im.rulings++
	return err
}

// finish stores the current wording of every card the import touched.
func (im *importer) finish(ctx context.Context) error {
	ids := make([]int64, 0, len(im.seen))
	for id := range im.seen {
		ids = append(ids, id)
	}
	sort.Slice(ids, func(i, j int) bool { return ids[i] < ids[j] })
	for _, id := range ids {
		if err := refreshOracleText(ctx, im.tx, id); err != nil {
			return err
		}
	}
	return nil
}

func replaceLegalities(ctx context.Context, tx *sql.Tx, cardID int64, legalities map[string]string) error {
	if legalities == nil {
		return nil
	}
	if _, err := tx.ExecContext(ctx, "DELETE FROM legalities WHERE card_id = ?", cardID); err != nil {
		return err
	}
	for format, status := range legalities {
		if _, err := tx.ExecContext(ctx, "INSERT INTO legalities (card_id, format, status) VALUES (?, ?, ?)",
			cardID, format, strings.ToLower(status)); err != nil {
			return err
		}
	}
	return nil
}

// countChanged counts the cards whose wording from this snapshot differs
// from the snapshot wording before it.
func countChanged(ctx context.Context, tx *sql.Tx, sourceID string) (int, error) {
	var n int
	err := tx.QueryRowContext(ctx, `SELECT count(*) FROM wordings w JOIN sources s ON s.id = w.source_id
		WHERE w.source_id = ? AND w.text IS NOT (
			SELECT w2.text FROM wordings w2 JOIN sources s2 ON s2.id = w2.source_id
			WHERE w2.card_id = w.card_id AND w2.face = w.face AND w2.kind = 'snapshot' AND s2.date_first < s.date_first
			ORDER BY s2.date_first DESC LIMIT 1)
		AND EXISTS (SELECT 1 FROM wordings w3 JOIN sources s3 ON s3.id = w3.source_id
			WHERE w3.card_id = w.card_id AND w3.face = w.face AND w3.kind = 'snapshot' AND s3.date_first < s.date_first)`,
		sourceID).Scan(&n)
	return n, err
}
