package parser

import (
	"fmt"
	"sort"
	"strings"
)

// Options tell the parser about the card whose text it parses.
type Options struct {
	// Name is the card's (face's) name; the text refers to the card by it.
	Name string
	// TypeLine decides between spell and static abilities.
	TypeLine string
	// File names the text in error positions; it defaults to Name, then "text".
	File string
}

// Error is a problem found at a position of the text.
type Error struct {
	File string
	Pos  Pos
	Msg  string
}

func (e *Error) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Pos.Line, e.Pos.Col, e.Msg)
}

// ErrorList is every error of one parse, in text order.
type ErrorList []*Error

func (l ErrorList) Error() string {
	switch len(l) {
	case 0:
		return "no errors"
	case 1:
		return l[0].Error()
	}
	return fmt.Sprintf("%s (and %d more errors)", l[0], len(l)-1)
}

// Parse parses a card's Oracle text into abilities. It always returns a
// card whose String is the text; the error, an ErrorList, reports text it
// could not make sense of (an unterminated symbol or reminder).
func Parse(text string, opts Options) (*Card, error) {
	// One token buffer serves every line; 64 tokens hold most lines.
	p := &parser{src: text, file: opts.File, toks: make([]token, 0, 64)}
	if p.file == "" {
		p.file = opts.Name
	}
	if p.file == "" {
		p.file = "text"
	}
	p.selfNames = selfNames(opts.Name)
	p.spell = isSpellType(opts.TypeLine)
	card := &Card{Name: opts.Name, TypeLine: opts.TypeLine}
	card.Abilities = p.parseLines()
	if len(p.errs) > 0 {
		return card, p.errs
	}
	return card, nil
}

// selfNames lists the ways a card names itself: "Karn, Silver Golem" and,
// for a name with a comma, the short name "Karn".
func selfNames(name string) []string {
	if name == "" {
		return nil
	}
	names := []string{name}
	if i := strings.Index(name, ", "); i > 0 {
		names = append(names, name[:i])
	}
	return names
}

// isSpellType reports whether the text of a card of this type is a spell's
// effect: instants, sorceries and the old interrupts and mana sources.
func isSpellType(typeLine string) bool {
	return containsAny(typeLine, "Instant", "instant", "Sorcery", "sorcery", "Interrupt", "interrupt", "Mana Source")
}

type parser struct {
	src       string
	file      string
	selfNames []string
	spell     bool
	lines     []int // start offset of each line
	toks      []token
	errs      ErrorList
}

func (p *parser) errorf(off int, format string, args ...any) {
	p.errs = append(p.errs, &Error{File: p.file, Pos: p.pos(off), Msg: fmt.Sprintf(format, args...)})
}

// pos converts a byte offset to a position.
func (p *parser) pos(off int) Pos {
	line := sort.Search(len(p.lines), func(i int) bool { return p.lines[i] > off }) - 1
	if line < 0 {
		line = 0
	}
	return Pos{Line: line + 1, Col: off - p.lines[line] + 1}
}

// lineEnd returns the end offset (before the newline) of line i.
func (p *parser) lineEnd(i int) int {
	if i+1 < len(p.lines) {
		return p.lines[i+1] - 1
	}
	return len(p.src)
}

func (p *parser) lineText(i int) string { return p.src[p.lines[i]:p.lineEnd(i)] }

// parseLines groups the lines into abilities: most lines are one ability,
// but a modal header owns its "•" modes, and a level band or class level
// owns the lines up to the next one.
func (p *parser) parseLines() []*Ability {
	p.lines = append(p.lines, 0)
	for i := 0; i < len(p.src); i++ {
		if p.src[i] == '\n' {
			p.lines = append(p.lines, i+1)
		}
	}
	if p.src == "" {
		return nil
	}
	var out []*Ability
	for i := 0; i < len(p.lines); {
		var as []*Ability
		as, i = p.parseGroup(i)
		out = append(out, as...)
	}
	return out
}

// parseGroup parses the ability starting at line i and returns the line
// after it. A paragraph holding more than one ability (a static ability
// followed by a triggered one) gives more than one.
func (p *parser) parseGroup(i int) ([]*Ability, int) {
	text := p.lineText(i)
	if min, max, ok := levelHeader(text); ok {
		a, next := p.parseLevelBand(i, min, max)
		return []*Ability{a}, next
	}
	a := p.parseLine(p.lines[i], p.lineEnd(i))
	if a.Kind == KindClassLevel {
		a, next := p.parseBody(a, i+1, isClassLevelLine)
		return []*Ability{a}, next
	}
	if i+1 < len(p.lines) && isModalHeader(a) && strings.HasPrefix(p.lineText(i+1), "•") {
		a, next := p.parseModes(a, i+1)
		return []*Ability{a}, next
	}
	if i+1 < len(p.lines) && len(a.more) == 0 && isResultLine(p.lineText(i+1)) && rollsDie(a.Text) {
		a, next := p.parseResults(a, i+1)
		return []*Ability{a}, next
	}
	return a.paragraph(), i + 1
}

// rollsDie reports whether text tells a player to roll a die: "Roll a
// d20", "roll two d4", "make a charisma check. (Roll a d20.)".
func rollsDie(text string) bool {
	lower := strings.ToLower(text)
	if !strings.Contains(lower, "roll") {
		return false
	}
	for i := strings.Index(lower, " d"); i >= 0; {
		if j := i + 2; j < len(lower) && lower[j] >= '0' && lower[j] <= '9' {
			return true
		}
		next := strings.Index(lower[i+2:], " d")
		if next < 0 {
			break
		}
		i += 2 + next
	}
	return false
}

// isResultLine recognises a line of a results table ("1—14 | Draw X
// cards.", "15+ | ...", "20 | ...") or a "•" line of instructions after a
// roll ("• If the result is a natural 20, ...").
func isResultLine(text string) bool {
	if strings.HasPrefix(text, "•") {
		return true
	}
	_, rest, ok := leadingInt(text)
	if !ok {
		return false
	}
	if after, found := strings.CutPrefix(rest, "—"); found {
		if _, rest, ok = leadingInt(after); !ok {
			return false
		}
	}
	rest = strings.TrimPrefix(rest, "+")
	return strings.HasPrefix(rest, " | ")
}

// parseResults adds the lines of the results table from i to a, whose text
// rolls the die: the roll, the instructions based on its result and the
// table are one ability (706.3b), so each line has a's kind.
func (p *parser) parseResults(a *Ability, i int) (*Ability, int) {
	first := i - 1
	for i < len(p.lines) && isResultLine(p.lineText(i)) {
		r := p.parseLine(p.lines[i], p.lineEnd(i))
		r.Kind = a.Kind
		a.Body = append(a.Body, r)
		a.nodes = append(a.nodes, glue("\n"), r)
		i++
	}
	a.Text = p.src[p.lines[first]:p.lineEnd(i-1)]
	return a, i
}

// paragraph returns a and the abilities that share its paragraph.
func (a *Ability) paragraph() []*Ability {
	return append([]*Ability{a}, a.more...)
}

// isModalHeader reports whether a line followed by "•" lines introduces
// them as modes: its text ends with an em dash ("Choose one —") or, in the
// wordings without the dash, it tells a player to choose ("Choose three.
// You may choose the same mode more than once.", "When ~ dies, choose one
// or more.", "As ~ enters, choose Khans or Dragons.").
func isModalHeader(a *Ability) bool {
	if strings.HasSuffix(strings.TrimRight(a.Text, " "), "—") {
		return true
	}
	text := a.Text
	if a.Reminder != nil { // "Tiered (Choose one additional cost.)" explains, it does not instruct
		text = strings.Replace(text, a.Reminder.Text, "", 1)
	}
	return chooseAt(text) >= 0
}

// chooseAt returns the offset of the first "choose" or "chooses" word in
// text, or -1.
func chooseAt(text string) int {
	const word = "choose"
	for i := 0; i+len(word) <= len(text); i++ {
		// Only the first letter may be a capital: "Choose", "choose".
		if text[i] != 'c' && text[i] != 'C' || text[i+1:i+len(word)] != word[1:] {
			continue
		}
		end := i + len(word)
		if end < len(text) && text[end] == 's' {
			end++
		}
		if (i == 0 || !isWordByte(text[i-1])) && (end == len(text) || !isWordByte(text[end])) {
			return i
		}
	}
	return -1
}

// parseModes makes a the header of the modes on the lines from i. A mode
// is part of the ability that offers it (700.2): a mode of a spell, a
// triggered, activated or loyalty ability has that ability's kind. The
// bullets after a static header are the abilities a permanent may enter
// with (614.12c, "choose Khans or Dragons"), each of its own kind.
func (p *parser) parseModes(a *Ability, i int) (*Ability, int) {
	a.HeaderKind = a.Kind
	a.Kind = KindModal
	a.Choose = chooseCount(a.Text)
	for i < len(p.lines) && strings.HasPrefix(p.lineText(i), "•") {
		m := p.parseLine(p.lines[i], p.lineEnd(i))
		if a.HeaderKind != KindStatic && m.Kind != KindKeyword && m.Kind != KindReminder {
			m.Kind = a.HeaderKind
		}
		a.Modes = append(a.Modes, m)
		a.nodes = append(a.nodes, glue("\n"), m)
		i++
	}
	a.Text = p.src[p.lines[i-len(a.Modes)-1]:p.lineEnd(i-1)]
	return a, i
}

// chooseCount extracts what the first choice instruction of a modal
// header picks: "one", "two", "one or both", "any number", "one or more"
// from "Choose one —", "three" from "Choose three. You may choose the same
// mode more than once.", "Khans or Dragons" from "choose Khans or
// Dragons.".
func chooseCount(text string) string {
	i := chooseAt(text)
	if strings.HasSuffix(strings.TrimRight(text, " "), "—") {
		// The instruction just before the dash introduces the modes.
		for j := i; j >= 0; {
			i = j
			if j = chooseAt(text[i+1:]); j >= 0 {
				j += i + 1
			}
		}
	}
	if i < 0 {
		return ""
	}
	rest := strings.TrimLeft(text[i+len("choose"):], "s")
	rest = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "—"))
	// The count ends with its clause: "choose one. You may ...", "choose
	// one and Glorfindel gets +1/+1".
	for _, stop := range []string{". ", ", ", " and "} {
		if j := strings.Index(rest, stop); j >= 0 {
			rest = rest[:j]
		}
	}
	return strings.TrimSpace(strings.TrimSuffix(rest, "."))
}

// levelHeader recognises "LEVEL 1-3" and "LEVEL 4+".
func levelHeader(text string) (min, max int, ok bool) {
	rest, found := strings.CutPrefix(text, "LEVEL ")
	if !found {
		return 0, 0, false
	}
	if n, tail, ok := leadingInt(rest); ok {
		switch {
		case tail == "+":
			return n, -1, true
		case len(tail) > 1 && tail[0] == '-':
			if m, tail2, ok := leadingInt(tail[1:]); ok && tail2 == "" {
				return n, m, true
			}
		}
	}
	return 0, 0, false
}

func leadingInt(s string) (n int, rest string, ok bool) {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' && i < 9 {
		n = n*10 + int(s[i]-'0')
		i++
	}
	return n, s[i:], i > 0
}

func (p *parser) parseLevelBand(i, min, max int) (*Ability, int) {
	off, end := p.lines[i], p.lineEnd(i)
	lvl := &Level{Pos: p.pos(off), Text: p.src[off:end], Min: min, Max: max}
	a := &Ability{Kind: KindLevel, Pos: lvl.Pos, Level: lvl, nodes: seq{lvl}}
	i++
	if i < len(p.lines) && isPT(p.lineText(i)) {
		lvl.PT = p.lineText(i)
		a.nodes = append(a.nodes, glue("\n"), glue(lvl.PT))
		i++
	}
	return p.parseBody(a, i, func(text string) bool { _, _, ok := levelHeader(text); return ok })
}

// parseBody adds the lines from i up to the next line for which stop is
// true to a's body.
func (p *parser) parseBody(a *Ability, i int, stop func(string) bool) (*Ability, int) {
	start := a.Pos
	for i < len(p.lines) && !stop(p.lineText(i)) {
		var bs []*Ability
		bs, i = p.parseGroup(i)
		for _, b := range bs {
			a.Body = append(a.Body, b)
			a.nodes = append(a.nodes, glue(b.separator()), b)
		}
	}
	a.Text = p.src[p.lines[start.Line-1]+start.Col-1 : p.lineEnd(i-1)]
	return a, i
}

// isPT recognises a power/toughness line: "3/3", "*/4", "1+*/2".
func isPT(text string) bool {
	slash := strings.IndexByte(text, '/')
	if slash <= 0 || slash == len(text)-1 || len(text) > 12 {
		return false
	}
	return strings.Trim(text, "0123456789*+-/X") == ""
}

// isClassLevelLine recognises "{2}{W}: Level 2".
func isClassLevelLine(text string) bool {
	i := strings.LastIndex(text, ": Level ")
	if i < 0 || !strings.HasPrefix(text, "{") {
		return false
	}
	_, rest, ok := leadingInt(text[i+len(": Level "):])
	return ok && rest == ""
}

// parseLine parses one line of text as one ability.
func (p *parser) parseLine(off, end int) *Ability {
	p.toks = p.toks[:0]
	p.lexLine(off, end)
	toks := p.toks
	a := &Ability{Pos: p.pos(off), Text: p.src[off:end], nodes: make(seq, 0, 6)}
	if len(toks) == 0 {
		// An empty line still renders; it has no ability to classify.
		if off < end {
			a.nodes = seq{glue(p.src[off:end])}
		} else {
			a.nodes = seq{}
		}
		return a
	}
	if toks[0].off > off {
		a.nodes = append(a.nodes, glue(p.src[off:toks[0].off]))
	}
	if toks[0].kind == tokBullet {
		a.Bullet = true
		toks = toks[1:]
		if len(toks) == 0 {
			a.nodes = append(a.nodes, glue(p.src[p.toks[0].off:end]))
			a.Kind = p.bodyKind()
			return a
		}
		a.nodes = append(a.nodes, glue(p.src[p.toks[0].off:toks[0].off]))
	}
	// A trailing reminder is separated out; a line of reminder text alone
	// is a reminder ability ("({T}: Add {G}.)").
	var tail Node
	bodyEnd := end
	if last := toks[len(toks)-1]; last.kind == tokReminder {
		a.Reminder = &Reminder{Pos: p.pos(last.off), Text: p.src[last.off:last.end]}
		if len(toks) == 1 {
			a.Kind = KindReminder
			a.nodes = append(a.nodes, a.Reminder)
			if last.end < end {
				a.nodes = append(a.nodes, glue(p.src[last.end:end]))
			}
			return a
		}
		toks = toks[:len(toks)-1]
		bodyEnd = toks[len(toks)-1].end
		tail = seq{glue(p.src[bodyEnd:last.off]), a.Reminder}
		if last.end < end {
			tail = append(tail.(seq), glue(p.src[last.end:end]))
		}
	} else {
		bodyEnd = toks[len(toks)-1].end
		if bodyEnd < end {
			tail = glue(p.src[bodyEnd:end])
		}
	}
	p.parseBodyText(a, toks, bodyEnd)
	last := a
	if n := len(a.more); n > 0 {
		// The line's reminder and trailing text go with its last ability.
		last = a.more[n-1]
		last.Reminder, a.Reminder = a.Reminder, nil
	}
	if tail != nil {
		last.nodes = append(last.nodes, tail)
	}
	return a
}

// bodyKind is the kind of plain rules text on this card.
func (p *parser) bodyKind() Kind {
	if p.spell {
		return KindSpell
	}
	return KindStatic
}

// parseBodyText classifies the ability text in toks (which ends at end):
// chapter, label, loyalty, keyword, triggered, activated, or plain text.
func (p *parser) parseBodyText(a *Ability, toks []token, end int) {
	off := toks[0].off
	if n, dash, ok := p.chapters(toks); ok {
		a.Kind = KindChapter
		a.Chapters = n
		a.nodes = append(a.nodes, glue(p.src[off:toks[dash].end]))
		rest := toks[dash+1:]
		if len(rest) == 0 {
			return
		}
		a.nodes = p.gap(a.nodes, toks[dash].end, rest[0].off)
		a.Effect = p.phrase(rest, end)
		a.nodes = append(a.nodes, a.Effect)
		return
	}
	if dash, ok := p.label(toks); ok {
		label := &Label{Pos: p.pos(off), Text: p.src[off:toks[dash-1].end]}
		if kw := lookupLabelKeyword(label.Text); kw != nil {
			a.Keywords = append(a.Keywords, &Keyword{Name: kw.Name, Rule: kw.Rule, Pos: label.Pos, Text: label.Text})
		}
		a.Label = label
		rest := toks[dash+1:]
		a.nodes = append(a.nodes, label)
		a.nodes = p.gap(a.nodes, toks[dash-1].end, rest[0].off)
		toks = rest
		off = toks[0].off
	}
	if p.loyalty(a, toks, end) {
		return
	}
	if a.Label == nil {
		if kws, effect, ok := p.keywordLine(off, end); ok {
			a.Kind = KindKeyword
			a.Keywords = kws
			at := off
			for _, k := range kws {
				a.nodes = p.gap(a.nodes, at, p.offset(k.Pos))
				a.nodes = append(a.nodes, k)
				at = p.offset(k.Pos) + len(k.Text)
			}
			if effect < end {
				a.nodes = p.gap(a.nodes, at, effect)
				a.Effect = p.phrase(p.tokensIn(effect, end), end)
				a.nodes = append(a.nodes, a.Effect)
				return
			}
			a.nodes = p.gap(a.nodes, at, end)
			return
		}
	}
	if p.triggered(a, toks, end) || p.oldTrigger(a, toks, end) {
		if p.spell && p.isDelayed(a.Trigger) {
			a.Kind = KindSpell // 603.7: the spell's effect creates it
		}
		return
	}
	if p.colonKeyword(a, toks, end) || p.activated(a, toks, end) {
		return
	}
	if !p.spell && !a.Bullet {
		if splits := p.paragraphSplits(toks); len(splits) > 0 {
			p.splitParagraph(a, toks, splits, end)
			return
		}
	}
	a.Kind = p.bodyKind()
	if p.spell {
		first := p.sentence(toks)
		if at := p.restrictionEnd(toks, first); at > 0 && !a.Bullet {
			p.splitParagraph(a, toks, []int{at}, end)
			return
		}
		if isSpellStatic(first) {
			a.Kind = KindStatic // 113.3a, 113.6
		}
	}
	a.Effect = p.phrase(toks, end)
	a.nodes = append(a.nodes, a.Effect)
}

// splitParagraph makes a the static ability that toks start with and
// parses each further ability, starting at the token indexes in splits,
// into a.more.
func (p *parser) splitParagraph(a *Ability, toks []token, splits []int, end int) {
	first := toks[:splits[0]]
	a.Kind = KindStatic
	a.Effect = p.phrase(first, first[len(first)-1].end)
	a.nodes = append(a.nodes, a.Effect)
	a.Text = p.src[p.offset(a.Pos):first[len(first)-1].end]
	for j, at := range splits {
		segEnd, textEnd := end, p.lineEnd(a.Pos.Line-1)
		if j+1 < len(splits) {
			segEnd = toks[splits[j+1]-1].end
			textEnd = segEnd
		}
		from := toks[at-1].end
		b := &Ability{Pos: p.pos(toks[at].off), Text: p.src[toks[at].off:textEnd], sep: p.src[from:toks[at].off], inPara: true}
		p.parseBodyText(b, p.tokensIn(toks[at].off, segEnd), segEnd)
		a.more = append(a.more, b)
	}
}

// offset converts a position back to a byte offset.
func (p *parser) offset(pos Pos) int { return p.lines[pos.Line-1] + pos.Col - 1 }

// gap appends the text between from and to, if any, as glue.
func (p *parser) gap(nodes seq, from, to int) seq {
	if from < to {
		return append(nodes, glue(p.src[from:to]))
	}
	return nodes
}
