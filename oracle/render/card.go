package render

import (
	"fmt"
	"io"
	"strings"

	"github.com/mtgoracle/oracle/oracle"
)

// Card writes a card as oracle card shows it.
func Card(w io.Writer, st Style, c *oracle.CardView) {
	MatchNote(w, st, c.Query, c.Match, c.Name)
	if len(c.Faces) == 0 {
		printFace(w, st, oracle.FaceView{Name: c.Name, ManaCost: c.ManaCost, TypeLine: c.TypeLine,
			Power: c.Power, Toughness: c.Toughness, Loyalty: c.Loyalty, Defense: c.Defense, OracleText: c.OracleText})
	} else {
		fmt.Fprintf(w, "%s  %s\n", st.Bold(c.Name), st.Dim("("+c.Layout+")"))
		for _, f := range c.Faces {
			fmt.Fprintln(w)
			printFace(w, st, f)
			fmt.Fprintln(w, st.Dim(wordingSource(f.Source, f.Date)))
		}
	}
	fmt.Fprintln(w)
	when := "Current wording"
	if c.AsOf != "current" {
		when = "Wording in force on " + c.AsOf
	}
	if len(c.Faces) == 0 {
		fmt.Fprintln(w, st.Dim(when+": "+wordingSource(c.Source, c.Date)))
	} else {
		fmt.Fprintln(w, st.Dim(when+"."))
	}
	for _, n := range c.Notes {
		fmt.Fprintln(w, st.Dim("note: "+n))
	}
}

func printFace(w io.Writer, st Style, f oracle.FaceView) {
	head := st.Bold(f.Name)
	if f.ManaCost != "" {
		head += "  " + f.ManaCost
	}
	fmt.Fprintln(w, head)
	fmt.Fprintln(w, f.TypeLine)
	if f.OracleText != "" {
		fmt.Fprintln(w, f.OracleText)
	}
	var stats []string
	if f.Power != "" || f.Toughness != "" {
		stats = append(stats, f.Power+"/"+f.Toughness)
	}
	if f.Loyalty != "" {
		stats = append(stats, "Loyalty: "+f.Loyalty)
	}
	if f.Defense != "" {
		stats = append(stats, "Defense: "+f.Defense)
	}
	if len(stats) > 0 {
		fmt.Fprintln(w, strings.Join(stats, "  "))
	}
}

func wordingSource(src *oracle.SourceRef, d *oracle.Date) string {
	if src == nil {
		return "no wording known"
	}
	kind := map[oracle.SourceKind]string{
		oracle.SourcePrinting: "printed in",
		oracle.SourceSnapshot: "Oracle snapshot",
	}[src.Kind]
	if kind == "" {
		kind = "errata in"
	}
	return fmt.Sprintf("%s %s, %s", kind, DescribeSource(src), d)
}
