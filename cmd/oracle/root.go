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

// newRootCmd makes the command tree for the command line (the arguments
// after the program's name): the root and the command the line runs,
// alone, when that command reads no other; else every command (help,
// completion and man read them all).
func newRootCmd(line []string) *cobra.Command {
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
	if sub := commandAlone(cmd, line); sub != nil {
		// Making every command with its flags was 0.2 ms of a card
		// answer's process, which runs one.
		cmd.AddCommand(sub.make(g))
		cmd.CompletionOptions.DisableDefaultCmd = true
		return cmd
	}
	for _, sub := range subcommands {
		cmd.AddCommand(sub.make(g))
	}
	initCompletionCmd(cmd)
	return cmd
}

// subcommand makes one command of the tree, named name.
type subcommand struct {
	name string
	make func(g *globalOptions) *cobra.Command
	// tree is whether the command reads the whole tree (man)
	tree bool
}

// subcommands are the commands under the root.
var subcommands = []subcommand{
	{name: "ingest", make: newIngestCmd},
	{name: "validate", make: newValidateCmd},
	{name: "import", make: newImportCmd},
	{name: "update", make: newUpdateCmd},
	{name: "parse", make: newParseCmd},
	{name: "card", make: newCardCmd},
	{name: "history", make: newHistoryCmd},
	{name: "diff", make: newDiffCmd},
	{name: "audit", make: newAuditCmd},
	{name: "errata", make: newErrataCmd},
	{name: "rulings", make: newRulingsCmd},
	{name: "legality", make: newLegalityCmd},
	{name: "rule", make: newRuleCmd},
	{name: "rules", make: newRulesCmd},
	{name: "sources", make: newSourcesCmd},
	{name: "search", make: newSearchCmd},
	{name: "export", make: newExportCmd},
	{name: "check", make: newCheckCmd},
	{name: "version", make: func(*globalOptions) *cobra.Command { return newVersionCmd() }},
	{name: "man", make: func(*globalOptions) *cobra.Command { return newManCmd() }, tree: true},
	{name: "serve", make: newServeCmd},
}

// commandAlone is the subcommand the command line runs when it can run
// alone: cobra finds it, with the root's flags, among placeholders of the
// commands' names, as it would in the whole tree. It is nil for a command
// that reads the tree, and for any other command line.
func commandAlone(root *cobra.Command, line []string) *subcommand {
	find := &cobra.Command{Use: root.Use}
	find.PersistentFlags().AddFlagSet(root.PersistentFlags())
	for _, sub := range subcommands {
		find.AddCommand(&cobra.Command{Use: sub.name})
	}
	found, _, err := find.Find(line)
	if err != nil || found == find {
		return nil
	}
	for i := range subcommands {
		if sub := &subcommands[i]; sub.name == found.Name() && !sub.tree {
			return sub
		}
	}
	return nil
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
