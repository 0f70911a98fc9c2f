package oracle

import "strings"

// MeldCard is a card as the meld rule reads it: its name, current Oracle
// text and mana value.
type MeldCard struct {
	Name      string
	Text      string
	ManaValue float64
}

// Meld is a melded card and the two meld cards that become it.
type Meld struct {
	Result string
	Parts  [2]string
	// ManaValue is the melded permanent's: the sum of its front faces'
	// mana values (rules 202.3c, 712.8g).
	ManaValue float64
}

// Melds finds the meld pairs of a pool from the cards' texts: a card
// whose text says to "meld them into" a card of the pool, and names the
// other card of its pair ("a creature named ..."), makes a pair. A name
// in a text is the longest name of the pool it begins with, so that a name
// holding a comma or "and" reads whole. Cards are given in a stable
// order; the melds come in the order of the cards that say them.
func Melds(cards []MeldCard) []Meld {
	byName := make(map[string]MeldCard, len(cards))
	for _, c := range cards {
		byName[c.Name] = c
	}
	var melds []Meld
	for _, c := range cards {
		_, into, ok := strings.Cut(c.Text, "meld them into ")
		if !ok {
			continue
		}
		result, ok := nameAt(into, byName)
		if !ok || result == c.Name {
			continue
		}
		partner := ""
		for rest := c.Text; partner == ""; {
			_, after, found := strings.Cut(rest, "named ")
			if !found {
				break
			}
			if name, ok := nameAt(after, byName); ok && name != c.Name && name != result {
				partner = name
			}
			rest = after
		}
		if partner == "" {
			continue
		}
		melds = append(melds, Meld{Result: result, Parts: [2]string{c.Name, partner},
			ManaValue: c.ManaValue + byName[partner].ManaValue})
	}
	return melds
}

// maxNameWords bounds the words a card name in a text is looked for in.
const maxNameWords = 12

// nameAt is the longest name of the pool that text begins with, ending at
// a word's end.
func nameAt(text string, pool map[string]MeldCard) (string, bool) {
	best, words := "", 0
	for i := 0; i <= len(text) && words < maxNameWords; i++ {
		if i < len(text) && text[i] != ' ' && text[i] != ',' && text[i] != '.' && text[i] != '\n' {
			continue
		}
		words++
		if _, ok := pool[text[:i]]; ok {
			best = text[:i]
		}
	}
	return best, best != ""
}
