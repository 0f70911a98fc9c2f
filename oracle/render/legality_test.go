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
}
