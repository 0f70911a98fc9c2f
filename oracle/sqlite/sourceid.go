package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"github.com/mtgoracle/oracle/oracle"
)

// maxSourceCandidates caps the ids an UnknownSourceError suggests.
const maxSourceCandidates = 5

// CheckSource returns an *UnknownSourceError when no source has the id.
func (s *Store) CheckSource(ctx context.Context, id string) error {
	return s.read(ctx, func(tx *sql.Tx) error { return checkSource(ctx, tx, id) })
}

func checkSource(ctx context.Context, tx dbtx, id string) error {
	var one int
	err := tx.QueryRowContext(ctx, "SELECT 1 FROM sources WHERE id = ?", id).Scan(&one)
	if err == nil {
		return nil
	} else if !errors.Is(err, sql.ErrNoRows) {
		return err
	}
	rows, err := tx.QueryContext(ctx, "SELECT id FROM sources")
	if err != nil {
		return err
	}
	defer rows.Close()
	// Near ids are those within a few typos, or containing what was
	// given ("usg" for "set-usg").
	near := oracle.NewNearNames[struct{}](id, true)
	for rows.Next() {
		var cand string
		if err := rows.Scan(&cand); err != nil {
			return err
		}
		near.Add(struct{}{}, cand)
	}
	if err := rows.Err(); err != nil {
		return err
	}
	hits := near.Ranked()
	e := &oracle.UnknownSourceError{ID: id}
	for _, h := range hits[:min(len(hits), maxSourceCandidates)] {
		e.Candidates = append(e.Candidates, h.Name)
	}
	return e
}
