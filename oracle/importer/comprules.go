package importer

import (
	"context"
	"errors"
	"path/filepath"

	"github.com/mtgoracle/oracle/oracle/comprules"
	"github.com/mtgoracle/oracle/oracle/sqlite"
)

// ErrMixed is the error of an import given both rules files and card
// data dumps.
var ErrMixed = errors.New("rules files and card data dumps cannot be imported together: import them one kind at a time")

// RulesFiles reports whether paths are Comprehensive Rules files (true)
// or card data dumps (false); a mix of both is ErrMixed.
func RulesFiles(paths []string) (bool, error) {
	rules := 0
	for _, p := range paths {
		ok, err := comprules.IsRulesFile(p)
		if err != nil {
			return false, err
		}
		if ok {
			rules++
		}
	}
	switch rules {
	case 0:
		return false, nil
	case len(paths):
		return true, nil
	}
	return false, ErrMixed
}

// ImportCompRules reads the Comprehensive Rules files at paths and imports
// them as versions of the rules, in one transaction: a file with any
// problem is refused, with nothing written.
func ImportCompRules(ctx context.Context, store *sqlite.Store, paths []string) ([]sqlite.CompRulesImported, error) {
	var files []sqlite.CompRulesFile
	for _, p := range paths {
		r, err := comprules.ReadFile(p)
		if err != nil {
			return nil, err
		}
		files = append(files, sqlite.CompRulesFile{Rules: r, Origin: filepath.Base(p)})
	}
	return store.ImportCompRules(ctx, files)
}
