package oracle

import (
	"reflect"
	"testing"
)

// TestDistinctRulings: a ruling repeated by later snapshots, in other case
// or quotes, is shown once; one a later snapshot restates in other words
// (the only ruling of that date the two differ in) is shown once in its
// newest words with its earlier ones; where two rulings of a date
// changed, none is taken for another.
func TestDistinctRulings(t *testing.T) {
	ruling := func(source, date, text string) RulingView {
		return RulingView{Date: MustDate(date), Source: SourceRef{ID: source, Kind: SourceSnapshot}, Item: ItemRuling, Kind: "card", Text: text}
	}
	type shown struct {
		Source, Text string
		Earlier      []string
	}
	for _, tt := range []struct {
		name  string
		items []RulingView
		want  []shown
	}{
		{"restated", []RulingView{
			ruling("s2013", "2009-10-01", "It can only target an opponent."),
			ruling("s2013", "2009-10-01", "The ability will be countered on resolution."),
			ruling("s2018", "2009-10-01", "It can only target an opponent."),
			ruling("s2018", "2009-10-01", "The ability doesn't resolve."),
			ruling("s2022", "2009-10-01", "It can only target an Opponent."),
			ruling("s2022", "2009-10-01", "The ability doesn’t resolve."),
		}, []shown{{"s2013", "It can only target an opponent.", nil},
			{"s2018", "The ability doesn't resolve.", []string{"The ability will be countered on resolution."}}}},
		{"restated twice", []RulingView{
			ruling("s2013", "2009-10-01", "Old words."),
			ruling("s2018", "2009-10-01", "Newer words."),
			ruling("s2022", "2009-10-01", "Newest words."),
		}, []shown{{"s2022", "Newest words.", []string{"Old words.", "Newer words."}}}},
		{"two changed: not merged", []RulingView{
			ruling("s2013", "2009-10-01", "First old."),
			ruling("s2013", "2009-10-01", "Second old."),
			ruling("s2018", "2009-10-01", "First new."),
			ruling("s2018", "2009-10-01", "Second new."),
		}, []shown{{"s2013", "First old.", nil}, {"s2013", "Second old.", nil}, {"s2018", "First new.", nil}, {"s2018", "Second new.", nil}}},
		{"another date: not merged", []RulingView{
			ruling("s2013", "2009-10-01", "Old ruling."),
			ruling("s2018", "2009-10-01", "Old ruling."),
			ruling("s2018", "2018-01-19", "A new ruling."),
		}, []shown{{"s2013", "Old ruling.", nil}, {"s2018", "A new ruling.", nil}}},
		{"dropped alone: kept", []RulingView{
			ruling("s2013", "2009-10-01", "Kept."),
			ruling("s2013", "2009-10-01", "Dropped later."),
			ruling("s2018", "2009-10-01", "Kept."),
		}, []shown{{"s2013", "Kept.", nil}, {"s2013", "Dropped later.", nil}}},
	} {
		var got []shown
		for _, r := range DistinctRulings(tt.items) {
			s := shown{Source: r.Source.ID, Text: r.Text}
			for _, e := range r.Earlier {
				s.Earlier = append(s.Earlier, e.Text)
			}
			got = append(got, s)
		}
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s:\n got %+v\nwant %+v", tt.name, got, tt.want)
		}
	}
}
