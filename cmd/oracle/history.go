package main

import (
	"context"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/mtgoracle/oracle/oracle"
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
		// The changes of the other fields go among the events, by date,
		// as events of kind "field".
		for i := range h.FieldChanges {
			c := &h.FieldChanges[i]
			events = append(events, diff.HistoryEvent{Event: oracle.Event{Date: c.Date, Precision: c.Date.Precision().String(),
				Kind: oracle.EventField, Source: c.Source}, Field: c})
		}
		slices.SortStableFunc(events, func(a, b diff.HistoryEvent) int {
			switch {
			case a.Date.IsZero() || b.Date.IsZero():
				return boolOrder(a.Date.IsZero()) - boolOrder(b.Date.IsZero())
			case a.Date.First() != b.Date.First():
				return strings.Compare(a.Date.First(), b.Date.First())
			}
			return boolOrder(a.Kind == oracle.EventField) - boolOrder(b.Kind == oracle.EventField)
		})
		return render.JSON(opts.stdout, events)
	}
	render.History(opts.stdout, newStyle(opts.stdout), h, events)
	return nil
}

// boolOrder puts false before true.
func boolOrder(b bool) int {
	if b {
		return 1
	}
	return 0
}
