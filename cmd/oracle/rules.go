package main

import (
	"context"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/mtgoracle/oracle/oracle/render"
)

type rulesOptions struct {
	*globalOptions
	streams
	json bool
}

func newRulesCmd(g *globalOptions) *cobra.Command {
	opts := &rulesOptions{globalOptions: g}
	cmd := &cobra.Command{
		Use:   "rules",
		Short: "List the imported versions of the Comprehensive Rules",
		Long: `List the imported versions of the Comprehensive Rules, oldest first, with
their effective dates, ids and counts of rules and glossary entries. Its
subcommands compare versions.`,
		Example: `  oracle rules
  oracle rules diff 2022-04-29 2026-02-27
  oracle rules changes --since 2021 --until 2021`,
		Args: args(cobra.NoArgs),
		RunE: func(cmd *cobra.Command, _ []string) error {
			opts.set(cmd)
			return runRules(cmd.Context(), opts)
		},
	}
	cmd.Flags().BoolVar(&opts.json, "json", false, "print the versions as a JSON array")
	cmd.AddCommand(newRulesDiffCmd(g), newRulesChangesCmd(g))
	return cmd
}

func runRules(ctx context.Context, opts *rulesOptions) error {
	store, err := opts.openReader(ctx, opts.stderr)
	if err != nil {
		return err
	}
	defer store.Close()
	h, err := store.RulesHistory(ctx)
	if err != nil {
		return err
	}
	if opts.json {
		return render.JSON(opts.stdout, h.Versions)
	}
	if len(h.Versions) == 0 {
		fmt.Fprintln(opts.stdout, "no Comprehensive Rules imported: import a rules file with oracle import")
	}
	for _, v := range h.Versions {
		fmt.Fprintf(opts.stdout, "%s  %s  %d rules, %d glossary entries  %s\n", v.Effective, v.ID, v.Rules, v.Glossary, v.Origin)
	}
	return nil
}
