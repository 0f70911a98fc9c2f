package oracle

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// Symbol is a symbol of card text or of a mana cost, as the Comprehensive
// Rules name them (107.4 mana symbols, 107.5 to 107.16 the others).
type Symbol struct {
	Text    string   // as written: {W}, {2/U}, {T}
	English string   // what it means, in words
	Mana    bool     // a mana symbol: it may appear in a mana cost
	Value   float64  // its mana value, for a mana symbol
	Colors  []string // its colors, in WUBRG order
	Hybrid  bool
	// Phyrexian is a symbol payable with 2 life.
	Phyrexian bool
}

var colorNames = map[string]string{"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}

// Symbols are the symbols of the rules: generic mana 0 to 20, X Y Z,
// the colors, colorless, snow, hybrid and Phyrexian symbols, half mana,
// and tap, untap, energy, the chaos and planeswalker symbols, in the
// order the rules list them.
func Symbols() []Symbol {
	var out []Symbol
	mana := func(text, english string) {
		inner := strings.Trim(text, "{}")
		var parts []string
		for _, p := range strings.Split(inner, "/") {
			if p != "P" {
				parts = append(parts, p)
			}
		}
		colors := CostColors(text)
		if len(inner) == 2 && inner[0] == 'H' {
			colors = CostColors("{" + inner[1:] + "}")
		}
		out = append(out, Symbol{Text: text, English: english, Mana: true, Value: ManaValue(text), Colors: colors,
			Hybrid: len(parts) > 1, Phyrexian: strings.Contains(inner, "P")})
	}
	for _, v := range []string{"X", "Y", "Z"} {
		mana("{"+v+"}", v+" generic mana")
	}
	for n := 0; n <= 20; n++ {
		mana("{"+strconv.Itoa(n)+"}", strconv.Itoa(n)+" generic mana")
	}
	mana("{100}", "one hundred generic mana")
	mana("{1000000}", "one million generic mana")
	mana("{½}", "one-half generic mana")
	mana("{∞}", "infinite generic mana")
	colors := []string{"W", "U", "B", "R", "G"}
	for _, c := range colors {
		mana("{"+c+"}", "one "+colorNames[c]+" mana")
	}
	for _, c := range colors {
		mana("{H"+c+"}", "one-half "+colorNames[c]+" mana")
	}
	mana("{C}", "one colorless mana")
	mana("{S}", "one snow mana")
	// Hybrid pairs in the rules' order (allied, then enemy).
	for _, pair := range [][2]string{{"W", "U"}, {"W", "B"}, {"U", "B"}, {"U", "R"}, {"B", "R"}, {"B", "G"}, {"R", "G"}, {"R", "W"}, {"G", "W"}, {"G", "U"}} {
		mana("{"+pair[0]+"/"+pair[1]+"}", "one "+colorNames[pair[0]]+" or "+colorNames[pair[1]]+" mana")
	}
	for _, c := range colors {
		mana("{2/"+c+"}", "two generic mana or one "+colorNames[c]+" mana")
	}
	for _, c := range colors {
		mana("{C/"+c+"}", "one colorless mana or one "+colorNames[c]+" mana")
	}
	for _, c := range colors {
		mana("{"+c+"/P}", "one "+colorNames[c]+" mana or two life")
	}
	for _, pair := range [][2]string{{"W", "U"}, {"W", "B"}, {"B", "R"}, {"B", "G"}, {"U", "B"}, {"U", "R"}, {"R", "G"}, {"R", "W"}, {"G", "W"}, {"G", "U"}} {
		mana("{"+pair[0]+"/"+pair[1]+"/P}", "one "+colorNames[pair[0]]+" mana, one "+colorNames[pair[1]]+" mana, or two life")
	}
	for _, s := range []struct{ text, english string }{
		{"{T}", "tap this permanent"}, {"{Q}", "untap this permanent"}, {"{E}", "an energy counter"},
		{"{PW}", "planeswalker"}, {"{CHAOS}", "chaos"}, {"{A}", "an acorn counter"}, {"{TK}", "a ticket counter"},
	} {
		out = append(out, Symbol{Text: s.text, English: s.english})
	}
	return out
}

// ParseManaCost reads a mana cost as written with braces ("{2}{W}{W}")
// or in shorthand ("2WW", "W/U"): the symbols, each a mana symbol of
// Symbols, or an error naming the first that is not.
func ParseManaCost(cost string) ([]Symbol, error) {
	known := map[string]Symbol{}
	for _, s := range Symbols() {
		if s.Mana {
			known[s.Text] = s
		}
	}
	var texts []string
	rest := strings.ToUpper(strings.TrimSpace(cost))
	for rest != "" {
		switch {
		case rest[0] == '{':
			end := strings.IndexByte(rest, '}')
			if end < 0 {
				return nil, &SymbolError{Symbol: rest}
			}
			texts, rest = append(texts, rest[:end+1]), rest[end+1:]
		case rest[0] == ' ':
			rest = rest[1:]
		default:
			// A number or a letter, with the parts of a hybrid symbol
			// after it.
			n := part(rest)
			for n+1 < len(rest) && rest[n] == '/' {
				n += 1 + part(rest[n+1:])
			}
			texts, rest = append(texts, "{"+rest[:n]+"}"), rest[n:]
		}
	}
	out := make([]Symbol, 0, len(texts))
	for _, t := range texts {
		s, ok := known[t]
		if !ok {
			return nil, &SymbolError{Symbol: t}
		}
		out = append(out, s)
	}
	return out, nil
}

// part is the length of the part of a symbol s starts with: a number, or
// one character.
func part(s string) int {
	n := 0
	for n < len(s) && s[n] >= '0' && s[n] <= '9' {
		n++
	}
	if n == 0 {
		_, size := utf8.DecodeRuneInString(s)
		return size
	}
	return n
}

// SymbolError is a mana cost's symbol that is no mana symbol.
type SymbolError struct{ Symbol string }

func (e *SymbolError) Error() string { return strconv.Quote(e.Symbol) + " is not a mana symbol" }
