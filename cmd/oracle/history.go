package main

import (
	"context"
	"strings"

	"github.com/spf13/cobra"

	"github.com/mtgoracle/oracle/oracle/diff"
	"github.com/mtgoracle/oracle/oracle/render"
)

type historyOptions struct {
	*globalOptions
	streams
	name string
	json bool
}

func newHistoryCmd(g *globalOptions) *cobra.Command {
	opts := &historyOptions{globalOptions: g}
	cmd := &cobra.Command{
		Use:   "history NAME...",
		Short: "Show every event in a card's history, oldest first",
		Long: `Show every event of a card, oldest first: printings, errata, Oracle snapshots
and rulings, each with its date (and precision), source and wording. A
snapshot whose wording differs from the one before it says between which
dates the change happened.`,
		Example: `  oracle history Curfew
  oracle history Lifeline --json`,
		Args:              nameArgs(cobra.MinimumNArgs(1)),
		ValidArgsFunction: completeCardName(g),
		RunE: func(cmd *cobra.Command, a []string) error {
			opts.name = strings.Join(a, " ")
			opts.set(cmd)
			return runHistory(cmd.Context(), opts)
		},
	}
	cmd.Flags().BoolVar(&opts.json, "json", false, "print the events as a JSON array")
	return cmd
}

func runHistory(ctx context.Context, opts *historyOptions) error {
	store, err := opts.openReader(ctx, opts.stderr)
	if err != nil {
		return err
	}
	defer store.Close()
	h, err := store.History(ctx, opts.name)
	if err != nil {
		return err
	}
	events := diff.History(h, diff.DefaultRewrites())
	if opts.json {
		return render.JSON(opts.stdout, events)
	}
	render.History(opts.stdout, newStyle(opts.stdout), h, events)
	return nil
}
