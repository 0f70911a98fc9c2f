package render

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/mtgoracle/oracle/oracle"
)

// SearchResult is the answer to a search.
type SearchResult struct {
	Query string               `json:"query"`
	AsOf  string               `json:"as_of"`
	Count int                  `json:"count"` // every card matched, a limit aside
	Cards []oracle.CardSummary `json:"cards"`
}

// Search writes a search's cards, one a line, and how many.
func Search(w io.Writer, st Style, res SearchResult) {
	nameWidth, costWidth := 0, 0
	for _, c := range res.Cards {
		nameWidth = max(nameWidth, utf8.RuneCountInString(c.Name))
		costWidth = max(costWidth, utf8.RuneCountInString(c.ManaCost))
	}
	newestKnown := 0
	for _, c := range res.Cards {
		line := st.Bold(c.Name) + strings.Repeat(" ", nameWidth-utf8.RuneCountInString(c.Name)) + "  " +
			c.ManaCost + strings.Repeat(" ", costWidth-utf8.RuneCountInString(c.ManaCost)) + "  " + c.TypeLine
		switch {
		case c.Power != "" || c.Toughness != "":
			line += "  " + c.Power + "/" + c.Toughness
		case c.Loyalty != "":
			line += "  loyalty " + c.Loyalty
		}
		if c.Changed != nil {
			line += "  " + st.Dim("changed "+c.Changed.String())
		}
		if c.NewestKnown != nil {
			line += "  " + st.Dim("newest known "+c.NewestKnown.String())
			newestKnown++
		}
		fmt.Fprintln(w, strings.TrimRight(line, " "))
	}
	summary := fmt.Sprintf("%d cards", res.Count)
	if res.Count == 1 {
		summary = "1 card"
	}
	if len(res.Cards) < res.Count {
		summary += fmt.Sprintf(", %d shown", len(res.Cards))
	}
	if res.AsOf != "current" {
		summary += ", text as of " + res.AsOf
	}
	if newestKnown > 0 {
		summary += fmt.Sprintf("; %d newest known only (no later snapshot lists them)", newestKnown)
	}
	fmt.Fprintln(w, st.Dim(summary))
}
