package sqlite

import (
	"cmp"
	"context"
	"database/sql"
	"fmt"
	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/search"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// historyBatch is how many candidates' histories one set of queries reads.
const historyBatch = 2000

// The histories of a batch of cards are read for the cards whose ids are
// a JSON array in the one parameter, ordered by card as eventCursor reads
// them. As in EachTimeline, reprints, which change no wording, are left
// out.
const (
	batch      = "(SELECT value FROM json_each(?))"
	batchFaces = `SELECT card_id, position FROM faces WHERE card_id IN ` + batch + ` ORDER BY card_id, position`
)

// loadHistories reads the faces and resolved timelines of cands in a few
// ordered queries rather than per card.
func loadHistories(ctx context.Context, tx *sql.Tx, cands []*candidate) error {
	byID := slices.Clone(cands)
	slices.SortFunc(byID, func(a, b *candidate) int { return cmp.Compare(a.ID, b.ID) })
	ids := make([]int64, len(byID))
	for i, c := range byID {
		ids[i] = c.ID
		c.loaded, c.faces, c.timelines = true, nil, map[int][]oracle.Event{}
	}
	faces, err := tx.QueryContext(ctx, batchFaces, idList(ids))
	if err != nil {
		return err
	}
	defer faces.Close()
	next := 0 // the candidate the faces row read belongs to, or after
	for faces.Next() {
		var id int64
		var pos int
		if err := faces.Scan(&id, &pos); err != nil {
			return err
		}
		for byID[next].ID != id {
			next++
		}
		byID[next].faces = append(byID[next].faces, pos)
	}
	if err := faces.Err(); err != nil {
		return err
	}
	for _, c := range byID {
		if c.faces == nil {
			c.faces = []int{0}
		}
	}
	i := 0
	return eachBatchTimeline(ctx, tx, ids, func(timelines map[int][]oracle.Event) {
		byID[i].timelines = timelines
		i++
	})
}

// idList is the JSON array of ids that batch reads.
func idList(ids []int64) string {
	strs := make([]string, len(ids))
	for i, id := range ids {
		strs[i] = strconv.FormatInt(id, 10)
	}
	return "[" + strings.Join(strs, ",") + "]"
}

// eachBatchTimeline reads the resolved timelines of cards (ids, in
// ascending order) in three queries, the sources of their wordings, then
// their first printings and their wordings ordered by card, and calls fn
// with each card's, in the order of ids, by face position. As in
// EachTimeline, reprints, which change no wording, are left out.
func eachBatchTimeline(ctx context.Context, tx dbtx, ids []int64, fn func(timelines map[int][]oracle.Event)) error {
	list := idList(ids)
	printingsSQL, wordingsSQL, args := firstPrintingsQuery(batch), wordingsQuery(batch), []any{list}
	keep, scanWording := (func(int64, int, *oracle.Event) bool)(nil), (func(context.Context, *sql.Rows) (int64, int, oracle.Event, error))(nil)
	if len(ids) == 1 {
		// a card answer: the first printings are chosen as the rows are
		// read, and each wording comes with its source
		printingsSQL, wordingsSQL, args = cardPrintingsQuery(), cardWordingsQuery(), []any{ids[0]}
		keep, scanWording = firstPrintingKept(), scanSourcedWording
	} else {
		sources := newSourceCache(tx)
		if err := sources.preload(ctx, batch, list); err != nil {
			return err
		}
		scanWording = sources.scanWording
	}
	printings, err := tx.QueryContext(ctx, printingsSQL, args...)
	if err != nil {
		return err
	}
	defer printings.Close()
	wordings, err := tx.QueryContext(ctx, wordingsSQL, args...)
	if err != nil {
		return err
	}
	defer wordings.Close()
	pr := &eventCursor{rows: printings, scan: scanPrinting, keep: keep}
	wr := &eventCursor{rows: wordings, scan: scanWording}
	for _, id := range ids {
		timelines := map[int][]oracle.Event{}
		for _, cur := range []*eventCursor{pr, wr} {
			if err := cur.collect(ctx, id, timelines); err != nil {
				return err
			}
		}
		for _, events := range timelines {
			oracle.ResolveTimeline(events)
		}
		fn(timelines)
	}
	return nil
}

// firstPrinting is the SQL for a card's first printing date, NULL if none.
const firstPrinting = "nullif(c.first_printed, '')"

// found is a candidate as the search query returned it: its summary
// (nil when only names were asked for) and, ordered by change, the date
// of its last change of wording.
type found struct {
	cand    *candidate
	sum     *oracle.CardSummary
	colors  string // the colors column, as stored
	changed *oracle.Date
}

// SearchCards runs a checked query and returns the matching cards in the
// order asked for: the query's order: and direction: terms, else opts'.
func (s *Store) SearchCards(ctx context.Context, sq *search.Query, opts oracle.SearchOptions) ([]oracle.CardSummary, error) {
	cards, _, err := s.search(ctx, sq, opts, false, false)
	return summaries(cards), err
}

// summaries are the summaries of the cards found.
func summaries(cards []found) []oracle.CardSummary {
	out := make([]oracle.CardSummary, len(cards))
	for i, f := range cards {
		out[i] = *f.sum
		out[i].Changed = f.changed
	}
	return out
}

// SearchNames is SearchCards giving the names of the cards found alone,
// in the same order: it reads no more of each card than the query and the
// order need, so that a caller showing a page of the answer reads the
// rest of the page's cards only.
func (s *Store) SearchNames(ctx context.Context, sq *search.Query, opts oracle.SearchOptions) ([]string, error) {
	cards, _, err := s.search(ctx, sq, opts, false, true)
	if err != nil {
		return nil, err
	}
	names := make([]string, len(cards))
	for i, f := range cards {
		names[i] = f.cand.Name
	}
	return names, nil
}

// SearchTotal is SearchCards that also counts every card the query
// matches, opts' limit aside.
func (s *Store) SearchTotal(ctx context.Context, sq *search.Query, opts oracle.SearchOptions) ([]oracle.CardSummary, int, error) {
	cards, total, err := s.search(ctx, sq, opts, true, false)
	return summaries(cards), total, err
}

// search runs a checked query; with namesOnly, it reads no summaries.
func (s *Store) search(ctx context.Context, sq *search.Query, opts oracle.SearchOptions, total, namesOnly bool) ([]found, int, error) {
	if sq.Order != "" {
		opts.Order = sq.Order
	}
	limit := opts.Limit
	if total {
		opts.Limit = 0
	}
	keys, ok := map[oracle.SearchOrder][]string{
		"":                    {"c.name"},
		oracle.OrderName:      {"c.name"},
		oracle.OrderManaValue: {"c.mana_value", "c.name"},
		oracle.OrderReleased:  {"coalesce(" + firstPrinting + ", '9999')", "c.name"},
		oracle.OrderChanged:   {"c.name"},
	}[opts.Order]
	if !ok {
		return nil, 0, fmt.Errorf("unknown order %q", opts.Order)
	}
	if sq.Descending {
		keys = slices.Clone(keys)
		for i := range keys {
			keys[i] += " DESC"
		}
	}
	order := strings.Join(keys, ", ")
	// The query is compiled within the read, which says whether
	// keyword_periods is current (see compiler.keywordPeriods).
	var q cardQuery
	var query string
	var args []any
	var needHistory bool
	prepare := func(tx *sql.Tx) error {
		var err error
		q, err = compileQueryIn(ctx, tx, sq)
		if err != nil {
			return err
		}
		where := q.where
		if where == "" {
			where = "1"
		}
		cols := []string{"c.id", "c.name", "c.layout", "c.mana_cost", "c.mana_value", "c.type_line", "c.power",
			"c.toughness", "c.loyalty", "c.colors", firstPrinting}
		if namesOnly {
			cols = cols[:2]
		}
		args = nil
		for _, p := range q.probes {
			cols = append(cols, "coalesce(("+p.sql+"), 0)")
			args = append(args, p.args...)
		}
		args = append(args, q.args...)
		query = "SELECT " + strings.Join(cols, ", ") + " FROM cards c WHERE " + where + " ORDER BY " + order
		needHistory = q.refine != nil || opts.Order == oracle.OrderChanged
		// Without history to read, the limit is SQLite's.
		if !needHistory && opts.Limit > 0 {
			query += fmt.Sprintf(" LIMIT %d", opts.Limit)
		}
		return nil
	}
	var out []found
	matched := 0
	collect := func(tx *sql.Tx) error {
		candidates, err := searchCandidates(ctx, tx, query, args, len(q.probes), namesOnly)
		if err != nil {
			return err
		}
		if !needHistory {
			out = candidates
			return nil
		}
		// Histories are read a batch at a time, so that a limit stops the
		// reading early.
		for start := 0; start < len(candidates); start += historyBatch {
			batch := candidates[start:min(start+historyBatch, len(candidates))]
			keep := make([]bool, len(batch))
			var load []*candidate
			for i, f := range batch {
				keep[i] = q.refine == nil || q.refine(f.cand)
				if f.cand.needsHistory || opts.Order == oracle.OrderChanged {
					load = append(load, f.cand)
				}
			}
			if len(load) > 0 {
				if err := loadHistories(ctx, tx, load); err != nil {
					return err
				}
			}
			for i, f := range batch {
				if f.cand.needsHistory {
					keep[i] = q.refine(f.cand)
				}
				if !keep[i] {
					continue
				}
				if opts.Order == oracle.OrderChanged {
					if dates := f.cand.Changes(); len(dates) > 0 {
						f.changed = &dates[len(dates)-1]
					}
				}
				out = append(out, f)
				if opts.Limit > 0 && len(out) == opts.Limit && opts.Order != oracle.OrderChanged {
					return nil
				}
			}
		}
		return nil
	}
	err := s.read(ctx, func(tx *sql.Tx) error {
		if err := prepare(tx); err != nil {
			return err
		}
		if err := collect(tx); err != nil {
			return err
		}
		if opts.Order == oracle.OrderChanged {
			sort.SliceStable(out, func(i, j int) bool {
				a, b := out[i].changed, out[j].changed
				switch {
				case a == nil || b == nil:
					return (a != nil && b == nil) != sq.Descending
				case a.First() != b.First():
					return b.Before(*a) != sq.Descending
				}
				return false
			})
		}
		matched = len(out)
		if limit > 0 && len(out) > limit {
			out = out[:limit]
		}
		// As of a date, the answer shows the fields in force then: read
		// for the cards shown alone.
		if namesOnly {
			return nil
		}
		if sq.AsOf != nil {
			if err := summariesAsOf(ctx, tx, out, *sq.AsOf, opts.Notes); err != nil {
				return err
			}
		}
		return markNewestKnown(ctx, tx, out, sq.AsOf, sq.AsOf != nil && opts.Notes)
	})
	if err != nil {
		return nil, 0, err
	}
	return out, matched, nil
}

// markNewestKnown dates the summaries of the cards found whose fields are
// only the newest known (see newestKnown) by asOf (today when nil), and
// with notes adds the note a card answer gives.
func markNewestKnown(ctx context.Context, tx dbtx, cards []found, asOf *oracle.Date, notes bool) error {
	ids := make([]int64, len(cards))
	for i, f := range cards {
		ids[i] = f.cand.ID
	}
	known, err := newestKnownOf(ctx, tx, ids, asOf)
	if err != nil {
		return err
	}
	for _, f := range cards {
		if k, ok := known[f.cand.ID]; ok {
			f.sum.NewestKnown = &k.date
			if notes {
				f.sum.Notes = append(f.sum.Notes, k.note)
			}
		}
	}
	return nil
}

// searchCandidates runs a search's query, whose columns are a card's
// summary, or with namesOnly its id and name, and then its probes.
func searchCandidates(ctx context.Context, tx *sql.Tx, query string, args []any, probes int, namesOnly bool) ([]found, error) {
	rows, err := tx.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []found
	// The candidates, and their summaries, are allocated a block at a
	// time; every row is read into the same variables.
	var cands []candidate
	var sums []oracle.CardSummary
	var sum oracle.CardSummary
	var id int64
	var colors string
	var released sql.NullString
	var values []bool
	dest := []any{&id, &sum.Name, &sum.Layout, &sum.ManaCost, &sum.ManaValue, &sum.TypeLine,
		&sum.Power, &sum.Toughness, &sum.Loyalty, &colors, &released}
	if namesOnly {
		dest = dest[:2]
	}
	if probes > 0 {
		values = make([]bool, probes)
		for i := range values {
			dest = append(dest, &values[i])
		}
	}
	const block = 256
	for rows.Next() {
		if err := rows.Scan(dest...); err != nil {
			return nil, err
		}
		if len(cands) == 0 {
			cands = make([]candidate, block)
		}
		cand := &cands[0]
		cands = cands[1:]
		cand.ID, cand.Name = id, sum.Name
		if probes > 0 {
			cand.Probes = slices.Clone(values)
		}
		f := found{cand: cand}
		if !namesOnly {
			if len(sums) == 0 {
				sums = make([]oracle.CardSummary, block)
			}
			f.sum = &sums[0]
			sums = sums[1:]
			*f.sum = sum
			f.colors = colors
			f.sum.Colors = splitColors(colors)
			f.sum.Released = nil
			if d, err := oracle.ParseDate(released.String); err == nil {
				f.sum.Released = &d
			}
		}
		out = append(out, f)
	}
	return out, rows.Err()
}

// candidate is a card a search is deciding on: the values of the query's
// probes, and its history. A search first decides each candidate without
// its history, where the history methods return nothing and note that it
// is needed; it then loads the histories of the candidates that need
// them, many at once, and decides those again.
type candidate struct {
	ID     int64
	Name   string
	Probes []bool

	loaded, needsHistory bool
	// faces are the card's face positions (0 alone for a single-face
	// card), timelines their resolved events.
	faces     []int
	timelines map[int][]oracle.Event
}

// WordingAsOf is the card's wording in force on d, faces joined by
// FaceSeparator as in the current oracle_text; "" before its first
// known wording.
func (c *candidate) WordingAsOf(d oracle.Date) string {
	if !c.loaded {
		c.needsHistory = true
		return ""
	}
	texts := make([]string, len(c.faces))
	for i, pos := range c.faces {
		texts[i] = oracle.WordingAsOf(c.timelines[pos], d).Wording
	}
	return oracle.JoinFaceTexts(texts)
}

// KeywordsAsOf are the names of the keywords the parser finds in the
// card's wording in force on d (oracle.ParsedKeywordNames), or, d nil, in
// its current wording, as a card answer without a date reads it.
func (c *candidate) KeywordsAsOf(d *oracle.Date) []string {
	if !c.loaded {
		c.needsHistory = true
		return nil
	}
	var names []string
	for _, pos := range c.faces {
		wording := ""
		if d != nil {
			wording = oracle.WordingAsOf(c.timelines[pos], *d).Wording
		} else if last := oracle.LastWording(c.timelines[pos]); last != nil {
			wording = last.Wording
		}
		names = append(names, oracle.ParsedKeywordNames(c.Name, wording)...)
	}
	return names
}

// Changes are the dates the card's wording changed: every erratum, and
// every snapshot whose wording differs from the wording before it.
func (c *candidate) Changes() []oracle.Date {
	if !c.loaded {
		c.needsHistory = true
		return nil
	}
	var dates []oracle.Date
	for _, events := range c.timelines {
		for _, e := range events {
			if e.Kind == oracle.EventErrata || (e.Kind == oracle.EventSnapshot && e.ChangedAfter != nil) {
				dates = append(dates, e.Date)
			}
		}
	}
	sort.Slice(dates, func(i, j int) bool { return dates[i].Before(dates[j]) })
	return dates
}
