package export

import "testing"

func TestEntersTapped(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       bool
	}{
		{"Drifting Meadow", "Drifting Meadow enters the battlefield tapped.\n{T}: Add {W}.", true},
		{"Alirios, Enraptured", "Alirios, Enraptured enters the battlefield tapped.", true},
		{"Arixmethes, Slumbering Isle", "Arixmethes enters the battlefield tapped with five slumber counters on it.", true},
		{"Gateway Plaza", "This land enters tapped.", true},
		{"Selesnya Guildgate", "Selesnya Guildgate enters tapped.", true},
		{"Glacial Fortress", "Glacial Fortress enters the battlefield tapped unless you control a Plains or an Island.", false},
		{"Evolving Wilds", "{T}, Sacrifice Evolving Wilds: Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.", false},
		{"Kor Skyfisher", "Creatures your opponents control enter tapped.", false},
		{"Bloodstained Mire", "", false},
		{"Clifftop Retreat", "When you cast it, it enters the battlefield tapped.", true},
		{"Pelakka Caverns", "As Pelakka Caverns enters the battlefield, you may pay 3 life. If you don't, it enters the battlefield tapped.", true},
		{"Frontier Bivouac", "Frontier Bivouac enters the battlefield tapped if you control two or more other lands.", false},
	} {
		if got := entersTapped(tc.name, tc.text); got != tc.want {
			t.Errorf("%s: %q: entersTapped = %v, want %v", tc.name, tc.text, got, tc.want)
		}
	}
}

func TestCockatriceManaCost(t *testing.T) {
	for _, tc := range []struct{ cost, want string }{
		{"", ""},
		{"{3}{G}{G}", "3GG"},
		{"{1}{G/W}{G/W}", "1{G/W}{G/W}"},
		{"{1}{B/P}{B/P}", "1{B/P}{B/P}"},
		{"{2/W}{2/W}", "{2/W}{2/W}"},
		{"{X}{C}", "XC"},
	} {
		if got := cockatriceManaCost(tc.cost); got != tc.want {
			t.Errorf("cockatriceManaCost(%q) = %q, want %q", tc.cost, got, tc.want)
		}
	}
}

func TestCockatriceSetType(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"expansion", "Expansion"}, {"from_the_vault", "From the Vault"}, {"draft_innovation", "Draft Innovation"},
		{"duel_deck", "Duel Deck"}, {"the_list", "The List"},
	} {
		if got := cockatriceSetType(tc.in); got != tc.want {
			t.Errorf("cockatriceSetType(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
