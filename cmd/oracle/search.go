package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/render"
	"github.com/mtgoracle/oracle/oracle/search"
	"github.com/mtgoracle/oracle/oracle/sqlite"
)

type searchOptions struct {
	*globalOptions
	streams
	query string
	asOf  string
	order string
	limit int
	json  bool
}

func newSearchCmd(g *globalOptions) *cobra.Command {
	opts := &searchOptions{globalOptions: g}
	cmd := &cobra.Command{
		Use:   "search QUERY...",
		Short: "Find cards with Scryfall's query syntax, and terms for their history",
		Long: `Find cards with Scryfall's query syntax. Terms side by side must all match;
"or" joins alternatives; "-" negates a term or a parenthesised group.

  word "a phrase"     name contains it; !"exact name" is the whole name
  o: oracle:          Oracle text contains the words (from a word's start),
                      or o:/regex/ (ignoring case); in both ~ is the
                      card's name
  t: type:            type line contains it (or t:/regex/)
  c: color:           colors; c:wu at least white and blue, c=wu exactly,
                      c<=wu at most; c:m multicolored, c:c colorless
  id: identity:       color identity; id:esper at most white, blue, black
  mv pow tou loy def  compared with : = != < <= > >=, to a number or to
                      another of them (pow>tou)
  kw: keyword:        a keyword the card lists (as its answer gives them), or a
                      keyword ability the text holds, by its rule name too
  is:                 split, flip, transform, modal_dfc, dfc, meld,
                      adventure, leveler, saga, class, multiface,
                      permanent, spell, vanilla, errata
  set: e:             printed in the set; r: rarity (r>=rare)
  year: date:         any printing (year>=1998, date<1995-06)
  new:                rarity, artist or flavor a reprint brings
  errata:             has errata; errata:1998, errata>=2001-05
  changed:            the wording changed then: an erratum, or a snapshot
                      whose wording differs from the one before
  source:             a source (document, snapshot, set) speaks of the card
  f: legal:           legal or restricted in the format (f:modern); banned:,
                      restricted: that status; formats by today's keys:
                      brawl is Brawl (historicbrawl is taken as it),
                      standardbrawl the Brawl of Standard's sets
  asof:DATE           the same as --as-of
  include:extras      also the cards no deck holds (Vanguard avatars, planes,
                      phenomena, schemes, heroes, dungeons, emblems) and those
                      printed only as rebalanced versions (the "A-" cards of
                      digital play), left out otherwise; t:vanguard, t:scheme
                      and the like find them without it

With --as-of (or asof:DATE) the o: terms read the wording in force on that
date, and t:, pow, tou, loy, mv, c:, id:, kw: and f: the fields then; a type
line or P/T no source states by then is not known, and matches nothing.
A date term ":" means within the date (errata:2001 is any day of 2001).`,
		Example: `  oracle search 't:creature kw:echo c:g'
  oracle search 'o:"draw a card" mv<=2' --order mv --limit 20
  oracle search 'o:"comes into play"' --as-of 2005
  oracle search 'errata>=2001-05 or changed:2018' --json`,
		Args: args(cobra.MinimumNArgs(1)),
		RunE: func(cmd *cobra.Command, a []string) error {
			opts.query = strings.Join(a, " ")
			opts.set(cmd)
			return runSearch(cmd.Context(), opts)
		},
	}
	cmd.Flags().StringVar(&opts.asOf, "as-of", "", "read text terms against the wordings in force on `DATE`")
	cmd.Flags().StringVar(&opts.order, "order", "name", "order by `name`, mv, released (first printing) or changed (last wording change, newest first)")
	cmd.Flags().IntVar(&opts.limit, "limit", 0, "show at most `N` cards (0: all)")
	cmd.Flags().BoolVar(&opts.json, "json", false, "print the result as JSON")
	cmd.RegisterFlagCompletionFunc("order", completeWords(searchOrderNames()))
	return cmd
}

func runSearch(ctx context.Context, opts *searchOptions) error {
	asOf, err := parseDateFlag("as-of", opts.asOf)
	if err != nil {
		return err
	}
	order := oracle.SearchOrder(opts.order)
	known := false
	for _, o := range oracle.SearchOrders {
		known = known || o == order
	}
	if !known {
		return usagef("--order: unknown order %q: want name, mv, released or changed", opts.order)
	}
	if opts.limit < 0 {
		return usagef("--limit: %d is negative", opts.limit)
	}
	node, q, err := compileQuery(opts.query, asOf)
	if err != nil {
		return err
	}
	store, err := opts.openReader(ctx, opts.stderr)
	if err != nil {
		return err
	}
	defer store.Close()
	if err := checkQuerySources(ctx, store, opts.query, q); err != nil {
		return err
	}
	cards, total, err := store.SearchTotal(ctx, q, oracle.SearchOptions{Order: order, Limit: opts.limit, Notes: opts.json})
	if err != nil {
		return err
	}
	res := render.SearchResult{Query: node.String(), AsOf: "current", Count: total, Cards: cards}
	if res.Cards == nil {
		res.Cards = []oracle.CardSummary{}
	}
	if q.AsOf != nil {
		res.AsOf = q.AsOf.String()
	}
	out := opts.stdout
	if opts.json {
		return render.JSON(out, res)
	}
	// One write for the whole answer, not one per card.
	buf := bufio.NewWriter(out)
	render.Search(buf, newStyle(out), res)
	return buf.Flush()
}

// compileQuery parses and compiles a search query; a mistake in it is a
// usage error pointing at the offending token.
func compileQuery(query string, asOf *oracle.Date) (search.Node, *search.Query, error) {
	node, err := search.Parse(query)
	if err != nil {
		return nil, nil, queryError(query, err)
	}
	q, err := search.Check(node, asOf)
	if err != nil {
		return nil, nil, queryError(query, err)
	}
	return node, q, nil
}

// checkQuerySources checks the source ids of a query's source: terms.
func checkQuerySources(ctx context.Context, store *sqlite.Store, query string, q *search.Query) error {
	for _, src := range q.Sources {
		err := store.CheckSource(ctx, src.ID)
		var unknown *oracle.UnknownSourceError
		if errors.As(err, &unknown) {
			return queryErrorAt(query, src.At, fmt.Errorf("search: %s: %w", src.At, err))
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// queryError is a usage error that shows the query with a caret under
// the offending token.
func queryError(query string, err error) error {
	var qe *search.Error
	if !errors.As(err, &qe) {
		return err
	}
	return queryErrorAt(query, qe.Pos, err)
}

// queryErrorAt is err, at pos in the query, as a usage error that shows
// the line with a caret under pos. A long line is shown around pos.
func queryErrorAt(query string, pos search.Pos, err error) error {
	lines := strings.Split(query, "\n")
	line := []rune(lines[pos.Line-1])
	col := min(pos.Col-1, len(line))
	const width = 60
	if start := col - width/2; len(line) > width && start > 0 {
		line, col = line[start:], col-start
	}
	if len(line) > width {
		line = line[:width]
	}
	return &usageError{fmt.Errorf("%w\n  %s\n  %s^", err, string(line), strings.Repeat(" ", col))}
}

// searchOrderNames are the values --order takes.
func searchOrderNames() []string {
	names := make([]string, len(oracle.SearchOrders))
	for i, o := range oracle.SearchOrders {
		names[i] = string(o)
	}
	return names
}
