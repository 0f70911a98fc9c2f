package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"mtgoracle/oracle"
	"mtgoracle/oracle/render"
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
	store, err := opts.openStore(ctx, opts.stderr)
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
	printSources(out, newStyle(out), sources)
	return nil
}

func printSources(w io.Writer, st render.Style, sources []oracle.SourceSummary) {
	for _, s := range sources {
		fmt.Fprintf(w, "%-10s  %-15s  %s\n", s.Date, s.Kind, st.Bold(s.ID))
		title := s.Title
		if s.Author != "" {
			title += ", by " + s.Author
		}
		fmt.Fprintln(w, "    "+title)
		var counts []string
		add := func(n int, noun string) {
			if n > 0 {
				counts = append(counts, render.Plural(n, noun))
			}
		}
		add(s.Errata, "erratum")
		add(s.Rulings, "ruling")
		add(s.Rules, "rule")
		add(s.Mechanics, "mechanic")
		add(s.Snapshots, "wording")
		add(s.Printings, "printing")
		if counts == nil {
			counts = []string{"no items"}
		}
		fmt.Fprintln(w, st.Dim("    "+strings.Join(counts, ", ")))
	}
}
