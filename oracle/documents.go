package oracle

import (
	"context"
	"database/sql"
	"strings"
)

// ErrataFilter selects errata events. A bound's whole period counts: Since
// 2001 starts on 2001-01-01, Until 2001-05 ends on 2001-05-31. An erratum
// is in the window only when all of its own period is.
type ErrataFilter struct {
	Since, Until *Date
	Card         string // a card name, matched as Card matches it
	Source       string // a source id
}

// ErratumView is one errata event.
type ErratumView struct {
	Card      string      `json:"card"`
	Date      Date        `json:"date"`
	Precision string      `json:"precision"`
	Source    SourceRef   `json:"source"`
	Number    int         `json:"number,omitempty"`
	Kind      ErratumKind `json:"kind"`
	Ability   int         `json:"ability,omitempty"`
	// Text is the erratum as written; nil when the document gives no wording.
	Text *string `json:"text"`
	// Wording is the card's full wording once the erratum applies; it
	// differs from Text for partial and additive errata.
	Wording string `json:"wording,omitempty"`
	Note    string `json:"note,omitempty"`
	Problem string `json:"problem,omitempty"`
}

// Errata lists errata events in the filter's window, oldest first.
func (s *Store) Errata(ctx context.Context, f ErrataFilter) ([]ErratumView, error) {
	out := []ErratumView{}
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
			var v ErratumView
			var k key
			var date string
			var text sql.NullString
			if err := rows.Scan(&k.card, &v.Card, &k.face, &v.Source.ID, &v.Source.Title, &v.Source.Kind, &date,
				&v.Number, &v.Kind, &v.Ability, &text, &v.Note); err != nil {
				rows.Close()
				return err
			}
			v.Date, _ = ParseDate(date)
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
		timelines := map[int64]map[int][]Event{}
		sources := newSourceCache(ctx, tx)
		for i, k := range keys {
			if timelines[k.card] == nil {
				if timelines[k.card], err = loadTimelines(ctx, tx, sources, k.card); err != nil {
					return err
				}
			}
			for _, e := range timelines[k.card][k.face] {
				if e.Kind == EventErrata && e.Source.ID == out[i].Source.ID {
					out[i].Wording, out[i].Problem = e.Wording, e.Problem
				}
			}
		}
		return nil
	})
	return out, err
}

// RulingView is what a document says about a card: a ruling, or a rule or
// mechanic definition that names it, with every card it names.
type RulingView struct {
	Date   Date      `json:"date"`
	Source SourceRef `json:"source"`
	// Item is "ruling", "rule" or "mechanic".
	Item string `json:"item"`
	// Kind is a ruling's kind (card, general, reversal) or a rule's
	// (change, general, elimination); "" for a mechanic.
	Kind string `json:"kind,omitempty"`
	// Keyword is the keyword or mechanic a mechanic item defines.
	Keyword string   `json:"keyword,omitempty"`
	Number  int      `json:"number,omitempty"`
	Cards   []string `json:"cards"`
	Text    string   `json:"text"`
}

// The items a RulingView may be.
const (
	ItemRuling   = "ruling"
	ItemRule     = "rule"
	ItemMechanic = "mechanic"
)

// RulingsView is a card's rulings, oldest first.
type RulingsView struct {
	Query   string       `json:"query,omitempty"`
	Match   MatchKind    `json:"match"`
	Name    string       `json:"name"`
	Rulings []RulingView `json:"rulings"`
}

// Rulings returns the rulings, rules and mechanic definitions that name a
// card.
func (s *Store) Rulings(ctx context.Context, name string) (*RulingsView, error) {
	var v *RulingsView
	err := s.read(ctx, func(tx *sql.Tx) error {
		ref, err := findCard(ctx, tx, name)
		if err != nil {
			return err
		}
		v = &RulingsView{Name: ref.Name, Match: ref.Match}
		if ref.Match != MatchExact {
			v.Query = name
		}
		v.Rulings, err = cardRulings(ctx, tx, ref.ID)
		return err
	})
	return v, err
}

// cardRulings lists the rulings, rules and mechanic definitions that name
// a card, oldest first.
func cardRulings(ctx context.Context, tx dbtx, cardID int64) ([]RulingView, error) {
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
	out := []RulingView{}
	// Each snapshot repeats the rulings it carries: show each once, from
	// the first source that gave it.
	seen := map[string]bool{}
	for rows.Next() {
		var v RulingView
		var id int64
		var date, first, cards string
		if err := rows.Scan(&v.Item, &date, &first, &v.Source.ID, &v.Source.Title, &v.Source.Kind, &v.Kind, &v.Keyword,
			&v.Number, &id, &v.Text, &cards); err != nil {
			return nil, err
		}
		// Dumps of different years print one ruling with straight or
		// curly quotes.
		key := date + "\x00" + plainQuotes.Replace(v.Text)
		if seen[key] {
			continue
		}
		seen[key] = true
		v.Date, _ = ParseDate(date)
		v.Cards = strings.Split(cards, "\x1f")
		out = append(out, v)
	}
	return out, rows.Err()
}

// plainQuotes writes typographic quotes and apostrophes as plain ones.
var plainQuotes = strings.NewReplacer("\u2018", "'", "\u2019", "'", "\u201c", `"`, "\u201d", `"`)

// SourceSummary is a source with counts of what it holds.
type SourceSummary struct {
	Source
	Errata    int `json:"errata"`
	Rulings   int `json:"rulings"`
	Rules     int `json:"rules"`
	Mechanics int `json:"mechanics"`
	Snapshots int `json:"snapshot_wordings"`
	Printings int `json:"printings"`
}

// Sources lists documents and snapshots, oldest first; with sets, also the
// set releases that printings come from.
func (s *Store) Sources(ctx context.Context, sets bool) ([]SourceSummary, error) {
	out := []SourceSummary{}
	err := s.read(ctx, func(tx *sql.Tx) error {
		filter := "WHERE s.kind != 'printing'"
		if sets {
			filter = ""
		}
		rows, err := tx.QueryContext(ctx, `SELECT s.id, s.title, s.author, s.kind, s.origin, s.date,
				(SELECT count(*) FROM wordings w WHERE w.source_id = s.id AND w.kind = 'errata'),
				(SELECT count(*) FROM rulings r WHERE r.source_id = s.id),
				(SELECT count(*) FROM rules r WHERE r.source_id = s.id AND r.kind != 'mechanic'),
				(SELECT count(*) FROM rules r WHERE r.source_id = s.id AND r.kind = 'mechanic'),
				(SELECT count(*) FROM wordings w WHERE w.source_id = s.id AND w.kind = 'snapshot'),
				CASE WHEN s.kind = 'printing' THEN
					(SELECT count(*) FROM printings p WHERE 'set-' || lower(p.set_code) = s.id) ELSE 0 END
			FROM sources s `+filter+` ORDER BY s.date_first, s.id`)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var v SourceSummary
			var date string
			if err := rows.Scan(&v.ID, &v.Title, &v.Author, &v.Kind, &v.Origin, &date,
				&v.Errata, &v.Rulings, &v.Rules, &v.Mechanics, &v.Snapshots, &v.Printings); err != nil {
				return err
			}
			v.Date, _ = ParseDate(date)
			out = append(out, v)
		}
		return rows.Err()
	})
	return out, err
}
