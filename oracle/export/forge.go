package export

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"mtgoracle/oracle"
	"mtgoracle/parser"
)

// forgeWriter writes one Forge card script per card, named and placed as
// Forge's cardsfolder places them: a folder per initial, the name in lower
// case with spaces as underscores and punctuation dropped.
type forgeWriter struct {
	dir     string
	written map[string]string // file -> card, to refuse two cards one file
}

// forgeModes are Forge's AlternateMode values by layout; any other
// multi-face layout is DoubleFaced.
var forgeModes = map[string]string{"split": "Split", "aftermath": "Split", "flip": "Flip", "transform": "DoubleFaced",
	"modal_dfc": "Modal", "adventure": "Adventure", "meld": "Meld"}

// forgeKeywordNames are the keywords Forge spells otherwise than rule 702.
var forgeKeywordNames = map[string]string{"First strike": "First Strike", "Double strike": "Double Strike"}

var colorWords = map[string]string{"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}

func (f *forgeWriter) Begin(*oracle.ExportIndex) error {
	f.written = map[string]string{}
	return os.MkdirAll(f.dir, 0o755)
}

func (f *forgeWriter) Card(c *oracle.ExportCard) error {
	name := ForgeFileName(c.Name)
	if name == "" {
		return fmt.Errorf("no Forge file name can be made of %q", c.Name)
	}
	if prev, dup := f.written[name]; dup {
		return fmt.Errorf("%q and %q both make the Forge file %s.txt", prev, c.Name, name)
	}
	f.written[name] = c.Name
	dir := filepath.Join(f.dir, name[:1])
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, name+".txt"), []byte(ForgeScript(c)), 0o644)
}

func (f *forgeWriter) End() error { return nil }

// ForgeFileName is the file name, without ".txt", Forge gives a card's script.
func ForgeFileName(name string) string {
	var b strings.Builder
	underscore := false
	for _, r := range oracle.FoldName(name) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			if underscore && b.Len() > 0 {
				b.WriteByte('_')
			}
			underscore = false
			b.WriteRune(r)
		case r == ' ', r == '-', r == '/':
			underscore = true
		}
	}
	if b.Len() == 0 {
		// A name of blanks, like the card "_____", keeps its underscores.
		return strings.Map(func(r rune) rune {
			if r == '_' {
				return r
			}
			return -1
		}, name)
	}
	return b.String()
}

// ForgeScript is a card's Forge script: each face's name, cost, colors
// when its cost does not give them, types, P/T, loyalty, defense, keyword
// lines and Oracle text, faces separated by ALTERNATE.
func ForgeScript(c *oracle.ExportCard) string {
	var faces []string
	for i, f := range c.Faces {
		var b strings.Builder
		fmt.Fprintf(&b, "Name:%s\n", f.Name)
		cost := f.ManaCost
		if c.Layout == "flip" && cost == "" {
			cost = c.Faces[0].ManaCost // a flipped card keeps its mana cost
		}
		fmt.Fprintf(&b, "ManaCost:%s\n", ForgeManaCost(cost))
		if i == 0 && c.MultiFace() {
			mode, ok := forgeModes[c.Layout]
			if !ok {
				mode = "DoubleFaced"
			}
			fmt.Fprintf(&b, "AlternateMode:%s\n", mode)
		}
		if colors := forgeColors(f); colors != "" {
			fmt.Fprintf(&b, "Colors:%s\n", colors)
		}
		types := append(append(append([]string{}, f.Supertypes...), f.Types...), f.Subtypes...)
		fmt.Fprintf(&b, "Types:%s\n", strings.Join(types, " "))
		if f.Power != "" || f.Toughness != "" {
			fmt.Fprintf(&b, "PT:%s/%s\n", f.Power, f.Toughness)
		}
		if f.Loyalty != "" {
			fmt.Fprintf(&b, "Loyalty:%s\n", f.Loyalty)
		}
		if f.Defense != "" {
			fmt.Fprintf(&b, "Defense:%s\n", f.Defense)
		}
		for _, k := range f.Keywords() {
			for _, line := range ForgeKeywords(k) {
				fmt.Fprintf(&b, "K:%s\n", line)
			}
		}
		fmt.Fprintf(&b, "Oracle:%s\n", strings.ReplaceAll(f.OracleText, "\n", `\n`))
		faces = append(faces, b.String())
	}
	return strings.Join(faces, "\nALTERNATE\n\n")
}

// forgeColors is the Colors: value of a face whose colors differ from its
// cost's, such as a back face with a color indicator.
func forgeColors(f oracle.ExportFace) string {
	var fromCost []string
	for _, letter := range []string{"W", "U", "B", "R", "G"} {
		if strings.Contains(f.ManaCost, letter) {
			fromCost = append(fromCost, letter)
		}
	}
	colors := slices.Sorted(slices.Values(f.Colors))
	if slices.Equal(slices.Sorted(slices.Values(fromCost)), colors) {
		return ""
	}
	words := make([]string, len(f.Colors))
	for i, c := range f.Colors {
		words[i] = colorWords[c]
	}
	if len(words) == 0 {
		return "colorless"
	}
	return strings.Join(words, ",")
}

// ForgeManaCost writes a mana cost as Forge does: symbols separated by
// spaces ("{3}{G}{G}" is "3 G G"), a hybrid symbol as its two colors
// ("GW"), a Phyrexian one with a P first ("PB"), two-generic hybrid as
// "2/W", and no symbols as "no cost".
func ForgeManaCost(cost string) string {
	if cost == "" {
		return "no cost"
	}
	var parts []string
	for _, sym := range strings.Split(strings.TrimSuffix(strings.TrimPrefix(cost, "{"), "}"), "}{") {
		pieces := strings.Split(sym, "/")
		switch {
		case len(pieces) > 1 && pieces[len(pieces)-1] == "P":
			parts = append(parts, "P"+strings.Join(pieces[:len(pieces)-1], ""))
		case len(pieces) == 2 && pieces[0] == "2":
			parts = append(parts, sym)
		default:
			parts = append(parts, strings.Join(pieces, ""))
		}
	}
	return strings.Join(parts, " ")
}

// ForgeKeywords writes a keyword ability as Forge's K: lines: the name,
// then its parameters after colons ("Echo:G", "Cycling:2", "Suspend:4:U",
// "TypeCycling:Plains:2"); a keyword with qualities as its words
// ("Protection from black", one line per quality for protection).
func ForgeKeywords(k *parser.Keyword) []string {
	name := k.Written()
	if forge, ok := forgeKeywordNames[name]; ok {
		name = forge
	}
	cost := ""
	if k.Cost != nil {
		cost = forgeCost(k.Cost)
	}
	switch {
	case k.Name == "Typecycling":
		return []string{"TypeCycling:" + upperFirst(k.Type) + ":" + cost}
	case k.Name == "Protection" && len(k.Qualities) > 0:
		var lines []string
		for _, q := range k.Qualities {
			lines = append(lines, "Protection from "+q)
		}
		return lines
	case len(k.Qualities) > 0:
		return []string{upperFirst(withoutReminder(k.Text))}
	}
	params := []string{name}
	if k.Number != nil {
		params = append(params, fmt.Sprint(*k.Number))
	} else if k.Variable != "" {
		params = append(params, k.Variable)
	}
	if cost != "" {
		params = append(params, cost)
	}
	return []string{strings.Join(params, ":")}
}

// forgeCost is a keyword's cost in Forge's syntax when it is all mana
// symbols, else its words.
func forgeCost(c *parser.Cost) string {
	for _, p := range c.Parts {
		if p.Kind != parser.CostMana {
			return c.Text
		}
	}
	return ForgeManaCost(c.Text)
}

func withoutReminder(text string) string {
	if i := strings.Index(text, " ("); i >= 0 {
		return text[:i]
	}
	return text
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
