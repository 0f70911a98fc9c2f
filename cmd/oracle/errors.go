package main

import (
	"context"
	"errors"
	"io/fs"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/dump"
	"github.com/mtgoracle/oracle/oracle/search"
	"github.com/mtgoracle/oracle/oracle/sqlite"
)

// Error codes of the JSON errors, documented in the root command's help.
const (
	codeUsage         = "usage"          // a bad flag, argument, date or query
	codeUnknownSource = "unknown_source" // a source id the database does not hold
	codeNotFound      = "not_found"      // no card by that name
	codeAmbiguous     = "ambiguous"      // a name that matches several cards
	codeInvalidData   = "invalid_data"   // a data file or dump with problems
	codeDatabase      = "database"       // the database failed or is unusable
	codeIO            = "io"             // a file could not be read or written
	codeNetwork       = "network"        // a download failed
	codeCanceled      = "canceled"       // interrupted
	codeError         = "error"          // anything else
)

// errorJSON is an error as --json prints it.
type errorJSON struct {
	Error errorBody `json:"error"`
}

type errorBody struct {
	Code    string `json:"code"`
	Message string `json:"message"`
	// Candidates are the names or ids the one given may have meant.
	Candidates []string `json:"candidates"`
	// Problems are the mistakes found in data files, each at its place.
	Problems []problemJSON `json:"problems"`
}

type problemJSON struct {
	File    string `json:"file"`
	Line    int    `json:"line"`
	Column  int    `json:"column"`
	Offset  int64  `json:"offset,omitempty"` // in a JSON dump, which has no lines
	Message string `json:"message"`
}

// describeError classifies an error for its exit code and JSON form.
func describeError(err error) errorBody {
	e := errorBody{Code: codeError, Message: err.Error(), Candidates: []string{}, Problems: []problemJSON{}}
	var (
		unknownSource *oracle.UnknownSourceError
		notFound      *oracle.NotFoundError
		noRule        *oracle.NoRuleError
		usage         *usageError
		problems      oracle.Problems
		dumpErr       *dump.Error
		pathErr       *fs.PathError
		urlErr        *url.Error
		queryErr      *search.Error
	)
	switch {
	case errors.As(err, &unknownSource):
		e.Code, e.Candidates = codeUnknownSource, append(e.Candidates, unknownSource.Candidates...)
	case errors.As(err, &notFound):
		e.Code, e.Candidates = codeNotFound, append(e.Candidates, notFound.Suggestions...)
		if len(notFound.Suggestions) > 1 {
			e.Code = codeAmbiguous
		}
	case errors.As(err, &noRule):
		e.Code = codeNotFound
	case errors.As(err, &usage):
		e.Code = codeUsage
		if errors.As(err, &queryErr) {
			e.Candidates = append(e.Candidates, queryErr.Candidates...)
		}
	case errors.As(err, &problems):
		e.Code = codeInvalidData
		for _, p := range problems {
			e.Problems = append(e.Problems, problemJSON{File: p.Pos.File, Line: p.Pos.Line, Column: p.Pos.Col, Message: p.Msg})
		}
	case errors.As(err, &dumpErr):
		e.Code = codeInvalidData
		e.Problems = append(e.Problems, problemJSON{File: dumpErr.File, Line: dumpErr.Line, Column: dumpErr.Col,
			Offset: dumpErr.Offset, Message: dumpErr.Err.Error()})
	case sqlite.IsDatabaseError(err):
		e.Code = codeDatabase
	case errors.Is(err, context.Canceled):
		e.Code = codeCanceled
	case errors.As(err, &urlErr):
		e.Code = codeNetwork
	case errors.As(err, &pathErr):
		e.Code = codeIO
	}
	return e
}

func (e errorBody) exitCode() int {
	switch e.Code {
	case codeUsage, codeUnknownSource:
		return exitUsage
	case codeNotFound, codeAmbiguous:
		return exitNotFound
	}
	return exitError
}

// wantsJSON reports whether the command line asks for JSON output: --json,
// or --format json on a command whose --format json means the same. When
// parsing stopped before --json was read, the arguments tell.
func wantsJSON(cmd *cobra.Command, args []string) bool {
	if cmd != nil {
		if f := cmd.Flags().Lookup("json"); f != nil && f.Changed {
			return f.Value.String() == "true"
		}
		if f := cmd.Flags().Lookup("format"); f != nil && f.Value.String() == "json" && cmd.Annotations[formatIsJSON] != "" {
			return true
		}
	}
	if end := slices.Index(args, "--"); end >= 0 {
		args = args[:end]
	}
	return slices.ContainsFunc(args, func(a string) bool {
		value, ok := strings.CutPrefix(a, "--json=")
		on, err := strconv.ParseBool(value)
		return a == "--json" || ok && err == nil && on
	})
}

// formatIsJSON annotates a command whose --format json is its --json.
const formatIsJSON = "format-is-json"
