package sqlite

import (
	"context"
	"github.com/mtgoracle/oracle/oracle"
	"reflect"
	"testing"
)

// TestEachTimeline checks that the whole-database read gives every card
// the timeline Timeline gives it, reprints left out.
func TestEachTimeline(t *testing.T) {
	s := openTestStore(t)
	ctx := context.Background()
	n := 0
	err := s.EachTimeline(ctx, func(all *oracle.CardTimeline) error {
		n++
		one, err := s.Timeline(ctx, all.Name)
		if err != nil {
			return err
		}
		for i, f := range one.Faces {
			var want []oracle.Event
			for _, e := range f.Events {
				if !e.PrintedAgain() {
					want = append(want, e)
				}
			}
			// The whole-database read also loads the first reprint of each
			// other printed text, as evidence of a change's date.
			var got []oracle.Event
			for _, e := range all.Faces[i].Events {
				if !e.PrintedAgain() {
					got = append(got, e)
				}
			}
			if len(got) != len(want) {
				t.Errorf("%s face %d: %d events, want %d", all.Name, i, len(got), len(want))
				continue
			}
			for k := range got {
				g, w := got[k], want[k]
				if g.Wording != w.Wording || g.Source.ID != w.Source.ID || g.Changed != w.Changed || !reflect.DeepEqual(g.ChangedAfter, w.ChangedAfter) {
					t.Errorf("%s event %d: %+v, want %+v", all.Name, k, g, w)
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n == 0 {
		t.Fatal("no cards")
	}
}

func TestSelect(t *testing.T) {
	s := openTestStore(t)
	tl, err := s.Timeline(context.Background(), "Curfew")
	if err != nil {
		t.Fatal(err)
	}
	events := tl.Faces[0].Events
	var first, last *oracle.Event
	want := map[string]string{} // selector: wording
	for i := range events {
		e := &events[i]
		switch {
		case e.Kind == oracle.EventPrinting && !e.PrintedAgain():
			first = e
			want["printed"] = *e.Text
			want["printed:"+e.Set] = *e.Text
		case e.Kind == oracle.EventErrata || e.Kind == oracle.EventSnapshot:
			want[e.Source.ID] = e.Wording
			want[e.Date.String()] = e.Wording
			last = e
		}
	}
	if first == nil || last == nil {
		t.Fatalf("Curfew's timeline lacks a first printing or a later wording: %+v", events)
	}
	want["current"] = last.Wording
	for selector, wording := range want {
		sel, err := tl.Select(selector)
		if err != nil {
			t.Errorf("%s: %v", selector, err)
		} else if sel.Wording != wording {
			t.Errorf("%s: %q, want %q", selector, sel.Wording, wording)
		}
	}
	for _, bad := range []string{"printed:zzz", "1900", "nowhere"} {
		if _, err := tl.Select(bad); err == nil {
			t.Errorf("Select(%q) found a wording", bad)
		}
	}
}
