package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/parser"
)

// Card looks a card up by name and returns its wording in force on asOf,
// or its current wording when asOf is nil, then with the card's current
// legalities (as of a date, the field history gives them instead).
func (s *Store) Card(ctx context.Context, name string, asOf *oracle.Date) (*oracle.CardView, error) {
	if asOf == nil {
		view, ident, err := s.CardWithIdentity(ctx, name, nil)
		if err == nil {
			view.SetCurrentLegalities(ident)
		}
		return view, err
	}
	var view *oracle.CardView
	err := s.lookup(ctx, func(tx dbtx) error {
		ref, v, err := findCardRow(ctx, tx, name, nil)
		if err != nil {
			return err
		}
		view, err = cardView(ctx, tx, ref, v, asOf, nil, s.printedReads)
		if view != nil && ref.Match != oracle.MatchExact {
			view.Query = name
		}
		return err
	})
	return view, err
}

// findCardRow is findCard with the card's row as a view without its
// wording (scanCard), and its identity into identity when not nil: a name
// a card has exactly, as most are asked, is looked up in the statement
// that reads the row, one statement fewer for a card answer.
func findCardRow(ctx context.Context, tx dbtx, name string, identity *identityRow) (cardRef, *oracle.CardView, error) {
	columns, extra := viewColumns+", c.id", []any(nil)
	if identity != nil {
		columns, extra = columns+", "+identityColumns, identity.dest()
	}
	ref := cardRef{Match: oracle.MatchExact}
	v, err := scanCard(tx.QueryRowContext(ctx, "SELECT "+columns+" FROM cards c WHERE c.name = ?", name), append([]any{&ref.ID}, extra...)...)
	if err == nil {
		ref.Name = v.Name
	} else if errors.Is(err, sql.ErrNoRows) {
		if ref, err = findCardNotExact(ctx, tx, name); err == nil {
			v, err = scanCard(tx.QueryRowContext(ctx, "SELECT "+columns+" FROM cards c WHERE c.id = ?", ref.ID), append([]any{&ref.ID}, extra...)...)
		}
	}
	if err != nil {
		return ref, nil, err
	}
	v.Match = ref.Match
	return ref, v, nil
}

// cardView completes the view v of a card's row (findCardRow) with its
// wording on asOf (the latest when nil); snapshots, when not nil,
// receives what the answer read of the snapshots (cardSnapshots), for the
// caller's next use. reads, when not nil, judges the reprints inside a
// change window (Store.ReadPrintedWith).
func cardView(ctx context.Context, tx dbtx, ref cardRef, v *oracle.CardView, asOf *oracle.Date, snapshots *cardSnapshots,
	reads PrintedReader) (*oracle.CardView, error) {
	faces, err := loadFaces(ctx, tx, ref.ID)
	if err != nil {
		return nil, err
	}
	// The wording needs no reprint: a basic land has six hundred.
	var gave map[string]string
	err = eachBatchTimeline(ctx, tx, []int64{ref.ID}, func(timelines map[int][]oracle.Event) {
		gave = snapshotSources(timelines)
		if asOf != nil && reads != nil {
			for i := range faces {
				name := faces[i].view.Name
				if name == "" {
					name = v.Name
				}
				// The answer reads the printed evidence of the window the
				// date lies in, if it lies in one.
				events := timelines[faces[i].position]
				at := oracle.WordingAsOf(events, *asOf)
				if w := at.Window(); w != nil {
					oracle.NarrowWindowsOf(events, func(e *oracle.Event) bool { return e == w }, oracle.PrintedReads, reads(name, keptClass(ctx, tx)))
				}
			}
		}
		setWording(v, faces, timelines, asOf)
	})
	if err != nil {
		return v, err
	}
	if err := setFields(ctx, tx, v, ref.ID, gave, asOf, snapshots); err != nil {
		return v, err
	}
	valueNotes(v, asOf)
	return v, nil
}

// valueNotes adds to a view whose fields are set what its values leave
// unsaid: values its type needs that no source states, and, as of a date,
// a split card's two mana values then.
func valueNotes(v *oracle.CardView, asOf *oracle.Date) {
	if v.FirstKnown != nil {
		return
	}
	v.Notes = append(v.Notes, oracle.UnknownValueNotes(v)...)
	if note := oracle.DerivedNote(v.Derived, v.AsOf); note != "" {
		v.Notes = append(v.Notes, note)
	}
	if asOf != nil {
		if note := oracle.SplitManaValueNote(v.Layout, v.ManaCost, *asOf); note != "" {
			v.Notes = append(v.Notes, note)
		}
	}
}

// setFields completes a view whose wording is set, of the card id whose
// snapshot wordings come from the sources gave (snapshotSources): as of a
// date, its fields in force then; and, when the snapshots after the
// newest that lists the card (up to the date) do not list it, a note that
// its wording is the newest known. read, when not nil, receives the
// snapshots read.
func setFields(ctx context.Context, tx dbtx, v *oracle.CardView, id int64, gave map[string]string, asOf *oracle.Date, read *cardSnapshots) error {
	snapshots, err := readCardSnapshots(ctx, tx, id, gave)
	if err != nil {
		return err
	}
	if read != nil {
		*read = snapshots
	}
	if asOf == nil {
		if snapshots.unlisting {
			notes, by, err := absenceNotesNow(ctx, tx, id)
			if err != nil {
				return err
			}
			v.Notes, v.AbsentBy = append(v.Notes, notes...), by
		}
		return snapshots.newestKnownNote(ctx, tx, v, nil)
	}
	h, err := loadCardFieldHistory(ctx, tx, id, snapshots.listed)
	if err != nil {
		return err
	}
	if h, err = withPrintedTypeLines(ctx, tx, id, h); err != nil {
		return err
	}
	applyFieldsAsOf(v, h, *asOf)
	if v.FirstKnown != nil {
		v.LeaveNotKnown()
		return nil
	}
	return snapshots.newestKnownNote(ctx, tx, v, asOf)
}

// viewColumns are the columns of a card c that scanCard reads; the last
// maps each field to the snapshot that set it (unstatedFields).
const viewColumns = `c.name, c.layout, c.mana_cost, c.mana_value, c.type_line, c.power, c.toughness, c.loyalty,
	c.defense, c.colors, c.color_identity, c.keywords, c.field_sources`

// keywordsUnstated is the SQL that holds for a card (of table) whose
// keywords none of the snapshots that set its fields stated: its answer
// works them out from its wording (CardView.UnstatedKeywordsFromWording),
// and kw: finds it by those. A card no snapshot set a field of keeps the
// stored keywords. The index cards_keywords_unstated holds these cards: its
// condition is this one's, and unstatedFields reads the same of a card's
// row.
func keywordsUnstated(table string) string {
	return "iif(" + table + ".field_sources IN ('', '{}'), 0, json_extract(" + table + ".field_sources, '$.keywords') IS NULL)"
}

// scanCard reads a row of viewColumns, then of extra, into a view of the
// card, without its wording.
func scanCard(row interface{ Scan(...any) error }, extra ...any) (*oracle.CardView, error) {
	v := &oracle.CardView{AsOf: "current"}
	var colors, identity, keywords, fieldSources string
	dest := append([]any{&v.Name, &v.Layout, &v.ManaCost, &v.ManaValue, &v.TypeLine, &v.Power, &v.Toughness,
		&v.Loyalty, &v.Defense, &colors, &identity, &keywords, &fieldSources}, extra...)
	if err := row.Scan(dest...); err != nil {
		return nil, err
	}
	var err error
	if v.Derived, err = unstatedFields(fieldSources); err != nil {
		return nil, fmt.Errorf("card %q: field_sources: %w", v.Name, err)
	}
	v.Colors, v.ColorIdentity = splitColors(colors), splitColors(identity)
	if keywords != "" {
		v.Keywords = strings.Split(keywords, ", ")
	}
	return v, nil
}

// setWording sets a card's wording, face by face, from its faces' resolved
// timelines (by face position): the wording in force on asOf, or the
// latest when asOf is nil.
func setWording(v *oracle.CardView, faces []faceRow, timelines map[int][]oracle.Event, asOf *oracle.Date) {
	if asOf != nil {
		v.AsOf = asOf.String()
	}
	var texts []string
	var known bool            // some face has a wording by then
	var first *oracle.Event   // the earliest wording of any face after then
	var printed *oracle.Event // the first printing by then, its text not given
	for i := range faces {
		f := &faces[i]
		events := timelines[f.position]
		var at oracle.AsOf
		if asOf != nil {
			at = oracle.WordingAsOf(events, *asOf)
		} else if last := oracle.LastWording(events); last != nil {
			at = oracle.AsOf{Wording: last.Wording, Event: last}
		}
		known = known || at.Event != nil
		if e := at.FirstKnown; e != nil && (first == nil || e.Date.First() < first.Date.First()) {
			first = e
		}
		if e := at.PrintedBefore; e != nil && (printed == nil || e.Date.First() < printed.Date.First()) {
			printed = e
		}
		f.view.OracleText = at.Wording
		f.view.Notes = at.Notes
		if at.Event != nil {
			src, d := at.Event.Source, at.Event.Date
			f.view.Source, f.view.Date = &src, &d
		}
		texts = append(texts, at.Wording)
		for _, n := range at.Notes {
			// faces printed together share their notes
			if !slices.Contains(v.Notes, n) {
				v.Notes = append(v.Notes, n)
			}
		}
	}
	v.OracleText = oracle.JoinFaceTexts(texts)
	if len(faces) > 1 {
		for _, f := range faces {
			v.Faces = append(v.Faces, f.view)
		}
	}
	v.Source, v.Date = faces[0].view.Source, faces[0].view.Date
	v.UnstatedKeywordsFromWording()
	if !known && first != nil {
		v.FirstKnown = &oracle.FirstKnown{Source: first.Source, Date: first.Date}
		if printed != nil {
			v.FirstKnown.PrintedBefore = &oracle.PrintedEvidence{Set: printed.Set, SetName: printed.SetName, Number: printed.Number, Date: printed.Date}
		}
	}
}

// unstatedFields are the fields a view lists as derived that no snapshot
// stated of a card, by its field_sources (a JSON object naming the
// snapshot that set each field; "" or "{}" for a card of no snapshot):
// those the store works out (oracle.DeriveUnstated), and the keywords,
// which the view works out from its wording
// (CardView.UnstatedKeywordsFromWording). Read here rather than by
// json_extract in the card's query: the first JSON function a process
// runs costs it the code SQLite runs for it, more than the decoding.
func unstatedFields(fieldSources string) ([]string, error) {
	out := []string{}
	var set map[string]string
	if err := unmarshalFieldSources(fieldSources, &set); err != nil || len(set) == 0 {
		return out, err
	}
	for _, f := range []string{"layout", "colors", "keywords"} {
		// as json_extract, a field set to null (read as "") is not stated
		if set[f] == "" {
			out = append(out, f)
		}
	}
	return out, nil
}

func splitColors(s string) []string {
	out := []string{}
	for _, r := range s {
		out = append(out, string(r))
	}
	return out
}

type faceRow struct {
	position int
	view     oracle.FaceView
}

// loadFaces returns the faces of a card; a single-face card has one, at
// position 0.
func loadFaces(ctx context.Context, tx dbtx, cardID int64) ([]faceRow, error) {
	rows, err := tx.QueryContext(ctx, `SELECT card_id, `+faceColumns+` FROM faces WHERE card_id = ? ORDER BY position`, cardID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var faces []faceRow
	for rows.Next() {
		_, f, err := scanFace(rows)
		if err != nil {
			return nil, err
		}
		faces = append(faces, f)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if len(faces) == 0 {
		faces = []faceRow{{position: 0}}
	}
	return faces, nil
}

// faceColumns are the columns of faces that scanFace reads after a card id.
const faceColumns = "position, name, mana_cost, type_line, power, toughness, loyalty, defense, colors"

func scanFace(rows *sql.Rows) (int64, faceRow, error) {
	var f faceRow
	var card int64
	var colors string
	if err := rows.Scan(&card, &f.position, &f.view.Name, &f.view.ManaCost, &f.view.TypeLine, &f.view.Power,
		&f.view.Toughness, &f.view.Loyalty, &f.view.Defense, &colors); err != nil {
		return 0, f, err
	}
	f.view.Colors = splitColors(colors)
	return card, f, nil
}

// loadTimelines returns each face's resolved wording events, keyed by face
// position (0 for a single-face card), with their sources from sources.
func loadTimelines(ctx context.Context, tx dbtx, sources *sourceCache, cardID int64) (map[int][]oracle.Event, error) {
	timelines := map[int][]oracle.Event{}
	for _, q := range []struct {
		query string
		scan  func(context.Context, *sql.Rows) (int64, int, oracle.Event, error)
	}{
		{"SELECT " + printingColumns + " FROM printings WHERE card_id = ? AND " + datedPrinting("") +
			" ORDER BY " + printingOrder(""), scanPrinting},
		{wordingsQuery("(?)"), sources.scanWording},
	} {
		rows, err := tx.QueryContext(ctx, q.query, cardID)
		if err != nil {
			return nil, err
		}
		for rows.Next() {
			_, face, e, err := q.scan(ctx, rows)
			if err != nil {
				rows.Close()
				return nil, err
			}
			timelines[face] = append(timelines[face], e)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, err
		}
	}
	for face := range timelines {
		oracle.ResolveTimeline(timelines[face])
	}
	return timelines, nil
}

// refreshOracleText works out a card's current wording from its timeline
// and stores it.
func refreshOracleText(ctx context.Context, tx dbtx, sources *sourceCache, cardID int64) error {
	timelines, err := loadTimelines(ctx, tx, sources, cardID)
	if err != nil {
		return err
	}
	current := map[int]string{}
	for pos, events := range timelines {
		if last := oracle.LastWording(events); last != nil {
			current[pos] = last.Wording
		}
	}
	return storeOracleText(ctx, tx, cardID, current)
}

// storeOracleText stores a card's current wording, per face and joined,
// for search, with its parse into abilities. current maps a face position
// (0 for a single-face card) to its wording.
func storeOracleText(ctx context.Context, tx dbtx, cardID int64, current map[int]string) error {
	rows, err := loadFaces(ctx, tx, cardID)
	if err != nil {
		return err
	}
	var name, typeLine string
	if err := tx.QueryRowContext(ctx, "SELECT name, type_line FROM cards WHERE id = ?", cardID).Scan(&name, &typeLine); err != nil {
		return err
	}
	faces := make([]oracle.Face, 0, len(rows))
	for _, f := range rows {
		if f.position > 0 {
			faces = append(faces, oracle.Face{Name: f.view.Name, TypeLine: f.view.TypeLine})
		}
	}
	o, err := parseCurrent(name, typeLine, faces, current)
	if err != nil {
		return err
	}
	for i, f := range o.faces {
		if _, err := tx.ExecContext(ctx, "UPDATE faces SET oracle_text = ?, abilities = ? WHERE card_id = ? AND position = ?",
			f.text, f.abilities, cardID, i+1); err != nil {
			return err
		}
	}
	if _, err := tx.ExecContext(ctx, "UPDATE cards SET oracle_text = ? WHERE id = ?", o.text, cardID); err != nil {
		return err
	}
	abilities := newAbilitiesBatch()
	if err := abilities.add(ctx, tx, cardID, o.abilities); err != nil {
		return err
	}
	return abilities.flush(ctx, tx)
}

// currentOracle is a card's current wording as stored for search: joined
// over its faces, with the parse into abilities of the whole card and of
// each face.
type currentOracle struct {
	oracleOf
	faces []oracleOf // by position, from 1
}

type oracleOf struct {
	text      string
	abilities []byte // JSON
}

// parseCurrent parses the current wording of a card named name with its
// faces (none for a single-face card), which are at positions 1, 2...;
// current maps a face position (0 for a single-face card) to its wording.
func parseCurrent(name, typeLine string, faces []oracle.Face, current map[int]string) (currentOracle, error) {
	var o currentOracle
	all := []*parser.Ability{}
	parse := func(text, name, typeLine string) []*parser.Ability {
		// A parse problem still yields every ability; the text is kept as is.
		parsed, _ := parser.Parse(text, parser.Options{Name: name, TypeLine: typeLine})
		all = append(all, parsed.Abilities...)
		return parsed.Abilities
	}
	if len(faces) == 0 {
		o.text = current[0]
		parse(o.text, name, typeLine)
	}
	var texts []string
	for i, f := range faces {
		text := current[i+1]
		texts = append(texts, text)
		js, err := json.Marshal(parse(text, f.Name, f.TypeLine))
		if err != nil {
			return o, err
		}
		o.faces = append(o.faces, oracleOf{text, js})
	}
	if len(faces) > 0 {
		o.text = oracle.JoinFaceTexts(texts)
	}
	var err error
	o.abilities, err = json.Marshal(all)
	return o, err
}

// History returns every event of a card, oldest first: printings, errata,
// snapshots and rulings, each face's wording events resolved.
func (s *Store) History(ctx context.Context, name string) (*oracle.HistoryView, error) {
	var h *oracle.HistoryView
	err := s.lookup(ctx, func(tx dbtx) error {
		ref, err := findCard(ctx, tx, name)
		if err != nil {
			return err
		}
		t, err := cardTimeline(ctx, tx, ref, name)
		if err != nil {
			return err
		}
		h = &oracle.HistoryView{Query: t.Query, Name: ref.Name, Match: ref.Match, Events: []oracle.HistoryEvent{}, Timeline: t}
		for _, f := range t.Faces {
			for i, e := range f.Events {
				if len(t.Faces) > 1 {
					e.Face = f.Name
				} else if e.Kind == oracle.EventPrinting && e.Face == ref.Name {
					e.Face = ""
				}
				h.Events = append(h.Events, oracle.HistoryEvent{Event: e, Timeline: &f.Events[i]})
			}
		}
		rulings, err := cardRulings(ctx, tx, ref.ID)
		if err != nil {
			return err
		}
		for _, r := range rulings {
			text := r.Text
			h.Events = append(h.Events, oracle.HistoryEvent{Event: oracle.Event{Kind: oracle.EventRuling, Date: r.Date,
				Precision: r.Date.Precision().String(), Source: r.Source, Text: &text, Note: r.Note}})
		}
		oracle.SortHistory(h.Events)
		fields, err := loadFieldHistory(ctx, tx, newSourceCache(tx), ref.ID)
		if err != nil {
			return err
		}
		if fields, err = withPrintedTypeLines(ctx, tx, ref.ID, fields); err != nil {
			return err
		}
		h.FieldChanges = oracle.FieldChanges(fields.statements, fields.listed)
		if h.FieldChanges == nil {
			h.FieldChanges = []oracle.FieldChange{}
		}
		return appendUndatedPrintings(ctx, tx, ref.ID, len(t.Faces) > 1, h)
	})
	return h, err
}

// appendUndatedPrintings adds to a history the card's printings no dump
// dates, after its dated events: they are printings of the card, which
// the timeline cannot place. A printing that no dump dates or numbers
// either (old Cockatrice files list sets under codes of their own, "4E"
// for 4ED) cannot be told from a dated one and is left out.
func appendUndatedPrintings(ctx context.Context, tx dbtx, id int64, multiFace bool, h *oracle.HistoryView) error {
	rows, err := tx.QueryContext(ctx, "SELECT "+printingColumns+" FROM printings WHERE card_id = ? AND released = '' AND number != '' ORDER BY "+printingOrder(""), id)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		_, _, e, err := scanPrinting(ctx, rows)
		if err != nil {
			return err
		}
		if !multiFace {
			e.Face = ""
		}
		e.Reprint = true // never the first: no date places it
		h.Events = append(h.Events, oracle.HistoryEvent{Event: e})
	}
	return rows.Err()
}

// EachFaceText calls fn with the current wording of every card, face by
// face for multi-face cards, in name order.
func (s *Store) EachFaceText(ctx context.Context, fn func(oracle.FaceText) error) error {
	return s.read(ctx, func(tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, `SELECT c.name, coalesce(f.name, c.name), coalesce(f.type_line, c.type_line),
				coalesce(f.oracle_text, c.oracle_text), c.keywords, f.keywords,
				EXISTS (SELECT 1 FROM faces f2 WHERE f2.card_id = c.id AND f2.keywords != ''),
				json_extract(nullif(c.field_sources, ''), '$.keywords') IS NOT NULL
			FROM cards c LEFT JOIN faces f ON f.card_id = c.id ORDER BY c.name, f.position`)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var ft oracle.FaceText
			var cardKeywords string
			var faceKeywords sql.NullString
			var facesStated bool
			if err := rows.Scan(&ft.Card, &ft.Name, &ft.TypeLine, &ft.Text, &cardKeywords, &faceKeywords, &facesStated, &ft.KeywordsStated); err != nil {
				return err
			}
			keywords := cardKeywords
			if faceKeywords.Valid {
				ft.PerCard = cardKeywords != "" && !facesStated
				if !ft.PerCard {
					keywords = faceKeywords.String
				}
			}
			if keywords != "" {
				ft.StatedKeywords = strings.Split(keywords, ", ")
			}
			if err := fn(ft); err != nil {
				return err
			}
		}
		return rows.Err()
	})
}

// absenceNotesNow say of each of the card's current statuses that a
// snapshot listing exactly a format's legal cards states by not listing
// it (oracle.NotLegalByAbsence) that it is so: its newest row of the
// format, by a snapshot with no wording of the card; and, by format, the
// snapshots that state them (as oracle.AbsenceSources does as of a date).
func absenceNotesNow(ctx context.Context, tx dbtx, id int64) ([]string, map[string]oracle.StatedBy, error) {
	return absenceNotes(ctx, tx, id, nil)
}

// absenceNotes are absenceNotesNow of the statuses in force on asOf (now
// when nil): the newest row of the format by then, the statements of the
// sources dated after it left out.
func absenceNotes(ctx context.Context, tx dbtx, id int64, asOf *oracle.Date) ([]string, map[string]oracle.StatedBy, error) {
	until := ""
	if asOf != nil {
		until = asOf.Last()
	}
	var notes []string
	var by map[string]oracle.StatedBy
	err := eachRow(ctx, tx, `SELECT s.lists_legal_in, s.id, s.title, s.kind, s.date FROM card_fields f JOIN sources s ON s.id = f.source_id
		WHERE f.card_id = ?1 AND f.face = 0 AND s.lists_legal_in != '' AND f.field = 'legality:' || s.lists_legal_in
		AND (?2 = '' OR s.date_last <= ?2)
		AND NOT EXISTS (SELECT 1 FROM wordings w WHERE w.card_id = ?1 AND w.source_id = s.id AND w.kind = 'snapshot')
		AND NOT EXISTS (SELECT 1 FROM card_fields g JOIN sources t ON t.id = g.source_id
			WHERE g.card_id = ?1 AND g.face = 0 AND g.field = f.field AND t.date_last > s.date_last
			AND (?2 = '' OR t.date_last <= ?2))
		ORDER BY s.lists_legal_in`, func(rows *sql.Rows) error {
		var format, date string
		var src oracle.SourceRef
		if err := rows.Scan(&format, &src.ID, &src.Title, &src.Kind, &date); err != nil {
			return err
		}
		d, err := oracle.ParseDate(date)
		if err != nil {
			return fmt.Errorf("source %s: %w", src.ID, err)
		}
		notes = append(notes, oracle.AbsenceStatusNote(format, src.ID, d))
		if by == nil {
			by = map[string]oracle.StatedBy{}
		}
		by[format] = oracle.StatedBy{Source: src, Date: d}
		return nil
	}, id, until)
	return notes, by, err
}

// hasLegalLists reports whether a snapshot lists exactly a format's legal
// cards: without one, no status is stated by absence.
func hasLegalLists(ctx context.Context, tx dbtx) (bool, error) {
	var has bool
	err := tx.QueryRowContext(ctx, "SELECT EXISTS (SELECT 1 FROM sources WHERE lists_legal_in != '')").Scan(&has)
	return has, err
}
