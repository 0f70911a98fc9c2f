package sqlite

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/mtgoracle/oracle/oracle"
)

// The Reserved List names cards: the card object says so whenever a dump
// marked a printing of it reserved, now and as of a date.
func TestReservedCardObject(t *testing.T) {
	ctx := context.Background()
	s, err := Open(ctx, filepath.Join(t.TempDir(), "reserved.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	importDump(t, s, "scryfall-extras", "2024-01-01", "testdata/scryfall-extras.json")
	for _, tc := range []struct {
		name string
		asOf *oracle.Date
		want bool
	}{
		{"Black Lotus", nil, true},
		{"Black Lotus", new(oracle.MustDate("2024-06-01")), true},
		{"Serra Angel", nil, false},
	} {
		v, ident, err := s.CardWithIdentity(ctx, tc.name, tc.asOf)
		if err != nil {
			t.Fatal(err)
		}
		if got := oracle.NewScryfallCard("", v, ident).Reserved; got != tc.want {
			t.Errorf("%s as of %v: reserved %v, want %v", tc.name, tc.asOf, got, tc.want)
		}
	}
	// the export reads the same
	var exported []oracle.ScryfallCard
	err = s.EachCard(ctx, oracle.ExportOptions{Names: []string{"Black Lotus"}}, func(c *oracle.ExportCard) error {
		exported = append(exported, oracle.NewScryfallCard("", c.View("current"), c.Identity()))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(exported) != 1 || !exported[0].Reserved {
		t.Errorf("exported Black Lotus: %+v", exported)
	}
}
