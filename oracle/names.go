package oracle

import (
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

// closest returns the candidate nearest to name by folded edit distance,
// or "" when none is close enough to be a likely typo.
func closest(name string, candidates []string) string {
	key := FoldName(name)
	best, bestDist := "", closeEnough(key)+1
	for _, c := range candidates {
		if d := editDistance(key, FoldName(c)); d < bestDist {
			best, bestDist = c, d
		}
	}
	return best
}
