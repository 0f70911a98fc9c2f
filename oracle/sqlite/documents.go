package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"strings"

	"github.com/mtgoracle/oracle/oracle"
)

// Errata lists errata events in the filter's window, oldest first.
func (s *Store) Errata(ctx context.Context, f oracle.ErrataFilter) ([]oracle.ErratumView, error) {
	out := []oracle.ErratumView{}
	err := s.read(ctx, func(tx *sql.Tx) error {
		where := []string{"w.kind = 'errata'"}
		var args []any
		if f.Since != nil {
			where = append(where, "s.date_first >= ?")
			args = append(args, f.Since.First())
		}
		if f.Until != nil {
			where = append(where, "s.date_last <= ?")
			args = append(args, f.Until.Last())
		}
		if f.Source != "" {
			where = append(where, "s.id = ?")
			args = append(args, f.Source)
		}
		if f.Card != "" {
			ref, err := findCard(ctx, tx, f.Card)
			if err != nil {
				return err
			}
			where = append(where, "w.card_id = ?")
			args = append(args, ref.ID)
		}
		rows, err := tx.QueryContext(ctx, `SELECT w.card_id, c.name, w.face, s.id, s.title, s.kind, s.date,
				w.number, w.errata_kind, w.ability, w.text, w.note
			FROM wordings w JOIN sources s ON s.id = w.source_id JOIN cards c ON c.id = w.card_id
			WHERE `+strings.Join(where, " AND ")+`
			ORDER BY s.date_first, s.id, w.number, c.name`, args...)
		if err != nil {
			return err
		}
		type key struct {
			card int64
			face int
		}
		var keys []key
		for rows.Next() {
			var v oracle.ErratumView
			var k key
			var date string
			var text sql.NullString
			if err := rows.Scan(&k.card, &v.Card, &k.face, &v.Source.ID, &v.Source.Title, &v.Source.Kind, &date,
				&v.Number, &v.Kind, &v.Ability, &text, &v.Note); err != nil {
				rows.Close()
				return err
			}
			v.Date, _ = oracle.ParseDate(date)
			v.Precision = v.Date.Precision().String()
			if text.Valid {
				v.Text = &text.String
			}
			out = append(out, v)
			keys = append(keys, k)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		// The full wording after each erratum comes from the card's timeline.
		timelines := map[int64]map[int][]oracle.Event{}
		sources := newSourceCache(tx)
		for i, k := range keys {
			if timelines[k.card] == nil {
				if timelines[k.card], err = loadTimelines(ctx, tx, sources, k.card); err != nil {
					return err
				}
			}
			for _, e := range timelines[k.card][k.face] {
				// an erratum listed without its wording leads to none known
				if e.Kind == oracle.EventErrata && e.Source.ID == out[i].Source.ID && e.SetsWording() {
					out[i].Wording, out[i].Problem = e.Wording, e.Problem
				}
			}
		}
		return nil
	})
	return out, err
}

// Rulings returns the rulings, rules and mechanic definitions that name a
// card.
func (s *Store) Rulings(ctx context.Context, name string) (*oracle.RulingsView, error) {
	var v *oracle.RulingsView
	err := s.lookup(ctx, func(tx dbtx) error {
		ref, err := findCard(ctx, tx, name)
		if err != nil {
			return err
		}
		v = &oracle.RulingsView{Name: ref.Name, Match: ref.Match}
		if ref.Match != oracle.MatchExact {
			v.Query = name
		}
		v.Rulings, err = cardRulings(ctx, tx, ref.ID)
		return err
	})
	return v, err
}

// cardRulings lists the rulings, rules and mechanic definitions that name
// a card, oldest first, each ruling dated long before the card's first
// printing noted so (oracle.NoteEarlyRulings).
func cardRulings(ctx context.Context, tx dbtx, cardID int64) ([]oracle.RulingView, error) {
	rows, err := tx.QueryContext(ctx, `SELECT 'ruling', CASE WHEN r.date != '' THEN r.date ELSE s.date END AS d,
			s.date_first AS df, s.id AS sid, s.title, s.kind, r.kind, '', r.number AS n, r.id AS rid, r.text,
			(SELECT group_concat(c.name, char(31)) FROM ruling_cards rc2 JOIN cards c ON c.id = rc2.card_id
				WHERE rc2.ruling_id = r.id)
		FROM rulings r JOIN ruling_cards rc ON rc.ruling_id = r.id JOIN sources s ON s.id = r.source_id
		WHERE rc.card_id = ?
		UNION ALL
		SELECT CASE WHEN r.kind = 'mechanic' THEN 'mechanic' ELSE 'rule' END, s.date, s.date_first, s.id, s.title, s.kind,
			CASE WHEN r.kind = 'mechanic' THEN '' ELSE r.kind END, r.keyword, r.number, r.id, r.text,
			(SELECT group_concat(c.name, char(31)) FROM rule_cards rc2 JOIN cards c ON c.id = rc2.card_id
				WHERE rc2.rule_id = r.id)
		FROM rules r JOIN rule_cards rc ON rc.rule_id = r.id JOIN sources s ON s.id = r.source_id
		WHERE rc.card_id = ?
		ORDER BY d, df, sid, 1, n, rid`, cardID, cardID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var items []oracle.RulingView
	for rows.Next() {
		var v oracle.RulingView
		var id int64
		var date, first, cards string
		if err := rows.Scan(&v.Item, &date, &first, &v.Source.ID, &v.Source.Title, &v.Source.Kind, &v.Kind, &v.Keyword,
			&v.Number, &id, &v.Text, &cards); err != nil {
			return nil, err
		}
		v.Date, _ = oracle.ParseDate(date)
		v.Cards = strings.Split(cards, "\x1f")
		items = append(items, v)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	// Each snapshot repeats the rulings it carries, some in new words:
	// each is shown once.
	items = oracle.DistinctRulings(items)
	var first string
	if err := tx.QueryRowContext(ctx, "SELECT first_printed FROM cards WHERE id = ?", cardID).Scan(&first); err != nil {
		return nil, err
	}
	if first != "" {
		d, err := oracle.ParseDate(first)
		if err != nil {
			return nil, fmt.Errorf("card %d: first printed: %w", cardID, err)
		}
		oracle.NoteEarlyRulings(items, d)
	}
	return items, nil
}

// Sources lists documents and snapshots, oldest first; with sets, also the
// set releases that printings come from.
func (s *Store) Sources(ctx context.Context, sets bool) ([]oracle.SourceSummary, error) {
	out := []oracle.SourceSummary{}
	err := s.read(ctx, func(tx *sql.Tx) error {
		filter := "WHERE s.kind != 'printing'"
		if sets {
			filter = ""
		}
		rows, err := tx.QueryContext(ctx, `SELECT s.id, s.title, s.author, s.kind, s.origin, s.date, s.subset, s.lists_legal_in,
				(SELECT count(*) FROM wordings w WHERE w.source_id = s.id AND w.kind = 'errata'),
				(SELECT count(*) FROM rulings r WHERE r.source_id = s.id),
				(SELECT count(*) FROM rules r WHERE r.source_id = s.id AND r.kind != 'mechanic'),
				(SELECT count(*) FROM rules r WHERE r.source_id = s.id AND r.kind = 'mechanic'),
				(SELECT count(*) FROM wordings w WHERE w.source_id = s.id AND w.kind = 'snapshot'),
				CASE WHEN s.kind = 'printing' THEN
					(SELECT count(*) FROM printings p WHERE `+setSourceIDSQL("p.set_code")+` = s.id) ELSE 0 END
			FROM sources s `+filter+` ORDER BY s.date_first, s.id`)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var v oracle.SourceSummary
			var date string
			if err := rows.Scan(&v.ID, &v.Title, &v.Author, &v.Kind, &v.Origin, &date, &v.Subset, &v.ListsLegalIn,
				&v.Errata, &v.Rulings, &v.Rules, &v.Mechanics, &v.Snapshots, &v.Printings); err != nil {
				return err
			}
			v.Date, _ = oracle.ParseDate(date)
			out = append(out, v)
		}
		return rows.Err()
	})
	return out, err
}
