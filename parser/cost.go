package parser

import "strings"

// parseCost splits the cost in toks into parts: one per mana or tap
// symbol, one per comma-separated phrase.
func (p *parser) parseCost(toks []token) *Cost {
	c := &Cost{Pos: p.pos(toks[0].off), Text: p.src[toks[0].off:toks[len(toks)-1].end]}
	at := toks[0].off
	add := func(part *CostPart) {
		c.nodes = p.gap(c.nodes, at, p.offset(part.Pos))
		c.Parts = append(c.Parts, part)
		c.nodes = append(c.nodes, part)
		at = p.offset(part.Pos) + len(part.Text)
	}
	for i := 0; i < len(toks); {
		t := toks[i]
		if t.kind == tokReminder { // "(2/4)" in an Un-set cost
			i++
			continue
		}
		if t.kind == tokSymbol {
			add(p.symbolPart(t))
			i++
			continue
		}
		if p.isSeparator(toks, i) {
			i++
			continue
		}
		// A phrase runs to the next separator.
		j := i + 1
		for j < len(toks) && !p.isSeparator(toks, j) {
			j++
		}
		text := p.src[t.off:toks[j-1].end]
		add(&CostPart{Kind: costPhraseKind(text), Pos: p.pos(t.off), Text: text})
		i = j
	}
	c.nodes = p.gap(c.nodes, at, toks[len(toks)-1].end)
	return c
}

// isSeparator reports whether toks[i] separates cost parts: a comma before
// a symbol or a capitalised verb, or "and" between two parts ("{1},
// Sacrifice a creature and pay 2 life"). Other commas list objects inside
// one part ("Sacrifice an artifact, creature, or land").
func (p *parser) isSeparator(toks []token, i int) bool {
	t := toks[i]
	if t.kind == tokPunct && p.src[t.off] == ',' {
		if i+1 == len(toks) {
			return true
		}
		next := toks[i+1]
		c := p.src[next.off]
		return next.kind == tokSymbol || next.kind == tokSelfRef || c >= 'A' && c <= 'Z' || c == '+' || c == '-'
	}
	if t.kind == tokWord && i+1 < len(toks) {
		w := p.src[t.off:t.end]
		if w == "and" || w == "and/or" || w == "or" {
			return toks[i+1].kind == tokSymbol || costPhraseKind(p.src[toks[i+1].off:toks[len(toks)-1].end]) != CostUnknown
		}
	}
	return false
}

// symbolPart classifies a symbol by Comprehensive Rules 107.4.
func (p *parser) symbolPart(t token) *CostPart {
	text := p.src[t.off:t.end]
	part := &CostPart{Kind: CostMana, Pos: p.pos(t.off), Text: text}
	switch mana := manaKind(strings.TrimSuffix(strings.TrimPrefix(text, "{"), "}")); mana {
	case "T":
		part.Kind = CostTap
	case "Q":
		part.Kind = CostUntap
	case "E":
		part.Kind = CostEnergy
	case "":
		part.Kind = CostUnknown
	default:
		part.Mana = mana
	}
	return part
}

func isColor(s string) bool {
	return len(s) == 1 && strings.Contains("WUBRG", s)
}

// manaKind classifies the inside of a symbol. It returns "T", "Q" or "E"
// for tap, untap and energy, and "" for anything else that is not mana.
func manaKind(s string) ManaKind {
	switch s {
	case "T", "Q", "E":
		return ManaKind(s)
	case "S":
		return ManaSnow
	case "C":
		return ManaColorless
	case "X", "Y", "Z":
		return ManaVariable
	case "½", "HW", "HU", "HB", "HR", "HG":
		return ManaHalf
	case "∞":
		return ManaInfinite
	}
	if isColor(s) {
		return ManaColored
	}
	if _, rest, ok := leadingInt(s); ok && rest == "" {
		return ManaGeneric
	}
	parts := strings.Split(s, "/")
	switch {
	case len(parts) == 2 && isColor(parts[0]) && isColor(parts[1]):
		return ManaHybrid
	case len(parts) == 2 && parts[0] == "2" && isColor(parts[1]):
		return ManaMonoHybrid
	case len(parts) == 2 && isColor(parts[0]) && parts[1] == "P":
		return ManaPhyrexian
	case len(parts) == 3 && isColor(parts[0]) && isColor(parts[1]) && parts[2] == "P":
		return ManaHybridPhyrexian
	}
	return ""
}

// costPhraseKinds maps the verb that starts a cost phrase to its kind.
var costPhraseKinds = map[string]CostKind{
	"sacrifice": CostSacrifice,
	"discard":   CostDiscard,
	"exile":     CostExile,
	"remove":    CostRemove,
	"return":    CostReturn,
	"mill":      CostMill,
	"reveal":    CostReveal,
	"exert":     CostExert,
	"untap":     CostUntapOther,
	"tap":       CostTapUntapped,
	"collect":   CostCollect,
	"draw":      CostDraw,
	"unattach":  CostUnattach,
	"roll":      CostRoll,
	"choose":    CostChoose,
	// Un-set and promotional cards ask for actions outside the game.
	"say": CostUnset, "whisper": CostUnset, "clap": CostUnset, "throw": CostUnset,
	"stand": CostUnset, "flap": CostUnset, "cluck": CostUnset, "growl": CostUnset,
	"do": CostUnset, "eat": CostUnset, "convert": CostUnset, "mark": CostUnset,
	"uninstall": CostUnset, "give": CostUnset,
}

// costPhraseKind classifies a cost phrase such as "Sacrifice a creature"
// by its verb.
func costPhraseKind(text string) CostKind {
	verb, rest, _ := strings.Cut(text, " ")
	verb = strings.ToLower(verb)
	if k, ok := costPhraseKinds[verb]; ok && (rest != "" || k == CostUnset) {
		return k
	}
	switch verb {
	case "pay":
		switch {
		case strings.HasSuffix(rest, " life") || strings.Contains(rest, " life for each ") || strings.HasPrefix(rest, "half your life"):
			return CostPayLife
		case strings.HasPrefix(rest, "{E}"):
			return CostEnergy
		case strings.HasPrefix(rest, "{") || strings.HasSuffix(rest, "mana cost"):
			return CostPayMana
		case strings.Contains(rest, "{"): // "Pay X {A}"
			return CostPay
		}
	case "put":
		if strings.Contains(rest, "counter") {
			return CostPutCounters
		}
		return CostPutCard
	}
	return CostUnknown
}
