package main

import (
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"mtgoracle/oracle"
	"mtgoracle/oracle/dump"
)

type updateOptions struct {
	*globalOptions
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
		RunE: func(cmd *cobra.Command, _ []string) error { return runUpdate(cmd, opts) },
	}
	cmd.Flags().StringVar(&opts.apiRoot, "api", dump.ScryfallAPI, "the Scryfall API root `URL`")
	cmd.Flags().StringVar(&opts.kind, "type", "oracle_cards", "the bulk dump to import")
	cmd.Flags().StringVar(&opts.cacheDir, "cache", "", "where downloads are kept (default: the user's cache directory)")
	cmd.Flags().BoolVar(&opts.json, "json", false, "print the counts as JSON")
	return cmd
}

// updateResult is what an update did.
type updateResult struct {
	Downloaded bool                `json:"downloaded"`
	Imported   bool                `json:"imported"`
	Stats      *oracle.ImportStats `json:"import,omitempty"`
	Source     string              `json:"source"`
}

func runUpdate(cmd *cobra.Command, opts *updateOptions) error {
	ctx := cmd.Context()
	cacheDir := opts.cacheDir
	if cacheDir == "" {
		dir, err := os.UserCacheDir()
		if err != nil {
			return fmt.Errorf("no --cache given and no cache directory: %w", err)
		}
		cacheDir = filepath.Join(dir, "oracle", "scryfall")
	}
	fetched, err := dump.FetchBulk(ctx, http.DefaultClient, opts.apiRoot, opts.kind, cacheDir)
	if err != nil {
		return err
	}
	src := oracle.Source{
		ID: "scryfall-" + strings.ReplaceAll(opts.kind, "_", "-") + "-" + fetched.Entry.UpdatedAt.String(), Kind: oracle.SourceSnapshot, Date: fetched.Entry.UpdatedAt,
		Title: "Scryfall " + opts.kind, Origin: fetched.Entry.DownloadURI,
	}
	store, err := opts.openStore(ctx, cmd.ErrOrStderr())
	if err != nil {
		return err
	}
	defer store.Close()
	res := updateResult{Downloaded: fetched.Downloaded, Source: src.ID}
	have, err := store.HasSource(ctx, src.ID)
	if err != nil {
		return err
	}
	if fetched.Downloaded || !have {
		st, err := importSnapshot(cmd, store, []string{fetched.Path}, src)
		if err != nil {
			return err
		}
		res.Imported, res.Stats = true, &st
	}
	out := cmd.OutOrStdout()
	switch {
	case opts.json:
		return writeJSON(out, res)
	case res.Imported:
		return printImport(out, false, *res.Stats)
	}
	_, err = fmt.Fprintf(out, "up to date: %s is unchanged and already imported\n", src.ID)
	return err
}
