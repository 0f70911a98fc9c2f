package main

import (
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"mtgoracle/oracle"
)

type sourcesOptions struct {
	*globalOptions
	sets bool
	json bool
}

func newSourcesCmd(g *globalOptions) *cobra.Command {
	opts := &sourcesOptions{globalOptions: g}
	cmd := &cobra.Command{
		Use:   "sources",
		Short: "List the documents and snapshots with their dates and item counts",
		Args:  args(cobra.NoArgs),
		RunE:  func(cmd *cobra.Command, _ []string) error { return runSources(cmd, opts) },
	}
	cmd.Flags().BoolVar(&opts.sets, "sets", false, "also list the set releases printings come from")
	cmd.Flags().BoolVar(&opts.json, "json", false, "print the sources as a JSON array")
	return cmd
}

func runSources(cmd *cobra.Command, opts *sourcesOptions) error {
	ctx := cmd.Context()
	store, err := opts.openStore(ctx, cmd.ErrOrStderr())
	if err != nil {
		return err
	}
	defer store.Close()
	sources, err := store.Sources(ctx, opts.sets)
	if err != nil {
		return err
	}
	out := cmd.OutOrStdout()
	if opts.json {
		return writeJSON(out, sources)
	}
	printSources(out, newStyle(out), sources)
	return nil
}

func printSources(w io.Writer, st style, sources []oracle.SourceSummary) {
	for _, s := range sources {
		fmt.Fprintf(w, "%-10s  %-15s  %s\n", s.Date, s.Kind, st.bold(s.ID))
		title := s.Title
		if s.Author != "" {
			title += ", by " + s.Author
		}
		fmt.Fprintln(w, "    "+title)
		var counts string
		add := func(n int, what string) {
			if n > 0 {
				if counts != "" {
					counts += ", "
				}
				counts += fmt.Sprintf("%d %s", n, what)
			}
		}
		add(s.Errata, "errata")
		add(s.Rulings, "rulings")
		add(s.Rules, "rules")
		add(s.Mechanics, "mechanics")
		add(s.Snapshots, "wordings")
		add(s.Printings, "printings")
		if counts == "" {
			counts = "no items"
		}
		fmt.Fprintln(w, st.dim("    "+counts))
	}
}
