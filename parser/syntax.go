package parser

import (
	"sort"
	"strings"
)

// chapters recognises a saga chapter prefix "I, II — " and returns the
// chapter numbers and the index of the dash token.
func (p *parser) chapters(toks []token) ([]int, int, bool) {
	var nums []int
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if i%2 == 1 {
			switch {
			case t.kind == tokDash && len(nums) > 0:
				return nums, i, true
			case t.kind == tokPunct && p.src[t.off] == ',':
				continue
			}
			return nil, 0, false
		}
		n := roman(p.src[t.off:t.end])
		if t.kind != tokWord || n == 0 {
			return nil, 0, false
		}
		nums = append(nums, n)
	}
	return nil, 0, false
}

// roman returns the value of a chapter numeral I to XX, or 0.
func roman(s string) int {
	if len(s) > 5 || s == "" {
		return 0
	}
	vals := map[byte]int{'I': 1, 'V': 5, 'X': 10}
	total := 0
	for i := 0; i < len(s); i++ {
		v, ok := vals[s[i]]
		if !ok {
			return 0
		}
		if i+1 < len(s) && vals[s[i+1]] > v {
			total -= v
		} else {
			total += v
		}
	}
	return total
}

// label recognises an ability word or flavor word prefix: a few words and
// a spaced em dash before the ability ("Landfall — Whenever ..."). It
// returns the index of the dash token.
func (p *parser) label(toks []token) (int, bool) {
	const maxWords = 6
	for i, t := range toks {
		if i > maxWords {
			return 0, false
		}
		switch t.kind {
		case tokWord:
			continue
		case tokPunct:
			// "Will of the council", "Council's dilemma" have no
			// punctuation, but flavor words like "Hit the Road, Jack" do.
			if p.src[t.off] == ',' && i > 0 {
				continue
			}
		case tokDash:
			if i == 0 || i == len(toks)-1 || t.off == 0 || p.src[t.off-1] != ' ' {
				return 0, false
			}
			text := p.src[toks[0].off:toks[i-1].end]
			if kw := lookupKeyword(text); kw != nil && kw.Shape != ShapeLabel {
				return 0, false // "Companion — ..." is a keyword with a text parameter
			}
			return i, true
		}
		return 0, false
	}
	return 0, false
}

// loyalty parses a loyalty ability "[+1]: ..." (bare "+1: ..." in older
// texts).
func (p *parser) loyalty(a *Ability, toks []token, end int) bool {
	if len(toks) < 2 || toks[0].kind != tokWord || toks[1].kind != tokPunct || p.src[toks[1].off] != ':' {
		return false
	}
	word := p.src[toks[0].off:toks[0].end]
	inner := strings.TrimSuffix(strings.TrimPrefix(word, "["), "]")
	if len(inner) == len(word)-1 { // one bracket without the other
		return false
	}
	amount := inner
	switch {
	case strings.HasPrefix(amount, "+"):
		amount = amount[1:]
	case strings.HasPrefix(amount, "−"):
		amount = amount[len("−"):]
	case strings.HasPrefix(amount, "-"):
		amount = amount[1:]
	}
	if _, rest, ok := leadingInt(amount); !(ok && rest == "") && amount != "X" {
		return false
	}
	start := toks[0].off + (len(word)-len(inner))/2
	part := &CostPart{Kind: CostLoyalty, Pos: p.pos(start), Text: inner}
	cost := &Cost{Pos: p.pos(toks[0].off), Text: word, Parts: []*CostPart{part}}
	cost.nodes = p.gap(cost.nodes, toks[0].off, start)
	cost.nodes = append(cost.nodes, part)
	cost.nodes = p.gap(cost.nodes, start+len(inner), toks[0].end)
	a.Kind = KindLoyalty
	a.Cost = cost
	a.nodes = append(a.nodes, cost)
	p.effectAfter(a, toks[0].end, toks[2:], end)
	return true
}

// effectAfter appends the glue from `from` and the effect in toks.
func (p *parser) effectAfter(a *Ability, from int, toks []token, end int) {
	if len(toks) == 0 {
		a.nodes = p.gap(a.nodes, from, end)
		return
	}
	a.nodes = p.gap(a.nodes, from, toks[0].off)
	a.Effect = p.phrase(toks, end)
	a.nodes = append(a.nodes, a.Effect)
}

// triggered parses "When/Whenever/At event, [if condition,] effect".
func (p *parser) triggered(a *Ability, toks []token, end int) bool {
	word := p.src[toks[0].off:toks[0].end]
	if toks[0].kind != tokWord || word != "When" && word != "Whenever" && word != "At" || len(toks) < 2 {
		return false
	}
	// "At the time you play X, ..." is an old additional-cost wording,
	// not a trigger.
	if word == "At" && strings.HasPrefix(p.src[toks[1].off:end], "the time ") {
		return false
	}
	t := &Trigger{Pos: p.pos(toks[0].off), Word: word}
	comma := p.clauseEnd(toks, 1)
	t.nodes = seq{glue(word)}
	eventEnd := toks[0].end
	if comma == 1 { // "When, ...": an empty event
		t.Event = &Phrase{Pos: p.pos(eventEnd)}
	} else {
		eventEnd = end
		if comma < len(toks) {
			eventEnd = toks[comma-1].end
		}
		t.Event = p.phrase(toks[1:comma], eventEnd)
		t.nodes = p.gap(t.nodes, toks[0].end, toks[1].off)
	}
	t.nodes = append(t.nodes, t.Event)
	rest := toks[min(comma+1, len(toks)):]
	if len(rest) > 2 && p.src[rest[0].off:rest[0].end] == "if" && p.clauseEnd(rest, 1) > 1 {
		cond := p.clauseEnd(rest, 1)
		condEnd := end
		if cond < len(rest) {
			condEnd = rest[cond-1].end
		}
		t.Condition = p.phrase(rest[1:cond], condEnd)
		t.nodes = p.gap(t.nodes, eventEnd, rest[0].off)
		t.nodes = append(t.nodes, glue("if"))
		t.nodes = p.gap(t.nodes, rest[0].end, rest[1].off)
		t.nodes = append(t.nodes, t.Condition)
		eventEnd = condEnd
		rest = rest[min(cond+1, len(rest)):]
	}
	a.Kind = KindTriggered
	a.Trigger = t
	a.nodes = append(a.nodes, t)
	p.effectAfter(a, eventEnd, rest, end)
	return true
}

// clauseEnd returns the index of the comma that ends the clause starting
// at toks[from], or len(toks). Commas inside a list ("an instant, sorcery,
// or Wizard spell") and inside quotes do not end it.
func (p *parser) clauseEnd(toks []token, from int) int {
	quoted := false
	for i := from; i < len(toks); i++ {
		t := toks[i]
		if t.kind == tokQuote {
			quoted = !quoted
			continue
		}
		if quoted || t.kind != tokPunct || p.src[t.off] != ',' || i+1 >= len(toks) {
			continue
		}
		if next := p.src[toks[i+1].off:toks[i+1].end]; next == "or" || next == "and" {
			continue
		}
		// A short item followed by ", or"/", and" is still the list.
		if j := i + 1; j+3 < len(toks) {
			k := j
			for k < len(toks) && k < j+3 && !(toks[k].kind == tokPunct && p.src[toks[k].off] == ',') {
				k++
			}
			if k < len(toks)-1 && toks[k].kind == tokPunct && p.src[toks[k].off] == ',' {
				if next := p.src[toks[k+1].off:toks[k+1].end]; next == "or" || next == "and" {
					continue
				}
			}
		}
		return i
	}
	return len(toks)
}

// colonKeyword parses the old form of a keyword with a cost, written with
// a colon: "Cumulative Upkeep: {1}{W}" (keywordLine reads "Rampage: 1").
func (p *parser) colonKeyword(a *Ability, toks []token, end int) bool {
	colon := -1
	for i, t := range toks {
		if t.kind == tokPunct && p.src[t.off] == ':' {
			colon = i
			break
		}
	}
	if colon < 1 || colon == len(toks)-1 {
		return false
	}
	info := lookupKeyword(p.src[toks[0].off:toks[colon-1].end])
	if info == nil {
		return false
	}
	k := &Keyword{Name: info.Name, Rule: info.Rule, Pos: p.pos(toks[0].off), Text: p.src[toks[0].off:end]}
	if info.Shape != ShapeCost {
		return false
	}
	k.Cost = p.parseCost(toks[colon+1:])
	a.Kind = KindKeyword
	a.Keywords = append(a.Keywords, k)
	a.nodes = append(a.nodes, k)
	return true
}

// activated parses "cost: effect". The colon must be outside quotes and the
// cost must not be a sentence of its own.
func (p *parser) activated(a *Ability, toks []token, end int) bool {
	colon := -1
	for i, t := range toks {
		if t.kind == tokQuote || t.kind == tokPunct && p.src[t.off] == '.' {
			return false
		}
		if t.kind == tokPunct && p.src[t.off] == ':' {
			colon = i
			break
		}
	}
	if colon < 1 {
		return false
	}
	cost := p.parseCost(toks[:colon])
	if cost.Unknown() > 0 && p.spell {
		// Old spells wrote "Target opponent chooses one: ...": a spell has
		// no activated abilities, so a colon after something that is no
		// cost is just punctuation.
		return false
	}
	a.Cost = cost
	a.Kind = KindActivated
	a.nodes = append(a.nodes, a.Cost)
	rest := toks[colon+1:]
	p.effectAfter(a, toks[colon-1].end, rest, end)
	if a.Effect != nil && strings.HasPrefix(a.Effect.Text, "Level ") {
		if n, tail, ok := leadingInt(a.Effect.Text[len("Level "):]); ok && tail == "" {
			a.Kind = KindClassLevel
			a.Level = &Level{Pos: a.Effect.Pos, Text: a.Effect.Text, Min: n, Max: n}
		}
	}
	return true
}

// phrase makes running text of toks, which ends at end.
func (p *parser) phrase(toks []token, end int) *Phrase {
	if len(toks) == 0 {
		return &Phrase{Pos: p.pos(end)}
	}
	ph := &Phrase{Pos: p.pos(toks[0].off), Text: p.src[toks[0].off:end]}
	for _, t := range toks {
		if t.kind == tokSelfRef {
			ph.SelfRefs = append(ph.SelfRefs, SelfRef{Pos: p.pos(t.off), Text: p.src[t.off:t.end]})
		}
	}
	return ph
}

// tokensIn returns the tokens of the current line within [from, to).
func (p *parser) tokensIn(from, to int) []token {
	i := sort.Search(len(p.toks), func(i int) bool { return p.toks[i].off >= from })
	j := i
	for j < len(p.toks) && p.toks[j].end <= to {
		j++
	}
	return p.toks[i:j]
}
