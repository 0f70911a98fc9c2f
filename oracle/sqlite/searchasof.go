package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/mtgoracle/oracle/oracle"
)

// summaryFields are the fields of a search's summary that are read as of
// its date; the mana value follows from the mana cost.
var summaryFields = summaryFieldNames[:]

// summariesAsOf sets the fields of the summaries found to those in force
// on asOf, as withField reads them in a search's terms: the value the
// newest statement by then gives; else, when a snapshot that carried the
// field spoke of the card by then, none; else the earliest statement's;
// else the stored one. The statements of every card are read in one
// query a batch of cards at a time, not in subqueries per card and field.
func summariesAsOf(ctx context.Context, tx *sql.Tx, out []found, asOf oracle.Date, notes bool) error {
	if len(out) == 0 {
		return nil
	}
	// the last day of every source, read once rather than joined to
	// every statement
	days := map[string]string{}
	err := eachRow(ctx, tx, "SELECT id, date_last FROM sources", func(rows *sql.Rows) error {
		var id, day string
		if err := rows.Scan(&id, &day); err != nil {
			return err
		}
		days[id] = day
		return nil
	})
	if err != nil {
		return err
	}
	// the fields each snapshot by then carried, read once for every batch
	carries := map[string][]string{}
	fields := "('" + strings.Join(summaryFields, "', '") + "')"
	err = eachRow(ctx, tx, "SELECT csf.source_id, csf.field FROM snapshot_fields csf JOIN sources cs ON cs.id = csf.source_id"+
		" WHERE cs.date_last <= ? AND csf.field IN "+fields, func(rows *sql.Rows) error {
		var source, field string
		if err := rows.Scan(&source, &field); err != nil {
			return err
		}
		carries[source] = append(carries[source], field)
		return nil
	}, asOf.Last())
	if err != nil {
		return err
	}
	for start := 0; start < len(out); start += historyBatch {
		if err := summaryBatchAsOf(ctx, tx, out[start:min(start+historyBatch, len(out))], asOf, days, carries, notes); err != nil {
			return err
		}
	}
	return nil
}

// statedValue is a field's value as a source stated it.
type statedValue struct {
	value, date, source string
	ok                  bool
}

// fieldStatements are the statements of a card's summary fields (by
// their place in summaryFields) that decide the value in force: the
// newest by the day asked, and the earliest.
type fieldStatements struct {
	newest, earliest [len(summaryFieldNames)]statedValue
	carried          [len(summaryFieldNames)]bool
	// before is set for a field no source states by the day asked, as a
	// row of card_field_changes that counts until its first statement
	// says
	before [len(summaryFieldNames)]bool
}

// statedEmpty is an empty value stated of the summary field i.
type statedEmpty struct {
	i int
	v statedValue
}

// note counts v, a statement of the summary field i, among the newest by
// day and the earliest.
func (at *fieldStatements) note(i int, v statedValue, day string) {
	if v.date <= day {
		if n := &at.newest[i]; !n.ok || v.date > n.date || (v.date == n.date && v.source > n.source) {
			*n = v
		}
	}
	if e := &at.earliest[i]; !e.ok || v.date < e.date || (v.date == e.date && v.source < e.source) {
		*e = v
	}
}

// summaryFieldNames are summaryFields as an array, whose length sizes
// fieldStatements.
// The name, color identity and keywords are read for the notes alone, so
// that a summary's notes are those of the card's answer as of the date
// (the name shown is the one the card is known by, as the card's answer
// shows it).
var summaryFieldNames = [...]string{"name", "layout", "mana_cost", "type_line", "power", "toughness", "loyalty", "colors", "color_identity", "keywords"}

// summaryFieldIndex is the place of each of summaryFields.
var summaryFieldIndex = func() map[string]int {
	m := map[string]int{}
	for i, f := range summaryFieldNames {
		m[f] = i
	}
	return m
}()

func summaryBatchAsOf(ctx context.Context, tx *sql.Tx, cards []found, asOf oracle.Date, days map[string]string, carries map[string][]string,
	notes bool) error {
	day := asOf.Last()
	ids := make([]int64, len(cards))
	place := make(map[int64]int, len(cards))
	for i, f := range cards {
		ids[i] = f.cand.ID
		place[f.cand.ID] = i
	}
	fields := "('" + strings.Join(summaryFields, "', '") + "')"
	// newest by day, and earliest, of each card's field; the rows come a
	// card at a time, so that each card's place is looked up once
	stated := make([]fieldStatements, len(cards))
	var card int64 = -1
	var at *fieldStatements
	var source, value sql.RawBytes
	// type lines are kept only for the cards with an empty value
	lines := make([][]statedValue, len(cards))
	empties := map[int64][]statedEmpty{}
	// of the cards with a field whose value may not be the stored one
	// then (changed) alone: every field of the others is the stored one
	// (see fieldChanges); for the notes, of every card, since a value no
	// source states by then is the earliest known, and says so
	// the cards with a field whose value may not be the stored one then
	// (card_field_changes); a row counting until the field's first
	// statement says no source states it by then (see schema.sql): its
	// value is the one before any, known without reading the card's
	// statements
	changed := map[int64]bool{}
	// (+field: a card's few rows are read in one seek, not one per field)
	err := eachRow(ctx, tx, "SELECT card_id, field, until FROM card_field_changes INDEXED BY card_field_changes_card"+
		" WHERE card_id IN "+batch+" AND face = 0 AND +field IN "+fields+" AND (until = '' OR until > ?)", func(rows *sql.Rows) error {
		var id int64
		var field, until string
		if err := rows.Scan(&id, &field, &until); err != nil {
			return err
		}
		if until == "" {
			changed[id] = true
		} else {
			stated[place[id]].before[summaryFieldIndex[field]] = true
		}
		return nil
	}, idList(ids), day)
	if err != nil {
		return err
	}
	read := ids
	if !notes {
		read = slices.DeleteFunc(slices.Clone(ids), func(id int64) bool { return !changed[id] })
	}
	err = eachRow(ctx, tx, "SELECT card_id, field, value, source_id FROM card_fields"+
		" WHERE card_id IN "+batch+" AND face = 0 AND +field IN "+fields+" ORDER BY card_id, field", func(rows *sql.Rows) error {
		var id int64
		var field sql.RawBytes
		if err := rows.Scan(&id, &field, &value, &source); err != nil {
			return err
		}
		if id != card || at == nil {
			card, at = id, &stated[place[id]]
		}
		date, ok := days[string(source)]
		if !ok {
			return nil // no such source: the join read no row
		}
		i, ok := summaryFieldIndex[string(field)]
		if !ok {
			return nil
		}
		if string(field) == "type_line" {
			lines[place[id]] = append(lines[place[id]], statedValue{value: string(value), date: date, source: string(source), ok: true})
		} else if len(value) == 0 {
			// decided once the card's type lines are read (RequiredEmpty)
			empties[id] = append(empties[id], statedEmpty{i, statedValue{date: date, source: string(source), ok: true}})
			return nil
		}
		at.note(i, statedValue{value: string(value), date: date, source: string(source), ok: true}, day)
		return nil
	}, idList(read))
	if err != nil {
		return err
	}
	// an empty value the type line in force then requires is not stated
	for id, es := range empties {
		for _, e := range es {
			// the type line in force then: the last stated by then, else
			// the earliest, else the stored one
			line := cards[place[id]].sum.TypeLine
			var by, first statedValue
			for _, l := range lines[place[id]] {
				if l.date <= e.v.date && (!by.ok || l.date >= by.date) {
					by = l
				}
				if !first.ok || l.date < first.date {
					first = l
				}
			}
			if by.ok {
				line = by.value
			} else if first.ok {
				line = first.value
			}
			if oracle.RequiredEmpty(summaryFieldNames[e.i], "", line) {
				continue
			}
			stated[place[id]].note(e.i, e.v, day)
		}
	}
	// The fields a snapshot that carried them spoke of the card by then,
	// asked only of the cards with a field some snapshot by then carried
	// stated later alone, and of those snapshots' wordings alone.
	var carriedField [len(summaryFieldNames)]bool
	var sources []string
	for source, fs := range carries {
		sources = append(sources, source)
		for _, field := range fs {
			if i, ok := summaryFieldIndex[field]; ok {
				carriedField[i] = true
			}
		}
	}
	// The keywords no row states are asked of the other cards too: unless
	// such a snapshot stated none, they are worked out from the wording
	// then (the card's other fields are not asked).
	keywords := summaryFieldIndex["keywords"]
	var later []int64
	keywordsOnly := map[int64]bool{}
	for n, id := range ids {
		for i := range summaryFieldNames {
			if !stated[n].newest[i].ok && carriedField[i] && (stated[n].earliest[i].ok || i == keywords) {
				later = append(later, id)
				keywordsOnly[id] = !stated[n].earliest[i].ok
				break
			}
		}
	}
	if len(later) > 0 {
		sourceList, err := json.Marshal(sources)
		if err != nil {
			return err
		}
		err = eachRow(ctx, tx, "SELECT DISTINCT card_id, source_id FROM wordings WHERE card_id IN "+batch+" AND kind = 'snapshot'"+
			" AND source_id IN (SELECT value FROM json_each(?))",
			func(rows *sql.Rows) error {
				var card int64
				var source string
				if err := rows.Scan(&card, &source); err != nil {
					return err
				}
				for _, field := range carries[source] {
					if i, ok := summaryFieldIndex[field]; ok && (!keywordsOnly[card] || i == keywords) {
						stated[place[card]].carried[i] = true
					}
				}
				return nil
			}, idList(later), string(sourceList))
		if err != nil {
			return err
		}
	}
	if err := printedTypeLinesAsOf(ctx, tx, cards, ids, stated, asOf); err != nil {
		return err
	}
	// the notes of statuses stated by absence, as the card's answer then
	// gives them
	legalLists := false
	if notes {
		var err error
		if legalLists, err = hasLegalLists(ctx, tx); err != nil {
			return err
		}
	}
	for n, f := range cards {
		st := &stated[n]
		typeLine := f.sum.TypeLine
		// the fields whose value is the earliest known, no source stating
		// them by then
		var earliest []oracle.FieldAsOf
		fromEarliest := func(field string) bool {
			i := summaryFieldIndex[field]
			return !st.newest[i].ok && !(st.carried[i] && !oracle.RequiredEmpty(field, "", typeLine)) && st.earliest[i].ok
		}
		value := func(field, stored string) string {
			i := summaryFieldIndex[field]
			switch {
			case st.newest[i].ok:
				return st.newest[i].value
			case st.carried[i] && !oracle.RequiredEmpty(field, "", typeLine):
				return ""
			case st.earliest[i].ok && oracle.EarliestStandsFor(field):
				return st.earliest[i].value
			case st.earliest[i].ok || st.before[i]:
				return "" // not known then
			}
			return stored
		}
		s := f.sum
		// the mana value of the cost in force then, by the stored layout
		layout, stored := s.Layout, oracle.StoredManaValue{Cost: s.ManaCost, Value: s.ManaValue}
		s.Layout = value("layout", s.Layout)
		s.ManaCost = value("mana_cost", s.ManaCost)
		s.ManaValue = oracle.CardManaValueOn(layout, s.ManaCost, asOf, stored)
		s.TypeLine = value("type_line", s.TypeLine)
		typeLine = s.TypeLine
		s.Power = value("power", s.Power)
		s.Toughness = value("toughness", s.Toughness)
		s.Loyalty = value("loyalty", s.Loyalty)
		s.Colors = splitColors(value("colors", f.colors))
		for _, field := range summaryFieldNames {
			if !notes || !fromEarliest(field) {
				continue
			}
			e := st.earliest[summaryFieldIndex[field]]
			date, err := oracle.ParseDate(e.date)
			if err != nil {
				return err
			}
			earliest = append(earliest, oracle.FieldAsOf{Field: field, Earliest: &oracle.FieldStatement{
				Field: field, Value: e.value, Source: oracle.SourceRef{ID: e.source}, Date: date}})
		}
		if notes {
			s.Notes = oracle.AsOfValueNotes(s.Layout, s.ManaCost, earliest, asOf)
			// keywords no source states by then are worked out from the
			// wording then, as the card's answer says
			if !st.newest[keywords].ok && !st.carried[keywords] {
				s.Notes = append(s.Notes, oracle.DerivedNote([]string{"keywords"}, asOf.String()))
			}
		}
		if legalLists {
			absent, _, err := absenceNotes(ctx, tx, f.cand.ID, &asOf)
			if err != nil {
				return err
			}
			s.Notes = append(s.Notes, absent...)
		}
	}
	return nil
}

// printedTypeLinesAsOf makes the type line printed by asOf (of the whole
// card, printedCardTypeLines), as the rules by then read it
// (oracle.TypeLineAsOf, of its stored Oracle line), the value in force
// then of each card (of cards, whose ids are ids) no source
// states one of by then, nor stated empty (oracle.WithPrintedTypeLines):
// the newest of stated, of the cards of ids by place.
func printedTypeLinesAsOf(ctx context.Context, tx *sql.Tx, cards []found, ids []int64, stated []fieldStatements, asOf oracle.Date) error {
	i := summaryFieldIndex["type_line"]
	var unstated []int64
	place := map[int64]int{}
	for n, id := range ids {
		if st := &stated[n]; !st.newest[i].ok && !st.carried[i] && (st.earliest[i].ok || st.before[i]) {
			unstated = append(unstated, id)
			place[id] = n
		}
	}
	if len(unstated) == 0 {
		return nil
	}
	query := fmt.Sprintf(printedCardTypeLines, "AND p.card_id IN (SELECT value FROM json_each(?1)) AND ps.date_last <= ?2") +
		" ORDER BY card_id, day, source_id"
	return eachRow(ctx, tx, query, func(rows *sql.Rows) error {
		var card int64
		var v statedValue
		if err := rows.Scan(&card, &v.value, &v.source, &v.date); err != nil {
			return err
		}
		// the last row of a card is the newest, as the rules that renamed
		// card types by then read it
		v.value, v.ok = oracle.TypeLineAsOf(v.value, asOf, cards[place[card]].sum.TypeLine), true
		stated[place[card]].newest[i] = v
		return nil
	}, idList(unstated), asOf.Last())
}
