package render

import (
	"strings"
	"testing"

	"github.com/mtgoracle/oracle/oracle"
)

// TestLegalityPeriods checks how the legality text dates each status: a
// format's first status only by the source that first states it.
func TestLegalityPeriods(t *testing.T) {
	d := func(s string) *oracle.Date { v := oracle.MustDate(s); return &v }
	src := oracle.SourceRef{ID: "s"}
	periods := []oracle.LegalityPeriod{
		{Format: "modern", Status: "legal", From: src, Since: *d("2015-12-30"), Until: d("2022-04-25"), UntilAfter: d("2019-07-21")},
		{Format: "modern", Status: "banned", From: src, Since: *d("2022-04-25"), SinceAfter: d("2019-07-21")},
		{Format: "pioneer", Status: "legal", From: src, Since: *d("2022-04-25")},
		{Format: "frontier", Status: "legal", From: src, Since: *d("2019-07-21"), Unlisted: d("2022-04-25")},
	}
	var b strings.Builder
	Legality(&b, Style{}, &oracle.LegalityView{Name: "Card", Periods: periods})
	for _, want := range []string{
		"modern   legal       since 2015-12-30 or earlier until between 2019-07-21 and 2022-04-25 (s)\n",
		"modern   banned      from between 2019-07-21 and 2022-04-25 on (s)\n",
		"pioneer  legal       since 2022-04-25 or earlier (s)\n",
		"frontier legal       since 2019-07-21 or earlier, as far as known: the newest snapshot of its legalities (2022-04-25) does not list frontier (s)\n",
	} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("no line %q in\n%s", want, b.String())
		}
	}
	b.Reset()
	Legality(&b, Style{}, &oracle.LegalityView{Name: "Card", Periods: periods[2:3], NewestKnown: d("2022-04-25")})
	if want := "since 2022-04-25 or earlier, as far as known: no snapshot after 2022-04-25 lists the card (s)"; !strings.Contains(b.String(), want) {
		t.Errorf("no %q in\n%s", want, b.String())
	}
	for _, tt := range []struct{ format, want string }{
		{"", "no snapshot states the card's legalities\n"},
		{"standard", "no snapshot states the card's status in standard\n"},
	} {
		b.Reset()
		Legality(&b, Style{}, &oracle.LegalityView{Name: "Card", Format: tt.format})
		if !strings.HasSuffix(b.String(), tt.want) {
			t.Errorf("no periods, format %q: %q, want it to end in %q", tt.format, b.String(), tt.want)
		}
	}
}

// TestFieldLinesLegalitySources checks that the legalities in force on a
// date name the snapshots that last stated them, grouped by snapshot.
func TestFieldLinesLegalitySources(t *testing.T) {
	d := func(s string) *oracle.Date { v := oracle.MustDate(s); return &v }
	first, later := oracle.SourceRef{ID: "s2015"}, oracle.SourceRef{ID: "s2017"}
	status := func(format, value string, last *oracle.StatedBy) oracle.FieldAsOf {
		return oracle.FieldAsOf{Field: oracle.LegalityField(format), Value: value, Source: &first, Date: d("2015-12-30"), LastStated: last}
	}
	restated := &oracle.StatedBy{Source: later, Date: *d("2017-12-06")}
	c := &oracle.CardView{AsOf: "2018-01-01", Fields: []oracle.FieldAsOf{
		status("legacy", "legal", restated), status("vintage", "restricted", restated),
		status("prismatic", "legal", nil), status("modern", oracle.NotLegal, restated)}}
	got := strings.Join(fieldSourceLines(c), "\n")
	want := "  legalities: legal in legacy; restricted in vintage (s2017, 2017-12-06); legal in prismatic (s2015, 2015-12-30)"
	if !strings.Contains(got, want) {
		t.Errorf("got\n%s\nwant the line\n%s", got, want)
	}
}
