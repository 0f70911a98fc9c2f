package parser

import "strings"

// This file holds the rules that decide an ability's kind where its
// first word does not: which text of an instant or sorcery is a static
// ability (113.3a, 113.6), which of its triggers are delayed ones the spell
// creates (603.7), where a paragraph holds a second ability (113.2c), and
// the trigger wordings of the first printings.

// sentence returns the text of toks up to the end of its first sentence
// (a period outside quotes), lowercased, with every reference of the card
// to itself written "~" and reminder text left out: "this spell costs {1}
// less to cast" reads "~ costs {1} less to cast".
func (p *parser) sentence(toks []token) string {
	var b strings.Builder
	quoted := false
	for i, t := range toks {
		switch {
		case t.kind == tokReminder:
			continue
		case t.kind == tokQuote:
			quoted = !quoted
		case t.kind == tokPunct && p.src[t.off] == '.' && !quoted:
			return b.String()
		}
		if i > 0 && toks[i-1].end < t.off {
			b.WriteByte(' ')
		}
		if t.kind == tokSelfRef {
			b.WriteByte('~')
			continue
		}
		b.WriteString(strings.ToLower(p.src[t.off:t.end]))
	}
	return b.String()
}

// spellStaticPrefixes and spellStaticParts are what a static ability of an
// instant or sorcery says of the card itself (113.6): what it costs to
// cast, alternative and additional costs (113.6d, 118.9, 601.2f), how,
// when and from where it can be cast, in the old wordings too ("Play only
// after defense is chosen.") and by an ability it grants itself ("This
// spell has flash as long as ...") (113.6e, 113.6f), that it can't be
// countered or copied (113.6g), and what it does from the graveyard it
// moves itself out of ("return ~ from your graveyard to your hand",
// 113.6m). Each is matched in the first sentence as sentence writes it.
var (
	// castRestrictions say when the card may be cast (113.6e).
	castRestrictions = []string{
		"cast ~ only ", "play ~ only ", "~ can be cast only ",
		"cast only ", "play only ", "can be cast only ", "can be played only ", "play before ", "play after ",
	}
	spellStaticPrefixes = append([]string{
		"~ can't be cast ", "you can't cast ~ ", "spend only ", "x can't be ", "can't be countered", "~ has ",
	}, castRestrictions...)
	spellStaticParts = []string{
		"~ costs ", // with " to cast": "~ costs {1} less to cast"
		"as an additional cost to cast ~", "as an additional cost to play ~",
		"rather than pay ~'s mana cost", "rather than pay ~’s mana cost",
		"cast ~ without paying", "play ~ without paying",
		"cast ~ as though it had flash", "~ any time you could ",
		"may cast ~ from ", "may play ~ from ",
		"~ can't be countered", "~ can't be copied",
		"return ~ from your graveyard",
	}
)

// isSpellStatic reports whether plain text of an instant or sorcery whose
// first sentence is s is a static ability rather than a spell ability
// (113.3a, 113.6). A condition on the card itself comes first in some: "If
// ~ was kicked, it has split second." is read "~ has split second".
func isSpellStatic(s string) bool {
	main := s
	if cond, rest, ok := strings.Cut(s, ", "); ok && strings.HasPrefix(cond, "if ~ ") {
		main = rest
		if after, ok := strings.CutPrefix(rest, "it "); ok {
			main = "~ " + after
		}
	}
	for _, pre := range spellStaticPrefixes {
		if strings.HasPrefix(s, pre) || strings.HasPrefix(main, pre) {
			return true
		}
	}
	for _, part := range spellStaticParts {
		if strings.Contains(s, part) && (part != "~ costs " || strings.Contains(s, " to cast")) {
			return true
		}
	}
	return false
}

// restrictionEnd returns the index of the token after a casting
// restriction, the first sentence s of toks, that begins a paragraph of
// further sentences, or 0. The first printings wrote the restriction and
// the spell's effect in one paragraph ("Play only after defense is chosen.
// Target creature gains first strike ..."): two abilities, a static one
// and the spell ability (113.3a, 113.6e).
func (p *parser) restrictionEnd(toks []token, s string) int {
	restriction := false
	for _, pre := range castRestrictions {
		restriction = restriction || strings.HasPrefix(s, pre)
	}
	if !restriction {
		return 0
	}
	quoted := false
	for i, t := range toks[:len(toks)-1] {
		if t.kind == tokQuote {
			quoted = !quoted
		} else if !quoted && t.kind == tokPunct && p.src[t.off] == '.' {
			return i + 1
		}
	}
	return 0
}

// isDelayed reports whether a trigger in an instant's or sorcery's text
// is a delayed triggered ability the spell creates as it resolves (603.7)
// rather than an ability of the card: its event names a moment to come
// ("your next upkeep", "When you next cast", "At end of combat"), lasts
// for a stated time ("Whenever a creature enters this turn", "this
// combat"), names a target the spell chose, or points back at what the
// spell's text named before ("At the beginning of each of that player's
// upkeeps"), which an ability of the card on its own could not.
func (p *parser) isDelayed(t *Trigger) bool {
	event := " " + strings.ToLower(t.Event.Text) + " "
	if containsAny(event, " next ", " this turn ", " this combat ", " end of combat ",
		" that player", " that card", " that creature", " that permanent", " that spell", " those ") {
		return true
	}
	// "When target creature dies", not "When ~ becomes the target of".
	return strings.Contains(strings.ReplaceAll(event, " the target ", " "), " target ")
}

// paragraphSplits returns the indexes of the tokens that start a further
// ability in the text of a static ability: a sentence beginning with
// "Whenever" ("Reveal the first card you draw each turn. Whenever you
// reveal a creature card this way, draw a card."). A static ability
// creates no delayed trigger that could be written so, and a reflexive
// one reads "When you do" (603.12), so such a sentence is a triggered
// ability of its own (113.3c) sharing the paragraph; one whose event lasts
// "this turn" is left to the text it is part of.
func (p *parser) paragraphSplits(toks []token) []int {
	var out []int
	quoted := false
	for i, t := range toks {
		if t.kind == tokQuote {
			quoted = !quoted
		}
		if quoted || i == 0 || t.kind != tokWord || p.src[t.off:t.end] != "Whenever" {
			continue
		}
		if prev := toks[i-1]; prev.kind != tokPunct || p.src[prev.off] != '.' {
			continue
		}
		clause := toks[i : i+p.clauseEnd(toks[i:], 1)]
		if c := p.sentence(clause); !strings.Contains(c, " this turn") && !strings.Contains(c, " this combat") {
			out = append(out, i)
		}
	}
	return out
}

// oldEvents are the verbs of the trigger events the first printings wrote
// after "If" ("If ~ attacks, ...", "If ~ is put into any graveyard from
// play, ..."), as sentence writes them. Each names something that happens
// (603.2), not a state: "If ~ is in your hand" and "If ~ was kicked" are
// no events.
var oldEvents = []string{
	" damages ", " deals damage", " deals combat damage", " is dealt damage", " does damage", " inflicts ",
	" attacks", " blocks", " is blocked", " becomes blocked", " is unblocked",
	" becomes tapped", " becomes untapped",
	" is put into ", " is placed in ", " goes to ", " leaves play", " leaves the battlefield", " comes into play", " dies",
	" is the target of ", " becomes the target of ",
}

// oldTrigger parses the trigger wordings of the first printings, which
// Oracle now writes with "When", "Whenever" or "At" (113.3c, 603.1): "If ~
// damages any player, he or she discards a card.", "If ~ attacks, it gets
// +1/+0", "Each time a player puts a land into play, ~ deals 2 damage to
// that player.", "During your upkeep, pay {2} or bury ~." (603.2b), and the
// event written last, "You gain 1 life each time a forest of opponent's
// becomes tapped." A present-tense event is a trigger; "If ~ would deal
// damage" is a replacement effect (614.1a), and "for each time" counts.
func (p *parser) oldTrigger(a *Ability, toks []token, end int) bool {
	if len(toks) < 4 {
		return false
	}
	word := p.src[toks[0].off:toks[0].end]
	switch {
	case word == "If":
		comma := p.clauseEnd(toks, 1)
		if comma == 1 || comma == len(toks) || !isOldEvent(" "+p.sentence(toks[1:comma])+" ") || isNoTriggerEffect(p.sentence(toks[comma+1:])) {
			return false
		}
		return p.leadingTrigger(a, toks, 1, comma, end)
	case word == "During":
		// "During each player's upkeep, ..." is "At the beginning of each
		// player's upkeep" (603.2b); "During your turn, ..." is a duration.
		comma := p.clauseEnd(toks, 1)
		if comma == 1 || comma == len(toks) || !isStepName(p.sentence(toks[1:comma])) {
			return false
		}
		return p.leadingTrigger(a, toks, 1, comma, end)
	case word == "Each" && p.src[toks[1].off:toks[1].end] == "time":
		comma := p.clauseEnd(toks, 2)
		if comma == 2 || comma == len(toks) || strings.Contains(" "+p.sentence(toks[2:comma])+" ", " would ") {
			return false
		}
		return p.leadingTrigger(a, toks, 2, comma, end)
	}
	// "... each time EVENT." ending the text.
	last := len(toks) - 1
	if t := toks[last]; t.kind == tokPunct && p.src[t.off] == '.' {
		last--
	}
	for i := 1; i+3 <= last; i++ {
		if !strings.EqualFold(p.src[toks[i].off:toks[i].end], "each") || p.src[toks[i+1].off:toks[i+1].end] != "time" {
			continue
		}
		if before := strings.ToLower(p.src[toks[i-1].off:toks[i-1].end]); before == "for" || before == "once" {
			continue
		}
		event := toks[i+2 : last+1]
		words := strings.Fields(p.sentence(event))
		if strings.Contains(" "+p.sentence(event)+" ", " would ") || p.periodIn(toks[:last+1]) {
			return false // "would" replaces; a period before the end means more sentences
		}
		if len(words) == 2 && actionSet[words[1]] {
			return false // "... each time you surveil" changes how the action is done (701)
		}
		t := &Trigger{Pos: p.pos(toks[i].off), Word: p.src[toks[i].off:toks[i+1].end]}
		t.Event = p.phrase(event, event[len(event)-1].end)
		t.nodes = seq{glue(t.Word)}
		t.nodes = p.gap(t.nodes, toks[i+1].end, event[0].off)
		t.nodes = append(t.nodes, t.Event)
		a.Kind = KindTriggered
		a.Trigger = t
		a.Effect = p.phrase(toks[:i], toks[i-1].end)
		a.nodes = append(a.nodes, a.Effect)
		a.nodes = p.gap(a.nodes, toks[i-1].end, toks[i].off)
		a.nodes = append(a.nodes, t)
		a.nodes = p.gap(a.nodes, event[len(event)-1].end, end)
		return true
	}
	return false
}

// isOldEvent reports whether the clause after an old "If" names an event:
// one of oldEvents, in the present tense.
func isOldEvent(clause string) bool {
	return !containsAny(clause, " would ", " was ", " were ", " has been ", " had ") && containsAny(clause, oldEvents...)
}

// isNoTriggerEffect reports whether the effect after an old "If EVENT,"
// makes the ability static: a replacement of the event ("return it to
// its owner's hand instead", 614.1a), a requirement on declaring
// attackers or blockers (508.1d, 509.1c: "all creatures you control
// attack if able") or a rule for assigning combat damage (510.1c: "you
// may have it assign its combat damage to a creature").
func isNoTriggerEffect(effect string) bool {
	return containsAny(effect, " instead", " if able", "assign", " its damage", " its combat damage")
}

// isStepName reports whether the clause after "During" names a step or
// phase whose beginning triggers (603.2b): "your upkeep", "each player's
// draw phase", "the upkeep of enchanted creature's controller".
func isStepName(clause string) bool {
	return containsAny(" "+clause+" ", " upkeep ", " upkeeps ", " draw phase ", " draw step ", " discard phase ", " end phase ", " end step ")
}

// containsAny reports whether s contains any of subs.
func containsAny(s string, subs ...string) bool {
	for _, sub := range subs {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}

// leadingTrigger makes a triggered ability of toks whose trigger words are
// toks[:from] and whose event runs to the comma at toks[comma].
func (p *parser) leadingTrigger(a *Ability, toks []token, from, comma, end int) bool {
	t := &Trigger{Pos: p.pos(toks[0].off), Word: p.src[toks[0].off:toks[from-1].end]}
	t.Event = p.phrase(toks[from:comma], toks[comma-1].end)
	t.nodes = seq{glue(t.Word)}
	t.nodes = p.gap(t.nodes, toks[from-1].end, toks[from].off)
	t.nodes = append(t.nodes, t.Event)
	a.Kind = KindTriggered
	a.Trigger = t
	a.nodes = append(a.nodes, t)
	p.effectAfter(a, toks[comma-1].end, toks[comma+1:], end)
	return true
}

// periodIn reports whether a sentence ends within toks.
func (p *parser) periodIn(toks []token) bool {
	quoted := false
	for _, t := range toks {
		if t.kind == tokQuote {
			quoted = !quoted
		} else if !quoted && t.kind == tokPunct && p.src[t.off] == '.' {
			return true
		}
	}
	return false
}
