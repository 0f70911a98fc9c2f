package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/mtgoracle/oracle/oracle/dump"
	"github.com/mtgoracle/oracle/oracle/importer"
	"github.com/mtgoracle/oracle/oracle/render"
)

type updateOptions struct {
	*globalOptions
	streams
	apiRoot  string
	kind     string
	cacheDir string
	json     bool
}

func newUpdateCmd(g *globalOptions) *cobra.Command {
	opts := &updateOptions{globalOptions: g}
	cmd := &cobra.Command{
		Use:   "update",
		Short: "Download Scryfall's Oracle cards and import them as a snapshot",
		Long: `Read Scryfall's bulk-data index, download the oracle_cards dump (a conditional
request, so an unchanged dump is not downloaded twice) into the cache
directory, and import it as a snapshot dated by the index's updated_at.`,
		Args: args(cobra.NoArgs),
		RunE: func(cmd *cobra.Command, _ []string) error {
			opts.set(cmd)
			return runUpdate(cmd.Context(), opts)
		},
	}
	cmd.Flags().StringVar(&opts.apiRoot, "api", dump.ScryfallAPI, "the Scryfall API root `URL`")
	cmd.Flags().StringVar(&opts.kind, "type", "oracle_cards", "the bulk dump to import")
	cmd.Flags().StringVar(&opts.cacheDir, "cache", "", "where downloads are kept (default: the user's cache directory)")
	cmd.Flags().BoolVar(&opts.json, "json", false, "print the counts as JSON")
	return cmd
}

func runUpdate(ctx context.Context, opts *updateOptions) error {
	cacheDir := opts.cacheDir
	if cacheDir == "" {
		dir, err := os.UserCacheDir()
		if err != nil {
			return fmt.Errorf("no --cache given and no cache directory: %w", err)
		}
		cacheDir = filepath.Join(dir, "oracle", "scryfall")
	}
	fetched, err := dump.FetchBulk(ctx, dump.HTTPClient, opts.apiRoot, opts.kind, cacheDir)
	if err != nil {
		return err
	}
	store, err := opts.openStore(ctx, opts.stderr)
	if err != nil {
		return err
	}
	defer store.Close()
	progress := newProgress(opts.stderr)
	res, err := importer.Update(ctx, store, fetched, opts.kind, progress.update)
	progress.done()
	if err != nil {
		return err
	}
	switch {
	case opts.json:
		return render.JSON(opts.stdout, res)
	case res.Imported:
		return printImport(opts.stdout, false, *res.Stats)
	}
	_, err = fmt.Fprintf(opts.stdout, "up to date: %s is unchanged and already imported\n", res.Source)
	return err
}
