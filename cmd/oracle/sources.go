package main

import (
	"context"

	"github.com/spf13/cobra"

	"github.com/mtgoracle/oracle/oracle/render"
)

type sourcesOptions struct {
	*globalOptions
	streams
	sets bool
	json bool
}

func newSourcesCmd(g *globalOptions) *cobra.Command {
	opts := &sourcesOptions{globalOptions: g}
	cmd := &cobra.Command{
		Use:   "sources",
		Short: "List the documents and snapshots with their dates and item counts",
		Args:  args(cobra.NoArgs),
		RunE: func(cmd *cobra.Command, _ []string) error {
			opts.set(cmd)
			return runSources(cmd.Context(), opts)
		},
	}
	cmd.Flags().BoolVar(&opts.sets, "sets", false, "also list the set releases printings come from")
	cmd.Flags().BoolVar(&opts.json, "json", false, "print the sources as a JSON array")
	return cmd
}

func runSources(ctx context.Context, opts *sourcesOptions) error {
	store, err := opts.openReader(ctx, opts.stderr)
	if err != nil {
		return err
	}
	defer store.Close()
	sources, err := store.Sources(ctx, opts.sets)
	if err != nil {
		return err
	}
	out := opts.stdout
	if opts.json {
		return render.JSON(out, sources)
	}
	render.Sources(out, newStyle(out), sources)
	return nil
}
