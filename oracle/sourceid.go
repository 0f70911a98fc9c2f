package oracle

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"sort"
	"strings"
)

// UnknownSourceError is a source id the database does not hold.
// Candidates are the ids nearest to it, the nearest first.
type UnknownSourceError struct {
	ID         string
	Candidates []string
}

func (e *UnknownSourceError) Error() string {
	id := e.ID
	if len(id) > maxQuotedID {
		id = Shorten(id, maxQuotedID) + "..."
	}
	msg := fmt.Sprintf("no source %q (oracle sources --sets lists them)", id)
	if len(e.Candidates) > 0 {
		msg += "; did you mean " + quoteList(e.Candidates) + "?"
	}
	return msg
}

func quoteList(items []string) string {
	quoted := make([]string, len(items))
	for i, s := range items {
		quoted[i] = fmt.Sprintf("%q", s)
	}
	return strings.Join(quoted, ", ")
}

const (
	// maxSourceCandidates caps the ids an UnknownSourceError suggests.
	maxSourceCandidates = 5
	// maxQuotedID bounds the text of an unknown id quoted back.
	maxQuotedID = 80
)

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
	type near struct {
		id   string
		dist int
	}
	key := FoldName(id)
	limit := closeEnough(key)
	var hits []near
	for rows.Next() {
		var cand string
		if err := rows.Scan(&cand); err != nil {
			return err
		}
		ck := FoldName(cand)
		d := limit + 1
		switch {
		case len(key) >= 3 && strings.Contains(ck, key):
			d = 1
		case abs(len(ck)-len(key)) <= limit:
			// Ids far longer or shorter cannot be within the limit.
			d = editDistance(key, ck)
		}
		if d <= limit {
			hits = append(hits, near{cand, d})
		}
	}
	if err := rows.Err(); err != nil {
		return err
	}
	sort.Slice(hits, func(i, j int) bool {
		if hits[i].dist != hits[j].dist {
			return hits[i].dist < hits[j].dist
		}
		return hits[i].id < hits[j].id
	})
	e := &UnknownSourceError{ID: id}
	for _, h := range hits[:min(len(hits), maxSourceCandidates)] {
		e.Candidates = append(e.Candidates, h.id)
	}
	return e
}
