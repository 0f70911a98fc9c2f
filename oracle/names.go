package oracle

import (
	"sort"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// foldReplacer maps letters and punctuation that decomposition does not
// reduce to what a user types: "Æther" is looked up as "aether".
var foldReplacer = strings.NewReplacer(
	"æ", "ae", "Æ", "ae", "œ", "oe", "Œ", "oe", "ß", "ss",
	"\u2018", "'", "\u2019", "'", "\u201c", `"`, "\u201d", `"`,
	"\u2013", "-", "\u2014", "-",
)

// FoldName is the key names are matched by: lower case, no diacritics,
// plain quotes, single spaces.
func FoldName(name string) string {
	s := norm.NFD.String(foldReplacer.Replace(name))
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for _, r := range s {
		switch {
		case unicode.Is(unicode.Mn, r):
			continue
		case unicode.IsSpace(r):
			space = b.Len() > 0
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}

// asciiReplacer spells ligatures as a source limited to ASCII letters
// does: Æ as AE.
var asciiReplacer = strings.NewReplacer("æ", "ae", "Æ", "AE", "œ", "oe", "Œ", "OE")

// SpeltInASCII reports whether ascii is name as a source limited to ASCII
// letters writes it, ligatures spelt out and diacritics dropped ("Lim-Dul's
// Vault" for "Lim-Dûl's Vault", "AEther Vial" for "Æther Vial"), and not
// name itself. "Aether Vial" is another spelling of "Æther Vial", not its
// ASCII form.
func SpeltInASCII(ascii, name string) bool {
	if ascii == name {
		return false
	}
	for i := 0; i < len(ascii); i++ {
		if ascii[i] >= 0x80 {
			return false
		}
	}
	var b strings.Builder
	for _, r := range norm.NFD.String(asciiReplacer.Replace(name)) {
		if !unicode.Is(unicode.Mn, r) {
			b.WriteRune(r)
		}
	}
	return b.String() == ascii
}

// SameCardKey is the key under which the spellings different dumps give
// one card's name meet: its folded name without marks of punctuation,
// since some dumps leave them out ("Kill Destroy" for "Kill! Destroy!").
// Over the whole pool of cards no two cards share it.
func SameCardKey(name string) string {
	return strings.Join(strings.Fields(strings.Map(func(r rune) rune {
		if unicode.Is(unicode.Po, r) {
			return ' '
		}
		return r
	}, FoldName(name))), " ")
}

// editDistance is the edit distance between a and b, in runes, with a
// swap of two neighbours one edit (the optimal string alignment
// distance): "spilt" is one typo from "split", not two.
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	// rows i-2, i-1 and i of the table
	older, prev, cur := make([]int, len(rb)+1), make([]int, len(rb)+1), make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				cur[j] = min(cur[j], older[j-2]+1)
			}
		}
		older, prev, cur = prev, cur, older
	}
	return prev[len(rb)]
}

// closeEnough is the largest edit distance still taken for a typo of name.
func closeEnough(name string) int {
	return max(2, len([]rune(name))/4)
}

// NameMatch is a candidate Dist typos from the name asked for.
type NameMatch[T any] struct {
	Item   T
	Name   string
	Dist   int
	prefix int // runes shared at the start, a tie-break
}

// NearNames gathers the candidates close enough to a name to be a likely
// typo of it, ignoring case and diacritics. It is the one closeness rule
// for card names, source ids, search keys and data-file keys.
type NearNames[T any] struct {
	key       string
	limit     int
	substring bool
	hits      []NameMatch[T]
}

// NewNearNames starts a search for the names near query. With substring,
// a candidate containing a query of three or more letters counts as one
// typo away ("usg" for "set-usg").
func NewNearNames[T any](query string, substring bool) *NearNames[T] {
	key := FoldName(query)
	return &NearNames[T]{key: key, limit: closeEnough(key), substring: substring}
}

// Add considers a candidate.
func (n *NearNames[T]) Add(item T, name string) { n.AddFolded(item, name, FoldName(name)) }

// AddFolded considers a candidate whose FoldName is already known.
func (n *NearNames[T]) AddFolded(item T, name, folded string) {
	d := n.limit + 1
	switch {
	case n.substring && len(n.key) >= 3 && strings.Contains(folded, n.key):
		d = 1
	case abs(len(folded)-len(n.key)) <= n.limit:
		// Names far longer or shorter cannot be within the limit.
		d = editDistance(n.key, folded)
	}
	if d > n.limit {
		return
	}
	prefix := 0
	for prefix < len(n.key) && prefix < len(folded) && n.key[prefix] == folded[prefix] {
		prefix++
	}
	n.hits = append(n.hits, NameMatch[T]{Item: item, Name: name, Dist: d, prefix: prefix})
}

// Ranked returns the candidates taken, nearest first; among equals, the
// one sharing more of the start, then by name.
func (n *NearNames[T]) Ranked() []NameMatch[T] {
	sort.SliceStable(n.hits, func(i, j int) bool {
		a, b := n.hits[i], n.hits[j]
		if a.Dist != b.Dist {
			return a.Dist < b.Dist
		}
		if a.prefix != b.prefix {
			return a.prefix > b.prefix
		}
		return a.Name < b.Name
	})
	return n.hits
}

// Closest returns the candidate nearest to name, or "" when none is close
// enough to be a likely typo.
func Closest(name string, candidates []string) string {
	near := NewNearNames[struct{}](name, false)
	for _, c := range candidates {
		near.Add(struct{}{}, c)
	}
	if ranked := near.Ranked(); len(ranked) > 0 {
		return ranked[0].Name
	}
	return ""
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
