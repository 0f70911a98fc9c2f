package main

import (
	"context"
	"strings"

	"github.com/spf13/cobra"

	"github.com/mtgoracle/oracle/oracle/diff"
	"github.com/mtgoracle/oracle/oracle/render"
)

type ruleHistoryOptions struct {
	*globalOptions
	streams
	ref  string
	json bool
}

func newRuleHistoryCmd(g *globalOptions) *cobra.Command {
	opts := &ruleHistoryOptions{globalOptions: g}
	cmd := &cobra.Command{
		Use:   "history REF",
		Short: "Show every version in which a rule of the Comprehensive Rules changed",
		Long: `Show the history of a rule (and of each of its subrules) through the imported
versions of the Comprehensive Rules, oldest first: the version that added
it, each that changed its text (with the word diff against the version
before, each change classed functional or templating as for cards), each
that renumbered it and the one that removed it. A rule is followed across
renumbering by its text; one renumbered and reworded at once is matched by
similarity, whose score is shown. REF is as for oracle rule, found in the
newest version that has it.`,
		Example: `  oracle rule history 702.19b
  oracle rule history companion --json`,
		Args: args(cobra.MinimumNArgs(1)),
		RunE: func(cmd *cobra.Command, a []string) error {
			opts.ref = strings.Join(a, " ")
			opts.set(cmd)
			return runRuleHistory(cmd.Context(), opts)
		},
	}
	cmd.Flags().BoolVar(&opts.json, "json", false, "print the histories as JSON")
	return cmd
}

func runRuleHistory(ctx context.Context, opts *ruleHistoryOptions) error {
	store, err := opts.openReader(ctx, opts.stderr)
	if err != nil {
		return err
	}
	defer store.Close()
	h, err := store.RulesHistoryFor(ctx, opts.ref)
	if err != nil {
		return err
	}
	hs, err := h.History(opts.ref)
	if err != nil {
		return err
	}
	out := diff.RuleHistories(hs, diff.DefaultRewrites())
	if opts.json {
		return render.JSON(opts.stdout, out)
	}
	return render.RuleHistory(opts.stdout, newStyle(opts.stdout), out)
}
