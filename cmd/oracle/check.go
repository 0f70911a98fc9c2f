package main

import (
	"context"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/mtgoracle/oracle/oracle/check"
	"github.com/mtgoracle/oracle/oracle/render"
)

type checkOptions struct {
	*globalOptions
	streams
	json bool
}

func newCheckCmd(g *globalOptions) *cobra.Command {
	opts := &checkOptions{globalOptions: g}
	cmd := &cobra.Command{
		Use:   "check",
		Short: "Audit the whole database for the invariants of a trustworthy history",
		Long: `check reads every card's history and reports, check by check, how many cards
break it and a few examples: wordings in force left empty while a source gave
text, first printings without a date or known text, change windows without two
real ends, events out of order, changes of size 0, faces printed with another
face's text (reported as source errors when the import detected them), and card
fields not taken from the newest snapshot that carried them.

It exits 1 when any check finds a violation.`,
		Args: args(cobra.NoArgs),
		RunE: func(cmd *cobra.Command, _ []string) error {
			opts.set(cmd)
			return runCheck(cmd.Context(), opts)
		},
	}
	cmd.Flags().BoolVar(&opts.json, "json", false, "print the report as JSON")
	return cmd
}

// errViolations makes the command exit 1 after its report.
type errViolations int

func (e errViolations) Error() string { return fmt.Sprintf("%d checks found violations", int(e)) }

func runCheck(ctx context.Context, opts *checkOptions) error {
	store, err := opts.openReader(ctx, opts.stderr)
	if err != nil {
		return err
	}
	defer store.Close()
	rep, err := check.Run(ctx, store)
	if err != nil {
		return err
	}
	out := opts.stdout
	if opts.json {
		err = render.JSON(out, rep)
	} else {
		render.Check(out, newStyle(out), rep)
	}
	if err != nil {
		return err
	}
	if n := rep.Violations(); n > 0 {
		return errViolations(n)
	}
	return nil
}
