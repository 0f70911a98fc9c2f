package oracle

import (
	"reflect"
	"slices"
	"testing"
)

func TestNotLegalByAbsence(t *testing.T) {
	mtgjson := SourceRef{ID: "mtgjson-2022-04-25", Kind: SourceSnapshot}
	june := SourceRef{ID: "scryfall-2025-06-27", Kind: SourceSnapshot}
	sept := SourceRef{ID: "scryfall-2025-09-25", Kind: SourceSnapshot}
	full := SourceRef{ID: "mtgjson-2025-08-01", Kind: SourceSnapshot}
	stated := func(src SourceRef, date, format, status string) FieldStatement {
		return FieldStatement{Field: LegalityField(format), Value: status, Source: src, Date: MustDate(date)}
	}
	notLegal := func(src SourceRef, date string) FieldStatement {
		return FieldStatement{Field: "legality:commander", Value: NotLegal, Source: src, Date: MustDate(date)}
	}
	lists := func(juneListed, septListed bool) []LegalList {
		return []LegalList{
			{Source: sept, Date: MustDate("2025-09-25"), Format: "commander", Listed: septListed},
			{Source: june, Date: MustDate("2025-06-27"), Format: "commander", Listed: juneListed},
		}
	}
	d := func(s string) *Date { v := MustDate(s); return &v }
	legal2022 := []FieldStatement{stated(mtgjson, "2022-04-25", "commander", "legal"), stated(mtgjson, "2022-04-25", "vintage", "legal")}
	for _, tt := range []struct {
		name   string
		stated []FieldStatement
		lists  []LegalList
		known  *Date
		want   []FieldStatement
	}{
		{"legal in 2022, absent from both: not legal from the first", legal2022, lists(false, false), d("2021-11-19"),
			[]FieldStatement{notLegal(june, "2025-06-27")}},
		{"listed by both: nothing", append(legal2022, stated(june, "2025-06-27", "commander", "legal"), stated(sept, "2025-09-25", "commander", "legal")),
			lists(true, true), d("2021-11-19"), nil},
		{"banned in 2022: the absence agrees, nothing", []FieldStatement{stated(mtgjson, "2022-04-25", "commander", "banned")},
			lists(false, false), d("1993-08-05"), nil},
		{"not legal in 2022: nothing", []FieldStatement{stated(mtgjson, "2022-04-25", "commander", NotLegal)},
			lists(false, false), d("1993-08-05"), nil},
		{"listed in June, gone in September", []FieldStatement{stated(mtgjson, "2022-04-25", "commander", "legal"), stated(june, "2025-06-27", "commander", "legal")},
			lists(true, false), d("2020-01-01"), []FieldStatement{notLegal(sept, "2025-09-25")}},
		{"gone in June, back in September", []FieldStatement{stated(mtgjson, "2022-04-25", "commander", "legal"), stated(sept, "2025-09-25", "commander", "legal")},
			lists(false, true), d("2020-01-01"), []FieldStatement{notLegal(june, "2025-06-27")}},
		{"first known after the list: nothing", []FieldStatement{stated(sept, "2025-09-25", "commander", "legal")},
			lists(false, true), d("2025-08-01"), nil},
		{"known on the list's own date: nothing", legal2022, lists(false, false), d("2025-06-27"),
			[]FieldStatement{notLegal(sept, "2025-09-25")}},
		{"nothing dates the card: nothing", legal2022, lists(false, false), nil, nil},
		{"no status stated before: nothing", nil, lists(false, false), d("2020-01-01"), nil},
		{"a status in another format only: nothing", []FieldStatement{stated(mtgjson, "2022-04-25", "vintage", "legal")},
			lists(false, false), d("2020-01-01"), nil},
		{"a full snapshot of the list's date states it: it stands", append(legal2022, stated(full, "2025-06-27", "commander", "legal")),
			lists(false, true), d("2020-01-01"), nil},
		{"a full snapshot between the lists states it legal again", append(legal2022, stated(full, "2025-08-01", "commander", "legal")),
			lists(false, false), d("2020-01-01"), []FieldStatement{notLegal(june, "2025-06-27"), notLegal(sept, "2025-09-25")}},
		{"restricted counts as playable", []FieldStatement{stated(mtgjson, "2022-04-25", "commander", "restricted")},
			lists(false, false), d("2020-01-01"), []FieldStatement{notLegal(june, "2025-06-27")}},
		{"listed under a new name, perhaps: nothing", legal2022,
			[]LegalList{{Source: june, Date: MustDate("2025-06-27"), Format: "commander", Renamed: true}}, d("2020-01-01"), nil},
		{"a face's field is not the card's status", []FieldStatement{{Face: 1, Field: "legality:commander", Value: "legal", Source: mtgjson, Date: MustDate("2022-04-25")}},
			lists(false, false), d("2020-01-01"), nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := NotLegalByAbsence(tt.stated, tt.lists, tt.known)
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %+v\nwant %+v", got, tt.want)
			}
		})
	}
}

func TestByAbsence(t *testing.T) {
	june := SourceRef{ID: "scryfall-2025-06-27", Kind: SourceSnapshot}
	s := FieldStatement{Field: "legality:commander", Value: NotLegal, Source: june, Date: MustDate("2025-06-27")}
	if !ByAbsence(s, []Listing{{Source: SourceRef{ID: "mtgjson-2022-04-25", Kind: SourceSnapshot}}}) {
		t.Error("a status by a snapshot that does not list the card is not by absence")
	}
	if ByAbsence(s, []Listing{{Source: june}}) {
		t.Error("a status by a snapshot that lists the card is by absence")
	}
	if ByAbsence(FieldStatement{Field: "type_line", Source: june}, nil) {
		t.Error("a field other than a status is by absence")
	}
}

func TestAbsenceNotes(t *testing.T) {
	june := SourceRef{ID: "scryfall-2025-06-27", Kind: SourceSnapshot}
	mtgjson := SourceRef{ID: "mtgjson-2022-04-25", Kind: SourceSnapshot}
	d, old := MustDate("2025-06-27"), MustDate("2022-04-25")
	values := []FieldAsOf{
		{Field: "legality:commander", Value: NotLegal, Source: &june, Date: &d},
		{Field: "legality:vintage", Value: "legal", Source: &mtgjson, Date: &old},
		{Field: "type_line", Value: "Instant", Source: &june, Date: &d},
	}
	got := AbsenceNotes(values, []Listing{{Source: mtgjson, Date: old}})
	want := []string{"not legal in commander as of 2025-06-27 (banned or not legal: scryfall-2025-06-27 lists the cards legal in commander only, and not this card)"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
	by := AbsenceSources(values, []Listing{{Source: mtgjson, Date: old}})
	if want := map[string]StatedBy{"commander": {Source: june, Date: d}}; !reflect.DeepEqual(by, want) {
		t.Errorf("sources %v, want %v", by, want)
	}
	st := LegalitiesStated{By: map[string]StatedBy{"commander": {Source: mtgjson, Date: old}, "vintage": {Source: mtgjson, Date: old}}}
	if got := st.WithSources(by).By; got["commander"].Source != june || got["vintage"].Source != mtgjson || st.By["commander"].Source != mtgjson {
		t.Errorf("WithSources gave %v, and left %v", got, st.By)
	}
	if got := AbsenceNotes(values, []Listing{{Source: mtgjson, Date: old}, {Source: june, Date: d}}); got != nil {
		t.Errorf("a status by a snapshot that lists the card: %q", got)
	}
}

func TestExpandCompressStatements(t *testing.T) {
	src := func(id, date string) SourceRef { return SourceRef{ID: id, Kind: SourceSnapshot} }
	st := func(id, date, value string) FieldStatement {
		return FieldStatement{Field: "legality:commander", Value: value, Source: src(id, date), Date: MustDate(date)}
	}
	rows := []FieldStatement{st("b", "2018-11-07", "legal"), st("e", "2025-09-25", "banned")}
	listings := []FieldStatement{st("a", "2015-12-30", ""), st("b", "2018-11-07", ""), st("c", "2022-04-25", ""), st("d", "2025-06-27", "")}
	got := ExpandStatements(rows, listings, NotLegal)
	want := []FieldStatement{st("a", "2015-12-30", NotLegal), st("b", "2018-11-07", "legal"), st("c", "2022-04-25", "legal"),
		st("d", "2025-06-27", "legal"), st("e", "2025-09-25", "banned")}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("expanded %+v\nwant %+v", got, want)
	}
	if got := CompressStatements(want, NotLegal); !reflect.DeepEqual(got, rows) {
		t.Errorf("compressed %+v\nwant %+v", got, rows)
	}
	// a status by absence between two listings stating legal: the later
	// listing gets a row of its own
	withAbsence := append(slices.Clone(want[:3]), st("x", "2024-01-01", NotLegal), want[3])
	if got, want := CompressStatements(withAbsence, NotLegal), []FieldStatement{st("b", "2018-11-07", "legal"),
		st("x", "2024-01-01", NotLegal), st("d", "2025-06-27", "legal")}; !reflect.DeepEqual(got, want) {
		t.Errorf("compressed with an absence %+v\nwant %+v", got, want)
	}
}
