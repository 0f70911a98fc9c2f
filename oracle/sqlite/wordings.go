package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"github.com/mtgoracle/oracle/oracle"
	"slices"
	"strings"
)

// Timeline looks a card up by name and returns its resolved wording events.
func (s *Store) Timeline(ctx context.Context, name string) (*oracle.CardTimeline, error) {
	var t *oracle.CardTimeline
	err := s.lookup(ctx, func(tx dbtx) error {
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
func cardTimeline(ctx context.Context, tx dbtx, ref cardRef, query string) (*oracle.CardTimeline, error) {
	faces, err := loadFaces(ctx, tx, ref.ID)
	if err != nil {
		return nil, err
	}
	timelines, err := loadTimelines(ctx, tx, newSourceCache(tx), ref.ID)
	if err != nil {
		return nil, err
	}
	t := &oracle.CardTimeline{Name: ref.Name, Match: ref.Match}
	if ref.Match != oracle.MatchExact {
		t.Query = query
	}
	for _, f := range faces {
		t.Faces = append(t.Faces, oracle.FaceTimeline{Name: faceName(ref.Name, f), Events: timelines[f.position], TypeLine: f.view.TypeLine})
	}
	// A card of one face has no face row: its type line is the card's, as
	// EachTimeline reads it, so that a diff classifies it as the audit does.
	if len(t.Faces) == 1 && t.Faces[0].TypeLine == "" {
		if err := tx.QueryRowContext(ctx, "SELECT type_line FROM cards WHERE id = ?", ref.ID).Scan(&t.Faces[0].TypeLine); err != nil {
			return nil, err
		}
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
// snapshots (reprints, which change no wording, are left out, but for the
// first of each other printed text, evidence of when a wording changed). It reads
// the whole database in a few ordered queries rather than per card.
func (s *Store) EachTimeline(ctx context.Context, fn func(*oracle.CardTimeline) error) error {
	return s.read(ctx, func(tx *sql.Tx) error { return eachTimeline(ctx, tx, fn) })
}

// eachTimeline is EachTimeline within tx, the cards' ids given too.
func eachTimeline(ctx context.Context, tx dbtx, fn func(*oracle.CardTimeline) error) error {
	return eachTimelineID(ctx, tx, func(_ int64, t *oracle.CardTimeline) error { return fn(t) })
}

// eachTimelineID is eachTimeline, fn given each card's id too.
func eachTimelineID(ctx context.Context, tx dbtx, fn func(int64, *oracle.CardTimeline) error) error {
	cards, err := tx.QueryContext(ctx, `SELECT c.id, c.name, coalesce(f.position, 0), coalesce(f.name, ''),
			coalesce(nullif(f.type_line, ''), c.type_line)
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
	wr := &eventCursor{rows: wordings, scan: newSourceCache(tx).scanWording}
	var t *oracle.CardTimeline
	var cardID int64
	var positions []int
	// Events are gathered in slices kept from card to card, and each
	// face's are then copied out at their size.
	gathered := map[int][]oracle.Event{}
	emit := func() error {
		if t == nil {
			return nil
		}
		for pos := range gathered {
			gathered[pos] = gathered[pos][:0]
		}
		for _, c := range []*eventCursor{pr, wr} {
			if err := c.collect(ctx, cardID, gathered); err != nil {
				return err
			}
		}
		for i, pos := range positions {
			if events := gathered[pos]; len(events) > 0 {
				t.Faces[i].Events = slices.Clone(events)
				oracle.ResolveTimeline(t.Faces[i].Events)
			}
		}
		return fn(cardID, t)
	}
	for cards.Next() {
		var id int64
		var name, face, typeLine string
		var pos int
		if err := cards.Scan(&id, &name, &pos, &face, &typeLine); err != nil {
			return err
		}
		if t == nil || id != cardID {
			if err := emit(); err != nil {
				return err
			}
			t, cardID, positions = &oracle.CardTimeline{Name: name, Match: oracle.MatchExact}, id, nil
		}
		if face == "" {
			face = name
		}
		t.Faces = append(t.Faces, oracle.FaceTimeline{Name: face, TypeLine: typeLine})
		positions = append(positions, pos)
	}
	if err := cards.Err(); err != nil {
		return err
	}
	return emit()
}

// eventCursor reads events of one query ordered by card, a card at a time.
type eventCursor struct {
	rows *sql.Rows
	scan func(context.Context, *sql.Rows) (card int64, face int, e oracle.Event, err error)
	// keep, when set, says whether a row read is an event; one it does
	// not keep is skipped.
	keep func(card int64, face int, e *oracle.Event) bool
	// pending is the row read ahead, when held: the first of the next card.
	pending     oracle.Event
	held        bool
	pendingCard int64
	pendingFace int
	done        bool
}

// collect adds the events of card to timelines, skipping those of cards
// before it.
func (c *eventCursor) collect(ctx context.Context, card int64, timelines map[int][]oracle.Event) error {
	for {
		if !c.held && !c.done {
			if !c.rows.Next() {
				c.done = true
				if err := c.rows.Err(); err != nil {
					return err
				}
			} else {
				var err error
				if c.pendingCard, c.pendingFace, c.pending, err = c.scan(ctx, c.rows); err != nil {
					return err
				}
				if c.keep != nil && !c.keep(c.pendingCard, c.pendingFace, &c.pending) {
					continue
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

func scanPrinting(_ context.Context, rows *sql.Rows) (int64, int, oracle.Event, error) {
	var e oracle.Event
	var card int64
	var face int
	var released, name, text, flags string
	if err := rows.Scan(&card, &face, &e.Set, &e.SetName, &released, &e.Number, &name, &text, &e.RawText, &e.Problem, &flags); err != nil {
		return 0, 0, e, err
	}
	e.CalledReprint = slices.Contains(strings.Split(flags, ","), oracle.PrintingReprint)
	e.Kind = oracle.EventPrinting
	e.Date, _ = oracle.ParseDate(released)
	e.Source = oracle.SourceRef{ID: setSourceID(e.Set), Title: e.SetName, Kind: oracle.SourcePrinting}
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
const printingColumns = "card_id, face, set_code, set_name, released, number, printed_name, text, raw_text, text_problem, flags"

// printingOrder puts one face's printings in the order they came out: by
// release, those whose text is known first, then by set and collector
// number, compared as numbers (#39 before #281). Printings without a
// release date are not events of a timeline.
func printingOrder(p string) string {
	return p + "released, " + p + "text_problem != '', " + p + "set_code, CAST(" + p + "number AS INTEGER), " + p + "number, " + p + "face"
}

// datedPrinting is the condition that a printing has a release date.
func datedPrinting(p string) string { return p + "released != ''" }

// firstPrintingsQuery selects each face's first printing of cards (as for
// cardsIn), ordered by card: reprints change no wording. A face whose
// first printings' text is not known gets them all, up to the first whose
// text is. Which printings those are is worked out in one ordered pass over
// each face's printings (a window counting those before with known text),
// on their ordering columns alone; only the printings picked are then read
// whole. Asking, for each printing, whether an earlier one had known text
// took time cubic in a face's printings: about 14 s for the basic lands'
// six hundred each.
//
// The first reprint of each other printed text comes too: a reprint that
// printed a newer wording inside a change window is evidence of when the
// wording changed (oracle.NarrowWindows), and a basic land's six hundred
// printings have a few texts.
func firstPrintingsQuery(cards string) string {
	return `SELECT p.` + strings.ReplaceAll(printingColumns, ", ", ", p.") + `
		FROM (SELECT id, card_id, face, released, text_problem, set_code, number,
				max(text_problem = '') OVER (PARTITION BY card_id, face ORDER BY ` + printingOrder("") + `
					ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS known_before,
				row_number() OVER (PARTITION BY card_id, face, text ORDER BY ` + printingOrder("") + `) AS nth_of_text
			FROM printings WHERE ` + cardsIn("card_id", cards) + ` AND ` + datedPrinting("") + `) k
		JOIN printings p ON p.id = k.id
		WHERE k.known_before IS NOT 1 OR (k.text_problem = '' AND k.nth_of_text = 1)
		ORDER BY k.card_id, ` + printingOrder("k.")
}

// cardPrintingsQuery selects every dated printing of one card, in the
// order firstPrintingsQuery gives them: firstPrintingKept picks the same.
func cardPrintingsQuery() string {
	return `SELECT ` + printingColumns + ` FROM printings WHERE card_id = ? AND ` + datedPrinting("") +
		` ORDER BY ` + printingOrder("")
}

// firstPrintingKept is, for the rows of cardPrintingsQuery, the choice
// firstPrintingsQuery makes in SQL: of each face, the printings up to the
// first whose text is known, then the first printing of each other text,
// if its text is known. For one card, reading its printings and choosing
// here takes a third of the time the window query does (Llanowar Elves'
// 59 printings: 0.22 ms against 0.6; a basic land's 600: 1.5 ms against
// 3.7), most of it the query's preparation and its sorts by text.
func firstPrintingKept() func(card int64, face int, e *oracle.Event) bool {
	type faceKey struct {
		card int64
		face int
	}
	type faceSeen struct {
		known bool            // a printing before had known text
		texts map[string]bool // the texts of the printings before
	}
	seen := map[faceKey]*faceSeen{}
	return func(card int64, face int, e *oracle.Event) bool {
		s := seen[faceKey{card, face}]
		if s == nil {
			s = &faceSeen{texts: map[string]bool{}}
			seen[faceKey{card, face}] = s
		}
		text := *e.Text
		keep := !s.known || (e.Problem == "" && !s.texts[text])
		s.known = s.known || e.Problem == ""
		s.texts[text] = true
		return keep
	}
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
	tx   dbtx
	byID map[string]datedSource
}

type datedSource struct {
	ref  oracle.SourceRef
	date oracle.Date
}

func newSourceCache(tx dbtx) *sourceCache {
	return &sourceCache{tx: tx, byID: map[string]datedSource{}}
}

func (c *sourceCache) get(ctx context.Context, id string) (datedSource, error) {
	if s, ok := c.byID[id]; ok {
		return s, nil
	}
	s, err := scanSource(c.tx.QueryRowContext(ctx, "SELECT "+sourceColumns+" FROM sources WHERE id = ?", id))
	if err != nil {
		return s, fmt.Errorf("source %q: %w", id, err)
	}
	c.byID[id] = s
	return s, nil
}

// sourceColumns are the columns of sources that scanSource reads.
const sourceColumns = "id, title, kind, date"

func scanSource(row interface{ Scan(...any) error }) (datedSource, error) {
	var s datedSource
	var date string
	if err := row.Scan(&s.ref.ID, &s.ref.Title, &s.ref.Kind, &date); err != nil {
		return s, err
	}
	s.date, _ = oracle.ParseDate(date)
	return s, nil
}

// preload reads in one query the sources of the wordings of cards (as for
// cardsIn, with args): a card's wordings come from a dozen sources, each
// of which was a query of its own.
func (c *sourceCache) preload(ctx context.Context, cards string, args ...any) error {
	rows, err := c.tx.QueryContext(ctx, "SELECT "+sourceColumns+" FROM sources WHERE id IN (SELECT source_id FROM wordings WHERE "+
		cardsIn("card_id", cards)+")", args...)
	if err != nil {
		return err
	}
	return c.keep(rows)
}

// keep keeps the sources of rows, of sourceColumns, and closes rows.
func (c *sourceCache) keep(rows *sql.Rows) error {
	defer rows.Close()
	for rows.Next() {
		s, err := scanSource(rows)
		if err != nil {
			return err
		}
		c.byID[s.ref.ID] = s
	}
	return rows.Err()
}

// cardWordingsQuery selects the wordings of one card, in the order
// wordingsQuery gives them, each with the columns of its source, for
// scanSourcedWording: a card answer then needs no query for its sources.
func cardWordingsQuery() string {
	return `SELECT w.card_id, w.face, w.kind, w.errata_kind, w.ability, w.text, w.note, ` + prefixed("s.", sourceColumns) + `
		FROM wordings w JOIN sources s ON s.id = w.source_id WHERE w.card_id = ? ORDER BY w.id`
}

// scanSourcedWording reads a row of cardWordingsQuery.
func scanSourcedWording(_ context.Context, rows *sql.Rows) (int64, int, oracle.Event, error) {
	var e oracle.Event
	var card int64
	var face int
	var text sql.NullString
	var date string
	if err := rows.Scan(&card, &face, &e.Kind, &e.ErratumKind, &e.Ability, &text, &e.Note,
		&e.Source.ID, &e.Source.Title, &e.Source.Kind, &date); err != nil {
		return 0, 0, e, err
	}
	e.Date, _ = oracle.ParseDate(date)
	if text.Valid {
		e.Text = &text.String
	}
	return card, face, e, nil
}

// scanWording reads a row of wordingsQuery.
func (c *sourceCache) scanWording(ctx context.Context, rows *sql.Rows) (int64, int, oracle.Event, error) {
	var e oracle.Event
	var card int64
	var face int
	var text sql.NullString
	var source string
	if err := rows.Scan(&card, &face, &e.Kind, &e.ErratumKind, &e.Ability, &text, &e.Note, &source); err != nil {
		return 0, 0, e, err
	}
	s, err := c.get(ctx, source)
	if err != nil {
		return 0, 0, e, err
	}
	e.Source, e.Date = s.ref, s.date
	if text.Valid {
		e.Text = &text.String
	}
	return card, face, e, nil
}
