package render

import (
	"fmt"
	"io"
	"strings"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/diff"
)

// History writes a card's history, each change of wording with its diff
// against the wording before.
func History(w io.Writer, st Style, h *oracle.HistoryView, events []diff.HistoryEvent) {
	MatchNote(w, st, h.Query, h.Match, h.Name)
	fmt.Fprintln(w, st.Bold(h.Name))
	for _, e := range events {
		date := e.Date.String()
		if e.Date.IsZero() {
			date = "undated"
		}
		fmt.Fprintf(w, "\n%-10s  %-8s  %s\n", date, e.Kind, eventHeading(e.Event))
		if e.Face != "" {
			fmt.Fprintln(w, st.Dim("    face: "+e.Face))
		}
		switch {
		case e.Text == nil:
			fmt.Fprintln(w, st.Dim("    wording not given"))
		case e.Kind == oracle.EventPrinting && e.Problem != "":
			// the problem line below says why no text is shown
		case e.Kind == oracle.EventPrinting && e.PrintedAgain():
			if *e.Text != "" && oracle.NormalizeNotation(*e.Text) != e.Wording {
				fmt.Fprintln(w, Indent(*e.Text, "    printed: "))
			}
		case *e.Text == "" && e.Wording == "":
			// a card without rules text (a vanilla creature): said once,
			// at its first printing
			if e.Kind == oracle.EventPrinting && !e.Reprint {
				fmt.Fprintln(w, st.Dim("    (no rules text)"))
			}
		case e.Kind == oracle.EventSnapshot && e.Wording != "":
			// a snapshot's wording in the one notation of every answer
			// (its own is in the JSON's text)
			fmt.Fprintln(w, Indent(e.Wording, "    "))
		default:
			fmt.Fprintln(w, Indent(*e.Text, "    "))
		}
		if e.Kind == oracle.EventErrata && e.Text != nil && e.Wording != oracle.NormalizeNotation(*e.Text) {
			fmt.Fprintln(w, st.Dim("    wording in force after it:"))
			fmt.Fprintln(w, Indent(e.Wording, "    "))
		}
		if e.Diff != nil {
			fmt.Fprintln(w, st.Dim("    against the wording before: "+changeSummary(e.Diff)))
			var b strings.Builder
			diff.WriteInline(&b, e.Diff, diffMarks(st), false)
			fmt.Fprint(w, Indent(b.String(), "    "))
		}
		if e.Note != "" {
			fmt.Fprintln(w, st.Dim(Indent(e.Note, "    note: ")))
		}
		if e.Problem != "" {
			fmt.Fprintln(w, st.Red("    problem: "+e.Problem))
		}
	}
	if len(h.FieldChanges) > 0 {
		fmt.Fprintln(w, "\n"+st.Bold("Field changes"))
	}
	for _, c := range h.FieldChanges {
		fmt.Fprintln(w, "  "+FieldChangeLine(h, c))
	}
}

// FieldChangeLine describes a change of one of a card's fields: what it
// was and became, and when.
func FieldChangeLine(h *oracle.HistoryView, c oracle.FieldChange) string {
	label := oracle.FieldLabel(c.Field)
	if c.Face > 0 && h.Timeline != nil && c.Face <= len(h.Timeline.Faces) {
		label = h.Timeline.Faces[c.Face-1].Name + ": " + label
	}
	when := fmt.Sprintf("on %s (%s)", c.Date, DescribeSource(&c.Source))
	if c.After != nil {
		when = fmt.Sprintf("between %s and %s (%s)", c.After, c.Date, DescribeSource(&c.Source))
	}
	if format := oracle.LegalityFormat(c.Field); format != "" {
		return fmt.Sprintf("%s in %s %s (was %s)", strings.ReplaceAll(c.To, "_", " "), format, when, strings.ReplaceAll(c.From, "_", " "))
	}
	return fmt.Sprintf("%s: %q became %q %s", label, c.From, c.To, when)
}

// eventHeading is the one-line description of an event after its date and kind.
func eventHeading(e oracle.Event) string {
	src := DescribeSource(&e.Source)
	switch e.Kind {
	case oracle.EventPrinting:
		what := "first printing"
		switch {
		case e.Problem != "":
			what = "printing"
		case e.Reprint:
			what = "reprint"
		case e.AnotherVersion:
			what = "another version of the first printing"
		case e.EarlierUnknown:
			what = "first printing known (a reprint: the earlier ones are not in the data)"
		}
		num := ""
		if e.Number != "" {
			num = " #" + e.Number
		}
		return fmt.Sprintf("%s: %s (%s%s)", what, e.SetName, e.Set, num)
	case oracle.EventErrata:
		if e.ErratumKind == oracle.ErratumNone {
			return "erratum listed without its wording, " + src
		}
		return fmt.Sprintf("%s erratum, %s", e.ErratumKind, src)
	case oracle.EventSnapshot:
		switch {
		case e.ChangedAfter != nil && e.Change != oracle.ChangeWording:
			return fmt.Sprintf("%s: %s changed between %s and %s (not errata)%s", src, e.Change, e.ChangedAfter, e.Date, printedNewer(&e))
		case e.ChangedAfter != nil:
			return fmt.Sprintf("%s: wording changed between %s and %s%s", src, e.ChangedAfter, e.Date, printedNewer(&e))
		case e.Changed:
			return src
		}
		return src + ": unchanged"
	}
	return src // a ruling: its text follows
}

// printedNewer is what a reprint inside a snapshot's window says of when
// the wording changed: "; printed with the newer wording in 5ED, 1997-03-24".
func printedNewer(e *oracle.Event) string {
	if e.PrintedNewer == nil {
		return ""
	}
	return "; printed with the newer wording in " + e.PrintedNewer.String()
}
