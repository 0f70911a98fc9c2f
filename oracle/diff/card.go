package diff

import "github.com/mtgoracle/oracle/oracle"

// WordingRef says where a selected wording comes from.
type WordingRef struct {
	Selector string            `json:"selector"`
	Kind     oracle.EventKind  `json:"kind"`
	Source   *oracle.SourceRef `json:"source"`
	Date     *oracle.Date      `json:"date"`
	Set      string            `json:"set,omitempty"`
	Number   string            `json:"number,omitempty"`
	Notes    []string          `json:"notes,omitempty"`
}

func newWordingRef(s *oracle.Selected) WordingRef {
	e := s.Event
	return WordingRef{Selector: s.Selector, Kind: e.Kind, Source: &e.Source, Date: &e.Date, Set: e.Set,
		Number: e.Number, Notes: s.Notes}
}

// CardDiff is the diff of two wordings of a card, with where each comes
// from.
type CardDiff struct {
	Card  string     `json:"card"`
	From  WordingRef `json:"from"`
	To    WordingRef `json:"to"`
	Class Class      `json:"class,omitempty"`
	Size  int        `json:"size"`
	*Diff
}

// CompareCard diffs two selected wordings of a card and classifies the
// changes, reading the card's and its faces' names as references to
// itself.
func CompareCard(t *oracle.CardTimeline, from, to *oracle.Selected, rewrites []Rewrite) *CardDiff {
	d := Compare(from.Wording, to.Wording)
	NewClassifier(rewrites, timelineNames(t)...).Classify(d)
	return &CardDiff{Card: t.Name, From: newWordingRef(from), To: newWordingRef(to), Class: d.Class(), Size: d.Size(), Diff: d}
}

// timelineNames are the card's name and its faces' names.
func timelineNames(t *oracle.CardTimeline) []string {
	names := []string{t.Name}
	for _, f := range t.Faces {
		if f.Name != t.Name {
			names = append(names, f.Name)
		}
	}
	return names
}
