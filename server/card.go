package server

import (
	"strconv"
	"strings"

	"github.com/mtgoracle/oracle/oracle"
)

// Card is a Scryfall card object, with the fields the database holds (the
// scryfall export writes the same objects).
type Card = oracle.ScryfallCard

// Face is a Scryfall card face object.
type Face = oracle.ScryfallFace

// newCard is a card's object as the server answers it: the card's Oracle
// object (oracle.NewScryfallCard, as the bulk files and the scryfall
// export give it).
func newCard(base string, v *oracle.CardView, ident oracle.CardIdentity) Card {
	return oracle.NewScryfallCard(base, v, ident)
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// rarities maps the rarities the dumps state to Scryfall's.
var rarities = map[string]string{"common": "common", "uncommon": "uncommon", "rare": "rare",
	"mythic": "mythic", "special": "special", "bonus": "bonus", "basic land": "common"}

// setPrinting makes c stand for one printing of its card: id is the
// printing's own with ownID, else the card's stays.
func setPrinting(c *Card, base string, set *setInfo, card *oracle.IndexedCard, i int, ownID bool) {
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
	// the Reserved List names the card (the card object says so): every
	// printing of it is on it, one from a dump that marks none included
	c.Reserved, c.Digital = c.Reserved || p.HasFlag(oracle.PrintingReserved), p.HasFlag(oracle.PrintingOnlineOnly)
	c.Promo, c.Reprint = p.HasFlag(oracle.PrintingPromo), p.HasFlag(oracle.PrintingReprint)
	c.MultiverseIDs = []int64{}
	seen := map[int64]bool{}
	ids := []string{p.MultiverseID}
	for _, f := range p.Faces {
		ids = append(ids, f.MultiverseID)
	}
	for _, s := range ids {
		if n, err := strconv.ParseInt(s, 10, 64); err == nil && !seen[n] {
			seen[n] = true
			c.MultiverseIDs = append(c.MultiverseIDs, n)
		}
	}
}
