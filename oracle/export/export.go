// Package export writes the card pool in the formats engines and clients
// read: JSON and JSON Lines with a versioned schema, CSV, Cockatrice's
// cards.xml (version 4), Forge card scripts, the project's own cards.yaml,
// MTGJSON's AtomicCards, Scryfall's bulk card arrays and a PostgreSQL
// script. Every writer streams: it is given one card at a time.
package export

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/mtgoracle/oracle/oracle"
)

// Formats are the names New accepts.
var Formats = []string{"json", "jsonl", "csv", "cockatrice", "forge", "yaml", "mtgjson", "scryfall", "postgres"}

// Writer writes one export: Begin once, Card for every card, then End.
type Writer interface {
	Begin(ix *oracle.ExportIndex) error
	Card(c *oracle.ExportCard) error
	End() error
}

// Options are what the writers need beyond the cards.
type Options struct {
	// AsOf is the date the export's wordings are in force on; nil for now.
	AsOf *oracle.Date
	// Printings makes the CSV export one row per printing, and the
	// scryfall export one object per printing.
	Printings bool
	// BaseURL is what the scryfall export's URIs start with, as the
	// server's start with its address; "" leaves them relative.
	BaseURL string
	// Dir is where the forge format writes its card scripts.
	Dir string
	// Named says the cards were asked for by name: a card the format
	// cannot write is then an error (UnwritableError), where a whole
	// export leaves it out.
	Named bool
}

// UnwritableError is a card a format cannot write (Run names the card).
type UnwritableError struct {
	Format, Reason string
}

func (e *UnwritableError) Error() string {
	return fmt.Sprintf("the %s format cannot write the card: %s", e.Format, e.Reason)
}

// New returns the writer for format, writing to w (or, for forge, into
// opts.Dir).
func New(format string, w io.Writer, opts Options) (Writer, error) {
	switch format {
	case "json":
		return &jsonWriter{w: w, asOf: opts.AsOf, document: true}, nil
	case "jsonl":
		return &jsonWriter{w: w, asOf: opts.AsOf}, nil
	case "csv":
		return newCSVWriter(w, opts), nil
	case "cockatrice":
		return &cockatriceWriter{out: w, asOf: opts.AsOf, named: opts.Named}, nil
	case "forge":
		if opts.Dir == "" {
			return nil, fmt.Errorf("the forge format writes one file per card: it needs a directory")
		}
		return &forgeWriter{dir: opts.Dir}, nil
	case "yaml":
		return &yamlWriter{out: w, asOf: opts.AsOf}, nil
	case "mtgjson":
		return newMTGJSONWriter(w, opts), nil
	case "scryfall":
		return newScryfallWriter(w, opts), nil
	case "postgres":
		return newPostgresWriter(w, opts), nil
	}
	return nil, fmt.Errorf("unknown format %q (want one of %s)", format, strings.Join(Formats, ", "))
}

// Cards is where an export reads its cards from: the store.
type Cards interface {
	ExportIndex(ctx context.Context, opts oracle.ExportOptions) (*oracle.ExportIndex, error)
	EachCard(ctx context.Context, opts oracle.ExportOptions, fn func(*oracle.ExportCard) error) error
}

// Run exports the cards opts selects through w. progress, when not nil, is
// called after each card with the count so far and the total.
func Run(ctx context.Context, store Cards, opts oracle.ExportOptions, w Writer, progress func(done, total int)) error {
	ix, err := store.ExportIndex(ctx, opts)
	if err != nil {
		return err
	}
	if err := w.Begin(ix); err != nil {
		return err
	}
	done := 0
	err = store.EachCard(ctx, opts, func(c *oracle.ExportCard) error {
		if err := w.Card(c); err != nil {
			return fmt.Errorf("%s: %w", c.Name, err)
		}
		done++
		if progress != nil {
			progress(done, ix.Count)
		}
		return nil
	})
	if err != nil {
		return err
	}
	return w.End()
}

// asOfLabel is the as-of date as the exports write it.
func asOfLabel(asOf *oracle.Date) string {
	if asOf == nil {
		return "current"
	}
	return asOf.String()
}
