package main

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/diff"
	"github.com/mtgoracle/oracle/oracle/render"
)

type validateOptions struct {
	*globalOptions
	streams
	paths []string
	json  bool
}

func newValidateCmd(g *globalOptions) *cobra.Command {
	opts := &validateOptions{globalOptions: g}
	cmd := &cobra.Command{
		Use:   "validate [PATH...]",
		Short: "Check YAML data without writing anything",
		Long: `Check data files without writing the database. A PATH is a data directory
(cards.yaml, errata/*.yaml and, when there is one, the templating rewrites
rewrites.yaml) or a single YAML file; with none, the data directory "data" in
the current directory (that of oracle's source). Documents checked without a
cards file are checked against the cards.yaml of their data directory (beside
their errata directory). A file named rewrites.yaml is checked as the rewrites
audit and diff read: its ids, dates, rule numbers and patterns. Every problem
is printed as file:line:col: message; any problem exits 1.`,
		RunE: func(cmd *cobra.Command, a []string) error {
			opts.paths = a
			opts.set(cmd)
			return runValidate(cmd.Context(), opts)
		},
	}
	cmd.Flags().BoolVar(&opts.json, "json", false, "print the result as JSON")
	return cmd
}

type validateResult struct {
	Valid     bool `json:"valid"`
	Cards     int  `json:"cards"`
	Documents int  `json:"documents"`
	// Rewrites counts the rewrites and equivalences of meaning of the
	// rewrites files checked.
	Rewrites int `json:"rewrites"`
}

// collectProblems adds to problems those err lists, and returns err when
// it is of another kind (a file that cannot be read).
func collectProblems(err error, problems *oracle.Problems) error {
	var ps oracle.Problems
	if errors.As(err, &ps) {
		*problems = append(*problems, ps...)
		return nil
	}
	return err
}

func runValidate(_ context.Context, opts *validateOptions) error {
	files, rewriteFiles, err := validateFiles(opts.paths)
	if err != nil {
		return err
	}
	var res validateResult
	var problems oracle.Problems
	if len(files) > 0 {
		ds, err := oracle.Load(files)
		if err := collectProblems(err, &problems); err != nil {
			return err
		}
		if err == nil {
			res.Cards, res.Documents = len(ds.Cards), len(ds.Documents)
		}
	}
	for _, f := range rewriteFiles {
		rw, meanings, err := diff.LoadRewritesFile(f.Name, f.Data)
		if err := collectProblems(err, &problems); err != nil {
			return err
		}
		res.Rewrites += len(rw) + len(meanings)
	}
	if len(problems) > 0 {
		// With --json, the error object lists the problems with their places.
		return fmt.Errorf("%s:\n%w", render.Plural(len(problems), "problem"), problems.Err())
	}
	res.Valid = true
	out := opts.stdout
	if opts.json {
		return render.JSON(out, res)
	}
	var parts []string
	if len(files) > 0 {
		parts = append(parts, render.Plural(res.Cards, "card"), render.Plural(res.Documents, "document"))
	}
	if len(rewriteFiles) > 0 {
		parts = append(parts, render.Plural(res.Rewrites, "rewrite"))
	}
	line := "valid: " + strings.Join(parts, ", ")
	_, err = fmt.Fprintln(out, line)
	return err
}

// rewritesFileName is the name of a data directory's templating rewrites.
const rewritesFileName = "rewrites.yaml"

// validateFiles reads the files named by paths, expanding data
// directories; without paths, the data directory "data". Documents
// without a cards file are checked against their data directory's. The
// rewrites files (a directory's rewrites.yaml, or a file of that name)
// are returned apart.
func validateFiles(paths []string) (files, rewrites []oracle.File, err error) {
	if len(paths) == 0 {
		if info, err := os.Stat(defaultDataDir); err != nil || !info.IsDir() {
			return nil, nil, usagef("no PATH given, and no data directory %q here: name a data directory or YAML file", defaultDataDir)
		}
		paths = []string{defaultDataDir}
	}
	hasCards := false
	for _, p := range paths {
		info, err := os.Stat(p)
		if err != nil {
			return nil, nil, err
		}
		var more []oracle.File
		switch {
		case info.IsDir():
			more, err = readData(os.DirFS(p), p)
			if err == nil {
				var src []byte
				src, err = oracle.ReadDataFile(os.DirFS(p), rewritesFileName)
				switch {
				case err == nil:
					rewrites = append(rewrites, oracle.File{Name: filepath.Join(p, rewritesFileName), Data: src})
				case errors.Is(err, fs.ErrNotExist):
					err = nil
				}
			}
		case filepath.Base(p) == rewritesFileName:
			var src []byte
			src, err = oracle.ReadDataFile(os.DirFS(filepath.Dir(p)), filepath.Base(p))
			if err != nil {
				return nil, nil, err
			}
			rewrites = append(rewrites, oracle.File{Name: p, Data: src})
			continue
		default:
			var src []byte
			src, err = oracle.ReadDataFile(os.DirFS(filepath.Dir(p)), filepath.Base(p))
			more = []oracle.File{{Name: p, Data: src}}
		}
		if err != nil {
			return nil, nil, err
		}
		for _, f := range more {
			hasCards = hasCards || oracle.IsCardsFile(f.Data)
		}
		files = append(files, more...)
	}
	if !hasCards && len(files) > 0 {
		cards, err := cardsFileOf(files)
		if err != nil {
			return nil, nil, err
		}
		files = append(files, cards)
	}
	return files, rewrites, nil
}

// defaultDataDir is the data directory validate checks when given none.
const defaultDataDir = "data"

// cardsFileOf reads the cards file of the data directory the documents
// lie in: beside their errata directory.
func cardsFileOf(docs []oracle.File) (oracle.File, error) {
	for _, d := range docs {
		dir := filepath.Dir(d.Name)
		for _, name := range []string{filepath.Join(dir, oracle.CardsFileName), filepath.Join(filepath.Dir(dir), oracle.CardsFileName)} {
			src, err := oracle.ReadDataFile(os.DirFS(filepath.Dir(name)), filepath.Base(name))
			if errors.Is(err, fs.ErrNotExist) {
				continue
			}
			return oracle.File{Name: name, Data: src}, err
		}
	}
	return oracle.File{}, fmt.Errorf("no %s beside the documents or their errata directory: name the data directory's %s too", oracle.CardsFileName, oracle.CardsFileName)
}

// readData reads a data directory's files, naming them under prefix.
func readData(fsys fs.FS, prefix string) ([]oracle.File, error) {
	names, err := oracle.DataFiles(fsys)
	if err != nil {
		return nil, err
	}
	files := make([]oracle.File, len(names))
	for i, name := range names {
		src, err := oracle.ReadDataFile(fsys, name)
		if err != nil {
			return nil, err
		}
		files[i] = oracle.File{Name: filepath.Join(prefix, name), Data: src}
	}
	return files, nil
}
