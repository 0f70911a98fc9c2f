package oracle

import (
	"sort"
	"strings"
	"sync"
)

// maxNameSuggestions caps the candidates listed for an ambiguous name.
const maxNameSuggestions = 10

// NamedCard is what a NameIndex knows of a card: its name and its faces'.
type NamedCard struct {
	Name  string
	Faces []string
}

// NameIndex finds cards by name in memory, by the steps of a lookup in
// the store: exactly, ignoring case and diacritics, by a face's name, by
// prefix, by substring, ignoring punctuation, by the words' beginnings,
// then within a few typos. One candidate at a step wins; several are an ambiguity. Its
// lookups read no more than the candidates their grams allow, so that a
// lookup with a typo costs far less than comparing every name. It is
// not changed once built and may be shared.
type NameIndex struct {
	names  []string
	keys   []string   // FoldName of each name
	words  [][]string // NameWords of each name
	exact  map[string]int32
	folded map[string][]int32
	faces  map[string][]int32 // FoldName of a face's name
	// byWords maps NameWords joined by spaces to the cards: a name
	// typed without its punctuation ("karn silver golem").
	byWords map[string][]int32
	// byKey is the cards in order of key, for prefix lookups.
	byKey []int32
	// grams maps each three-rune and two-rune gram of a key to the
	// cards whose key has it, each card once, in order.
	grams map[uint64][]int32
	// byLen lists the cards by the byte length of their key.
	byLen map[int][]int32
	// wordStarts maps the first two letters of a word to the cards
	// having a word starting with them.
	wordStarts map[string][]int32
	// counts are zeroed arrays of a count per card, for gramCounts.
	counts sync.Pool
}

// NewNameIndex indexes cards (their names distinct).
func NewNameIndex(cards []NamedCard) *NameIndex {
	x := &NameIndex{exact: make(map[string]int32, len(cards)), folded: make(map[string][]int32, len(cards)),
		faces: map[string][]int32{}, byWords: map[string][]int32{}, grams: map[uint64][]int32{}, byLen: map[int][]int32{}, wordStarts: map[string][]int32{}}
	sorted := append([]NamedCard(nil), cards...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].Name < sorted[j].Name })
	for i, c := range sorted {
		n := int32(i)
		key := FoldName(c.Name)
		words := NameWords(c.Name)
		x.names, x.keys, x.words = append(x.names, c.Name), append(x.keys, key), append(x.words, words)
		x.exact[c.Name] = n
		x.folded[key] = append(x.folded[key], n)
		wk := strings.Join(words, " ")
		x.byWords[wk] = append(x.byWords[wk], n)
		for _, f := range c.Faces {
			fk := FoldName(f)
			if l := x.faces[fk]; len(l) == 0 || l[len(l)-1] != n {
				x.faces[fk] = append(l, n)
			}
		}
		x.byKey = append(x.byKey, n)
		for _, g := range grams(key) {
			if l := x.grams[g]; len(l) == 0 || l[len(l)-1] != n {
				x.grams[g] = append(l, n)
			}
		}
		x.byLen[len(key)] = append(x.byLen[len(key)], n)
		for _, w := range words {
			if len(w) >= 2 {
				if l := x.wordStarts[w[:2]]; len(l) == 0 || l[len(l)-1] != n {
					x.wordStarts[w[:2]] = append(l, n)
				}
			}
		}
	}
	sort.SliceStable(x.byKey, func(i, j int) bool { return x.keys[x.byKey[i]] < x.keys[x.byKey[j]] })
	x.counts.New = func() any { return &scratch{counts: make([]uint16, len(x.names))} }
	return x
}

// Len is the number of cards indexed.
func (x *NameIndex) Len() int { return len(x.names) }

// grams are a key's two-rune grams (tagged 1) and three-rune grams
// (tagged 2), each once.
func grams(key string) []uint64 {
	r := []rune(key)
	var out []uint64
	seen := map[uint64]bool{}
	for i := 0; i+1 < len(r); i++ {
		g := 1<<62 | uint64(r[i])<<21 | uint64(r[i+1])
		if !seen[g] {
			seen[g], out = true, append(out, g)
		}
		if i+2 < len(r) {
			g := 2<<62 | uint64(r[i])<<42 | uint64(r[i+1])<<21 | uint64(r[i+2])
			if !seen[g] {
				seen[g], out = true, append(out, g)
			}
		}
	}
	return out
}

// scratch is the memory of one gram count: a zeroed count per card, and
// the cards counted.
type scratch struct {
	counts  []uint16
	touched []int32
}

// gramCounts counts, for each card, the distinct grams of size (2 or 3)
// of key its key shares, and returns the cards sharing at least least of
// them, by the number shared (at most n, the key's distinct grams).
func (x *NameIndex) gramCounts(key string, size, least, n int) [][]int32 {
	r := []rune(key)
	seen := make(map[uint64]bool, len(r))
	sc := x.counts.Get().(*scratch)
	defer x.counts.Put(sc)
	c, touched := sc.counts, sc.touched[:0]
	for i := 0; i+size <= len(r); i++ {
		var g uint64
		if size == 2 {
			g = 1<<62 | uint64(r[i])<<21 | uint64(r[i+1])
		} else {
			g = 2<<62 | uint64(r[i])<<42 | uint64(r[i+1])<<21 | uint64(r[i+2])
		}
		if seen[g] {
			continue
		}
		seen[g] = true
		for _, n := range x.grams[g] {
			if c[n] == 0 {
				touched = append(touched, n)
			}
			c[n]++
		}
	}
	out := make([][]int32, n+1)
	for _, t := range touched {
		if k := int(c[t]); k >= least && k <= n {
			out[k] = append(out[k], t)
		}
		c[t] = 0
	}
	sc.touched = touched
	return out
}

// distinctGrams counts a key's distinct grams of size.
func distinctGrams(key string, size int) int {
	r := []rune(key)
	seen := map[string]bool{}
	for i := 0; i+size <= len(r); i++ {
		seen[string(r[i:i+size])] = true
	}
	return len(seen)
}

// Find resolves a name as the store's lookup does: the card's name and
// how it matched, or a *NotFoundError, with suggestions when several
// cards match at one step.
func (x *NameIndex) Find(query string) (string, MatchKind, error) {
	if n, ok := x.exact[query]; ok {
		return x.names[n], MatchExact, nil
	}
	key := FoldName(query)
	if key == "" {
		return "", "", &NotFoundError{Query: query}
	}
	pick := func(found []int32, kind MatchKind) (string, MatchKind, error, bool) {
		switch {
		case len(found) == 1:
			return x.names[found[0]], kind, nil, true
		case len(found) > 1:
			return "", "", &NotFoundError{Query: query, Suggestions: x.nameList(found, maxNameSuggestions)}, true
		}
		return "", "", nil, false
	}
	if name, kind, err, ok := pick(x.folded[key], MatchFolded); ok {
		return name, kind, err
	}
	if name, kind, err, ok := pick(x.faces[key], MatchFace); ok {
		return name, kind, err
	}
	if name, kind, err, ok := pick(x.prefixed(key, maxNameSuggestions+1), MatchPrefix); ok {
		return name, kind, err
	}
	if name, kind, err, ok := pick(x.containing(key, maxNameSuggestions+1), MatchPrefix); ok {
		return name, kind, err
	}
	if name, kind, err, ok := pick(x.byWords[strings.Join(NameWords(query), " ")], MatchFolded); ok {
		return name, kind, err
	}
	if best := x.wordMatches(query); len(best) > 0 {
		if len(best) == 1 || len(x.words[best[0].Item]) < len(x.words[best[1].Item]) {
			return best[0].Name, MatchPrefix, nil
		}
		var s []string
		for _, b := range best[:min(len(best), maxNameSuggestions)] {
			s = append(s, b.Name)
		}
		return "", "", &NotFoundError{Query: query, Suggestions: s}
	}
	hits := x.near(query)
	switch {
	case len(hits) == 0:
		return "", "", &NotFoundError{Query: query}
	case len(hits) == 1 || hits[0].Dist < hits[1].Dist:
		return hits[0].Name, MatchFuzzy, nil
	}
	var s []string
	for _, h := range hits[:min(len(hits), maxNameSuggestions)] {
		s = append(s, h.Name)
	}
	return "", "", &NotFoundError{Query: query, Suggestions: s}
}

// nameList is the names of found in name order, at most limit.
func (x *NameIndex) nameList(found []int32, limit int) []string {
	sorted := append([]int32(nil), found...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i] < sorted[j] })
	var out []string
	for _, n := range sorted[:min(len(sorted), limit)] {
		out = append(out, x.names[n])
	}
	return out
}

// prefixed is up to limit cards whose key starts with key, in name order.
func (x *NameIndex) prefixed(key string, limit int) []int32 {
	i := sort.Search(len(x.byKey), func(i int) bool { return x.keys[x.byKey[i]] >= key })
	var out []int32
	for ; i < len(x.byKey) && strings.HasPrefix(x.keys[x.byKey[i]], key); i++ {
		out = append(out, x.byKey[i])
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out[:min(len(out), limit)]
}

// containing is up to limit cards whose key contains key, in name order.
func (x *NameIndex) containing(key string, limit int) []int32 {
	var cands []int32
	if n := distinctGrams(key, 3); n > 0 {
		cands = x.gramCounts(key, 3, n, n)[n]
		sort.Slice(cands, func(i, j int) bool { return cands[i] < cands[j] })
	} else {
		cands = make([]int32, len(x.names))
		for i := range cands {
			cands[i] = int32(i)
		}
	}
	var out []int32
	for _, n := range cands {
		if strings.Contains(x.keys[n], key) {
			if out = append(out, n); len(out) == limit {
				break
			}
		}
	}
	return out
}

// wordMatches is the best word matches of query (WordMatch).
func (x *NameIndex) wordMatches(query string) []NameMatch[int32] {
	m := NewWordMatch[int32](query)
	typed := m.Typed()
	if len(typed) < 2 {
		return nil
	}
	// Every match has a word starting with the first two letters of
	// each word typed: take the rarest.
	var cands []int32
	for i, t := range typed {
		if len(t) < 2 {
			continue
		}
		l := x.wordStarts[t[:2]]
		if i == 0 || cands == nil || len(l) < len(cands) {
			cands = l
		}
	}
	if cands == nil {
		cands = make([]int32, len(x.names))
		for i := range cands {
			cands[i] = int32(i)
		}
	}
	for _, n := range cands {
		m.Add(n, x.names[n], x.words[n])
	}
	return m.Best()
}

// near is the cards within a few typos of query, nearest first, as
// NearNames ranks them, or, when one card is nearer than any other, a
// list that starts with it and the next nearest (all Find reads).
//
// A card within d edits of the key shares all but 4d of the key's
// distinct three-rune grams (a swap of neighbours breaks four), and all
// but 3d of its two-rune grams. Only the cards sharing enough for the
// limit are compared, those sharing most first; once the cards left
// share too few to be as near as the nearest found, the comparing stops,
// unless several are nearest (then every candidate is compared, for the
// suggestions). A key too short for either bound is compared with the
// keys of a length within the limit.
func (x *NameIndex) near(query string) []NameMatch[int32] {
	near := NewNearNames[int32](query, false)
	key, limit := near.key, near.limit
	size, per := 3, 4
	n := distinctGrams(key, 3)
	if n-per*limit <= 0 {
		size, per, n = 2, 3, distinctGrams(key, 2)
	}
	if n-per*limit <= 0 {
		for l := len(key) - limit; l <= len(key)+limit; l++ {
			for _, c := range x.byLen[l] {
				near.AddFolded(c, x.names[c], x.keys[c])
			}
		}
		return near.Ranked()
	}
	byShared := x.gramCounts(key, size, n-per*limit, n)
	best, count := limit+1, 0
	for k := n; k >= 0; k-- {
		lower := (n - k + per - 1) / per // fewest edits a card sharing k grams is from the key
		if lower > best && count == 1 {
			break
		}
		for _, c := range byShared[k] {
			before := len(near.hits)
			near.AddFolded(c, x.names[c], x.keys[c])
			if len(near.hits) > before {
				switch d := near.hits[len(near.hits)-1].Dist; {
				case d < best:
					best, count = d, 1
				case d == best:
					count++
				}
			}
		}
	}
	return near.Ranked()
}

// Complete lists up to limit names for a name being typed: those whose
// key starts with it, in name order, then those whose words its words
// begin or abbreviate.
func (x *NameIndex) Complete(query string, limit int) []string {
	key := FoldName(query)
	if key == "" || limit <= 0 {
		return nil
	}
	found := x.prefixed(key, limit)
	out := x.nameList(found, limit)
	if len(out) < limit {
		have := map[int32]bool{}
		for _, n := range found {
			have[n] = true
		}
		for _, m := range x.wordMatches(query) {
			if !have[m.Item] {
				if out = append(out, m.Name); len(out) == limit {
					break
				}
			}
		}
	}
	return out
}
