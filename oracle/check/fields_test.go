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
