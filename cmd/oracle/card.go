package main

import (
	"context"
	"strings"

	"github.com/spf13/cobra"

	"github.com/mtgoracle/oracle/oracle/render"
)

type cardOptions struct {
	*globalOptions
	streams
	name string
	asOf string
	json bool
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
	card, err := store.Card(ctx, opts.name, asOf)
	if err != nil {
		return err
	}
	out := opts.stdout
	if opts.json {
		return render.JSON(out, card)
	}
	render.Card(out, newStyle(out), card)
	return nil
}
