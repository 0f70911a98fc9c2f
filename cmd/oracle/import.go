package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/comprules"
	"github.com/mtgoracle/oracle/oracle/dump"
	"github.com/mtgoracle/oracle/oracle/importer"
	"github.com/mtgoracle/oracle/oracle/render"
)

type importOptions struct {
	*globalOptions
	streams
	paths    []string
	date     string
	sourceID string
	title    string
	subset   string
	isSubset bool
	legalIn  string
	json     bool
}

func newImportCmd(g *globalOptions) *cobra.Command {
	opts := &importOptions{globalOptions: g}
	cmd := &cobra.Command{
		Use:   "import PATH...",
		Short: "Import a card data dump as a dated Oracle snapshot",
		Long: `Import card data dumps as one dated Oracle snapshot: MTGJSON v5 (AllPrintings,
AtomicCards, set files), v4 and v3 set files, Scryfall card arrays and
Cockatrice XML, detected from their content, optionally gzip- or
xz-compressed. A directory imports all the files in it.

The snapshot's date comes from the dump (MTGJSON's meta.date), else from
--date; a dump with neither is refused. Each card whose wording differs from
the snapshot before it gets a history event dated between the two. The
newest snapshot sets a card's current fields; importing an older dump later
only adds history. The import is one transaction: a malformed file leaves
the database unchanged. Afterwards the database is compacted, so that each
table's pages lie together and searches read fewer of them.

A Comprehensive Rules text file (plain, gzip or xz, told from its content)
is imported as the version of the rules effective on the date its header
states, with its numbered rules, sections and glossary; several rules
files import in one transaction.`,
		Example: `  oracle import ../shared/carddata/mtgjson-v5-sets-2022-04-25
  oracle import scryfall-commander-legal-2025-09-25.json.gz --date 2025-09-25
  oracle import ../shared/carddata/comprules/MagicCompRules_effective_20220429.txt.gz`,
		Args: args(cobra.MinimumNArgs(1)),
		RunE: func(cmd *cobra.Command, a []string) error {
			opts.paths = a
			opts.set(cmd)
			return runImport(cmd.Context(), opts)
		},
	}
	cmd.Flags().StringVar(&opts.date, "date", "", "the snapshot's `DATE` when the dump states none")
	cmd.Flags().StringVar(&opts.sourceID, "source-id", "", "the snapshot's source `ID` (default: format and date, e.g. mtgjson-2022-04-25)")
	cmd.Flags().StringVar(&opts.title, "title", "", "the snapshot's title (default: from the dump)")
	cmd.Flags().BoolVar(&opts.isSubset, "subset", false, "the dump lists only part of the card pool (a filtered file): a card it does not list is not taken as gone")
	cmd.Flags().StringVar(&opts.subset, "subset-of", "", "with --subset or alone, `WHICH` part of the card pool the dump lists (\"Commander-legal cards only\")")
	cmd.Flags().StringVar(&opts.legalIn, "lists-legal-in", "", "the dump lists exactly the cards legal in `FORMAT` (commander): a card it does not list, known to exist by its date, was not legal there then (banned or not legal)")
	cmd.Flags().BoolVar(&opts.json, "json", false, "print the counts as JSON")
	return cmd
}

func runImport(ctx context.Context, opts *importOptions) error {
	given, err := parseDateFlag("date", opts.date)
	if err != nil {
		return err
	}
	rules, err := importer.RulesFiles(opts.paths)
	if errors.Is(err, importer.ErrMixed) {
		return &usageError{err}
	}
	if err != nil {
		return err
	}
	if rules {
		return runImportRules(ctx, opts, given)
	}
	meta, err := dump.PeekMeta(opts.paths)
	if err != nil {
		return err
	}
	src, dated, err := importer.Source(meta, opts.paths, importer.Naming{Date: given, ID: opts.sourceID, Title: opts.title, Subset: opts.subsetNamed(), ListsLegalIn: oracle.FormatKey(opts.legalIn)})
	if err != nil {
		return &usageError{err}
	}
	if dated != "" {
		fmt.Fprintf(opts.stderr, "%s states no date: dated %s by %s\n", strings.Join(opts.paths, ", "), src.Date, dated)
	}
	store, err := opts.openStore(ctx, opts.stderr)
	if err != nil {
		return err
	}
	defer store.Close()
	progress := newProgress(opts.stderr)
	st, err := importer.Import(ctx, store, opts.paths, src, progress.update)
	progress.done()
	if err != nil {
		return err
	}
	return printImport(opts.stdout, opts.json, st)
}

// runImportRules imports Comprehensive Rules files, each a version dated
// by its own header.
func runImportRules(ctx context.Context, opts *importOptions, given *oracle.Date) error {
	if opts.sourceID != "" || opts.title != "" {
		return &usageError{errors.New("--source-id and --title name card data snapshots: a rules version is named by its effective date")}
	}
	store, err := opts.openStore(ctx, opts.stderr)
	if err != nil {
		return err
	}
	defer store.Close()
	if given != nil {
		for _, p := range opts.paths {
			r, err := comprules.ReadFile(p)
			if err != nil {
				return err
			}
			if r.Effective != *given {
				return &usageError{fmt.Errorf("--date %s disagrees with %s, effective %s", given, p, r.Effective)}
			}
		}
	}
	imported, err := importer.ImportCompRules(ctx, store, opts.paths)
	if err != nil {
		return err
	}
	if opts.json {
		return render.JSON(opts.stdout, imported)
	}
	for _, v := range imported {
		fmt.Fprintf(opts.stdout, "imported the Comprehensive Rules effective %s (%s): %d rules, %d glossary entries", v.Effective, v.ID, v.Rules, v.Glossary)
		if v.Before != "" {
			fmt.Fprintf(opts.stdout, "; since %s: %d added, %d changed, %d renumbered, %d removed", v.Before, v.Added, v.Changed, v.Moved, v.Removed)
		}
		if v.Replaced {
			fmt.Fprint(opts.stdout, " (replacing the version of that date)")
		}
		fmt.Fprintln(opts.stdout)
	}
	return nil
}

func printImport(w io.Writer, asJSON bool, st oracle.ImportStats) error {
	if asJSON {
		return render.JSON(w, st)
	}
	_, err := fmt.Fprintf(w, "imported %s (%s): %d records, %d cards, %d printings, %d wordings (%d changed since the snapshot before), %d rulings\n",
		st.Source, st.Date, st.Records, st.Cards, st.Printings, st.Wordings, st.Changed, st.Rulings)
	return err
}

// progress shows the bytes read of the dump and the records imported.
type progress struct {
	progressLine
	read, total int64
	records     int
}

func newProgress(w io.Writer) *progress {
	return &progress{progressLine: newProgressLine(w)}
}

func (p *progress) update(read, total int64, records int) {
	p.read, p.total, p.records = read, total, records
	p.show("importing: %s of %s (%d%%), %d records,", megabytes(read), megabytes(total), 100*read/max(total, 1), records)
}

func (p *progress) done() {
	if p.records > 0 {
		p.finish("read %s, %d records", megabytes(p.read), p.records)
	}
}

func megabytes(n int64) string { return fmt.Sprintf("%.1f MB", float64(n)/1e6) }

// subsetNamed is what part of the card pool the dump covers: --subset-of,
// else "a subset of the cards" with --subset alone, else "" (the whole).
func (opts *importOptions) subsetNamed() string {
	if opts.subset != "" {
		return opts.subset
	}
	if opts.isSubset {
		return "a subset of the cards"
	}
	if opts.legalIn != "" {
		return "the cards legal in " + oracle.FormatKey(opts.legalIn) + " only"
	}
	return ""
}
