package render

import (
	"fmt"
	"io"

	"github.com/mtgoracle/oracle/oracle/check"
)

// Check writes the report of oracle check.
func Check(w io.Writer, st Style, rep *check.Report) {
	fmt.Fprintf(w, "%d cards checked\n", rep.Cards)
	for _, c := range rep.Checks {
		status := st.Green("ok  ")
		switch {
		case c.Count > 0 && c.Violation:
			status = st.Red("FAIL")
		case c.Count > 0:
			status = st.Dim("note")
		}
		fmt.Fprintf(w, "%s  %-17s %6d  %s\n", status, c.Name, c.Count, c.Description)
		for _, e := range c.Examples {
			fmt.Fprintln(w, "          "+e)
		}
	}
}
