package render

import (
	"fmt"
	"html"
	"io"
	"slices"
	"strings"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/diff"
)

// DiffFormats are the formats a card's diff is written in.
var DiffFormats = []string{"text", "color", "json", "html"}

// CardDiff writes the diff of two wordings of the card t in one of
// DiffFormats; ignoreTemplating hides templating changes.
func CardDiff(w io.Writer, format string, t *oracle.CardTimeline, cd *diff.CardDiff, ignoreTemplating bool) error {
	switch format {
	case "json":
		if ignoreTemplating {
			shown := *cd
			d := cd.Diff
			shown.Diff = &diff.Diff{Old: d.Old, New: d.New, Ops: visibleOps(d, true)}
			cd = &shown
		}
		return JSON(w, cd)
	case "html":
		return HTMLPage(w, "Wording diff: "+t.Name, func(b *strings.Builder) error {
			writeDiffHTML(b, cd, ignoreTemplating)
			return nil
		})
	}
	st := formatStyle(format)
	MatchNote(w, st, t.Query, t.Match, t.Name)
	fmt.Fprintln(w, st.Bold(t.Name))
	fmt.Fprintln(w, st.Dim("from: "+describeWording(cd.From)))
	fmt.Fprintln(w, st.Dim("to:   "+describeWording(cd.To)))
	fmt.Fprintln(w)
	if err := diff.WriteInline(w, cd.Diff, diffMarks(st), ignoreTemplating); err != nil {
		return err
	}
	fmt.Fprintln(w)
	printChanges(w, st, cd.Diff, ignoreTemplating, "")
	if len(cd.Fields) > 0 {
		fmt.Fprintln(w, st.Dim("other fields between the two dates:"))
	}
	for _, f := range cd.Fields {
		label := oracle.FieldLabel(f.Field)
		if f.Face > 0 {
			label = fmt.Sprintf("face %d %s", f.Face, label)
		}
		fmt.Fprintf(w, "  %s: %s → %s\n", label, st.Red(fmt.Sprintf("%q", f.From)), st.Green(fmt.Sprintf("%q", f.To)))
	}
	return nil
}

// diffMarks marks changes in red and green with colour, else with
// [-removed-]{+added+}.
func diffMarks(st Style) diff.Marks {
	if !st.On {
		return diff.TextMarks
	}
	return diff.Marks{Del: st.Red, Ins: st.Green}
}

// visibleOps are the operations shown: all, or without templating changes.
func visibleOps(d *diff.Diff, ignoreTemplating bool) []diff.Op {
	ops := []diff.Op{}
	for _, op := range d.Ops {
		if !diff.Hidden(op, ignoreTemplating) {
			ops = append(ops, op)
		}
	}
	return ops
}

// describeWording says where a selected wording comes from.
func describeWording(r diff.WordingRef) string {
	var what string
	switch r.Kind {
	case oracle.EventPrinting:
		num := ""
		if r.Number != "" {
			num = " #" + r.Number
		}
		what = fmt.Sprintf("printed in %s (%s%s), %s", r.Source.Title, r.Set, num, r.Date)
	case oracle.EventErrata:
		what = fmt.Sprintf("erratum in %s, %s", DescribeSource(r.Source), r.Date)
	default:
		what = fmt.Sprintf("%s %s, %s", r.Kind, DescribeSource(r.Source), r.Date)
	}
	s := r.Selector + ": " + what
	for _, n := range r.Notes {
		s += "\n      note: " + n
	}
	return s
}

// changeSummary is "N changes: F functional, T templating; W words".
func changeSummary(d *diff.Diff) string {
	var n, functional, templating int
	for _, op := range d.Ops {
		switch {
		case op.Kind == diff.Equal:
			continue
		case op.Class == diff.Functional:
			functional++
		default:
			templating++
		}
		n++
	}
	return fmt.Sprintf("%s: %d functional, %d templating; %d words", Plural(n, "change"),
		functional, templating, d.Size())
}

// printChanges lists each change shown with its position, class and the
// rewrites that explain it.
func printChanges(w io.Writer, st Style, d *diff.Diff, ignoreTemplating bool, prefix string) {
	fmt.Fprintln(w, prefix+changeSummary(d))
	marks := diffMarks(st)
	for _, op := range d.Ops {
		if op.Kind == diff.Equal || diff.Hidden(op, ignoreTemplating) {
			continue
		}
		class := string(op.Class)
		if len(op.Rewrites) > 0 {
			class += " (" + strings.Join(op.Rewrites, ", ") + ")"
		}
		var change string
		if op.Old != "" {
			change += marks.Del(oneLine(op.Old))
		}
		if op.New != "" {
			change += marks.Ins(oneLine(op.New))
		}
		at := changeAt(op)
		fmt.Fprintf(w, "%s  %d:%d  %s  %s\n", prefix, at.Line, at.Col, class, change)
	}
	// What the parsed abilities show differs, for a functional diff.
	for _, x := range slices.Concat(d.Differences, d.Signals) {
		fmt.Fprintf(w, "%s  functional: %s\n", prefix, x)
	}
}

// changeAt is where a change starts, for people: in the old wording, or
// for an addition in the new one. A whole ability removed or added starts
// at the line break before it, shown as the start of the ability's line.
func changeAt(op diff.Op) diff.Pos {
	at := op.OldAt
	if op.Kind == diff.Insert {
		at = op.NewAt
	}
	if strings.HasPrefix(op.Old+op.New, "\n") {
		at.Line, at.Col = at.Line+1, 1
	}
	return at
}

// oneLine shows line breaks as ⏎ so a change fits one line.
func oneLine(s string) string { return strings.ReplaceAll(s, "\n", "⏎") }

// HTMLPage writes a standalone HTML page around a body.
func HTMLPage(w io.Writer, title string, body func(*strings.Builder) error) error {
	var b strings.Builder
	b.WriteString(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>` + html.EscapeString(title) + `</title>
<style>
body { font-family: sans-serif; max-width: 60em; margin: 2em auto; line-height: 1.5; }
.wording { white-space: pre-wrap; border-left: 3px solid #ccc; padding-left: 1em; }
del { background: #fdd; color: #900; }
ins { background: #dfd; color: #060; text-decoration: none; }
del.templating, ins.templating { background: #eee; color: #555; }
table { border-collapse: collapse; }
td, th { border-bottom: 1px solid #ddd; padding: 0.2em 0.6em; text-align: left; vertical-align: top; }
.meta { color: #555; }
</style>
</head>
<body>
<h1>` + html.EscapeString(title) + "</h1>\n")
	if err := body(&b); err != nil {
		return err
	}
	b.WriteString("</body>\n</html>\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// writeDiffHTML writes one card's diff: where each wording comes from, the
// marked wording and the list of changes.
func writeDiffHTML(b *strings.Builder, cd *diff.CardDiff, ignoreTemplating bool) {
	fmt.Fprintf(b, "<p class=\"meta\">from %s<br>to %s</p>\n", html.EscapeString(describeWording(cd.From)),
		html.EscapeString(describeWording(cd.To)))
	b.WriteString(`<div class="wording">`)
	diff.WriteHTML(b, cd.Diff, ignoreTemplating)
	b.WriteString("</div>\n<p>" + html.EscapeString(changeSummary(cd.Diff)) + "</p>\n")
	b.WriteString("<table>\n<tr><th>at</th><th>class</th><th>removed</th><th>added</th></tr>\n")
	for _, op := range cd.Diff.Ops {
		if op.Kind == diff.Equal || diff.Hidden(op, ignoreTemplating) {
			continue
		}
		class := string(op.Class)
		if len(op.Rewrites) > 0 {
			class += " (" + strings.Join(op.Rewrites, ", ") + ")"
		}
		fmt.Fprintf(b, "<tr><td>%d:%d</td><td>%s</td><td><del class=\"%s\">%s</del></td><td><ins class=\"%s\">%s</ins></td></tr>\n",
			changeAt(op).Line, changeAt(op).Col, html.EscapeString(class), op.Class, html.EscapeString(op.Old),
			op.Class, html.EscapeString(op.New))
	}
	b.WriteString("</table>\n")
}
