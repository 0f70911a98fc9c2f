package render

import (
	"strings"
	"testing"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/diff"
)

// TestHistoryWithoutText: a card without rules text says so once, at its
// first printing, and its snapshots print no blank wording.
func TestHistoryWithoutText(t *testing.T) {
	empty := ""
	event := func(kind oracle.EventKind, date string, reprint bool) diff.HistoryEvent {
		return diff.HistoryEvent{Event: oracle.Event{Kind: kind, Date: oracle.MustDate(date), Text: &empty, Reprint: reprint,
			Source: oracle.SourceRef{ID: "s"}}}
	}
	var b strings.Builder
	History(&b, Style{}, &oracle.HistoryView{Name: "Gutter Skulk"}, []diff.HistoryEvent{
		event(oracle.EventPrinting, "2013-02-01", false), event(oracle.EventPrinting, "2014-02-01", true),
		event(oracle.EventSnapshot, "2018-11-07", false)})
	got := b.String()
	if strings.Count(got, "(no rules text)") != 1 || strings.Contains(got, "\n\n\n") {
		t.Errorf("got\n%s", got)
	}
}
