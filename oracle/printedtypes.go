package oracle

import (
	"cmp"
	"slices"
	"strings"
)

// SimplifiedSetType is the type of the sets whose printings state no type
// line: introductory products (Portal, Portal Second Age, Portal Three
// Kingdoms, Starter 1999 and 2000, intro packs, welcome decks) that
// printed type lines of their own, simplified ("Summon — Creature",
// "Creature — Soldiers"), never the card's.
const SimplifiedSetType = "starter"

// PrintedTypeLine is a type line as a printing states it: the dash it
// writes as " - " is the type line's em dash.
func PrintedTypeLine(line string) string { return strings.ReplaceAll(line, " - ", " — ") }

// WithPrintedTypeLines are a card's field statements with, before the
// first statement of each face's type line, the type lines its printings
// state (printed, each a statement of its printing's source on its
// release): what the card's type line was before any other source states
// it, as a printed text is its wording then. A printing dated on or after
// that first statement says nothing of the type line: the statements
// decide it from then on. A reprint of the same type line states it again
// (the value in force is then that reprint's, and a change after it lies
// after it); the same printing twice (a set's several printings) states
// it once (PrintedTypeLine the value each states). A printing that states the type line of every face of a multi-face card
// states the card's, its faces' joined by " // ". A rule that renamed the
// card types printed lines wrote (TypeLineRules) states, on its date, the
// printed line in force then as it reads it.
func WithPrintedTypeLines(statements, printed []FieldStatement) []FieldStatement {
	if len(printed) == 0 {
		return statements
	}
	first := map[int]int{}             // the first day of each face's first type-line statement (Date.firstDay)
	newest := map[int]FieldStatement{} // each face's newest type-line statement: its Oracle line
	for _, s := range statements {
		if s.Field != "type_line" {
			continue
		}
		if day, ok := first[s.Face]; !ok || s.Date.firstDay() < day {
			first[s.Face] = s.Date.firstDay()
		}
		if n, ok := newest[s.Face]; !ok || n.Date.lastDay() < s.Date.lastDay() {
			newest[s.Face] = s
		}
	}
	kept := append(slices.Clone(printed), wholeCardLines(printed, first)...)
	slices.SortStableFunc(kept, func(a, b FieldStatement) int {
		if a.Face != b.Face {
			return a.Face - b.Face
		}
		if c := cmp.Compare(a.Date.lastDay(), b.Date.lastDay()); c != 0 {
			return c
		}
		return strings.Compare(a.Source.ID, b.Source.ID)
	})
	out := slices.Clip(statements)
	type stated struct {
		face   int
		source string
	}
	seen := map[stated]bool{}
	var face []FieldStatement // the current face's, oldest first
	flush := func() {
		if len(face) > 0 {
			out = append(out, withTypeLineRules(face, first[face[0].Face], newest[face[0].Face].Value)...)
		}
		face = face[:0]
	}
	for _, p := range kept {
		day, ok := first[p.Face]
		if !ok || p.Value == "" || p.Date.lastDay() >= day || seen[stated{p.Face, p.Source.ID}] {
			continue
		}
		seen[stated{p.Face, p.Source.ID}] = true
		p.Field, p.Value = "type_line", PrintedTypeLine(p.Value)
		if len(face) > 0 && face[0].Face != p.Face {
			flush()
		}
		face = append(face, p)
	}
	flush()
	return out
}

// wholeCardLines are, of a multi-face card whose faces' type lines (first:
// the first day each face's is stated) the printed statements give, the
// card's type line each printing states (WholeCardTypeLines).
func wholeCardLines(printed []FieldStatement, first map[int]int) []FieldStatement {
	if _, ok := first[0]; !ok || len(first) < 3 {
		return nil // a single face, or no card's type line stated
	}
	return WholeCardTypeLines(printed, len(first)-1)
}

// WholeCardTypeLines are the type lines printings state (printed, of the
// faces from 1) of a card of faces faces: a printing that states every
// face's states the card's, its faces' joined by " // ", face 0 of its
// source and date, each face's as PrintedTypeLine reads it. A set that
// printed a face's line twice, differently, states the lesser.
func WholeCardTypeLines(printed []FieldStatement, faces int) []FieldStatement {
	if faces < 2 {
		return nil
	}
	byPrinting := map[string][]FieldStatement{}
	var order []string
	for _, p := range printed {
		if p.Face == 0 || p.Value == "" {
			continue
		}
		if _, ok := byPrinting[p.Source.ID]; !ok {
			order = append(order, p.Source.ID)
		}
		byPrinting[p.Source.ID] = append(byPrinting[p.Source.ID], p)
	}
	var out []FieldStatement
	for _, id := range order {
		stated := byPrinting[id]
		lines := make([]string, faces)
		for _, f := range stated {
			if line := PrintedTypeLine(f.Value); f.Face <= faces && (lines[f.Face-1] == "" || line < lines[f.Face-1]) {
				lines[f.Face-1] = line
			}
		}
		if slices.Contains(lines, "") {
			continue // not every face's type line
		}
		whole := stated[0]
		whole.Face, whole.Value = 0, strings.Join(lines, " // ")
		out = append(out, whole)
	}
	return out
}
