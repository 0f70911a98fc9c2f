package oracle

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// ManaValue is the mana value of a mana cost (Comprehensive Rules 202.3):
// generic symbols count their number, X counts zero, a hybrid symbol its
// largest part, a half symbol one half, every other symbol one.
func ManaValue(cost string) float64 {
	total := 0.0
	for _, sym := range strings.Split(cost, "{") {
		sym = strings.TrimSuffix(sym, "}")
		switch {
		case sym == "":
		case sym == "X" || sym == "Y" || sym == "Z":
		case sym == "½" || (len(sym) == 2 && sym[0] == 'H'):
			total += 0.5
		default:
			part, _, _ := strings.Cut(sym, "/")
			if n, err := strconv.Atoi(part); err == nil {
				total += float64(n)
			} else {
				total++
			}
		}
	}
	return total
}

// CardManaValue is the mana value of a card with this layout and cost.
func CardManaValue(layout, cost string) float64 { return ManaValue(characteristicCost(layout, cost)) }

// SplitTotalSince is the day the Comprehensive Rules (709.4, then 708.4, with
// Amonkhet) made a split card's mana value its halves' total; before, a
// split card had two, one a half.
var SplitTotalSince = MustDate("2017-04-28")

// SplitManaValueNote says, of a split card with this cost on d, that it
// then had its halves' two mana values rather than their total; "" for
// any other card or date.
func SplitManaValueNote(layout, cost string, d Date) string {
	halves, ok := splitHalvesOn(layout, cost, d)
	if !ok {
		return ""
	}
	return fmt.Sprintf("on %s a split card had two mana values, its halves' (%g and %g); their total, %g, is its mana value from %s (rule 709.4, numbered 708.4 until 2021-07-23)",
		d, ManaValue(halves[0]), ManaValue(halves[1]), ManaValue(cost), SplitTotalSince)
}

// ManaValuesOn are the mana values a card with this layout and cost had
// on d: its one, or, before SplitTotalSince, a split card's two, its
// halves'.
func ManaValuesOn(layout, cost string, d Date, stored StoredManaValue) []float64 {
	if halves, ok := splitHalvesOn(layout, cost, d); ok {
		return []float64{ManaValue(halves[0]), ManaValue(halves[1])}
	}
	return []float64{stored.Of(layout, cost)}
}

// StoredManaValue is a card's mana value as stored, with the cost stored
// beside it: while the cost in force is that one, so is the value, which
// no cost gives a melded card (Melds: its halves' total).
type StoredManaValue struct {
	Cost  string
	Value float64
}

// Of is the mana value of the card with this layout and cost in force:
// the stored one while the cost is the stored cost, else the cost's.
func (s StoredManaValue) Of(layout, cost string) float64 {
	if cost == s.Cost {
		return s.Value
	}
	return CardManaValue(layout, cost)
}

// CardManaValueOn is the mana value of a card with this layout and cost
// on d as one number: before SplitTotalSince a split card had two, its
// halves' (ManaValuesOn), and this is the first, its left half's, never
// their total, which no rule gave it then.
func CardManaValueOn(layout, cost string, d Date, stored StoredManaValue) float64 {
	return ManaValuesOn(layout, cost, d, stored)[0]
}

// splitHalvesOn are the halves' costs of a split card on a day before
// SplitTotalSince; ok is false for any other card or date.
func splitHalvesOn(layout, cost string, d Date) (halves []string, ok bool) {
	halves = strings.Split(cost, " // ")
	if layout != "split" || len(halves) != 2 || d.Last() >= SplitTotalSince.First() {
		return nil, false
	}
	return halves, true
}

// CardColors are the colors a card with this layout and cost has by its
// cost, outside the stack.
func CardColors(layout, cost string) []string { return CostColors(characteristicCost(layout, cost)) }

// characteristicCost is the part of a card's joined cost that is the
// card's own outside the stack: a split card's halves both (rule 709.4),
// any other multi-face card's front face (rules 711.4, 712.8, 715.4: a
// land adventurer's none).
func characteristicCost(layout, cost string) string {
	front, _, multi := strings.Cut(cost, " // ")
	if multi && layout != "split" && layout != "aftermath" {
		return front
	}
	return cost
}

// CostColors are the colors of the mana symbols in a mana cost, in WUBRG
// order (rule 202.2): {W}, and the parts of hybrid and Phyrexian symbols.
func CostColors(cost string) []string {
	has := map[string]bool{}
	for rest := cost; ; {
		open := strings.IndexByte(rest, '{')
		if open < 0 {
			break
		}
		end := strings.IndexByte(rest[open:], '}')
		if end < 0 {
			break
		}
		for _, part := range strings.Split(rest[open+1:open+end], "/") {
			has[part] = true
		}
		rest = rest[open+end+1:]
	}
	var out []string
	for _, c := range []string{"W", "U", "B", "R", "G"} {
		if has[c] {
			out = append(out, c)
		}
	}
	return out
}

// SortedColors puts color letters in alphabetical order, as Scryfall and
// MTGJSON list them.
func SortedColors(colors []string) []string {
	if slices.IsSorted(colors) {
		return colors
	}
	return slices.Sorted(slices.Values(colors))
}
