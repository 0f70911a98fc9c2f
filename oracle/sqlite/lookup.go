package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"github.com/mtgoracle/oracle/oracle"
	"strings"
)

// maxSuggestions caps the candidates listed for an ambiguous name.
const maxSuggestions = 10

type cardRef struct {
	ID    int64
	Name  string
	Match oracle.MatchKind
}

// findCard resolves a name: exactly, then ignoring case and diacritics,
// then by prefix or substring, then within a few typos. One candidate at a
// step wins; several are an ambiguity.
func findCard(ctx context.Context, tx dbtx, query string) (cardRef, error) {
	var ref cardRef
	err := tx.QueryRowContext(ctx, "SELECT id, name FROM cards WHERE name = ?", query).Scan(&ref.ID, &ref.Name)
	if err == nil {
		ref.Match = oracle.MatchExact
		return ref, nil
	} else if !errors.Is(err, sql.ErrNoRows) {
		return ref, err
	}
	return findCardNotExact(ctx, tx, query)
}

// findCardNotExact is findCard for a name no card has exactly.
func findCardNotExact(ctx context.Context, tx dbtx, query string) (cardRef, error) {
	var ref cardRef
	key := oracle.FoldName(query)
	if key == "" {
		return ref, &oracle.NotFoundError{Query: query}
	}
	steps := []struct {
		kind  oracle.MatchKind
		where string
		arg   string
	}{
		{oracle.MatchFolded, "name_key = ?", key},
		// "Boom" is a face of Boom // Bust: a face's name is as good as
		// the card's, before names that only start with it.
		{oracle.MatchFace, "id IN (SELECT card_id FROM faces WHERE name = ? COLLATE NOCASE)", query},
		// a renamed card keeps one history: its former names find it
		{oracle.MatchFormer, "id IN (SELECT card_id FROM card_fields WHERE face = 0 AND field = 'name' AND value = ? COLLATE NOCASE)", query},
		{oracle.MatchPrefix, `name_key LIKE ? ESCAPE '\'`, escapeLike(key) + "%"},
		{oracle.MatchPrefix, `name_key LIKE ? ESCAPE '\'`, "%" + escapeLike(key) + "%"},
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
			return ref, &oracle.NotFoundError{Query: query, Suggestions: cardNames(refs[:min(len(refs), maxSuggestions)])}
		}
	}
	ref, err := fuzzyCard(ctx, tx, query)
	var miss *oracle.NotFoundError
	if errors.As(err, &miss) && len(miss.Suggestions) == 0 {
		// A database an ingest loaded with the documents alone lacks most
		// cards: say so, and how to get them.
		var only bool
		if qerr := tx.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM meta WHERE key = ?)
			AND NOT EXISTS (SELECT 1 FROM wordings WHERE from_data = 0)`, metaDataOnly).Scan(&only); qerr != nil {
			return ref, qerr
		}
		if only {
			miss.Hint = "this database holds only the cards the built-in documents name (oracle ingest loaded it); oracle ingest loads every card, oracle import adds a dump"
		}
	}
	return ref, err
}

func fuzzyCard(ctx context.Context, tx dbtx, query string) (cardRef, error) {
	rows, err := tx.QueryContext(ctx, "SELECT id, name, name_key FROM cards")
	if err != nil {
		return cardRef{}, err
	}
	defer rows.Close()
	near := oracle.NewNearNames[int64](query, false)
	words := oracle.NewWordMatch[int64](query)
	typed := strings.Join(words.Typed(), " ")
	var same []cardRef // the names typed without their punctuation
	for rows.Next() {
		var id int64
		var name, nameKey string
		if err := rows.Scan(&id, &name, &nameKey); err != nil {
			return cardRef{}, err
		}
		near.AddFolded(id, name, nameKey)
		nw := oracle.NameWords(name)
		words.Add(id, name, nw)
		if typed != "" && strings.Join(nw, " ") == typed {
			same = append(same, cardRef{ID: id, Name: name, Match: oracle.MatchFolded})
		}
	}
	if err := rows.Err(); err != nil {
		return cardRef{}, err
	}
	switch {
	case len(same) == 1:
		return same[0], nil
	case len(same) > 1:
		return cardRef{}, &oracle.NotFoundError{Query: query, Suggestions: cardNames(same[:min(len(same), maxSuggestions)])}
	}
	// Words begun or abbreviated ("aust commd") come before typos.
	if best := words.Best(); len(best) > 0 {
		if len(best) == 1 || len(oracle.NameWords(best[0].Name)) < len(oracle.NameWords(best[1].Name)) {
			return cardRef{ID: best[0].Item, Name: best[0].Name, Match: oracle.MatchPrefix}, nil
		}
		return cardRef{}, &oracle.NotFoundError{Query: query, Suggestions: cardNames(refsOf(best[:min(len(best), maxSuggestions)]))}
	}
	hits := near.Ranked()
	switch {
	case len(hits) == 0:
		return cardRef{}, &oracle.NotFoundError{Query: query}
	case len(hits) == 1 || hits[0].Dist < hits[1].Dist:
		return cardRef{ID: hits[0].Item, Name: hits[0].Name, Match: oracle.MatchFuzzy}, nil
	}
	var suggestions []string
	for _, h := range hits[:min(len(hits), maxSuggestions)] {
		suggestions = append(suggestions, h.Name)
	}
	return cardRef{}, &oracle.NotFoundError{Query: query, Suggestions: suggestions}
}

func refsOf(m []oracle.NameMatch[int64]) []cardRef {
	out := make([]cardRef, len(m))
	for i, h := range m {
		out[i] = cardRef{ID: h.Item, Name: h.Name}
	}
	return out
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

// CardNames lists up to limit card names that start with prefix, ignoring
// case and diacritics, in name order: what shell completion offers.
func (s *Store) CardNames(ctx context.Context, prefix string, limit int) ([]string, error) {
	var names []string
	err := s.lookup(ctx, func(tx dbtx) error {
		refs, err := queryCardRefs(ctx, tx, `SELECT id, name FROM cards WHERE name_key LIKE ? ESCAPE '\' ORDER BY name LIMIT ?`,
			escapeLike(oracle.FoldName(prefix))+"%", limit)
		names = cardNames(refs)
		return err
	})
	return names, err
}
