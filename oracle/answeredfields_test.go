package oracle

import (
	"slices"
	"testing"
)

// TestAnsweredFields: an answer lists the fields stated by the date, and
// those whose earliest value stands for them, but no status no source
// states by then.
func TestAnsweredFields(t *testing.T) {
	s2009 := SourceRef{ID: "s2009", Kind: SourceSnapshot}
	d2009 := MustDate("2009-07-31")
	s2015 := FieldStatement{Field: LegalityField("modern"), Value: "legal", Source: SourceRef{ID: "s2015"}, Date: MustDate("2015-01-01")}
	for _, tt := range []struct {
		name   string
		values []FieldAsOf
		want   []string // fields listed
	}{
		{"stated fields and statuses", []FieldAsOf{
			{Field: "type_line", Value: "Instant", Source: &s2009, Date: &d2009},
			{Field: LegalityField("vintage"), Value: "legal", Source: &s2009, Date: &d2009},
			{Field: LegalityField("modern"), Value: NotLegal, Source: &s2009, Date: &d2009}},
			[]string{"type_line", "legality:vintage", "legality:modern"}},
		{"a field no source states by then keeps its earliest value", []FieldAsOf{
			{Field: "type_line", Value: "Instant", Earliest: &FieldStatement{Field: "type_line", Value: "Instant"}, Notes: []string{"no source states the type line by 2000"}},
			{Field: "power", Value: "", Earliest: &FieldStatement{Field: "power"}, Notes: []string{"no source states the power by 2000"}}},
			[]string{"type_line", "power"}},
		{"a status no source states by then is left out", []FieldAsOf{
			{Field: "name", Value: "Curfew", Earliest: &FieldStatement{Field: "name", Value: "Curfew"}},
			{Field: LegalityField("modern"), Value: "", Earliest: &s2015},
			{Field: LegalityField("commander"), Value: ""}},
			[]string{"name"}},
		{"none", nil, nil},
	} {
		var got []string
		for _, v := range AnsweredFields(tt.values) {
			got = append(got, v.Field)
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("%s: fields %q, want %q", tt.name, got, tt.want)
		}
	}
}
