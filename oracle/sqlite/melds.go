package sqlite

import (
	"context"

	"github.com/mtgoracle/oracle/oracle"
)

// deriveMelds gives the cards of each meld pair (oracle.Melds) and the
// card they meld into the meld layout, which a dump that states no layout
// leaves unknown, and the melded card the sum of its parts' mana values,
// which its empty mana cost cannot give.
func deriveMelds(ctx context.Context, tx dbtx) error {
	rows, err := tx.QueryContext(ctx, "SELECT name, oracle_text, mana_value FROM cards ORDER BY id")
	if err != nil {
		return err
	}
	var pool []oracle.MeldCard
	for rows.Next() {
		var c oracle.MeldCard
		if err := rows.Scan(&c.Name, &c.Text, &c.ManaValue); err != nil {
			rows.Close()
			return err
		}
		pool = append(pool, c)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for _, m := range oracle.Melds(pool) {
		if _, err := tx.ExecContext(ctx, `UPDATE cards SET layout = 'meld' WHERE name IN (?, ?, ?) AND layout = 'normal'`,
			m.Result, m.Parts[0], m.Parts[1]); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE cards SET mana_value = ? WHERE name = ? AND mana_cost = '' AND mana_value != ?`,
			m.ManaValue, m.Result, m.ManaValue); err != nil {
			return err
		}
	}
	return nil
}
