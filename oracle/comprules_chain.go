package oracle

import (
	"cmp"
	"slices"
	"strings"
	"unicode"
)

// How a rule of one version was found in the version before it.
const (
	// MatchNumber: the same number, with the same text or a text similar
	// enough to be the same rule reworded.
	MatchNumber = "number"
	// MatchText: another number, the same text (rule references aside).
	MatchText = "text"
	// MatchSimilar: another number and a similar text.
	MatchSimilar = "similar"
)

// SimilarEnough is the least similarity of two texts (words in common,
// rule references aside, by the Dice coefficient) for a rule renumbered
// and reworded at once to be taken for the same rule; a rule that kept
// its number needs half of it.
const SimilarEnough = 0.6

// RuleLink says that rule From of one version is rule To of the next.
type RuleLink struct {
	From, To int // indexes in the two versions' Rules
	How      string
	// Score is the texts' similarity, 1 when they are the same.
	Score float64
}

// identityText is a rule's text as compared for identity: rule references
// are masked, since renumbering changes them, and curly quotes read as
// straight ones, since some copies of the rules straighten them.
func identityText(r CompRule) string { return maskRuleRefs(straightQuotes.Replace(r.Body())) }

var straightQuotes = strings.NewReplacer("‘", "'", "’", "'", "“", `"`, "”", `"`)

// maskRuleRefs replaces each rule reference ("702", "702.19", "702.19b":
// three digits, not within a longer number or word) with "#".
func maskRuleRefs(s string) string {
	isDigit := func(c byte) bool { return c >= '0' && c <= '9' }
	isWord := func(c byte) bool { return isDigit(c) || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' }
	var b strings.Builder
	last := 0
	for i := 0; i+3 <= len(s); i++ {
		if !isDigit(s[i]) || s[i] == '0' || i > 0 && isWord(s[i-1]) || !isDigit(s[i+1]) || !isDigit(s[i+2]) {
			continue
		}
		end := i + 3
		if end < len(s) && isWord(s[end]) {
			i = end
			continue
		}
		if end+1 < len(s) && s[end] == '.' && isDigit(s[end+1]) {
			e := end + 1
			for e < len(s) && isDigit(s[e]) {
				e++
			}
			for e < len(s) && s[e] >= 'a' && s[e] <= 'z' {
				e++
			}
			if e == len(s) || !isWord(s[e]) {
				end = e
			}
		}
		b.WriteString(s[last:i])
		b.WriteByte('#')
		last, i = end, end-1
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

// MatchRules finds each rule of prev in next: by number where the text is
// the same; then by text (another number, the same text but for rule
// references); then by number where the text is similar; then by
// similarity alone, best pairs first. Each rule is in at most one link;
// the rules of next in none are new, those of prev in none removed.
func MatchRules(prev, next []CompRule) []RuleLink {
	var links []RuleLink
	usedFrom := make([]bool, len(prev))
	usedTo := make([]bool, len(next))
	link := func(i, j int, how string, score float64) {
		usedFrom[i], usedTo[j] = true, true
		links = append(links, RuleLink{From: i, To: j, How: how, Score: score})
	}
	prevText := make([]string, len(prev))
	for i := range prev {
		prevText[i] = identityText(prev[i])
	}
	nextText := make([]string, len(next))
	byNumber := make(map[string]int, len(next))
	byText := map[string][]int{}
	for j := range next {
		nextText[j] = identityText(next[j])
		byNumber[next[j].Number] = j
		byText[nextText[j]] = append(byText[nextText[j]], j)
	}
	for i, r := range prev {
		if j, ok := byNumber[r.Number]; ok && prevText[i] == nextText[j] {
			link(i, j, MatchNumber, 1)
		}
	}
	for i := range prev {
		if usedFrom[i] {
			continue
		}
		for _, j := range byText[prevText[i]] {
			if !usedTo[j] {
				link(i, j, MatchText, 1)
				break
			}
		}
	}
	ids := map[string]int32{}
	prevWords := make([][]int32, len(prev))
	nextWords := make([][]int32, len(next))
	for i := range prev {
		if !usedFrom[i] {
			prevWords[i] = wordIDs(prevText[i], ids)
		}
	}
	for j := range next {
		if !usedTo[j] {
			nextWords[j] = wordIDs(nextText[j], ids)
		}
	}
	for i, r := range prev {
		if j, ok := byNumber[r.Number]; ok && !usedFrom[i] && !usedTo[j] {
			if s := dice(prevWords[i], nextWords[j]); s >= SimilarEnough/2 {
				link(i, j, MatchNumber, s)
			}
		}
	}
	var pairs []RuleLink
	for i := range prev {
		if usedFrom[i] {
			continue
		}
		for j := range next {
			if usedTo[j] {
				continue
			}
			a, b := len(prevWords[i]), len(nextWords[j])
			if 2*float64(min(a, b)) < SimilarEnough*float64(a+b) {
				continue // too different in length to be similar enough
			}
			if s := dice(prevWords[i], nextWords[j]); s >= SimilarEnough {
				pairs = append(pairs, RuleLink{From: i, To: j, How: MatchSimilar, Score: s})
			}
		}
	}
	slices.SortStableFunc(pairs, func(a, b RuleLink) int { return cmp.Compare(b.Score, a.Score) })
	for _, p := range pairs {
		if !usedFrom[p.From] && !usedTo[p.To] {
			link(p.From, p.To, p.How, p.Score)
		}
	}
	slices.SortFunc(links, func(a, b RuleLink) int { return cmp.Compare(a.To, b.To) })
	return links
}

// words are a text's words, lower-cased and sorted.
func words(s string) []string {
	w := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '#' })
	slices.Sort(w)
	return w
}

// wordIDs are a text's words as numbers, ids numbering them, sorted.
func wordIDs(s string, ids map[string]int32) []int32 {
	w := words(s)
	out := make([]int32, len(w))
	for i, x := range w {
		id, ok := ids[x]
		if !ok {
			id = int32(len(ids))
			ids[x] = id
		}
		out[i] = id
	}
	slices.Sort(out)
	return out
}

// dice is the Dice coefficient of two sorted word lists, as multisets.
func dice[T cmp.Ordered](a, b []T) float64 {
	if len(a)+len(b) == 0 {
		return 1
	}
	common := 0
	for i, j := 0, 0; i < len(a) && j < len(b); {
		switch c := cmp.Compare(a[i], b[j]); {
		case c == 0:
			common++
			i++
			j++
		case c < 0:
			i++
		default:
			j++
		}
	}
	return 2 * float64(common) / float64(len(a)+len(b))
}

// TextSimilarity is the similarity MatchRules uses: the Dice coefficient
// of the two texts' words, rule references aside.
func TextSimilarity(a, b string) float64 {
	return dice(words(maskRuleRefs(straightQuotes.Replace(a))), words(maskRuleRefs(straightQuotes.Replace(b))))
}

// CompRuleChange is what one version changed of one rule: the history of the
// rules is stored as these, a rule's text only when it differs from the
// version before.
type CompRuleChange struct {
	// Rule is the rule's identity through the versions; Version the index
	// of the version in the chain.
	Rule, Version int
	// Number is the rule's number in this version, "" when the version
	// removed it.
	Number string
	// Text is the rule's text with its examples (CompRule.Body) when it
	// differs from the version before or the rule is new, else "".
	Text    string
	HasText bool
	// How the rule was found in the version before ("" for a new or
	// removed rule), and the similarity of the texts.
	How   string
	Score float64
}

// Removed reports whether the change removes the rule.
func (c CompRuleChange) Removed() bool { return c.Number == "" }

// ChainRules numbers the rules of versions (oldest first) by identity,
// matching each version with the one before, and returns the changes: a
// version's new, renumbered, reworded and removed rules. A rule the same
// in number and text as in the version before has no change.
func ChainRules(versions []*CompRules) []CompRuleChange {
	var out []CompRuleChange
	var prevIDs []int
	nextID := 1
	for v, cur := range versions {
		ids := make([]int, len(cur.Rules))
		linked := make([]bool, len(cur.Rules))
		if v > 0 {
			prev := versions[v-1]
			kept := make([]bool, len(prev.Rules))
			for _, l := range MatchRules(prev.Rules, cur.Rules) {
				ids[l.To], linked[l.To], kept[l.From] = prevIDs[l.From], true, true
				was, now := prev.Rules[l.From], cur.Rules[l.To]
				c := CompRuleChange{Rule: ids[l.To], Version: v, Number: now.Number, How: l.How, Score: l.Score}
				if was.Body() != now.Body() {
					c.Text, c.HasText = now.Body(), true
				} else if was.Number == now.Number {
					continue
				}
				out = append(out, c)
			}
			for i, k := range kept {
				if !k {
					out = append(out, CompRuleChange{Rule: prevIDs[i], Version: v})
				}
			}
		}
		for j, r := range cur.Rules {
			if !linked[j] {
				ids[j] = nextID
				nextID++
				out = append(out, CompRuleChange{Rule: ids[j], Version: v, Number: r.Number, Text: r.Body(), HasText: true})
			}
		}
		prevIDs = ids
	}
	return out
}

// CompRuleState is a rule as one version gives it, with its identity.
type CompRuleState struct {
	Rule int `json:"id"`
	CompRule
}

// SplitBody splits a rule's stored text back into its text and examples:
// each line from the second on that starts "Example:" starts an example.
func SplitBody(body string) (text string, examples []string) {
	lines := strings.Split(body, "\n")
	text = lines[0]
	for _, l := range lines[1:] {
		switch {
		case strings.HasPrefix(l, "Example:"):
			examples = append(examples, l)
		case len(examples) > 0:
			examples[len(examples)-1] += "\n" + l
		default:
			text += "\n" + l
		}
	}
	return text, examples
}

// ReplayRules applies changes (ordered by version) up to and including
// version upTo, and returns the rules then in force in the rules' order.
func ReplayRules(changes []CompRuleChange, upTo int) []CompRuleState {
	state := map[int]*CompRuleState{}
	for _, c := range changes {
		if c.Version > upTo {
			break
		}
		if c.Removed() {
			delete(state, c.Rule)
			continue
		}
		s := state[c.Rule]
		if s == nil {
			s = &CompRuleState{Rule: c.Rule}
			state[c.Rule] = s
		}
		s.Number = c.Number
		if c.HasText {
			s.Text, s.Examples = SplitBody(c.Text)
		}
	}
	out := make([]CompRuleState, 0, len(state))
	for _, s := range state {
		out = append(out, *s)
	}
	slices.SortFunc(out, func(a, b CompRuleState) int { return CompareRuleNumbers(RuleNumber(a.Number), RuleNumber(b.Number)) })
	return out
}
