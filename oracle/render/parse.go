package render

import (
	"fmt"
	"io"
	"strings"

	"github.com/mtgoracle/oracle/parser"
)

// Parses writes parsed faces: each ability with its kind, keywords and
// cost parts.
func Parses(w io.Writer, cards []*parser.Card) {
	for _, c := range cards {
		if c.Name != "" {
			fmt.Fprintln(w, c.Name)
		}
		for _, a := range c.Abilities {
			fmt.Fprintf(w, "  %-11s %s\n", a.Kind, strings.ReplaceAll(a.String(), "\n", " / "))
			for _, k := range a.Keywords {
				fmt.Fprintf(w, "  %-11s   %s\n", "", describeKeyword(k))
			}
			if a.Cost != nil {
				var parts []string
				for _, p := range a.Cost.Parts {
					parts = append(parts, fmt.Sprintf("%s[%s]", p.Kind, p.Text))
				}
				fmt.Fprintf(w, "  %-11s   cost: %s\n", "", strings.Join(parts, " "))
			}
		}
	}
}

func describeKeyword(k *parser.Keyword) string {
	s := "keyword " + k.Name
	if k.Rule != "" {
		s += " (" + k.Rule + ")"
	}
	if k.Number != nil {
		s += fmt.Sprintf(" number=%d", *k.Number)
	} else if k.Variable != "" {
		s += " variable=" + k.Variable
	}
	if len(k.Qualities) > 0 {
		s += " qualities=" + strings.Join(k.Qualities, ",")
	}
	if k.Cost != nil {
		s += " cost=" + k.Cost.Text
	}
	return s
}
