package diff

import "github.com/mtgoracle/oracle/oracle"

// PrintedReads reports whether a printed text reads a wording: alike once
// notation is set aside, or differing only in templating the rewrites
// explain ("remove it from the game" reads "exile it").
func (c *Classifier) PrintedReads(printed, wording string) bool {
	if oracle.PrintedReads(printed, wording) {
		return true
	}
	if printed == "" || wording == "" {
		return false
	}
	d := Compare(printed, wording)
	if d.Size() == 0 {
		return true
	}
	c.Classify(d)
	return d.Class() == Templating
}

// PrintedReadsFor is PrintedReads for the card or face named name, whose
// name in a wording reads as the card itself.
func (c *Classifier) PrintedReadsFor(name string) func(printed, wording string) bool {
	return c.For(name).PrintedReads
}

// NarrowWindows records, for each face of t, the reprints that printed a
// newer wording inside the window of a change a snapshot saw, reading the
// printed texts with the rewrites as well as notation aside
// (oracle.NarrowWindows).
func (c *Classifier) NarrowWindows(t *oracle.CardTimeline) { c.narrowWindows(t, nil) }

// narrowWindows is NarrowWindows reading a reprint with known's answer
// when it holds one (see Known).
func (c *Classifier) narrowWindows(t *oracle.CardTimeline, known *Known) {
	for i := range t.Faces {
		f := &t.Faces[i]
		if !hasWindow(f.Events) {
			continue
		}
		oracle.NarrowWindows(f.Events, oracle.PrintedReads, known.printedReads(f.Name, c.For(f.Name).PrintedReads))
	}
}

// hasWindow reports whether a snapshot of events saw a change after a
// printing: only then can a reprint narrow a window.
func hasWindow(events []oracle.Event) bool {
	printed := false
	for i := range events {
		e := &events[i]
		if e.Kind == oracle.EventPrinting && e.Reprint {
			printed = true
		}
		if printed && e.Kind == oracle.EventSnapshot && e.ChangedAfter != nil {
			return true
		}
	}
	return false
}
