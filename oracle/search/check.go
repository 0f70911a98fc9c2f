package search

import (
	"cmp"
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/mtgoracle/oracle/oracle"
	abilities "github.com/mtgoracle/oracle/parser"
)

// Query is a checked query: every term resolved to a typed test with its
// values read, ready for a store to run.
type Query struct {
	// Filter is nil for every card.
	Filter Expr
	// AsOf, when set, makes text terms read the wordings in force on that
	// date instead of the current ones, and leaves out the cards that did
	// not exist yet.
	AsOf *oracle.Date
	// Sources are the source ids the query names, for the caller to check
	// against the database.
	Sources []SourceTerm
	// Order and Descending are what order: and direction: ask for; Order
	// is "" when the query does not say.
	Order      oracle.SearchOrder
	Descending bool
	// IncludeExtras keeps the cards a search leaves out by default: those
	// printed only as digital rebalanced versions ("A-" cards).
	IncludeExtras bool
}

// SourceTerm is a source id a query names, and where.
type SourceTerm struct {
	ID string
	At Pos
}

// Expr is a node of a checked query: AndExpr, OrExpr, NotExpr, or one of
// the tests below. Each prints back as the query text it was read from.
type Expr interface {
	Pos() Pos
	String() string
}

// AndExpr matches the cards every term matches; OrExpr those any term
// matches; NotExpr those X does not.
type (
	AndExpr struct{ Terms []Expr }
	OrExpr  struct{ Terms []Expr }
	NotExpr struct {
		X  Expr
		At Pos
	}
)

func (e *AndExpr) Pos() Pos { return e.Terms[0].Pos() }
func (e *OrExpr) Pos() Pos  { return e.Terms[0].Pos() }
func (e *NotExpr) Pos() Pos { return e.At }

func (e *AndExpr) String() string { return joinExprs(e.Terms, " ") }
func (e *OrExpr) String() string  { return "(" + joinExprs(e.Terms, " or ") + ")" }
func (e *NotExpr) String() string { return "-" + e.X.String() }

func joinExprs(terms []Expr, sep string) string {
	parts := make([]string, len(terms))
	for i, t := range terms {
		parts[i] = t.String()
	}
	return strings.Join(parts, sep)
}

// Written is the term a test was read from: its position and its text.
type Written struct{ Term *Term }

func (w Written) Pos() Pos       { return w.Term.At }
func (w Written) String() string { return w.Term.String() }

func written(t *Term) Written { return Written{Term: t} }

// TextField is a text a words or /regex/ term reads.
type TextField string

const (
	TextName TextField = "name"
	// TextOracle is the Oracle text without its reminder text (o:);
	// TextFullOracle with it (fo:).
	TextOracle     TextField = "oracle"
	TextFullOracle TextField = "fulloracle"
	TextType       TextField = "type"
)

// ExactName matches the card named Name, or with a face so named
// (!"name"); Key is the name folded as oracle.FoldName folds it.
type ExactName struct {
	Written
	Name, Key string
}

// TextMatch matches a text containing Words (starting at a word, case and
// diacritics ignored; folded by oracle.FoldName for names and Oracle
// text), or, when Pattern is set, matching that regular expression. In
// Oracle text, "~" stands for the card's name.
type TextMatch struct {
	Written
	Field   TextField
	Words   string
	Pattern string
}

// NameWords matches the cards every one of Terms matches (a run of bare
// words or name: values side by side, each a part of the name), and also
// those whose name's words Words begin or abbreviate, in order, as a card
// lookup reads a name (oracle.WordsMatch): "aust commd" finds Austere
// Command, whose name holds neither "commd" nor "aust commd". Words are
// the run's words (oracle.NameWords), two or more.
type NameWords struct {
	Terms []*TextMatch
	Words []string
}

func (e *NameWords) Pos() Pos { return e.Terms[0].Pos() }

func (e *NameWords) String() string {
	parts := make([]string, len(e.Terms))
	for i, t := range e.Terms {
		parts[i] = t.String()
	}
	return strings.Join(parts, " ")
}

// nameTerms is the name terms e stands for: a name: or bare word term
// without a regular expression, or a run of them; nil for other terms.
func nameTerms(e Expr) []*TextMatch {
	switch e := e.(type) {
	case *TextMatch:
		if e.Field == TextName && e.Pattern == "" {
			return []*TextMatch{e}
		}
	case *NameWords:
		return e.Terms
	}
	return nil
}

// nameRuns gathers each run of name terms side by side in terms whose
// words number two or more into one NameWords; other terms stay as they
// are.
func nameRuns(terms []Expr) []Expr {
	var out []Expr
	for i := 0; i < len(terms); {
		var run []*TextMatch
		j := i
		for ; j < len(terms); j++ {
			m := nameTerms(terms[j])
			if m == nil {
				break
			}
			run = append(run, m...)
		}
		if run == nil {
			out = append(out, terms[i])
			i++
			continue
		}
		var words []string
		for _, m := range run {
			words = append(words, oracle.NameWords(m.Words)...)
		}
		if len(words) < 2 {
			out = append(out, terms[i:j]...)
		} else {
			out = append(out, &NameWords{Terms: run, Words: words})
		}
		i = j
	}
	return out
}

// ColorField is the color set a c: or id: term reads.
type ColorField string

const (
	Colors   ColorField = "colors"
	Identity ColorField = "identity"
)

// ColorMatch compares a card's color set with Set (W = 1, U = 2, B = 4,
// R = 8, G = 16) by Op, one of = != < <= > >=; or, with Multicolor,
// matches two colors or more.
type ColorMatch struct {
	Written
	Field      ColorField
	Op         string
	Set        int
	Multicolor bool
}

// NumberField is a numeric characteristic.
type NumberField string

const (
	ManaValue NumberField = "mv"
	Power     NumberField = "pow"
	Toughness NumberField = "tou"
	Loyalty   NumberField = "loy"
	Defense   NumberField = "def"
)

// NumberMatch compares Left with Right, or with Value when Right is "",
// by Op, one of = != < <= > >=. A card matches when it, or one of its
// faces, has the values and they compare so; "*" counts as 0.
type NumberMatch struct {
	Written
	Left, Right NumberField
	Op          string
	Value       float64
}

// KeywordMatch matches the cards whose current wording the parser finds
// Keyword in.
type KeywordMatch struct {
	Written
	Keyword string
}

// RuleMatch matches the cards whose current wording the parser finds a
// keyword ability in that the rule Rule (or a rule under it) defines:
// Keywords are those abilities' names (rule:702.19 is Trample and
// Trample over planeswalkers). The rules are numbered as in the
// Comprehensive Rules the parser's keyword table comes from.
type RuleMatch struct {
	Written
	Rule     string
	Keywords []string
}

// ruleMatch checks rule:NUMBER.
func ruleMatch(t *Term) (Expr, error) {
	n := oracle.RuleNumber(strings.TrimSuffix(t.Value, "."))
	if !n.Valid() {
		return nil, errorf(t.ValueAt, "rule:%s is not a rule number (702, 702.19, 702.19b)", t.Value)
	}
	m := &RuleMatch{Written: written(t), Rule: string(n)}
	for _, k := range abilities.KeywordAbilities() {
		if n.Contains(oracle.RuleNumber(k.Rule)) {
			m.Keywords = append(m.Keywords, k.Name)
		}
	}
	if len(m.Keywords) == 0 {
		return nil, errorf(t.ValueAt, "rule:%s defines no keyword ability the parser knows (as numbered in %s)", t.Value, abilities.RulesSource())
	}
	return m, nil
}

// IsMatch matches a kind of card; Value is one of IsValues.
type IsMatch struct {
	Written
	Value string
}

// SetMatch matches cards printed in the set of code Code (upper case).
type SetMatch struct {
	Written
	Code string
}

// OracleIDMatch matches the card whose Scryfall oracle id is ID (lower
// case).
type OracleIDMatch struct {
	Written
	ID string
	// Name, when its caller sets it, is the card whose id is ID though no
	// dump gave it one (an id derived from its name, which the store
	// does not hold): that card matches too.
	Name string
}

// RarityMatch matches cards printed at one of Rarities; none matches
// no card.
type RarityMatch struct {
	Written
	Rarities []string
}

// DateOp compares a dated thing (a first day and a last day) with a date:
// ":" and "=" mean wholly within it, ">=" not before its first day, ">"
// after its last, "<" before its first, "<=" not after its last; for a
// printing, "!=" means outside it.
type DateOp string

// Printed matches the cards with a dated printing whose date compares so
// with Date, as Scryfall matches printings: ":" and "=" a printing within
// Date, "!=" one outside it, "year>=2019" a printing since 2019, whether
// the card is new then or reprinted. A card with no dated printing matches
// none.
type Printed struct {
	Written
	Op   DateOp
	Date oracle.Date
}

// ErrataMatch matches cards with an erratum dated so; any erratum when
// Date is nil.
type ErrataMatch struct {
	Written
	Op   DateOp
	Date *oracle.Date
}

// ChangedMatch matches cards whose wording changed at a date so: an
// erratum, or a snapshot differing from the wording before it.
type ChangedMatch struct {
	Written
	Op   DateOp
	Date oracle.Date
}

// SourceMatch matches the cards source ID speaks of: its wordings,
// rulings, rules and mechanic definitions, or, for a set's release, its
// printings.
type SourceMatch struct {
	Written
	ID string
}

// LegalityMatch matches the cards whose status in Format is one of
// Statuses (legal, restricted, banned).
type LegalityMatch struct {
	Written
	Format   string
	Statuses []string
}

// ManaCostMatch compares a card's mana cost with Symbols, the symbols of
// a cost without braces ("2", "G", "G/W", "G/P"): with ":" or ">=" the
// cost holds at least those symbols, "=" exactly those, "<=" no others,
// "!=" not exactly those; ">" and "<" are the strict forms.
type ManaCostMatch struct {
	Written
	Op      string
	Symbols []string
}

// PrintingField is a fact of a printing a term reads.
type PrintingField string

const (
	PrintingArtist  PrintingField = "artist"   // words of the artist's name
	PrintingFlavor  PrintingField = "flavor"   // words of the flavor text
	PrintingNumber  PrintingField = "number"   // the collector number
	PrintingSetType PrintingField = "set_type" // the set's type
	PrintingBlock   PrintingField = "block"    // the set's block, by name or by a set's code
	PrintingRarity  PrintingField = "rarity"   // the printing's rarity
)

// NewMatch matches the cards reprinted with a Field none of their earlier
// printings had, as Scryfall's new: finds the printings that bring one:
// new:rarity a card printed again at another rarity, new:artist with
// another artist's art, new:flavor with other flavor text. A first
// printing brings nothing new.
type NewMatch struct {
	Written
	Field PrintingField
}

// PrintingMatch matches the cards with a printing whose Field matches
// Value: words for the artist and the flavor text (folded as
// oracle.FoldName folds them), the whole value otherwise. A collector
// number may be compared by Op as a number.
type PrintingMatch struct {
	Written
	Field PrintingField
	Op    string
	Value string
}

// CountField is a count of a card's printings.
type CountField string

const (
	CountPrints CountField = "prints" // printings
	CountSets   CountField = "sets"   // sets printed in
)

// CountMatch compares a count of a card's printings with Value by Op.
type CountMatch struct {
	Written
	Field CountField
	Op    string
	Value int
}

// StarMatch matches the cards whose Field (power, toughness or loyalty),
// or a face's, holds a "*" (pow=*).
type StarMatch struct {
	Written
	Field NumberField
}

// key is one entry of the key table: its names and the operators it
// takes.
type key struct {
	names []string // the first is the canonical one
	ops   string   // operators taken, space separated
}

const (
	opsEqual   = ": ="
	opsCompare = ": = != < <= > >="
	opsDate    = ": = < <= > >="
)

// keys is every key a query may use. asof is taken before checking.
var keys = []key{
	{names: []string{"name", "n"}, ops: opsEqual},
	{names: []string{"oracle", "o"}, ops: opsEqual},
	{names: []string{"fulloracle", "fo"}, ops: opsEqual},
	{names: []string{"flavor", "ft"}, ops: opsEqual},
	{names: []string{"artist", "a"}, ops: opsEqual},
	{names: []string{"mana", "m"}, ops: opsCompare},
	{names: []string{"format", "f", "legal"}, ops: opsEqual},
	{names: []string{"banned"}, ops: opsEqual},
	{names: []string{"restricted"}, ops: opsEqual},
	{names: []string{"number", "cn"}, ops: opsCompare},
	{names: []string{"settype", "st"}, ops: opsEqual},
	{names: []string{"block", "b"}, ops: opsEqual},
	{names: []string{"in"}, ops: opsEqual},
	{names: []string{"prints"}, ops: opsCompare},
	{names: []string{"sets"}, ops: opsCompare},
	{names: []string{"not"}, ops: opsEqual},
	{names: []string{"has"}, ops: opsEqual},
	{names: []string{"new"}, ops: opsEqual},
	{names: []string{"include"}, ops: opsEqual},
	{names: []string{"order"}, ops: opsEqual},
	{names: []string{"direction"}, ops: opsEqual},
	{names: []string{"unique"}, ops: opsEqual},
	{names: []string{"type", "t"}, ops: opsEqual},
	{names: []string{"color", "c", "colour"}, ops: opsCompare},
	{names: []string{"identity", "id", "ci"}, ops: opsCompare},
	{names: []string{"mv", "cmc", "manavalue"}, ops: opsCompare},
	{names: []string{"pow", "power"}, ops: opsCompare},
	{names: []string{"tou", "toughness"}, ops: opsCompare},
	{names: []string{"loy", "loyalty"}, ops: opsCompare},
	{names: []string{"def", "defense"}, ops: opsCompare},
	{names: []string{"keyword", "kw"}, ops: opsEqual},
	{names: []string{"rule"}, ops: opsEqual},
	{names: []string{"is"}, ops: opsEqual},
	{names: []string{"set", "e", "s", "edition"}, ops: opsEqual},
	{names: []string{"oracleid"}, ops: opsEqual},
	{names: []string{"rarity", "r"}, ops: opsCompare},
	{names: []string{"year"}, ops: opsCompare},
	{names: []string{"date"}, ops: opsCompare},
	{names: []string{"errata"}, ops: opsDate},
	{names: []string{"changed"}, ops: opsDate},
	{names: []string{"source", "src"}, ops: opsEqual},
	{names: []string{"asof"}, ops: opsEqual},
}

// keyed checks a term of the key of canonical name key.
func (c *checker) keyed(key string, t *Term) (Expr, error) {
	switch key {
	case "name":
		return text(TextName, t)
	case "oracle":
		return text(TextOracle, t)
	case "fulloracle":
		return text(TextFullOracle, t)
	case "flavor":
		return &PrintingMatch{Written: written(t), Field: PrintingFlavor, Op: "=", Value: oracle.FoldName(t.Value)}, nil
	case "artist":
		return &PrintingMatch{Written: written(t), Field: PrintingArtist, Op: "=", Value: oracle.FoldName(t.Value)}, nil
	case "number":
		return &PrintingMatch{Written: written(t), Field: PrintingNumber, Op: equalOp(t.Op), Value: t.Value}, nil
	case "settype":
		return &PrintingMatch{Written: written(t), Field: PrintingSetType, Op: "=", Value: strings.ToLower(t.Value)}, nil
	case "block":
		return &PrintingMatch{Written: written(t), Field: PrintingBlock, Op: "=", Value: t.Value}, nil
	case "mana":
		return manaCost(t)
	case "format", "banned", "restricted":
		return legality(key, t), nil
	case "in":
		return in(t)
	case "prints", "sets":
		return count(t)
	case "not":
		x, err := is(t)
		if err != nil {
			return nil, err
		}
		return &NotExpr{X: x, At: t.At}, nil
	case "has":
		if v := strings.ToLower(t.Value); v != "flavor" && v != "artist" {
			return nil, errorf(t.ValueAt, "unknown has: value %q: want flavor or artist", t.Value)
		}
		field := map[string]PrintingField{"flavor": PrintingFlavor, "artist": PrintingArtist}[strings.ToLower(t.Value)]
		return &PrintingMatch{Written: written(t), Field: field, Op: "=", Value: ""}, nil
	case "new":
		return newMatch(t)
	case "type":
		return text(TextType, t)
	case "color":
		return colors(Colors, ">=", t)
	case "identity":
		return colors(Identity, "<=", t)
	case "mv", "pow", "tou", "loy", "def":
		return number(t)
	case "keyword":
		return &KeywordMatch{Written: written(t), Keyword: t.Value}, nil
	case "rule":
		return ruleMatch(t)
	case "is":
		return is(t)
	case "set":
		return &SetMatch{Written: written(t), Code: strings.ToUpper(t.Value)}, nil
	case "oracleid":
		return &OracleIDMatch{Written: written(t), ID: strings.ToLower(t.Value)}, nil
	case "rarity":
		return rarity(t)
	case "year", "date":
		return printed(t)
	case "errata":
		return errata(t)
	case "changed":
		return changed(t)
	case "source":
		id := strings.ToLower(t.Value)
		c.sources = append(c.sources, SourceTerm{ID: id, At: t.ValueAt})
		return &SourceMatch{Written: written(t), ID: id}, nil
	}
	return nil, fmt.Errorf("search: key %q has no checker", key)
}

// newMatch checks new:, whose values Scryfall's are, less those asking of
// what the database does not keep.
func newMatch(t *Term) (Expr, error) {
	switch v := strings.ToLower(t.Value); v {
	case "rarity", "artist", "flavor":
		return &NewMatch{Written: written(t), Field: PrintingField(v)}, nil
	case "art", "frame", "language":
		return nil, errorf(t.ValueAt, "new:%s is not supported: printings' %s are not stored", v,
			map[string]string{"art": "artworks", "frame": "frames", "language": "languages"}[v])
	}
	return nil, errorf(t.ValueAt, "unknown new: value %q: want rarity, artist or flavor", t.Value)
}

// keyByName finds a key by any of its names.
func keyByName(name string) *key {
	name = strings.ToLower(name)
	for i := range keys {
		for _, n := range keys[i].names {
			if n == name {
				return &keys[i]
			}
		}
	}
	return nil
}

func canonicalKey(name string) string {
	if k := keyByName(name); k != nil {
		return k.names[0]
	}
	return ""
}

type checker struct {
	sources []SourceTerm
}

// Check resolves a parsed query's terms: keys, operators and values are
// checked, and a mistake is an *Error at the offending token. asOf is the
// date given outside the query (a flag), which an asof:DATE term in it
// may repeat but not contradict.
func Check(n Node, asOf *oracle.Date) (*Query, error) {
	q := &Query{}
	n, asOf, err := takeAsOf(n, asOf, q)
	if err != nil {
		return nil, err
	}
	q.AsOf = asOf
	if n == nil {
		return q, nil
	}
	c := &checker{}
	if q.Filter, err = c.check(n); err != nil {
		return nil, err
	}
	q.Sources = c.sources
	return q, nil
}

// takeAsOf removes asof:DATE terms, which apply to the whole query and so
// may stand only at its top level, and returns the date they give.
func takeAsOf(n Node, flag *oracle.Date, q *Query) (Node, *oracle.Date, error) {
	terms := []Node{n}
	if and, ok := n.(*And); ok {
		terms = and.Terms
	}
	asOf := flag
	var rest []Node
	for _, t := range terms {
		term, ok := t.(*Term)
		if ok && queryKeys[canonicalKey(term.Key)] {
			if err := q.setting(term); err != nil {
				return nil, nil, err
			}
			continue
		}
		if !ok || canonicalKey(term.Key) != "asof" {
			if err := noAsOfWithin(t); err != nil {
				return nil, nil, err
			}
			rest = append(rest, t)
			continue
		}
		if term.Op != ":" && term.Op != "=" {
			return nil, nil, errorf(term.At, `asof takes ":" or "=", not %q`, term.Op)
		}
		d, err := parseDate(term)
		if err != nil {
			return nil, nil, err
		}
		if asOf != nil && *asOf != d {
			return nil, nil, errorf(term.At, "asof:%s conflicts with the date %s given before", d, asOf)
		}
		asOf = &d
	}
	switch len(rest) {
	case 0:
		return nil, asOf, nil
	case 1:
		return rest[0], asOf, nil
	}
	return &And{Terms: rest}, asOf, nil
}

func noAsOfWithin(n Node) error {
	switch n := n.(type) {
	case *Term:
		if key := canonicalKey(n.Key); key == "asof" || queryKeys[key] {
			return errorf(n.At, "%s applies to the whole query: it cannot stand inside \"or\", \"-\" or parentheses", key)
		}
	case *Not:
		return noAsOfWithin(n.X)
	case *And:
		for _, t := range n.Terms {
			if err := noAsOfWithin(t); err != nil {
				return err
			}
		}
	case *Or:
		for _, t := range n.Terms {
			if err := noAsOfWithin(t); err != nil {
				return err
			}
		}
	}
	return nil
}

func (c *checker) check(n Node) (Expr, error) {
	switch n := n.(type) {
	case *Term:
		e, err := c.term(n)
		if err != nil {
			return nil, err
		}
		// a name: value or quoted name of several words
		return nameRuns([]Expr{e})[0], nil
	case *Not:
		x, err := c.check(n.X)
		if err != nil {
			return nil, err
		}
		return &NotExpr{X: x, At: n.At}, nil
	case *And:
		terms, err := c.checkAll(n.Terms)
		if err != nil {
			return nil, err
		}
		if terms = nameRuns(terms); len(terms) == 1 {
			return terms[0], nil
		}
		return &AndExpr{Terms: terms}, nil
	case *Or:
		terms, err := c.checkAll(n.Terms)
		if err != nil {
			return nil, err
		}
		return &OrExpr{Terms: terms}, nil
	}
	return nil, fmt.Errorf("search: unknown node %T", n)
}

func (c *checker) checkAll(nodes []Node) ([]Expr, error) {
	out := make([]Expr, len(nodes))
	for i, n := range nodes {
		var err error
		if out[i], err = c.check(n); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func (c *checker) term(t *Term) (Expr, error) {
	if t.Exact {
		return &ExactName{Written: written(t), Name: t.Value, Key: oracle.FoldName(t.Value)}, nil
	}
	if t.Key == "" {
		return text(TextName, t)
	}
	k := keyByName(t.Key)
	if k == nil {
		var names []string
		for _, k := range keys {
			names = append(names, k.names...)
		}
		sort.Strings(names)
		if near := oracle.Closest(t.Key, names); near != "" {
			e := errorf(t.At, "unknown key %q (did you mean %q?)", t.Key, near)
			e.Candidates = []string{near}
			return nil, e
		}
		return nil, errorf(t.At, "unknown key %q", t.Key)
	}
	if !strings.Contains(" "+k.ops+" ", " "+t.Op+" ") {
		return nil, errorf(t.At, "%s takes %s, not %q", k.names[0], quoteOps(k.ops), t.Op)
	}
	if t.Value == "" && k.names[0] != "errata" {
		return nil, errorf(t.ValueAt, "%s%s needs a value", t.Key, t.Op)
	}
	if t.Regex && k.names[0] != "name" && k.names[0] != "oracle" && k.names[0] != "fulloracle" && k.names[0] != "type" {
		return nil, errorf(t.ValueAt, "%s does not take a regular expression", k.names[0])
	}
	return c.keyed(k.names[0], t)
}

func quoteOps(ops string) string {
	list := strings.Fields(ops)
	for i, op := range list {
		list[i] = strconv.Quote(op)
	}
	return strings.Join(list, ", ")
}

// RegexpPattern is the pattern a /regex/ value compiles to: Scryfall's
// regular expressions ignore case.
func RegexpPattern(value string) string { return "(?i)" + value }

// text checks name:, o: and t: terms, and bare words (names).
func text(field TextField, t *Term) (Expr, error) {
	m := &TextMatch{Written: written(t), Field: field}
	switch {
	case t.Regex:
		m.Pattern = RegexpPattern(t.Value)
		if _, err := regexp.Compile(m.Pattern); err != nil {
			return nil, errorf(t.ValueAt, "bad regular expression: %v", strings.TrimPrefix(err.Error(), "error parsing regexp: "))
		}
	case field == TextType:
		m.Words = t.Value
	default:
		if field == TextName {
			if _, err := nameTerm(t); err != nil {
				return nil, err
			}
		}
		m.Words = oracle.FoldName(t.Value)
	}
	return m, nil
}

// colorNames are the color words a c: or id: value may be, besides
// letters.
var colorNames = map[string]string{
	"white": "w", "blue": "u", "black": "b", "red": "r", "green": "g", "colorless": "c", "multicolor": "m",
	"azorius": "wu", "dimir": "ub", "rakdos": "br", "gruul": "rg", "selesnya": "gw",
	"orzhov": "wb", "izzet": "ur", "golgari": "bg", "boros": "rw", "simic": "gu",
	"bant": "gwu", "esper": "wub", "grixis": "ubr", "jund": "brg", "naya": "rgw",
	"abzan": "wbg", "jeskai": "urw", "sultai": "bgu", "mardu": "rwb", "temur": "gur",
	"quandrix": "gu", "witherbloom": "bg", "silverquill": "wb", "prismari": "ur", "lorehold": "rw",
	"glint": "ubrg", "dune": "wbrg", "ink": "wurg", "witch": "wubg", "yore": "wubr",
	"chaos": "ubrg", "aggression": "wbrg", "altruism": "wurg", "growth": "wubg", "artifice": "wubr",
}

// ColorLetters are the colors in the order of their bits in a color set.
const ColorLetters = "WUBRG"

// colors checks c: and id:. The value is a set of colors; ":" means
// "at least" for colors and "at most" for identity, as on Scryfall. "m"
// is two colors or more, "c" none.
func colors(field ColorField, colon string, t *Term) (Expr, error) {
	v := strings.ToLower(t.Value)
	if name, ok := colorNames[v]; ok {
		v = name
	}
	m := &ColorMatch{Written: written(t), Field: field}
	if v == "m" {
		if t.Op != ":" && t.Op != "=" {
			return nil, errorf(t.At, `multicolor takes ":" or "=", not %q`, t.Op)
		}
		m.Multicolor = true
		return m, nil
	}
	for _, r := range v {
		i := strings.IndexRune(strings.ToLower(ColorLetters), r)
		if i < 0 && (r != 'c' || len(v) > 1) {
			return nil, errorf(t.ValueAt, "bad color %q: want letters of wubrg, c, m or a color name", t.Value)
		}
		if i >= 0 {
			m.Set |= 1 << i
		}
	}
	m.Op = t.Op
	if m.Op == ":" {
		m.Op = colon
		if m.Set == 0 {
			m.Op = "="
		}
	}
	return m, nil
}

// number checks mv, pow, tou, loy and def against a number or against
// another of them (pow>tou).
func number(t *Term) (Expr, error) {
	m := &NumberMatch{Written: written(t), Left: NumberField(canonicalKey(t.Key)), Op: t.Op}
	if m.Op == ":" {
		m.Op = "="
	}
	switch right := NumberField(canonicalKey(t.Value)); {
	case strings.Contains(t.Value, "*") && m.Left != ManaValue:
		if m.Op != "=" {
			return nil, errorf(t.At, `%s with "*" takes ":" or "=", not %q`, m.Left, t.Op)
		}
		return &StarMatch{Written: written(t), Field: m.Left}, nil
	case right == ManaValue || right == Power || right == Toughness || right == Loyalty || right == Defense:
		m.Right = right
	default:
		n, err := strconv.ParseFloat(t.Value, 64)
		if err != nil {
			return nil, errorf(t.ValueAt, "bad number %q: want a number or one of mv, pow, tou, loy, def", t.Value)
		}
		m.Value = n
	}
	return m, nil
}

// IsValues are the is: values: layouts, and kinds of card.
var IsValues = []string{
	"adventure", "aftermath", "class", "commander", "dfc", "digital", "errata", "flip", "frenchvanilla", "historic",
	"hybrid", "leveler", "mdfc", "meld", "modal", "modal_dfc", "multiface", "permanent", "phyrexian", "promo",
	"rebalanced", "reprint", "reserved", "saga", "spell", "split", "transform", "vanilla",
}

func is(t *Term) (Expr, error) {
	v := strings.ToLower(t.Value)
	if !slices.Contains(IsValues, v) {
		if near := oracle.Closest(v, IsValues); near != "" {
			e := errorf(t.ValueAt, "unknown is: value %q (did you mean %q?)", t.Value, near)
			e.Candidates = []string{near}
			return nil, e
		}
		return nil, errorf(t.ValueAt, "unknown is: value %q: want one of %s", t.Value, strings.Join(IsValues, ", "))
	}
	return &IsMatch{Written: written(t), Value: v}, nil
}

// rarities in order; special and bonus only match themselves.
var rarities = []string{"common", "uncommon", "rare", "mythic"}

// rarity checks r:rare (printed at a rarity) and r>=rare (in a range).
func rarity(t *Term) (Expr, error) {
	v := strings.ToLower(t.Value)
	rank := -1
	for i, r := range rarities {
		if v == r || v == r[:1] {
			rank, v = i, r
		}
	}
	switch v {
	case "s":
		v = "special"
	case "b":
		v = "bonus"
	}
	if rank < 0 && v != "special" && v != "bonus" {
		return nil, errorf(t.ValueAt, "bad rarity %q: want common, uncommon, rare, mythic, special or bonus", t.Value)
	}
	m := &RarityMatch{Written: written(t)}
	if rank < 0 {
		if t.Op != ":" && t.Op != "=" && t.Op != "!=" {
			return nil, errorf(t.At, "%s cannot be compared with %q", v, t.Op)
		}
		m.Rarities = []string{v}
	} else {
		for i, r := range rarities {
			if Compare(i, t.Op, rank) {
				m.Rarities = append(m.Rarities, r)
			}
		}
	}
	if t.Op == "!=" {
		m.Rarities = nil
		for _, r := range append(rarities, "special", "bonus") {
			if r != v {
				m.Rarities = append(m.Rarities, r)
			}
		}
	}
	return m, nil
}

// Compare is a op b, op one of = != < <= > >=.
func Compare[T cmp.Ordered](a T, op string, b T) bool {
	switch op {
	case "<":
		return a < b
	case "<=":
		return a <= b
	case ">":
		return a > b
	case ">=":
		return a >= b
	case "!=":
		return a != b
	}
	return a == b
}

func parseDate(t *Term) (oracle.Date, error) {
	d, err := oracle.ParseDate(t.Value)
	if err != nil {
		return oracle.Date{}, errorf(t.ValueAt, "%v", err)
	}
	return d, nil
}

// printed checks year: and date:, against every printing of the card.
func printed(t *Term) (Expr, error) {
	if canonicalKey(t.Key) == "year" && len(t.Value) != 4 {
		return nil, errorf(t.ValueAt, "bad year %q: want YYYY", t.Value)
	}
	d, err := parseDate(t)
	if err != nil {
		return nil, err
	}
	return &Printed{Written: written(t), Op: DateOp(t.Op), Date: d}, nil
}

// errata checks errata: (any erratum, with no value) and errata dated at,
// after or before a date.
func errata(t *Term) (Expr, error) {
	m := &ErrataMatch{Written: written(t), Op: DateOp(t.Op)}
	if t.Value == "" {
		if t.Op != ":" {
			return nil, errorf(t.At, `errata without a date takes ":"`)
		}
		return m, nil
	}
	d, err := parseDate(t)
	if err != nil {
		return nil, err
	}
	m.Date = &d
	return m, nil
}

func changed(t *Term) (Expr, error) {
	d, err := parseDate(t)
	if err != nil {
		return nil, err
	}
	return &ChangedMatch{Written: written(t), Op: DateOp(t.Op), Date: d}, nil
}

// queryKeys are the keys that set how the whole query runs rather than
// test cards: they stand only at the query's top level.
var queryKeys = map[string]bool{"order": true, "direction": true, "unique": true, "include": true}

// orders are the order: values, Scryfall's names included.
var orders = map[string]oracle.SearchOrder{
	"name": oracle.OrderName, "cmc": oracle.OrderManaValue, "mv": oracle.OrderManaValue,
	"released": oracle.OrderReleased, "changed": oracle.OrderChanged,
}

// setting reads an order:, direction:, unique: or include: term into q.
func (q *Query) setting(t *Term) error {
	if t.Op != ":" && t.Op != "=" {
		return errorf(t.At, `%s takes ":" or "=", not %q`, canonicalKey(t.Key), t.Op)
	}
	v := strings.ToLower(t.Value)
	switch canonicalKey(t.Key) {
	case "order":
		o, ok := orders[v]
		if !ok {
			return errorf(t.ValueAt, "unknown order %q: want name, cmc, mv, released or changed", t.Value)
		}
		q.Order = o
	case "direction":
		if v != "asc" && v != "desc" {
			return errorf(t.ValueAt, "unknown direction %q: want asc or desc", t.Value)
		}
		q.Descending = v == "desc"
	case "unique":
		// A search answers cards, never printings or artworks.
		if v != "cards" {
			return errorf(t.ValueAt, "unique:%s: search lists cards, not printings: want unique:cards", t.Value)
		}
	case "include":
		if v != "extras" {
			return errorf(t.ValueAt, "unknown include: value %q: want extras", t.Value)
		}
		q.IncludeExtras = true
	}
	return nil
}

// equalOp is a term's operator with ":" read as "=".
func equalOp(op string) string {
	if op == ":" {
		return "="
	}
	return op
}

// legality checks f:, legal:, banned: and restricted:. f: and legal:
// match a card one may play in the format: legal or restricted.
func legality(key string, t *Term) Expr {
	m := &LegalityMatch{Written: written(t), Format: oracle.CurrentFormatName(t.Value)}
	switch key {
	case "banned":
		m.Statuses = []string{"banned"}
	case "restricted":
		m.Statuses = []string{"restricted"}
	default:
		m.Statuses = []string{"legal", "restricted"}
	}
	return m
}

// manaSymbol is one symbol of a written mana cost: {X}, or a letter or
// number outside braces (m:2WW); compiled on first use.
var manaSymbol = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\{([^{}]+)\}|(\d+|[A-Za-z])`) })

// manaCost checks m:, reading the value as symbols in braces or as the
// shorthand of letters and numbers.
func manaCost(t *Term) (Expr, error) {
	m := &ManaCostMatch{Written: written(t), Op: t.Op}
	if m.Op == ":" {
		m.Op = ">="
	}
	rest := manaSymbol().ReplaceAllStringFunc(t.Value, func(sym string) string {
		sub := manaSymbol().FindStringSubmatch(sym)
		v := sub[1]
		if v == "" {
			v = sub[2]
		}
		m.Symbols = append(m.Symbols, strings.ToUpper(v))
		return ""
	})
	if strings.TrimSpace(rest) != "" || len(m.Symbols) == 0 {
		return nil, errorf(t.ValueAt, "bad mana cost %q: want symbols such as {2}{G}{G/W} or 2GG", t.Value)
	}
	return m, nil
}

// count checks prints and sets.
func count(t *Term) (Expr, error) {
	n, err := strconv.Atoi(t.Value)
	if err != nil || n < 0 {
		return nil, errorf(t.ValueAt, "bad count %q: want a whole number", t.Value)
	}
	return &CountMatch{Written: written(t), Field: CountField(canonicalKey(t.Key)), Op: equalOp(t.Op), Value: n}, nil
}

// in checks in:, which Scryfall reads as a set or a rarity the card was
// printed in.
func in(t *Term) (Expr, error) {
	v := strings.ToLower(t.Value)
	for _, r := range append(slices.Clone(rarities), "special", "bonus") {
		if v == r {
			return &RarityMatch{Written: written(t), Rarities: []string{r}}, nil
		}
	}
	return &SetMatch{Written: written(t), Code: strings.ToUpper(t.Value)}, nil
}
