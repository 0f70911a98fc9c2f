package oracle

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
)

// printedByData marks printings that came from the YAML data, so a new
// ingest can replace them without touching imported ones.
const printedByData = "data"

// IngestStats counts what an ingest wrote.
type IngestStats struct {
	Sources   int `json:"sources"`
	Cards     int `json:"cards"`
	Printings int `json:"printings"`
	Wordings  int `json:"wordings"`
	Rulings   int `json:"rulings"`
	Rules     int `json:"rules"`
}

// Ingest loads a validated dataset in one transaction. Everything the
// dataset's sources said before is replaced, so ingesting the same data
// twice leaves the same database. hash is recorded as the data's digest.
func (s *Store) Ingest(ctx context.Context, ds *Dataset, hash string) (IngestStats, error) {
	var st IngestStats
	err := s.write(ctx, func(tx *sql.Tx) error {
		var err error
		st, err = ingest(ctx, tx, ds)
		if err != nil {
			return err
		}
		return setMeta(ctx, tx, MetaDataHash, hash)
	})
	return st, err
}

func ingest(ctx context.Context, tx dbtx, ds *Dataset) (IngestStats, error) {
	var st IngestStats
	// A document's items all come from the data; a snapshot source may also
	// hold imported wordings, so only the data's cards lose theirs below.
	for _, src := range ds.Sources {
		if err := upsertSource(ctx, tx, src); err != nil {
			return st, err
		}
		st.Sources++
	}
	for _, d := range ds.Documents {
		if err := upsertSource(ctx, tx, d.Source); err != nil {
			return st, err
		}
		if err := deleteSourceItems(ctx, tx, d.Source.ID); err != nil {
			return st, err
		}
		st.Sources++
	}
	if _, err := tx.ExecContext(ctx, "DELETE FROM printings WHERE reported_by = ?", printedByData); err != nil {
		return st, err
	}
	sourceDates := map[string]Date{}
	for _, src := range ds.Sources {
		sourceDates[src.ID] = src.Date
	}
	ids := map[string]int64{}
	cards, err := newCardWriter(ctx, tx)
	if err != nil {
		return st, err
	}
	wordings, printings := newWordingBatch(), newPrintingBatch()
	wordings.after, printings.after = cards.cards, cards.cards
	for _, c := range ds.Cards {
		id, _, err := cards.write(ctx, tx, cardRowOf(c, sourceDates))
		if err != nil {
			return st, fmt.Errorf("card %q: %w", c.Name, err)
		}
		ids[FoldName(c.Name)] = id
		st.Cards++
		for _, src := range ds.Sources {
			if _, err := tx.ExecContext(ctx, "DELETE FROM wordings WHERE card_id = ? AND source_id = ?", id, src.ID); err != nil {
				return st, err
			}
		}
		faces := append([]Face{{Oracle: c.Oracle}}, c.Faces...)
		for pos, f := range faces {
			for _, w := range f.Oracle {
				text := w.Text
				if err := addWording(ctx, tx, wordings, id, pos, wordingRow{source: w.Source, kind: EventSnapshot, text: &text}); err != nil {
					return st, err
				}
				st.Wordings++
			}
		}
		for _, p := range c.Printings {
			if err := upsertSetSource(ctx, tx, p); err != nil {
				return st, err
			}
			if err := addPrinting(ctx, tx, printings, id, c, p, printedByData); err != nil {
				return st, fmt.Errorf("card %q: %w", c.Name, err)
			}
		}
	}
	// Documents look the cards' faces up, and link rulings to them.
	if err := cards.flush(ctx, tx); err != nil {
		return st, err
	}
	for _, d := range ds.Documents {
		n, err := ingestDocument(ctx, tx, d, ids, wordings)
		if err != nil {
			return st, fmt.Errorf("%s: %w", d.Source.ID, err)
		}
		st.Wordings += n.Wordings
		st.Rulings += n.Rulings
		st.Rules += n.Rules
	}
	for _, b := range []*rowBatch{wordings, printings} {
		if err := b.flush(ctx, tx); err != nil {
			return st, err
		}
	}
	st.Printings = int(printings.written)
	sources := newSourceCache(ctx, tx)
	for _, id := range ids {
		if err := refreshOracleText(ctx, tx, sources, id); err != nil {
			return st, err
		}
	}
	return st, refreshFirstPrinted(ctx, tx)
}

// refreshFirstPrinted stores every card's first printing date, after
// printings were added or replaced.
func refreshFirstPrinted(ctx context.Context, tx dbtx) error {
	_, err := tx.ExecContext(ctx, `UPDATE cards SET first_printed = m.first
		FROM (SELECT card_id, min(released) AS first FROM printings GROUP BY card_id) AS m
		WHERE m.card_id = cards.id AND cards.first_printed != m.first`)
	return err
}

func ingestDocument(ctx context.Context, tx dbtx, d Document, ids map[string]int64, wordings *rowBatch) (IngestStats, error) {
	var st IngestStats
	src := d.Source.ID
	for _, e := range d.Errata {
		id := ids[FoldName(e.Card)]
		face, err := facePosition(ctx, tx, id, e.Face)
		if err != nil {
			return st, err
		}
		row := wordingRow{source: src, kind: EventErrata, errataKind: e.Kind, ability: e.Ability, number: e.Number, note: e.Note}
		if e.Kind != ErratumNone {
			text := e.Text
			row.text = &text
		}
		if err := addWording(ctx, tx, wordings, id, face, row); err != nil {
			return st, err
		}
		st.Wordings++
	}
	for _, r := range d.Rulings {
		date := ""
		if !r.Date.IsZero() {
			date = r.Date.String()
		}
		res, err := tx.ExecContext(ctx, "INSERT INTO rulings (source_id, kind, number, date, text) VALUES (?, ?, ?, ?, ?)",
			src, r.Kind, r.Number, date, r.Text)
		if err != nil {
			return st, err
		}
		if err := linkCards(ctx, tx, res, "ruling_cards (ruling_id, card_id)", r.Cards, ids); err != nil {
			return st, err
		}
		st.Rulings++
	}
	addRule := func(kind, keyword string, number int, topics, cards []string, text string) error {
		res, err := tx.ExecContext(ctx, "INSERT INTO rules (source_id, kind, number, keyword, topics, text) VALUES (?, ?, ?, ?, ?, ?)",
			src, kind, number, keyword, strings.Join(topics, ", "), text)
		if err != nil {
			return err
		}
		st.Rules++
		return linkCards(ctx, tx, res, "rule_cards (rule_id, card_id)", cards, ids)
	}
	for _, r := range d.Rules {
		if err := addRule(string(r.Kind), "", r.Number, r.Topics, r.Cards, r.Text); err != nil {
			return st, err
		}
	}
	for i, m := range d.Mechanics {
		if err := addRule("mechanic", m.Keyword, i+1, nil, m.Cards, m.Text); err != nil {
			return st, err
		}
	}
	return st, nil
}

func linkCards(ctx context.Context, tx dbtx, res sql.Result, table string, names []string, ids map[string]int64) error {
	itemID, err := res.LastInsertId()
	if err != nil {
		return err
	}
	for _, name := range names {
		if _, err := tx.ExecContext(ctx, "INSERT OR IGNORE INTO "+table+" VALUES (?, ?)", itemID, ids[FoldName(name)]); err != nil {
			return err
		}
	}
	return nil
}

func upsertSource(ctx context.Context, tx dbtx, s Source) error {
	_, err := tx.ExecContext(ctx, `INSERT INTO sources (id, title, author, kind, origin, date, date_first, date_last)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (id) DO UPDATE SET title = excluded.title, author = excluded.author, kind = excluded.kind,
			origin = excluded.origin, date = excluded.date, date_first = excluded.date_first, date_last = excluded.date_last`,
		s.ID, s.Title, s.Author, s.Kind, s.Origin, s.Date.String(), s.Date.First(), s.Date.Last())
	return err
}

// deleteSourceItems removes everything a source said, before it is loaded again.
func deleteSourceItems(ctx context.Context, tx dbtx, id string) error {
	for _, table := range []string{"wordings", "rulings", "rules"} {
		if _, err := tx.ExecContext(ctx, "DELETE FROM "+table+" WHERE source_id = ?", id); err != nil {
			return err
		}
	}
	return nil
}

// cardRow is a card's identity fields as stored.
type cardRow struct {
	Name, Layout, ManaCost, TypeLine, Power, Toughness, Loyalty, Defense string
	ManaValue                                                            float64
	Colors, ColorIdentity, Keywords                                      []string
	FieldsDate                                                           string // last day of the snapshot the fields come from
	Faces                                                                []Face
	// Oracle, when set, is the current wording to store with the fields;
	// else the wording is worked out from the card's timeline afterwards.
	Oracle *currentOracle
}

func cardRowOf(c Card, sourceDates map[string]Date) cardRow {
	fieldsDate := ""
	for _, f := range append([]Face{{Oracle: c.Oracle}}, c.Faces...) {
		for _, w := range f.Oracle {
			fieldsDate = max(fieldsDate, sourceDates[w.Source].Last())
		}
	}
	return cardRow{FieldsDate: fieldsDate,
		Name: c.Name, Layout: c.Layout, ManaCost: c.ManaCost, TypeLine: c.TypeLine,
		Power: c.Power, Toughness: c.Toughness, Loyalty: c.Loyalty, Defense: c.Defense,
		ManaValue: CardManaValue(c.Layout, c.ManaCost), Colors: c.Colors, ColorIdentity: c.ColorIdentity,
		Keywords: c.Keywords, Faces: c.Faces,
	}
}

// cardWriter writes cards and their faces in batches. It knows the cards
// already stored, so that it tells a card's id, and whether the snapshot
// writing it is at least as new as the one that set its fields, without
// asking the database card by card.
type cardWriter struct {
	stored       map[string]storedCard // by name
	nextID       int64
	cards, faces *rowBatch
}

type storedCard struct {
	id         int64
	fieldsDate string
}

// cardColumns are the columns cardWriter writes; the wording's come last.
const cardColumns = `id, name, name_key, layout, mana_cost, mana_value, type_line, power, toughness, loyalty, defense,
	colors, color_identity, keywords, fields_date, oracle_text`

func newCardWriter(ctx context.Context, tx dbtx) (*cardWriter, error) {
	w := &cardWriter{stored: map[string]storedCard{}, nextID: 1,
		cards: newRowBatch("cards", cardColumns, `ON CONFLICT (id) DO UPDATE SET layout = excluded.layout,
			mana_cost = excluded.mana_cost, mana_value = excluded.mana_value, type_line = excluded.type_line,
			power = excluded.power, toughness = excluded.toughness, loyalty = excluded.loyalty,
			defense = excluded.defense, colors = excluded.colors, color_identity = excluded.color_identity,
			keywords = excluded.keywords, fields_date = excluded.fields_date, oracle_text = excluded.oracle_text`),
		faces: newRowBatch("faces", `card_id, position, name, mana_cost, type_line, power, toughness, loyalty,
			defense, colors, oracle_text, abilities, keywords`, "")}
	w.faces.after = w.cards
	rows, err := tx.QueryContext(ctx, "SELECT id, name, fields_date FROM cards")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var name string
		var c storedCard
		if err := rows.Scan(&c.id, &name, &c.fieldsDate); err != nil {
			return nil, err
		}
		w.stored[name] = c
		w.nextID = max(w.nextID, c.id+1)
	}
	return w, rows.Err()
}

// write writes a card's fields and faces, unless a newer snapshot set
// them, and returns its id and whether it wrote them. Batches holding rows
// that name cards must be flushed after w.cards (rowBatch.after).
func (w *cardWriter) write(ctx context.Context, tx dbtx, c cardRow) (int64, bool, error) {
	stored, ok := w.stored[c.Name]
	if ok && c.FieldsDate < stored.fieldsDate {
		return stored.id, false, nil
	}
	id := stored.id
	if !ok {
		id = w.nextID
		w.nextID++
	}
	w.stored[c.Name] = storedCard{id, c.FieldsDate}
	layout := c.Layout
	if layout == "" {
		layout = "normal"
	}
	// A card written without its wording gets it from its timeline
	// afterwards (ingest, or an import's finish).
	text := ""
	if c.Oracle != nil {
		text = c.Oracle.text
	}
	err := w.cards.add(ctx, tx, id, c.Name, FoldName(c.Name), layout, c.ManaCost, c.ManaValue, c.TypeLine, c.Power,
		c.Toughness, c.Loyalty, c.Defense, strings.Join(c.Colors, ""), strings.Join(c.ColorIdentity, ""),
		strings.Join(c.Keywords, ", "), c.FieldsDate, text)
	if err != nil {
		return 0, false, err
	}
	if ok {
		if _, err := tx.ExecContext(ctx, "DELETE FROM faces WHERE card_id = ?", id); err != nil {
			return 0, false, err
		}
	}
	for i, f := range c.Faces {
		oracle := oracleOf{abilities: []byte("[]")}
		if c.Oracle != nil {
			oracle = c.Oracle.faces[i]
		}
		err := w.faces.add(ctx, tx, id, i+1, f.Name, f.ManaCost, f.TypeLine, f.Power, f.Toughness, f.Loyalty,
			f.Defense, strings.Join(f.Colors, ""), oracle.text, oracle.abilities, strings.Join(f.Keywords, ", "))
		if err != nil {
			return 0, false, err
		}
	}
	return id, true, nil
}

// flush writes the cards and faces gathered.
func (w *cardWriter) flush(ctx context.Context, tx dbtx) error {
	return w.faces.flush(ctx, tx) // and the cards first
}

// facePosition is the position of the named face, 0 for the whole card.
func facePosition(ctx context.Context, tx dbtx, cardID int64, face string) (int, error) {
	if face == "" {
		return 0, nil
	}
	var pos int
	err := tx.QueryRowContext(ctx, "SELECT position FROM faces WHERE card_id = ? AND name = ?", cardID, face).Scan(&pos)
	return pos, err
}

type wordingRow struct {
	source     string
	kind       EventKind
	errataKind ErratumKind
	ability    int
	number     int
	text       *string
	note       string
}

func newAbilitiesBatch() *rowBatch {
	return newRowBatch("card_abilities", "card_id, abilities", "ON CONFLICT (card_id) DO UPDATE SET abilities = excluded.abilities")
}

func newLegalitiesBatch() *rowBatch {
	return newRowBatch("legalities", "card_id, formats", "ON CONFLICT (card_id) DO UPDATE SET formats = excluded.formats")
}

func newWordingBatch() *rowBatch {
	return newRowBatch("wordings", "card_id, face, source_id, kind, errata_kind, ability, number, text, note", "")
}

// addWording adds a wording to wordings, a batch from newWordingBatch.
func addWording(ctx context.Context, tx dbtx, wordings *rowBatch, cardID int64, face int, w wordingRow) error {
	return wordings.add(ctx, tx, cardID, face, w.source, w.kind, w.errataKind, w.ability, w.number, w.text, w.note)
}

// setSourceID is the id of the printing source standing for a set's release.
func setSourceID(code string) string { return "set-" + strings.ToLower(code) }

// upsertSetSource makes sure a printing's set has its printing source.
func upsertSetSource(ctx context.Context, tx dbtx, p Printing) error {
	src := Source{ID: setSourceID(p.Set), Title: p.SetName, Kind: SourcePrinting, Date: p.Released, Origin: "set " + strings.ToUpper(p.Set)}
	if src.Title == "" {
		src.Title = strings.ToUpper(p.Set)
	}
	return upsertSource(ctx, tx, src)
}

func newPrintingBatch() *rowBatch {
	return newRowBatch("printings", `card_id, reported_by, face, set_code, set_name, released,
		number, printed_name, type_line, text, raw_text, flavor, rarity`, "ON CONFLICT DO NOTHING")
}

// addPrinting adds a printing to printings, a batch from newPrintingBatch,
// one row per printed face. The set's source must exist (upsertSetSource).
func addPrinting(ctx context.Context, tx dbtx, printings *rowBatch, cardID int64, c Card, p Printing, reportedBy string) error {
	p.Set = strings.ToUpper(p.Set) // Scryfall writes set codes in lower case
	type face struct {
		pos                               int
		name, typeLine, text, raw, flavor string
	}
	faces := []face{{0, p.Name, p.TypeLine, p.Text, p.RawText, p.Flavor}}
	if len(p.Faces) > 0 {
		faces = faces[:0]
		for _, pf := range p.Faces {
			pos := 0
			for i, f := range c.Faces {
				if f.Name == pf.Name {
					pos = i + 1
				}
			}
			faces = append(faces, face{pos, pf.Name, pf.TypeLine, pf.Text, pf.RawText, pf.Flavor})
		}
	}
	for _, f := range faces {
		err := printings.add(ctx, tx, cardID, reportedBy, f.pos, p.Set, p.SetName, p.Released.String(), p.Number,
			f.name, f.typeLine, f.text, f.raw, f.flavor, p.Rarity)
		if err != nil {
			return err
		}
	}
	return nil
}
