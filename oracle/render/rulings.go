package render

import (
	"fmt"
	"io"
	"strings"

	"github.com/mtgoracle/oracle/oracle"
)

// Rulings writes what the documents say about a card.
func Rulings(w io.Writer, st Style, v *oracle.RulingsView) {
	MatchNote(w, st, v.Query, v.Match, v.Name)
	fmt.Fprintf(w, "%s: %s\n", st.Bold(v.Name), Plural(len(v.Rulings), "ruling"))
	for _, r := range v.Rulings {
		fmt.Fprintf(w, "\n%-10s  %s\n", r.Date, st.Dim(rulingLabel(&r)+", "+DescribeSource(&r.Source)))
		if len(r.Cards) > 1 {
			fmt.Fprintln(w, st.Dim("    cards: "+strings.Join(r.Cards, ", ")))
		}
		fmt.Fprintln(w, Indent(r.Text, "    "))
		if r.Note != "" {
			fmt.Fprintln(w, st.Dim("    note: "+r.Note))
		}
		for _, e := range r.Earlier {
			fmt.Fprintln(w, st.Dim("    worded so earlier, "+DescribeSource(&e.Source)+":"))
			fmt.Fprintln(w, st.Dim(Indent(e.Text, "      ")))
		}
	}
}

// rulingLabel says what a document's item is: "card ruling", "rules
// change", "general rule", "rules elimination", "mechanic: Buyback".
func rulingLabel(r *oracle.RulingView) string {
	switch {
	case r.Item == oracle.ItemMechanic:
		return "mechanic: " + r.Keyword
	case r.Item == oracle.ItemRule && r.Kind == string(oracle.RuleGeneral):
		return "general rule"
	case r.Item == oracle.ItemRule:
		return "rules " + r.Kind
	}
	return r.Kind + " ruling"
}
