package check

import (
	"testing"

	"github.com/mtgoracle/oracle/oracle"
)

func TestCheckFieldHistory(t *testing.T) {
	row := func(field, value, id, date string) oracle.FieldStatement {
		return oracle.FieldStatement{Field: field, Value: value, Source: oracle.SourceRef{ID: id, Kind: oracle.SourceSnapshot}, Date: oracle.MustDate(date)}
	}
	var listed []oracle.Listing
	for _, d := range []string{"2009-07-31", "2015-01-01", "2025-01-01"} {
		listed = append(listed, oracle.Listing{Source: oracle.SourceRef{ID: "l" + d}, Date: oracle.MustDate(d),
			Fields: map[string]bool{"type_line": true}})
	}
	good := []oracle.FieldStatement{row("type_line", "Tribal Enchantment", "a", "2009-07-31"),
		row("type_line", "Kindred Enchantment", "c", "2025-01-01"), row("legality:modern", "banned", "b", "2015-01-01")}
	repeats, asOf := &Result{}, &Result{}
	checkFieldHistory("Bitterblossom", good, listed, repeats, asOf)
	if repeats.Count != 0 || asOf.Count != 0 {
		t.Errorf("a good history: %v %v", repeats.Examples, asOf.Examples)
	}
	bad := append(good, row("type_line", "Kindred Enchantment", "d", "2025-06-01"), row("legality:vintage", "not_legal", "b", "2015-01-01"))
	checkFieldHistory("Bitterblossom", bad, listed, repeats, asOf)
	if repeats.Count != 2 {
		t.Errorf("repeats found %d: %v", repeats.Count, repeats.Examples)
	}
}

func TestCheckLegalitiesNow(t *testing.T) {
	row := func(field, value, id, date string) oracle.FieldStatement {
		return oracle.FieldStatement{Field: field, Value: value, Source: oracle.SourceRef{ID: id, Kind: oracle.SourceSnapshot}, Date: oracle.MustDate(date)}
	}
	full := map[string]bool{"legality:legacy": true, "legality:modern": true, "legality:freeform": true, "legality:commander": true}
	listed := []oracle.Listing{
		{Source: oracle.SourceRef{ID: "s2019"}, Date: oracle.MustDate("2019-07-21"), Fields: full},
		{Source: oracle.SourceRef{ID: "s2022"}, Date: oracle.MustDate("2022-04-25"),
			Fields: map[string]bool{"legality:legacy": true, "legality:modern": true, "legality:commander": true}},
		// a copy stating the Commander status alone
		{Source: oracle.SourceRef{ID: "s2025"}, Date: oracle.MustDate("2025-09-25"), Fields: map[string]bool{"legality:commander": true}}}
	history := []oracle.FieldStatement{row("legality:legacy", "legal", "s2019", "2019-07-21"), row("legality:freeform", "legal", "s2019", "2019-07-21"),
		row("legality:commander", "legal", "s2019", "2019-07-21"), row("legality:commander", "banned", "s2025", "2025-09-25")}
	for _, tt := range []struct {
		name    string
		current map[string]string
		bad     bool
	}{
		// modern was never legal; freeform is no longer listed
		{"the statuses now", map[string]string{"legacy": "legal", "commander": "banned"}, false},
		{"the Commander status alone", map[string]string{"commander": "banned"}, true},
		{"an older status", map[string]string{"legacy": "legal", "commander": "legal"}, true},
		{"a format no longer listed", map[string]string{"legacy": "legal", "commander": "banned", "freeform": "legal"}, true},
	} {
		r := &Result{}
		checkLegalitiesNow("Card", history, listed, tt.current, r)
		if (r.Count > 0) != tt.bad {
			t.Errorf("%s: %d violations %v", tt.name, r.Count, r.Examples)
		}
	}
}
