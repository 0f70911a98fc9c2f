package main

import (
	"context"
	"strings"

	"github.com/spf13/cobra"

	"github.com/mtgoracle/oracle/oracle/render"
)

type rulingsOptions struct {
	*globalOptions
	streams
	name string
	json bool
}

func newRulingsCmd(g *globalOptions) *cobra.Command {
	opts := &rulingsOptions{globalOptions: g}
	cmd := &cobra.Command{
		Use:               "rulings NAME...",
		Short:             "Show the rulings, rules and mechanic definitions that name a card, oldest first",
		Example:           `  oracle rulings "Ball Lightning"`,
		Args:              nameArgs(cobra.MinimumNArgs(1)),
		ValidArgsFunction: completeCardName(g),
		RunE: func(cmd *cobra.Command, a []string) error {
			opts.name = strings.Join(a, " ")
			opts.set(cmd)
			return runRulings(cmd.Context(), opts)
		},
	}
	cmd.Flags().BoolVar(&opts.json, "json", false, "print the rulings as JSON")
	return cmd
}

func runRulings(ctx context.Context, opts *rulingsOptions) error {
	store, err := opts.openReader(ctx, opts.stderr)
	if err != nil {
		return err
	}
	defer store.Close()
	v, err := store.Rulings(ctx, opts.name)
	if err != nil {
		return err
	}
	out := opts.stdout
	if opts.json {
		return render.JSON(out, v)
	}
	render.Rulings(out, newStyle(out), v)
	return nil
}
