package main

import (
	"context"
	"errors"
	"io"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/diff"
	"github.com/mtgoracle/oracle/oracle/render"
)

type diffOptions struct {
	*globalOptions
	streams
	name, from, to   string
	fromGiven        bool // --from was given, not left to its default
	format           string
	ignoreTemplating bool
	json             bool
}

func newDiffCmd(g *globalOptions) *cobra.Command {
	opts := &diffOptions{globalOptions: g}
	cmd := &cobra.Command{
		Annotations: map[string]string{formatIsJSON: "yes"},
		Use:         "diff NAME...",
		Short:       "Show word by word what changed between two wordings of a card",
		Long: `Compare two wordings of a card word by word, ability by ability, and classify
each change as templating (it disappears under the known rewrites, such as
"he or she" to "they" or "in play" to "on the battlefield") or functional.

--from and --to pick the wordings: "printed" (the first printing, as printed),
"printed:SET" (the text printed in set SET), a date (the wording in force
then), a source id (the wording that source gave or led to), or "current".
By default the printed wording is compared with the current one. Gatherer's
legacy symbol markup in printed text ("o4", "oc"+"T") is read as mana
symbols, so it never shows as a change.

Formats: text ([-removed-]{+added+}), color (the default on a terminal),
json (the operations with their positions) and html (a standalone page).`,
		Example: `  oracle diff Curfew
  oracle diff Curfew --from printed --to 1999 --format text
  oracle diff "Skyship Weatherlight" --ignore-templating
  oracle diff "Karn, Silver Golem" --from printed --to urza-rulings-1998-10-18 --json`,
		Args:              nameArgs(cobra.MinimumNArgs(1)),
		ValidArgsFunction: completeCardName(g),
		RunE: func(cmd *cobra.Command, a []string) error {
			opts.name, opts.fromGiven = strings.Join(a, " "), cmd.Flags().Changed("from")
			opts.set(cmd)
			return runDiff(cmd.Context(), opts)
		},
	}
	cmd.Flags().StringVar(&opts.from, "from", "printed", "the old wording: printed, printed:SET, a DATE, a source id or current")
	cmd.Flags().StringVar(&opts.to, "to", "current", "the new wording: printed, printed:SET, a DATE, a source id or current")
	cmd.Flags().StringVar(&opts.format, "format", "", "output format: "+strings.Join(render.DiffFormats, ", ")+" (default color on a terminal, else text)")
	cmd.Flags().BoolVar(&opts.ignoreTemplating, "ignore-templating", false, "hide templating changes")
	cmd.Flags().BoolVar(&opts.json, "json", false, "same as --format json")
	cmd.RegisterFlagCompletionFunc("format", completeWords(render.DiffFormats))
	return cmd
}

// outputFormat checks --format against formats; --json stands for json, and
// without either the format is color on a terminal, else text. With
// NO_COLOR set, color is text.
func outputFormat(w io.Writer, format string, asJSON bool, formats []string) (string, error) {
	switch {
	case asJSON && format != "" && format != "json":
		return "", usagef("--json conflicts with --format %s", format)
	case asJSON:
		return "json", nil
	case format == "":
		if newStyle(w).On && slices.Contains(formats, "color") {
			return "color", nil
		}
		return "text", nil
	case !slices.Contains(formats, format):
		return "", usagef("--format: unknown format %q (want %s)", format, strings.Join(formats, ", "))
	case format == "color" && !colorAllowed():
		return "text", nil
	}
	return format, nil
}

func runDiff(ctx context.Context, opts *diffOptions) error {
	format, err := outputFormat(opts.stdout, opts.format, opts.json, render.DiffFormats)
	if err != nil {
		return err
	}
	for _, sel := range [][2]string{{"from", opts.from}, {"to", opts.to}} {
		if len(sel[1]) > maxSelector {
			return usagef("--%s: a selector of %d bytes: want printed, printed:SET, a date, a source id or current", sel[0], len(sel[1]))
		}
	}
	store, err := opts.openReader(ctx, opts.stderr)
	if err != nil {
		return err
	}
	defer store.Close()
	t, err := store.Timeline(ctx, opts.name)
	if err != nil {
		return err
	}
	from, err := selectWording(t, "from", opts.from)
	if err != nil && !opts.fromGiven {
		// A card known only from Oracle snapshots has no printing: by
		// default its first known wording stands for the printed one.
		if first := t.FirstWordingSource(); first != "" {
			from, err = selectWording(t, "from", first)
		}
	}
	if err != nil {
		return err
	}
	to, err := selectWording(t, "to", opts.to)
	if err != nil {
		return err
	}
	cd := diff.CompareCard(t, from, to, diff.DefaultRewrites())
	// Beside the wording, the other fields that changed between the two
	// dates: those asked for, else the wordings' (the current one: today's
	// fields).
	if from.Event != nil && to.Event != nil {
		statements, listed, err := store.CardFieldHistory(ctx, t.Name)
		if err != nil {
			return err
		}
		fromDate, toDate := from.Date(), to.Date()
		if opts.to == "current" {
			toDate = oracle.MustDate("9999-12-31")
		}
		cd.Fields = diff.CompareFields(statements, listed, fromDate, toDate)
	}
	return render.CardDiff(opts.stdout, format, t, cd, opts.ignoreTemplating)
}

// maxSelector bounds a --from or --to selector: a set code, date or
// source id is far shorter.
const maxSelector = 200

// selectWording resolves a --from or --to selector; one that names no
// wording of the card is a usage error.
func selectWording(t *oracle.CardTimeline, flag, selector string) (*oracle.Selected, error) {
	s, err := t.Select(selector)
	var se *oracle.SelectorError
	if errors.As(err, &se) {
		return nil, usagef("--%s: %v", flag, err)
	}
	return s, err
}
