package export

import (
	"bufio"
	"encoding/json"
	"io"
	"slices"
	"strings"
	"unicode"

	"github.com/mtgoracle/oracle/oracle"
)

// MTGJSONVersion is the version of MTGJSON's data model the mtgjson format
// writes, and the meta version it states: the model's version with this
// export's build mark.
const MTGJSONVersion = "5.2.2+oracle"

// MTGJSONCard is one face of a card in MTGJSON's AtomicCards (its
// CardAtomic type), with the fields the database holds; a single-face
// card has one.
type MTGJSONCard struct {
	ColorIdentity     []string            `json:"colorIdentity"`
	ColorIndicator    []string            `json:"colorIndicator,omitempty"`
	Colors            []string            `json:"colors"`
	ConvertedManaCost float64             `json:"convertedManaCost"`
	Defense           string              `json:"defense,omitempty"`
	FaceConverted     *float64            `json:"faceConvertedManaCost,omitempty"`
	FaceManaValue     *float64            `json:"faceManaValue,omitempty"`
	FaceName          string              `json:"faceName,omitempty"`
	FirstPrinting     string              `json:"firstPrinting,omitempty"`
	ForeignData       []struct{}          `json:"foreignData"`
	Identifiers       MTGJSONIdentifiers  `json:"identifiers"`
	IsReserved        bool                `json:"isReserved,omitempty"`
	Keywords          []string            `json:"keywords,omitempty"`
	Layout            string              `json:"layout"`
	Legalities        map[string]string   `json:"legalities"`
	Loyalty           string              `json:"loyalty,omitempty"`
	ManaCost          string              `json:"manaCost,omitempty"`
	ManaValue         float64             `json:"manaValue"`
	Name              string              `json:"name"`
	Power             string              `json:"power,omitempty"`
	Printings         []string            `json:"printings,omitempty"`
	PurchaseURLs      map[string]string   `json:"purchaseUrls"`
	Rulings           []MTGJSONRuling     `json:"rulings,omitempty"`
	Side              string              `json:"side,omitempty"`
	Subtypes          []string            `json:"subtypes"`
	Supertypes        []string            `json:"supertypes"`
	Text              string              `json:"text,omitempty"`
	Toughness         string              `json:"toughness,omitempty"`
	Type              string              `json:"type"`
	Types             []string            `json:"types"`
	Extensions        map[string][]string `json:"-"`
}

// MTGJSONIdentifiers are the identifiers of an AtomicCards face.
type MTGJSONIdentifiers struct {
	ScryfallOracleID string `json:"scryfallOracleId,omitempty"`
}

// MTGJSONRuling is a ruling as MTGJSON gives it.
type MTGJSONRuling struct {
	Date string `json:"date"`
	Text string `json:"text"`
}

// mtgjsonWriter writes AtomicCards: {"meta": {...}, "data": {name: [faces]}},
// one card a line.
type mtgjsonWriter struct {
	out   *bufio.Writer
	asOf  *oracle.Date
	first bool
}

func (m *mtgjsonWriter) Begin(ix *oracle.ExportIndex) error {
	m.first = true
	meta, err := json.Marshal(struct {
		Date    string `json:"date"`
		Version string `json:"version"`
	}{mtgjsonMetaDate(ix, m.asOf), MTGJSONVersion})
	if err != nil {
		return err
	}
	_, err = m.out.WriteString(`{"meta": ` + string(meta) + `, "data": {`)
	return err
}

// mtgjsonMetaDate is the meta date: the as-of date, or for the current
// pool the date of the newest source it holds (a snapshot or a set).
func mtgjsonMetaDate(ix *oracle.ExportIndex, asOf *oracle.Date) string {
	if asOf != nil {
		return asOf.String()
	}
	var newest oracle.Date
	for _, s := range ix.Snapshots {
		if newest.Before(s.Date) {
			newest = s.Date
		}
	}
	for _, s := range ix.Sets {
		if newest.Before(s.Released) {
			newest = s.Released
		}
	}
	return newest.String()
}

func (m *mtgjsonWriter) Card(c *oracle.ExportCard) error {
	key, err := json.Marshal(c.Name)
	if err != nil {
		return err
	}
	faces, err := json.Marshal(MTGJSONFaces(c))
	if err != nil {
		return err
	}
	sep := ",\n"
	if m.first {
		sep, m.first = "\n", false
	}
	m.out.WriteString(sep)
	m.out.Write(key)
	m.out.WriteString(": ")
	_, err = m.out.Write(faces)
	return err
}

func (m *mtgjsonWriter) End() error {
	if _, err := m.out.WriteString("\n}}\n"); err != nil {
		return err
	}
	return m.out.Flush()
}

// MTGJSONFaces are a card's AtomicCards entries: one per face, each
// carrying the card's name, layout, mana value, identity, legalities,
// printings and rulings, and its own face's fields.
func MTGJSONFaces(c *oracle.ExportCard) []MTGJSONCard {
	legal := map[string]string{}
	for format, status := range c.Legalities {
		if v, ok := mtgjsonStatuses[status]; ok {
			legal[mtgjsonFormat(format)] = v
		}
	}
	var sets []string
	first := ""
	var firstDate oracle.Date
	for _, p := range c.Printings {
		code := strings.ToUpper(p.Set)
		if !slices.Contains(sets, code) {
			sets = append(sets, code)
		}
		if first == "" || p.Released.Before(firstDate) {
			first, firstDate = code, p.Released
		}
	}
	slices.Sort(sets)
	var rulings []MTGJSONRuling
	for _, r := range c.Rulings {
		if r.Item == "ruling" {
			rulings = append(rulings, MTGJSONRuling{Date: r.Date.String(), Text: r.Text})
		}
	}
	ident := MTGJSONIdentifiers{ScryfallOracleID: c.Identity().OracleID}
	reserved := false
	for _, p := range c.Printings {
		reserved = reserved || p.HasFlag(oracle.PrintingReserved)
	}
	var out []MTGJSONCard
	for i, f := range c.Faces {
		e := MTGJSONCard{ColorIdentity: nonNil(c.ColorIdentity), Colors: nonNil(f.Colors), ConvertedManaCost: c.ManaValue,
			ForeignData: []struct{}{}, Identifiers: ident, IsReserved: reserved, Keywords: faceKeywords(c, i),
			Layout: c.Layout, Legalities: legal, Loyalty: f.Loyalty, Defense: f.Defense, ManaCost: f.ManaCost,
			ManaValue: c.ManaValue, Name: c.Name, Power: f.Power, Toughness: f.Toughness, Printings: sets,
			FirstPrinting: first, PurchaseURLs: map[string]string{}, Rulings: rulings,
			Subtypes: nonNil(f.Subtypes), Supertypes: nonNil(f.Supertypes), Types: nonNil(f.Types),
			Text: f.OracleText, Type: f.TypeLine}
		if c.MultiFace() {
			mv := oracle.ManaValue(f.ManaCost)
			e.FaceName, e.FaceManaValue, e.FaceConverted = f.Name, &mv, &mv
			e.Side = string(rune('a' + i))
			if len(c.ManaValues) > 1 {
				// each half had its own then, as MTGJSON stated it
				e.ManaValue, e.ConvertedManaCost = mv, mv
			}
		}
		if indicator := colorIndicator(f); indicator != nil {
			e.ColorIndicator = indicator
		}
		out = append(out, e)
	}
	return out
}

// faceKeywords are the card's keywords (as of a date, those then:
// ExportCard.Keywords) that face i's
// text holds, those no face's text holds going to the first face, as the
// faces' lists together give the card's.
func faceKeywords(c *oracle.ExportCard, i int) []string {
	if !c.MultiFace() {
		return c.Keywords
	}
	holds := func(f oracle.ExportFace, k string) bool {
		return strings.Contains(strings.ToLower(f.OracleText), strings.ToLower(k))
	}
	var out []string
	for _, k := range c.Keywords {
		if holds(c.Faces[i], k) || i == 0 && !slices.ContainsFunc(c.Faces, func(f oracle.ExportFace) bool { return holds(f, k) }) {
			out = append(out, k)
		}
	}
	return out
}

// colorIndicator is a face's color indicator: its colors when its cost
// does not give them.
func colorIndicator(f oracle.ExportFace) []string {
	if len(f.Colors) == 0 || slices.Equal(oracle.SortedColors(oracle.CostColors(f.ManaCost)), oracle.SortedColors(f.Colors)) {
		return nil
	}
	return f.Colors
}

// mtgjsonStatuses are the statuses MTGJSON's legalities write, by the
// status a card's legality holds: a format the card is not legal in is
// left out, as MTGJSON leaves it out.
var mtgjsonStatuses = map[string]string{"legal": "Legal", "banned": "Banned", "restricted": "Restricted"}

// mtgjsonFormat is a format's name as MTGJSON's legalities write it:
// lower case, letters and digits only ("paupercommander").
func mtgjsonFormat(format string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return unicode.ToLower(r)
		}
		return -1
	}, format)
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

func newMTGJSONWriter(w io.Writer, opts Options) *mtgjsonWriter {
	return &mtgjsonWriter{out: bufio.NewWriter(w), asOf: opts.AsOf}
}
