package oracle

import (
	"fmt"
	"slices"
	"strings"
)

// requiredValues are the values a card type gives each object of it, with
// the rule that says so.
var requiredValues = []struct {
	cardType, value, rule string
}{
	{"Creature", "power and toughness", "208.1"},
	{"Planeswalker", "loyalty", "306.5b"},
	{"Battle", "defense", "310.4b"},
}

// DerivedNote says which fields no source states of a card and are worked
// out from its others (DeriveUnstated); "" when none is.
func DerivedNote(derived []string) string {
	if len(derived) == 0 {
		return ""
	}
	from := map[string]string{"layout": "the layout from its faces", "colors": "the colors from its mana costs (a color indicator unseen)"}
	var parts []string
	for _, f := range derived {
		parts = append(parts, from[f])
	}
	return fmt.Sprintf("no source states the card's %s: worked out, %s", strings.Join(derived, " or "), strings.Join(parts, ", "))
}

// UnknownValueNotes say which values the card's type line requires it (or
// a face) to have are empty in v: no source states them, as a trimmed
// dump leaves them out, and an empty one is unknown, not none.
func UnknownValueNotes(v *CardView) []string {
	type part struct {
		name, typeLine                     string
		power, toughness, loyalty, defense string
	}
	parts := []part{{v.Name, v.TypeLine, v.Power, v.Toughness, v.Loyalty, v.Defense}}
	if len(v.Faces) > 0 {
		parts = parts[:0]
		for _, f := range v.Faces {
			parts = append(parts, part{f.Name, f.TypeLine, f.Power, f.Toughness, f.Loyalty, f.Defense})
		}
	}
	var out []string
	for _, p := range parts {
		types, _, _ := strings.Cut(p.typeLine, "—")
		words := strings.Fields(types)
		for _, r := range requiredValues {
			if !slices.Contains(words, r.cardType) {
				continue
			}
			missing := map[string]bool{"power and toughness": p.power == "" || p.toughness == "", "loyalty": p.loyalty == "",
				"defense": p.defense == ""}[r.value]
			if missing {
				out = append(out, fmt.Sprintf("no source states the %s of %s, which a %s has (rule %s)",
					r.value, p.name, strings.ToLower(r.cardType), r.rule))
			}
		}
	}
	return out
}
