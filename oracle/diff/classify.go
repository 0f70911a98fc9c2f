package diff

import (
	"bytes"
	"fmt"
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"unicode/utf8"

	"gopkg.in/yaml.v3"

	"mtgoracle"
	"mtgoracle/oracle"
)

// Rewrite is one known templating update: older phrasings and what they
// became.
type Rewrite struct {
	ID      string       `yaml:"id" json:"id"`
	Summary string       `yaml:"summary" json:"summary"`
	Since   *oracle.Date `yaml:"-" json:"since,omitempty"`
	// SinceText is the date as written in the file.
	SinceText string    `yaml:"since" json:"-"`
	Patterns  []Pattern `yaml:"patterns" json:"-"`
}

// Pattern rewrites matches of From (RE2, on lower-cased text) to To.
type Pattern struct {
	From string `yaml:"from"`
	To   string `yaml:"to"`
	re   *regexp.Regexp
	// needle is a literal every match contains: a text without it is
	// skipped without running the expression.
	needle string
}

// requiredLiteral is the longest literal that every match of the
// expression contains, or "".
func requiredLiteral(expr string) string {
	re, err := syntax.Parse(expr, syntax.Perl)
	if err != nil {
		return ""
	}
	re = re.Simplify()
	parts := []*syntax.Regexp{re}
	if re.Op == syntax.OpConcat {
		parts = re.Sub
	}
	best := ""
	for _, p := range parts {
		if p.Op == syntax.OpLiteral && p.Flags&syntax.FoldCase == 0 && len(string(p.Rune)) > len(best) {
			best = string(p.Rune)
		}
	}
	return best
}

// LoadRewrites reads a rewrites file (the format of data/rewrites.yaml).
func LoadRewrites(src []byte) ([]Rewrite, error) {
	var file struct {
		Rewrites []Rewrite `yaml:"rewrites"`
	}
	dec := yaml.NewDecoder(bytes.NewReader(src))
	dec.KnownFields(true)
	if err := dec.Decode(&file); err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	for i := range file.Rewrites {
		r := &file.Rewrites[i]
		if r.ID == "" || seen[r.ID] {
			return nil, fmt.Errorf("rewrite %d: missing or repeated id %q", i+1, r.ID)
		}
		seen[r.ID] = true
		if r.SinceText != "" {
			d, err := oracle.ParseDate(r.SinceText)
			if err != nil {
				return nil, fmt.Errorf("rewrite %s: since: %v", r.ID, err)
			}
			r.Since = &d
		}
		if len(r.Patterns) == 0 {
			return nil, fmt.Errorf("rewrite %s: no patterns", r.ID)
		}
		for j := range r.Patterns {
			p := &r.Patterns[j]
			re, err := regexp.Compile(p.From)
			if err != nil {
				return nil, fmt.Errorf("rewrite %s: pattern %d: %v", r.ID, j+1, err)
			}
			p.re, p.needle = re, requiredLiteral(p.From)
		}
	}
	return file.Rewrites, nil
}

// DefaultRewrites are the rewrites embedded from data/rewrites.yaml.
func DefaultRewrites() []Rewrite {
	rw, err := LoadRewrites(mtgoracle.Rewrites)
	if err != nil {
		panic("data/rewrites.yaml: " + err.Error()) // the tests load it
	}
	return rw
}

// Classifier tells templating changes from functional ones for one card.
type Classifier struct {
	rules *ruleSet
	names []string
}

// ruleSet is the rewrites with the texts they were applied to, shared by
// the classifiers of many cards.
type ruleSet struct {
	rewrites []Rewrite
	cache    map[string]canonical
}

// canonical is a text with every rewrite applied, and the rewrites that
// changed it.
type canonical struct {
	text  string
	fired []firing
}

// firing is a rewrite that changed a text, and the words it matched.
type firing struct {
	id, matched string
}

// SelfReference is the rewrite id given when a change is only the card's
// name becoming a self-reference.
const SelfReference = "self-reference"

// NewClassifier classifies changes to the wording of the card (or face)
// names: each name, and its short form before a comma ("Karn" for
// "Karn, Silver Golem"), is read as a reference to the card itself.
func NewClassifier(rewrites []Rewrite, names ...string) *Classifier {
	return (&Classifier{rules: &ruleSet{rewrites: rewrites, cache: map[string]canonical{}}}).For(names...)
}

// For is a classifier for another card that shares c's rewrites and the
// work already done with them.
func (c *Classifier) For(names ...string) *Classifier {
	c = &Classifier{rules: c.rules}
	for _, n := range names {
		if n == "" {
			continue
		}
		c.names = append(c.names, strings.ToLower(n))
		if short, _, ok := strings.Cut(n, ","); ok && short != "" {
			c.names = append(c.names, strings.ToLower(short))
		}
	}
	return c
}

// maxWindow bounds how many operations around a change are read together
// when looking for a rewrite that explains it ("remove X from the game"
// against "exile X" is two changes around one shared word).
const maxWindow = 7

// Classify sets the class of every change in d: templating when the
// change, alone or read together with the operations around it, reads the
// same in both wordings once the rewrites are applied.
func (c *Classifier) Classify(d *Diff) {
	ops := d.Ops
	// Most changed wordings are one templating update throughout.
	if whole, ok := c.explains(ops); ok {
		for i := range ops {
			if ops[i].Kind != Equal {
				ops[i].Class, ops[i].Rewrites = Templating, whole
			}
		}
		return
	}
	for i := range ops {
		if ops[i].Kind == Equal {
			continue
		}
		ops[i].Class = Functional
	window:
		for size := 1; size <= maxWindow; size++ {
			for lo := max(0, i-size+1); lo <= i && lo+size <= len(ops); lo++ {
				if fired, ok := c.explains(ops[lo : lo+size]); ok {
					ops[i].Class, ops[i].Rewrites = Templating, fired
					break window
				}
			}
		}
	}
}

// explains reports whether ops read the same on both sides under the
// rewrites, and which rewrites it took.
func (c *Classifier) explains(ops []Op) ([]string, bool) {
	var old, new strings.Builder
	for _, op := range ops {
		old.WriteString(op.Old)
		new.WriteString(op.New)
	}
	a, b := c.canonical(old.String()), c.canonical(new.String())
	if a.text != b.text {
		return nil, false
	}
	// A rewrite explains the change when it rewrote different words on
	// the two sides: "karn, silver golem" against "karn" is a
	// self-reference, "in play" on both sides is not.
	var ids []string
	for _, side := range [2][2][]firing{{a.fired, b.fired}, {b.fired, a.fired}} {
		for _, f := range side[0] {
			if !slices.Contains(side[1], f) && !slices.Contains(ids, f.id) {
				ids = append(ids, f.id)
			}
		}
	}
	return ids, true
}

var (
	blanks           = regexp.MustCompile(`\s+`)
	blankBeforePunct = regexp.MustCompile(` ([.,:;])`)
)

// canonical lower-cases s, reads the card's names as "~", applies every
// rewrite in order and evens out blanks.
func (c *Classifier) canonical(s string) canonical {
	t := strings.ToLower(s)
	var names []firing
	for _, n := range c.names {
		if next := replaceWord(t, n, "~"); next != t {
			names = append(names, firing{SelfReference, n})
			t = next
		}
	}
	v := c.rules.apply(t)
	if names != nil {
		v.fired = append(names, v.fired...)
	}
	return v
}

// apply applies every rewrite to t, in order, and evens out blanks.
func (r *ruleSet) apply(t string) canonical {
	if v, ok := r.cache[t]; ok {
		return v
	}
	key := t
	var fired []firing
	for _, rw := range r.rewrites {
		for _, p := range rw.Patterns {
			if !strings.Contains(t, p.needle) {
				continue
			}
			next := p.re.ReplaceAllString(t, p.To)
			if next != t {
				fired = append(fired, firing{rw.ID, strings.Join(p.re.FindAllString(t, -1), "|")})
			}
			t = next
		}
	}
	t = strings.TrimSpace(blankBeforePunct.ReplaceAllString(blanks.ReplaceAllString(t, " "), "$1"))
	v := canonical{text: t, fired: fired}
	r.cache[key] = v
	return v
}

// replaceWord replaces whole-word occurrences of word in s: "x" in "x
// deals" but not in "exile".
func replaceWord(s, word, with string) string {
	var b strings.Builder
	for {
		i := strings.Index(s, word)
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		end := i + len(word)
		before, _ := utf8.DecodeLastRuneInString(s[:i])
		after, _ := utf8.DecodeRuneInString(s[end:])
		if (i > 0 && isWordRune(before)) || (end < len(s) && isWordRune(after)) {
			b.WriteString(s[:end])
		} else {
			b.WriteString(s[:i] + with)
		}
		s = s[end:]
	}
}
