package diff

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/parser"
)

// SameMeaning is the rewrite id given when two wordings parse to the same
// abilities, compared part by part: the same kinds, costs, keywords with
// their parameters, triggers and effects, each effect with the same
// content words once the rewrites and the equivalences of meaning
// (meaningRules) are applied.
const SameMeaning = "same-meaning"

// meaning is what one ability says, read from its parse: the parts two
// wordings are compared by.
type meaning struct {
	// kind is the ability's kind; a spell's effect and a static ability
	// read alike ("static"), as the parser tells them apart only by the
	// card's type, and a modal ability's modes are abilities of kind
	// "mode".
	kind string
	// trigger is a triggered ability's trigger word, "when" for When,
	// Whenever and an older "If" that does not replace an event (603.1),
	// and its event.
	trigger string
	event   words
	// cost is the parts of a cost, each its words, sorted.
	cost []string
	// costText is the cost as written, canonical; costParts its parts by
	// their key in cost.
	costText  string
	costParts map[string]string
	// line is the line of the wording the ability starts on.
	line int
	// keyword is a keyword with its parameters.
	keyword string
	// effect is the words of the effect.
	effect words
	// choose is how many modes a modal ability picks.
	choose string
	// text is the ability's canonical text.
	text string
}

// words are the content words of a text, in their order, and sorted.
type words struct {
	text   string
	inText []string
	sorted []string
}

func newWords(text string) words {
	w := words{text: text, inText: orderedContentWords(text)}
	w.sorted = slices.Clone(w.inText)
	slices.Sort(w.sorted)
	return w
}

func (w words) equal(v words) bool { return slices.Equal(w.sorted, v.sorted) }

// key is the ability's parts as one string, for matching abilities read
// the same.
func (m *meaning) key() string {
	return strings.Join([]string{m.kind, m.trigger, strings.Join(m.event.sorted, " "), strings.Join(m.cost, ";"),
		m.keyword, m.choose, strings.Join(m.effect.sorted, " ")}, "|")
}

// applyMeaningRules reads t, a part of the canonical text ability, by
// the equivalences of meaning (the list "meanings" of data/rewrites.yaml),
// in their order, those in force on date (see Rewrite.inForce).
func applyMeaningRules(t, ability, date string) string {
	for i := range defaultRewriteFile().meanings {
		r := &defaultRewriteFile().meanings[i]
		if !r.inForce(date) || !containsAll(ability, r.AbilityHas) || r.AbilityLacks != nil && containsAny(ability, r.AbilityLacks) ||
			!containsAll(t, r.Needs) || r.NeedsAny != nil && !containsAny(t, r.NeedsAny) {
			continue
		}
		for j := range r.Patterns {
			p := &r.Patterns[j]
			t = p.re.ReplaceAllStringFunc(t, func(m string) string {
				// A match whose first group is a word to keep stays.
				if r.keepSet != nil {
					if sub := p.re.FindStringSubmatch(m); sub != nil && r.keepSet[sub[1]] {
						return m
					}
				}
				return p.re.ReplaceAllString(m, p.To)
			})
		}
	}
	return t
}

// containsAll reports whether s holds every one of subs.
func containsAll(s string, subs []string) bool {
	for _, x := range subs {
		if !strings.Contains(s, x) {
			return false
		}
	}
	return true
}

// containsAny reports whether s holds one of subs; one written "^x"
// holds when s starts with x.
func containsAny(s string, subs []string) bool {
	return slices.ContainsFunc(subs, func(x string) bool {
		if p, ok := strings.CutPrefix(x, "^"); ok {
			return strings.HasPrefix(s, p)
		}
		return strings.Contains(s, x)
	})
}

// orderedContentWords are contentWords in the order of the text, "that
// player" a player: an instruction without a subject is not one.
func orderedContentWords(s string) []string { return contentWordsOf(s, keptPlayer) }

// meanings parses a wording into what each of its abilities says, read
// with the rewrites: each line is made canonical (rewrites applied, the
// card's names read as "~", ability words and reminder text dropped),
// written back in the case a parse expects, and parsed. It is nil when
// the wording has no ability. may is as for ruleSet.apply, for the whole
// wording.
//
// Without rewrite, each line is read as written but for the card's names
// and the blanks, as the comparison of costs and effects needs: the
// rewrites read an older cost written in the effect as the cost it became.
func (c *Classifier) meanings(text string, may []bool, rewrite bool) []meaning {
	return c.meaningsCached(text, may, rewrite, nil)
}

// meaningsCached is meanings, the canonical text of each line looked up in
// and kept in cache when it is not nil: two wordings compared share most
// of their lines.
func (c *Classifier) meaningsCached(text string, may []bool, rewrite bool, cache map[string]string) []meaning {
	var lines []string
	for _, raw := range strings.Split(text, "\n") {
		// A list of keywords is read as written: the rewrites run its
		// keywords together ("defender flying").
		if bare := reminderPattern().ReplaceAllString(raw, ""); rewrite && strings.ContainsAny(bare, ",;") && !strings.ContainsAny(bare, ".:\"") {
			if kw, _ := parser.Parse(raw, parser.Options{}); kw != nil && len(kw.Abilities) == 1 && kw.Abilities[0].Kind == parser.KindKeyword {
				lines = append(lines, strings.ToLower(raw))
				continue
			}
		}
		l := strings.ToLower(raw)
		if rewrite {
			if v, ok := cache[l]; ok {
				l = v
			} else {
				// A line a rewrite makes is an ability of its own
				// ("hideaway 4" and "~ enters tapped."), parsed so.
				v = strings.Join(c.canonical(l, may).lines(), "\n")
				if cache != nil {
					cache[l] = v
				}
				l = v
			}
		} else {
			l = c.named(l)
		}
		switch {
		case l == "":
		// The rewrites write a mode as "; or" after the line before:
		// the modes are read together, then parted again.
		case strings.HasPrefix(l, "; or ") && len(lines) > 0:
			lines[len(lines)-1] += l
		default:
			lines = append(lines, l)
		}
	}
	for i, l := range lines {
		if rewrite {
			l = splitModes(l)
		}
		lines[i] = parseCase(l)
	}
	if len(lines) == 0 {
		return nil
	}
	card, _ := parser.Parse(strings.Join(lines, "\n"), parser.Options{})
	if card == nil {
		return nil
	}
	canon := func(s string) string {
		return strings.TrimSuffix(strings.TrimSpace(strings.ToLower(s)), ".")
	}
	var out []meaning
	var add func(a *parser.Ability, kind string)
	add = func(a *parser.Ability, kind string) {
		if a.Kind == parser.KindReminder {
			return
		}
		if a.Kind == parser.KindKeyword && len(a.Keywords) > 0 {
			for _, k := range a.Keywords {
				out = append(out, meaning{kind: "keyword", keyword: keywordKey(k, canon), text: canon(k.Text), line: a.Pos.Line})
			}
			return
		}
		body := a.Text
		if a.Reminder != nil {
			body = strings.Replace(body, a.Reminder.Text, "", 1)
		}
		whole := canon(strings.TrimPrefix(body, "• "))
		if whole == "" {
			return
		}
		all := applyMeaningRules(whole, whole, c.date)
		m := meaning{kind: kind, text: whole, line: a.Pos.Line}
		if m.kind == "" {
			m.kind = string(a.Kind)
		}
		if m.kind == string(parser.KindSpell) {
			m.kind = string(parser.KindStatic)
		}
		if a.Trigger != nil {
			m.trigger = strings.ToLower(a.Trigger.Word)
			ev := ""
			if a.Trigger.Event != nil {
				ev = canon(a.Trigger.Event.Text)
			}
			if a.Trigger.Condition != nil {
				ev += " if " + canon(a.Trigger.Condition.Text)
			}
			switch {
			case m.trigger == "whenever":
				m.trigger = "when"
			case m.trigger == "if" && !strings.Contains(ev, "would"):
				m.trigger = "when"
			}
			m.event = newWords(applyMeaningRules(joinTriggers(ev), all, c.date))
		}
		if a.Cost != nil {
			m.costText = canon(a.Cost.Text)
			m.costParts = map[string]string{}
			for _, p := range a.Cost.Parts {
				part := strings.TrimLeft(canon(p.Text), ", ")
				k := strings.Join(newWords(part).sorted, " ")
				m.cost = append(m.cost, k)
				m.costParts[k] = part
			}
			slices.Sort(m.cost)
		}
		if a.Effect != nil {
			eff := applyMeaningRules(canon(a.Effect.Text), all, c.date)
			switch {
			case a.Kind == parser.KindTriggered || a.Kind == parser.KindActivated || c.spell && kind == "":
				eff = hasIsGains(eff)
			case a.Kind == parser.KindStatic && kind == "":
				eff = gainsIsHas(eff)
			}
			m.effect = newWords(eff)
		}
		// An instant or sorcery has no activated ability: a cost written
		// in front of its effect, as printed before 1999 ("Sacrifice a
		// creature: Target creature gets +4/+2 until end of turn."), is an
		// additional cost (601.2f), "As an additional cost to cast ~,
		// sacrifice a creature."
		if c.spell && a.Kind == parser.KindActivated && a.Cost != nil && kind == "" && !slices.ContainsFunc(a.Cost.Parts, func(p *parser.CostPart) bool {
			return p.Kind == parser.CostMana || p.Kind == parser.CostTap || p.Kind == parser.CostUntap
		}) {
			extra := "as an additional cost to cast ~, " + m.costText
			out = append(out, meaning{kind: string(parser.KindStatic), text: extra, line: m.line, effect: newWords(extra)})
			for _, st := range splitSentences(m.effect.text) {
				out = append(out, meaning{kind: string(parser.KindStatic), text: st, line: m.line, effect: newWords(st)})
			}
			return
		}
		// The sentences of a static ability are read one by one, as
		// abilities of their own: one line or two says the same.
		if m.kind == string(parser.KindStatic) && kind == "" && a.Effect != nil && len(a.Modes) == 0 {
			if sentences := splitSentences(m.effect.text); len(sentences) > 1 {
				for _, st := range sentences {
					out = append(out, meaning{kind: m.kind, text: st, line: m.line, effect: newWords(st)})
				}
				return
			}
		}
		if len(a.Modes) > 0 {
			m.choose = a.Choose
			out = append(out, m)
			for _, mode := range a.Modes {
				add(mode, "mode")
			}
			return
		}
		out = append(out, m)
		for _, b := range a.Body {
			add(b, "")
		}
	}
	for _, a := range card.Abilities {
		add(a, "")
	}
	return out
}

// joinTriggers writes a trigger of two events one way: "When ~ enters or
// whenever you cast a spell", "when ~ enters and whenever you cast a
// spell" and "whenever ~ enters or you cast a spell" are one ability that
// triggers on either event (603.2).
func joinTriggers(ev string) string {
	if !strings.Contains(ev, " when") {
		return ev
	}
	for _, join := range []string{" and whenever ", " and when ", " or whenever ", " or when "} {
		ev = strings.ReplaceAll(ev, join, " or ")
	}
	return ev
}

// grantedHas is "has" or "have" before a keyword ability or a quoted
// ability: group 1 is the verb.
var grantedHas = sync.OnceValue(func() *regexp.Regexp {
	var names []string
	for _, k := range parser.KeywordAbilities() {
		names = append(names, regexp.QuoteMeta(strings.ToLower(k.Name)))
	}
	return regexp.MustCompile(`\b(has|have) (?:"|(?:` + strings.Join(names, "|") + `)\b|[a-z]+walk\b)`)
})

// hasIsGains reads the effect of a resolving ability (a spell's, a
// triggered or an activated ability's): there an object that "has" a
// keyword or a quoted ability gains it, a continuous effect the
// resolution creates (611.2a), "That creature has haste" and "That
// creature gains haste" alike.
func hasIsGains(t string) string {
	if !strings.Contains(t, "has ") && !strings.Contains(t, "have ") {
		return t
	}
	re := grantedHas()
	return re.ReplaceAllStringFunc(t, func(m string) string {
		if strings.HasPrefix(m, "has") {
			return "gains" + m[3:]
		}
		return "gain" + m[4:]
	})
}

// grantedGains is "gains" or "gain" before a keyword ability or a quoted
// ability: group 1 is the verb.
var grantedGains = sync.OnceValue(func() *regexp.Regexp {
	var names []string
	for _, k := range parser.KeywordAbilities() {
		names = append(names, regexp.QuoteMeta(strings.ToLower(k.Name)))
	}
	return regexp.MustCompile(`\b(gains|gain) (?:"|(?:` + strings.Join(names, "|") + `)\b|[a-z]+walk\b)`)
})

// gainsIsHas reads the effect of a static ability: there an object that
// "gains" a keyword or a quoted ability has it for as long as the ability
// applies (611.3a), "~ gains flying as long as it's enchanted" and "~ has
// flying as long as it's enchanted" alike; hasIsGains reads a resolving
// ability's the other way.
func gainsIsHas(t string) string {
	if !strings.Contains(t, "gain") {
		return t
	}
	return grantedGains().ReplaceAllStringFunc(t, func(m string) string {
		if strings.HasPrefix(m, "gains") {
			return "has" + m[5:]
		}
		return "have" + m[4:]
	})
}

// splitSentences parts an effect into its sentences, a sentence that
// refers back to the one before ("It can't be regenerated.", "Then ...")
// kept with it.
func splitSentences(t string) []string {
	var out []string
	for _, st := range strings.Split(t, ". ") {
		if len(out) > 0 && refersBack(st) {
			out[len(out)-1] += ". " + st
			continue
		}
		out = append(out, st)
	}
	return out
}

// refersBack reports whether a sentence starts with a word that refers to
// the sentence before.
func refersBack(st string) bool {
	first, _, _ := strings.Cut(st, " ")
	switch first {
	case "it", "its", "they", "their", "them", "that", "those", "then", "if", "otherwise", "this", "instead":
		return true
	}
	return false
}

// oldModes is a modal spell written on one line, its modes parted by
// "; or " ("choose one — a; or b"): group 1 is the header.
var oldModes = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^(choose (?:one|two|three|one or both|one or more) ?—) ?(.*; or .*)$`)
})

// splitModes writes the modes of a modal line each on a line of its own,
// as bullets: "Choose one — A; or B" is "Choose one —", "• A" and "• B".
func splitModes(l string) string {
	m := oldModes().FindStringSubmatch(l)
	if m == nil {
		return l
	}
	modes := strings.Split(m[2], "; or ")
	for i, x := range modes {
		modes[i] = "• " + strings.TrimSuffix(strings.TrimSpace(x), ".") + "."
	}
	return m[1] + "\n" + strings.Join(modes, "\n")
}

// named is a lower-cased line with the card's names read as "~" and its
// blanks evened out.
func (c *Classifier) named(l string) string {
	l = oracle.FoldLetters(l)
	for _, n := range c.names {
		l = replaceWord(l, n, "~")
	}
	return evenBlanks(l)
}

// parseCase writes a canonical, lower-cased line in the case Oracle text
// has, which the parser reads: symbols in capitals ("{T}"), and a capital
// letter starting the line (each line, when it holds several), each
// sentence, each mode and each part of a cost before its colon.
func parseCase(l string) string {
	// Each line on its own: a line a rewrite made starts an ability.
	if strings.IndexByte(l, '\n') >= 0 {
		lines := strings.Split(l, "\n")
		for i, x := range lines {
			lines[i] = parseCase(x)
		}
		return strings.Join(lines, "\n")
	}
	b := []byte(l)
	inBraces, upper := false, true
	cost, _, hasCost := strings.Cut(l, ": ")
	if strings.ContainsAny(cost, `"`) {
		hasCost = false
	}
	for i, ch := range b {
		switch {
		case ch == '{':
			inBraces = true
		case ch == '}':
			inBraces = false
		case ch >= 'a' && ch <= 'z' && (inBraces || upper):
			b[i] = ch - 'a' + 'A'
			upper = false
			continue
		}
		if ch != ' ' && ch != '{' && ch != '}' {
			upper = false
		}
		if ch == '{' || ch == '}' {
			upper = false
		}
		switch {
		case ch == '.' || ch == 0xA2 && i >= 2 && l[i-2:i+1] == "•":
			upper = true
		case ch == ',' && hasCost && i < len(cost):
			upper = true
		}
	}
	return string(b)
}

// keywordKey is a keyword with its parameters, as written and read.
func keywordKey(k *parser.Keyword, canon func(string) string) string {
	key := strings.ToLower(k.Written())
	if k.Type != "" && k.Name != "Landwalk" && k.Name != "Typecycling" {
		key += " " + strings.ToLower(k.Type)
	}
	if k.Number != nil {
		key += fmt.Sprintf(" %d", *k.Number)
	}
	if k.Variable != "" {
		key += " " + strings.ToLower(k.Variable)
	}
	for _, q := range k.Qualities {
		key += " " + strings.ToLower(q)
	}
	if k.Cost != nil {
		key += " " + canon(k.Cost.Text)
	}
	return key
}

// compareAbilities reports whether two wordings' abilities say the same,
// and if not, each difference: abilities are matched first where they
// read the same, then each left with the one of the other wording of
// the same kind most like it, and the parts of each pair told apart. moved
// are the lines of the pairs whose cost moved between the cost and the
// effect.
func compareAbilities(a, b []meaning) (same bool, why []string, moved [][2]int, movedWhy []string) {
	used := make([]bool, len(b))
	matched := make([]bool, len(a))
	for i := range a {
		k := a[i].key()
		for j := range b {
			if !used[j] && b[j].key() == k {
				used[j], matched[i] = true, true
				break
			}
		}
	}
	if !slices.Contains(matched, false) && !slices.Contains(used, false) {
		return true, nil, nil, nil
	}
	note := func(s ...string) {
		for _, x := range s {
			if !slices.Contains(why, x) {
				why = append(why, x)
			}
		}
	}
	for i := range a {
		if matched[i] {
			continue
		}
		best, score := -1, 0
		for j := range b {
			if used[j] {
				continue
			}
			if s := likeness(&a[i], &b[j]); s > score {
				best, score = j, s
			}
		}
		if best < 0 {
			note(fmt.Sprintf("removes the ability %q", a[i].text))
			continue
		}
		used[best] = true
		note(differences(&a[i], &b[best])...)
		if (movedCost(&a[i], &b[best]) != "" || movedCost(&b[best], &a[i]) != "") && !(a[i].mana() && b[best].mana()) {
			moved = append(moved, [2]int{a[i].line, b[best].line})
			movedWhy = append(movedWhy, costDifference(&a[i], &b[best]))
		}
	}
	for j := range b {
		if !used[j] {
			note(fmt.Sprintf("adds the ability %q", b[j].text))
		}
	}
	return false, why, moved, movedWhy
}

// likeness scores how much two abilities share: the content words of
// their costs, triggers and effects, more for the same kind; 0 when they
// share nothing.
func likeness(a, b *meaning) int {
	n := 0
	if a.keyword != "" || b.keyword != "" {
		if a.keyword == "" || b.keyword == "" {
			return 0
		}
		if fa, fb := strings.Fields(a.keyword), strings.Fields(b.keyword); len(fa) > 0 && len(fb) > 0 && fa[0] == fb[0] {
			return 10
		}
		return 0
	}
	all := func(m *meaning) []string {
		w := slices.Concat(m.event.inText, m.effect.inText)
		for _, c := range m.cost {
			w = append(w, strings.Fields(c)...)
		}
		return w
	}
	wb := all(b)
	for _, x := range all(a) {
		if i := slices.Index(wb, x); i >= 0 {
			wb = slices.Delete(wb, i, i+1)
			n++
		}
	}
	if n > 0 && a.kind == b.kind {
		n += 2
	}
	return n
}

// differences names what differs between two abilities taken for the
// same.
func differences(a, b *meaning) []string {
	var why []string
	if a.keyword != "" || b.keyword != "" {
		return []string{fmt.Sprintf("%q becomes %q", a.text, b.text)}
	}
	if a.kind != b.kind {
		why = append(why, fmt.Sprintf("changes %s ability into %s ability", article(a.kind), article(b.kind)))
		return append(why, wordDifferences(newWords(a.text), newWords(b.text))...)
	}
	if a.trigger != b.trigger || !a.event.equal(b.event) {
		from, to := a.event.text, b.event.text
		if a.trigger != b.trigger {
			from, to = a.trigger+" "+from, b.trigger+" "+to
		}
		why = append(why, fmt.Sprintf("changes the trigger from %q to %q", from, to))
	}
	if !slices.Equal(a.cost, b.cost) {
		why = append(why, costDifference(a, b))
	}
	if a.choose != b.choose {
		why = append(why, fmt.Sprintf("chooses %s instead of %s", b.choose, a.choose))
	}
	ea, eb := a.effect, b.effect
	// The words of a cost that moved, and the "to" that tied it to the
	// effect ("sacrifice a land to gain 2 life"), are named already.
	if part := movedCost(a, b); part != "" {
		ea = newWords(strings.TrimPrefix(strings.TrimPrefix(ea.text, part), " to "))
	} else if part := movedCost(b, a); part != "" {
		eb = newWords(strings.TrimPrefix(strings.TrimPrefix(eb.text, part), " to "))
	}
	if !ea.equal(eb) {
		why = append(why, wordDifferences(ea, eb)...)
	}
	return why
}

// mana reports whether the ability is a mana ability (605.1a): activated,
// with no target, adding mana. It resolves as it is activated, off the
// stack (605.3b), so a part of its cost paid by its effect instead ("{t}:
// sacrifice a forest to add {r}{r}{r}", printed until 1999) is paid at the
// same moment, with nothing to answer in between.
func (m *meaning) mana() bool {
	return m.kind == string(parser.KindActivated) && addsManaOnly(m.effect.text)
}

// addsMana matches an effect that adds mana: "add {r}{r}", "adds three
// mana of any one color", "add one colorless mana".
var addsMana = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\badds? (?:[^.:;"]*? )?(?:mana\b|\{[wubrgcsx0-9]\})`)
})

// addsManaOnly reports whether effect, lower-cased, adds mana and targets
// nothing, as a mana ability's effect does (605.1a).
func addsManaOnly(effect string) bool {
	return addsMana().MatchString(effect) && !strings.Contains(effect, "target")
}

// costDifference names how the costs of two abilities differ: a part
// that the other ability's effect starts with has moved between the cost
// and the effect, which changes when it is paid (601.2h, 602.2) —
// Zuran Orb's "{0}: Sacrifice a land to gain 2 life" against "Sacrifice a
// land: You gain 2 life".
func costDifference(a, b *meaning) string {
	if part := movedCost(a, b); part != "" {
		return fmt.Sprintf("%q moves from the effect into the cost", part)
	}
	if part := movedCost(b, a); part != "" {
		return fmt.Sprintf("%q moves from the cost into the effect", part)
	}
	switch {
	case a.costText == "":
		return fmt.Sprintf("adds the cost %q", b.costText)
	case b.costText == "":
		return fmt.Sprintf("removes the cost %q", a.costText)
	}
	return fmt.Sprintf("changes the cost from %q to %q", a.costText, b.costText)
}

// movedCost is the part of to's cost, as written, that from's effect
// starts with and from's cost has not ("sacrifice a land" of "{0}:
// Sacrifice a land to gain 2 life"), "" when there is none.
func movedCost(from, to *meaning) string {
	for _, c := range to.cost {
		part := to.costParts[c]
		if !slices.Contains(from.cost, c) && strings.HasPrefix(from.effect.text, part+" ") {
			return part
		}
	}
	return ""
}

// wordDifferences names the words one effect has that the other has not,
// run by run of a word-by-word comparison: "adds "up to"", ""turn"
// becomes "combat"". A run that differs only in words without meaning of
// their own (articles, pronouns) is left out.
func wordDifferences(a, b words) []string {
	var why []string
	if strings.Contains(b.text, "up to ") && !strings.Contains(a.text, "up to ") {
		why = append(why, `adds "up to"`)
	}
	if strings.Contains(a.text, "up to ") && !strings.Contains(b.text, "up to ") {
		why = append(why, `removes "up to"`)
	}
	runs := phraseRuns(phraseTokens(a.text), phraseTokens(b.text))
	if len(runs) > maxRuns {
		// Rewritten throughout: the whole effect.
		return append(why, fmt.Sprintf("%q becomes %q", a.text, b.text))
	}
	for _, r := range runs {
		old, new := joinTokens(r[0]), joinTokens(r[1])
		if slices.Equal(sortedContent(old), sortedContent(new)) {
			continue
		}
		if len(why) > 0 && (old == "up to" || new == "up to") {
			continue
		}
		switch {
		case old == "":
			why = append(why, fmt.Sprintf("adds %q", new))
		case new == "":
			why = append(why, fmt.Sprintf("removes %q", old))
		default:
			why = append(why, fmt.Sprintf("%q becomes %q", old, new))
		}
	}
	if len(why) == 0 {
		// The same words in another order.
		why = append(why, fmt.Sprintf("%q becomes %q", a.text, b.text))
	}
	return why
}

// maxRuns is how many runs of changed words an effect's differences name
// one by one; more are named as the whole effect rewritten.
const maxRuns = 3

// article is a kind of ability with its article: "a static", "an
// activated".
func article(kind string) string {
	if kind != "" && strings.ContainsRune("aeiou", rune(kind[0])) {
		return "an " + kind
	}
	return "a " + kind
}

// sortedContent is the content words of s, sorted.
func sortedContent(s string) []string {
	w := orderedContentWords(s)
	slices.Sort(w)
	return w
}

// phraseTokens are the words of s and its punctuation, each a token.
func phraseTokens(s string) []string {
	var b strings.Builder
	for _, r := range s {
		if strings.ContainsRune(".,;:—", r) {
			b.WriteString(" " + string(r) + " ")
			continue
		}
		b.WriteRune(r)
	}
	return strings.Fields(b.String())
}

// joinTokens writes tokens back as text, punctuation against the word
// before it.
func joinTokens(t []string) string {
	var b strings.Builder
	for i, x := range t {
		if i > 0 && !strings.Contains(".,;:", x) {
			b.WriteByte(' ')
		}
		b.WriteString(x)
	}
	return strings.Trim(b.String(), " .,;:—")
}

// phraseRuns compares two lists of tokens by their longest common
// subsequence and returns each run that differs, as its tokens in a and
// in b (one of them may be empty).
func phraseRuns(a, b []string) [][2][]string {
	n, m := len(a), len(b)
	lcs := make([][]int, n+1)
	for i := range lcs {
		lcs[i] = make([]int, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if a[i] == b[j] {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	var runs [][2][]string
	var cur [2][]string
	flush := func() {
		if len(cur[0]) > 0 || len(cur[1]) > 0 {
			runs = append(runs, cur)
		}
		cur = [2][]string{}
	}
	i, j := 0, 0
	for i < n || j < m {
		switch {
		case i < n && j < m && a[i] == b[j]:
			flush()
			i, j = i+1, j+1
		case j < m && (i == n || lcs[i][j+1] >= lcs[i+1][j]):
			cur[1] = append(cur[1], b[j])
			j++
		default:
			cur[0] = append(cur[0], a[i])
			i++
		}
	}
	flush()
	return runs
}

// minus is the words of a, in order, less one of each word of b.
func minus(a, b []string) []string {
	b = slices.Clone(b)
	var out []string
	for _, w := range a {
		if i := slices.Index(b, w); i >= 0 {
			b = slices.Delete(b, i, i+1)
			continue
		}
		out = append(out, w)
	}
	return out
}

// meaningComparison is the comparison of two wordings' abilities.
type meaningComparison struct {
	// same is set when both parse and say the same.
	same bool
	// differences name what differs when both parse.
	differences []string
	// moved are the lines (old, new) of the abilities whose cost moved
	// between the cost and the effect, and movedWhy names each move.
	moved    [][2]int
	movedWhy []string
	// wallDefender is set when a Wall's keyword defender was set aside.
	wallDefender bool
	// countsAs is set when a line "~ counts as a Wizard" naming one of the
	// card's subtypes was set aside.
	countsAs bool
}

// countsAsLine is a static ability that gives the card a creature type
// its type line did not hold when it was printed: group 1 is the type.
var countsAsLine = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^~ counts as an? ([a-z'-]+)$`) })

// withoutCountsAs is m without the abilities "~ counts as a X" for X one
// of subtypes, and whether it had one.
func withoutCountsAs(m []meaning, subtypes []string) ([]meaning, bool) {
	out := slices.DeleteFunc(slices.Clone(m), func(x meaning) bool {
		g := countsAsLine().FindStringSubmatch(x.text)
		return g != nil && slices.Contains(subtypes, g[1])
	})
	return out, len(out) != len(m)
}

// withoutDefender is m without the keyword defender.
func withoutDefender(m []meaning) []meaning {
	return slices.DeleteFunc(slices.Clone(m), func(x meaning) bool { return x.keyword == "defender" })
}

// compareMeanings parses both wordings, with the rewrites or not (see
// meanings), and compares their abilities.
func (c *Classifier) compareMeanings(old, new string, may []bool, rewrite bool) *meaningComparison {
	// The wordings share most lines: their canonical texts are kept once
	// for both when both are read with the same rewrites.
	cacheOld, cacheNew := map[string]string{}, map[string]string{}
	if c.sameRulesBothSides(may) {
		cacheNew = cacheOld
	}
	a, b := c.older().meaningsCached(old, may, rewrite, cacheOld), c.meaningsCached(new, may, rewrite, cacheNew)
	if len(a) == 0 || len(b) == 0 {
		return &meaningComparison{}
	}
	cmp := &meaningComparison{}
	// A Wall's defender is what the Wall rules said before it.
	if c.wall {
		na, nb := len(a), len(b)
		a, b = withoutDefender(a), withoutDefender(b)
		cmp.wallDefender = len(a) != na || len(b) != nb
	}
	// A line "~ counts as a Wizard" gone is the type moved to the type
	// line; one that comes is an erratum that gave the card the type
	// (Wall of Junk, 1998), a change.
	if len(c.subtypes) > 0 {
		var ra bool
		if a, ra = withoutCountsAs(a, c.subtypes); ra {
			b, _ = withoutCountsAs(b, c.subtypes)
		}
		cmp.countsAs = ra
	}
	if len(a) == 0 || len(b) == 0 {
		// One wording said nothing but what was set aside (the type,
		// a Wall's defender): the other's abilities are the change,
		// unless it has none either.
		cmp.same = len(a) == len(b)
		return cmp
	}
	cmp.same, cmp.differences, cmp.moved, cmp.movedWhy = compareAbilities(a, b)
	return cmp
}

// costVerbs are the words that start a cost, as an effect would say them.
var costVerbs = []string{"sacrifice ", "discard ", "pay ", "exile ", "remove ", "return ", "tap ", "reveal ", "put "}

// movesCostVerb reports whether an effect of one of old and new,
// lower-cased, starts with a cost's verb that a cost of the other has and
// its own cost lacks: "{1}, {t}: sacrifice ~. draw two cards" against
// "{1}, {t}, sacrifice ~: draw two cards".
func movesCostVerb(old, new string) bool {
	return startsEffectWithCostVerb(old, new) || startsEffectWithCostVerb(new, old)
}

func startsEffectWithCostVerb(a, b string) bool {
	for line := range strings.Lines(a) {
		cost, effect, ok := strings.Cut(line, ": ")
		if !ok || strings.ContainsRune(cost, '"') {
			continue
		}
		i := slices.IndexFunc(costVerbs, func(v string) bool { return strings.HasPrefix(effect, v) })
		if i < 0 || strings.Contains(cost, costVerbs[i]) || addsManaOnly(effect) {
			continue
		}
		for other := range strings.Lines(b) {
			if c, _, ok := strings.Cut(other, ": "); ok && (strings.HasPrefix(c, costVerbs[i]) || strings.Contains(c, ", "+costVerbs[i])) {
				return true
			}
		}
	}
	return false
}

// movesCost reports whether one of old and new, lower-cased, may have a
// cost that moved between the cost and the effect of an ability: a line
// whose effect starts with what a cost says ("{0}: sacrifice a land to
// ..."), whose cost the other wording gives no line.
func movesCost(old, new string) bool {
	return startsEffectWithCost(old, new) || startsEffectWithCost(new, old)
}

func startsEffectWithCost(a, b string) bool {
	for line := range strings.Lines(a) {
		cost, effect, ok := strings.Cut(line, ": ")
		if !ok || strings.ContainsRune(cost, '"') {
			continue
		}
		if !slices.ContainsFunc(costVerbs, func(v string) bool { return strings.HasPrefix(effect, v) }) {
			continue
		}
		if !strings.HasPrefix(b, cost+": ") && !strings.Contains(b, "\n"+cost+": ") {
			return true
		}
	}
	return false
}
