package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"mtgoracle/oracle"
	"mtgoracle/oracle/diff"
)

type historyOptions struct {
	*globalOptions
	name string
	json bool
}

func newHistoryCmd(g *globalOptions) *cobra.Command {
	opts := &historyOptions{globalOptions: g}
	cmd := &cobra.Command{
		Use:   "history NAME",
		Short: "Show every event in a card's history, oldest first",
		Long: `Show every event of a card, oldest first: printings, errata, Oracle snapshots
and rulings, each with its date (and precision), source and wording. A
snapshot whose wording differs from the one before it says between which
dates the change happened.`,
		Example: `  oracle history Curfew
  oracle history Lifeline --json`,
		Args:              nameArgs(cobra.ExactArgs(1)),
		ValidArgsFunction: completeCardName(g),
		RunE: func(cmd *cobra.Command, a []string) error {
			opts.name = a[0]
			return runHistory(cmd, opts)
		},
	}
	cmd.Flags().BoolVar(&opts.json, "json", false, "print the events as a JSON array")
	return cmd
}

func runHistory(cmd *cobra.Command, opts *historyOptions) error {
	ctx := cmd.Context()
	store, err := opts.openStore(ctx, cmd.ErrOrStderr())
	if err != nil {
		return err
	}
	defer store.Close()
	h, err := store.History(ctx, opts.name)
	if err != nil {
		return err
	}
	diffs := wordingDiffs(h.Timeline)
	out := cmd.OutOrStdout()
	if opts.json {
		events := make([]historyEvent, len(h.Events))
		for i, e := range h.Events {
			events[i] = historyEvent{Event: e, Diff: diffs[newEventKey(e)]}
		}
		return writeJSON(out, events)
	}
	printHistory(out, newStyle(out), h, diffs)
	return nil
}

func printHistory(w io.Writer, st style, h *oracle.HistoryView, diffs map[eventKey]*diff.Diff) {
	matchNote(w, st, h.Query, h.Match, h.Name)
	fmt.Fprintln(w, st.bold(h.Name))
	for _, e := range h.Events {
		fmt.Fprintf(w, "\n%-10s  %-8s  %s\n", e.Date, e.Kind, eventHeading(e))
		if e.Face != "" {
			fmt.Fprintln(w, st.dim("    face: "+e.Face))
		}
		switch {
		case e.Text == nil:
			fmt.Fprintln(w, st.dim("    wording not given"))
		case e.Kind == oracle.EventPrinting && e.Problem != "":
			// the problem line below says why no text is shown
		case e.Kind == oracle.EventPrinting && e.Reprint:
			if *e.Text != e.Wording && *e.Text != "" {
				fmt.Fprintln(w, indent(*e.Text, "    printed: "))
			}
		default:
			fmt.Fprintln(w, indent(*e.Text, "    "))
		}
		if e.Kind == oracle.EventErrata && e.Text != nil && e.Wording != *e.Text {
			fmt.Fprintln(w, st.dim("    wording in force after it:"))
			fmt.Fprintln(w, indent(e.Wording, "    "))
		}
		if d := diffs[newEventKey(e)]; d != nil {
			fmt.Fprintln(w, st.dim("    against the wording before: "+changeSummary(d)))
			var b strings.Builder
			diff.WriteInline(&b, d, diffMarks(st), false)
			fmt.Fprint(w, indent(b.String(), "    "))
		}
		if e.Note != "" {
			fmt.Fprintln(w, st.dim(indent(e.Note, "    note: ")))
		}
		if e.Problem != "" {
			fmt.Fprintln(w, st.red("    problem: "+e.Problem))
		}
	}
}

// eventHeading is the one-line description of an event after its date and kind.
func eventHeading(e oracle.Event) string {
	src := describeSource(&e.Source)
	switch e.Kind {
	case oracle.EventPrinting:
		what := "first printing"
		switch {
		case e.Problem != "":
			what = "printing"
		case e.Reprint:
			what = "reprint"
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
			return fmt.Sprintf("%s: %s changed between %s and %s (not errata)", src, e.Change, e.ChangedAfter, e.Date)
		case e.ChangedAfter != nil:
			return fmt.Sprintf("%s: wording changed between %s and %s", src, e.ChangedAfter, e.Date)
		case e.Changed:
			return src
		}
		return src + ": unchanged"
	}
	return src // a ruling: its text follows
}
