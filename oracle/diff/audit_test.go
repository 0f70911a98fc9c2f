package diff

import (
	"testing"

	"mtgoracle/oracle"
)

// TestAuditBlankChanges checks that a wording that differs from the one
// before only in blanks is not listed: no change has size 0.
func TestAuditBlankChanges(t *testing.T) {
	snapshot := func(id, date, wording string) oracle.Event {
		return oracle.Event{Kind: oracle.EventSnapshot, Date: oracle.MustDate(date),
			Source: oracle.SourceRef{ID: id, Kind: oracle.SourceSnapshot}, Wording: wording, Changed: true}
	}
	tl := &oracle.CardTimeline{Name: "Shivan Dragon", Faces: []oracle.FaceTimeline{{Name: "Shivan Dragon", Events: []oracle.Event{
		snapshot("a", "2009-07-31", "Flying\n{R}: Shivan Dragon gets +1/+0 until end of turn."),
		snapshot("b", "2013-12-25", "Flying\n\n{R}: Shivan Dragon gets +1/+0 until end of turn."),
		snapshot("c", "2015-12-30", "Flying\n{R}: Shivan Dragon gets +1/+0 until end of turn. "),
		snapshot("d", "2025-06-27", "Flying\n{R}: This creature gets +1/+0 until end of turn."),
	}}}}
	a := NewAuditor(AuditFilter{}, DefaultRewrites(), false)
	a.Add(tl)
	res := a.Result()
	if len(res.Changes) != 1 || res.Changes[0].Source.ID != "d" {
		t.Fatalf("changes %+v, want only the one of snapshot d", res.Changes)
	}
	for _, c := range res.Changes {
		if c.Size == 0 {
			t.Errorf("a change of size 0 is listed: %+v", c)
		}
	}
}
