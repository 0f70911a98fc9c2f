package search

import (
	"strings"
	"unicode"

	"github.com/mtgoracle/oracle/oracle"
)

// Node is a node of a parsed query. String prints it back as query text
// that parses to the same tree.
type Node interface {
	Pos() Pos
	String() string
}

// And matches cards every term matches: terms side by side, or joined by
// "and".
type And struct{ Terms []Node }

// Or matches cards any term matches: terms joined by "or".
type Or struct{ Terms []Node }

// Not matches cards its term does not: "-term".
type Not struct {
	At Pos
	X  Node
}

// Term is one condition: a name word or "phrase", an exact !"name", or
// key, operator and value (t:creature, pow>=3, o:/regex/).
type Term struct {
	At    Pos
	Key   string // as written; "" for a name term
	Op    string // "" for a name term
	Value string
	// ValueAt is where the value starts.
	ValueAt Pos
	Exact   bool // !"name"
	Regex   bool // key:/pattern/
}

func (n *And) Pos() Pos  { return n.Terms[0].Pos() }
func (n *Or) Pos() Pos   { return n.Terms[0].Pos() }
func (n *Not) Pos() Pos  { return n.At }
func (n *Term) Pos() Pos { return n.At }

// String keeps the parentheses of an "or" within it, which binds looser,
// and of an "and" within it, which would read back as part of it.
func (n *And) String() string {
	parts := make([]string, len(n.Terms))
	for i, t := range n.Terms {
		parts[i] = t.String()
		switch t.(type) {
		case *Or, *And:
			parts[i] = "(" + parts[i] + ")"
		}
	}
	return strings.Join(parts, " ")
}

// String keeps the parentheses of an "or" within it, which would read
// back as part of it.
func (n *Or) String() string {
	parts := make([]string, len(n.Terms))
	for i, t := range n.Terms {
		parts[i] = t.String()
		if _, ok := t.(*Or); ok {
			parts[i] = "(" + parts[i] + ")"
		}
	}
	return strings.Join(parts, " or ")
}

// String prints a negation of a term or of a negation without
// parentheses, so that a query prints no deeper than it was read
// (MaxNesting).
func (n *Not) String() string {
	switch n.X.(type) {
	case *Term, *Not:
		return "-" + n.X.String()
	}
	return "-(" + n.X.String() + ")"
}

func (n *Term) String() string {
	switch {
	case n.Exact:
		return "!" + quoteWord(n.Value)
	case n.Key == "":
		return quoteWord(n.Value)
	case n.Regex:
		return n.Key + n.Op + "/" + strings.ReplaceAll(n.Value, "/", `\/`) + "/"
	}
	return n.Key + n.Op + quoteValue(n.Value)
}

// quoteWord writes a name word as is when it reads back as the same word.
func quoteWord(s string) string {
	lower := strings.ToLower(s)
	if s == "" || lower == "or" || lower == "and" || strings.ContainsAny(s[:1], "-!") ||
		strings.IndexFunc(s, func(r rune) bool { return unicode.IsSpace(r) || strings.ContainsRune(`()"\:=<>!`, r) }) >= 0 {
		return quote(s)
	}
	return s
}

// quoteValue writes a value as is when it reads back as the same value:
// a value starting with an operator character would lengthen the
// operator, and one starting with a quote or slash would open a phrase or
// a pattern.
func quoteValue(s string) string {
	if s != "" && (strings.ContainsAny(s[:1], `"/:=<>!`) ||
		strings.IndexFunc(s, func(r rune) bool { return unicode.IsSpace(r) || r == '(' || r == ')' }) >= 0) {
		return quote(s)
	}
	return s
}

func quote(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s) + `"`
}

// Bounds on a query, checked as it is read. SQLite refuses an expression
// more than 1000 nodes deep, and each term, "or" and "-" adds to the depth
// of the SQL a query compiles to.
const (
	MaxQueryBytes = 4096
	MaxTerms      = 200
	// MaxNesting bounds the parentheses and negations within one another.
	MaxNesting = 32
)

// Parse reads a query. Terms side by side must all match; "or" (any case)
// joins alternatives and binds looser; "-" negates a term or a
// parenthesised group.
func Parse(src string) (Node, error) {
	if len(src) > MaxQueryBytes {
		return nil, errorf(posAt(src, MaxQueryBytes), "the query is %d bytes long: at most %d", len(src), MaxQueryBytes)
	}
	toks, err := lex(src)
	if err != nil {
		return nil, err
	}
	p := &parser{toks: toks}
	if p.peek().kind == tokEOF {
		return nil, errorf(p.peek().pos, "empty query")
	}
	n, err := p.or()
	if err != nil {
		return nil, err
	}
	if t := p.peek(); t.kind != tokEOF {
		return nil, errorf(t.pos, "unexpected %s", t.describe())
	}
	return n, nil
}

type parser struct {
	toks  []token
	i     int
	terms int // terms read so far
	depth int // parentheses and negations open
}

// posAt is the position of the character holding byte off of src.
func posAt(src string, off int) Pos {
	pos := Pos{1, 1}
	for i, r := range src {
		if i >= off {
			break
		}
		if r == '\n' {
			pos.Line, pos.Col = pos.Line+1, 1
		} else {
			pos.Col++
		}
	}
	return pos
}

// term counts a term read at pos.
func (p *parser) term(pos Pos) error {
	if p.terms++; p.terms > MaxTerms {
		return errorf(pos, "more than %d terms", MaxTerms)
	}
	return nil
}

// nest opens a parenthesis or negation at pos; the caller closes it.
func (p *parser) nest(pos Pos) error {
	if p.depth++; p.depth > MaxNesting {
		return errorf(pos, "more than %d parentheses and negations within one another", MaxNesting)
	}
	return nil
}

// nameTerm reads a name term's value: no longer than a card name can be.
func nameTerm(t *Term) (*Term, error) {
	if len(t.Value) > oracle.MaxNameBytes {
		return nil, errorf(t.ValueAt, "a name term of %d bytes: card names are at most %d", len(t.Value), oracle.MaxNameBytes)
	}
	return t, nil
}

func (p *parser) peek() token { return p.toks[p.i] }

func (p *parser) next() token {
	t := p.toks[p.i]
	if t.kind != tokEOF {
		p.i++
	}
	return t
}

// isWord reports whether the next token is the bare word w (any case),
// not a key.
func (p *parser) isWord(w string) bool {
	t := p.peek()
	return t.kind == tokWord && strings.EqualFold(t.text, w) && p.toks[p.i+1].kind != tokOp
}

func (p *parser) or() (Node, error) {
	first, err := p.and()
	if err != nil {
		return nil, err
	}
	terms := []Node{first}
	for p.isWord("or") {
		or := p.next()
		if k := p.peek().kind; k == tokEOF || k == tokRParen || p.isWord("or") {
			return nil, errorf(or.pos, `"or" with no term after it`)
		}
		n, err := p.and()
		if err != nil {
			return nil, err
		}
		terms = append(terms, n)
	}
	if len(terms) == 1 {
		return first, nil
	}
	return &Or{Terms: terms}, nil
}

func (p *parser) and() (Node, error) {
	var terms []Node
	for {
		t := p.peek()
		if t.kind == tokEOF || t.kind == tokRParen || p.isWord("or") {
			break
		}
		if p.isWord("and") {
			p.next()
			if k := p.peek().kind; len(terms) == 0 || k == tokEOF || k == tokRParen || p.isWord("or") || p.isWord("and") {
				return nil, errorf(t.pos, `"and" needs a term on each side`)
			}
			continue
		}
		n, err := p.unary()
		if err != nil {
			return nil, err
		}
		terms = append(terms, n)
	}
	switch len(terms) {
	case 0:
		t := p.peek()
		if p.isWord("or") {
			return nil, errorf(t.pos, `"or" with no term before it`)
		}
		return nil, errorf(t.pos, "expected a term, found %s", t.describe())
	case 1:
		return terms[0], nil
	}
	return &And{Terms: terms}, nil
}

func (p *parser) unary() (Node, error) {
	t := p.peek()
	switch t.kind {
	case tokMinus:
		p.next()
		if k := p.peek().kind; k == tokEOF || k == tokRParen {
			return nil, errorf(t.pos, `"-" with no term after it`)
		}
		if err := p.nest(t.pos); err != nil {
			return nil, err
		}
		defer func() { p.depth-- }()
		x, err := p.unary()
		if err != nil {
			return nil, err
		}
		return &Not{At: t.pos, X: x}, nil
	case tokLParen:
		p.next()
		if p.peek().kind == tokRParen {
			return nil, errorf(t.pos, "empty parentheses")
		}
		if err := p.nest(t.pos); err != nil {
			return nil, err
		}
		defer func() { p.depth-- }()
		n, err := p.or()
		if err != nil {
			return nil, err
		}
		if p.peek().kind != tokRParen {
			return nil, errorf(t.pos, `"(" is never closed`)
		}
		p.next()
		return n, nil
	case tokBang:
		p.next()
		v := p.next()
		if v.kind != tokWord && v.kind != tokQuoted || p.peek().kind == tokOp {
			return nil, errorf(t.pos, `"!" must be followed by a name`)
		}
		if err := p.term(t.pos); err != nil {
			return nil, err
		}
		return nameTerm(&Term{At: t.pos, Value: v.text, ValueAt: v.pos, Exact: true})
	case tokQuoted, tokWord:
		if err := p.term(t.pos); err != nil {
			return nil, err
		}
		p.next()
		if t.kind == tokQuoted || p.peek().kind != tokOp {
			return nameTerm(&Term{At: t.pos, Value: t.text, ValueAt: t.pos})
		}
		op := p.next()
		v := p.next()
		return &Term{At: t.pos, Key: t.text, Op: op.text, Value: v.text, ValueAt: v.pos, Regex: v.kind == tokRegex}, nil
	}
	return nil, errorf(t.pos, "unexpected %s", t.describe())
}
