package diff

import (
	"regexp"
	"regexp/syntax"
	"strings"
	"sync"
	"sync/atomic"
	"unicode/utf8"
)

// Most patterns start with a word boundary, which hides from the regexp
// package the words they start with: it then tries a match at every
// position. A pattern "\bword..." is instead run as "word...", which the
// package finds by searching for its literal prefix, and the boundary is
// checked by hand before each match. A pattern with no literal prefix,
// "\b(you|player) plays ~", is searched for from shortly before the first
// place where a literal part of it (" ~") occurs.

// searcher is how a pattern is looked for in a text.
type searcher struct {
	// bare, when set, is run instead of the pattern, without its leading
	// word boundary, which is checked by hand.
	bare *regexp.Regexp
	// anchor, when set, is a literal every match holds at most lead bytes
	// after its start; width, when not negative, is the most bytes a match
	// takes.
	anchor      string
	lead, width int
}

// newSearcher works out how to search for expr, whose matches hold every
// literal in needles.
// re, when not nil, is expr compiled.
func newSearcher(expr string, re *regexp.Regexp, needles []string) searcher {
	var s searcher
	whole, err := syntax.Parse(expr, syntax.Perl)
	if err != nil || len(needles) == 0 {
		return s // every match is then found by the pattern itself
	}
	subs := []*syntax.Regexp{whole}
	if whole.Op == syntax.OpConcat {
		subs = whole.Sub
	}
	search := re
	if subs[0].Op == syntax.OpWordBoundary && strings.HasPrefix(expr, `\b`) {
		s.bare = withoutBoundary(expr, whole)
		if s.bare == nil {
			return s
		}
		subs, search = subs[1:], s.bare
	}
	if search == nil {
		if search, err = regexp.Compile(expr); err != nil {
			return searcher{}
		}
	}
	if prefix, _ := search.LiteralPrefix(); prefix == "" {
		s.anchor, s.lead = anchorOf(subs)
		s.width = -1
		if w, ok := maxWidth(&syntax.Regexp{Op: syntax.OpConcat, Sub: subs}); ok {
			s.width = w
		}
	}
	return s
}

// withoutBoundary compiles expr, whose parse whole starts with \b, without
// it; nil when the rest does not read as the concatenation after the
// boundary (but, say, as one side of an alternation).
func withoutBoundary(expr string, whole *syntax.Regexp) *regexp.Regexp {
	if whole.Op != syntax.OpConcat {
		return nil
	}
	want := &syntax.Regexp{Op: syntax.OpConcat, Sub: whole.Sub[1:]}
	if len(whole.Sub) == 2 {
		want = whole.Sub[1]
	}
	got, err := syntax.Parse(expr[2:], syntax.Perl)
	if err != nil || !got.Equal(want) {
		return nil
	}
	re, err := regexp.Compile(expr[2:])
	if err != nil {
		return nil
	}
	return re
}

// anchorOf picks, among the literal parts of the concatenation subs, the
// longest whose start lies a bounded number of bytes into any match, with
// no assertion before it, which would read the text before the match;
// "" when there is none.
func anchorOf(subs []*syntax.Regexp) (anchor string, lead int) {
	offset := 0
	for _, sub := range subs {
		if sub.Op == syntax.OpLiteral && sub.Flags&syntax.FoldCase == 0 && len(string(sub.Rune)) > len(anchor) {
			anchor, lead = string(sub.Rune), offset
		}
		w, ok := maxWidth(sub)
		if !ok || hasAssertion(sub) {
			break
		}
		offset += w
	}
	return anchor, lead
}

// maxWidth is the most bytes a match of re can take; ok is false when
// that is unbounded.
func maxWidth(re *syntax.Regexp) (int, bool) {
	if re.Op == syntax.OpEmptyMatch || isAssertion(re.Op) {
		return 0, true
	}
	switch re.Op {
	case syntax.OpLiteral:
		if re.Flags&syntax.FoldCase != 0 {
			return len(re.Rune) * utf8.UTFMax, true // a letter's other case may be longer
		}
		return len(string(re.Rune)), true
	case syntax.OpCharClass, syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		return utf8.UTFMax, true
	case syntax.OpCapture, syntax.OpQuest:
		return maxWidth(re.Sub[0])
	case syntax.OpRepeat:
		w, ok := maxWidth(re.Sub[0])
		return w * re.Max, ok && re.Max >= 0
	case syntax.OpConcat, syntax.OpAlternate:
		total := 0
		for _, sub := range re.Sub {
			w, ok := maxWidth(sub)
			if !ok {
				return 0, false
			}
			if re.Op == syntax.OpConcat {
				total += w
			} else {
				total = max(total, w)
			}
		}
		return total, true
	}
	return 0, false
}

// isAssertion reports whether op matches no text but reads the text
// around: a line or text boundary, or a word boundary.
func isAssertion(op syntax.Op) bool {
	switch op {
	case syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText,
		syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		return true
	}
	return false
}

func hasAssertion(re *syntax.Regexp) bool {
	if isAssertion(re.Op) {
		return true
	}
	for _, sub := range re.Sub {
		if hasAssertion(sub) {
			return true
		}
	}
	return false
}

// lazyRegexp is a pattern's expression, parsed for its needles and
// compiled with its searcher on first use, once, whichever goroutine comes
// first.
type lazyRegexp struct {
	expr string
	// lazy is set when the needles were not worked out when the file was
	// loaded: the pattern's own needles are then literals found in the
	// expression's text (literalRuns), each a part of one of them.
	lazy   bool
	parsed sync.Once
	// ready is set once needles and sketch are worked out.
	ready   atomic.Bool
	needles []string
	sketch  sketch
	once    sync.Once
	re      *regexp.Regexp
	searcher
}

// analysed is l with its needles worked out.
func (l *lazyRegexp) analysed() *lazyRegexp {
	if l.lazy {
		l.parsed.Do(func() {
			l.needles = requiredLiterals(l.expr)
			for _, n := range l.needles {
				l.sketch.add(n)
			}
			l.ready.Store(true)
		})
	}
	return l
}

// compiled is the compiled expression and its searcher.
func (l *lazyRegexp) compiled() *lazyRegexp {
	l.once.Do(func() {
		// The expression parsed when its file was loaded, or the file is
		// the embedded one, which the tests load.
		l.re = regexp.MustCompile(l.expr)
		l.searcher = newSearcher(l.expr, l.re, l.analysed().needles)
	})
	return l
}

func (l *lazyRegexp) String() string { return l.expr }

func (l *lazyRegexp) FindStringSubmatch(s string) []string {
	return l.compiled().re.FindStringSubmatch(s)
}

func (l *lazyRegexp) FindAllStringSubmatchIndex(s string, n int) [][]int {
	return l.compiled().re.FindAllStringSubmatchIndex(s, n)
}

func (l *lazyRegexp) ReplaceAllString(src, repl string) string {
	return l.compiled().re.ReplaceAllString(src, repl)
}

func (l *lazyRegexp) ReplaceAllStringFunc(src string, repl func(string) string) string {
	return l.compiled().re.ReplaceAllStringFunc(src, repl)
}

func (l *lazyRegexp) ExpandString(dst []byte, template string, src string, match []int) []byte {
	return l.compiled().re.ExpandString(dst, template, src, match)
}

// findAll is p.re.FindAllStringSubmatchIndex(t, -1).
func (p *Pattern) findAll(t string) [][]int {
	s := p.re.compiled()
	re := s.re
	if s.bare != nil {
		re = s.bare
	} else if s.anchor == "" {
		return re.FindAllStringSubmatchIndex(t, -1)
	}
	var matches [][]int
	// Every match holds a needle, so none is empty, and each search can
	// start where the last match ended.
	for pos := 0; pos < len(t); {
		from, end, anchorAt := pos, len(t), -1
		if s.anchor != "" {
			i := strings.Index(t[pos:], s.anchor)
			if i < 0 {
				break
			}
			anchorAt = pos + i
			from = max(pos, anchorAt-s.lead)
			if s.width >= 0 {
				// A match starting by the anchor ends within width bytes of
				// it; a byte more gives an assertion at its end its context.
				end = min(len(t), anchorAt+s.width+1)
			}
		}
		m := re.FindStringSubmatchIndex(t[from:end])
		if m == nil && end == len(t) {
			break
		}
		if m == nil || (end < len(t) && from+m[0] > anchorAt) {
			// No match starts by this anchor; one starting after it may
			// run past the window.
			pos = anchorAt + 1
			continue
		}
		start := from + m[0]
		if s.bare != nil && !wordBoundary(t, start) {
			pos = start + 1
			continue
		}
		for i := range m {
			if m[i] >= 0 {
				m[i] += from
			}
		}
		matches = append(matches, m)
		pos = m[1]
	}
	return matches
}

// wordBoundary reports whether \b holds at byte i of t.
func wordBoundary(t string, i int) bool {
	return (i > 0 && isWordByte(t[i-1])) != (i < len(t) && isWordByte(t[i]))
}

// isWordByte is RE2's \w: an ASCII letter, digit or underscore. A byte of
// a multi-byte character is none, as the character is not one either.
func isWordByte(c byte) bool {
	return c == '_' || ('0' <= c && c <= '9') || ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z')
}

// literalRuns are runs of literal characters that every match of expr
// holds, read from its text without parsing it: the runs outside groups
// and classes, cut at every escape, class, group, anchor and dot, without
// the character a quantifier applies to. Each is a part of one of the
// literals requiredLiterals gives. ok is false for an expression whose
// text this reading does not cover (an alternation outside groups, case
// folding, escapes of characters by number or class, an unclosed group
// or class): its needles are then worked out by parsing it.
func literalRuns(expr string) (runs []string, ok bool) {
	var run []byte
	cut := func() {
		if len(run) > 0 {
			runs = append(runs, string(run))
		}
		run = run[:0]
	}
	depth := 0
	for i := 0; i < len(expr); {
		c := expr[i]
		switch {
		case c == '|' && depth == 0:
			return nil, false
		case c == '(':
			cut()
			if strings.HasPrefix(expr[i:], "(?") {
				j := i + 2
				for j < len(expr) && (expr[j] >= 'a' && expr[j] <= 'z' || expr[j] >= 'A' && expr[j] <= 'Z' || expr[j] == '-') {
					j++
				}
				if strings.ContainsRune(expr[i+2:j], 'i') || j == len(expr) {
					return nil, false
				}
				if expr[j] == ')' { // flags for what follows
					i = j + 1
					continue
				}
				if expr[j] != ':' {
					return nil, false // a named group or anything else
				}
			}
			depth++
			i++
		case c == ')':
			cut()
			if depth--; depth < 0 {
				return nil, false
			}
			i++
		case c == '[':
			cut()
			j := i + 1
			if j < len(expr) && expr[j] == '^' {
				j++
			}
			if j < len(expr) && expr[j] == ']' {
				j++
			}
			for j < len(expr) && expr[j] != ']' {
				switch {
				case expr[j] == '\\':
					j += 2
				case strings.HasPrefix(expr[j:], "[:"):
					k := strings.Index(expr[j+2:], ":]")
					if k < 0 {
						return nil, false
					}
					j += 2 + k + 2
				default:
					j++
				}
			}
			if j >= len(expr) {
				return nil, false
			}
			i = j + 1
		case c == '\\':
			cut()
			if i+1 >= len(expr) || !strings.ContainsRune(`bBsSwWdDntrfv.()[]{}*+?|^$\-'/,:;!"#&<>=@%`+"`", rune(expr[i+1])) {
				return nil, false
			}
			i += 2
		case c == '?' || c == '*' || c == '+' || c == '{' && repeatAt(expr[i:]) > 0:
			// The character before is optional or repeated: drop it.
			if depth == 0 && len(run) > 0 {
				_, size := utf8.DecodeLastRune(run)
				run = run[:len(run)-size]
			}
			cut()
			if c == '{' {
				i += repeatAt(expr[i:])
			} else {
				i++
			}
		case c == '.' || c == '^' || c == '$' || c == ']' || c == '}':
			cut()
			i++
		default:
			if depth == 0 {
				run = append(run, c)
			}
			i++
		}
	}
	if depth != 0 {
		return nil, false
	}
	cut()
	return runs, true
}

// repeatAt is the length of the repetition "{n}", "{n,}" or "{n,m}" s
// starts with; 0 when s starts otherwise (a "{" of no repetition is a
// literal).
func repeatAt(s string) int {
	i := 1
	digits := func() int {
		j := i
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		return i - j
	}
	if digits() == 0 {
		return 0
	}
	if i < len(s) && s[i] == ',' {
		i++
		digits()
	}
	if i < len(s) && s[i] == '}' {
		return i + 1
	}
	return 0
}

// tildeMayBeNeeded reports whether a "~" of expr may be part of a literal
// every match holds (requiredLiterals), as far as its text tells: false
// when each "~" lies in a class with a range ("[a-z~]"), or in a group one
// of whose alternatives holds no "~" at all ("(~|\bit)"), neither of
// which is ever such a literal.
func tildeMayBeNeeded(expr string) bool {
	safe := make([]bool, len(expr))
	// groups are the starts of the open groups' contents.
	var groups []int
	for i := 0; i < len(expr); i++ {
		switch expr[i] {
		case '\\':
			i++
		case '[':
			j := i + 1
			if j < len(expr) && expr[j] == '^' {
				j++
			}
			if j < len(expr) && expr[j] == ']' {
				j++
			}
			ranged, first := false, j
			for j < len(expr) && expr[j] != ']' {
				switch {
				case expr[j] == '\\':
					j++
				case strings.HasPrefix(expr[j:], "[:"):
					k := strings.Index(expr[j+2:], ":]")
					if k < 0 {
						return true
					}
					j += 2 + k + 1
				case expr[j] == '-' && j > first && j+1 < len(expr) && expr[j+1] != ']' && expr[j+1] != expr[j-1]:
					ranged = true // "a-z": more than one character
				}
				j++
			}
			if j >= len(expr) {
				return true
			}
			if ranged {
				for k := i; k <= j; k++ {
					safe[k] = true
				}
			}
			i = j
		case '(':
			groups = append(groups, i+1)
		case ')':
			if len(groups) == 0 {
				return true
			}
			start := groups[len(groups)-1]
			groups = groups[:len(groups)-1]
			if alternativeWithout(expr[start:i], '~') {
				for k := start; k < i; k++ {
					safe[k] = true
				}
			}
		}
	}
	for i := 0; i < len(expr); i++ {
		if expr[i] == '\\' {
			i++
			continue
		}
		if expr[i] == '~' && !safe[i] {
			return true
		}
	}
	return false
}

// alternativeWithout reports whether the group content g (after any "?:"
// or flags) is an alternation one of whose alternatives lacks the byte c.
func alternativeWithout(g string, c byte) bool {
	depth, class, start, alts := 0, false, 0, 0
	lacks := false
	for i := 0; i <= len(g); i++ {
		if i < len(g) {
			switch {
			case g[i] == '\\':
				i++
				continue
			case class:
				if g[i] == ']' {
					class = false
				}
				continue
			case g[i] == '[':
				class = true
				// a "]" first in a class is one of its characters
				if strings.HasPrefix(g[i+1:], "]") {
					i++
				} else if strings.HasPrefix(g[i+1:], "^]") {
					i += 2
				}
				continue
			case g[i] == '(':
				depth++
				continue
			case g[i] == ')':
				depth--
				continue
			case g[i] != '|' || depth > 0:
				continue
			}
		}
		alts++
		if strings.IndexByte(g[start:i], c) < 0 {
			lacks = true
		}
		start = i + 1
	}
	return alts > 1 && lacks
}
