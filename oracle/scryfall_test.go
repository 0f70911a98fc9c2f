package oracle

import "testing"

// A printing from a dump that marks no printing reserved (an old
// Cockatrice file) is on the Reserved List when its card is.
func TestScryfallPrintingReserved(t *testing.T) {
	v := &CardView{Name: "Black Lotus"}
	card := NewScryfallCard("", v, CardIdentity{Reserved: true})
	for _, p := range []Printing{{Set: "LEA"}, {Set: "LEB", Flags: []string{PrintingReserved}}} {
		if !ScryfallPrinting(card, p).Reserved {
			t.Errorf("%s printing of a reserved card: not reserved", p.Set)
		}
	}
	other := NewScryfallCard("", &CardView{Name: "Serra Angel"}, CardIdentity{})
	if other.Reserved || ScryfallPrinting(other, Printing{Set: "LEA"}).Reserved {
		t.Error("a card no dump marks reserved is reserved")
	}
}
