package export

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/mtgoracle/oracle/parser"
)

// ForgeCosts writes a cost in Forge's cost grammar from the parts the
// parser split it into: mana as Forge's shards ("2 R"), then each other
// part as Forge's cost part ("PayLife<3>", "Discard<1/Card>",
// "Sac<1/Creature>", "tapXType<1/Creature.White/white creature>",
// "SubCounter<1/P1P1>", ...). A cost whose words offer alternatives
// ("{2}{R} and/or {3}{U}", "Pay {2} or {E}{E}{E}") gives one Forge cost per
// alternative. name is the card's name, for a part that names its card.
// ok is false when a part has no spelling in Forge's grammar.
func ForgeCosts(c *parser.Cost, name string) (costs []string, ok bool) {
	if c == nil {
		return nil, true
	}
	for _, group := range costAlternatives(c) {
		cost, ok := forgeCostOf(group, name)
		if !ok {
			return nil, false
		}
		costs = append(costs, cost)
	}
	return costs, len(costs) > 0
}

// costAlternatives splits a cost's parts where its words between two parts
// say "or" or "and/or".
func costAlternatives(c *parser.Cost) [][]*parser.CostPart {
	var groups [][]*parser.CostPart
	var cur []*parser.CostPart
	rest := c.Text
	for _, p := range c.Parts {
		i := strings.Index(rest, p.Text)
		if i < 0 {
			i = 0
		}
		gap := rest[:i]
		rest = rest[i+len(p.Text):]
		if len(cur) > 0 && (strings.Contains(gap, " or ") || strings.Contains(gap, "and/or")) {
			groups = append(groups, cur)
			cur = nil
		}
		cur = append(cur, p)
	}
	if len(cur) > 0 {
		groups = append(groups, cur)
	}
	return groups
}

func forgeCostOf(parts []*parser.CostPart, name string) (string, bool) {
	var mana, others []string
	energy := 0
	for _, p := range parts {
		switch p.Kind {
		case parser.CostMana:
			shard, ok := forgeShard(p.Text)
			if !ok {
				return "", false
			}
			mana = append(mana, shard)
		case parser.CostPayMana:
			m := strings.TrimPrefix(p.Text, "Pay ")
			if m == p.Text || !strings.HasPrefix(m, "{") {
				return "", false
			}
			for _, sym := range strings.Split(strings.TrimSuffix(strings.TrimPrefix(m, "{"), "}"), "}{") {
				shard, ok := forgeShard("{" + sym + "}")
				if !ok {
					return "", false
				}
				mana = append(mana, shard)
			}
		case parser.CostEnergy, parser.CostPay:
			n, ok := energyAmount(p.Text)
			if !ok {
				return "", false
			}
			energy += n
		case parser.CostTap:
			others = append(others, "T")
		case parser.CostUntap:
			others = append(others, "Q")
		default:
			part, ok := forgeCostPart(p, name)
			if !ok {
				return "", false
			}
			others = append(others, part)
		}
	}
	if energy > 0 {
		others = append(others, fmt.Sprintf("PayEnergy<%d>", energy))
	}
	if len(mana) == 0 && len(others) == 0 {
		return "", false
	}
	return strings.Join(append(mana, others...), " "), true
}

// forgeShard is one mana symbol as Forge's mana cost parser reads it.
func forgeShard(sym string) (string, bool) {
	if !strings.HasPrefix(sym, "{") || !strings.HasSuffix(sym, "}") || strings.Contains(sym[1:len(sym)-1], "}") {
		return "", false
	}
	s := ForgeManaCost(sym)
	if !ForgeShardOK(s) {
		return "", false
	}
	return s, true
}

// energyAmount counts the energy a part pays: "{E}", "Pay {E}{E}", "Pay
// eight {E}".
func energyAmount(text string) (int, bool) {
	t := strings.TrimPrefix(text, "Pay ")
	if n := strings.Count(t, "{E}"); n > 0 && strings.ReplaceAll(t, "{E}", "") == "" {
		return n, true
	}
	if word, rest, ok := strings.Cut(t, " "); ok && rest == "{E}" {
		if n, ok := countWord(word); ok && n != "X" {
			v, _ := strconv.Atoi(n)
			return v, true
		}
	}
	return 0, false
}

// numberWords are the counts a cost writes in words.
var numberWords = map[string]string{"a": "1", "an": "1", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5",
	"six": "6", "seven": "7", "eight": "8", "nine": "9", "ten": "10", "eleven": "11", "twelve": "12", "X": "X"}

func countWord(w string) (string, bool) {
	if n, ok := numberWords[strings.ToLower(w)]; ok {
		return n, true
	}
	if _, err := strconv.Atoi(w); err == nil {
		return w, true
	}
	return "", false
}

// forgeCostPart writes one non-mana cost part.
func forgeCostPart(p *parser.CostPart, name string) (string, bool) {
	text := strings.TrimSuffix(p.Text, ".")
	verb, rest, _ := strings.Cut(text, " ")
	self := func(s string) bool { return isSelf(s, name) }
	switch p.Kind {
	case parser.CostPayLife:
		if n, ok := strings.CutSuffix(strings.TrimPrefix(text, "Pay "), " life"); ok {
			if c, ok := countWord(n); ok && !strings.Contains(n, " ") {
				return "PayLife<" + c + ">", true
			}
		}
	case parser.CostSacrifice:
		if self(rest) {
			return "Sac<1/CARDNAME>", true
		}
		return countedPart("Sac", rest, "")
	case parser.CostDiscard:
		switch {
		case self(rest):
			return "Discard<1/CARDNAME>", true
		case rest == "your hand":
			return "Discard<1/Hand>", true
		case rest == "a card at random":
			return "Discard<1/Random>", true
		}
		return countedPart("Discard", rest, "")
	case parser.CostExile:
		if self(rest) {
			return "Exile<1/CARDNAME>", true
		}
		if what, ok := strings.CutSuffix(rest, " from your graveyard"); ok {
			return countedPart("ExileFromGrave", what, "")
		}
		if what, ok := strings.CutSuffix(rest, " from your hand"); ok {
			return countedPart("ExileFromHand", what, "")
		}
		if what, ok := strings.CutSuffix(rest, " you control"); ok {
			return countedPart("Exile", what, "")
		}
	case parser.CostReturn:
		for _, suffix := range []string{" you control to its owner's hand", " you control to their owner's hand", " you control to their owners' hands"} {
			if what, ok := strings.CutSuffix(rest, suffix); ok {
				return countedPart("Return", what, "")
			}
		}
	case parser.CostTapUntapped:
		if what, ok := strings.CutSuffix(rest, " you control"); ok && verb == "Tap" {
			return countedPart("tapXType", what, "untapped")
		}
	case parser.CostUntapOther:
		if what, ok := strings.CutSuffix(rest, " you control"); ok && verb == "Untap" {
			return countedPart("untapYType", what, "tapped")
		}
	case parser.CostReveal:
		for _, suffix := range []string{" from your hand", " in your hand"} {
			if what, ok := strings.CutSuffix(rest, suffix); ok {
				return countedPart("Reveal", what, "")
			}
		}
	case parser.CostMill:
		if n, what, ok := strings.Cut(rest, " "); ok && (what == "card" || what == "cards") {
			if c, ok := countWord(n); ok {
				return "Mill<" + c + ">", true
			}
		}
	case parser.CostRemove:
		if what, from, ok := strings.Cut(rest, " from "); ok && self(from) {
			return counterPart("SubCounter", what)
		}
	case parser.CostPutCounters:
		if what, on, ok := strings.Cut(rest, " on "); ok && self(on) {
			return counterPart("AddCounter", what)
		}
	case parser.CostExert:
		if self(rest) {
			return "Exert<1/CARDNAME>", true
		}
	}
	return "", false
}

// isSelf reports whether words name the card itself.
func isSelf(s, name string) bool {
	if s == "~" || s == "CARDNAME" || s == "it" || strings.HasPrefix(s, "this ") && !strings.Contains(s[5:], " ") {
		return true
	}
	if name == "" {
		return false
	}
	if s == name {
		return true
	}
	short, _, _ := strings.Cut(name, ",")
	return s == short
}

// countedPart writes "Kind<N/Type/description>" of a count and a kind of
// card ("two lands", "an artifact or creature", "another creature"); state
// is a word the phrase must carry and Forge's part implies ("untapped").
func countedPart(kind, phrase, state string) (string, bool) {
	n, what, ok := strings.Cut(phrase, " ")
	if !ok {
		return "", false
	}
	count, ok := countWord(n)
	if !ok {
		// "another creature": one, and not this one
		if n != "another" {
			return "", false
		}
		count, what = "1", phrase
	}
	if state != "" {
		w, ok := strings.CutPrefix(what, state+" ")
		if !ok {
			return "", false
		}
		what = w
	}
	spec, ok := ForgeValidCards(what)
	if !ok {
		return "", false
	}
	out := kind + "<" + count + "/" + spec
	if desc := forgeDesc(what); desc != "" && !simpleSpec(spec, what) {
		out += "/" + desc
	}
	return out + ">", true
}

// simpleSpec reports whether a spec says no more than the words' own
// single capitalized type, needing no description.
func simpleSpec(spec, words string) bool {
	return !strings.ContainsAny(spec, ".;,+") && strings.EqualFold(singularWord(words), spec)
}

// forgeDesc is a description a cost part may carry: words without the
// characters Forge's cost and keyword syntax give meaning.
func forgeDesc(words string) string {
	if strings.ContainsAny(words, "<>/:|$") {
		return ""
	}
	return words
}

// counterPart writes SubCounter or AddCounter from "a +1/+1 counter",
// "two age counters".
func counterPart(kind, phrase string) (string, bool) {
	n, what, ok := strings.Cut(phrase, " ")
	if !ok {
		return "", false
	}
	count, ok := countWord(n)
	if !ok {
		return "", false
	}
	counter, ok := strings.CutSuffix(what, " counters")
	if !ok {
		if counter, ok = strings.CutSuffix(what, " counter"); !ok {
			return "", false
		}
	}
	name := forgeCounter(counter)
	if name == "" {
		return "", false
	}
	return kind + "<" + count + "/" + name + ">", true
}

// forgeCounter is a counter's name in Forge's counter types: "+1/+1" is
// P1P1, "-1/-1" M1M1, "age" AGE.
func forgeCounter(name string) string {
	switch strings.ReplaceAll(name, "−", "-") {
	case "+1/+1":
		return "P1P1"
	case "-1/-1":
		return "M1M1"
	case "+1/+0":
		return "P1P0"
	case "+0/+1":
		return "P0P1"
	case "-0/-1":
		return "M0M1"
	case "-1/-0":
		return "M1M0"
	}
	for _, r := range name {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r == ' ' || r == '-') {
			return ""
		}
	}
	return strings.ToUpper(strings.NewReplacer(" ", "_", "-", "_").Replace(name))
}

// forgeTypeWords are the card types and the words Forge's valid-card
// syntax has for a card's kind.
var forgeTypeWords = map[string]string{
	"artifact": "Artifact", "creature": "Creature", "enchantment": "Enchantment", "land": "Land",
	"instant": "Instant", "sorcery": "Sorcery", "planeswalker": "Planeswalker", "battle": "Battle",
	"permanent": "Permanent", "card": "Card", "spell": "Spell", "kindred": "Kindred", "tribal": "Tribal",
	"player": "Player", "opponent": "Opponent",
}

// forgeProperties are the adjectives a valid-card spec writes as properties.
var forgeProperties = map[string]string{
	"white": "White", "blue": "Blue", "black": "Black", "red": "Red", "green": "Green",
	"colorless": "Colorless", "multicolored": "MultiColor", "monocolored": "MonoColor",
	"legendary": "Legendary", "basic": "Basic", "nonbasic": "nonBasic", "snow": "Snow",
	"another": "Other", "other": "Other", "untapped": "untapped", "tapped": "tapped", "token": "token",
	"nontoken": "nonToken", "attacking": "attacking", "blocking": "blocking",
}

// ForgeValidCards writes words naming a kind of card in Forge's valid-card
// syntax as its costs read it: "creature" is "Creature", "artifact or
// creature" "Artifact;Creature", "another creature" "Creature.Other",
// "white creature" "Creature.White", "nonland permanents"
// "Permanent.nonLand", "Mountains" "Mountain", "green or white creature"
// "Creature.Green;Creature.White". Keywords separate the alternatives
// with commas instead (ForgeValidList). ok is false for words it does not
// know.
func ForgeValidCards(words string) (string, bool) {
	controller := ""
	if rest, ok := strings.CutSuffix(words, " you control"); ok {
		words, controller = rest, "YouCtrl"
	} else if rest, ok := strings.CutSuffix(words, " an opponent controls"); ok {
		words, controller = rest, "OppCtrl"
	} else if rest, ok := strings.CutSuffix(words, " you don't control"); ok {
		words, controller = rest, "YouDontCtrl"
	}
	words = strings.ReplaceAll(words, ", or ", " or ")
	words = strings.ReplaceAll(words, ", ", " or ")
	parts := strings.Split(words, " or ")
	kinds := make([][]string, len(parts))
	props := make([][]string, len(parts))
	for i, alt := range parts {
		alt = strings.TrimSpace(alt)
		for _, article := range []string{"a ", "an "} {
			alt = strings.TrimPrefix(alt, article)
		}
		var ok bool
		if kinds[i], props[i], ok = forgeValidWords(alt); !ok {
			return "", false
		}
	}
	// "an enchantment, instant, or sorcery card", "green or white
	// creature": the last alternative's noun is shared by those before it
	// that name none, or name a type of card.
	last := kinds[len(kinds)-1]
	var alts []string
	for i := range parts {
		k := kinds[i]
		if len(k) == 0 && len(last) > 0 {
			k = []string{last[len(last)-1]}
		} else if len(last) > 1 && last[len(last)-1] == "Card" && len(k) == 1 && k[0] != "Card" {
			k = append(k, "Card")
		}
		alts = append(alts, forgeSpec(k, props[i], controller))
	}
	return strings.Join(alts, ";"), len(alts) > 0
}

// ForgeValidList is ForgeValidCards with alternatives separated by commas,
// as keywords read their types.
func ForgeValidList(words string) (string, bool) {
	spec, ok := ForgeValidCards(words)
	return strings.ReplaceAll(spec, ";", ","), ok
}

// forgeValidWords reads one alternative's words: its types and subtypes,
// and the properties its adjectives give.
func forgeValidWords(words string) (types, props []string, ok bool) {
	for _, w := range strings.Fields(words) {
		sing := singularWord(w)
		switch {
		case forgeTypeWords[strings.ToLower(sing)] != "" && (w == strings.ToLower(w) || len(types) == 0):
			types = append(types, forgeTypeWords[strings.ToLower(sing)])
		case forgeProperties[strings.ToLower(w)] != "" && w == strings.ToLower(w):
			props = append(props, forgeProperties[w])
		case strings.HasPrefix(w, "non") && len(w) > 3 && forgeTypeWords[w[3:]] != "":
			props = append(props, "non"+forgeTypeWords[w[3:]])
		case strings.HasPrefix(w, "non") && len(w) > 3 && forgeProperties[w[3:]] != "" && w == strings.ToLower(w):
			props = append(props, "non"+forgeProperties[w[3:]]) // "nonblack"
		case strings.HasPrefix(w, "non-") && len(w) > 4 && w[4] >= 'A' && w[4] <= 'Z' && isWord(w[4:]):
			props = append(props, "non"+w[4:]) // "non-Wall"
		case w[0] >= 'A' && w[0] <= 'Z' && isWord(w):
			types = append(types, sing) // a subtype: "Goblin", "Mountain"
		default:
			return nil, nil, false
		}
	}
	return types, props, len(types) > 0 || len(props) > 0
}

// forgeSpec writes one alternative: the last noun is the kind, the types
// before it and the properties narrow it.
func forgeSpec(types, props []string, controller string) string {
	if len(types) == 0 {
		types = []string{"Card"}
	}
	base := types[len(types)-1]
	narrow := types[:len(types)-1]
	if base == "Card" && len(narrow) == 1 {
		base, narrow = narrow[0], nil
	}
	all := append(append([]string{}, narrow...), props...)
	if controller != "" {
		all = append(all, controller)
	}
	if len(all) == 0 {
		return base
	}
	return base + "." + strings.Join(all, "+")
}

func isWord(w string) bool {
	for _, r := range w {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r == '-' || r == '\'') {
			return false
		}
	}
	return true
}

// singularWord is a noun's singular: "cards" card, "Elves" Elf,
// "sorceries" sorcery.
func singularWord(w string) string {
	switch {
	case strings.HasSuffix(w, "ves") && len(w) > 4:
		return w[:len(w)-3] + "f"
	case strings.HasSuffix(w, "ies") && len(w) > 4:
		return w[:len(w)-3] + "y"
	case strings.HasSuffix(w, "xes"), strings.HasSuffix(w, "ches"), strings.HasSuffix(w, "shes"), strings.HasSuffix(w, "sses"):
		return w[:len(w)-2]
	case strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && len(w) > 3 && w != "Plains":
		return w[:len(w)-1]
	}
	return w
}

// ForgeShardOK reports whether Forge's mana cost parser reads s as one
// shard with no character ignored: a number, or letters of W U B R G C S X
// P (and "2", "/") making one of its shards.
func ForgeShardOK(s string) bool {
	if s == "" {
		return false
	}
	if _, err := strconv.Atoi(s); err == nil {
		return true
	}
	seen := map[rune]bool{}
	for _, r := range s {
		if !strings.ContainsRune("WUBRGCSXP2/", r) || seen[r] {
			return false
		}
		seen[r] = true
	}
	colors := 0
	for _, r := range "WUBRG" {
		if seen[r] {
			colors++
		}
	}
	switch {
	case seen['X'] || seen['S']:
		return colors == 0 && !seen['P'] && !seen['2'] && !seen['C'] && len(strings.Trim(s, "/")) == 1
	case seen['P']:
		return colors >= 1 && colors <= 2 && !seen['2'] && !seen['C']
	case seen['2']:
		return colors == 1 && !seen['C']
	case seen['C']:
		return colors <= 1
	}
	return colors >= 1 && colors <= 2
}
