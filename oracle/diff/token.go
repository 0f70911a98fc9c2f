// Package diff compares two wordings of a card word by word, ability by
// ability, and tells templating updates from changes of function.
package diff

import (
	"unicode"
	"unicode/utf8"
)

// TokenKind is what a token is.
type TokenKind int

const (
	Word    TokenKind = iota // letters and digits, with inner apostrophes, hyphens and slashes ("owner's", "+1/+1")
	Symbol                   // a symbol in braces: {2/W}, {T}
	Punct                    // one punctuation or other character
	Space                    // a run of blanks within a line
	Newline                  // the end of an ability
)

// Token is one piece of a text; Start and End are byte offsets.
type Token struct {
	Kind       TokenKind
	Text       string
	Start, End int
}

// maxSymbol bounds a braced symbol so that a stray "{" does not swallow
// the rest of the text.
const maxSymbol = 12

// Tokenize splits s into tokens whose texts, concatenated, are s.
func Tokenize(s string) []Token {
	// A card's text averages over two bytes a token: one allocation
	// mostly suffices.
	return appendTokens(make([]Token, 0, len(s)/2+1), s)
}

// appendTokens appends the tokens of s to toks.
func appendTokens(toks []Token, s string) []Token {
	for i := 0; i < len(s); {
		kind, n := scan(s[i:])
		toks = append(toks, Token{Kind: kind, Text: s[i : i+n], Start: i, End: i + n})
		i += n
	}
	return toks
}

// scan reads the token at the start of s and returns its kind and length.
func scan(s string) (TokenKind, int) {
	r, size := utf8.DecodeRuneInString(s)
	switch {
	case r == '\n':
		return Newline, 1
	case isBlank(r):
		n := size
		for n < len(s) {
			r, size := utf8.DecodeRuneInString(s[n:])
			if !isBlank(r) {
				break
			}
			n += size
		}
		return Space, n
	case r == '{':
		for n := 1; n < len(s) && n <= maxSymbol; n++ {
			switch s[n] {
			case '}':
				if n > 1 {
					return Symbol, n + 1
				}
				return Punct, 1
			case '{', ' ', '\t', '\n':
				return Punct, 1
			}
		}
		return Punct, 1
	case isWordRune(r) || (isSign(r) && startsWord(s[size:])):
		n := size
		for n < len(s) {
			r, size := utf8.DecodeRuneInString(s[n:])
			if isWordRune(r) {
				n += size
				continue
			}
			// An inner joiner stays in the word only when a word character follows.
			if isJoiner(r) && startsWord(s[n+size:]) {
				n += size
				continue
			}
			break
		}
		return Word, n
	}
	return Punct, size
}

func isBlank(r rune) bool { return r != '\n' && unicode.IsSpace(r) }

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '*' }

// isSign starts a word such as +1/+1 or −2.
func isSign(r rune) bool { return r == '+' || r == '-' || r == '−' }

func isJoiner(r rune) bool {
	return r == '\'' || r == '’' || r == '-' || r == '/' || r == '+' || r == '−'
}

// startsWord reports whether s starts with a word character, or a sign
// followed by one (the "+1" of "+1/+1").
func startsWord(s string) bool {
	r, size := utf8.DecodeRuneInString(s)
	if isWordRune(r) {
		return true
	}
	if isSign(r) {
		r, _ = utf8.DecodeRuneInString(s[size:])
		return isWordRune(r)
	}
	return false
}
