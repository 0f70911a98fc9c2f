package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/mtgoracle/oracle/oracle"
	"slices"
	"strings"
	"sync"
)

// Import loads a snapshot in one transaction: feed calls add once per
// record. Everything the source said before is replaced, so importing a
// dump twice changes nothing. The snapshot sets a card's current fields
// only when no newer snapshot already did; older dumps only add history.
func (s *Store) Import(ctx context.Context, src oracle.Source, feed func(add func(oracle.SnapshotCard) error) error) (oracle.ImportStats, error) {
	st := oracle.ImportStats{Source: src.ID, Date: src.Date}
	if ps := src.Validate(); len(ps) > 0 {
		return st, ps.Err()
	}
	if src.Kind != oracle.SourceSnapshot {
		return st, fmt.Errorf("source %s: an import is a snapshot, not a %s", src.ID, src.Kind)
	}
	err := s.write(ctx, func(tx *sql.Tx) error {
		var err error
		st, err = importIn(ctx, tx, src, feed)
		return err
	})
	if err != nil {
		return st, err
	}
	if err := s.compact(ctx); err != nil {
		return st, fmt.Errorf("the import is saved, but compacting the database failed: %w", err)
	}
	return st, nil
}

// importIn is Import within the transaction tx.
func importIn(ctx context.Context, tx *sql.Tx, src oracle.Source, feed func(add func(oracle.SnapshotCard) error) error) (oracle.ImportStats, error) {
	st := oracle.ImportStats{Source: src.ID, Date: src.Date}
	// Reads are memory-mapped for speed; an import writes the whole file,
	// and mapped pages would count against its memory.
	if _, err := tx.ExecContext(ctx, "PRAGMA mmap_size = 0"); err != nil {
		return st, err
	}
	if err := upsertSource(ctx, tx, src); err != nil {
		return st, err
	}
	// The program's data may hold wordings of a snapshot of the same
	// id, for cards this dump may lack: they stay, and the dump's own
	// wording of a card replaces the data's (see newImportWordingBatch).
	if _, err := tx.ExecContext(ctx, "DELETE FROM wordings WHERE source_id = ? AND from_data = 0", src.ID); err != nil {
		return st, err
	}
	for _, table := range []string{"rulings", "rules"} {
		if _, err := tx.ExecContext(ctx, "DELETE FROM "+table+" WHERE source_id = ?", src.ID); err != nil {
			return st, err
		}
	}
	if err := releaseFieldRows(ctx, tx, src.ID); err != nil {
		return st, err
	}
	if _, err := tx.ExecContext(ctx, stashPrintingFacts, src.ID); err != nil {
		return st, err
	}
	if _, err := tx.ExecContext(ctx, "DELETE FROM printings WHERE reported_by = ?", src.ID); err != nil {
		return st, err
	}
	if err := setMeta(ctx, tx, metaSearchDeferred, "1"); err != nil {
		return st, err
	}
	im, err := newImporter(ctx, tx, src)
	if err != nil {
		return st, err
	}
	if err := feed(func(c oracle.SnapshotCard) error { return im.add(ctx, c) }); err != nil {
		return st, err
	}
	if err := im.flush(ctx); err != nil {
		return st, err
	}
	if err := im.restate(ctx); err != nil {
		return st, err
	}
	if err := im.finish(ctx); err != nil {
		return st, err
	}
	if err := im.stateFields(ctx); err != nil {
		return st, err
	}
	for _, q := range []string{restorePrintingDates(), restorePrintingDetails(), "DROP TABLE temp.printing_facts"} {
		if _, err := tx.ExecContext(ctx, q, src.ID); err != nil {
			return st, err
		}
	}
	if _, err := mergeGhosts(ctx, tx); err != nil {
		return st, err
	}
	if err := dropUnnumberedDuplicates(ctx, tx); err != nil {
		return st, err
	}
	if err := refreshFirstPrinted(ctx, tx); err != nil {
		return st, err
	}
	if err := deriveMelds(ctx, tx); err != nil {
		return st, err
	}
	if err := markBorrowedTexts(ctx, tx); err != nil {
		return st, err
	}
	if err := rebuildSearch(ctx, tx); err != nil {
		return st, err
	}
	st.Records, st.Cards, st.Wordings, st.Rulings = im.records, len(im.seen), im.wordingCount, im.rulingCount
	st.Printings = int(im.printings.written)
	st.Changed, err = countChanged(ctx, tx, src.ID)
	return st, err
}

// A snapshot imported again replaces the printings it reported, whose rows
// may hold another snapshot's date or details (the newest that dated the
// printing or stated them): stashPrintingFacts keeps those aside, and
// restorePrintingDates and restorePrintingDetails put them back where
// they still stand over what the import wrote, so that importing a
// snapshot again changes nothing it did not change. The restoring SQL is
// built on first use: only an import runs it.
const (
	stashPrintingFacts = `CREATE TEMP TABLE printing_facts AS
		SELECT card_id, set_code, number, face, released, dated_by, rarity, artist, scryfall_id, multiverse_id, flags, details_by
		FROM printings WHERE reported_by = ?1 AND (dated_by NOT IN ('', ?1) OR details_by NOT IN ('', ?1))`
	printingFactsMatch = `f.card_id = printings.card_id AND f.set_code = printings.set_code AND f.number = printings.number
		AND f.face = printings.face`
)

var (
	restorePrintingDates = sync.OnceValue(func() string {
		return `UPDATE printings SET released = f.released, dated_by = f.dated_by FROM temp.printing_facts f
		WHERE ` + printingFactsMatch + ` AND f.dated_by NOT IN ('', ?1)
		AND (printings.released = '' OR ` + sourceRank("f.dated_by") + ` > ` + sourceRank("printings.dated_by") + `)`
	})
	restorePrintingDetails = sync.OnceValue(func() string {
		return `UPDATE printings SET rarity = f.rarity, artist = f.artist, scryfall_id = f.scryfall_id,
		multiverse_id = f.multiverse_id, flags = f.flags, details_by = f.details_by FROM temp.printing_facts f
		WHERE ` + printingFactsMatch + ` AND f.details_by NOT IN ('', ?1)
		AND ` + sourceRank("f.details_by") + ` > ` + sourceRank("printings.details_by")
	})
)

// compact rewrites the database table by table (VACUUM). An import
// writes to every table at once, so their pages end up interleaved; a
// search reads a table's pages through a memory map, and the pages of a
// compacted table lie together, so that each page fault brings in its
// neighbours too.
func (s *Store) compact(ctx context.Context) error {
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	// As in the import itself: mapped pages would count against its memory.
	if _, err := conn.ExecContext(ctx, "PRAGMA mmap_size = 0"); err != nil {
		return err
	}
	if _, err := conn.ExecContext(ctx, "VACUUM"); err != nil {
		return err
	}
	// VACUUM wrote the whole database to the write-ahead log: copy it
	// back now and empty the log, rather than keep a log the size of the
	// database beside it.
	_, err = conn.ExecContext(ctx, "PRAGMA wal_checkpoint(TRUNCATE)")
	return err
}

// importedWordingConflict lets an imported wording replace the program
// data's wording of the same snapshot and card.
const importedWordingConflict = `ON CONFLICT (card_id, face, source_id, kind, number, ability) DO UPDATE SET
	text = excluded.text, note = excluded.note, from_data = 0`

type importer struct {
	tx     dbtx
	src    oracle.Source
	seen   map[int64]*importedCard
	byName map[string]*importedCard
	sets   map[string]bool
	// erratedLater names the cards with an erratum dated after the
	// snapshot, whose current wording needs their whole timeline.
	erratedLater map[string]bool
	// The rows are written in batches, the cards' first, since the others
	// name them; ruling ids are given from nextRuling.
	cards                                                                         *cardWriter
	identifiers, printings, wordings, rulings, rulingCards, abilities, legalities *rowBatch
	nextRuling                                                                    int64
	records, wordingCount, rulingCount                                            int
}

func newImporter(ctx context.Context, tx *sql.Tx, src oracle.Source) (*importer, error) {
	im := &importer{tx: newPreparedTx(tx), src: src, seen: map[int64]*importedCard{}, byName: map[string]*importedCard{},
		sets: map[string]bool{}, identifiers: newRowBatch("identifiers", "card_id, kind, value", "ON CONFLICT DO NOTHING"),
		printings: newPrintingBatch(), wordings: newRowBatch("wordings", wordingColumns, importedWordingConflict), rulings: newRowBatch("rulings", "id, source_id, kind, number, date, text", ""),
		abilities: newAbilitiesBatch(), legalities: newLegalitiesBatch()}
	im.rulingCards = newRowBatch("ruling_cards", "ruling_id, card_id", "")
	var err error
	if im.cards, err = newCardWriter(ctx, im.tx); err != nil {
		return nil, err
	}
	for _, b := range []*rowBatch{im.identifiers, im.printings, im.wordings, im.rulings, im.abilities, im.legalities} {
		b.after = im.cards.cards
	}
	im.rulingCards.after = im.rulings
	if err := tx.QueryRowContext(ctx, "SELECT coalesce(max(id), 0) + 1 FROM rulings").Scan(&im.nextRuling); err != nil {
		return nil, err
	}
	return im, im.findErratedLater(ctx)
}

// flush writes the rows still gathered.
func (im *importer) flush(ctx context.Context) error {
	if err := im.cards.flush(ctx, im.tx); err != nil {
		return err
	}
	for _, b := range []*rowBatch{im.identifiers, im.printings, im.wordings, im.rulings, im.rulingCards, im.abilities, im.legalities} {
		if err := b.flush(ctx, im.tx); err != nil {
			return err
		}
	}
	return nil
}

// importedCard is what one import already wrote for a card: a dump that
// lists a card once per printing states its Oracle fields every time, and
// the first statement is the one kept.
type importedCard struct {
	id   int64
	name string
	// current is set when this snapshot sets the card's current fields,
	// and holds its wording per face (position 0 for a single face).
	current map[int]string
	rulings map[string]bool
	// statements are the texts the snapshot gives the card, the first
	// the one written, each with what PickStatement weighs.
	statements []statement
	// legalities are the legalities of every record of the card, in the
	// order read (oracle.CardLegalities weighs them all).
	legalities []oracle.SnapshotCard
	// legalitiesBefore are the card's legalities before this snapshot,
	// read when a record that speaks of some formats only is written.
	legalitiesBefore map[string]string
}

// statement is one text a snapshot gives a card, with the record that
// first gave it and that record's place in importedCard.legalities.
type statement struct {
	oracle.Statement
	text   string
	card   oracle.SnapshotCard
	record int
}

// note counts one record's statement of the card.
func (c *importedCard) note(sc oracle.SnapshotCard) {
	c.legalities = append(c.legalities, oracle.SnapshotCard{Legalities: sc.Legalities, LegalityFormats: sc.LegalityFormats, LegalityFilesDate: sc.LegalityFilesDate, Unknown: sc.Unknown})
	text := oracle.StatementText(sc.Card)
	printings, newest := max(1, len(sc.Card.Printings)), oracle.Date{}
	for _, p := range sc.Card.Printings {
		for _, d := range []oracle.Date{p.Released, p.SetReleased} {
			if d.Last() > newest.Last() {
				newest = d
			}
		}
	}
	for i := range c.statements {
		if s := &c.statements[i]; s.text == text {
			s.Printings += printings
			if newest.Last() > s.Newest.Last() {
				s.Newest = newest
			}
			return
		}
	}
	sc.Card.Printings, sc.Rulings = nil, nil // not needed again
	c.statements = append(c.statements, statement{Statement: oracle.Statement{Printings: printings, Newest: newest}, text: text, card: sc,
		record: len(c.legalities) - 1})
}

func (im *importer) add(ctx context.Context, sc oracle.SnapshotCard) error {
	im.records++
	c := sc.Card
	if c.Name == "" {
		return fmt.Errorf("record %d: card without a name", im.records)
	}
	card := im.byName[c.Name]
	if card == nil {
		var err error
		if card, err = im.addCard(ctx, sc); err != nil {
			return err
		}
	}
	card.note(sc)
	for _, ident := range sc.Identifiers {
		// A dump repeats a card's identifiers with every printing: the
		// repeats are skipped on conflict.
		if err := im.identifiers.add(ctx, im.tx, card.id, ident.Kind, ident.Value); err != nil {
			return err
		}
	}
	for _, p := range c.Printings {
		if !im.sets[p.Set] {
			if err := upsertSetSource(ctx, im.tx, p, im.src.ID); err != nil {
				return err
			}
			im.sets[p.Set] = true
		}
		if err := addPrinting(ctx, im.tx, im.printings, card.id, c, p, im.src.ID); err != nil {
			return fmt.Errorf("card %q: %w", c.Name, err)
		}
	}
	for _, r := range sc.Rulings {
		key := r.Date.String() + "\x00" + r.Text
		if card.rulings[key] {
			continue
		}
		card.rulings[key] = true
		if err := im.addRuling(ctx, card.id, len(card.rulings), r); err != nil {
			return err
		}
	}
	return nil
}

// addCard writes what the snapshot says of a card the first time it meets it.
func (im *importer) addCard(ctx context.Context, sc oracle.SnapshotCard) (*importedCard, error) {
	card := &importedCard{name: sc.Card.Name, rulings: map[string]bool{}}
	if err := im.state(ctx, card, sc); err != nil {
		return nil, err
	}
	im.seen[card.id], im.byName[card.name] = card, card
	return card, nil
}

// restate writes the statement of each card whose listings disagree that
// PickStatement picks, where it is not the first, written already. The
// rows gathered must have been flushed.
func (im *importer) restate(ctx context.Context) error {
	ids := make([]int64, 0, len(im.seen))
	for id := range im.seen {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	for _, id := range ids {
		card := im.seen[id]
		if len(card.statements) < 2 {
			continue
		}
		weights := make([]oracle.Statement, len(card.statements))
		for i, s := range card.statements {
			weights[i] = s.Statement
		}
		i := oracle.PickStatement(weights)
		if i != 0 {
			if _, err := im.tx.ExecContext(ctx, `DELETE FROM wordings WHERE card_id = ? AND source_id = ? AND kind = 'snapshot' AND from_data = 0`,
				card.id, im.src.ID); err != nil {
				return err
			}
			for _, f := range append([]oracle.Face{{Oracle: card.statements[0].card.Card.Oracle}}, card.statements[0].card.Card.Faces...) {
				im.wordingCount -= len(f.Oracle) // written again by state
			}
			if err := im.state(ctx, card, card.statements[i].card); err != nil {
				return err
			}
			if err := im.flush(ctx); err != nil {
				return err
			}
		}
		if _, err := im.tx.ExecContext(ctx, `UPDATE wordings SET note = ? WHERE card_id = ? AND source_id = ? AND kind = 'snapshot' AND from_data = 0`,
			oracle.StatementNote(weights, i), card.id, im.src.ID); err != nil {
			return err
		}
	}
	return nil
}

// state writes what a snapshot says of a card: its fields, its wording
// and, when they are the newest, its legalities.
func (im *importer) state(ctx context.Context, card *importedCard, sc oracle.SnapshotCard) error {
	// Dumps are taken as they are: real data has oddities (reversible cards
	// whose faces share a name, Un-set mana symbols) that the store holds
	// fine and that hand-written YAML would be told about.
	c := sc.Card
	current := map[int]string{}
	for pos, f := range append([]oracle.Face{{Oracle: c.Oracle}}, c.Faces...) {
		for _, w := range f.Oracle {
			current[pos] = w.Text
		}
	}
	row := cardRowOf(c, map[string]oracle.Date{im.src.ID: im.src.Date})
	row.Unknown = sc.Unknown
	// The snapshot's wording is the current one, unless an erratum dated
	// after the snapshot rewrote it (see finish).
	if !im.erratedLater[c.Name] {
		o, err := parseCurrent(c.Name, c.TypeLine, c.Faces, current)
		if err != nil {
			return err
		}
		row.Oracle = &o
	}
	id, took, err := im.cards.write(ctx, im.tx, row)
	if err != nil {
		return fmt.Errorf("card %q: %w", c.Name, err)
	}
	card.id = id
	if err := im.addWordings(ctx, id, c); err != nil {
		return err
	}
	if took.Has(oracle.FieldOracle) {
		card.current = current
		if row.Oracle != nil {
			if err := im.abilities.add(ctx, im.tx, id, row.Oracle.abilities); err != nil {
				return err
			}
		}
	}
	if took.Has(oracle.FieldLegalities) {
		return im.addLegalities(ctx, card, sc)
	}
	return nil
}

// addLegalities replaces the card's legalities with those the snapshot
// states; a record that speaks of some formats only (LegalityFormats: a
// copy trimmed to the Commander status) replaces those and keeps the
// card's status in the others.
func (im *importer) addLegalities(ctx context.Context, card *importedCard, sc oracle.SnapshotCard) error {
	formats := map[string]string{}
	if sc.LegalityFormats != nil {
		if card.legalitiesBefore == nil {
			// Read before the snapshot writes the card's row: a record
			// the snapshot picks later (PickStatement) starts from them too.
			card.legalitiesBefore = map[string]string{}
			var before string
			err := im.tx.QueryRowContext(ctx, "SELECT formats FROM legalities WHERE card_id = ?", card.id).Scan(&before)
			switch {
			case errors.Is(err, sql.ErrNoRows):
			case err != nil:
				return err
			default:
				if err := json.Unmarshal([]byte(before), &card.legalitiesBefore); err != nil {
					return fmt.Errorf("card %q: legalities: %w", card.name, err)
				}
			}
		}
		for format, status := range card.legalitiesBefore {
			formats[format] = status
		}
		for _, format := range sc.LegalityFormats {
			delete(formats, strings.ToLower(format))
		}
	}
	for format, status := range sc.Legalities {
		formats[strings.ToLower(format)] = strings.ToLower(status)
	}
	js, err := json.Marshal(formats)
	if err != nil {
		return err
	}
	return im.legalities.add(ctx, im.tx, card.id, js)
}

// addWordings records the card's text, per face, as this snapshot's wording.
func (im *importer) addWordings(ctx context.Context, id int64, c oracle.Card) error {
	faces := append([]oracle.Face{{Oracle: c.Oracle}}, c.Faces...)
	for pos, f := range faces {
		for _, w := range f.Oracle {
			text := w.Text
			if err := addWording(ctx, im.tx, im.wordings, id, pos, wordingRow{source: im.src.ID, kind: oracle.EventSnapshot, text: &text}); err != nil {
				return err
			}
			im.wordingCount++
		}
	}
	return nil
}

// addRuling writes a card's ruling, number being its place in the card's
// list in the snapshot: the order the rulings were published in, which a
// pack keeps and the ids do not.
func (im *importer) addRuling(ctx context.Context, cardID int64, number int, r oracle.Ruling) error {
	date := ""
	if !r.Date.IsZero() {
		date = r.Date.String()
	}
	kind := r.Kind
	if kind == "" {
		kind = oracle.RulingCard
	}
	// Ruling ids are given here, so that rulings and their cards can be
	// written in batches.
	id := im.nextRuling
	im.nextRuling++
	if err := im.rulings.add(ctx, im.tx, id, im.src.ID, kind, number, date, r.Text); err != nil {
		return err
	}
	im.rulingCount++
	return im.rulingCards.add(ctx, im.tx, id, cardID)
}

// findErratedLater reads which cards have an erratum dated after the
// snapshot.
func (im *importer) findErratedLater(ctx context.Context) error {
	im.erratedLater = map[string]bool{}
	rows, err := im.tx.QueryContext(ctx, `SELECT DISTINCT c.name FROM wordings w
		JOIN sources s ON s.id = w.source_id JOIN cards c ON c.id = w.card_id
		WHERE w.kind = 'errata' AND s.date_last > ?`, im.src.Date.Last())
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			return err
		}
		im.erratedLater[name] = true
	}
	return rows.Err()
}

// finish stores the current wording of the cards whose current fields
// this snapshot set and an erratum dated after it rewrote: they go through
// their whole timeline. The others' is the snapshot's own wording, written
// with their fields.
func (im *importer) finish(ctx context.Context) error {
	var ids []int64
	for id, card := range im.seen {
		if card.current != nil && im.erratedLater[card.name] {
			ids = append(ids, id)
		}
	}
	slices.Sort(ids)
	sources := newSourceCache(im.tx)
	for _, id := range ids {
		if err := refreshOracleText(ctx, im.tx, sources, id); err != nil {
			return err
		}
	}
	return nil
}

// dropUnnumberedDuplicates removes printings without a collector number
// (MTGJSON v3 gives none, and sometimes another release date) of a card
// in a set where another dump gives its numbered printing: they are the
// same printing, and would show as a reprint of it.
func dropUnnumberedDuplicates(ctx context.Context, tx dbtx) error {
	_, err := tx.ExecContext(ctx, `DELETE FROM printings WHERE number = '' AND EXISTS (SELECT 1 FROM printings q
		WHERE q.card_id = printings.card_id AND q.set_code = printings.set_code AND q.face = printings.face AND q.number != '')`)
	return err
}

// countChanged counts the cards whose wording from this snapshot differs
// from the snapshot wording before it.
func countChanged(ctx context.Context, tx dbtx, sourceID string) (int, error) {
	var n int
	err := tx.QueryRowContext(ctx, `SELECT count(*) FROM wordings w JOIN sources s ON s.id = w.source_id
		WHERE w.source_id = ? AND w.text IS NOT (
			SELECT w2.text FROM wordings w2 JOIN sources s2 ON s2.id = w2.source_id
			WHERE w2.card_id = w.card_id AND w2.face = w.face AND w2.kind = 'snapshot' AND s2.date_first < s.date_first
			ORDER BY s2.date_first DESC LIMIT 1)
		AND EXISTS (SELECT 1 FROM wordings w3 JOIN sources s3 ON s3.id = w3.source_id
			WHERE w3.card_id = w.card_id AND w3.face = w.face AND w3.kind = 'snapshot' AND s3.date_first < s.date_first)`,
		sourceID).Scan(&n)
	return n, err
}

// metaSearchDeferred, while set, stops the triggers that keep card_search
// current; rebuildSearch clears it.
const metaSearchDeferred = "search_deferred"

// rebuildSearch rebuilds the full-text index from the cards table.
func rebuildSearch(ctx context.Context, tx dbtx) error {
	if _, err := tx.ExecContext(ctx, "DELETE FROM meta WHERE key = ?", metaSearchDeferred); err != nil {
		return err
	}
	_, err := tx.ExecContext(ctx, "INSERT INTO card_search (card_search) VALUES ('rebuild')")
	return err
}
