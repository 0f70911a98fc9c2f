package oracle

import (
	"fmt"
	"strings"
)

// SnapshotCard is one card as a snapshot dump states it. Its Card's Oracle
// wordings (on the card, or on each face) name the snapshot's source; a
// dump that lists a card once per printing gives it once per printing.
type SnapshotCard struct {
	Card Card
	// Unknown are the fields the dump does not carry for the card: their
	// values in Card are not statements.
	Unknown    Fields
	Rulings    []Ruling
	Legalities map[string]string
	// LegalityFormats, when not nil, are the formats the record's own
	// file names, where the files of its dump do not all name the same
	// (see SnapshotFormats).
	LegalityFormats []string
	// LegalityFilesDate is the release date (YYYY-MM-DD) of the record's
	// file, where each file of the dump names the formats and only the
	// formats one of its cards may be played in (MTGJSON v3); empty
	// otherwise (see SnapshotLegalities).
	LegalityFilesDate string
	Identifiers       []Identifier
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

// NewestKnownNote says why a card's newest wording is only the newest
// known: the snapshots after newest, the date of the last that listed the
// card, do not list it. Those that cover a subset of the cards are named
// with what they cover (their absence is evidence of nothing); the others
// as not listing the card.
func NewestKnownNote(newest string, later []Source) string {
	return strings.Join(append([]string{fmt.Sprintf("newest known wording (snapshot of %s)", newest)}, notListing(later)...), "; ")
}

// notListing says of each snapshot of later, which do not list a card,
// what its absence means: those that cover a subset of the cards named
// with what they cover (their absence is evidence of nothing), the others
// as not listing the card.
func notListing(later []Source) []string {
	var parts []string
	var whole []string
	var subsets []string
	bySubset := map[string][]string{}
	for _, s := range later {
		if s.Subset == "" {
			whole = append(whole, s.ID)
			continue
		}
		if _, ok := bySubset[s.Subset]; !ok {
			subsets = append(subsets, s.Subset)
		}
		bySubset[s.Subset] = append(bySubset[s.Subset], s.ID)
	}
	if len(whole) > 0 {
		verb := "does"
		if len(whole) > 1 {
			verb = "do"
		}
		parts = append(parts, fmt.Sprintf("the later %s (%s) %s not list the card", snapshotsNoun(len(whole)), strings.Join(whole, ", "), verb))
	}
	for _, subset := range subsets {
		ids := bySubset[subset]
		verb := "covers"
		if len(ids) > 1 {
			verb = "cover"
		}
		parts = append(parts, fmt.Sprintf("the later %s (%s) %s %s", snapshotsNoun(len(ids)), strings.Join(ids, ", "), verb, subset))
	}
	return parts
}

func snapshotsNoun(n int) string {
	if n == 1 {
		return "snapshot"
	}
	return "snapshots"
}
