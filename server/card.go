package server

import (
	"strconv"
	"strings"

	"github.com/mtgoracle/oracle/oracle"
)

// Card is a Scryfall card object, with the fields the database holds.
// Scryfall's id names a printing; a card here is its Oracle card, so id
// and oracle_id are both its Scryfall oracle id, or an id derived from its
// name when no dump gave one.
type Card struct {
	Object     string  `json:"object"`
	ID         string  `json:"id"`
	OracleID   string  `json:"oracle_id"`
	Name       string  `json:"name"`
	Lang       string  `json:"lang"`
	Layout     string  `json:"layout"`
	URI        string  `json:"uri"`
	RulingsURI string  `json:"rulings_uri"`
	ManaCost   string  `json:"mana_cost"`
	CMC        float64 `json:"cmc"`
	TypeLine   string  `json:"type_line"`
	// OracleText is nil for a multi-face card: Scryfall gives its text
	// on its faces alone and leaves the field out.
	OracleText    *string           `json:"oracle_text,omitempty"`
	Power         string            `json:"power,omitempty"`
	Toughness     string            `json:"toughness,omitempty"`
	Loyalty       string            `json:"loyalty,omitempty"`
	Defense       string            `json:"defense,omitempty"`
	Colors        []string          `json:"colors"`
	ColorIdentity []string          `json:"color_identity"`
	Keywords      []string          `json:"keywords"`
	Legalities    map[string]string `json:"legalities"`
	CardFaces     []Face            `json:"card_faces,omitempty"`
	// The printing the object stands for: with unique=prints, and in a
	// printing's own lookups, each printing; otherwise the card's newest.
	MultiverseIDs   []int  `json:"multiverse_ids"`
	Set             string `json:"set,omitempty"`
	SetID           string `json:"set_id,omitempty"`
	SetName         string `json:"set_name,omitempty"`
	SetType         string `json:"set_type,omitempty"`
	SetURI          string `json:"set_uri,omitempty"`
	SetSearchURI    string `json:"set_search_uri,omitempty"`
	CollectorNumber string `json:"collector_number,omitempty"`
	Rarity          string `json:"rarity,omitempty"`
	ReleasedAt      string `json:"released_at,omitempty"`
	Artist          string `json:"artist,omitempty"`
	Reserved        bool   `json:"reserved"`
	Digital         bool   `json:"digital"`
	Promo           bool   `json:"promo"`
	Reprint         bool   `json:"reprint"`
	PrintsSearchURI string `json:"prints_search_uri"`
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
	return nameUUID("mtgoracle card\x00" + name)
}

func newCard(base string, v *oracle.CardView, ident oracle.CardIdentity) Card {
	id := ident.OracleID
	if id == "" {
		id = derivedID(v.Name)
	}
	c := Card{Object: "card", ID: id, OracleID: id, Name: v.Name, Lang: "en", Layout: v.Layout,
		URI: base + "/cards/" + id, RulingsURI: base + "/cards/" + id + "/rulings",
		HistoryURI: base + "/cards/" + id + "/history",
		ManaCost:   v.ManaCost, CMC: v.ManaValue, TypeLine: v.TypeLine, OracleText: &v.OracleText,
		Power: v.Power, Toughness: v.Toughness, Loyalty: v.Loyalty, Defense: v.Defense,
		Colors: nonNil(v.Colors), ColorIdentity: nonNil(v.ColorIdentity), Keywords: nonNil(v.Keywords),
		Legalities: legalities(ident.Legalities), AsOf: v.AsOf, OracleSource: v.Source, OracleDate: v.Date, OracleNotes: v.Notes}
	c.PrintsSearchURI = base + "/cards/search?order=released&q=oracleid%3A" + id + "&unique=prints"
	c.MultiverseIDs = []int{}
	if len(v.Faces) > 1 {
		// Scryfall gives a multi-face card's text only on its faces.
		c.OracleText = nil
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

// formats are the formats Scryfall lists in every card's legalities.
var formats = []string{"standard", "future", "historic", "timeless", "gladiator", "pioneer", "explorer",
	"modern", "legacy", "pauper", "vintage", "penny", "commander", "oathbreaker", "standardbrawl",
	"brawl", "alchemy", "paupercommander", "duel", "oldschool", "premodern", "predh"}

// legalities is a card's legalities with every format Scryfall lists: a
// format the data does not state is not_legal, as Scryfall has it.
func legalities(stated map[string]string) map[string]string {
	out := make(map[string]string, len(formats)+len(stated))
	for _, f := range formats {
		out[f] = "not_legal"
	}
	for f, v := range stated {
		out[f] = v
	}
	return out
}

// rarities maps the rarities the dumps state to Scryfall's.
var rarities = map[string]string{"common": "common", "uncommon": "uncommon", "rare": "rare",
	"mythic": "mythic", "special": "special", "bonus": "bonus", "basic land": "common"}

// setPrinting makes c stand for one printing of its card: id is the
// printing's own with ownID, else the card's stays.
func (c *Card) setPrinting(base string, set *setInfo, card *oracle.IndexedCard, i int, ownID bool) {
	p := &card.Printings[i]
	if ownID {
		c.ID = printID(card, p)
		c.URI = base + "/cards/" + c.ID
	}
	c.Set, c.SetName, c.CollectorNumber, c.Artist = strings.ToLower(p.Set), p.SetName, p.Number, p.Artist
	c.Rarity = rarities[strings.ToLower(p.Rarity)]
	if c.Rarity == "" && p.Rarity != "" {
		c.Rarity = "special"
	}
	if !p.Released.IsZero() {
		c.ReleasedAt = p.Released.First()
	}
	c.SetID = setID(p.Set)
	c.SetURI = base + "/sets/" + c.SetID
	c.SetSearchURI = base + "/cards/search?order=set&q=e%3A" + c.Set + "&unique=prints"
	if set != nil {
		c.SetType = set.Type
		if c.SetName == "" {
			c.SetName = set.Name
		}
	}
	c.Reserved, c.Digital = p.HasFlag(oracle.PrintingReserved), p.HasFlag(oracle.PrintingOnlineOnly)
	c.Promo, c.Reprint = p.HasFlag(oracle.PrintingPromo), p.HasFlag(oracle.PrintingReprint)
	c.MultiverseIDs = []int{}
	seen := map[int]bool{}
	ids := []string{p.MultiverseID}
	for _, f := range p.Faces {
		ids = append(ids, f.MultiverseID)
	}
	for _, s := range ids {
		if n, err := strconv.Atoi(s); err == nil && !seen[n] {
			seen[n] = true
			c.MultiverseIDs = append(c.MultiverseIDs, n)
		}
	}
}
