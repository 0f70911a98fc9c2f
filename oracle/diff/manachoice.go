package diff

import (
	"regexp"
	"slices"
	"strings"
	"sync"
)

// ManaChoice is the rewrite id given when mana abilities of one cost and
// one rider, differing only in the mana they add, read as one ability
// that adds either: Brushland's printed "{T}: Add {W}. Brushland deals 1
// damage to you." and "{T}: Add {G}. ..." against the snapshots' "{T}: Add
// {G} or {W}. ..." (the player chooses one ability to activate, or one
// mana to add: the same choices, 605.1a).
const ManaChoice = "mana-choice"

// manaAbility is a canonical line adding one mana symbol or a choice of
// them: group 1 is what comes before the mana, 2 the symbols, 3 the rest.
var manaAbility = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^(.*?: add )(\{[wubrgc]\}(?: or \{[wubrgc]\})*)((?: to your mana pool)?(?:\..*)?)$`)
})

// manaOrder is the order mana symbols are written in a choice.
const manaOrder = "wubrgc"

// joinManaChoices writes the mana abilities of raw (a canonical text,
// one ability a line) that share their cost and rider as one, adding any
// of their mana, each choice's symbols in WUBRG order; joined reports
// whether two abilities became one.
func joinManaChoices(raw string) (text string, joined bool) {
	if !strings.Contains(raw, ": add {") {
		return raw, false
	}
	lines := strings.Split(raw, "\n")
	type ability struct {
		line    int
		symbols []string
	}
	var order []string
	byKey := map[string]*ability{}
	out := make([]string, 0, len(lines))
	for _, l := range lines {
		m := manaAbility().FindStringSubmatch(l)
		if m == nil {
			out = append(out, l)
			continue
		}
		key := m[1] + "\x00" + m[3]
		symbols := strings.Split(m[2], " or ")
		if a := byKey[key]; a != nil && !overlaps(a.symbols, symbols) {
			a.symbols = append(a.symbols, symbols...)
			joined = true
			continue
		}
		byKey[key] = &ability{line: len(out), symbols: symbols}
		order = append(order, key)
		out = append(out, l)
	}
	for _, key := range order {
		a := byKey[key]
		slices.SortStableFunc(a.symbols, func(x, y string) int {
			return strings.IndexByte(manaOrder, x[1]) - strings.IndexByte(manaOrder, y[1])
		})
		before, rest, _ := strings.Cut(key, "\x00")
		out[a.line] = before + strings.Join(a.symbols, " or ") + rest
	}
	return strings.Join(out, "\n"), joined
}
