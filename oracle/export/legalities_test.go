package export_test

import (
	"context"
	"encoding/json"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/dump"
	"github.com/mtgoracle/oracle/oracle/export"
)

// TestLegalitiesStated: the json and scryfall exports carry the date and
// source of the snapshot that states each card's legalities, those of the
// card's answer (a server's card object), and the scryfall objects the
// same legalities.
func TestLegalitiesStated(t *testing.T) {
	ctx := context.Background()
	store := sampleStore(t)
	src := oracle.Source{ID: "mtgjson-test-2022-04-25", Title: "test sets", Kind: oracle.SourceSnapshot, Date: oracle.MustDate("2022-04-25")}
	_, err := store.Import(ctx, src, func(add func(oracle.SnapshotCard) error) error {
		_, err := dump.Decode(ctx, []string{filepath.Join("..", "dump", "testdata", "mtgjson-v5-sets")},
			func(r dump.Record) error { return add(r.SnapshotCard(src)) })
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	type stated struct {
		Name             string            `json:"name"`
		Legalities       map[string]string `json:"legalities"`
		LegalitiesDate   *oracle.Date      `json:"legalities_date"`
		LegalitiesSource *oracle.SourceRef `json:"legalities_source"`
		LegalitiesNote   string            `json:"legalities_note"`
	}
	var file struct{ Data []stated }
	if err := json.Unmarshal([]byte(exportTo(t, store, "json", oracle.ExportOptions{}, false)), &file); err != nil {
		t.Fatal(err)
	}
	cards := file.Data
	var objects []stated
	if err := json.Unmarshal([]byte(exportTo(t, store, "scryfall", oracle.ExportOptions{}, false)), &objects); err != nil {
		t.Fatal(err)
	}
	if len(cards) != len(objects) {
		t.Fatalf("%d json cards, %d scryfall objects", len(cards), len(objects))
	}
	dated := 0
	for i, c := range cards {
		view, ident, err := store.CardWithIdentity(ctx, c.Name, nil)
		if err != nil {
			t.Fatal(err)
		}
		want := oracle.NewScryfallCard("", view, ident)
		if want.LegalitiesDate != nil {
			dated++
		}
		if !reflect.DeepEqual(c.LegalitiesDate, want.LegalitiesDate) || !reflect.DeepEqual(c.LegalitiesSource, want.LegalitiesSource) ||
			c.LegalitiesNote != ident.Stated.Note {
			t.Errorf("json %s: legalities stated by %v %v, the card's answer %v %v", c.Name, c.LegalitiesSource, c.LegalitiesDate, want.LegalitiesSource, want.LegalitiesDate)
		}
		o := objects[i]
		if o.Name != c.Name || !reflect.DeepEqual(o.Legalities, want.Legalities) ||
			!reflect.DeepEqual(o.LegalitiesDate, want.LegalitiesDate) || !reflect.DeepEqual(o.LegalitiesSource, want.LegalitiesSource) {
			t.Errorf("scryfall %s: %v by %v %v, the card's answer %v by %v %v", o.Name, o.Legalities, o.LegalitiesSource, o.LegalitiesDate,
				want.Legalities, want.LegalitiesSource, want.LegalitiesDate)
		}
	}
	if dated == 0 {
		t.Errorf("no card of %d with its legalities' snapshot", len(cards))
	}
	t.Logf("%d cards, %d with the snapshot that states their legalities", len(cards), dated)
}

// TestExportNewestKnown: a card no later snapshot lists is exported as
// the newest known, as its answer says, never as current.
func TestExportNewestKnown(t *testing.T) {
	ctx := context.Background()
	store := sampleStore(t)
	var first oracle.SnapshotCard
	for i, date := range []string{"2022-04-25", "2023-01-01"} {
		src := oracle.Source{ID: "test-" + date, Title: "test sets", Kind: oracle.SourceSnapshot, Date: oracle.MustDate(date)}
		_, err := store.Import(ctx, src, func(add func(oracle.SnapshotCard) error) error {
			_, err := dump.Decode(ctx, []string{filepath.Join("..", "dump", "testdata", "mtgjson-v5-sets")}, func(r dump.Record) error {
				sc := r.SnapshotCard(src)
				if i == 0 {
					return add(sc)
				}
				if first.Card.Name == "" || first.Card.Name == sc.Card.Name {
					first = sc
					return add(sc) // the later snapshot lists one card alone
				}
				return nil
			})
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	var objects []struct {
		Name string `json:"name"`
		AsOf string `json:"as_of"`
	}
	if err := json.Unmarshal([]byte(exportTo(t, store, "scryfall", oracle.ExportOptions{}, false)), &objects); err != nil {
		t.Fatal(err)
	}
	newest := 0
	for _, o := range objects {
		view, ident, err := store.CardWithIdentity(ctx, o.Name, nil)
		if err != nil {
			t.Fatal(err)
		}
		want := oracle.NewScryfallCard("", view, ident)
		if o.AsOf != want.AsOf {
			t.Errorf("%s: as_of %q, the card's answer %q", o.Name, o.AsOf, want.AsOf)
		}
		if o.AsOf == oracle.AsOfNewestKnown {
			newest++
		}
	}
	if newest == 0 || newest == len(objects) {
		t.Errorf("%d of %d objects the newest known, want all but %s", newest, len(objects), first.Card.Name)
	}
	// the json export says so of the legalities, as the answer does
	var file struct {
		Data []struct {
			Name           string `json:"name"`
			LegalitiesNote string `json:"legalities_note"`
		}
	}
	if err := json.Unmarshal([]byte(exportTo(t, store, "json", oracle.ExportOptions{}, false)), &file); err != nil {
		t.Fatal(err)
	}
	noted := 0
	for _, c := range file.Data {
		_, ident, err := store.CardWithIdentity(ctx, c.Name, nil)
		if err != nil {
			t.Fatal(err)
		}
		if c.LegalitiesNote != ident.Stated.Note {
			t.Errorf("%s: legalities_note %q, the answer's %q", c.Name, c.LegalitiesNote, ident.Stated.Note)
		}
		if c.LegalitiesNote != "" {
			noted++
		}
	}
	if noted == 0 {
		t.Errorf("no json card of %d notes its legalities as the newest known", len(file.Data))
	}
}

// TestMTGJSONLegalityStatuses: the mtgjson export writes a card's
// legalities in MTGJSON's words, Legal, Banned and Restricted, and leaves
// out a format the card is not legal in, as MTGJSON does.
func TestMTGJSONLegalityStatuses(t *testing.T) {
	for _, tc := range []struct {
		stated map[string]string
		want   map[string]string
	}{
		{map[string]string{"legacy": "legal", "vintage": "restricted", "modern": "banned"},
			map[string]string{"legacy": "Legal", "vintage": "Restricted", "modern": "Banned"}},
		{map[string]string{"penny": "not_legal", "pauper": "legal"}, map[string]string{"pauper": "Legal"}},
		{map[string]string{"standard": "not_legal"}, map[string]string{}},
	} {
		c := &oracle.ExportCard{Name: "Colossapede", Layout: "normal", Faces: []oracle.ExportFace{{Name: "Colossapede"}}, Legalities: tc.stated}
		for _, f := range export.MTGJSONFaces(c) {
			if !reflect.DeepEqual(f.Legalities, tc.want) {
				t.Errorf("%v: legalities %v, want %v", tc.stated, f.Legalities, tc.want)
			}
		}
	}
}
