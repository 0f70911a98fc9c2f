package oracle

import (
	"github.com/mtgoracle/oracle/parser"
	"slices"
	"strings"
)

// ExportOptions selects what an export reads.
type ExportOptions struct {
	// AsOf exports the wordings in force at the end of that period, and only
	// the printings, rulings and snapshot wordings dated wholly on or before
	// it; nil exports the current wordings and everything.
	AsOf *Date
	// Names picks cards by name, each matched as Card matches it; empty
	// means every card.
	Names []string
	// Source picks the cards a source speaks of: its wordings (errata or
	// snapshot), its printings (a set's source, or the snapshot that
	// reported them) and its rulings.
	Source string
}

// ExportIndex is what an export needs before its first card: how many
// cards it holds, the sets they were printed in and the snapshot sources
// their snapshot wordings come from.
type ExportIndex struct {
	Count     int
	Sets      []ExportSet
	Snapshots []Source
}

// ExportSet is a set with printings among the exported cards.
type ExportSet struct {
	Code     string `json:"code"`
	Name     string `json:"name"`
	Released Date   `json:"released"`
	// Type and Block are the set's type (expansion, core, ...) and block
	// where a dump stated them.
	Type  string `json:"-"`
	Block string `json:"-"`
}

// ExportCard is one card with everything an engine export needs.
type ExportCard struct {
	Name      string
	Layout    string
	ManaCost  string
	ManaValue float64
	// ManaValues are, of a split card as of a date before
	// SplitTotalSince, its halves' mana values, both its own then
	// (ManaValue is the first); nil otherwise.
	ManaValues                  []float64
	TypeLine                    string
	Supertypes, Types, Subtypes []string
	Power, Toughness            string
	Loyalty, Defense            string
	Colors, ColorIdentity       []string
	// Keywords are the card's keywords as a card answer gives them: those
	// the newest snapshot stating them lists (as of a date, by then), else
	// worked out from the wording in force (KeywordsFromWording).
	Keywords []string
	// Derived are the fields no source states (as of a date, by then)
	// that were worked out from others, as a card answer's
	// (CardView.Derived): of an export now, the keywords alone.
	Derived []string
	// Faces has one entry for a single-face card, one per face otherwise.
	Faces      []ExportFace
	Printings  []Printing
	Rulings    []RulingView
	Legalities map[string]string
	// LegalitiesStated says which snapshots stated the legalities, as a
	// card answer has it.
	LegalitiesStated LegalitiesStated
	Identifiers      []Identifier
	// NewestKnown, when set, is the date of the newest snapshot that
	// lists the card: its wording is only the newest known (CardView's).
	NewestKnown *Date
	// Notes, as of a date, say what its values leave unsaid
	// (AsOfValueNotes).
	Notes []string
	// Absent are, among Notes, those of the statuses snapshots state by
	// not listing the card (AbsenceStatusNote), which a card view shows.
	Absent []string `json:"-" yaml:"-"`
	// AbsentBy are the snapshots that state those statuses (now, or as
	// of a date; AbsenceSources), by format.
	AbsentBy map[string]StatedBy `json:"-" yaml:"-"`
}

// MultiFace reports whether the card has several faces.
func (c *ExportCard) MultiFace() bool { return len(c.Faces) > 1 }

// OracleText is the card's wording, faces joined by FaceSeparator.
func (c *ExportCard) OracleText() string {
	texts := make([]string, len(c.Faces))
	for i, f := range c.Faces {
		texts[i] = f.OracleText
	}
	return strings.Join(texts, FaceSeparator)
}

// KeywordsFromWording works out the keywords no source states of the
// card, as a card answer does: as of d, those no source states by then
// (DeriveKeywords; values are the fields then, listed the snapshots that
// spoke of the card, and Keywords are then set to the field); now (d nil),
// when no source ever stated them (stated false). The faces' wordings are those in force, name the card's name
// the parse reads its self-references by.
func (c *ExportCard) KeywordsFromWording(values []FieldAsOf, listed []Listing, d *Date, name string, stated bool) {
	texts := make([]string, len(c.Faces))
	for i, f := range c.Faces {
		texts[i] = f.OracleText
	}
	if d == nil {
		if !stated && JoinFaceTexts(texts) != "" {
			c.Keywords, c.Derived = WordingKeywords(name, texts), append(c.Derived, "keywords")
		}
		return
	}
	if values == nil {
		return // no field history: the current fields, as a card answer keeps them
	}
	values, derived := DeriveKeywords(values, listed, *d, name, texts)
	if derived {
		c.Derived = append(c.Derived, "keywords")
	}
	if f, ok := Field(values, 0, "keywords"); ok {
		c.Keywords = nil
		if f.Value != "" {
			c.Keywords = strings.Split(f.Value, ", ")
		}
	}
}

// ExportFace is one face (or the whole of a single-face card) with its
// wording in force and that wording's parse.
type ExportFace struct {
	Name                        string
	ManaCost                    string
	TypeLine                    string
	Supertypes, Types, Subtypes []string
	Power, Toughness            string
	Loyalty, Defense            string
	Colors                      []string
	OracleText                  string
	// Source and Date say where the wording comes from; nil before the
	// face's first known wording.
	Source *SourceRef
	Date   *Date
	Notes  []string
	// Abilities is the parse of OracleText.
	Abilities []*parser.Ability
	// Snapshots are the face's snapshot wordings, oldest first.
	Snapshots []Wording
	// Events are the face's wording timeline, resolved: its printings,
	// errata and snapshots dated wholly on or before the as-of date (all
	// of them without one), in timeline order.
	Events []Event
}

// Keywords lists the face's keyword abilities in text order, nested
// abilities (modes, level bands) included.
func (f *ExportFace) Keywords() []*parser.Keyword {
	var out []*parser.Keyword
	(&parser.Card{Abilities: f.Abilities}).Walk(func(a *parser.Ability) {
		out = append(out, a.Keywords...)
	})
	return out
}

// Supertypes are the words of a type line before the card types (rule 205.4).
var Supertypes = []string{"Basic", "Legendary", "Ongoing", "Snow", "World", "Elite", "Host"}

// SplitTypeLine splits one face's type line into supertypes, card types
// and subtypes (the words after the dash, "—" or a source's "--"). Every
// slice is non-nil. A type line printed before Sixth Edition's rules gives
// the card types those rules gave its words (oldCardTypes): "Summon Elf"
// is a Creature, an Elf; "Enchant Creature" an Enchantment; "Enchant
// World" a World Enchantment; "Mana Source" an Instant; "Mono Artifact"
// an Artifact.
func SplitTypeLine(line string) (super, types, sub []string) {
	super, types, sub = []string{}, []string{}, []string{}
	left, right, _ := strings.Cut(strings.ReplaceAll(line, "--", "—"), "—")
	words := strings.Fields(left)
	for i := 0; i < len(words); i++ {
		w := words[i]
		if slices.Contains(Supertypes, w) {
			super = append(super, w)
			continue
		}
		if slices.Contains(artifactKinds, w) {
			continue
		}
		old, ok := oldCardType(words[i:])
		if !ok {
			types = append(types, w)
			continue
		}
		types = append(types, old.cardType)
		rest := words[i+len(old.printed):]
		switch old.printed[0] {
		case "Summon":
			// "Summon Elf", written without its dash: the rest is the
			// creature's types
			sub = append(sub, rest...)
		case "Enchant":
			// what the enchantment enchants, but a supertype ("Enchant
			// World")
			for _, r := range rest {
				if slices.Contains(Supertypes, r) {
					super = append(super, r)
				}
			}
		default:
			i += len(old.printed) - 1
			continue
		}
		break // the words after it were read with it
	}
	sub = append(sub, strings.Fields(right)...)
	return super, types, sub
}

// oldCardTypes are the card types Sixth Edition's rules (1999) gave the
// words type lines printed before them wrote: a creature "Summon"
// ("Summon — Elf"), an instant "Interrupt" or "Mana Source", an
// enchantment "Enchant" and what it enchants ("Enchant Creature",
// "Enchant World").
var oldCardTypes = []oldType{
	{[]string{"Summon"}, "Creature"},
	{[]string{"Interrupt"}, "Instant"},
	{[]string{"Mana", "Source"}, "Instant"},
	{[]string{"Enchant"}, "Enchantment"},
}

// oldType is a card type as printed before Sixth Edition (its words) and
// the card type its rules gave it.
type oldType struct {
	printed  []string
	cardType string
}

// oldCardType is the old card type (oldCardTypes) the words begin with.
func oldCardType(words []string) (oldType, bool) {
	for _, o := range oldCardTypes {
		if len(words) >= len(o.printed) && slices.Equal(words[:len(o.printed)], o.printed) {
			return o, true
		}
	}
	return oldType{}, false
}

// artifactKinds are the words before "Artifact" on artifacts printed
// before Revised: "Mono Artifact", "Poly Artifact", "Continuous Artifact"
// name how their abilities were played, no card type.
var artifactKinds = []string{"Mono", "Poly", "Continuous"}

// View is the card as a card view shows it, asOf being the date asked for
// or "current": what the server's card objects are made of.
func (c *ExportCard) View(asOf string) *CardView {
	v := &CardView{Name: c.Name, Layout: c.Layout, ManaCost: c.ManaCost, ManaValue: c.ManaValue, TypeLine: c.TypeLine,
		Power: c.Power, Toughness: c.Toughness, Loyalty: c.Loyalty, Defense: c.Defense,
		Colors: c.Colors, ColorIdentity: c.ColorIdentity, Keywords: c.Keywords, OracleText: c.OracleText(), AsOf: asOf,
		NewestKnown: c.NewestKnown, Derived: c.Derived}
	if c.NewestKnown != nil && asOf == "current" {
		v.AsOf = AsOfNewestKnown
	}
	for _, f := range c.Faces {
		for _, n := range f.Notes {
			if !slices.Contains(v.Notes, n) {
				v.Notes = append(v.Notes, n)
			}
		}
		if c.MultiFace() {
			v.Faces = append(v.Faces, FaceView{Name: f.Name, ManaCost: f.ManaCost, TypeLine: f.TypeLine, Power: f.Power,
				Toughness: f.Toughness, Loyalty: f.Loyalty, Defense: f.Defense, Colors: f.Colors, OracleText: f.OracleText,
				Source: f.Source, Date: f.Date, Notes: f.Notes})
		}
	}
	if len(c.Faces) > 0 {
		v.Source, v.Date = c.Faces[0].Source, c.Faces[0].Date
	}
	v.Notes = append(v.Notes, c.Absent...)
	return v
}

// Identity is the card's Scryfall oracle id, when a dump gave one, its
// legalities with the snapshots that stated them, and whether it is on the
// Reserved List.
func (c *ExportCard) Identity() CardIdentity {
	ident := CardIdentity{Legalities: c.Legalities, Stated: c.LegalitiesStated}
	for _, p := range c.Printings {
		ident.Reserved = ident.Reserved || p.HasFlag(PrintingReserved)
	}
	for _, id := range c.Identifiers {
		if id.Kind == "scryfall_oracle_id" {
			ident.OracleID = id.Value
			break
		}
	}
	return ident
}
