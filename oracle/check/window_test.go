package check

import (
	"testing"

	"github.com/mtgoracle/oracle/oracle"
)

// TestCheckPrintedEvidence: a reprint that narrows a change window must lie
// inside it.
func TestCheckPrintedEvidence(t *testing.T) {
	text := func(s string) *string { return &s }
	face := func(evidence string) oracle.FaceTimeline {
		events := []oracle.Event{
			{Kind: oracle.EventPrinting, Date: oracle.MustDate("1993-08-05"), Set: "LEA", Text: text("Counter target interrupt.")},
			{Kind: oracle.EventPrinting, Date: oracle.MustDate("1997-03-24"), Set: "5ED", Text: text("Counter target spell.")},
			{Kind: oracle.EventSnapshot, Date: oracle.MustDate("2009-07-31"), Source: oracle.SourceRef{ID: "snap"}, Text: text("Counter target spell.")},
		}
		oracle.ResolveTimeline(events)
		if evidence != "" {
			events[2].PrintedNewer = &oracle.PrintedEvidence{Set: "X", Date: oracle.MustDate(evidence)}
		}
		return oracle.FaceTimeline{Name: "Counterspell", Events: events}
	}
	for _, tt := range []struct {
		evidence string
		want     int
	}{{"", 0}, {"1997-03-24", 0}, {"2010-01-01", 1}, {"1993-08-05", 1}, {"2009", 1}} {
		empty, firsts, windows, order := &Result{}, &Result{}, &Result{}, &Result{}
		f := face(tt.evidence)
		if tt.evidence == "" && f.Events[2].PrintedNewer == nil {
			t.Fatal("ResolveTimeline found no evidence in 5ED")
		}
		checkFace("Counterspell", f, empty, firsts, windows, order)
		if windows.Count != tt.want {
			t.Errorf("evidence %q: %d window violations %v, want %d", tt.evidence, windows.Count, windows.Examples, tt.want)
		}
	}
}
