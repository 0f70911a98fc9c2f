package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"time"

	"github.com/spf13/cobra"

	"github.com/mtgoracle/oracle"
	"github.com/mtgoracle/oracle/oracle/auditclass"
	"github.com/mtgoracle/oracle/oracle/importer"
	"github.com/mtgoracle/oracle/oracle/sqlite"
)

// globalOptions are the flags every command shares.
type globalOptions struct {
	db string // --db, else ORACLE_DB, else the user's data directory
}

func newRootCmd() *cobra.Command {
	g := &globalOptions{}
	cmd := &cobra.Command{
		Use:   "oracle",
		Short: "Offline Oracle card database and errata history for Magic: The Gathering",
		Long: `oracle answers what a Magic card says now, what it said on any given day, and
what changed, when, and by which document: printed cards, errata bulletins and
dated Oracle snapshots.

The database is built from the data embedded in this program on first use.
Without --db or ORACLE_DB it lives in the user's data directory. A database
written by an older version of oracle is migrated in place, step by step, and
the embedded data is loaded again when it changed; imported snapshots are
kept. A file that is not an oracle database, or that a newer version of oracle
wrote, is refused and left as it is. The database runs in write-ahead-log
mode: readers never wait for an import, and SQLite keeps the files DB-wal and
DB-shm beside it while it is in use.

Dates are YYYY, YYYY-MM or YYYY-MM-DD; a year or month stands for the whole
period (--as-of 1999 is the end of 1999).

Exit codes:
  0  success (also when a pipe reading the output closes early)
  1  error (bad data, database failure)
  2  usage error (unknown flag, bad argument or date, unknown source id)
  3  no such card (or a name that matches several)

With --json, an error is also printed to standard output as
{"error": {"code", "message", "candidates", "problems"}}, where candidates are
the names, source ids or search keys that may have been meant, and problems the
mistakes in data files as {"file", "line", "column", "message"}. The codes:
  usage, unknown_source   exit 2
  not_found, ambiguous    exit 3
  invalid_data, database, io, network, canceled, error   exit 1`,
		Args:          args(cobra.NoArgs),
		RunE:          func(cmd *cobra.Command, _ []string) error { return cmd.Help() },
		SilenceUsage:  true,
		SilenceErrors: true,
		Version:       readBuildVersion().String(),
	}
	cmd.SetVersionTemplate("oracle {{.Version}}\n")
	cmd.PersistentFlags().StringVar(&g.db, "db", os.Getenv("ORACLE_DB"), "database file (env ORACLE_DB; default in the user's data directory)")
	cmd.SetFlagErrorFunc(func(c *cobra.Command, err error) error { return &usageError{err} })
	cmd.AddCommand(
		newIngestCmd(g),
		newValidateCmd(g),
		newImportCmd(g),
		newUpdateCmd(g),
		newParseCmd(g),
		newCardCmd(g),
		newHistoryCmd(g),
		newDiffCmd(g),
		newAuditCmd(g),
		newErrataCmd(g),
		newRulingsCmd(g),
		newLegalityCmd(g),
		newRuleCmd(g),
		newRulesCmd(g),
		newSourcesCmd(g),
		newSearchCmd(g),
		newExportCmd(g),
		newCheckCmd(g),
		newVersionCmd(),
		newManCmd(),
		newServeCmd(g),
	)
	initCompletionCmd(cmd)
	return cmd
}

// args wraps a cobra argument check so its failures are usage errors.
func args(check cobra.PositionalArgs) cobra.PositionalArgs {
	return func(cmd *cobra.Command, a []string) error {
		if err := check(cmd, a); err != nil {
			return &usageError{err}
		}
		return nil
	}
}

// defaultDBPath is the database in the user's data directory.
func defaultDBPath() (string, error) {
	dir := os.Getenv("XDG_DATA_HOME")
	if dir == "" {
		home, err := os.UserHomeDir()
		if err != nil {
			return "", fmt.Errorf("no --db given and no home directory: %w", err)
		}
		switch runtime.GOOS {
		case "darwin":
			dir = filepath.Join(home, "Library", "Application Support")
		case "windows":
			if dir = os.Getenv("LocalAppData"); dir == "" {
				dir = filepath.Join(home, "AppData", "Local")
			}
		default:
			dir = filepath.Join(home, ".local", "share")
		}
	}
	return filepath.Join(dir, "oracle", "oracle.db"), nil
}

// openReader opens the database for a command that only reads it, as
// openStore does, but read-only when the database needs no change.
func (g *globalOptions) openReader(ctx context.Context, progress io.Writer) (*sqlite.Store, error) {
	return g.open(ctx, progress, importer.OpenReader)
}

// openStore opens the database for a command that writes it, loading the
// embedded history pack into it first when it was never loaded or an
// older pack was (importer.Open says when).
func (g *globalOptions) openStore(ctx context.Context, progress io.Writer) (*sqlite.Store, error) {
	return g.open(ctx, progress, importer.Open)
}

// open opens the database with opener, saying on progress when it loads
// the embedded pack, and on a terminal what that took.
func (g *globalOptions) open(ctx context.Context, progress io.Writer,
	opener func(ctx context.Context, path string, pack func() []byte, digest string, loading func(verb, path string)) (*sqlite.Store, *sqlite.PackStats, error),
) (*sqlite.Store, error) {
	path, err := g.dbPath()
	if err != nil {
		return nil, err
	}
	line := newProgressLine(progress)
	var start time.Time
	store, st, err := opener(ctx, path, mtgoracle.Pack, mtgoracle.PackDigest(), func(verb, path string) {
		start = time.Now()
		fmt.Fprintf(progress, "%s %s from the embedded data...", verb, path)
		if !line.on {
			fmt.Fprintln(progress)
		}
	})
	if err != nil {
		if line.on && !start.IsZero() {
			fmt.Fprintln(progress)
		}
		return nil, err
	}
	if st != nil && line.on {
		kept := ""
		if st.Replayed > 0 {
			kept = fmt.Sprintf(", %d imported snapshots kept", st.Replayed)
		}
		fmt.Fprintf(progress, " %d cards, %d sources%s, in %s\n", st.Cards, st.Sources, kept, time.Since(start).Round(100*time.Millisecond))
	}
	readPrinted(store)
	keepClasses(store)
	return store, nil
}

// openStoreAsIs opens the database, creating or migrating it but loading
// no data, for commands that write it themselves and for shell completion.
func (g *globalOptions) openStoreAsIs(ctx context.Context) (*sqlite.Store, error) {
	path, err := g.dbPath()
	if err != nil {
		return nil, err
	}
	store, err := sqlite.Open(ctx, path)
	if err != nil {
		return nil, err
	}
	keepClasses(store)
	return store, nil
}

// dbPath is --db, else the database in the user's data directory, whose
// directory it creates.
func (g *globalOptions) dbPath() (string, error) {
	if g.db != "" {
		return g.db, nil
	}
	path, err := defaultDBPath()
	if err != nil {
		return "", err
	}
	return path, os.MkdirAll(filepath.Dir(path), 0o755)
}

// readPrinted has a store's card answers read reprints inside a change
// window as history and audit do (auditclass.PrintedReader).
func readPrinted(store *sqlite.Store) {
	store.ReadPrintedWith(auditclass.PrintedReader())
}
