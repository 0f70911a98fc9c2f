package oracle

import (
	"context"
	"database/sql"
	"fmt"
	"sort"
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
	Refine func(*Candidate) (bool, error)
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
// probes, and access to the card's history, loaded on first use.
type Candidate struct {
	ID     int64
	Name   string
	Probes []bool

	ctx       context.Context
	tx        *sql.Tx
	faces     []faceRow
	timelines map[int][]Event
}

func (c *Candidate) load() error {
	if c.timelines != nil {
		return nil
	}
	var err error
	if c.faces, err = loadFaces(c.ctx, c.tx, c.ID); err != nil {
		return err
	}
	c.timelines, err = loadTimelines(c.ctx, c.tx, c.ID)
	return err
}

// WordingAsOf is the card's wording in force on d, faces joined by
// FaceSeparator as in the current oracle_text; "" before its first
// known wording.
func (c *Candidate) WordingAsOf(d Date) (string, error) {
	if err := c.load(); err != nil {
		return "", err
	}
	texts := make([]string, len(c.faces))
	for i, f := range c.faces {
		texts[i] = WordingAsOf(c.timelines[f.position], d).Wording
	}
	return strings.Join(texts, FaceSeparator), nil
}

// Changes are the dates the card's wording changed: every erratum, and
// every snapshot whose wording differs from the wording before it.
func (c *Candidate) Changes() ([]Date, error) {
	if err := c.load(); err != nil {
		return nil, err
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
	return dates, nil
}

// firstPrinting is the SQL for a card's first printing date.
const firstPrinting = "(SELECT min(p.released) FROM printings p WHERE p.card_id = c.id)"

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
	// Without a refinement or a computed order, the limit is SQLite's.
	if q.Refine == nil && opts.Order != OrderChanged && opts.Limit > 0 {
		query += fmt.Sprintf(" LIMIT %d", opts.Limit)
	}
	var out []CardSummary
	err := s.read(ctx, func(tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, query, args...)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			cand := &Candidate{ctx: ctx, tx: tx, Probes: make([]bool, len(q.Probes))}
			var sum CardSummary
			var colors string
			var released sql.NullString
			dest := []any{&cand.ID, &sum.Name, &sum.Layout, &sum.ManaCost, &sum.ManaValue, &sum.TypeLine, &sum.Power,
				&sum.Toughness, &sum.Loyalty, &colors, &released}
			for i := range cand.Probes {
				dest = append(dest, &cand.Probes[i])
			}
			if err := rows.Scan(dest...); err != nil {
				return err
			}
			cand.Name = sum.Name
			if q.Refine != nil {
				keep, err := q.Refine(cand)
				if err != nil {
					return err
				}
				if !keep {
					continue
				}
			}
			sum.Colors = splitColors(colors)
			if d, err := ParseDate(released.String); err == nil {
				sum.Released = &d
			}
			if opts.Order == OrderChanged {
				dates, err := cand.Changes()
				if err != nil {
					return err
				}
				if len(dates) > 0 {
					sum.Changed = &dates[len(dates)-1]
				}
			}
			out = append(out, sum)
			if opts.Limit > 0 && len(out) == opts.Limit && opts.Order != OrderChanged {
				break
			}
		}
		return rows.Err()
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

// ClosestWord returns the candidate nearest to word by edit distance,
// within as many typos as names are allowed, preferring on a tie the one
// sharing the longest start with word; "" when none is close enough.
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
