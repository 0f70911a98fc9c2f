package sqlite

import (
	"context"
	"database/sql"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestUnstatedFields checks the fields a card's field_sources leaves
// unstated against json_extract's reading of the same text, which the
// card's query asked before.
func TestUnstatedFields(t *testing.T) {
	db, err := sql.Open("sqlite", filepath.Join(t.TempDir(), "json.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, fs := range []string{
		``,
		`{}`,
		`{"layout":"2022-04-25 mtgjson-2022-04-25","colors":"2022-04-25 mtgjson-2022-04-25","keywords":"2022-04-25 mtgjson-2022-04-25"}`,
		`{"color_identity":"2025-09-25 scryfall-2025-09-25","mana_cost":"2025-09-25 scryfall-2025-09-25"}`,
		`{"colors":"2009-04-30 cockatrice-2009-07-31","oracle":"2009-04-30 cockatrice-2009-07-31"}`,
		`{"keywords":"2013-12-25 mtgjson-2013-12-25","layout":null}`,
		`{"layouts":"x","color":"y","keyword":"z"}`,
	} {
		var want string
		if err := db.QueryRowContext(context.Background(), `SELECT iif(?1 IN ('', '{}'), '',
			trim(iif(json_extract(?1, '$.layout') IS NULL, 'layout ', '') ||
			iif(json_extract(?1, '$.colors') IS NULL, 'colors ', '') ||
			iif(json_extract(?1, '$.keywords') IS NULL, 'keywords', '')))`, fs).Scan(&want); err != nil {
			t.Fatal(err)
		}
		got, err := unstatedFields(fs)
		if err != nil || got == nil || !slices.Equal(got, strings.Fields(want)) {
			t.Errorf("unstatedFields(%s) = %q, %v; want %q", fs, got, err, strings.Fields(want))
		}
	}
	if _, err := unstatedFields(`{"layout":`); err == nil {
		t.Error("malformed field_sources read without error")
	}
}
