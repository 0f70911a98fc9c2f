package diff

import (
	"regexp"
	"slices"
	"strings"
	"sync"
)

// WeakDifferences opens the rewrite id given when every signal two
// wordings differ in is a weak one (weakSignals); the id goes on to name
// them: "only weak differences: changes player \"your\" to \"you\"".
const WeakDifferences = "only weak differences"

// weakSignal is a signal that, changed alone or with other weak ones,
// does not make a card play differently: the rules or the rest of the
// wording already say what its words say.
type weakSignal struct {
	kind signalKind
	// words are sets of words of the kind that say the same: a change of
	// the kind is weak when every word it adds or removes is of one set.
	words []string
	// alone reports whether a word of a set added or removed without
	// another of the set in its place is weak in the wording that has
	// it; nil when it always is.
	alone func(word, wording string) bool
}

// weakSignals are the weak signals. Among the judged changes classed
// functional, a player or "battlefield" difference came with another
// signal in all but two, both of which stay functional (Hesitation's
// "sacrifice ~. If you do", judged functional, adds a "you"; Erayo's
// Essence's "each opponent", judged templating, loses an "each"); alone,
// they are the whole-history audit's pronoun and "in play" rewordings.
var weakSignals = []weakSignal{
	// "Your creatures" are the "creatures you control" (CR 109.5). A "you"
	// added or removed alone is strong: "your creatures" are not all
	// creatures, "damages you" is not "damages a player". So are
	// "opponent" (not any player, CR 102.3), "owner" (not the controller,
	// CR 108.3), "each" ("each upkeep" is not the upkeep of the
	// controller's), and "your" for another's "its controller's" (Lead
	// Golem's target). Whole history, templating: Goblin General ("all
	// your Goblins" as "Goblin creatures you control"), Orcish Oriflamme,
	// Karn.
	{kind: playerSignal, words: []string{"you your"}, alone: never},
	// "That player" and "its controller" name a player the wording named
	// before: "that opponent" as "that player", "the attacking player" as
	// "its controller". A player named anew ("deals damage to a player")
	// is strong. Whole history, templating: Heroism, Nether Void, Face to
	// Face, Lingering Death, Vengeful Strangler.
	{kind: playerSignal, words: []string{"player controller"}, alone: namedBefore},
	// A permanent is on the battlefield (CR 110.1) and its abilities work
	// only there (CR 113.6): "in play" added to or dropped from a lord or
	// a count of permanents says nothing more. Other zones are where cards
	// go or come from, and stay strong ("enters from your hand"). Whole
	// history, templating: Doubling Season, Culling Scales, Topple.
	{kind: zoneSignal, words: []string{"battlefield"}},
}

// never is the alone of words that are weak only in place of another.
func never(word, wording string) bool { return false }

// playerBack is a player word that refers to one named before it.
var playerBack = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\b(?:that|the same) players?\b|\b(?:its|their|~'s) controllers?\b`)
})

// playerWord is a player word of those a wording may name again.
var playerWord = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\b(player|controller)s?\b`) })

// namedBefore reports whether every use of the player word in the
// wording refers to a player named before it.
func namedBefore(word, wording string) bool {
	back := playerBack().FindAllStringIndex(wording, -1)
	for _, m := range playerWord().FindAllStringSubmatchIndex(wording, -1) {
		if wording[m[2]:m[3]] == word && !slices.ContainsFunc(back, func(b []int) bool { return b[0] <= m[0] && m[1] <= b[1] }) {
			return false
		}
	}
	return true
}

// weak reports whether a change of signal between two wordings is a weak
// one.
func (c signalChange) weak(old, new string) bool {
	for _, w := range weakSignals {
		if w.kind != c.kind {
			continue
		}
		for _, set := range w.words {
			words := strings.Fields(set)
			if !allIn(c.gone, words) || !allIn(c.came, words) {
				continue
			}
			if c.gone != nil && c.came != nil || w.alone == nil || everyAlone(w.alone, c.gone, old) && everyAlone(w.alone, c.came, new) {
				return true
			}
		}
	}
	return false
}

// everyAlone reports whether each word is weak alone in the wording.
func everyAlone(alone func(word, wording string) bool, ws []string, wording string) bool {
	for _, w := range ws {
		if !alone(w, wording) {
			return false
		}
	}
	return true
}

// allIn reports whether every one of ws is one of words.
func allIn(ws, words []string) bool {
	for _, w := range ws {
		if !slices.Contains(words, w) {
			return false
		}
	}
	return true
}

// sameInPlay gives the rewrite ids of two wordings whose signals do not
// differ (Rewording) or differ in weak ones only (WeakDifferences, naming
// them), and nil when they differ in a signal that is not weak.
func sameInPlay(changes []signalChange, old, new string) []string {
	if len(changes) == 0 {
		return []string{Rewording}
	}
	var weak []string
	for _, c := range changes {
		if !c.weak(old, new) {
			return nil
		}
		weak = append(weak, c.String())
	}
	return []string{WeakDifferences + ": " + strings.Join(weak, "; ")}
}
