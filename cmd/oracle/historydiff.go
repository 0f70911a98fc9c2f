package main

import (
	"mtgoracle/oracle"
	"mtgoracle/oracle/diff"
)

// historyEvent is a history event with, for a change of wording, its diff
// against the wording before.
type historyEvent struct {
	oracle.Event
	Diff *diff.Diff `json:"diff,omitempty"`
}

// eventKey identifies a wording event of a history's timeline among the
// history's events, which are copies of them.
type eventKey struct {
	kind         oracle.EventKind
	source, date string
	set, number  string
	wording      string
}

func newEventKey(e oracle.Event) eventKey {
	return eventKey{kind: e.Kind, source: e.Source.ID, date: e.Date.String(), set: e.Set, number: e.Number, wording: e.Wording}
}

// wordingDiffs diffs each change of a card's wording in force against the
// wording before it, face by face; the first wording has no diff.
func wordingDiffs(t *oracle.CardTimeline) map[eventKey]*diff.Diff {
	diffs := map[eventKey]*diff.Diff{}
	rewrites := diff.DefaultRewrites()
	for _, f := range t.Faces {
		classifier := diff.NewClassifier(rewrites, f.Name)
		prev := ""
		for _, e := range f.Events {
			if !e.Changed {
				continue
			}
			from := prev
			prev = e.Wording
			if from == "" {
				continue
			}
			d := diff.Compare(from, e.Wording)
			classifier.Classify(d)
			diffs[newEventKey(e)] = d
		}
	}
	return diffs
}
