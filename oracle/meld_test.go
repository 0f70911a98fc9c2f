package oracle

import (
	"reflect"
	"testing"
)

func TestMelds(t *testing.T) {
	pool := []MeldCard{
		{Name: "Bruna, the Fading Light", Text: "Flying, vigilance\n(Melds with Gisela, the Broken Blade.)", ManaValue: 7},
		{Name: "Gisela, the Broken Blade", Text: "At the beginning of your end step, if you both own and control Gisela, the Broken Blade and a creature named Bruna, the Fading Light, exile them, then meld them into Brisela, Voice of Nightmares.", ManaValue: 4},
		{Name: "Brisela, Voice of Nightmares", Text: "Flying, first strike, vigilance, lifelink"},
		{Name: "Urza, Lord Protector", Text: "{7}: If you both own and control Urza, Lord Protector and an artifact named The Mightstone and Weakstone, exile them, then meld them into Urza, Planeswalker. Activate only as a sorcery.", ManaValue: 3},
		{Name: "Urza", Text: "A name that is the start of another."},
		{Name: "The Mightstone and Weakstone", Text: "When The Mightstone and Weakstone enters, choose one —", ManaValue: 5},
		{Name: "Urza, Planeswalker", Text: "+2: ..."},
		{Name: "Vanille, Cheerful l'Cie", Text: "At the beginning of your first main phase, if you both own and control Vanille and a creature named Fang, Fearless l'Cie, you may pay {3}{B}{G}. If you do, exile them, then meld them into Ragnarok, Divine Deliverance.", ManaValue: 2},
		{Name: "Fang, Fearless l'Cie", ManaValue: 3},
		{Name: "Ragnarok, Divine Deliverance"},
		// A text that melds into a card the pool lacks, or names no
		// partner, makes no pair.
		{Name: "Lonely Melder", Text: "Exile it, then meld them into Nothing Known."},
		{Name: "Partnerless", Text: "Exile them, then meld them into Brisela, Voice of Nightmares."},
	}
	want := []Meld{
		{Result: "Brisela, Voice of Nightmares", Parts: [2]string{"Gisela, the Broken Blade", "Bruna, the Fading Light"}, ManaValue: 11},
		{Result: "Urza, Planeswalker", Parts: [2]string{"Urza, Lord Protector", "The Mightstone and Weakstone"}, ManaValue: 8},
		{Result: "Ragnarok, Divine Deliverance", Parts: [2]string{"Vanille, Cheerful l'Cie", "Fang, Fearless l'Cie"}, ManaValue: 5},
	}
	if got := Melds(pool); !reflect.DeepEqual(got, want) {
		t.Errorf("Melds:\n got %+v\nwant %+v", got, want)
	}
}
