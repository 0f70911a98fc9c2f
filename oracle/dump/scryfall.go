package dump

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strconv"

	"github.com/go-json-experiment/json"

	"github.com/mtgoracle/oracle/oracle"
)

// scryfallFace is a card face, or the card itself: Scryfall uses the same
// field names at both levels.
type scryfallFace struct {
	Name            string     `json:"name"`
	ManaCost        string     `json:"mana_cost"`
	TypeLine        string     `json:"type_line"`
	OracleText      string     `json:"oracle_text"`
	Power           flexString `json:"power"`
	Toughness       flexString `json:"toughness"`
	Loyalty         flexString `json:"loyalty"`
	Defense         flexString `json:"defense"`
	Colors          []string   `json:"colors"`
	PrintedName     string     `json:"printed_name"`
	PrintedTypeLine string     `json:"printed_type_line"`
	PrintedText     string     `json:"printed_text"`
	FlavorText      string     `json:"flavor_text"`
}

type scryfallCard struct {
	scryfallFace
	Layout           string         `json:"layout"`
	Lang             string         `json:"lang"`
	CMC              float64        `json:"cmc"`
	ColorIdentity    []string       `json:"color_identity"`
	Keywords         []string       `json:"keywords"`
	CardFaces        []scryfallFace `json:"card_faces"`
	Legalities       legalities     `json:"legalities"`
	LegalInCommander string         `json:"legal_in_commander"` // trimmed commander pools
	OracleID         string         `json:"oracle_id"`
	MultiverseIDs    []int64        `json:"multiverse_ids"`
	Set              string         `json:"set"`
	SetName          string         `json:"set_name"`
	ReleasedAt       string         `json:"released_at"`
	CollectorNumber  string         `json:"collector_number"`
	Rarity           string         `json:"rarity"`
	Artist           string         `json:"artist"`
	ID               string         `json:"id"`
	SetType          string         `json:"set_type"`
	Reserved         bool           `json:"reserved"`
	Digital          bool           `json:"digital"`
	Promo            bool           `json:"promo"`
	Reprint          bool           `json:"reprint"`
	PromoTypes       []string       `json:"promo_types"`
}

// notCards are layouts of objects that are not Magic cards: Scryfall's,
// and MTGJSON's in the cards of v3 sets (later versions keep them apart,
// in tokens arrays).
var notCards = map[string]bool{"token": true, "double_faced_token": true, "emblem": true, "art_series": true}

// decodeScryfall reads a Scryfall bulk card array (oracle_cards,
// default_cards, all_cards or a trimmed copy) one object at a time.
// Objects in other languages than English repeat their English card's
// Oracle data and are skipped, as are tokens, emblems and art cards.
func decodeScryfall(ctx context.Context, file string, r io.Reader, emit func(Record) error) (Meta, error) {
	win := newWindow(r)
	dec := newDecoder(win)
	win.consumed = dec.InputOffset
	err := func() error {
		if err := expectDelim(dec, '[', "Scryfall card array"); err != nil {
			return err
		}
		for more(dec) {
			if err := ctx.Err(); err != nil {
				return err
			}
			var card scryfallCard
			start := valueStart(dec)
			win.mark("card object", start)
			err := decodeValue(dec, &card)
			win.unmark()
			if err != nil {
				return err
			}
			if card.Name == "" {
				return errNoName
			}
			if card.Lang != "" && card.Lang != "en" || notCards[card.Layout] {
				continue
			}
			rec, err := scryfallRecord(&card)
			if err == nil {
				err = checkFields(&rec)
			}
			if err != nil {
				return &offsetError{offset: start, err: fmt.Errorf("card %.40q: %w", card.Name, err)}
			}
			if err := emit(rec); err != nil {
				return err
			}
		}
		if err := expectDelim(dec, ']', "Scryfall card array"); err != nil {
			return err
		}
		return expectEnd(dec)
	}()
	if err != nil {
		return Meta{}, jsonError(file, dec, err)
	}
	return Meta{Format: Scryfall, Title: "Scryfall cards"}, nil
}

func scryfallRecord(c *scryfallCard) (Record, error) {
	rec := Record{
		Name:             c.Name,
		Layout:           c.Layout,
		ManaValue:        c.CMC,
		ColorIdentity:    c.ColorIdentity,
		Keywords:         c.Keywords,
		ScryfallOracleID: c.OracleID,
	}
	legal := c.Legalities
	if c.LegalInCommander != "" {
		if legal == nil {
			// A trimmed copy that keeps only legal_in_commander speaks
			// of Commander alone.
			legal = legalities{}
			rec.LegalityFormats = []string{"commander"}
		}
		legal.add("commander", c.LegalInCommander)
	}
	rec.Legalities = legal.playable()
	// A trimmed copy leaves out what it does not list: a list it leaves
	// out decodes as nil, an empty one as empty. Every full card object
	// has a layout; without one, loyalty and defense are unknown too.
	if c.Layout == "" {
		rec.Unknown |= oracle.FieldLayout | oracle.FieldLoyalty | oracle.FieldDefense
	}
	if c.Keywords == nil {
		rec.Unknown |= oracle.FieldKeywords
	}
	if legal == nil {
		rec.Unknown |= oracle.FieldLegalities
	}
	colors := c.Colors != nil
	for _, f := range c.CardFaces {
		colors = colors || f.Colors != nil
	}
	if !colors {
		rec.Unknown |= oracle.FieldColors
	}
	for _, id := range c.MultiverseIDs {
		rec.MultiverseIDs = append(rec.MultiverseIDs, strconv.FormatInt(id, 10))
	}
	if len(c.CardFaces) > 0 {
		for _, f := range c.CardFaces {
			rec.Faces = append(rec.Faces, Face{
				Name: f.Name, ManaCost: f.ManaCost, TypeLine: f.TypeLine, Text: f.OracleText,
				Power: string(f.Power), Toughness: string(f.Toughness), Loyalty: string(f.Loyalty), Defense: string(f.Defense),
				Colors: f.Colors,
			})
		}
		joinFaces(&rec)
		// Split and flip cards have one set of colors for both faces.
		if len(rec.Colors) == 0 {
			rec.Colors = c.Colors
		}
	} else {
		rec.ManaCost, rec.TypeLine, rec.Text = c.ManaCost, c.TypeLine, c.OracleText
		rec.Power, rec.Toughness, rec.Loyalty, rec.Defense = string(c.Power), string(c.Toughness), string(c.Loyalty), string(c.Defense)
		rec.Colors = c.Colors
	}
	if c.Set == "" {
		return rec, nil
	}
	p := oracle.Printing{Set: c.Set, SetName: c.SetName, Number: c.CollectorNumber, Rarity: oracle.NormalRarity(c.Rarity), TypeLine: c.PrintedTypeLine, Flavor: c.FlavorText,
		Artist: c.Artist, ScryfallID: c.ID, SetType: c.SetType}
	if len(c.MultiverseIDs) > 0 {
		p.MultiverseID = strconv.FormatInt(c.MultiverseIDs[0], 10)
	}
	for _, f := range []struct {
		on   bool
		flag string
	}{{c.Reserved, oracle.PrintingReserved}, {c.Digital, oracle.PrintingOnlineOnly},
		{slices.Contains(c.PromoTypes, "rebalanced"), oracle.PrintingRebalanced}, {c.Promo, oracle.PrintingPromo}, {c.Reprint, oracle.PrintingReprint}} {
		if f.on {
			p.Flags = append(p.Flags, f.flag)
		}
	}
	if c.PrintedName != c.Name {
		p.Name = c.PrintedName
	}
	if c.ReleasedAt != "" {
		var err error
		if p.Released, err = parseDate(c.ReleasedAt); err != nil {
			return Record{}, fmt.Errorf("released_at: %w", err)
		}
	}
	if len(c.CardFaces) == 0 {
		p.Text, p.RawText = printedText(c.PrintedText)
	}
	for _, f := range c.CardFaces {
		pf := oracle.PrintedFace{Name: f.Name, TypeLine: f.PrintedTypeLine, Flavor: f.FlavorText}
		if f.PrintedName != "" {
			pf.Name = f.PrintedName
		}
		pf.Text, pf.RawText = printedText(f.PrintedText)
		p.Faces = append(p.Faces, pf)
	}
	rec.Printings = []oracle.Printing{p}
	return rec, nil
}

// BulkIndexEntry is one entry of Scryfall's bulk-data index
// (https://api.scryfall.com/bulk-data): a dump's kind and when Scryfall
// built it. The dump itself carries no date.
type BulkIndexEntry struct {
	Type        string      // "oracle_cards", "default_cards", "all_cards", ...
	UpdatedAt   oracle.Date // the day of updated_at
	DownloadURI string
}

// ReadBulkIndex reads Scryfall's bulk-data index, from which the caller
// can date a bulk dump it downloaded.
func ReadBulkIndex(r io.Reader) ([]BulkIndexEntry, error) {
	var index struct {
		Data []struct {
			Type        string `json:"type"`
			UpdatedAt   string `json:"updated_at"`
			DownloadURI string `json:"download_uri"`
		} `json:"data"`
	}
	if err := json.UnmarshalRead(r, &index, decodeOptions); err != nil {
		return nil, fmt.Errorf("scryfall bulk-data index: %w", err)
	}
	entries := make([]BulkIndexEntry, 0, len(index.Data))
	for _, d := range index.Data {
		date, err := parseDate(d.UpdatedAt)
		if err != nil {
			return nil, fmt.Errorf("scryfall bulk-data index: %s: updated_at: %w", d.Type, err)
		}
		entries = append(entries, BulkIndexEntry{Type: d.Type, UpdatedAt: date, DownloadURI: d.DownloadURI})
	}
	return entries, nil
}
