package importer

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/mtgoracle/oracle/oracle/sqlite"
)

// TestOpenReadsThePackOnlyToLoadIt: Open asks for the pack only when the
// database needs it, since joining the embedded parts costs a command more
// than its lookup.
func TestOpenReadsThePackOnlyToLoadIt(t *testing.T) {
	ctx := context.Background()
	reads := 0
	pack := func() []byte { reads++; return []byte("not a pack") }
	loading := func(verb, path string) {}

	fresh := filepath.Join(t.TempDir(), "fresh.db")
	if _, _, err := Open(ctx, fresh, pack, "digest", loading); err == nil || reads != 1 {
		t.Fatalf("a new database: %d reads of the pack, error %v; want 1 read and a load error", reads, err)
	}

	ingested := filepath.Join(t.TempDir(), "ingested.db")
	store, err := sqlite.Open(ctx, ingested)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Ingest(ctx, store, os.DirFS("../../data"), ""); err != nil {
		t.Fatal(err)
	}
	store.Close()
	reads = 0
	store, st, err := Open(ctx, ingested, pack, "digest", loading)
	if err != nil || st != nil || reads != 0 {
		t.Fatalf("a database an ingest chose the data of: %d reads of the pack, stats %+v, error %v", reads, st, err)
	}
	store.Close()
}
