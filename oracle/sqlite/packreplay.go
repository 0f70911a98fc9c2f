package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"runtime/debug"
	"slices"
	"sync"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/pack"
)

// LoadPack loads a history pack in one transaction: the rows of the
// pack's tables are replaced with the pack's, the derived tables rebuilt,
// and digest recorded as the embedded data's (MetaDataHash). The
// snapshots the user imported are kept: what each of them said (its wordings,
// printings, rulings, and the card fields it set) is read back first and
// imported again on top of the pack, oldest first, all in one
// transaction, so that a failure leaves the database as it was; so are
// the versions of the Comprehensive Rules the pack lacks.
func (s *Store) LoadPack(ctx context.Context, r io.Reader, digest string) (PackStats, error) {
	var st PackStats
	defer lowerGC()()
	pr, err := pack.NewReader(r)
	if err != nil {
		return st, err
	}
	defer pr.Close()
	err = s.writeFresh(ctx, func(tx *sql.Tx) (bool, error) {
		kept, err := userSnapshots(ctx, tx, pr.Header().Sources)
		if err != nil {
			return false, err
		}
		rules, err := readRulesHistory(ctx, tx)
		if err != nil {
			return false, err
		}
		keptRules := compRulesFiles(rules)
		if st, err = loadPack(ctx, tx, pr, digest); err != nil {
			return false, err
		}
		if err := keepCompRules(ctx, tx, keptRules); err != nil {
			return false, fmt.Errorf("importing the Comprehensive Rules again: %w", err)
		}
		for _, k := range kept {
			feed := func(add func(oracle.SnapshotCard) error) error {
				for _, c := range k.cards {
					if err := add(c); err != nil {
						return err
					}
				}
				return nil
			}
			if _, err := importIn(ctx, tx, k.src, feed); err != nil {
				return false, fmt.Errorf("importing %s again: %w", k.src.ID, err)
			}
		}
		st.Replayed = len(kept)
		// a pack's own card_field_changes hold for its rows alone
		return st.fieldChanges && len(kept) == 0, nil
	})
	if err != nil || st.Replayed == 0 {
		return st, err
	}
	return st, s.compact(ctx)
}

// packGCPercent is the garbage collector's goal (GOGC) while a pack
// loads. Most of the live heap then is the decompressor's window, the 64
// MiB dictionary the pack was compressed with, while the rows decoded are
// garbage as soon as they are written: at the default of 100 the heap
// would grow to twice the live one, some 80 MB more, before a collection.
// The window holds no pointers, so a collection costs little more for it.
const packGCPercent = 25

var (
	gcMu     sync.Mutex
	gcLoads  int // loads under way
	gcBefore int // the goal before the first of them
)

// lowerGC lowers the garbage collector's goal to packGCPercent, unless it
// is lower already or the collector off, and returns what restores it
// once every load under way has ended.
func lowerGC() (restore func()) {
	gcMu.Lock()
	defer gcMu.Unlock()
	if gcLoads == 0 {
		if gcBefore = debug.SetGCPercent(packGCPercent); gcBefore < packGCPercent {
			debug.SetGCPercent(gcBefore)
		}
	}
	gcLoads++
	return func() {
		gcMu.Lock()
		defer gcMu.Unlock()
		if gcLoads--; gcLoads == 0 {
			debug.SetGCPercent(gcBefore)
		}
	}
}

// keptSnapshot is a snapshot the user imported, as the records an import
// takes.
type keptSnapshot struct {
	src   oracle.Source
	cards []oracle.SnapshotCard
}

// userSnapshots reads back the snapshots that are not a pack's: those
// with imported wordings or printings that neither the new pack (packed)
// nor MetaPackSources lists. A snapshot of the same id as one of the
// pack's is the pack's.
func userSnapshots(ctx context.Context, tx dbtx, packed []string) ([]keptSnapshot, error) {
	var listed []string
	var before string
	err := tx.QueryRowContext(ctx, "SELECT coalesce((SELECT value FROM meta WHERE key = ?), '[]')", MetaPackSources).Scan(&before)
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal([]byte(before), &listed); err != nil {
		return nil, fmt.Errorf("meta %s: %w", MetaPackSources, err)
	}
	listed = append(listed, packed...)
	rows, err := tx.QueryContext(ctx, `SELECT id, title, author, origin, date, subset, lists_legal_in FROM sources s WHERE kind = 'snapshot'
		AND (EXISTS (SELECT 1 FROM wordings w WHERE w.source_id = s.id AND w.from_data = 0)
			OR EXISTS (SELECT 1 FROM printings p WHERE p.reported_by = s.id))
		ORDER BY date_last, id`)
	if err != nil {
		return nil, err
	}
	var kept []keptSnapshot
	for rows.Next() {
		src := oracle.Source{Kind: oracle.SourceSnapshot}
		var date string
		if err := rows.Scan(&src.ID, &src.Title, &src.Author, &src.Origin, &date, &src.Subset, &src.ListsLegalIn); err != nil {
			rows.Close()
			return nil, err
		}
		if src.Date, err = oracle.ParseDate(date); err != nil {
			rows.Close()
			return nil, fmt.Errorf("source %s: %w", src.ID, err)
		}
		if !slices.Contains(listed, src.ID) {
			kept = append(kept, keptSnapshot{src: src})
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil || len(kept) == 0 {
		return nil, err
	}
	w, err := newCardWriter(ctx, tx)
	if err != nil {
		return nil, err
	}
	byID := map[int64]*storedCard{}
	for _, c := range w.stored {
		byID[c.id] = c
	}
	for i := range kept {
		if kept[i].cards, err = snapshotCards(ctx, tx, kept[i].src, byID); err != nil {
			return nil, fmt.Errorf("reading back %s: %w", kept[i].src.ID, err)
		}
	}
	return kept, nil
}

// snapshotCards are the records of the snapshot id: each card it spoke
// of, with the fields it set (the others unknown), its wordings, the
// printings it reported, its rulings and the card's identifiers.
func snapshotCards(ctx context.Context, tx dbtx, src oracle.Source, byID map[int64]*storedCard) ([]oracle.SnapshotCard, error) {
	id := src.ID
	// A database migrated from a version that dated fields without naming
	// their snapshot (migrations/0006) stamps them with the day alone.
	stamps := []string{sourceStamp(id, src.Date), src.Date.Last() + " "}
	cards := map[int64]*oracle.SnapshotCard{}
	var order []int64
	get := func(cardID int64) (*oracle.SnapshotCard, error) {
		if sc := cards[cardID]; sc != nil {
			return sc, nil
		}
		stored := byID[cardID]
		if stored == nil {
			return nil, fmt.Errorf("card %d not found", cardID)
		}
		r := stored.row
		sc := &oracle.SnapshotCard{Card: oracle.Card{Name: r.Name, Layout: r.Layout, ManaCost: r.ManaCost, TypeLine: r.TypeLine,
			Power: r.Power, Toughness: r.Toughness, Loyalty: r.Loyalty, Defense: r.Defense,
			Colors: r.Colors, ColorIdentity: r.ColorIdentity, Keywords: r.Keywords}}
		for _, f := range r.Faces {
			f.Oracle = nil
			sc.Card.Faces = append(sc.Card.Faces, f)
		}
		oracle.AllFields.Each(func(field oracle.Fields, name string) {
			if !slices.Contains(stamps, stored.stamps[name]) {
				sc.Unknown |= field
			}
		})
		cards[cardID] = sc
		order = append(order, cardID)
		return sc, nil
	}
	err := eachRow(ctx, tx, `SELECT card_id, face, text FROM wordings
		WHERE source_id = ? AND kind = 'snapshot' AND from_data = 0 AND text IS NOT NULL ORDER BY card_id, face`,
		func(rows *sql.Rows) error {
			var cardID int64
			var face int
			var text string
			if err := rows.Scan(&cardID, &face, &text); err != nil {
				return err
			}
			sc, err := get(cardID)
			if err != nil {
				return err
			}
			w := []oracle.Wording{{Source: id, Text: text}}
			sc.Unknown &^= oracle.FieldOracle // the snapshot gave it
			switch {
			case face == 0:
				sc.Card.Oracle = w
			case face <= len(sc.Card.Faces):
				sc.Card.Faces[face-1].Oracle = w
			}
			return nil
		}, id)
	if err != nil {
		return nil, err
	}
	if err := readPrintings(ctx, tx, id, get); err != nil {
		return nil, err
	}
	err = eachRow(ctx, tx, `SELECT x.card_id, r.kind, r.date, r.text FROM rulings r JOIN ruling_cards x ON x.ruling_id = r.id
		WHERE r.source_id = ? ORDER BY r.number, r.id`, func(rows *sql.Rows) error {
		var cardID int64
		var kind, date string
		var ru oracle.Ruling
		if err := rows.Scan(&cardID, &kind, &date, &ru.Text); err != nil {
			return err
		}
		ru.Kind = oracle.RulingKind(kind)
		if date != "" {
			d, err := oracle.ParseDate(date)
			if err != nil {
				return err
			}
			ru.Date = d
		}
		sc, err := get(cardID)
		if err != nil {
			return err
		}
		sc.Rulings = append(sc.Rulings, ru)
		return nil
	}, id)
	if err != nil {
		return nil, err
	}
	carried, err := loadSnapshotFields(ctx, tx)
	if err != nil {
		return nil, err
	}
	sources := newSourceCache(tx)
	out := make([]oracle.SnapshotCard, 0, len(order))
	for _, cardID := range order {
		sc := cards[cardID]
		if err := readCardExtras(ctx, tx, cardID, sc); err != nil {
			return nil, err
		}
		// Every field the snapshot carried, newest or not, is what was in
		// force on its date: the field history says it.
		if fields := carried[id]; len(fields) > 0 {
			h, err := loadFieldHistory(ctx, tx, sources, cardID)
			if err != nil {
				return nil, err
			}
			oracle.RestoreStated(sc, oracle.FieldsAsOf(h.statements, h.listed, src.Date), fields)
		}
		out = append(out, *sc)
	}
	return out, nil
}

// readPrintings adds the printings the snapshot id reported to its cards,
// one printing per set and number with its faces.
func readPrintings(ctx context.Context, tx dbtx, id string, get func(int64) (*oracle.SnapshotCard, error)) error {
	// A date is the snapshot's only where it dated the printing or set.
	return eachRow(ctx, tx, `SELECT p.card_id, p.face, p.set_code, p.set_name, iif(p.dated_by = ?1, p.released, ''), p.number,
		p.rarity, p.printed_name, p.type_line, p.text, p.raw_text, p.flavor, coalesce(s.released, '')
		FROM printings p LEFT JOIN sets s ON s.code = p.set_code AND s.released_by = ?1
		WHERE p.reported_by = ?1 ORDER BY p.card_id, p.set_code, p.number, p.face`,
		func(rows *sql.Rows) error {
			var cardID int64
			var face int
			var p oracle.Printing
			var released, setReleased string
			var pf oracle.PrintedFace
			if err := rows.Scan(&cardID, &face, &p.Set, &p.SetName, &released, &p.Number, &p.Rarity,
				&pf.Name, &pf.TypeLine, &pf.Text, &pf.RawText, &pf.Flavor, &setReleased); err != nil {
				return err
			}
			for _, d := range []struct {
				text string
				date *oracle.Date
			}{{released, &p.Released}, {setReleased, &p.SetReleased}} {
				if d.text == "" {
					continue
				}
				var err error
				if *d.date, err = oracle.ParseDate(d.text); err != nil {
					return err
				}
			}
			sc, err := get(cardID)
			if err != nil {
				return err
			}
			ps := sc.Card.Printings
			if face > 0 {
				if n := len(ps); n > 0 && ps[n-1].Set == p.Set && ps[n-1].Number == p.Number && len(ps[n-1].Faces) > 0 {
					ps[n-1].Faces = append(ps[n-1].Faces, pf)
					return nil
				}
				p.Faces = []oracle.PrintedFace{pf}
			} else {
				p.Name, p.TypeLine, p.Text, p.RawText, p.Flavor = pf.Name, pf.TypeLine, pf.Text, pf.RawText, pf.Flavor
			}
			sc.Card.Printings = append(ps, p)
			return nil
		}, id)
}

// readCardExtras adds a card's identifiers, and its legalities when the
// snapshot set them.
func readCardExtras(ctx context.Context, tx dbtx, cardID int64, sc *oracle.SnapshotCard) error {
	err := eachRow(ctx, tx, "SELECT kind, value FROM identifiers WHERE card_id = ? ORDER BY kind, value", func(rows *sql.Rows) error {
		var ident oracle.Identifier
		if err := rows.Scan(&ident.Kind, &ident.Value); err != nil {
			return err
		}
		sc.Identifiers = append(sc.Identifiers, ident)
		return nil
	}, cardID)
	if err != nil || sc.Unknown.Has(oracle.FieldLegalities) {
		return err
	}
	var formats string
	err = tx.QueryRowContext(ctx, "SELECT formats FROM legalities WHERE card_id = ?", cardID).Scan(&formats)
	if err == sql.ErrNoRows {
		return nil
	}
	if err != nil {
		return err
	}
	return json.Unmarshal([]byte(formats), &sc.Legalities)
}

func eachRow(ctx context.Context, tx dbtx, query string, fn func(*sql.Rows) error, args ...any) error {
	rows, err := tx.QueryContext(ctx, query, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		if err := fn(rows); err != nil {
			return err
		}
	}
	return rows.Err()
}
