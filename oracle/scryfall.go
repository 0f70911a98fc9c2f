package oracle

import (
	"crypto/sha1"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// ScryfallCard is a Scryfall card object, with the fields the database
// holds: what the server answers and the scryfall export writes. Scryfall's
// id names a printing; an Oracle card object's id and oracle_id are both
// its Scryfall oracle id, or an id derived from its name when no dump gave
// one. A printing's object (ScryfallPrinting) adds the printing's fields.
type ScryfallCard struct {
	Object        string  `json:"object"`
	ID            string  `json:"id"`
	OracleID      string  `json:"oracle_id"`
	MultiverseIDs []int64 `json:"multiverse_ids"`
	Name          string  `json:"name"`
	Lang          string  `json:"lang"`
	ReleasedAt    string  `json:"released_at,omitempty"`
	Layout        string  `json:"layout"`
	URI           string  `json:"uri"`
	RulingsURI    string  `json:"rulings_uri"`
	ManaCost      string  `json:"mana_cost"`
	CMC           float64 `json:"cmc"`
	TypeLine      string  `json:"type_line"`
	// OracleText is nil for a multi-face card: Scryfall gives its text on
	// its faces alone and leaves the field out.
	OracleText    *string           `json:"oracle_text,omitempty"`
	Power         string            `json:"power,omitempty"`
	Toughness     string            `json:"toughness,omitempty"`
	Loyalty       string            `json:"loyalty,omitempty"`
	Defense       string            `json:"defense,omitempty"`
	Colors        []string          `json:"colors"`
	ColorIdentity []string          `json:"color_identity"`
	Keywords      []string          `json:"keywords"`
	Legalities    map[string]string `json:"legalities"`
	// LegalitiesDate and LegalitiesSource are an extension: the newest
	// snapshot that states the card's legalities (as of the date asked).
	LegalitiesDate   *Date      `json:"legalities_date,omitempty"`
	LegalitiesSource *SourceRef `json:"legalities_source,omitempty"`
	// LegalitySources are, also an extension, the snapshot that states
	// each format's status (LegalitiesStated.By).
	LegalitySources map[string]StatedBy `json:"legality_sources,omitempty"`
	CardFaces       []ScryfallFace      `json:"card_faces,omitempty"`
	// A printing's fields: of the printing the object stands for (the
	// card's newest in the server's card objects), absent in an Oracle
	// card's export.
	Reserved        bool     `json:"reserved"`
	Digital         bool     `json:"digital"`
	Promo           bool     `json:"promo"`
	Reprint         bool     `json:"reprint"`
	SetID           string   `json:"set_id,omitempty"`
	SetURI          string   `json:"set_uri,omitempty"`
	SetSearchURI    string   `json:"set_search_uri,omitempty"`
	PrintsSearchURI string   `json:"prints_search_uri"`
	PromoTypes      []string `json:"promo_types,omitempty"`
	Set             string   `json:"set,omitempty"`
	SetName         string   `json:"set_name,omitempty"`
	SetType         string   `json:"set_type,omitempty"`
	CollectorNumber string   `json:"collector_number,omitempty"`
	Rarity          string   `json:"rarity,omitempty"`
	Artist          string   `json:"artist,omitempty"`
	FlavorText      string   `json:"flavor_text,omitempty"`
	// Extensions: the wording's date and source, and the date asked for.
	AsOf         string     `json:"as_of"`
	OracleSource *SourceRef `json:"oracle_source"`
	OracleDate   *Date      `json:"oracle_date"`
	OracleNotes  []string   `json:"oracle_notes,omitempty"`
	HistoryURI   string     `json:"history_uri"`
}

// ScryfallFace is a Scryfall card face object.
type ScryfallFace struct {
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
	FlavorText string   `json:"flavor_text,omitempty"`
}

// ScryfallDerivedID is the id of a card no dump gave a Scryfall oracle id:
// a name-based UUID, stable across databases.
func ScryfallDerivedID(name string) string { return NameUUID("mtgoracle card\x00" + name) }

// NameUUID is a name-based UUID (version 5 layout over SHA-1) of s.
func NameUUID(s string) string {
	h := sha1.Sum([]byte(s))
	h[6] = h[6]&0x0f | 0x50
	h[8] = h[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", h[0:4], h[4:6], h[6:8], h[8:10], h[10:16])
}

// IsUUID reports whether s is a UUID in lower case, as Scryfall writes ids.
func IsUUID(s string) bool {
	if len(s) != 36 {
		return false
	}
	for i, c := range s {
		switch {
		case i == 8 || i == 13 || i == 18 || i == 23:
			if c != '-' {
				return false
			}
		case !('0' <= c && c <= '9' || 'a' <= c && c <= 'f'):
			return false
		}
	}
	return true
}

// ScryfallCardID is a card's id in its Scryfall objects: its Scryfall
// oracle id, or one derived from its name.
func ScryfallCardID(name string, ident CardIdentity) string {
	if ident.OracleID != "" {
		return ident.OracleID
	}
	return ScryfallDerivedID(name)
}

// ScryfallPrintingID is a printing's id in its Scryfall object: its
// Scryfall id, or (none, or no UUID) one derived from the card's name,
// the set and the collector number: the server and the export give the
// same.
func ScryfallPrintingID(name string, p Printing) string {
	if id := strings.ToLower(p.ScryfallID); IsUUID(id) {
		return id
	}
	return NameUUID("mtgoracle printing\x00" + name + "\x00" + p.Set + "\x00" + p.Number)
}

// NewScryfallCard is the Oracle card object of a card view, its URIs
// under base.
func NewScryfallCard(base string, v *CardView, ident CardIdentity) ScryfallCard {
	id := ScryfallCardID(v.Name, ident)
	c := ScryfallCard{Object: "card", ID: id, OracleID: id, Name: v.Name, Lang: "en", Layout: v.Layout,
		URI: base + "/cards/" + id, RulingsURI: base + "/cards/" + id + "/rulings",
		HistoryURI: base + "/cards/" + id + "/history",
		ManaCost:   v.ManaCost, CMC: v.ManaValue, TypeLine: v.TypeLine, OracleText: &v.OracleText,
		Power: v.Power, Toughness: v.Toughness, Loyalty: v.Loyalty, Defense: v.Defense,
		Colors: nonNilStrings(v.Colors), ColorIdentity: nonNilStrings(v.ColorIdentity), Keywords: nonNilStrings(v.Keywords),
		Legalities: ident.Legalities, Reserved: ident.Reserved, AsOf: v.AsOf, OracleSource: v.Source, OracleDate: v.Date, OracleNotes: v.Notes}
	if v.Legalities != nil {
		// as of a date, the statuses in force then
		c.Legalities = v.Legalities
	}
	c.LegalitySources = ident.Stated.SourcesOf(c.Legalities)
	asOf, formats := "", ident.Stated.Formats
	if v.Dated() {
		asOf = v.AsOf
	}
	if v.FirstKnown != nil || v.Dated() {
		// as of a date the statuses stated by then are all in the view
		// (not legal ones too); before the card's first known wording none
		formats = nil
	}
	var note string
	c.Legalities, note = ScryfallLegalities(c.Legalities, formats, asOf)
	c.LegalitiesDate, c.LegalitiesSource = ident.Stated.Date, ident.Stated.Source
	if ident.Stated.Note != "" {
		c.OracleNotes = append(slices.Clip(c.OracleNotes), ident.Stated.Note)
	}
	if note != "" {
		c.OracleNotes = append(slices.Clip(c.OracleNotes), note)
	}
	c.PrintsSearchURI = base + "/cards/search?order=released&q=oracleid%3A" + id + "&unique=prints"
	c.MultiverseIDs = []int64{}
	if len(v.Faces) > 1 {
		// Scryfall gives a multi-face card's text only on its faces.
		c.OracleText = nil
		for _, f := range v.Faces {
			c.CardFaces = append(c.CardFaces, ScryfallFace{Object: "card_face", Name: f.Name, ManaCost: f.ManaCost,
				TypeLine: f.TypeLine, OracleText: f.OracleText, Power: f.Power, Toughness: f.Toughness,
				Loyalty: f.Loyalty, Defense: f.Defense, Colors: f.Colors})
		}
		if c.ManaCost == "" && slices.ContainsFunc(v.Faces, func(f FaceView) bool { return f.ManaCost != "" }) {
			// faces without a cost join to no cost, not to " // "
			costs := make([]string, len(v.Faces))
			for i, f := range v.Faces {
				costs[i] = f.ManaCost
			}
			c.ManaCost = strings.Join(costs, " // ")
		}
	}
	return c
}

// ScryfallFormats are the formats Scryfall lists in every card's
// legalities.
var ScryfallFormats = []string{"standard", "future", "historic", "timeless", "gladiator", "pioneer", "explorer",
	"modern", "legacy", "pauper", "vintage", "penny", "commander", "oathbreaker", "standardbrawl",
	"brawl", "alchemy", "paupercommander", "duel", "oldschool", "premodern", "predh"}

// ScryfallLegalities are a card's legalities (stated: its answer's, by
// format) as its Scryfall object gives them, with a note naming the
// formats Scryfall lists that no snapshot states of the card ("" when
// none); formats are those the snapshots state (LegalitiesStated.Formats).
// Now (asOf ""), every format Scryfall lists, one with no status given as
// not_legal, as Scryfall gives every format a card is not legal in. As of
// a date (asOf), the same of the formats a snapshot by then states (the
// answer leaves not_legal out); a format none states by then, one that did
// not exist yet or that no snapshot by then carried, is left out, since
// not_legal would say a snapshot stated it. Scryfall's readers take
// legalities as a map of format to status, whose formats have come and
// gone over the years.
func ScryfallLegalities(stated map[string]string, formats []string, asOf string) (map[string]string, string) {
	out := make(map[string]string, len(ScryfallFormats)+len(stated))
	for f, v := range stated {
		out[f] = v
	}
	var unstated []string
	for _, f := range ScryfallFormats {
		known := slices.Contains(formats, f)
		if _, ok := out[f]; !ok && (known || asOf == "") {
			out[f] = NotLegal
		}
		if _, ok := stated[f]; !known && (!ok || asOf == "") {
			unstated = append(unstated, f)
		}
	}
	if len(unstated) == 0 {
		return out, ""
	}
	if asOf != "" {
		return out, "no snapshot by " + asOf + " states the card's legality in " + strings.Join(unstated, ", ") + ": left out"
	}
	return out, "no snapshot states the card's legality in " + strings.Join(unstated, ", ") + ": given as not_legal"
}

// ScryfallPrinting is the object of one printing of a card, as Scryfall's
// default_cards gives it: the card's Oracle object with the printing's id
// (its Scryfall id, or one derived from the card, set and number), set,
// collector number, rarity, release date, artist, flavor text and flags.
func ScryfallPrinting(c ScryfallCard, p Printing) ScryfallCard {
	out := c
	out.ID = ScryfallPrintingID(c.Name, p)
	out.MultiverseIDs = []int64{}
	if id, err := strconv.ParseInt(p.MultiverseID, 10, 64); err == nil {
		out.MultiverseIDs = []int64{id}
	}
	out.Set, out.SetName, out.SetType, out.CollectorNumber = strings.ToLower(p.Set), p.SetName, p.SetType, p.Number
	out.Rarity, out.Artist, out.FlavorText = NormalRarity(p.Rarity), p.Artist, p.Flavor
	if !p.Released.IsZero() {
		out.ReleasedAt = p.Released.String()
	}
	// the Reserved List names the card: every printing of it is on it,
	// one from a dump that marks none included
	out.Reserved, out.Digital = c.Reserved || p.HasFlag(PrintingReserved), p.HasFlag(PrintingOnlineOnly)
	out.Promo, out.Reprint = p.HasFlag(PrintingPromo), p.HasFlag(PrintingReprint)
	out.PromoTypes = nil
	if p.HasFlag(PrintingRebalanced) {
		out.PromoTypes = []string{"rebalanced"}
	}
	if len(c.CardFaces) > 0 && len(p.Faces) == len(c.CardFaces) {
		out.CardFaces = make([]ScryfallFace, len(c.CardFaces))
		for i, f := range c.CardFaces {
			f.FlavorText = p.Faces[i].Flavor
			out.CardFaces[i] = f
		}
	}
	return out
}

func nonNilStrings(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}
