package dump

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"sort"
	"strings"
	"unicode"

	"github.com/go-json-experiment/json/jsontext"

	"github.com/mtgoracle/oracle/oracle"
)

// mtgjsonCard is one entry of an MTGJSON cards array, v3 to v5: a whole
// card, or one face of a multi-face card. Both spellings of renamed fields
// are kept; the decoder prefers the exact key match.
type mtgjsonCard struct {
	Name     string   `json:"name"`
	FaceName string   `json:"faceName"` // v5
	Names    []string `json:"names"`    // v3, v4
	Side     string   `json:"side"`
	Layout   string   `json:"layout"`

	ManaCost          string   `json:"manaCost"`
	ManaValue         *float64 `json:"manaValue"`         // v5
	ConvertedManaCost *float64 `json:"convertedManaCost"` // v4
	CMC               *float64 `json:"cmc"`               // v3

	Type          string     `json:"type"`
	Text          string     `json:"text"`
	Power         flexString `json:"power"`
	Toughness     flexString `json:"toughness"`
	Loyalty       flexString `json:"loyalty"`
	Defense       flexString `json:"defense"`
	Colors        []string   `json:"colors"`
	ColorIdentity []string   `json:"colorIdentity"`
	Keywords      []string   `json:"keywords"`

	SetCode             string     `json:"setCode"`
	Number              flexString `json:"number"`
	Rarity              string     `json:"rarity"`
	OriginalType        string     `json:"originalType"`
	OriginalText        string     `json:"originalText"`
	FlavorText          string     `json:"flavorText"` // v4, v5
	Flavor              string     `json:"flavor"`     // v3
	FlavorName          string     `json:"flavorName"`
	Artist              string     `json:"artist"`
	IsReserved          bool       `json:"isReserved"`
	IsOnlineOnly        bool       `json:"isOnlineOnly"`
	IsRebalanced        bool       `json:"isRebalanced"`
	IsPromo             bool       `json:"isPromo"`
	IsReprint           bool       `json:"isReprint"`
	OriginalReleaseDate string     `json:"originalReleaseDate"` // v5 promos
	ReleaseDate         string     `json:"releaseDate"`         // v3 promos

	Rulings     []struct{ Date, Text string } `json:"rulings"`
	Legalities  legalities                    `json:"legalities"`
	Identifiers struct {
		ScryfallOracleID string     `json:"scryfallOracleId"`
		ScryfallID       string     `json:"scryfallId"`
		MultiverseID     flexString `json:"multiverseId"`
	} `json:"identifiers"` // v5
	ScryfallID       string     `json:"scryfallId"`       // v4
	ScryfallOracleID string     `json:"scryfallOracleId"` // v4
	MultiverseID     flexString `json:"multiverseId"`     // v4
	MultiverseIDv3   flexString `json:"multiverseid"`     // v3

	offset int64 // where the entry starts in the content, for errors
}

// errNoName rejects a card entry without a name: nothing could be
// recorded of it.
var errNoName = errors.New("card without a name")

// multiFaceLayouts are the layouts whose faces MTGJSON lists as separate
// entries of one printing. Meld is not among them: each meld card is a
// card of its own.
var multiFaceLayouts = map[string]bool{
	"split": true, "flip": true, "transform": true, "double-faced": true, "modal_dfc": true,
	"adventure": true, "aftermath": true, "reversible_card": true,
}

// v3Layouts renames MTGJSON v3 layouts to the names v4 and Scryfall use.
var v3Layouts = map[string]string{"double-faced": "transform", "plane": "planar", "phenomenon": "planar"}

// setState is a set object being read: the set fields and its card
// entries. MTGJSON sorts keys, so code, name and releaseDate come after
// cards: a set's entries are held until the set ends (memory bounded by
// the largest set, not by the dump).
type setState struct {
	code, name, releaseDate, kind, block string
	// parent is the set whose promos or extras the set holds
	parent   string
	entries  []*mtgjsonCard
	hasCards bool
}

// cardsDate is the release date a card of the set that states none of its
// own has: the set's, but for a promo set of several cards, which gathers
// promos released at different times. Those of a set with a parent set are
// that set's promos, out with it or at the event the set's date names
// (prerelease, launch, a Treasure Chest); a set named for the year its
// date's first of January stands for ("Friday Night Magic 2005",
// 2005-01-01) dates its cards to that year; any other (Magic Online
// Promos, 2002 to 2019 in one set) gives no date.
func (s *setState) cardsDate() string {
	if (s.kind != "promo" && s.kind != "treasure_chest") || s.parent != "" {
		return s.releaseDate
	}
	several := false
	for _, e := range s.entries {
		several = several || cardName(e) != cardName(s.entries[0])
	}
	if !several {
		return s.releaseDate
	}
	if year, ok := strings.CutSuffix(s.releaseDate, "-01-01"); ok && strings.Contains(s.name, year) {
		return year
	}
	return ""
}

type mtgjsonDecoder struct {
	file string
	meta *Meta
	dec  *jsontext.Decoder
	// keywordsStated is set in a v5 file (its cards in a data object):
	// v5 writes a card's keywords whenever it has some and leaves the
	// key out when it has none (no card of the 2022 and 2025 dumps has
	// an empty list, and none without the key starts a line with a
	// keyword ability); v3 and v4 carry no keywords.
	keywordsStated bool
	win            *window
	emit           func(Record) error
}

// decodeMTGJSON reads any MTGJSON file: a v3/v4 set file (a set object at
// the top), a v5 set file ({meta, data: set}), AllPrintings ({meta, data:
// {CODE: set}}) or AtomicCards ({meta, data: {NAME: [faces]}}).
func decodeMTGJSON(ctx context.Context, file string, format Format, r io.Reader, emit func(Record) error) (Meta, error) {
	win := newWindow(r)
	meta := Meta{Format: format}
	d := &mtgjsonDecoder{file: file, meta: &meta, dec: newDecoder(win), win: win, emit: emit}
	win.consumed = d.dec.InputOffset
	if err := d.top(ctx, &meta); err != nil {
		return Meta{}, jsonError(file, d.dec, err)
	}
	switch {
	case strings.HasPrefix(meta.Version, "4."):
		meta.Format = MTGJSONv4
	case strings.HasPrefix(meta.Version, "5."):
		meta.Format = MTGJSONv5
	}
	meta.Title = "MTGJSON " + meta.Version
	if meta.Version == "" {
		meta.Title = "MTGJSON " + strings.TrimPrefix(string(meta.Format), "mtgjson-")
	}
	return meta, nil
}

func (d *mtgjsonDecoder) top(ctx context.Context, meta *Meta) error {
	if err := expectDelim(d.dec, '{', "MTGJSON file"); err != nil {
		return err
	}
	var set setState
	for more(d.dec) {
		key, err := d.key()
		if err != nil {
			return err
		}
		switch key {
		case "meta":
			var m struct{ Date, Version string }
			if err := decodeValue(d.dec, &m); err != nil {
				return err
			}
			if m.Date != "" {
				if meta.Date, err = parseDate(m.Date); err != nil {
					return fmt.Errorf("meta.date: %w", err)
				}
			}
			meta.Version = m.Version
		case "data":
			if err := d.data(ctx); err != nil {
				return err
			}
		default:
			if err := d.setField(ctx, &set, key); err != nil {
				return err
			}
		}
	}
	if err := expectDelim(d.dec, '}', "MTGJSON file"); err != nil {
		return err
	}
	if set.hasCards {
		if err := d.flushSet(&set); err != nil {
			return err
		}
	}
	return expectEnd(d.dec)
}

func (d *mtgjsonDecoder) key() (string, error) {
	tok, err := d.dec.ReadToken()
	if err != nil {
		return "", err
	}
	if tok.Kind() != '"' {
		return "", fmt.Errorf("want an object key, got %v", describeToken(tok))
	}
	return tok.String(), nil
}

// data reads v5's data object, which is a set (keys are set fields, in
// lowerCamelCase), or maps set codes to sets (AllPrintings) or card names
// to face lists (AtomicCards).
func (d *mtgjsonDecoder) data(ctx context.Context) error {
	if err := expectDelim(d.dec, '{', "data"); err != nil {
		return err
	}
	// (a v4 build that wrapped its cards so would say so in its meta)
	d.keywordsStated = !strings.HasPrefix(d.meta.Version, "4.")
	var set setState
	atomic := false
	for more(d.dec) {
		key, err := d.key()
		if err != nil {
			return err
		}
		// AtomicCards is sorted, so a lower-case card name ("el-Hajjâj")
		// comes after other cards have shown what the file is.
		if !atomic && key != "" && key[0] >= 'a' && key[0] <= 'z' {
			if err := d.setField(ctx, &set, key); err != nil {
				return err
			}
			continue
		}
		tok, err := d.dec.ReadToken()
		if err != nil {
			return err
		}
		switch tok.Kind() {
		case '{':
			if err := d.setObject(ctx); err != nil {
				return fmt.Errorf("set %s: %w", key, err)
			}
		case '[':
			atomic = true
			if err := d.atomicCard(key); err != nil {
				return err
			}
		default:
			return fmt.Errorf("data.%s: want a set object or a card's faces, got %v", key, describeToken(tok))
		}
	}
	if err := expectDelim(d.dec, '}', "data"); err != nil {
		return err
	}
	if set.hasCards {
		return d.flushSet(&set)
	}
	return nil
}

// setObject reads one set of AllPrintings, its '{' already read.
func (d *mtgjsonDecoder) setObject(ctx context.Context) error {
	var set setState
	for more(d.dec) {
		key, err := d.key()
		if err != nil {
			return err
		}
		if err := d.setField(ctx, &set, key); err != nil {
			return err
		}
	}
	if err := expectDelim(d.dec, '}', "set"); err != nil {
		return err
	}
	return d.flushSet(&set)
}

// setField reads the value of one key of a set object.
func (d *mtgjsonDecoder) setField(ctx context.Context, set *setState, key string) error {
	switch key {
	case "code":
		return decodeValue(d.dec, &set.code)
	case "name":
		return decodeValue(d.dec, &set.name)
	case "releaseDate":
		return decodeValue(d.dec, &set.releaseDate)
	case "type":
		return decodeValue(d.dec, &set.kind)
	case "block":
		return decodeValue(d.dec, &set.block)
	case "parentCode":
		return decodeValue(d.dec, &set.parent)
	case "cards":
		set.hasCards = true
		return d.cards(ctx, set)
	}
	return d.dec.SkipValue()
}

// cards reads a cards array one entry at a time.
func (d *mtgjsonDecoder) cards(ctx context.Context, set *setState) error {
	if err := expectDelim(d.dec, '[', "cards"); err != nil {
		return err
	}
	for more(d.dec) {
		if err := ctx.Err(); err != nil {
			return err
		}
		if len(set.entries) == maxSetEntries {
			return &offsetError{offset: valueStart(d.dec), err: fmt.Errorf("set lists more than %d card entries: refused", maxSetEntries)}
		}
		card, err := d.entry()
		if err != nil {
			return err
		}
		if !notCards[card.Layout] {
			set.entries = append(set.entries, card)
		}
	}
	return expectDelim(d.dec, ']', "cards")
}

// entry reads one card entry, bounded in size.
func (d *mtgjsonDecoder) entry() (*mtgjsonCard, error) {
	card := &mtgjsonCard{offset: valueStart(d.dec)}
	d.win.mark("card entry", card.offset)
	defer d.win.unmark()
	if err := decodeValue(d.dec, card); err != nil {
		return nil, err
	}
	if card.Name == "" {
		return nil, errNoName
	}
	return card, nil
}

// atomicCard reads one AtomicCards entry, its '[' already read: the faces
// of one card, with no printing.
func (d *mtgjsonDecoder) atomicCard(name string) error {
	var faces []*mtgjsonCard
	for more(d.dec) {
		if len(faces) == maxSetEntries {
			return fmt.Errorf("card %.40q lists more than %d faces: refused", name, maxSetEntries)
		}
		card, err := d.entry()
		if err != nil {
			return err
		}
		faces = append(faces, card)
	}
	if err := expectDelim(d.dec, ']', name); err != nil {
		return err
	}
	if len(faces) == 0 {
		return fmt.Errorf("card %q has no faces", name)
	}
	sortFaces(faces)
	rec, err := mtgjsonRecord(faces, nil, d.keywordsStated)
	if err == nil {
		err = checkFields(&rec)
	}
	if err != nil {
		return &offsetError{offset: faces[0].offset, err: fmt.Errorf("card %.40q: %w", name, err)}
	}
	return d.emit(rec)
}

// flushSet merges the set's face entries into cards and emits them.
func (d *mtgjsonDecoder) flushSet(set *setState) error {
	if set.kind == "token" {
		// A set of tokens holds no Magic cards: its cards are the Theros
		// challenge decks' (Battle the Horde's "Unquenchable Fury" is not
		// the Aura of that name) and heroes, played by no deck.
		set.entries = nil
		return nil
	}
	readVariants(set.entries)
	// A set file where no card has a color identity (v3 before 2015)
	// does not carry it: a card's absent list is not an empty identity.
	identity := slices.ContainsFunc(set.entries, func(e *mtgjsonCard) bool { return e.ColorIdentity != nil })
	// A file of no versioned build (v3: its meta comes at the end of the
	// object, so it is known here) speaks only of its own formats.
	var formats []string
	if d.meta.Version == "" {
		formats = setFormats(set.entries)
	}
	for _, group := range groupFaces(set.entries) {
		rec, err := mtgjsonRecord(group, set, d.keywordsStated)
		if !identity {
			rec.Unknown |= oracle.FieldColorIdentity
		}
		switch {
		case formats != nil && group[0].Legalities == nil:
			// A v3 card with no legalities states none: the new cards of
			// Guilds of Ravnica in the 2018 files have none, the set too
			// new for them to be worked out, beside its reprints' (the
			// Un-cards' and schemes' none mean not legal anywhere, but
			// the file does not say which).
			rec.Unknown |= oracle.FieldLegalities
		case formats != nil && rec.Unknown&oracle.FieldLegalities == 0:
			rec.LegalityFormats, rec.LegalityFilesDate = formats, set.releaseDate
		}
		if err == nil {
			err = checkFields(&rec)
		}
		if err != nil {
			return &offsetError{offset: group[0].offset, err: fmt.Errorf("set %.40s: card %.40q: %w", set.code, group[0].Name, err)}
		}
		if err := d.emit(rec); err != nil {
			return err
		}
	}
	set.entries = nil
	return nil
}

// setFormats are the formats any of entries names (with any status,
// "Not Legal" too), sorted; empty, not nil, when none names any.
func setFormats(entries []*mtgjsonCard) []string {
	formats := []string{}
	for _, e := range entries {
		for f := range e.Legalities {
			if !slices.Contains(formats, f) {
				formats = append(formats, f)
			}
		}
	}
	slices.Sort(formats)
	return formats
}

// readVariants names each version of a card that MTGJSON v3 and v4 name
// "Sly Spy (b)" as the card it is a version of, Sly Spy. Where v3 numbers
// several versions alike (67), the version's letter goes after the number
// (67b), as later versions number them, so that each stays a printing of
// its own.
func readVariants(entries []*mtgjsonCard) {
	numbered := map[string]int{}
	for _, e := range entries {
		if card, letter := oracle.VariantName(e.Name); letter != "" {
			numbered[card+"\x00"+string(e.Number)]++
		}
	}
	for _, e := range entries {
		card, letter := oracle.VariantName(e.Name)
		if letter == "" {
			continue
		}
		if numbered[card+"\x00"+string(e.Number)] > 1 {
			e.Number += flexString(letter)
		}
		e.Name = card
		for i, name := range e.Names {
			e.Names[i], _ = oracle.VariantName(name)
		}
	}
}

// groupFaces gathers the entries that are faces of one printing (same
// card and collector number, v3 adding a/b to the number), in order
// of their first entry, faces sorted. The card is known by the set of its
// face names, whatever order an entry's names list them in: MTGJSON v3
// lists Battlebond's partners Zndrsplt and Okaun as a flip card whose
// lettered parts 5a and 5b both show Zndrsplt, each part naming the other
// card first; gathered, the printing shows one face twice and is that
// face's card (Record.SnapshotCard).
func groupFaces(entries []*mtgjsonCard) [][]*mtgjsonCard {
	var groups [][]*mtgjsonCard
	open := map[string]int{}
	for _, e := range entries {
		if multiFaceLayouts[e.Layout] {
			key := groupKey(e) + "\x00" + strings.TrimRight(string(e.Number), "abcde")
			if i, ok := open[key]; ok && (!hasFace(groups[i], e) || !hasNumber(groups[i], e.Number)) {
				groups[i] = append(groups[i], e)
				continue
			}
			open[key] = len(groups)
		}
		groups = append(groups, []*mtgjsonCard{e})
	}
	for _, g := range groups {
		sortFaces(g)
	}
	return groups
}

// groupKey names the card an entry belongs to by the set of its faces'
// names.
func groupKey(e *mtgjsonCard) string {
	if len(e.Names) < 2 {
		return cardName(e)
	}
	names := slices.Clone(e.Names)
	slices.Sort(names)
	return strings.Join(names, " // ")
}

// hasNumber reports whether an entry of group has the collector number n.
func hasNumber(group []*mtgjsonCard, n flexString) bool {
	for _, g := range group {
		if g.Number == n {
			return true
		}
	}
	return false
}

// cardName is the full name of the card an entry belongs to.
func cardName(e *mtgjsonCard) string {
	switch {
	case e.Layout == "meld" && e.FaceName != "":
		return e.FaceName // v5 names the front "Bruna // Brisela"
	case len(e.Names) > 1 && multiFaceLayouts[e.Layout]:
		return strings.Join(e.Names, " // ")
	}
	return e.Name
}

// faceName is the name of the face an entry states.
func faceName(e *mtgjsonCard) string {
	if e.FaceName != "" {
		return e.FaceName
	}
	return e.Name
}

func hasFace(group []*mtgjsonCard, e *mtgjsonCard) bool {
	for _, g := range group {
		if g.Side != "" && g.Side == e.Side || g.Side == "" && faceName(g) == faceName(e) {
			return true
		}
	}
	return false
}

// sortFaces orders faces by their place in names (v3, v4), else by side.
func sortFaces(faces []*mtgjsonCard) {
	sort.SliceStable(faces, func(i, j int) bool {
		a, b := faces[i], faces[j]
		if len(a.Names) > 1 {
			return indexOf(a.Names, a.Name) < indexOf(a.Names, b.Name)
		}
		return a.Side < b.Side
	})
}

func indexOf(list []string, s string) int {
	for i, v := range list {
		if v == s {
			return i
		}
	}
	return len(list)
}

// mtgjsonRecord makes one record of a card's entries (faces in order);
// set is nil for AtomicCards, which has no printings. keywordsStated says
// the file states every card's keywords (mtgjsonDecoder.keywordsStated):
// a card without them has none; else they are not known.
func mtgjsonRecord(faces []*mtgjsonCard, set *setState, keywordsStated bool) (Record, error) {
	first := faces[0]
	rec := Record{
		Name:             cardName(first),
		Layout:           first.Layout,
		ColorIdentity:    first.ColorIdentity,
		Legalities:       first.Legalities.playable(),
		ScryfallOracleID: first.Identifiers.ScryfallOracleID,
	}
	if renamed, ok := v3Layouts[rec.Layout]; ok {
		rec.Layout = renamed
	}
	if rec.ScryfallOracleID == "" {
		rec.ScryfallOracleID = first.ScryfallOracleID
	}
	for _, v := range []*float64{first.ManaValue, first.ConvertedManaCost, first.CMC} {
		if v != nil {
			rec.ManaValue = *v
			break
		}
	}
	for _, r := range first.Rulings {
		date, err := parseDate(r.Date)
		if err != nil {
			return Record{}, fmt.Errorf("ruling: %w", err)
		}
		rec.Rulings = append(rec.Rulings, oracle.Ruling{Kind: oracle.RulingCard, Date: date, Cards: []string{rec.Name}, Text: r.Text})
	}
	for _, f := range faces {
		rec.Keywords = appendNew(rec.Keywords, f.Keywords...)
		rec.MultiverseIDs = appendNew(rec.MultiverseIDs, string(f.Identifiers.MultiverseID), string(f.MultiverseID), string(f.MultiverseIDv3))
	}
	multiFace := multiFaceLayouts[first.Layout]
	if multiFace {
		for _, f := range faces {
			rec.Faces = append(rec.Faces, Face{
				Name: faceName(f), ManaCost: f.ManaCost, TypeLine: f.Type, Text: f.Text,
				Power: string(f.Power), Toughness: string(f.Toughness), Loyalty: string(f.Loyalty), Defense: string(f.Defense),
				Colors: colorCodes(f.Colors), Keywords: f.Keywords,
			})
		}
		joinFaces(&rec)
	} else {
		rec.ManaCost, rec.TypeLine, rec.Text = first.ManaCost, first.Type, intrinsicManaAsNoText(first.Type, first.Text)
		rec.Power, rec.Toughness, rec.Loyalty, rec.Defense = string(first.Power), string(first.Toughness), string(first.Loyalty), string(first.Defense)
		rec.Colors = colorCodes(first.Colors)
	}
	rec.ColorIdentity = colorCodes(rec.ColorIdentity)
	if len(rec.Keywords) == 0 && !keywordsStated {
		rec.Unknown |= oracle.FieldKeywords
	}
	if set == nil {
		return rec, nil
	}
	p, err := mtgjsonPrinting(faces, set, multiFace)
	if err != nil {
		return Record{}, err
	}
	if p.Name == rec.Name {
		p.Name = ""
	}
	rec.Printings = []oracle.Printing{p}
	return rec, nil
}

// mtgjsonPrinting is the printing the entries of one set state.
func mtgjsonPrinting(faces []*mtgjsonCard, set *setState, multiFace bool) (oracle.Printing, error) {
	first := faces[0]
	p := oracle.Printing{Set: setCode(set.code, set.name), SetName: set.name, Number: printingNumber(faces, multiFace), Rarity: oracle.NormalRarity(first.Rarity), Name: first.FlavorName,
		Artist: first.Artist, ScryfallID: firstOf(first.Identifiers.ScryfallID, first.ScryfallID), SetType: set.kind, Block: set.block,
		MultiverseID: firstOf(string(first.Identifiers.MultiverseID), string(first.MultiverseID), string(first.MultiverseIDv3))}
	for _, f := range []struct {
		on   bool
		flag string
	}{{first.IsReserved, oracle.PrintingReserved}, {first.IsOnlineOnly, oracle.PrintingOnlineOnly},
		{first.IsRebalanced, oracle.PrintingRebalanced}, {first.IsPromo, oracle.PrintingPromo}, {first.IsReprint, oracle.PrintingReprint}} {
		if f.on {
			p.Flags = append(p.Flags, f.flag)
		}
	}
	if p.Set == "" {
		p.Set = first.SetCode
	}
	released := set.cardsDate()
	if set.releaseDate != "" {
		var err error
		if p.SetReleased, err = parseDate(set.releaseDate); err != nil {
			return oracle.Printing{}, fmt.Errorf("set release date: %w", err)
		}
	}
	for _, d := range []string{first.OriginalReleaseDate, first.ReleaseDate} {
		if d != "" {
			released = d
			break
		}
	}
	if released != "" {
		var err error
		if p.Released, err = parseDate(released); err != nil {
			return oracle.Printing{}, fmt.Errorf("release date: %w", err)
		}
	}
	if !multiFace {
		p.TypeLine = printedTypeLine(first.OriginalType, first.Type)
		p.Text, p.RawText = printedText(first.OriginalText)
		p.Flavor = flavor(first)
		return p, nil
	}
	parts := wholePrintedText(faces)
	for i, f := range faces {
		pf := oracle.PrintedFace{Name: faceName(f), TypeLine: printedTypeLine(f.OriginalType, f.Type), Flavor: flavor(f),
			MultiverseID: firstOf(string(f.Identifiers.MultiverseID), string(f.MultiverseID), string(f.MultiverseIDv3))}
		pf.Text, pf.RawText = printedText(withoutOtherFaceHint(f))
		if parts != nil {
			// The part, its symbols read, is the face's text once the lines
			// repeating its name, cost and type are dropped; its markup as
			// given held those lines, and is not kept.
			text, _ := printedText(parts[i])
			pf.Text, pf.RawText = withoutFaceHeader(text, f), ""
			if pf.TypeLine == "" {
				// a face given no type line of its own prints it in its part
				pf.TypeLine = partTypeLine(text, f)
			}
		}
		p.Faces = append(p.Faces, pf)
	}
	dropLeakedTypeLines(p.Faces, faces)
	return p, nil
}

// dropLeakedTypeLines leaves without a printed type line each face whose
// printed line is another face's: the line repeats one the other face
// shows, which is that face's own type line, while the faces' type lines
// differ (MTGJSON gives some modal double-faced cards' back face the
// front's, "Creature — Merfolk Wizard" on a Sorcery). The printing then
// states nothing known of the face's type line.
func dropLeakedTypeLines(printed []oracle.PrintedFace, faces []*mtgjsonCard) {
	leaked := make([]bool, len(printed))
	for i := range printed {
		for j := range printed {
			if i != j && printed[i].TypeLine != "" && printed[i].TypeLine == printed[j].TypeLine &&
				sameTypeLine(printed[j].TypeLine, faces[j].Type) && !sameTypeLine(faces[i].Type, faces[j].Type) {
				leaked[i] = true
			}
		}
	}
	for i := range printed {
		if leaked[i] {
			printed[i].TypeLine = ""
		}
	}
}

// withoutOtherFaceHint is a face's printed text without what MTGJSON
// adds after three line breaks to a modal double-faced card's: the other
// face's type and cost (or mana ability), printed small at the bottom of
// the card as a reminder, which is no part of the face's rules text.
func withoutOtherFaceHint(f *mtgjsonCard) string {
	if f.Layout != "modal_dfc" {
		return f.OriginalText
	}
	text, _, _ := strings.Cut(f.OriginalText, "\n\n\n")
	return text
}

// wholePrintedText splits the printed text MTGJSON gives some multi-face
// printings whole on their first face (Unhinged's split and flip cards),
// one part per face after a line "-----", the other faces having none.
// It returns nil for any other printing.
func wholePrintedText(faces []*mtgjsonCard) []string {
	parts := strings.Split(faces[0].OriginalText, "\n-----\n")
	if len(parts) != len(faces) || len(faces) < 2 {
		return nil
	}
	for _, f := range faces[1:] {
		if f.OriginalText != "" {
			return nil
		}
	}
	return parts
}

// partTypeLine is the type line a face's part of a whole printed text
// prints among the lines before its rules text (withoutFaceHeader), the
// card's when it prints the card's words ("Creature Penguin", the flipped
// half of Unhinged's flip card, is "Creature — Penguin"); "" when it
// prints none.
func partTypeLine(text string, f *mtgjsonCard) string {
	for _, l := range strings.Split(text, "\n") {
		switch {
		case sameTypeLine(l, f.Type):
			return printedTypeLine(l, f.Type)
		case l != faceName(f) && l != f.ManaCost:
			return ""
		}
	}
	return ""
}

// withoutFaceHeader drops from a face's part of a whole printed text the
// lines that repeat the face's name, mana cost and type line before its
// rules text, and its power and toughness after it.
func withoutFaceHeader(text string, f *mtgjsonCard) string {
	lines := strings.Split(text, "\n")
	for len(lines) > 1 {
		l := lines[0]
		if l != faceName(f) && l != f.ManaCost && !sameTypeLine(l, f.Type) && !sameTypeLine(l, f.OriginalType) {
			break
		}
		lines = lines[1:]
	}
	if n := len(lines); n > 1 && f.Power != "" && lines[n-1] == string(f.Power)+"/"+string(f.Toughness) {
		lines = lines[:n-1]
	}
	return strings.Join(lines, "\n")
}

// sameTypeLine reports whether a line is the type line typeLine, in
// other case or without the dash some printings leave out ("Creature
// Penguin" for "Creature — Penguin").
func sameTypeLine(line, typeLine string) bool {
	words := func(s string) []string {
		return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) })
	}
	want := words(typeLine)
	return len(want) > 0 && slices.Equal(words(line), want)
}

// setCode is the code of the set a file codes code and names name:
// MTGJSON v3's codes of the sets that later versions code otherwise are
// read as theirs (setcodes_table.go), so that both name one set, and v3's
// EVG (Elves vs. Goblins, v5's DD1) is not v5's EVG (the Anthology's).
func setCode(code, name string) string {
	if c, ok := v3SetCodes[strings.ToUpper(code)+"\x00"+name]; ok {
		return c
	}
	return code
}

// printingNumber is the collector number of a printing. MTGJSON v3
// numbers each face of a multi-face card with a letter after the card's
// number (1a, 1b), where later versions and Scryfall give every face the
// card's number (1): the letters are dropped, so that both name one
// printing.
func printingNumber(faces []*mtgjsonCard, multiFace bool) string {
	number := string(faces[0].Number)
	if !multiFace {
		return number
	}
	base := strings.TrimRight(number, "abcdefghijklmnopqrstuvwxyz")
	if base == "" || len(number)-len(base) != 1 {
		return number
	}
	for _, f := range faces {
		n := string(f.Number)
		if len(n) != len(number) || !strings.HasPrefix(n, base) {
			return number
		}
	}
	return base
}

func flavor(e *mtgjsonCard) string {
	if e.FlavorText != "" {
		return e.FlavorText
	}
	return e.Flavor
}

// printedTypeLine is the type line a printing shows, as the dump gives it
// (originalType; typeLine is the card's): "(none)" is how it writes that
// the printing shows none (Unhinged's full-art basic lands), not a type
// line, and a printed type line of the card's words but without its dash
// (the flipped half of a flip card, "Legendary Creature Human Monk") is
// the card's, dash and all.
func printedTypeLine(originalType, typeLine string) string {
	switch {
	case originalType == "(none)":
		return ""
	case !strings.Contains(originalType, "—") && strings.Contains(typeLine, "—") &&
		strings.Join(strings.Fields(strings.ReplaceAll(typeLine, "—", " ")), " ") == strings.Join(strings.Fields(originalType), " "):
		return typeLine
	}
	return originalType
}
