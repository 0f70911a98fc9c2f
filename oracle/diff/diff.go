package diff

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/mtgoracle/oracle/oracle"
)

// OpKind is what an operation does to the old text.
type OpKind string

const (
	Equal   OpKind = "equal"   // text both wordings share
	Delete  OpKind = "delete"  // text only the old wording has
	Insert  OpKind = "insert"  // text only the new wording has
	Replace OpKind = "replace" // old text the new wording has in its place
)

// Class says whether a change alters what the card does.
type Class string

const (
	Templating Class = "templating" // it disappears under the known rewrites
	Functional Class = "functional"
)

// Pos is a place in a text: a byte offset, and the line (ability) and
// column (in characters), counted from 1.
type Pos struct {
	Offset int `json:"offset"`
	Line   int `json:"line"`
	Col    int `json:"col"`
}

// Op is one operation of a diff. Old and New are the texts it covers in
// each wording (equal for Equal); OldAt and NewAt are where they start.
type Op struct {
	Kind  OpKind `json:"op"`
	Old   string `json:"old,omitempty"`
	New   string `json:"new,omitempty"`
	OldAt Pos    `json:"old_at"`
	NewAt Pos    `json:"new_at"`
	// Class and Rewrites are set on changes by Classify: Rewrites names
	// the rewrites that explain a templating change.
	Class    Class    `json:"class,omitempty"`
	Rewrites []string `json:"rewrites,omitempty"`
}

// Diff is the word-level difference between two wordings. Old and New are
// the wordings in one notation (oracle.NormalizeNotation: legacy symbol
// markup read as symbols, hybrid symbols, loyalty costs, quotes and blanks
// written one way); the operations' positions refer to them.
type Diff struct {
	Old string `json:"old"`
	New string `json:"new"`
	Ops []Op   `json:"ops"`
	// Differences are set by Classify on a functional diff whose wordings
	// both parse: what differs between their abilities ("adds "up to"",
	// "changes the trigger from ... to ...").
	Differences []string `json:"differences,omitempty"`
	// Signals are set by Classify on a functional diff: the signals of a
	// card's play (numbers, types, targets, zones, players, timing,
	// choices, conditions, actions) whose words differ ("changes timing
	// "turn" to "combat"").
	Signals []string `json:"signals,omitempty"`
}

// Compare diffs two wordings: abilities are paired by similarity, so an
// added or removed ability is one operation, and paired abilities are
// diffed token by token.
func Compare(old, new string) *Diff {
	old, new = oracle.NormalizeNotation(old), oracle.NormalizeNotation(new)
	sc := scratchPool.Get().(*scratch)
	defer scratchPool.Put(sc)
	sc.tokA, sc.tokB = appendTokens(sc.tokA[:0], old), appendTokens(sc.tokB[:0], new)
	la, sepA := splitLines(sc.tokA)
	lb, sepB := splitLines(sc.tokB)
	usedA, usedB := make([]bool, len(la)+1), make([]bool, len(lb)+1)
	edits := sc.edits[:0]
	for _, p := range alignLines(la, lb) {
		switch {
		case p.old < 0:
			edits = append(edits, edit{kind: Insert, b: wholeLine(lb, sepB, usedB, p.new), line: true})
		case p.new < 0:
			edits = append(edits, edit{kind: Delete, a: wholeLine(la, sepA, usedA, p.old), line: true})
		default:
			a, b := separatorBefore(sepA, usedA, p.old), separatorBefore(sepB, usedB, p.new)
			switch {
			case a != nil && b != nil:
				edits = append(edits, edit{kind: Equal, a: a, b: b})
			case a != nil:
				edits = append(edits, edit{kind: Delete, a: a})
			case b != nil:
				edits = append(edits, edit{kind: Insert, b: b})
			}
			edits = sc.diffTokens(edits, la[p.old], lb[p.new])
		}
	}
	sc.edits = edits
	return &Diff{Old: old, New: new, Ops: sc.buildOps(old, new, absorbBlanks(edits))}
}

// scratch is memory a comparison works in and the next one reuses: no
// Diff points into it.
type scratch struct {
	tokA, tokB []Token
	edits      []edit
	best       []int32 // lcs's table
	ga, gb     []Token // buildOps's groups
	spans      []span
}

var scratchPool = sync.Pool{New: func() any { return new(scratch) }}

// separatorBefore is the line break before line i, unless it was already
// taken (by a removed or added line before it).
func separatorBefore(seps []Token, used []bool, i int) []Token {
	if i == 0 || used[i] {
		return nil
	}
	used[i] = true
	return seps[i-1 : i]
}

// wholeLine is a removed or added line with one line break: the one before
// it, or, for a first line, the one after it.
func wholeLine(lines [][]Token, seps []Token, used []bool, i int) []Token {
	if before := separatorBefore(seps, used, i); before != nil {
		return append(append([]Token{}, before...), lines[i]...)
	}
	if i < len(seps) {
		used[i+1] = true
		return append(append([]Token{}, lines[i]...), seps[i])
	}
	return lines[i]
}

// Changed reports whether the wordings differ.
func (d *Diff) Changed() bool {
	for _, op := range d.Ops {
		if op.Kind != Equal {
			return true
		}
	}
	return false
}

// Size is the number of words and symbols removed plus those added; a
// change of case alone counts for none.
func (d *Diff) Size() int {
	n := 0
	for _, op := range d.Ops {
		if op.Kind != Equal && !caseOnly(&op) {
			n += countWords(op.Old) + countWords(op.New)
		}
	}
	return n
}

// Class is Functional when any change is, else Templating; "" when the
// wordings are equal or the diff was not classified.
func (d *Diff) Class() Class {
	var c Class
	for _, op := range d.Ops {
		if op.Kind == Equal {
			continue
		}
		if op.Class == Functional {
			return Functional
		}
		if op.Class == Templating {
			c = Templating
		}
	}
	return c
}

// Why says what makes the diff's class: for a templating diff the rewrites
// that account for its changes, for a functional one the differences
// between its parsed abilities or, when there are none, each change no
// rewrite explains, as "adds", "removes" or "becomes", and the signals of
// its play that differ.
func (d *Diff) Why() []string {
	why := []string{}
	class := d.Class()
	if class == Functional && len(d.Differences) > 0 {
		return append(append(why, d.Differences...), d.Signals...)
	}
	for _, op := range d.Ops {
		if op.Kind == Equal || op.Class != class {
			continue
		}
		var w []string
		switch {
		case class == Templating:
			w = op.Rewrites
		case op.Kind == Insert:
			w = []string{fmt.Sprintf("adds %q", strings.TrimSpace(op.New))}
		case op.Kind == Delete:
			w = []string{fmt.Sprintf("removes %q", strings.TrimSpace(op.Old))}
		default:
			w = []string{fmt.Sprintf("%q becomes %q", strings.TrimSpace(op.Old), strings.TrimSpace(op.New))}
		}
		for _, x := range w {
			if !slices.Contains(why, x) {
				why = append(why, x)
			}
		}
	}
	if class == Functional {
		why = append(why, d.Signals...)
	}
	return why
}

// caseOnly reports whether a change only changes the case of letters.
func caseOnly(op *Op) bool {
	return op.Kind == Replace && strings.EqualFold(op.Old, op.New)
}

func countWords(s string) int {
	n := 0
	for len(s) > 0 {
		kind, size := scan(s)
		if kind == Word || kind == Symbol || kind == Punct {
			n++
		}
		s = s[size:]
	}
	return n
}

// edit is an elementary operation over tokens: a run of old tokens (a),
// new tokens (b), or both (Equal). A line edit is a whole ability removed
// or added, shown as one operation.
type edit struct {
	kind OpKind
	a, b []Token
	line bool
}

// splitLines cuts tokens into abilities and the line breaks between them:
// line i is followed by seps[i].
func splitLines(toks []Token) (lines [][]Token, seps []Token) {
	start := 0
	for i, t := range toks {
		if t.Kind == Newline {
			lines = append(lines, toks[start:i])
			seps = append(seps, t)
			start = i + 1
		}
	}
	return append(lines, toks[start:]), seps
}

// minSimilarity is the least word overlap for two abilities to be shown as
// one ability changed rather than one removed and one added.
const minSimilarity = 0.3

type pair struct{ old, new int }

// maxLinePairs and maxTokenPairs bound the work on texts far longer than
// any card's: beyond them, lines are not paired and paired lines are shown
// as replaced whole.
const (
	maxLinePairs  = 1 << 12
	maxTokens     = 1 << 14
	maxTokenPairs = 1 << 18
)

func tokenCount(lines [][]Token) int {
	n := 0
	for _, l := range lines {
		n += len(l)
	}
	return n
}

// unaligned pairs no lines: every old line is removed, every new one added.
func unaligned(n, m int) []pair {
	var pairs []pair
	for i := range n {
		pairs = append(pairs, pair{i, -1})
	}
	for j := range m {
		pairs = append(pairs, pair{-1, j})
	}
	return pairs
}

// alignLines pairs old and new abilities in order, maximising the total
// similarity of the pairs; unpaired abilities have -1 on the other side.
// Between pairs, removed abilities come before added ones.
func alignLines(a, b [][]Token) []pair {
	if len(a)*len(b) > maxLinePairs || tokenCount(a)+tokenCount(b) > maxTokens {
		return unaligned(len(a), len(b))
	}
	wa, wb := wordsOf(a), wordsOf(b)
	sim := make([][]float64, len(a))
	for i := range a {
		sim[i] = make([]float64, len(b))
		for j := range b {
			sim[i][j] = similarity(a[i], b[j], wa[i], wb[j])
		}
	}
	// best[i][j] is the best total for a[i:] and b[j:].
	best := make([][]float64, len(a)+1)
	for i := range best {
		best[i] = make([]float64, len(b)+1)
	}
	for i := len(a) - 1; i >= 0; i-- {
		for j := len(b) - 1; j >= 0; j-- {
			v := max(best[i+1][j], best[i][j+1])
			if s := sim[i][j]; s >= minSimilarity {
				v = max(v, s+best[i+1][j+1])
			}
			best[i][j] = v
		}
	}
	var pairs, dels, adds []pair
	flush := func() {
		pairs = append(append(pairs, dels...), adds...)
		dels, adds = nil, nil
	}
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		switch {
		case sim[i][j] >= minSimilarity && best[i][j] == sim[i][j]+best[i+1][j+1]:
			flush()
			pairs = append(pairs, pair{i, j})
			i, j = i+1, j+1
		case best[i][j] == best[i+1][j]:
			dels = append(dels, pair{i, -1})
			i++
		default:
			adds = append(adds, pair{-1, j})
			j++
		}
	}
	for ; i < len(a); i++ {
		dels = append(dels, pair{i, -1})
	}
	for ; j < len(b); j++ {
		adds = append(adds, pair{-1, j})
	}
	flush()
	return pairs
}

// wordsOf is, for each ability, its words and symbols lower-cased and
// sorted: the multiset similarity compares.
func wordsOf(lines [][]Token) [][]string {
	// One array holds every line's words.
	all := make([]string, 0, tokenCount(lines))
	words := make([][]string, len(lines))
	for i, l := range lines {
		start := len(all)
		for _, t := range l {
			if t.Kind == Word || t.Kind == Symbol {
				all = append(all, strings.ToLower(t.Text))
			}
		}
		words[i] = all[start:len(all):len(all)]
		slices.Sort(words[i])
	}
	return words
}

// similarity is the share of words and symbols two abilities have in
// common (Dice's coefficient over their multisets wa and wb, sorted).
func similarity(a, b []Token, wa, wb []string) float64 {
	if sameText(a, b) {
		return 1
	}
	if len(wa)+len(wb) == 0 {
		return 1
	}
	common := 0
	for i, j := 0, 0; i < len(wa) && j < len(wb); {
		switch c := strings.Compare(wa[i], wb[j]); {
		case c < 0:
			i++
		case c > 0:
			j++
		default:
			common++
			i, j = i+1, j+1
		}
	}
	return 2 * float64(common) / float64(len(wa)+len(wb))
}

// weight makes a shared word worth more than a shared blank, so the
// alignment follows the words.
func weight(t Token) int32 {
	if t.Kind == Space {
		return 1
	}
	return 4
}

// diffTokens appends to edits a weighted longest-common-subsequence diff
// of two abilities, after the tokens they start and end with in common.
func (sc *scratch) diffTokens(edits []edit, a, b []Token) []edit {
	p := 0
	for p < len(a) && p < len(b) && a[p].Text == b[p].Text {
		p++
	}
	q := 0
	for q < len(a)-p && q < len(b)-p && a[len(a)-1-q].Text == b[len(b)-1-q].Text {
		q++
	}
	// Blanks next to the change stay in the diffed middle, so a change
	// takes the blank after it, as the full diff would: "to {+its +}owner's".
	for p > 0 && a[p-1].Kind == Space {
		p--
	}
	for q > 0 && a[len(a)-q].Kind == Space {
		q--
	}
	if p > 0 {
		edits = append(edits, edit{kind: Equal, a: a[:p], b: b[:p]})
	}
	edits = sc.lcs(edits, a[p:len(a)-q], b[p:len(b)-q])
	if q > 0 {
		edits = append(edits, edit{kind: Equal, a: a[len(a)-q:], b: b[len(b)-q:]})
	}
	return edits
}

// lcs appends to edits a diff of two runs of tokens by their weighted
// longest common subsequence.
func (sc *scratch) lcs(edits []edit, a, b []Token) []edit {
	n, m := len(a), len(b)
	switch {
	case n == 0 && m == 0:
		return edits
	case n == 0:
		return append(edits, edit{kind: Insert, b: b})
	case m == 0:
		return append(edits, edit{kind: Delete, a: a})
	case n*m > maxTokenPairs:
		return append(edits, edit{kind: Delete, a: a}, edit{kind: Insert, b: b})
	}
	// best[i*(m+1)+j] is the best weight of a[i:] against b[j:].
	w := m + 1
	if cap(sc.best) < (n+1)*w {
		sc.best = make([]int32, (n+1)*w)
	}
	best := sc.best[:(n+1)*w]
	clear(best)
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			v := max(best[(i+1)*w+j], best[i*w+j+1])
			if a[i].Text == b[j].Text {
				v = max(v, weight(a[i])+best[(i+1)*w+j+1])
			}
			best[i*w+j] = v
		}
	}
	i, j := 0, 0
	for i < n && j < m {
		switch {
		case a[i].Text == b[j].Text && best[i*w+j] == weight(a[i])+best[(i+1)*w+j+1]:
			edits = append(edits, edit{kind: Equal, a: a[i : i+1], b: b[j : j+1]})
			i, j = i+1, j+1
		case best[i*w+j] == best[(i+1)*w+j]:
			edits = append(edits, edit{kind: Delete, a: a[i : i+1]})
			i++
		default:
			edits = append(edits, edit{kind: Insert, b: b[j : j+1]})
			j++
		}
	}
	if i < n {
		edits = append(edits, edit{kind: Delete, a: a[i:]})
	}
	if j < m {
		edits = append(edits, edit{kind: Insert, b: b[j:]})
	}
	return edits
}

// absorbBlanks turns a shared run of blanks between two changes into part
// of the change, so "he or she" → "they" reads as one change, not three.
func absorbBlanks(edits []edit) []edit {
	for i := 1; i+1 < len(edits); i++ {
		e := edits[i]
		if e.kind != Equal || edits[i-1].kind == Equal || !allBlank(e.a) {
			continue
		}
		next := i + 1
		for next < len(edits) && edits[next].kind == Equal && allBlank(edits[next].a) {
			next++
		}
		if next < len(edits) && edits[next].kind != Equal {
			for k := i; k < next; k++ {
				edits[k].kind = Replace
			}
		}
	}
	return edits
}

func allBlank(toks []Token) bool {
	for _, t := range toks {
		if t.Kind != Space {
			return false
		}
	}
	return true
}

// span is an operation before it has text: its kind and how many bytes
// it covers in each wording.
type span struct {
	kind OpKind
	a, b int
}

// buildOps merges elementary edits into operations with positions. A
// change never starts or ends with tokens both sides share: they move out
// to the text around it, so "[-, Silver Golem -]{+ +}" reads
// "[-, Silver Golem-] ". The edits cover both wordings in order, so each
// operation's texts are the next bytes of old and new.
func (sc *scratch) buildOps(old, new string, edits []edit) []Op {
	spans := sc.spans[:0]
	ga, gb := sc.ga, sc.gb // a group's tokens, reused from group to group
	for k := 0; k < len(edits); {
		if edits[k].line {
			if n, m := textLen(edits[k].a), textLen(edits[k].b); n+m > 0 {
				spans = append(spans, span{edits[k].kind, n, m})
			}
			k++
			continue
		}
		changed := edits[k].kind != Equal
		ga, gb = ga[:0], gb[:0]
		for ; k < len(edits) && !edits[k].line && (edits[k].kind != Equal) == changed; k++ {
			ga = append(ga, edits[k].a...)
			gb = append(gb, edits[k].b...)
		}
		if !changed {
			spans = appendEqual(spans, textLen(ga))
			continue
		}
		p := 0
		for p < len(ga) && p < len(gb) && ga[p].Text == gb[p].Text {
			p++
		}
		q := 0
		for q < len(ga)-p && q < len(gb)-p && ga[len(ga)-1-q].Text == gb[len(gb)-1-q].Text {
			q++
		}
		spans = appendEqual(spans, textLen(ga[:p]))
		spans = append(spans, span{Replace, textLen(ga[p : len(ga)-q]), textLen(gb[p : len(gb)-q])})
		spans = appendEqual(spans, textLen(ga[len(ga)-q:]))
	}
	sc.spans, sc.ga, sc.gb = spans, ga, gb
	ops := make([]Op, 0, len(spans))
	oldPos, newPos := cursor{text: old}, cursor{text: new}
	for _, s := range spans {
		op := Op{Old: old[oldPos.offset : oldPos.offset+s.a], New: new[newPos.offset : newPos.offset+s.b],
			OldAt: oldPos.pos(), NewAt: newPos.pos()}
		switch {
		case s.kind == Equal:
			op.Kind = Equal
		case op.New == "":
			op.Kind = Delete
		case op.Old == "":
			op.Kind = Insert
		default:
			op.Kind = Replace
		}
		oldPos.advance(s.a)
		newPos.advance(s.b)
		ops = append(ops, op)
	}
	return ops
}

// appendEqual appends a shared run of n bytes, joining it to a shared run
// before it.
func appendEqual(spans []span, n int) []span {
	if n == 0 {
		return spans
	}
	if k := len(spans); k > 0 && spans[k-1].kind == Equal {
		spans[k-1].a += n
		spans[k-1].b += n
		return spans
	}
	return append(spans, span{Equal, n, n})
}

// textLen is the length in bytes of a run of tokens.
func textLen(toks []Token) int {
	n := 0
	for _, t := range toks {
		n += len(t.Text)
	}
	return n
}

// sameText reports whether two runs of tokens spell the same text.
func sameText(a, b []Token) bool {
	return slices.EqualFunc(a, b, func(x, y Token) bool { return x.Text == y.Text })
}

// cursor walks a text keeping its line and column.
type cursor struct {
	text              string
	offset, line, col int
}

func (c *cursor) pos() Pos { return Pos{Offset: c.offset, Line: c.line + 1, Col: c.col + 1} }

func (c *cursor) advance(n int) {
	for _, r := range c.text[c.offset : c.offset+n] {
		if r == '\n' {
			c.line, c.col = c.line+1, 0
		} else {
			c.col++
		}
	}
	c.offset += n
}
