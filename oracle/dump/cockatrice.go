package dump

import (
	"context"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/mtgoracle/oracle/oracle"
)

// cockatriceCard is a <card> of any Cockatrice layout: before v4 the card
// fields are children of <card>, from v4 on they are in <prop>.
type cockatriceCard struct {
	Name     string             `xml:"name"`
	Text     string             `xml:"text"`
	Sets     []cockatriceSetRef `xml:"set"`
	ManaCost string             `xml:"manacost"`
	Type     string             `xml:"type"`
	PT       string             `xml:"pt"`
	Loyalty  string             `xml:"loyalty"`
	Colors   []string           `xml:"color"`
	// Token is set on tokens from v3 on; the 2009 layout marks its few
	// token cards (Unglued's) only by an empty type line.
	Token string `xml:"token"`
	Prop  struct {
		ManaCost      string `xml:"manacost"`
		CMC           string `xml:"cmc"`
		Type          string `xml:"type"`
		Colors        string `xml:"colors"`
		ColorIdentity string `xml:"coloridentity"`
		PT            string `xml:"pt"`
		Loyalty       string `xml:"loyalty"`
		Layout        string `xml:"layout"`
	} `xml:"prop"`
}

// cockatriceSetRef is a card's <set>: the set code, with the printing's
// number and multiverse id in v4.
type cockatriceSetRef struct {
	Code   string `xml:",chardata"`
	Num    string `xml:"num,attr"`
	MUID   string `xml:"muid,attr"`
	UUID   string `xml:"uuid,attr"`
	Rarity string `xml:"rarity,attr"`
	// OnlineOnly and Rebalanced are xs:boolean: "true" or "1".
	OnlineOnly string `xml:"isOnlineOnly,attr"`
	Rebalanced string `xml:"isRebalanced,attr"`
}

// cockatriceSet is an entry of <sets>.
type cockatriceSet struct {
	Name        string `xml:"name"`
	LongName    string `xml:"longname"`
	ReleaseDate string `xml:"releasedate"`
}

type cockatriceDecoder struct {
	file    string
	dec     *xml.Decoder
	win     *window
	start   Error // where the token or element being read starts
	sets    map[string]cockatriceSet
	meta    Meta
	merger  *cockatriceMerger // old layout only
	emit    func(Record) error
	sawRoot bool
}

// decodeCockatrice reads a Cockatrice card database. The old layout lists
// each half of a split card ("Fire // Ice (Fire)") and the flipped side of
// a flip card ("Nezumi Shortfang (Stabwhisker the Odious)") as cards of
// their own, far from their other half: a first pass over the file learns
// every card's name and sets, so the second can merge the halves into one
// record without holding the cards.
func decodeCockatrice(ctx context.Context, file string, format Format, content io.Reader,
	reopen func() (io.Reader, io.Closer, error), emit func(Record) error) (Meta, error) {
	if format == CockatriceV4 {
		d := newCockatriceDecoder(file, format, content, emit)
		return d.meta, d.run(ctx)
	}
	index := newCockatriceMerger()
	first := newCockatriceDecoder(file, format, content, func(Record) error { return nil })
	first.merger = index
	if err := first.run(ctx); err != nil {
		return Meta{}, err
	}
	index.indexDone()
	content, closer, err := reopen()
	if err != nil {
		return Meta{}, err
	}
	defer closer.Close()
	d := newCockatriceDecoder(file, format, content, emit)
	d.merger = index
	if err := d.run(ctx); err != nil {
		return Meta{}, err
	}
	return d.meta, nil
}

func newCockatriceDecoder(file string, format Format, r io.Reader, emit func(Record) error) *cockatriceDecoder {
	win := newWindow(r)
	d := &cockatriceDecoder{
		file: file, dec: xml.NewDecoder(win), win: win,
		sets: map[string]cockatriceSet{}, meta: Meta{Format: format}, emit: emit,
	}
	win.consumed = d.dec.InputOffset
	return d
}

// mark starts a token or element, which the window bounds in size. After
// a refusal the decoder may go on a little with what it has read: the
// refused element's start is kept.
func (d *cockatriceDecoder) mark(what string) {
	if d.win.err != nil {
		return
	}
	d.start.Line, d.start.Col = d.dec.InputPos()
	d.start.Offset = d.dec.InputOffset()
	d.win.mark(what, d.start.Offset)
}

// decodeElement decodes the element start opens, bounded in size.
func (d *cockatriceDecoder) decodeElement(v any, start *xml.StartElement) error {
	d.mark("<" + start.Name.Local + "> element")
	return d.dec.DecodeElement(v, start)
}

func (d *cockatriceDecoder) run(ctx context.Context) error {
	if err := d.walk(ctx); err != nil {
		var located *Error
		if errors.As(err, &located) {
			return err
		}
		if errors.Is(err, io.EOF) {
			err = io.ErrUnexpectedEOF
		}
		var tooLong *offsetError
		if errors.As(err, &tooLong) {
			// Where the refused element starts, not where reading stopped.
			return &Error{File: d.file, Offset: d.start.Offset, Line: d.start.Line, Col: d.start.Col, Err: tooLong.err}
		}
		line, col := d.dec.InputPos()
		return &Error{File: d.file, Offset: d.dec.InputOffset(), Line: line, Col: col, Err: err}
	}
	return nil
}

func (d *cockatriceDecoder) walk(ctx context.Context) error {
	for {
		d.mark("XML token")
		tok, err := d.dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return err
		}
		start, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		switch start.Name.Local {
		case "cockatrice_carddatabase":
			d.sawRoot = true
			for _, a := range start.Attr {
				if a.Name.Local == "version" {
					d.meta.Version = a.Value
				}
			}
			d.meta.Title = "Cockatrice card database v" + d.meta.Version
		case "info":
			var info struct {
				CreatedAt string `xml:"createdAt"`
			}
			if err := d.decodeElement(&info, &start); err != nil {
				return err
			}
			if info.CreatedAt != "" {
				if d.meta.Date, err = parseDate(info.CreatedAt); err != nil {
					return fmt.Errorf("info createdAt: %w", err)
				}
			}
		case "set": // cards' <set> are read with their card: this is <sets>
			var set cockatriceSet
			if err := d.decodeElement(&set, &start); err != nil {
				return err
			}
			d.sets[set.Name] = set
		case "card":
			if err := ctx.Err(); err != nil {
				return err
			}
			var card cockatriceCard
			if err := d.decodeElement(&card, &start); err != nil {
				return err
			}
			if err := d.card(&card); err != nil {
				return err
			}
		}
	}
	if !d.sawRoot {
		return errors.New("no cockatrice_carddatabase element")
	}
	if d.merger != nil {
		for _, rec := range d.merger.incomplete() {
			if err := d.emit(d.finish(rec)); err != nil {
				return err
			}
		}
	}
	return nil
}

func (d *cockatriceDecoder) card(c *cockatriceCard) error {
	if c.Name == "" {
		return errors.New("card without a name")
	}
	if d.merger != nil {
		c.Name, _ = oracle.MangledName(c.Name)
		c.Name, c.Text = asciiLigature(c.Name), asciiLigature(c.Text)
	}
	rec, face := d.record(c)
	if err := checkFields(&rec); err != nil {
		at := d.start
		at.File, at.Err = d.file, fmt.Errorf("card %.40q: %w", c.Name, err)
		return &at
	}
	if isTrue(c.Token) || rec.TypeLine == "" {
		return nil // a token, which is no Magic card
	}
	if d.merger == nil {
		return d.emit(d.finish(rec))
	}
	if !d.merger.indexed {
		d.merger.index(c)
		return nil
	}
	whole, ready := d.merger.add(c, rec, face)
	if !ready {
		return nil
	}
	if len(whole.Faces) == 0 {
		facesInText(&whole)
	}
	return d.emit(d.finish(whole))
}

// asciiLigaturePattern is the ligature Æ as the old layout, which is
// written in ASCII, spells it: "AE" before a lower-case letter ("AEther
// Vial", "AErathi Berserker"), which no other name or word begins with.
var asciiLigaturePattern = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\bAE([a-z])`) })

// asciiLigature writes the old layout's "AE" ligature as Æ, so that a name
// it gives reads as the Oracle name of its day, not as another spelling.
func asciiLigature(s string) string {
	if !strings.Contains(s, "AE") {
		return s
	}
	return asciiLigaturePattern().ReplaceAllString(s, "Æ$1")
}

// finish names each printing's set.
func (d *cockatriceDecoder) finish(rec Record) Record {
	for i := range rec.Printings {
		p := &rec.Printings[i]
		set := d.sets[p.Set]
		p.SetName = set.LongName
		if date, err := parseDate(set.ReleaseDate); err == nil {
			p.Released, p.SetReleased = date, date
		}
	}
	return rec
}

// ptLineOf splits a creature's power and toughness from its text: the old
// layout has no pt element where they are not plain numbers, and writes
// them as the text's first line in its own notation ("1+*/1+*",
// "3{1/2}/3{1/2}", "*{^2}/*{^2}"; Dryad Arbor's "1/1"), read as the rules
// write them (ptNotation). Any other text is left whole.
func ptLineOf(typeLine, text string) (power, toughness, rest string) {
	if !strings.Contains(typeLine, "Creature") {
		return "", "", text
	}
	first, after, _ := strings.Cut(text, "\n")
	first = ptNotation().Replace(strings.TrimSpace(first))
	if !ptLine().MatchString(first) {
		return "", "", text
	}
	power, toughness, _ = strings.Cut(first, "/")
	return power, toughness, after
}

// loyaltyLine splits a planeswalker's starting loyalty from its text: the
// old layout has no loyalty element and writes the number as the text's
// first line ("4\n+1: You gain 2 life."). Any other text is left whole.
func loyaltyLine(typeLine, text string) (loyalty, rest string) {
	if !strings.Contains(typeLine, "Planeswalker") {
		return "", text
	}
	first, after, _ := strings.Cut(text, "\n")
	first = strings.TrimSpace(first)
	if first == "X" {
		return first, after
	}
	if _, err := strconv.Atoi(first); err != nil {
		return "", text
	}
	return first, after
}

// isTrue reads an xs:boolean: "true" or "1".
func isTrue(v string) bool { return v == "true" || v == "1" }

// record is the card as its element states it, and the same as a face.
func (d *cockatriceDecoder) record(c *cockatriceCard) (Record, Face) {
	prop := c.Prop
	cost, typeLine, text := firstOf(prop.ManaCost, c.ManaCost), firstOf(prop.Type, c.Type), c.Text
	if sentence := strings.TrimSpace(typeLine); strings.ContainsAny(cost, " abcdefghijklmnopqrstuvwxyz") &&
		(strings.HasSuffix(sentence, ".") || strings.HasSuffix(sentence, ".)")) {
		// The old layout shifts a card without a mana cost (Evermind,
		// Ancestral Vision) one element: the type line stands in
		// manacost and the text's first sentence in type.
		cost, typeLine, text = "", cost, strings.TrimSuffix(typeLine+"\n"+text, "\n")
	}
	rec := Record{
		Name:     c.Name,
		Layout:   prop.Layout,
		ManaCost: braceManaCost(cost),
		TypeLine: normalizeTypeLine(typeLine),
		Loyalty:  firstOf(prop.Loyalty, c.Loyalty),
		Colors:   colorCodes(c.Colors),
	}
	rec.Text = intrinsicManaAsNoText(rec.TypeLine, text)
	if rec.Loyalty == "" {
		rec.Loyalty, rec.Text = loyaltyLine(rec.TypeLine, rec.Text)
	}
	if prop.Colors != "" {
		rec.Colors = strings.Split(prop.Colors, "")
	}
	if prop.ColorIdentity != "" {
		rec.ColorIdentity = strings.Split(prop.ColorIdentity, "")
	}
	rec.ManaValue, _ = strconv.ParseFloat(prop.CMC, 64)
	// Cockatrice carries no keywords, legalities or defense; an element
	// without a layout, colors, color identity or loyalty does not say
	// them.
	rec.Unknown = oracle.FieldKeywords | oracle.FieldLegalities | oracle.FieldDefense
	for _, f := range []struct {
		value string
		field oracle.Fields
	}{{prop.Layout, oracle.FieldLayout}, {strings.Join(c.Colors, "") + prop.Colors, oracle.FieldColors},
		{prop.ColorIdentity, oracle.FieldColorIdentity}, {rec.Loyalty, oracle.FieldLoyalty}} {
		if f.value == "" {
			rec.Unknown |= f.field
		}
	}
	rec.Power, rec.Toughness, _ = strings.Cut(firstOf(prop.PT, c.PT), "/")
	if rec.Power == "" && rec.Toughness == "" {
		rec.Power, rec.Toughness, rec.Text = ptLineOf(rec.TypeLine, rec.Text)
	}
	for _, s := range c.Sets {
		code := strings.TrimSpace(s.Code)
		p := oracle.Printing{Set: code, Number: s.Num, Rarity: oracle.NormalRarity(s.Rarity), ScryfallID: s.UUID, MultiverseID: s.MUID}
		for _, f := range []struct{ value, flag string }{{s.OnlineOnly, oracle.PrintingOnlineOnly}, {s.Rebalanced, oracle.PrintingRebalanced}} {
			if isTrue(f.value) {
				p.Flags = append(p.Flags, f.flag)
			}
		}
		rec.Printings = append(rec.Printings, p)
		rec.MultiverseIDs = appendNew(rec.MultiverseIDs, s.MUID)
	}
	face := Face{
		Name: rec.Name, ManaCost: rec.ManaCost, TypeLine: rec.TypeLine, Text: rec.Text,
		Power: rec.Power, Toughness: rec.Toughness, Loyalty: rec.Loyalty, Colors: rec.Colors,
	}
	return rec, face
}

func firstOf(values ...string) string {
	for _, v := range values {
		if v != "" {
			return v
		}
	}
	return ""
}

var manaSymbol = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\([^)]*\)|\d+|.`) })

// braceManaCost writes Cockatrice's bare mana costs ("2R", "(2/B)(2/B)")
// as Oracle symbols ("{2}{R}", "{2/B}{2/B}").
func braceManaCost(cost string) string {
	if cost == "" || strings.Contains(cost, "{") {
		return cost
	}
	var b strings.Builder
	for _, sym := range manaSymbol().FindAllString(cost, -1) {
		b.WriteString("{" + strings.Trim(sym, "()") + "}")
	}
	return b.String()
}

// normalizeTypeLine writes the old layout's ASCII dash between types and
// subtypes as Oracle's em dash.
func normalizeTypeLine(t string) string {
	return strings.Replace(t, " - ", " — ", 1)
}

// cockatriceMerger joins the halves of the old layout's split and flip
// cards. Its first pass indexes names; then add collects halves until a
// card is whole.
type cockatriceMerger struct {
	indexed bool
	sets    map[string]string // card name → its set codes
	flipped []string          // "X (Y)" names seen in the first pass
	parts   map[string]string // half's name → whole card's name
	wholes  map[string]*mergedCard
	order   []string // whole cards by first half seen, for incomplete
}

type mergedCard struct {
	rec   Record
	names []string // face names in card order
	faces map[string]Face
	done  bool
}

func newCockatriceMerger() *cockatriceMerger {
	return &cockatriceMerger{sets: map[string]string{}, parts: map[string]string{}, wholes: map[string]*mergedCard{}}
}

var (
	splitHalf   = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^(.+ // .+) \((.+)\)$`) })
	flippedSide = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^(.+) \((.+)\)$`) })
)

func setKey(c *cockatriceCard) string {
	codes := make([]string, len(c.Sets))
	for i, s := range c.Sets {
		codes[i] = strings.TrimSpace(s.Code)
	}
	return strings.Join(codes, " ")
}

func (m *cockatriceMerger) index(c *cockatriceCard) {
	m.sets[c.Name] = setKey(c)
	if splitHalf().MatchString(c.Name) {
		return
	}
	if flippedSide().MatchString(c.Name) {
		m.flipped = append(m.flipped, c.Name)
	}
}

// indexDone takes "X (Y)" for the flipped side of X only when a card X is
// printed in the same sets: "Erase (Not the Urza's Legacy One)" is a card.
func (m *cockatriceMerger) indexDone() {
	m.indexed = true
	for _, name := range m.flipped {
		parts := flippedSide().FindStringSubmatch(name)
		front, back := parts[1], parts[2]
		if sets, ok := m.sets[front]; ok && sets == m.sets[name] {
			whole := front + " // " + back
			m.parts[front], m.parts[name] = whole, whole
		}
	}
}

// add takes one card: a whole card is ready at once, a half when its
// last other half has come.
func (m *cockatriceMerger) add(c *cockatriceCard, rec Record, face Face) (Record, bool) {
	var whole, faceName, layout string
	var names []string
	if parts := splitHalf().FindStringSubmatch(c.Name); parts != nil {
		whole, faceName, layout = parts[1], parts[2], "split"
		names = strings.Split(whole, " // ")
	} else if w, ok := m.parts[c.Name]; ok {
		whole, layout = w, "flip"
		names = strings.SplitN(whole, " // ", 2)
		faceName = names[0]
		if c.Name != names[0] {
			// The flipped side repeats the front's mana cost.
			faceName, face.ManaCost = names[1], ""
		}
	} else {
		return rec, true
	}
	card, ok := m.wholes[whole]
	if !ok {
		card = &mergedCard{rec: rec, names: names, faces: map[string]Face{}}
		card.rec.Name, card.rec.Layout = whole, layout
		if layout != "" {
			card.rec.Unknown &^= oracle.FieldLayout
		}
		m.wholes[whole] = card
		m.order = append(m.order, whole)
	}
	face.Name = faceName
	card.faces[faceName] = face
	card.rec.MultiverseIDs = appendNew(card.rec.MultiverseIDs, rec.MultiverseIDs...)
	if len(card.faces) < len(card.names) {
		return Record{}, false
	}
	card.done = true
	return card.build(), true
}

func (c *mergedCard) build() Record {
	rec := c.rec
	rec.Text, rec.Power, rec.Toughness, rec.Loyalty = "", "", "", ""
	rec.Faces = nil
	for _, n := range c.names {
		if f, ok := c.faces[n]; ok {
			// The file gives some flipped sides with no text at all
			// ("Homura, Human Ascendant (Homura's Essence)"): no face of a
			// split or flip card is blank, so the text is not known.
			f.TextUnknown = f.Text == ""
			rec.Faces = append(rec.Faces, f)
		}
	}
	joinFaces(&rec)
	return rec
}

// incomplete is the merged cards some half of which never came.
func (m *cockatriceMerger) incomplete() []Record {
	var out []Record
	for _, whole := range m.order {
		if card := m.wholes[whole]; !card.done {
			out = append(out, card.build())
		}
	}
	return out
}

// faceSeparator is a line of dashes between the faces of a card the old
// layout writes as one text: "Budoka Pupil" holds its flipped side
// "Ichiga, Who Topples Oaks", "Who/What/When/Where/Why" its five halves.
var faceSeparator = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\n-{4,}\n`) })

// ptLine is a line giving power and toughness.
var ptLine = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^[0-9*+½⁰¹²³⁴⁵⁶⁷⁸⁹-]+/[0-9*+½⁰¹²³⁴⁵⁶⁷⁸⁹-]+$`)
})

// ptNotation writes the old layout's markup in a power or toughness as the
// rules write it: a half "{1/2}" as "½", a power of a number "{^2}" as a
// superscript ("*²").
var ptNotation = sync.OnceValue(func() *strings.Replacer {
	pairs := []string{"{1/2}", "½"}
	for i, sup := range []rune("⁰¹²³⁴⁵⁶⁷⁸⁹") {
		pairs = append(pairs, "{^"+strconv.Itoa(i)+"}", string(sup))
	}
	return strings.NewReplacer(pairs...)
})

// markupCost is a mana cost in Gatherer's markup, each symbol after an
// "o" ("o2oR" for {2}{R}).
var markupCost = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^(?:o[0-9XWUBRGC])+$`) })

// facesInText makes a card whose text holds its other faces after lines of
// dashes a card of those faces. Each later part starts with its face's
// name, then may give its cost, then its type line and, for a creature,
// its power and toughness; the first part is the named card's own text,
// or, when the name lists the halves ("Who/What/When/Where/Why"), the
// first half's, with its cost and type line. A part that does not start
// with a name ("Creature Penguin" after "Curse of the Fire Penguin")
// cannot be told apart from its face's text: the card keeps the first part
// alone as its text, and its other faces are not known here.
func facesInText(rec *Record) {
	parts := faceSeparator().Split(rec.Text, -1)
	if len(parts) < 2 {
		return
	}
	names := strings.Split(rec.Name, "/")
	halves := len(names) == len(parts)
	faces := make([]Face, len(parts))
	for i, part := range parts {
		lines := strings.Split(part, "\n")
		f := &faces[i]
		switch {
		case i == 0 && !halves:
			*f = Face{Name: rec.Name, ManaCost: rec.ManaCost, TypeLine: rec.TypeLine, Text: part,
				Power: rec.Power, Toughness: rec.Toughness, Loyalty: rec.Loyalty, Colors: rec.Colors}
			continue
		case i == 0:
			f.Name = names[0]
		case isTypeLine(lines[0]) || halves && lines[0] != names[i]:
			rec.Text = parts[0]
			return
		default:
			f.Name, lines = lines[0], lines[1:]
		}
		if len(lines) > 0 && markupCost().MatchString(lines[0]) {
			f.ManaCost, lines = braceManaCost(strings.ReplaceAll(lines[0], "o", "")), lines[1:]
		}
		if len(lines) == 0 || !isTypeLine(lines[0]) {
			rec.Text = parts[0]
			return
		}
		f.TypeLine, lines = normalizeTypeLine(lines[0]), lines[1:]
		if len(lines) > 0 && ptLine().MatchString(lines[0]) {
			f.Power, f.Toughness, _ = strings.Cut(lines[0], "/")
			lines = lines[1:]
		}
		f.Text = strings.Join(lines, "\n")
	}
	names = names[:0]
	for _, f := range faces {
		names = append(names, f.Name)
	}
	colors := rec.Colors
	rec.Name, rec.Faces = strings.Join(names, " // "), faces
	rec.Text, rec.Power, rec.Toughness, rec.Loyalty = "", "", "", ""
	joinFaces(rec)
	if len(rec.Colors) == 0 {
		rec.Colors = colors // the halves' parts give no colors
	}
}

// cardTypes are the words a type line's types start with.
var cardTypes = []string{"Artifact", "Basic", "Creature", "Enchantment", "Instant", "Land", "Legendary", "Planeswalker",
	"Snow", "Sorcery", "Tribal", "World", "Enchant", "Summon"}

// isTypeLine reports whether a line is a type line: it starts with a type.
func isTypeLine(line string) bool {
	first, _, _ := strings.Cut(line, " ")
	return slices.Contains(cardTypes, first)
}
