package render

import (
	"fmt"
	"html"
	"io"
	"strings"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/diff"
)

// describeVersion names a version of the rules.
func describeVersion(v oracle.CompRulesVersion) string {
	return fmt.Sprintf("Comprehensive Rules effective %s (%s)", v.Effective, v.ID)
}

// printRule writes a rule: its number, text and examples, indented.
func printRule(w io.Writer, st Style, r oracle.CompRule) {
	lines := strings.Split(r.Text, "\n")
	fmt.Fprintf(w, "%s %s\n", st.Bold(r.Number), lines[0])
	for _, l := range lines[1:] {
		fmt.Fprintln(w, "    "+l)
	}
	for _, e := range r.Examples {
		for _, l := range strings.Split(e, "\n") {
			fmt.Fprintln(w, "    "+st.Dim(l))
		}
	}
}

// RuleLookup writes what a rule reference found in a version.
func RuleLookup(w io.Writer, st Style, l *oracle.RuleLookup) {
	if l.Section != nil {
		fmt.Fprintln(w, st.Bold(fmt.Sprintf("%d. %s", l.Section.Number, l.Section.Title)))
		fmt.Fprintln(w)
	}
	for _, r := range l.Rules {
		printRule(w, st, r.CompRule)
	}
	if len(l.Glossary) > 0 {
		if len(l.Rules) > 0 {
			fmt.Fprintln(w)
		}
		for _, g := range l.Glossary {
			fmt.Fprintln(w, st.Bold(g.Term)+" (glossary)")
			fmt.Fprintln(w, g.Text)
		}
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, st.Dim("In force: "+describeVersion(l.Version)))
}

// RuleHistory writes the history of each rule: every version in which it
// was added, changed, renumbered or removed, each change of text as a word
// diff against the version before.
func RuleHistory(w io.Writer, st Style, hs []diff.RuleHistoryDiff) error {
	marks := diffMarks(st)
	for i, h := range hs {
		if i > 0 {
			fmt.Fprintln(w)
		}
		fmt.Fprintln(w, st.Bold("rule "+h.Number))
		for _, e := range h.Events {
			what := e.Kind
			switch {
			case e.Kind == oracle.RuleRemoved:
				what = "removed (was " + e.Before + ")"
			case e.Before != "":
				what += " (renumbered from " + e.Before + ")"
			}
			if e.How == oracle.MatchSimilar {
				what += fmt.Sprintf(" [matched by similarity %.2f]", e.Score)
			}
			fmt.Fprintf(w, "%s  %s  %s\n", e.Version.Effective, st.Bold(e.Number), what)
			switch {
			case e.Diff != nil:
				var b strings.Builder
				if err := diff.WriteInline(&b, e.Diff, marks, false); err != nil {
					return err
				}
				fmt.Fprintln(w, indent(b.String()))
				fmt.Fprintln(w, "    "+st.Dim(changeSummary(e.Diff)))
			case e.Kind == oracle.RuleAdded:
				fmt.Fprintln(w, indent(e.Text))
			}
		}
	}
	return nil
}

func indent(s string) string {
	return "    " + strings.ReplaceAll(strings.TrimRight(s, "\n"), "\n", "\n    ")
}

// RulesDiffFormats are the formats a diff of two versions is written in.
var RulesDiffFormats = []string{"text", "color", "json", "html"}

// RulesDiffSummary is the counts line of a diff of two versions.
func RulesDiffSummary(d *oracle.RulesDiff) string {
	unchanged := fmt.Sprint(d.Unchanged)
	if d.QuotesOnly > 0 {
		unchanged += fmt.Sprintf(" (%d differing only in quotation marks)", d.QuotesOnly)
	}
	return fmt.Sprintf("%s unchanged, %d changed, %d moved, %d added, %d removed (%d splits, %d merges); glossary: %d added, %d changed, %d removed",
		unchanged, len(d.Changed), len(d.Moved), len(d.Added), len(d.Removed), len(d.Splits), len(d.Merges),
		len(d.GlossaryAdded), len(d.GlossaryChanged), len(d.GlossaryRemoved))
}

// RulesDiff writes a diff of two versions of the rules in one of
// RulesDiffFormats.
func RulesDiff(w io.Writer, format string, d *diff.RulesDiff) error {
	switch format {
	case "json":
		return JSON(w, d)
	case "html":
		title := fmt.Sprintf("Comprehensive Rules: %s to %s", d.From.Effective, d.To.Effective)
		return HTMLPage(w, title, func(b *strings.Builder) error { return writeRulesDiffHTML(b, d) })
	}
	st := formatStyle(format)
	marks := diffMarks(st)
	fmt.Fprintln(w, st.Bold("from: "+describeVersion(d.From)))
	fmt.Fprintln(w, st.Bold("to:   "+describeVersion(d.To)))
	fmt.Fprintln(w, RulesDiffSummary(d.RulesDiff))
	pairs := func(title string, ps []diff.RulePairDiff) error {
		if len(ps) == 0 {
			return nil
		}
		fmt.Fprintf(w, "\n%s\n", st.Bold(title))
		for _, p := range ps {
			head := p.To.Number
			if p.From.Number != p.To.Number {
				head = p.From.Number + " -> " + p.To.Number
			}
			fmt.Fprintln(w, st.Bold(head))
			if p.Diff == nil {
				continue
			}
			var b strings.Builder
			if err := diff.WriteInline(&b, p.Diff, marks, false); err != nil {
				return err
			}
			fmt.Fprintln(w, indent(b.String()))
		}
		return nil
	}
	rules := func(title string, rs []oracle.CompRuleState) {
		if len(rs) == 0 {
			return
		}
		fmt.Fprintf(w, "\n%s\n", st.Bold(title))
		for _, r := range rs {
			printRule(w, st, r.CompRule)
		}
	}
	if err := pairs("Changed", d.Changed); err != nil {
		return err
	}
	if err := pairs("Moved", d.Moved); err != nil {
		return err
	}
	rules("Added", d.Added)
	rules("Removed", d.Removed)
	related := func(title, verb string, ps []oracle.RulePair) {
		if len(ps) == 0 {
			return
		}
		fmt.Fprintf(w, "\n%s\n", st.Bold(title))
		for _, p := range ps {
			fmt.Fprintf(w, "%s %s %s (similarity %.2f)\n", p.From.Number, verb, p.To.Number, p.Score)
		}
	}
	related("Splits (an added rule much like a rule kept)", "split into", d.Splits)
	related("Merges (a removed rule much like a rule kept)", "merged into", d.Merges)
	terms := func(title string, ts []string) {
		if len(ts) > 0 {
			fmt.Fprintf(w, "\n%s\n%s\n", st.Bold(title), strings.Join(ts, ", "))
		}
	}
	terms("Glossary added", d.GlossaryAdded)
	terms("Glossary changed", d.GlossaryChanged)
	terms("Glossary removed", d.GlossaryRemoved)
	return nil
}

func writeRulesDiffHTML(b *strings.Builder, d *diff.RulesDiff) error {
	fmt.Fprintf(b, "<p class=\"meta\">from %s<br>to %s<br>%s</p>\n", html.EscapeString(describeVersion(d.From)),
		html.EscapeString(describeVersion(d.To)), html.EscapeString(RulesDiffSummary(d.RulesDiff)))
	pairs := func(title string, ps []diff.RulePairDiff) error {
		if len(ps) == 0 {
			return nil
		}
		fmt.Fprintf(b, "<h2>%s</h2>\n", title)
		for _, p := range ps {
			head := p.To.Number
			if p.From.Number != p.To.Number {
				head = p.From.Number + " → " + p.To.Number
			}
			fmt.Fprintf(b, "<h3 id=\"r%s\">%s</h3>\n<div class=\"wording\">", html.EscapeString(p.To.Number), html.EscapeString(head))
			if p.Diff != nil {
				if err := diff.WriteHTML(b, p.Diff, false); err != nil {
					return err
				}
			} else {
				b.WriteString(html.EscapeString(p.To.Body()))
			}
			b.WriteString("</div>\n")
		}
		return nil
	}
	rules := func(title, tag string, rs []oracle.CompRuleState) {
		if len(rs) == 0 {
			return
		}
		fmt.Fprintf(b, "<h2>%s</h2>\n", title)
		for _, r := range rs {
			fmt.Fprintf(b, "<h3>%s</h3>\n<div class=\"wording\"><%s>%s</%s></div>\n", html.EscapeString(r.Number), tag, html.EscapeString(r.Body()), tag)
		}
	}
	if err := pairs("Changed", d.Changed); err != nil {
		return err
	}
	if err := pairs("Moved", d.Moved); err != nil {
		return err
	}
	rules("Added", "ins", d.Added)
	rules("Removed", "del", d.Removed)
	return nil
}

// RulesChanges writes, for each version, its counts against the version
// before and the rules it added, changed, moved and removed.
func RulesChanges(w io.Writer, st Style, ds []*oracle.RulesDiff) {
	for i, d := range ds {
		if i > 0 {
			fmt.Fprintln(w)
		}
		fmt.Fprintln(w, st.Bold(fmt.Sprintf("%s (since %s)", describeVersion(d.To), d.From.Effective)))
		fmt.Fprintln(w, RulesDiffSummary(d))
		list := func(what string, numbers []string) {
			if len(numbers) > 0 {
				fmt.Fprintf(w, "  %s: %s\n", what, strings.Join(numbers, " "))
			}
		}
		var changed, moved, added, removed []string
		for _, p := range d.Changed {
			changed = append(changed, p.To.Number)
		}
		for _, p := range d.Moved {
			moved = append(moved, p.From.Number+"->"+p.To.Number)
		}
		for _, r := range d.Added {
			added = append(added, r.Number)
		}
		for _, r := range d.Removed {
			removed = append(removed, r.Number)
		}
		list("changed", changed)
		list("moved", moved)
		list("added", added)
		list("removed", removed)
	}
}

// CardRules are the rules a card's wording cites, as in force in Version
// (nil, with Note saying why, when none is).
type CardRules struct {
	Version *oracle.CompRulesVersion `json:"version"`
	Note    string                   `json:"note,omitempty"`
	Cited   []oracle.CitedRule       `json:"cited"`
}

// CardRulesText writes the rules a card cites, each under what cites it.
func CardRulesText(w io.Writer, st Style, c *CardRules) {
	if c.Version == nil {
		fmt.Fprintln(w, st.Dim("Rules: "+c.Note))
		return
	}
	if len(c.Cited) == 0 {
		fmt.Fprintln(w, st.Dim("Rules: the wording cites no keyword ability or kind of ability"))
		return
	}
	fmt.Fprintln(w, st.Bold("Rules in force: "+describeVersion(*c.Version)))
	if c.Note != "" {
		fmt.Fprintln(w, st.Dim(c.Note))
	}
	for _, r := range c.Cited {
		what := r.For
		if !r.Keyword {
			what += " ability"
		}
		if len(r.Rules) == 0 {
			fmt.Fprintf(w, "%s: rule %s is not in this version\n", what, r.Cited)
			continue
		}
		fmt.Fprintf(w, "%s (rule %s):\n", what, r.Rules[0].Number)
		for _, rule := range r.Rules {
			printRule(w, st, rule.CompRule)
		}
	}
}
