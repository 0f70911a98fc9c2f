package render

import (
	"fmt"
	"io"
	"strings"

	"github.com/mtgoracle/oracle/oracle"
)

// Legality writes a card's status per format through time, a line per
// status: the format, the status, since when and until when.
func Legality(w io.Writer, st Style, v *oracle.LegalityView) {
	MatchNote(w, st, v.Query, v.Match, v.Name)
	fmt.Fprintln(w, st.Bold(v.Name))
	switch {
	case len(v.Periods) == 0 && v.Format != "":
		fmt.Fprintln(w, st.Dim("no snapshot states the card's status in "+v.Format))
		return
	case len(v.Periods) == 0:
		fmt.Fprintln(w, st.Dim("no snapshot states the card's legalities"))
		return
	}
	width := 0
	for _, p := range v.Periods {
		width = max(width, len(p.Format))
	}
	for i, p := range v.Periods {
		fmt.Fprintf(w, "%-*s %-11s %s %s\n", width, p.Format, strings.ReplaceAll(p.Status, "_", " "),
			legalityPeriod(p, i == 0 || v.Periods[i-1].Format != p.Format, v.NewestKnown), st.Dim("("+DescribeSource(&p.From)+")"))
	}
	for _, n := range v.Notes {
		fmt.Fprintln(w, st.Dim("note: "+n))
	}
}

// legalityPeriod says when a status began and how long it held. A
// format's first status began by the first source that states the format
// of the card, which is not when it began: "since D or earlier".
func legalityPeriod(p oracle.LegalityPeriod, first bool, newestKnown *oracle.Date) string {
	var since, until string
	switch {
	case p.SinceAfter != nil:
		since = fmt.Sprintf("from between %s and %s", p.SinceAfter, p.Since)
	case first:
		since = fmt.Sprintf("since %s or earlier", p.Since)
	default:
		since = fmt.Sprintf("from %s", p.Since)
	}
	switch {
	case p.Until != nil:
		until = fmt.Sprintf(" until between %s and %s", p.UntilAfter, p.Until)
	case p.Absent != "":
		until = " on (" + p.Absent + ")"
	case p.Unlisted != nil:
		until = ", as far as known: the newest snapshot of its legalities (" + p.Unlisted.String() + ") does not list " + p.Format
	case newestKnown != nil:
		until = ", as far as known: no snapshot after " + newestKnown.String() + " lists the card"
	case p.SinceAfter != nil:
		until = " on"
	}
	return since + until
}
