package oracle

import (
	"regexp"
	"strings"
	"sync"
	"unicode"
)

// variantSuffix is the mark MTGJSON v3 and v4 put after the name of each
// of several versions of a card in one set: "Sly Spy (b)", "Boros
// Guildgate (a)". No card's name ends so.
var variantSuffix = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^(.+) \(([a-z])\)$`) })

// VariantName splits the name a dump gives one version of a card into the
// card's name and the version's letter: "Sly Spy (b)" is a version b of
// Sly Spy. A name without the mark is returned whole, with no letter.
func VariantName(name string) (card, letter string) {
	m := variantSuffix().FindStringSubmatch(name)
	if m == nil {
		return name, ""
	}
	return m[1], m[2]
}

// parenthesised is a name followed by another in parentheses.
var parenthesised = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^(.+) \((.+)\)$`) })

// MangledName reads a name written "X (Y)" where X is a damaged copy of
// the name Y: the same but for case ("Altar Of Dementia (Altar of
// Dementia)"), with letters put before it ("XXValor (Valor)") or lost from
// its start ("rathi Berserker (AErathi Berserker)"). Old Cockatrice files
// name some cards so. It returns Y and true; a name of that form whose two
// parts are two names ("Erase (Not the Urza's Legacy One)", a flip card's
// "Nezumi Shortfang (Stabwhisker the Odious)"), or a split card's half
// ("Fire // Ice (Ice)"), is not mangled.
func MangledName(name string) (string, bool) {
	m := parenthesised().FindStringSubmatch(name)
	if m == nil || strings.Contains(m[1], " // ") {
		return name, false // a split card's half: "Fire // Ice (Ice)"
	}
	damaged, real := SameCardKey(m[1]), SameCardKey(m[2])
	if strings.HasSuffix(damaged, real) || strings.HasSuffix(real, damaged) {
		return m[2], true
	}
	return name, false
}

// Rarities are the rarities a printing has, as Scryfall names them.
var Rarities = []string{"common", "uncommon", "rare", "mythic", "special", "bonus"}

// NormalRarity is a rarity as a dump spells it in the vocabulary of
// Rarities: old MTGJSON writes "Mythic Rare", "Basic Land" (a basic land
// is common) and capitals. A value outside the vocabulary is kept, lower
// case, for the check to report.
func NormalRarity(rarity string) string {
	switch r := strings.ToLower(strings.TrimSpace(rarity)); r {
	case "mythic rare":
		return "mythic"
	case "basic land":
		return "common"
	default:
		return r
	}
}

// GhostOf reports whether a card named ghost, which shares a printing
// (a set and collector number) with the card named name, is in truth that
// card as an older dump misnamed it: one of the card's faces listed as a
// card of its own (MTGJSON v3's "Curse of the Fire Penguin Creature", the
// flip card's second face), a misspelling ("Sultai Ascendacy"), or the
// name with words added ("B.F.M. (Big Furry Monster, Right Side)" for the
// second half of B.F.M.). face is the position of the face the ghost is
// (from 1), or 0 for the whole card. Two cards whose names are neither
// are two cards, whatever printing a dump gives them.
func GhostOf(ghost, name string, faces []string) (face int, ok bool) {
	if len(faces) > 1 {
		for i, f := range faces {
			if f == ghost {
				return i + 1, true
			}
		}
	}
	g, c := nameWords(ghost), nameWords(name)
	switch {
	case g == c:
		return 0, false // one card already, by SameCardKey
	case strings.HasPrefix(g, c+" "):
		return 0, true
	case len([]rune(c)) >= 8 && len(strings.Fields(g)) == len(strings.Fields(c)) && editDistance(g, c) <= 2:
		return 0, true // a typo within words, not a word added ("A-Base Camp", Alchemy's rebalanced Base Camp)
	}
	return 0, false
}

// nameWords is a name's folded words, without any punctuation.
func nameWords(name string) string {
	return strings.Join(strings.FieldsFunc(FoldName(name), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }), " ")
}

// ExtraTypes are the card types of the cards that are not put in a deck
// (Vanguard avatars, planes, phenomena, schemes, heroes, sticker sheets,
// dungeons, emblems): a search leaves them out unless asked for extras.
var ExtraTypes = []string{"Vanguard", "Plane", "Phenomenon", "Scheme", "Hero", "Stickers", "Dungeon", "Emblem"}

// IsExtraType reports whether a type word (any case) is one of ExtraTypes.
func IsExtraType(word string) bool {
	for _, t := range ExtraTypes {
		if strings.EqualFold(t, word) {
			return true
		}
	}
	return false
}
