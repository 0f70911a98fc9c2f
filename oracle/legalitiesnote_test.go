package oracle

import (
	"reflect"
	"testing"
)

// TestStatedLegalities checks which snapshot a card's legalities are
// taken from, now and as of a date, and the note of newest known
// legalities: a copy stating one format alone is not the newest snapshot
// of the legalities, but its format is its own.
func TestStatedLegalities(t *testing.T) {
	fields := func(formats ...string) map[string]bool {
		out := map[string]bool{"name": true}
		for _, f := range formats {
			out[LegalityField(f)] = true
		}
		return out
	}
	listing := func(id, date string, formats ...string) Listing {
		return Listing{Source: SourceRef{ID: id}, Date: MustDate(date), Fields: fields(formats...)}
	}
	full2019 := listing("v4-2019", "2019-07-21", "legacy", "modern", "commander")
	full2022 := listing("v5-2022", "2022-04-25", "legacy", "modern", "commander", "pioneer")
	cmd2025 := listing("cmd-2025", "2025-09-25", "commander")
	imported := []Source{
		{ID: "v4-2019", Date: MustDate("2019-07-21")}, {ID: "v5-2022", Date: MustDate("2022-04-25")},
		{ID: "fdn-2025", Date: MustDate("2025-01-01"), Subset: "the cards of Foundations (FDN) only"},
		{ID: "cmd-2025", Date: MustDate("2025-09-25"), Subset: "Commander-legal cards only"},
	}

	st := StatedLegalities([]Listing{full2019, full2022, cmd2025}, imported, nil)
	if st.Source == nil || st.Source.ID != "v5-2022" || st.Date.String() != "2022-04-25" {
		t.Errorf("source %v, date %v", st.Source, st.Date)
	}
	if !reflect.DeepEqual(st.Formats, []string{"commander", "legacy", "modern", "pioneer"}) || st.Later["commander"].Source.ID != "cmd-2025" {
		t.Errorf("formats %q, later %v", st.Formats, st.Later)
	}
	want := "newest known legalities (snapshot of 2022-04-25); the later snapshot (fdn-2025) covers the cards of Foundations (FDN) only; " +
		"the later snapshot (cmd-2025) states commander alone: commander as of 2025-09-25 (cmd-2025)"
	if st.Note != want {
		t.Errorf("note %q\nwant %q", st.Note, want)
	}

	// the newest snapshot of all: no note
	if st := StatedLegalities([]Listing{full2019, full2022}, imported[:2], nil); st.Note != "" || st.Source.ID != "v5-2022" {
		t.Errorf("newest snapshot: %+v", st)
	}
	// as of 2020: the 2019 snapshot's, no note
	asOf := MustDate("2020")
	if st := StatedLegalities([]Listing{full2019, full2022, cmd2025}, nil, &asOf); st.Source.ID != "v4-2019" || st.Note != "" || st.Later != nil {
		t.Errorf("as of 2020: %+v", st)
	}
	// listed by the Commander copy alone
	st = StatedLegalities([]Listing{cmd2025}, imported, nil)
	if st.Source != nil || st.Note != "no snapshot states the card's legalities in more than one format: commander as of 2025-09-25 (cmd-2025)" {
		t.Errorf("Commander copy alone: %+v", st)
	}
}

// TestLegalitySources: each format's status is credited to the last
// snapshot by the date that states that format, not to the newest that
// states several: a copy stating commander alone is commander's source,
// the full snapshot before it the others'; as of a date before that copy,
// the full snapshot is commander's too.
func TestLegalitySources(t *testing.T) {
	listing := func(id, date string, formats ...string) Listing {
		l := Listing{Source: SourceRef{ID: id}, Date: MustDate(date), Fields: map[string]bool{"name": true}}
		for _, f := range formats {
			l.Fields[LegalityField(f)] = true
		}
		return l
	}
	listed := []Listing{listing("v4-2019", "2019-07-21", "legacy", "commander", "urzablock"),
		listing("v5-2022", "2022-04-25", "legacy", "commander"), listing("cmd-2025", "2025-09-25", "commander")}
	legal := map[string]string{"legacy": "legal", "commander": "legal", "urzablock": "legal"}
	for _, tt := range []struct {
		asOf string
		want map[string]string
	}{
		{"", map[string]string{"commander": "cmd-2025", "legacy": "v5-2022", "urzablock": "v4-2019"}},
		{"2023", map[string]string{"commander": "v5-2022", "legacy": "v5-2022", "urzablock": "v4-2019"}},
		{"2020", map[string]string{"commander": "v4-2019", "legacy": "v4-2019", "urzablock": "v4-2019"}},
	} {
		var asOf *Date
		if tt.asOf != "" {
			d := MustDate(tt.asOf)
			asOf = &d
		}
		got := map[string]string{}
		for f, by := range StatedLegalities(listed, nil, asOf).SourcesOf(legal) {
			got[f] = by.Source.ID
		}
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("as of %q: %v, want %v", tt.asOf, got, tt.want)
		}
	}
}
