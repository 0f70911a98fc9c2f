package oracle

import (
	"fmt"
	"slices"
	"strings"
)

// LegalitiesStated says which snapshot stated a card's legalities: the
// newest that states its status in several formats (Source and Date;
// zero when none does), and, for a format a later snapshot stated alone
// (the 2025 files' Commander status), that snapshot (Later, by format).
type LegalitiesStated struct {
	Source *SourceRef
	Date   *Date
	Later  map[string]Listing
	// Formats are the formats those snapshots state, sorted: a format
	// outside them is one no snapshot states of the card.
	Formats []string
	// Note says, when snapshots later than Source exist, that the
	// legalities are only the newest known, and what each later snapshot
	// says of them: nothing (it does not list the card, or covers a subset
	// of the cards), or the formats it states alone.
	Note string
	// By is, for each format a snapshot states, the last snapshot (by
	// the date asked, when given) that states it: the source of the
	// card's status in that format.
	By map[string]StatedBy
}

// StatedBy is the snapshot that states a card's status in one format.
type StatedBy struct {
	Source SourceRef `json:"source"`
	Date   Date      `json:"date"`
}

// StatedLegalities is LegalitiesStated of a card from the snapshots that
// listed it (listed, oldest first, with the fields each states), of those
// dated on or before asOf when given; imported are the snapshots imported,
// which name the later ones that do not list the card. A note is given
// only without asOf.
func StatedLegalities(listed []Listing, imported []Source, asOf *Date) LegalitiesStated {
	if asOf != nil {
		listed = slices.DeleteFunc(slices.Clone(listed), func(l Listing) bool { return l.Date.First() > asOf.Last() })
	}
	var st LegalitiesStated
	for _, l := range listed {
		for field := range l.Fields {
			if f := LegalityFormat(field); f != "" {
				if st.By == nil {
					st.By = map[string]StatedBy{}
				}
				if b, ok := st.By[f]; !ok || !l.Date.Before(b.Date) {
					st.By[f] = StatedBy{Source: l.Source, Date: l.Date}
				}
			}
		}
	}
	newest, found := newestLegalities(listed)
	after := ""
	if found {
		src, d := newest.Source, newest.Date
		st.Source, st.Date, after = &src, &d, newest.Date.Last()
		for field := range newest.Fields {
			if f := LegalityFormat(field); f != "" {
				st.Formats = append(st.Formats, f)
			}
		}
	}
	byID := map[string]Listing{}
	for _, l := range listed {
		byID[l.Source.ID] = l
		if l.Date.Last() <= after {
			continue
		}
		for field := range l.Fields {
			if f := LegalityFormat(field); f != "" {
				if st.Later == nil {
					st.Later = map[string]Listing{}
				}
				st.Later[f] = l
			}
		}
	}
	for f := range st.Later {
		if !slices.Contains(st.Formats, f) {
			st.Formats = append(st.Formats, f)
		}
	}
	slices.Sort(st.Formats)
	if asOf != nil {
		return st
	}
	if !found {
		note := "no snapshot states the card's legalities in more than one format"
		var parts []string
		for _, f := range st.Formats {
			l := st.Later[f]
			parts = append(parts, fmt.Sprintf("%s as of %s (%s)", f, l.Date, l.Source.ID))
		}
		if len(parts) > 0 {
			note += ": " + strings.Join(parts, ", ")
		}
		st.Note = note
		return st
	}
	var later []Source
	for _, s := range imported {
		if s.Date.Last() > after && s.ID != st.Source.ID {
			later = append(later, s)
		}
	}
	if len(later) == 0 {
		return st
	}
	parts := []string{fmt.Sprintf("newest known legalities (snapshot of %s)", newest.Date)}
	var unlisted []Source
	var silent []string
	var alone []string
	formatsOf := map[string][]string{}
	for _, s := range later {
		l, ok := byID[s.ID]
		if !ok {
			unlisted = append(unlisted, s)
			continue
		}
		var formats []string
		for field := range l.Fields {
			if f := LegalityFormat(field); f != "" {
				formats = append(formats, f)
			}
		}
		if len(formats) == 0 {
			silent = append(silent, s.ID)
			continue
		}
		slices.Sort(formats)
		alone = append(alone, s.ID)
		formatsOf[s.ID] = formats
	}
	parts = append(parts, notListing(unlisted)...)
	if len(silent) > 0 {
		parts = append(parts, fmt.Sprintf("the later %s (%s) %s no legalities", snapshotsNoun(len(silent)), strings.Join(silent, ", "), verb(len(silent), "states", "state")))
	}
	// the formats stated alone, grouped by the formats each snapshot states
	for len(alone) > 0 {
		formats := formatsOf[alone[0]]
		var ids []string
		alone = slices.DeleteFunc(alone, func(id string) bool {
			if slices.Equal(formatsOf[id], formats) {
				ids = append(ids, id)
				return true
			}
			return false
		})
		var asOfParts []string
		for _, f := range formats {
			l := st.Later[f]
			asOfParts = append(asOfParts, fmt.Sprintf("%s as of %s (%s)", f, l.Date, l.Source.ID))
		}
		parts = append(parts, fmt.Sprintf("the later %s (%s) %s %s alone: %s", snapshotsNoun(len(ids)), strings.Join(ids, ", "),
			verb(len(ids), "states", "state"), strings.Join(formats, ", "), strings.Join(asOfParts, ", ")))
	}
	st.Note = strings.Join(parts, "; ")
	return st
}

func verb(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// SourcesOf are the snapshots that state each format of legalities (By),
// nil when none does.
func (st LegalitiesStated) SourcesOf(legalities map[string]string) map[string]StatedBy {
	var out map[string]StatedBy
	for f := range legalities {
		if b, ok := st.By[f]; ok {
			if out == nil {
				out = map[string]StatedBy{}
			}
			out[f] = b
		}
	}
	return out
}
