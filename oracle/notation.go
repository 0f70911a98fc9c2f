package oracle

import (
	"regexp"
	"strings"
	"sync"

	"github.com/mtgoracle/oracle/parser"
)

// Sources write the same wording in different notations: hybrid mana as
// "{WU}", "{W/U}" or "{(w/u)}", a loyalty cost as "[+1]:", "+1:", "-1:" or
// "−1:", curly or straight quotes, en dashes, double hyphens ("--") or hyphens for the dash of
// "Choose one —" or of a keyword's cost ("Reinforce 3—{3}{G}"), blank lines between abilities, and, in some dumps, a
// double-faced card's other face (its type line and text) after a blank
// line, or at the end of the text the other face's subtype and mana cost,
// and a Class's level markers. None of it is a change of wording.

// NormalizeNotation writes s in one notation: legacy symbol markup and
// hybrid mana as "{W/U}", symbols upper-cased, loyalty costs without
// brackets and with a minus sign ("−1:"), straight quotes, em dashes, one
// space between words, one line break between abilities and none inside a
// sentence, and without another face's type line and text given after a
// blank line. Words and their case are kept.
func NormalizeNotation(s string) string {
	s, _ = NormalizeLegacySymbols(s)
	if strings.ContainsAny(s, "\u2019\u2018\u201c\u201d\u2013\r\u00a0") || strings.Contains(s, " - ") || strings.Contains(s, "--") {
		s = notationReplacer().Replace(s)
	}
	if strings.Contains(s, "\n\n") || strings.Contains(s, "\n \n") {
		s = dropOtherFace(s)
	}
	if strings.HasSuffix(strings.TrimRight(s, " \n"), "}") || strings.Contains(s, "//Level_") {
		s = dropLeakedLines(s)
	}
	if strings.IndexByte(s, '{') >= 0 {
		// The dash of a keyword's cost written as a hyphen ("Reinforce
		// 3-{3}{G}", "Ninjutsu-{1}{U}").
		if strings.Contains(s, "-{") {
			s = costHyphenPattern().ReplaceAllString(s, "$1—{")
		}
		// A parenthesised hybrid symbol left without its closing brace
		// before the next symbol ("{(u/r){(u/r)}").
		if strings.Contains(s, "{(") {
			s = closeParenSymbols(s)
		}
		// "{PW}" is the planeswalker symbol, but Phyrexian white in a
		// text that says it can be paid with {W} or 2 life, as the dump
		// of 2018 writes it.
		if strings.Contains(s, "{PW}") && strings.Contains(s, "{W} or 2 life") {
			s = strings.ReplaceAll(s, "{PW}", "{W/P}")
		}
		// A monocolored hybrid symbol broken across lines ("{2\nW}", as
		// the 2022 dump's printed texts of Shadowmoor write it).
		if strings.Contains(s, "{2\n") {
			s = brokenHybridPattern().ReplaceAllString(s, "{2/$1}")
		}
		// A generic cost run together with a colored one ("cycling {1R},
		// kicker {2R}", as the 2009 dump writes them): no symbol is
		// {1R}, so in such a text {2R} is no hybrid either.
		if runTogetherPattern().MatchString(s) {
			s = runTogetherCostPattern().ReplaceAllString(s, "{$1}{$2}")
		}
		if symbolsNeedWork(s) {
			s = symbolPattern().ReplaceAllStringFunc(s, normalizeSymbol)
			// A dump's broken snow symbol.
			s = strings.ReplaceAll(s, "{S}i}", "{S}")
		}
		// An activated ability's colon left out after its mana cost
		// ("{1}{G} Regenerate").
		if lineStarts(s, "{") && missingColon(s) {
			s = missingColonPattern().ReplaceAllString(s, "$1: $2")
		}
	}
	// A loyalty ability run into the sentence before it ("can't block
	// this turn.0: Exile the top card", "a creature.−4: You get an
	// emblem"), as printed texts of planeswalkers give them.
	if strings.Contains(s, ": ") && mayGlueLoyalty(s) {
		s = gluedLoyalty(s)
	}
	if lineStarts(s, "[") || lineStarts(s, "-") {
		s = loyaltyPattern().ReplaceAllString(s, "$1$2:")
		s = minusLoyaltyPattern().ReplaceAllString(s, "${1}−$2:")
	}
	// "Splice onto Arcane-An opponent gains 5 life": the dash of a
	// keyword's cost written as a hyphen.
	if strings.Contains(s, "Splice onto ") {
		s = spliceHyphenPattern().ReplaceAllString(s, "$1—$2")
	}
	s = tidyBlanks(s)
	if strings.IndexByte(s, '\n') >= 0 {
		s = joinWrappedLines(s)
	}
	return s
}

// brokenHybridPattern is a monocolored hybrid symbol with a line break
// for its slash.
var brokenHybridPattern = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\{2\n([WUBRG])\}`)
})

// runTogetherPattern is a symbol that can only be a generic cost run
// together with a colored one: no symbol is {1R} or {3R}.
var runTogetherPattern = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\{(?:[013-9]|[1-9][0-9])[WUBRG]\}`)
})

// runTogetherCostPattern is any generic cost run together with a colored
// one, {2R} too, in a text runTogetherPattern finds one in.
var runTogetherCostPattern = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\{([0-9]+)([WUBRG])\}`)
})

// spliceHyphenPattern is the hyphen between splice's quality and its
// cost.
var spliceHyphenPattern = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(Splice onto [A-Z][a-z]+)-([A-Z{])`)
})

// joinWrappedLines joins to the line before each line that starts with a
// lower-case letter, and each line after one that ends with a keyword's
// dash (afterDash): a line of rules text starts with a capital letter, a
// symbol, a bullet, a loyalty cost or a parenthesis, and a printed text
// or a dump that breaks a line inside a sentence ("Redirect 1 damage from
// Nomads\nen-Kor to a creature you control.", "When this creature enters
// the battlefield,\nroll a six-sided die.") wraps it where the card's
// column ended.
func joinWrappedLines(s string) string {
	var b strings.Builder
	last := 0
	for i := 0; i+1 < len(s); i++ {
		if s[i] != '\n' {
			continue
		}
		switch {
		case s[i+1] >= 'a' && s[i+1] <= 'z':
			b.WriteString(s[last:i])
			b.WriteByte(' ')
			last = i + 1
		case afterDash(s, i):
			b.WriteString(s[last:i])
			last = i + 1
		}
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

// afterDash reports whether the line break at s[i] ends a line with a
// dash, a keyword's cost or an ability word's, that goes on with the next
// line ("Splice onto Arcane—" and "An opponent gains 5 life."): modes
// after "Choose one —" start with bullets, and stay lines of their own.
func afterDash(s string, i int) bool {
	return strings.HasSuffix(s[:i], "—") && !strings.HasPrefix(s[i+1:], "•") && !strings.HasSuffix(s[:i], " —")
}

// NotationKey is s in one notation (NormalizeNotation), in lower case and
// without blanks or line breaks: two wordings with the same key differ only
// in how a source wrote them ("tap it."Equip" against "tap it."" and
// "Equip" on a line of its own).
func NotationKey(s string) string {
	return strings.Map(func(r rune) rune {
		if r == ' ' || r == '\n' {
			return -1
		}
		return r
	}, FoldLetters(strings.ToLower(NormalizeNotation(s))))
}

// letterFolds writes accented letters and ligatures as plain ones: "Lim-Dûl"
// and "Lim-Dul", "Æther" and "Aether" name the same thing.
var letterFolds = sync.OnceValue(func() *strings.Replacer {
	return strings.NewReplacer("æ", "ae", "Æ", "Ae", "à", "a", "á", "a", "â", "a", "ä", "a", "ã", "a",
		"é", "e", "è", "e", "ê", "e", "ë", "e", "í", "i", "ì", "i", "î", "i", "ï", "i",
		"ó", "o", "ò", "o", "ô", "o", "ö", "o", "õ", "o", "ú", "u", "ù", "u", "û", "u", "ü", "u", "ñ", "n")
})

// FoldLetters writes the accented letters and ligatures of s as plain ones.
func FoldLetters(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] == 0xc3 { // the lead byte of Latin-1 letters
			return letterFolds().Replace(s)
		}
	}
	return s
}

// SameWording reports whether a and b differ at most in notation and case.
func SameWording(a, b string) bool {
	return a == b || NotationKey(a) == NotationKey(b)
}

var notationReplacer = sync.OnceValue(func() *strings.Replacer {
	return strings.NewReplacer(
		"\u2019", "'", "\u2018", "'", "\u201c", `"`, "\u201d", `"`,
		"\u2013", "\u2014", "--", "\u2014", " - ", " \u2014 ",
		"\r\n", "\n", "\r", "\n", "\u00a0", " ",
	)
})

// costHyphenPattern is a hyphen between a keyword (or its number) and the
// cost after it, where the rules text has a dash.
var costHyphenPattern = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`([A-Za-z0-9])-\{`)
})

// symbolPattern is a symbol in braces, "{(w/u)}" included.
var symbolPattern = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\{\(?[0-9A-Za-z/]{1,6}\)?\}`)
})

// symbolsNeedWork reports whether a symbol in braces in s is not written
// as NormalizeNotation writes it: in lower case, in parentheses, or a
// hybrid symbol without its slash.
func symbolsNeedWork(s string) bool {
	for {
		i := strings.IndexByte(s, '{')
		if i < 0 {
			return false
		}
		s = s[i+1:]
		j := strings.IndexByte(s, '}')
		if j < 0 {
			return false
		}
		in := s[:j]
		if len(in) == 2 && in[0] != in[1] && strings.IndexByte(hybridLetters, in[0]) >= 0 && strings.IndexByte(hybridLetters, in[1]) >= 0 {
			return true
		}
		for k := 0; k < len(in); k++ {
			if c := in[k]; c == '(' || c >= 'a' && c <= 'z' {
				return true
			}
		}
		if strings.HasPrefix(s[j:], "}i}") {
			return true
		}
		s = s[j+1:]
	}
}

// closeParenSymbols closes each symbol written in braces and parentheses
// whose closing brace is missing: a dump of 2009 writes a run of hybrid
// symbols "{(u/r){(u/r)}", each but the last without its brace, for
// "{(u/r)}{(u/r)}". A brace and a parenthesis open nothing else in rules
// text, so the symbol ends at its parenthesis.
func closeParenSymbols(s string) string {
	var b strings.Builder
	rest, changed := s, false
	for {
		i := strings.Index(rest, "{(")
		if i < 0 {
			break
		}
		j := i + 2
		for j < len(rest) && j-i-2 < 6 && isSymbolByte(rest[j]) {
			j++
		}
		if j == i+2 || j >= len(rest) || rest[j] != ')' || j+1 < len(rest) && rest[j+1] == '}' {
			b.WriteString(rest[:i+2])
			rest = rest[i+2:]
			continue
		}
		b.WriteString(rest[:j+1])
		b.WriteByte('}')
		rest, changed = rest[j+1:], true
	}
	if !changed {
		return s
	}
	b.WriteString(rest)
	return b.String()
}

// isSymbolByte reports whether c may be part of a symbol's letters or
// numbers, or a hybrid symbol's slash.
func isSymbolByte(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '/'
}

// gluedLoyaltyPattern is a loyalty cost right after the period that ends
// a sentence ("... this turn.0: ", "Scry 1.−7: "; no rules text writes a
// decimal number): group 1 is the sentence's last character, group 2 the
// cost.
var gluedLoyaltyPattern = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`([a-z0-9)"])\.([+−-]?(?:[0-9]+|X)): `)
})

// mayGlueLoyalty reports whether a period in s is followed by a digit, a
// sign or X, as a loyalty cost run into the sentence before it is.
func mayGlueLoyalty(s string) bool {
	for i := strings.IndexByte(s, '.'); i >= 0 && i+1 < len(s); {
		switch c := s[i+1]; {
		case c >= '0' && c <= '9', c == '+', c == '-', c == 'X', strings.HasPrefix(s[i+1:], "−"):
			return true
		}
		j := strings.IndexByte(s[i+1:], '.')
		if j < 0 {
			return false
		}
		i += j + 1
	}
	return false
}

// gluedLoyalty starts a line at each loyalty cost run into the sentence
// before it.
func gluedLoyalty(s string) string {
	return gluedLoyaltyPattern().ReplaceAllString(s, "$1.\n$2: ")
}

// lineStarts reports whether a line of s starts with prefix.
func lineStarts(s, prefix string) bool {
	if strings.HasPrefix(s, prefix) {
		return true
	}
	return strings.Contains(s, "\n"+prefix)
}

// hybridLetters are the halves of a hybrid or Phyrexian symbol.
const hybridLetters = "WUBRGCP2"

// normalizeSymbol writes a symbol in braces upper-cased, a hybrid one with
// its slash and without parentheses: "{(w/u)}" and "{WU}" are "{W/U}",
// "{2W}" is "{2/W}", "{WP}" is "{W/P}", and "{PR}", as a dump of 2018
// writes Phyrexian red, "{R/P}" ("{PW}" is the planeswalker symbol).
func normalizeSymbol(sym string) string {
	in := strings.ToUpper(strings.TrimSuffix(strings.TrimPrefix(sym[1:len(sym)-1], "("), ")"))
	if len(in) == 2 && in[0] == 'P' && strings.IndexByte("UBRG", in[1]) >= 0 {
		return "{" + in[1:] + "/P}"
	}
	if len(in) == 2 && strings.IndexByte(hybridLetters, in[0]) >= 0 && strings.IndexByte(hybridLetters, in[1]) >= 0 &&
		in[0] != in[1] && in[0] != 'P' && in[1] != '2' && !(in[0] == '2' && in[1] == 'P') {
		return "{" + in[:1] + "/" + in[1:] + "}"
	}
	return "{" + in + "}"
}

// missingColonPattern is a line that starts with mana symbols followed by
// a capitalised word, the colon of the activated ability left out.
var missingColonPattern = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?m)^((?:\{[0-9WUBRGCXS/]+\})+) ([A-Z][a-z])`)
})

// missingColon reports whether a line of s is mana symbols followed by a
// space and a capitalised word, as missingColonPattern finds.
func missingColon(s string) bool {
	for line := range strings.Lines(s) {
		i := 0
		for i < len(line) && line[i] == '{' {
			j := strings.IndexByte(line[i:], '}')
			if j < 0 {
				break
			}
			i += j + 1
		}
		if i > 0 && i+2 < len(line) && line[i] == ' ' && line[i+1] >= 'A' && line[i+1] <= 'Z' && line[i+2] >= 'a' && line[i+2] <= 'z' {
			return true
		}
	}
	return false
}

// loyaltyPattern is a loyalty cost in brackets at the start of a line;
// minusLoyaltyPattern one with a hyphen for its minus.
var (
	loyaltyPattern = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?m)^\[([+−-]?)([0-9]+|X)\]:`)
	})
	minusLoyaltyPattern = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?m)^([ \t]*)-([0-9]+|X):`)
	})
)

// otherFacePattern is a blank line followed by a line that is a type line:
// what some dumps give after a face's text is the other face's.
var otherFacePattern = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\n[ \t]*\n\s*(?:(?:Legendary|Basic|Snow|World|Tribal|Kindred) )*` +
		`(?:Land|Creature|Artifact|Enchantment|Instant|Sorcery|Planeswalker|Battle)(?: [A-Z][A-Za-z]*)*(?: — [A-Za-z' -]+)?[ \t]*\n`)
})

// dropOtherFace cuts s at another face's type line given after a blank
// line.
func dropOtherFace(s string) string {
	if !strings.Contains(s, "\n\n") && !strings.Contains(s, "\n \n") {
		return s
	}
	if loc := otherFacePattern().FindStringIndex(s); loc != nil {
		return s[:loc[0]]
	}
	return s
}

// leakedCost is a line holding only mana symbols, and leakedSubtype one
// of capitalised words only.
var (
	leakedCost    = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^(?:\{[0-9A-Z/]+\})+$`) })
	leakedSubtype = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[A-Z][a-z]+(?: [A-Z][a-z]+)*$`) })
	levelMarker   = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?m)^[ \t]*//Level_\d+//[ \t]*\n?`) })
)

// keywordNames are the keyword abilities' names, lower-cased: a line of
// one capitalised word may be one ("Flying").
var keywordNames = sync.OnceValue(func() map[string]bool {
	names := map[string]bool{}
	for _, k := range parser.KeywordAbilities() {
		names[strings.ToLower(k.Name)] = true
	}
	return names
})

// dropLeakedLines drops what a dump of 2022 put into a face's text that is
// no rules text: a modal double-faced card's other face's subtype and mana
// cost on the last two lines ("...scry 2.\nGod\n{3}{U}{U}"), and a Class's
// "//Level_2//" markers. A line of mana symbols alone is never an ability;
// the line before it goes with it only when it is capitalised words that
// name no keyword.
func dropLeakedLines(s string) string {
	if strings.Contains(s, "//Level_") {
		s = levelMarker().ReplaceAllString(s, "")
	}
	body := strings.TrimRight(s, " \n")
	i := strings.LastIndexByte(body, '\n')
	if i < 0 || !leakedCost().MatchString(strings.TrimSpace(body[i+1:])) {
		return s
	}
	rest := body[:i]
	j := strings.LastIndexByte(rest, '\n')
	if j < 0 {
		return s
	}
	sub := strings.TrimSpace(rest[j+1:])
	if !leakedSubtype().MatchString(sub) || keywordNames()[strings.ToLower(sub)] {
		return s
	}
	return rest[:j]
}

// tidyBlanks turns each run of blanks within a line into one space, drops
// blanks at the ends of lines and blank lines, and trims the ends.
func tidyBlanks(s string) string {
	clean := true
	for i := 0; i < len(s) && clean; i++ {
		c := s[i]
		switch {
		case c == '\t' || c == '\f' || c == '\r' || c == '\v':
			clean = false
		case c == ' ' && (i == 0 || i == len(s)-1 || s[i+1] == ' ' || s[i+1] == '\n' || s[i-1] == '\n'):
			clean = false
		case c == '\n' && (i == 0 || i == len(s)-1 || s[i+1] == '\n'):
			clean = false
		}
	}
	if clean {
		return s
	}
	lines := strings.Split(s, "\n")
	kept := lines[:0]
	for _, l := range lines {
		if l = strings.Join(strings.Fields(l), " "); l != "" {
			kept = append(kept, l)
		}
	}
	return strings.Join(kept, "\n")
}
