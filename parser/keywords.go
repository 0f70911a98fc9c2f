package parser

import (
	"sort"
	"strings"
	"sync"
)

// Shape says which parameters a keyword ability takes, as its rule writes it.
type Shape uint8

const (
	ShapeNone          Shape = iota // Flying
	ShapeCost                       // Echo {G}, Flashback—Pay 3 life
	ShapeNumber                     // Rampage 2
	ShapeNumberCost                 // Suspend 4—{U}
	ShapeQuality                    // Protection from black, Enchant creature
	ShapeQualityCost                // Splice onto Arcane {1}{R}
	ShapeQualityNumber              // Devour artifact 1
	ShapeLandwalk                   // Swampwalk, nonbasic landwalk
	ShapeTypecycling                // Plainscycling {2}
	ShapeText                       // Companion — condition
	ShapeLabel                      // Boast — {1}{R}: effect
)

// KeywordInfo is one keyword ability of rule 702.
type KeywordInfo struct {
	Name      string // as cards write it: "Double strike"
	Rule      string // "702.4"
	Shape     Shape
	VariantOf string // "Hexproof" for "Hexproof from"
}

// KeywordAbilities returns the keyword abilities of rule 702, variants
// included, in rule order.
func KeywordAbilities() []KeywordInfo { return append([]KeywordInfo(nil), keywordTable...) }

// KeywordActions returns the keyword actions of rule 701 ("Scry", "Mill").
func KeywordActions() []string { return append([]string(nil), keywordActions...) }

// AbilityWords returns the ability words of rule 207.2c ("Landfall").
func AbilityWords() []string { return append([]string(nil), abilityWords...) }

// RulesSource names the Comprehensive Rules file the tables were
// generated from.
func RulesSource() string { return rulesSource }

var shapeNames = [...]string{"none", "cost", "number", "number_cost", "quality", "quality_cost",
	"quality_number", "landwalk", "typecycling", "text", "label"}

func (s Shape) String() string {
	if int(s) < len(shapeNames) {
		return shapeNames[s]
	}
	return "unknown"
}

// MarshalText writes a shape by name.
func (s Shape) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// keywordsByWord indexes the table by the lowercased first word of each
// name, longest names first so "Hexproof from" wins over "Hexproof"; built
// on first use.
var keywordsByWord = sync.OnceValue(func() map[string][]*KeywordInfo {
	m := map[string][]*KeywordInfo{}
	for i := range keywordTable {
		k := &keywordTable[i]
		first, _, _ := strings.Cut(strings.ToLower(k.Name), " ")
		m[first] = append(m[first], k)
	}
	for _, ks := range m {
		sort.SliceStable(ks, func(i, j int) bool { return len(ks[i].Name) > len(ks[j].Name) })
	}
	return m
})

// lookupKeyword finds the keyword named exactly text, ignoring case.
func lookupKeyword(text string) *KeywordInfo {
	first, _, _ := strings.Cut(text, " ")
	for _, k := range keywordsByWord()[strings.ToLower(first)] {
		if strings.EqualFold(k.Name, text) {
			return k
		}
	}
	return nil
}

// lookupLabelKeyword finds a keyword written like an ability word
// ("Boast — ...").
func lookupLabelKeyword(text string) *KeywordInfo {
	if k := lookupKeyword(text); k != nil && k.Shape == ShapeLabel {
		return k
	}
	return nil
}

// keywordLine parses src[off:end] as a list of keyword abilities separated
// by commas or semicolons. It fails unless every item is a keyword. A
// keyword with a cost may be followed by a sentence about it ("Equip {3}.
// This ability costs {1} less ..."); effect is where that sentence starts,
// or end.
func (p *parser) keywordLine(off, end int) (kws []*Keyword, effect int, ok bool) {
	for i := off; ; {
		k, next, ok := p.keywordAt(i, end)
		if !ok {
			return nil, 0, false
		}
		kws = append(kws, k)
		rest := p.src[next:end]
		switch {
		case rest == "" || rest == ".":
			return kws, end, true
		case strings.HasPrefix(rest, ". ") && k.Cost != nil:
			return kws, next + 2, true
		case strings.HasPrefix(rest, ", where X ") && k.Variable != "":
			// "Devour X, where X is the number of creatures devoured this way"
			return kws, next + 2, true
		case strings.HasPrefix(rest, ", ") || strings.HasPrefix(rest, "; "):
			i = next + 2
		default:
			return nil, 0, false
		}
	}
}

// firstWord returns the ASCII word at the start of s: letters, digits,
// '-', '\” and '!' ("Jump-start", "For Mirrodin!").
func firstWord(s string) string {
	i := 0
	for i < len(s) && (isWordByte(s[i]) && s[i] < 0x80 || s[i] == '-' || s[i] == '\'' || s[i] == '!') {
		i++
	}
	return s[:i]
}

// keywordAt parses one keyword ability at src[i:end] and returns it and the
// offset after it.
func (p *parser) keywordAt(i, end int) (*Keyword, int, bool) {
	s := p.src[i:end]
	// "Champion of the Flame gets +2/+2 ..." names the card, not the keyword.
	if toks := p.tokensIn(i, end); len(toks) > 0 && toks[0].kind == tokSelfRef {
		return nil, 0, false
	}
	if k, n, ok := p.walkOrCycling(i, end); ok {
		return k, n, ok
	}
	var lower [32]byte
	w := firstWord(s)
	if w == "" || len(w) > len(lower) {
		return nil, 0, false
	}
	for j := 0; j < len(w); j++ {
		c := w[j]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		lower[j] = c
	}
	for _, info := range keywordsByWord()[string(lower[:len(w)])] {
		n := len(info.Name)
		if len(s) < n || !strings.EqualFold(s[:n], info.Name) || len(s) > n && isWordByte(s[n]) && s[n] < 0x80 {
			continue
		}
		k := &Keyword{Name: info.Name, Rule: info.Rule, Pos: p.pos(i)}
		next, ok := p.keywordParams(k, info.Shape, i+n, end)
		if !ok {
			continue
		}
		k.Text = p.src[i:next]
		return k, next, true
	}
	return nil, 0, false
}

// walkOrCycling parses landwalk ("Swampwalk", "nonbasic landwalk") and
// typecycling ("Plainscycling {2}", "Basic landcycling {1}").
func (p *parser) walkOrCycling(i, end int) (*Keyword, int, bool) {
	s := p.src[i:end]
	// At most three words: "legendary landwalk", "snow swampwalk".
	j := 0
	for words := 0; words < 3; words++ {
		w := firstWord(s[j:])
		if w == "" {
			return nil, 0, false
		}
		j += len(w)
		lw := strings.ToLower(w)
		switch {
		case len(lw) > len("walk") && strings.HasSuffix(lw, "walk"):
			if j < len(s) && s[j] != ',' && s[j] != ';' && s[j] != '.' {
				return nil, 0, false
			}
			info := lookupKeyword("Landwalk")
			return &Keyword{Name: info.Name, Rule: info.Rule, Pos: p.pos(i), Text: s[:j], Type: s[:j-len("walk")]}, i + j, true
		case len(lw) > len("cycling") && strings.HasSuffix(lw, "cycling"):
			info := lookupKeyword("Typecycling")
			k := &Keyword{Name: info.Name, Rule: info.Rule, Pos: p.pos(i), Type: s[:j-len("cycling")]}
			next, ok := p.costParam(k, i+j, end)
			if !ok || k.Cost == nil {
				return nil, 0, false
			}
			k.Text = p.src[i:next]
			return k, next, true
		}
		if j >= len(s) || s[j] != ' ' {
			return nil, 0, false
		}
		j++
	}
	return nil, 0, false
}

// keywordParams parses the parameters of a keyword of the given shape that
// start at src[i] (just after the name) and returns the offset after them.
func (p *parser) keywordParams(k *Keyword, shape Shape, i, end int) (int, bool) {
	rest := p.src[i:end]
	switch shape {
	case ShapeNone:
		return i, true
	case ShapeCost, ShapeTypecycling:
		return p.costParam(k, i, end)
	case ShapeNumber:
		if w := firstWord(strings.TrimPrefix(rest, "—")); len(rest) > len("—") && strings.HasPrefix(rest, "—") && lookupKeyword(w) != nil {
			// "Modular—Sunburst": another keyword sets the number (702.44c).
			k.Variable = w
			return i + len("—") + len(w), true
		}
		return p.numberParam(k, i, end), true
	case ShapeNumberCost:
		j := p.numberParam(k, i, end)
		if j == i {
			return i, true // "Suspend" alone on old cards and in rules text
		}
		return p.costParam(k, j, end)
	case ShapeQuality, ShapeQualityNumber:
		if !strings.HasPrefix(rest, " ") {
			return 0, false
		}
		j := p.qualityEnd(i+1, end)
		if j == i+1 {
			return 0, false
		}
		k.Qualities = splitQualities(k.Name, p.src[i+1:j])
		return j, true
	case ShapeQualityCost:
		// "Splice onto Arcane {1}{R}": the quality runs to the cost.
		j := strings.Index(rest, " {")
		if d := strings.Index(rest, "—"); d > 0 && (j < 0 || d < j) {
			j = d
		}
		if !strings.HasPrefix(rest, " ") || j <= 1 {
			return 0, false
		}
		k.Qualities = splitQualities(k.Name, rest[1:j])
		return p.costParam(k, i+j, end)
	case ShapeText:
		// "Companion — Each nonland card in your starting deck ..."
		for _, sep := range []string{" — ", "—", " "} {
			if strings.HasPrefix(rest, sep) && len(rest) > len(sep) {
				k.Qualities = []string{rest[len(sep):]}
				return end, true
			}
		}
		return i, rest == ""
	}
	return 0, false
}

// numberParam parses " N" or " X" and returns the offset after it (i if
// there is none). The 1996 wording puts a colon before the number
// ("Flying, rampage: 2").
func (p *parser) numberParam(k *Keyword, i, end int) int {
	rest := p.src[i:end]
	if after, ok := strings.CutPrefix(rest, ": "); ok {
		if n, tail, ok := leadingInt(firstWord(after)); ok && tail == "" {
			k.Number = &n
			return i + len(": ") + len(firstWord(after))
		}
		return i
	}
	if !strings.HasPrefix(rest, " ") {
		return i
	}
	w := firstWord(rest[1:])
	if q := len(w); q > 0 && w[0] >= 'a' && w[0] <= 'z' && strings.HasPrefix(rest[1+q:], " ") {
		// A quality before the number: "Devour artifact 1" (702.82c).
		if n := p.numberParam(k, i+1+q, end); n > i+1+q {
			k.Qualities = []string{w}
			return n
		}
	}
	if w == "X" {
		k.Variable = w
		return i + 2
	}
	if n, tail, ok := leadingInt(w); ok && tail == "" {
		k.Number = &n
		return i + 1 + len(w)
	}
	return i
}

// costParam parses a keyword's cost: " {2}{G}" (mana after a space, maybe
// after a qualifier: "Equip Knight {1}") or "—Pay 3 life" (any cost after
// an em dash, to the end of the line).
func (p *parser) costParam(k *Keyword, i, end int) (int, bool) {
	rest := p.src[i:end]
	if strings.HasPrefix(rest, "—") || strings.HasPrefix(rest, " — ") {
		start := i + strings.Index(rest, "—") + len("—")
		for start < end && p.src[start] == ' ' {
			start++
		}
		// The cost runs to the end of its sentence; a second sentence
		// ("Flashback—{3}{R}, Remove X loyalty counters .... If you cast
		// this spell this way, ...") is not part of it.
		stop := end
		if dot := strings.Index(p.src[start:end], ". "); dot >= 0 {
			stop = start + dot + 1
		}
		if stop > start && p.src[stop-1] == '.' {
			stop--
		}
		if stop <= start {
			return 0, false
		}
		k.Cost = p.parseCost(p.tokensIn(start, stop))
		return stop, true
	}
	if rest == "" || rest[0] != ' ' {
		return i, rest == "" || rest[0] == ',' || rest[0] == ';' || rest[0] == '.'
	}
	j := 1
	if rest[1] != '{' {
		// A qualifier before the cost: "Equip Knight {1}", "Equip
		// legendary creature {3}".
		brace := strings.Index(rest, " {")
		if brace < 0 || strings.ContainsAny(rest[:brace], ",;.") {
			return 0, false
		}
		k.Qualities = []string{rest[1:brace]}
		j = brace + 1
	}
	stop := i + j
	for stop < end && p.src[stop] == '{' {
		close := strings.IndexByte(p.src[stop:end], '}')
		if close < 0 {
			return 0, false
		}
		stop += close + 1
		// Alternative costs: "Kicker {1}{R} and/or {G}", "Cumulative
		// upkeep {G} or {W}".
		for _, alt := range []string{" and/or {", " or {"} {
			if strings.HasPrefix(p.src[stop:end], alt) {
				stop += len(alt) - 1
			}
		}
	}
	k.Cost = p.parseCost(p.tokensIn(i+j, stop))
	return stop, true
}

// qualityEnd returns where a quality that starts at i ends: at a semicolon,
// a final period, or a comma followed by another keyword ("Protection from
// red, flying"); ", from white" continues a protection list.
func (p *parser) qualityEnd(i, end int) int {
	for j := i; j < end; j++ {
		switch p.src[j] {
		case ';':
			return j
		case '.':
			if j == end-1 {
				return j
			}
		case ',':
			after := p.src[j+1 : end]
			if strings.HasPrefix(after, " from ") || !strings.HasPrefix(after, " ") {
				continue
			}
			// Later items of a keyword list are lower case; a capital
			// continues a name ("Partner with Trynn, Champion of Freedom").
			if c := p.src[j+2]; c >= 'a' && c <= 'z' {
				if _, _, ok := p.keywordAt(j+2, end); ok {
					return j
				}
			}
		}
	}
	return end
}

// splitQualities splits "from black, from red and from white" into
// ["black", "red", "white"] and drops the preposition of "for artifacts".
func splitQualities(name, text string) []string {
	for _, prep := range []string{"from ", "for ", "onto ", "with "} {
		text = strings.TrimPrefix(text, prep)
	}
	if name != "Protection" && name != "Hexproof from" {
		return []string{text}
	}
	var out []string
	for _, sep := range []string{", and from ", " and from ", ", from "} {
		text = strings.ReplaceAll(text, sep, "\x00")
	}
	for _, q := range strings.Split(text, "\x00") {
		out = append(out, q)
	}
	return out
}
