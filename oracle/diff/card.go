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
	// Fields are the card's other fields (type line, P/T, cost, colors,
	// name) that differ between the dates of the two wordings.
	Fields []FieldDifference `json:"fields,omitempty"`
}

// FieldDifference is a field whose value in force differs between the
// dates of two wordings.
type FieldDifference struct {
	Face  int    `json:"face,omitempty"`
	Field string `json:"field"`
	From  string `json:"from"`
	To    string `json:"to"`
}

// CompareFields lists the fields (legalities aside) whose values in force
// differ, other than in notation, between the dates from and to, from a
// card's field history. A field not known on either date
// (oracle.EarliestStandsFor) is no difference: a printing states no P/T.
func CompareFields(statements []oracle.FieldStatement, listed []oracle.Listing, from, to oracle.Date) []FieldDifference {
	before := oracle.KnownFieldsAsOf(statements, listed, from)
	notKnown := func(f oracle.FieldAsOf) bool {
		return f.Source == nil && f.Earliest != nil && !oracle.EarliestStandsFor(f.Field)
	}
	var out []FieldDifference
	for _, a := range oracle.KnownFieldsAsOf(statements, listed, to) {
		if oracle.LegalityFormat(a.Field) != "" || notKnown(a) {
			continue
		}
		if b, ok := oracle.Field(before, a.Face, a.Field); ok && !notKnown(b) && !oracle.SameFieldValue(a.Field, b.Value, a.Value) {
			out = append(out, FieldDifference{Face: a.Face, Field: a.Field, From: b.Value, To: a.Value})
		}
	}
	return out
}

// CompareCard diffs two selected wordings of a card and classifies the
// changes, reading the card's and its faces' names as references to
// itself.
func CompareCard(t *oracle.CardTimeline, from, to *oracle.Selected, rewrites []Rewrite) *CardDiff {
	d := Compare(from.Wording, to.Wording)
	c := NewClassifier(rewrites, timelineNames(t)...)
	if len(t.Faces) == 1 {
		c = c.WithTypeLine(t.Faces[0].TypeLine)
	}
	c.WithDates(from.Event.Date, to.Event.Date).Classify(d)
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
