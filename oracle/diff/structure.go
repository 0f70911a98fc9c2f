package diff

import (
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/mtgoracle/oracle/parser"
)

// Rewrite ids given when two wordings parse to the same abilities.
const (
	// SameAbilities: the same abilities, in another order, with costs in
	// another order, keywords on other lines, or without an ability word
	// (which has no rules meaning, 207.2c).
	SameAbilities = "same-abilities"
	// KeywordDefinition: a keyword took the place of the words its
	// reminder text gives, which are its definition.
	KeywordDefinition = "keyword-definition"
)

// item is one ability, or one keyword of a line of keywords, as the parts
// a comparison reads: keys holds its canonical text and, for a keyword
// with reminder text, the reminder's, which says what the keyword does.
type item struct {
	keys []string
}

// sameAbilities reports whether old and new parse to the same abilities
// once the rewrites are applied to each: the same multiset of keywords
// (with their parameters), costs (whose parts may come in any order),
// triggers and effects, ability words and reminder text aside; a keyword
// matches the words of its reminder text. It returns the rewrite ids that
// account for the change. may is as for ruleSet.apply, for the whole
// wordings.
func (c *Classifier) sameAbilities(old, new string, may []bool) ([]string, bool) {
	a, b := c.older().items(old, may), c.items(new, may)
	if len(a) == 0 || len(b) == 0 {
		return nil, false
	}
	ids := []string{SameAbilities}
	used := make([]bool, len(b))
	// Canonical texts first, then a keyword against the words of its
	// reminder text.
	matched := make([]bool, len(a))
	for i := range a {
		for j := range b {
			if !used[j] && a[i].keys[0] == b[j].keys[0] {
				used[j], matched[i] = true, true
				break
			}
		}
	}
	for i := range a {
		if matched[i] {
			continue
		}
		for j := range b {
			if !used[j] && overlaps(a[i].keys, b[j].keys) {
				used[j], matched[i] = true, true
				if !slices.Contains(ids, KeywordDefinition) {
					ids = append(ids, KeywordDefinition)
				}
				break
			}
		}
		if !matched[i] {
			return nil, false
		}
	}
	if slices.Contains(used, false) {
		return nil, false
	}
	return ids, true
}

// overlaps reports whether a and b share a key.
func overlaps(a, b []string) bool {
	for _, k := range a {
		if slices.Contains(b, k) {
			return true
		}
	}
	return false
}

// items parses a wording into its abilities, each line of keywords into
// its keywords.
func (c *Classifier) items(text string, may []bool) []item {
	card, _ := parser.Parse(text, parser.Options{})
	if card == nil {
		return nil
	}
	var items []item
	canon := func(s string) canonical {
		s = strings.TrimSuffix(strings.TrimSpace(s), ".")
		return c.canonical(strings.ToLower(s), may)
	}
	for _, a := range card.Abilities {
		if a.Kind == parser.KindKeyword && len(a.Keywords) > 0 {
			for _, k := range a.Keywords {
				v := canon(k.Text)
				var reminder string
				if a.Reminder != nil && len(a.Keywords) == 1 {
					r := strings.TrimSuffix(strings.TrimPrefix(a.Reminder.Text, "("), ")")
					reminder = canon(r).text
				}
				// A keyword the rewrites write as several abilities
				// ("hideaway 4" and "~ enters tapped." for an older
				// "Hideaway") is those abilities, the first keyed by
				// the reminder as well.
				made := madeItems(k.Text, v)
				if made == nil {
					made = []item{{keys: []string{v.text}}}
				}
				if reminder != "" {
					made[0].keys = append(made[0].keys, reminder)
				}
				items = append(items, made...)
			}
			continue
		}
		t := a.Text
		if a.Reminder != nil {
			t = strings.Replace(t, a.Reminder.Text, "", 1)
		}
		if a.Label != nil && strings.HasPrefix(t, a.Label.Text) {
			rest := strings.TrimSpace(t[len(a.Label.Text):])
			t = strings.TrimSpace(strings.TrimLeft(rest, "—–- "))
		}
		if a.Cost != nil && len(a.Cost.Parts) > 1 && strings.HasPrefix(t, a.Cost.Text) {
			parts := make([]string, len(a.Cost.Parts))
			for i, p := range a.Cost.Parts {
				parts[i] = canon(p.Text).text
			}
			slices.Sort(parts)
			t = strings.Join(parts, ", ") + t[len(a.Cost.Text):]
		}
		v := canon(t)
		if made := madeItems(t, v); made != nil {
			items = append(items, made...)
			continue
		}
		items = append(items, item{keys: []string{v.text}})
	}
	return items
}

// madeItems are the abilities the rewrites made of the one line written,
// each line they made one (Shivan Dragon's "Flying, {R}: +1/+0 until end
// of turn." is "flying" and "{r}: ~ gets +1/+0 until end of turn";
// "Flying, counts as a Wall" is "flying" and "defender"), its text as the
// rewrites left it; nil when written is on several lines or the rewrites
// made no line.
func madeItems(written string, v canonical) []item {
	if strings.IndexByte(written, '\n') >= 0 || strings.IndexByte(v.raw, '\n') < 0 {
		return nil
	}
	lines := v.lines()
	if len(lines) < 2 {
		return nil
	}
	items := make([]item, len(lines))
	for i, l := range lines {
		items[i] = item{keys: []string{strings.TrimSuffix(l, ".")}}
	}
	return items
}

// grantedKeyword is a keyword an object has or gains, followed by reminder
// text saying what it does for that object: "has affinity for artifacts.
// (It costs {1} less to cast for each artifact you control.)". The
// reminder, without its "it", is group 1.
var grantedKeyword = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\b(?:has|gains) [a-z][^.()"]*?\. \((?:it|this spell|this creature) ([^()]*?)\)`)
})

// sameByReminders reports whether old and new, lower-cased, read the same
// once each keyword granted with its reminder text is replaced by the
// reminder's words, the keyword's definition (KeywordDefinition).
func (c *Classifier) sameByReminders(old, new string) ([]string, bool) {
	a := grantedKeyword().ReplaceAllString(old, "$1")
	b := grantedKeyword().ReplaceAllString(new, "$1")
	if a == old && b == new {
		return nil, false
	}
	if c.older().canonical(a, nil).text != c.canonical(b, nil).text {
		return nil, false
	}
	return []string{KeywordDefinition}, true
}
