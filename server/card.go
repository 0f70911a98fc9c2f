package server

import "github.com/mtgoracle/oracle/oracle"

// Card is a Scryfall card object, with the fields the database holds (the
// scryfall export writes the same objects).
type Card = oracle.ScryfallCard

// Face is a Scryfall card face object.
type Face = oracle.ScryfallFace

func derivedID(name string) string { return oracle.ScryfallDerivedID(name) }

func newCard(base string, v *oracle.CardView, ident oracle.CardIdentity) Card {
	return oracle.NewScryfallCard(base, v, ident)
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}
