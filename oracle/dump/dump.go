// Package dump reads card data dumps (MTGJSON, Scryfall, Cockatrice) as a
// stream of Oracle records, one card at a time, so that a dump of any size
// can be imported as a dated Oracle snapshot.
//
// setcodes_table.go is generated from the MTGJSON set files beside the
// repository:
//
//go:generate go run gen_setcodes.go -carddata ../../../shared/carddata
package dump

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/mtgoracle/oracle/oracle"
)

// Format names a dump layout.
type Format string

const (
	MTGJSONv5    Format = "mtgjson-v5"
	MTGJSONv4    Format = "mtgjson-v4"
	MTGJSONv3    Format = "mtgjson-v3"
	Scryfall     Format = "scryfall"
	Cockatrice   Format = "cockatrice"    // pre-v4 cards.xml
	CockatriceV4 Format = "cockatrice-v4" // <cockatrice_carddatabase version="4">
)

// Meta is what a dump says about itself.
type Meta struct {
	Format  Format
	Date    oracle.Date // zero when the dump states no date
	Version string
	Title   string // e.g. "MTGJSON 5.2.0+20220425 (579 set files)"
}

// Face is one face of a multi-face card, Oracle side.
type Face struct {
	Name, ManaCost, TypeLine, Power, Toughness, Loyalty, Defense, Text string
	Colors                                                             []string
	// Keywords are the face's own, where the dump states them per face.
	Keywords []string
	// TextUnknown is set when the dump gives the face without its text:
	// the face's wording is not known there, which is not a blank one.
	TextUnknown bool
}

// Record is one card as a dump states it: Oracle identity and text, plus
// the printings the dump lists in this record (one for an MTGJSON set
// file, one per <set> for Cockatrice, the object's own printing for
// Scryfall, none for MTGJSON AtomicCards).
//
// For a multi-face card Name is the full "A // B" name, Faces holds each
// face in order, TypeLine joins the faces' type lines with " // ", ManaCost
// joins the faces' costs with " // " up to the last face that has one
// (" // {2}{B}" when only the second has one),
// and Text, Power, Toughness, Loyalty and Defense are empty.
type Record struct {
	Name, Layout, ManaCost, TypeLine, Power, Toughness, Loyalty, Defense, Text string

	ManaValue float64
	// Colors and ColorIdentity are W U B R G letters.
	Colors, ColorIdentity, Keywords []string
	Faces                           []Face
	Printings                       []oracle.Printing
	Rulings                         []oracle.Ruling
	// Legalities maps a lower-case format name to "legal", "banned",
	// "restricted" (lower case whatever the dump's spelling); formats where
	// the card is not legal are left out.
	Legalities map[string]string
	// LegalityFormats, when not nil, are the formats the record's own file
	// names (oracle.SnapshotFormats reads them): a file of MTGJSON v3,
	// which no build version ties to the other files of its dump, and the
	// Scryfall copies trimmed to legal_in_commander. Nil: the record's
	// build names the same formats in every file.
	LegalityFormats []string
	// LegalityFilesDate is the release date of the record's file, where
	// each file names the formats and only the formats one of its cards
	// may be played in (MTGJSON v3; oracle.SnapshotCard.LegalityFilesDate).
	LegalityFilesDate string
	ScryfallOracleID  string
	MultiverseIDs     []string
	// Unknown are the fields the dump does not carry for this card, as
	// opposed to fields it states empty.
	Unknown oracle.Fields
}

// Error is a malformed dump: the file and where in its (decompressed)
// content decoding stopped.
type Error struct {
	File      string
	Offset    int64 // byte offset, for JSON
	Line, Col int   // for XML; zero for JSON
	Err       error
}

func (e *Error) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d:%d: %v", e.File, e.Line, e.Col, e.Err)
	}
	return fmt.Sprintf("%s: offset %d: %v", e.File, e.Offset, e.Err)
}

func (e *Error) Unwrap() error { return e.Err }

// Decode streams every record of the dumps at paths to fn and returns the
// dump's meta. Records arrive in file order, then document order, from a
// single goroutine; files are decoded in parallel ahead of fn. A directory
// stands for the files in it, sorted by name, read as one snapshot: all
// files must be of one format family and state the same date.
//
// On error fn may already have seen some records: import in a transaction.
func Decode(ctx context.Context, paths []string, fn func(Record) error) (Meta, error) {
	return DecodeCounting(ctx, paths, nil, fn)
}

// Size is the total size in bytes of the files of the dump at paths, as
// stored (compressed or not): what DecodeCounting counts towards.
func Size(paths []string) (int64, error) {
	files, err := expandPaths(paths)
	if err != nil {
		return 0, err
	}
	var total int64
	for _, f := range files {
		info, err := os.Stat(f)
		if err != nil {
			return 0, err
		}
		total += info.Size()
	}
	return total, nil
}

// DecodeCounting is Decode that also adds the bytes it reads from the
// files, as stored, to read (when not nil), for a progress display.
func DecodeCounting(ctx context.Context, paths []string, read *atomic.Int64, fn func(Record) error) (Meta, error) {
	files, err := expandPaths(paths)
	if err != nil {
		return Meta{}, err
	}
	if len(files) == 0 {
		return Meta{}, errors.New("no dump files given")
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()

	results := startDecoders(ctx, files, read)
	var metas []fileMeta
	records := 0
	for i, res := range results {
		for rec := range res.records {
			records++
			if rec.reversibleOfMultiFace() {
				continue
			}
			if err := fn(rec); err != nil {
				return Meta{}, err
			}
		}
		// A worker that failed may have stopped early: its records channel
		// is closed before done carries the error.
		if err := <-res.done; err != nil {
			return Meta{}, err
		}
		metas = append(metas, fileMeta{file: files[i], meta: res.meta})
		if err := ctx.Err(); err != nil {
			return Meta{}, err
		}
	}
	if records == 0 {
		// An empty array or set list is well-formed but is no snapshot:
		// importing it would record nothing.
		return Meta{}, fmt.Errorf("%s: no cards in the dump", strings.Join(paths, ", "))
	}
	return mergeMetas(metas)
}

// fileResult is one file's decoding in progress: its records, then its
// error on done, after which meta is set.
type fileResult struct {
	records chan Record
	done    chan error
	meta    Meta
}

// recordBuffer is how many decoded records a file may run ahead of fn.
const recordBuffer = 256

// startDecoders decodes up to GOMAXPROCS files at once, later files
// waiting for a slot, and hands back one result per file in file order.
func startDecoders(ctx context.Context, files []string, read *atomic.Int64) []*fileResult {
	results := make([]*fileResult, len(files))
	for i := range results {
		results[i] = &fileResult{records: make(chan Record, recordBuffer), done: make(chan error, 1)}
	}
	slots := make(chan struct{}, runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	go func() {
		for i, file := range files {
			select {
			case slots <- struct{}{}:
			case <-ctx.Done():
				for _, res := range results[i:] {
					close(res.records)
					res.done <- ctx.Err()
				}
				return
			}
			wg.Add(1)
			go func(res *fileResult, file string) {
				defer wg.Done()
				defer func() { <-slots }()
				meta, err := decodeFile(ctx, file, read, func(rec Record) error {
					select {
					case res.records <- rec:
						return nil
					case <-ctx.Done():
						return ctx.Err()
					}
				})
				res.meta = meta
				close(res.records)
				res.done <- err
			}(results[i], file)
		}
	}()
	return results
}

// expandPaths replaces each directory by the regular files in it, sorted
// by name; hidden files are skipped.
func expandPaths(paths []string) ([]string, error) {
	var files []string
	for _, p := range paths {
		info, err := os.Stat(p)
		if err != nil {
			return nil, err
		}
		if !info.IsDir() {
			files = append(files, p)
			continue
		}
		entries, err := os.ReadDir(p)
		if err != nil {
			return nil, err
		}
		var names []string
		for _, e := range entries {
			if e.Type().IsRegular() && !strings.HasPrefix(e.Name(), ".") {
				names = append(names, e.Name())
			}
		}
		sort.Strings(names)
		if len(names) == 0 {
			return nil, fmt.Errorf("%s: no files in directory", p)
		}
		for _, n := range names {
			files = append(files, filepath.Join(p, n))
		}
	}
	return files, nil
}

type fileMeta struct {
	file string
	meta Meta
}

// mergeMetas makes one snapshot's meta of its files' metas, which must
// agree on format, date and version.
func mergeMetas(metas []fileMeta) (Meta, error) {
	first := metas[0]
	merged := first.meta
	for _, fm := range metas[1:] {
		m := fm.meta
		switch {
		case m.Format != merged.Format:
			return Meta{}, fmt.Errorf("%s: format %s differs from %s in %s", fm.file, m.Format, merged.Format, first.file)
		case m.Date != merged.Date:
			return Meta{}, fmt.Errorf("%s: dump date %q differs from %q in %s", fm.file, m.Date, merged.Date, first.file)
		case m.Version != merged.Version:
			return Meta{}, fmt.Errorf("%s: version %q differs from %q in %s", fm.file, m.Version, merged.Version, first.file)
		}
	}
	if len(metas) > 1 {
		unit := "files"
		if strings.HasPrefix(string(merged.Format), "mtgjson") {
			unit = "set files"
		}
		merged.Title = fmt.Sprintf("%s (%d %s)", merged.Title, len(metas), unit)
	}
	return merged, nil
}
