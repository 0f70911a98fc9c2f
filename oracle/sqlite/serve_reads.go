package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/mtgoracle/oracle/oracle"
)

// CardIdentities returns the identity of each named card (names exactly as
// the database spells them); a name the database lacks is left out.
func (s *Store) CardIdentities(ctx context.Context, names []string) (map[string]oracle.CardIdentity, error) {
	out := make(map[string]oracle.CardIdentity, len(names))
	err := s.read(ctx, func(tx *sql.Tx) error {
		for _, name := range names {
			var id oracle.CardIdentity
			var oracleID sql.NullString
			var formats string
			err := tx.QueryRowContext(ctx, `SELECT
				(SELECT min(value) FROM identifiers i WHERE i.card_id = c.id AND i.kind = 'scryfall_oracle_id'),
				coalesce((SELECT formats FROM legalities l WHERE l.card_id = c.id), '{}')
				FROM cards c WHERE c.name = ?`, name).Scan(&oracleID, &formats)
			if errors.Is(err, sql.ErrNoRows) {
				continue
			}
			if err != nil {
				return err
			}
			id.OracleID = oracleID.String
			if err := json.Unmarshal([]byte(formats), &id.Legalities); err != nil {
				return fmt.Errorf("card %q: legalities: %w", name, err)
			}
			out[name] = id
		}
		return nil
	})
	return out, err
}

// CardNameByID finds the card whose Scryfall oracle id is id, or failing
// that the card whose derived id (derive of its name) is id; a card with
// neither is a *NotFoundError.
func (s *Store) CardNameByID(ctx context.Context, id string, derive func(name string) string) (string, error) {
	var name string
	err := s.read(ctx, func(tx *sql.Tx) error {
		err := tx.QueryRowContext(ctx, `SELECT c.name FROM identifiers i JOIN cards c ON c.id = i.card_id
			WHERE i.kind = 'scryfall_oracle_id' AND i.value = ? ORDER BY c.name LIMIT 1`, id).Scan(&name)
		if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		// Only cards without an oracle id are given a derived one.
		rows, err := tx.QueryContext(ctx, `SELECT name FROM cards c WHERE NOT EXISTS
			(SELECT 1 FROM identifiers i WHERE i.card_id = c.id AND i.kind = 'scryfall_oracle_id')`)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var n string
			if err := rows.Scan(&n); err != nil {
				return err
			}
			if derive(n) == id {
				name = n
				return nil
			}
		}
		if err := rows.Err(); err != nil {
			return err
		}
		return &oracle.NotFoundError{Query: id}
	})
	return name, err
}

// RandomCardName is the name of a card picked at random.
func (s *Store) RandomCardName(ctx context.Context) (string, error) {
	var name string
	err := s.read(ctx, func(tx *sql.Tx) error {
		var maxID int64
		if err := tx.QueryRowContext(ctx, "SELECT coalesce(max(id), 0) FROM cards").Scan(&maxID); err != nil {
			return err
		}
		if maxID == 0 {
			return &oracle.NotFoundError{Query: "random"}
		}
		// The first card at or after a random id: ids have few gaps.
		return tx.QueryRowContext(ctx, "SELECT name FROM cards WHERE id >= ? ORDER BY id LIMIT 1",
			1+rand.Int64N(maxID)).Scan(&name)
	})
	return name, err
}
