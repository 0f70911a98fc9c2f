package render

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"io"
	"runtime"
	"strconv"
	"strings"
	"sync"

	"github.com/mtgoracle/oracle/oracle/diff"
)

// AuditFormats are the formats an audit is written in.
var AuditFormats = []string{"text", "color", "json", "csv", "html"}

// AuditShowsDiffs reports whether an audit written in format shows each
// change's diff, which the audit then has to keep.
func AuditShowsDiffs(format string) bool { return format != "json" && format != "csv" }

// Audit writes an audit in one of AuditFormats.
func Audit(w io.Writer, format string, a *diff.Audit) error {
	switch format {
	case "json":
		return writeAuditJSON(w, a)
	case "csv":
		return writeAuditCSV(w, a)
	case "html":
		return HTMLPage(w, "Wording changes", func(b *strings.Builder) error {
			writeAuditHTML(b, a)
			return nil
		})
	}
	printAudit(w, formatStyle(format), a)
	return nil
}

// writeAuditJSON writes the audit as JSON does, with its changes, which
// are most of the work, encoded on every processor.
func writeAuditJSON(w io.Writer, a *diff.Audit) error {
	summary := *a
	summary.Changes = []diff.Change{}
	var buf bytes.Buffer
	if err := JSON(&buf, &summary); err != nil {
		return err
	}
	const empty = "{\n  \"changes\": []"
	if !bytes.HasPrefix(buf.Bytes(), []byte(empty)) {
		return fmt.Errorf("audit: unexpected JSON layout")
	}
	parts := make([]bytes.Buffer, min(runtime.GOMAXPROCS(0), max(len(a.Changes), 1)))
	size := (len(a.Changes) + len(parts) - 1) / len(parts)
	var wg sync.WaitGroup
	errs := make([]error, len(parts))
	for i := range parts {
		chunk := a.Changes[min(i*size, len(a.Changes)):min((i+1)*size, len(a.Changes))]
		wg.Go(func() {
			// Elements of the top level's "changes" array, two levels in.
			enc := json.NewEncoder(&parts[i])
			enc.SetIndent("    ", "  ")
			enc.SetEscapeHTML(false)
			for k := range chunk {
				parts[i].WriteString(",\n    ")
				if errs[i] = enc.Encode(&chunk[k]); errs[i] != nil {
					return
				}
				parts[i].Truncate(parts[i].Len() - 1) // Encode's newline
			}
		})
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return err
	}
	out := bufio.NewWriter(w)
	out.WriteString(empty[:len(empty)-1])
	for i := range parts {
		b := parts[i].Bytes()
		if i == 0 && len(b) > 0 {
			b = b[1:] // the first element's comma
		}
		out.Write(b)
	}
	if len(a.Changes) > 0 {
		out.WriteString("\n  ")
	}
	out.WriteString("]")
	out.Write(buf.Bytes()[len(empty):])
	return out.Flush()
}

// changeWhen is a change's date, or the window a snapshot saw it in.
func changeWhen(c *diff.Change) string {
	if c.After != nil && c.PrintedNewer != nil {
		// a reprint narrows the window; the snapshot still saw it
		return fmt.Sprintf("between %s and %s (printed with the newer wording in %s; seen %s)",
			c.After, c.PrintedNewer.Date, c.PrintedNewer, c.Date)
	}
	if c.After != nil {
		return fmt.Sprintf("between %s and %s", c.After, c.Date)
	}
	return c.Date.String()
}

func changeCard(c *diff.Change) string {
	if c.Face != "" {
		return c.Card + " (" + c.Face + ")"
	}
	return c.Card
}

func printAudit(w io.Writer, st Style, a *diff.Audit) {
	for i := range a.Changes {
		c := &a.Changes[i]
		fmt.Fprintf(w, "%s  %s  %s\n", changeWhen(c), st.Bold(changeCard(c)),
			st.Dim(fmt.Sprintf("(%s %s, %s, %s)", c.Kind, c.Source.ID, c.Class, Plural(c.Size, "word"))))
		var b strings.Builder
		diff.WriteInline(&b, c.Diff, diffMarks(st), false)
		fmt.Fprint(w, Indent(b.String(), "    "))
	}
	if len(a.Changes) > 0 {
		fmt.Fprintln(w)
	}
	fmt.Fprintln(w, st.Bold("By source"))
	for _, s := range a.BySource {
		fmt.Fprintf(w, "  %-40s  %s\n", s.Source.ID, tallyLine(s.Tally))
	}
	fmt.Fprintln(w, st.Bold("By class"))
	for _, c := range a.ByClass {
		fmt.Fprintf(w, "  %-40s  %s, %s\n", c.Class, Plural(c.Changes, "change"), Plural(c.Words, "word"))
	}
	fmt.Fprintf(w, "Total: %s\n", tallyLine(a.Total))
}

func tallyLine(t diff.Tally) string {
	return fmt.Sprintf("%s (%d functional, %d templating), %s", Plural(t.Changes, "change"), t.Functional,
		t.Templating, Plural(t.Words, "word"))
}

// AuditCSVHeader names the columns of an audit in csv.
var AuditCSVHeader = []string{"card", "face", "date", "changed_after", "kind", "source", "size", "class", "from", "to",
	"printed_newer_set", "printed_newer_date"}

func writeAuditCSV(w io.Writer, a *diff.Audit) error {
	cw := csv.NewWriter(w)
	if err := cw.Write(AuditCSVHeader); err != nil {
		return err
	}
	for _, c := range a.Changes {
		after := ""
		if c.After != nil {
			after = c.After.String()
		}
		printedSet, printedDate := "", ""
		if c.PrintedNewer != nil {
			printedSet, printedDate = c.PrintedNewer.Set, c.PrintedNewer.Date.String()
		}
		if err := cw.Write([]string{c.Card, c.Face, c.Date.String(), after, string(c.Kind), c.Source.ID,
			strconv.Itoa(c.Size), string(c.Class), c.From, c.To, printedSet, printedDate}); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

func writeAuditHTML(b *strings.Builder, a *diff.Audit) {
	b.WriteString("<table>\n<tr><th>when</th><th>card</th><th>source</th><th>words</th><th>class</th><th>change</th></tr>\n")
	for i := range a.Changes {
		c := &a.Changes[i]
		fmt.Fprintf(b, "<tr><td>%s</td><td>%s</td><td>%s</td><td>%d</td><td>%s</td><td class=\"wording\">",
			html.EscapeString(changeWhen(c)), html.EscapeString(changeCard(c)), html.EscapeString(c.Source.ID),
			c.Size, c.Class)
		diff.WriteHTML(b, c.Diff, false)
		b.WriteString("</td></tr>\n")
	}
	b.WriteString("</table>\n<h2>By source</h2>\n<table>\n<tr><th>source</th><th>changes</th><th>functional</th><th>templating</th><th>words</th></tr>\n")
	for _, s := range a.BySource {
		fmt.Fprintf(b, "<tr><td>%s</td><td>%d</td><td>%d</td><td>%d</td><td>%d</td></tr>\n",
			html.EscapeString(DescribeSource(&s.Source)), s.Changes, s.Functional, s.Templating, s.Words)
	}
	b.WriteString("</table>\n<h2>By class</h2>\n<table>\n<tr><th>class</th><th>changes</th><th>words</th></tr>\n")
	for _, c := range a.ByClass {
		fmt.Fprintf(b, "<tr><td>%s</td><td>%d</td><td>%d</td></tr>\n", c.Class, c.Changes, c.Words)
	}
	fmt.Fprintf(b, "</table>\n<p>Total: %s</p>\n", html.EscapeString(tallyLine(a.Total)))
}
