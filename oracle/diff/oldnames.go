package diff

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// OldShortName is the rewrite id given when a wording printed before
// Classic Sixth Edition calls the card by a part of its name: "If Mummy
// is placed in the graveyard" (Cyclopean Mummy), "Rock Sled may not
// attack" (Goblin Rock Sled), "An opponent damaged by Specter" (Hypnotic
// Specter). The Oracle wordings give the whole name (201.4).
const OldShortName = "old-short-name"

// sixthEdition is the first day of the rules that ended the printed short
// names (Classic Sixth Edition, 1999-04).
const sixthEdition = "1999-04-01"

// determiners are the words before a part of a name that make it a kind
// of object rather than the card: "a Goblin", "all Druids", "target Wall".
var determiners = []string{"a", "an", "each", "all", "other", "another", "target", "any", "no", "that",
	"those", "these", "your", "non", "one", "two", "three", "four", "five", "x", "as", "named", "of"}

// kinds are the words after a part of a name that make it a kind of
// object: "Goblin tokens", "Wall creatures".
var kinds = []string{"token", "tokens", "creature", "creatures", "card", "cards", "spell", "spells",
	"permanent", "permanents"}

// oldShortNames are the parts of the card's names of two words or more
// that a wording before sixthEdition may call it by: each run of words at
// the start or the end of a name, longest first, but for "the", "of"
// and parts holding a word of the rules ("Life" of "Get a Life" is no
// name). A part may be one of the card's subtypes ("Specter" of Hypnotic
// Specter): the words around it tell (replaceShortName).
func oldShortNames(names []string) []string {
	var out []string
	for _, n := range names {
		if strings.ContainsAny(n, ",~") {
			continue
		}
		words := strings.Fields(n)
		for k := len(words) - 1; k >= 1; k-- {
			for _, part := range [][]string{words[:k], words[len(words)-k:]} {
				first, last := part[0], part[len(part)-1]
				if first == "of" || first == "the" || last == "of" || last == "the" {
					continue
				}
				p := strings.Join(part, " ")
				if len(p) < 4 || slices.ContainsFunc(part, isRulesWord) || slices.Contains(out, p) || slices.Contains(names, p) {
					continue
				}
				out = append(out, p)
			}
		}
	}
	slices.SortStableFunc(out, func(a, b string) int { return len(b) - len(a) })
	return out
}

// replaceShortName writes "~" for each use of part in s that is not a
// word's part (nor a hyphenated word's), not after a determiner and not
// before a kind of object.
func replaceShortName(s, part string) string {
	return replaceWordUnless(s, part, "~", func(s string, i, end int) bool {
		before, _ := utf8.DecodeLastRuneInString(s[:i])
		prev, next := strings.Fields(s[:i]), strings.Fields(s[end:])
		determined := len(prev) > 0 && slices.Contains(determiners, strings.TrimRight(prev[len(prev)-1], "-"))
		kind := len(next) > 0 && slices.Contains(kinds, strings.TrimRight(next[0], ".,;:"))
		return before == '-' || determined || kind
	})
}

// isRulesWord reports whether w is a word the rules speak with, or a
// determiner.
func isRulesWord(w string) bool {
	return signatureWords[w] || slices.Contains(determiners, w)
}
