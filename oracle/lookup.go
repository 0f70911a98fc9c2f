package oracle

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"sort"
	"strings"
)

// MatchKind says how a looked-up name matched a card.
type MatchKind string

const (
	MatchExact  MatchKind = "exact"
	MatchFolded MatchKind = "folded" // case and diacritics ignored
	MatchFace   MatchKind = "face"   // the name of one of the card's faces
	MatchPrefix MatchKind = "prefix" // the name starts with, or contains, what was asked
	MatchFuzzy  MatchKind = "fuzzy"  // within a few typos
)

// NotFoundError is returned when a name matches no card, or several
// equally well; Suggestions lists the candidates.
type NotFoundError struct {
	Query       string
	Suggestions []string
}

func (e *NotFoundError) Error() string {
	switch len(e.Suggestions) {
	case 0:
		return fmt.Sprintf("no card named %q", e.Query)
	case 1:
		return fmt.Sprintf("no card named %q (did you mean %q?)", e.Query, e.Suggestions[0])
	}
	return fmt.Sprintf("%q matches several cards; did you mean one of: %s", e.Query, quoteList(e.Suggestions))
}

// maxSuggestions caps the candidates listed for an ambiguous name.
const maxSuggestions = 10

type cardRef struct {
	ID    int64
	Name  string
	Match MatchKind
}

// findCard resolves a name: exactly, then ignoring case and diacritics,
// then by prefix or substring, then within a few typos. One candidate at a
// step wins; several are an ambiguity.
func findCard(ctx context.Context, tx dbtx, query string) (cardRef, error) {
	var ref cardRef
	err := tx.QueryRowContext(ctx, "SELECT id, name FROM cards WHERE name = ?", query).Scan(&ref.ID, &ref.Name)
	if err == nil {
		ref.Match = MatchExact
		return ref, nil
	} else if !errors.Is(err, sql.ErrNoRows) {
		return ref, err
	}
	key := FoldName(query)
	if key == "" {
		return ref, &NotFoundError{Query: query}
	}
	steps := []struct {
		kind  MatchKind
		where string
		arg   string
	}{
		{MatchFolded, "name_key = ?", key},
		// "Boom" is a face of Boom // Bust: a face's name is as good as
		// the card's, before names that only start with it.
		{MatchFace, "id IN (SELECT card_id FROM faces WHERE name = ? COLLATE NOCASE)", query},
		{MatchPrefix, `name_key LIKE ? ESCAPE '\'`, escapeLike(key) + "%"},
		{MatchPrefix, `name_key LIKE ? ESCAPE '\'`, "%" + escapeLike(key) + "%"},
	}
	for _, step := range steps {
		refs, err := queryCardRefs(ctx, tx, "SELECT id, name FROM cards WHERE "+step.where+" ORDER BY name LIMIT ?", step.arg, maxSuggestions+1)
		if err != nil {
			return ref, err
		}
		switch {
		case len(refs) == 1:
			refs[0].Match = step.kind
			return refs[0], nil
		case len(refs) > 1:
			return ref, &NotFoundError{Query: query, Suggestions: cardNames(refs[:min(len(refs), maxSuggestions)])}
		}
	}
	return fuzzyCard(ctx, tx, query, key)
}

func fuzzyCard(ctx context.Context, tx dbtx, query, key string) (cardRef, error) {
	rows, err := tx.QueryContext(ctx, "SELECT id, name, name_key FROM cards")
	if err != nil {
		return cardRef{}, err
	}
	defer rows.Close()
	type scored struct {
		cardRef
		dist int
	}
	var hits []scored
	limit := closeEnough(key)
	for rows.Next() {
		var s scored
		var nameKey string
		if err := rows.Scan(&s.ID, &s.Name, &nameKey); err != nil {
			return cardRef{}, err
		}
		// Names far longer or shorter cannot be within the limit.
		if abs(len(nameKey)-len(key)) > limit {
			continue
		}
		if s.dist = editDistance(key, nameKey); s.dist <= limit {
			hits = append(hits, s)
		}
	}
	if err := rows.Err(); err != nil {
		return cardRef{}, err
	}
	sort.Slice(hits, func(i, j int) bool {
		if hits[i].dist != hits[j].dist {
			return hits[i].dist < hits[j].dist
		}
		return hits[i].Name < hits[j].Name
	})
	switch {
	case len(hits) == 0:
		return cardRef{}, &NotFoundError{Query: query}
	case len(hits) == 1 || hits[0].dist < hits[1].dist:
		hits[0].Match = MatchFuzzy
		return hits[0].cardRef, nil
	}
	var suggestions []string
	for _, h := range hits[:min(len(hits), maxSuggestions)] {
		suggestions = append(suggestions, h.Name)
	}
	return cardRef{}, &NotFoundError{Query: query, Suggestions: suggestions}
}

func queryCardRefs(ctx context.Context, tx dbtx, query string, args ...any) ([]cardRef, error) {
	rows, err := tx.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var refs []cardRef
	for rows.Next() {
		var r cardRef
		if err := rows.Scan(&r.ID, &r.Name); err != nil {
			return nil, err
		}
		refs = append(refs, r)
	}
	return refs, rows.Err()
}

func cardNames(refs []cardRef) []string {
	out := make([]string, len(refs))
	for i, r := range refs {
		out[i] = r.Name
	}
	return out
}

func escapeLike(s string) string {
	return strings.NewReplacer(`\`, `\\`, "%", `\%`, "_", `\_`).Replace(s)
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// CardNames lists up to limit card names that start with prefix, ignoring
// case and diacritics, in name order: what shell completion offers.
func (s *Store) CardNames(ctx context.Context, prefix string, limit int) ([]string, error) {
	var names []string
	err := s.read(ctx, func(tx *sql.Tx) error {
		refs, err := queryCardRefs(ctx, tx, `SELECT id, name FROM cards WHERE name_key LIKE ? ESCAPE '\' ORDER BY name LIMIT ?`,
			escapeLike(FoldName(prefix))+"%", limit)
		names = cardNames(refs)
		return err
	})
	return names, err
}
