package parser

import (
	"encoding/json"
	"fmt"
	"strings"
)

// Pos is a position in the parsed text: 1-based line and 1-based column,
// counted in bytes like go/scanner.
type Pos struct {
	Line int `json:"line"`
	Col  int `json:"col"`
}

func (p Pos) String() string { return fmt.Sprintf("%d:%d", p.Line, p.Col) }

// Node is any piece of a parsed card. String returns the exact source text
// the node was parsed from.
type Node interface {
	String() string
}

// glue is source text that belongs to no node of its own: separators,
// spaces, line breaks. It is kept so rendering is exact.
type glue string

func (g glue) String() string { return string(g) }

// seq renders a list of nodes in order.
type seq []Node

func (s seq) String() string {
	if len(s) == 1 {
		return s[0].String()
	}
	var b strings.Builder
	for _, n := range s {
		b.WriteString(n.String())
	}
	return b.String()
}

// Kind classifies an ability.
type Kind string

const (
	KindKeyword    Kind = "keyword"     // Flying, first strike
	KindActivated  Kind = "activated"   // {T}: Add {G}.
	KindTriggered  Kind = "triggered"   // When ~ enters the battlefield, ...
	KindStatic     Kind = "static"      // Creatures you control get +1/+1.
	KindSpell      Kind = "spell"       // an instant's or sorcery's effect (113.3a)
	KindLoyalty    Kind = "loyalty"     // [+1]: ...
	KindModal      Kind = "modal"       // Choose one — followed by • modes
	KindChapter    Kind = "chapter"     // I, II — ...
	KindLevel      Kind = "level"       // LEVEL 1-3, P/T, abilities
	KindClassLevel Kind = "class_level" // {2}{W}: Level 2, abilities
	KindReminder   Kind = "reminder"    // a line that is only reminder text
)

// Card is a parsed Oracle text: its abilities in order.
type Card struct {
	Name      string     `json:"name,omitempty"`
	TypeLine  string     `json:"type_line,omitempty"`
	Abilities []*Ability `json:"abilities"`
}

// String renders the card's text exactly as parsed.
func (c *Card) String() string {
	var b strings.Builder
	for i, a := range c.Abilities {
		if i > 0 {
			b.WriteString(a.separator())
		}
		b.WriteString(a.String())
	}
	return b.String()
}

// Walk calls fn for every ability of the card, nested ones (modes, level
// and class bodies) after their parent.
func (c *Card) Walk(fn func(*Ability)) {
	for _, a := range c.Abilities {
		a.walk(fn)
	}
}

func (a *Ability) walk(fn func(*Ability)) {
	fn(a)
	for _, m := range a.Modes {
		m.walk(fn)
	}
	for _, b := range a.Body {
		b.walk(fn)
	}
}

// Ability is one ability: one line or paragraph of the text (or a part of
// a paragraph holding two), or a structured group of lines (modal spell,
// level band, class level).
type Ability struct {
	Kind Kind   `json:"kind"`
	Pos  Pos    `json:"pos"`
	Text string `json:"text"`
	// Bullet is set for a mode line ("• ...").
	Bullet bool `json:"bullet,omitempty"`
	// Label is an ability word or flavor word ("Landfall — ").
	Label    *Label     `json:"label,omitempty"`
	Keywords []*Keyword `json:"keywords,omitempty"`
	// Cost is the cost of an activated, loyalty or class-level ability.
	Cost    *Cost    `json:"cost,omitempty"`
	Trigger *Trigger `json:"trigger,omitempty"`
	Effect  *Phrase  `json:"effect,omitempty"`
	// HeaderKind is the kind of a modal ability's header line ("When ~
	// enters the battlefield, choose one —" is triggered). Its modes have
	// that kind too, unless the header is static (614.12c).
	HeaderKind Kind `json:"header_kind,omitempty"`
	// Choose is how many modes a modal ability picks: "one", "one or both",
	// "three" (of "Choose three. You may choose the same mode ...").
	Choose   string     `json:"choose,omitempty"`
	Modes    []*Ability `json:"modes,omitempty"`
	Chapters []int      `json:"chapters,omitempty"`
	Level    *Level     `json:"level,omitempty"`
	// Body holds the lines of a level band or class level, or the results
	// table of an ability that rolls a die (706.3b).
	Body     []*Ability `json:"body,omitempty"`
	Reminder *Reminder  `json:"reminder,omitempty"`

	nodes seq
	// sep is the text between the ability and the one before it when both
	// are in one paragraph (inPara, sep usually " "); otherwise a line
	// break comes between.
	sep    string
	inPara bool
	// more are the abilities after this one in its paragraph, until the
	// parser lists them beside it.
	more []*Ability
}

// separator is the text that comes before the ability when it follows
// another.
func (a *Ability) separator() string {
	if a.inPara {
		return a.sep
	}
	return "\n"
}

// String renders the ability exactly as parsed.
func (a *Ability) String() string { return a.nodes.String() }

// Label is an ability word or flavor word in front of an ability.
type Label struct {
	Pos  Pos    `json:"pos"`
	Text string `json:"text"`
}

func (l *Label) String() string { return l.Text }

// Reminder is parenthesised reminder text.
type Reminder struct {
	Pos  Pos    `json:"pos"`
	Text string `json:"text"`
}

func (r *Reminder) String() string { return r.Text }

// Phrase is running rules text: an effect, a trigger event or condition.
type Phrase struct {
	Pos  Pos    `json:"pos"`
	Text string `json:"text"`
	// SelfRefs are the places where the text names its own card.
	SelfRefs []SelfRef `json:"self_refs,omitempty"`
}

func (p *Phrase) String() string { return p.Text }

// SelfRef is a reference to the card itself: its name, short name, "~" or
// "this creature" and the like.
type SelfRef struct {
	Pos  Pos    `json:"pos"`
	Text string `json:"text"`
}

// Trigger is the trigger condition of a triggered ability.
type Trigger struct {
	Pos   Pos     `json:"pos"`
	Word  string  `json:"word"` // When, Whenever, At
	Event *Phrase `json:"event"`
	// Condition is an intervening "if" clause, without the "if".
	Condition *Phrase `json:"condition,omitempty"`

	nodes seq
}

func (t *Trigger) String() string { return t.nodes.String() }

// Level is the header of a level-up band ("LEVEL 2-6") or class level.
type Level struct {
	Pos  Pos    `json:"pos"`
	Text string `json:"text"`
	Min  int    `json:"min"`
	// Max is -1 for an open band ("LEVEL 7+").
	Max int `json:"max"`
	// PT is the band's power/toughness line ("3/3").
	PT string `json:"pt,omitempty"`
}

func (l *Level) String() string { return l.Text }

// Cost is a cost split into its parts.
type Cost struct {
	Pos   Pos         `json:"pos"`
	Text  string      `json:"text"`
	Parts []*CostPart `json:"parts"`

	nodes seq
}

func (c *Cost) String() string { return c.nodes.String() }

// Unknown counts the parts not understood.
func (c *Cost) Unknown() int {
	n := 0
	for _, p := range c.Parts {
		if p.Kind == CostUnknown {
			n++
		}
	}
	return n
}

// CostKind classifies a cost part.
type CostKind string

const (
	CostMana        CostKind = "mana"            // {2}, {W}, {W/U}, {2/W}, {W/P}, {S}, {C}, {X}
	CostTap         CostKind = "tap"             // {T}
	CostUntap       CostKind = "untap"           // {Q}
	CostEnergy      CostKind = "energy"          // {E}, Pay {E}{E}
	CostLoyalty     CostKind = "loyalty"         // +1, −2, 0, +X
	CostSacrifice   CostKind = "sacrifice"       // Sacrifice a creature
	CostDiscard     CostKind = "discard"         // Discard a card
	CostPayLife     CostKind = "pay_life"        // Pay 2 life
	CostPayMana     CostKind = "pay_mana"        // Pay {1}
	CostExile       CostKind = "exile"           // Exile a card from your graveyard
	CostRemove      CostKind = "remove_counters" // Remove a +1/+1 counter from ~
	CostPutCounters CostKind = "put_counters"    // Put a -1/-1 counter on ~
	CostTapUntapped CostKind = "tap_permanents"  // Tap an untapped creature you control
	CostUntapOther  CostKind = "untap_permanents"
	CostReturn      CostKind = "return"   // Return a land you control to its owner's hand
	CostMill        CostKind = "mill"     // Mill a card
	CostReveal      CostKind = "reveal"   // Reveal a card from your hand
	CostPutCard     CostKind = "put_card" // Put a card from your hand on top of your library
	CostExert       CostKind = "exert"
	CostCollect     CostKind = "collect_evidence"
	CostDraw        CostKind = "draw"
	CostUnattach    CostKind = "unattach" // Unattach Sunforger
	CostRoll        CostKind = "roll"     // Roll a d8
	CostChoose      CostKind = "choose"   // Choose flying, first strike, trample, or shadow
	CostPay         CostKind = "pay"      // Pay X {A}: another payment
	CostUnset       CostKind = "unset"    // Say your middle name: an Un-set action outside the game
	CostUnknown     CostKind = "unknown"
)

// ManaKind classifies a mana symbol by Comprehensive Rules 107.4.
type ManaKind string

const (
	ManaGeneric         ManaKind = "generic"            // {3}
	ManaColored         ManaKind = "colored"            // {W}
	ManaVariable        ManaKind = "variable"           // {X}
	ManaHybrid          ManaKind = "hybrid"             // {W/U}
	ManaMonoHybrid      ManaKind = "monocolored_hybrid" // {2/W}
	ManaPhyrexian       ManaKind = "phyrexian"          // {W/P}
	ManaHybridPhyrexian ManaKind = "hybrid_phyrexian"   // {G/W/P}
	ManaSnow            ManaKind = "snow"               // {S}
	ManaColorless       ManaKind = "colorless"          // {C}
	ManaHalf            ManaKind = "half"               // {HW}, {½}
	ManaInfinite        ManaKind = "infinite"           // {∞}
)

// CostPart is one part of a cost: a symbol or a phrase.
type CostPart struct {
	Kind CostKind `json:"kind"`
	Pos  Pos      `json:"pos"`
	Text string   `json:"text"`
	// Mana classifies a mana symbol part.
	Mana ManaKind `json:"mana,omitempty"`
}

func (p *CostPart) String() string { return p.Text }

// Keyword is one keyword ability with its parameters.
type Keyword struct {
	// Name is the keyword's name in the rule 702 table: "Protection",
	// "Landwalk", "Typecycling".
	Name string `json:"name"`
	Rule string `json:"rule,omitempty"`
	Pos  Pos    `json:"pos"`
	Text string `json:"text"`
	// Type is the land type of a landwalk ("Swamp", "nonbasic land") or the
	// type of a typecycling ("Plains", "Basic land").
	Type   string `json:"type,omitempty"`
	Number *int   `json:"number,omitempty"`
	// Variable is set instead of Number for "Suspend X", or names the
	// keyword that sets the number: "Sunburst" for "Modular—Sunburst"
	// (702.44c).
	Variable  string   `json:"variable,omitempty"`
	Qualities []string `json:"qualities,omitempty"`
	Cost      *Cost    `json:"cost,omitempty"`
}

func (k *Keyword) String() string { return k.Text }

// Written returns the keyword as cards and card databases name it:
// "Swampwalk" rather than "Landwalk", "Plainscycling" rather than
// "Typecycling".
func (k *Keyword) Written() string {
	switch k.Name {
	case "Landwalk":
		return upperFirst(k.Type) + "walk"
	case "Typecycling":
		return upperFirst(k.Type) + "cycling"
	}
	return k.Name
}

func upperFirst(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

// MarshalJSON writes a keyword's cost as its text:
// {"name":"Echo","cost":"{G}"}.
func (k *Keyword) MarshalJSON() ([]byte, error) {
	type plain Keyword
	out := struct {
		*plain
		Cost string `json:"cost,omitempty"`
	}{plain: (*plain)(k)}
	if k.Cost != nil {
		out.Cost = k.Cost.Text
	}
	return json.Marshal(out)
}
