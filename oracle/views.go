package oracle

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"time"
)

// FaceTextClash is a printing on which two faces of different names carry
// the same printed text.
type FaceTextClash struct {
	Card, Set, Number, Face, OtherFace string
	// Flagged is set when the import reported it as a source error.
	Flagged bool
}

// CardFieldSources is which snapshot set each of a card's fields, and
// the newest snapshot that gives the card a wording.
type CardFieldSources struct {
	Card string
	// Fields maps a field's name to the stamp ("LAST-DAY SOURCE-ID") of
	// the snapshot that set it.
	Fields map[string]string
	// Newest is the stamp of the newest snapshot with a wording of the
	// card; Sources holds the stamps of all of them.
	Newest  string
	Sources map[string]bool
	// Faces are the positions of the card's faces, in order.
	Faces []int
	// Layout, ManaCost, Colors and OracleText are the card's current ones.
	Layout, ManaCost, OracleText string
	Colors                       []string
}

// ErrataFilter selects errata events. A bound's whole period counts: Since
// 2001 starts on 2001-01-01, Until 2001-05 ends on 2001-05-31. An erratum
// is in the window only when all of its own period is.
type ErrataFilter struct {
	Since, Until *Date
	Card         string // a card name, matched as Card matches it
	Source       string // a source id
}

// ErratumView is one errata event.
type ErratumView struct {
	Card      string      `json:"card"`
	Date      Date        `json:"date"`
	Precision string      `json:"precision"`
	Source    SourceRef   `json:"source"`
	Number    int         `json:"number,omitempty"`
	Kind      ErratumKind `json:"kind"`
	Ability   int         `json:"ability,omitempty"`
	// Text is the erratum as written; nil when the document gives no wording.
	Text *string `json:"text"`
	// Wording is the card's full wording once the erratum applies; it
	// differs from Text for partial and additive errata, and is empty
	// when the document gives no wording.
	Wording string `json:"wording,omitempty"`
	Note    string `json:"note,omitempty"`
	Problem string `json:"problem,omitempty"`
}

// RulingView is what a document says about a card: a ruling, or a rule or
// mechanic definition that names it, with every card it names.
type RulingView struct {
	Date   Date      `json:"date"`
	Source SourceRef `json:"source"`
	// Item is "ruling", "rule" or "mechanic".
	Item string `json:"item"`
	// Kind is a ruling's kind (card, general, reversal) or a rule's
	// (change, general, elimination); "" for a mechanic.
	Kind string `json:"kind,omitempty"`
	// Keyword is the keyword or mechanic a mechanic item defines.
	Keyword string   `json:"keyword,omitempty"`
	Number  int      `json:"number,omitempty"`
	Cards   []string `json:"cards"`
	Text    string   `json:"text"`
	// Earlier are, for a ruling a later snapshot restated in other words
	// (DistinctRulings), its earlier wordings, oldest first.
	Earlier []RulingWording `json:"earlier_wordings,omitempty"`
	// Note says what is odd about the item: a ruling dated long before
	// the card's first printing (NoteEarlyRulings).
	Note string `json:"note,omitempty"`
}

// RulingsView is a card's rulings, oldest first.
type RulingsView struct {
	Query   string       `json:"query,omitempty"`
	Match   MatchKind    `json:"match"`
	Name    string       `json:"name"`
	Rulings []RulingView `json:"rulings"`
}

// daysFrom is the number of days from the last day of a to the first of b.
func daysFrom(a, b Date) int {
	ay, am, ad := a.last()
	by, bm, bd := b.first()
	from, to := time.Date(ay, time.Month(am), ad, 0, 0, 0, 0, time.UTC), time.Date(by, time.Month(bm), bd, 0, 0, 0, 0, time.UTC)
	return int(to.Sub(from).Hours() / 24)
}

// rulingPreviewDays is how long before a card's first printing a ruling
// of it may be dated: a set's rulings come with its previews and release
// notes, some weeks before its release.
const rulingPreviewDays = 90

// NoteEarlyRulings notes each of a card's rulings dated more than
// rulingPreviewDays before its first printing (first; zero when it has
// none): its date is the one its source gives, which cannot be when the
// card was ruled on (a dump that dates a set's rulings on its mechanics
// by an older set's).
func NoteEarlyRulings(rulings []RulingView, first Date) {
	if first.IsZero() {
		return
	}
	for i := range rulings {
		r := &rulings[i]
		if r.Item == ItemRuling && !r.Date.IsZero() && daysFrom(r.Date, first) > rulingPreviewDays {
			r.Note = fmt.Sprintf("dated %s, before the card's first printing (%s): the date as %s gives it", r.Date, first, r.Source.ID)
		}
	}
}

// SourceSummary is a source with counts of what it holds.
type SourceSummary struct {
	Source
	Errata    int `json:"errata"`
	Rulings   int `json:"rulings"`
	Rules     int `json:"rules"`
	Mechanics int `json:"mechanics"`
	Snapshots int `json:"snapshot_wordings"`
	Printings int `json:"printings"`
}

// The items a RulingView may be.
const (
	ItemRuling   = "ruling"
	ItemRule     = "rule"
	ItemMechanic = "mechanic"
)

// IngestStats counts what an ingest wrote.
type IngestStats struct {
	Sources   int `json:"sources"`
	Cards     int `json:"cards"`
	Printings int `json:"printings"`
	Wordings  int `json:"wordings"`
	Rulings   int `json:"rulings"`
	Rules     int `json:"rules"`
}

// FaceView is one face of a card as shown: its identity and wording.
type FaceView struct {
	Name       string     `json:"name"`
	ManaCost   string     `json:"mana_cost"`
	TypeLine   string     `json:"type_line"`
	Power      string     `json:"power,omitempty"`
	Toughness  string     `json:"toughness,omitempty"`
	Loyalty    string     `json:"loyalty,omitempty"`
	Defense    string     `json:"defense,omitempty"`
	Colors     []string   `json:"colors,omitempty"`
	OracleText string     `json:"oracle_text"`
	Source     *SourceRef `json:"source"`
	Date       *Date      `json:"date"`
	Notes      []string   `json:"notes,omitempty"`
}

// CardView is a card with the wording in force now or on a date.
type CardView struct {
	Query         string     `json:"query,omitempty"`
	Match         MatchKind  `json:"match"`
	Name          string     `json:"name"`
	Layout        string     `json:"layout"`
	ManaCost      string     `json:"mana_cost"`
	ManaValue     float64    `json:"mana_value"`
	TypeLine      string     `json:"type_line"`
	Power         string     `json:"power,omitempty"`
	Toughness     string     `json:"toughness,omitempty"`
	Loyalty       string     `json:"loyalty,omitempty"`
	Defense       string     `json:"defense,omitempty"`
	Colors        []string   `json:"colors"`
	ColorIdentity []string   `json:"color_identity"`
	Keywords      []string   `json:"keywords,omitempty"`
	OracleText    string     `json:"oracle_text"`
	Faces         []FaceView `json:"faces,omitempty"`
	// AsOf is the date asked for, "current", or AsOfNewestKnown.
	AsOf string `json:"as_of"`
	// Derived are the fields no source states of the card, which are
	// worked out from others (DeriveUnstated): "layout", "colors"; and
	// "keywords", from the wording (UnstatedKeywordsFromWording, as of a
	// date KeywordsFromWording).
	Derived []string `json:"derived,omitempty"`
	// NewestKnown, when set, is the date of the newest snapshot that
	// lists the card (by the date asked for): the later ones do not, so
	// its wording and fields are only the newest known then.
	NewestKnown *Date `json:"newest_known,omitempty"`
	// Fields are, as of a date, the value of each field in force then
	// with the source that stated it; Legalities the card's status per
	// format then, or, without a date, now (not_legal left out).
	Fields     []FieldAsOf       `json:"fields,omitempty"`
	Legalities map[string]string `json:"legalities,omitempty"`
	// LegalitiesSource and LegalitiesDate are, for the current
	// legalities, the snapshot that stated them.
	LegalitiesSource *SourceRef `json:"legalities_source,omitempty"`
	LegalitiesDate   *Date      `json:"legalities_date,omitempty"`
	// LegalitySources are, for each of the current legalities, the
	// snapshot that stated it: the last to state the card's status in
	// that format, which may be later than LegalitiesSource (a snapshot
	// that states one format alone).
	LegalitySources map[string]StatedBy `json:"legality_sources,omitempty"`
	// AbsentBy are the snapshots that state the card's statuses (now, or
	// as of a date) by not listing it (AbsenceSources), by format.
	AbsentBy map[string]StatedBy `json:"-"`
	Source   *SourceRef          `json:"source"`
	Date     *Date               `json:"date"`
	Notes    []string            `json:"notes,omitempty"`
	// FirstKnown is set, as of a date before every source that gives the
	// card a wording (its first printing, errata, snapshot), to the first
	// of them: its wording on that date is not known (nor, unless
	// PrintedBefore says it was printed by then, that it existed), and its
	// fields are only the earliest known.
	FirstKnown *FirstKnown `json:"first_known,omitempty"`
}

// Dated reports whether the view is of a date asked for, not of now
// (AsOf "current", AsOfNewestKnown).
func (v *CardView) Dated() bool {
	return v.AsOf != "" && v.AsOf != "current" && v.AsOf != AsOfNewestKnown
}

// LeaveNotKnown empties, in a view of a date before every source that
// gives the card a wording (FirstKnown), the values a reader would take
// for that date's: the card's and its faces' costs, type lines, P/T,
// colors, keywords and legalities. Only the names stay; each of Fields no
// source states by then keeps its earliest known value as that alone
// (Earliest), its value empty.
func (v *CardView) LeaveNotKnown() {
	if v.FirstKnown == nil {
		return
	}
	for i := range v.Fields {
		if f := &v.Fields[i]; f.Source == nil && f.Earliest != nil {
			f.Value = ""
		}
	}
	name, faces, fields, first := v.Name, v.Faces, v.Fields, v.FirstKnown
	query, match, asOf, notes := v.Query, v.Match, v.AsOf, v.Notes
	// No status is known then: an empty set, not none, which a reader
	// would fill with today's (NewScryfallCard).
	*v = CardView{Query: query, Match: match, Name: name, AsOf: asOf, Fields: fields, FirstKnown: first, Notes: notes,
		Legalities: map[string]string{}}
	for _, f := range faces {
		v.Faces = append(v.Faces, FaceView{Name: f.Name})
	}
}

// faceTexts are the view's wording, face by face.
func (v *CardView) faceTexts() []string {
	if len(v.Faces) == 0 {
		return []string{v.OracleText}
	}
	texts := make([]string, len(v.Faces))
	for i, f := range v.Faces {
		texts[i] = f.OracleText
	}
	return texts
}

// KeywordsFromWording works out, in a view as of a date, the keywords no
// source states by then (of values, the fields then, whose keywords entry
// it sets, adding it when no row states them; listed are the snapshots
// that spoke of the card): DeriveKeywords of the wording in force then,
// face by face. It returns values.
func (v *CardView) KeywordsFromWording(values []FieldAsOf, listed []Listing, d Date) []FieldAsOf {
	values, derived := DeriveKeywords(values, listed, d, v.Name, v.faceTexts())
	if derived && !slices.Contains(v.Derived, "keywords") {
		v.Derived = append(v.Derived, "keywords")
	}
	return values
}

// UnstatedKeywordsFromWording sets, in a view of a card no source ever
// stated the keywords of (Derived holds "keywords"), its keywords to those
// the parser finds in the wording the view shows (WordingKeywords), as an
// answer as of a date works out those no source states by then.
func (v *CardView) UnstatedKeywordsFromWording() {
	if slices.Contains(v.Derived, "keywords") {
		v.Keywords = WordingKeywords(v.Name, v.faceTexts())
	}
}

// WordingKeywords are the keywords the parser finds in a card's wording,
// face by face (texts; ParsedKeywords of the card name), each once.
func WordingKeywords(name string, texts []string) []string {
	var keywords []string
	for _, text := range texts {
		for _, k := range ParsedKeywords(name, text) {
			if !slices.Contains(keywords, k) {
				keywords = append(keywords, k)
			}
		}
	}
	return keywords
}

// DeriveKeywords sets the keywords entry of values, a card's fields as of
// d, when no source states the card's keywords by then: to WordingKeywords
// of the wording in force then (texts, face by face). A card no row states
// keywords of has no entry: it gets one, stated none by the newest of
// listed (the snapshots that spoke of the card) by then that carries the
// field, else derived. It returns values and whether it derived them: the
// keywords field is then derived. Every answer and export as of a date
// reads the card's keywords so (CardView.KeywordsFromWording,
// ExportCard.KeywordsFromWording).
func DeriveKeywords(values []FieldAsOf, listed []Listing, d Date, name string, texts []string) ([]FieldAsOf, bool) {
	// before its first known wording, the card's keywords are not known
	// either
	if JoinFaceTexts(texts) == "" {
		return values, false
	}
	i := slices.IndexFunc(values, func(f FieldAsOf) bool { return f.Face == 0 && f.Field == "keywords" })
	if i < 0 {
		v := FieldAsOf{Field: "keywords"}
		for _, l := range listed {
			if l.carries("keywords") && l.Date.lastDay() <= d.lastDay() && (v.Date == nil || l.Date.lastDay() > v.Date.lastDay()) {
				src, date := l.Source, l.Date
				v.Source, v.Date = &src, &date
			}
		}
		values, i = append(values, v), len(values)
	}
	if values[i].Source != nil {
		return values, false
	}
	values[i].Value, values[i].Derived = strings.Join(WordingKeywords(name, texts), ", "), true
	values[i].Notes = []string{"worked out: the keywords the parser finds in the wording in force"}
	return values, true
}

// FirstKnown is the first source that gives a card a wording.
type FirstKnown struct {
	Source SourceRef `json:"source"`
	Date   Date      `json:"date"`
	// PrintedBefore is the card's first printing by the date asked, when
	// it was printed by then with a text the data does not give.
	PrintedBefore *PrintedEvidence `json:"printed_before,omitempty"`
}

// AsOfNewestKnown is a CardView's AsOf when its wording is not known to
// be the current one: the snapshots after the newest that spoke of the card
// do not list it.
const AsOfNewestKnown = "newest-known"

// FaceSeparator joins the faces' texts in a card's oracle_text, as Scryfall
// joins them in a multi-face card's name.
const FaceSeparator = "\n//\n"

// JoinFaceTexts is a card's oracle_text from its faces' texts: joined by
// FaceSeparator, or "" when no face has a text (no wording known).
func JoinFaceTexts(texts []string) string {
	if !slices.ContainsFunc(texts, func(t string) bool { return t != "" }) {
		return ""
	}
	return strings.Join(texts, FaceSeparator)
}

// HistoryView is a card's whole timeline.
type HistoryView struct {
	Query  string         `json:"query,omitempty"`
	Match  MatchKind      `json:"match"`
	Name   string         `json:"name"`
	Events []HistoryEvent `json:"events"`
	// FieldChanges are the changes of the card's other fields (type line,
	// P/T, cost, colors, name, legalities), oldest first.
	FieldChanges []FieldChange `json:"field_changes"`
	// Timeline is the card's wording timeline, face by face, that the
	// events other than rulings come from.
	Timeline *CardTimeline `json:"-"`
}

// HistoryEvent is one event of a card's history: an event of its
// timeline, as history shows it, or a ruling.
type HistoryEvent struct {
	Event
	// Timeline is the event of the view's Timeline this one shows; nil
	// for a ruling.
	Timeline *Event `json:"-"`
}

// FaceText is the current wording of one card or face, with the keywords
// the newest snapshot stated for it.
type FaceText struct {
	Card, Name, TypeLine, Text string
	// StatedKeywords are the face's, or, when PerCard is set, the whole
	// card's: a dump that states keywords per card only (Scryfall) gives
	// none for the faces of a card it states some for.
	StatedKeywords []string
	PerCard        bool
	// KeywordsStated is set when a snapshot stated the card's keywords;
	// a card known only from dumps without them has none to compare.
	KeywordsStated bool
}

// SortHistory orders a card's events as history shows them: by date, and
// on one date in the order they take effect; otherwise as given.
func SortHistory(events []HistoryEvent) {
	sort.SliceStable(events, func(i, j int) bool {
		a, b := events[i], events[j]
		if a.Date.First() != b.Date.First() {
			return a.Date.Before(b.Date)
		}
		return kindOrder[a.Kind] < kindOrder[b.Kind]
	})
}

// CardIdentity is what identifies a card to other databases, with its
// legalities: what a Scryfall card object carries beyond the wording.
type CardIdentity struct {
	// OracleID is Scryfall's oracle id, "" when no dump gave one.
	OracleID   string
	Legalities map[string]string
	// Reserved is whether the card is on the Reserved List: a snapshot
	// marked a printing of it so. The list names cards, not printings.
	Reserved bool
	// Stated says which snapshots stated the legalities.
	Stated LegalitiesStated
}

// SetCurrentLegalities gives a current answer the card's legalities, with
// the snapshot that stated them: the newest stating several formats, else
// (a card only copies trimmed to one format list) the newest of those; and
// the note when they are only the newest known, unless the answer already
// says so of the whole card. A card no snapshot gives a legality gets none.
func (v *CardView) SetCurrentLegalities(id CardIdentity) {
	if v.FirstKnown != nil || len(id.Legalities) == 0 {
		return // nothing stated of the card: nothing to say of it
	}
	st := id.Stated
	v.Legalities, v.LegalitiesSource, v.LegalitiesDate = id.Legalities, st.Source, st.Date
	if st.Source == nil {
		for _, l := range st.Later {
			if v.LegalitiesDate == nil || v.LegalitiesDate.Before(l.Date) {
				src, date := l.Source, l.Date
				v.LegalitiesSource, v.LegalitiesDate = &src, &date
			}
		}
	}
	v.LegalitySources = st.SourcesOf(v.Legalities)
	if st.Note != "" && v.NewestKnown == nil {
		v.Notes = append(v.Notes, st.Note)
	}
}

// CardFacts are what the identity checks read of a card: its name and
// faces, the sets it is printed in and its printings' rarities, and the
// snapshots that speak of it.
type CardFacts struct {
	Name  string
	Faces []string
	Sets  []string
	// Rarities are its printings' rarities, each once.
	Rarities []string
	// Sources are the sources that give it a wording or a printing, and
	// FaceSources the titles of those that give one of its faces a
	// wording of its own.
	Sources, FaceSources []string
	// SharedIDs are its printings that share a Scryfall id with another
	// of the same face, as "SET #NUMBER".
	SharedIDs []string
	// SeveralTexts counts its snapshot wordings that a snapshot picked of
	// several texts it gave the card (StatementNote).
	SeveralTexts int
}

// IndexedCard is a card as an in-memory index of the pool holds it: its
// name and faces, its Scryfall oracle id ("" when no dump gave one) and
// its printings, oldest first, one per set and collector number (a
// multi-face printing's faces gathered, each with its multiverse id).
type IndexedCard struct {
	NamedCard
	OracleID  string
	Printings []Printing
	// Stats are the type line, power, toughness and loyalty of the card
	// and of each of its faces.
	Stats []CardStats
	// MultiverseIDs are the multiverse ids the dumps give the card,
	// whether or not they say of which printing.
	MultiverseIDs []string
}

// CardStats are a card's or a face's type line, power, toughness and
// loyalty.
type CardStats struct{ TypeLine, Power, Toughness, Loyalty string }
