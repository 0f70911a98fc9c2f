package parser

import (
	"strings"
	"unicode/utf8"
)

// tokenKind classifies a token of Oracle text.
type tokenKind uint8

const (
	tokWord     tokenKind = iota // Flying, +1/+1, [−2], Karn's
	tokSymbol                    // {2}, {W/U}, {T}
	tokReminder                  // (parenthesised reminder text)
	tokSelfRef                   // the card's name, "this creature", "~"
	tokPunct                     // , . ; :
	tokQuote                     // " “ ”
	tokDash                      // — (em dash)
	tokBullet                    // •
)

// token is a lexeme: its kind and byte offsets into the card text.
type token struct {
	kind     tokenKind
	off, end int
}

// selfNouns follow "this" in self-references ("this creature").
var selfNouns = []string{
	"creature", "artifact", "enchantment", "land", "planeswalker", "spell",
	"card", "permanent", "Aura", "Equipment", "Vehicle", "Saga", "Class",
	"Fortification", "token", "battle", "Siege", "Curse", "Shrine", "Room",
	"Case", "Attraction", "Contraption", "Dungeon", "plane", "scheme",
	"conspiracy", "phenomenon",
}

// lexLine appends the tokens of src[off:end] (one line) to p.toks.
// Unterminated symbols and reminders are reported and run to the end of
// the line, so every byte still belongs to a token or to spacing.
func (p *parser) lexLine(off, end int) {
	src := p.src
	for i := off; i < end; {
		c := src[i]
		switch {
		case c == ' ' || c == '\t' || c == '\r':
			i++
		case c == '{':
			j := strings.IndexByte(src[i:end], '}')
			if j < 0 {
				p.errorf(i, "unterminated symbol %q", src[i:end])
				p.emit(tokSymbol, i, end)
				i = end
				continue
			}
			p.emit(tokSymbol, i, i+j+1)
			i += j + 1
		case c == '(':
			j := closeParen(src, i, end)
			if j < 0 {
				p.errorf(i, "unterminated reminder text")
				j = end
			}
			p.emit(tokReminder, i, j)
			i = j
		case c == ',' || c == '.' || c == ';' || c == ':' || c == ')':
			p.emit(tokPunct, i, i+1)
			i++
		case c == '"':
			p.emit(tokQuote, i, i+1)
			i++
		case c == '~':
			p.emit(tokSelfRef, i, i+1)
			i++
		case c < utf8.RuneSelf:
			i = p.lexWord(i, end)
		default:
			r, size := utf8.DecodeRuneInString(src[i:end])
			switch r {
			case '—':
				p.emit(tokDash, i, i+size)
				i += size
			case '•':
				p.emit(tokBullet, i, i+size)
				i += size
			case '“', '”':
				p.emit(tokQuote, i, i+size)
				i += size
			default:
				i = p.lexWord(i, end)
			}
		}
	}
}

// lexWord scans a word or a self-reference starting at i.
func (p *parser) lexWord(i, end int) int {
	if n := p.selfRefAt(i, end); n > 0 {
		p.emit(tokSelfRef, i, i+n)
		return i + n
	}
	j := i
	for j < end {
		c := p.src[j]
		if c == ' ' || c == '\t' || c == '\r' || c == ',' || c == '.' || c == ';' || c == ':' ||
			c == '{' || c == '(' || c == ')' || c == '"' {
			break
		}
		if c >= utf8.RuneSelf {
			r, size := utf8.DecodeRuneInString(p.src[j:end])
			if r == '—' || r == '•' || r == '“' || r == '”' {
				break
			}
			j += size
			continue
		}
		j++
	}
	if j == i { // a lone byte of invalid UTF-8 or the like
		j = i + 1
	}
	p.emit(tokWord, i, j)
	return j
}

// selfRefAt returns the length of a self-reference starting at i, or 0.
func (p *parser) selfRefAt(i, end int) int {
	s := p.src[i:end]
	if i > 0 && isWordByte(p.src[i-1]) {
		return 0
	}
	for _, name := range p.selfNames {
		if strings.HasPrefix(s, name) && !(len(s) > len(name) && isWordByte(s[len(name)])) {
			return len(name)
		}
	}
	if len(s) > 5 && (s[0] == 't' || s[0] == 'T') && s[1:5] == "his " {
		rest := s[5:]
		for _, noun := range selfNouns {
			if strings.HasPrefix(rest, noun) && !(len(rest) > len(noun) && isWordByte(rest[len(noun)])) {
				return 5 + len(noun)
			}
		}
	}
	return 0
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= utf8.RuneSelf
}

// closeParen returns the offset just past the parenthesis matching the
// one at i, or -1 if the line ends first.
func closeParen(src string, i, end int) int {
	depth := 0
	for j := i; j < end; j++ {
		switch src[j] {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return j + 1
			}
		}
	}
	return -1
}

func (p *parser) emit(kind tokenKind, off, end int) {
	p.toks = append(p.toks, token{kind, off, end})
}
