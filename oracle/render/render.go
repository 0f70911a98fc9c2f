// Package render writes what the oracle command shows: cards, histories,
// errata, rulings, sources, searches, check reports and parses as text,
// and audits and card diffs in the format asked for (text, color, JSON,
// CSV, HTML). It reads views and diffs, never the store.
package render

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/mtgoracle/oracle/oracle"
)

// Style colours text when On: the caller decides whether the output is a
// terminal and colour is allowed.
type Style struct{ On bool }

func (s Style) wrap(code, text string) string {
	if !s.On || text == "" {
		return text
	}
	return "\x1b[" + code + "m" + text + "\x1b[0m"
}

// Bold, Dim, Green and Red are text in that style, or the text itself
// without colour.
func (s Style) Bold(text string) string  { return s.wrap("1", text) }
func (s Style) Dim(text string) string   { return s.wrap("2", text) }
func (s Style) Green(text string) string { return s.wrap("32", text) }
func (s Style) Red(text string) string   { return s.wrap("31", text) }

// formatStyle is the style of a --format: colour for "color".
func formatStyle(format string) Style { return Style{On: format == "color"} }

// Indent prefixes every non-empty line of text.
func Indent(text, prefix string) string {
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		if l != "" {
			lines[i] = prefix + l
		}
	}
	return strings.Join(lines, "\n")
}

// Plural writes a count with its noun: "1 problem", "2 problems",
// "2 errata".
func Plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	if noun == "erratum" {
		return fmt.Sprintf("%d errata", n)
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// DescribeSource names a source for people: its title and id.
func DescribeSource(ref *oracle.SourceRef) string {
	if ref == nil {
		return "no source"
	}
	if ref.Title == "" || ref.Title == ref.ID {
		return ref.ID
	}
	return fmt.Sprintf("%s (%s)", ref.Title, ref.ID)
}

// MatchNote tells the user when a name was matched loosely.
func MatchNote(w io.Writer, st Style, query string, match oracle.MatchKind, name string) {
	switch match {
	case oracle.MatchFuzzy, oracle.MatchPrefix:
		fmt.Fprintln(w, st.Dim(fmt.Sprintf("(no card named %q; showing %s)", query, name)))
	case oracle.MatchFace:
		fmt.Fprintln(w, st.Dim(fmt.Sprintf("(%q is a face of %s)", query, name)))
	case oracle.MatchFormer:
		fmt.Fprintln(w, st.Dim(fmt.Sprintf("(%q is a former name of %s)", query, name)))
	}
}

// JSON writes v as indented JSON, with no HTML escaping.
func JSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}
