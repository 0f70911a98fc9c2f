package render

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/mtgoracle/oracle/oracle"
)

// Card writes a card as oracle card shows it.
func Card(w io.Writer, st Style, c *oracle.CardView) {
	MatchNote(w, st, c.Query, c.Match, c.Name)
	if k := c.FirstKnown; k != nil {
		// Not known then: its later fields would pass for that date's.
		fmt.Fprintln(w, st.Bold(c.Name))
		if p := k.PrintedBefore; p != nil {
			fmt.Fprintf(w, "Wording not known on %s: the card was printed by then (first in %s), with a text the data does not give; no source gives the card a wording before %s.\n",
				c.AsOf, p, wordingSource(&k.Source, &k.Date))
		} else {
			fmt.Fprintf(w, "Not known on %s: no source gives the card a wording before %s.\n",
				c.AsOf, wordingSource(&k.Source, &k.Date))
		}
		return
	}
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
	switch c.AsOf {
	case "current":
	case oracle.AsOfNewestKnown:
		when = "Newest known wording"
	default:
		when = "Wording in force on " + c.AsOf
		if c.NewestKnown != nil {
			when = "Newest known wording on " + c.AsOf
		}
	}
	if len(c.Faces) == 0 {
		fmt.Fprintln(w, st.Dim(when+": "+wordingSource(c.Source, c.Date)))
	} else {
		fmt.Fprintln(w, st.Dim(when+"."))
	}
	if len(c.Fields) == 0 && len(c.Legalities) > 0 {
		byStatus := map[string][]string{}
		for format, status := range c.Legalities {
			byStatus[status] = append(byStatus[status], format)
		}
		line := legalitiesLabel("Legalities", c) + ": " + legalitiesText(byStatus)
		if parts := legalitiesBySource(c); len(parts) > 1 {
			// the formats a later snapshot states alone name it
			line = legalitiesLabel("Legalities", c) + ": " + strings.Join(parts, "; ")
		} else if c.LegalitiesSource != nil && c.LegalitiesDate != nil {
			line += " (" + DescribeSource(c.LegalitiesSource) + ", " + c.LegalitiesDate.String() + ")"
		}
		fmt.Fprintln(w, st.Dim(line))
	}
	for _, line := range fieldSourceLines(c) {
		fmt.Fprintln(w, st.Dim(line))
	}
	for _, n := range c.Notes {
		fmt.Fprintln(w, st.Dim("note: "+n))
	}
}

// fieldSourceLines say, as of the view's date, which source last stated
// its fields and which first stated their values (grouped by both), and
// its status per format.
func fieldSourceLines(c *oracle.CardView) []string {
	if len(c.Fields) == 0 {
		return nil
	}
	type group struct {
		src    *oracle.SourceRef
		date   *oracle.Date
		last   *oracle.StatedBy
		fields []string
	}
	var groups []*group
	statuses, statedBy := map[string]string{}, map[string]oracle.StatedBy{}
	for _, f := range c.Fields {
		if format := oracle.LegalityFormat(f.Field); format != "" {
			if f.Source != nil && f.Value != oracle.NotLegal {
				if f.Unlisted != nil {
					format += " (as far as known)"
				}
				statuses[format] = f.Value
				statedBy[format] = oracle.StatedBy{Source: *f.Source, Date: *f.Date}
				if f.LastStated != nil {
					statedBy[format] = *f.LastStated
				}
			}
			continue
		}
		if f.Source == nil {
			continue
		}
		label := oracle.FieldLabel(f.Field)
		if f.Face > 0 && f.Face <= len(c.Faces) {
			// The face's name quoted: names hold commas, as the list does.
			label = strconv.Quote(c.Faces[f.Face-1].Name) + " " + label
		}
		var g *group
		for _, h := range groups {
			if h.src.ID == f.Source.ID && statedByID(h.last) == statedByID(f.LastStated) {
				g = h
			}
		}
		if g == nil {
			g = &group{src: f.Source, date: f.Date, last: f.LastStated}
			groups = append(groups, g)
		}
		if !slices.Contains(g.fields, label) {
			g.fields = append(g.fields, label)
		}
	}
	lines := []string{"Fields in force on " + c.AsOf + ":"}
	for _, g := range groups {
		if g.last != nil {
			lines = append(lines, fmt.Sprintf("  %s: %s, %s; the same since %s, %s", strings.Join(g.fields, ", "),
				DescribeSource(&g.last.Source), g.last.Date, g.src.ID, g.date))
			continue
		}
		lines = append(lines, fmt.Sprintf("  %s: %s, %s", strings.Join(g.fields, ", "), DescribeSource(g.src), g.date))
	}
	if parts := legalitiesGrouped(statuses, statedBy); len(parts) > 0 {
		lines = append(lines, "  "+legalitiesLabel("legalities", c)+": "+strings.Join(parts, "; "))
	}
	if len(lines) == 1 {
		return nil // no source states any field by then: the notes say so
	}
	return lines
}

// statedByID is the id of the snapshot b names, "" for none.
func statedByID(b *oracle.StatedBy) string {
	if b == nil {
		return ""
	}
	return b.Source.ID
}

// legalitiesBySource are the view's current legalities grouped by the
// snapshot that states each (LegalitySources), newest first, each with
// its source; one part when a single snapshot states them all.
func legalitiesBySource(c *oracle.CardView) []string {
	return legalitiesGrouped(c.Legalities, c.LegalitySources)
}

// legalitiesGrouped are the statuses by format grouped by the snapshot
// that states each (by), newest first, each with its source; nil when a
// status has none.
func legalitiesGrouped(statuses map[string]string, statedBy map[string]oracle.StatedBy) []string {
	type group struct {
		by       oracle.StatedBy
		byStatus map[string][]string
	}
	var groups []*group
	for format, status := range statuses {
		by, ok := statedBy[format]
		if !ok {
			return nil
		}
		i := slices.IndexFunc(groups, func(g *group) bool { return g.by.Source.ID == by.Source.ID })
		if i < 0 {
			groups = append(groups, &group{by: by, byStatus: map[string][]string{}})
			i = len(groups) - 1
		}
		groups[i].byStatus[status] = append(groups[i].byStatus[status], format)
	}
	slices.SortFunc(groups, func(a, b *group) int {
		if a.by.Date.Before(b.by.Date) {
			return 1
		}
		if b.by.Date.Before(a.by.Date) {
			return -1
		}
		return strings.Compare(a.by.Source.ID, b.by.Source.ID)
	})
	parts := make([]string, len(groups))
	for i, g := range groups {
		src := g.by.Source
		parts[i] = legalitiesText(g.byStatus) + " (" + DescribeSource(&src) + ", " + g.by.Date.String() + ")"
	}
	return parts
}

// legalitiesLabel is label, saying so when no later snapshot lists the card.
func legalitiesLabel(label string, c *oracle.CardView) string {
	if c.NewestKnown != nil {
		label += " (as far as known: no snapshot after " + c.NewestKnown.String() + " lists the card)"
	}
	return label
}

// legalitiesText is "legal in a, b; banned in c" of formats by status.
func legalitiesText(byStatus map[string][]string) string {
	var legal []string
	for _, status := range []string{"legal", "restricted", "banned"} {
		if formats := byStatus[status]; len(formats) > 0 {
			slices.Sort(formats)
			legal = append(legal, status+" in "+strings.Join(formats, ", "))
		}
	}
	return strings.Join(legal, "; ")
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
