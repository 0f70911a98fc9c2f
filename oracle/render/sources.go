package render

import (
	"fmt"
	"io"
	"strings"

	"github.com/mtgoracle/oracle/oracle"
)

// Sources writes the sources with their dates and item counts.
func Sources(w io.Writer, st Style, sources []oracle.SourceSummary) {
	for _, s := range sources {
		fmt.Fprintf(w, "%-10s  %-15s  %s\n", s.Date, s.Kind, st.Bold(s.ID))
		title := s.Title
		if s.Author != "" {
			title += ", by " + s.Author
		}
		fmt.Fprintln(w, "    "+title)
		if s.Subset != "" {
			fmt.Fprintln(w, "    covers a subset: "+s.Subset)
		}
		if s.ListsLegalIn != "" {
			fmt.Fprintln(w, "    lists exactly the cards legal in "+s.ListsLegalIn+": a card it does not list was not legal there then")
		}
		var counts []string
		add := func(n int, noun string) {
			if n > 0 {
				counts = append(counts, Plural(n, noun))
			}
		}
		add(s.Errata, "erratum")
		add(s.Rulings, "ruling")
		add(s.Rules, "rule")
		add(s.Mechanics, "mechanic")
		add(s.Snapshots, "wording")
		add(s.Printings, "printing")
		if counts == nil {
			counts = []string{"no items"}
		}
		fmt.Fprintln(w, st.Dim("    "+strings.Join(counts, ", ")))
	}
}
