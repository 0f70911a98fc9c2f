// Package search reads Scryfall's card query language, with terms of this
// project's own for card histories, into a checked, typed query that a
// store runs (oracle/sqlite compiles it to SQL). It holds no SQL.
//
// The pipeline is a lexer with a position on every token, a
// recursive-descent parser producing an AST whose nodes print themselves
// back as query text, and a checker driven by a fixed table of keys that
// resolves each term to a typed test (a Query of Exprs), reporting a
// mistake as an *Error at the offending token.
package search

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Pos is a place in the query text: line and column, 1-based, in
// characters.
type Pos struct{ Line, Col int }

func (p Pos) String() string { return fmt.Sprintf("%d:%d", p.Line, p.Col) }

// Error is a mistake in a query, at the token that shows it.
type Error struct {
	Pos Pos
	Msg string
	// Candidates are what an unknown key or value may have meant.
	Candidates []string
}

func (e *Error) Error() string { return fmt.Sprintf("search: %s: %s", e.Pos, e.Msg) }

func errorf(pos Pos, format string, args ...any) *Error {
	return &Error{Pos: pos, Msg: fmt.Sprintf(format, args...)}
}

type tokenKind int

const (
	tokEOF    tokenKind = iota
	tokWord             // a bare word: part of a name, a key, "or", "and"
	tokQuoted           // "a quoted phrase"
	tokRegex            // /a regular expression/, only as a value
	tokOp               // : = != < <= > >=
	tokLParen
	tokRParen
	tokMinus // negation, before a term
	tokBang  // !, before an exact name
)

var tokenNames = map[tokenKind]string{
	tokEOF: "end of query", tokWord: "word", tokQuoted: "quoted phrase", tokRegex: "regular expression",
	tokOp: "operator", tokLParen: `"("`, tokRParen: `")"`, tokMinus: `"-"`, tokBang: `"!"`,
}

type token struct {
	kind tokenKind
	pos  Pos
	text string // the word, the unquoted phrase or pattern, the operator
}

func (t token) describe() string {
	switch t.kind {
	case tokWord, tokOp:
		return fmt.Sprintf("%q", t.text)
	}
	return tokenNames[t.kind]
}

// lexer splits a query into tokens. What a character means depends on
// where it stands: "-" negates only before a term, "/" opens a regular
// expression only as a value, and a word followed by an operator is a key.
type lexer struct {
	src       string
	off       int
	line, col int
	toks      []token
}

func lex(src string) ([]token, error) {
	l := &lexer{src: src, line: 1, col: 1}
	for {
		l.skipSpace()
		if l.off >= len(l.src) {
			l.toks = append(l.toks, token{kind: tokEOF, pos: l.pos()})
			return l.toks, nil
		}
		if err := l.term(); err != nil {
			return nil, err
		}
	}
}

func (l *lexer) pos() Pos { return Pos{l.line, l.col} }

func (l *lexer) peek() rune {
	r, _ := utf8.DecodeRuneInString(l.src[l.off:])
	return r
}

func (l *lexer) next() rune {
	r, n := utf8.DecodeRuneInString(l.src[l.off:])
	l.off += n
	if r == '\n' {
		l.line, l.col = l.line+1, 1
	} else {
		l.col++
	}
	return r
}

func (l *lexer) skipSpace() {
	for l.off < len(l.src) && unicode.IsSpace(l.peek()) {
		l.next()
	}
}

func (l *lexer) emit(kind tokenKind, pos Pos, text string) {
	l.toks = append(l.toks, token{kind: kind, pos: pos, text: text})
}

// term reads what can start a term: a parenthesis, "-", "!", a quoted
// phrase, or a word with, when an operator follows, its value.
func (l *lexer) term() error {
	pos := l.pos()
	switch r := l.peek(); {
	case r == '(':
		l.next()
		l.emit(tokLParen, pos, "(")
		return nil
	case r == ')':
		l.next()
		l.emit(tokRParen, pos, ")")
		return nil
	case r == '-' || r == '!':
		l.next()
		kind := tokMinus
		if r == '!' {
			kind = tokBang
		}
		l.emit(kind, pos, string(r))
		return nil
	case r == '"':
		return l.quoted()
	}
	start := l.off
	for l.off < len(l.src) {
		r := l.peek()
		if unicode.IsSpace(r) || r == '(' || r == ')' || r == '"' || isOpChar(r) {
			break
		}
		l.next()
	}
	word := l.src[start:l.off]
	if word == "" || l.off >= len(l.src) || !isOpChar(l.peek()) {
		if word == "" {
			// An operator with no key before it.
			return errorf(pos, "%q without a key before it", l.op())
		}
		l.emit(tokWord, pos, word)
		return nil
	}
	l.emit(tokWord, pos, word)
	opPos := l.pos()
	op := l.op()
	if !isOperator(op) {
		return errorf(opPos, "unknown operator %q", op)
	}
	l.emit(tokOp, opPos, op)
	return l.value()
}

func isOpChar(r rune) bool { return r == ':' || r == '=' || r == '<' || r == '>' || r == '!' }

func isOperator(op string) bool {
	switch op {
	case ":", "=", "!=", "<", "<=", ">", ">=":
		return true
	}
	return false
}

// op reads a run of operator characters.
func (l *lexer) op() string {
	start := l.off
	for l.off < len(l.src) && isOpChar(l.peek()) {
		l.next()
	}
	return l.src[start:l.off]
}

// value reads a key's value: a quoted phrase, a /regular expression/, or
// everything up to a space or a parenthesis. It may be empty.
func (l *lexer) value() error {
	pos := l.pos()
	switch l.peek() {
	case '"':
		return l.quoted()
	case '/':
		return l.regex()
	}
	start := l.off
	for l.off < len(l.src) {
		r := l.peek()
		if unicode.IsSpace(r) || r == '(' || r == ')' {
			break
		}
		l.next()
	}
	l.emit(tokWord, pos, l.src[start:l.off])
	return nil
}

// quoted reads "a phrase"; \" and \\ stand for " and \.
func (l *lexer) quoted() error {
	return l.delimited(tokQuoted, '"', `"\`, "quoted phrase")
}

// regex reads /a pattern/; \/ stands for /, other escapes are the
// pattern's own.
func (l *lexer) regex() error {
	return l.delimited(tokRegex, '/', "/", "regular expression")
}

// delimited reads text up to the close delimiter. A backslash escapes the
// character after it, and is dropped when that character is in drop.
func (l *lexer) delimited(kind tokenKind, close rune, drop, what string) error {
	pos := l.pos()
	l.next()
	var b strings.Builder
	for l.off < len(l.src) {
		start := l.off
		switch l.next() {
		case close:
			l.emit(kind, pos, b.String())
			return nil
		case '\\':
			if l.off < len(l.src) {
				if strings.ContainsRune(drop, l.peek()) {
					start = l.off
				}
				l.next()
			}
		}
		b.WriteString(l.src[start:l.off])
	}
	return errorf(pos, "unterminated %s", what)
}
