package main

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/mtgoracle/oracle/oracle"
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
(cards.yaml and errata/*.yaml) or a single YAML file; with none, the data
directory "data" in the current directory (that of oracle's source). Documents
checked without a cards file are checked against the cards.yaml of their data
directory (beside their errata directory). Every problem is printed as
file:line:col: message; any problem exits 1.`,
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
}

func runValidate(_ context.Context, opts *validateOptions) error {
	files, err := validateFiles(opts.paths)
	if err != nil {
		return err
	}
	ds, err := oracle.Load(files)
	var problems oracle.Problems
	if errors.As(err, &problems) {
		// With --json, the error object lists the problems with their places.
		return fmt.Errorf("%s:\n%w", render.Plural(len(problems), "problem"), err)
	}
	if err != nil {
		return err
	}
	res := validateResult{Valid: true, Cards: len(ds.Cards), Documents: len(ds.Documents)}
	out := opts.stdout
	if opts.json {
		return render.JSON(out, res)
	}
	_, err = fmt.Fprintf(out, "valid: %s, %s\n", render.Plural(res.Cards, "card"), render.Plural(res.Documents, "document"))
	return err
}

// validateFiles reads the files named by paths, expanding data
// directories; without paths, the data directory "data". Documents
// without a cards file are checked against their data directory's.
func validateFiles(paths []string) ([]oracle.File, error) {
	if len(paths) == 0 {
		if info, err := os.Stat(defaultDataDir); err != nil || !info.IsDir() {
			return nil, usagef("no PATH given, and no data directory %q here: name a data directory or YAML file", defaultDataDir)
		}
		paths = []string{defaultDataDir}
	}
	var files []oracle.File
	hasCards := false
	for _, p := range paths {
		info, err := os.Stat(p)
		if err != nil {
			return nil, err
		}
		var more []oracle.File
		if info.IsDir() {
			more, err = readData(os.DirFS(p), p)
		} else {
			var src []byte
			src, err = oracle.ReadDataFile(os.DirFS(filepath.Dir(p)), filepath.Base(p))
			more = []oracle.File{{Name: p, Data: src}}
		}
		if err != nil {
			return nil, err
		}
		for _, f := range more {
			hasCards = hasCards || oracle.IsCardsFile(f.Data)
		}
		files = append(files, more...)
	}
	if !hasCards {
		cards, err := cardsFileOf(files)
		if err != nil {
			return nil, err
		}
		files = append(files, cards)
	}
	return files, nil
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
