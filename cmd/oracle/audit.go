package main

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
	"runtime/debug"
	"strconv"
	"strings"
	"sync"

	"github.com/spf13/cobra"

	"mtgoracle/oracle"
	"mtgoracle/oracle/diff"
)

type auditOptions struct {
	*globalOptions
	since, until   string
	source         string
	functionalOnly bool
	format         string
	json           bool
}

// auditFormats are the output formats of oracle audit.
var auditFormats = []string{"text", "color", "json", "csv", "html"}

func newAuditCmd(g *globalOptions) *cobra.Command {
	opts := &auditOptions{globalOptions: g}
	cmd := &cobra.Command{
		Annotations: map[string]string{formatIsJSON: "yes"},
		Use:         "audit",
		Short:       "List every wording change in a date window, with its diff size and class",
		Long: `List every change of a card's wording in force, across all cards in the
database, oldest first: errata, new Oracle wordings seen by a snapshot (dated
"between" the snapshot before and this one), and printings that replaced a
wording. Each change has its card, date, source, diff size (words removed plus
words added) and class: templating when every change in it disappears under
the known rewrites, else functional. A summary per source and per class
follows.

A change is in the window when the whole period of its date is (for a
snapshot, the date it was seen). A change from a printing whose text the card
data does not give is left out.`,
		Example: `  oracle audit --since 1998 --until 2001
  oracle audit --source urza-rulings-1998-10-18 --format text
  oracle audit --functional-only --format csv > changes.csv`,
		Args: args(cobra.NoArgs),
		RunE: func(cmd *cobra.Command, _ []string) error { return runAudit(cmd, opts) },
	}
	cmd.Flags().StringVar(&opts.since, "since", "", "only changes dated on or after `DATE`")
	cmd.Flags().StringVar(&opts.until, "until", "", "only changes dated on or before `DATE`")
	cmd.Flags().StringVar(&opts.source, "source", "", "only changes from the source `ID`")
	cmd.Flags().BoolVar(&opts.functionalOnly, "functional-only", false, "only functional changes")
	cmd.Flags().StringVar(&opts.format, "format", "", "output format: "+strings.Join(auditFormats, ", ")+" (default color on a terminal, else text)")
	cmd.Flags().BoolVar(&opts.json, "json", false, "same as --format json")
	return cmd
}

func runAudit(cmd *cobra.Command, opts *auditOptions) error {
	ctx := cmd.Context()
	out := cmd.OutOrStdout()
	format, err := outputFormat(out, opts.format, opts.json, auditFormats)
	if err != nil {
		return err
	}
	f := diff.AuditFilter{Source: opts.source, FunctionalOnly: opts.functionalOnly}
	if f.Since, f.Until, err = parseWindow(opts.since, opts.until); err != nil {
		return err
	}
	store, err := opts.openStore(ctx, cmd.ErrOrStderr())
	if err != nil {
		return err
	}
	defer store.Close()
	if f.Source != "" {
		if err := store.CheckSource(ctx, f.Source); err != nil {
			return err
		}
	}
	// The audit allocates much and keeps little (a live heap under 70 MB):
	// collecting garbage a quarter as often saves about a tenth of its time
	// for about 100 MB more at the peak.
	defer debug.SetGCPercent(debug.SetGCPercent(400))
	// Only the text and html formats show each change's diff.
	keepDiff := format != "json" && format != "csv"
	auditor := diff.NewAuditor(f, diff.DefaultRewrites(), keepDiff)
	err = store.EachTimeline(ctx, func(t *oracle.CardTimeline) error {
		auditor.Add(t)
		return nil
	})
	if err != nil {
		return err
	}
	audit := auditor.Result()
	switch format {
	case "json":
		return writeAuditJSON(out, audit)
	case "csv":
		return writeAuditCSV(out, audit)
	case "html":
		return writeHTMLPage(out, "Wording changes", func(b *strings.Builder) error {
			writeAuditHTML(b, audit)
			return nil
		})
	}
	st := style{}
	if format == "color" {
		st = colorStyle()
	}
	printAudit(out, st, audit)
	return nil
}

// writeAuditJSON writes the audit as writeJSON does, with its changes,
// which are most of the work, encoded on every processor.
func writeAuditJSON(w io.Writer, a *diff.Audit) error {
	summary := *a
	summary.Changes = []diff.Change{}
	var buf bytes.Buffer
	if err := writeJSON(&buf, &summary); err != nil {
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

func printAudit(w io.Writer, st style, a *diff.Audit) {
	for i := range a.Changes {
		c := &a.Changes[i]
		fmt.Fprintf(w, "%s  %s  %s\n", changeWhen(c), st.bold(changeCard(c)),
			st.dim(fmt.Sprintf("(%s %s, %s, %s)", c.Kind, c.Source.ID, c.Class, plural(c.Size, "word"))))
		var b strings.Builder
		diff.WriteInline(&b, c.Diff, diffMarks(st), false)
		fmt.Fprint(w, indent(b.String(), "    "))
	}
	if len(a.Changes) > 0 {
		fmt.Fprintln(w)
	}
	fmt.Fprintln(w, st.bold("By source"))
	for _, s := range a.BySource {
		fmt.Fprintf(w, "  %-40s  %s\n", s.Source.ID, tallyLine(s.Tally))
	}
	fmt.Fprintln(w, st.bold("By class"))
	for _, c := range a.ByClass {
		fmt.Fprintf(w, "  %-40s  %s, %s\n", c.Class, plural(c.Changes, "change"), plural(c.Words, "word"))
	}
	fmt.Fprintf(w, "Total: %s\n", tallyLine(a.Total))
}

func tallyLine(t diff.Tally) string {
	return fmt.Sprintf("%s (%d functional, %d templating), %s", plural(t.Changes, "change"), t.Functional,
		t.Templating, plural(t.Words, "word"))
}

// auditCSVHeader names the columns of the csv format.
var auditCSVHeader = []string{"card", "face", "date", "changed_after", "kind", "source", "size", "class", "from", "to"}

func writeAuditCSV(w io.Writer, a *diff.Audit) error {
	cw := csv.NewWriter(w)
	if err := cw.Write(auditCSVHeader); err != nil {
		return err
	}
	for _, c := range a.Changes {
		after := ""
		if c.After != nil {
			after = c.After.String()
		}
		if err := cw.Write([]string{c.Card, c.Face, c.Date.String(), after, string(c.Kind), c.Source.ID,
			strconv.Itoa(c.Size), string(c.Class), c.From, c.To}); err != nil {
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
			html.EscapeString(describeSource(&s.Source)), s.Changes, s.Functional, s.Templating, s.Words)
	}
	b.WriteString("</table>\n<h2>By class</h2>\n<table>\n<tr><th>class</th><th>changes</th><th>words</th></tr>\n")
	for _, c := range a.ByClass {
		fmt.Fprintf(b, "<tr><td>%s</td><td>%d</td><td>%d</td></tr>\n", c.Class, c.Changes, c.Words)
	}
	fmt.Fprintf(b, "</table>\n<p>Total: %s</p>\n", html.EscapeString(tallyLine(a.Total)))
}
