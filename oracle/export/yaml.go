package export

import (
	"bufio"
	"bytes"
	"io"
	"slices"

	"gopkg.in/yaml.v3"

	"github.com/mtgoracle/oracle/oracle"
)

// yamlWriter writes the data/cards.yaml format, byte for byte what
// oracle.EncodeCardsFile writes for the same cards, but one card at a time:
// each card's snapshot wordings (up to the as-of date) and printings, and
// the snapshot sources they name. Errata stay in the documents of
// data/errata, which the export does not write.
type yamlWriter struct {
	w    *bufio.Writer
	out  io.Writer
	asOf *oracle.Date
	n    int
}

// YAMLHeader is the comment the yaml format starts with.
func YAMLHeader(asOf *oracle.Date) string {
	when := "current wordings"
	if asOf != nil {
		when = "as of " + asOf.String()
	}
	return "Exported by oracle export (" + when + "): each card's snapshot wordings and printings.\n"
}

func (y *yamlWriter) Begin(ix *oracle.ExportIndex) error {
	y.w = bufio.NewWriter(y.out)
	var head bytes.Buffer
	// The header and the sources come out as EncodeCardsFile writes them;
	// the empty card list it ends with is replaced by the streamed cards.
	if err := oracle.EncodeCardsFile(&head, YAMLHeader(y.asOf), &oracle.CardsFile{Sources: ix.Snapshots}); err != nil {
		return err
	}
	_, err := y.w.Write(bytes.TrimSuffix(head.Bytes(), []byte("cards: []\n")))
	return err
}

func (y *yamlWriter) Card(c *oracle.ExportCard) error {
	if y.n == 0 {
		y.w.WriteString("cards:\n")
	}
	y.n++
	var item bytes.Buffer
	enc := yaml.NewEncoder(&item)
	enc.SetIndent(2)
	if err := enc.Encode([]oracle.Card{ModelCard(c)}); err != nil {
		return err
	}
	if err := enc.Close(); err != nil {
		return err
	}
	// Nested under "cards:", every line moves two columns right; a block
	// scalar's blank lines stay blank, as the encoder writes them.
	for line := range bytes.Lines(item.Bytes()) {
		if len(bytes.TrimSpace(line)) > 0 {
			y.w.WriteString("  ")
		}
		y.w.Write(line)
	}
	return nil
}

func (y *yamlWriter) End() error {
	if y.n == 0 {
		y.w.WriteString("cards: []\n")
	}
	return y.w.Flush()
}

// ModelCard is an exported card in the data model of data/cards.yaml,
// which holds what sources state: keywords worked out as of a date are
// none of it, and an import would take them for a statement.
func ModelCard(c *oracle.ExportCard) oracle.Card {
	card := oracle.Card{Name: c.Name, Layout: c.Layout, ManaCost: c.ManaCost, TypeLine: c.TypeLine,
		Power: c.Power, Toughness: c.Toughness, Loyalty: c.Loyalty, Defense: c.Defense,
		Colors: c.Colors, ColorIdentity: c.ColorIdentity, Printings: c.Printings}
	if !slices.Contains(c.Derived, "keywords") {
		card.Keywords = c.Keywords
	}
	if !c.MultiFace() {
		card.Oracle = c.Faces[0].Snapshots
		return card
	}
	for _, f := range c.Faces {
		card.Faces = append(card.Faces, oracle.Face{Name: f.Name, ManaCost: f.ManaCost, TypeLine: f.TypeLine,
			Power: f.Power, Toughness: f.Toughness, Loyalty: f.Loyalty, Defense: f.Defense, Colors: f.Colors,
			Oracle: f.Snapshots})
	}
	return card
}
