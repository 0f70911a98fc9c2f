package diff

import (
	"slices"
	"strings"

	"mtgoracle/oracle"
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
// the wordings with legacy symbol markup read as symbols; the operations'
// positions refer to them.
type Diff struct {
	Old string `json:"old"`
	New string `json:"new"`
	Ops []Op   `json:"ops"`
}

// Compare diffs two wordings: abilities are paired by similarity, so an
// added or removed ability is one operation, and paired abilities are
// diffed token by token.
func Compare(old, new string) *Diff {
	old, _ = oracle.NormalizeLegacySymbols(old)
	new, _ = oracle.NormalizeLegacySymbols(new)
	la, sepA := splitLines(Tokenize(old))
	lb, sepB := splitLines(Tokenize(new))
	usedA, usedB := make([]bool, len(la)+1), make([]bool, len(lb)+1)
	var edits []edit
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
			edits = append(edits, diffTokens(la[p.old], lb[p.new])...)
		}
	}
	return &Diff{Old: old, New: new, Ops: buildOps(old, new, absorbBlanks(edits))}
}

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

// Size is the number of words and symbols removed plus those added.
func (d *Diff) Size() int {
	n := 0
	for _, op := range d.Ops {
		if op.Kind != Equal {
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

func countWords(s string) int {
	n := 0
	for _, t := range Tokenize(s) {
		if t.Kind == Word || t.Kind == Symbol || t.Kind == Punct {
			n++
		}
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
	sim := make([][]float64, len(a))
	for i := range a {
		sim[i] = make([]float64, len(b))
		for j := range b {
			sim[i][j] = similarity(a[i], b[j])
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

// similarity is the share of words and symbols two abilities have in
// common (Dice's coefficient over their multisets).
func similarity(a, b []Token) float64 {
	if sameText(a, b) {
		return 1
	}
	counts := map[string]int{}
	na, nb, common := 0, 0, 0
	for _, t := range a {
		if t.Kind == Word || t.Kind == Symbol {
			counts[strings.ToLower(t.Text)]++
			na++
		}
	}
	for _, t := range b {
		if t.Kind == Word || t.Kind == Symbol {
			nb++
			if k := strings.ToLower(t.Text); counts[k] > 0 {
				counts[k]--
				common++
			}
		}
	}
	if na+nb == 0 {
		return 1
	}
	return 2 * float64(common) / float64(na+nb)
}

// weight makes a shared word worth more than a shared blank, so the
// alignment follows the words.
func weight(t Token) int32 {
	if t.Kind == Space {
		return 1
	}
	return 4
}

// diffTokens is a weighted longest-common-subsequence diff of two
// abilities, after the tokens they start and end with in common.
func diffTokens(a, b []Token) []edit {
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
	var edits []edit
	if p > 0 {
		edits = append(edits, edit{kind: Equal, a: a[:p], b: b[:p]})
	}
	edits = append(edits, lcs(a[p:len(a)-q], b[p:len(b)-q])...)
	if q > 0 {
		edits = append(edits, edit{kind: Equal, a: a[len(a)-q:], b: b[len(b)-q:]})
	}
	return edits
}

// lcs diffs two runs of tokens by their weighted longest common subsequence.
func lcs(a, b []Token) []edit {
	n, m := len(a), len(b)
	switch {
	case n == 0 && m == 0:
		return nil
	case n == 0:
		return []edit{{kind: Insert, b: b}}
	case m == 0:
		return []edit{{kind: Delete, a: a}}
	case n*m > maxTokenPairs:
		return []edit{{kind: Delete, a: a}, {kind: Insert, b: b}}
	}
	// best[i*(m+1)+j] is the best weight of a[i:] against b[j:].
	w := m + 1
	best := make([]int32, (n+1)*w)
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			v := max(best[(i+1)*w+j], best[i*w+j+1])
			if a[i].Text == b[j].Text {
				v = max(v, weight(a[i])+best[(i+1)*w+j+1])
			}
			best[i*w+j] = v
		}
	}
	var edits []edit
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

// buildOps merges elementary edits into operations with positions. A
// change never starts or ends with tokens both sides share: they move out
// to the text around it, so "[-, Silver Golem -]{+ +}" reads
// "[-, Silver Golem-] ".
func buildOps(old, new string, edits []edit) []Op {
	var groups []edit
	for k := 0; k < len(edits); {
		if edits[k].line {
			if len(edits[k].a)+len(edits[k].b) > 0 {
				groups = append(groups, edits[k])
			}
			k++
			continue
		}
		changed := edits[k].kind != Equal
		g := edit{kind: Equal}
		for ; k < len(edits) && !edits[k].line && (edits[k].kind != Equal) == changed; k++ {
			g.a = append(g.a, edits[k].a...)
			g.b = append(g.b, edits[k].b...)
		}
		if !changed {
			groups = appendEqual(groups, g)
			continue
		}
		p := 0
		for p < len(g.a) && p < len(g.b) && g.a[p].Text == g.b[p].Text {
			p++
		}
		q := 0
		for q < len(g.a)-p && q < len(g.b)-p && g.a[len(g.a)-1-q].Text == g.b[len(g.b)-1-q].Text {
			q++
		}
		groups = appendEqual(groups, edit{kind: Equal, a: g.a[:p], b: g.b[:p]})
		groups = append(groups, edit{kind: Replace, a: g.a[p : len(g.a)-q], b: g.b[p : len(g.b)-q]})
		groups = appendEqual(groups, edit{kind: Equal, a: g.a[len(g.a)-q:], b: g.b[len(g.b)-q:]})
	}
	ops := []Op{}
	oldPos, newPos := cursor{text: old}, cursor{text: new}
	for _, g := range groups {
		op := Op{Old: joinTokens(g.a), New: joinTokens(g.b), OldAt: oldPos.pos(), NewAt: newPos.pos()}
		switch {
		case g.kind == Equal:
			op.Kind = Equal
		case op.New == "":
			op.Kind = Delete
		case op.Old == "":
			op.Kind = Insert
		default:
			op.Kind = Replace
		}
		oldPos.advance(len(op.Old))
		newPos.advance(len(op.New))
		ops = append(ops, op)
	}
	return ops
}

// appendEqual appends a shared run, joining it to a shared run before it.
func appendEqual(groups []edit, g edit) []edit {
	if len(g.a) == 0 {
		return groups
	}
	if n := len(groups); n > 0 && groups[n-1].kind == Equal {
		last := &groups[n-1]
		last.a = append(last.a[:len(last.a):len(last.a)], g.a...)
		last.b = append(last.b[:len(last.b):len(last.b)], g.b...)
		return groups
	}
	return append(groups, g)
}

// sameText reports whether two runs of tokens spell the same text.
func sameText(a, b []Token) bool {
	return slices.EqualFunc(a, b, func(x, y Token) bool { return x.Text == y.Text })
}

func joinTokens(toks []Token) string {
	var b strings.Builder
	for _, t := range toks {
		b.WriteString(t.Text)
	}
	return b.String()
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
