package sqlite

import (
	"context"
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/search"
)

// cardQuery is a compiled card search. where, an SQL condition over the
// cards table (aliased c) with its parameters in args, picks the
// candidates. When refine is set, where is only a superset of the answer:
// refine decides each candidate from its history (wordings on a date,
// wording changes), given the value of each of probes for the card.
type cardQuery struct {
	where  string
	args   []any
	probes []cond
	refine func(*candidate) bool
}

// cond is a compiled node. Without check, sql (over cards c) is exact.
// With check, sql is a superset of the answer ("" for every card) and
// check decides a card on its own, whatever sql says.
type cond struct {
	sql   string
	args  []any
	check func(*candidate) bool
	// costly is SQL that reads a card's history per card, asked after
	// the terms that read its columns
	costly bool
	// history is SQL whose Go functions read the values of the cards
	// whose history it reads alone, not every candidate's: it costs as
	// its subqueries do
	history bool
}

// cost ranks a condition by the work SQLite does per card, so that an
// "and" tries cheap terms first: column tests, then indexed subqueries,
// then Go functions over every candidate's text.
func (c cond) cost() int {
	switch {
	case c.costly:
		return 3
	case strings.Contains(c.sql, "search_") && !strings.Contains(c.sql, "MATCH") && !c.history:
		return 3
	case strings.Contains(c.sql, "SELECT"):
		return 2
	}
	return 1
}

// byCost orders an "and"'s conditions, cheapest first; of one cost, those
// of fewer subqueries first, since a card each subquery reads is a lookup.
func byCost(conds []cond) {
	sort.SliceStable(conds, func(i, j int) bool {
		ci, cj := conds[i].cost(), conds[j].cost()
		if ci != cj {
			return ci < cj
		}
		return strings.Count(conds[i].sql, "SELECT") < strings.Count(conds[j].sql, "SELECT")
	})
}

type compiler struct {
	asOf   *oracle.Date
	probes []cond
	// keywordPeriods is whether keyword_periods is current, so that kw:
	// reads it instead of parsing the wordings of then (or the current
	// wordings of the cards no snapshot states the keywords of)
	keywordPeriods bool
}

// namesExtraType reports whether a query's top-level terms ask for a type
// that only extras have (t:vanguard): such a query wants them.
func namesExtraType(terms []search.Expr) bool {
	for _, t := range terms {
		if m, ok := t.(*search.TextMatch); ok && m.Field == search.TextType && oracle.IsExtraType(m.Words) {
			return true
		}
	}
	return false
}

// compileQuery turns a checked query into SQL. Every value reaches the
// SQL as a parameter; only fixed fragments are SQL text.
func compileQuery(q *search.Query) cardQuery {
	return compileQueryWith(q, false)
}

// compileQueryIn is compileQuery within a read, kw: reading
// keyword_periods when it is current.
func compileQueryIn(ctx context.Context, tx dbtx, q *search.Query) (cardQuery, error) {
	periods, err := keywordPeriodsCurrent(ctx, tx)
	if err != nil {
		return cardQuery{}, err
	}
	return compileQueryWith(q, periods), nil
}

// compileQueryWith is compileQuery, kw: reading keyword_periods if
// periods.
func compileQueryWith(q *search.Query, periods bool) cardQuery {
	// The top level's exact terms go to where as they are; only its other
	// terms need checking, and where holds their supersets.
	var terms []search.Expr
	if and, ok := q.Filter.(*search.AndExpr); ok {
		terms = and.Terms
	} else if q.Filter != nil {
		terms = []search.Expr{q.Filter}
	}
	c := &compiler{asOf: q.AsOf, keywordPeriods: periods}
	conds := c.compileAnd(terms)
	if !q.IncludeExtras && !namesExtraType(terms) {
		conds = append(conds, cond{sql: "NOT (" + extras() + ")"})
	}
	byCost(conds)
	if q.AsOf != nil {
		// As of a date, a card first printed later does not exist yet:
		// asked after the terms that read columns and lists, which as of
		// a date read the stored columns of almost every card (see
		// fieldChanges) and most often narrow the cards more, and before
		// those that call Go functions over every card.
		at := slices.IndexFunc(conds, func(c cond) bool { return c.cost() > 2 })
		if at < 0 {
			at = len(conds)
		}
		conds = slices.Insert(conds, at, cond{sql: existedBy("c"), args: []any{q.AsOf.Last(), q.AsOf.Last()}})
	}
	var cq cardQuery
	var parts []string
	var checks []func(*candidate) bool
	for _, sub := range conds {
		if sub.sql != "" {
			parts = append(parts, "("+sub.sql+")")
			cq.args = append(cq.args, sub.args...)
		}
		if sub.check != nil {
			checks = append(checks, sub.check)
		}
	}
	cq.where = strings.Join(parts, " AND ")
	if len(checks) > 0 {
		cq.probes, cq.refine = c.probes, all(checks)
	}
	return cq
}

func (c *compiler) compile(e search.Expr) cond {
	switch e := e.(type) {
	case *search.NotExpr:
		if l, ok := e.X.(*search.LegalityMatch); ok && c.asOf != nil {
			return c.legalityNotAsOf(l)
		}
		x := c.compile(e.X)
		if x.check == nil {
			// A negation holds for most cards and so decides few: one
			// that reads more than the card's columns is asked last.
			return cond{sql: "NOT (" + x.sql + ")", args: x.args, costly: x.cost() >= 2}
		}
		return cond{check: func(cand *candidate) bool { return !x.check(cand) }}
	case *search.AndExpr:
		return c.join(c.compileAnd(e.Terms), " AND ", all)
	case *search.OrExpr:
		conds := make([]cond, len(e.Terms))
		for i, t := range e.Terms {
			conds[i] = c.compile(t)
		}
		return c.join(conds, " OR ", anyOf)
	case *search.ExactName:
		return cond{sql: "c.id IN (SELECT id FROM cards WHERE name_key = ? UNION SELECT card_id FROM faces WHERE name = ? COLLATE NOCASE)",
			args: []any{e.Key, e.Name}}
	case *search.TextMatch:
		return c.text(e)
	case *search.NameWords:
		return c.nameWords(e)
	case *search.ColorMatch:
		return c.colors(e)
	case *search.NumberMatch:
		return c.number(e)
	case *search.KeywordMatch:
		return c.keyword(e)
	case *search.RuleMatch:
		// the parser's keyword abilities only: the card data's keywords
		// cite no rule
		marks := strings.TrimSuffix(strings.Repeat("?, ", len(e.Keywords)), ", ")
		args := make([]any, len(e.Keywords))
		for i, k := range e.Keywords {
			args[i] = k
		}
		return cond{sql: "c.id IN (SELECT card_id FROM card_keywords WHERE keyword IN (" + marks + "))", args: args}
	case *search.LegalityMatch:
		marks := strings.TrimSuffix(strings.Repeat("?, ", len(e.Statuses)), ", ")
		args := []any{e.Format}
		for _, st := range e.Statuses {
			args = append(args, st)
		}
		if c.asOf != nil {
			// the status in force then, from the card's field history, of
			// the cards stated so by then (the newest statement by then is
			// one of them)
			statedSo := "SELECT lf.card_id FROM card_fields lf WHERE lf.face = 0 AND lf.field = '" + legalityPrefixSQL +
				"' || ? AND lf.value IN (" + marks + ") AND lf.source_id IN (SELECT id FROM sources WHERE date_last <= " + c.asOfLiteral() + ")"
			newest := "(" + c.statusStated("'"+legalityPrefixSQL+"' || ?") + ") IN (" + marks + ")"
			if slices.Contains(e.Statuses, "legal") {
				// Most cards ever stated in a format were legal there: a
				// list of them costs more to build than the other terms
				// leave to look up, so it only answers, once, whether any
				// card was stated so by then.
				return cond{sql: "EXISTS (" + statedSo + ") AND " + newest, args: append(slices.Clone(args), args...), costly: true}
			}
			return cond{sql: "c.id IN (" + statedSo + ") AND " + newest, args: append(slices.Clone(args), args...), costly: true}
		}
		return cond{sql: "EXISTS (SELECT 1 FROM legalities l, json_each(l.formats) j WHERE l.card_id = c.id AND j.key = ? AND j.value IN (" + marks + "))", args: args}
	case *search.ManaCostMatch:
		return cond{sql: "search_mana(c.mana_cost, ?, ?)", args: []any{strings.Join(e.Symbols, "}{"), e.Op}}
	case *search.PrintingMatch:
		return printingMatch(e)
	case *search.CountMatch:
		counted := map[search.CountField]string{search.CountPrints: "DISTINCT set_code || '/' || number", search.CountSets: "DISTINCT set_code"}[e.Field]
		return cond{sql: "(SELECT count(" + counted + ") FROM printings p WHERE p.card_id = c.id) " + e.Op + " ?", args: []any{e.Value}}
	case *search.StarMatch:
		column := numberColumns[e.Field]
		return cond{sql: "c." + column + " LIKE '%*%' OR EXISTS (SELECT 1 FROM faces f WHERE f.card_id = c.id AND f." + column + " LIKE '%*%')"}
	case *search.IsMatch:
		return cond{sql: isValues()[e.Value]}
	case *search.SetMatch:
		return cond{sql: "EXISTS (SELECT 1 FROM printings p WHERE p.card_id = c.id AND p.set_code = ?)", args: []any{e.Code}}
	case *search.OracleIDMatch:
		return cond{sql: "(EXISTS (SELECT 1 FROM identifiers i WHERE i.card_id = c.id AND i.kind = 'scryfall_oracle_id' AND i.value = ?) OR c.name = ?)",
			args: []any{e.ID, e.Name}}
	case *search.RarityMatch:
		return rarity(e)
	case *search.Printed:
		return c.printed(e)
	case *search.NewMatch:
		return c.newMatch(e)
	case *search.ErrataMatch:
		return errata(e)
	case *search.ChangedMatch:
		return c.changed(e)
	case *search.SourceMatch:
		return source(e)
	}
	panic(fmt.Sprintf("search: no SQL for %T", e))
}

// compileAnd compiles the terms of an "and". Its year: and date: terms
// are asked of one printing together, as Scryfall asks them: "year>=1995
// year<=1996" is a card printed within those years, not one printed
// before 1996 and again since 1995.
func (c *compiler) compileAnd(terms []search.Expr) []cond {
	var conds []cond
	var dated []*search.Printed
	for _, t := range terms {
		if p, ok := t.(*search.Printed); ok {
			dated = append(dated, p)
			continue
		}
		conds = append(conds, c.compile(t))
	}
	if len(dated) > 0 {
		conds = append(conds, c.printed(dated...))
	}
	return conds
}

// join joins the compiled terms of an "and" or an "or". When a term needs
// checking, so does the whole: the exact terms then become probes, SQL
// values the check reads per card.
func (c *compiler) join(conds []cond, op string, combine func([]func(*candidate) bool) func(*candidate) bool) cond {
	checked := false
	for _, sub := range conds {
		checked = checked || sub.check != nil
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
		return out
	}
	// The exact conditions, read from the probes, are asked first: one
	// that decides leaves the card's history unread.
	var checks, history []func(*candidate) bool
	for _, sub := range conds {
		if sub.check == nil {
			checks = append(checks, c.probe(sub))
		} else {
			history = append(history, sub.check)
		}
	}
	out.check = combine(append(checks, history...))
	return out
}

// probe makes an exact condition a value the check reads.
func (c *compiler) probe(sub cond) func(*candidate) bool {
	i := len(c.probes)
	c.probes = append(c.probes, sub)
	return func(cand *candidate) bool { return cand.Probes[i] }
}

func all(checks []func(*candidate) bool) func(*candidate) bool {
	return func(cand *candidate) bool {
		for _, check := range checks {
			if !check(cand) {
				return false
			}
		}
		return true
	}
}

func anyOf(checks []func(*candidate) bool) func(*candidate) bool {
	return func(cand *candidate) bool {
		for _, check := range checks {
			if check(cand) {
				return true
			}
		}
		return false
	}
}

// textColumns are the columns text terms read, with the column their "~"
// reads the name from ("”": none).
var textColumns = map[search.TextField][2]string{
	search.TextName:       {"c.name", "''"},
	search.TextOracle:     {"search_rules(c.oracle_text)", "c.name"},
	search.TextFullOracle: {"c.oracle_text", "c.name"},
	search.TextType:       {"c.type_line", "''"},
}

// text compiles name, type and Oracle text terms. Oracle text, with an
// as-of date, is the wording in force then.
func (c *compiler) text(m *search.TextMatch) cond {
	column, name := textColumns[m.Field][0], textColumns[m.Field][1]
	var current cond
	switch {
	case m.Field == search.TextType:
		// as of a date, the type line in force then
		args := []any{"%" + escapeLike(m.Words) + "%"}
		if m.Pattern != "" {
			args = []any{m.Pattern}
		}
		// A card type as of a date is among the card types of the type
		// line then, which may be one printed before Sixth Edition's
		// rules (oracle.SplitTypeLine): "t:creature" finds "Summon — Elf"
		// and not "Enchant Creature". Today's type lines write them all.
		cardType := cardTypeWord(m.Words)
		current = c.asOfTerm("c.type_line", func(line string) string {
			switch {
			case m.Pattern != "":
				return "search_regexp(" + line + ", ?, '')"
			case cardType != "" && line != "c.type_line":
				return "instr(search_card_types(" + line + "), ' ' || ? || ' ') > 0"
			}
			return line + ` LIKE ? ESCAPE '\'`
		}, args)
		if cardType != "" && m.Pattern == "" && c.asOf != nil {
			// the as-of branches of asOfTerm (after the stored column's)
			// take the type's name, and only they split type lines
			for i := len(args); i < len(current.args); i++ {
				current.args[i] = cardType
			}
			current.history = true
		}
	case m.Pattern != "":
		current = cond{sql: "search_regexp(" + column + ", ?, " + name + ")", args: []any{m.Pattern}}
	case m.Field == search.TextName && strings.ReplaceAll(m.Words, "'", "") != "":
		// Apostrophes left out on both sides: "lions eye" finds Lion's
		// Eye Diamond.
		current = cond{sql: "instr(replace(c.name_key, '''', ''), ?) > 0", args: []any{strings.ReplaceAll(m.Words, "'", "")}}
	case m.Field == search.TextName:
		current = cond{sql: "instr(c.name_key, ?) > 0", args: []any{m.Words}}
	default:
		current = cond{sql: "search_contains(" + column + ", ?, c.name)", args: []any{m.Words}}
		if fts := ftsQuery("oracle_text", m.Words); fts != "" {
			current.sql = "c.id IN (SELECT rowid FROM card_search WHERE card_search MATCH ?) AND " + current.sql
			current.args = append([]any{fts}, current.args...)
		}
	}
	if m.Field != search.TextOracle && m.Field != search.TextFullOracle || c.asOf == nil {
		return current
	}
	rules := func(text string) string { return text }
	if m.Field == search.TextOracle {
		rules = withoutReminder
	}
	// The wording in force on a date is a printed text, a snapshot's or
	// an erratum's, or one an erratum rewrote in part: candidates are the
	// cards with any such text matching, or any erratum of that kind. The
	// texts are read table by table, each once; a card's name only when
	// the needle speaks of it.
	needle, regex := m.Words, m.Pattern != ""
	if regex {
		needle = m.Pattern
	}
	match := func(table string) string {
		name := "''"
		if strings.Contains(needle, "~") {
			name = "(SELECT name FROM cards WHERE id = " + table + ".card_id)"
		}
		fn := "search_contains"
		if regex {
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
	superset.check = func(cand *candidate) bool {
		text := rules(cand.WordingAsOf(asOf))
		if text == "" {
			return false
		}
		if regex {
			re, _ := cachedRegexp(needle) // the checker compiled it
			return regexpMatches(re, text, cand.Name)
		}
		return containsText(text, needle, cand.Name)
	}
	return superset
}

// keyword compiles kw:, the parser's keyword abilities and the keywords
// the card data states, which name keyword actions and ability words too.
// Of a card no snapshot states the keywords of, the keywords are those its
// card answer works out from its wording (oracle.ParsedKeywords, which
// keyword_periods' current rows name). As of a date, the keywords field
// a source stated by then, and the keyword abilities the parser finds in
// the wording in force then, asked of the cards with the keyword now.
func (c *compiler) keyword(m *search.KeywordMatch) cond {
	like := "%, " + escapeLike(m.Keyword) + ", %"
	stated := c.asOfTerm("c.keywords", func(column string) string {
		return "(', ' || " + column + " || ', ') LIKE ? ESCAPE '\\'"
	}, []any{like})
	parsed := cond{sql: "c.id IN (SELECT card_id FROM card_keywords WHERE keyword = ?)", args: []any{m.Keyword}}
	if c.asOf == nil {
		if c.keywordPeriods {
			// the cards the keyword is worked out of in the same list, so
			// that each card is looked up once
			parsed = cond{sql: "c.id IN (SELECT card_id FROM card_keywords WHERE keyword = ? UNION " + keywordWorkedOutCards + ")",
				args: []any{m.Keyword, m.Keyword}}
			return c.join([]cond{parsed, stated}, " OR ", anyOf)
		}
		// keyword_periods not current: the current wording of each card no
		// snapshot states the keywords of parsed
		worked := cond{check: func(cand *candidate) bool {
			return slices.ContainsFunc(cand.KeywordsAsOf(nil), func(k string) bool { return strings.EqualFold(k, m.Keyword) })
		}}
		return c.join([]cond{parsed, stated, c.join([]cond{{sql: keywordsUnstated("c")}, worked}, " AND ", all)}, " OR ", anyOf)
	}
	// the keywords a source stated by then: the earliest known, which
	// stands for the field before, is no evidence of then
	stated.sql = "(" + stated.sql + ") AND EXISTS (SELECT 1 FROM card_fields kf JOIN sources ks ON ks.id = kf.source_id" +
		" WHERE kf.card_id = c.id AND kf.face = 0 AND kf.field = 'keywords' AND ks.date_last <= " + c.asOfLiteral() + ")"
	// The wording then is parsed for the cards with the keyword now: a
	// keyword a card had then and has lost since is not found (reading
	// every text that names it made kw: as of a date 9x slower).
	if c.keywordPeriods {
		// the parse of then, made at the last write, which names each
		// keyword as written too (Forestwalk for Landwalk)
		parsed = cond{sql: "EXISTS (SELECT 1 FROM keyword_periods kp WHERE kp.card_id = c.id AND kp.keyword = ? COLLATE NOCASE" +
			" AND kp.since <= " + c.asOfLiteral() + " AND (kp.until IS NULL OR kp.until > " + c.asOfLiteral() + "))", args: []any{m.Keyword}}
		return c.join([]cond{parsed, stated}, " OR ", anyOf)
	}
	asOf := *c.asOf
	parsed.check = func(cand *candidate) bool {
		return slices.ContainsFunc(cand.KeywordsAsOf(&asOf), func(k string) bool { return strings.EqualFold(k, m.Keyword) })
	}
	return c.join([]cond{parsed, stated}, " OR ", anyOf)
}

// keywordWorkedOutCards is the SQL list of the cards no snapshot states
// the keywords of (keywordsUnstated) whose current wording holds a keyword
// (its one parameter), as their answer works them out: keyword_periods'
// rows holding to this day. It asks two indexes, keyword_periods_current
// and each card's entry in cards_keywords_unstated, so that a search reads
// the stored columns alone of every card (cards_search holds them).
var keywordWorkedOutCards = "SELECT kp.card_id FROM keyword_periods kp WHERE kp.keyword = ? COLLATE NOCASE AND kp.until IS NULL" +
	" AND EXISTS (SELECT 1 FROM cards u INDEXED BY cards_keywords_unstated WHERE u.id = kp.card_id AND " + keywordsUnstated("u") + ")"

// nameWords compiles a run of name terms: each a part of the name, or
// the run's words beginning or abbreviating the name's. The letters of
// such words are, in their order, letters of the name's key in its
// order, which a LIKE reads before the Go function decides.
func (c *compiler) nameWords(e *search.NameWords) cond {
	each := make([]cond, len(e.Terms))
	for i, t := range e.Terms {
		each[i] = c.text(t)
	}
	parts := c.join(each, " AND ", all)
	var like strings.Builder
	like.WriteByte('%')
	for _, w := range e.Words {
		for _, r := range w {
			like.WriteString(escapeLike(string(r)))
			like.WriteByte('%')
		}
	}
	return cond{
		sql:  "(" + parts.sql + `) OR (c.name_key LIKE ? ESCAPE '\' AND search_name_words(c.name, ?))`,
		args: append(parts.args, like.String(), strings.Join(e.Words, " ")),
	}
}

// colorMask is the SQL for a color column as a bit set, W = 1 to G = 16.
func colorMask(column string) string {
	parts := make([]string, len(search.ColorLetters))
	for i, l := range search.ColorLetters {
		parts[i] = fmt.Sprintf("((instr(%s, '%c') > 0) << %d)", column, l, i)
	}
	return "(" + strings.Join(parts, " | ") + ")"
}

var colorColumns = map[search.ColorField]string{search.Colors: "c.colors", search.Identity: "c.color_identity"}

// legalityNotAsOf is the negation of a status term as of a date: the
// cards whose status in force then is known and not one of the term's. As
// oracle.KnownFieldsAsOf: the newest status stated by then, a snapshot's
// status not known (oracle.UnstatedStatus) passed over; else not legal
// where a snapshot by then that states the format listed the card without
// saying its status was not known; else not known, which the term does
// not match either way.
func (c *compiler) legalityNotAsOf(e *search.LegalityMatch) cond {
	marks := strings.TrimSuffix(strings.Repeat("?, ", len(e.Statuses)), ", ")
	field := legalityPrefixSQL + e.Format
	newest := c.statusStated("?")
	carried := "EXISTS (SELECT 1 FROM wordings cw JOIN snapshot_fields csf ON csf.source_id = cw.source_id AND csf.field = ?" +
		" JOIN sources cws ON cws.id = cw.source_id WHERE cw.card_id = c.id AND cw.kind = 'snapshot' AND cws.date_last <= " + c.asOfLiteral() +
		" AND NOT EXISTS (SELECT 1 FROM card_fields u WHERE u.card_id = c.id AND u.face = 0 AND u.field = ? AND u.source_id = cw.source_id" +
		" AND u.value = '" + oracle.UnstatedStatus + "'))"
	args := []any{field, field, field}
	for _, st := range e.Statuses {
		args = append(args, st)
	}
	return cond{sql: "coalesce((" + newest + "), CASE WHEN " + carried + " THEN '" + oracle.NotLegal + "' END) NOT IN (" + marks + ")",
		args: args, costly: true}
}

// statusStated is the SQL of a card's newest status stated by the query's
// date in the legality field the SQL field names, a snapshot's status not
// known (oracle.UnstatedStatus) passed over.
func (c *compiler) statusStated(field string) string {
	return "SELECT cf.value FROM card_fields cf JOIN sources cs ON cs.id = cf.source_id WHERE cf.card_id = c.id AND cf.face = 0" +
		" AND cf.field = " + field + " AND cf.value <> '" + oracle.UnstatedStatus + "' AND cs.date_last <= " + c.asOfLiteral() +
		" ORDER BY cs.date_last DESC, cs.id DESC LIMIT 1"
}

// legalityPrefixSQL starts a legality field's name in card_fields.
var legalityPrefixSQL = oracle.LegalityField("")

// asOfLiteral is the last day of the query's as-of date as an SQL string:
// oracle.Date.Last gives digits and dashes alone, which the check below
// holds to, so that a field's value as of the date can be read several
// times within one term without repeating its parameter.
func (c *compiler) asOfLiteral() string { return dayLiteral(c.asOf.Last()) }

// dayLiteral is a day as an SQL string literal.
func dayLiteral(d string) string {
	for _, r := range d {
		if (r < '0' || r > '9') && r != '-' {
			panic("search: as-of date " + d)
		}
	}
	return "'" + d + "'"
}

// cardTypeWord is the card type or supertype words name ("creature":
// "Creature"), or "" when they name none.
func cardTypeWord(words string) string {
	w := strings.TrimSpace(words)
	for _, t := range slices.Concat(spellTypes, []string{"Land"}, oracle.Supertypes) {
		if strings.EqualFold(t, w) {
			return t
		}
	}
	return ""
}

// asOfTerm is the term fn makes of a card's field column ("c.type_line")
// with args, as of the query's date: fn of the value in force then (see
// withField). A card whose field's value has been the stored one at every
// date (see fieldChanges) is asked of its column, the others of the value
// in force then, so that the history is read for few cards.
func (c *compiler) asOfTerm(column string, fn func(column string) string, args []any) cond {
	field := column[strings.IndexByte(column, '.')+1:]
	if c.asOf == nil || field == "mana_value" {
		return cond{sql: fn(column), args: args}
	}
	// A card no source states the field of by then (a row counting
	// until its first statement) is asked of the value before any
	// statement, without its history.
	changed := c.fieldChanges("c", field)
	always := c.fieldChangesCounting("c", field, "fc.until = ''")
	// One CASE, so that a card whose value is the stored one (most) is
	// looked up in one list alone.
	sql := "CASE WHEN NOT " + changed + " THEN " + fn(column) + " WHEN " + always + " THEN " + selectAs("x", c.statedAsOf("c", column), fn) +
		" ELSE " + fn(c.beforeStated("c", field)) + " END"
	return cond{sql: sql, args: append(append(slices.Clone(args), args...), args...)}
}

// fieldChanges is the SQL that holds for a card (table c) or face (table
// f) whose field's value in force on the query's date may not be the
// stored one: one card_field_changes lists as counting then.
func (c *compiler) fieldChanges(table, field string) string {
	return c.fieldChangesCounting(table, field, "(fc.until = '' OR fc.until > "+c.asOfLiteral()+")")
}

// fieldChangesCounting is fieldChanges of the rows that counts (SQL of
// their table fc) picks.
func (c *compiler) fieldChangesCounting(table, field, counts string) string {
	if table == "f" {
		return "EXISTS (SELECT 1 FROM card_field_changes fc WHERE fc.field = '" + field + "' AND fc.face = f.position AND fc.card_id = f.card_id AND " + counts + ")"
	}
	// the card's own list first, read from cards_search: most cards
	// have no row to look up
	return "(instr(c.changed_fields, ' " + field + " ') > 0 AND c.id IN (SELECT fc.card_id FROM card_field_changes fc WHERE fc.field = '" + field +
		"' AND fc.face = 0 AND " + counts + "))"
}

// carriers is the SQL for the snapshots dated by the query's date that
// carried field: those that, listing a card, stated its value.
func (c *compiler) carriers(field string) string {
	return "SELECT csf.source_id FROM snapshot_fields csf JOIN sources cws ON cws.id = csf.source_id WHERE csf.field = '" + field +
		"' AND cws.date_last <= " + c.asOfLiteral()
}

// withField is fn of a card's (table c) or face's (table f) field column
// ("c.type_line"): as of a date, of the value in force then (as
// oracle.FieldsAsOf decides it), read once and given to fn as alias.v.
func (c *compiler) withField(table, column, alias string, fn func(column string) string) string {
	field := column[strings.IndexByte(column, '.')+1:]
	switch {
	case c.asOf == nil:
		return fn(column)
	case field == "mana_value":
		// the mana value of the cost in force then, the stored one while
		// that is the stored cost: asked of the Go function only for the
		// cards whose cost changed, or split cards while their halves
		// had two mana values
		computed := c.withField(table, table+".mana_cost", "mc", func(cost string) string {
			return "search_mana_value(" + table + ".layout, " + cost + ", " + c.asOfLiteral() + ", " + table + ".mana_cost, " + table + ".mana_value)"
		})
		asked := c.fieldChanges(table, "mana_cost")
		if c.asOf.Last() < oracle.SplitTotalSince.First() {
			asked += " OR " + table + ".layout = 'split'"
		}
		return selectAs(alias, "CASE WHEN "+asked+" THEN "+computed+" ELSE "+table+".mana_value END", fn)
	}
	face := "cf.card_id = c.id AND cf.face = 0"
	if table == "f" {
		face = "cf.card_id = f.card_id AND cf.face = f.position"
	}
	expr := c.statedAsOf(table, column)
	// A row of card_field_changes that counts until the field's first
	// statement (see schema.sql) says no source states it by then: the
	// value is the one before any, without reading the card's statements.
	until := "EXISTS (SELECT 1 FROM card_field_changes fu WHERE fu.field = '" + field + "' AND " +
		strings.NewReplacer("cf.card_id", "fu.card_id", "cf.face", "fu.face").Replace(face) + " AND fu.until > " + c.asOfLiteral() + ")"
	expr = "CASE WHEN " + until + " THEN " + c.beforeStated(table, field) + " ELSE " + expr + " END"
	// the stored value for a field that has been it at every date
	expr = "CASE WHEN " + c.fieldChanges(table, field) + " THEN " + expr + " ELSE " + column + " END"
	return selectAs(alias, expr, fn)
}

// selectAs is fn of the SQL value expr, read once as alias.v.
func selectAs(alias, expr string, fn func(column string) string) string {
	return "(SELECT " + fn(alias+".v") + " FROM (SELECT " + expr + " AS v) " + alias + ")"
}

// statedAsOf is the SQL of a card's (table c) or face's (table f) field
// column as of the query's date, of a card whose field's value has not
// been the stored one at every date and that a source states by then
// (see withField).
func (c *compiler) statedAsOf(table, column string) string {
	field := column[strings.IndexByte(column, '.')+1:]
	face := "cf.card_id = c.id AND cf.face = 0"
	if table == "f" {
		face = "cf.card_id = f.card_id AND cf.face = f.position"
	}
	// as oracle.FieldsAsOf: the value in force then; else, when a snapshot
	// that carried the field spoke of the card by then, the default it
	// stated; else the earliest known, where it stands for the field
	// (oracle.EarliestStandsFor); else the stored one
	stated := "SELECT cf.value FROM card_fields cf JOIN sources cs ON cs.id = cf.source_id WHERE " + face + " AND cf.field = '" + field + "'"
	card := "c.id"
	if table == "f" {
		card = "f.card_id"
	}
	// Whether any card's statement of the field is dated by then, and
	// which snapshots by then carried it, name no card: SQLite asks them
	// once a query, and a card's own rows or wordings are read only
	// when they can count (as of 2010, no snapshot states colors).
	statedBy := "EXISTS (SELECT 1 FROM card_fields af JOIN sources fs ON fs.id = af.source_id WHERE af.field = '" + field +
		"' AND fs.date_last <= " + c.asOfLiteral() + ")"
	carriers := c.carriers(field)
	carried := "EXISTS (" + carriers + ") AND EXISTS (SELECT 1 FROM wordings cw WHERE cw.card_id = " + card +
		" AND cw.kind = 'snapshot' AND cw.source_id IN (" + carriers + "))"
	switch field {
	case "power", "toughness", "loyalty", "defense":
		// an empty value the type line in force then requires is not
		// stated (oracle.RequiredEmpty)
		tl := strings.Replace(face, "cf.", "tl.", 2)
		lineAt := func(day string) string {
			lines := "SELECT tl.value FROM card_fields tl JOIN sources ts ON ts.id = tl.source_id WHERE " + tl + " AND tl.field = 'type_line'"
			return "coalesce((" + lines + " AND ts.date_last <= " + day + " ORDER BY ts.date_last DESC, ts.id DESC LIMIT 1), (" +
				lines + " ORDER BY ts.date_last, ts.id LIMIT 1), " + table + ".type_line)"
		}
		stated += " AND CASE WHEN cf.value != '' THEN 1 ELSE NOT search_required_empty('" + field + "', " + lineAt("cs.date_last") + ") END"
		carried += " AND NOT search_required_empty('" + field + "', " + lineAt(c.asOfLiteral()) + ")"
	}
	earliest := "(" + stated + " ORDER BY cs.date_last, cs.id LIMIT 1)"
	if !oracle.EarliestStandsFor(field) {
		// not known before a source states it; the stored value of a
		// card without statements
		earliest = "(SELECT '' FROM (" + stated + " LIMIT 1))"
	}
	if field == "type_line" {
		earliest = "coalesce(" + c.printedTypeLine(table) + ", " + earliest + ")"
	}
	return "coalesce(CASE WHEN " + statedBy + " THEN (" + stated + " AND cs.date_last <= " + c.asOfLiteral() +
		" ORDER BY cs.date_last DESC, cs.id DESC LIMIT 1) END, " +
		"CASE WHEN " + carried + " THEN '' ELSE " + earliest + " END, " + column + ")"
}

// beforeStated is the SQL of a card's (table c) or face's (table f) field
// before any source states it: the type line printed by then, else none.
func (c *compiler) beforeStated(table, field string) string {
	if field == "type_line" {
		return "coalesce(" + c.printedTypeLine(table) + ", '')"
	}
	return "''"
}

// printedTypeLine is the SQL of the type line printed by the query's date
// of a card (table c) or face (table f) (oracle.WithPrintedTypeLines), as
// the rules that renamed card types by then read it; NULL when none is.
func (c *compiler) printedTypeLine(table string) string {
	newest := func(printed string) string {
		return "(SELECT search_type_line_as_of(y.line, " + c.asOfLiteral() + ", " + table + ".type_line) FROM (" + printed +
			") y ORDER BY y.day DESC, y.source_id DESC LIMIT 1)"
	}
	if table == "f" {
		return newest(printedTypeLineRows + " AND p.card_id = f.card_id AND p.face = f.position AND ps.date_last <= " + c.asOfLiteral())
	}
	// a multi-face card's: its faces' joined (a single-face card's printed
	// line alone, read without joining faces)
	return "CASE WHEN EXISTS (SELECT 1 FROM faces ff WHERE ff.card_id = c.id) THEN " +
		newest(fmt.Sprintf(printedCardTypeLines, "AND p.card_id = c.id AND ps.date_last <= "+c.asOfLiteral())) +
		" ELSE " + newest(printedTypeLineRows+" AND p.card_id = c.id AND p.face = 0 AND ps.date_last <= "+c.asOfLiteral()) + " END"
}

func (c *compiler) colors(m *search.ColorMatch) cond {
	args := colorsOf(m, "").args
	return c.asOfTerm(colorColumns[m.Field], func(column string) string { return colorsOf(m, column).sql }, args)
}

func colorsOf(m *search.ColorMatch, column string) cond {
	if m.Multicolor {
		return cond{sql: "length(" + column + ") >= 2"}
	}
	mask, set := colorMask(column), m.Set
	switch m.Op {
	case "=":
		return cond{sql: mask + " = ?", args: []any{set}}
	case "!=":
		return cond{sql: mask + " != ?", args: []any{set}}
	case ">=":
		// every color of the set: each letter asked alone, as cheap as
		// reading the column, rather than the whole mask
		var has []string
		for i, l := range search.ColorLetters {
			if set&(1<<i) != 0 {
				has = append(has, fmt.Sprintf("instr(%s, '%c') > 0", column, l))
			}
		}
		if len(has) == 0 {
			return cond{sql: "1"}
		}
		return cond{sql: strings.Join(has, " AND ")}
	case ">":
		return cond{sql: "(" + mask + " & ?) = ? AND " + mask + " != ?", args: []any{set, set, set}}
	case "<=":
		return cond{sql: "(" + mask + " | ?) = ?", args: []any{set, set}}
	}
	return cond{sql: "(" + mask + " | ?) = ? AND " + mask + " != ?", args: []any{set, set, set}}
}

// numberColumns are the numeric fields' columns, on cards and on faces.
var numberColumns = map[search.NumberField]string{
	search.ManaValue: "mana_value", search.Power: "power", search.Toughness: "toughness",
	search.Loyalty: "loyalty", search.Defense: "defense",
}

// number compiles a comparison of numeric fields. A card matches when it,
// or one of its faces, has the values and they compare so.
func (c *compiler) number(m *search.NumberMatch) cond {
	left := numberColumns[m.Left]
	right, isColumn := numberColumns[m.Right]
	var args []any
	if !isColumn {
		args = []any{m.Value}
	}
	compare := func(table string) string {
		return c.withField(table, table+"."+left, "x", func(l string) string {
			if isColumn {
				return c.withField(table, table+"."+right, "y", func(r string) string {
					return present(l) + " AND " + present(r) + " AND " + value(l) + " " + m.Op + " " + value(r)
				})
			}
			return present(l) + " AND " + value(l) + " " + m.Op + " ?"
		})
	}
	if left == "mana_value" && !isColumn && c.asOf != nil && c.asOf.Last() < oracle.SplitTotalSince.First() {
		// then, a split card had two mana values, and either may match
		sql := c.withField("c", "c.mana_cost", "x", func(cost string) string {
			return "search_mana_values_compare(c.layout, " + cost + ", " + c.asOfLiteral() + ", ?, ?, c.mana_cost, c.mana_value)"
		})
		return cond{sql: sql, args: []any{m.Op, m.Value}}
	}
	if left == "mana_value" || right == "mana_value" {
		// Faces have no mana value of their own.
		return cond{sql: compare("c"), args: args}
	}
	card, cardArgs := compare("c"), args
	sql := "(" + card + ") OR EXISTS (SELECT 1 FROM faces f WHERE f.card_id = c.id AND " + compare("f") + ")"
	// as of a date, the Go functions read the history of the cards whose
	// value may not be the stored one alone (see withField)
	return cond{sql: sql, args: append(slices.Clone(cardArgs), args...), history: c.asOf != nil}
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

// isValues are the SQL of each of search.IsValues, built on first use:
// only a search reads them.
var isValues = sync.OnceValue(func() map[string]string {
	return map[string]string{
		"split":     "c.layout = 'split'",
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
		"spell": "CASE WHEN c.layout = 'modal_dfc' THEN EXISTS (SELECT 1 FROM faces f WHERE f.card_id = c.id AND f.type_line NOT LIKE '%Land%' AND " +
			strings.ReplaceAll(typeAny(spellTypes), "c.type_line", "f.type_line") + ") ELSE " + typeAny(spellTypes) + " AND c.type_line NOT LIKE '%Land%' END",
		"vanilla": "c.type_line LIKE '%Creature%' AND c.oracle_text = ''",
		"errata":  "EXISTS (SELECT 1 FROM wordings w WHERE w.card_id = c.id AND w.kind = 'errata')",
		"commander": "NOT (" + meldResult + ") AND ((" + frontTypeLine + " LIKE '%Legendary%' AND (" + frontTypeLine + " LIKE '%Creature%' OR " +
			frontTypeLine + " LIKE '%Background%')) OR " + frontText + " LIKE '%can be your commander%')",
		"hybrid":    "c.mana_cost GLOB '*{[WUBRGC0-9]/[WUBRG]*'",
		"phyrexian": "c.mana_cost LIKE '%/P}%' OR c.oracle_text LIKE '%/P}%'",
		"historic":  "c.type_line LIKE '%Legendary%' OR c.type_line LIKE '%Artifact%' OR c.type_line LIKE '%Saga%'",
		"modal":     "c.oracle_text LIKE '%•%'",
		"frenchvanilla": "c.type_line LIKE '%Creature%' AND c.oracle_text != '' AND NOT EXISTS (SELECT 1 FROM card_abilities a, json_each(a.abilities) j" +
			" WHERE a.card_id = c.id AND json_extract(j.value, '$.kind') NOT IN ('keyword', 'reminder'))",
		"reserved":   printingFlag(oracle.PrintingReserved),
		"digital":    printingFlag(oracle.PrintingOnlineOnly),
		"rebalanced": printingFlag(oracle.PrintingRebalanced),
		"promo":      printingFlag(oracle.PrintingPromo),
		"reprint":    printingFlag(oracle.PrintingReprint) + " OR (SELECT count(DISTINCT set_code) FROM printings p WHERE p.card_id = c.id) > 1",
	}
})

// printingFlag is the SQL that a card has a printing marked flag.
func printingFlag(flag string) string {
	return "EXISTS (SELECT 1 FROM printings p WHERE p.card_id = c.id AND ',' || p.flags || ',' LIKE '%," + flag + ",%')"
}

// A card's front face is what the command zone and a deck see of it (rule
// 712.3): frontTypeLine and frontText are its type line and text, the
// card's own for a single-face card.
const (
	frontTypeLine = "coalesce((SELECT f.type_line FROM faces f WHERE f.card_id = c.id AND f.position = 1), c.type_line)"
	frontText     = "coalesce((SELECT f.oracle_text FROM faces f WHERE f.card_id = c.id AND f.position = 1), c.oracle_text)"
)

// meldResult is a melded card: a meld card without a mana cost that is no
// land is the back half of a meld pair, never a card in a deck.
const meldResult = "c.layout = 'meld' AND c.mana_cost = '' AND c.type_line NOT LIKE '%Land%'"

// extras are the cards a search leaves out unless include:extras asks for
// them: those of the types no deck holds (oracle.ExtraTypes), and those
// printed only as digital rebalanced versions. The type line is asked
// first, of the card's row alone; then whether the card is among the few
// with a rebalanced printing (an index holds them, printings_rebalanced,
// whose condition this one repeats word for word), and only then whether
// it has one that is not. It is built on first use.
var extras = sync.OnceValue(func() string {
	return "search_extra_type(c.type_line) OR (c.id IN (SELECT card_id FROM printings WHERE " + rebalanced + ")" +
		" AND NOT EXISTS (SELECT 1 FROM printings p WHERE p.card_id = c.id AND NOT (" + strings.ReplaceAll(rebalanced, "flags", "p.flags") + ")))"
})

// rebalanced is the SQL that a printing is a digital rebalanced version.
const rebalanced = "',' || flags || ',' LIKE '%," + oracle.PrintingRebalanced + ",%'"

// extraType reports whether a card's front card types, the words of its
// type line before any dash, hold one of oracle.ExtraTypes, in any case
// of ASCII letters (as SQL's LIKE compares).
func extraType(typeLine string) bool {
	front := typeLine
	if i := strings.Index(front, " —"); i >= 0 {
		front = front[:i]
	}
	for _, t := range oracle.ExtraTypes {
		for i := 0; i+len(t) <= len(front); i++ {
			if (i == 0 || front[i-1] == ' ') && (i+len(t) == len(front) || front[i+len(t)] == ' ') &&
				asciiEqualFold(front[i:i+len(t)], t) {
				return true
			}
		}
	}
	return false
}

// asciiEqualFold reports whether a and b, of one length, are equal when
// the case of ASCII letters is ignored.
func asciiEqualFold(a, b string) bool {
	for i := 0; i < len(a); i++ {
		x, y := a[i], b[i]
		if 'A' <= x && x <= 'Z' {
			x += 'a' - 'A'
		}
		if 'A' <= y && y <= 'Z' {
			y += 'a' - 'A'
		}
		if x != y {
			return false
		}
	}
	return true
}

// printingMatch compiles the terms that read a card's printings.
func printingMatch(m *search.PrintingMatch) cond {
	const has = "EXISTS (SELECT 1 FROM printings p WHERE p.card_id = c.id AND "
	switch m.Field {
	case search.PrintingArtist, search.PrintingFlavor:
		column := map[search.PrintingField]string{search.PrintingArtist: "p.artist", search.PrintingFlavor: "p.flavor"}[m.Field]
		if m.Value == "" {
			return cond{sql: has + column + " != '')"}
		}
		return cond{sql: has + column + " != '' AND search_contains(" + column + ", ?, ''))", args: []any{m.Value}}
	case search.PrintingNumber:
		if m.Op == "=" || m.Op == "!=" {
			return cond{sql: has + "p.number " + m.Op + " ?)", args: []any{m.Value}}
		}
		return cond{sql: has + "p.number GLOB '[0-9]*' AND CAST(p.number AS INTEGER) " + m.Op + " CAST(? AS INTEGER))", args: []any{m.Value}}
	case search.PrintingSetType:
		return cond{sql: has + "p.set_code IN (SELECT code FROM sets WHERE set_type = ?))", args: []any{m.Value}}
	}
	// b: names a block, or a set of the block.
	return cond{sql: has + "p.set_code IN (SELECT code FROM sets WHERE block != '' AND (block = ? COLLATE NOCASE" +
		" OR block = (SELECT block FROM sets WHERE code = upper(?)))))", args: []any{m.Value, m.Value}}
}

// newMatch finds a printing with a value of the field that no earlier
// printing with a known value had, after at least one such: a card's
// first printing brings nothing new. As of a date, only the printings
// there were by then count.
func (c *compiler) newMatch(m *search.NewMatch) cond {
	column := map[search.PrintingField]string{search.PrintingRarity: "rarity", search.PrintingArtist: "artist",
		search.PrintingFlavor: "flavor"}[m.Field]
	p, q := releasedDay("p"), releasedDay("q")
	earlier := "SELECT 1 FROM printings q WHERE q.card_id = c.id AND q.released != '' AND q." + column + " != '' AND " + q + " < " + p
	sql := "EXISTS (SELECT 1 FROM printings p WHERE p.card_id = c.id AND p.released != '' AND p." + column + " != ''" +
		" AND EXISTS (" + earlier + ") AND NOT EXISTS (" + earlier + " AND q." + column + " = p." + column + ")"
	var args []any
	if c.asOf != nil {
		sql += " AND " + p + " <= ?"
		args = append(args, c.asOf.Last())
	}
	return cond{sql: sql + ")", args: args}
}

func rarity(m *search.RarityMatch) cond {
	if len(m.Rarities) == 0 {
		return cond{sql: "0"}
	}
	in := make([]any, len(m.Rarities))
	for i, r := range m.Rarities {
		in[i] = r
	}
	marks := strings.TrimSuffix(strings.Repeat("?, ", len(in)), ", ")
	return cond{sql: "EXISTS (SELECT 1 FROM printings p WHERE p.card_id = c.id AND p.rarity IN (" + marks + "))", args: in}
}

// dateBound is one comparison of a dated thing against a date asked
// for: the first or last day the thing covers, against the first or
// last day of the date.
type dateBound struct {
	thingLast bool
	cmp       string
	dateLast  bool
}

// dateOps are the bounds of each search.DateOp.
var dateOps = map[search.DateOp][]dateBound{
	":":  {{false, ">=", false}, {true, "<=", true}},
	"=":  {{false, ">=", false}, {true, "<=", true}},
	">=": {{false, ">=", false}},
	">":  {{false, ">", true}},
	"<":  {{true, "<", false}},
	"<=": {{true, "<=", true}},
}

// dateSQL is the SQL form of dateOps over columns first and last.
func dateSQL(op search.DateOp, first, last string, d oracle.Date) (string, []any) {
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
func dateMatch(op search.DateOp, thing oracle.Date, d oracle.Date) bool {
	for _, b := range dateOps[op] {
		x, bound := thing.First(), d.First()
		if b.thingLast {
			x = thing.Last()
		}
		if b.dateLast {
			bound = d.Last()
		}
		if !search.Compare(x, b.cmp, bound) {
			return false
		}
	}
	return true
}

// releasedDay is the SQL for the first day of the release date of the
// printing table aliased so: a date may be a year or a month.
func releasedDay(alias string) string {
	return "substr(" + alias + ".released || '-01-01', 1, 10)"
}

// printed compiles year: and date: terms, joined by "and", over every
// dated printing: a card matches when one printing meets them all.
// As of a date, the printings after it are not yet there.
func (c *compiler) printed(terms ...*search.Printed) cond {
	day := releasedDay("p")
	sql := "EXISTS (SELECT 1 FROM printings p WHERE p.card_id = c.id AND p.released != ''"
	var args []any
	if c.asOf != nil {
		sql += " AND " + day + " <= ?"
		args = append(args, c.asOf.Last())
	}
	for _, m := range terms {
		if m.Op == "!=" {
			sql += " AND NOT (" + day + " BETWEEN ? AND ?)"
			args = append(args, m.Date.First(), m.Date.Last())
			continue
		}
		part, partArgs := dateSQL(m.Op, day, day, m.Date)
		sql += " AND " + part
		args = append(args, partArgs...)
	}
	return cond{sql: sql + ")", args: args}
}

func errata(m *search.ErrataMatch) cond {
	const has = "EXISTS (SELECT 1 FROM wordings w JOIN sources s ON s.id = w.source_id WHERE w.card_id = c.id AND w.kind = 'errata'"
	if m.Date == nil {
		return cond{sql: has + ")"}
	}
	sql, args := dateSQL(m.Op, "s.date_first", "s.date_last", *m.Date)
	return cond{sql: has + " AND " + sql + ")", args: args}
}

// changed matches cards whose wording changed at, after or before a
// date: an erratum, or a snapshot differing from the wording before it.
// SQL decides an erratum so dated; the card's timeline decides a snapshot,
// whose wording may differ from the one before only in notation, which is
// no change (oracle.SameWording). Candidates are the cards with any
// wording so dated; the two cases are probes, worked out for those only.
func (c *compiler) changed(m *search.ChangedMatch) cond {
	dated, args := dateSQL(m.Op, "s.date_first", "s.date_last", m.Date)
	const wordingSo = "SELECT 1 FROM wordings w JOIN sources s ON s.id = w.source_id WHERE w.card_id = c.id AND "
	sure := cond{
		sql:  "EXISTS (" + wordingSo + dated + " AND w.kind = 'errata')",
		args: args,
	}
	unsure := cond{
		sql:  "EXISTS (" + wordingSo + dated + " AND w.kind = 'snapshot' AND w.text IS NOT NULL)",
		args: args,
	}
	isSure, isUnsure := c.probe(sure), c.probe(unsure)
	return cond{
		sql:  "EXISTS (" + wordingSo + dated + ")",
		args: args,
		check: func(cand *candidate) bool {
			if isSure(cand) {
				return true
			}
			if !isUnsure(cand) {
				return false
			}
			for _, at := range cand.Changes() {
				if dateMatch(m.Op, at, m.Date) {
					return true
				}
			}
			return false
		},
	}
}

// source matches cards a source speaks of: its wordings (errata,
// snapshots), its rulings, rules and mechanic definitions, or, for a set's
// release, its printings.
func source(m *search.SourceMatch) cond {
	id := m.ID
	return cond{sql: "EXISTS (SELECT 1 FROM wordings w WHERE w.card_id = c.id AND w.source_id = ?)" +
		" OR EXISTS (SELECT 1 FROM ruling_cards rc JOIN rulings r ON r.id = rc.ruling_id WHERE rc.card_id = c.id AND r.source_id = ?)" +
		" OR EXISTS (SELECT 1 FROM rule_cards rc JOIN rules r ON r.id = rc.rule_id WHERE rc.card_id = c.id AND r.source_id = ?)" +
		" OR EXISTS (SELECT 1 FROM printings p WHERE p.card_id = c.id AND " + setSourceIDSQL("p.set_code") + " = ?)",
		args: []any{id, id, id, id}}
}
