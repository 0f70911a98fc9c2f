package sqlite

import (
	"database/sql/driver"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"modernc.org/sqlite"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/search"
)

// registerSearchFunctions registers the SQL functions text terms compile
// to with the SQLite driver, for every connection it opens from then on.
// It runs once, when the first database is opened.
var registerSearchFunctions = sync.OnceFunc(func() {
	sqlite.MustRegisterDeterministicScalarFunction("search_contains", 3, func(_ *sqlite.FunctionContext, args []driver.Value) (driver.Value, error) {
		text, needle, name := sqlString(args[0]), sqlString(args[1]), sqlString(args[2])
		return containsText(text, needle, name), nil
	})
	sqlite.MustRegisterDeterministicScalarFunction("search_regexp", 3, func(_ *sqlite.FunctionContext, args []driver.Value) (driver.Value, error) {
		re, err := cachedRegexp(sqlString(args[1]))
		if err != nil {
			return nil, err
		}
		return regexpMatches(re, sqlString(args[0]), sqlString(args[2])), nil
	})
	sqlite.MustRegisterDeterministicScalarFunction("search_rules", 1, func(_ *sqlite.FunctionContext, args []driver.Value) (driver.Value, error) {
		return withoutReminder(sqlString(args[0])), nil
	})
	// whether an empty value of a field is one the type line requires
	// (oracle.RequiredEmpty): not stated, unknown
	sqlite.MustRegisterDeterministicScalarFunction("search_required_empty", 2, func(_ *sqlite.FunctionContext, args []driver.Value) (driver.Value, error) {
		if oracle.RequiredEmpty(sqlString(args[0]), "", sqlString(args[1])) {
			return int64(1), nil
		}
		return int64(0), nil
	})
	// the supertypes and card types of a type line (each face's), between
	// blanks: " Legendary Creature ", those of an old printed one
	// (oracle.SplitTypeLine) too
	sqlite.MustRegisterDeterministicScalarFunction("search_card_types", 1, func(_ *sqlite.FunctionContext, args []driver.Value) (driver.Value, error) {
		var b strings.Builder
		b.WriteByte(' ')
		for _, face := range strings.Split(sqlString(args[0]), " // ") {
			super, types, _ := oracle.SplitTypeLine(face)
			for _, w := range slices.Concat(super, types) {
				b.WriteString(w)
				b.WriteByte(' ')
			}
		}
		return b.String(), nil
	})
	// a type line a printing states, as of a day, of a card with an Oracle
	// type line (oracle.TypeLineAsOf: renamed by the rules that renamed
	// card types by then)
	sqlite.MustRegisterDeterministicScalarFunction("search_type_line_as_of", 3, func(_ *sqlite.FunctionContext, args []driver.Value) (driver.Value, error) {
		d, err := oracle.ParseDate(sqlString(args[1]))
		if err != nil {
			return nil, err
		}
		return oracle.TypeLineAsOf(sqlString(args[0]), d, sqlString(args[2])), nil
	})
	// a card's mana value from its layout and mana cost as of a date, and
	// its stored cost and mana value, as one number (oracle.CardManaValueOn:
	// before rule 708.4, now 709.4, a split card's first half's)
	sqlite.MustRegisterDeterministicScalarFunction("search_mana_value", 5, func(_ *sqlite.FunctionContext, args []driver.Value) (driver.Value, error) {
		d, err := oracle.ParseDate(sqlString(args[2]))
		if err != nil {
			return nil, err
		}
		return oracle.CardManaValueOn(sqlString(args[0]), sqlString(args[1]), d, storedManaValue(args[3], args[4])), nil
	})
	// whether one of the mana values a card had on a date (a split card's
	// two, before rule 708.4 (now 709.4) made them one) compares so with a number
	sqlite.MustRegisterDeterministicScalarFunction("search_mana_values_compare", 7, func(_ *sqlite.FunctionContext, args []driver.Value) (driver.Value, error) {
		d, err := oracle.ParseDate(sqlString(args[2]))
		if err != nil {
			return nil, err
		}
		n := sqlNumber(args[4])
		for _, v := range oracle.ManaValuesOn(sqlString(args[0]), sqlString(args[1]), d, storedManaValue(args[5], args[6])) {
			if search.Compare(v, sqlString(args[3]), n) {
				return int64(1), nil
			}
		}
		return int64(0), nil
	})
	// whether a card's type line makes it one of the extras (extraType)
	sqlite.MustRegisterDeterministicScalarFunction("search_extra_type", 1, func(_ *sqlite.FunctionContext, args []driver.Value) (driver.Value, error) {
		return extraType(sqlString(args[0])), nil
	})
	// whether the words of a run of bare words (spaced) begin or
	// abbreviate a card name's, as a lookup reads them
	sqlite.MustRegisterDeterministicScalarFunction("search_name_words", 2, func(_ *sqlite.FunctionContext, args []driver.Value) (driver.Value, error) {
		return oracle.WordsMatch(strings.Fields(sqlString(args[1])), sqlString(args[0])), nil
	})
	sqlite.MustRegisterDeterministicScalarFunction("search_mana", 3, func(_ *sqlite.FunctionContext, args []driver.Value) (driver.Value, error) {
		return manaCompare(sqlString(args[0]), strings.Split(sqlString(args[1]), "}{"), sqlString(args[2])), nil
	})
})

func sqlString(v driver.Value) string {
	switch v := v.(type) {
	case string:
		return v
	case []byte:
		return string(v)
	case nil:
		return ""
	}
	return fmt.Sprint(v)
}

// sqlNumber is a SQL number argument, 0 when it is none.
func sqlNumber(v driver.Value) float64 {
	switch v := v.(type) {
	case float64:
		return v
	case int64:
		return float64(v)
	}
	return 0
}

// storedManaValue is a card's stored cost and mana value, from their
// columns.
func storedManaValue(cost, value driver.Value) oracle.StoredManaValue {
	return oracle.StoredManaValue{Cost: sqlString(cost), Value: sqlNumber(value)}
}

var regexps sync.Map // pattern -> *regexp.Regexp

func cachedRegexp(pattern string) (*regexp.Regexp, error) {
	if re, ok := regexps.Load(pattern); ok {
		return re.(*regexp.Regexp), nil
	}
	re, err := regexp.Compile(pattern)
	if err != nil {
		return nil, err
	}
	regexps.Store(pattern, re)
	return re, nil
}

// containsText reports whether text contains needle, already folded by
// oracle.FoldName, starting at a word: case, diacritics and runs of
// spaces are ignored. A "~" in needle stands for the card's name or the
// name of any of its faces.
func containsText(text, needle, name string) bool {
	if plainText(text) {
		// Folding such a text only lowers its case and squashes its
		// blanks: found as it is, needle is there; a word of needle not
		// found, it is not.
		lower := strings.ToLower(text)
		if !strings.Contains(needle, "~") && containsWord(lower, needle) {
			return true
		}
		if !strings.Contains(lower, longestWord(needle)) {
			return false
		}
	}
	text = oracle.FoldName(text)
	if !strings.Contains(needle, "~") {
		return containsWord(text, needle)
	}
	for _, n := range tildeNames(name) {
		if containsWord(text, strings.ReplaceAll(needle, "~", oracle.FoldName(n))) {
			return true
		}
	}
	return false
}

// longestWord is the longest run of ASCII letters and digits in needle.
func longestWord(needle string) string {
	longest, start := "", -1
	for i := 0; i <= len(needle); i++ {
		if i < len(needle) && needle[i] < utf8.RuneSelf && isTokenRune(rune(needle[i])) {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 && i-start > len(longest) {
			longest = needle[start:i]
		}
		start = -1
	}
	return longest
}

// plainText reports whether text has no letters or marks beyond ASCII,
// the only characters folding turns into ASCII letters.
func plainText(text string) bool {
	for i := 0; i < len(text); i++ {
		if text[i] < utf8.RuneSelf {
			continue
		}
		r, size := utf8.DecodeRuneInString(text[i:])
		if unicode.IsLetter(r) || unicode.IsMark(r) {
			return false
		}
		i += size - 1
	}
	return true
}

// tildeNames are the names "~" stands for: the card's, and its faces'.
func tildeNames(name string) []string {
	return append([]string{name}, strings.Split(name, " // ")...)
}

// regexpMatches reports whether re matches text, where a "~" in the
// pattern stands for name (or a face's name; "" for none): text is read
// with the names written "~", which Oracle text has none of.
func regexpMatches(re *regexp.Regexp, text, name string) bool {
	if name != "" && strings.Contains(re.String(), "~") {
		for _, n := range tildeNames(name) {
			text = strings.ReplaceAll(text, n, "~")
		}
	}
	return re.MatchString(text)
}

// containsWord reports whether needle occurs in text at a word's start
// (or, when needle starts with punctuation, anywhere).
func containsWord(text, needle string) bool {
	if needle == "" {
		return true
	}
	for off := 0; ; {
		i := strings.Index(text[off:], needle)
		if i < 0 {
			return false
		}
		at := off + i
		if at == 0 || !isTokenRune(lastRune(text[:at])) || !isTokenRune(firstRune(needle)) {
			return true
		}
		off = at + len(firstRuneString(needle))
	}
}

func isTokenRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsNumber(r) }

func firstRune(s string) rune {
	for _, r := range s {
		return r
	}
	return 0
}

func firstRuneString(s string) string { return string(firstRune(s)) }

func lastRune(s string) rune {
	r := []rune(s)
	return r[len(r)-1]
}

// ftsQuery is an FTS5 query over column that every text containing
// needle (as containsText reads it) matches: each stretch of needle
// between "~"s, as a phrase of its words, the last word a prefix when
// the stretch ends in one (or left out, after a selective word). Stretches that run into a "~" without a space
// are left out, since there the name's words and theirs make one word.
// It is "" when no stretch has a word.
func ftsQuery(column, needle string) string {
	segments := strings.Split(needle, "~")
	var phrases []string
	for i, seg := range segments {
		words := strings.FieldsFunc(seg, func(r rune) bool { return !isTokenRune(r) })
		if len(words) == 0 ||
			(i > 0 && isTokenRune(firstRune(seg))) ||
			(i < len(segments)-1 && isTokenRune(lastRune(seg))) {
			continue
		}
		prefix := ""
		if isTokenRune(lastRune(seg)) {
			// The last word may go on in the text: as a prefix term FTS5
			// reads every indexed word with its start, costlier than
			// leaving it to the check when another word picks out few
			// cards.
			if len(words) > 1 && slices.ContainsFunc(words[:len(words)-1], selective) {
				words = words[:len(words)-1]
			} else {
				prefix = "*"
			}
		}
		phrases = append(phrases, `"`+strings.Join(words, " ")+`"`+prefix)
	}
	if len(phrases) == 0 {
		return ""
	}
	return column + " : (" + strings.Join(phrases, " AND ") + ")"
}

// selective reports whether an FTS5 term for word is likely to match few
// texts: words of one or two letters ("a", "of", "t" from {T}) are in
// most.
func selective(word string) bool { return utf8.RuneCountInString(word) >= 3 }

// reminderText is a parenthesized reminder and the blanks before it.
var reminderText = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`[ \t]*\([^()\n]*\)`) })

// withoutReminder is a text with its reminder text taken out, as o:
// reads it.
func withoutReminder(text string) string {
	if !strings.Contains(text, "(") {
		return text
	}
	return reminderText().ReplaceAllString(text, "")
}

// manaSymbols counts the symbols of a mana cost, all faces together: the
// generic amount under "", each other symbol in a canonical form (the
// halves of a hybrid or Phyrexian symbol in one order).
func manaSymbols(symbols []string) map[string]int {
	counts := map[string]int{}
	for _, sym := range symbols {
		sym = strings.ToUpper(strings.TrimSpace(sym))
		if sym == "" {
			continue
		}
		if n, err := strconv.Atoi(sym); err == nil {
			counts[""] += n
			continue
		}
		if halves := strings.Split(sym, "/"); len(halves) > 1 {
			slices.SortFunc(halves, func(a, b string) int { return manaRank(a) - manaRank(b) })
			sym = strings.Join(halves, "/")
		}
		counts[sym]++
	}
	return counts
}

// manaRank orders the halves of a symbol: a number, the colors, then P.
func manaRank(half string) int {
	if i := strings.Index("WUBRGC", half); i >= 0 && len(half) == 1 {
		return i + 1
	}
	if half == "P" {
		return 10
	}
	return 0
}

// costSymbols are the symbols of a cost as the store writes it
// ("{2}{G} // {1}{U}").
var costSymbols = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\{([^{}]+)\}`) })

// manaCompare reports whether a cost compares with the wanted symbols by
// op, as m: means it: ">=" holds at least them, "<=" no others, "="
// exactly them; ">" and "<" strictly; "!=" not exactly.
func manaCompare(cost string, want []string, op string) bool {
	var have []string
	for _, m := range costSymbols().FindAllStringSubmatch(cost, -1) {
		have = append(have, m[1])
	}
	h, w := manaSymbols(have), manaSymbols(want)
	within := func(a, b map[string]int) bool {
		for sym, n := range a {
			if b[sym] < n {
				return false
			}
		}
		return true
	}
	geq, leq := within(w, h), within(h, w)
	switch op {
	case ">=":
		return geq
	case "<=":
		return leq
	case ">":
		return geq && !leq
	case "<":
		return leq && !geq
	case "!=":
		return !(geq && leq)
	}
	return geq && leq
}
