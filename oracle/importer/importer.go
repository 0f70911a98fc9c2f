// Package importer brings card data into the store: card data dumps as
// dated Oracle snapshots, and the project's data directory, loaded again
// whenever it changed.
package importer

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"sync/atomic"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/dump"
	"github.com/mtgoracle/oracle/oracle/sqlite"
)

// Naming is what the caller says of a snapshot; what it leaves empty comes
// from the dump.
type Naming struct {
	// Date is the snapshot's date when the dump states none; a dump that
	// states another is refused.
	Date *oracle.Date
	// ID defaults to the dump's format family and the date
	// (mtgjson-2022-04-25); Title to the format and the date.
	ID, Title string
	// Subset, when not empty, says the dump lists only part of the card
	// pool, and which ("Commander-legal cards only").
	Subset string
	// ListsLegalIn, when not empty, is the format whose legal cards the
	// dump lists, exactly (oracle.Source.ListsLegalIn).
	ListsLegalIn string
}

// Source names the snapshot of the dump at paths, whose meta is meta: its
// date from the dump, n, or the YYYY-MM-DD in the files' names (dated
// then names the file that gave it), its id and title from n or the
// format and date, its origin the files' names. Every error is a mistake
// in n or in the names.
func Source(meta dump.Meta, paths []string, n Naming) (src oracle.Source, dated string, err error) {
	date := meta.Date
	switch {
	case n.Date != nil && !date.IsZero() && *n.Date != date:
		return oracle.Source{}, "", fmt.Errorf("--date %s disagrees with the dump's own date %s", n.Date, date)
	case n.Date != nil:
		date = *n.Date
	case date.IsZero():
		named, ok, err := dump.DateInName(paths)
		if err != nil {
			return oracle.Source{}, "", fmt.Errorf("%v: give the snapshot's date with --date", err)
		}
		if !ok {
			return oracle.Source{}, "", fmt.Errorf("%s states no date: give the snapshot's date with --date", strings.Join(paths, ", "))
		}
		date, dated = named, "its name"
	}
	src = dump.SnapshotSource(meta, date, paths)
	if n.ID != "" {
		src.ID = n.ID
	}
	if n.Title != "" {
		src.Title = n.Title
	}
	src.Subset = n.Subset
	src.ListsLegalIn = n.ListsLegalIn
	return src, dated, nil
}

// Progress is told, after each record and once more at the end, how many
// bytes of the dump's total were read and how many records imported.
type Progress func(read, total int64, records int)

// Import imports the dump at paths as the snapshot src, in one
// transaction. progress may be nil.
func Import(ctx context.Context, store *sqlite.Store, paths []string, src oracle.Source, progress Progress) (oracle.ImportStats, error) {
	total, err := dump.Size(paths)
	if err != nil {
		return oracle.ImportStats{}, err
	}
	if progress == nil {
		progress = func(int64, int64, int) {}
	}
	var read atomic.Int64
	records := 0
	return store.Import(ctx, src, func(add func(oracle.SnapshotCard) error) error {
		full, err := dump.DecodeCounting(ctx, paths, &read, func(r dump.Record) error {
			records++
			progress(read.Load(), total, records)
			return add(r.SnapshotCard(src))
		})
		progress(read.Load(), total, records)
		if err != nil {
			return err
		}
		if !full.Date.IsZero() && full.Date != src.Date {
			return fmt.Errorf("the dump is dated %s, not %s", full.Date, src.Date)
		}
		return nil
	})
}

// UpdateResult is what an update from Scryfall did.
type UpdateResult struct {
	Downloaded bool                `json:"downloaded"`
	Imported   bool                `json:"imported"`
	Stats      *oracle.ImportStats `json:"import,omitempty"`
	Source     string              `json:"source"`
}

// Update imports a Scryfall bulk dump of the type kind, as fetched, as the
// snapshot scryfall-KIND-DATE dated by the index's updated_at, unless the
// dump is unchanged and that snapshot already imported.
func Update(ctx context.Context, store *sqlite.Store, fetched dump.Fetched, kind string, progress Progress) (UpdateResult, error) {
	src := oracle.Source{
		ID: "scryfall-" + strings.ReplaceAll(kind, "_", "-") + "-" + fetched.Entry.UpdatedAt.String(), Kind: oracle.SourceSnapshot, Date: fetched.Entry.UpdatedAt,
		Title: "Scryfall " + kind, Origin: fetched.Entry.DownloadURI,
	}
	res := UpdateResult{Downloaded: fetched.Downloaded, Source: src.ID}
	have, err := store.HasSource(ctx, src.ID)
	if err != nil {
		return res, err
	}
	if fetched.Downloaded || !have {
		st, err := Import(ctx, store, []string{fetched.Path}, src, progress)
		if err != nil {
			return res, err
		}
		res.Imported, res.Stats = true, &st
	}
	return res, nil
}

// Ingest validates a data directory and loads it: data is the embedded
// one when dir is "", else the directory dir.
func Ingest(ctx context.Context, store *sqlite.Store, data fs.FS, dir string) (oracle.IngestStats, error) {
	ds, err := oracle.LoadDataset(data)
	if err != nil {
		return oracle.IngestStats{}, err
	}
	hash, err := oracle.HashDataset(data)
	if err != nil {
		return oracle.IngestStats{}, err
	}
	return store.IngestDir(ctx, ds, hash, dir)
}

// Open opens the database at path, creating or migrating it, and loads
// the history pack (whose digest is digest) into it when it was never
// loaded, or when the database holds an older pack; pack is called only
// then. A database whose data
// an ingest chose keeps it. Before loading, Open calls loading with
// "building" or "updating" and the database's path; the stats are those
// of the load, nil when there was none.
func Open(ctx context.Context, path string, pack func() []byte, digest string, loading func(verb, path string)) (*sqlite.Store, *sqlite.PackStats, error) {
	store, err := sqlite.Open(ctx, path)
	if err != nil {
		return nil, nil, err
	}
	st, err := refresh(ctx, store, pack, digest, loading)
	if err != nil {
		store.Close()
		return nil, nil, err
	}
	return store, st, nil
}

// OpenReader opens the database at path for a command that only reads it:
// read-only when it is of this program's schema and holds the current
// pack, which spares every lookup the cost of opening it for writing;
// otherwise as Open does, creating, migrating or loading it first.
func OpenReader(ctx context.Context, path string, pack func() []byte, digest string, loading func(verb, path string)) (*sqlite.Store, *sqlite.PackStats, error) {
	store, err := sqlite.OpenReadOnlyWithPack(ctx, path, digest)
	if errors.Is(err, sqlite.ErrNeedsWriting) {
		return Open(ctx, path, pack, digest, loading)
	}
	if err != nil {
		return nil, nil, err
	}
	return store, nil, nil
}

func refresh(ctx context.Context, store *sqlite.Store, pack func() []byte, digest string, loading func(verb, path string)) (*sqlite.PackStats, error) {
	need, err := store.NeedsPack(ctx, digest)
	if err != nil || !need {
		return nil, err
	}
	built, err := store.Meta(ctx, sqlite.MetaDataHash)
	if err != nil {
		return nil, err
	}
	verb := "building"
	if built != "" {
		verb = "updating"
	}
	loading(verb, store.Path())
	st, err := LoadPack(ctx, store, pack(), digest)
	if err != nil {
		return nil, fmt.Errorf("loading the embedded data: %w", err)
	}
	return &st, nil
}

// LoadPack loads a history pack into the store, keeping the snapshots the
// user imported.
func LoadPack(ctx context.Context, store *sqlite.Store, pack []byte, digest string) (sqlite.PackStats, error) {
	return store.LoadPack(ctx, bytes.NewReader(pack), digest)
}
