package oracle

import (
	"sort"
	"strings"
	"unicode"
)

// NameWords is a name's folded words without punctuation: "Lion's Eye
// Diamond" is lions, eye, diamond.
func NameWords(name string) []string {
	return strings.FieldsFunc(strings.ReplaceAll(FoldName(name), "'", ""), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
}

// wordCost is how well a word typed matches a word of a name: 0 when it
// starts the name's word, 1 when it is an abbreviation of it (three
// letters or more, its letters in order, starting with its first: "commd"
// for "command"; two letters would be any word with the first and one
// other, "fo" for "from"), -1 when it does not match.
func wordCost(typed, word string) int {
	if strings.HasPrefix(word, typed) {
		return 0
	}
	if len(typed) < 3 || typed[0] != word[0] {
		return -1
	}
	i := 0
	for j := 0; j < len(word) && i < len(typed); j++ {
		if word[j] == typed[i] {
			i++
		}
	}
	if i == len(typed) {
		return 1
	}
	return -1
}

// wordsCost is how well the words typed match a name's words: each typed
// word matches one of the name's, in order, as wordCost has it; the cost
// is the count of abbreviations, or -1 when some word does not match.
func wordsCost(typed, words []string) int {
	cost, j := 0, 0
	for _, t := range typed {
		for ; j < len(words); j++ {
			if c := wordCost(t, words[j]); c >= 0 {
				cost += c
				break
			}
		}
		if j == len(words) {
			return -1
		}
		j++
	}
	return cost
}

// WordsMatch reports whether the words typed begin or abbreviate the
// words of a name, in order, as WordMatch takes them: "aust commd" the
// words of Austere Command. Search reads a run of bare words so.
func WordsMatch(typed []string, name string) bool {
	return len(typed) > 0 && wordsCost(typed, NameWords(name)) >= 0
}

// WordMatch gathers the names whose words the words of a query begin or
// abbreviate, in order ("lions eye" for Lion's Eye Diamond, "aust commd"
// for Austere Command, "jac bel" for Jace Beleren). A query of one word
// matches nothing here: a prefix or substring lookup has answered it.
type WordMatch[T any] struct {
	typed []string
	best  int
	hits  []wordHit[T]
}

type wordHit[T any] struct {
	item  T
	name  string
	cost  int
	words int
}

// NewWordMatch starts a word match for query.
func NewWordMatch[T any](query string) *WordMatch[T] {
	return &WordMatch[T]{typed: NameWords(query), best: -1}
}

// Typed is the query's words.
func (m *WordMatch[T]) Typed() []string { return m.typed }

// Add considers a candidate, given its NameWords.
func (m *WordMatch[T]) Add(item T, name string, words []string) {
	if len(m.typed) < 2 {
		return
	}
	c := wordsCost(m.typed, words)
	if c < 0 || (m.best >= 0 && c > m.best) {
		return
	}
	if m.best < 0 || c < m.best {
		m.best, m.hits = c, m.hits[:0]
	}
	m.hits = append(m.hits, wordHit[T]{item: item, name: name, cost: c, words: len(words)})
}

// Best returns the candidates with the fewest abbreviations, those with
// the fewest words (the fewest words left over) first, then by name.
func (m *WordMatch[T]) Best() []NameMatch[T] {
	sort.SliceStable(m.hits, func(i, j int) bool {
		a, b := m.hits[i], m.hits[j]
		if a.words != b.words {
			return a.words < b.words
		}
		return a.name < b.name
	})
	out := make([]NameMatch[T], len(m.hits))
	for i, h := range m.hits {
		out[i] = NameMatch[T]{Item: h.item, Name: h.name, Dist: h.cost}
	}
	return out
}
