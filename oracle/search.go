package oracle

import (
	"cmp"
	"context"
	"database/sql"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// CardQuery is a compiled card search. Where, an SQL condition over the
// cards table (aliased c) with its parameters in Args, picks the
// candidates. When Refine is set, Where is only a superset of the answer:
// Refine decides each candidate from its history (wordings on a date,
// wording changes), given the value of each of Probes for the card.
type CardQuery struct {
	Where  string
	Args   []any
	Probes []SQLCondition
	Refine func(*Candidate) bool
}

// SQLCondition is an SQL condition over the cards table (aliased c) with
// its parameters.
type SQLCondition struct {
	SQL  string
	Args []any
}

// SearchOrder is the order of search results.
type SearchOrder string

const (
	OrderName      SearchOrder = "name"     // by name
	OrderManaValue SearchOrder = "mv"       // by mana value, then name
	OrderReleased  SearchOrder = "released" // by first printing, oldest first
	OrderChanged   SearchOrder = "changed"  // by last wording change, newest first
)

// SearchOrders lists the orders SearchCards knows.
var SearchOrders = []SearchOrder{OrderName, OrderManaValue, OrderReleased, OrderChanged}

// SearchOptions shape a search's results. Limit 0 means no limit.
type SearchOptions struct {
	Order SearchOrder
	Limit int
}

// CardSummary is one search result.
type CardSummary struct {
	Name      string   `json:"name"`
	Layout    string   `json:"layout"`
	ManaCost  string   `json:"mana_cost"`
	ManaValue float64  `json:"mana_value"`
	TypeLine  string   `json:"type_line"`
	Power     string   `json:"power,omitempty"`
	Toughness string   `json:"toughness,omitempty"`
	Loyalty   string   `json:"loyalty,omitempty"`
	Colors    []string `json:"colors"`
	// Released is the card's first printing, when one is known.
	Released *Date `json:"released"`
	// Changed is the date of the last change of the card's wording (an
	// erratum, or a snapshot that differs from the wording before it);
	// set only when ordering by it.
	Changed *Date `json:"changed,omitempty"`
}

// Candidate is a card a search is deciding on: the values of the query's
// probes, and its history. A search first decides each candidate without
// its history, where the history methods return nothing and note that it
// is needed; it then loads the histories of the candidates that need
// them, many at once, and decides those again.
type Candidate struct {
	ID     int64
	Name   string
	Probes []bool

	loaded, needsHistory bool
	// faces are the card's face positions (0 alone for a single-face
	// card), timelines their resolved events.
	faces     []int
	timelines map[int][]Event
}

// WordingAsOf is the card's wording in force on d, faces joined by
// FaceSeparator as in the current oracle_text; "" before its first
// known wording.
func (c *Candidate) WordingAsOf(d Date) string {
	if !c.loaded {
		c.needsHistory = true
		return ""
	}
	texts := make([]string, len(c.faces))
	for i, pos := range c.faces {
		texts[i] = WordingAsOf(c.timelines[pos], d).Wording
	}
	return strings.Join(texts, FaceSeparator)
}

// Changes are the dates the card's wording changed: every erratum, and
// every snapshot whose wording differs from the wording before it.
func (c *Candidate) Changes() []Date {
	if !c.loaded {
		c.needsHistory = true
		return nil
	}
	var dates []Date
	for _, events := range c.timelines {
		for _, e := range events {
			if e.Kind == EventErrata || (e.Kind == EventSnapshot && e.ChangedAfter != nil) {
				dates = append(dates, e.Date)
			}
		}
	}
	sort.Slice(dates, func(i, j int) bool { return dates[i].Before(dates[j]) })
	return dates
}

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
func loadHistories(ctx context.Context, tx *sql.Tx, cands []*Candidate) error {
	byID := slices.Clone(cands)
	slices.SortFunc(byID, func(a, b *Candidate) int { return cmp.Compare(a.ID, b.ID) })
	ids := make([]string, len(byID))
	for i, c := range byID {
		ids[i] = strconv.FormatInt(c.ID, 10)
		c.loaded, c.faces, c.timelines = true, nil, map[int][]Event{}
	}
	idList := "[" + strings.Join(ids, ",") + "]"
	faces, err := tx.QueryContext(ctx, batchFaces, idList)
	if err != nil {
		return err
	}
	defer faces.Close()
	printings, err := tx.QueryContext(ctx, firstPrintingsQuery(batch), idList)
	if err != nil {
		return err
	}
	defer printings.Close()
	wordings, err := tx.QueryContext(ctx, wordingsQuery(batch), idList)
	if err != nil {
		return err
	}
	defer wordings.Close()
	pr := &eventCursor{rows: printings, scan: scanPrinting}
	wr := &eventCursor{rows: wordings, scan: newSourceCache(ctx, tx).scanWording}
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
		for _, cur := range []*eventCursor{pr, wr} {
			if err := cur.collect(c.ID, c.timelines); err != nil {
				return err
			}
		}
		for _, events := range c.timelines {
			ResolveTimeline(events)
		}
	}
	return nil
}

// firstPrinting is the SQL for a card's first printing date, NULL if none.
const firstPrinting = "nullif(c.first_printed, '')"

// found is a candidate as the search query returned it.
type found struct {
	cand *Candidate
	sum  CardSummary
}

// SearchCards runs a compiled query and returns the matching cards in the
// order asked for.
func (s *Store) SearchCards(ctx context.Context, q CardQuery, opts SearchOptions) ([]CardSummary, error) {
	order, ok := map[SearchOrder]string{
		"":             "c.name",
		OrderName:      "c.name",
		OrderManaValue: "c.mana_value, c.name",
		OrderReleased:  "coalesce(" + firstPrinting + ", '9999'), c.name",
		OrderChanged:   "c.name",
	}[opts.Order]
	if !ok {
		return nil, fmt.Errorf("unknown order %q", opts.Order)
	}
	where := q.Where
	if where == "" {
		where = "1"
	}
	cols := []string{"c.id", "c.name", "c.layout", "c.mana_cost", "c.mana_value", "c.type_line", "c.power",
		"c.toughness", "c.loyalty", "c.colors", firstPrinting}
	var args []any
	for _, p := range q.Probes {
		cols = append(cols, "coalesce(("+p.SQL+"), 0)")
		args = append(args, p.Args...)
	}
	args = append(args, q.Args...)
	query := "SELECT " + strings.Join(cols, ", ") + " FROM cards c WHERE " + where + " ORDER BY " + order
	needHistory := q.Refine != nil || opts.Order == OrderChanged
	// Without history to read, the limit is SQLite's.
	if !needHistory && opts.Limit > 0 {
		query += fmt.Sprintf(" LIMIT %d", opts.Limit)
	}
	var out []CardSummary
	err := s.read(ctx, func(tx *sql.Tx) error {
		candidates, err := searchCandidates(ctx, tx, query, args, len(q.Probes))
		if err != nil {
			return err
		}
		if !needHistory {
			for _, f := range candidates {
				out = append(out, f.sum)
			}
			return nil
		}
		// Histories are read a batch at a time, so that a limit stops the
		// reading early.
		for start := 0; start < len(candidates); start += historyBatch {
			batch := candidates[start:min(start+historyBatch, len(candidates))]
			keep := make([]bool, len(batch))
			var load []*Candidate
			for i, f := range batch {
				keep[i] = q.Refine == nil || q.Refine(f.cand)
				if f.cand.needsHistory || opts.Order == OrderChanged {
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
					keep[i] = q.Refine(f.cand)
				}
				if !keep[i] {
					continue
				}
				if opts.Order == OrderChanged {
					if dates := f.cand.Changes(); len(dates) > 0 {
						f.sum.Changed = &dates[len(dates)-1]
					}
				}
				out = append(out, f.sum)
				if opts.Limit > 0 && len(out) == opts.Limit && opts.Order != OrderChanged {
					return nil
				}
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if opts.Order == OrderChanged {
		sort.SliceStable(out, func(i, j int) bool {
			a, b := out[i].Changed, out[j].Changed
			switch {
			case a == nil || b == nil:
				return a != nil && b == nil
			case a.First() != b.First():
				return b.Before(*a)
			}
			return false
		})
		if opts.Limit > 0 && len(out) > opts.Limit {
			out = out[:opts.Limit]
		}
	}
	return out, nil
}

// searchCandidates runs a search's query, whose columns are a card's
// summary and then its probes.
func searchCandidates(ctx context.Context, tx *sql.Tx, query string, args []any, probes int) ([]found, error) {
	rows, err := tx.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []found
	for rows.Next() {
		f := found{cand: &Candidate{Probes: make([]bool, probes)}}
		var colors string
		var released sql.NullString
		dest := []any{&f.cand.ID, &f.sum.Name, &f.sum.Layout, &f.sum.ManaCost, &f.sum.ManaValue, &f.sum.TypeLine,
			&f.sum.Power, &f.sum.Toughness, &f.sum.Loyalty, &colors, &released}
		for i := range f.cand.Probes {
			dest = append(dest, &f.cand.Probes[i])
		}
		if err := rows.Scan(dest...); err != nil {
			return nil, err
		}
		f.cand.Name = f.sum.Name
		f.sum.Colors = splitColors(colors)
		if d, err := ParseDate(released.String); err == nil {
			f.sum.Released = &d
		}
		out = append(out, f)
	}
	return out, rows.Err()
}

// ClosestWord returns the candidate nearest to word by typos (a letter
// added, dropped, changed, or two side by side swapped), within as many
// as names are allowed, preferring on a tie the one sharing the longest
// start with word; "" when none is close enough.
func ClosestWord(word string, candidates []string) string {
	key := FoldName(word)
	best, bestDist, bestPrefix := "", closeEnough(key)+1, 0
	for _, c := range candidates {
		ck := FoldName(c)
		d := editDistance(key, ck)
		prefix := 0
		for prefix < len(key) && prefix < len(ck) && key[prefix] == ck[prefix] {
			prefix++
		}
		if d < bestDist || (d == bestDist && best != "" && prefix > bestPrefix) {
			best, bestDist, bestPrefix = c, d, prefix
		}
	}
	return best
}
