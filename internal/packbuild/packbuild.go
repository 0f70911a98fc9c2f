// Package packbuild builds the database a history pack is written from:
// the data directory's documents and cards ingested, then every dump of
// the card data imported as a dated snapshot, through the same importers
// as oracle ingest and oracle import.
package packbuild

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync/atomic"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/dump"
	"github.com/mtgoracle/oracle/oracle/importer"
	"github.com/mtgoracle/oracle/oracle/sqlite"
)

// Dump is one dump of the card data, a path under the card data
// directory, with the date to import it as when the dump states none, and
// the part of the card pool it lists when not the whole. ID and Title,
// when set, are the snapshot's id and title instead of those its format
// and date give (import's --source-id and --title).
type Dump struct {
	Path   string
	Date   string
	Subset string
	// ListsLegalIn is the format whose legal cards the dump lists, exactly.
	ListsLegalIn string
	ID           string
	Title        string
}

// commanderLegal is what the 2025 Scryfall files list: the cards legal in
// Commander, so that a card banned there (Time Vault) is absent.
const commanderLegal = "Commander-legal cards only"

// seedSets and foundations are what the other partial dumps list: the
// MTGJSON v3 files of sixteen early sets, and the set file of Foundations.
const (
	seedSets    = "the cards of 16 sets of 1993 to 2001 only (LEA 5ED 6ED MIR VIS WTH TMP STH EXO USG ULG UDS ALL INV PLS PCY)"
	foundations = "the cards of Foundations (FDN) only"
)

// cockatrice2009 is the title of the 2009 Cockatrice file, whose content
// is older than its name: the file gives no date of its own, the newest
// set it lists is Alara Reborn (released 2009-04-30), and none of its
// wordings has Magic 2010's Oracle update of July 2009 ("enters the
// battlefield" for "comes into play", "exile" for "remove from the
// game"), which its 1,931 "into play" wordings predate. Dated by its
// name, each such wording would read as in force for four years after
// the update; it is dated by its newest set, its id keeping the name.
const cockatrice2009 = "cockatrice snapshot of 2009-07-31, its content as of Alara Reborn (2009-04-30), before Magic 2010's Oracle update"

// Dumps are the dated dumps the pack holds, each imported as one
// snapshot, in this order.
var Dumps = []Dump{
	{Path: "scryfall-commander-legal-2025-09-25.json.gz", Date: "2025-09-25", Subset: commanderLegal, ListsLegalIn: "commander"},
	{Path: "mtgjson-v5-sets-2022-04-25"},
	{Path: "cockatrice-cards-2009-07-31.xml.gz", Date: "2009-04-30", ID: "cockatrice-2009-07-31", Title: cockatrice2009},
	{Path: "mtgjson-v3-seed-sets-2015-12-30", Date: "2015-12-30", Subset: seedSets},
	{Path: "mtgjson-v4-sets-2019-07-21"}, // dated by its meta, after the cards
	{Path: "mtgjson-v5-FDN-2025-01-01.json.gz", Subset: foundations},
	{Path: "mtgjson-v3-seed-sets-2013-12-25", Date: "2013-12-25", Subset: seedSets},
	{Path: "scryfall-commander-legal-2025-06-27.json.gz", Date: "2025-06-27", Subset: commanderLegal, ListsLegalIn: "commander"},
	{Path: "mtgjson-v3-sets-2018-11-07", Date: "2018-11-07"},
	{Path: "mtgjson-v3-seed-sets-2017-12-06", Date: "2017-12-06", Subset: seedSets},
}

// CompRulesDir is the directory of the card data holding the versions of
// the Comprehensive Rules the pack holds: every file in it.
const CompRulesDir = "comprules"

// Build ingests the data directory dataDir into store, imports every
// dump of Dumps from carddata and every version of the Comprehensive Rules
// in CompRulesDir, saying on log what it imported.
func Build(ctx context.Context, store *sqlite.Store, dataDir, carddata string, log io.Writer) error {
	data := os.DirFS(dataDir)
	ds, err := oracle.LoadDataset(data)
	if err != nil {
		return err
	}
	hash, err := oracle.HashDataset(data)
	if err != nil {
		return err
	}
	abs, err := filepath.Abs(dataDir)
	if err != nil {
		return err
	}
	if _, err := store.IngestDir(ctx, ds, hash, abs); err != nil {
		return err
	}
	for _, d := range Dumps {
		st, err := importDump(ctx, store, filepath.Join(carddata, d.Path), d)
		if err != nil {
			return fmt.Errorf("%s: %w", d.Path, err)
		}
		fmt.Fprintf(log, "imported %s (%s): %d cards, %d wordings\n", st.Source, st.Date, st.Cards, st.Wordings)
	}
	rules, err := filepath.Glob(filepath.Join(carddata, CompRulesDir, "*.txt*"))
	if err != nil {
		return err
	}
	if len(rules) == 0 {
		return fmt.Errorf("no Comprehensive Rules files in %s", filepath.Join(carddata, CompRulesDir))
	}
	versions, err := importer.ImportCompRules(ctx, store, rules)
	if err != nil {
		return err
	}
	for _, v := range versions {
		fmt.Fprintf(log, "imported the Comprehensive Rules effective %s: %d rules, %d glossary entries\n", v.Effective, v.Rules, v.Glossary)
	}
	return nil
}

func importDump(ctx context.Context, store *sqlite.Store, path string, d Dump) (oracle.ImportStats, error) {
	paths := []string{path}
	meta, err := dump.PeekMeta(paths)
	if err != nil {
		return oracle.ImportStats{}, err
	}
	date := meta.Date
	if date.IsZero() {
		if date, err = oracle.ParseDate(d.Date); err != nil {
			return oracle.ImportStats{}, fmt.Errorf("the dump states no date: %w", err)
		}
	}
	src := dump.SnapshotSource(meta, date, paths)
	src.Subset = d.Subset
	src.ListsLegalIn = d.ListsLegalIn
	if d.ID != "" {
		src.ID = d.ID
	}
	if d.Title != "" {
		src.Title = d.Title
	}
	return store.Import(ctx, src, func(add func(oracle.SnapshotCard) error) error {
		var read atomic.Int64
		_, err := dump.DecodeCounting(ctx, paths, &read, func(r dump.Record) error {
			return add(r.SnapshotCard(src))
		})
		return err
	})
}
