package export

import (
	"bufio"
	"io"
	"slices"
	"strconv"
	"strings"

	"mtgoracle/oracle"
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
			x.element(3, "releasedate", s.Released.First())
			x.w.WriteString("        </set>\n")
		}
		x.w.WriteString("    </sets>\n")
	}
	_, err := x.w.WriteString("    <cards>\n")
	return err
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
	legalities             map[string]string
	printings              []oracle.Printing
}

func (x *cockatriceWriter) Card(c *oracle.ExportCard) error {
	for _, card := range cockatriceCards(c) {
		x.writeCard(card)
	}
	return nil
}

func cockatriceCards(c *oracle.ExportCard) []cockatriceCard {
	base := cockatriceCard{layout: c.Layout, side: "front", manaValue: c.ManaValue, colors: c.Colors,
		identity: c.ColorIdentity, legalities: c.Legalities, printings: c.Printings}
	if !c.MultiFace() || slices.Contains(cockatriceMerged, c.Layout) {
		card := base
		card.name, card.types = c.Name, c.Faces[0].Types
		var texts, costs, types, pts []string
		for _, f := range c.Faces {
			texts, costs, types = append(texts, f.OracleText), append(costs, f.ManaCost), append(types, f.TypeLine)
			if pt := faceCardPT(f); pt != "" {
				pts = append(pts, pt)
			}
			card.cipt = card.cipt || entersTapped(f)
		}
		card.text = strings.Join(texts, "\n\n---\n\n")
		card.manaCost = strings.Join(costs, " // ")
		card.typeLine = strings.Join(types, " // ")
		card.pt = strings.Join(pts, " // ")
		card.loyalty = c.Faces[0].Loyalty
		return []cockatriceCard{card}
	}
	var cards []cockatriceCard
	for i, f := range c.Faces {
		card := base
		card.name, card.text, card.typeLine, card.types = f.Name, f.OracleText, f.TypeLine, f.Types
		card.manaCost, card.manaValue, card.colors = f.ManaCost, c.ManaValue, f.Colors
		card.pt, card.loyalty, card.cipt = faceCardPT(f), f.Loyalty, entersTapped(f)
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
		cards = append(cards, card)
	}
	return cards
}

func faceCardPT(f oracle.ExportFace) string {
	if f.Power == "" && f.Toughness == "" {
		return ""
	}
	return f.Power + "/" + f.Toughness
}

// entersTapped reports a face whose text says it enters tapped with no
// condition, which Cockatrice marks cipt.
func entersTapped(f oracle.ExportFace) bool {
	for _, line := range strings.Split(f.OracleText, "\n") {
		subject, ok := strings.CutSuffix(line, " enters the battlefield tapped.")
		if !ok {
			subject, ok = strings.CutSuffix(line, " enters tapped.")
		}
		if ok && (subject == f.Name || strings.HasPrefix(subject, "This ")) {
			return true
		}
	}
	return false
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

func (x *cockatriceWriter) writeCard(c cockatriceCard) {
	x.w.WriteString("        <card>\n")
	x.element(3, "name", c.name)
	x.element(3, "text", c.text)
	x.w.WriteString("            <prop>\n")
	main := mainType(c.types)
	props := [][2]string{{"layout", c.layout}, {"side", c.side}, {"type", c.typeLine}, {"maintype", main},
		{"manacost", strings.NewReplacer("{", "", "}", "").Replace(c.manaCost)},
		{"cmc", strconv.FormatFloat(c.manaValue, 'f', -1, 64)},
		{"colors", strings.Join(c.colors, "")}, {"coloridentity", strings.Join(c.identity, "")},
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
		if p.Number != "" {
			x.w.WriteString(` num="` + xmlEscaper.Replace(p.Number) + `"`)
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
