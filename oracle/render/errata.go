package render

import (
	"fmt"
	"io"

	"github.com/mtgoracle/oracle/oracle"
)

// Errata writes errata, one after another, and how many.
func Errata(w io.Writer, st Style, errata []oracle.ErratumView) {
	cards := map[string]bool{}
	for _, e := range errata {
		cards[e.Card] = true
		fmt.Fprintf(w, "%-10s  %s  %s\n", e.Date, st.Bold(e.Card), st.Dim(fmt.Sprintf("(%s, %s)", e.Kind, e.Source.ID)))
		if e.Text == nil {
			fmt.Fprintln(w, st.Dim("    wording not given"))
		} else {
			fmt.Fprintln(w, Indent(*e.Text, "    "))
		}
	}
	fmt.Fprintf(w, "%s, %s\n", Plural(len(errata), "erratum"), Plural(len(cards), "card"))
}
