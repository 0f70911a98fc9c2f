package oracle

import (
	"fmt"
	"slices"
	"strings"
)

// LegalList is a snapshot that lists exactly the cards legal in one
// format (Source.ListsLegalIn: the 2025 Scryfall files of Commander-legal
// cards), as it bears on one card: whether it lists the card.
type LegalList struct {
	Source SourceRef
	Date   Date
	Format string
	Listed bool
	// Renamed reports whether the snapshot lists a card first known after
	// the last snapshot that listed this card, with this card's mana cost,
	// type line, power, toughness and loyalty: this card, perhaps, under a new name (the snapshots of 2025
	// list Rick, Steadfast Leader as Greymond, Avacyn's Stalwart, and give
	// no identifier that would tell), so that its absence is not evidence.
	Renamed bool
}

// NotLegalByAbsence are the statuses a card's absence from snapshots that
// list exactly a format's legal cards states of it: for each such
// snapshot S of format F, oldest first, that does not list the card while
// the card is known to exist by S's date (known: the first day of its
// earliest printing or wording, before S's first day), a statement by S
// that the card is NotLegal in F (banned or not legal: the list cannot
// tell which), unless its status in F in force before S (stated, or
// stated so by an earlier absence) is already not legal or banned, which
// the absence agrees with, or a snapshot of S's date states its status in
// F itself. A snapshot that may list the card under a new name
// (LegalList.Renamed) states nothing of it. stated are the card's statements of its fields (those of
// other fields are passed over); a status stated after S stands from its
// own date. known nil (nothing dates the card) states nothing.
func NotLegalByAbsence(stated []FieldStatement, lists []LegalList, known *Date) []FieldStatement {
	if known == nil {
		return nil
	}
	lists = slices.Clone(lists)
	slices.SortStableFunc(lists, func(a, b LegalList) int {
		switch {
		case a.Date.Last() < b.Date.Last():
			return -1
		case a.Date.Last() > b.Date.Last():
			return 1
		}
		return 0
	})
	var out []FieldStatement
	for _, l := range lists {
		if l.Listed || l.Renamed || l.Format == "" || known.Last() >= l.Date.First() {
			continue
		}
		field := LegalityField(l.Format)
		var before *FieldStatement
		sameDay := false
		for _, s := range slices.Concat(stated, out) {
			if s.Face != 0 || s.Field != field {
				continue
			}
			switch {
			case s.Date.Last() < l.Date.First():
				if before == nil || s.Date.Last() >= before.Date.Last() {
					s := s
					before = &s
				}
			case s.Date.First() <= l.Date.Last():
				sameDay = true
			}
		}
		if sameDay || before == nil || !legalStatus(before.Value) {
			continue
		}
		out = append(out, FieldStatement{Face: 0, Field: field, Value: NotLegal, Source: l.Source, Date: l.Date})
	}
	return out
}

// legalStatus reports whether a status lets the card be played: legal or
// restricted.
func legalStatus(status string) bool { return status == "legal" || status == "restricted" }

// AbsenceNote says why a status stated by a snapshot that does not list
// the card is not legal: the snapshot lists format's legal cards only.
func AbsenceNote(source string, format string) string {
	return fmt.Sprintf("banned or not legal: %s lists the cards legal in %s only, and not this card", source, format)
}

// ByAbsence reports whether a statement of a card's status comes from a
// snapshot that does not list the card (NotLegalByAbsence): listed are
// the snapshots that spoke of the card.
func ByAbsence(s FieldStatement, listed []Listing) bool {
	if LegalityFormat(s.Field) == "" || s.Source.Kind != SourceSnapshot {
		return false
	}
	return !slices.ContainsFunc(listed, func(l Listing) bool { return l.Source.ID == s.Source.ID })
}

// AbsenceStatusNote says that a card is not legal in format from date on,
// as the snapshot src states by not listing it (NotLegalByAbsence).
func AbsenceStatusNote(format string, src string, date Date) string {
	return fmt.Sprintf("not legal in %s as of %s (%s)", format, date, AbsenceNote(src, format))
}

// AbsenceNotes are AbsenceStatusNote of each status among a card's values
// in force that a snapshot states by not listing the card; listed are the
// snapshots that spoke of it.
func AbsenceNotes(values []FieldAsOf, listed []Listing) []string {
	var out []string
	for _, v := range values {
		format := LegalityFormat(v.Field)
		if format == "" || v.Face != 0 || v.Source == nil || v.Date == nil {
			continue
		}
		if ByAbsence(FieldStatement{Field: v.Field, Source: *v.Source}, listed) {
			out = append(out, AbsenceStatusNote(format, v.Source.ID, *v.Date))
		}
	}
	return out
}

// AbsenceSources are, of a card's values in force, the statuses snapshots
// state by not listing the card, by format, with those snapshots.
func AbsenceSources(values []FieldAsOf, listed []Listing) map[string]StatedBy {
	var out map[string]StatedBy
	for _, v := range values {
		format := LegalityFormat(v.Field)
		if format == "" || v.Face != 0 || v.Source == nil || v.Date == nil {
			continue
		}
		if ByAbsence(FieldStatement{Field: v.Field, Source: *v.Source}, listed) {
			if out == nil {
				out = map[string]StatedBy{}
			}
			out[format] = StatedBy{Source: *v.Source, Date: *v.Date}
		}
	}
	return out
}

// WithSources is st with by as the snapshots that state those formats
// (By): the statuses snapshots state by not listing the card
// (AbsenceSources), which the snapshots that list it do not name.
func (st LegalitiesStated) WithSources(by map[string]StatedBy) LegalitiesStated {
	if len(by) == 0 {
		return st
	}
	merged := make(map[string]StatedBy, len(st.By)+len(by))
	for f, b := range st.By {
		merged[f] = b
	}
	for f, b := range by {
		merged[f] = b
	}
	st.By = merged
	return st
}

// ExpandStatements is a card's whole series of statements of one field:
// its rows (kept only where the value changed, rows) and, for each other
// snapshot that listed the card and stated the field (listings, values
// unset), the value in force then, which it stated; before any row, def.
// Oldest first, in the order of the sources' last days and ids.
func ExpandStatements(rows, listings []FieldStatement, def string) []FieldStatement {
	all := slices.Clone(rows)
	for _, l := range listings {
		if !slices.ContainsFunc(rows, func(r FieldStatement) bool { return r.Source.ID == l.Source.ID }) {
			l.Value = ""
			all = append(all, l)
		}
	}
	sortStatements(all)
	rowOf := map[string]bool{}
	for _, r := range rows {
		rowOf[r.Source.ID] = true
	}
	value := def
	for i := range all {
		if rowOf[all[i].Source.ID] {
			value = all[i].Value
		} else {
			all[i].Value = value
		}
	}
	return all
}

// CompressStatements keeps of a series of statements those that change
// the value stated before them (the first, def), in the order of the
// sources' last days and ids: the rows a card's field history keeps.
func CompressStatements(all []FieldStatement, def string) []FieldStatement {
	all = slices.Clone(all)
	sortStatements(all)
	var out []FieldStatement
	value := def
	for _, s := range all {
		if s.Value != value {
			out = append(out, s)
			value = s.Value
		}
	}
	return out
}

// sortStatements sorts statements by their sources' last days, then ids.
func sortStatements(s []FieldStatement) {
	slices.SortStableFunc(s, func(a, b FieldStatement) int {
		if c := strings.Compare(a.Date.Last(), b.Date.Last()); c != 0 {
			return c
		}
		return strings.Compare(a.Source.ID, b.Source.ID)
	})
}
