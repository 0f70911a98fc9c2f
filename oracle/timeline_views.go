package oracle

import (
	"fmt"
	"strings"
)

// FaceTimeline is one face's resolved wording events, oldest first.
type FaceTimeline struct {
	Name   string  `json:"name"`
	Events []Event `json:"events"`
	// TypeLine is the face's type line in force now, when the reader
	// gives it: what the classifier of its changes knows of its types.
	TypeLine string `json:"-"`
}

// CardTimeline is a card's wording events, face by face (one face for a
// single-face card).
type CardTimeline struct {
	Query string         `json:"query,omitempty"`
	Match MatchKind      `json:"match"`
	Name  string         `json:"name"`
	Faces []FaceTimeline `json:"faces"`
}

// Selected is one wording of a card picked by a selector.
type Selected struct {
	Selector string `json:"selector"`
	// Wording is the card's wording, its faces joined by FaceSeparator.
	Wording string `json:"wording"`
	// Event is the event the (first face's) wording comes from.
	Event *Event   `json:"event"`
	Notes []string `json:"notes,omitempty"`
}

// Date is the date the selector names, else the date of the wording it
// picked: the date the card's other fields are read as of beside it.
func (s *Selected) Date() Date {
	if d, err := ParseDate(s.Selector); err == nil {
		return d
	}
	return s.Event.Date
}

// SelectorError is a selector that names no wording of the card.
type SelectorError struct {
	Selector, Card, Reason string
}

func (e *SelectorError) Error() string {
	return fmt.Sprintf("%q: %s", e.Selector, e.Reason)
}

// Select picks one wording of the card: "printed" (the first printing's
// text as printed), "printed:SET" (the text printed in set SET), "current",
// a date (the wording in force then) or a source id (the wording that
// source gave or led to).
func (t *CardTimeline) Select(selector string) (*Selected, error) {
	sel := &Selected{Selector: selector}
	var pick func(events []Event) (*Event, string, []string)
	set, printedSet := strings.CutPrefix(selector, "printed:")
	date, dateErr := ParseDate(selector)
	switch {
	case selector == "current":
		pick = func(events []Event) (*Event, string, []string) {
			e := LastWording(events)
			if e == nil {
				return nil, "", nil
			}
			return e, e.Wording, nil
		}
	case selector == "printed" || printedSet:
		pick = func(events []Event) (*Event, string, []string) {
			for i := range events {
				e := &events[i]
				// a printing whose text is not known is not a wording
				if e.Kind != EventPrinting || e.Problem != "" || (printedSet && !strings.EqualFold(e.Set, set)) || (!printedSet && e.PrintedAgain()) {
					continue
				}
				if e.RawText != "" {
					return e, e.RawText, nil
				}
				return e, *e.Text, nil
			}
			return nil, "", nil
		}
	case dateErr == nil:
		pick = func(events []Event) (*Event, string, []string) {
			at := WordingAsOf(events, date)
			return at.Event, at.Wording, at.Notes
		}
	default:
		pick = func(events []Event) (*Event, string, []string) {
			for i := len(events) - 1; i >= 0; i-- {
				e := &events[i]
				if e.Source.ID != selector || !e.SetsWording() {
					continue
				}
				if e.Kind == EventPrinting {
					return e, *e.Text, nil
				}
				return e, e.Wording, nil
			}
			return nil, "", nil
		}
	}
	var texts []string
	found := false
	for _, f := range t.Faces {
		e, text, notes := pick(f.Events)
		if e != nil && !found {
			sel.Event, found = e, true
		}
		texts = append(texts, text)
		sel.Notes = append(sel.Notes, notes...)
	}
	if !found {
		return nil, &SelectorError{Selector: selector, Card: t.Name, Reason: t.noWordingReason(selector, printedSet, set, dateErr == nil)}
	}
	sel.Wording = strings.Join(texts, FaceSeparator)
	return sel, nil
}

func (t *CardTimeline) noWordingReason(selector string, printedSet bool, set string, isDate bool) string {
	switch {
	case selector == "current":
		return t.Name + " has no wording"
	case selector == "printed":
		return t.Name + " has no printing whose text is known"
	case printedSet:
		return fmt.Sprintf("%s was not printed in set %q, or the data does not give that printing's text", t.Name, set)
	case isDate:
		return fmt.Sprintf("%s had no wording yet on %s", t.Name, selector)
	}
	return fmt.Sprintf("no wording of %s comes from a source %q (expected printed, printed:SET, a date, a source id or current)", t.Name, selector)
}

// FirstWordingSource is the source of a card's first known wording, "" if
// it has none.
func (t *CardTimeline) FirstWordingSource() string {
	var first *Event
	for _, f := range t.Faces {
		for i := range f.Events {
			if e := &f.Events[i]; e.SetsWording() && (first == nil || e.Date.First() < first.Date.First()) {
				first = e
			}
		}
	}
	if first == nil {
		return ""
	}
	return first.Source.ID
}
