package main

import (
	"context"
	"runtime/debug"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/auditclass"
	"github.com/mtgoracle/oracle/oracle/diff"
	"github.com/mtgoracle/oracle/oracle/render"
	"github.com/mtgoracle/oracle/oracle/sqlite"
)

type auditOptions struct {
	*globalOptions
	streams
	since, until   string
	source         string
	functionalOnly bool
	fields         bool
	format         string
	json           bool
}

func newAuditCmd(g *globalOptions) *cobra.Command {
	opts := &auditOptions{globalOptions: g}
	cmd := &cobra.Command{
		Annotations: map[string]string{formatIsJSON: "yes"},
		Use:         "audit",
		Short:       "List every wording change in a date window, with its diff size and class",
		Long: `List every change of a card's wording in force, across all cards in the
database, oldest first: errata, new Oracle wordings seen by a snapshot (dated
"between" the snapshot before and this one), and printings that replaced a
wording. Each change has its card, date, source, diff size (words removed plus
words added) and class: templating when every change in it disappears under
the known rewrites, else functional. A summary per source and per class
follows.

A change is in the window when the whole period of its date is (for a
snapshot, the date it was seen). With --fields, the changes of the other fields
(type line, P/T, cost, colors, name, legality per format) are listed instead,
as a class of their own: one line per card and snapshot, then a count per field. A change from a printing whose text the card
data does not give is left out.`,
		Example: `  oracle audit --since 1998 --until 2001
  oracle audit --source urza-rulings-1998-10-18 --format text
  oracle audit --functional-only --format csv > changes.csv`,
		Args: args(cobra.NoArgs),
		RunE: func(cmd *cobra.Command, _ []string) error {
			opts.set(cmd)
			return runAudit(cmd.Context(), opts)
		},
	}
	cmd.Flags().StringVar(&opts.since, "since", "", "only changes dated on or after `DATE`")
	cmd.Flags().StringVar(&opts.until, "until", "", "only changes dated on or before `DATE`")
	cmd.Flags().StringVar(&opts.source, "source", "", "only changes from the source `ID`")
	cmd.Flags().BoolVar(&opts.functionalOnly, "functional-only", false, "only functional changes")
	cmd.Flags().BoolVar(&opts.fields, "fields", false, "list the changes of the cards' other fields instead (type line, P/T, cost, colors, name, legalities), one line per card and source")
	cmd.Flags().StringVar(&opts.format, "format", "", "output format: "+strings.Join(render.AuditFormats, ", ")+" (default color on a terminal, else text)")
	cmd.Flags().BoolVar(&opts.json, "json", false, "same as --format json")
	cmd.RegisterFlagCompletionFunc("format", completeWords(render.AuditFormats))
	cmd.RegisterFlagCompletionFunc("source", completeSourceID(g))
	return cmd
}

func runAudit(ctx context.Context, opts *auditOptions) error {
	format, err := outputFormat(opts.stdout, opts.format, opts.json, render.AuditFormats)
	if err != nil {
		return err
	}
	f := diff.AuditFilter{Source: opts.source, FunctionalOnly: opts.functionalOnly}
	if f.Since, f.Until, err = parseWindow(opts.since, opts.until); err != nil {
		return err
	}
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
	if opts.fields {
		return runFieldAudit(ctx, opts, store, f)
	}
	// The audit allocates much and keeps little (a live heap under 70 MB):
	// collecting garbage a quarter as often saves about a tenth of its time
	// for about 100 MB more at the peak.
	defer debug.SetGCPercent(debug.SetGCPercent(400))
	// The classes kept at the last write, but for HTML, which shows each
	// part of a diff's class.
	var known *diff.Known
	if format != "html" {
		if known, err = auditclass.Known(ctx, store); err != nil {
			return err
		}
	}
	audit, err := diff.RunAuditKnown(ctx, f, diff.DefaultRewrites(), render.AuditShowsDiffs(format), known, func(add func(*oracle.CardTimeline) error) error {
		return store.EachTimeline(ctx, add)
	})
	if err != nil {
		return err
	}
	return render.Audit(opts.stdout, format, audit)
}

// runFieldAudit lists the changes of the cards' fields in the window f.
func runFieldAudit(ctx context.Context, opts *auditOptions, store *sqlite.Store, f diff.AuditFilter) error {
	format, err := outputFormat(opts.stdout, opts.format, opts.json, render.FieldAuditFormats)
	if err != nil {
		return err
	}
	if opts.functionalOnly {
		return usagef("--functional-only classes wording changes; --fields lists field changes")
	}
	var lines []render.FieldAuditCard
	err = store.EachFieldHistory(ctx, func(card string, changes []oracle.FieldChange) error {
		for _, l := range render.GroupFieldChanges(card, changes) {
			switch {
			case f.Source != "" && l.Source.ID != f.Source:
			case f.Since != nil && l.Date.First() < f.Since.First():
			case f.Until != nil && l.Date.Last() > f.Until.Last():
			default:
				lines = append(lines, l)
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	slices.SortStableFunc(lines, func(a, b render.FieldAuditCard) int { return strings.Compare(a.Date.Last(), b.Date.Last()) })
	return render.FieldAudit(opts.stdout, format, lines)
}
