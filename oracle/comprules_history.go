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
func (h *RulesHistory) Rules(v int) []CompRuleState { return ReplayRules(h.Changes, v) }

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
