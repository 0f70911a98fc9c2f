package oracle

import "strings"

// Sources write a card's fields, like its wording, in their own notation:
// "Urza's" or "Urza’s" in a type line, "--" or "—" for its dash, a half
// as "3½" or "3.5", a hybrid symbol of a mana cost as "{hw}" or "{HW}". A
// field whose value differs from the one before only so has not changed:
// the history keeps each source's value as it wrote it, and tells no
// change of the card from it (SameFieldValue).

// FieldNotationKey is a field's value written in one notation, in lower
// case and without blanks: quotes straight, dashes em dashes, symbols in
// braces as NormalizeNotation writes them, and a number's half ("½",
// "0.5") as ".5" in a power, toughness, loyalty or defense. Letters are
// kept: "Aether Vial" is another spelling of "Æther Vial" (SpeltInASCII),
// and a status in a format is its own key.
func FieldNotationKey(field, value string) string {
	if LegalityFormat(field) != "" || value == "" {
		return value
	}
	if strings.ContainsAny(value, "\u2019\u2018\u201c\u201d\u2013\u00a0") || strings.Contains(value, " - ") || strings.Contains(value, "--") {
		value = notationReplacer().Replace(value)
	}
	if strings.IndexByte(value, '{') >= 0 {
		value = symbolPattern().ReplaceAllStringFunc(value, normalizeSymbol)
	}
	switch field {
	case "type_line":
		// a source that leaves the dash out (MTGJSON's printed type line
		// of a flip card's flipped half, "Legendary Creature Human Monk")
		// writes the same words
		value = strings.ReplaceAll(value, "—", "")
	case "power", "toughness", "loyalty", "defense":
		value = strings.ReplaceAll(value, "½", ".5")
		if strings.HasPrefix(value, "0.") {
			value = value[1:]
		}
	}
	return strings.Map(func(r rune) rune {
		if r == ' ' || r == '\n' || r == '\t' {
			return -1
		}
		return r
	}, strings.ToLower(value))
}

// SameFieldValue reports whether two values of field differ at most in
// notation (FieldNotationKey): no change of the card.
func SameFieldValue(field, a, b string) bool {
	return a == b || FieldNotationKey(field, a) == FieldNotationKey(field, b)
}
