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
