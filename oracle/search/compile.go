package search

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"mtgoracle/oracle"
)

// Options are what a query is compiled against.
type Options struct {
	// AsOf, when set, makes text terms read the wordings in force on that
	// date instead of the current ones. A query may set it with asof:DATE.
	AsOf *oracle.Date
}

// cond is a compiled node. Without check, sql (over cards c) is exact.
// With check, sql is a superset of the answer ("" for every card) and
// check decides a card on its own, whatever sql says.
type cond struct {
	sql   string
	args  []any
	check func(*oracle.Candidate) bool
}

// cost ranks a condition by the work SQLite does per card, so that an
// "and" tries cheap terms first: column tests, then indexed subqueries,
// then Go functions over every candidate's text.
func (c cond) cost() int {
	switch {
	case strings.Contains(c.sql, "search_") && !strings.Contains(c.sql, "MATCH"):
		return 3
	case strings.Contains(c.sql, "SELECT"):
		return 2
	}
	return 1
}

// byCost orders an "and"'s conditions, cheapest first.
func byCost(conds []cond) {
	sort.SliceStable(conds, func(i, j int) bool { return conds[i].cost() < conds[j].cost() })
}

type compiler struct {
	asOf   *oracle.Date
	probes []oracle.SQLCondition
}

// Compile turns a parsed query into a card query. Every value reaches
// the SQL as a parameter; only fixed fragments from the key table are
// SQL text.
func Compile(n Node, opts Options) (oracle.CardQuery, error) {
	n, asOf, err := takeAsOf(n, opts.AsOf)
	if err != nil {
		return oracle.CardQuery{}, err
	}
	// The top level's exact terms go to Where as they are; only its other
	// terms need checking, and Where holds their supersets.
	var terms []Node
	if and, ok := n.(*And); ok {
		terms = and.Terms
	} else if n != nil {
		terms = []Node{n}
	}
	c := &compiler{asOf: asOf}
	conds := make([]cond, len(terms))
	for i, t := range terms {
		var err error
		if conds[i], err = c.compile(t); err != nil {
			return oracle.CardQuery{}, err
		}
	}
	if asOf != nil {
		// As of a date, a card first printed later does not exist yet.
		conds = append(conds, cond{sql: oracle.ExistedBy("c"), args: []any{asOf.Last(), asOf.Last()}})
	}
	byCost(conds)
	var q oracle.CardQuery
	var parts []string
	var checks []func(*oracle.Candidate) bool
	for _, sub := range conds {
		if sub.sql != "" {
			parts = append(parts, "("+sub.sql+")")
			q.Args = append(q.Args, sub.args...)
		}
		if sub.check != nil {
			checks = append(checks, sub.check)
		}
	}
	q.Where = strings.Join(parts, " AND ")
	if len(checks) > 0 {
		q.Probes, q.Refine = c.probes, all(checks)
	}
	return q, nil
}

// takeAsOf removes asof:DATE terms, which apply to the whole query and so
// may stand only at its top level, and returns the date they give.
func takeAsOf(n Node, flag *oracle.Date) (Node, *oracle.Date, error) {
	terms := []Node{n}
	if and, ok := n.(*And); ok {
		terms = and.Terms
	}
	asOf := flag
	var rest []Node
	for _, t := range terms {
		term, ok := t.(*Term)
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
		if canonicalKey(n.Key) == "asof" {
			return errorf(n.At, "asof applies to the whole query: it cannot stand inside \"or\", \"-\" or parentheses")
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

func (c *compiler) compile(n Node) (cond, error) {
	switch n := n.(type) {
	case *Term:
		return c.term(n)
	case *Not:
		x, err := c.compile(n.X)
		if err != nil {
			return cond{}, err
		}
		if x.check == nil {
			return cond{sql: "NOT (" + x.sql + ")", args: x.args}, nil
		}
		return cond{check: func(cand *oracle.Candidate) bool { return !x.check(cand) }}, nil
	case *And:
		return c.join(n.Terms, " AND ", all)
	case *Or:
		return c.join(n.Terms, " OR ", anyOf)
	}
	return cond{}, fmt.Errorf("search: unknown node %T", n)
}

// join compiles the terms of an "and" or an "or". When a term needs
// checking, so does the whole: the exact terms then become probes, SQL
// values the check reads per card.
func (c *compiler) join(terms []Node, op string, combine func([]func(*oracle.Candidate) bool) func(*oracle.Candidate) bool) (cond, error) {
	conds := make([]cond, len(terms))
	checked := false
	for i, t := range terms {
		var err error
		if conds[i], err = c.compile(t); err != nil {
			return cond{}, err
		}
		checked = checked || conds[i].check != nil
	}
	if op == " AND " {
		byCost(conds)
	}
	var out cond
	var parts []string
	everyCard := false
	for _, sub := range conds {
		if sub.sql == "" {
			everyCard = true
			continue
		}
		parts = append(parts, "("+sub.sql+")")
		out.args = append(out.args, sub.args...)
	}
	out.sql = strings.Join(parts, op)
	if everyCard && op == " OR " {
		out.sql, out.args = "", nil
	}
	if !checked {
		return out, nil
	}
	checks := make([]func(*oracle.Candidate) bool, len(conds))
	for i, sub := range conds {
		checks[i] = sub.check
		if sub.check == nil {
			checks[i] = c.probe(sub)
		}
	}
	out.check = combine(checks)
	return out, nil
}

// probe makes an exact condition a value the check reads.
func (c *compiler) probe(sub cond) func(*oracle.Candidate) bool {
	i := len(c.probes)
	c.probes = append(c.probes, oracle.SQLCondition{SQL: sub.sql, Args: sub.args})
	return func(cand *oracle.Candidate) bool { return cand.Probes[i] }
}

func all(checks []func(*oracle.Candidate) bool) func(*oracle.Candidate) bool {
	return func(cand *oracle.Candidate) bool {
		for _, check := range checks {
			if !check(cand) {
				return false
			}
		}
		return true
	}
}

func anyOf(checks []func(*oracle.Candidate) bool) func(*oracle.Candidate) bool {
	return func(cand *oracle.Candidate) bool {
		for _, check := range checks {
			if check(cand) {
				return true
			}
		}
		return false
	}
}

// key is one entry of the key table: its names, the operators it takes,
// and how it compiles.
type key struct {
	names   []string // the first is the canonical one
	ops     string   // operators taken, space separated
	compile func(c *compiler, t *Term) (cond, error)
}

const (
	opsEqual   = ": ="
	opsCompare = ": = != < <= > >="
	opsDate    = ": = < <= > >="
)

// keys is every key a query may use. asof is handled before compiling.
var keys = []key{
	{names: []string{"name", "n"}, ops: opsEqual, compile: (*compiler).name},
	{names: []string{"oracle", "o"}, ops: opsEqual, compile: (*compiler).oracleText},
	{names: []string{"type", "t"}, ops: opsEqual, compile: (*compiler).typeLine},
	{names: []string{"color", "c", "colour"}, ops: opsCompare, compile: colors("c.colors", ">=")},
	{names: []string{"identity", "id", "ci"}, ops: opsCompare, compile: colors("c.color_identity", "<=")},
	{names: []string{"mv", "cmc", "manavalue"}, ops: opsCompare, compile: number},
	{names: []string{"pow", "power"}, ops: opsCompare, compile: number},
	{names: []string{"tou", "toughness"}, ops: opsCompare, compile: number},
	{names: []string{"loy", "loyalty"}, ops: opsCompare, compile: number},
	{names: []string{"def", "defense"}, ops: opsCompare, compile: number},
	{names: []string{"keyword", "kw"}, ops: opsEqual, compile: keyword},
	{names: []string{"is"}, ops: opsEqual, compile: is},
	{names: []string{"set", "e", "s", "edition"}, ops: opsEqual, compile: set},
	{names: []string{"rarity", "r"}, ops: opsCompare, compile: rarity},
	{names: []string{"year"}, ops: opsCompare, compile: firstPrinted},
	{names: []string{"date"}, ops: opsCompare, compile: firstPrinted},
	{names: []string{"errata"}, ops: opsDate, compile: errata},
	{names: []string{"changed"}, ops: opsDate, compile: (*compiler).changed},
	{names: []string{"source", "src"}, ops: opsEqual, compile: source},
	{names: []string{"asof"}, ops: opsEqual},
}

// keysByName finds a key by any of its names; filled by init, since some
// keys' compile functions look keys up.
var keysByName = map[string]*key{}

func init() {
	for i := range keys {
		for _, n := range keys[i].names {
			keysByName[n] = &keys[i]
		}
	}
}

func canonicalKey(name string) string {
	if k := keysByName[strings.ToLower(name)]; k != nil {
		return k.names[0]
	}
	return ""
}

func (c *compiler) term(t *Term) (cond, error) {
	if t.Exact {
		return cond{sql: "c.id IN (SELECT id FROM cards WHERE name_key = ? UNION SELECT card_id FROM faces WHERE name = ? COLLATE NOCASE)",
			args: []any{oracle.FoldName(t.Value), t.Value}}, nil
	}
	if t.Key == "" {
		return c.name(t)
	}
	k := keysByName[strings.ToLower(t.Key)]
	if k == nil {
		var names []string
		for n := range keysByName {
			names = append(names, n)
		}
		sort.Strings(names)
		if near := oracle.ClosestWord(t.Key, names); near != "" {
			e := errorf(t.At, "unknown key %q (did you mean %q?)", t.Key, near)
			e.Candidates = []string{near}
			return cond{}, e
		}
		return cond{}, errorf(t.At, "unknown key %q", t.Key)
	}
	if !strings.Contains(" "+k.ops+" ", " "+t.Op+" ") {
		return cond{}, errorf(t.At, "%s takes %s, not %q", k.names[0], quoteOps(k.ops), t.Op)
	}
	if t.Value == "" && k.names[0] != "errata" {
		return cond{}, errorf(t.ValueAt, "%s%s needs a value", t.Key, t.Op)
	}
	if t.Regex && k.names[0] != "name" && k.names[0] != "oracle" && k.names[0] != "type" {
		return cond{}, errorf(t.ValueAt, "%s does not take a regular expression", k.names[0])
	}
	return k.compile(c, t)
}

func quoteOps(ops string) string {
	list := strings.Fields(ops)
	for i, op := range list {
		list[i] = strconv.Quote(op)
	}
	return strings.Join(list, ", ")
}

// name matches names containing the words, ignoring case and diacritics.
func (c *compiler) name(t *Term) (cond, error) {
	if t.Regex {
		return regexCond("c.name", "''", t)
	}
	if _, err := nameTerm(t); err != nil {
		return cond{}, err
	}
	return cond{sql: "instr(c.name_key, ?) > 0", args: []any{oracle.FoldName(t.Value)}}, nil
}

// regexCond matches column against the term's regular expression; a "~"
// in it stands for the name in nameColumn (an empty string: none).
func regexCond(column, nameColumn string, t *Term) (cond, error) {
	pattern := regexpPattern(t.Value)
	if _, err := cachedRegexp(pattern); err != nil {
		return cond{}, errorf(t.ValueAt, "bad regular expression: %v", strings.TrimPrefix(err.Error(), "error parsing regexp: "))
	}
	return cond{sql: "search_regexp(" + column + ", ?, " + nameColumn + ")", args: []any{pattern}}, nil
}

// oracleText matches the current wording, or with an as-of date the
// wording in force then, by words or by a regular expression.
func (c *compiler) oracleText(t *Term) (cond, error) {
	var current cond
	if t.Regex {
		var err error
		if current, err = regexCond("c.oracle_text", "c.name", t); err != nil {
			return cond{}, err
		}
	} else {
		needle := oracle.FoldName(t.Value)
		current = cond{sql: "search_contains(c.oracle_text, ?, c.name)", args: []any{needle}}
		if fts := ftsQuery("oracle_text", needle); fts != "" {
			current.sql = "c.id IN (SELECT rowid FROM card_search WHERE card_search MATCH ?) AND " + current.sql
			current.args = append([]any{fts}, current.args...)
		}
	}
	if c.asOf == nil {
		return current, nil
	}
	// The wording in force on a date is a printed text, a snapshot's or
	// an erratum's, or one an erratum rewrote in part: candidates are the
	// cards with any such text matching, or any erratum of that kind. The
	// texts are read table by table, each once; a card's name only when
	// the needle speaks of it.
	needle, _ := current.args[len(current.args)-1].(string)
	match := func(table string) string {
		name := "''"
		if strings.Contains(needle, "~") {
			name = "(SELECT name FROM cards WHERE id = " + table + ".card_id)"
		}
		fn := "search_contains"
		if t.Regex {
			fn = "search_regexp"
		}
		return "c.id IN (SELECT card_id FROM " + table + " WHERE " + fn + "(" + table + ".text, ?, " + name + "))"
	}
	superset := cond{
		sql: match("wordings") + " OR " + match("printings") +
			" OR c.id IN (SELECT card_id FROM wordings WHERE kind = 'errata'" +
			" AND (errata_kind IN ('partial', 'additive') OR ability > 0))",
		args: []any{needle, needle},
	}
	asOf := *c.asOf
	superset.check = func(cand *oracle.Candidate) bool {
		text := cand.WordingAsOf(asOf)
		if text == "" {
			return false
		}
		if t.Regex {
			re, _ := cachedRegexp(needle) // compiled by regexCond
			return regexpMatches(re, text, cand.Name)
		}
		return containsText(text, needle, cand.Name)
	}
	return superset, nil
}

// typeLine matches type lines containing the words, or a regular expression.
func (c *compiler) typeLine(t *Term) (cond, error) {
	if t.Regex {
		return regexCond("c.type_line", "''", t)
	}
	return cond{sql: `c.type_line LIKE ? ESCAPE '\'`, args: []any{"%" + likeEscape(t.Value) + "%"}}, nil
}

func likeEscape(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

// colorNames are the color words a c: or id: value may be, besides
// letters.
var colorNames = map[string]string{
	"white": "w", "blue": "u", "black": "b", "red": "r", "green": "g", "colorless": "c", "multicolor": "m",
	"azorius": "wu", "dimir": "ub", "rakdos": "br", "gruul": "rg", "selesnya": "gw",
	"orzhov": "wb", "izzet": "ur", "golgari": "bg", "boros": "rw", "simic": "gu",
	"bant": "gwu", "esper": "wub", "grixis": "ubr", "jund": "brg", "naya": "rgw",
	"abzan": "wbg", "jeskai": "urw", "sultai": "bgu", "mardu": "rwb", "temur": "gur",
}

const colorLetters = "WUBRG"

// colorMask is the SQL for a color column as a bit set, W = 1 to G = 16.
func colorMask(column string) string {
	parts := make([]string, len(colorLetters))
	for i, l := range colorLetters {
		parts[i] = fmt.Sprintf("((instr(%s, '%c') > 0) << %d)", column, l, i)
	}
	return "(" + strings.Join(parts, " | ") + ")"
}

// colors compiles c: and id:. The value is a set of colors; ":" means
// "at least" for colors and "at most" for identity, as on Scryfall. "m"
// is two colors or more, "c" none.
func colors(column, colon string) func(*compiler, *Term) (cond, error) {
	return func(_ *compiler, t *Term) (cond, error) {
		v := strings.ToLower(t.Value)
		if name, ok := colorNames[v]; ok {
			v = name
		}
		mask := colorMask(column)
		if v == "m" {
			if t.Op != ":" && t.Op != "=" {
				return cond{}, errorf(t.At, `multicolor takes ":" or "=", not %q`, t.Op)
			}
			return cond{sql: "length(" + column + ") >= 2"}, nil
		}
		set := 0
		for _, r := range v {
			i := strings.IndexRune(strings.ToLower(colorLetters), r)
			if i < 0 && (r != 'c' || len(v) > 1) {
				return cond{}, errorf(t.ValueAt, "bad color %q: want letters of wubrg, c, m or a color name", t.Value)
			}
			if i >= 0 {
				set |= 1 << i
			}
		}
		op := t.Op
		if op == ":" {
			op = colon
			if set == 0 {
				op = "="
			}
		}
		switch op {
		case "=":
			return cond{sql: mask + " = ?", args: []any{set}}, nil
		case "!=":
			return cond{sql: mask + " != ?", args: []any{set}}, nil
		case ">=":
			return cond{sql: "(" + mask + " & ?) = ?", args: []any{set, set}}, nil
		case ">":
			return cond{sql: "(" + mask + " & ?) = ? AND " + mask + " != ?", args: []any{set, set, set}}, nil
		case "<=":
			return cond{sql: "(" + mask + " | ?) = ?", args: []any{set, set}}, nil
		}
		return cond{sql: "(" + mask + " | ?) = ? AND " + mask + " != ?", args: []any{set, set, set}}, nil
	}
}

// numberColumns are the numeric keys' columns, on cards and on faces.
var numberColumns = map[string]string{"mv": "mana_value", "pow": "power", "tou": "toughness", "loy": "loyalty", "def": "defense"}

// number compiles mv, pow, tou, loy and def against a number or against
// another of them (pow>tou). A card matches when it, or one of its faces,
// has the values and they compare so. "*" counts as 0.
func number(_ *compiler, t *Term) (cond, error) {
	op := t.Op
	if op == ":" {
		op = "="
	}
	left := numberColumns[canonicalKey(t.Key)]
	rightKey := canonicalKey(t.Value)
	right, isColumn := numberColumns[rightKey]
	var args []any
	if !isColumn {
		n, err := strconv.ParseFloat(t.Value, 64)
		if err != nil {
			return cond{}, errorf(t.ValueAt, "bad number %q: want a number or one of mv, pow, tou, loy, def", t.Value)
		}
		args = []any{n}
	}
	compare := func(table string) string {
		l := table + "." + left
		if isColumn {
			r := table + "." + right
			return present(l) + " AND " + present(r) + " AND " + value(l) + " " + op + " " + value(r)
		}
		return present(l) + " AND " + value(l) + " " + op + " ?"
	}
	if left == "mana_value" || right == "mana_value" {
		// Faces have no mana value of their own.
		return cond{sql: compare("c"), args: args}, nil
	}
	sql := "(" + compare("c") + ") OR EXISTS (SELECT 1 FROM faces f WHERE f.card_id = c.id AND " + compare("f") + ")"
	return cond{sql: sql, args: append(args, args...)}, nil
}

// present and value read a numeric column: mana_value is a number, the
// others are text that may be empty or hold "*".
func present(column string) string {
	if strings.HasSuffix(column, ".mana_value") {
		return "1"
	}
	return column + " != ''"
}

func value(column string) string {
	if strings.HasSuffix(column, ".mana_value") {
		return column
	}
	return "CAST(" + column + " AS REAL)"
}

// keyword matches the keywords the parser finds in the current wording.
func keyword(_ *compiler, t *Term) (cond, error) {
	return cond{sql: "c.id IN (SELECT card_id FROM card_keywords WHERE keyword = ?)", args: []any{t.Value}}, nil
}

// permanentTypes are the card types of permanents; spellTypes those of
// cards cast as spells.
var (
	permanentTypes = []string{"Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle"}
	spellTypes     = []string{"Artifact", "Creature", "Enchantment", "Instant", "Sorcery", "Planeswalker", "Battle", "Tribal", "Kindred"}
)

func typeAny(types []string) string {
	parts := make([]string, len(types))
	for i, ty := range types {
		parts[i] = "c.type_line LIKE '%" + ty + "%'"
	}
	return "(" + strings.Join(parts, " OR ") + ")"
}

// isValues are the is: values: layouts, and kinds of card.
var isValues = map[string]string{
	"split":     "c.layout IN ('split', 'aftermath')",
	"aftermath": "c.layout = 'aftermath'",
	"flip":      "c.layout = 'flip'",
	"transform": "c.layout = 'transform'",
	"modal_dfc": "c.layout = 'modal_dfc'",
	"mdfc":      "c.layout = 'modal_dfc'",
	"dfc":       "c.layout IN ('transform', 'modal_dfc')",
	"meld":      "c.layout = 'meld'",
	"adventure": "c.layout = 'adventure'",
	"leveler":   "c.layout = 'leveler'",
	"saga":      "c.layout = 'saga'",
	"class":     "c.layout = 'class'",
	"multiface": "EXISTS (SELECT 1 FROM faces f WHERE f.card_id = c.id)",
	"permanent": typeAny(permanentTypes),
	"spell":     typeAny(spellTypes) + " AND c.type_line NOT LIKE '%Land%'",
	"vanilla":   "c.type_line LIKE '%Creature%' AND c.oracle_text = ''",
	"errata":    "EXISTS (SELECT 1 FROM wordings w WHERE w.card_id = c.id AND w.kind = 'errata')",
}

func is(_ *compiler, t *Term) (cond, error) {
	v := strings.ToLower(t.Value)
	sql, ok := isValues[v]
	if !ok {
		names := make([]string, 0, len(isValues))
		for n := range isValues {
			names = append(names, n)
		}
		sort.Strings(names)
		if near := oracle.ClosestWord(v, names); near != "" {
			e := errorf(t.ValueAt, "unknown is: value %q (did you mean %q?)", t.Value, near)
			e.Candidates = []string{near}
			return cond{}, e
		}
		return cond{}, errorf(t.ValueAt, "unknown is: value %q: want one of %s", t.Value, strings.Join(names, ", "))
	}
	return cond{sql: sql}, nil
}

func set(_ *compiler, t *Term) (cond, error) {
	return cond{sql: "EXISTS (SELECT 1 FROM printings p WHERE p.card_id = c.id AND p.set_code = ?)",
		args: []any{strings.ToUpper(t.Value)}}, nil
}

// rarities in order; special and bonus only match themselves.
var rarities = []string{"common", "uncommon", "rare", "mythic"}

// rarity matches cards printed at a rarity (r:rare) or in a range of
// them (r>=rare).
func rarity(_ *compiler, t *Term) (cond, error) {
	v := strings.ToLower(t.Value)
	rank := -1
	for i, r := range rarities {
		if v == r || v == r[:1] {
			rank, v = i, r
		}
	}
	if rank < 0 && v != "special" && v != "bonus" {
		return cond{}, errorf(t.ValueAt, "bad rarity %q: want common, uncommon, rare, mythic, special or bonus", t.Value)
	}
	var in []any
	if rank < 0 {
		if t.Op != ":" && t.Op != "=" && t.Op != "!=" {
			return cond{}, errorf(t.At, "%s cannot be compared with %q", v, t.Op)
		}
		in = []any{v}
	} else {
		for i, r := range rarities {
			if compareInts(i, t.Op, rank) {
				in = append(in, r)
			}
		}
	}
	if t.Op == "!=" {
		in = nil
		for _, r := range append(rarities, "special", "bonus") {
			if r != v {
				in = append(in, r)
			}
		}
	}
	if len(in) == 0 {
		return cond{sql: "0"}, nil
	}
	marks := strings.TrimSuffix(strings.Repeat("?, ", len(in)), ", ")
	return cond{sql: "EXISTS (SELECT 1 FROM printings p WHERE p.card_id = c.id AND p.rarity IN (" + marks + "))", args: in}, nil
}

func compareInts(a int, op string, b int) bool {
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

// dateBound is one comparison of a dated thing against a date asked
// for: the first or last day the thing covers, against the first or
// last day of the date.
type dateBound struct {
	thingLast bool
	cmp       string
	dateLast  bool
}

// dateOps say when a thing dated first..last is "at", after or before a
// date: ":" means wholly within it.
var dateOps = map[string][]dateBound{
	":":  {{false, ">=", false}, {true, "<=", true}},
	"=":  {{false, ">=", false}, {true, "<=", true}},
	">=": {{false, ">=", false}},
	">":  {{false, ">", true}},
	"<":  {{true, "<", false}},
	"<=": {{true, "<=", true}},
}

// dateSQL is the SQL form of dateOps over columns first and last.
func dateSQL(op, first, last string, d oracle.Date) (string, []any) {
	var parts []string
	var args []any
	for _, b := range dateOps[op] {
		col, bound := first, d.First()
		if b.thingLast {
			col = last
		}
		if b.dateLast {
			bound = d.Last()
		}
		parts = append(parts, col+" "+b.cmp+" ?")
		args = append(args, bound)
	}
	return strings.Join(parts, " AND "), args
}

// dateMatch is the Go form of dateOps.
func dateMatch(op string, thing oracle.Date, d oracle.Date) bool {
	for _, b := range dateOps[op] {
		x, bound := thing.First(), d.First()
		if b.thingLast {
			x = thing.Last()
		}
		if b.dateLast {
			bound = d.Last()
		}
		if !compareStrings(x, b.cmp, bound) {
			return false
		}
	}
	return true
}

func compareStrings(a, op, b string) bool {
	switch op {
	case "<":
		return a < b
	case "<=":
		return a <= b
	case ">":
		return a > b
	}
	return a >= b
}

func parseDate(t *Term) (oracle.Date, error) {
	d, err := oracle.ParseDate(t.Value)
	if err != nil {
		return oracle.Date{}, errorf(t.ValueAt, "%v", err)
	}
	return d, nil
}

// firstPrinted compiles year: and date: against the card's first printing.
func firstPrinted(_ *compiler, t *Term) (cond, error) {
	if canonicalKey(t.Key) == "year" && len(t.Value) != 4 {
		return cond{}, errorf(t.ValueAt, "bad year %q: want YYYY", t.Value)
	}
	d, err := parseDate(t)
	if err != nil {
		return cond{}, err
	}
	const first = "nullif(c.first_printed, '')"
	op := t.Op
	if op == "!=" {
		op = "="
	}
	sql, args := dateSQL(op, first, first, d)
	if op == ":" || op == "=" {
		sql, args = first+" BETWEEN ? AND ?", []any{d.First(), d.Last()}
	}
	if t.Op == "!=" {
		sql = "NOT (" + sql + ")"
	}
	// A card with no dated printing matches no date, and its negation.
	return cond{sql: "coalesce(" + sql + ", 0)", args: args}, nil
}

// errata matches cards with errata: any (errata: with no value), or
// dated at, after or before a date.
func errata(_ *compiler, t *Term) (cond, error) {
	const has = "EXISTS (SELECT 1 FROM wordings w JOIN sources s ON s.id = w.source_id WHERE w.card_id = c.id AND w.kind = 'errata'"
	if t.Value == "" {
		if t.Op != ":" {
			return cond{}, errorf(t.At, `errata without a date takes ":"`)
		}
		return cond{sql: has + ")"}, nil
	}
	d, err := parseDate(t)
	if err != nil {
		return cond{}, err
	}
	sql, args := dateSQL(t.Op, "s.date_first", "s.date_last", d)
	return cond{sql: has + " AND " + sql + ")", args: args}, nil
}

// changed matches cards whose wording changed at, after or before a
// date: an erratum, or a snapshot differing from the wording before it.
// SQL decides the common cases: an erratum so dated; a snapshot so
// dated with no other wording up to its date, which changed the wording
// when the card's first printing is before it and reads otherwise. The
// card's timeline decides the rest: a snapshot after other wordings.
// Candidates are the cards with any wording so dated; the two cases are
// probes, worked out for those only.
func (c *compiler) changed(t *Term) (cond, error) {
	d, err := parseDate(t)
	if err != nil {
		return cond{}, err
	}
	dated, args := dateSQL(t.Op, "s.date_first", "s.date_last", d)
	const (
		wordingSo = "SELECT 1 FROM wordings w JOIN sources s ON s.id = w.source_id WHERE w.card_id = c.id AND "
		// otherBefore: the face has another wording dated up to w's.
		otherBefore = "EXISTS (SELECT 1 FROM wordings o JOIN sources os ON os.id = o.source_id" +
			" WHERE o.card_id = w.card_id AND o.face = w.face AND o.id != w.id AND os.date_first <= s.date_first)"
	)
	// firstPrinted: the text of the face's first printing whose text is
	// known, in the order of the card's timeline, when it is not after w.
	firstPrinted := "(SELECT p.text FROM printings p WHERE p.card_id = w.card_id AND p.face = w.face" +
		" AND p.released != '' AND p.text_problem = '' AND p.released <= s.date_first" +
		" ORDER BY " + oracle.PrintingOrder("p.") + " LIMIT 1)"
	sure := cond{
		sql: "EXISTS (" + wordingSo + dated + " AND (w.kind = 'errata' OR (w.text IS NOT NULL AND NOT " + otherBefore +
			" AND " + firstPrinted + " != w.text)))",
		args: args,
	}
	unsure := cond{
		sql:  "EXISTS (" + wordingSo + dated + " AND w.kind = 'snapshot' AND w.text IS NOT NULL AND " + otherBefore + ")",
		args: args,
	}
	isSure, isUnsure := c.probe(sure), c.probe(unsure)
	op := t.Op
	return cond{
		sql:  "EXISTS (" + wordingSo + dated + ")",
		args: args,
		check: func(cand *oracle.Candidate) bool {
			if isSure(cand) {
				return true
			}
			if !isUnsure(cand) {
				return false
			}
			for _, at := range cand.Changes() {
				if dateMatch(op, at, d) {
					return true
				}
			}
			return false
		},
	}, nil
}

// source matches cards a source speaks of: its wordings (errata,
// snapshots), its rulings, rules and mechanic definitions, or, for a set's
// release, its printings.
func source(_ *compiler, t *Term) (cond, error) {
	id := sourceID(t)
	return cond{sql: "EXISTS (SELECT 1 FROM wordings w WHERE w.card_id = c.id AND w.source_id = ?)" +
		" OR EXISTS (SELECT 1 FROM ruling_cards rc JOIN rulings r ON r.id = rc.ruling_id WHERE rc.card_id = c.id AND r.source_id = ?)" +
		" OR EXISTS (SELECT 1 FROM rule_cards rc JOIN rules r ON r.id = rc.rule_id WHERE rc.card_id = c.id AND r.source_id = ?)" +
		" OR EXISTS (SELECT 1 FROM printings p WHERE p.card_id = c.id AND 'set-' || lower(p.set_code) = ?)",
		args: []any{id, id, id, id}}, nil
}

// sourceID is the source id a source: term names.
func sourceID(t *Term) string { return strings.ToLower(t.Value) }

// SourceTerm is a source id a query names, and where.
type SourceTerm struct {
	ID string
	At Pos
}

// Sources lists the source: terms of a query, for the caller to check
// their ids against the database.
func Sources(n Node) []SourceTerm {
	var out []SourceTerm
	var walk func(Node)
	walk = func(n Node) {
		switch n := n.(type) {
		case *And:
			for _, t := range n.Terms {
				walk(t)
			}
		case *Or:
			for _, t := range n.Terms {
				walk(t)
			}
		case *Not:
			walk(n.X)
		case *Term:
			if !n.Exact && canonicalKey(n.Key) == "source" {
				out = append(out, SourceTerm{ID: sourceID(n), At: n.ValueAt})
			}
		}
	}
	walk(n)
	return out
}

// AsOf is the date a query's text terms are read on: the query's
// asof:DATE, else flag; nil for the current wordings.
func AsOf(n Node, flag *oracle.Date) *oracle.Date {
	_, d, err := takeAsOf(n, flag)
	if err != nil {
		return flag
	}
	return d
}
