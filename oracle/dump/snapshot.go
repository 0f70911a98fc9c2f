package dump

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/mtgoracle/oracle/oracle"
)

// metaDate finds an MTGJSON meta date among the first bytes of a file.
var metaDate = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`"meta"\s*:\s*\{[^{}]*?"date"\s*:\s*"(\d{4}-\d{2}-\d{2})"`)
})

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
		return Meta{}, &Error{File: files[0], Offset: int64(len(head)), Err: err}
	}
	date := ""
	if m := metaDate().FindSubmatch(head); m != nil {
		date = string(m[1])
	} else if format != Scryfall && format != Cockatrice && format != CockatriceV4 {
		// MTGJSON sorts keys: a v4 set file's meta comes after its cards.
		if date, err = scanMetaDate(files[0]); err != nil {
			return Meta{}, err
		}
	}
	if date != "" {
		if meta.Date, err = oracle.ParseDate(date); err != nil {
			return Meta{}, fmt.Errorf("%s: meta.date: %w", files[0], err)
		}
	}
	return meta, nil
}

// scanMetaDate reads an MTGJSON file's top-level object, skipping every
// value but meta's, and returns meta's date ("" when there is none).
func scanMetaDate(file string) (string, error) {
	_, content, closer, err := openContent(file, nil)
	if err != nil {
		return "", err
	}
	defer closer.Close()
	dec := newDecoder(content)
	date, err := func() (string, error) {
		if err := expectDelim(dec, '{', "MTGJSON file"); err != nil {
			return "", err
		}
		for more(dec) {
			tok, err := dec.ReadToken()
			if err != nil {
				return "", err
			}
			if tok.String() != "meta" {
				if err := dec.SkipValue(); err != nil {
					return "", err
				}
				continue
			}
			var m struct{ Date string }
			if err := decodeValue(dec, &m); err != nil {
				return "", err
			}
			return m.Date, nil
		}
		return "", nil
	}()
	if err != nil {
		return "", jsonError(file, dec, err)
	}
	return date, nil
}

// SnapshotCard is the record as the store imports it: its text (or each
// face's) as a wording of the snapshot src, its formats under today's keys
// (oracle.CurrentFormatKey: a dump names them as of its date).
func (r Record) SnapshotCard(src oracle.Source) oracle.SnapshotCard {
	source := src.ID
	r.collapseSameNamedFaces()
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
		face := oracle.Face{
			Name: f.Name, ManaCost: f.ManaCost, TypeLine: f.TypeLine, Power: f.Power,
			Toughness: f.Toughness, Loyalty: f.Loyalty, Defense: f.Defense, Colors: f.Colors,
			Keywords: f.Keywords,
		}
		if !f.TextUnknown {
			face.Oracle = []oracle.Wording{{Source: source, Text: f.Text}}
		}
		c.Faces = append(c.Faces, face)
	}
	currentFormat := oracle.CurrentFormatKey(src.Date, slices.Concat(slices.Collect(maps.Keys(r.Legalities)), r.LegalityFormats)...)
	sc := oracle.SnapshotCard{Card: c, Rulings: r.Rulings, Legalities: oracle.CurrentFormatLegalities(r.Legalities, currentFormat),
		LegalityFilesDate: r.LegalityFilesDate, Unknown: r.Unknown}
	if r.LegalityFormats != nil {
		sc.LegalityFormats = make([]string, len(r.LegalityFormats))
		for i, f := range r.LegalityFormats {
			sc.LegalityFormats[i] = currentFormat(f)
		}
	}
	if r.ScryfallOracleID != "" {
		sc.Identifiers = append(sc.Identifiers, oracle.Identifier{Kind: "scryfall_oracle_id", Value: r.ScryfallOracleID})
	}
	for _, id := range r.MultiverseIDs {
		sc.Identifiers = append(sc.Identifiers, oracle.Identifier{Kind: "multiverse_id", Value: id})
	}
	return sc
}

// collapseSameNamedFaces makes a record whose faces all bear one name the
// card of that name: a reversible printing (Scryfall's "Propaganda //
// Propaganda") prints one card on both sides. Its layout is the
// printing's, not the card's, and so is unknown.
func (r *Record) collapseSameNamedFaces() {
	if len(r.Faces) < 2 {
		return
	}
	for _, f := range r.Faces[1:] {
		if f.Name != r.Faces[0].Name {
			return
		}
	}
	f := r.Faces[0]
	r.Name, r.ManaCost, r.TypeLine, r.Text = f.Name, f.ManaCost, f.TypeLine, f.Text
	r.Power, r.Toughness, r.Loyalty, r.Defense = f.Power, f.Toughness, f.Loyalty, f.Defense
	if f.Colors != nil {
		r.Colors = f.Colors
	}
	if f.Keywords != nil {
		r.Keywords = f.Keywords
	}
	r.Faces, r.Layout = nil, ""
	r.Unknown |= oracle.FieldLayout
	for i := range r.Printings {
		p := &r.Printings[i]
		if len(p.Faces) > 0 {
			pf := p.Faces[0]
			p.Text, p.RawText, p.Flavor, p.Faces = pf.Text, pf.RawText, pf.Flavor, nil
			if p.TypeLine == "" {
				p.TypeLine = pf.TypeLine
			}
		}
	}
}

// reversibleOfMultiFace reports whether the record is a reversible
// printing of a multi-face card, one side the card and the other its
// front ("Scavenger Regent // Exude Toxin // Scavenger Regent"): a name
// repeating a face's. Scryfall's trimmed copy gives its two faces the
// card's faces' names but the front's text on both, so it says nothing
// true of the card, which the dump lists under its own name: it is left
// out, not taken for a card of its own. A reversible printing of one card
// ("Propaganda // Propaganda") is that card (collapseSameNamedFaces).
func (r *Record) reversibleOfMultiFace() bool {
	parts := strings.Split(r.Name, " // ")
	seen := map[string]bool{}
	repeats := false
	for _, p := range parts {
		repeats = repeats || seen[p]
		seen[p] = true
	}
	return repeats && len(seen) > 1
}

// nameDate is a YYYY-MM-DD date standing apart in a file name.
var nameDate = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?:^|[^0-9])(\d{4}-\d{2}-\d{2})(?:[^0-9]|$)`)
})

// DateInName is the date a dump's file or directory names carry
// ("scryfall-oracle-cards-2025-06-27.json.gz"), for a dump that states
// none: the last YYYY-MM-DD in each path's base name, which must agree
// across paths. It returns false when no name carries a valid date, and
// an error when two names give different ones.
func DateInName(paths []string) (oracle.Date, bool, error) {
	var found oracle.Date
	var from string
	for _, p := range paths {
		base := filepath.Base(filepath.Clean(p))
		matches := nameDate().FindAllStringSubmatch(base, -1)
		if len(matches) == 0 {
			continue
		}
		d, err := oracle.ParseDate(matches[len(matches)-1][1])
		if err != nil {
			continue // 2025-13-40 is not a date
		}
		if !found.IsZero() && d != found {
			return oracle.Date{}, false, fmt.Errorf("%s is dated %s by its name, %s %s", base, d, from, found)
		}
		found, from = d, base
	}
	return found, !found.IsZero(), nil
}
