package diff

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// SubtypeCardType is the rewrite id given when a subtype gains the card
// type it stands for: "target Wall" became "target Wall creature",
// "Walls" became "Wall creatures", "a Goblin card" became "a Goblin
// permanent card". Lorwyn's rules (2007-10) let subtypes of creatures
// appear on tribal cards, and the Oracle update then wrote the card type
// beside each subtype that meant a permanent of that type (205.3d).
const SubtypeCardType = "subtype-card-type"

// cardTypeWords are the words a subtype gains.
var cardTypeWords = []string{"creature", "creatures", "permanent", "permanents"}

// notSubtypes are capitalised words that may stand before "creature"
// without being a subtype: card types, supertypes, and words that start
// a sentence.
var notSubtypes = map[string]bool{
	"artifact": true, "artifacts": true, "creature": true, "creatures": true, "enchantment": true,
	"enchantments": true, "land": true, "lands": true, "planeswalker": true, "planeswalkers": true,
	"instant": true, "sorcery": true, "tribal": true, "kindred": true, "battle": true,
	"legendary": true, "basic": true, "snow": true, "world": true, "token": true, "tokens": true,
	"permanent": true, "permanents": true, "nontoken": true, "noncreature": true,
	"target": true, "all": true, "each": true, "other": true, "another": true, "a": true, "an": true,
	"the": true, "any": true, "no": true, "that": true, "those": true, "these": true, "this": true,
	"attacking": true, "blocking": true, "tapped": true, "untapped": true, "enchanted": true,
	"equipped": true, "up": true, "one": true, "two": true, "three": true, "x": true,
	"white": true, "blue": true, "black": true, "red": true, "green": true, "colorless": true,
}

// subtypeGainsType reports whether op only writes a card type after a
// subtype, or leaves it out after one (see SubtypeCardType). new is the whole new wording, in which
// op's positions hold.
func subtypeGainsType(op *Op, new string) bool {
	switch op.Kind {
	case Insert:
		if !isCardTypeWord(strings.TrimSpace(op.New)) {
			return false
		}
		before := strings.TrimRight(new[:op.NewAt.Offset], " ")
		i := strings.LastIndexFunc(before, func(r rune) bool { return !unicode.IsLetter(r) && r != '-' && r != '\'' })
		return isSubtype(before[i+1:])
	case Replace:
		// The subtype written with its card type, or in a later wording
		// without it ("Elf creatures" became "Elves" as well): the same
		// permanents either way.
		return withCardType(strings.TrimSpace(op.Old), strings.TrimSpace(op.New)) ||
			withCardType(strings.TrimSpace(op.New), strings.TrimSpace(op.Old))
	}
	return false
}

// withCardType reports whether typed is bare, a subtype or its plural,
// followed by a card type ("Elf creatures" for "Elves"). A plural may
// have "all" before it: "All Elves get +2/+2" is "Elf creatures get
// +2/+2", every one of them either way.
func withCardType(bare, typed string) bool {
	stem, typ, ok := strings.Cut(typed, " ")
	if !ok || !isCardTypeWord(typ) || !isSubtype(stem) {
		return false
	}
	if !strings.HasSuffix(typ, "s") {
		return bare == stem
	}
	if rest, ok := strings.CutPrefix(bare, "all "); ok {
		bare = rest
	} else if rest, ok := strings.CutPrefix(bare, "All "); ok {
		bare = rest
	}
	return bare == stem+"s" || bare == stem+"es" ||
		(strings.HasSuffix(stem, "f") && bare == stem[:len(stem)-1]+"ves") ||
		(strings.HasSuffix(stem, "y") && bare == stem[:len(stem)-1]+"ies")
}

func isCardTypeWord(w string) bool {
	for _, t := range cardTypeWords {
		if w == t {
			return true
		}
	}
	return false
}

// isSubtype reports whether w reads as a subtype: one capitalised word
// that is no card type, supertype or determiner.
func isSubtype(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	if w == "" || !unicode.IsUpper(r) || strings.ContainsAny(w, " ~") {
		return false
	}
	return !notSubtypes[strings.ToLower(w)]
}
