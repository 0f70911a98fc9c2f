package main

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"sync/atomic"

	"github.com/spf13/cobra"

	"mtgoracle/oracle"
	"mtgoracle/oracle/dump"
	"mtgoracle/oracle/sqlite"
)

type importOptions struct {
	*globalOptions
	paths    []string
	date     string
	sourceID string
	title    string
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
table's pages lie together and searches read fewer of them.`,
		Example: `  oracle import ../shared/carddata/mtgjson-v5-sets-2022-04-25
  oracle import scryfall-commander-legal-2025-09-25.json.gz --date 2025-09-25`,
		Args: args(cobra.MinimumNArgs(1)),
		RunE: func(cmd *cobra.Command, a []string) error {
			opts.paths = a
			return runImport(cmd, opts)
		},
	}
	cmd.Flags().StringVar(&opts.date, "date", "", "the snapshot's `DATE` when the dump states none")
	cmd.Flags().StringVar(&opts.sourceID, "source-id", "", "the snapshot's source `ID` (default: format and date, e.g. mtgjson-2022-04-25)")
	cmd.Flags().StringVar(&opts.title, "title", "", "the snapshot's title (default: from the dump)")
	cmd.Flags().BoolVar(&opts.json, "json", false, "print the counts as JSON")
	return cmd
}

func runImport(cmd *cobra.Command, opts *importOptions) error {
	ctx := cmd.Context()
	given, err := parseDateFlag("date", opts.date)
	if err != nil {
		return err
	}
	meta, err := dump.PeekMeta(opts.paths)
	if err != nil {
		return err
	}
	src, err := snapshotSource(meta, given, opts)
	if err != nil {
		return err
	}
	store, err := opts.openStore(ctx, cmd.ErrOrStderr())
	if err != nil {
		return err
	}
	defer store.Close()
	st, err := importSnapshot(cmd, store, opts.paths, src)
	if err != nil {
		return err
	}
	return printImport(cmd.OutOrStdout(), opts.json, st)
}

// importSnapshot imports the dump at paths as the snapshot src, with
// progress on a terminal.
func importSnapshot(cmd *cobra.Command, store *sqlite.Store, paths []string, src oracle.Source) (oracle.ImportStats, error) {
	ctx := cmd.Context()
	total, err := dump.Size(paths)
	if err != nil {
		return oracle.ImportStats{}, err
	}
	progress := newProgress(cmd.ErrOrStderr(), total)
	defer progress.done()
	return store.Import(ctx, src, func(add func(oracle.SnapshotCard) error) error {
		full, err := dump.DecodeCounting(ctx, paths, &progress.bytes, func(r dump.Record) error {
			progress.tick()
			return add(r.SnapshotCard(src.ID))
		})
		if err != nil {
			return err
		}
		if !full.Date.IsZero() && full.Date != src.Date {
			return fmt.Errorf("the dump is dated %s, not %s", full.Date, src.Date)
		}
		return nil
	})
}

func printImport(w io.Writer, asJSON bool, st oracle.ImportStats) error {
	if asJSON {
		return writeJSON(w, st)
	}
	_, err := fmt.Fprintf(w, "imported %s (%s): %d records, %d cards, %d printings, %d wordings (%d changed since the snapshot before), %d rulings\n",
		st.Source, st.Date, st.Records, st.Cards, st.Printings, st.Wordings, st.Changed, st.Rulings)
	return err
}

// snapshotSource names the snapshot: its date from the dump or --date, its
// id from the flags or the format and date.
func snapshotSource(meta dump.Meta, given *oracle.Date, opts *importOptions) (oracle.Source, error) {
	date := meta.Date
	switch {
	case given != nil && !date.IsZero() && *given != date:
		return oracle.Source{}, usagef("--date %s disagrees with the dump's own date %s", given, date)
	case given != nil:
		date = *given
	case date.IsZero():
		return oracle.Source{}, usagef("%s states no date: give the snapshot's date with --date", strings.Join(opts.paths, ", "))
	}
	family, _, _ := strings.Cut(string(meta.Format), "-")
	src := oracle.Source{
		ID: opts.sourceID, Title: opts.title, Kind: oracle.SourceSnapshot, Date: date,
		Origin: strings.Join(baseNames(opts.paths), ", "),
	}
	if src.ID == "" {
		src.ID = family + "-" + date.String()
	}
	if src.Title == "" {
		src.Title = fmt.Sprintf("%s snapshot of %s", meta.Format, date)
	}
	return src, nil
}

func baseNames(paths []string) []string {
	out := make([]string, len(paths))
	for i, p := range paths {
		out[i] = filepath.Base(p)
	}
	return out
}

// progress shows the bytes read of the dump and the records imported.
type progress struct {
	progressLine
	bytes   atomic.Int64
	total   int64
	records int
}

func newProgress(w io.Writer, total int64) *progress {
	return &progress{progressLine: newProgressLine(w), total: total}
}

func (p *progress) tick() {
	p.records++
	done := p.bytes.Load()
	p.show("importing: %s of %s (%d%%), %d records,", megabytes(done), megabytes(p.total), 100*done/max(p.total, 1), p.records)
}

func (p *progress) done() {
	if p.records > 0 {
		p.finish("read %s, %d records", megabytes(p.bytes.Load()), p.records)
	}
}

func megabytes(n int64) string { return fmt.Sprintf("%.1f MB", float64(n)/1e6) }
