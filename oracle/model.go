package oracle

// Pos is where a value was read from: file, line and column, 1-based.
type Pos struct {
	File      string
	Line, Col int
}

func (p Pos) String() string {
	switch {
	case p.File == "":
		return ""
	case p.Line == 0:
		return p.File
	}
	return fmtPos(p.File, p.Line, p.Col)
}

// SourceKind is the kind of document or dump a wording comes from.
type SourceKind string

const (
	SourceRulebook       SourceKind = "rulebook"
	SourceErrataBulletin SourceKind = "errata-bulletin"
	SourceSnapshot       SourceKind = "snapshot"
	SourcePrinting       SourceKind = "printing"
)

var sourceKinds = []SourceKind{SourceRulebook, SourceErrataBulletin, SourceSnapshot, SourcePrinting}

// Source is a dated document (rulebook insert, errata bulletin) or a dated
// Oracle snapshot (a card data dump).
type Source struct {
	Pos    `yaml:"-" json:"-"`
	ID     string     `yaml:"id" json:"id" oracle:"required"`
	Title  string     `yaml:"title" json:"title" oracle:"required"`
	Author string     `yaml:"author,omitempty" json:"author,omitempty"`
	Kind   SourceKind `yaml:"kind" json:"kind" oracle:"required"`
	Date   Date       `yaml:"date" json:"date" oracle:"required"`
	Origin string     `yaml:"origin,omitempty" json:"origin,omitempty"`
	// Subset says, of a snapshot that lists only part of the card pool,
	// which part ("Commander-legal cards only"); empty for a whole pool
	// (MTGJSON AllPrintings or set files, Cockatrice). A card absent from a
	// subset snapshot is evidence of nothing.
	Subset string `yaml:"subset,omitempty" json:"subset,omitempty"`
	// ListsLegalIn, of a subset snapshot, is the format (its key, as
	// FormatKey gives it) whose legal cards it lists, exactly: a card it
	// does not list, known to exist by its date, was not legal there
	// (banned or not legal) on that date (NotLegalByAbsence). Empty for
	// any other snapshot.
	ListsLegalIn string `yaml:"lists_legal_in,omitempty" json:"lists_legal_in,omitempty"`
}

// Card is an Oracle identity: one name, and for multi-face cards the faces.
// Its Oracle wordings are dated by the snapshots they come from; the newest
// is the current one.
type Card struct {
	Pos           `yaml:"-" json:"-"`
	Name          string     `yaml:"name" json:"name" oracle:"required"`
	Layout        string     `yaml:"layout,omitempty" json:"layout"`
	ManaCost      string     `yaml:"mana_cost,omitempty" json:"mana_cost,omitempty"`
	TypeLine      string     `yaml:"type_line,omitempty" json:"type_line"`
	Power         string     `yaml:"power,omitempty" json:"power,omitempty"`
	Toughness     string     `yaml:"toughness,omitempty" json:"toughness,omitempty"`
	Loyalty       string     `yaml:"loyalty,omitempty" json:"loyalty,omitempty"`
	Defense       string     `yaml:"defense,omitempty" json:"defense,omitempty"`
	Colors        []string   `yaml:"colors,flow,omitempty" json:"colors"`
	ColorIdentity []string   `yaml:"color_identity,flow,omitempty" json:"color_identity"`
	Keywords      []string   `yaml:"keywords,flow,omitempty" json:"keywords,omitempty"`
	Oracle        []Wording  `yaml:"oracle,omitempty" json:"oracle,omitempty"`
	Faces         []Face     `yaml:"faces,omitempty" json:"faces,omitempty"`
	Printings     []Printing `yaml:"printings,omitempty" json:"printings,omitempty"`
}

// Face is one face of a multi-face card.
type Face struct {
	Pos       `yaml:"-" json:"-"`
	Name      string   `yaml:"name" json:"name" oracle:"required"`
	ManaCost  string   `yaml:"mana_cost,omitempty" json:"mana_cost,omitempty"`
	TypeLine  string   `yaml:"type_line,omitempty" json:"type_line"`
	Power     string   `yaml:"power,omitempty" json:"power,omitempty"`
	Toughness string   `yaml:"toughness,omitempty" json:"toughness,omitempty"`
	Loyalty   string   `yaml:"loyalty,omitempty" json:"loyalty,omitempty"`
	Defense   string   `yaml:"defense,omitempty" json:"defense,omitempty"`
	Colors    []string `yaml:"colors,flow,omitempty" json:"colors,omitempty"`
	// Keywords are the keywords a snapshot states for this face, when it
	// states them face by face.
	Keywords []string  `yaml:"keywords,flow,omitempty" json:"keywords,omitempty"`
	Oracle   []Wording `yaml:"oracle,omitempty" json:"oracle,omitempty"`
}

// Wording is an Oracle text as a snapshot source gave it.
type Wording struct {
	Pos    `yaml:"-" json:"-"`
	Source string `yaml:"source" json:"source" oracle:"required"`
	Text   string `yaml:"text" json:"text"`
}

// Printing is one printing of a card: what was on the physical card.
type Printing struct {
	Pos      `yaml:"-" json:"-"`
	Set      string        `yaml:"set" json:"set" oracle:"required"`
	SetName  string        `yaml:"set_name,omitempty" json:"set_name,omitempty"`
	Released Date          `yaml:"released" json:"released" oracle:"required"`
	Number   string        `yaml:"number,omitempty" json:"number,omitempty"`
	Rarity   string        `yaml:"rarity,omitempty" json:"rarity,omitempty"`
	Name     string        `yaml:"name,omitempty" json:"name,omitempty"`
	TypeLine string        `yaml:"type_line,omitempty" json:"type_line,omitempty"`
	Text     string        `yaml:"text,omitempty" json:"text,omitempty"`
	RawText  string        `yaml:"raw_text,omitempty" json:"raw_text,omitempty"`
	Flavor   string        `yaml:"flavor,omitempty" json:"flavor,omitempty"`
	Faces    []PrintedFace `yaml:"faces,omitempty" json:"faces,omitempty"`
	// What the dumps say of the printing and its set beyond its text; the
	// data files and the JSON export do not carry them.
	Artist       string   `yaml:"-" json:"-"`
	ScryfallID   string   `yaml:"-" json:"-"`
	MultiverseID string   `yaml:"-" json:"-"`
	Flags        []string `yaml:"-" json:"-"` // among the Printing* flags
	SetType      string   `yaml:"-" json:"-"` // Scryfall's and MTGJSON's set type: core, expansion, masters, ...
	SetReleased  Date     `yaml:"-" json:"-"` // the set's release date, which a promo's own Released is not
	Block        string   `yaml:"-" json:"-"`
}

// The marks a printing may carry in Printing.Flags.
const (
	PrintingReserved   = "reserved"    // on the Reserved List
	PrintingOnlineOnly = "online_only" // printed only in a digital game
	PrintingRebalanced = "rebalanced"  // an Alchemy rebalanced version ("A-" name)
	PrintingPromo      = "promo"
	PrintingReprint    = "reprint" // the dump calls it a reprint
)

// HasFlag reports whether the printing carries the mark flag.
func (p Printing) HasFlag(flag string) bool {
	for _, f := range p.Flags {
		if f == flag {
			return true
		}
	}
	return false
}

// PrintedFace is the printed text of one face of a multi-face printing.
type PrintedFace struct {
	Pos      `yaml:"-" json:"-"`
	Name     string `yaml:"name" json:"name" oracle:"required"`
	TypeLine string `yaml:"type_line,omitempty" json:"type_line,omitempty"`
	Text     string `yaml:"text,omitempty" json:"text,omitempty"`
	RawText  string `yaml:"raw_text,omitempty" json:"raw_text,omitempty"`
	Flavor   string `yaml:"flavor,omitempty" json:"flavor,omitempty"`
	// MultiverseID is the face's own, where the dump gives each face one.
	MultiverseID string `yaml:"-" json:"-"`
}

// Document is one source document with everything it says.
type Document struct {
	Pos       `yaml:"-" json:"-"`
	Source    Source     `yaml:"source" json:"source" oracle:"required"`
	Errata    []Erratum  `yaml:"errata,omitempty" json:"errata,omitempty"`
	Rulings   []Ruling   `yaml:"rulings,omitempty" json:"rulings,omitempty"`
	Rules     []Rule     `yaml:"rules,omitempty" json:"rules,omitempty"`
	Mechanics []Mechanic `yaml:"mechanics,omitempty" json:"mechanics,omitempty"`
}

// ErratumKind says how an erratum's text relates to the card's wording.
type ErratumKind string

const (
	ErratumFull     ErratumKind = "full"     // the whole new wording
	ErratumPartial  ErratumKind = "partial"  // "[...] words": the end of one ability
	ErratumAdditive ErratumKind = "additive" // "should include": a new ability
	ErratumNone     ErratumKind = "none"     // listed as errata'd, wording not given
)

var erratumKinds = []ErratumKind{ErratumFull, ErratumPartial, ErratumAdditive, ErratumNone}

// Erratum is a document's correction of a card's wording.
type Erratum struct {
	Pos     `yaml:"-" json:"-"`
	Number  int         `yaml:"number,omitempty" json:"number,omitempty"`
	Card    string      `yaml:"card" json:"card" oracle:"required"`
	Face    string      `yaml:"face,omitempty" json:"face,omitempty"`
	Kind    ErratumKind `yaml:"kind" json:"kind" oracle:"required"`
	Ability int         `yaml:"ability,omitempty" json:"ability,omitempty"`
	Text    string      `yaml:"text,omitempty" json:"text,omitempty"`
	Note    string      `yaml:"note,omitempty" json:"note,omitempty"`
}

// RulingKind tells card rulings from general ones and reversals.
type RulingKind string

const (
	RulingCard     RulingKind = "card"
	RulingGeneral  RulingKind = "general"
	RulingReversal RulingKind = "reversal"
)

var rulingKinds = []RulingKind{RulingCard, RulingGeneral, RulingReversal}

// Ruling is a document's ruling; it belongs to every card it names.
type Ruling struct {
	Pos    `yaml:"-" json:"-"`
	Number int        `yaml:"number,omitempty" json:"number,omitempty"`
	Kind   RulingKind `yaml:"kind" json:"kind" oracle:"required"`
	Date   Date       `yaml:"date,omitempty" json:"date,omitempty"`
	Cards  []string   `yaml:"cards,flow,omitempty" json:"cards"`
	Text   string     `yaml:"text" json:"text" oracle:"required"`
}

// RuleKind classifies a document's statements about the game rules.
type RuleKind string

const (
	RuleChange      RuleKind = "change"
	RuleGeneral     RuleKind = "general"
	RuleElimination RuleKind = "elimination"
)

var ruleKinds = []RuleKind{RuleChange, RuleGeneral, RuleElimination}

// Rule is a rules change or general rule stated by a document.
type Rule struct {
	Pos    `yaml:"-" json:"-"`
	Number int      `yaml:"number,omitempty" json:"number,omitempty"`
	Kind   RuleKind `yaml:"kind" json:"kind" oracle:"required"`
	Topics []string `yaml:"topics,flow,omitempty" json:"topics"`
	Cards  []string `yaml:"cards,flow,omitempty" json:"cards"`
	Text   string   `yaml:"text" json:"text" oracle:"required"`
}

// Mechanic is a document's definition of a keyword or mechanic.
type Mechanic struct {
	Pos     `yaml:"-" json:"-"`
	Keyword string   `yaml:"keyword" json:"keyword" oracle:"required"`
	Cards   []string `yaml:"cards,flow,omitempty" json:"cards"`
	Text    string   `yaml:"text" json:"text" oracle:"required"`
}

// CardsFile is the layout of data/cards.yaml.
type CardsFile struct {
	Sources []Source `yaml:"sources" json:"sources"`
	Cards   []Card   `yaml:"cards" json:"cards"`
}

// Dataset is everything the YAML data holds: cards.yaml and the documents.
type Dataset struct {
	Sources   []Source // snapshot sources declared in cards.yaml
	Cards     []Card
	Documents []Document
}
