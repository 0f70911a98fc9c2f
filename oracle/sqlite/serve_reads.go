package sqlite

import (
	"cmp"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/mtgoracle/oracle/oracle"
)

// identityColumns are the identity of a card c: its Scryfall oracle id
// (NULL when no dump gave one), its legalities as a JSON object, and
// whether a printing of it is marked reserved, which scanIdentity reads.
var identityColumns = `(SELECT min(value) FROM identifiers i WHERE i.card_id = c.id AND i.kind = 'scryfall_oracle_id'),
	coalesce((SELECT formats FROM legalities l WHERE l.card_id = c.id), '{}'), ` + printingFlag(oracle.PrintingReserved)

type identityRow struct {
	oracleID sql.NullString
	formats  string
	reserved bool
}

func (r *identityRow) dest() []any { return []any{&r.oracleID, &r.formats, &r.reserved} }

func (r *identityRow) identity(name string) (oracle.CardIdentity, error) {
	id := oracle.CardIdentity{OracleID: r.oracleID.String, Reserved: r.reserved}
	if err := json.Unmarshal([]byte(r.formats), &id.Legalities); err != nil {
		return id, fmt.Errorf("card %q: legalities: %w", name, err)
	}
	return id, nil
}

// CardWithIdentity is Card with the card's identity, read in the same
// transaction: what a server answers for a card.
func (s *Store) CardWithIdentity(ctx context.Context, name string, asOf *oracle.Date) (*oracle.CardView, oracle.CardIdentity, error) {
	var view *oracle.CardView
	var id oracle.CardIdentity
	err := s.lookup(ctx, func(tx dbtx) error {
		var row identityRow
		ref, v, err := findCardRow(ctx, tx, name, &row)
		if err != nil {
			return err
		}
		var snapshots cardSnapshots
		if view, err = cardView(ctx, tx, ref, v, asOf, &snapshots, s.printedReads); err != nil {
			return err
		}
		if ref.Match != oracle.MatchExact {
			view.Query = name
		}
		if id, err = row.identity(view.Name); err != nil {
			return err
		}
		// the statuses' sources, from the snapshots the answer read
		var imported []oracle.Source
		if asOf == nil {
			if imported, err = importedSources(snapshots.imported); err != nil {
				return err
			}
		}
		id.Stated = oracle.StatedLegalities(snapshots.listed, imported, asOf).WithSources(view.AbsentBy)
		return nil
	})
	return view, id, err
}

// CardList returns the cards of names (each spelled as the database
// spells it, as a search gives it), in that order, with their identities:
// the view a page of search results needs. It reads them all in one
// transaction of five queries, whatever their number, and each card's
// wording from its first printing, errata and snapshots alone, without
// its reprints or rulings. A name the database lacks is a
// *NotFoundError.
func (s *Store) CardList(ctx context.Context, names []string, asOf *oracle.Date) ([]*oracle.CardView, []oracle.CardIdentity, error) {
	views := make([]*oracle.CardView, len(names))
	idents := make([]oracle.CardIdentity, len(names))
	if len(names) == 0 {
		return views, idents, nil
	}
	list, err := json.Marshal(names)
	if err != nil {
		return nil, nil, err
	}
	type listed struct {
		id       int64
		view     *oracle.CardView
		identity identityRow
		faces    []faceRow
		// snapshots lists the snapshots that list the card (snapshotList)
		snapshots string
		// gave are the sources of its snapshot wordings (snapshotSources)
		gave map[string]string
	}
	err = s.lookup(ctx, func(tx dbtx) error {
		rows, err := tx.QueryContext(ctx, "SELECT "+viewColumns+", c.id, "+identityColumns+
			" FROM cards c WHERE c.name IN "+batch+" ORDER BY c.id", string(list))
		if err != nil {
			return err
		}
		defer rows.Close()
		var cards []*listed
		byName := map[string]*listed{}
		for rows.Next() {
			c := &listed{}
			if c.view, err = scanCard(rows, append([]any{&c.id}, c.identity.dest()...)...); err != nil {
				return err
			}
			c.view.Match = oracle.MatchExact
			cards, byName[c.view.Name] = append(cards, c), c
		}
		if err := rows.Err(); err != nil {
			return err
		}
		ids := make([]int64, len(cards))
		byID := make(map[int64]*listed, len(cards))
		for i, c := range cards {
			ids[i], byID[c.id] = c.id, c
		}
		faces, err := tx.QueryContext(ctx, "SELECT card_id, "+faceColumns+" FROM faces WHERE card_id IN "+batch+
			" ORDER BY card_id, position", idList(ids))
		if err != nil {
			return err
		}
		defer faces.Close()
		for faces.Next() {
			card, f, err := scanFace(faces)
			if err != nil {
				return err
			}
			byID[card].faces = append(byID[card].faces, f)
		}
		if err := faces.Err(); err != nil {
			return err
		}
		i := 0
		if err := eachBatchTimeline(ctx, tx, ids, func(timelines map[int][]oracle.Event) {
			c := cards[i]
			i++
			if c.faces == nil {
				c.faces = []faceRow{{position: 0}}
			}
			setWording(c.view, c.faces, timelines, asOf)
			c.gave = snapshotSources(timelines)
			c.snapshots = snapshotList(c.gave)
		}); err != nil {
			return err
		}
		lists := make(map[int64]string, len(cards))
		for _, c := range cards {
			lists[c.id] = c.snapshots
		}
		listed, err := statedLegalities(ctx, tx, ids, asOf, lists)
		if err != nil {
			return err
		}
		if asOf == nil {
			// the notes of statuses stated by absence, as a card's own
			// answer gives them
			legalLists, err := hasLegalLists(ctx, tx)
			if err != nil {
				return err
			}
			views := make(map[int64]*oracle.CardView, len(cards))
			for _, c := range cards {
				views[c.id] = c.view
				if !legalLists {
					continue
				}
				notes, by, err := absenceNotesNow(ctx, tx, c.id)
				if err != nil {
					return err
				}
				c.view.Notes, c.view.AbsentBy = append(c.view.Notes, notes...), by
			}
			if err := newestKnownNotes(ctx, tx, views); err != nil {
				return err
			}
		} else {
			for _, c := range cards {
				if err := setFields(ctx, tx, c.view, c.id, c.gave, asOf, nil); err != nil {
					return err
				}
			}
		}
		for _, c := range cards {
			valueNotes(c.view, asOf)
		}
		for i, name := range names {
			c, ok := byName[name]
			if !ok {
				return &oracle.NotFoundError{Query: name}
			}
			views[i] = c.view
			if idents[i], err = c.identity.identity(name); err != nil {
				return err
			}
			idents[i].Stated = listed[c.id].WithSources(c.view.AbsentBy)
		}
		return nil
	})
	if err != nil {
		return nil, nil, err
	}
	return views, idents, nil
}

// CardNameByID finds the card whose Scryfall oracle id is id, or failing
// that the card whose derived id (derive of its name) is id; a card with
// neither is a *NotFoundError.
func (s *Store) CardNameByID(ctx context.Context, id string, derive func(name string) string) (string, error) {
	var name string
	err := s.lookup(ctx, func(tx dbtx) error {
		err := tx.QueryRowContext(ctx, `SELECT c.name FROM identifiers i JOIN cards c ON c.id = i.card_id
			WHERE i.kind = 'scryfall_oracle_id' AND i.value = ? ORDER BY c.name LIMIT 1`, id).Scan(&name)
		if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		// Only cards without an oracle id are given a derived one.
		rows, err := tx.QueryContext(ctx, `SELECT name FROM cards c WHERE NOT EXISTS
			(SELECT 1 FROM identifiers i WHERE i.card_id = c.id AND i.kind = 'scryfall_oracle_id')`)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var n string
			if err := rows.Scan(&n); err != nil {
				return err
			}
			if derive(n) == id {
				name = n
				return nil
			}
		}
		if err := rows.Err(); err != nil {
			return err
		}
		return &oracle.NotFoundError{Query: id}
	})
	return name, err
}

// RandomCardName is the name of a card picked at random.
func (s *Store) RandomCardName(ctx context.Context) (string, error) {
	var name string
	err := s.lookup(ctx, func(tx dbtx) error {
		var maxID int64
		if err := tx.QueryRowContext(ctx, "SELECT coalesce(max(id), 0) FROM cards").Scan(&maxID); err != nil {
			return err
		}
		if maxID == 0 {
			return &oracle.NotFoundError{Query: "random"}
		}
		// The first card at or after a random id: ids have few gaps.
		return tx.QueryRowContext(ctx, "SELECT name FROM cards WHERE id >= ? ORDER BY id LIMIT 1",
			1+rand.Int64N(maxID)).Scan(&name)
	})
	return name, err
}

// snapshotList lists the snapshots of a card's timelines (gave, as
// snapshotSources gives them), as the key statedLegalities reads: their
// ids, oldest first (by the last day of their date, then id), each
// followed by a NUL.
func snapshotList(gave map[string]string) string {
	ids := slices.Collect(maps.Keys(gave))
	slices.SortFunc(ids, func(a, b string) int { return cmp.Or(cmp.Compare(gave[a], gave[b]), cmp.Compare(a, b)) })
	var b strings.Builder
	for _, id := range ids {
		b.WriteString(id)
		b.WriteByte(0)
	}
	return b.String()
}

// statedLegalities is oracle.StatedLegalities of each card of ids, in
// two queries whatever their number: the snapshots that list each card
// with the legality fields each states (when lists gives the snapshots,
// as snapshotList makes them, the fields each snapshot states), and the
// snapshots imported.
func statedLegalities(ctx context.Context, tx dbtx, ids []int64, asOf *oracle.Date, lists map[int64]string) (map[int64]oracle.LegalitiesStated, error) {
	// The legality fields each snapshot states, as one list a snapshot,
	// made a set for the snapshots that list the cards only: what
	// StatedLegalities reads of a listing.
	legal := map[string]string{}
	if lists != nil {
		err := eachRow(ctx, tx, `SELECT source_id, group_concat(field, char(0)) FROM snapshot_fields
			WHERE field LIKE 'legality:%' GROUP BY source_id`, func(rows *sql.Rows) error {
			var source, fields string
			if err := rows.Scan(&source, &fields); err != nil {
				return err
			}
			legal[source] = fields
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	fields := map[string]map[string]bool{}
	fieldsOf := func(source string) map[string]bool {
		f, ok := fields[source]
		if !ok && legal[source] != "" {
			f = map[string]bool{}
			for _, field := range strings.Split(legal[source], "\x00") {
				f[field] = true
			}
		}
		fields[source] = f
		return f
	}
	var imported []oracle.Source
	if asOf == nil {
		snapshots, err := importedSnapshots(ctx, tx)
		if err != nil {
			return nil, err
		}
		if imported, err = importedSources(snapshots); err != nil {
			return nil, err
		}
	}
	// each snapshot read once, when a card's list first names it (a page's
	// cards share a few)
	sources := newSourceCache(tx)
	out := make(map[int64]oracle.LegalitiesStated, len(ids))
	// The answer depends on the snapshots that list a card alone: the
	// cards of a page share a few lists of them, each worked out once.
	byList := map[string]oracle.LegalitiesStated{}
	stated := func(card int64, list string) error {
		st, ok := byList[list]
		if !ok {
			var listed []oracle.Listing
			for _, source := range strings.Split(list, "\x00") {
				if source == "" {
					continue
				}
				src, err := sources.get(ctx, source)
				if err != nil {
					return err
				}
				listed = append(listed, oracle.Listing{Source: src.ref, Date: src.date, Fields: fieldsOf(source)})
			}
			st = oracle.StatedLegalities(listed, imported, asOf)
			byList[list] = st
		}
		out[card] = st
		return nil
	}
	if lists != nil {
		for _, id := range ids {
			if err := stated(id, lists[id]); err != nil {
				return nil, err
			}
		}
		return out, nil
	}
	// the snapshots that list the cards, each card's oldest first, with the
	// legality fields each states, read at once
	var cards []int64
	cardLists := map[int64]string{}
	err := eachRow(ctx, tx, `SELECT DISTINCT w.card_id, `+prefixed("s.", sourceColumns)+`, s.date_last, l.fields
		FROM wordings w JOIN sources s ON s.id = w.source_id
		LEFT JOIN (SELECT source_id, group_concat(field, char(0)) AS fields FROM snapshot_fields
			WHERE field LIKE 'legality:%' GROUP BY source_id) l ON l.source_id = s.id
		WHERE w.card_id IN `+batch+` AND w.kind = 'snapshot' ORDER BY w.card_id, s.date_last, s.id`, func(rows *sql.Rows) error {
		var card int64
		var s datedSource
		var date, last string
		var fields sql.NullString
		if err := rows.Scan(&card, &s.ref.ID, &s.ref.Title, &s.ref.Kind, &date, &last, &fields); err != nil {
			return err
		}
		s.date, _ = oracle.ParseDate(date)
		sources.byID[s.ref.ID], legal[s.ref.ID] = s, fields.String
		if _, ok := cardLists[card]; !ok {
			cards = append(cards, card)
		}
		cardLists[card] += s.ref.ID + "\x00"
		return nil
	}, idList(ids))
	if err != nil {
		return nil, err
	}
	for _, card := range cards {
		if err := stated(card, cardLists[card]); err != nil {
			return nil, err
		}
	}
	// a card no snapshot lists
	for _, id := range ids {
		if _, ok := out[id]; !ok {
			if err := stated(id, ""); err != nil {
				return nil, err
			}
		}
	}
	return out, nil
}

// importedSources are the imported snapshots (importedSnapshots) as the
// sources StatedLegalities names, each dated by its last day.
func importedSources(snapshots []laterSnapshot) ([]oracle.Source, error) {
	var out []oracle.Source
	for _, s := range snapshots {
		src := s.src
		var err error
		if src.Date, err = oracle.ParseDate(s.last); err != nil {
			return nil, fmt.Errorf("source %s: %w", src.ID, err)
		}
		out = append(out, src)
	}
	return out, nil
}
