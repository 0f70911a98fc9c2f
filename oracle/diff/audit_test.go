package diff

import (
	"context"
	"errors"
	"runtime"
	"testing"
	"time"

	"github.com/mtgoracle/oracle/oracle"
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
	res, err := RunAudit(context.Background(), AuditFilter{}, DefaultRewrites(), false, func(add func(*oracle.CardTimeline) error) error {
		return add(tl)
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Changes) != 1 || res.Changes[0].Source.ID != "d" {
		t.Fatalf("changes %+v, want only the one of snapshot d", res.Changes)
	}
	for _, c := range res.Changes {
		if c.Size == 0 {
			t.Errorf("a change of size 0 is listed: %+v", c)
		}
	}
}

// TestAuditEndsItsGoroutines checks that an audit whose cards fail to be
// read, or whose context is canceled while cards are queued, returns the
// error having ended every goroutine it started.
func TestAuditEndsItsGoroutines(t *testing.T) {
	tl := &oracle.CardTimeline{Name: "Curfew", Faces: []oracle.FaceTimeline{{Name: "Curfew", Events: []oracle.Event{
		{Kind: oracle.EventSnapshot, Date: oracle.MustDate("2009-07-31"), Wording: "Each player returns a creature.", Changed: true},
		{Kind: oracle.EventSnapshot, Date: oracle.MustDate("2025-09-25"), Wording: "Each player returns a creature they control.", Changed: true},
	}}}}
	errRead := errors.New("read failed")
	tests := []struct {
		name string
		ctx  func() (context.Context, context.CancelFunc)
		each func(cancel context.CancelFunc) func(add func(*oracle.CardTimeline) error) error
		want error
	}{
		{"read error", background, func(context.CancelFunc) func(func(*oracle.CardTimeline) error) error {
			return func(add func(*oracle.CardTimeline) error) error {
				for range 10 {
					if err := add(tl); err != nil {
						return err
					}
				}
				return errRead
			}
		}, errRead},
		{"canceled while queueing", cancelable, func(cancel context.CancelFunc) func(func(*oracle.CardTimeline) error) error {
			return func(add func(*oracle.CardTimeline) error) error {
				cancel()
				// More cards than the queue holds: add must give up
				// rather than wait for room.
				for range 100 * runtime.GOMAXPROCS(0) {
					if err := add(tl); err != nil {
						return err
					}
				}
				return errors.New("add took every card after the cancel")
			}
		}, context.Canceled},
		{"canceled after the last card", cancelable, func(cancel context.CancelFunc) func(func(*oracle.CardTimeline) error) error {
			return func(add func(*oracle.CardTimeline) error) error {
				err := add(tl)
				cancel()
				return err
			}
		}, context.Canceled},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := runtime.NumGoroutine()
			ctx, cancel := tt.ctx()
			defer cancel()
			res, err := RunAudit(ctx, AuditFilter{}, DefaultRewrites(), false, tt.each(cancel))
			if !errors.Is(err, tt.want) || res != nil {
				t.Errorf("RunAudit: %v, %v; want nil, %v", res, err, tt.want)
			}
			// Goroutines that ended may take a moment to be counted out.
			for range 100 {
				if runtime.NumGoroutine() <= before {
					return
				}
				time.Sleep(10 * time.Millisecond)
			}
			t.Errorf("%d goroutines before the audit, %d after it", before, runtime.NumGoroutine())
		})
	}
}

func background() (context.Context, context.CancelFunc) { return context.Background(), func() {} }
func cancelable() (context.Context, context.CancelFunc) {
	return context.WithCancel(context.Background())
}
