package oracle

import (
	"fmt"
	"strings"
)

// MatchKind says how a looked-up name matched a card.
type MatchKind string

const (
	MatchExact  MatchKind = "exact"
	MatchFolded MatchKind = "folded" // case, diacritics and punctuation ignored
	MatchFace   MatchKind = "face"   // the name of one of the card's faces
	MatchFormer MatchKind = "former" // a name a snapshot gave the card before it was renamed
	MatchPrefix MatchKind = "prefix" // the name starts with, or contains, what was asked
	MatchFuzzy  MatchKind = "fuzzy"  // within a few typos
)

// NotFoundError is returned when a name matches no card, or several
// equally well; Suggestions lists the candidates.
type NotFoundError struct {
	Query       string
	Suggestions []string
	// Hint says why the database may lack the card, when it can tell.
	Hint string
}

func (e *NotFoundError) Error() string {
	switch {
	case len(e.Suggestions) == 0 && e.Hint != "":
		return fmt.Sprintf("no card named %q: %s", e.Query, e.Hint)
	case len(e.Suggestions) == 0:
		return fmt.Sprintf("no card named %q", e.Query)
	case len(e.Suggestions) == 1:
		return fmt.Sprintf("no card named %q (did you mean %q?)", e.Query, e.Suggestions[0])
	}
	return fmt.Sprintf("%q matches several cards; did you mean one of: %s", e.Query, quoteList(e.Suggestions))
}

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

// maxQuotedID bounds the text of an unknown id quoted back.
const maxQuotedID = 80
