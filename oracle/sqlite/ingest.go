package sqlite

import (
	"cmp"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"github.com/mtgoracle/oracle/oracle"
	"strings"
	"sync"
)

// printedByData marks printings that came from the YAML data, so a new
// ingest can replace them without touching imported ones.
const printedByData = "data"

// Ingest loads a validated dataset, the data embedded in the program, in
// one transaction. Everything the data said before is replaced, so
// ingesting the same data twice leaves the same database; what imported
// snapshots wrote is kept. hash is recorded as the data's digest.
func (s *Store) Ingest(ctx context.Context, ds *oracle.Dataset, hash string) (oracle.IngestStats, error) {
	return s.IngestDir(ctx, ds, hash, "")
}

// IngestDir is Ingest of a dataset read from the directory dir, which is
// recorded with the digest.
func (s *Store) IngestDir(ctx context.Context, ds *oracle.Dataset, hash, dir string) (oracle.IngestStats, error) {
	var st oracle.IngestStats
	err := s.write(ctx, func(tx *sql.Tx) error {
		var err error
		st, err = ingest(ctx, tx, ds)
		if err != nil {
			return err
		}
		if err := setMeta(ctx, tx, MetaDataDir, dir); err != nil {
			return err
		}
		if err := setMeta(ctx, tx, metaDataOnly, "1"); err != nil {
			return err
		}
		return setMeta(ctx, tx, MetaDataHash, hash)
	})
	return st, err
}

func ingest(ctx context.Context, tx dbtx, ds *oracle.Dataset) (oracle.IngestStats, error) {
	var st oracle.IngestStats
	// A document's items all come from the data; a snapshot source may also
	// hold an import's wordings, so only the data's own are replaced.
	for _, src := range ds.Sources {
		if err := upsertDataSnapshot(ctx, tx, src); err != nil {
			return st, err
		}
		if _, err := tx.ExecContext(ctx, "DELETE FROM wordings WHERE source_id = ? AND from_data = 1", src.ID); err != nil {
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
	sourceDates := map[string]oracle.Date{}
	for _, src := range ds.Sources {
		sourceDates[src.ID] = src.Date
	}
	ids := map[string]int64{}
	cards, err := newCardWriter(ctx, tx)
	if err != nil {
		return st, err
	}
	wordings, printings := newWordingBatch(), newPrintingBatch()
	// An import of the same snapshot may have stated a card's wording
	// already: its row is kept, and the data's skipped.
	snapshots := newRowBatch("wordings", wordingColumns, "ON CONFLICT DO NOTHING")
	wordings.after, printings.after, snapshots.after = cards.cards, cards.cards, cards.cards
	for _, c := range ds.Cards {
		row := cardRowOf(c, sourceDates)
		// The data file carries no legalities, and leaves keywords to
		// the parser when it states none.
		row.Unknown = oracle.FieldLegalities
		if len(c.Keywords) == 0 {
			row.Unknown |= oracle.FieldKeywords
		}
		id, _, err := cards.write(ctx, tx, row)
		if err != nil {
			return st, fmt.Errorf("card %q: %w", c.Name, err)
		}
		ids[oracle.FoldName(c.Name)] = id
		st.Cards++
		faces := append([]oracle.Face{{Oracle: c.Oracle}}, c.Faces...)
		for pos, f := range faces {
			for _, w := range f.Oracle {
				text := w.Text
				row := wordingRow{source: w.Source, kind: oracle.EventSnapshot, text: &text, fromData: true}
				if err := addWording(ctx, tx, snapshots, id, pos, row); err != nil {
					return st, err
				}
			}
		}
		for _, p := range c.Printings {
			if err := upsertSetSource(ctx, tx, p, ""); err != nil {
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
	for _, b := range []*rowBatch{snapshots, wordings, printings} {
		if err := b.flush(ctx, tx); err != nil {
			return st, err
		}
	}
	st.Wordings += int(snapshots.written)
	st.Printings = int(printings.written)
	sources := newSourceCache(tx)
	for _, id := range ids {
		if err := refreshOracleText(ctx, tx, sources, id); err != nil {
			return st, err
		}
	}
	if err := refreshFirstPrinted(ctx, tx); err != nil {
		return st, err
	}
	return st, deriveMelds(ctx, tx)
}

// refreshFirstPrinted stores every card's first printing date, after
// printings were added or replaced.
func refreshFirstPrinted(ctx context.Context, tx dbtx) error {
	_, err := tx.ExecContext(ctx, `UPDATE cards SET first_printed = m.first
		FROM (SELECT card_id, min(released) AS first FROM printings WHERE released != '' GROUP BY card_id) AS m
		WHERE m.card_id = cards.id AND cards.first_printed != m.first`)
	return err
}

func ingestDocument(ctx context.Context, tx dbtx, d oracle.Document, ids map[string]int64, wordings *rowBatch) (oracle.IngestStats, error) {
	var st oracle.IngestStats
	src := d.Source.ID
	for _, e := range d.Errata {
		id := ids[oracle.FoldName(e.Card)]
		face, err := facePosition(ctx, tx, id, e.Face)
		if err != nil {
			return st, err
		}
		row := wordingRow{source: src, kind: oracle.EventErrata, errataKind: e.Kind, ability: e.Ability, number: e.Number, note: e.Note, fromData: true}
		if e.Kind != oracle.ErratumNone {
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
		if _, err := tx.ExecContext(ctx, "INSERT OR IGNORE INTO "+table+" VALUES (?, ?)", itemID, ids[oracle.FoldName(name)]); err != nil {
			return err
		}
	}
	return nil
}

func upsertSource(ctx context.Context, tx dbtx, s oracle.Source) error {
	_, err := tx.ExecContext(ctx, `INSERT INTO sources (id, title, author, kind, origin, date, date_first, date_last, subset, lists_legal_in)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (id) DO UPDATE SET title = excluded.title, author = excluded.author, kind = excluded.kind,
			origin = excluded.origin, date = excluded.date, date_first = excluded.date_first, date_last = excluded.date_last,
			subset = excluded.subset, lists_legal_in = excluded.lists_legal_in`,
		s.ID, s.Title, s.Author, s.Kind, s.Origin, s.Date.String(), s.Date.First(), s.Date.Last(), s.Subset, s.ListsLegalIn)
	return err
}

// upsertDataSnapshot writes a snapshot source the data names, unless an
// import wrote it too: the import read the whole dump, and its description
// stands.
func upsertDataSnapshot(ctx context.Context, tx dbtx, s oracle.Source) error {
	_, err := tx.ExecContext(ctx, `INSERT INTO sources (id, title, author, kind, origin, date, date_first, date_last, subset, lists_legal_in)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (id) DO UPDATE SET title = excluded.title, author = excluded.author, kind = excluded.kind,
			origin = excluded.origin, date = excluded.date, date_first = excluded.date_first, date_last = excluded.date_last,
			subset = excluded.subset, lists_legal_in = excluded.lists_legal_in
		WHERE NOT EXISTS (SELECT 1 FROM wordings WHERE source_id = excluded.id AND from_data = 0)
			AND NOT EXISTS (SELECT 1 FROM printings WHERE reported_by = excluded.id)`,
		s.ID, s.Title, s.Author, s.Kind, s.Origin, s.Date.String(), s.Date.First(), s.Date.Last(), s.Subset, s.ListsLegalIn)
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
	oracle.CardFields
	// Stamp orders the snapshots that state fields: the last day of the
	// snapshot, a space, its id.
	Stamp string
	// Unknown are the fields the snapshot does not carry.
	Unknown oracle.Fields
	// Oracle, when set, is the current wording to store with the fields;
	// else the wording is worked out from the card's timeline afterwards.
	Oracle *currentOracle
}

// sourceStamp is the Stamp of fields a source states.
func sourceStamp(id string, date oracle.Date) string { return date.Last() + " " + id }

// cardRowOf is a card as the data states it: its fields are those of its
// newest wording's source.
func cardRowOf(c oracle.Card, sourceDates map[string]oracle.Date) cardRow {
	stamp := ""
	for _, f := range append([]oracle.Face{{Oracle: c.Oracle}}, c.Faces...) {
		for _, w := range f.Oracle {
			stamp = max(stamp, sourceStamp(w.Source, sourceDates[w.Source]))
		}
	}
	return cardRow{Stamp: stamp, CardFields: oracle.CardFields{
		Name: c.Name, Layout: c.Layout, ManaCost: c.ManaCost, TypeLine: c.TypeLine,
		Power: c.Power, Toughness: c.Toughness, Loyalty: c.Loyalty, Defense: c.Defense,
		Colors: c.Colors, ColorIdentity: c.ColorIdentity, Keywords: c.Keywords, Faces: c.Faces,
	}}
}

// cardWriter writes cards and their faces in batches. It knows the cards
// already stored, with the stamp of the snapshot that set each field, so
// that each field takes the value of the newest snapshot that states it,
// whatever order the snapshots come in, without asking the database card
// by card.
type cardWriter struct {
	stored map[string]*storedCard // by name
	// byKey finds a stored card by oracle.SameCardKey: dumps spell some
	// names differently ("AEther Burst", "Æther Burst"; "Lim-Dul",
	// "Lim-Dûl"; "Kill Destroy", "Kill! Destroy!").
	byKey        map[string]*storedCard
	nextID       int64
	cards, faces *rowBatch
}

type storedCard struct {
	id         int64
	row        cardRow
	oracleText string
	// stamps maps a field's name to the Stamp of the snapshot that set it.
	stamps map[string]string
	// faceOracle holds each face's stored wording and its parse.
	faceOracle []oracleOf
	// written is set once this writer wrote the card.
	written bool
}

// cardColumns are the columns cardWriter writes; the wording's come last.
const cardColumns = `id, name, name_key, layout, mana_cost, mana_value, type_line, power, toughness, loyalty, defense,
	colors, color_identity, keywords, field_sources, oracle_text`

func newCardWriter(ctx context.Context, tx dbtx) (*cardWriter, error) {
	w := &cardWriter{stored: map[string]*storedCard{}, byKey: map[string]*storedCard{}, nextID: 1,
		cards: newRowBatch("cards", cardColumns, `ON CONFLICT (id) DO UPDATE SET name = excluded.name,
			name_key = excluded.name_key, layout = excluded.layout,
			mana_cost = excluded.mana_cost, mana_value = excluded.mana_value, type_line = excluded.type_line,
			power = excluded.power, toughness = excluded.toughness, loyalty = excluded.loyalty,
			defense = excluded.defense, colors = excluded.colors, color_identity = excluded.color_identity,
			keywords = excluded.keywords, field_sources = excluded.field_sources, oracle_text = excluded.oracle_text`),
		faces: newRowBatch("faces", `card_id, position, name, mana_cost, type_line, power, toughness, loyalty,
			defense, colors, oracle_text, abilities, keywords`, "")}
	w.faces.after = w.cards
	rows, err := tx.QueryContext(ctx, `SELECT id, name, layout, mana_cost, type_line, power, toughness, loyalty, defense,
		colors, color_identity, keywords, field_sources, oracle_text FROM cards`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	byID := map[int64]*storedCard{}
	for rows.Next() {
		c := &storedCard{}
		var colors, identity, keywords, sources string
		r := &c.row
		if err := rows.Scan(&c.id, &r.Name, &r.Layout, &r.ManaCost, &r.TypeLine, &r.Power, &r.Toughness, &r.Loyalty,
			&r.Defense, &colors, &identity, &keywords, &sources, &c.oracleText); err != nil {
			return nil, err
		}
		r.Colors, r.ColorIdentity, r.Keywords = splitColors(colors), splitColors(identity), splitNonEmpty(keywords, ", ")
		c.stamps = map[string]string{}
		if err := unmarshalFieldSources(sources, &c.stamps); err != nil {
			return nil, fmt.Errorf("card %q: field sources: %w", r.Name, err)
		}
		w.stored[r.Name], w.byKey[oracle.SameCardKey(r.Name)], byID[c.id] = c, c, c
		w.nextID = max(w.nextID, c.id+1)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	faces, err := tx.QueryContext(ctx, `SELECT card_id, name, mana_cost, type_line, power, toughness, loyalty, defense,
		colors, oracle_text, abilities, keywords FROM faces ORDER BY card_id, position`)
	if err != nil {
		return nil, err
	}
	defer faces.Close()
	for faces.Next() {
		var id int64
		var f oracle.Face
		var colors, keywords string
		var o oracleOf
		if err := faces.Scan(&id, &f.Name, &f.ManaCost, &f.TypeLine, &f.Power, &f.Toughness, &f.Loyalty, &f.Defense,
			&colors, &o.text, &o.abilities, &keywords); err != nil {
			return nil, err
		}
		f.Colors, f.Keywords = splitColors(colors), splitNonEmpty(keywords, ", ")
		if c := byID[id]; c != nil {
			c.row.Faces = append(c.row.Faces, f)
			c.faceOracle = append(c.faceOracle, o)
		}
	}
	return w, faces.Err()
}

// write writes a card's fields and faces: each field the snapshot states
// takes its value unless a newer snapshot set it. It returns the card's id
// and the fields it took. Batches holding rows that name cards must be
// flushed after w.cards (rowBatch.after).
func (w *cardWriter) write(ctx context.Context, tx dbtx, c cardRow) (int64, oracle.Fields, error) {
	key := oracle.SameCardKey(c.Name)
	stored, ok := w.stored[c.Name]
	if !ok {
		stored, ok = w.byKey[key]
	}
	if !ok {
		stored = &storedCard{id: w.nextID, row: cardRow{CardFields: oracle.CardFields{Name: c.Name}}, stamps: map[string]string{}}
		w.nextID++
		w.stored[c.Name], w.byKey[key] = stored, stored
	}
	var took oracle.Fields
	(oracle.AllFields &^ c.Unknown).Each(func(field oracle.Fields, name string) {
		if c.Stamp >= stored.stamps[name] {
			took |= field
			stored.stamps[name] = c.Stamp
		}
	})
	if took == 0 {
		return stored.id, 0, nil
	}
	r := &stored.row
	oracle.MergeFields(&r.CardFields, c.CardFields, took)
	oracle.DeriveUnstated(&r.CardFields, statedFields(stored.stamps))
	if took.Has(oracle.FieldOracle) && r.Name != c.Name {
		// The card is named as the newest snapshot spells it.
		delete(w.stored, r.Name)
		r.Name = c.Name
		w.stored[c.Name] = stored
	}
	if took.Has(oracle.FieldOracle) {
		stored.oracleText, stored.faceOracle = "", nil
		if c.Oracle != nil {
			stored.oracleText = c.Oracle.text
			stored.faceOracle = c.Oracle.faces
		}
	}
	// A card written without its wording gets it from its timeline
	// afterwards (ingest, or an import's finish).
	sources, err := json.Marshal(stored.stamps)
	if err != nil {
		return 0, 0, err
	}
	layout := r.Layout
	if layout == "" {
		layout = "normal"
	}
	// Colors are listed in one order, alphabetical as the dumps mostly
	// list them, whichever order a dump or a derivation gave.
	r.Colors, r.ColorIdentity = oracle.SortedColors(r.Colors), oracle.SortedColors(r.ColorIdentity)
	for i := range r.Faces {
		r.Faces[i].Colors = oracle.SortedColors(r.Faces[i].Colors)
	}
	wasWritten := stored.written
	stored.written = true
	err = w.cards.add(ctx, tx, stored.id, r.Name, oracle.FoldName(r.Name), layout, r.ManaCost, oracle.CardManaValue(r.Layout, r.ManaCost),
		r.TypeLine, r.Power, r.Toughness, r.Loyalty, r.Defense, strings.Join(r.Colors, ""), strings.Join(r.ColorIdentity, ""),
		strings.Join(r.Keywords, ", "), string(sources), stored.oracleText)
	if err != nil {
		return 0, 0, err
	}
	if ok {
		if wasWritten {
			// its faces may still wait in the batch (two spellings of
			// one name in a dump)
			if err := w.faces.flush(ctx, tx); err != nil {
				return 0, 0, err
			}
		}
		if _, err := tx.ExecContext(ctx, "DELETE FROM faces WHERE card_id = ?", stored.id); err != nil {
			return 0, 0, err
		}
	}
	for i, f := range r.Faces {
		oracle := oracleOf{abilities: []byte("[]")}
		if i < len(stored.faceOracle) {
			oracle = stored.faceOracle[i]
		}
		err := w.faces.add(ctx, tx, stored.id, i+1, f.Name, f.ManaCost, f.TypeLine, f.Power, f.Toughness, f.Loyalty,
			f.Defense, strings.Join(f.Colors, ""), oracle.text, oracle.abilities, strings.Join(f.Keywords, ", "))
		if err != nil {
			return 0, 0, err
		}
	}
	return stored.id, took, nil
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
	kind       oracle.EventKind
	errataKind oracle.ErratumKind
	ability    int
	number     int
	text       *string
	note       string
	fromData   bool // loaded from the program's data, not imported
}

func newAbilitiesBatch() *rowBatch {
	return newRowBatch("card_abilities", "card_id, abilities", "ON CONFLICT (card_id) DO UPDATE SET abilities = excluded.abilities")
}

func newLegalitiesBatch() *rowBatch {
	return newRowBatch("legalities", "card_id, formats", "ON CONFLICT (card_id) DO UPDATE SET formats = excluded.formats")
}

// wordingColumns are the columns addWording writes.
const wordingColumns = "card_id, face, source_id, kind, errata_kind, ability, number, text, note, from_data"

func newWordingBatch() *rowBatch {
	return newRowBatch("wordings", wordingColumns, "")
}

// addWording adds a wording to wordings, a batch of wordingColumns.
func addWording(ctx context.Context, tx dbtx, wordings *rowBatch, cardID int64, face int, w wordingRow) error {
	return wordings.add(ctx, tx, cardID, face, w.source, w.kind, w.errataKind, w.ability, w.number, w.text, w.note, w.fromData)
}

// setSourceID is the id of the printing source standing for a set's release.
func setSourceID(code string) string { return "set-" + strings.ToLower(code) }

// setSourceIDSQL is setSourceID in SQL, of a set code column.
func setSourceIDSQL(column string) string { return "'set-' || lower(" + column + ")" }

// upsertSetSource makes sure a printing's set has its printing source, and
// records its type, block and release date as statedBy (a snapshot id; ""
// for the data) states them.
func upsertSetSource(ctx context.Context, tx dbtx, p oracle.Printing, statedBy string) error {
	src := oracle.Source{ID: setSourceID(p.Set), Title: p.SetName, Kind: oracle.SourcePrinting, Date: p.Released, Origin: "set " + strings.ToUpper(p.Set)}
	if src.Title == "" {
		src.Title = strings.ToUpper(p.Set)
	}
	code := strings.ToUpper(p.Set)
	// A set no snapshot states the release date of is dated by its
	// printings. Dumps date and name a set differently (old Cockatrice
	// files date no set; a promo's own date is not its set's): whatever
	// the order they come in, a date stands over none, the earliest over
	// later ones, then the greatest date and title.
	_, err := tx.ExecContext(ctx, `INSERT INTO sources (id, title, author, kind, origin, date, date_first, date_last)
		VALUES (?, ?, '', ?, ?, ?, ?, ?)
		ON CONFLICT (id) DO UPDATE SET title = excluded.title, date = excluded.date, date_first = excluded.date_first,
			date_last = excluded.date_last
		WHERE NOT EXISTS (SELECT 1 FROM sets WHERE code = ? AND released != '') AND
			((excluded.date != '') > (sources.date != '') OR (excluded.date != '') = (sources.date != '') AND
			(excluded.date_first < sources.date_first OR excluded.date_first = sources.date_first AND
				(excluded.date, excluded.title) > (sources.date, sources.title)))`,
		src.ID, src.Title, src.Kind, src.Origin, src.Date.String(), src.Date.First(), src.Date.Last(), code)
	if err != nil {
		return err
	}
	if p.SetType != "" || p.Block != "" {
		// The newest snapshot that states a set's type or block gives both,
		// whatever the order of imports.
		_, err = tx.ExecContext(ctx, `INSERT INTO sets (code, set_type, block, stated_by) VALUES (?, ?, ?, ?)
			ON CONFLICT (code) DO UPDATE SET set_type = excluded.set_type, block = excluded.block, stated_by = excluded.stated_by
			WHERE `+sourceRank("excluded.stated_by")+` > `+sourceRank("sets.stated_by"), code, p.SetType, p.Block, statedBy)
		if err != nil {
			return err
		}
	}
	if p.SetReleased.IsZero() || statedBy == "" {
		return nil
	}
	// The newest snapshot that states a set's release date dates the set,
	// whatever the order of imports and whatever its printings' own dates;
	// imported again, it dates it anew.
	res, err := tx.ExecContext(ctx, `INSERT INTO sets (code, released, released_by) VALUES (?, ?, ?)
		ON CONFLICT (code) DO UPDATE SET released = excluded.released, released_by = excluded.released_by
		WHERE `+sourceRank("excluded.released_by")+` >= `+sourceRank("sets.released_by"), code, p.SetReleased.String(), statedBy)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return err
	}
	// It names the set too, so that the name does not depend on the order
	// either.
	_, err = tx.ExecContext(ctx, "UPDATE sources SET title = ?, date = ?, date_first = ?, date_last = ? WHERE id = ?",
		src.Title, p.SetReleased.String(), p.SetReleased.First(), p.SetReleased.Last(), src.ID)
	return err
}

func newPrintingBatch() *rowBatch {
	return newRowBatch("printings", `card_id, reported_by, face, set_code, set_name, released,
		number, printed_name, type_line, text, raw_text, flavor, rarity, text_problem, artist, scryfall_id, multiverse_id, flags, details_by, dated_by`, printingConflict())
}

// printingConflict settles a printing two sources report, whatever the
// order they come in: the report whose text is known wins, then the
// program's data (which has no source row: its printings are transcribed
// and checked), then the newer source's, then the greater source id. The
// details the program's data does not state (rarity, artist, ids, marks)
// are kept from the newest report that states them, and the release date
// from the newest report that dates the printing (an older dump may have
// dated a set wrongly), else the data's. It is built on first use: only
// an import writes printings.
var printingConflict = sync.OnceValue(func() string {
	// the report being inserted wins over the row already there
	excludedWins := `((` + textKnown("excluded") + `, coalesce((SELECT date_last FROM sources WHERE id = excluded.reported_by), '9999'), excluded.reported_by)
		> (` + textKnown("printings") + `, coalesce((SELECT date_last FROM sources WHERE id = printings.reported_by), '9999'), printings.reported_by))`
	// the report being inserted carries details (details_by is set) from
	// a newer snapshot than the row's
	detailsWin := "(excluded.details_by != '' AND " + sourceRank("excluded.details_by") + " > " + sourceRank("printings.details_by") + ")"
	// the report being inserted dates the printing and is no older than
	// the date the row holds, if it holds one: a snapshot imported again
	// dates anew what it dated
	datedWins := "(excluded.released != '' AND (printings.released = '' OR " + sourceRank("excluded.dated_by") + " >= " + sourceRank("printings.dated_by") + "))"
	return `ON CONFLICT (card_id, set_code, number, face) DO UPDATE SET
	reported_by = iif(` + excludedWins + `, excluded.reported_by, printings.reported_by),
	set_name = iif(` + excludedWins + `, excluded.set_name, printings.set_name),
	released = iif(` + datedWins + `, excluded.released, printings.released),
	dated_by = iif(` + datedWins + `, excluded.dated_by, printings.dated_by),
	printed_name = iif(` + excludedWins + `, excluded.printed_name, printings.printed_name),
	type_line = iif(` + excludedWins + `, excluded.type_line, printings.type_line),
	text = iif(` + excludedWins + `, excluded.text, printings.text),
	raw_text = iif(` + excludedWins + `, excluded.raw_text, printings.raw_text),
	flavor = iif(` + excludedWins + `, excluded.flavor, printings.flavor),
	text_problem = iif(` + excludedWins + `, excluded.text_problem, printings.text_problem),
	rarity = iif(` + detailsWin + `, excluded.rarity, printings.rarity),
	artist = iif(` + detailsWin + `, excluded.artist, printings.artist),
	scryfall_id = iif(` + detailsWin + `, excluded.scryfall_id, printings.scryfall_id),
	multiverse_id = iif(` + detailsWin + `, excluded.multiverse_id, printings.multiverse_id),
	flags = iif(` + detailsWin + `, excluded.flags, printings.flags),
	details_by = iif(` + detailsWin + `, excluded.details_by, printings.details_by)
	WHERE ` + excludedWins + ` OR ` + detailsWin + ` OR ` + datedWins
})

// sourceRank is the SQL ordering sources by their last day, then id; the
// data's empty id ranks below every snapshot.
func sourceRank(id string) string {
	return "(coalesce((SELECT date_last FROM sources WHERE id = " + id + "), ''), " + id + ")"
}

// textKnown is the SQL that a report of a printing gives its text, for
// which report stands. A text found borrowed from another card after an
// import (markBorrowedTexts) counts as given: a report checked against the
// whole pool must not lose to one not yet checked, or the import order
// would decide.
func textKnown(row string) string {
	return "(" + row + ".text_problem = '' OR " + row + ".text_problem LIKE '" + borrowedTextProblem + "%')"
}

// addPrinting adds a printing to printings, a batch from newPrintingBatch,
// one row per printed face. The set's source must exist (upsertSetSource).
func addPrinting(ctx context.Context, tx dbtx, printings *rowBatch, cardID int64, c oracle.Card, p oracle.Printing, reportedBy string) error {
	p.Set = strings.ToUpper(p.Set) // Scryfall writes set codes in lower case
	faces := []printedFace{{PrintedFaceText: oracle.PrintedFaceText{Name: p.Name, TypeLine: p.TypeLine, Text: p.Text, Raw: p.RawText,
		Oracle: oracle.LastText(c.Oracle)}, flavor: p.Flavor, muid: p.MultiverseID}}
	if len(p.Faces) > 0 {
		faces = faces[:0]
		for i, pf := range p.Faces {
			// Faces are matched by name; reversible cards whose faces share
			// a name are matched in order.
			pos := 0
			if i < len(c.Faces) && c.Faces[i].Name == pf.Name {
				pos = i + 1
			} else {
				for j, f := range c.Faces {
					if f.Name == pf.Name {
						pos = j + 1
						break
					}
				}
			}
			f := printedFace{PrintedFaceText: oracle.PrintedFaceText{Name: pf.Name, TypeLine: pf.TypeLine, Text: pf.Text, Raw: pf.RawText}, pos: pos,
				flavor: pf.Flavor, muid: cmp.Or(pf.MultiverseID, p.MultiverseID)}
			if pos > 0 {
				f.Oracle = oracle.LastText(c.Faces[pos-1].Oracle)
			}
			faces = append(faces, f)
		}
	}
	texts := make([]oracle.PrintedFaceText, len(faces))
	for i, f := range faces {
		texts[i] = f.PrintedFaceText
	}
	oracle.FindTextProblems(texts)
	for i, f := range faces {
		f.PrintedFaceText = texts[i]
		detailsBy, datedBy := "", ""
		if reportedBy != printedByData && (p.Rarity != "" || p.Artist != "" || p.ScryfallID != "" || f.muid != "" || len(p.Flags) > 0) {
			detailsBy = reportedBy
		}
		if reportedBy != printedByData && !p.Released.IsZero() {
			datedBy = reportedBy
		}
		err := printings.add(ctx, tx, cardID, reportedBy, f.pos, p.Set, p.SetName, p.Released.String(), p.Number,
			f.Name, f.TypeLine, f.Text, f.Raw, f.flavor, p.Rarity, f.Problem, p.Artist, p.ScryfallID, f.muid,
			strings.Join(p.Flags, ","), detailsBy, datedBy)
		if err != nil {
			return err
		}
	}
	return nil
}

// printedFace is one face of a printing as it is written, with the Oracle
// wording the same record gives the face.
type printedFace struct {
	oracle.PrintedFaceText
	pos          int
	flavor, muid string
}

// statedFields are the fields some source stated, by their stamps.
func statedFields(stamps map[string]string) oracle.Fields {
	var stated oracle.Fields
	oracle.AllFields.Each(func(field oracle.Fields, name string) {
		if stamps[name] != "" {
			stated |= field
		}
	})
	return stated
}
