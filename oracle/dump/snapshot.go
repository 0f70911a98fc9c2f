package dump

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"regexp"

	"mtgoracle/oracle"
)

// metaDate finds an MTGJSON meta date among the first bytes of a file.
var metaDate = regexp.MustCompile(`"meta"\s*:\s*\{[^{}]*?"date"\s*:\s*"(\d{4}-\d{2}-\d{2})"`)

// PeekMeta reads the format and, where the dump states one near its start
// (MTGJSON's meta), the date of the dump at paths without decoding it, so
// an import can name its snapshot before the records arrive. Decode
// returns the meta of the whole dump; the two must agree.
func PeekMeta(paths []string) (Meta, error) {
	files, err := expandPaths(paths)
	if err != nil {
		return Meta{}, err
	}
	if len(files) == 0 {
		return Meta{}, errors.New("no dump files given")
	}
	f, err := os.Open(files[0])
	if err != nil {
		return Meta{}, err
	}
	defer f.Close()
	format, content, err := DetectFormat(f)
	if err != nil {
		return Meta{}, fmt.Errorf("%s: %w", files[0], err)
	}
	meta := Meta{Format: format}
	head, err := bufio.NewReaderSize(content, peekSize).Peek(peekSize)
	if err != nil && !errors.Is(err, io.EOF) && !errors.Is(err, bufio.ErrBufferFull) {
		return Meta{}, fmt.Errorf("%s: %w", files[0], err)
	}
	if m := metaDate.FindSubmatch(head); m != nil {
		if meta.Date, err = oracle.ParseDate(string(m[1])); err != nil {
			return Meta{}, fmt.Errorf("%s: meta.date: %w", files[0], err)
		}
	}
	return meta, nil
}

// SnapshotCard is the record as the store imports it: its text (or each
// face's) as a wording of the snapshot source.
func (r Record) SnapshotCard(source string) oracle.SnapshotCard {
	c := oracle.Card{
		Name: r.Name, Layout: r.Layout, ManaCost: r.ManaCost, TypeLine: r.TypeLine,
		Power: r.Power, Toughness: r.Toughness, Loyalty: r.Loyalty, Defense: r.Defense,
		Colors: r.Colors, ColorIdentity: r.ColorIdentity, Keywords: r.Keywords,
		Printings: r.Printings,
	}
	if len(r.Faces) == 0 {
		c.Oracle = []oracle.Wording{{Source: source, Text: r.Text}}
	}
	for _, f := range r.Faces {
		c.Faces = append(c.Faces, oracle.Face{
			Name: f.Name, ManaCost: f.ManaCost, TypeLine: f.TypeLine, Power: f.Power,
			Toughness: f.Toughness, Loyalty: f.Loyalty, Defense: f.Defense, Colors: f.Colors,
			Keywords: f.Keywords, Oracle: []oracle.Wording{{Source: source, Text: f.Text}},
		})
	}
	sc := oracle.SnapshotCard{Card: c, Rulings: r.Rulings, Legalities: r.Legalities}
	if r.ScryfallOracleID != "" {
		sc.Identifiers = append(sc.Identifiers, oracle.Identifier{Kind: "scryfall_oracle_id", Value: r.ScryfallOracleID})
	}
	for _, id := range r.MultiverseIDs {
		sc.Identifiers = append(sc.Identifiers, oracle.Identifier{Kind: "multiverse_id", Value: id})
	}
	return sc
}
