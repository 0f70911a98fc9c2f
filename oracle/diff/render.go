package diff

import (
	"html"
	"io"
	"strings"
)

// Marks wrap removed and added text when a diff is written inline.
type Marks struct {
	Del, Ins func(string) string
}

// TextMarks are the plain-text markers: [-removed-]{+added+}.
var TextMarks = Marks{
	Del: func(s string) string { return "[-" + s + "-]" },
	Ins: func(s string) string { return "{+" + s + "+}" },
}

// Hidden reports whether op is a change that ignoring templating hides.
func Hidden(op Op, ignoreTemplating bool) bool {
	return ignoreTemplating && op.Kind != Equal && op.Class == Templating
}

// WriteInline writes the diff as the new wording with its changes marked;
// a hidden templating change shows as its new text. Marks never span a
// line break, so each ability reads on its own line.
func WriteInline(w io.Writer, d *Diff, m Marks, ignoreTemplating bool) error {
	var b strings.Builder
	for _, op := range d.Ops {
		if op.Kind == Equal || Hidden(op, ignoreTemplating) {
			b.WriteString(op.New)
			continue
		}
		b.WriteString(markLines(op.Old, m.Del))
		b.WriteString(markLines(op.New, m.Ins))
	}
	if !strings.HasSuffix(b.String(), "\n") {
		b.WriteString("\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// markLines wraps each non-empty line of s, leaving its line breaks outside.
func markLines(s string, mark func(string) string) string {
	if s == "" {
		return ""
	}
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		if l != "" {
			lines[i] = mark(l)
		}
	}
	return strings.Join(lines, "\n")
}

// htmlMark marks a change as <del> or <ins>, escaped, with the change's
// class as the element's class.
func htmlMark(tag string, op Op, escape func(string) string) func(string) string {
	title := string(op.Class)
	if len(op.Rewrites) > 0 {
		title += ": " + strings.Join(op.Rewrites, ", ")
	}
	return func(s string) string {
		return "<" + tag + ` class="` + string(op.Class) + `" title="` + html.EscapeString(title) + `">` +
			escape(s) + "</" + tag + ">"
	}
}

// WriteHTML writes the diff as an HTML fragment: the new wording, escaped,
// with <del> and <ins> around changes. Line breaks are kept for a
// white-space: pre-wrap block.
func WriteHTML(w io.Writer, d *Diff, ignoreTemplating bool) error {
	return WriteHTMLWith(w, d, ignoreTemplating, html.EscapeString)
}

// WriteHTMLWith is WriteHTML with the wordings' text made HTML by escape,
// which must escape what it does not mark up (the web pages draw mana
// symbols with it).
func WriteHTMLWith(w io.Writer, d *Diff, ignoreTemplating bool, escape func(string) string) error {
	var b strings.Builder
	for _, op := range d.Ops {
		if op.Kind == Equal || Hidden(op, ignoreTemplating) {
			b.WriteString(escape(op.New))
			continue
		}
		b.WriteString(markLines(op.Old, htmlMark("del", op, escape)))
		// The removed and the added words are read apart: "ability
		// Activate only", not "abilityActivate only".
		if op.Old != "" && op.New != "" && !endsInSpace(op.Old) && !startsWithSpace(op.New) {
			b.WriteByte(' ')
		}
		b.WriteString(markLines(op.New, htmlMark("ins", op, escape)))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func endsInSpace(s string) bool { return s != "" && strings.ContainsAny(s[len(s)-1:], " \n\t") }

func startsWithSpace(s string) bool { return s != "" && strings.ContainsAny(s[:1], " \n\t") }
