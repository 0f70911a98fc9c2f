package main

import (
	"errors"
	"fmt"
	"html"
	"io"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"mtgoracle/oracle"
	"mtgoracle/oracle/diff"
)

type diffOptions struct {
	*globalOptions
	name, from, to   string
	format           string
	ignoreTemplating bool
	json             bool
}

// diffFormats are the output formats of oracle diff.
var diffFormats = []string{"text", "color", "json", "html"}

func newDiffCmd(g *globalOptions) *cobra.Command {
	opts := &diffOptions{globalOptions: g}
	cmd := &cobra.Command{
		Annotations: map[string]string{formatIsJSON: "yes"},
		Use:         "diff NAME",
		Short:       "Show word by word what changed between two wordings of a card",
		Long: `Compare two wordings of a card word by word, ability by ability, and classify
each change as templating (it disappears under the known rewrites, such as
"he or she" to "they" or "in play" to "on the battlefield") or functional.

--from and --to pick the wordings: "printed" (the first printing, as printed),
"printed:SET" (the text printed in set SET), a date (the wording in force
then), a source id (the wording that source gave or led to), or "current".
By default the printed wording is compared with the current one. Gatherer's
legacy symbol markup in printed text ("o4", "oc"+"T") is read as mana
symbols, so it never shows as a change.

Formats: text ([-removed-]{+added+}), color (the default on a terminal),
json (the operations with their positions) and html (a standalone page).`,
		Example: `  oracle diff Curfew
  oracle diff Curfew --from printed --to 1999 --format text
  oracle diff "Skyship Weatherlight" --ignore-templating
  oracle diff "Karn, Silver Golem" --from printed --to urza-rulings-1998-10-18 --json`,
		Args:              nameArgs(cobra.ExactArgs(1)),
		ValidArgsFunction: completeCardName(g),
		RunE: func(cmd *cobra.Command, a []string) error {
			opts.name = a[0]
			return runDiff(cmd, opts)
		},
	}
	cmd.Flags().StringVar(&opts.from, "from", "printed", "the old wording: printed, printed:SET, a DATE, a source id or current")
	cmd.Flags().StringVar(&opts.to, "to", "current", "the new wording: printed, printed:SET, a DATE, a source id or current")
	cmd.Flags().StringVar(&opts.format, "format", "", "output format: "+strings.Join(diffFormats, ", ")+" (default color on a terminal, else text)")
	cmd.Flags().BoolVar(&opts.ignoreTemplating, "ignore-templating", false, "hide templating changes")
	cmd.Flags().BoolVar(&opts.json, "json", false, "same as --format json")
	return cmd
}

// wordingRef describes a selected wording: where it comes from.
type wordingRef struct {
	Selector string            `json:"selector"`
	Kind     oracle.EventKind  `json:"kind"`
	Source   *oracle.SourceRef `json:"source"`
	Date     *oracle.Date      `json:"date"`
	Set      string            `json:"set,omitempty"`
	Number   string            `json:"number,omitempty"`
	Notes    []string          `json:"notes,omitempty"`
}

func newWordingRef(s *oracle.Selected) wordingRef {
	e := s.Event
	return wordingRef{Selector: s.Selector, Kind: e.Kind, Source: &e.Source, Date: &e.Date, Set: e.Set,
		Number: e.Number, Notes: s.Notes}
}

// cardDiff is the JSON form of oracle diff.
type cardDiff struct {
	Card  string     `json:"card"`
	From  wordingRef `json:"from"`
	To    wordingRef `json:"to"`
	Class diff.Class `json:"class,omitempty"`
	Size  int        `json:"size"`
	*diff.Diff
}

// outputFormat checks --format against formats; --json stands for json, and
// without either the format is color on a terminal, else text.
func outputFormat(w io.Writer, format string, asJSON bool, formats []string) (string, error) {
	switch {
	case asJSON && format != "" && format != "json":
		return "", usagef("--json conflicts with --format %s", format)
	case asJSON:
		return "json", nil
	case format == "":
		if newStyle(w).on && slices.Contains(formats, "color") {
			return "color", nil
		}
		return "text", nil
	case !slices.Contains(formats, format):
		return "", usagef("--format: unknown format %q (want %s)", format, strings.Join(formats, ", "))
	}
	return format, nil
}

func runDiff(cmd *cobra.Command, opts *diffOptions) error {
	ctx := cmd.Context()
	out := cmd.OutOrStdout()
	format, err := outputFormat(out, opts.format, opts.json, diffFormats)
	if err != nil {
		return err
	}
	for _, sel := range [][2]string{{"from", opts.from}, {"to", opts.to}} {
		if len(sel[1]) > maxSelector {
			return usagef("--%s: a selector of %d bytes: want printed, printed:SET, a date, a source id or current", sel[0], len(sel[1]))
		}
	}
	store, err := opts.openStore(ctx, cmd.ErrOrStderr())
	if err != nil {
		return err
	}
	defer store.Close()
	t, err := store.Timeline(ctx, opts.name)
	if err != nil {
		return err
	}
	from, err := selectWording(t, "from", opts.from)
	if err != nil && !cmd.Flags().Changed("from") {
		// A card known only from Oracle snapshots has no printing: by
		// default its first known wording stands for the printed one.
		if first := t.FirstWordingSource(); first != "" {
			from, err = selectWording(t, "from", first)
		}
	}
	if err != nil {
		return err
	}
	to, err := selectWording(t, "to", opts.to)
	if err != nil {
		return err
	}
	d := diff.Compare(from.Wording, to.Wording)
	diff.NewClassifier(diff.DefaultRewrites(), timelineNames(t)...).Classify(d)
	cd := cardDiff{Card: t.Name, From: newWordingRef(from), To: newWordingRef(to), Class: d.Class(), Size: d.Size(), Diff: d}
	switch format {
	case "json":
		if opts.ignoreTemplating {
			cd.Diff = &diff.Diff{Old: d.Old, New: d.New, Ops: visibleOps(d, true)}
		}
		return writeJSON(out, cd)
	case "html":
		return writeHTMLPage(out, "Wording diff: "+t.Name, func(b *strings.Builder) error {
			writeDiffHTML(b, &cd, opts.ignoreTemplating)
			return nil
		})
	}
	st := style{}
	if format == "color" {
		st = colorStyle()
	}
	matchNote(out, st, t.Query, t.Match, t.Name)
	fmt.Fprintln(out, st.bold(t.Name))
	fmt.Fprintln(out, st.dim("from: "+describeWording(cd.From)))
	fmt.Fprintln(out, st.dim("to:   "+describeWording(cd.To)))
	fmt.Fprintln(out)
	if err := diff.WriteInline(out, d, diffMarks(st), opts.ignoreTemplating); err != nil {
		return err
	}
	fmt.Fprintln(out)
	printChanges(out, st, d, opts.ignoreTemplating, "")
	return nil
}

// maxSelector bounds a --from or --to selector: a set code, date or
// source id is far shorter.
const maxSelector = 200

// selectWording resolves a --from or --to selector; one that names no
// wording of the card is a usage error.
func selectWording(t *oracle.CardTimeline, flag, selector string) (*oracle.Selected, error) {
	s, err := t.Select(selector)
	var se *oracle.SelectorError
	if errors.As(err, &se) {
		return nil, usagef("--%s: %v", flag, err)
	}
	return s, err
}

// timelineNames are the card's name and its faces' names, read as
// references to the card itself.
func timelineNames(t *oracle.CardTimeline) []string {
	names := []string{t.Name}
	for _, f := range t.Faces {
		if f.Name != t.Name {
			names = append(names, f.Name)
		}
	}
	return names
}

// colorStyle is the style of --format color: colour unless NO_COLOR is set.
func colorStyle() style { return style{on: colorAllowed()} }

// diffMarks marks changes in red and green with colour, else with
// [-removed-]{+added+}.
func diffMarks(st style) diff.Marks {
	if !st.on {
		return diff.TextMarks
	}
	return diff.Marks{Del: st.red, Ins: st.green}
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
func describeWording(r wordingRef) string {
	var what string
	switch r.Kind {
	case oracle.EventPrinting:
		num := ""
		if r.Number != "" {
			num = " #" + r.Number
		}
		what = fmt.Sprintf("printed in %s (%s%s), %s", r.Source.Title, r.Set, num, r.Date)
	case oracle.EventErrata:
		what = fmt.Sprintf("erratum in %s, %s", describeSource(r.Source), r.Date)
	default:
		what = fmt.Sprintf("%s %s, %s", r.Kind, describeSource(r.Source), r.Date)
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
	return fmt.Sprintf("%s: %d functional, %d templating; %d words", plural(n, "change"),
		functional, templating, d.Size())
}

// printChanges lists each change shown with its position, class and the
// rewrites that explain it.
func printChanges(w io.Writer, st style, d *diff.Diff, ignoreTemplating bool, prefix string) {
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

// writeHTMLPage writes a standalone HTML page around a body.
func writeHTMLPage(w io.Writer, title string, body func(*strings.Builder) error) error {
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
func writeDiffHTML(b *strings.Builder, cd *cardDiff, ignoreTemplating bool) {
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
