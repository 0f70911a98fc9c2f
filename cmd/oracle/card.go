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

type cardOptions struct {
	*globalOptions
	streams
	name string
	asOf string
	json bool
}

func newCardCmd(g *globalOptions) *cobra.Command {
	opts := &cardOptions{globalOptions: g}
	cmd := &cobra.Command{
		Use:   "card NAME",
		Short: "Show a card's Oracle wording, now or on a date",
		Long: `Show a card's cost, type, P/T and Oracle wording, with the source and date the
wording comes from. With --as-of, the wording in force on that date: the most
recent errata or snapshot wording dated on or before it, else the printed
wording. NAME matches exactly, then ignoring case and diacritics, then by
prefix or a few typos; a name that matches several cards lists them.`,
		Example: `  oracle card "Serra Avatar"
  oracle card curfew --as-of 1998-10-15
  oracle card "karn silver golem" --as-of 1999 --json`,
		Args:              nameArgs(cobra.ExactArgs(1)),
		ValidArgsFunction: completeCardName(g),
		RunE: func(cmd *cobra.Command, a []string) error {
			opts.name = a[0]
			opts.set(cmd)
			return runCard(cmd.Context(), opts)
		},
	}
	cmd.Flags().StringVar(&opts.asOf, "as-of", "", "show the wording in force on `DATE` (YYYY, YYYY-MM or YYYY-MM-DD)")
	cmd.Flags().BoolVar(&opts.json, "json", false, "print the card as JSON")
	return cmd
}

func runCard(ctx context.Context, opts *cardOptions) error {
	asOf, err := parseDateFlag("as-of", opts.asOf)
	if err != nil {
		return err
	}
	store, err := opts.openStore(ctx, opts.stderr)
	if err != nil {
		return err
	}
	defer store.Close()
	card, err := store.Card(ctx, opts.name, asOf)
	if err != nil {
		return err
	}
	out := opts.stdout
	if opts.json {
		return render.JSON(out, card)
	}
	printCard(out, newStyle(out), card)
	return nil
}

func printCard(w io.Writer, st render.Style, c *oracle.CardView) {
	render.MatchNote(w, st, c.Query, c.Match, c.Name)
	if len(c.Faces) == 0 {
		printFace(w, st, oracle.FaceView{Name: c.Name, ManaCost: c.ManaCost, TypeLine: c.TypeLine,
			Power: c.Power, Toughness: c.Toughness, Loyalty: c.Loyalty, Defense: c.Defense, OracleText: c.OracleText})
	} else {
		fmt.Fprintf(w, "%s  %s\n", st.Bold(c.Name), st.Dim("("+c.Layout+")"))
		for _, f := range c.Faces {
			fmt.Fprintln(w)
			printFace(w, st, f)
			fmt.Fprintln(w, st.Dim(wordingSource(f.Source, f.Date)))
		}
	}
	fmt.Fprintln(w)
	when := "Current wording"
	if c.AsOf != "current" {
		when = "Wording in force on " + c.AsOf
	}
	if len(c.Faces) == 0 {
		fmt.Fprintln(w, st.Dim(when+": "+wordingSource(c.Source, c.Date)))
	} else {
		fmt.Fprintln(w, st.Dim(when+"."))
	}
	for _, n := range c.Notes {
		fmt.Fprintln(w, st.Dim("note: "+n))
	}
}

func printFace(w io.Writer, st render.Style, f oracle.FaceView) {
	head := st.Bold(f.Name)
	if f.ManaCost != "" {
		head += "  " + f.ManaCost
	}
	fmt.Fprintln(w, head)
	fmt.Fprintln(w, f.TypeLine)
	if f.OracleText != "" {
		fmt.Fprintln(w, f.OracleText)
	}
	var stats []string
	if f.Power != "" || f.Toughness != "" {
		stats = append(stats, f.Power+"/"+f.Toughness)
	}
	if f.Loyalty != "" {
		stats = append(stats, "Loyalty: "+f.Loyalty)
	}
	if f.Defense != "" {
		stats = append(stats, "Defense: "+f.Defense)
	}
	if len(stats) > 0 {
		fmt.Fprintln(w, strings.Join(stats, "  "))
	}
}

func wordingSource(src *oracle.SourceRef, d *oracle.Date) string {
	if src == nil {
		return "no wording known"
	}
	kind := map[oracle.SourceKind]string{
		oracle.SourcePrinting: "printed in",
		oracle.SourceSnapshot: "Oracle snapshot",
	}[src.Kind]
	if kind == "" {
		kind = "errata in"
	}
	return fmt.Sprintf("%s %s, %s", kind, render.DescribeSource(src), d)
}
