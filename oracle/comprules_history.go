package oracle

import (
	"fmt"
	"slices"
	"strings"
)

// CompRulesVersion is an imported version of the Comprehensive Rules.
type CompRulesVersion struct {
	// ID is "cr-" and the effective date; Seq numbers the versions from
	// 0, the oldest.
	ID        string `json:"id"`
	Effective Date   `json:"effective"`
	Seq       int    `json:"-"`
	Origin    string `json:"origin,omitempty"`
	Rules     int    `json:"rules"`
	Glossary  int    `json:"glossary"`
}

// CompRulesID is the id of the version effective on d.
func CompRulesID(d Date) string { return "cr-" + d.String() }

// GlossaryChange is what a version changed of a glossary entry: added,
// changed (Text) or removed (Removed).
type GlossaryChange struct {
	Term    string
	Version int
	Text    string
	Removed bool
}

// ChainGlossary returns the changes of the glossary from version to
// version, oldest first: an entry is known by its term.
func ChainGlossary(versions []*CompRules) []GlossaryChange {
	var out []GlossaryChange
	prev := map[string]string{}
	for v, cur := range versions {
		now := make(map[string]string, len(cur.Glossary))
		for _, g := range cur.Glossary {
			now[g.Term] = g.Text
			if was, ok := prev[g.Term]; !ok || was != g.Text {
				out = append(out, GlossaryChange{Term: g.Term, Version: v, Text: g.Text})
			}
		}
		var gone []string
		for term := range prev {
			if _, ok := now[term]; !ok {
				gone = append(gone, term)
			}
		}
		slices.Sort(gone)
		for _, term := range gone {
			out = append(out, GlossaryChange{Term: term, Version: v, Removed: true})
		}
		prev = now
	}
	return out
}

// RulesHistory is every imported version of the Comprehensive Rules, the
// rules and the glossary as changes.
type RulesHistory struct {
	Versions []CompRulesVersion
	// Sections are each version's sections, by Seq.
	Sections [][]CompSection
	Changes  []CompRuleChange // by version
	Glossary []GlossaryChange // by version

	replayed map[int][]CompRuleState
}

// Version is the version of the given id, or effective on the given
// date ("2018-07-13", or the version in force then), or the newest for
// "" or "current"; ok is false when there is none.
func (h *RulesHistory) Version(ref string) (CompRulesVersion, error) {
	if len(h.Versions) == 0 {
		return CompRulesVersion{}, fmt.Errorf("no Comprehensive Rules imported: import a rules file with oracle import")
	}
	if ref == "" || ref == "current" {
		return h.Versions[len(h.Versions)-1], nil
	}
	for _, v := range h.Versions {
		if v.ID == ref {
			return v, nil
		}
	}
	d, err := ParseDate(strings.TrimPrefix(ref, "cr-"))
	if err != nil {
		return CompRulesVersion{}, fmt.Errorf("%q is neither a rules version id nor a date: %v", ref, err)
	}
	return h.VersionOn(d)
}

// VersionOn is the version in force on d: the newest effective on or
// before d (for a year or month, on or before its end).
func (h *RulesHistory) VersionOn(d Date) (CompRulesVersion, error) {
	last := d.Last()
	found := -1
	for i, v := range h.Versions {
		if v.Effective.First() <= last {
			found = i
		}
	}
	if found < 0 {
		if len(h.Versions) == 0 {
			return CompRulesVersion{}, fmt.Errorf("no Comprehensive Rules imported: import a rules file with oracle import")
		}
		return CompRulesVersion{}, fmt.Errorf("no Comprehensive Rules in force on %s: the oldest imported is effective %s", d, h.Versions[0].Effective)
	}
	return h.Versions[found], nil
}

// Rules are the rules in force in version v (by Seq), in order.
// The result is shared by the calls for one version: it is not to be
// changed.
func (h *RulesHistory) Rules(v int) []CompRuleState {
	if rules, ok := h.replayed[v]; ok {
		return rules
	}
	if h.replayed == nil {
		h.replayed = map[int][]CompRuleState{}
	}
	h.replayed[v] = ReplayRules(h.Changes, v)
	return h.replayed[v]
}

// GlossaryAt is the glossary of version v, sorted by term.
func (h *RulesHistory) GlossaryAt(v int) []GlossaryTerm {
	state := map[string]string{}
	for _, c := range h.Glossary {
		if c.Version > v {
			break
		}
		if c.Removed {
			delete(state, c.Term)
		} else {
			state[c.Term] = c.Text
		}
	}
	out := make([]GlossaryTerm, 0, len(state))
	for term, text := range state {
		out = append(out, GlossaryTerm{Term: term, Text: text})
	}
	slices.SortFunc(out, func(a, b GlossaryTerm) int { return strings.Compare(a.Term, b.Term) })
	return out
}

// Section is the section numbered n in version v.
func (h *RulesHistory) Section(v, n int) (CompSection, bool) {
	if v < 0 || v >= len(h.Sections) {
		return CompSection{}, false
	}
	for _, s := range h.Sections[v] {
		if s.Number == n {
			return s, true
		}
	}
	return CompSection{}, false
}

// RuleLookup is what a reference finds in one version of the rules: the
// rules numbered so and their subrules, a keyword's rule and subrules, or
// a glossary entry.
type RuleLookup struct {
	Version  CompRulesVersion `json:"version"`
	Ref      string           `json:"ref"`
	Section  *CompSection     `json:"section,omitempty"`
	Rules    []CompRuleState  `json:"rules"`
	Glossary []GlossaryTerm   `json:"glossary"`
}

// NoRuleError is the error of a reference that finds nothing.
type NoRuleError struct {
	Ref     string
	Version CompRulesVersion
}

func (e *NoRuleError) Error() string {
	return fmt.Sprintf("no rule, keyword or glossary entry %q in the Comprehensive Rules effective %s", e.Ref, e.Version.Effective)
}

// NormalizeRuleRef trims a reference: "rule 702.19." is "702.19".
func NormalizeRuleRef(ref string) string {
	ref = strings.TrimSpace(ref)
	if l := strings.ToLower(ref); strings.HasPrefix(l, "rule ") {
		ref = strings.TrimSpace(ref[len("rule "):])
	}
	if RuleNumber(strings.TrimSuffix(ref, ".")).Valid() {
		ref = strings.TrimSuffix(ref, ".")
	}
	return ref
}

// Lookup finds ref in version v: a rule number (702, 702.19, 702.19b)
// with every rule under it; else a keyword ability or action whose rule
// is titled so (trample: 702.19 and its subrules), with its glossary
// entry; else a glossary term, each case ignored.
func (h *RulesHistory) Lookup(ref string, v CompRulesVersion) (*RuleLookup, error) {
	ref = NormalizeRuleRef(ref)
	out := &RuleLookup{Version: v, Ref: ref, Rules: []CompRuleState{}, Glossary: []GlossaryTerm{}}
	rules := h.Rules(v.Seq)
	if n := RuleNumber(ref); n.Valid() {
		for _, r := range rules {
			if n.Contains(RuleNumber(r.Number)) {
				out.Rules = append(out.Rules, r)
			}
		}
		if s, ok := h.Section(v.Seq, n.Section()); ok {
			out.Section = &s
		}
		if len(out.Rules) == 0 {
			return nil, &NoRuleError{Ref: ref, Version: v}
		}
		return out, nil
	}
	var titled RuleNumber
	for _, r := range rules {
		if sec := r.Section(); (sec == 701 || sec == 702) && strings.EqualFold(r.Text, ref) {
			if _, _, sub, _ := RuleNumber(r.Number).Parts(); sub == "" {
				titled = RuleNumber(r.Number)
				break
			}
		}
	}
	if titled != "" {
		for _, r := range rules {
			if titled.Contains(RuleNumber(r.Number)) {
				out.Rules = append(out.Rules, r)
			}
		}
		if s, ok := h.Section(v.Seq, titled.Section()); ok {
			out.Section = &s
		}
	}
	for _, g := range h.GlossaryAt(v.Seq) {
		if glossaryNames(g.Term, ref) {
			out.Glossary = append(out.Glossary, g)
		}
	}
	if len(out.Rules) == 0 && len(out.Glossary) == 0 {
		return nil, &NoRuleError{Ref: ref, Version: v}
	}
	return out, nil
}

// glossaryNames reports whether a glossary term names ref: the term, or
// one of the terms it lists ("You, Your"), each case ignored.
func glossaryNames(term, ref string) bool {
	if strings.EqualFold(term, ref) {
		return true
	}
	for _, t := range strings.Split(term, ",") {
		if strings.EqualFold(strings.TrimSpace(t), ref) {
			return true
		}
	}
	return false
}

// RuleEvent is a version in which a rule changed: it was added, its text
// changed, it was renumbered, or removed.
type RuleEvent struct {
	Version CompRulesVersion `json:"version"`
	Kind    string           `json:"kind"` // added, changed, moved, removed
	Number  string           `json:"number"`
	// Before is the rule's number in the version before, when renumbered;
	// Old and Text its text before and after (Old empty when added).
	Before string  `json:"before,omitempty"`
	Old    string  `json:"-"`
	Text   string  `json:"text,omitempty"`
	How    string  `json:"matched,omitempty"`
	Score  float64 `json:"score,omitempty"`
}

// RuleHistory is the history of one rule through every version.
type RuleHistory struct {
	Rule   int         `json:"id"`
	Number string      `json:"number"` // as the reference found it
	Events []RuleEvent `json:"events"`
}

// The kinds of RuleEvent.
const (
	RuleAdded   = "added"
	RuleChanged = "changed"
	RuleMoved   = "moved"
	RuleRemoved = "removed"
)

// History finds ref in the newest version that has it and gives the
// history of each rule it finds, oldest version first.
func (h *RulesHistory) History(ref string) ([]RuleHistory, error) {
	if len(h.Versions) == 0 {
		_, err := h.Version("")
		return nil, err
	}
	var found *RuleLookup
	var err error
	for i := len(h.Versions) - 1; i >= 0; i-- {
		if found, err = h.Lookup(ref, h.Versions[i]); err == nil && len(found.Rules) > 0 {
			break
		}
	}
	if found == nil || len(found.Rules) == 0 {
		return nil, &NoRuleError{Ref: NormalizeRuleRef(ref), Version: h.Versions[len(h.Versions)-1]}
	}
	byRule := map[int]*RuleHistory{}
	var out []RuleHistory
	for _, r := range found.Rules {
		out = append(out, RuleHistory{Rule: r.Rule, Number: r.Number})
	}
	for i := range out {
		byRule[out[i].Rule] = &out[i]
	}
	type state struct{ number, text string }
	states := map[int]*state{}
	for _, c := range h.Changes {
		rh := byRule[c.Rule]
		if rh == nil {
			continue
		}
		st := states[c.Rule]
		e := RuleEvent{Version: h.Versions[c.Version], Number: c.Number, How: c.How, Score: c.Score}
		switch {
		case c.Removed():
			e.Kind, e.Number, e.Before, e.Old = RuleRemoved, st.number, st.number, st.text
			delete(states, c.Rule)
		case st == nil:
			e.Kind, e.Text = RuleAdded, c.Text
			states[c.Rule] = &state{c.Number, c.Text}
		default:
			e.Kind, e.Old, e.Text = RuleMoved, st.text, st.text
			if c.HasText {
				e.Kind, e.Text = RuleChanged, c.Text
			}
			if c.Number != st.number {
				e.Before = st.number
			}
			st.number, st.text = c.Number, e.Text
		}
		rh.Events = append(rh.Events, e)
	}
	return out, nil
}

// RulePair is one rule in two versions.
type RulePair struct {
	Rule  int      `json:"id"`
	From  CompRule `json:"from"`
	To    CompRule `json:"to"`
	Score float64  `json:"similarity"`
}

// RulesDiff is what changed from one version of the rules to another:
// every rule of either is unchanged, changed (same number, other text),
// moved (another number, its text changed or not), added or removed.
type RulesDiff struct {
	From      CompRulesVersion `json:"from"`
	To        CompRulesVersion `json:"to"`
	Unchanged int              `json:"unchanged"`
	// QuotesOnly counts the unchanged rules whose texts differ only in
	// straight and curly quotation marks.
	QuotesOnly int             `json:"quotes_only"`
	Changed    []RulePair      `json:"changed"`
	Moved      []RulePair      `json:"moved"`
	Added      []CompRuleState `json:"added"`
	Removed    []CompRuleState `json:"removed"`
	// Splits are added rules much like a rule of From that is still in
	// To; Merges removed rules much like a rule of To that was in From.
	Splits []RulePair `json:"splits"`
	Merges []RulePair `json:"merges"`
	// The glossary's terms added, removed and changed.
	GlossaryAdded   []string `json:"glossary_added"`
	GlossaryRemoved []string `json:"glossary_removed"`
	GlossaryChanged []string `json:"glossary_changed"`
}

// DiffsWithin are the diffs of each version from the one before it, for the
// versions that took effect within since and until (nil: unbounded),
// oldest first.
func (h *RulesHistory) DiffsWithin(since, until *Date) []*RulesDiff {
	diffs := []*RulesDiff{}
	for i := 1; i < len(h.Versions); i++ {
		v := h.Versions[i]
		if since != nil && v.Effective.First() < since.First() || until != nil && v.Effective.First() > until.Last() {
			continue
		}
		diffs = append(diffs, h.Diff(h.Versions[i-1], v))
	}
	return diffs
}

// Diff compares version a with version b (either may be the older).
func (h *RulesHistory) Diff(a, b CompRulesVersion) *RulesDiff {
	d := &RulesDiff{From: a, To: b, Changed: []RulePair{}, Moved: []RulePair{}, Added: []CompRuleState{}, Removed: []CompRuleState{},
		Splits: []RulePair{}, Merges: []RulePair{}, GlossaryAdded: []string{}, GlossaryRemoved: []string{}, GlossaryChanged: []string{}}
	from, to := h.Rules(a.Seq), h.Rules(b.Seq)
	inFrom := make(map[int]CompRule, len(from))
	for _, r := range from {
		inFrom[r.Rule] = r.CompRule
	}
	inTo := make(map[int]bool, len(to))
	for _, r := range to {
		inTo[r.Rule] = true
		was, ok := inFrom[r.Rule]
		switch {
		case !ok:
			d.Added = append(d.Added, r)
		case was.Number != r.Number:
			d.Moved = append(d.Moved, RulePair{Rule: r.Rule, From: was, To: r.CompRule, Score: TextSimilarity(was.Body(), r.Body())})
		case was.Body() != r.Body() && straightQuotes.Replace(was.Body()) == straightQuotes.Replace(r.Body()):
			// The 2017-2022 copies straighten the quotation marks the
			// originals curl: no change of the rule.
			d.Unchanged++
			d.QuotesOnly++
		case was.Body() != r.Body():
			d.Changed = append(d.Changed, RulePair{Rule: r.Rule, From: was, To: r.CompRule, Score: TextSimilarity(was.Body(), r.Body())})
		default:
			d.Unchanged++
		}
	}
	for _, r := range from {
		if !inTo[r.Rule] {
			d.Removed = append(d.Removed, r)
		}
	}
	kept := func(rules []CompRuleState, other map[int]bool) []CompRuleState {
		var out []CompRuleState
		for _, r := range rules {
			if other[r.Rule] {
				out = append(out, r)
			}
		}
		return out
	}
	inFromSet := make(map[int]bool, len(from))
	for id := range inFrom {
		inFromSet[id] = true
	}
	// A split: an added rule much like a kept rule of From; a merge: a
	// removed rule much like a kept rule of To. Only within a section.
	d.Splits = related(d.Added, kept(from, inTo), false)
	d.Merges = related(d.Removed, kept(to, inFromSet), true)
	ga, gb := h.GlossaryAt(a.Seq), h.GlossaryAt(b.Seq)
	gFrom := make(map[string]string, len(ga))
	for _, g := range ga {
		gFrom[g.Term] = g.Text
	}
	gTo := make(map[string]bool, len(gb))
	for _, g := range gb {
		gTo[g.Term] = true
		was, ok := gFrom[g.Term]
		switch {
		case !ok:
			d.GlossaryAdded = append(d.GlossaryAdded, g.Term)
		case was != g.Text:
			d.GlossaryChanged = append(d.GlossaryChanged, g.Term)
		}
	}
	for _, g := range ga {
		if !gTo[g.Term] {
			d.GlossaryRemoved = append(d.GlossaryRemoved, g.Term)
		}
	}
	return d
}

// related pairs each rule of loose with the rule of kept in its section
// most like it, when similar enough: kept is From for a split (pairs From
// kept, To loose), To for a merge (From loose, To kept).
func related(loose, kept []CompRuleState, merge bool) []RulePair {
	out := []RulePair{}
	sections := map[int][]int{} // loose rules by section
	for i, l := range loose {
		sections[l.Section()] = append(sections[l.Section()], i)
	}
	ids := map[string]int32{}
	type keptRule struct {
		rule  *CompRuleState
		words []int32
	}
	bySection := map[int][]keptRule{}
	for i := range kept {
		if sec := kept[i].Section(); sections[sec] != nil {
			bySection[sec] = append(bySection[sec], keptRule{&kept[i], wordIDs(identityText(kept[i].CompRule), ids)})
		}
	}
	for i, l := range loose {
		var best *CompRuleState
		score := SimilarEnough
		lw := wordIDs(identityText(l.CompRule), ids)
		for _, k := range bySection[l.Section()] {
			a, b := len(lw), len(k.words)
			if 2*float64(min(a, b)) < score*float64(a+b) {
				continue
			}
			if s := dice(lw, k.words); s >= score {
				best, score = k.rule, s
			}
		}
		if best == nil {
			continue
		}
		p := RulePair{Rule: loose[i].Rule, From: best.CompRule, To: l.CompRule, Score: score}
		if merge {
			p.From, p.To = l.CompRule, best.CompRule
		}
		out = append(out, p)
	}
	return out
}
