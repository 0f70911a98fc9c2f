package main

import (
	"context"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/render"
	"github.com/mtgoracle/oracle/oracle/sqlite"
	"github.com/mtgoracle/oracle/parser"
)

type cardOptions struct {
	*globalOptions
	streams
	name  string
	asOf  string
	json  bool
	rules bool
}

func newCardCmd(g *globalOptions) *cobra.Command {
	opts := &cardOptions{globalOptions: g}
	cmd := &cobra.Command{
		Use:   "card NAME...",
		Short: "Show a card's Oracle wording, now or on a date",
		Long: `Show a card's cost, type, P/T and Oracle wording, with the source and date the
wording comes from. With --as-of, the wording in force on that date: the most
recent errata or snapshot wording dated on or before it, else the printed
wording. NAME matches exactly, then ignoring case and diacritics, then by
prefix or a few typos; a name that matches several cards lists them.`,
		Example: `  oracle card "Serra Avatar"
  oracle card curfew --as-of 1998-10-15
  oracle card "karn silver golem" --as-of 1999 --json`,
		Args:              nameArgs(cobra.MinimumNArgs(1)),
		ValidArgsFunction: completeCardName(g),
		RunE: func(cmd *cobra.Command, a []string) error {
			opts.name = strings.Join(a, " ")
			opts.set(cmd)
			return runCard(cmd.Context(), opts)
		},
	}
	cmd.Flags().StringVar(&opts.asOf, "as-of", "", "show the wording in force on `DATE` (YYYY, YYYY-MM or YYYY-MM-DD)")
	cmd.Flags().BoolVar(&opts.json, "json", false, "print the card as JSON")
	cmd.Flags().BoolVar(&opts.rules, "rules", false, "also show the Comprehensive Rules its keyword abilities and kinds of ability cite, as in force then")
	return cmd
}

func runCard(ctx context.Context, opts *cardOptions) error {
	asOf, err := parseDateFlag("as-of", opts.asOf)
	if err != nil {
		return err
	}
	store, err := opts.openReader(ctx, opts.stderr)
	if err != nil {
		return err
	}
	defer store.Close()
	// One card is a few milliseconds of a dozen queries, done before an
	// interrupt could tell: read without a context that can be canceled,
	// for which the driver and database/sql start goroutines for each
	// query (4-9% of the process's time, most of its thread switches).
	card, err := store.Card(context.WithoutCancel(ctx), opts.name, asOf)
	if err != nil {
		return err
	}
	out := opts.stdout
	if !opts.rules {
		if opts.json {
			return render.JSON(out, card)
		}
		render.Card(out, newStyle(out), card)
		return nil
	}
	cited, err := cardRules(ctx, store, card, asOf)
	if err != nil {
		return err
	}
	if opts.json {
		return render.JSON(out, struct {
			*oracle.CardView
			Rules *render.CardRules `json:"rules"`
		}{card, cited})
	}
	st := newStyle(out)
	render.Card(out, st, card)
	fmt.Fprintln(out)
	render.CardRulesText(out, st, cited)
	return nil
}

// cardRules are the rules the card's wording cites, as in force on asOf
// (now when nil): the parser numbers them as in the rules it was made
// from, and each is followed to the version in force by its identity.
func cardRules(ctx context.Context, store *sqlite.Store, card *oracle.CardView, asOf *oracle.Date) (*render.CardRules, error) {
	h, err := store.RulesHistory(ctx)
	if err != nil {
		return nil, err
	}
	out := &render.CardRules{Cited: oracle.CardCitations(card)}
	out.Version, out.Note = h.CiteRules(out.Cited, asOf, parser.RulesSource())
	return out, nil
}
