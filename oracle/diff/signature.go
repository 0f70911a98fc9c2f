package diff

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"
	"unicode"
)

// SameSignature is the rewrite id given when two wordings' abilities,
// parsed and read with the rewrites and the equivalences of meaning, have
// the same signatures: the same kinds, keywords with their parameters,
// costs, trigger events and, in their effects, the same numbers, object
// types and subtypes, controllers, zones, durations, optionality,
// negations and effect verbs, whatever other words say them.
const SameSignature = "same-signature"

// sameSignatureWhy is how a change of the same signatures is explained.
const sameSignatureWhy = "same abilities, costs, targets, numbers and effects"

// signatureWords are the words a signature keeps besides numbers,
// symbols, hyphenated words, words starting "non" and the subtypes and
// names a wording capitalises: the words that say what an ability does,
// to what, whose, where, when, how many and whether it must. Words not
// kept say the same thing in another template ("chooses and", "amount",
// "successfully").
var signatureWords = wordSet(
	// Numbers and amounts.
	"x", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
	"eleven", "twelve", "thirteen", "twenty", "half", "twice", "double", "single", "first", "second",
	"equal", "number", "power", "toughness", "greater", "less", "more", "fewer", "most", "least",
	"rounded", "down", "total", "value", "life", "damage", "loyalty", "counter", "mana", "color",
	"colored", "excess", "additional", "extra", "many", "much",
	// Object types, supertypes, colors and kinds of objects.
	"artifact", "creature", "enchantment", "land", "planeswalker", "instant", "sorcery", "battle",
	"tribal", "kindred", "legendary", "legend", "basic", "snow", "world", "token", "permanent",
	"spell", "ability", "card", "copy", "player", "opponent", "teammate", "team", "source",
	"emblem", "aura", "equipment", "white", "blue", "black", "red", "green", "colorless",
	"multicolored", "monocolored", "attacking", "blocking", "blocked", "unblocked", "defending",
	"tapped", "untapped", "enchanted", "equipped", "face", "named", "name", "type",
	// Whose, which and how many.
	"you", "your", "yours", "control", "controller", "own", "owner", "each", "all", "other",
	"another", "target", "only", "may", "up", "instead", "can't", "don't", "doesn't", "isn't",
	"aren't", "didn't", "wasn't", "can", "no", "not", "never", "unless", "without", "except",
	"until", "next", "same", "different", "random", "neither", "once", "twice", "every",
	"if", "or",
	// Zones.
	"graveyard", "hand", "library", "battlefield", "exile", "exiled", "stack", "top", "bottom",
	"outside", "game", "command", "zone",
	// When.
	"turn", "combat", "step", "phase", "upkeep", "draw", "end", "cleanup", "main", "beginning",
	"precombat", "postcombat", "untap", "declare", "next", "before", "after",
	// Verbs of effects.
	"destroy", "sacrifice", "discard", "return", "put", "deal", "prevent", "gain", "lose", "get",
	"have", "create", "search", "shuffle", "reveal", "look", "cast", "activate", "regenerate",
	"tap", "choose", "pay", "add", "mill", "scry", "fight", "transform", "attach", "become",
	"skip", "win", "redirect", "flip", "roll", "exchange", "switch", "remove", "block", "attack",
	"enter", "leave", "die", "cost", "play", "phasing", "phase", "assign", "surveil", "vote",
	"explore", "investigate", "goad", "detain", "populate", "proliferate", "manifest", "cloak",
	"connive", "venture", "amass", "adapt", "monstrosity", "bolster", "support", "discover",
	"separate", "pile", "order", "trigger", "triggered", "activated", "static", "resolve",
	"keyword", "protection", "hexproof", "shroud", "indestructible", "flying", "trample",
	"haste", "vigilance", "reach", "deathtouch", "lifelink", "defender", "menace", "fear",
	"intimidate", "flash", "banding", "regeneration", "landwalk", "islandwalk", "swampwalk",
	"forestwalk", "mountainwalk", "plainswalk", "strike", "substance", "control",
)

// signatureVerbs are forms of a word read as another, once content words
// are singular ("deals" is "deal").
var signatureVerbs = map[string]string{
	"bury": "destroy", "buried": "destroy", "destroyed": "destroy",
	"dealt": "deal", "gained": "gain", "lost": "lose", "got": "get",
	"sacrificed": "sacrifice", "discarded": "discard", "drawn": "draw", "returned": "return",
	"prevented": "prevent", "created": "create", "revealed": "reveal", "cast": "cast",
	"casting": "cast", "played": "cast", "play": "cast", "activated": "activate",
	"regenerated": "regenerate", "chose": "choose", "paid": "pay", "added": "add",
	"became": "become", "attached": "attach", "removed": "remove", "entered": "enter",
	"died": "die", "controlled": "control", "owned": "own", "cannot": "can't",
	"do": "", "does": "", "did": "",
	// Old rules words for the battlefield, and the player who gets
	// damage dealt.
	"bearer": "controller", "his": "", "her": "",
}

// objectWords are the kinds of objects and players.
var objectWords = wordSet("artifact", "creature", "enchantment", "land", "planeswalker", "permanent",
	"player", "opponent", "card", "spell", "token", "ability")

func wordSet(ws ...string) map[string]bool {
	m := make(map[string]bool, len(ws))
	for _, w := range ws {
		m[w] = true
	}
	return m
}

// signatureOf is the words of t a signature keeps, sorted (see
// signatureWords); named are the capitalised words of the wordings,
// lower-cased, which are kept too.
func signatureOf(t string, named map[string]bool) []string {
	var out []string
	// A creature that "counts as a Beast" is a Beast creature (205.3m).
	t = countsAsPhrase().ReplaceAllString(t, "$3 creature $1")
	words := contentWordsOf(t, keptPlayer)
	for i, w := range words {
		// "And" joining two kinds of objects says both ("target creature
		// and artifact"); elsewhere it joins what a period or a comma
		// joins as well.
		if w == "and" && i > 0 && i+1 < len(words) && objectWords[words[i-1]] && objectWords[words[i+1]] {
			out = append(out, w)
			continue
		}
		// A subtype and its card type are the subtype ("Goblin
		// creatures" and "Goblins", SubtypeCardType).
		if (w == "creature" || w == "permanent") && i > 0 && named[words[i-1]] && !signatureWords[words[i-1]] {
			continue
		}
		if v, ok := signatureVerbs[w]; ok {
			w = v
		}
		if w == "" {
			continue
		}
		if keepInSignature(w, named) {
			out = append(out, w)
		}
	}
	slices.Sort(out)
	return out
}

// keepInSignature reports whether w is a word a signature keeps.
func keepInSignature(w string, named map[string]bool) bool {
	if signatureWords[w] || named[w] || named[singular(w)] {
		return true
	}
	if strings.HasPrefix(w, "non") && len(w) > 5 {
		return true
	}
	// Numbers, symbols, P/T changes and hyphenated words
	// ("snow-covered", "mana-producing").
	return strings.ContainsFunc(w, func(r rune) bool {
		return unicode.IsDigit(r) || strings.ContainsRune("{}/+−-", r)
	})
}

// capitalised are the words of s, lower-cased and singular, written with a
// capital letter where no sentence starts: subtypes, names and types as
// the wording writes them ("target Goblin", "Phyrexian Golem").
func capitalised(s string) map[string]bool {
	m := map[string]bool{}
	start := true
	fields := strings.Fields(s)
	for i, f := range fields {
		word := strings.TrimFunc(f, func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' && r != '-' })
		// A sentence's first word is a subtype when what follows says
		// so ("Goblins you control get", "Elves get +1/+1"), and else a
		// verb, a name or a word of the template.
		if start && i+1 < len(fields) && afterSubtype[strings.ToLower(strings.Trim(fields[i+1], ".,:;"))] {
			start = false
		}
		if word != "" && !start {
			if r := []rune(word)[0]; unicode.IsUpper(r) {
				w := strings.ToLower(word)
				w = strings.TrimSuffix(w, "'s")
				m[w], m[singular(w)] = true, true
			}
		}
		start = strings.HasSuffix(f, ".") || strings.HasSuffix(f, ":") || strings.HasSuffix(f, "—") || f == "—" || f == "•" ||
			strings.HasSuffix(f, "\"") && len(f) > 1 && strings.HasSuffix(strings.TrimSuffix(f, "\""), ".")
	}
	return m
}

// countsAsPhrase is a creature said to count as a subtype: group 1 is
// what the creature has, group 3 the subtype.
var countsAsPhrase = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\bcreature ((?:with [^.]*? )?)(and )?that counts as an? ([a-z'-]+)`)
})

// afterSubtype are the words after which a capitalised word starting a
// sentence is a subtype.
var afterSubtype = wordSet("you", "your", "creature", "creatures", "card", "cards", "permanent", "permanents",
	"spell", "spells", "token", "tokens", "get", "gain")

// signature is one ability's signature as a string: its kind, keyword,
// trigger word and event, cost, modes chosen and effect, each as the words
// a signature keeps.
func (m *meaning) signature(named map[string]bool) string {
	if m.keyword != "" {
		return "keyword|" + m.keyword
	}
	var cost []string
	for _, p := range m.cost {
		cost = append(cost, strings.Join(signatureOf(p, named), " "))
	}
	slices.Sort(cost)
	return strings.Join([]string{m.kind, m.trigger, strings.Join(signatureOf(m.event.text, named), " "),
		strings.Join(cost, ";"), m.choose, strings.Join(signatureOf(m.effect.text, named), " ")}, "|")
}

// sameSignatures reports whether old and new, parsed and read with the
// rewrites, have the same multiset of ability signatures (see
// SameSignature); when not, why names the first feature that differs
// between two abilities paired by their kind.
func (c *Classifier) sameSignatures(old, new string, may []bool) (same bool, why string) {
	a, b := c.older().meanings(old, may, true), c.meanings(new, may, true)
	if c.wall {
		a, b = withoutDefender(a), withoutDefender(b)
	}
	if len(c.subtypes) > 0 {
		var ra bool
		if a, ra = withoutCountsAs(a, c.subtypes); ra {
			b, _ = withoutCountsAs(b, c.subtypes)
		}
	}
	if len(a) == 0 || len(b) == 0 {
		return false, ""
	}
	named := capitalised(old)
	for w := range capitalised(new) {
		named[w] = true
	}
	sa, sb := make([]string, len(a)), make([]string, len(b))
	for i := range a {
		sa[i] = a[i].signature(named)
	}
	for i := range b {
		sb[i] = b[i].signature(named)
	}
	slices.Sort(sa)
	slices.Sort(sb)
	if slices.Equal(sa, sb) {
		return true, sameSignatureWhy
	}
	return false, signatureDifference(sa, sb)
}

// signatureDifference names what differs between two multisets of
// signatures: the first signature of one that the other lacks, paired
// with one of the same kind when there is one.
func signatureDifference(a, b []string) string {
	ra, rb := minus(a, b), minus(b, a)
	switch {
	case len(ra) == 0 && len(rb) > 0:
		return fmt.Sprintf("adds an ability (%s)", strings.ReplaceAll(rb[0], "|", " | "))
	case len(rb) == 0 && len(ra) > 0:
		return fmt.Sprintf("removes an ability (%s)", strings.ReplaceAll(ra[0], "|", " | "))
	case len(ra) == 0:
		return ""
	}
	x, y := strings.Split(ra[0], "|"), strings.Split(rb[0], "|")
	if len(x) != len(y) || x[0] != y[0] {
		return fmt.Sprintf("changes %s ability into %s ability", article(x[0]), article(y[0]))
	}
	parts := []string{"kind", "trigger", "trigger event", "cost", "modes", "effect"}
	for i := range x {
		if x[i] == y[i] {
			continue
		}
		wa, wb := strings.Fields(x[i]), strings.Fields(y[i])
		gone, come := minus(wa, wb), minus(wb, wa)
		switch {
		case len(gone) == 0:
			return fmt.Sprintf("the %s adds %q", parts[i], strings.Join(come, " "))
		case len(come) == 0:
			return fmt.Sprintf("the %s loses %q", parts[i], strings.Join(gone, " "))
		}
		return fmt.Sprintf("the %s changes %q to %q", parts[i], strings.Join(gone, " "), strings.Join(come, " "))
	}
	return ""
}

// classifyBySignature sets every functional change of d templating when
// the wordings have the same signatures (SameSignature).
func (c *Classifier) classifyBySignature(d *Diff, may []bool) {
	if same, _ := c.sameSignatures(d.Old, d.New, may); !same {
		return
	}
	for i := range d.Ops {
		if op := &d.Ops[i]; op.Class == Functional {
			op.Class, op.Rewrites = Templating, []string{SameSignature}
		}
	}
}
