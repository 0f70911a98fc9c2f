package search

import (
	"database/sql/driver"
	"fmt"
	"regexp"
	"strings"
	"sync"
	"unicode"

	"modernc.org/sqlite"

	"mtgoracle/oracle"
)

// The SQL functions text terms compile to. They are registered with the
// SQLite driver for every connection it opens.
func init() {
	sqlite.MustRegisterDeterministicScalarFunction("search_contains", 3, func(_ *sqlite.FunctionContext, args []driver.Value) (driver.Value, error) {
		text, needle, name := sqlString(args[0]), sqlString(args[1]), sqlString(args[2])
		return containsText(text, needle, name), nil
	})
	sqlite.MustRegisterDeterministicScalarFunction("search_regexp", 2, func(_ *sqlite.FunctionContext, args []driver.Value) (driver.Value, error) {
		re, err := cachedRegexp(sqlString(args[1]))
		if err != nil {
			return nil, err
		}
		return re.MatchString(sqlString(args[0])), nil
	})
}

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

// regexpPattern is the pattern a /regex/ value compiles to: Scryfall's
// regular expressions ignore case.
func regexpPattern(value string) string { return "(?i)" + value }

// containsText reports whether text contains needle, already folded by
// oracle.FoldName, starting at a word: case, diacritics and runs of
// spaces are ignored. A "~" in needle stands for the card's name or the
// name of any of its faces.
func containsText(text, needle, name string) bool {
	text = oracle.FoldName(text)
	if !strings.Contains(needle, "~") {
		return containsWord(text, needle)
	}
	for _, n := range append([]string{name}, strings.Split(name, " // ")...) {
		if containsWord(text, strings.ReplaceAll(needle, "~", oracle.FoldName(n))) {
			return true
		}
	}
	return false
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
// the stretch ends in one. Stretches that run into a "~" without a space
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
		phrase := `"` + strings.Join(words, " ") + `"`
		if isTokenRune(lastRune(seg)) {
			phrase += "*"
		}
		phrases = append(phrases, phrase)
	}
	if len(phrases) == 0 {
		return ""
	}
	return column + " : (" + strings.Join(phrases, " AND ") + ")"
}
