package export

import (
	"bufio"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/mtgoracle/oracle/oracle"
)

// cockatriceWriter writes Cockatrice's card database, version 4, laid out
// as Cockatrice's own writer lays it out (four-space indents, elements in
// its order). Split, aftermath and adventure cards are one card whose
// faces' texts are joined by a "---" line and whose costs and types are
// joined by " // "; other multi-face cards are one card per face, each
// naming the others as cards it transforms into.
type cockatriceWriter struct {
	w    *bufio.Writer
	out  io.Writer
	asOf *oracle.Date
	// named: a card left out is an error (Options.Named)
	named bool
}

// cockatriceMerged are the layouts Cockatrice shows as one card.
var cockatriceMerged = []string{"split", "aftermath", "adventure"}

// mainTypes is the order in which a card type wins Cockatrice's main type.
var mainTypes = []string{"Planeswalker", "Creature", "Land", "Sorcery", "Instant", "Artifact", "Enchantment", "Battle"}

var xmlEscaper = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;")

func (x *cockatriceWriter) Begin(ix *oracle.ExportIndex) error {
	x.w = bufio.NewWriter(x.out)
	x.w.WriteString(`<?xml version="1.0" encoding="UTF-8"?>
<cockatrice_carddatabase version="4" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="https://raw.githubusercontent.com/Cockatrice/Cockatrice/master/doc/carddatabase_v4/cards.xsd">
    <info>
        <author>oracle</author>
        <sourceVersion>` + xmlEscaper.Replace(asOfLabel(x.asOf)) + `</sourceVersion>
    </info>
`)
	if len(ix.Sets) > 0 {
		x.w.WriteString("    <sets>\n")
		for _, s := range ix.Sets {
			x.w.WriteString("        <set>\n")
			x.element(3, "name", s.Code)
			x.element(3, "longname", s.Name)
			if s.Type != "" {
				x.element(3, "settype", cockatriceSetType(s.Type))
			}
			x.element(3, "releasedate", s.Released.First())
			if s.Type != "" || slices.Contains(nonEnglishSets, s.Code) {
				x.element(3, "priority", strconv.Itoa(setPriority(s.Type, s.Code)))
			}
			x.w.WriteString("        </set>\n")
		}
		x.w.WriteString("    </sets>\n")
	}
	_, err := x.w.WriteString("    <cards>\n")
	return err
}

// setPriorities order sets for Cockatrice's choice of a card's picture, by
// set type, as its importer ranks them: 10 primary, 20 secondary, 30
// reprints, 40 other.
var setPriorities = map[string]int{
	"core": 10, "expansion": 10,
	"commander": 20, "starter": 20, "draft_innovation": 20, "duel_deck": 20,
	"archenemy": 30, "arsenal": 30, "box": 30, "eternal": 30, "from_the_vault": 30, "masterpiece": 30, "masters": 30,
	"memorabilia": 30, "planechase": 30, "premium_deck": 30, "promo": 30, "spellbook": 30, "token": 30, "treasure_chest": 30,
}

// nonEnglishSets are the sets Cockatrice's importer ranks last, as its
// users prefer their English printings' pictures.
var nonEnglishSets = []string{"4BB", "FBB", "PS11", "PSAL", "REN", "RIN"}

// setPriority is a set's Cockatrice priority: 40 for a type it does not
// rank. A set whose type no dump stated gets none.
func setPriority(setType, code string) int {
	if slices.Contains(nonEnglishSets, code) {
		return 100
	}
	if p, ok := setPriorities[setType]; ok {
		return p
	}
	return 40
}

// cockatriceSetType writes a set type as Cockatrice does: its words
// capitalized but for short ones after the first ("from_the_vault" is
// "From the Vault").
func cockatriceSetType(t string) string {
	small := []string{"the", "a", "an", "on", "to", "for", "of", "in", "and", "with", "or"}
	words := strings.Split(t, "_")
	for i, w := range words {
		if i == 0 || !slices.Contains(small, w) {
			words[i] = upperFirst(w)
		}
	}
	return strings.Join(words, " ")
}

func (x *cockatriceWriter) element(depth int, name, value string) {
	x.w.WriteString(strings.Repeat("    ", depth))
	x.w.WriteString("<" + name + ">" + xmlEscaper.Replace(value) + "</" + name + ">\n")
}

// cockatriceCard is one <card> element.
type cockatriceCard struct {
	name, text             string
	layout, side, typeLine string
	types                  []string
	manaCost               string
	manaValue              float64
	colors, identity       []string
	pt, loyalty            string
	related                []string
	cipt, upsideDown       bool
	landscape              bool
	legalities             map[string]string
	printings              []oracle.Printing
	// face is the card's face among its printings' faces, whose
	// multiverse ids are the faces' own.
	face int
}

func (x *cockatriceWriter) Card(c *oracle.ExportCard) error {
	if len(c.Printings) == 0 {
		// Cockatrice requires every card to name a set.
		if !x.named {
			return nil
		}
		by := ""
		if x.asOf != nil {
			by = " by " + x.asOf.String()
		}
		return &UnwritableError{Format: "cockatrice",
			Reason: "cards.xsd requires a set per card, and no dated printing of the card is known" + by + " (the other formats write it)"}
	}
	for _, card := range cockatriceCards(c) {
		x.writeCard(card)
	}
	return nil
}

// meldInto finds the card a meld card's text melds it into.
var meldInto = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`then meld them into ([^.]*)`) })

func cockatriceCards(c *oracle.ExportCard) []cockatriceCard {
	base := cockatriceCard{layout: c.Layout, side: "front", manaValue: c.ManaValue, colors: c.Colors,
		identity: c.ColorIdentity, legalities: c.Legalities, printings: c.Printings}
	if !c.MultiFace() || slices.Contains(cockatriceMerged, c.Layout) {
		card := base
		card.name, card.types = c.Name, c.Faces[0].Types
		var texts, costs, types, pts []string
		for _, f := range c.Faces {
			if f.OracleText != "" {
				texts = append(texts, f.OracleText) // a face with no text adds no separator
			}
			costs, types, pts = mergeProp(costs, cockatriceManaCost(f.ManaCost)), mergeProp(types, f.TypeLine), mergeProp(pts, faceCardPT(f))
		}
		card.text = strings.Join(texts, "\n\n---\n\n")
		card.manaCost = strings.Join(costs, " // ")
		card.typeLine = strings.Join(types, " // ")
		card.pt = strings.Join(pts, " // ")
		card.loyalty = c.Faces[0].Loyalty
		if c.Layout == "meld" {
			// Each meld card is a card of its own: the one no other melds
			// into has a cost or says what it melds into.
			if m := meldInto().FindStringSubmatch(card.text); m != nil {
				card.related = []string{m[1]}
			} else if c.ManaCost == "" {
				card.side = "back"
			}
		}
		card.finish()
		return []cockatriceCard{card}
	}
	var cards []cockatriceCard
	for i, f := range c.Faces {
		card := base
		card.name, card.text, card.typeLine, card.types = f.Name, f.OracleText, f.TypeLine, f.Types
		card.manaCost, card.manaValue, card.colors = cockatriceManaCost(f.ManaCost), c.ManaValue, f.Colors
		card.pt, card.loyalty, card.face = faceCardPT(f), f.Loyalty, i
		if f.ManaCost != "" {
			card.manaValue = oracle.ManaValue(f.ManaCost)
		}
		if i > 0 {
			// A back face without a cost has its front face's mana value.
			card.side = "back"
			card.upsideDown = c.Layout == "flip"
		}
		for j, other := range c.Faces {
			if j != i {
				card.related = append(card.related, other.Name)
			}
		}
		card.finish()
		cards = append(cards, card)
	}
	return cards
}

// finish sets what Cockatrice derives from the card's other fields: a
// split card, a plane and a battle lie sideways, and such a card, like one
// whose text says it enters tapped, enters the table tapped.
func (c *cockatriceCard) finish() {
	c.landscape = c.layout == "split" || c.layout == "planar" || mainType(c.types) == "Battle"
	c.cipt = c.landscape || entersTapped(c.name, c.text)
}

// mergeProp adds one face's value of a property to a merged card's, as
// Cockatrice merges them: an empty value, or one equal to all the faces
// before say together, is not repeated.
func mergeProp(values []string, v string) []string {
	if v == "" || strings.Join(values, " // ") == v {
		return values
	}
	return append(values, v)
}

// cockatriceManaCost writes a mana cost as Cockatrice does: braces dropped
// but around a symbol of two halves ("{2}{G/W}{G/P}" is "2{G/W}{G/P}").
func cockatriceManaCost(cost string) string {
	var b strings.Builder
	for _, sym := range manaSymbols(cost) {
		if strings.Contains(sym, "/") {
			b.WriteString("{" + sym + "}")
		} else {
			b.WriteString(sym)
		}
	}
	return b.String()
}

// manaSymbols are the symbols of a mana cost without their braces.
func manaSymbols(cost string) []string {
	if cost == "" {
		return nil
	}
	return strings.Split(strings.TrimSuffix(strings.TrimPrefix(cost, "{"), "}"), "}{")
}

// faceCardPT is a face's P/T as Cockatrice writes it: the power alone when
// there is no toughness.
func faceCardPT(f oracle.ExportFace) string {
	switch {
	case f.Toughness != "":
		return f.Power + "/" + f.Toughness
	case f.Power != "":
		return f.Power
	}
	return ""
}

// entersTapped reports text that says the card enters tapped with no
// condition: a sentence (or a clause after a comma) whose subject is the
// card (its name, a short name its name begins with, "this <word>" or
// "it") and that goes on with no "unless" or "if".
func entersTapped(name, text string) bool {
	subjects := []string{name}
	for i, r := range name {
		if before, _ := utf8.DecodeLastRuneInString(name[:i]); !isNameRune(r) && i > 0 && isNameRune(before) {
			subjects = append(subjects, name[:i])
		}
	}
	for _, line := range strings.Split(text, "\n") {
		for start := 0; start < len(line); start++ {
			if start > 0 && !strings.HasSuffix(line[:start], ", ") && !strings.HasSuffix(line[:start], ". ") {
				continue
			}
			rest := line[start:]
			if m := thisSubject().FindString(rest); m != "" && entersTappedAfter(rest[len(m):]) {
				return true
			}
			for _, subject := range subjects {
				if subject != "" && strings.HasPrefix(rest, subject) && entersTappedAfter(rest[len(subject):]) {
					return true
				}
			}
		}
	}
	return false
}

// thisSubject is a sentence's subject that stands for the card itself.
var thisSubject = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^(?:it|[Tt]his [^ ]+)`) })

// ciptPhrase is what follows the subject of a sentence saying the card
// enters tapped.
var ciptPhrase = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^ enters(?: the battlefield)? tapped`) })

func entersTappedAfter(rest string) bool {
	m := ciptPhrase().FindString(rest)
	if m == "" {
		return false
	}
	rest = rest[len(m):]
	return !strings.HasPrefix(rest, " unless") && !strings.HasPrefix(rest, " if ")
}

func isNameRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '\'' || r == '"'
}

// mainType is the card type Cockatrice sorts a card by.
func mainType(types []string) string {
	for _, t := range mainTypes {
		if slices.Contains(types, t) {
			return t
		}
	}
	if len(types) > 0 {
		return types[0]
	}
	return ""
}

// tableRow is the row of the table Cockatrice puts a card on.
func tableRow(main string) int {
	switch main {
	case "Land":
		return 0
	case "Creature":
		return 2
	case "Instant", "Sorcery":
		return 3
	}
	return 1
}

// wubrg orders colors as Cockatrice lists them.
func wubrg(colors []string) string {
	var b strings.Builder
	for _, c := range []string{"W", "U", "B", "R", "G"} {
		if slices.Contains(colors, c) {
			b.WriteString(c)
		}
	}
	return b.String()
}

func (x *cockatriceWriter) writeCard(c cockatriceCard) {
	x.w.WriteString("        <card>\n")
	x.element(3, "name", c.name)
	x.element(3, "text", c.text)
	x.w.WriteString("            <prop>\n")
	main := mainType(c.types)
	props := [][2]string{{"layout", c.layout}, {"side", c.side}, {"type", c.typeLine}, {"maintype", main},
		{"manacost", c.manaCost}, {"cmc", strconv.FormatFloat(c.manaValue, 'f', -1, 64)},
		{"colors", wubrg(c.colors)}, {"coloridentity", wubrg(c.identity)},
		{"pt", c.pt}, {"loyalty", c.loyalty}}
	for _, format := range sortedKeys(c.legalities) {
		props = append(props, [2]string{"format-" + format, c.legalities[format]})
	}
	for _, p := range props {
		if p[1] != "" {
			x.element(4, p[0], p[1])
		}
	}
	x.w.WriteString("            </prop>\n")
	for _, p := range c.printings {
		x.w.WriteString("            <set")
		muid := p.MultiverseID
		if c.face < len(p.Faces) {
			muid = p.Faces[c.face].MultiverseID
		}
		attrs := [][2]string{{"rarity", p.Rarity}, {"uuid", p.ScryfallID}, {"num", p.Number}, {"muid", muid}}
		if len(p.Faces) == 0 && p.Name != "" {
			attrs = append(attrs, [2]string{"flavorName", p.Name})
		}
		if p.HasFlag(oracle.PrintingOnlineOnly) {
			attrs = append(attrs, [2]string{"isOnlineOnly", "true"})
		}
		if p.HasFlag(oracle.PrintingRebalanced) {
			attrs = append(attrs, [2]string{"isRebalanced", "true"})
		}
		for _, a := range attrs {
			if a[1] != "" {
				x.w.WriteString(" " + a[0] + `="` + xmlEscaper.Replace(a[1]) + `"`)
			}
		}
		x.w.WriteString(">" + xmlEscaper.Replace(p.Set) + "</set>\n")
	}
	for _, name := range c.related {
		x.w.WriteString(`            <related attach="transform">` + xmlEscaper.Replace(name) + "</related>\n")
	}
	x.element(3, "tablerow", strconv.Itoa(tableRow(main)))
	if c.cipt {
		x.element(3, "cipt", "1")
	}
	// in the order Cockatrice's own writer gives them
	if c.landscape {
		x.element(3, "landscapeOrientation", "1")
	}
	if c.upsideDown {
		x.element(3, "upsidedown", "1")
	}
	x.w.WriteString("        </card>\n")
}

func (x *cockatriceWriter) End() error {
	x.w.WriteString("    </cards>\n</cockatrice_carddatabase>\n")
	return x.w.Flush()
}

func sortedKeys(m map[string]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
