package render

import (
	"encoding/csv"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/mtgoracle/oracle/oracle"
)

// FieldAuditCard is one card's field changes by one source: one line of a
// field audit.
type FieldAuditCard struct {
	Card    string               `json:"card"`
	Source  oracle.SourceRef     `json:"source"`
	Date    oracle.Date          `json:"date"`
	After   *oracle.Date         `json:"changed_after,omitempty"`
	Changes []oracle.FieldChange `json:"changes"`
}

// FieldAuditFormats are the formats a field audit is written in.
var FieldAuditFormats = []string{"text", "color", "json", "csv"}

// GroupFieldChanges gathers a card's field changes by source, oldest
// first: a creature-type update or a new card type is one line per card.
func GroupFieldChanges(card string, changes []oracle.FieldChange) []FieldAuditCard {
	var out []FieldAuditCard
	for _, c := range changes {
		i := slices.IndexFunc(out, func(g FieldAuditCard) bool { return g.Source.ID == c.Source.ID })
		if i < 0 {
			out = append(out, FieldAuditCard{Card: card, Source: c.Source, Date: c.Date, After: c.After})
			i = len(out) - 1
		}
		out[i].Changes = append(out[i].Changes, c)
	}
	return out
}

// FieldAudit writes the lines of a field audit in format, then, in text,
// a summary: how many cards changed each field.
func FieldAudit(w io.Writer, format string, lines []FieldAuditCard) error {
	switch format {
	case "json":
		if lines == nil {
			lines = []FieldAuditCard{}
		}
		return JSON(w, lines)
	case "csv":
		cw := csv.NewWriter(w)
		cw.Write([]string{"card", "changed_after", "date", "source", "face", "field", "from", "to"})
		for _, l := range lines {
			after := ""
			if l.After != nil {
				after = l.After.String()
			}
			for _, c := range l.Changes {
				cw.Write([]string{l.Card, after, l.Date.String(), l.Source.ID, fmt.Sprint(c.Face), c.Field, c.From, c.To})
			}
		}
		cw.Flush()
		return cw.Error()
	}
	st := formatStyle(format)
	perField := map[string]int{}
	for _, l := range lines {
		when := l.Date.String()
		if l.After != nil {
			when = "between " + l.After.String() + " and " + l.Date.String()
		}
		var parts []string
		for _, c := range l.Changes {
			label := oracle.FieldLabel(c.Field)
			if c.Face > 0 {
				label = fmt.Sprintf("face %d %s", c.Face, label)
			}
			parts = append(parts, fmt.Sprintf("%s: %q → %q", label, c.From, c.To))
			perField[oracle.FieldLabel(c.Field)]++
		}
		if _, err := fmt.Fprintf(w, "%s  %s  %s  %s\n", when, st.Bold(l.Card), st.Dim(l.Source.ID), strings.Join(parts, "; ")); err != nil {
			return err
		}
	}
	fields := make([]string, 0, len(perField))
	for f := range perField {
		fields = append(fields, f)
	}
	slices.Sort(fields)
	fmt.Fprintf(w, "\n%d field changes on %d lines\n", sumValues(perField), len(lines))
	for _, f := range fields {
		fmt.Fprintf(w, "  %-28s %d\n", f, perField[f])
	}
	return nil
}

func sumValues(m map[string]int) int {
	n := 0
	for _, v := range m {
		n += v
	}
	return n
}
