package oracle

import (
	"maps"
	"slices"
	"testing"
)

func TestCurrentFormatLegalities(t *testing.T) {
	day := func(s string) Date {
		t.Helper()
		d, err := ParseDate(s)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	tests := []struct {
		name string
		in   map[string]string
		date Date
		want map[string]string
	}{
		{"before the renaming, by the old key alone", map[string]string{"historicbrawl": "legal", "vintage": "legal"}, day("2022-04-25"),
			map[string]string{"brawl": "legal", "vintage": "legal"}},
		{"before, both Brawl formats: the keys swap", map[string]string{"brawl": "legal", "historicbrawl": "banned"}, day("2022-04-25"),
			map[string]string{"standardbrawl": "legal", "brawl": "banned"}},
		{"before, by date alone", map[string]string{"brawl": "legal"}, day("2019-07-21"),
			map[string]string{"standardbrawl": "legal"}},
		{"after, by date alone", map[string]string{"brawl": "legal"}, day("2025-01-01"),
			map[string]string{"brawl": "legal"}},
		{"a key only today's names have wins over an old date", map[string]string{"brawl": "legal", "standardbrawl": "not_legal"}, day("2023-12-01"),
			map[string]string{"brawl": "legal", "standardbrawl": "not_legal"}},
		{"a key only the old names have wins over a new date", map[string]string{"brawl": "legal", "historicbrawl": "legal"}, day("2024-03-01"),
			map[string]string{"standardbrawl": "legal", "brawl": "legal"}},
		{"no date names formats as today", map[string]string{"brawl": "legal"}, Date{},
			map[string]string{"brawl": "legal"}},
		{"nil stays nil", nil, day("2019-07-21"), nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := CurrentFormatLegalities(tt.in, CurrentFormatKey(tt.date, slices.Collect(maps.Keys(tt.in))...))
			if !maps.Equal(got, tt.want) || (got == nil) != (tt.want == nil) {
				t.Errorf("CurrentFormatLegalities(%v, %v) = %v, want %v", tt.in, tt.date, got, tt.want)
			}
		})
	}
}

func TestCurrentFormatName(t *testing.T) {
	for in, want := range map[string]string{"Historic Brawl": "brawl", "historicbrawl": "brawl", "brawl": "brawl",
		"Standard Brawl": "standardbrawl", "Modern": "modern"} {
		if got := CurrentFormatName(in); got != want {
			t.Errorf("CurrentFormatName(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestFormatNamesNote(t *testing.T) {
	for _, tt := range []struct {
		formats []string
		date    string
		want    string
	}{
		{[]string{"brawl", "modern", "standardbrawl"}, "2022-06-01", `formats go by today's names: on 2022-06-01 sources called standardbrawl "brawl", and brawl "historicbrawl"`},
		{[]string{"standardbrawl"}, "2019", `formats go by today's names: on 2019 sources called standardbrawl "brawl"`},
		{[]string{"brawl", "standardbrawl"}, "2024-01-27", ""},
		{[]string{"modern"}, "2022-06-01", ""},
	} {
		if got := FormatNamesNote(tt.formats, MustDate(tt.date)); got != tt.want {
			t.Errorf("FormatNamesNote(%v, %s) = %q, want %q", tt.formats, tt.date, got, tt.want)
		}
	}
}

func TestFormatNamesHistoryNote(t *testing.T) {
	periods := []LegalityPeriod{{Format: "modern", Since: MustDate("2015-12-30")}, {Format: "standardbrawl", Since: MustDate("2022-04-25")},
		{Format: "standardbrawl", Since: MustDate("2025-01-01")}, {Format: "brawl", Since: MustDate("2025-01-01")}}
	want := `formats go by today's names: on 2022-04-25 sources called standardbrawl "brawl"`
	if got := FormatNamesHistoryNote(periods); got != want {
		t.Errorf("FormatNamesHistoryNote = %q, want %q", got, want)
	}
	if got := FormatNamesHistoryNote(periods[3:]); got != "" {
		t.Errorf("statuses stated since the renaming: %q, want none", got)
	}
}
