package main

import (
	"context"
	"strings"

	"github.com/spf13/cobra"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/render"
)

type legalityOptions struct {
	*globalOptions
	streams
	name   string
	format string
	json   bool
}

func newLegalityCmd(g *globalOptions) *cobra.Command {
	opts := &legalityOptions{globalOptions: g}
	cmd := &cobra.Command{
		Use:   "legality NAME...",
		Short: "Show a card's status in each format through time",
		Long: `Show a card's status (legal, banned, restricted, not legal) in each format
through time, as the dated snapshots state it: each status with the snapshot
that first stated it, and, where it changed, the window the change lies in.`,
		Example: `  oracle legality Bitterblossom
  oracle legality "Time Vault" --format vintage --json`,
		Args:              nameArgs(cobra.MinimumNArgs(1)),
		ValidArgsFunction: completeCardName(g),
		RunE: func(cmd *cobra.Command, a []string) error {
			opts.name = strings.Join(a, " ")
			opts.set(cmd)
			return runLegality(cmd.Context(), opts)
		},
	}
	cmd.Flags().StringVar(&opts.format, "format", "", "only the `FORMAT` given (modern, vintage, ...)")
	cmd.Flags().BoolVar(&opts.json, "json", false, "print the periods as JSON")
	return cmd
}

func runLegality(ctx context.Context, opts *legalityOptions) error {
	store, err := opts.openReader(ctx, opts.stderr)
	if err != nil {
		return err
	}
	defer store.Close()
	format := ""
	if opts.format != "" {
		format = oracle.CurrentFormatName(opts.format)
	}
	v, err := store.Legality(ctx, opts.name, format)
	if err != nil {
		return err
	}
	out := opts.stdout
	if opts.json {
		return render.JSON(out, v)
	}
	render.Legality(out, newStyle(out), v)
	return nil
}
