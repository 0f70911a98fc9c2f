package diff

import (
	"fmt"
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/mtgoracle/oracle"
	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/parser"
)

// Rewrite is one known templating update: older phrasings and what they
// became. A rewrite of the file's list "meanings" is an equivalence of
// meaning applied to each part of a parsed ability (its trigger's event,
// its effect) before the words of two wordings are compared; Needs,
// NeedsAny, AbilityHas, AbilityLacks and Keep are read only there.
type Rewrite struct {
	// Pos is where the rewrite is written in its file.
	Pos     oracle.Pos   `json:"-"`
	ID      string       `yaml:"id" json:"id"`
	Summary string       `yaml:"summary" json:"summary"`
	Since   *oracle.Date `yaml:"-" json:"since,omitempty"`
	// SinceText is the date as written in the file.
	SinceText string `yaml:"since" json:"-"`
	// Until is the date from which the rewrite no longer holds, the rule
	// it relies on having changed (lifelink was a trigger until Magic
	// 2010's rules): a wording of that date or later is not read with it.
	Until *oracle.Date `yaml:"-" json:"until,omitempty"`
	// UntilText is the date as written in the file.
	UntilText string `yaml:"until" json:"-"`
	// untilFirst is Until's first day, "YYYY-MM-DD", kept by the loader:
	// inForce is asked for every rewrite of every text read.
	untilFirst string
	// Rules are the numbers of the rules of the Comprehensive Rules that
	// account for the rewrite ("306.7", "702.3b").
	Rules    []string  `yaml:"rules" json:"rules,omitempty"`
	Patterns []Pattern `yaml:"patterns" json:"-"`
	// Needs are words a part must hold for the rewrite to be tried, and
	// NeedsAny words of which it must hold one ("^x": start with x).
	Needs    []string `yaml:"needs" json:"-"`
	NeedsAny []string `yaml:"needs_any" json:"-"`
	// AbilityHas and AbilityLacks are words the whole ability must hold,
	// and must not hold, for the rewrite to be tried.
	AbilityHas   []string `yaml:"ability_has" json:"-"`
	AbilityLacks []string `yaml:"ability_lacks" json:"-"`
	// Keep are the words which, as a match's first group, leave the match
	// as written ("any number" is not "a number").
	Keep    []string `yaml:"keep" json:"-"`
	keepSet map[string]bool
}

// inForce reports whether the rewrite reads a wording of the date given
// (its first day, YYYY-MM-DD, "" when not known): one with an end reads
// none of that end or later, read by the rules of its own time. Its start
// does not bound it: snapshots and printings keep a form for months after
// an update, and dates of the forms are known to the month at best.
func (r *Rewrite) inForce(date string) bool {
	if date == "" || r.Until == nil {
		return true
	}
	if r.untilFirst == "" {
		return date < r.Until.First()
	}
	return date < r.untilFirst
}

// Pattern rewrites matches of From (RE2, on lower-cased text) to To.
type Pattern struct {
	// Pos is where the pattern is written in its file.
	Pos  oracle.Pos `json:"-"`
	From string     `yaml:"from"`
	To   string     `yaml:"to"`
	// re is From, compiled on first use: most texts lack a pattern's
	// needles, and a card's answer reads a few texts only.
	re *lazyRegexp
	// needles are literals every match contains: a text without one of
	// them is skipped without running the expression.
	needles []string
	// sketch is the needles' bytes and pairs of bytes.
	sketch sketch
	// named is set when a literal holds "~", which a card's name becomes.
	named bool
	// lazy is set when the pattern is parsed on first use (re.lazy).
	lazy bool
}

// mayMatch reports whether t, whose sketch is k, holds every literal a
// match needs.
func (p *Pattern) mayMatch(t string, k *sketch) bool {
	// Most patterns are ruled out here. The sketch of a pattern whose
	// parse is put off is part of the sketch of its needles.
	if !k.holds(&p.sketch) {
		return false
	}
	if !p.lazy {
		return holdsAll(t, k, p.needles, &p.sketch)
	}
	// p.needles are parts of the needles, which t may lack: once these
	// are known, they are read alone.
	l := p.re
	if !l.ready.Load() && !holdsAll(t, k, p.needles, &p.sketch) {
		return false
	}
	l = l.analysed()
	return holdsAll(t, k, l.needles, &l.sketch)
}

// holdsAll reports whether t, whose sketch is k, holds every one of
// needles, whose sketch is s.
func holdsAll(t string, k *sketch, needles []string, s *sketch) bool {
	if !k.holds(s) {
		return false
	}
	for _, n := range needles {
		if !strings.Contains(t, n) {
			return false
		}
	}
	return true
}

// mayMatchNamed reports whether a or b, in which the card's names are
// not yet "~", holds every literal a match needs that has no "~" in it.
func (p *Pattern) mayMatchNamed(a, b string) bool {
	for _, t := range [2]string{a, b} {
		ok := true
		for _, n := range p.needles {
			if !strings.Contains(n, "~") && !strings.Contains(t, n) {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// requiredLiterals are literals that every match of the expression
// contains, longest first.
func requiredLiterals(expr string) []string {
	re, err := syntax.Parse(expr, syntax.Perl)
	if err != nil {
		return nil
	}
	return requiredLiteralsOf(re)
}

// requiredLiteralsOf is requiredLiterals of a parsed expression.
func requiredLiteralsOf(re *syntax.Regexp) []string {
	lits := appendRequired(nil, re.Simplify())
	slices.SortStableFunc(lits, func(a, b string) int { return len(b) - len(a) })
	return lits
}

func appendRequired(lits []string, re *syntax.Regexp) []string {
	switch re.Op {
	case syntax.OpLiteral:
		if re.Flags&syntax.FoldCase == 0 {
			lits = append(lits, string(re.Rune))
		}
	case syntax.OpConcat:
		for _, sub := range re.Sub {
			lits = appendRequired(lits, sub)
		}
	case syntax.OpCapture, syntax.OpPlus:
		lits = appendRequired(lits, re.Sub[0])
	case syntax.OpRepeat:
		if re.Min > 0 {
			lits = appendRequired(lits, re.Sub[0])
		}
	}
	return lits
}

// LoadRewrites reads a rewrites file (the format of data/rewrites.yaml)
// and returns its rewrites.
func LoadRewrites(src []byte) ([]Rewrite, error) {
	rw, _, err := LoadRewritesFile("rewrites.yaml", src)
	return rw, err
}

// LoadRewritesFile reads the rewrites file named file: its rewrites of
// whole wordings and its equivalences of meaning. Every mistake is a
// problem at its file:line:col (oracle.Problems).
func LoadRewritesFile(file string, src []byte) (rewrites, meanings []Rewrite, err error) {
	return loadRewritesFile(file, src, false)
}

// loadRewritesFile is LoadRewritesFile; a trusted file is one whose
// patterns the tests have parsed (the embedded data/rewrites.yaml): each
// is parsed when first needed.
func loadRewritesFile(file string, src []byte, trusted bool) (rewrites, meanings []Rewrite, err error) {
	f, ps := decodeRewrites(file, src)
	if len(ps) > 0 {
		return nil, nil, ps.Err()
	}
	seen := map[string]bool{}
	check := func(r *Rewrite, meaning bool) {
		what := "rewrite"
		if meaning {
			what = "meaning"
		}
		if r.ID == "" {
			ps = append(ps, oracle.Problem{Pos: r.Pos, Msg: what + " without an id"})
		} else if seen[r.ID] {
			ps = append(ps, oracle.Problem{Pos: r.Pos, Msg: fmt.Sprintf("%s %s: id given before", what, r.ID)})
		}
		seen[r.ID] = true
		if r.SinceText != "" {
			d, err := oracle.ParseDate(r.SinceText)
			if err != nil {
				ps = append(ps, oracle.Problem{Pos: r.Pos, Msg: fmt.Sprintf("%s %s: since: %v", what, r.ID, err)})
			} else {
				r.Since = &d
			}
		}
		if r.UntilText != "" {
			d, err := oracle.ParseDate(r.UntilText)
			switch {
			case err != nil:
				ps = append(ps, oracle.Problem{Pos: r.Pos, Msg: fmt.Sprintf("%s %s: until: %v", what, r.ID, err)})
			case r.Since != nil && d.First() <= r.Since.First():
				ps = append(ps, oracle.Problem{Pos: r.Pos, Msg: fmt.Sprintf("%s %s: until %s is not after since %s", what, r.ID, d, r.Since)})
			default:
				r.Until, r.untilFirst = &d, d.First()
			}
		}
		for _, n := range r.Rules {
			if !ruleNumber().MatchString(n) {
				ps = append(ps, oracle.Problem{Pos: r.Pos, Msg: fmt.Sprintf("%s %s: rules: %q is not a rule number (such as 306.7 or 702.3b)", what, r.ID, n)})
			}
		}
		if !meaning && (r.Needs != nil || r.NeedsAny != nil || r.AbilityHas != nil || r.AbilityLacks != nil || r.Keep != nil) {
			ps = append(ps, oracle.Problem{Pos: r.Pos, Msg: fmt.Sprintf("rewrite %s: needs, needs_any, ability_has, ability_lacks and keep are read only in meanings", r.ID)})
		}
		if len(r.Patterns) == 0 {
			ps = append(ps, oracle.Problem{Pos: r.Pos, Msg: fmt.Sprintf("%s %s: no patterns", what, r.ID)})
		}
		if r.Keep != nil {
			r.keepSet = map[string]bool{}
			for _, w := range r.Keep {
				r.keepSet[w] = true
			}
		}
		for j := range r.Patterns {
			p := &r.Patterns[j]
			// The embedded file's patterns, which the tests load here in
			// full, are parsed for their needles on first use, and stand
			// meanwhile on literals read from their text.
			if trusted && r.Keep == nil && !ambiguousGroup().MatchString(p.To) {
				// A literal with "~" makes the pattern one tried wherever a
				// name may be; a "~" elsewhere, inside a group, may be in
				// one too, which only the parse tells, unless its text
				// says it is not (tildeMayBeNeeded).
				runs, ok := literalRuns(p.From)
				p.named = slices.ContainsFunc(runs, func(n string) bool { return strings.Contains(n, "~") })
				if ok && (p.named || !tildeMayBeNeeded(p.From)) {
					p.needles = runs
					p.re, p.lazy = &lazyRegexp{expr: p.From, lazy: true}, true
					for _, n := range p.needles {
						p.sketch.add(n)
					}
					continue
				}
			}
			// The parse finds every error compiling would; the expression
			// is compiled when a text first holds its needles.
			re, err := syntax.Parse(p.From, syntax.Perl)
			if err != nil {
				ps = append(ps, oracle.Problem{Pos: p.Pos, Msg: fmt.Sprintf("%s %s: pattern %d: %v", what, r.ID, j+1, err)})
				continue
			}
			// "$3spell" names a group "3spell", which no pattern has: it
			// would expand to nothing.
			if m := ambiguousGroup().FindStringSubmatch(p.To); m != nil {
				ps = append(ps, oracle.Problem{Pos: p.Pos, Msg: fmt.Sprintf("%s %s: pattern %d: %q in to names no group; write ${%s}", what, r.ID, j+1, m[0], m[1])})
			}
			if r.Keep != nil && re.MaxCap() < 1 {
				ps = append(ps, oracle.Problem{Pos: p.Pos, Msg: fmt.Sprintf("%s %s: pattern %d: keep needs a group to read", what, r.ID, j+1)})
			}
			p.needles = requiredLiteralsOf(re)
			p.re = &lazyRegexp{expr: p.From, needles: p.needles}
			p.named = slices.ContainsFunc(p.needles, func(n string) bool { return strings.Contains(n, "~") })
			for _, n := range p.needles {
				p.sketch.add(n)
			}
			p.re.sketch = p.sketch
		}
	}
	for i := range f.Rewrites {
		check(&f.Rewrites[i], false)
	}
	for i := range f.Meanings {
		check(&f.Meanings[i], true)
	}
	if len(ps) > 0 {
		return nil, nil, ps.Err()
	}
	return f.Rewrites, f.Meanings, nil
}

// ruleNumber is a rule of the Comprehensive Rules by its number.
var ruleNumber = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[1-9][0-9]{2}(\.[0-9]+[a-z]?)?$`) })

// ambiguousGroup is a reference to a numbered group run into the letters
// after it.
var ambiguousGroup = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\$([0-9]+)[A-Za-z_]`) })

// DefaultRewrites are the rewrites embedded from data/rewrites.yaml.
func DefaultRewrites() []Rewrite { return defaultRewriteFile().rewrites }

// defaultRewriteFile is data/rewrites.yaml, read once.
var defaultRewriteFile = sync.OnceValue(func() struct{ rewrites, meanings []Rewrite } {
	rw, m, err := loadRewritesFile("data/rewrites.yaml", mtgoracle.Rewrites, true)
	if err != nil {
		panic(err.Error()) // the tests load it
	}
	return struct{ rewrites, meanings []Rewrite }{rw, m}
})

// Classifier tells templating changes from functional ones for one card.
type Classifier struct {
	rules *ruleSet
	names []string
	// wall is set for a Wall, whose "can't attack" became the keyword
	// defender (702.3b).
	wall bool
	// spell is set for an instant or sorcery, which has no activated
	// abilities: a cost in front of its effect is an additional cost.
	spell bool
	// subtypes are the subtypes of the type line, lower-cased: a card
	// printed when its subtype was not on its type line said it "counts
	// as a Wizard" (CountsAsSubtype).
	subtypes []string
	// basicMana are the colors of the mana the card's basic land types
	// let it add ("g" for a Forest), "" for a card with none (305.6).
	basicMana string
	// date and oldDate are the first days of the newer and the older
	// wording's dates, "" when not known: each wording is read with the
	// rewrites in force on its own date (Rewrite.Until).
	date, oldDate string
	// old is c reading the older wording, when its date is another.
	old *Classifier
}

// WithDates is c for an older wording of the date old and a newer one of
// the date new (either zero when not known): each is read with the
// rewrites in force on its first day, a keyword as the rules defined it
// then.
func (c *Classifier) WithDates(old, new oracle.Date) *Classifier {
	first := func(d oracle.Date) string {
		if d.IsZero() {
			return ""
		}
		return d.First()
	}
	o, n := first(old), first(new)
	if o == c.oldDate && n == c.date {
		return c
	}
	cc := *c
	cc.oldDate, cc.date = o, n
	cc.setOlder()
	return &cc
}

// setOlder sets c.old for c's dates.
func (c *Classifier) setOlder() {
	c.old = nil
	if c.oldDate != c.date {
		oc := *c
		oc.date = c.oldDate
		c.old = &oc
	}
}

// older is c reading the older wording: with the rewrites in force on its
// date.
func (c *Classifier) older() *Classifier {
	if c.old != nil {
		return c.old
	}
	return c
}

// sameRulesBothSides reports whether the older and the newer wording are
// read with the same rewrites and meanings: whether no rewrite in force
// on one date and not on the other may match either wording (may, as for
// ruleSet.apply).
func (c *Classifier) sameRulesBothSides(may []bool) bool {
	if c.oldDate == c.date {
		return true
	}
	k := 0
	for i := range c.rules.rewrites {
		r := &c.rules.rewrites[i]
		n := len(r.Patterns)
		if r.inForce(c.oldDate) != r.inForce(c.date) && (may == nil || slices.Contains(may[k:k+n], true)) {
			return false
		}
		k += n
	}
	for i := range defaultRewriteFile().meanings {
		if r := &defaultRewriteFile().meanings[i]; r.inForce(c.oldDate) != r.inForce(c.date) {
			return false
		}
	}
	return true
}

// WithTypeLine is c for a card (or face) of the type line given: a
// legendary card's text may call it by a short name, a Wall
// had defender before the keyword was written (WallDefender), and an
// instant's or sorcery's cost written in front of its effect ("Sacrifice
// a creature: ...") is an additional cost.
func (c *Classifier) WithTypeLine(typeLine string) *Classifier {
	types, subtypes, _ := strings.Cut(typeLine, "—")
	wall := slices.Contains(strings.Fields(subtypes), "Wall")
	spell := slices.ContainsFunc(strings.Fields(types), func(t string) bool { return t == "Instant" || t == "Sorcery" })
	sub := strings.Fields(strings.ToLower(subtypes))
	names := c.names
	if ts := strings.Fields(types); slices.Contains(ts, "Legendary") {
		// A planeswalker's subtype is its own short name (205.3j).
		others := sub
		if slices.Contains(ts, "Planeswalker") {
			others = nil
		}
		names = legendaryShortNames(names, others)
	}
	if strings.TrimSpace(types) == "Vanguard" {
		names = avatarCharacterNames(names)
	}
	if wall == c.wall && spell == c.spell && slices.Equal(sub, c.subtypes) && len(names) == len(c.names) {
		return c
	}
	cc := *c
	cc.wall, cc.spell, cc.subtypes, cc.names = wall, spell, sub, names
	cc.basicMana = basicLandMana(sub)
	cc.setOlder()
	return &cc
}

// legendaryShortNames is names with the short name a legendary card's
// text may call it by, the first word of a name of two words or more
// ("Karn" for "Karn Liberated", "Ashling" for "Ashling the Pilgrim",
// "Hivis" for "Hivis of the Scale"), added, unless that word is one of
// subtypes: Sliver Queen's "Sliver token" is no Sliver Queen. Only a
// legendary card's: "Into the North" is not called "Into".
func legendaryShortNames(names, subtypes []string) []string {
	out := names
	for _, n := range names {
		first, rest, ok := strings.Cut(n, " ")
		first = strings.TrimSuffix(first, ",")
		if !ok || rest == "" || first == "" || first == "the" || first == "~" || slices.Contains(out, first) || slices.Contains(subtypes, first) {
			continue
		}
		if len(out) == len(names) {
			out = slices.Clone(names)
		}
		out = append(out, first)
	}
	return out
}

// avatarCharacterNames is names with the character's name a Vanguard card
// was called by added: the Vanguard data of 2013 says "Ashling the Pilgrim
// deals 1 damage" for "Ashling the Pilgrim Avatar", the card's name since.
// The character's name follows the card's, before any shorter name ("bosh"
// of "Bosh, Iron Golem Avatar"), as names are read in turn.
func avatarCharacterNames(names []string) []string {
	out := make([]string, 0, len(names)+1)
	for _, n := range names {
		out = append(out, n)
		if character, ok := strings.CutSuffix(n, " avatar"); ok && character != "" && !slices.Contains(names, character) {
			out = append(out, character)
		}
	}
	return out
}

// CountsAsSubtype is the rewrite id given when a line "~ counts as a
// Wizard" is gone and the card's type line holds the subtype: cards of
// 1997 and 1998 (Tempest's legends, the Weatherlight crew) printed the
// creature type they had beyond "Legend" that way, and their Oracle type
// line carries it (205.3m).
const CountsAsSubtype = "counts-as-subtype"

// IntrinsicMana is the rewrite id given when a line "{T}: Add {G}." on a
// card with the basic land type Forest is gone or comes: a land with a
// basic land type has that type's mana ability whether its text says it
// or not (305.6). Alpha to Revised printed "Tap to add {G} to your mana
// pool." on the basic lands, Ice Age "{T}: Add {G} to your mana pool."
// on its snow-covered ones; their Oracle text is blank.
const IntrinsicMana = "intrinsic-mana-ability"

// basicLandColors are the colors of the mana each basic land type's
// intrinsic ability adds (305.6).
var basicLandColors = map[string]string{"plains": "w", "island": "u", "swamp": "b", "mountain": "r", "forest": "g"}

// basicLandMana is the colors of the mana the basic land types among
// subtypes add, in the order the subtypes come.
func basicLandMana(subtypes []string) string {
	var b strings.Builder
	for _, t := range subtypes {
		b.WriteString(basicLandColors[t])
	}
	return b.String()
}

// intrinsicManaLine is a line that is only a mana ability adding one mana
// of one color, as the rewrites leave it.
var intrinsicManaLine = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?m)^\{t\}: add \{([wubrg])\}\.?$`)
})

// dropIntrinsicMana is t, lower-cased and rewritten, without the lines
// that say a mana ability the card has by its basic land types, colors.
func dropIntrinsicMana(t, colors string) string {
	return intrinsicManaLine().ReplaceAllStringFunc(t, func(line string) string {
		if strings.Contains(colors, intrinsicManaLine().FindStringSubmatch(line)[1]) {
			return ""
		}
		return line
	})
}

// WallDefender is the rewrite id given when a Wall gains the keyword
// defender: Walls could not attack by the rules until Champions of
// Kamigawa (2004-10) gave each Wall defender instead (702.3b).
const WallDefender = "wall-defender"

// ruleSet is the rewrites, shared by the classifiers of many cards.
type ruleSet struct {
	rewrites []Rewrite
}

// canonical is a text with every rewrite applied, and the rewrites that
// changed it.
type canonical struct {
	text  string
	fired []firing
	// raw is the text before its blanks are evened out, which keeps the
	// line breaks: one that the text read lacked is one a rewrite made
	// between two abilities ("hideaway 4\n~ enters tapped.").
	raw string
}

// lines are the lines of the canonical text, the blanks of each evened
// out, blank lines left out.
func (v canonical) lines() []string {
	if strings.IndexByte(v.raw, '\n') < 0 {
		return []string{v.text}
	}
	var out []string
	for _, l := range strings.Split(v.raw, "\n") {
		if l = evenBlanks(l); l != "" {
			out = append(out, l)
		}
	}
	return out
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
// "Karn, Silver Golem") or, of two words or more, before "of" ("Jedit
// Ojanen" for "Jedit Ojanen of Efrava"), is read as a reference to the
// card itself.
func NewClassifier(rewrites []Rewrite, names ...string) *Classifier {
	return (&Classifier{rules: &ruleSet{rewrites: rewrites}}).For(names...)
}

// For is a classifier for another card that shares c's rewrites.
func (c *Classifier) For(names ...string) *Classifier {
	c = &Classifier{rules: c.rules}
	if len(names) > 0 {
		// A dump's placeholder for the card's own name.
		c.names = append(c.names, "cardname")
	}
	for _, n := range names {
		if n == "" {
			continue
		}
		c.names = append(c.names, oracle.FoldLetters(strings.ToLower(n)))
		// A name's exclamation and question marks are left out where the
		// text is quoted without them ("return Kill Destroy from ...").
		if bare := nameMarks.Replace(n); bare != n && strings.TrimSpace(bare) != "" {
			c.names = append(c.names, oracle.FoldLetters(strings.ToLower(bare)))
		}
		if short, _, ok := strings.Cut(n, ","); ok && short != "" {
			c.names = append(c.names, oracle.FoldLetters(strings.ToLower(short)))
		} else if short, _, ok := strings.Cut(n, " of "); ok && strings.Contains(short, " ") {
			// "Jedit Ojanen" for "Jedit Ojanen of Efrava": a name of two
			// words or more before "of".
			c.names = append(c.names, oracle.FoldLetters(strings.ToLower(short)))
		}
	}
	return c
}

// nameMarks drops the marks a card's name may be quoted without.
var nameMarks = strings.NewReplacer("!", "", "?", "")

// maxWindow bounds how many operations around a change are read together
// when looking for a rewrite that explains it ("remove X from the game"
// against "exile X" is two changes around one shared word).
const maxWindow = 7

// Classify sets the class of every change in d: templating when the
// change, alone or read together with the operations around it, reads the
// same in both wordings once the rewrites are applied.
func (c *Classifier) Classify(d *Diff) {
	// Two empty wordings have no operations at all, and no window to read.
	if !d.Changed() {
		return
	}
	ops := d.Ops
	w := windows{ops: ops}
	// Windows are cut from the lower-cased wordings when lower-casing kept
	// every character's length, as it does but for a few letters.
	lowOld, oldKept := lowerKeepingOffsets(d.Old)
	lowNew, newKept := lowerKeepingOffsets(d.New)
	w.old, w.oldLower = d.Old, oldKept
	if oldKept {
		w.old = lowOld
	}
	w.new, w.newLower = d.New, newKept
	if newKept {
		w.new = lowNew
	}
	// Every window's texts are parts of the whole wordings: a pattern that
	// cannot match them cannot match a window until another has rewritten it.
	// A threshold line's reminder is read as if printed (thresholdReminder).
	may := c.rules.mayMatchEither(thresholdReminder(lowOld), thresholdReminder(lowNew))
	// Most changed wordings are one templating update throughout; each
	// change still names the rewrites of the words around it, and the
	// whole's only when none of its windows is explained alone.
	whole, explained, canonOld, canonNew := c.explainsCanonical(&w, 0, len(ops), may)
	// Wordings that parse to the same abilities, read with the rewrites,
	// are one templating update throughout. Abilities in another order
	// have the same words; only reminder text brings words a keyword
	// stands for.
	if !explained && (sameWords(canonOld, canonNew) || strings.Contains(d.Old, "(") || strings.Contains(d.New, "(")) {
		whole, explained = c.sameAbilities(d.Old, d.New, may)
	}
	// Wordings with the same content words, the rewrites applied, differ
	// in articles, pronouns and order only. The whole wordings' words are
	// compared first: lines are read only when they are the same.
	if !explained && slices.Equal(contentWords(canonOld), contentWords(canonNew)) && c.sameContent(d.Old, d.New, may) {
		whole, explained = []string{SameContent}, true
	}
	// A keyword given with its reminder text stands for the words of the
	// reminder: "has affinity for artifacts. (It costs {1} less ...)"
	// against "costs {1} less ...".
	if !explained && (strings.Contains(d.Old, "(") || strings.Contains(d.New, "(")) {
		whole, explained = c.sameByReminders(lowOld, lowNew)
	}
	oldAside, newAside := reminderSpans(d.Old), reminderSpans(d.New)
	// Neighbouring changes share windows: each is read once.
	type result struct {
		fired []string
		ok    bool
	}
	seen := map[[2]int]result{}
	for i := range ops {
		op := &ops[i]
		if op.Kind == Equal {
			continue
		}
		// Reminder text explains nothing: a change inside it on both
		// sides is templating, though its parenthesis is outside the window.
		if within(oldAside, op.OldAt.Offset, len(op.Old)) && within(newAside, op.NewAt.Offset, len(op.New)) {
			op.Class, op.Rewrites = Templating, []string{reminderText}
			continue
		}
		// Case is notation: "Instant" against "instant".
		if caseOnly(op) {
			op.Class, op.Rewrites = Templating, []string{Case}
			continue
		}
		// A word written twice is a slip of the source, which the next
		// wording mends.
		if doubledWordMended(op, d.Old) {
			op.Class, op.Rewrites = Templating, []string{DoubledWord}
			continue
		}
		// A comma alone is punctuation: "enters tapped, and doesn't untap"
		// against "enters tapped and doesn't untap".
		if strings.TrimSpace(op.Old+op.New) == "," {
			op.Class, op.Rewrites = Templating, []string{Comma}
			continue
		}
		if subtypeGainsType(op, d.New) {
			op.Class, op.Rewrites = Templating, []string{SubtypeCardType}
			continue
		}
		if hybridColorsOnly(op) {
			op.Class, op.Rewrites = Templating, []string{HybridSymbols}
			continue
		}
		op.Class, op.Rewrites = Functional, nil
		if explained {
			op.Class, op.Rewrites = Templating, whole
		}
		// Windows on the change's own line are read first, so that the
		// rewrites a change is labelled with are those of its sentence,
		// not of a window reaching into another line or face; the class
		// is the same either way.
	window:
		for _, sameLine := range []bool{true, false} {
			for size := 1; size <= maxWindow; size++ {
				for lo := max(0, i-size+1); lo <= i && lo+size <= len(ops); lo++ {
					if sameLine != onOneLine(ops[lo:lo+size]) {
						continue
					}
					r, done := seen[[2]int{lo, size}]
					if !done {
						r.fired, r.ok = c.explains(&w, lo, lo+size, may)
						seen[[2]int{lo, size}] = r
					}
					if r.ok {
						op.Class, op.Rewrites = Templating, r.fired
						break window
					}
				}
			}
		}
	}
	// Wordings whose abilities say the same, part by part, once the
	// equivalences of meaning are applied as well, are one templating
	// update throughout. They are parsed only when a change is left
	// that the rewrites do not explain.
	var cmp *meaningComparison
	if d.Class() == Functional {
		cmp = c.compareMeanings(d.Old, d.New, may, true)
		if cmp.same {
			ids := []string{SameMeaning}
			if cmp.wallDefender {
				ids = append(ids, WallDefender)
			}
			if cmp.countsAs {
				ids = append(ids, CountsAsSubtype)
			}
			for i := range ops {
				if op := &ops[i]; op.Class == Functional {
					op.Class, op.Rewrites = Templating, ids
				}
			}
		}
	}
	// Abilities that say the same in other words have the same
	// signatures (signature.go).
	if d.Class() == Functional && cmp != nil {
		c.classifyBySignature(d, may)
	}
	// A cost that moves between the cost and the effect changes when it
	// is paid, whatever words say it: the wordings are compared as
	// written.
	var moved []string
	if movesCost(lowOld, lowNew) {
		written := c.compareMeanings(d.Old, d.New, may, false)
		for _, m := range written.moved {
			for i := range ops {
				if op := &ops[i]; op.Kind != Equal && (onLine(op.OldAt, op.Old, m[0]) || onLine(op.NewAt, op.New, m[1])) {
					op.Class, op.Rewrites = Functional, nil
				}
			}
		}
		moved = written.movedWhy
	}
	if d.Class() == Functional {
		if cmp == nil {
			cmp = c.compareMeanings(d.Old, d.New, may, true)
		}
		d.Differences = moved
		for _, x := range cmp.differences {
			if !slices.Contains(d.Differences, x) {
				d.Differences = append(d.Differences, x)
			}
		}
		// A change left unexplained plays differently only when it
		// changes a signal (signals.go) that is not weak (weak.go); a
		// cost moved is one, whether or not the parsed abilities pair
		// its lines.
		if len(moved) == 0 {
			changes := signalChanges(canonOld, canonNew, capitalizedWithin(d.Old, d.New))
			d.Signals = signalTexts(changes)
			if ids := sameInPlay(changes, canonOld, canonNew); ids != nil && !movesCostVerb(lowOld, lowNew) {
				d.Differences, d.Signals = nil, nil
				for i := range ops {
					if op := &ops[i]; op.Class == Functional {
						op.Class, op.Rewrites = Templating, ids
					}
				}
			}
		}
	}
}

// onOneLine reports whether the operations lie on one line of each
// wording.
func onOneLine(ops []Op) bool {
	first, last := ops[0], ops[len(ops)-1]
	return first.OldAt.Line == last.OldAt.Line+strings.Count(last.Old, "\n") &&
		first.NewAt.Line == last.NewAt.Line+strings.Count(last.New, "\n")
}

// onLine reports whether the text s at p covers a part of line.
func onLine(p Pos, s string, line int) bool {
	return p.Line <= line && line <= p.Line+strings.Count(s, "\n")
}

// sameWords reports whether a and b have the same words, in any order,
// punctuation aside.
func sameWords(a, b string) bool {
	split := func(s string) []string {
		w := strings.FieldsFunc(s, func(r rune) bool {
			return r == ' ' || r == '\n' || r == '.' || r == ',' || r == ':' || r == ';' || r == '—'
		})
		slices.Sort(w)
		return w
	}
	return slices.Equal(split(a), split(b))
}

// HybridSymbols is the rewrite id given when a change only swaps the
// colours of two-colour hybrid mana symbols, as many as before in the same
// places ("{G/U}" for "{R/W}"): Oracle has never changed the colours of a
// hybrid cost, while dumps of 2009, 2018, 2019 and 2022 give Ravnica's,
// Shadowmoor's and Khans of Tarkir's hybrid symbols in the wrong colours
// (Selesnya Locket's "{R/W}" for "{G/W}").
const HybridSymbols = "hybrid-symbols"

// hybridColorsOnly reports whether op replaces a run of two-colour hybrid
// symbols by as many others (see HybridSymbols).
func hybridColorsOnly(op *Op) bool {
	if op.Kind != Replace {
		return false
	}
	a, b := strings.TrimSpace(op.Old), strings.TrimSpace(op.New)
	return len(a) == len(b) && a != b && onlyHybridSymbols(a) && onlyHybridSymbols(b)
}

// onlyHybridSymbols reports whether s is one or more symbols "{X/Y}" of two
// colours.
func onlyHybridSymbols(s string) bool {
	if s == "" || len(s)%5 != 0 {
		return false
	}
	for i := 0; i < len(s); i += 5 {
		sym := s[i : i+5]
		if sym[0] != '{' || sym[2] != '/' || sym[4] != '}' ||
			!strings.ContainsRune("WUBRG", rune(sym[1])) || !strings.ContainsRune("WUBRG", rune(sym[3])) {
			return false
		}
	}
	return true
}

// Comma is the rewrite id given when a change is only a comma added or
// removed.
const Comma = "comma"

// Case is the rewrite id given when a change only changes the case of
// letters.
const Case = "case"

// DoubledWord is the rewrite id given when a change mends a word the older
// wording has twice running, a slip of its source (Protection Racket's
// "That player pay pay life" for "may pay", 2022-04-25; Netherborn
// Phalanx's "then then shuffle", 2025-06-27): the first copy dropped or
// written as the one word the newer wording has there.
const DoubledWord = "doubled-word"

// doubledWordMended reports whether op drops one of two copies of a word
// in old, or replaces the first by one word: "[-pay-]{+may+} pay",
// "then [-then -]".
func doubledWordMended(op *Op, old string) bool {
	w := strings.TrimSpace(op.Old)
	if w == "" || !isLetters(w) {
		return false
	}
	switch op.Kind {
	case Replace:
		if n := strings.TrimSpace(op.New); n == "" || !isLetters(n) {
			return false
		}
	case Delete:
	default:
		return false
	}
	// The copy kept follows the one changed, or, for a copy dropped,
	// may come before it.
	after := strings.TrimLeft(old[op.OldAt.Offset+len(op.Old):], " ")
	if strings.HasPrefix(after, w) && (len(after) == len(w) || !unicode.IsLetter(rune(after[len(w)]))) {
		return true
	}
	before := strings.TrimRight(old[:op.OldAt.Offset], " ")
	return op.Kind == Delete && strings.HasSuffix(before, w) &&
		(len(before) == len(w) || !unicode.IsLetter(rune(before[len(before)-len(w)-1])))
}

// isLetters reports whether s is one word of letters.
func isLetters(s string) bool {
	for _, r := range s {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return s != ""
}

// reminderText is the rewrite id of reminder text.
const reminderText = "reminder-text"

// reminderPattern is reminder text: words in parentheses.
var reminderPattern = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\([^()]*\)`) })

// reminderSpans are the offsets of the reminder texts in s.
func reminderSpans(s string) [][]int {
	if !strings.Contains(s, "(") {
		return nil
	}
	return reminderPattern().FindAllStringIndex(s, -1)
}

// within reports whether the n bytes at offset lie inside one of spans;
// no bytes lie anywhere.
func within(spans [][]int, offset, n int) bool {
	if n == 0 {
		return true
	}
	for _, sp := range spans {
		if sp[0] <= offset && offset+n <= sp[1] {
			return true
		}
	}
	return false
}

// windows cuts the texts of runs of operations from the wordings, which
// the operations cover in order; oldLower and newLower are set when the
// wordings are already lower-cased.
type windows struct {
	ops                []Op
	old, new           string
	oldLower, newLower bool
}

// texts are the lower-cased old and new texts of ops[lo:hi].
func (w *windows) texts(lo, hi int) (old, new string) {
	first, last := &w.ops[lo], &w.ops[hi-1]
	old = w.old[first.OldAt.Offset : last.OldAt.Offset+len(last.Old)]
	new = w.new[first.NewAt.Offset : last.NewAt.Offset+len(last.New)]
	if !w.oldLower {
		old = strings.ToLower(old)
	}
	if !w.newLower {
		new = strings.ToLower(new)
	}
	return old, new
}

// lowerKeepingOffsets is s lower-cased, and whether every character kept
// its length in bytes, so that offsets into s hold in it.
func lowerKeepingOffsets(s string) (string, bool) {
	lower := strings.ToLower(s)
	if len(lower) != len(s) {
		return lower, false
	}
	for i := 0; i < len(s); {
		_, a := utf8.DecodeRuneInString(s[i:])
		if _, b := utf8.DecodeRuneInString(lower[i:]); a != b {
			return lower, false
		}
		i += a
	}
	return lower, true
}

// explains reports whether ops[lo:hi] read the same on both sides under
// the rewrites, and which rewrites it took.
func (c *Classifier) explains(w *windows, lo, hi int, may []bool) ([]string, bool) {
	ids, ok, _, _ := c.explainsCanonical(w, lo, hi, may)
	return ids, ok
}

// explainsCanonical is explains, also returning the canonical texts of
// both sides.
func (c *Classifier) explainsCanonical(w *windows, lo, hi int, may []bool) ([]string, bool, string, string) {
	old, new := w.texts(lo, hi)
	a, b := c.older().canonical(old, may), c.canonical(new, may)
	if a.text != b.text {
		return nil, false, a.text, b.text
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
	return ids, true, a.text, b.text
}

// canonical reads the card's names in t, lower-cased, as "~", applies
// every rewrite in order and evens out blanks. may is as for apply.
func (c *Classifier) canonical(t string, may []bool) canonical {
	var names []firing
	if next := oracle.FoldLetters(t); next != t {
		names = append(names, firing{Letters, ""})
		t = next
	}
	// A token named in the text, named again in the ability it is
	// given, is that token itself (201.5); read before the card's
	// names, which a token's may hold ("Ajani's Pridemate").
	if strings.Contains(t, "named ") && strings.Contains(t, `"`) {
		if next := tokenSelfReferences(t); next != t {
			names = append(names, firing{TokenName, ""})
			t = next
		}
	}
	for _, n := range c.names {
		if next := replaceWord(t, n, "~"); next != t {
			names = append(names, firing{SelfReference, n})
			t = next
		}
	}
	if c.date != "" && c.date < sixthEdition {
		for _, part := range oldShortNames(c.names) {
			if next := replaceShortName(t, part); next != t {
				names = append(names, firing{OldShortName, part})
				t = next
			}
		}
	}
	// Before the ability words are dropped: a threshold line that leaves
	// out its reminder still says its condition.
	if next := thresholdReminder(t); next != t {
		names = append(names, firing{AbilityWord, ""})
		t = next
	}
	// After the names: "Vivid Crag" starts with the ability word "vivid".
	if next := dropAbilityWords(t); next != t {
		names = append(names, firing{AbilityWord, ""})
		t = next
	}
	aura := c.oldAura()
	var enchants string
	if aura {
		t, enchants = cutEnchantLine(t)
	}
	v := c.rules.apply(t, may, c.date)
	if aura {
		if raw := oldAuraEnchants(v.raw, enchants); raw != v.raw {
			v.raw, v.text = raw, evenBlanks(raw)
			v.fired = append(v.fired, firing{OldAura, ""})
		}
	}
	if c.basicMana != "" {
		if raw := dropIntrinsicMana(v.raw, c.basicMana); raw != v.raw {
			v.raw, v.text = raw, evenBlanks(raw)
			v.fired = append(v.fired, firing{IntrinsicMana, ""})
		}
	}
	if raw := modalRestrictions(v.raw); raw != v.raw {
		v.raw, v.text = raw, evenBlanks(raw)
		v.fired = append(v.fired, firing{ModalRestriction, ""})
	}
	if raw, joined := joinManaChoices(v.raw); raw != v.raw {
		v.raw, v.text = raw, evenBlanks(raw)
		if joined {
			v.fired = append(v.fired, firing{ManaChoice, ""})
		}
	}
	if names != nil {
		v.fired = append(names, v.fired...)
	}
	return v
}

// TokenName is the rewrite id given when a token's name, in an ability
// the token is given, becomes "this token": "create a red artifact token
// named Feather with "{1}, Sacrifice Feather: ..."" and "... Sacrifice this
// token: ..."" (201.5).
const TokenName = "token-name"

// tokenNamed is a token given a name: group 1 is the name.
var tokenNamed = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\btokens? named ([a-z][a-z' -]*?)(?: with\b|[.,;:]| that\b| and\b)`)
})

// tokenSelfReferences writes "this token" for each name a lower-cased text
// gives a token, where the name is inside quotes: in the ability the token
// has.
func tokenSelfReferences(t string) string {
	for _, m := range tokenNamed().FindAllStringSubmatch(t, -1) {
		name := m[1]
		if strings.Contains(name, "~") {
			continue
		}
		var b strings.Builder
		rest, inQuote := t, false
		for {
			i := strings.IndexByte(rest, '"')
			part := rest
			if i >= 0 {
				part = rest[:i]
			}
			if inQuote {
				part = replaceWord(part, name, "this token")
			}
			b.WriteString(part)
			if i < 0 {
				break
			}
			b.WriteByte('"')
			rest, inQuote = rest[i+1:], !inQuote
		}
		t = b.String()
	}
	return t
}

// Letters is the rewrite id given when accented letters or ligatures are
// written plain ("Lim-Dûl", "Lim-Dul").
const Letters = "letters"

// AbilityWord is the rewrite id given when an ability word ("Landfall —",
// "Threshold") comes or goes: ability words have no rules meaning
// (207.2c).
const AbilityWord = "ability-word"

// abilityWords are the parser's ability words, lower-cased, by their
// first word.
var abilityWords = sync.OnceValue(func() map[string][]string {
	words := map[string][]string{}
	for _, w := range parser.AbilityWords() {
		w = strings.ToLower(w)
		first, _, _ := strings.Cut(w, " ")
		words[first] = append(words[first], w)
	}
	return words
})

// startsAbilityWord reports whether a line of t starts with the first word
// of an ability word.
func startsAbilityWord(t string) bool {
	for {
		if _, ok := abilityWords()[firstWord(t)]; ok {
			return true
		}
		i := strings.IndexByte(t, '\n')
		if i < 0 {
			return false
		}
		t = t[i+1:]
	}
}

// firstWord is the letters and apostrophes s starts with.
func firstWord(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; (c < 'a' || c > 'z') && c != '\'' {
			return s[:i]
		}
	}
	return s
}

// thresholdCondition is what threshold meant in Odyssey's reminder text.
const thresholdCondition = "seven or more cards are in your graveyard"

// thresholdReminder gives each line of a lower-cased text that starts with
// the ability word threshold and does not state its condition the
// reminder Odyssey (2001) printed with it, "(You have threshold as long as
// seven or more cards are in your graveyard.)": the printed wordings that
// leave the reminder out ("Threshold ~ gets +2/+2", Treacherous Vampire)
// say that condition, which the later wordings write into the ability.
// The threshold rewrite reads the reminder as the condition.
func thresholdReminder(t string) string {
	if !strings.Contains(t, "threshold") {
		return t
	}
	lines := strings.Split(t, "\n")
	changed := false
	for i, l := range lines {
		rest, ok := strings.CutPrefix(l, "threshold")
		if !ok || !(strings.HasPrefix(rest, " ") || strings.HasPrefix(rest, "—")) || strings.Contains(l, thresholdCondition) {
			continue
		}
		l = strings.TrimRight(l, " ")
		if !strings.HasSuffix(l, ".") && !strings.HasSuffix(l, `."`) {
			l += "."
		}
		lines[i], changed = l+" (you have threshold as long as "+thresholdCondition+".)", true
	}
	if !changed {
		return t
	}
	return strings.Join(lines, "\n")
}

// dropAbilityWords removes from a lower-cased text each ability word that
// starts a line, with its dash if it has one ("threshold — ", or
// "grandeur " as old dumps give it).
func dropAbilityWords(t string) string {
	if !startsAbilityWord(t) {
		return t
	}
	var b strings.Builder
	rest, changed := t, false
	for {
		for _, w := range abilityWords()[firstWord(rest)] {
			if !strings.HasPrefix(rest, w) {
				continue
			}
			after := rest[len(w):]
			switch {
			case strings.HasPrefix(after, " — "):
				rest, changed = after[len(" — "):], true
			case strings.HasPrefix(after, " —"), strings.HasPrefix(after, "—"):
				rest, changed = strings.TrimPrefix(strings.TrimPrefix(after, " "), "—"), true
			case strings.HasPrefix(after, " "):
				rest, changed = after[1:], true
			}
			break
		}
		i := strings.IndexByte(rest, '\n')
		if i < 0 {
			b.WriteString(rest)
			break
		}
		b.WriteString(rest[:i+1])
		rest = rest[i+1:]
	}
	if !changed {
		return t
	}
	return b.String()
}

// mayMatchEither tells, pattern by pattern in order, whether it may match a
// part of a or b: whether one of them holds every literal the pattern needs.
// A literal with "~" may appear where a name is read as "~".
func (r *ruleSet) mayMatchEither(a, b string) []bool {
	var may []bool
	ka, kb := sketchOf(a), sketchOf(b)
	for _, rw := range r.rewrites {
		for i := range rw.Patterns {
			p := &rw.Patterns[i]
			may = append(may, p.named && p.mayMatchNamed(a, b) || p.mayMatch(a, &ka) || p.mayMatch(b, &kb))
		}
	}
	return may
}

// apply applies every rewrite in force on date (see Rewrite.inForce) to t,
// in order, and evens out blanks. may, when not nil, rules out the patterns
// that cannot match t as it comes (see mayMatchEither); once a pattern has
// rewritten t, every pattern is tried.
func (r *ruleSet) apply(t string, may []bool, date string) canonical {
	// t's sketch is made when a pattern may match: for most windows none may.
	var kt sketch
	sketched := false
	var fired []firing
	var buf []byte
	k := -1 // the pattern's index in may
	for j := range r.rewrites {
		rw := &r.rewrites[j]
		if !rw.inForce(date) {
			k += len(rw.Patterns)
			continue
		}
		for i := range rw.Patterns {
			p := &rw.Patterns[i]
			k++
			if may != nil && !may[k] {
				continue
			}
			if !sketched {
				kt, sketched = sketchOf(t), true
			}
			if !p.mayMatch(t, &kt) {
				continue
			}
			matches := p.findAll(t)
			if matches == nil {
				continue
			}
			// What ReplaceAllString does, keeping the words each match took.
			buf = buf[:0]
			words := make([]string, len(matches))
			last := 0
			for k, m := range matches {
				buf = p.re.ExpandString(append(buf, t[last:m[0]]...), p.To, t, m)
				words[k], last = t[m[0]:m[1]], m[1]
			}
			if next := string(append(buf, t[last:]...)); next != t {
				fired = append(fired, firing{rw.ID, strings.Join(words, "|")})
				t, may, sketched = next, nil, false
			}
		}
	}
	return canonical{text: evenBlanks(t), fired: fired, raw: t}
}

// evenBlanks turns each run of blanks into one space, drops a space before
// a period, comma, colon or semicolon and trims the ends.
func evenBlanks(s string) string {
	var b []byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !oracle.IsBlankByte(c) {
			if b != nil {
				b = append(b, c)
			}
			continue
		}
		j := i + 1
		for j < len(s) && oracle.IsBlankByte(s[j]) {
			j++
		}
		dropped := j < len(s) && strings.IndexByte(".,:;", s[j]) >= 0
		if b == nil && (c != ' ' || j > i+1 || dropped) {
			b = append(make([]byte, 0, len(s)), s[:i]...)
		}
		if b != nil && !dropped {
			b = append(b, ' ')
		}
		i = j - 1
	}
	if b == nil {
		return strings.TrimSpace(s)
	}
	return strings.TrimSpace(string(b))
}

// replaceWord replaces whole-word occurrences of word in s: "x" in "x
// deals" but not in "exile".
func replaceWord(s, word, with string) string { return replaceWordUnless(s, word, with, nil) }

// replaceWordUnless is replaceWord, leaving as written each use of word
// for which keep, given the text and the use's bounds in it, reports true.
func replaceWordUnless(s, word, with string, keep func(s string, i, end int) bool) string {
	if !strings.Contains(s, word) {
		return s
	}
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
		if (i > 0 && isWordRune(before)) || (end < len(s) && isWordRune(after)) || (keep != nil && keep(s, i, end)) {
			b.WriteString(s[:end])
		} else {
			b.WriteString(s[:i] + with)
		}
		s = s[end:]
	}
}
