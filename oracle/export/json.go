package export

import (
	"bufio"
	"encoding/json"
	"io"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/parser"
)

// SchemaID names the version of the card object the json and jsonl formats
// write; schema/card.v1.schema.json describes it.
const SchemaID = "card.v1"

// Card is the card object of the json and jsonl formats.
type Card struct {
	Name      string  `json:"name"`
	Layout    string  `json:"layout"`
	ManaCost  string  `json:"mana_cost"`
	ManaValue float64 `json:"mana_value"`
	// ManaValues are a split card's two mana values, its halves', as of
	// a date before their total was its one (mana_value is the first).
	ManaValues    []float64 `json:"mana_values,omitempty"`
	TypeLine      string    `json:"type_line"`
	Supertypes    []string  `json:"supertypes"`
	Types         []string  `json:"types"`
	Subtypes      []string  `json:"subtypes"`
	Power         string    `json:"power,omitempty"`
	Toughness     string    `json:"toughness,omitempty"`
	Loyalty       string    `json:"loyalty,omitempty"`
	Defense       string    `json:"defense,omitempty"`
	Colors        []string  `json:"colors"`
	ColorIdentity []string  `json:"color_identity"`
	// Keywords are the keyword abilities the parser finds in the wording,
	// as cards write them, each once; as of a date, the card's keywords
	// then (cardKeywords).
	Keywords   []string          `json:"keywords"`
	OracleText string            `json:"oracle_text"`
	Faces      []Face            `json:"faces"`
	Printings  []oracle.Printing `json:"printings"`
	Rulings    []Ruling          `json:"rulings"`
	Legalities map[string]string `json:"legalities"`
	// LegalitiesDate and LegalitiesSource are the snapshot that states
	// the legalities, as a card answer's (oracle.LegalitiesStated).
	LegalitiesDate   *oracle.Date      `json:"legalities_date,omitempty"`
	LegalitiesSource *oracle.SourceRef `json:"legalities_source,omitempty"`
	// LegalitiesNote says, when later snapshots do not state them all,
	// that they are only the newest known.
	LegalitiesNote string `json:"legalities_note,omitempty"`
	// LegalitySources are the snapshot that states each format's status
	// (oracle.LegalitiesStated.By), as a card answer's.
	LegalitySources map[string]oracle.StatedBy `json:"legality_sources,omitempty"`
	Identifiers     map[string][]string        `json:"identifiers"`
	// Notes, as of a date, say what the card's values leave unsaid: the
	// fields no source states by then, whose earliest known values stand
	// for them, and a split card's two mana values then.
	Notes []string `json:"notes,omitempty"`
}

// Face is one face of a card (the whole card when it has one face).
type Face struct {
	Name       string   `json:"name"`
	ManaCost   string   `json:"mana_cost"`
	ManaValue  float64  `json:"mana_value"`
	TypeLine   string   `json:"type_line"`
	Supertypes []string `json:"supertypes"`
	Types      []string `json:"types"`
	Subtypes   []string `json:"subtypes"`
	Power      string   `json:"power,omitempty"`
	Toughness  string   `json:"toughness,omitempty"`
	Loyalty    string   `json:"loyalty,omitempty"`
	Defense    string   `json:"defense,omitempty"`
	Colors     []string `json:"colors"`
	OracleText string   `json:"oracle_text"`
	// Source and Date name where the wording comes from; null before the
	// face's first known wording.
	Source    *oracle.SourceRef `json:"source"`
	Date      *oracle.Date      `json:"date"`
	Notes     []string          `json:"notes,omitempty"`
	Keywords  []Keyword         `json:"keywords"`
	Abilities []*parser.Ability `json:"abilities"`
}

// Keyword is a keyword ability with its typed parameters.
type Keyword struct {
	Name string `json:"name"`
	// Written is the keyword as cards write it: "Swampwalk" for Landwalk.
	Written   string   `json:"written"`
	Rule      string   `json:"rule,omitempty"`
	Text      string   `json:"text"`
	Type      string   `json:"type,omitempty"`
	Number    *int     `json:"number,omitempty"`
	Variable  string   `json:"variable,omitempty"`
	Qualities []string `json:"qualities,omitempty"`
	Cost      string   `json:"cost,omitempty"`
}

// Ruling is a ruling on the card.
type Ruling struct {
	Date   oracle.Date      `json:"date"`
	Source oracle.SourceRef `json:"source"`
	Kind   string           `json:"kind"`
	Text   string           `json:"text"`
	// Cards are the other cards the ruling names.
	Cards []string `json:"cards,omitempty"`
	// Earlier are the ruling's earlier wordings, when a later snapshot
	// restated it (oracle.DistinctRulings).
	Earlier []oracle.RulingWording `json:"earlier_wordings,omitempty"`
}

// NewCard builds the json card object of an exported card, asOf being
// the export's date (nil for now).
func NewCard(c *oracle.ExportCard, asOf *oracle.Date) *Card {
	out := &Card{
		Name: c.Name, Layout: c.Layout, ManaCost: c.ManaCost, ManaValue: c.ManaValue, ManaValues: c.ManaValues, TypeLine: c.TypeLine,
		Supertypes: c.Supertypes, Types: c.Types, Subtypes: c.Subtypes,
		Power: c.Power, Toughness: c.Toughness, Loyalty: c.Loyalty, Defense: c.Defense,
		Colors: c.Colors, ColorIdentity: c.ColorIdentity, Keywords: cardKeywords(c), OracleText: c.OracleText(),
		Printings: c.Printings, Rulings: []Ruling{}, Legalities: c.Legalities, Identifiers: map[string][]string{},
		LegalitiesDate: c.LegalitiesStated.Date, LegalitiesSource: c.LegalitiesStated.Source, LegalitiesNote: c.LegalitiesStated.Note,
		LegalitySources: c.LegalitiesStated.SourcesOf(c.Legalities), Notes: c.Notes,
	}
	for _, f := range c.Faces {
		face := Face{
			Name: f.Name, ManaCost: f.ManaCost, ManaValue: oracle.ManaValue(f.ManaCost), TypeLine: f.TypeLine,
			Supertypes: f.Supertypes, Types: f.Types, Subtypes: f.Subtypes,
			Power: f.Power, Toughness: f.Toughness, Loyalty: f.Loyalty, Defense: f.Defense, Colors: f.Colors,
			OracleText: f.OracleText, Source: f.Source, Date: f.Date, Notes: f.Notes,
			Keywords: []Keyword{}, Abilities: f.Abilities,
		}
		if face.Abilities == nil {
			face.Abilities = []*parser.Ability{}
		}
		for _, k := range f.Keywords() {
			face.Keywords = append(face.Keywords, newKeyword(k))
		}
		out.Faces = append(out.Faces, face)
	}
	for _, r := range c.Rulings {
		ruling := Ruling{Date: r.Date, Source: r.Source, Kind: string(r.Kind), Text: r.Text, Earlier: r.Earlier}
		for _, name := range r.Cards {
			if name != c.Name {
				ruling.Cards = append(ruling.Cards, name)
			}
		}
		out.Rulings = append(out.Rulings, ruling)
	}
	for _, ident := range c.Identifiers {
		out.Identifiers[ident.Kind] = append(out.Identifiers[ident.Kind], ident.Value)
	}
	return out
}

// cardKeywords are the keywords the json and csv exports give a card, as
// its answer gives them (ExportCard.Keywords: those a source stated, by
// the date when there is one, else worked out from the wording in force).
func cardKeywords(c *oracle.ExportCard) []string { return nonNil(c.Keywords) }

func newKeyword(k *parser.Keyword) Keyword {
	out := Keyword{Name: k.Name, Written: k.Written(), Rule: k.Rule, Text: k.Text, Type: k.Type,
		Number: k.Number, Variable: k.Variable, Qualities: k.Qualities}
	if k.Cost != nil {
		out.Cost = k.Cost.Text
	}
	return out
}

// Meta heads the json format's document.
type Meta struct {
	Schema string `json:"schema"`
	AsOf   string `json:"as_of"`
	Count  int    `json:"count"`
}

// jsonWriter writes JSON Lines (one card object a line) or, as a document,
// {"meta": {...}, "data": [cards]} with one card a line.
type jsonWriter struct {
	w        io.Writer
	buf      *bufio.Writer
	asOf     *oracle.Date
	document bool
	n        int
}

func (j *jsonWriter) Begin(ix *oracle.ExportIndex) error {
	j.buf = bufio.NewWriter(j.w)
	if !j.document {
		return nil
	}
	meta, err := json.Marshal(Meta{Schema: SchemaID, AsOf: asOfLabel(j.asOf), Count: ix.Count})
	if err != nil {
		return err
	}
	j.buf.WriteString(`{"meta":`)
	j.buf.Write(meta)
	_, err = j.buf.WriteString(`,"data":[`)
	return err
}

func (j *jsonWriter) Card(c *oracle.ExportCard) error {
	line, err := json.Marshal(NewCard(c, j.asOf))
	if err != nil {
		return err
	}
	if j.document {
		if j.n > 0 {
			j.buf.WriteByte(',')
		}
		j.buf.WriteByte('\n')
	}
	j.n++
	j.buf.Write(line)
	if !j.document {
		j.buf.WriteByte('\n')
	}
	return nil
}

func (j *jsonWriter) End() error {
	if j.document {
		if j.n > 0 {
			j.buf.WriteByte('\n')
		}
		j.buf.WriteString("]}\n")
	}
	return j.buf.Flush()
}
