// Package importer brings card data into the store: card data dumps as
// dated Oracle snapshots, and the project's data directory, loaded again
// whenever it changed.
package importer

import (
	"context"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"
	"sync/atomic"

	"mtgoracle/oracle"
	"mtgoracle/oracle/dump"
	"mtgoracle/oracle/sqlite"
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
}

// Source names the snapshot of the dump at paths, whose meta is meta: its
// date from the dump or n, its id and title from n or the format and date,
// its origin the files' names. Every error is a mistake in n.
func Source(meta dump.Meta, paths []string, n Naming) (oracle.Source, error) {
	date := meta.Date
	switch {
	case n.Date != nil && !date.IsZero() && *n.Date != date:
		return oracle.Source{}, fmt.Errorf("--date %s disagrees with the dump's own date %s", n.Date, date)
	case n.Date != nil:
		date = *n.Date
	case date.IsZero():
		return oracle.Source{}, fmt.Errorf("%s states no date: give the snapshot's date with --date", strings.Join(paths, ", "))
	}
	family, _, _ := strings.Cut(string(meta.Format), "-")
	src := oracle.Source{
		ID: n.ID, Title: n.Title, Kind: oracle.SourceSnapshot, Date: date,
		Origin: strings.Join(baseNames(paths), ", "),
	}
	if src.ID == "" {
		src.ID = family + "-" + date.String()
	}
	if src.Title == "" {
		src.Title = fmt.Sprintf("%s snapshot of %s", meta.Format, date)
	}
	return src, nil
}

func baseNames(paths []string) []string {
	out := make([]string, len(paths))
	for i, p := range paths {
		out[i] = filepath.Base(p)
	}
	return out
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
			return add(r.SnapshotCard(src.ID))
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
// the embedded data into it when it was never loaded, or when a database
// built from the embedded data holds an older version of it. A database
// whose data last came from a directory (Ingest with a dir) keeps it.
// Before loading, Open calls loading with "building" or "updating" and
// the database's path.
func Open(ctx context.Context, path string, embedded fs.FS, loading func(verb, path string)) (*sqlite.Store, error) {
	store, err := sqlite.Open(ctx, path)
	if err != nil {
		return nil, err
	}
	if err := refresh(ctx, store, embedded, loading); err != nil {
		store.Close()
		return nil, err
	}
	return store, nil
}

func refresh(ctx context.Context, store *sqlite.Store, embedded fs.FS, loading func(verb, path string)) error {
	built, err := store.Meta(ctx, sqlite.MetaDataHash)
	if err != nil {
		return err
	}
	dir, err := store.Meta(ctx, sqlite.MetaDataDir)
	if err != nil {
		return err
	}
	if built != "" && dir != "" {
		return nil
	}
	hash, err := oracle.HashDataset(embedded)
	if err != nil {
		return err
	}
	if built == hash {
		return nil
	}
	verb := "building"
	if built != "" {
		verb = "updating"
	}
	loading(verb, store.Path())
	_, err = Ingest(ctx, store, embedded, "")
	return err
}
