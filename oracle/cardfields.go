package oracle

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"
)

// The fields of a card a snapshot states, by the names the history of
// fields keeps them under. A face (position 1 and up) has the fields of
// FaceFieldNames; the card (position 0) those of CardFieldNames and one
// legality per format, LegalityField(format).
var (
	CardFieldNames = []string{"name", "layout", "mana_cost", "type_line", "power", "toughness", "loyalty", "defense",
		"colors", "color_identity", "keywords"}
	FaceFieldNames = []string{"name", "mana_cost", "type_line", "power", "toughness", "loyalty", "defense", "colors"}
)

// legalityPrefix starts the name of a format's legality field.
const legalityPrefix = "legality:"

// LegalityField is the name of the field holding a card's status in format.
func LegalityField(format string) string { return legalityPrefix + strings.ToLower(format) }

// LegalityFormat is the format a legality field names, "" for another field.
func LegalityFormat(field string) string {
	f, ok := strings.CutPrefix(field, legalityPrefix)
	if !ok {
		return ""
	}
	return f
}

// NotLegal is the status of a card in a format a snapshot that states
// legalities does not list it in (MTGJSON lists only the formats a card is
// legal, banned or restricted in).
const NotLegal = "not_legal"

// UnstatedStatus is the status a snapshot that states legalities gives a
// card it lists without stating its own (a record with no legalities): a
// row of its field history that says the status is not known from that
// snapshot, which answers read as not stated (unknownValue), as an empty
// P/T a type line requires.
const UnstatedStatus = ""

// FieldDefault is a field's value before any source states one: a status
// not legal for a legality, else empty. A value equal to it is not kept
// as the first statement of a field.
func FieldDefault(field string) string {
	if LegalityFormat(field) != "" {
		return NotLegal
	}
	return ""
}

// alwaysStated reports whether every card and face has the field: a
// snapshot that spoke of a card before its first row of the field cannot
// have stated it empty (it spoke of the card in another shape, a flip
// card's front as a card of its own).
func alwaysStated(field string) bool {
	return field == "name" || field == "type_line" || field == "layout"
}

// FieldValue is one field of a card or face as a snapshot states it.
type FieldValue struct {
	Face  int
	Field string
	Value string
}

// fieldOfName is the Fields bit a field's name is unknown under.
func fieldOfName(field string) Fields {
	switch field {
	case "name":
		return FieldOracle
	case "layout":
		return FieldLayout
	case "mana_cost":
		return FieldManaCost
	case "type_line":
		return FieldTypeLine
	case "power":
		return FieldPower
	case "toughness":
		return FieldToughness
	case "loyalty":
		return FieldLoyalty
	case "defense":
		return FieldDefense
	case "colors":
		return FieldColors
	case "color_identity":
		return FieldColorIdentity
	case "keywords":
		return FieldKeywords
	}
	return FieldLegalities
}

// StatedFields are the values a snapshot states of a card: every field it
// carries (not in sc.Unknown), on the card and on each face, and the
// card's status in each format of legalities (SnapshotLegalities, from all
// of the card's records). The card's name is always stated.
func StatedFields(sc SnapshotCard, legalities map[string]string) []FieldValue {
	c := sc.Card
	var out []FieldValue
	add := func(face int, field, value string) {
		if field != "name" && sc.Unknown.Has(fieldOfName(field)) {
			return
		}
		out = append(out, FieldValue{Face: face, Field: field, Value: value})
	}
	layout := c.Layout
	if layout == "" {
		layout = "normal"
	}
	card := map[string]string{"name": c.Name, "layout": layout, "mana_cost": c.ManaCost, "type_line": c.TypeLine,
		"power": c.Power, "toughness": c.Toughness, "loyalty": c.Loyalty, "defense": c.Defense,
		"colors": strings.Join(SortedColors(c.Colors), ""), "color_identity": strings.Join(SortedColors(c.ColorIdentity), ""),
		"keywords": strings.Join(c.Keywords, ", ")}
	for _, name := range CardFieldNames {
		add(0, name, card[name])
	}
	if !sc.Unknown.Has(FieldOracle) {
		for i, f := range c.Faces {
			face := map[string]string{"name": f.Name, "mana_cost": f.ManaCost, "type_line": f.TypeLine, "power": f.Power,
				"toughness": f.Toughness, "loyalty": f.Loyalty, "defense": f.Defense, "colors": strings.Join(SortedColors(f.Colors), "")}
			for _, name := range FaceFieldNames {
				add(i+1, name, face[name])
			}
		}
	}
	// the statuses as SnapshotLegalities decided them from all of the
	// card's records, this one's unknown legalities among them
	for _, format := range slices.Sorted(maps.Keys(legalities)) {
		out = append(out, FieldValue{Field: LegalityField(format), Value: legalities[format]})
	}
	return out
}

// SnapshotFormats are the formats a snapshot speaks of: every format its
// records list a card in or their files name (SnapshotCard.LegalityFormats),
// lower case and sorted.
func SnapshotFormats(cards []SnapshotCard) []string {
	var formats []string
	add := func(f string) {
		if f = strings.ToLower(f); !slices.Contains(formats, f) {
			formats = append(formats, f)
		}
	}
	for _, sc := range cards {
		if sc.Unknown.Has(FieldLegalities) {
			continue
		}
		for f := range sc.Legalities {
			add(f)
		}
		for _, f := range sc.LegalityFormats {
			add(f)
		}
	}
	slices.Sort(formats)
	return formats
}

// CardLegalities is a card's status in each of the snapshot's formats that
// the snapshot states of it, from every record of the card in the
// snapshot, the record the import took the card's wording from first. A
// record speaks of the formats its own file names (LegalityFormats), or,
// where its build names the same formats in every file (nil) or its file
// names none (its cards are legal nowhere: Vanguard avatars, unofficial
// promos), of all of formats; it states a format it speaks of but does not
// list the card in as NotLegal. A format no record speaks of is not stated:
// a file of MTGJSON v3 names a format only where one of its cards may be
// played in it, so a file of one old promo names no Modern. Where the
// records disagree (files of one dump built at different times: the 2018
// copy's older files keep block formats and statuses the newer ones
// dropped or changed), the status most of them state holds, and of those
// tied, the one stated by the earliest record; but a status some records
// give the card where it may be played (legal, restricted, banned) holds
// over the records that do not list it there: a format that admits only
// some printings (Old School's, which MTGJSON states per printing: legal
// for the Antiquities printing of Ornithopter, unlisted for its later
// ones) is one the card may be played in. Nil when no record carries
// legalities.
func CardLegalities(records []SnapshotCard, formats []string) map[string]string {
	var out map[string]string
	for _, format := range formats {
		votes := map[string]int{}
		var order []string // statuses in the order records first state them
		for _, sc := range records {
			if sc.Unknown.Has(FieldLegalities) {
				continue
			}
			if out == nil {
				out = map[string]string{}
			}
			if len(sc.LegalityFormats) > 0 && !slices.ContainsFunc(sc.LegalityFormats, func(f string) bool { return strings.EqualFold(f, format) }) {
				continue
			}
			status := NotLegal
			for f, s := range sc.Legalities {
				if strings.EqualFold(f, format) {
					status = strings.ToLower(s)
				}
			}
			if votes[status] == 0 {
				order = append(order, status)
			}
			votes[status]++
		}
		if len(order) > 1 {
			order = slices.DeleteFunc(order, func(s string) bool { return s == NotLegal })
		}
		best := ""
		for _, status := range order {
			if best == "" || votes[status] > votes[best] {
				best = status
			}
		}
		if best != "" {
			out[format] = best
		}
	}
	return out
}

// SnapshotLegalities are the statuses a snapshot states of each of its
// cards, given as the records of each card (CardLegalities: the record the
// import took the card's wording from first), in the formats it speaks of
// (SnapshotFormats) and states of every card that carries legalities.
// Where each file names the formats its cards may be played in (MTGJSON
// v3), a card none of whose files names a format the newest file names is
// not legal there: a file of Alpha names no Standard, as none of its cards
// is legal there, and neither is a card printed only in such files, while
// the newest file, of the dump's last build, names every format that build
// knows of. Such files, each built at a time of its own that the dump
// does not record (the 2018 copy lists every Kaladesh card legal in
// Standard a year after it left, and most Dominaria cards not legal), state
// no rotating format (Rotates). Any other format some cards' records say nothing of (a block
// format only the files of an older build name) is not stated of any: a
// snapshot states a field of every card it lists or of none, which is what
// lets its history be the same in any import order; a card no record of
// which carries legalities (the new cards of Guilds of Ravnica in the
// 2018 files) is stated UnstatedStatus in each of them, so that the
// snapshot still states the formats of every card it lists. Only a record of a
// build that names every format (a full card object beside ones trimmed to
// the Commander status) adds the formats it lists the card in.
func SnapshotLegalities(cards [][]SnapshotCard) []map[string]string {
	all := slices.Concat(cards...)
	formats := SnapshotFormats(all)
	newest := newestFileFormats(all)
	if slices.ContainsFunc(all, func(sc SnapshotCard) bool { return sc.LegalityFilesDate != "" }) {
		// files built each at its own, unrecorded time state a rotating
		// format as of their builds
		formats, newest = slices.DeleteFunc(formats, Rotates), slices.DeleteFunc(newest, Rotates)
	}
	out := make([]map[string]string, len(cards))
	stated := slices.Clone(formats)
	for i, records := range cards {
		out[i] = CardLegalities(records, formats)
		if out[i] != nil && !slices.ContainsFunc(records, func(sc SnapshotCard) bool {
			return !sc.Unknown.Has(FieldLegalities) && sc.LegalityFilesDate == ""
		}) {
			for _, f := range newest {
				if _, ok := out[i][f]; !ok {
					out[i][f] = NotLegal
				}
			}
		}
		if out[i] != nil {
			stated = slices.DeleteFunc(stated, func(f string) bool { _, ok := out[i][f]; return !ok })
		}
	}
	for i, legalities := range out {
		maps.DeleteFunc(legalities, func(f, s string) bool {
			return !slices.Contains(stated, f) && (s == NotLegal || !slices.ContainsFunc(cards[i], listsIn(f)))
		})
	}
	for i := range out {
		if out[i] == nil && len(stated) > 0 {
			out[i] = map[string]string{}
			for _, f := range stated {
				out[i][f] = UnstatedStatus
			}
		}
	}
	return out
}

// rotatingFormats are the formats whose cards change as sets come out and
// leave (Standard and the formats made of Standard's sets, Extended before
// 2013), under today's keys (Brawl, once Historic Brawl, does not rotate):
// a status in one is only as current as the build that states it.
var rotatingFormats = []string{"standard", "future", "standardbrawl", "alchemy", "frontier", "extended"}

// Rotates reports whether format is a rotating format (rotatingFormats).
func Rotates(format string) bool { return slices.Contains(rotatingFormats, strings.ToLower(format)) }

// newestFileFormats are the formats the newest files of a dump whose
// files each name the formats their cards may be played in name (records
// with a LegalityFilesDate), lower case.
func newestFileFormats(records []SnapshotCard) []string {
	newest := ""
	for _, sc := range records {
		if !sc.Unknown.Has(FieldLegalities) {
			newest = max(newest, sc.LegalityFilesDate)
		}
	}
	var formats []string
	for _, sc := range records {
		if newest == "" || sc.LegalityFilesDate != newest || sc.Unknown.Has(FieldLegalities) {
			continue
		}
		for _, f := range sc.LegalityFormats {
			if f = strings.ToLower(f); !slices.Contains(formats, f) {
				formats = append(formats, f)
			}
		}
	}
	return formats
}

// listsIn reports whether a record of a build that names every format
// lists the card in format.
func listsIn(format string) func(SnapshotCard) bool {
	return func(sc SnapshotCard) bool {
		if sc.LegalityFormats != nil || sc.Unknown.Has(FieldLegalities) {
			return false
		}
		for f := range sc.Legalities {
			if strings.EqualFold(f, format) {
				return true
			}
		}
		return false
	}
}

// FieldStatement is a value of one field of a card (Face 0) or face that
// a dated source stated: one row of a card's field history, which keeps a
// value only where it differs from the one stated before it.
type FieldStatement struct {
	Face   int       `json:"face,omitempty"`
	Field  string    `json:"field"`
	Value  string    `json:"value"`
	Source SourceRef `json:"source"`
	Date   Date      `json:"date"`
}

// FieldAsOf is the value of a field in force on a date, with the source
// that stated it; Source is nil when no source had stated the field by
// then (the value is then the field's default).
type FieldAsOf struct {
	Face   int        `json:"face,omitempty"`
	Field  string     `json:"field"`
	Value  string     `json:"value"`
	Source *SourceRef `json:"source"`
	Date   *Date      `json:"date"`
	Notes  []string   `json:"notes,omitempty"`
	// Unlisted is, for a status in a format, the date of the newest
	// snapshot by then to state the card's legalities, when that snapshot,
	// later than the status's source, does not speak of the format: the
	// status is only the last stated, as far as known.
	Unlisted *Date `json:"unlisted_since,omitempty"`
	// LastStated is the last snapshot by the date that states the field of
	// the card, when it is later than Source, which first stated the value:
	// it stated the same value again.
	LastStated *StatedBy `json:"last_stated,omitempty"`
	// Derived is set for a field no source states by the date whose value
	// was worked out from others (CardView.KeywordsFromWording).
	Derived bool `json:"derived,omitempty"`
	// Earliest is, for a field no source states by the date, the first
	// statement: its value stands for the field (EarliestStandsFor), or
	// the field is not known then and Value is empty.
	Earliest *FieldStatement `json:"earliest_known,omitempty"`
}

// EarliestStandsFor reports whether, before any source states field of a
// card, its earliest known value stands for it, with a note: the name and
// layout, which are the card's identity and shape; the colors and color
// identity, which no source before 2013 states of most cards (a search by
// colors as of 2010 would find none); and the mana cost, whose mana value
// every answer and export gives as a number. The type line, P/T, loyalty,
// defense, keywords and legalities are not known before a source states
// them (a printing states its type line): an answer as of a date gives
// none of them from a later source, and works the keywords out from the
// wording in force (CardView.KeywordsFromWording).
func EarliestStandsFor(field string) bool {
	switch field {
	case "type_line", "power", "toughness", "loyalty", "defense", "keywords":
		return false
	}
	return LegalityFormat(field) == ""
}

// EarliestNotes say, in one note per source, which fields among values
// no source states by d, and whose earliest values stand for them, or
// that they are not known then (EarliestStandsFor).
func EarliestNotes(values []FieldAsOf, d Date) []string {
	type group struct {
		key      string
		standing bool
	}
	var order []group
	labels := map[group][]string{}
	for _, v := range values {
		e := v.Earliest
		// a field not known then whose value was worked out says so
		// itself (CardView.Derived)
		if e == nil || LegalityFormat(v.Field) != "" || v.Derived {
			continue
		}
		g := group{fmt.Sprintf("%s (%s)", e.Source.ID, e.Date), EarliestStandsFor(v.Field)}
		if _, ok := labels[g]; !ok {
			order = append(order, g)
		}
		if label := FieldLabel(v.Field); !slices.Contains(labels[g], label) {
			labels[g] = append(labels[g], label)
		}
	}
	var out []string
	for _, g := range order {
		format := "no source states the %s by %s: not known then; the earliest known values are those of %s"
		if g.standing {
			format = "no source states the %s by %s; the earliest known values stand for them, those of %s"
		}
		out = append(out, fmt.Sprintf(format, strings.Join(labels[g], ", "), d, g.key))
	}
	return out
}

// LegalityNotes say what of the card's statuses among values is not
// known on d: that no source states any by then (naming the first that
// does), and which are only the last stated (FieldAsOf.Unlisted); and
// which formats sources named otherwise on d (FormatNamesNote).
func LegalityNotes(values []FieldAsOf, d Date) []string {
	var unlisted []string
	var newest Date
	var first *FieldStatement
	var stated []string // the formats a source states by d
	for _, v := range values {
		if LegalityFormat(v.Field) == "" || v.Face != 0 {
			continue
		}
		if v.Source != nil {
			stated = append(stated, LegalityFormat(v.Field))
		}
		if v.Unlisted != nil {
			unlisted = append(unlisted, LegalityFormat(v.Field))
			newest = *v.Unlisted
		}
		if e := v.Earliest; e != nil && (first == nil || e.Date.lastDay() < first.Date.lastDay()) {
			first = e
		}
	}
	var out []string
	if note := FormatNamesNote(stated, d); note != "" {
		out = append(out, note)
	}
	if len(stated) == 0 && first != nil {
		out = append(out, fmt.Sprintf("no source states the card's legalities by %s; the first to state them is %s (%s)", d, first.Source.ID, first.Date))
	}
	if len(unlisted) > 0 {
		out = append(out, fmt.Sprintf("the statuses in %s are the last stated, as far as known: the newest snapshot by %s to state the card's legalities (%s) does not list them",
			strings.Join(unlisted, ", "), d, newest))
	}
	return out
}

// FieldChange is a field's value changing from one source's statement to
// the next: the change lies at an unknown time between After (the last
// snapshot before Date that spoke of the card) and Date.
type FieldChange struct {
	Face   int       `json:"face,omitempty"`
	Field  string    `json:"field"`
	From   string    `json:"from"`
	To     string    `json:"to"`
	Source SourceRef `json:"source"`
	Date   Date      `json:"date"`
	After  *Date     `json:"changed_after,omitempty"`
}

type fieldKey struct {
	face  int
	field string
}

// groupStatements sorts statements by face, field, then date and source,
// and returns them grouped by face and field.
func groupStatements(statements []FieldStatement) [][]FieldStatement {
	s := slices.Clone(statements)
	slices.SortStableFunc(s, func(a, b FieldStatement) int {
		return cmp.Or(cmp.Compare(a.Face, b.Face), compareFields(a.Field, b.Field),
			cmp.Compare(a.Date.lastDay(), b.Date.lastDay()), strings.Compare(a.Source.ID, b.Source.ID))
	})
	var groups [][]FieldStatement
	for i := 0; i < len(s); {
		j := i + 1
		for j < len(s) && s[j].Face == s[i].Face && s[j].Field == s[i].Field {
			j++
		}
		g := s[i:j]
		if g[0].Field == "name" {
			respellNames(g)
		}
		groups = append(groups, g)
		i = j
	}
	return groups
}

// respellNames gives a name a source limited to ASCII wrote ("Lim-Dul's
// Vault", "AEther Vial") the spelling of the statement next to it that it
// spells ("Lim-Dûl's Vault", "Æther Vial"): one name, not a rename.
func respellNames(g []FieldStatement) {
	for i := range g {
		for _, j := range []int{i + 1, i - 1} {
			if j >= 0 && j < len(g) && SpeltInASCII(g[i].Value, g[j].Value) {
				g[i].Value = g[j].Value
				break
			}
		}
	}
}

// compareFields orders fields as CardFieldNames lists them, legalities
// last by format.
func compareFields(a, b string) int {
	rank := func(field string) int {
		if i := slices.Index(CardFieldNames, field); i >= 0 {
			return i
		}
		return len(CardFieldNames)
	}
	return cmp.Or(cmp.Compare(rank(a), rank(b)), strings.Compare(a, b))
}

// Listing is a snapshot that spoke of a card (gave it a wording), with the
// fields it states of every card it lists: a field it carries that the
// card's field history has no row of then, it stated as the value before
// (or the field's default).
type Listing struct {
	Source SourceRef
	Date   Date
	Fields map[string]bool
}

// carries reports whether the listing states field; a listing whose fields
// are not known carries none.
func (l Listing) carries(field string) bool { return l.Fields[field] }

// windowStart is the last of listed that carries field before d, else
// before, the date of the statement before.
func windowStart(listed []Listing, field string, d Date, before Date) Date {
	start := before
	for _, l := range listed {
		if l.carries(field) && l.Date.lastDay() < d.firstDay() && l.Date.lastDay() > start.lastDay() {
			start = l.Date
		}
	}
	return start
}

// FieldsAsOf are the values of a card's fields in force at the end of the
// period d names, from the statements of its field history (which keeps a
// value only where it changed) and listed, the dates of the snapshots that
// spoke of the card. A field no source states by then takes the earliest
// value known, without a source and with a note (a legality: the empty
// value, unknown, which Legalities leaves out). A statement counts once all of its period lies on or
// before that day, as a wording does; one whose period straddles it is
// noted. A field whose next change falls in a window that d lies in (the
// change is known only to lie between two snapshots) is noted so; a value
// stated again in another notation (SameFieldValue) is no change.
func FieldsAsOf(statements []FieldStatement, listed []Listing, d Date) []FieldAsOf {
	cutoff := d.lastDay()
	newestLegal, stateLegal := newestLegalities(listingsBy(listed, d))
	var out []FieldAsOf
	groups := groupStatements(statements)
	shapes := shapeDates(groups)
	for _, g := range groups {
		v := FieldAsOf{Face: g[0].Face, Field: g[0].Field, Value: FieldDefault(g[0].Field)}
		// A snapshot that carried the field before its first row stated
		// the default: the newest such by then is its source.
		for _, l := range listed {
			if statedDefault(l, g, shapes) && l.Date.lastDay() <= cutoff {
				src, date := l.Source, l.Date
				v.Source, v.Date = &src, &date
			}
		}
		if first := g[0]; first.Date.lastDay() > cutoff && v.Source == nil {
			// No source states the field by then: the earliest value
			// known stands for it (EarliestStandsFor), its source not
			// being one of then; else the field is not known then.
			v.Earliest = &first
			switch {
			case EarliestStandsFor(first.Field):
				v.Value = first.Value
				v.Notes = append(v.Notes, fmt.Sprintf("no source states the %s by %s; the earliest known is that of %s (%s)",
					FieldLabel(first.Field), d, first.Source.ID, first.Date))
			case LegalityFormat(first.Field) == "":
				v.Notes = append(v.Notes, fmt.Sprintf("no source states the %s by %s: not known then; the earliest known is %q, that of %s (%s)",
					FieldLabel(first.Field), d, first.Value, first.Source.ID, first.Date))
			}
		}
		for i := range g {
			s := &g[i]
			switch {
			case s.Date.lastDay() <= cutoff:
				src, date := s.Source, s.Date
				v.Value, v.Source, v.Date = s.Value, &src, &date
				continue
			case s.Date.firstDay() <= cutoff:
				v.Notes = append(v.Notes, fmt.Sprintf("%s %s is dated %s (%s precision) and may already apply on %s",
					FieldLabel(s.Field), s.Source.ID, s.Date, s.Date.Precision(), d))
			}
			if v.Source == nil {
				break
			}
			if SameFieldValue(s.Field, s.Value, v.Value) {
				// the value again, in another notation: the next
				// change, if any, lies after it
				continue
			}
			// a document states its value from its date; a snapshot, or a
			// printing (the type line printed), since some time after the
			// last before it
			if start := windowStart(listed, s.Field, s.Date, *v.Date); changesInWindow(s.Source.Kind) && start.lastDay() < cutoff {
				v.Notes = append(v.Notes, fmt.Sprintf("the %s changed at an unknown time between %s and %s (%s); this is the last known value before it",
					FieldLabel(s.Field), start, s.Date, stating(s.Source)))
			}
			break
		}
		if v.Source != nil {
			for _, l := range listed {
				if l.carries(v.Field) && l.Date.lastDay() <= cutoff && l.Date.lastDay() > v.Date.lastDay() {
					v.LastStated = &StatedBy{Source: l.Source, Date: l.Date}
				}
			}
		}
		if LegalityFormat(v.Field) != "" {
			switch {
			case v.Source == nil:
				v.Value = "" // no source had spoken of the format: unknown, not "not legal"
			case stateLegal && !newestLegal.carries(v.Field) && newestLegal.Date.lastDay() > v.Date.lastDay():
				date := newestLegal.Date
				v.Unlisted = &date
			}
		}
		out = append(out, v)
	}
	return out
}

// KnownFieldsAsOf are the values of a card's fields in force at the end of
// d as an answer gives them: as FieldsAsOf, but an empty value the type
// line in force then requires (TypeRequires), which a dump that writes no
// key for a null value leaves unknown, is not stated: the value before
// it stays in force, and a field no source states otherwise by then takes
// the earliest value known, with its note; a format every snapshot that
// states it stated the card not legal in is given so, from the first of
// them (withNotLegalThroughout). FieldsAsOf keeps what each snapshot
// stated, as it is imported again.
func KnownFieldsAsOf(statements []FieldStatement, listed []Listing, d Date) []FieldAsOf {
	statements, listed = withoutUnknownValues(statements, listed)
	return withFacesTypeLine(FieldsAsOf(withNotLegalThroughout(statements, listed), listed, d))
}

// withFacesTypeLine is values with, of a multi-face card whose type line
// no source states by the date while every face's is stated by then, the
// card's type line its faces' joined (" // "), credited to the newest of
// their sources: the earliest known card's line, of a later source, would
// not be the faces' of then.
func withFacesTypeLine(values []FieldAsOf) []FieldAsOf {
	card := -1
	var faces []*FieldAsOf
	for i := range values {
		v := &values[i]
		switch {
		case v.Field != "type_line":
		case v.Face == 0:
			card = i
		default:
			faces = append(faces, v)
		}
	}
	if card < 0 || values[card].Earliest == nil || len(faces) < 2 {
		return values
	}
	slices.SortStableFunc(faces, func(a, b *FieldAsOf) int { return a.Face - b.Face })
	lines := make([]string, len(faces))
	newest := faces[0]
	for i, f := range faces {
		if f.Source == nil || f.Face != i+1 {
			return values // a face not stated by then, or missing
		}
		lines[i] = f.Value
		if f.Date.lastDay() > newest.Date.lastDay() {
			newest = f
		}
	}
	values[card] = FieldAsOf{Field: "type_line", Value: strings.Join(lines, " // "), Source: newest.Source, Date: newest.Date}
	return values
}

// withoutUnknownValues are a card's statements and listings without the
// statements of a value not known (unknownValue: a status not stated, an
// empty value the type line in force then requires), and
// without the field in the listings that stated it so (the default a
// listing before the field's first row stated, or a row's source).
func withoutUnknownValues(statements []FieldStatement, listed []Listing) ([]FieldStatement, []Listing) {
	groups := groupStatements(statements)
	shapes := shapeDates(groups)
	typeLines := typeLinesByFace(groups)
	unstated := map[string][]string{} // fields by the source that left them unknown
	var kept []FieldStatement
	for _, g := range groups {
		lines := typeLines[g[0].Face]
		for _, s := range withStatedDefault(g, listed, shapes) {
			if unknownValue(s, lines) {
				unstated[s.Source.ID] = append(unstated[s.Source.ID], s.Field)
			}
		}
		for _, s := range g {
			if !unknownValue(s, lines) {
				kept = append(kept, s)
			}
		}
	}
	if len(unstated) == 0 {
		return statements, listed
	}
	out := make([]Listing, len(listed))
	for i, l := range listed {
		out[i] = l
		if fields := unstated[l.Source.ID]; len(fields) > 0 {
			out[i].Fields = maps.Clone(l.Fields)
			for _, f := range fields {
				delete(out[i].Fields, f)
			}
		}
	}
	return kept, out
}

// FieldChanges are the changes of a card's fields its field history
// shows, oldest first: each statement whose value differs from the one
// stated before it other than in notation (SameFieldValue), with the
// window the change lies in (see FieldsAsOf); a value not known
// (withoutUnknownValues) is no change.
func FieldChanges(statements []FieldStatement, listed []Listing) []FieldChange {
	var out []FieldChange
	statements, listed = withoutUnknownValues(statements, listed)
	groups := groupStatements(statements)
	shapes := shapeDates(groups)
	for _, g := range groups {
		g = withStatedDefault(g, listed, shapes)
		for i := 1; i < len(g); i++ {
			prev, s := g[i-1], g[i]
			if SameFieldValue(s.Field, s.Value, prev.Value) {
				continue
			}
			c := FieldChange{Face: s.Face, Field: s.Field, From: prev.Value, To: s.Value, Source: s.Source, Date: s.Date}
			// a window of no day (a printing on the day of a rule) is none
			if start := windowStart(listed, s.Field, s.Date, prev.Date); changesInWindow(s.Source.Kind) && start.lastDay() < s.Date.firstDay() {
				c.After = &start
			}
			out = append(out, c)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Date.lastDay() < out[j].Date.lastDay() })
	return out
}

// typeLinesByFace are the type-line statements of each face among a
// card's groups of statements (groupStatements).
func typeLinesByFace(groups [][]FieldStatement) map[int][]FieldStatement {
	typeLines := map[int][]FieldStatement{}
	for _, g := range groups {
		if g[0].Field == "type_line" {
			typeLines[g[0].Face] = g
		}
	}
	return typeLines
}

// unknownValue reports whether s states a status not known
// (UnstatedStatus), or empty a value that the type line in force then (of
// typeLines, its face's statements) requires; the type line is looked up
// for an empty value alone.
func unknownValue(s FieldStatement, typeLines []FieldStatement) bool {
	if LegalityFormat(s.Field) != "" {
		return s.Value == UnstatedStatus
	}
	return s.Value == "" && len(typeLines) > 0 && RequiredEmpty(s.Field, s.Value, typeLineAt(typeLines, s.Date))
}

// RequiredEmpty reports whether value, stated of field while typeLine was
// in force, is an empty value the type line requires (TypeRequires): a
// dump that writes no key for a null value leaves it unknown, it does not
// state it empty, so an answer reads it as not stated.
func RequiredEmpty(field, value, typeLine string) bool {
	switch field {
	case "power", "toughness", "loyalty", "defense":
		return value == "" && TypeRequires(typeLine, field)
	}
	return false
}

// typeLineAt is the type line in force at the end of d among a face's
// type line statements (oldest first): the last stated by then, else the
// earliest.
func typeLineAt(typeLines []FieldStatement, d Date) string {
	line, end := typeLines[0].Value, d.lastDay()
	for _, t := range typeLines {
		if t.Date.lastDay() <= end {
			line = t.Value
		}
	}
	return line
}

// withStatedDefault is one field's statements g (oldest first), after the
// statement of its default by the earliest snapshot that stated it before
// the first of them (statedDefault), if any: a value equal to the default
// is not kept as a field's first row.
func withStatedDefault(g []FieldStatement, listed []Listing, shapes map[int]int) []FieldStatement {
	for _, l := range listed {
		if statedDefault(l, g, shapes) {
			first := FieldStatement{Face: g[0].Face, Field: g[0].Field, Value: FieldDefault(g[0].Field), Source: l.Source, Date: l.Date}
			if first.Value == g[0].Value {
				return g
			}
			return append([]FieldStatement{first}, g...)
		}
	}
	return g
}

// statedDefault reports whether the snapshot l, which spoke of the card
// before the first of one field's statements g, stated the field's
// default then: it carries the field, and spoke of the card in the shape
// the statements are of, on or after the first statement of the name of
// the card or face (shapes). A snapshot before that knew the card in
// another shape (a flip card's front as a card of its own) and stated
// none of its fields, not even empty; nor was a field every card has
// (alwaysStated) ever stated empty.
func statedDefault(l Listing, g []FieldStatement, shapes map[int]int) bool {
	return !alwaysStated(g[0].Field) && l.carries(g[0].Field) && l.Date.lastDay() < g[0].Date.firstDay() &&
		l.Date.lastDay() >= shapes[g[0].Face]
}

// shapeDates are, of each face (0: the card) whose name groups hold, the
// first day of its name's first statement (Date.firstDay).
func shapeDates(groups [][]FieldStatement) map[int]int {
	shapes := map[int]int{}
	for _, g := range groups {
		if g[0].Field == "name" {
			shapes[g[0].Face] = g[0].Date.firstDay()
		}
	}
	return shapes
}

// changesInWindow reports whether a value a source of kind states may have
// come in force at any time since the statement before it: a snapshot's,
// or a printing's (a reprint shows the type line of its day), not a
// document's, which dates its erratum.
func changesInWindow(kind SourceKind) bool {
	return kind == SourceSnapshot || kind == SourcePrinting
}

// stating names the source of a statement in a note: "snapshot ID", or
// "printed in TITLE (ID)".
func stating(src SourceRef) string {
	if src.Kind == SourcePrinting {
		return "printed in " + src.Title + " (" + src.ID + ")"
	}
	return "snapshot " + src.ID
}

// FieldLabel is how a field is named in a sentence: "type line",
// "legality in modern".
func FieldLabel(field string) string {
	if f := LegalityFormat(field); f != "" {
		return "legality in " + f
	}
	return strings.ReplaceAll(field, "_", " ")
}

// Field finds the value of field on face in values, and whether it is there.
func Field(values []FieldAsOf, face int, field string) (FieldAsOf, bool) {
	for _, v := range values {
		if v.Face == face && v.Field == field {
			return v, true
		}
	}
	return FieldAsOf{}, false
}

// Legalities are the legalities among values, by format; formats whose
// status is not legal are left out when the card was never stated legal
// there, as no source stated them.
func Legalities(values []FieldAsOf) map[string]string {
	out := map[string]string{}
	for _, v := range values {
		if f := LegalityFormat(v.Field); f != "" && v.Face == 0 && v.Source != nil {
			out[f] = v.Value
		}
	}
	return out
}

// LegalityPeriod is a card's status in a format over a period: from From
// (the source that first stated it) until Until, the next change (nil
// while it holds), which lies at an unknown time after ChangedAfter.
type LegalityPeriod struct {
	Format string    `json:"format"`
	Status string    `json:"status"`
	From   SourceRef `json:"source"`
	Since  Date      `json:"since"`
	// SinceAfter is the start of the window the status began in.
	SinceAfter *Date `json:"since_after,omitempty"`
	// Until is when the next status began, UntilAfter the start of the
	// window it began in: the status held to some day between the two.
	Until      *Date `json:"until,omitempty"`
	UntilAfter *Date `json:"until_after,omitempty"`
	// Unlisted is, for a status that holds to the end of the history, the
	// date of the newest snapshot that states the card's legalities when
	// that snapshot does not speak of the format (a format dumps no longer
	// list): the status is not known to hold now.
	Unlisted *Date `json:"unlisted_since,omitempty"`
	// Absent, for a status a snapshot states by not listing the card
	// (NotLegalByAbsence), says so (AbsenceNote).
	Absent string `json:"by_absence,omitempty"`
}

// LegalityHistory is a card's status in each format through time, format
// by format, oldest first; a status not known (UnstatedStatus) is no
// period.
func LegalityHistory(statements []FieldStatement, listed []Listing) []LegalityPeriod {
	var out []LegalityPeriod
	statements, listed = withoutUnknownValues(statements, listed)
	groups := groupStatements(withNotLegalThroughout(statements, listed))
	shapes := shapeDates(groups)
	for _, g := range groups {
		format := LegalityFormat(g[0].Field)
		if format == "" || g[0].Face != 0 {
			continue
		}
		g = withStatedDefault(g, listed, shapes)
		for i, s := range g {
			if i > 0 && s.Value == g[i-1].Value {
				continue
			}
			p := LegalityPeriod{Format: format, Status: s.Value, From: s.Source, Since: s.Date}
			if ByAbsence(s, listed) {
				p.Absent = AbsenceNote(s.Source.ID, format)
			}
			if i > 0 {
				start := windowStart(listed, s.Field, s.Date, g[i-1].Date)
				p.SinceAfter = &start
				out[len(out)-1].Until, out[len(out)-1].UntilAfter = &p.Since, &start
			}
			out = append(out, p)
		}
		if l, ok := newestLegalities(listed); ok && !l.carries(g[0].Field) && l.Date.lastDay() > g[len(g)-1].Date.lastDay() {
			out[len(out)-1].Unlisted = &l.Date
		}
	}
	return out
}

// withNotLegalThroughout is a card's statements with, of each format a
// snapshot that listed the card states while no statement is of it (every
// snapshot that stated it stated the card not legal there, which the
// history keeps no row of), the status not legal as the first such
// snapshot stated it in the card's shape (statedDefault).
func withNotLegalThroughout(statements []FieldStatement, listed []Listing) []FieldStatement {
	shapes := shapeDates(groupStatements(statements))
	has := map[string]bool{}
	for _, s := range statements {
		if s.Face == 0 {
			has[s.Field] = true
		}
	}
	out := slices.Clone(statements)
	for _, l := range listed {
		for _, field := range slices.Sorted(maps.Keys(l.Fields)) {
			if LegalityFormat(field) != "" && !has[field] && l.Date.lastDay() >= shapes[0] {
				has[field] = true
				out = append(out, FieldStatement{Field: field, Value: NotLegal, Source: l.Source, Date: l.Date})
			}
		}
	}
	return out
}

// LegalitiesKnownToNote says, when the snapshots by d that list the card
// after the newest stating its legalities in several formats state only
// some formats (the 2025 copies, Commander alone), that its statuses in
// the others are known to that snapshot's date only; "" otherwise.
func LegalitiesKnownToNote(listed []Listing, d Date) string {
	st := StatedLegalities(listed, nil, &d)
	if st.Date == nil || len(st.Later) == 0 {
		return ""
	}
	later := slices.Sorted(maps.Keys(st.Later))
	return fmt.Sprintf("the snapshots after %s that list the card state its status in %s alone: its statuses in the other formats are known to %s",
		st.Date, strings.Join(later, ", "), st.Date)
}

// listingsBy are the listings of listed dated by d.
func listingsBy(listed []Listing, d Date) []Listing {
	return slices.DeleteFunc(slices.Clone(listed), func(l Listing) bool { return l.Date.lastDay() > d.lastDay() })
}

// newestLegalities is the newest listing that carries the legalities of
// several formats: a copy that states one format alone (the 2025 files'
// Commander status) says nothing of the others.
func newestLegalities(listed []Listing) (Listing, bool) {
	var newest Listing
	found := false
	for _, l := range listed {
		formats := 0
		for field := range l.Fields {
			if LegalityFormat(field) != "" {
				formats++
			}
		}
		if formats > 1 && (!found || l.Date.lastDay() > newest.Date.lastDay()) {
			newest, found = l, true
		}
	}
	return newest, found
}

// FormatKey is the key a format is stored under: its name in lower case
// without spaces ("Urza Block" is urzablock).
func FormatKey(name string) string {
	return strings.ToLower(strings.ReplaceAll(name, " ", ""))
}

// LegalityView is a card's status in each format through time.
type LegalityView struct {
	Query string    `json:"query,omitempty"`
	Match MatchKind `json:"match"`
	Name  string    `json:"name"`
	// Format, when set, is the one format the periods were kept of.
	Format  string           `json:"format,omitempty"`
	Periods []LegalityPeriod `json:"periods"`
	// NewestKnown, when set, is the date of the newest snapshot that lists
	// the card: the later ones do not, so its statuses are known to hold
	// to then only. Notes say so, and which statuses later snapshots
	// that list the card do not state.
	NewestKnown *Date    `json:"newest_known,omitempty"`
	Notes       []string `json:"notes"`
}

// RestoreStated sets in sc the fields a snapshot that carried carried
// stated of the card, from values, the fields in force on its date (which
// are what it stated), and marks them known: how a snapshot's statements
// are read back from the field history to be imported again.
func RestoreStated(sc *SnapshotCard, values []FieldAsOf, carried map[string]bool) {
	c := &sc.Card
	for _, v := range values {
		if !carried[v.Field] {
			continue
		}
		if format := LegalityFormat(v.Field); format != "" {
			if v.Face == 0 {
				if sc.Unknown.Has(FieldLegalities) {
					sc.Unknown &^= FieldLegalities
					sc.Legalities = map[string]string{}
				}
				if sc.Legalities == nil {
					sc.Legalities = map[string]string{}
				}
				sc.Legalities[format] = v.Value
			}
			continue
		}
		if v.Field == "name" {
			continue // the card's name is the one it is read back under
		}
		if v.Face > 0 {
			if v.Face > len(c.Faces) {
				continue
			}
			f := &c.Faces[v.Face-1]
			switch v.Field {
			case "mana_cost":
				f.ManaCost = v.Value
			case "type_line":
				f.TypeLine = v.Value
			case "power":
				f.Power = v.Value
			case "toughness":
				f.Toughness = v.Value
			case "loyalty":
				f.Loyalty = v.Value
			case "defense":
				f.Defense = v.Value
			case "colors":
				f.Colors = splitLetters(v.Value)
			}
			continue
		}
		switch v.Field {
		case "layout":
			c.Layout = v.Value
		case "mana_cost":
			c.ManaCost = v.Value
		case "type_line":
			c.TypeLine = v.Value
		case "power":
			c.Power = v.Value
		case "toughness":
			c.Toughness = v.Value
		case "loyalty":
			c.Loyalty = v.Value
		case "defense":
			c.Defense = v.Value
		case "colors":
			c.Colors = splitLetters(v.Value)
		case "color_identity":
			c.ColorIdentity = splitLetters(v.Value)
		case "keywords":
			c.Keywords = nil
			if v.Value != "" {
				c.Keywords = strings.Split(v.Value, ", ")
			}
		default:
			continue
		}
		sc.Unknown &^= fieldOfName(v.Field)
	}
}

// splitLetters splits colors written together ("WU") into one a letter.
func splitLetters(s string) []string {
	out := []string{}
	for _, r := range s {
		out = append(out, string(r))
	}
	return out
}
