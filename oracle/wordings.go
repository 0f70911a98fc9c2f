package oracle

import (
	"context"
	"database/sql"
	"fmt"
	"slices"
	"strings"
)

// FaceTimeline is one face's resolved wording events, oldest first.
type FaceTimeline struct {
	Name   string  `json:"name"`
	Events []Event `json:"events"`
}

// CardTimeline is a card's wording events, face by face (one face for a
// single-face card).
type CardTimeline struct {
	Query string         `json:"query,omitempty"`
	Match MatchKind      `json:"match"`
	Name  string         `json:"name"`
	Faces []FaceTimeline `json:"faces"`
}

// Timeline looks a card up by name and returns its resolved wording events.
func (s *Store) Timeline(ctx context.Context, name string) (*CardTimeline, error) {
	var t *CardTimeline
	err := s.read(ctx, func(tx *sql.Tx) error {
		ref, err := findCard(ctx, tx, name)
		if err != nil {
			return err
		}
		t, err = cardTimeline(ctx, tx, ref, name)
		return err
	})
	return t, err
}

// cardTimeline reads and resolves the timeline of a card found by query.
func cardTimeline(ctx context.Context, tx dbtx, ref cardRef, query string) (*CardTimeline, error) {
	faces, err := loadFaces(ctx, tx, ref.ID)
	if err != nil {
		return nil, err
	}
	timelines, err := loadTimelines(ctx, tx, newSourceCache(ctx, tx), ref.ID)
	if err != nil {
		return nil, err
	}
	t := &CardTimeline{Name: ref.Name, Match: ref.Match}
	if ref.Match != MatchExact {
		t.Query = query
	}
	for _, f := range faces {
		t.Faces = append(t.Faces, FaceTimeline{Name: faceName(ref.Name, f), Events: timelines[f.position]})
	}
	return t, nil
}

func faceName(card string, f faceRow) string {
	if f.position == 0 || f.view.Name == "" {
		return card
	}
	return f.view.Name
}

// EachTimeline calls fn with the resolved wording timeline of every card,
// in the order the cards were added: first printings, errata and
// snapshots (reprints, which change no wording, are left out). It reads
// the whole database in a few ordered queries rather than per card.
func (s *Store) EachTimeline(ctx context.Context, fn func(*CardTimeline) error) error {
	return s.read(ctx, func(tx *sql.Tx) error {
		cards, err := tx.QueryContext(ctx, `SELECT c.id, c.name, coalesce(f.position, 0), coalesce(f.name, '')
			FROM cards c LEFT JOIN faces f ON f.card_id = c.id ORDER BY c.id, f.position`)
		if err != nil {
			return err
		}
		defer cards.Close()
		printings, err := tx.QueryContext(ctx, firstPrintingsQuery(""))
		if err != nil {
			return err
		}
		defer printings.Close()
		wordings, err := tx.QueryContext(ctx, wordingsQuery(""))
		if err != nil {
			return err
		}
		defer wordings.Close()
		pr := &eventCursor{rows: printings, scan: scanPrinting}
		wr := &eventCursor{rows: wordings, scan: newSourceCache(ctx, tx).scanWording}
		var t *CardTimeline
		var cardID int64
		var positions []int
		// Events are gathered in slices kept from card to card, and each
		// face's are then copied out at their size.
		gathered := map[int][]Event{}
		emit := func() error {
			if t == nil {
				return nil
			}
			for pos := range gathered {
				gathered[pos] = gathered[pos][:0]
			}
			for _, c := range []*eventCursor{pr, wr} {
				if err := c.collect(cardID, gathered); err != nil {
					return err
				}
			}
			for i, pos := range positions {
				if events := gathered[pos]; len(events) > 0 {
					t.Faces[i].Events = slices.Clone(events)
					ResolveTimeline(t.Faces[i].Events)
				}
			}
			return fn(t)
		}
		for cards.Next() {
			var id int64
			var name, face string
			var pos int
			if err := cards.Scan(&id, &name, &pos, &face); err != nil {
				return err
			}
			if t == nil || id != cardID {
				if err := emit(); err != nil {
					return err
				}
				t, cardID, positions = &CardTimeline{Name: name, Match: MatchExact}, id, nil
			}
			if face == "" {
				face = name
			}
			t.Faces = append(t.Faces, FaceTimeline{Name: face})
			positions = append(positions, pos)
		}
		if err := cards.Err(); err != nil {
			return err
		}
		return emit()
	})
}

// eventCursor reads events of one query ordered by card, a card at a time.
type eventCursor struct {
	rows *sql.Rows
	scan func(*sql.Rows) (card int64, face int, e Event, err error)
	// pending is the row read ahead, when held: the first of the next card.
	pending     Event
	held        bool
	pendingCard int64
	pendingFace int
	done        bool
}

// collect adds the events of card to timelines, skipping those of cards
// before it.
func (c *eventCursor) collect(card int64, timelines map[int][]Event) error {
	for {
		if !c.held && !c.done {
			if !c.rows.Next() {
				c.done = true
				if err := c.rows.Err(); err != nil {
					return err
				}
			} else {
				var err error
				if c.pendingCard, c.pendingFace, c.pending, err = c.scan(c.rows); err != nil {
					return err
				}
				c.held = true
			}
		}
		if !c.held || c.pendingCard > card {
			return nil
		}
		if c.pendingCard == card {
			timelines[c.pendingFace] = append(timelines[c.pendingFace], c.pending)
		}
		c.held = false
	}
}

func scanPrinting(rows *sql.Rows) (int64, int, Event, error) {
	var e Event
	var card int64
	var face int
	var released, name, text string
	if err := rows.Scan(&card, &face, &e.Set, &e.SetName, &released, &e.Number, &name, &text, &e.RawText, &e.Problem); err != nil {
		return 0, 0, e, err
	}
	e.Kind = EventPrinting
	e.Date, _ = ParseDate(released)
	e.Source = SourceRef{ID: setSourceID(e.Set), Title: e.SetName, Kind: SourcePrinting}
	e.Face = name
	e.Text = &text
	return card, face, e, nil
}

// cardsIn is the condition that column holds one of cards: an SQL list or
// subquery, or "" for every card.
func cardsIn(column, cards string) string {
	if cards == "" {
		return "1"
	}
	return column + " IN " + cards
}

// printingColumns are the columns scanPrinting reads.
const printingColumns = "card_id, face, set_code, set_name, released, number, printed_name, text, raw_text, text_problem"

// printingOrder puts one face's printings in the order they came out: by
// release, those whose text is known first, then by set and collector
// number, compared as numbers (#39 before #281). Printings without a
// release date are not events of a timeline.
func printingOrder(p string) string {
	return p + "released, " + p + "text_problem != '', " + p + "set_code, CAST(" + p + "number AS INTEGER), " + p + "number, " + p + "face"
}

// PrintingOrder is printingOrder for the search compiler, which reads
// printings under the alias p.
func PrintingOrder(p string) string { return printingOrder(p) }

// datedPrinting is the condition that a printing has a release date.
func datedPrinting(p string) string { return p + "released != ''" }

// firstPrintingsQuery selects each face's first printing of cards (as for
// cardsIn), ordered by card: reprints change no wording. k walks the
// printings in card order on an index alone, and only each face's first
// printing is read from the table. A face whose first printings' text is
// not known gets them all, up to the first whose text is.
func firstPrintingsQuery(cards string) string {
	return `SELECT p.` + strings.ReplaceAll(printingColumns, ", ", ", p.") + `
		FROM printings k JOIN printings p ON p.id = k.id
		WHERE ` + cardsIn("k.card_id", cards) + ` AND ` + datedPrinting("k.") + ` AND k.id IN (SELECT q.id FROM printings q
			WHERE q.card_id = k.card_id AND q.face = k.face AND ` + datedPrinting("q.") + ` AND NOT EXISTS (
				SELECT 1 FROM printings r WHERE r.card_id = q.card_id AND r.face = q.face AND ` + datedPrinting("r.") + `
				AND r.text_problem = '' AND (` + printingOrder("r.") + `) < (` + printingOrder("q.") + `)))
		ORDER BY k.card_id, ` + printingOrder("k.")
}

// wordingsQuery selects the wordings of cards (as for cardsIn), by card
// and in the order they were added, for sourceCache.scanWording.
func wordingsQuery(cards string) string {
	return `SELECT card_id, face, kind, errata_kind, ability, text, note, source_id
		FROM wordings WHERE ` + cardsIn("card_id", cards) + ` ORDER BY card_id, id`
}

// sourceCache looks up the sources of the wordings one operation reads,
// each source once: a few hundred sources serve a hundred thousand
// wordings, and joining them to every wording cost more than reading them.
type sourceCache struct {
	ctx  context.Context
	tx   dbtx
	byID map[string]datedSource
}

type datedSource struct {
	ref  SourceRef
	date Date
}

func newSourceCache(ctx context.Context, tx dbtx) *sourceCache {
	return &sourceCache{ctx: ctx, tx: tx, byID: map[string]datedSource{}}
}

func (c *sourceCache) get(id string) (datedSource, error) {
	if s, ok := c.byID[id]; ok {
		return s, nil
	}
	var s datedSource
	var date string
	err := c.tx.QueryRowContext(c.ctx, "SELECT id, title, kind, date FROM sources WHERE id = ?", id).
		Scan(&s.ref.ID, &s.ref.Title, &s.ref.Kind, &date)
	if err != nil {
		return s, fmt.Errorf("source %q: %w", id, err)
	}
	s.date, _ = ParseDate(date)
	c.byID[id] = s
	return s, nil
}

// scanWording reads a row of wordingsQuery.
func (c *sourceCache) scanWording(rows *sql.Rows) (int64, int, Event, error) {
	var e Event
	var card int64
	var face int
	var text sql.NullString
	var source string
	if err := rows.Scan(&card, &face, &e.Kind, &e.ErratumKind, &e.Ability, &text, &e.Note, &source); err != nil {
		return 0, 0, e, err
	}
	s, err := c.get(source)
	if err != nil {
		return 0, 0, e, err
	}
	e.Source, e.Date = s.ref, s.date
	if text.Valid {
		e.Text = &text.String
	}
	return card, face, e, nil
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
			e := lastWording(events)
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
				if e.Kind != EventPrinting || e.Problem != "" || (printedSet && !strings.EqualFold(e.Set, set)) || (!printedSet && e.Reprint) {
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
