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
	if len(v.Periods) == 0 {
		fmt.Fprintln(w, st.Dim("no snapshot states the card's legalities"))
		return
	}
	width := 0
	for _, p := range v.Periods {
		width = max(width, len(p.Format))
	}
	for _, p := range v.Periods {
		since := fmt.Sprintf("from %s", p.Since)
		if p.SinceAfter != nil {
			since = fmt.Sprintf("from between %s and %s", p.SinceAfter, p.Since)
		}
		until := "on"
		switch {
		case p.Until != nil:
			until = fmt.Sprintf("until between %s and %s", p.UntilAfter, p.Until)
		case p.Unlisted != nil:
			until = "on, as far as known: the newest snapshot of its legalities (" + p.Unlisted.String() + ") does not list " + p.Format
		case v.NewestKnown != nil:
			until = "on, as far as known: no snapshot after " + v.NewestKnown.String() + " lists the card"
		}
		fmt.Fprintf(w, "%-*s %-11s %s %s %s\n", width, p.Format, strings.ReplaceAll(p.Status, "_", " "), since, until,
			st.Dim("("+DescribeSource(&p.From)+")"))
	}
	for _, n := range v.Notes {
		fmt.Fprintln(w, st.Dim("note: "+n))
	}
}
