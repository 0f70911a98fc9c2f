package main

import (
	"context"

	"github.com/spf13/cobra"

	"github.com/mtgoracle/oracle/oracle/render"
)

type rulesChangesOptions struct {
	*globalOptions
	streams
	since, until string
	json         bool
}

func newRulesChangesCmd(g *globalOptions) *cobra.Command {
	opts := &rulesChangesOptions{globalOptions: g}
	cmd := &cobra.Command{
		Use:   "changes",
		Short: "List what each version of the Comprehensive Rules changed",
		Long: `For each imported version of the Comprehensive Rules effective in the window
(after the oldest, which has no version before it), the counts of rules
unchanged, changed, moved, added and removed against the version before,
and the rules of each.`,
		Example: `  oracle rules changes --since 2021 --until 2021
  oracle rules changes --since 2026 --json`,
		Args: args(cobra.NoArgs),
		RunE: func(cmd *cobra.Command, _ []string) error {
			opts.set(cmd)
			return runRulesChanges(cmd.Context(), opts)
		},
	}
	cmd.Flags().StringVar(&opts.since, "since", "", "only versions effective on or after `DATE`")
	cmd.Flags().StringVar(&opts.until, "until", "", "only versions effective on or before `DATE`")
	cmd.Flags().BoolVar(&opts.json, "json", false, "print the changes as a JSON array")
	return cmd
}

func runRulesChanges(ctx context.Context, opts *rulesChangesOptions) error {
	since, until, err := parseWindow(opts.since, opts.until)
	if err != nil {
		return err
	}
	store, err := opts.openReader(ctx, opts.stderr)
	if err != nil {
		return err
	}
	defer store.Close()
	h, err := store.RulesHistory(ctx)
	if err != nil {
		return err
	}
	diffs := h.DiffsWithin(since, until)
	if opts.json {
		return render.JSON(opts.stdout, diffs)
	}
	render.RulesChanges(opts.stdout, newStyle(opts.stdout), diffs)
	return nil
}
