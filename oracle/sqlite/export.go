package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/parser"
)

// ExportIndex counts the selected cards and lists their sets and the
// snapshot sources of their wordings.
func (s *Store) ExportIndex(ctx context.Context, opts oracle.ExportOptions) (*oracle.ExportIndex, error) {
	ix := &oracle.ExportIndex{Sets: []oracle.ExportSet{}, Snapshots: []oracle.Source{}}
	err := s.read(ctx, func(tx *sql.Tx) error {
		selection, args, err := exportSelection(ctx, tx, opts)
		if err != nil {
			return err
		}
		if err := tx.QueryRowContext(ctx, "SELECT count(*) FROM cards WHERE "+selection, args...).Scan(&ix.Count); err != nil {
			return err
		}
		cutoff := asOfCutoff(opts.AsOf)
		rows, err := tx.QueryContext(ctx, `SELECT p.set_code, max(p.set_name), coalesce(min(nullif(p.released, '')), ''),
				coalesce(max(s.set_type), ''), coalesce(max(s.block), '') FROM printings p LEFT JOIN sets s ON s.code = p.set_code
			WHERE `+printedBy("p.")+` AND p.card_id IN (SELECT id FROM cards WHERE `+selection+`)
			GROUP BY p.set_code ORDER BY min(nullif(p.released, '')) IS NULL, min(nullif(p.released, '')), p.set_code`,
			append([]any{cutoff, cutoff}, args...)...)
		if err != nil {
			return err
		}
		for rows.Next() {
			var set oracle.ExportSet
			var released string
			if err := rows.Scan(&set.Code, &set.Name, &released, &set.Type, &set.Block); err != nil {
				rows.Close()
				return err
			}
			set.Released, _ = oracle.ParseDate(released)
			ix.Sets = append(ix.Sets, set)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		rows, err = tx.QueryContext(ctx, `SELECT s.id, s.title, s.author, s.kind, s.origin, s.date, s.subset, s.lists_legal_in FROM sources s
			WHERE s.kind = 'snapshot' AND s.date_last <= ? AND EXISTS (SELECT 1 FROM wordings w
				WHERE w.source_id = s.id AND w.kind = 'snapshot' AND w.card_id IN (SELECT id FROM cards WHERE `+selection+`))
			ORDER BY s.date_first, s.id`, append([]any{cutoff}, args...)...)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var src oracle.Source
			var date string
			if err := rows.Scan(&src.ID, &src.Title, &src.Author, &src.Kind, &src.Origin, &date, &src.Subset, &src.ListsLegalIn); err != nil {
				return err
			}
			src.Date, _ = oracle.ParseDate(date)
			ix.Snapshots = append(ix.Snapshots, src)
		}
		return rows.Err()
	})
	return ix, err
}

// asOfCutoff is the last day an export keeps: everything when asOf is nil.
// printedBy is the condition that a printing (its columns after prefix)
// existed on the cutoff day, given twice as its arguments: it was
// released by then. A printing no dump dates (a promo of a set of many
// years' promos) is listed when nothing earlier than today is asked for,
// and never as of a date, which it may come after; one that no dump
// numbers either is left out, as in history (appendUndatedPrintings).
func printedBy(prefix string) string {
	return "(" + prefix + "released != '' AND " + prefix + "released <= ? OR " + prefix + "released = '' AND " +
		prefix + "number != '' AND ? = '" + noCutoff + "')"
}

// exportPrintingsQuery reads a card's printings of printedBy, undated
// ones last; it is built on first use.
var exportPrintingsQuery = sync.OnceValue(func() string {
	return `SELECT set_code, set_name, released, number, printed_name, type_line, text, raw_text, flavor,
		rarity, artist, scryfall_id, multiverse_id, flags
	FROM printings WHERE card_id = ? AND ` + printedBy("") + `
	ORDER BY released = '', released, set_code, number, face`
})

// noCutoff is the cutoff of an export of today's cards.
const noCutoff = "9999-12-31"

func asOfCutoff(asOf *oracle.Date) string {
	if asOf == nil {
		return noCutoff
	}
	return asOf.Last()
}

// existedBy is the SQL condition that the card whose row is table holds
// (c, or cards) existed on the date cutoff (a last day, given twice as
// its arguments): it was printed by then, or a source dated by then spoke
// of its wording. A card first printed later does not exist yet. The
// sources dated by then are read once, not each wording's source.
func existedBy(table string) string {
	return "((" + table + ".first_printed != '' AND " + table + ".first_printed <= ?) OR EXISTS (SELECT 1 FROM wordings ew" +
		" WHERE ew.card_id = " + table + ".id AND ew.source_id IN (SELECT id FROM sources WHERE date_last <= ?)))"
}

// exportSelection is a condition on the cards table that selects the
// cards opts asks for, with its arguments.
func exportSelection(ctx context.Context, tx *sql.Tx, opts oracle.ExportOptions) (string, []any, error) {
	where := []string{"1"}
	var args []any
	if opts.AsOf != nil {
		where = append(where, existedBy("cards"))
		args = append(args, opts.AsOf.Last(), opts.AsOf.Last())
	}
	if len(opts.Names) > 0 {
		var marks []string
		for _, name := range opts.Names {
			ref, err := findCard(ctx, tx, name)
			if err != nil {
				return "", nil, err
			}
			marks = append(marks, "?")
			args = append(args, ref.ID)
		}
		where = append(where, "id IN ("+strings.Join(marks, ", ")+")")
	}
	if opts.Source != "" {
		if err := checkSource(ctx, tx, opts.Source); err != nil {
			return "", nil, err
		}
		where = append(where, `(id IN (SELECT card_id FROM wordings WHERE source_id = ?)
			OR id IN (SELECT card_id FROM printings WHERE reported_by = ? OR `+setSourceIDSQL("set_code")+` = ?)
			OR id IN (SELECT rc.card_id FROM ruling_cards rc JOIN rulings r ON r.id = rc.ruling_id WHERE r.source_id = ?)
			OR id IN (SELECT rc.card_id FROM rule_cards rc JOIN rules r ON r.id = rc.rule_id WHERE r.source_id = ?))`)
		args = append(args, opts.Source, opts.Source, opts.Source, opts.Source, opts.Source)
	}
	return strings.Join(where, " AND "), args, nil
}

// exportIDs lists the selected cards' ids in name order.
func exportIDs(ctx context.Context, tx *sql.Tx, opts oracle.ExportOptions) ([]int64, error) {
	selection, args, err := exportSelection(ctx, tx, opts)
	if err != nil {
		return nil, err
	}
	rows, err := tx.QueryContext(ctx, "SELECT id FROM cards WHERE "+selection+" ORDER BY name", args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var ids []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
}

// The statements read for every card exported; EachCard runs them on a
// preparedTx, so each is prepared once per export.
const (
	exportCardQuery = `SELECT name, layout, mana_cost, mana_value, type_line, power, toughness, loyalty,
			defense, colors, color_identity, keywords, coalesce((SELECT formats FROM legalities l WHERE l.card_id = cards.id), '{}'),
			json_extract(nullif(field_sources, ''), '$.keywords') IS NOT NULL
		FROM cards WHERE id = ?`
	exportSnapshotsQuery = `SELECT w.face, w.source_id, w.text FROM wordings w JOIN sources s ON s.id = w.source_id
			WHERE w.card_id = ? AND w.kind = 'snapshot' AND w.text IS NOT NULL AND s.date_last <= ?
			ORDER BY s.date_first, s.id`
	// A multiverse id only printings after the cutoff carry is not yet
	// the card's.
	exportIdentifiersQuery = `SELECT i.kind, i.value FROM identifiers i WHERE i.card_id = ?1 AND NOT (i.kind = 'multiverse_id'
			AND EXISTS (SELECT 1 FROM printings p WHERE p.card_id = i.card_id AND p.multiverse_id = i.value AND p.released > ?2)
			AND NOT EXISTS (SELECT 1 FROM printings p WHERE p.card_id = i.card_id AND p.multiverse_id = i.value AND p.released != ''
				AND p.released <= ?2))
		ORDER BY i.kind, i.value`
)

// exportStatedBatch is how many cards' legalities' sources EachCard reads
// at once.
const exportStatedBatch = 512

// EachCard calls fn with every selected card, in name order, one at a
// time: memory stays flat however many cards there are. The card passed
// to fn is not reused.
func (s *Store) EachCard(ctx context.Context, opts oracle.ExportOptions, fn func(*oracle.ExportCard) error) error {
	return s.read(ctx, func(tx *sql.Tx) error {
		ids, err := exportIDs(ctx, tx, opts)
		if err != nil {
			return err
		}
		ptx := newPreparedTx(tx)
		sources := newSourceCache(ptx)
		later, err := snapshotsBy(ctx, ptx, opts.AsOf)
		if err != nil {
			return err
		}
		var stated map[int64]oracle.LegalitiesStated
		for i, id := range ids {
			if err := ctx.Err(); err != nil {
				return err
			}
			if i%exportStatedBatch == 0 {
				// the snapshots that stated the legalities of the next
				// cards, as a card answer reads them, a batch at a time
				if stated, err = statedLegalities(ctx, ptx, ids[i:min(i+exportStatedBatch, len(ids))], opts.AsOf, nil); err != nil {
					return err
				}
			}
			c, err := exportCard(ctx, ptx, sources, id, opts.AsOf, s.printedReads)
			if err != nil {
				return err
			}
			c.LegalitiesStated = stated[id].WithSources(c.AbsentBy)
			// A wording the newest snapshots (by the date) do not give is
			// the newest known, and says so, as a card answer does.
			k, err := newestKnown(ctx, ptx, &later, id)
			if err != nil {
				return err
			}
			if k.note != "" {
				c.NewestKnown = &k.date
				for i := range c.Faces {
					c.Faces[i].Notes = append(c.Faces[i].Notes, k.note)
				}
			}
			if err := fn(c); err != nil {
				return err
			}
		}
		return nil
	})
}

func exportCard(ctx context.Context, tx dbtx, sources *sourceCache, id int64, asOf *oracle.Date,
	reads PrintedReader) (*oracle.ExportCard, error) {
	c := &oracle.ExportCard{}
	var colors, identity, keywords, legalities string
	var keywordsStated bool
	err := tx.QueryRowContext(ctx, exportCardQuery, id).Scan(
		&c.Name, &c.Layout, &c.ManaCost, &c.ManaValue, &c.TypeLine, &c.Power, &c.Toughness, &c.Loyalty,
		&c.Defense, &colors, &identity, &keywords, &legalities, &keywordsStated)
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal([]byte(legalities), &c.Legalities); err != nil {
		return nil, fmt.Errorf("card %q: legalities: %w", c.Name, err)
	}
	c.Colors, c.ColorIdentity = splitColors(colors), splitColors(identity)
	if keywords != "" {
		c.Keywords = strings.Split(keywords, ", ")
	}
	// the name the card answer parses the wording by (applyFieldsAsOf)
	name := c.Name
	var values []oracle.FieldAsOf
	var listed []oracle.Listing
	var absent []string
	if asOf == nil {
		if absent, c.AbsentBy, err = absenceNotesNow(ctx, tx, id); err != nil {
			return nil, err
		}
	} else {
		h, err := loadFieldHistory(ctx, tx, sources, id)
		if err == nil {
			h, err = withPrintedTypeLines(ctx, tx, id, h)
		}
		if err != nil {
			return nil, err
		}
		// The fields in force then; a card without a field history has
		// no legalities known then.
		c.Legalities = map[string]string{}
		if len(h.statements) > 0 {
			values, listed = oracle.KnownFieldsAsOf(h.statements, h.listed, *asOf), h.listed
			applyExportFields(c, values)
			absent = oracle.AbsenceNotes(values, h.listed)
			c.AbsentBy = oracle.AbsenceSources(values, h.listed)
		}
	}
	if c.Faces, err = exportFaces(ctx, tx, sources, id, c, asOf, values, reads); err != nil {
		return nil, err
	}
	c.KeywordsFromWording(values, listed, asOf, name, keywordsStated)
	if asOf != nil {
		c.Notes = oracle.AsOfValueNotes(c.Layout, c.ManaCost, values, *asOf)
		if note := oracle.DerivedNote(c.Derived, asOf.String()); note != "" {
			c.Notes = append(c.Notes, note)
		}
		// a split card's two mana values before their total was its one
		if mv := oracle.ManaValuesOn(c.Layout, c.ManaCost, *asOf, oracle.StoredManaValue{Cost: c.ManaCost, Value: c.ManaValue}); len(mv) > 1 {
			c.ManaValue, c.ManaValues = mv[0], mv
		}
	}
	c.Notes, c.Absent = append(c.Notes, absent...), absent
	c.Supertypes, c.Types, c.Subtypes = []string{}, []string{}, []string{}
	for _, f := range c.Faces {
		c.Supertypes = appendNew(c.Supertypes, f.Supertypes...)
		c.Types = appendNew(c.Types, f.Types...)
		c.Subtypes = appendNew(c.Subtypes, f.Subtypes...)
	}
	cutoff := asOfCutoff(asOf)
	if c.Printings, err = exportPrintings(ctx, tx, id, len(c.Faces) > 1, cutoff); err != nil {
		return nil, err
	}
	rulings, err := cardRulings(ctx, tx, id)
	if err != nil {
		return nil, err
	}
	// Exports carry the rulings; the rules and mechanic definitions that
	// name a card are the documents' own.
	c.Rulings = []oracle.RulingView{}
	for _, r := range rulings {
		if r.Item == oracle.ItemRuling && r.Date.Last() <= cutoff {
			c.Rulings = append(c.Rulings, r)
		}
	}
	if c.Identifiers, err = exportIdentifiers(ctx, tx, id, cutoff); err != nil {
		return nil, err
	}
	return c, nil
}

// appendNew appends the words not already in list.
func appendNew(list []string, words ...string) []string {
	for _, w := range words {
		if !slices.Contains(list, w) {
			list = append(list, w)
		}
	}
	return list
}

// applyExportFields sets the card's fields to values, those in force on
// the export's date; its keywords, which may be worked out from the
// wording then, are set once the faces' wordings are
// (ExportCard.KeywordsFromWording).
func applyExportFields(c *oracle.ExportCard, values []oracle.FieldAsOf) {
	stored := oracle.StoredManaValue{Cost: c.ManaCost, Value: c.ManaValue}
	get := func(field string, dst *string) {
		if f, ok := oracle.Field(values, 0, field); ok {
			*dst = f.Value
		}
	}
	for _, f := range []struct {
		name string
		dst  *string
	}{{"name", &c.Name}, {"layout", &c.Layout}, {"mana_cost", &c.ManaCost}, {"type_line", &c.TypeLine},
		{"power", &c.Power}, {"toughness", &c.Toughness}, {"loyalty", &c.Loyalty}, {"defense", &c.Defense}} {
		get(f.name, f.dst)
	}
	colors, identity := strings.Join(c.Colors, ""), strings.Join(c.ColorIdentity, "")
	get("colors", &colors)
	get("color_identity", &identity)
	c.Colors, c.ColorIdentity = splitColors(colors), splitColors(identity)
	c.ManaValue = stored.Of(c.Layout, c.ManaCost)
	c.Legalities = oracle.Legalities(values)
}

// applyFaceFields sets a face's fields (position 1 and up) to values.
func applyFaceFields(f *oracle.ExportFace, pos int, values []oracle.FieldAsOf) {
	for _, x := range []struct {
		name string
		dst  *string
	}{{"name", &f.Name}, {"mana_cost", &f.ManaCost}, {"type_line", &f.TypeLine}, {"power", &f.Power},
		{"toughness", &f.Toughness}, {"loyalty", &f.Loyalty}, {"defense", &f.Defense}} {
		if v, ok := oracle.Field(values, pos, x.name); ok {
			*x.dst = v.Value
		}
	}
	if v, ok := oracle.Field(values, pos, "colors"); ok {
		f.Colors = splitColors(v.Value)
	}
}

func exportFaces(ctx context.Context, tx dbtx, sources *sourceCache, id int64, c *oracle.ExportCard, asOf *oracle.Date,
	values []oracle.FieldAsOf, reads PrintedReader) ([]oracle.ExportFace, error) {
	rows, err := loadFaces(ctx, tx, id)
	if err != nil {
		return nil, err
	}
	timelines, err := loadTimelines(ctx, tx, sources, id)
	if err != nil {
		return nil, err
	}
	snapshots, err := snapshotWordings(ctx, tx, id, asOfCutoff(asOf))
	if err != nil {
		return nil, err
	}
	faces := make([]oracle.ExportFace, len(rows))
	for i, row := range rows {
		f := &faces[i]
		if row.position == 0 {
			*f = oracle.ExportFace{Name: c.Name, ManaCost: c.ManaCost, TypeLine: c.TypeLine, Power: c.Power,
				Toughness: c.Toughness, Loyalty: c.Loyalty, Defense: c.Defense, Colors: c.Colors}
		} else {
			v := row.view
			*f = oracle.ExportFace{Name: v.Name, ManaCost: v.ManaCost, TypeLine: v.TypeLine, Power: v.Power,
				Toughness: v.Toughness, Loyalty: v.Loyalty, Defense: v.Defense, Colors: v.Colors}
			applyFaceFields(f, row.position, values)
		}
		f.Supertypes, f.Types, f.Subtypes = oracle.SplitTypeLine(f.TypeLine)
		events := timelines[row.position]
		var at oracle.AsOf
		if asOf != nil {
			if reads != nil {
				// reprints read with the rewrites, as card answers read them
				oracle.NarrowWindows(events, oracle.PrintedReads, reads(f.Name, keptClass(ctx, tx)))
			}
			at = oracle.WordingAsOf(events, *asOf)
		} else if last := oracle.LastWording(events); last != nil {
			at = oracle.AsOf{Wording: last.Wording, Event: last}
		}
		f.OracleText, f.Notes = at.Wording, at.Notes
		if at.Event != nil {
			src, d := at.Event.Source, at.Event.Date
			f.Source, f.Date = &src, &d
		}
		// A parse problem still yields every ability; the text is exported as is.
		parsed, _ := parser.Parse(f.OracleText, parser.Options{Name: f.Name, TypeLine: f.TypeLine})
		f.Abilities = parsed.Abilities
		f.Snapshots = snapshots[row.position]
		cutoff := asOfCutoff(asOf)
		for _, e := range events {
			if e.Date.Last() <= cutoff {
				f.Events = append(f.Events, e)
			}
		}
	}
	return faces, nil
}

// snapshotWordings returns a card's snapshot wordings up to cutoff, per
// face, oldest first.
func snapshotWordings(ctx context.Context, tx dbtx, id int64, cutoff string) (map[int][]oracle.Wording, error) {
	rows, err := tx.QueryContext(ctx, exportSnapshotsQuery, id, cutoff)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[int][]oracle.Wording{}
	for rows.Next() {
		var face int
		var w oracle.Wording
		if err := rows.Scan(&face, &w.Source, &w.Text); err != nil {
			return nil, err
		}
		out[face] = append(out[face], w)
	}
	return out, rows.Err()
}

// exportPrintings returns a card's printings released by cutoff, oldest
// first, the rows of a multi-face printing gathered into its faces.
func exportPrintings(ctx context.Context, tx dbtx, id int64, multiFace bool, cutoff string) ([]oracle.Printing, error) {
	rows, err := tx.QueryContext(ctx, exportPrintingsQuery(), id, cutoff, cutoff)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []oracle.Printing{}
	for rows.Next() {
		var p oracle.Printing
		var released, flags string
		if err := rows.Scan(&p.Set, &p.SetName, &released, &p.Number, &p.Name, &p.TypeLine, &p.Text,
			&p.RawText, &p.Flavor, &p.Rarity, &p.Artist, &p.ScryfallID, &p.MultiverseID, &flags); err != nil {
			return nil, err
		}
		p.Released, _ = oracle.ParseDate(released)
		if flags != "" {
			p.Flags = strings.Split(flags, ",")
		}
		if !multiFace {
			out = append(out, p)
			continue
		}
		face := oracle.PrintedFace{Name: p.Name, TypeLine: p.TypeLine, Text: p.Text, RawText: p.RawText, Flavor: p.Flavor,
			MultiverseID: p.MultiverseID}
		if n := len(out); n > 0 && out[n-1].Set == p.Set && out[n-1].Number == p.Number {
			out[n-1].Faces = append(out[n-1].Faces, face)
			continue
		}
		out = append(out, oracle.Printing{Set: p.Set, SetName: p.SetName, Released: p.Released, Number: p.Number,
			Rarity: p.Rarity, Artist: p.Artist, ScryfallID: p.ScryfallID, MultiverseID: p.MultiverseID, Flags: p.Flags,
			Faces: []oracle.PrintedFace{face}})
	}
	return out, rows.Err()
}

func exportIdentifiers(ctx context.Context, tx dbtx, id int64, cutoff string) ([]oracle.Identifier, error) {
	rows, err := tx.QueryContext(ctx, exportIdentifiersQuery, id, cutoff)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []oracle.Identifier{}
	for rows.Next() {
		var ident oracle.Identifier
		if err := rows.Scan(&ident.Kind, &ident.Value); err != nil {
			return nil, err
		}
		out = append(out, ident)
	}
	return out, rows.Err()
}
