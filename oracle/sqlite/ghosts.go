package sqlite

import (
	"context"
	"fmt"

	"github.com/mtgoracle/oracle/oracle"
)

// ghostPairs are the pairs of cards that share a printing: a set and
// collector number, or, for a card a dump gives no numbers (Cockatrice),
// a set where the other card has a face of its name.
const ghostPairs = `
	SELECT DISTINCT a.card_id, b.card_id FROM printings a
	JOIN printings b ON b.set_code = a.set_code AND b.number = a.number AND b.card_id != a.card_id
	WHERE a.number != ''
	UNION
	SELECT DISTINCT g.id, f.card_id FROM cards g
	JOIN faces f ON f.name = g.name AND f.card_id != g.id
	JOIN printings a ON a.card_id = g.id AND a.number = ''
	WHERE EXISTS (SELECT 1 FROM printings b WHERE b.card_id = f.card_id AND b.set_code = a.set_code)`

// cardNewest is the last day of the newest source that states anything of
// a card: a wording or a printing.
const cardNewest = `SELECT coalesce(max(s.date_last), '') FROM sources s WHERE s.id IN (
	SELECT source_id FROM wordings WHERE card_id = ?1 UNION SELECT reported_by FROM printings WHERE card_id = ?1)`

// mergeGhosts merges into its card each card an older dump misnamed
// (oracle.GhostOf) and no source newer than the card's newest states: a
// card of its own that is one of the card's faces, a misspelling of its
// name, or its name with words added. The ghost's wordings, printings,
// identifiers and rulings become the card's (its face's), except where the
// card holds the same already. It returns the names merged, as "ghost ->
// card".
func mergeGhosts(ctx context.Context, tx dbtx) ([]string, error) {
	type pair struct{ ghost, card int64 }
	rows, err := tx.QueryContext(ctx, ghostPairs)
	if err != nil {
		return nil, err
	}
	var pairs []pair
	for rows.Next() {
		var p pair
		if err := rows.Scan(&p.ghost, &p.card); err != nil {
			rows.Close()
			return nil, err
		}
		pairs = append(pairs, p)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	var merged []string
	gone := map[int64]bool{}
	for _, p := range pairs {
		if gone[p.ghost] || gone[p.card] {
			continue
		}
		ghost, err := ghostCard(ctx, tx, p.ghost)
		if err != nil {
			return nil, err
		}
		card, err := ghostCard(ctx, tx, p.card)
		if err != nil {
			return nil, err
		}
		face, ok := oracle.GhostOf(ghost.name, card.name, card.faces)
		if !ok || len(ghost.faces) > 0 || ghost.newest >= card.newest {
			continue
		}
		if err := mergeCard(ctx, tx, p.ghost, p.card, face); err != nil {
			return nil, fmt.Errorf("merging %q into %q: %w", ghost.name, card.name, err)
		}
		gone[p.ghost] = true
		merged = append(merged, ghost.name+" -> "+card.name)
	}
	return merged, nil
}

type ghostFacts struct {
	name, newest string
	faces        []string
}

func ghostCard(ctx context.Context, tx dbtx, id int64) (ghostFacts, error) {
	var g ghostFacts
	if err := tx.QueryRowContext(ctx, "SELECT name FROM cards WHERE id = ?", id).Scan(&g.name); err != nil {
		return g, err
	}
	if err := tx.QueryRowContext(ctx, cardNewest, id).Scan(&g.newest); err != nil {
		return g, err
	}
	rows, err := tx.QueryContext(ctx, "SELECT name FROM faces WHERE card_id = ? ORDER BY position", id)
	if err != nil {
		return g, err
	}
	defer rows.Close()
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			return g, err
		}
		g.faces = append(g.faces, name)
	}
	return g, rows.Err()
}

// mergeCard makes the rows of card ghost card's, its whole-card rows those
// of the card's face (0 for the whole card), and removes the ghost.
func mergeCard(ctx context.Context, tx dbtx, ghost, card int64, face int) error {
	for _, q := range []string{
		`UPDATE OR IGNORE wordings SET card_id = ?2, face = CASE face WHEN 0 THEN ?3 ELSE face END WHERE card_id = ?1`,
		`UPDATE OR IGNORE printings SET card_id = ?2, face = CASE face WHEN 0 THEN ?3 ELSE face END WHERE card_id = ?1`,
		`UPDATE OR IGNORE identifiers SET card_id = ?2 WHERE card_id = ?1`,
		`UPDATE OR IGNORE ruling_cards SET card_id = ?2 WHERE card_id = ?1`,
		`UPDATE OR IGNORE rule_cards SET card_id = ?2 WHERE card_id = ?1`,
		`DELETE FROM cards WHERE id = ?1`,
		// a snapshot that listed both gave the card some rulings twice
		`DELETE FROM rulings WHERE id IN (SELECT r.id FROM rulings r JOIN ruling_cards rc ON rc.ruling_id = r.id AND rc.card_id = ?2
			WHERE EXISTS (SELECT 1 FROM rulings r2 JOIN ruling_cards rc2 ON rc2.ruling_id = r2.id AND rc2.card_id = ?2
				WHERE r2.source_id = r.source_id AND r2.kind = r.kind AND r2.date = r.date AND r2.text = r.text AND r2.id < r.id))
			AND (SELECT count(*) FROM ruling_cards WHERE ruling_id = rulings.id) = 1`,
	} {
		if _, err := tx.ExecContext(ctx, q, ghost, card, face); err != nil {
			return err
		}
	}
	return nil
}
