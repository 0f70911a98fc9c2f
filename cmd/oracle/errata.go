package main

import (
	"context"

	"github.com/spf13/cobra"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/render"
)

type errataOptions struct {
	*globalOptions
	streams
	since, until string
	card, source string
	json         bool
}

func newErrataCmd(g *globalOptions) *cobra.Command {
	opts := &errataOptions{globalOptions: g}
	cmd := &cobra.Command{
		Use:   "errata",
		Short: "List errata events in a date window, oldest first",
		Long: `List errata events, oldest first, optionally only those in a date window, for
one card, or from one source. An erratum dated to a month or year is in the
window only when the window covers all of that month or year. Errata a
document lists without their wording show "wording not given".`,
		Example: `  oracle errata --since 1998-10-18 --until 1998-10-18
  oracle errata --since 2001-05 --until 2001-05 --json
  oracle errata --card Curfew`,
		Args: args(cobra.NoArgs),
		RunE: func(cmd *cobra.Command, _ []string) error {
			opts.set(cmd)
			return runErrata(cmd.Context(), opts)
		},
	}
	cmd.Flags().StringVar(&opts.since, "since", "", "only errata dated on or after `DATE`")
	cmd.Flags().StringVar(&opts.until, "until", "", "only errata dated on or before `DATE`")
	cmd.Flags().StringVar(&opts.card, "card", "", "only errata of the card `NAME`")
	cmd.Flags().StringVar(&opts.source, "source", "", "only errata from the source `ID`")
	cmd.Flags().BoolVar(&opts.json, "json", false, "print the errata as a JSON array")
	cmd.RegisterFlagCompletionFunc("card", completeFlagCardName(g))
	cmd.RegisterFlagCompletionFunc("source", completeSourceID(g))
	return cmd
}

func runErrata(ctx context.Context, opts *errataOptions) error {
	var f oracle.ErrataFilter
	var err error
	if f.Since, f.Until, err = parseWindow(opts.since, opts.until); err != nil {
		return err
	}
	if err := checkName("--card", opts.card); err != nil {
		return err
	}
	f.Card, f.Source = opts.card, opts.source
	store, err := opts.openReader(ctx, opts.stderr)
	if err != nil {
		return err
	}
	defer store.Close()
	if f.Source != "" {
		if err := store.CheckSource(ctx, f.Source); err != nil {
			return err
		}
	}
	errata, err := store.Errata(ctx, f)
	if err != nil {
		return err
	}
	out := opts.stdout
	if opts.json {
		return render.JSON(out, errata)
	}
	render.Errata(out, newStyle(out), errata)
	return nil
}
