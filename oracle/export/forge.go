package export

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/parser"
)

// forgeWriter writes one Forge card script per card, named and placed as
// Forge's cardsfolder places them: a folder per initial, the name in lower
// case with spaces as underscores and punctuation dropped.
type forgeWriter struct {
	dir     string
	written map[string]string // file -> card, to refuse two cards one file
	melds   []*oracle.ExportCard
}

// forgeModes are Forge's AlternateMode values by layout; any other
// multi-face layout is DoubleFaced.
var forgeModes = map[string]string{"split": "Split", "aftermath": "Split", "flip": "Flip", "transform": "DoubleFaced",
	"modal_dfc": "Modal", "adventure": "Adventure", "meld": "Meld"}

// forgeKeywords are the keyword abilities Forge's card scripts write as
// K: lines, by their rule 702 names, each with Forge's own name where it
// differs (Forge reads the names regardless of case). The others Forge
// scripts as activated or triggered abilities (Boast, Cleave, Forecast) or
// does not name (ability-word-like Exhaust, Max Speed): for them the Oracle
// line alone speaks. Keep in step with Forge's Keyword enum.
var forgeKeywords = map[string]string{
	"First strike": "First Strike", "Double strike": "Double Strike", "Typecycling": "TypeCycling",
	"Living weapon": "Living Weapon", "Space Sculptor": "Space sculptor", "Totem armor": "Umbra armor",
	"For Mirrodin!": "For Mirrodin", "Start your engines!": "Start your engines",
	"Equip planeswalker": "Equip", "Hexproof from": "Hexproof", "Trample over planeswalkers": "Trample",
	"Commander ninjutsu": "Ninjutsu", "Emerge from": "Emerge", "Partner with": "Partner",
}

// forgeUnscripted are the keywords Forge writes as abilities, not K: lines.
var forgeUnscripted = []string{"Forecast", "Boast", "Cleave", "Visit", "Solved", "Exhaust", "Max Speed", "∞ (Infinity)", "Augment"}

// ForgeKeywordName is the name a K: line gives a keyword, "" when Forge
// scripts the keyword otherwise.
func ForgeKeywordName(name string) string {
	if slices.Contains(forgeUnscripted, name) {
		return ""
	}
	if forge, ok := forgeKeywords[name]; ok {
		return forge
	}
	return name
}

var colorWords = map[string]string{"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}

func (f *forgeWriter) Begin(*oracle.ExportIndex) error {
	f.written = map[string]string{}
	return os.MkdirAll(f.dir, 0o755)
}

func (f *forgeWriter) Card(c *oracle.ExportCard) error {
	if c.Layout == "meld" && !c.MultiFace() {
		// A meld pair is written with its result, once all three are read.
		if len(f.melds) == maxMeldCards {
			return fmt.Errorf("more than %d meld cards: refused", maxMeldCards)
		}
		f.melds = append(f.melds, c)
		return nil
	}
	return f.write(c.Name, ForgeScript(c))
}

// maxMeldCards bounds the meld cards an export holds until its end.
const maxMeldCards = 10000

func (f *forgeWriter) write(card, script string) error {
	name := ForgeFileName(card)
	if name == "" {
		return fmt.Errorf("no Forge file name can be made of %q", card)
	}
	if prev, dup := f.written[name]; dup {
		return fmt.Errorf("%q and %q both make the Forge file %s.txt", prev, card, name)
	}
	f.written[name] = card
	dir := filepath.Join(f.dir, name[:1])
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, name+".txt"), []byte(script), 0o644)
}

// End writes the meld cards as Forge pairs them: each half names the other
// in MeldPair:, and the half whose text melds them carries the melded card
// as its other face, the melded card having no script of its own. A meld
// card whose partners are not exported is written alone.
func (f *forgeWriter) End() error {
	byName := map[string]*oracle.ExportCard{}
	for _, c := range f.melds {
		byName[c.Name] = c
	}
	results := map[string]bool{}
	for _, c := range f.melds {
		if m := meldInto().FindStringSubmatch(c.OracleText()); m != nil && byName[m[1]] != nil {
			results[m[1]] = true
		}
	}
	for _, c := range f.melds {
		if results[c.Name] {
			continue
		}
		var result *oracle.ExportCard
		partner := ""
		if m := meldInto().FindStringSubmatch(c.OracleText()); m != nil {
			result = byName[m[1]]
		}
		for _, other := range f.melds {
			if other == c || results[other.Name] {
				continue
			}
			if strings.Contains(c.OracleText(), other.Name) || meldInto().MatchString(other.OracleText()) && strings.Contains(other.OracleText(), c.Name) {
				partner = other.Name
				break
			}
		}
		var script string
		switch {
		case partner == "":
			script = ForgeScript(c)
		case result != nil:
			script = forgeFace(c, 0, "Meld", partner) + "\nALTERNATE\n\n" + forgeFace(result, 0, "", "")
		default:
			script = forgeFace(c, 0, "Meld", partner)
		}
		if err := f.write(c.Name, script); err != nil {
			return fmt.Errorf("%s: %w", c.Name, err)
		}
	}
	return nil
}

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
	faces := make([]string, len(c.Faces))
	mode := ""
	if c.MultiFace() {
		var ok bool
		if mode, ok = forgeModes[c.Layout]; !ok {
			mode = "DoubleFaced"
		}
	}
	for i := range c.Faces {
		faces[i] = forgeFace(c, i, mode, "")
	}
	return strings.Join(faces, "\nALTERNATE\n\n")
}

// forgeFace is the script of a card's face i; the first face names the
// card's AlternateMode and its meld partner, when given.
func forgeFace(c *oracle.ExportCard, i int, mode, meldPair string) string {
	f := c.Faces[i]
	var b strings.Builder
	fmt.Fprintf(&b, "Name:%s\n", f.Name)
	cost := f.ManaCost
	if c.Layout == "flip" && cost == "" {
		cost = c.Faces[0].ManaCost // a flipped card keeps its mana cost
	}
	fmt.Fprintf(&b, "ManaCost:%s\n", ForgeManaCost(cost))
	if i == 0 && mode != "" {
		fmt.Fprintf(&b, "AlternateMode:%s\n", mode)
	}
	if i == 0 && meldPair != "" {
		fmt.Fprintf(&b, "MeldPair:%s\n", meldPair)
	}
	if colors := forgeColors(f); colors != "" && !(colors == "colorless" && hasKeyword(f.Abilities, "Devoid")) {
		// Forge's devoid makes the card colorless: its script says no Colors.
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
	for _, k := range forgeKeywordAbilities(f.Abilities) {
		if k.Name == "Fuse" && i > 0 {
			continue // Forge reads fuse on a split card's first half
		}
		for _, line := range ForgeKeywords(k, &f) {
			fmt.Fprintf(&b, "K:%s\n", line)
		}
	}
	fmt.Fprintf(&b, "Oracle:%s\n", strings.ReplaceAll(f.OracleText, "\n", `\n`))
	return b.String()
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

// ForgeKeywords writes a keyword ability of face f as Forge's K: lines,
// each parameter where Forge's parser for the keyword reads it: "Echo:G",
// "Cycling:2", "Suspend:4:U", "TypeCycling:Basic:2", "Kicker:2 R:3 U",
// "Ward:PayLife<3>", "Equip:3:Creature.Legendary:legendary creature",
// "Devour:1:Artifact", "Amplify:1:Dragon", "Champion:Elf",
// "Partner:Will Kenrith", "Protection from black" or
// "Protection:Creature.Legendary:legendary creatures". Costs go through
// ForgeCosts. None for a keyword Forge scripts as an ability, and none for
// one whose parameters Forge's grammar cannot say: the Oracle line then
// speaks alone.
func ForgeKeywords(k *parser.Keyword, f *oracle.ExportFace) []string {
	name := ForgeKeywordName(k.Name)
	if name == "" {
		return nil
	}
	card := ""
	if f != nil {
		card = f.Name
	}
	costs, ok := ForgeCosts(k.Cost, card)
	if !ok {
		return nil
	}
	cost := ""
	switch {
	case len(costs) == 1:
		cost = costs[0]
	case len(costs) > 1 && (k.Name == "Kicker" && len(costs) == 2 || k.Name == "Ward"):
		cost = strings.Join(costs, ":") // Forge's Kicker and Ward read alternatives after colons
	case len(costs) > 1:
		return nil
	}
	quality := strings.Join(k.Qualities, " or ")
	amount := ""
	if k.Number != nil {
		amount = fmt.Sprint(*k.Number)
	} else if k.Variable == "X" {
		amount = "X"
	}
	switch k.Name {
	case "Typecycling":
		spec, ok := forgeCyclingType(k.Type)
		if !ok || cost == "" {
			return nil
		}
		return []string{name + ":" + spec + ":" + cost}
	case "Landwalk":
		if spec, ok := ForgeValidList(k.Type); ok {
			return []string{name + ":" + spec}
		}
		return []string{name + ":" + forgeValid(k.Type)}
	case "Emerge from":
		// Forge's Emerge reads the cost, then the type sacrificed.
		spec, ok := ForgeValidList(quality)
		if !ok || cost == "" {
			return nil
		}
		return []string{name + ":" + cost + ":" + spec}
	case "Craft":
		// Forge's Craft reads one cost: the mana and what is exiled from
		// among permanents and the graveyard besides this one.
		n, what, ok := strings.Cut(quality, " ")
		count, isCount := countWord(n)
		if !ok || !isCount {
			count, what = "1", quality
		}
		spec, ok := ForgeValidCards(what)
		if !ok || cost == "" || strings.Contains(spec, ";") {
			return nil
		}
		if strings.Contains(spec, ".") {
			spec += "+Other"
		} else {
			spec += ".Other"
		}
		return []string{name + ":" + cost + " ExileCtrlOrGrave<" + count + "/" + spec + ">"}
	case "Protection":
		return forgeProtection(k)
	case "Commander ninjutsu":
		return []string{name + ":" + cost + ":Commander"}
	case "Equip planeswalker":
		return []string{name + ":" + cost + ":Planeswalker.YouCtrl:planeswalker"}
	case "Equip":
		if quality == "" {
			return []string{name + ":" + cost}
		}
		spec, ok := ForgeValidList(quality)
		if !ok || cost == "" {
			return nil
		}
		return []string{name + ":" + cost + ":" + forgeYouCtrl(spec) + ":" + quality}
	case "Trample over planeswalkers":
		return []string{name + ":Planeswalker"}
	case "Hexproof from":
		spec, ok := forgeQualitySpec(k.Qualities)
		if !ok {
			return nil
		}
		return []string{name + ":" + spec + ":" + quality}
	case "Affinity":
		spec, ok := ForgeValidList(quality)
		if !ok {
			return nil
		}
		return []string{name + ":" + spec}
	case "Devour":
		if amount == "" {
			return nil
		}
		if quality == "" {
			return []string{name + ":" + amount}
		}
		spec, ok := ForgeValidList(quality)
		if !ok {
			return nil
		}
		return []string{name + ":" + amount + ":" + spec}
	case "Amplify":
		// Forge's Amplify reads its amount, then the creature types the
		// revealed cards share with this one.
		if amount == "" || f == nil || len(f.Subtypes) == 0 {
			return nil
		}
		return []string{name + ":" + amount + ":" + strings.Join(f.Subtypes, ",")}
	case "Champion":
		spec, ok := ForgeValidList(quality)
		if !ok {
			return nil
		}
		if strings.Contains(spec, ",") {
			return []string{name + ":" + spec + ":" + strings.TrimPrefix(strings.TrimPrefix(quality, "an "), "a ")}
		}
		return []string{name + ":" + spec}
	case "Partner with":
		if len(k.Qualities) != 1 || strings.Contains(k.Qualities[0], ":") {
			return nil
		}
		return []string{name + ":" + k.Qualities[0]}
	}
	params := []string{name}
	if quality != "" {
		spec, ok := ForgeValidList(quality)
		if !ok {
			return nil
		}
		params = append(params, spec)
	}
	if amount != "" {
		params = append(params, amount)
	} else if k.Variable != "" {
		params = append(params, k.Variable)
	}
	if cost != "" {
		params = append(params, cost)
	}
	if quality != "" && strings.ContainsAny(quality, " ") {
		params = append(params, quality) // the words, for Forge's description
	}
	return []string{strings.Join(params, ":")}
}

// forgeCyclingType is a typecycling's type as Forge's TypeCycling reads
// it: "Basic" for basic land, else the valid-card spec ("Plains",
// "Land.Artifact").
func forgeCyclingType(t string) (string, bool) {
	if strings.EqualFold(t, "basic land") {
		return "Basic", true
	}
	// A land type is a subtype, capitalized however the text writes it
	// ("Islandcycling {2}, swampcycling {2}").
	return ForgeValidList(upperFirst(t))
}

// forgeYouCtrl narrows an Equip's spec to the creatures its controller
// controls, as Forge's equip targets are.
func forgeYouCtrl(spec string) string {
	var alts []string
	for _, alt := range strings.Split(spec, ",") {
		if strings.Contains(alt, ".") {
			alts = append(alts, alt+"+YouCtrl")
		} else {
			alts = append(alts, alt+".YouCtrl")
		}
	}
	return strings.Join(alts, ",")
}

// forgeColorQualities are the protection qualities Forge reads in
// "Protection from ..." lines.
var forgeColorQualities = []string{"white", "blue", "black", "red", "green", "everything", "all colors", "each color", "multicolored", "monocolored", "colorless"}

// forgeProtection writes a protection: one "Protection from" line per
// color, and a spec line ("Protection:Creature.Legendary:legendary
// creatures") for any other quality.
func forgeProtection(k *parser.Keyword) []string {
	var lines []string
	for _, q := range k.Qualities {
		if slices.Contains(forgeColorQualities, q) {
			lines = append(lines, "Protection from "+q)
			continue
		}
		spec, ok := ForgeValidList(q)
		if !ok || forgeDesc(q) == "" {
			continue // no spec says it: the Oracle line speaks alone
		}
		lines = append(lines, "Protection:"+spec+":"+q)
	}
	return lines
}

// forgeQualitySpec writes qualities of a card ("monocolored", "black")
// as a valid-card spec: "Card.MonoColor", "Card.Black".
func forgeQualitySpec(qualities []string) (string, bool) {
	var specs []string
	for _, q := range qualities {
		if p, ok := forgeProperties[q]; ok {
			specs = append(specs, "Card."+p)
			continue
		}
		spec, ok := ForgeValidList(q)
		if !ok {
			return "", false
		}
		specs = append(specs, spec)
	}
	return strings.Join(specs, ","), len(specs) > 0
}

// forgeValid writes a quality in Forge's valid-card syntax: "creature" is
// "Creature", "creature you control" "Creature.YouCtrl", "artifact or
// creature" "Artifact,Creature".
func forgeValid(quality string) string {
	var alts []string
	for _, alt := range strings.Split(quality, " or ") {
		alt = strings.TrimPrefix(alt, "a ")
		suffix := ""
		if rest, ok := strings.CutSuffix(alt, " you control"); ok {
			alt, suffix = rest, ".YouCtrl"
		} else if rest, ok := strings.CutSuffix(alt, " an opponent controls"); ok {
			alt, suffix = rest, ".OppCtrl"
		}
		words := strings.Fields(alt)
		for i, w := range words {
			words[i] = upperFirst(w)
		}
		alts = append(alts, strings.Join(words, ".")+suffix)
	}
	return strings.Join(alts, ",")
}

// forgeKeywordAbilities are a face's keyword abilities that Forge gives K:
// lines, in text order: those of modes, but not those a leveler gains in
// its level bands, which Forge scripts with the band.
func forgeKeywordAbilities(abilities []*parser.Ability) []*parser.Keyword {
	var out []*parser.Keyword
	for _, a := range abilities {
		if a.Kind == parser.KindLevel || a.Kind == parser.KindClassLevel {
			continue
		}
		out = append(out, a.Keywords...)
		out = append(out, forgeKeywordAbilities(a.Modes)...)
		out = append(out, forgeKeywordAbilities(a.Body)...)
	}
	return out
}

// hasKeyword reports whether abilities hold the keyword name.
func hasKeyword(abilities []*parser.Ability, name string) bool {
	for _, k := range forgeKeywordAbilities(abilities) {
		if k.Name == name {
			return true
		}
	}
	return false
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
