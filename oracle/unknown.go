package oracle

import (
	"fmt"
	"slices"
	"strings"
)

// DerivedNote says which fields no source states of a card (by the date
// asOf, when it is one) and are worked out from its others
// (DeriveUnstated, CardView.KeywordsFromWording); "" when none is.
func DerivedNote(derived []string, asOf string) string {
	if len(derived) == 0 {
		return ""
	}
	by := ""
	if d, err := ParseDate(asOf); err == nil {
		by = " by " + d.String()
	}
	from := map[string]string{"layout": "the layout from its faces", "colors": "the colors from its mana costs (a color indicator unseen)",
		"keywords": "the keywords the parser finds in the wording in force"}
	var parts []string
	for _, f := range derived {
		parts = append(parts, from[f])
	}
	return fmt.Sprintf("no source states the card's %s%s: worked out, %s", strings.Join(derived, " or "), by, strings.Join(parts, ", "))
}

// typedValues are a card's or a face's name, type line and the values a
// card type requires.
type typedValues struct {
	name, typeLine                     string
	power, toughness, loyalty, defense string
}

// requiredValues are the values a card type gives each object of it, with
// the rule that says so, and whether they are missing.
var requiredValues = []struct {
	cardType, value, rule string
	fields                []string
	missing               func(v typedValues) bool
}{
	{"Creature", "power and toughness", "208.1", []string{"power", "toughness"}, func(v typedValues) bool { return v.power == "" || v.toughness == "" }},
	{"Planeswalker", "loyalty", "306.5b", []string{"loyalty"}, func(v typedValues) bool { return v.loyalty == "" }},
	{"Battle", "defense", "310.4b", []string{"defense"}, func(v typedValues) bool { return v.defense == "" }},
}

// hasCardType reports whether a face's type line is of cardType, a type
// line printed before Sixth Edition's rules too (SplitTypeLine: "Summon —
// Dragon" is a creature's, "Enchant Creature" an enchantment's).
func hasCardType(typeLine, cardType string) bool {
	_, types, _ := SplitTypeLine(typeLine)
	return slices.Contains(types, cardType)
}

// TypeRequires reports whether an object of the type line has a value of
// field by the rules: power and toughness a creature (rule 208.1), loyalty
// a planeswalker (306.5b), defense a battle (310.4b). An empty value of it
// is not known, not none.
func TypeRequires(typeLine, field string) bool {
	var cardType string
	switch field {
	case "power", "toughness":
		cardType = "Creature"
	case "loyalty":
		cardType = "Planeswalker"
	case "defense":
		cardType = "Battle"
	default:
		return false
	}
	return hasCardType(typeLine, cardType)
}

// UnknownValueNotes say which values the card's type line requires it (or
// a face) to have are empty in v: no source states them, as a trimmed
// dump leaves them out, and an empty one is unknown, not none.
func UnknownValueNotes(v *CardView) []string {
	parts := []typedValues{{v.Name, v.TypeLine, v.Power, v.Toughness, v.Loyalty, v.Defense}}
	if len(v.Faces) > 0 {
		parts = parts[:0]
		for _, f := range v.Faces {
			parts = append(parts, typedValues{f.Name, f.TypeLine, f.Power, f.Toughness, f.Loyalty, f.Defense})
		}
	}
	// As of a date, a value no source states by then is noted so
	// already (EarliestNotes).
	notKnown := func(face int, fields []string) bool {
		for _, field := range fields {
			if f, ok := Field(v.Fields, face, field); ok && f.Source == nil && f.Earliest != nil {
				return true
			}
		}
		return false
	}
	var out []string
	for i, p := range parts {
		face := 0
		if len(v.Faces) > 0 {
			face = i + 1
		}
		for _, r := range requiredValues {
			if hasCardType(p.typeLine, r.cardType) && r.missing(p) && !notKnown(face, r.fields) {
				out = append(out, fmt.Sprintf("no source states the %s of %s, which a %s has (rule %s)",
					r.value, p.name, strings.ToLower(r.cardType), r.rule))
			}
		}
	}
	return out
}
