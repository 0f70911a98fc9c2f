package export

import (
	"bufio"
	"encoding/json"
	"io"

	"github.com/mtgoracle/oracle/oracle"
)

// scryfallWriter writes a Scryfall bulk file: a JSON array of card
// objects, the objects the server answers (oracle.NewScryfallCard), one a
// line. With printings it is one object per printing, as default_cards
// is; a card with no printing keeps its Oracle object.
type scryfallWriter struct {
	out       *bufio.Writer
	base      string
	asOf      *oracle.Date
	printings bool
	first     bool
}

func (s *scryfallWriter) Begin(*oracle.ExportIndex) error {
	s.first = true
	_, err := s.out.WriteString("[")
	return err
}

func (s *scryfallWriter) Card(c *oracle.ExportCard) error {
	card := oracle.NewScryfallCard(s.base, c.View(asOfLabel(s.asOf)), c.Identity())
	if !s.printings || len(c.Printings) == 0 {
		return s.write(card)
	}
	for _, p := range c.Printings {
		if err := s.write(oracle.ScryfallPrinting(card, p)); err != nil {
			return err
		}
	}
	return nil
}

func (s *scryfallWriter) write(card oracle.ScryfallCard) error {
	b, err := json.Marshal(card)
	if err != nil {
		return err
	}
	sep := ",\n"
	if s.first {
		sep, s.first = "\n", false
	}
	s.out.WriteString(sep)
	_, err = s.out.Write(b)
	return err
}

func (s *scryfallWriter) End() error {
	if _, err := s.out.WriteString("\n]\n"); err != nil {
		return err
	}
	return s.out.Flush()
}

func newScryfallWriter(w io.Writer, opts Options) *scryfallWriter {
	return &scryfallWriter{out: bufio.NewWriter(w), base: opts.BaseURL, asOf: opts.AsOf, printings: opts.Printings}
}
