package diff

import "github.com/mtgoracle/oracle/oracle"

// EachChange calls fn with each change of a card's wording in force, face
// by face, oldest first: the event that made it and its diff from the
// wording before, classified for the face. A face's first wording is no
// change; nor is an event admit, when not nil, leaves out, which is not
// diffed.
func (c *Classifier) EachChange(t *oracle.CardTimeline, admit func(*oracle.Event) bool, fn func(f *oracle.FaceTimeline, e *oracle.Event, d *Diff)) {
	c.eachChanged(t, admit, func(f *oracle.FaceTimeline, e *oracle.Event, from string, fromDate oracle.Date, classifier func() *Classifier) {
		d := Compare(from, e.Wording)
		classifier().WithDates(fromDate, e.Date).Classify(d)
		fn(f, e, d)
	})
}

// eachChanged calls fn for each change of wording of t that admit admits
// (all when nil), with the wording before, the date it was first given,
// and the classifier of the face (made on first use).
func (c *Classifier) eachChanged(t *oracle.CardTimeline, admit func(*oracle.Event) bool,
	fn func(f *oracle.FaceTimeline, e *oracle.Event, from string, fromDate oracle.Date, classifier func() *Classifier)) {
	for i := range t.Faces {
		f := &t.Faces[i]
		var fc *Classifier
		classifier := func() *Classifier {
			if fc == nil {
				fc = c.For(f.Name).WithTypeLine(f.TypeLine)
			}
			return fc
		}
		prev := ""
		var prevDate oracle.Date
		for j := range f.Events {
			e := &f.Events[j]
			// The wording before is the one in force, which an event may
			// have rewritten in another notation without changing it.
			// The older wording is read as of the date it was first given:
			// a snapshot that repeats it later does not write it anew.
			from, fromDate := prev, prevDate
			if e.Changed || prev == "" {
				prevDate = e.Date
			}
			prev = e.Wording
			if !e.Changed {
				continue
			}
			if from == "" || admit != nil && !admit(e) {
				continue
			}
			fn(f, e, from, fromDate, classifier)
		}
	}
}

// HistoryEvent is an event of a card's history with, for a change of
// wording, its diff from the wording before.
type HistoryEvent struct {
	oracle.Event
	Diff *Diff `json:"diff,omitempty"`
	// Field is the change of a field other than the wording that an
	// event of kind oracle.EventField stands for.
	Field *oracle.FieldChange `json:"field,omitempty"`
}

// History pairs each event of a card's history with its diff, when it
// changed the wording in force.
func History(h *oracle.HistoryView, rewrites []Rewrite) []HistoryEvent {
	diffs := map[*oracle.Event]*Diff{}
	c := NewClassifier(rewrites)
	c.NarrowWindows(h.Timeline)
	c.EachChange(h.Timeline, nil, func(_ *oracle.FaceTimeline, e *oracle.Event, d *Diff) {
		diffs[e] = d
	})
	events := make([]HistoryEvent, len(h.Events))
	for i, e := range h.Events {
		events[i] = HistoryEvent{Event: e.Event, Diff: diffs[e.Timeline]}
		if e.Timeline != nil {
			// the reprints read with the rewrites
			events[i].PrintedNewer = e.Timeline.PrintedNewer
		}
	}
	return events
}
