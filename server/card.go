package server

import (
	"crypto/sha1"
	"fmt"
	"strings"

	"github.com/mtgoracle/oracle/oracle"
)

// Card is a Scryfall card object, with the fields the database holds.
// Scryfall's id names a printing; a card here is its Oracle card, so id
// and oracle_id are both its Scryfall oracle id, or an id derived from its
// name when no dump gave one.
type Card struct {
	Object        string            `json:"object"`
	ID            string            `json:"id"`
	OracleID      string            `json:"oracle_id"`
	Name          string            `json:"name"`
	Lang          string            `json:"lang"`
	Layout        string            `json:"layout"`
	URI           string            `json:"uri"`
	RulingsURI    string            `json:"rulings_uri"`
	ManaCost      string            `json:"mana_cost"`
	CMC           float64           `json:"cmc"`
	TypeLine      string            `json:"type_line"`
	OracleText    string            `json:"oracle_text"`
	Power         string            `json:"power,omitempty"`
	Toughness     string            `json:"toughness,omitempty"`
	Loyalty       string            `json:"loyalty,omitempty"`
	Defense       string            `json:"defense,omitempty"`
	Colors        []string          `json:"colors"`
	ColorIdentity []string          `json:"color_identity"`
	Keywords      []string          `json:"keywords"`
	Legalities    map[string]string `json:"legalities"`
	CardFaces     []Face            `json:"card_faces,omitempty"`
	// Extensions of this server: the wording's date and source, and the
	// date asked for.
	AsOf         string            `json:"as_of"`
	OracleSource *oracle.SourceRef `json:"oracle_source"`
	OracleDate   *oracle.Date      `json:"oracle_date"`
	OracleNotes  []string          `json:"oracle_notes,omitempty"`
	HistoryURI   string            `json:"history_uri"`
}

// Face is a Scryfall card face object.
type Face struct {
	Object     string   `json:"object"`
	Name       string   `json:"name"`
	ManaCost   string   `json:"mana_cost"`
	TypeLine   string   `json:"type_line"`
	OracleText string   `json:"oracle_text"`
	Power      string   `json:"power,omitempty"`
	Toughness  string   `json:"toughness,omitempty"`
	Loyalty    string   `json:"loyalty,omitempty"`
	Defense    string   `json:"defense,omitempty"`
	Colors     []string `json:"colors,omitempty"`
}

// derivedID is the id of a card no dump gave a Scryfall oracle id: a
// name-based UUID (version 5 layout over SHA-1), stable across databases.
func derivedID(name string) string {
	h := sha1.Sum([]byte("mtgoracle card\x00" + name))
	h[6] = h[6]&0x0f | 0x50
	h[8] = h[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", h[0:4], h[4:6], h[6:8], h[8:10], h[10:16])
}

func newCard(base string, v *oracle.CardView, ident oracle.CardIdentity) Card {
	id := ident.OracleID
	if id == "" {
		id = derivedID(v.Name)
	}
	c := Card{Object: "card", ID: id, OracleID: id, Name: v.Name, Lang: "en", Layout: v.Layout,
		URI: base + "/cards/" + id, RulingsURI: base + "/cards/" + id + "/rulings",
		HistoryURI: base + "/cards/" + id + "/history",
		ManaCost:   v.ManaCost, CMC: v.ManaValue, TypeLine: v.TypeLine, OracleText: v.OracleText,
		Power: v.Power, Toughness: v.Toughness, Loyalty: v.Loyalty, Defense: v.Defense,
		Colors: nonNil(v.Colors), ColorIdentity: nonNil(v.ColorIdentity), Keywords: nonNil(v.Keywords),
		Legalities: ident.Legalities, AsOf: v.AsOf, OracleSource: v.Source, OracleDate: v.Date, OracleNotes: v.Notes}
	if v.Legalities != nil {
		// as of a date, the statuses in force then
		c.Legalities = v.Legalities
	}
	if c.Legalities == nil {
		c.Legalities = map[string]string{}
	}
	if len(v.Faces) > 1 {
		// Scryfall gives a multi-face card's text only on its faces.
		c.OracleText = ""
		for _, f := range v.Faces {
			c.CardFaces = append(c.CardFaces, Face{Object: "card_face", Name: f.Name, ManaCost: f.ManaCost,
				TypeLine: f.TypeLine, OracleText: f.OracleText, Power: f.Power, Toughness: f.Toughness,
				Loyalty: f.Loyalty, Defense: f.Defense, Colors: f.Colors})
		}
		if c.ManaCost == "" {
			costs := make([]string, len(v.Faces))
			for i, f := range v.Faces {
				costs[i] = f.ManaCost
			}
			c.ManaCost = strings.Join(costs, " // ")
		}
	}
	return c
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}
