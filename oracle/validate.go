package oracle

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"
)

var (
	sourceIDPattern = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[a-z0-9][a-z0-9-]*$`) })
	// manaSymbol is one symbol of Comprehensive Rules 107.4 as it may stand
	// in a mana cost: generic, colored, X/Y/Z, hybrid, monocolored hybrid,
	// Phyrexian, snow, colorless and the half and infinite oddities.
	// Old dumps write some symbols in lower case ("{hw}").
	manaSymbol = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?i)^(\d+|[WUBRGCXYZS]|H[WUBRG]|½|∞|[WUBRG]/[WUBRGP]|2/[WUBRG]|C/[WUBRG]|[WUBRG]/[WUBRG]/P)$`)
	})
	partialMark = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^\[\s*(\.\s*){3}\]|^\[\s*…\s*\]`) })
)

// Layouts a card may have.
var Layouts = []string{
	"normal", "split", "flip", "transform", "modal_dfc", "meld", "adventure", "leveler", "class",
	"saga", "case", "mutate", "prototype", "battle", "planar", "scheme", "vanguard", "token",
	"double_faced_token", "emblem", "augment", "host", "art_series", "reversible_card", "aftermath",
}

// ValidateManaCost reports a mana cost that is not a run of {symbol}s (for
// a multi-face card, one run per face joined by " // ").
func ValidateManaCost(cost string) error {
	rest := strings.ReplaceAll(cost, " // ", "")
	for rest != "" {
		if rest[0] != '{' {
			return fmt.Errorf("malformed mana cost %q: want symbols like {2}{W}", cost)
		}
		end := strings.IndexByte(rest, '}')
		if end < 0 {
			return fmt.Errorf("malformed mana cost %q: unclosed {", cost)
		}
		if sym := rest[1:end]; !manaSymbol().MatchString(sym) {
			return fmt.Errorf("malformed mana cost %q: unknown symbol {%s}", cost, sym)
		}
		rest = rest[end+1:]
	}
	return nil
}

// IsPartialErratum reports whether an erratum's text starts with "[...]".
func IsPartialErratum(text string) bool { return partialMark().MatchString(text) }

// Validate checks a source on its own.
func (s *Source) Validate() Problems {
	var ps Problems
	if s.ID != "" && !sourceIDPattern().MatchString(s.ID) {
		ps.add(s.Pos, "source id %q: want lower-case letters, digits and dashes", s.ID)
	}
	if s.Kind != "" && !slices.Contains(sourceKinds, s.Kind) {
		ps.add(s.Pos, "source %s: unknown kind %q (want one of %s)", s.ID, s.Kind, joinKinds(sourceKinds))
	}
	return ps
}

// Validate checks a card on its own; cross-references are checked by the Dataset.
func (c *Card) Validate() Problems {
	var ps Problems
	if c.Layout != "" && !slices.Contains(Layouts, c.Layout) {
		ps.add(c.Pos, "card %q: unknown layout %q", c.Name, c.Layout)
	}
	checkCost := func(pos Pos, owner, cost string) {
		if err := ValidateManaCost(cost); err != nil {
			ps.add(pos, "%s: %v", owner, err)
		}
	}
	checkCost(c.Pos, fmt.Sprintf("card %q", c.Name), c.ManaCost)
	faceNames := map[string]bool{}
	for _, f := range c.Faces {
		checkCost(f.Pos, fmt.Sprintf("face %q", f.Name), f.ManaCost)
		// A reversible card is one card printed on both sides: its faces
		// may share a name.
		if faceNames[f.Name] && c.Layout != "reversible_card" {
			ps.add(f.Pos, "card %q: face %q given twice", c.Name, f.Name)
		}
		faceNames[f.Name] = true
	}
	if len(c.Faces) > 0 && len(c.Oracle) > 0 {
		ps.add(c.Pos, "card %q: a multi-face card gives its Oracle wordings per face", c.Name)
	}
	for _, p := range c.Printings {
		for _, pf := range p.Faces {
			if !faceNames[pf.Name] {
				ps.add(pf.Pos, "card %q: printing %s names unknown face %q", c.Name, p.Set, pf.Name)
			}
		}
	}
	return ps
}

// Validate checks an erratum on its own.
func (e *Erratum) Validate() Problems {
	var ps Problems
	if !slices.Contains(erratumKinds, e.Kind) {
		ps.add(e.Pos, "erratum for %q: unknown kind %q (want one of %s)", e.Card, e.Kind, joinKinds(erratumKinds))
		return ps
	}
	switch {
	case e.Kind == ErratumNone && e.Text != "":
		ps.add(e.Pos, "erratum for %q: kind none gives no text", e.Card)
	case e.Kind != ErratumNone && e.Text == "":
		ps.add(e.Pos, "erratum for %q: kind %s needs text", e.Card, e.Kind)
	case e.Kind == ErratumPartial && !IsPartialErratum(e.Text):
		ps.add(e.Pos, "erratum for %q: a partial erratum's text starts with [...]", e.Card)
	case e.Kind != ErratumPartial && IsPartialErratum(e.Text):
		ps.add(e.Pos, "erratum for %q: text starts with [...] but kind is %s, not partial", e.Card, e.Kind)
	}
	if e.Ability < 0 || (e.Ability > 0 && e.Kind != ErratumPartial && e.Kind != ErratumFull) {
		ps.add(e.Pos, "erratum for %q: ability applies only to full and partial errata and counts from 1", e.Card)
	}
	return ps
}

// Validate checks a ruling on its own.
func (r *Ruling) Validate() Problems {
	var ps Problems
	if !slices.Contains(rulingKinds, r.Kind) {
		ps.add(r.Pos, "ruling: unknown kind %q (want one of %s)", r.Kind, joinKinds(rulingKinds))
	}
	if r.Kind == RulingCard && len(r.Cards) == 0 {
		ps.add(r.Pos, "card ruling names no card")
	}
	return ps
}

// Validate checks a rule on its own.
func (r *Rule) Validate() Problems {
	var ps Problems
	if !slices.Contains(ruleKinds, r.Kind) {
		ps.add(r.Pos, "rule: unknown kind %q (want one of %s)", r.Kind, joinKinds(ruleKinds))
	}
	return ps
}

// Validate checks a document and its items on their own.
func (d *Document) Validate() Problems {
	ps := d.Source.Validate()
	if d.Source.Kind == SourceSnapshot {
		ps.add(d.Source.Pos, "source %s: a document cannot be a snapshot; declare snapshots in cards.yaml", d.Source.ID)
	}
	for i := range d.Errata {
		ps = append(ps, d.Errata[i].Validate()...)
	}
	for i := range d.Rulings {
		ps = append(ps, d.Rulings[i].Validate()...)
	}
	for i := range d.Rules {
		ps = append(ps, d.Rules[i].Validate()...)
	}
	return ps
}

// Validate checks the whole dataset: each item, then the references
// between files (unique names and ids, cards named by documents, sources
// named by wordings).
func (ds *Dataset) Validate() Problems {
	var ps Problems
	sources := map[string]Pos{}
	addSource := func(s *Source) {
		ps = append(ps, s.Validate()...)
		if s.ID == "" {
			return // a missing id or a refused file, already reported
		}
		if prev, dup := sources[s.ID]; dup {
			ps.add(s.Pos, "source id %q already used at %s", s.ID, prev)
			return
		}
		sources[s.ID] = s.Pos
	}
	for i := range ds.Sources {
		addSource(&ds.Sources[i])
	}
	cards := map[string]*Card{}
	var names []string
	for i := range ds.Cards {
		c := &ds.Cards[i]
		ps = append(ps, c.Validate()...)
		if c.Name == "" {
			continue // already reported by the decoder
		}
		key := FoldName(c.Name)
		if prev, dup := cards[key]; dup {
			ps.add(c.Pos, "duplicate card %q (first at %s)", c.Name, prev.Pos)
			continue
		}
		cards[key] = c
		names = append(names, c.Name)
	}
	for i := range ds.Documents {
		d := &ds.Documents[i]
		addSource(&d.Source)
		ps = append(ps, d.Validate()...)
	}
	ps = append(ps, ds.checkAbilities(cards)...)
	checkSource := func(pos Pos, id string) {
		if _, ok := sources[id]; !ok {
			ps.add(pos, "unknown source %q", id)
		}
	}
	for _, c := range ds.Cards {
		for _, w := range c.Oracle {
			checkSource(w.Pos, w.Source)
		}
		for _, f := range c.Faces {
			for _, w := range f.Oracle {
				checkSource(w.Pos, w.Source)
			}
		}
	}
	checkCard := func(pos Pos, name string) *Card {
		if c, ok := cards[FoldName(name)]; ok {
			return c
		}
		msg := fmt.Sprintf("unknown card %q: not in cards.yaml", name)
		if s := Closest(name, names); s != "" {
			msg += fmt.Sprintf(" (did you mean %q?)", s)
		}
		ps.add(pos, "%s", msg)
		return nil
	}
	for _, d := range ds.Documents {
		// A document corrects a card's face at most once per item and ability.
		type erratumKey struct {
			card, face      string
			number, ability int
		}
		seen := map[erratumKey]Pos{}
		for _, e := range d.Errata {
			c := checkCard(e.Pos, e.Card)
			if c != nil && e.Face != "" {
				switch n := countFaces(c, e.Face); {
				case n == 0:
					ps.add(e.Pos, "card %q has no face %q", c.Name, e.Face)
				case n > 1:
					ps.add(e.Pos, "card %q has %d faces named %q: the erratum does not say which it corrects", c.Name, n, e.Face)
				}
			}
			if !slices.Contains(erratumKinds, e.Kind) {
				continue // already reported, and applied to no ability
			}
			k := erratumKey{FoldName(e.Card), e.Face, e.Number, e.Ability}
			if prev, ok := seen[k]; ok {
				ps.add(e.Pos, "card %q: a second erratum of item %d, ability %d, in one document (first at %s)", e.Card, e.Number, e.Ability, prev)
				continue
			}
			seen[k] = e.Pos
		}
		for _, r := range d.Rulings {
			for _, name := range r.Cards {
				checkCard(r.Pos, name)
			}
		}
		for _, r := range d.Rules {
			for _, name := range r.Cards {
				checkCard(r.Pos, name)
			}
		}
		for _, m := range d.Mechanics {
			for _, name := range m.Cards {
				checkCard(m.Pos, name)
			}
		}
	}
	return ps
}

// checkAbilities reports an erratum naming an ability its card does not
// have: it resolves each corrected face's timeline from the dataset (first
// printing, errata, snapshot wordings) and counts the abilities of the
// wording in force before the erratum, or, when nothing comes before it,
// of the face's first known wording.
func (ds *Dataset) checkAbilities(cards map[string]*Card) Problems {
	type faceKey struct {
		card string
		face int
	}
	type erratumRef struct {
		e    *Erratum
		card *Card
	}
	timelines := map[faceKey][]Event{}
	refs := map[faceKey]map[int]erratumRef{} // by index in the face's events
	for i := range ds.Documents {
		d := &ds.Documents[i]
		for j := range d.Errata {
			e := &d.Errata[j]
			c := cards[FoldName(e.Card)]
			if e.Ability <= 0 || c == nil || e.Kind != ErratumFull && e.Kind != ErratumPartial {
				continue // no ability to check, or already reported
			}
			k := faceKey{FoldName(c.Name), facePos(c, e.Face)}
			if refs[k] == nil {
				refs[k] = map[int]erratumRef{}
			}
			text := e.Text
			refs[k][len(timelines[k])] = erratumRef{e, c}
			timelines[k] = append(timelines[k], Event{Kind: EventErrata, Date: d.Source.Date,
				ErratumKind: e.Kind, Ability: e.Ability, Text: &text})
		}
	}
	if len(timelines) == 0 {
		return nil
	}
	snapshotDates := map[string]Date{}
	for _, s := range ds.Sources {
		snapshotDates[s.ID] = s.Date
	}
	for k := range timelines {
		c := cards[k.card]
		var firstPrinted *Printing
		for i := range c.Printings {
			if p := &c.Printings[i]; firstPrinted == nil || p.Released.Before(firstPrinted.Released) {
				firstPrinted = p
			}
		}
		if firstPrinted != nil {
			text, ok := firstPrinted.Text, len(firstPrinted.Faces) == 0 && k.face == 0
			for _, pf := range firstPrinted.Faces {
				if facePos(c, pf.Name) == k.face {
					text, ok = pf.Text, true
				}
			}
			if ok {
				timelines[k] = append(timelines[k], Event{Kind: EventPrinting, Date: firstPrinted.Released, Text: &text})
			}
		}
		wordings := c.Oracle
		if k.face > 0 {
			wordings = c.Faces[k.face-1].Oracle
		}
		for _, w := range wordings {
			if date, ok := snapshotDates[w.Source]; ok {
				text := w.Text
				timelines[k] = append(timelines[k], Event{Kind: EventSnapshot, Date: date, Text: &text})
			}
		}
	}
	var ps Problems
	for k, events := range timelines {
		ResolveTimeline(events)
		known := "" // the face's first known wording
		for _, e := range events {
			if e.Wording != "" {
				known = e.Wording
				break
			}
		}
		for i, e := range events {
			ref, ok := refs[k][e.seq]
			if !ok {
				continue
			}
			before := known
			if i > 0 && events[i-1].Wording != "" {
				before = events[i-1].Wording
			}
			if n := len(strings.Split(before, "\n")); before != "" && e.Ability > n {
				ps.add(ref.e.Pos, "erratum for %q: ability %d, but the wording it applies to has %d", ref.card.Name, e.Ability, n)
			}
		}
	}
	return ps
}

// facePos is the position of a card's face by name as the store numbers
// faces: 0 for the card itself or a name it does not have.
func facePos(c *Card, face string) int {
	for i, f := range c.Faces {
		if face != "" && f.Name == face {
			return i + 1
		}
	}
	return 0
}

// countFaces is how many of c's faces are named name.
func countFaces(c *Card, name string) int {
	n := 0
	for _, f := range c.Faces {
		if f.Name == name {
			n++
		}
	}
	return n
}

func joinKinds[K ~string](kinds []K) string {
	s := make([]string, len(kinds))
	for i, k := range kinds {
		s[i] = string(k)
	}
	return strings.Join(s, ", ")
}
