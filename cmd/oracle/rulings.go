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

type rulingsOptions struct {
	*globalOptions
	streams
	name string
	json bool
}

func newRulingsCmd(g *globalOptions) *cobra.Command {
	opts := &rulingsOptions{globalOptions: g}
	cmd := &cobra.Command{
		Use:               "rulings NAME",
		Short:             "Show the rulings, rules and mechanic definitions that name a card, oldest first",
		Example:           `  oracle rulings "Ball Lightning"`,
		Args:              nameArgs(cobra.ExactArgs(1)),
		ValidArgsFunction: completeCardName(g),
		RunE: func(cmd *cobra.Command, a []string) error {
			opts.name = a[0]
			opts.set(cmd)
			return runRulings(cmd.Context(), opts)
		},
	}
	cmd.Flags().BoolVar(&opts.json, "json", false, "print the rulings as JSON")
	return cmd
}

func runRulings(ctx context.Context, opts *rulingsOptions) error {
	store, err := opts.openStore(ctx, opts.stderr)
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
	printRulings(out, newStyle(out), v)
	return nil
}

func printRulings(w io.Writer, st render.Style, v *oracle.RulingsView) {
	render.MatchNote(w, st, v.Query, v.Match, v.Name)
	fmt.Fprintf(w, "%s: %d rulings\n", st.Bold(v.Name), len(v.Rulings))
	for _, r := range v.Rulings {
		fmt.Fprintf(w, "\n%-10s  %s\n", r.Date, st.Dim(rulingLabel(&r)+", "+render.DescribeSource(&r.Source)))
		if len(r.Cards) > 1 {
			fmt.Fprintln(w, st.Dim("    cards: "+strings.Join(r.Cards, ", ")))
		}
		fmt.Fprintln(w, render.Indent(r.Text, "    "))
	}
}

// rulingLabel says what a document's item is: "card ruling", "rules
// change", "general rule", "rules elimination", "mechanic: Buyback".
func rulingLabel(r *oracle.RulingView) string {
	switch {
	case r.Item == oracle.ItemMechanic:
		return "mechanic: " + r.Keyword
	case r.Item == oracle.ItemRule && r.Kind == string(oracle.RuleGeneral):
		return "general rule"
	case r.Item == oracle.ItemRule:
		return "rules " + r.Kind
	}
	return r.Kind + " ruling"
}
