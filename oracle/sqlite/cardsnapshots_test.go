package sqlite

import (
	"context"
	"database/sql"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"testing"

	"github.com/mtgoracle/oracle/oracle"
)

// A wording of the program's data may cite a source that is no snapshot
// (an errata bulletin here): a card answer's snapshots (readCardSnapshots)
// hold it among the sources that gave the card a wording, as a field
// history's listings do, and date the newest wording by it when it is the
// newest; the snapshots are those a query of each reads.
func TestCardSnapshotsOfOtherSources(t *testing.T) {
	ctx := context.Background()
	s, err := Open(ctx, filepath.Join(t.TempDir(), "oracle.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ds, err := oracle.LoadDataset(os.DirFS("../testdata/data"))
	if err != nil {
		t.Fatal(err)
	}
	i := slices.IndexFunc(ds.Cards, func(c oracle.Card) bool { return c.Name == "Curfew" })
	ds.Cards[i].Oracle = append(ds.Cards[i].Oracle, oracle.Wording{Source: "test-1998-10-18",
		Text: "Each player who controls a creature chooses one of them and returns it to its owner's hand."})
	if _, err := s.Ingest(ctx, ds, "test"); err != nil {
		t.Fatal(err)
	}
	err = s.read(ctx, func(tx *sql.Tx) error {
		imported, err := importedSnapshots(ctx, tx)
		if err != nil {
			return err
		}
		for _, name := range []string{"Curfew", "Lobotomy"} {
			ref, err := findCard(ctx, tx, name)
			if err != nil {
				return err
			}
			timelines, err := loadTimelines(ctx, tx, newSourceCache(tx), ref.ID)
			if err != nil {
				return err
			}
			got, err := readCardSnapshots(ctx, tx, ref.ID, snapshotSources(timelines))
			if err != nil {
				return err
			}
			want, err := cardListings(ctx, tx, newSourceCache(tx), ref.ID) // as the field history of many cards reads them
			if err != nil {
				return err
			}
			var newest string
			if err := tx.QueryRowContext(ctx, newestSnapshotWording, ref.ID).Scan(&newest); err != nil {
				return err
			}
			cited := slices.ContainsFunc(got.listed, func(l oracle.Listing) bool { return l.Source.ID == "test-1998-10-18" })
			if !reflect.DeepEqual(got.listed, want) || got.newest != newest || !reflect.DeepEqual(got.imported, imported) ||
				cited != (name == "Curfew") {
				t.Errorf("%s: listings %+v, newest %q, imported %+v; want %+v, %q, %+v", name, got.listed, got.newest, got.imported,
					want, newest, imported)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
