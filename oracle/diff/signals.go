package diff

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/mtgoracle/oracle/parser"
)

// Rewording is the rewrite id given when a change no rewrite or parsed
// comparison explains still says the same of everything a card's play
// depends on: both wordings have the same signals (signalKinds).
const Rewording = "rewording without a change of numbers, types, targets, zones, players, timing, choices, conditions or actions"

// signalKind is a kind of word that, gained or lost, makes a card play
// differently. A counted kind differs when one wording has the word more
// often than the other ("target creature" against "two target
// creatures"); the others when one wording has it and the other not,
// as rewordings repeat them or leave them implied ("you may" once for
// two clauses, "if you do").
type signalKind struct {
	name    string
	counted bool
}

var (
	numberSignal   = signalKind{"number", true}
	ptSignal       = signalKind{"power/toughness", true}
	manaSignal     = signalKind{"mana", true}
	typeSignal     = signalKind{"type", false}
	subtypeSignal  = signalKind{"subtype", false}
	keywordSignal  = signalKind{"keyword", true}
	targetSignal   = signalKind{"target", true}
	timingSignal   = signalKind{"timing", true}
	durationSignal = signalKind{"duration", true}
	// A name says which cards are meant, each time it is given: "bands
	// with other creatures named Wolves of the Hunt" is not "bands with
	// other Wolves". A token's own name is not one (signalChanges).
	nameSignal = signalKind{"name", true}
	// Cards, zones and counters a rewording names again where the old
	// one said "them" or "it" ("search for five cards, exile them in a
	// face-down pile" against "remove those cards from the game"; "for
	// each of those counters" against "for each counter on that
	// creature"): their numbers say how many.
	objectSignal    = signalKind{"card/spell", false}
	zoneSignal      = signalKind{"zone", false}
	counterSignal   = signalKind{"counter", false}
	playerSignal    = signalKind{"player", false}
	choiceSignal    = signalKind{"choice", false}
	quantitySignal  = signalKind{"quantity", false}
	conditionSignal = signalKind{"condition", false}
	colorSignal     = signalKind{"color", false}
	stateSignal     = signalKind{"state", false}
	modalSignal     = signalKind{"can/must/not", false}
	actionSignal    = signalKind{"action", false}
	// The actions of a sentence that says "for each" are done once for
	// each thing: "search for a card ... and put it onto the battlefield"
	// for each permanent is not a search for each, then one put of them
	// all (forEachActions).
	forEachSignal = signalKind{"action for each", false}
)

// signalWords are the words of each kind but the keyword abilities and
// actions, which the rules' tables give (signalWordsOf). "Choose" is not
// one: what is chosen, and whether one may, say the choice. A word is of
// one kind ("draw" an action: "draw step" is timing by "step").
// "Otherwise" is a condition of its own, the other branch of the one
// before it: "if you don't cast it" in its place also reaches the card the
// condition let you cast and you did not.
var signalWords = map[signalKind]string{
	numberSignal:    "x half twice double more fewer less greater most least total converted value",
	ptSignal:        "power toughness base",
	colorSignal:     "white blue black red green colorless colored monocolored multicolored color",
	stateSignal:     "tapped untapped attacking blocking blocked unblocked defending enchanted equipped",
	typeSignal:      "artifact creature enchantment instant sorcery land planeswalker tribal kindred battle legendary basic snow world permanent token nontoken ability effect source",
	objectSignal:    "card spell",
	zoneSignal:      "graveyard hand library battlefield exile stack top bottom sideboard outside",
	targetSignal:    "target",
	timingSignal:    "upkeep combat end turn phase step beginning before after main precombat postcombat",
	durationSignal:  "until long next",
	nameSignal:      "named",
	counterSignal:   "counter",
	playerSignal:    "you your each opponent player controller owner",
	choiceSignal:    "may any up random",
	quantitySignal:  "another other no only same different",
	conditionSignal: "if unless instead except otherwise",
	modalSignal:     "can't can must able without not never",
	// Effects the keyword actions (rule 701) leave out.
	actionSignal: "put return tap untap gain lose deal damage prevent draw look copy attack block pay become",
}

// numberWords are numbers written as words, read as digits: "three
// cards" and "3 cards" are the same number.
var numberWords = map[string]string{"two": "2", "three": "3", "four": "4", "five": "5", "six": "6",
	"seven": "7", "eight": "8", "nine": "9", "ten": "10"}

// signalWordsOf maps each signal word to its kind: the lists above, the
// keyword actions of one word of the rules' tables, and their keyword
// abilities: those of one word, and the last word of those of several
// ("strike" of "first strike") when it is not a short word ("from" of
// "hexproof from").
var signalWordsOf = sync.OnceValue(func() map[string]signalKind {
	m := map[string]signalKind{}
	for _, k := range parser.KeywordActions() {
		if !strings.Contains(k, " ") {
			m[strings.ToLower(k)] = actionSignal
		}
	}
	for _, k := range parser.KeywordAbilities() {
		ws := strings.Fields(strings.ToLower(k.Name))
		if last := ws[len(ws)-1]; len(ws) == 1 || len(last) > 4 {
			m[last] = keywordSignal
		}
	}
	for kind, ws := range signalWords {
		for _, w := range strings.Fields(ws) {
			m[w] = kind
		}
	}
	return m
})

// capitalizedWithin are the words written with a capital letter inside a
// sentence, lower-cased and singular: subtypes and the names of kinds of
// things ("destroy target Wall", "Phyrexian Golem tokens"). A sentence's
// first word is left out: it is capitalised whatever it is.
func capitalizedWithin(texts ...string) map[string]bool {
	m := map[string]bool{}
	for _, t := range texts {
		for _, line := range strings.Split(t, "\n") {
			start := true
			for _, f := range strings.Fields(line) {
				word := strings.TrimFunc(f, func(r rune) bool { return !unicode.IsLetter(r) && r != '-' })
				if r, _ := utf8.DecodeRuneInString(word); !start && unicode.IsUpper(r) {
					m[singular(strings.ToLower(word))] = true
				}
				start = strings.ContainsAny(f[len(f)-1:], ".:—•(\"") || strings.HasPrefix(f, "(") || strings.HasPrefix(f, "\"")
			}
		}
	}
	return m
}

// signalForm is the form of a content word its signal is read in: a
// number as digits, a verb as signatures read it ("played" as "cast",
// "bury" as "destroy"), a possessive as its noun and "non-" as "non".
func signalForm(w string) string {
	if n, ok := numberWords[w]; ok {
		return n
	}
	if v, ok := signatureVerbs[w]; ok && v != "" {
		w = v
	}
	w = strings.TrimSuffix(w, "'s")
	if rest, ok := strings.CutPrefix(w, "non-"); ok {
		w = "non" + rest
	}
	return w
}

var ptWord = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[-+]?[0-9x*]+/[-+]?[0-9x*]+$`) })

// signalOf is the kind of signal a content word is, and whether it is
// one; named are the words the wordings capitalise (capitalised).
func signalOf(w string, named map[string]bool) (signalKind, bool) {
	switch {
	case w == "":
		return signalKind{}, false
	case w[0] == '{':
		return manaSignal, true
	case ptWord().MatchString(w):
		return ptSignal, true
	case strings.ContainsAny(w, "0123456789"):
		// Loyalty costs too: "+1", "-2".
		return numberSignal, true
	case strings.HasPrefix(w, "non") && len(w) > 5:
		return typeSignal, true
	// Landwalk is one keyword of the rules' tables, written with the
	// land's type: "islandwalk", "nonbasic landwalk" (702.14a).
	case strings.HasSuffix(w, "walk") && len(w) > len("walk"):
		return keywordSignal, true
	}
	if k, ok := signalWordsOf()[w]; ok {
		return k, true
	}
	if named[w] {
		return subtypeSignal, true
	}
	return signalKind{}, false
}

// signalTexts say the changes of signals: "adds target \"target\"",
// "changes timing \"turn\" to \"combat\"".
func signalTexts(changes []signalChange) []string {
	var out []string
	for _, c := range changes {
		out = append(out, c.String())
	}
	return out
}

// signalChange is a kind of signal whose words differ between two
// wordings: those one has (gone) and the other (came).
type signalChange struct {
	kind       signalKind
	gone, came []string
}

func (c signalChange) String() string {
	switch {
	case c.gone == nil:
		return fmt.Sprintf("adds %s %q", c.kind.name, strings.Join(c.came, " "))
	case c.came == nil:
		return fmt.Sprintf("removes %s %q", c.kind.name, strings.Join(c.gone, " "))
	}
	return fmt.Sprintf("changes %s %q to %q", c.kind.name, strings.Join(c.gone, " "), strings.Join(c.came, " "))
}

// signalChanges are the signals that differ between two canonical
// wordings, one per kind, in the order of the kinds' names. None means
// the wordings say the same of what the card's play depends on, in other
// words. named are the words the wordings capitalise.
func signalChanges(old, new string, named map[string]bool) []signalChange {
	old, new = defendingPlayer(old, new)
	old, new = ifAsWhen(old, new), ifAsWhen(new, old)
	old, new = reachWords().ReplaceAllString(old, "reach"), reachWords().ReplaceAllString(new, "reach")
	old, new = zoneConditions(old, new), zoneConditions(new, old)
	old, new = castCards(old, named), castCards(new, named)
	typed := typedSubtypes(named, old, new)
	count := func(s, other string) map[signalKind]map[string]int {
		m := map[signalKind]map[string]int{}
		words := contentWordsOf(s, signalReferents)
		// An X the wording defines is the count it is defined by,
		// which the other wording may give without a letter: "deals
		// X damage ..., where X is the sacrificed creature's power"
		// is "deals damage equal to the sacrificed creature's power".
		definedX := strings.Contains(s, "where x is") && !slices.Contains(contentWordsOf(other, nil), "x")
		for i, w := range words {
			w = signalForm(w)
			if w == "x" && definedX {
				continue
			}
			// "Return" is "put" into a zone the card was in before
			// ("puts up to three cards from their graveyard into their
			// hand").
			if w == "return" {
				w = "put"
			}
			// A subtype says its card type, which either wording writes
			// after it: "Goblins" are "Goblin creatures"
			// (SubtypeCardType), "Squirrel tokens" that are "1/1 green
			// creatures" are "Squirrel creature tokens".
			if t := typed[w]; t != "" {
				m[typeSignal] = increment(m[typeSignal], t)
			}
			// "Any" but before a choice (anyChoice) is "a": "when any
			// creature attacks", "search for any one card".
			if w == "any" && (i+1 == len(words) || !anyChoice[words[i+1]]) {
				continue
			}
			// "And" and "or" between two signals of a kind say both
			// or either ("target creature and artifact", "the color or
			// colors").
			if (w == "and" || w == "or") && i > 0 && i+1 < len(words) {
				k, ok := signalOf(signalForm(words[i-1]), named)
				if next, _ := signalOf(signalForm(words[i+1]), named); ok && next == k {
					m[k] = increment(m[k], w)
				}
				continue
			}
			k, ok := signalOf(w, named)
			if !ok {
				continue
			}
			// A token named as it is made is the token, however it is
			// written ("create Ashaya, the Awoken World, a legendary
			// 4/4 ... token"): its name picks no cards.
			if k == nameSignal && i > 0 && words[i-1] == "token" {
				continue
			}
			// A cost to cast is a spell's: "white enchantments cost
			// {2} more" against "white enchantment spells".
			if k == objectSignal && i+1 < len(words) && signalForm(words[i+1]) == "cost" {
				continue
			}
			// Putting a counter is not putting a card into a zone.
			if w == "put" && putsCounter(words[i+1:]) {
				w = "put counter"
			}
			// A zone of yours is not any player's: "from your
			// graveyard" against "from a graveyard".
			if k == zoneSignal && i > 0 && words[i-1] == "your" {
				w = "your " + w
			}
			// A target is of what it targets: "target opponent's
			// graveyard" against "target creature card".
			if k == targetSignal {
				w = "target" + targetedNoun(words[i+1:], named)
			}
			m[k] = increment(m[k], w)
		}
		return m
	}
	a, b := count(old, new), count(new, old)
	a[forEachSignal], b[forEachSignal] = forEachActions(old, new)
	var kinds []signalKind
	for _, m := range [2]map[signalKind]map[string]int{a, b} {
		for k := range m {
			if !slices.Contains(kinds, k) {
				kinds = append(kinds, k)
			}
		}
	}
	slices.SortFunc(kinds, func(x, y signalKind) int { return strings.Compare(x.name, y.name) })
	var out []signalChange
	for _, k := range kinds {
		gone, came := lacking(a[k], b[k], k.counted), lacking(b[k], a[k], k.counted)
		if gone != nil || came != nil {
			out = append(out, signalChange{k, gone, came})
		}
	}
	return out
}

// castClause is a clause that casts or plays something, to its end.
var castClause = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\b(?:cast|casts|play|plays)\b[^.;:()]*`) })

// typedObject is a word before "spell" or "card", and the object word.
var typedObject = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\b([a-z][a-z/-]*) (?:spell|card)(s?)\b`) })

// castCards writes the spells of a type a clause casts or plays as cards
// of that type: a card cast is the spell it becomes (601.2a), so "cast up
// to two revealed sorcery cards" is "cast up to two sorcery spells from
// among the revealed cards", and "play creature cards" is "cast creature
// spells". Untyped cards are left, as playing cards plays lands too, and
// "land" is never cast.
func castCards(s string, named map[string]bool) string {
	return castClause().ReplaceAllStringFunc(s, func(clause string) string {
		return typedObject().ReplaceAllStringFunc(clause, func(m string) string {
			sub := typedObject().FindStringSubmatch(m)
			word := sub[1]
			if k, ok := signalOf(signalForm(word), named); word == "land" || !ok || (k != typeSignal && k != subtypeSignal && k != colorSignal) {
				return m
			}
			return word + " card" + sub[2]
		})
	})
}

// targetedNoun is the type, player or card word "target" is said of, with
// a space before it: " creature" of "target tapped creature"; none when
// "target" is not said of one ("you can't target any player").
func targetedNoun(after []string, named map[string]bool) string {
	for _, w := range after[:min(len(after), 4)] {
		w = signalForm(w)
		k, ok := signalOf(w, named)
		switch {
		case !ok:
		case k == typeSignal, k == subtypeSignal, k == playerSignal, k == objectSignal:
			return " " + w
		case k != stateSignal && k != colorSignal && k != quantitySignal:
			return ""
		}
	}
	return ""
}

// signalReferents are the nouns kept after "that" and "the": a player,
// and a card, which is not the spell it becomes ("if that card would be
// put into your graveyard" against "if that spell would").
var signalReferents = map[string]bool{"player": true, "card": true}

// putsCounter reports whether the words after "put" put counters: "put
// a +1/+1 counter on it", "put x charge counters on ~".
func putsCounter(after []string) bool {
	for i, w := range after[:min(len(after), 3)] {
		if w == "counter" {
			return true
		}
		if w == "on" || w == "into" || w == "onto" || (i > 0 && w == "card") {
			return false
		}
	}
	return false
}

// anyChoice are the words after "any" that make a choice of it: of how
// many, which colour, or the order of cards that may be another
// player's (401.4 lets their owner order them).
var anyChoice = map[string]bool{"number": true, "amount": true, "color": true, "combination": true, "order": true}

// typedSubtypes are the card types the named words stand for that either
// wording writes right after one ("Goblin creature", "Aura permanent").
func typedSubtypes(named map[string]bool, texts ...string) map[string]string {
	m := map[string]string{}
	for _, t := range texts {
		words := contentWordsOf(t, signalReferents)
		for i := 1; i < len(words); i++ {
			if w := signalForm(words[i]); (w == "creature" || w == "permanent") && named[signalForm(words[i-1])] {
				m[signalForm(words[i-1])] = w
			}
		}
	}
	return m
}

// defendingPlayer writes "defending player" as "your opponent" in a
// wording when the other says "your opponent" where it says "defending
// player": the wordings of two-player games named the player attacked
// so ("when ~ attacks and isn't blocked, your opponent discards a
// card").
func defendingPlayer(old, new string) (string, string) {
	const defending, opponent = "defending player", "your opponent"
	switch {
	case strings.Contains(old, opponent) && !strings.Contains(old, defending) && strings.Contains(new, defending) && !strings.Contains(new, opponent):
		new = strings.ReplaceAll(new, defending, opponent)
	case strings.Contains(new, opponent) && !strings.Contains(new, defending) && strings.Contains(old, defending) && !strings.Contains(old, opponent):
		old = strings.ReplaceAll(old, defending, opponent)
	}
	return old, new
}

// reachWords are the words reach stands for (702.17b), whatever has it:
// "a 2/4 black Spider creature token that can block as though it had
// flying" is one "with reach".
var reachWords = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\b(?:can|may) block (?:creatures with flying|as though (?:it|they) had flying)\b`)
})

// zoneCondition is a condition on where a card is (re, read as to) that
// another wording, which says other, gives by the zone the card is taken
// from.
type zoneCondition struct {
	re        *regexp.Regexp
	to, other string
}

// zoneConditionsRead are the zone conditions: "only if ~ is in your
// graveyard" of "return ~ from your graveyard", "the top card of your
// library if it's a land card" of "lands from the top of your library".
var zoneConditionsRead = sync.OnceValue(func() []zoneCondition {
	return []zoneCondition{
		{regexp.MustCompile(`\b(?:only )?if ~ is in your graveyard\b`), "~ is in your graveyard", "~ from your graveyard"},
		{regexp.MustCompile(`\bthe top card of your library if it's an? ([a-z]+) card\b`), "$1 from the top of your library", "from the top of your library"},
	}
})

// zoneConditions reads the zone conditions of s as the zones other takes
// the card from.
func zoneConditions(s, other string) string {
	for _, c := range zoneConditionsRead() {
		if strings.Contains(other, c.other) {
			s = c.re.ReplaceAllString(s, c.to)
		}
	}
	return s
}

// sentenceIf is "if" opening a sentence, with the three words after it.
var sentenceIf = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?m)(^|[.;] )if ([^ .,;]+ [^ .,;]+ [^ .,;]+)`)
})

// ifAsWhen writes as "when" an "if" that opens a sentence of s whose
// words the other wording opens with "when": the old wordings said a
// trigger so ("if ~ is put into a graveyard from play", "if ~ attacks").
func ifAsWhen(s, other string) string {
	return sentenceIf().ReplaceAllStringFunc(s, func(m string) string {
		sub := sentenceIf().FindStringSubmatch(m)
		if !strings.Contains(other, "when "+sub[2]) {
			return m
		}
		return sub[1] + "when " + sub[2]
	})
}

// increment counts w once more in m, which it makes when nil.
func increment(m map[string]int, w string) map[string]int {
	if m == nil {
		m = map[string]int{}
	}
	m[w]++
	return m
}

// lacking are the words of a that b lacks, sorted: every one of a's
// copies beyond b's when counted, else each word b does not have at all.
func lacking(a, b map[string]int, counted bool) []string {
	var out []string
	for w, n := range a {
		if !counted {
			n = min(n, 1)
			if b[w] > 0 {
				continue
			}
		}
		for i := b[w]; i < n; i++ {
			out = append(out, w)
		}
	}
	slices.Sort(out)
	return out
}

// forEachActions are the actions of the sentences of old and new that
// open with the same "for each ...,": done once for each thing. A
// sentence that opens so in one wording only, or says "for each" after
// its action ("draws a card for each creature card"), is left to the
// other signals.
func forEachActions(old, new string) (a, b map[string]int) {
	olds, news := forEachSentences(old), forEachSentences(new)
	for head, body := range olds {
		if other, ok := news[head]; ok {
			a, b = actionsOf(body, a), actionsOf(other, b)
		}
	}
	return a, b
}

// forEachSentences maps the opening "for each ...," of each sentence of s
// that has one to the rest of the sentence.
func forEachSentences(s string) map[string]string {
	m := map[string]string{}
	for _, line := range strings.Split(s, "\n") {
		for _, sentence := range strings.Split(line, ". ") {
			if head, body, ok := strings.Cut(sentence, ", "); ok && strings.HasPrefix(head, "for each ") {
				m[head] += " " + body
			}
		}
	}
	return m
}

// actionsOf counts the actions of s into m, which it makes when nil.
func actionsOf(s string, m map[string]int) map[string]int {
	for _, w := range contentWordsOf(s, signalReferents) {
		w = signalForm(w)
		if w == "return" {
			w = "put"
		}
		if k, ok := signalWordsOf()[w]; ok && k == actionSignal {
			m = increment(m, w)
		}
	}
	return m
}
