package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/mtgoracle/oracle"
	"github.com/mtgoracle/oracle/oracle/importer"
	"github.com/mtgoracle/oracle/oracle/render"
)

type ingestOptions struct {
	*globalOptions
	streams
	dir  string
	pack bool
	json bool
}

func newIngestCmd(g *globalOptions) *cobra.Command {
	opts := &ingestOptions{globalOptions: g}
	cmd := &cobra.Command{
		Use:   "ingest [DIR]",
		Short: "Load a data directory, or the embedded history pack, into the database",
		Long: `With DIR, validate a data directory (cards.yaml and errata/*.yaml, as the
data directory of oracle's source holds them) and load it into the database
in one transaction. What the data said before is replaced; what imported
snapshots wrote is kept. Ingesting the same data again changes nothing; a
failed ingest leaves the database as it was. A database loaded from a
directory keeps that data: it is not loaded with the embedded history pack
by itself.

Without DIR, load the embedded history pack (every card of the dumps and its
history, which a new database is built from), keeping the snapshots you
imported.`,
		Args: args(cobra.MaximumNArgs(1)),
		RunE: func(cmd *cobra.Command, a []string) error {
			if len(a) == 1 {
				opts.dir = a[0]
			}
			opts.set(cmd)
			return runIngest(cmd.Context(), opts)
		},
	}
	cmd.Flags().BoolVar(&opts.pack, "pack", false, "load the embedded history pack")
	// Loading the pack is what ingest does without DIR.
	cmd.Flags().MarkDeprecated("pack", "it is what ingest does without DIR")
	cmd.Flags().BoolVar(&opts.json, "json", false, "print the counts as JSON")
	return cmd
}

func runIngest(ctx context.Context, opts *ingestOptions) error {
	if opts.dir == "" {
		return runIngestPack(ctx, opts)
	}
	if opts.pack {
		return usagef("--pack loads the embedded pack, not a directory")
	}
	if _, err := os.Stat(opts.dir); err != nil {
		return err
	}
	dir, err := filepath.Abs(opts.dir)
	if err != nil {
		return err
	}
	store, err := opts.openStoreAsIs(ctx)
	if err != nil {
		return err
	}
	defer store.Close()
	st, err := importer.Ingest(ctx, store, os.DirFS(dir), dir)
	if err != nil {
		return err
	}
	out := opts.stdout
	if opts.json {
		return render.JSON(out, st)
	}
	fmt.Fprintf(out, "ingested %d sources, %d cards, %d printings, %d wordings, %d rulings, %d rules into %s\n",
		st.Sources, st.Cards, st.Printings, st.Wordings, st.Rulings, st.Rules, store.Path())
	return nil
}

// runIngestPack loads the embedded history pack.
func runIngestPack(ctx context.Context, opts *ingestOptions) error {
	store, err := opts.openStoreAsIs(ctx)
	if err != nil {
		return err
	}
	defer store.Close()
	st, err := importer.LoadPack(ctx, store, mtgoracle.Pack(), mtgoracle.PackDigest())
	if err != nil {
		return err
	}
	if opts.json {
		return render.JSON(opts.stdout, st)
	}
	_, err = fmt.Fprintf(opts.stdout, "loaded the history pack: %d sources, %d cards, %d rows, %d imported snapshots kept, into %s\n",
		st.Sources, st.Cards, st.Rows, st.Replayed, store.Path())
	return err
}
