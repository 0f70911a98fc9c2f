package main

import (
	"context"
	"strings"

	"github.com/spf13/cobra"

	"github.com/mtgoracle/oracle/oracle/diff"
	"github.com/mtgoracle/oracle/oracle/render"
)

type rulesDiffOptions struct {
	*globalOptions
	streams
	from, to string
	format   string
	json     bool
}

func newRulesDiffCmd(g *globalOptions) *cobra.Command {
	opts := &rulesDiffOptions{globalOptions: g}
	cmd := &cobra.Command{
		Use:   "diff A B",
		Short: "Compare two versions of the Comprehensive Rules",
		Long: `Compare two versions of the Comprehensive Rules, A and B, each a date (the
version in force then), a version id (cr-2022-04-29) or current: every rule
of either is unchanged, changed (same number, other text), moved (another
number), added or removed, so the counts account for every rule of both;
each change of text with its word diff. Added rules much like a rule kept
are listed as splits, removed rules much like a rule kept as merges; and
the glossary's terms added, changed and removed.`,
		Example: `  oracle rules diff 2022-04-29 2026-02-27
  oracle rules diff cr-2017-08-25 current --format html > rules.html`,
		Annotations: map[string]string{formatIsJSON: "yes"},
		Args:        args(cobra.ExactArgs(2)),
		RunE: func(cmd *cobra.Command, a []string) error {
			opts.from, opts.to = a[0], a[1]
			opts.set(cmd)
			return runRulesDiff(cmd.Context(), opts)
		},
	}
	cmd.Flags().StringVar(&opts.format, "format", "", "output format: "+strings.Join(render.RulesDiffFormats, ", ")+" (default color on a terminal, else text)")
	cmd.Flags().BoolVar(&opts.json, "json", false, "same as --format json")
	cmd.RegisterFlagCompletionFunc("format", completeWords(render.RulesDiffFormats))
	return cmd
}

func runRulesDiff(ctx context.Context, opts *rulesDiffOptions) error {
	format, err := outputFormat(opts.stdout, opts.format, opts.json, render.RulesDiffFormats)
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
	a, err := h.Version(opts.from)
	if err != nil {
		return &usageError{err}
	}
	b, err := h.Version(opts.to)
	if err != nil {
		return &usageError{err}
	}
	return render.RulesDiff(opts.stdout, format, diff.CompareRules(h.Diff(a, b)))
}
