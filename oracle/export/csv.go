package export

import (
	"encoding/csv"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/mtgoracle/oracle/oracle"
)

// CardColumns are the csv format's columns, one row per card; docs/EXPORT.md
// describes each. With printings, PrintingColumns follow them and each
// printing is a row.
var (
	CardColumns = []string{"name", "layout", "mana_cost", "mana_value", "type_line", "supertypes", "types",
		"subtypes", "power", "toughness", "loyalty", "defense", "colors", "color_identity", "keywords",
		"oracle_text", "wording_source", "wording_date", "first_printed", "sets", "rulings"}
	PrintingColumns = []string{"set", "set_name", "released", "number", "printed_name", "printed_type_line",
		"printed_text", "flavor"}
)

type csvWriter struct {
	w         *csv.Writer
	printings bool
	asOf      *oracle.Date
}

func newCSVWriter(w io.Writer, opts Options) *csvWriter {
	return &csvWriter{w: csv.NewWriter(w), printings: opts.Printings, asOf: opts.AsOf}
}

func (c *csvWriter) Begin(*oracle.ExportIndex) error {
	header := CardColumns
	if c.printings {
		header = append(append([]string{}, CardColumns...), PrintingColumns...)
	}
	return c.w.Write(header)
}

func (c *csvWriter) Card(card *oracle.ExportCard) error {
	row := cardRow(card, c.asOf)
	if !c.printings {
		return c.w.Write(row)
	}
	for _, p := range card.Printings {
		name, typeLine, text, flavor := p.Name, p.TypeLine, p.Text, p.Flavor
		if len(p.Faces) > 0 {
			var names, types, texts, flavors []string
			for _, f := range p.Faces {
				names, types = append(names, f.Name), append(types, f.TypeLine)
				texts, flavors = append(texts, f.Text), append(flavors, f.Flavor)
			}
			name, typeLine = strings.Join(names, " // "), strings.Join(types, " // ")
			text, flavor = strings.Join(texts, oracle.FaceSeparator), strings.Join(flavors, oracle.FaceSeparator)
		}
		printing := []string{p.Set, p.SetName, p.Released.String(), p.Number, name, typeLine, text, flavor}
		if err := c.w.Write(append(append([]string{}, row...), printing...)); err != nil {
			return err
		}
	}
	return nil
}

func (c *csvWriter) End() error {
	c.w.Flush()
	return c.w.Error()
}

// cardRow is a card's values for CardColumns.
func cardRow(c *oracle.ExportCard, asOf *oracle.Date) []string {
	source, date := "", ""
	if f := c.Faces[0]; f.Source != nil {
		source, date = f.Source.ID, f.Date.String()
	}
	firstPrinted := ""
	var sets []string
	for _, p := range c.Printings {
		if firstPrinted == "" {
			firstPrinted = p.Set
		}
		// a set's printings are not always neighbours (one release date
		// per printing)
		if !slices.Contains(sets, p.Set) {
			sets = append(sets, p.Set)
		}
	}
	return []string{c.Name, c.Layout, c.ManaCost, strconv.FormatFloat(c.ManaValue, 'f', -1, 64), c.TypeLine,
		strings.Join(c.Supertypes, " "), strings.Join(c.Types, " "), strings.Join(c.Subtypes, " "),
		c.Power, c.Toughness, c.Loyalty, c.Defense, strings.Join(c.Colors, ""), strings.Join(c.ColorIdentity, ""),
		strings.Join(cardKeywords(c), ", "), c.OracleText(), source, date, firstPrinted, strings.Join(sets, " "),
		strconv.Itoa(len(c.Rulings))}
}
