package diff

import (
	"slices"
	"strings"
	"unicode"
)

// SameContent is the rewrite id given when two wordings, the rewrites
// applied, have the same content words, in any order: only articles,
// demonstratives and pronouns standing for a named thing ("the", "a",
// "that", "it", "their", the card's own name, "then", "of") and punctuation
// differ. Every number,
// symbol, type, verb, quantifier and condition is a content word, so a
// change of what, how many, whom or when is still functional.
const SameContent = "same-content"

// glueWords are the words that carry no meaning of their own in a wording
// once the rewrites have been applied: which of them a sentence takes
// follows from how it is ordered. "~", the card's name or "this creature",
// is a reference to the card as "it" is once the card is named ("exiled
// with ~" against "exiled with it"); "their" refers back to a player named
// before, as "that" does ("that graveyard" against "their graveyard").
var glueWords = map[string]bool{
	"the": true, "a": true, "an": true, "that": true, "this": true, "it": true, "~": true, "their": true, "they": true,
	"its": true, "then": true, "of": true,
}

// referents are the nouns that, after "that" or "the", refer back to a
// thing already named.
var referents = map[string]bool{
	"creature": true, "permanent": true, "card": true, "land": true, "artifact": true,
	"enchantment": true, "token": true, "player": true,
}

// keptPlayer keeps "that player" a player (contentWordsOf).
var keptPlayer = map[string]bool{"player": true}

// playerWords are the nouns after which "each" and "all" keep their
// meaning: "each opponent" is every opponent where "an opponent" is one,
// "during each upkeep" every player's upkeep where "the upkeep of that
// land's controller" is one player's.
var playerWords = map[string]bool{"player": true, "players": true, "opponent": true, "opponents": true, "upkeep": true}

// contentWords are the words of a canonical wording that are not glue,
// sorted: a word is a run of letters, digits and the characters of
// symbols and numbers ("{t}", "+1/+1", "~", "can't").
func contentWords(s string) []string {
	w := contentWordsOf(s, nil)
	slices.Sort(w)
	return w
}

// contentWordsOf are the words of a canonical wording that are not glue, in the
// order of the text. "That creature" and "the creature" stand for a thing
// named before, as "it" does, but for the nouns kept: with "player",
// "that player" stays a player.
func contentWordsOf(s string, kept map[string]bool) []string {
	w := strings.FieldsFunc(s, func(r rune) bool {
		return !(unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune("{}/+−-'~", r))
	})
	for i := 1; i < len(w); i++ {
		if (w[i-1] == "that" || w[i-1] == "the") && referents[w[i]] && !kept[w[i]] {
			w[i] = "it"
		}
	}
	// "Each creature" and "all creatures" are the creatures: the
	// quantifier is glue but before a player, and a word's plural or
	// third-person "s" follows from the quantifier it took ("each
	// attacking creature you control gets" against "attacking creatures
	// you control get").
	for i, x := range w {
		if (x == "each" || x == "all") && (i+1 == len(w) || !playerWords[w[i+1]]) {
			w[i] = "the"
		}
	}
	for i, x := range w {
		w[i] = sortedSymbols(singular(x))
	}
	return slices.DeleteFunc(w, func(x string) bool { return glueWords[x] })
}

// sortedSymbols is a run of two or more mana symbols with its symbols in
// one order: "{b}{u}{w}" and "{w}{u}{b}" are the same mana, as a cost
// printed "{B}{U}{W}" that the snapshots write "{W}{U}{B}" (Chromium). Any
// other word is returned as it is.
func sortedSymbols(w string) string {
	if len(w) < 6 || w[0] != '{' || w[len(w)-1] != '}' || strings.Count(w, "{") < 2 {
		return w
	}
	syms := strings.SplitAfter(w, "}")
	syms = syms[:len(syms)-1] // the empty string after the last "}"
	for _, s := range syms {
		if len(s) < 3 || s[0] != '{' || strings.Count(s, "{") != 1 {
			return w
		}
	}
	if slices.IsSorted(syms) {
		return w
	}
	slices.Sort(syms)
	return strings.Join(syms, "")
}

// singular is a word without its plural or third-person "s": "creatures"
// and "controls" as "creature" and "control"; words of three letters
// ("its"; "has" is "have"), and those ending in "ss", "us", "is" or "'s", are kept.
func singular(w string) string {
	if w == "has" {
		return "have"
	}
	// A plural's possessive is the singular's: "their controllers'
	// untap steps" against "its controller's untap step".
	if len(w) > 4 && strings.HasSuffix(w, "s'") {
		return w[:len(w)-2] + "'s"
	}
	if len(w) < 4 || w[len(w)-1] != 's' {
		return w
	}
	switch w[len(w)-2] {
	case 's', 'u', 'i', '\'':
		return w
	}
	return w[:len(w)-1]
}

// sameContent reports whether old and new have the same abilities, line
// by line in any order, each with the same content words once the
// rewrites are applied to it, and at least one content word. may is as
// for ruleSet.apply, for the whole wordings.
func (c *Classifier) sameContent(old, new string, may []bool) bool {
	la := c.older().contentLines(old, may)
	return len(la) > 0 && slices.Equal(la, c.contentLines(new, may))
}

// contentLines are the content words of each line of s, canonical, each
// line's joined, sorted; lines without content are left out.
func (c *Classifier) contentLines(s string, may []bool) []string {
	var lines []string
	for _, l := range strings.Split(strings.ToLower(s), "\n") {
		if w := contentWords(c.canonical(l, may).text); len(w) > 0 {
			lines = append(lines, strings.Join(w, " "))
		}
	}
	slices.Sort(lines)
	return lines
}
