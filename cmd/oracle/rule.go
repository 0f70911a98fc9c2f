package main

import (
	"context"
	"strings"

	"github.com/spf13/cobra"

	"github.com/mtgoracle/oracle/oracle/render"
)

type ruleOptions struct {
	*globalOptions
	streams
	ref  string
	asOf string
	json bool
}

func newRuleCmd(g *globalOptions) *cobra.Command {
	opts := &ruleOptions{globalOptions: g}
	cmd := &cobra.Command{
		Use:   "rule REF",
		Short: "Show a rule of the Comprehensive Rules as in force now or on a date",
		Long: `Show a rule of the Comprehensive Rules with its subrules and examples, from
the version in force now or on --as-of DATE, and that version's effective
date. REF is a rule number (702, 702.19, 702.19b), a keyword ability or
action (trample, first strike: its rule and the glossary's entry) or a
glossary term (mana value). The rules come from the Comprehensive Rules
files imported with oracle import.`,
		Example: `  oracle rule 702.19b --as-of 2018-01-01
  oracle rule trample
  oracle rule converted mana cost --as-of 2020 --json`,
		Args: args(cobra.MinimumNArgs(1)),
		RunE: func(cmd *cobra.Command, a []string) error {
			opts.ref = strings.Join(a, " ")
			opts.set(cmd)
			return runRule(cmd.Context(), opts)
		},
	}
	cmd.Flags().StringVar(&opts.asOf, "as-of", "", "the rules in force on `DATE` (default: the newest version)")
	cmd.Flags().BoolVar(&opts.json, "json", false, "print the rules as JSON")
	cmd.AddCommand(newRuleHistoryCmd(g))
	return cmd
}

func runRule(ctx context.Context, opts *ruleOptions) error {
	asOf, err := parseDateFlag("as-of", opts.asOf)
	if err != nil {
		return err
	}
	store, err := opts.openReader(ctx, opts.stderr)
	if err != nil {
		return err
	}
	defer store.Close()
	h, err := store.RulesHistoryFor(ctx, opts.ref)
	if err != nil {
		return err
	}
	v, err := h.Version("")
	if err == nil && asOf != nil {
		v, err = h.VersionOn(*asOf)
	}
	if err != nil {
		return err
	}
	l, err := h.Lookup(opts.ref, v)
	if err != nil {
		return err
	}
	if opts.json {
		return render.JSON(opts.stdout, l)
	}
	render.RuleLookup(opts.stdout, newStyle(opts.stdout), l)
	return nil
}
