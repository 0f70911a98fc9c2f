package sqlite

import (
	"context"
	"database/sql"
	"strings"

	"github.com/mtgoracle/oracle/oracle"
)

// CardIndex reads, in one transaction, every card's name, faces, oracle id
// and printings, and every set with a printing: what a server keeps in
// memory to find cards by name, id or printing without a query. Sets are
// in order of release, then code.
func (s *Store) CardIndex(ctx context.Context) ([]oracle.IndexedCard, []oracle.ExportSet, error) {
	var cards []oracle.IndexedCard
	var sets []oracle.ExportSet
	err := s.read(ctx, func(tx *sql.Tx) error {
		byID := map[int64]int{}
		err := eachRow(ctx, tx, `SELECT c.id, c.name, coalesce((SELECT min(value) FROM identifiers i
			WHERE i.card_id = c.id AND i.kind = 'scryfall_oracle_id'), ''), c.type_line, c.power, c.toughness, c.loyalty
			FROM cards c ORDER BY c.name`, func(rows *sql.Rows) error {
			var id int64
			var c oracle.IndexedCard
			var st oracle.CardStats
			if err := rows.Scan(&id, &c.Name, &c.OracleID, &st.TypeLine, &st.Power, &st.Toughness, &st.Loyalty); err != nil {
				return err
			}
			c.Stats = []oracle.CardStats{st}
			byID[id] = len(cards)
			cards = append(cards, c)
			return nil
		})
		if err != nil {
			return err
		}
		err = eachRow(ctx, tx, "SELECT card_id, name, type_line, power, toughness, loyalty FROM faces ORDER BY card_id, position", func(rows *sql.Rows) error {
			var id int64
			var name string
			var st oracle.CardStats
			if err := rows.Scan(&id, &name, &st.TypeLine, &st.Power, &st.Toughness, &st.Loyalty); err != nil {
				return err
			}
			if i, ok := byID[id]; ok {
				cards[i].Faces = append(cards[i].Faces, name)
				cards[i].Stats = append(cards[i].Stats, st)
			}
			return nil
		})
		if err != nil {
			return err
		}
		err = eachRow(ctx, tx, "SELECT card_id, value FROM identifiers WHERE kind = 'multiverse_id' ORDER BY card_id, value", func(rows *sql.Rows) error {
			var id int64
			var value string
			if err := rows.Scan(&id, &value); err != nil {
				return err
			}
			if i, ok := byID[id]; ok {
				cards[i].MultiverseIDs = append(cards[i].MultiverseIDs, value)
			}
			return nil
		})
		if err != nil {
			return err
		}
		err = eachRow(ctx, tx, `SELECT card_id, set_code, set_name, released, number, printed_name, rarity, artist,
			scryfall_id, multiverse_id, flags FROM printings ORDER BY card_id, released, set_code, number, face`, func(rows *sql.Rows) error {
			var id int64
			var p oracle.Printing
			var released, flags string
			if err := rows.Scan(&id, &p.Set, &p.SetName, &released, &p.Number, &p.Name, &p.Rarity, &p.Artist,
				&p.ScryfallID, &p.MultiverseID, &flags); err != nil {
				return err
			}
			i, ok := byID[id]
			if !ok {
				return nil
			}
			p.Released, _ = oracle.ParseDate(released)
			if flags != "" {
				p.Flags = strings.Split(flags, ",")
			}
			c := &cards[i]
			face := oracle.PrintedFace{Name: p.Name, MultiverseID: p.MultiverseID}
			if n := len(c.Printings); n > 0 && c.Printings[n-1].Set == p.Set && c.Printings[n-1].Number == p.Number {
				last := &c.Printings[n-1]
				last.Faces = append(last.Faces, face)
				if last.ScryfallID == "" {
					last.ScryfallID = p.ScryfallID
				}
				if last.MultiverseID == "" {
					last.MultiverseID = p.MultiverseID
				}
				return nil
			}
			p.Faces = []oracle.PrintedFace{face}
			c.Printings = append(c.Printings, p)
			return nil
		})
		if err != nil {
			return err
		}
		return eachRow(ctx, tx, `SELECT p.set_code, max(p.set_name), coalesce(nullif(s.released, ''), min(p.released)),
			coalesce(s.set_type, ''), coalesce(s.block, '')
			FROM printings p LEFT JOIN sets s ON s.code = p.set_code GROUP BY p.set_code ORDER BY 3, 1`, func(rows *sql.Rows) error {
			var set oracle.ExportSet
			var released string
			if err := rows.Scan(&set.Code, &set.Name, &released, &set.Type, &set.Block); err != nil {
				return err
			}
			set.Released, _ = oracle.ParseDate(released)
			sets = append(sets, set)
			return nil
		})
	})
	if err != nil {
		return nil, nil, err
	}
	return cards, sets, nil
}
