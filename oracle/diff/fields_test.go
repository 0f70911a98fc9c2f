package diff

import (
	"reflect"
	"testing"

	"github.com/mtgoracle/oracle/oracle"
)

func TestCompareFields(t *testing.T) {
	row := func(field, value, date string) oracle.FieldStatement {
		return oracle.FieldStatement{Field: field, Value: value, Source: oracle.SourceRef{ID: "s" + date, Kind: oracle.SourceSnapshot},
			Date: oracle.MustDate(date)}
	}
	history := []oracle.FieldStatement{row("type_line", "Tribal Enchantment — Faerie", "2009-07-31"),
		row("type_line", "Kindred Enchantment — Faerie", "2025-06-27"), row("mana_cost", "{1}{B}", "2009-07-31"),
		row("legality:modern", "banned", "2015-01-01")}
	got := CompareFields(history, nil, oracle.MustDate("2010"), oracle.MustDate("2025-07"))
	want := []FieldDifference{{Field: "type_line", From: "Tribal Enchantment — Faerie", To: "Kindred Enchantment — Faerie"}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v, want %+v", got, want)
	}
	if got := CompareFields(history, nil, oracle.MustDate("2010"), oracle.MustDate("2011")); len(got) != 0 {
		t.Errorf("no change between 2010 and 2011: %+v", got)
	}
}
