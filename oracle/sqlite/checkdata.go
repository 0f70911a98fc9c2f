package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/mtgoracle/oracle/oracle"
)

// FaceTextClashes lists the printings whose faces share a printed text.
func (s *Store) FaceTextClashes(ctx context.Context) ([]oracle.FaceTextClash, error) {
	var out []oracle.FaceTextClash
	err := s.read(ctx, func(tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, `SELECT c.name, p.set_code, p.number, p.printed_name, q.printed_name,
				p.text_problem != '' OR q.text_problem != ''
			FROM printings p JOIN printings q ON q.card_id = p.card_id AND q.set_code = p.set_code AND q.number = p.number
				AND q.face > p.face AND q.text = p.text AND q.printed_name != p.printed_name
			JOIN cards c ON c.id = p.card_id
			WHERE p.text != '' ORDER BY c.name, p.set_code, p.number`)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var c oracle.FaceTextClash
			if err := rows.Scan(&c.Card, &c.Set, &c.Number, &c.Face, &c.OtherFace, &c.Flagged); err != nil {
				return err
			}
			out = append(out, c)
		}
		return rows.Err()
	})
	return out, err
}

// EachCardFieldSources calls fn for every card, in name order.
func (s *Store) EachCardFieldSources(ctx context.Context, fn func(*oracle.CardFieldSources) error) error {
	return s.read(ctx, func(tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, `SELECT c.name, c.layout, c.mana_cost, c.colors, c.oracle_text, c.field_sources,
				coalesce((SELECT group_concat(st, char(10)) FROM (SELECT DISTINCT s.date_last || ' ' || s.id AS st
					FROM wordings w JOIN sources s ON s.id = w.source_id WHERE w.card_id = c.id AND w.kind = 'snapshot')), ''),
				coalesce((SELECT group_concat(position) FROM (SELECT position FROM faces f WHERE f.card_id = c.id ORDER BY position)), '')
			FROM cards c ORDER BY c.name`)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var c oracle.CardFieldSources
			var colors, fields, stamps, faces string
			if err := rows.Scan(&c.Card, &c.Layout, &c.ManaCost, &colors, &c.OracleText, &fields, &stamps, &faces); err != nil {
				return err
			}
			c.Colors = splitColors(colors)
			if err := unmarshalFieldSources(fields, &c.Fields); err != nil {
				return fmt.Errorf("card %q: field sources: %w", c.Card, err)
			}
			c.Sources = map[string]bool{}
			for _, st := range splitNonEmpty(stamps, "\n") {
				c.Sources[st] = true
				c.Newest = max(c.Newest, st)
			}
			for _, p := range splitNonEmpty(faces, ",") {
				var pos int
				fmt.Sscan(p, &pos)
				c.Faces = append(c.Faces, pos)
			}
			if err := fn(&c); err != nil {
				return err
			}
		}
		return rows.Err()
	})
}

func splitNonEmpty(s, sep string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(s, sep)
}

// unmarshalFieldSources reads a card's field_sources (” for none).
func unmarshalFieldSources(s string, into *map[string]string) error {
	if s == "" {
		return nil
	}
	return json.Unmarshal([]byte(s), into)
}

// CardFacts reads every card's identity facts, in name order.
func (s *Store) CardFacts(ctx context.Context) ([]oracle.CardFacts, error) {
	var out []oracle.CardFacts
	err := s.read(ctx, func(tx *sql.Tx) error {
		byID := map[int64]int{}
		rows, err := tx.QueryContext(ctx, `SELECT c.id, c.name,
			coalesce((SELECT group_concat(name, char(10)) FROM (SELECT name FROM faces WHERE card_id = c.id ORDER BY position)), '')
			FROM cards c ORDER BY c.name`)
		if err != nil {
			return err
		}
		for rows.Next() {
			var id int64
			var c oracle.CardFacts
			var faces string
			if err := rows.Scan(&id, &c.Name, &faces); err != nil {
				rows.Close()
				return err
			}
			c.Faces = splitNonEmpty(faces, "\n")
			byID[id] = len(out)
			out = append(out, c)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		each := func(query string, fn func(c *oracle.CardFacts, a, b string)) error {
			rows, err := tx.QueryContext(ctx, query)
			if err != nil {
				return err
			}
			defer rows.Close()
			for rows.Next() {
				var id int64
				var a, b string
				if err := rows.Scan(&id, &a, &b); err != nil {
					return err
				}
				fn(&out[byID[id]], a, b)
			}
			return rows.Err()
		}
		err = each(`SELECT DISTINCT card_id, set_code, rarity FROM printings`, func(c *oracle.CardFacts, set, rarity string) {
			if !slices.Contains(c.Sets, set) {
				c.Sets = append(c.Sets, set)
			}
			if !slices.Contains(c.Rarities, rarity) {
				c.Rarities = append(c.Rarities, rarity)
			}
		})
		if err != nil {
			return err
		}
		err = each(`SELECT p.card_id, p.set_code, p.number FROM printings p WHERE p.scryfall_id != '' AND EXISTS (SELECT 1 FROM printings q
			WHERE q.card_id = p.card_id AND q.face = p.face AND q.scryfall_id = p.scryfall_id AND q.id != p.id) ORDER BY p.set_code, p.number`,
			func(c *oracle.CardFacts, set, number string) { c.SharedIDs = append(c.SharedIDs, set+" #"+number) })
		if err != nil {
			return err
		}
		err = each(`SELECT DISTINCT p.card_id, p.reported_by, '' FROM printings p UNION
			SELECT DISTINCT w.card_id, w.source_id, '' FROM wordings w`, func(c *oracle.CardFacts, source, _ string) {
			c.Sources = append(c.Sources, source)
		})
		if err != nil {
			return err
		}
		err = each(`SELECT DISTINCT w.card_id, s.title, '' FROM wordings w JOIN sources s ON s.id = w.source_id WHERE w.face > 0`,
			func(c *oracle.CardFacts, title, _ string) { c.FaceSources = append(c.FaceSources, title) })
		if err != nil {
			return err
		}
		return each(`SELECT card_id, count(*), '' FROM wordings WHERE kind = 'snapshot' AND note LIKE '`+oracle.SeveralTexts+`%' GROUP BY card_id`,
			func(c *oracle.CardFacts, n, _ string) { fmt.Sscan(n, &c.SeveralTexts) })
	})
	return out, err
}
