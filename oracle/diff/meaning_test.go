package diff

import (
	"slices"
	"testing"
)

// TestCompareMeanings compares the parsed abilities of two wordings: the
// same when every part says the same, else each difference named.
func TestCompareMeanings(t *testing.T) {
	tests := []struct {
		name, card, old, new string
		same                 bool
		why                  []string // for wordings that differ, each difference
		asWritten            bool     // compared without the rewrites
	}{
		// The same abilities.
		{"abilities in another order", "X", "Flying\n{T}: Draw a card.", "{T}: Draw a card.\nFlying", true, nil, false},
		{"cost parts in another order", "X", "{T}, {1}: Draw a card.", "{1}, {T}: Draw a card.", true, nil, false},
		{"one for each is the number of", "Mob Justice",
			"Mob Justice deals 1 damage to target player for each creature you control.",
			"Mob Justice deals damage to target player equal to the number of creatures you control.", true, nil, false},
		{"life for each", "X", "Target player loses 1 life for each Zombie in play.",
			"Target player loses life equal to the number of Zombies on the battlefield.", true, nil, false},
		{"an instruction's subject is its controller", "X", "At the beginning of your upkeep, lose 2 life.",
			"At the beginning of your upkeep, you lose 2 life.", true, nil, false},
		{"then you", "X", "Draw a card, then discard a card.", "Draw a card, then you discard a card.", true, nil, false},
		{"a spell is played", "Erayo, Soratami Ascendant",
			"Whenever the fourth spell of a turn is played, flip Erayo.",
			"Whenever the fourth spell of a turn is cast, flip Erayo.", true, nil, false},
		{"play an instant or sorcery card", "X",
			"Search target opponent's library for an instant or sorcery card. You may play that card without paying its mana cost.",
			"Search target opponent's library for an instant or sorcery card. You may cast that card without paying its mana cost.", true, nil, false},
		{"old if trigger", "Tarpan", "If Tarpan is put into the graveyard from play, you gain 1 life.",
			"When Tarpan is put into the graveyard from play, you gain 1 life.", true, nil, false},

		{"a permanent on the battlefield", "X", "Destroy all Forests in play.", "Destroy all Forests.", true, nil, false},
		{"for each permanent on the battlefield", "X", "X gets +1/+1 for each Zombie on the battlefield.", "X gets +1/+1 for each Zombie.", true, nil, false},
		{"a token of no color", "X", "{4}, {T}: Put a 1/1 Gnome artifact creature token into play.",
			"{4}, {T}: Create a 1/1 colorless Gnome artifact creature token.", true, nil, false},
		{"counter target card", "X", "Counter target creature card.", "Counter target creature spell.", true, nil, false},
		{"power and toughness each equal", "Drift of the Dead", "Drift of the Dead has power and toughness each equal to the number of snow lands you control.",
			"Drift of the Dead's power and toughness are each equal to the number of snow lands you control.", true, nil, false},
		{"play a creature card", "X", "You may play creature cards as though they had flash.", "You may cast creature cards as though they had flash.", true, nil, false},
		{"that player's", "Get a Life", "Target player and each of that player's teammates exchange life totals.",
			"Target player and each of their teammates exchange life totals.", true, nil, false},

		{"pay or bury", "Thelon's Chant", "During your upkeep, pay {G} or bury Thelon's Chant.",
			"At the beginning of your upkeep, sacrifice Thelon's Chant unless you pay {G}.", true, nil, false},
		// "Do something unless you pay" is "you may pay; if you don't, do
		// something" (118.12), whatever is done.
		{"pay or destroy another", "X", "At the beginning of your upkeep, pay {G} or destroy target creature.",
			"At the beginning of your upkeep, destroy target creature unless you pay {G}.", true, nil, false},
		{"unless you pay is if you don't", "Knight of the Mists", "When Knight of the Mists comes into play, you may pay {U}. If you don't, destroy target Knight.",
			"When Knight of the Mists comes into play, destroy target Knight unless you pay {U}.", true, nil, false},
		{"pay life or tap", "Carnophage", "During your upkeep, pay 1 life or tap Carnophage.",
			"At the beginning of your upkeep, tap Carnophage unless you pay 1 life.", true, nil, false},
		{"pay life or tap another", "Carnophage", "During your upkeep, pay 1 life or tap Carnophage.",
			"At the beginning of your upkeep, tap Carnophage unless you pay 2 life.", false, nil, false},
		// A static ability's object "gains" an ability it has while the
		// ability applies (611.3a).
		{"a static ability's gains", "Fledgling Osprey", "Fledgling Osprey gains flying as long as it's enchanted.",
			"Fledgling Osprey has flying as long as it's enchanted.", true, nil, false},
		{"a static ability's gains, another keyword", "Fledgling Osprey", "Fledgling Osprey gains flying as long as it's enchanted.",
			"Fledgling Osprey has first strike as long as it's enchanted.", false, nil, false},
		{"a static ability's gains, not life", "X", "As long as X is enchanted, you gain 1 life.",
			"As long as X is enchanted, you have 1 life.", false, nil, false},
		{"tap or sacrifice", "X", "At the beginning of your upkeep, tap an untapped creature you control or sacrifice X.",
			"At the beginning of your upkeep, sacrifice X unless you tap an untapped creature you control.", true, nil, false},
		{"a bonus of the card's", "Granite Gargoyle", "{R}: +0/+1 until end of turn.", "{R}: Granite Gargoyle gets +0/+1 until end of turn.", true, nil, false},

		{"any graveyard", "X", "Put target creature card from any graveyard onto the battlefield under your control.",
			"Put target creature card from a graveyard onto the battlefield under your control.", true, nil, false},
		{"keyword creature", "X", "{T}: X deals 1 damage to target flying creature.", "{T}: X deals 1 damage to target creature with flying.", true, nil, false},
		{"base power and toughness", "X", "{2}: X is 4/2 until end of turn.", "{2}: X has base power and toughness 4/2 until end of turn.", true, nil, false},
		{"bare enters", "Hollow Trees", "Comes into play tapped. You may choose not to untap Hollow Trees during your untap step.",
			"Hollow Trees comes into play tapped.\nYou may choose not to untap Hollow Trees during your untap step.", true, nil, false},
		{"modes on one line", "X", "Choose one — Counter target red spell; or destroy target red permanent.",
			"Choose one —\n• Counter target red spell.\n• Destroy target red permanent.", true, nil, false},

		{"sentences of a spell", "X", "Destroy target artifact. It can't be regenerated. Draw a card.",
			"Destroy target artifact. It can't be regenerated.\nDraw a card.", true, nil, false},

		{"put from a graveyard", "X", "{B}{B}, Pay 2 life: Put target creature card from your graveyard into play.",
			"{B}{B}, Pay 2 life: Return target creature card from your graveyard to the battlefield.", true, nil, false},

		{"prevent up to", "X", "{T}: Prevent up to 2 damage to you.",
			"{T}: Prevent the next 2 damage that would be dealt to you this turn.", true, nil, false},

		{"a list's last and", "X", "Search your library for up to two basic land cards, reveal those cards, and put them into your hand. Then shuffle.",
			"Search your library for up to two basic land cards, reveal those cards, put them into your hand, then shuffle.", true, nil, false},

		// Near misses: each must stay a difference.
		{"and or or", "X", "Destroy target artifact, creature, and land.", "Destroy target artifact, creature, or land.", false, nil, false},
		{"prevent all damage this turn", "X", "Prevent all damage that would be dealt to target creature.",
			"Prevent all damage that would be dealt to target creature this turn.", false, nil, false},
		{"prevent up to another amount", "X", "{T}: Prevent up to 2 damage to a creature or player.",
			"{T}: Prevent the next 3 damage that would be dealt to a creature or player this turn.", false, nil, false},
		{"put from a hand", "X", "Put a creature card from your hand onto the battlefield.",
			"Return a creature card from your hand to the battlefield.", false, nil, false},
		{"put from a graveyard into a hand", "X", "Put target creature card from your graveyard onto the battlefield.",
			"Return target creature card from your graveyard to your hand.", false, nil, false},
		{"a sentence that refers back", "X", "Destroy target artifact. It can't be regenerated.",
			"Destroy target artifact.\nDestroy target creature. It can't be regenerated.", false, nil, false},
		{"any number", "X", "Return any number of target creatures to their owners' hands.",
			"Return a target creature to its owner's hand.", false, nil, false},
		{"any target", "X", "X deals 2 damage to any target.", "X deals 2 damage to a target.", false, nil, false},
		{"nonflying creature", "X", "Destroy target nonflying creature.", "Destroy target creature with flying.", false, nil, false},
		{"becomes a creature", "X", "{2}: X becomes a 4/2 creature until end of turn.", "{2}: X has base power and toughness 4/2 until end of turn.", false, nil, false},
		{"gets is not has base", "X", "{2}: X gets +4/+2 until end of turn.", "{2}: X has base power and toughness 4/2 until end of turn.", false, nil, false},
		{"another mode", "X", "Choose one — Counter target red spell; or destroy target red permanent.",
			"Choose one —\n• Counter target red spell.\n• Destroy target blue permanent.", false, nil, false},
		{"sentences of a triggered ability", "X", "When X enters, draw a card. Then discard a card.",
			"When X enters, draw a card.\nDiscard a card.", false, nil, false},
		{"pay or destroy another, less", "X", "At the beginning of your upkeep, pay {G} or destroy target creature.",
			"At the beginning of your upkeep, destroy target creature unless you pay {1}.", false, nil, false},
		{"sacrifice unless another payment", "X", "At the beginning of your upkeep, pay {G} or sacrifice X.",
			"At the beginning of your upkeep, sacrifice X unless you pay {G}{G}.", false, nil, false},
		{"a bonus of another's", "X", "{R}: +0/+1 until end of turn.", "{R}: Target creature gets +0/+1 until end of turn.", false, nil, false},
		{"a card on the battlefield", "X", "Exile target card in a graveyard.", "Exile target card on the battlefield.", false, nil, false},
		{"put onto the battlefield", "X", "Put target creature card from your graveyard on the battlefield.", "Put target creature card from your graveyard.", false, nil, false},
		{"a token of a color", "X", "Create a 1/1 red Goblin creature token.", "Create a 1/1 colorless Goblin creature token.", false,
			[]string{`removes "red"`}, false},
		{"exile a card or a spell", "X", "Exile target creature card.", "Exile target creature spell.", false, nil, false},
		{"power alone", "X", "X has power and toughness each equal to the number of lands you control.",
			"X's power is equal to the number of lands you control.", false, nil, false},
		{"play cards", "X", "You may play cards as though they had flash.", "You may cast cards as though they had flash.", false, nil, false},
		{"that player and you", "X", "That player loses 2 life.", "You lose 2 life.", false, nil, false},
		{"that player and target player", "X", "Exile the top card of that player's library.", "Exile the top card of target player's library.", false, nil, false},
		{"cost moves into the cost", "Zuran Orb", "{0}: Sacrifice a land to gain 2 life.", "Sacrifice a land: You gain 2 life.", false,
			[]string{`"sacrifice a land" moves from the effect into the cost`}, true},
		{"sacrifice added to a cost", "X", "{T}: Sacrifice X to add {B}{B}.", "{T}, Sacrifice X: Add {B}{B}.", false,
			[]string{`"sacrifice ~" moves from the effect into the cost`}, true},
		{"each turn to each combat", "Ruric Thar, the Unbowed", "Ruric Thar attacks each turn if able.", "Ruric Thar attacks each combat if able.", false,
			[]string{`"turn" becomes "combat"`}, false},
		// Damage to a player became damage to a player or planeswalker
		// when the redirection rule was dropped (306.7); a prevention
		// shield that covers a planeswalker too is a change.
		{"or planeswalker", "X", "Prevent all damage that would be dealt to target player this turn.",
			"Prevent all damage that would be dealt to target player or planeswalker this turn.", false,
			[]string{`adds "or planeswalker"`}, false},
		{"damage to a player or planeswalker", "X", "X deals 3 damage to target player.", "X deals 3 damage to target player or planeswalker.", true, nil, false},
		{"up to", "X", "Tap two target creatures.", "Tap up to two target creatures.", false, []string{`adds "up to"`}, false},
		{"a number", "X", "Draw two cards.", "Draw three cards.", false, []string{`"two" becomes "three"`}, false},
		{"two for each is not the number of", "X", "X deals 2 damage to target player for each creature you control.",
			"X deals damage to target player equal to the number of creatures you control.", false, []string{`removes "2"`, `"for each creature" becomes "equal to the number of creatures"`}, false},
		{"you as an object", "X", "X deals 1 damage to target player.", "X deals 1 damage to you.", false,
			[]string{`"target player" becomes "you"`}, false},
		{"another player's instruction", "X", "At the beginning of your upkeep, you lose 2 life.",
			"At the beginning of your upkeep, each player loses 2 life.", false, []string{`"lose" becomes "each player loses"`}, false},
		{"play a card", "X", "You may play cards exiled with X.", "You may cast cards exiled with X.", false,
			[]string{`"play" becomes "cast"`}, false},
		{"a trigger", "X", "When X enters the battlefield, draw a card.", "When X attacks, draw a card.", false,
			[]string{`changes the trigger from "~ enters" to "~ attacks"`}, false},
		{"trigger word", "X", "At the beginning of your upkeep, draw a card.", "When your upkeep begins, draw a card.", false, nil, false},
		{"a replacement is no trigger", "X", "If X would die, exile it instead.", "When X dies, exile it.", false, nil, false},
		{"cost changed", "X", "{1}: X gets +1/+1 until end of turn.", "{2}: X gets +1/+1 until end of turn.", false,
			[]string{`changes the cost from "{1}" to "{2}"`}, false},
		{"keyword parameter", "X", "Bushido 1", "Bushido 2", false, []string{`"bushido 1" becomes "bushido 2"`}, false},
		{"ability added", "X", "Flying", "Flying\nVigilance", false, []string{`adds the ability "vigilance"`}, false},
		{"modes", "X", "Choose one —\n• Draw a card.\n• Gain 3 life.", "Choose one or both —\n• Draw a card.\n• Gain 3 life.", false, nil, false},
		// Damage counted by target player's things, dealt to that
		// player, is damage to target player; to another it is not.
		{"damage to that player", "Sudden Impact", "Sudden Impact deals 1 damage to target player for each card in his or her hand.",
			"Sudden Impact deals damage equal to the number of cards in target player's hand to that player.", true, nil, false},
		{"damage to that player, then to target player", "X", "X deals damage equal to the number of cards in target player's hand to that player.",
			"X deals damage to target player equal to the number of cards in that player's hand.", true, nil, false},
		{"damage counted by target player's things to you", "X", "X deals damage to target player equal to the number of cards in that player's hand.",
			"X deals damage equal to the number of cards in target player's hand to you.", false, nil, false},
		// Once an ability exiles, its later "remove" is the exile; a
		// creature removed from combat is not exiled.
		{"removed this way", "X", "{X}: Choose a color. Target opponent removes the top X cards of their library from the game. For each card of the chosen color removed this way, create a 1/1 blue Faerie creature token.",
			"{X}: Choose a color. Target opponent exiles the top X cards of their library. For each card of the chosen color exiled this way, create a 1/1 blue Faerie creature token.", true, nil, false},
		{"removed this way and milled", "X", "{X}: Choose a color. Target opponent removes the top X cards of their library from the game. For each card of the chosen color removed this way, create a 1/1 blue Faerie creature token.",
			"{X}: Choose a color. Target opponent exiles the top X cards of their library. For each card of the chosen color milled this way, create a 1/1 blue Faerie creature token.", false, nil, false},
		{"removed from combat", "X", "Exile target creature. Remove target attacking creature from combat.",
			"Exile target creature. Exile target attacking creature.", false, nil, false},
		{"spells and activated abilities", "X", "Players can play spells and activated abilities only during their own turns.",
			"Players can cast spells and activate abilities only during their own turns.", true, nil, false},
		{"spells and triggered abilities", "X", "Players can play spells and activated abilities only during their own turns.",
			"Players can cast spells and trigger abilities only during their own turns.", false, nil, false},
		// A keyword's definition, a land played and a creature that died.
		{"menace defined", "X", "Creatures you control can't be blocked except by two or more creatures.",
			"Creatures you control have menace.", true, nil, false},
		{"menace of other creatures", "X", "Creatures you control can't be blocked except by two or more creatures.",
			"Creatures your opponents control have menace.", false, nil, false},
		{"play land cards", "X", "Target player can't play land cards this turn.", "Target player can't play lands this turn.", true, nil, false},
		{"play land cards and spells", "X", "Target player can't play land cards this turn.", "Target player can't play lands or cast spells this turn.", false, nil, false},
		{"put into a graveyard from the battlefield", "Floating-Dream Zubera", "When Floating-Dream Zubera is put into a graveyard from play, draw a card for each Zubera put into a graveyard from play this turn.",
			"When Floating-Dream Zubera dies, draw a card for each Zubera that died this turn.", true, nil, false},
		{"put into your graveyard from the battlefield", "Floating-Dream Zubera", "When Floating-Dream Zubera is put into a graveyard from play, draw a card for each Zubera put into your graveyard from play this turn.",
			"When Floating-Dream Zubera dies, draw a card for each Zubera that died this turn.", false, nil, false},
		// "If that player doesn't" is "if they don't"; "if you don't" is
		// another player.
		{"if they don't", "X", "Target opponent may pay {3}. If he or she doesn't, X deals 2 damage to that player.",
			"Target opponent may pay {3}. If they don't, X deals 2 damage to that player.", true, nil, false},
		{"if you don't", "X", "Target opponent may pay {3}. If he or she doesn't, X deals 2 damage to that player.",
			"Target opponent may pay {3}. If you don't, X deals 2 damage to that player.", false, nil, false},
		// One trigger of two events, "or", "and when" or "or whenever".
		{"two events joined", "X", "When X enters the battlefield or whenever you cast a spell from your graveyard, draw a card.",
			"When X enters the battlefield and whenever you cast a spell from your graveyard, draw a card.", true, nil, false},
		{"two events, either word", "X", "Whenever X enters the battlefield or a creature you control deals combat damage to a player, draw a card.",
			"When X enters the battlefield and whenever a creature you control deals combat damage to a player, draw a card.", true, nil, false},
		{"two events and one", "X", "When X enters the battlefield or whenever you cast a spell from your graveyard, draw a card.",
			"When X enters the battlefield, draw a card.", false, nil, false},
		{"cycled or put into a graveyard", "Naya Sojourners", "When you cycle Naya Sojourners or it's put into a graveyard from play, you may put a +1/+1 counter on target creature.",
			"When you cycle Naya Sojourners or it dies, you may put a +1/+1 counter on target creature.", true, nil, false},
		{"cycled or put into exile", "Naya Sojourners", "When you cycle Naya Sojourners or it's put into exile from play, you may put a +1/+1 counter on target creature.",
			"When you cycle Naya Sojourners or it dies, you may put a +1/+1 counter on target creature.", false, nil, false},
		// "This turn" and "until end of turn" end alike (514.2).
		{"this turn", "X", "{T}: Target creature can't be blocked by Walls until end of turn.", "{T}: Target creature can't be blocked by Walls this turn.", true, nil, false},
		{"until your next turn", "X", "{T}: Target creature can't be blocked by Walls this turn.", "{T}: Target creature can't be blocked by Walls until your next turn.", false, nil, false},
		// A choice is the controller's unless the effect says whose (608.2d).
		{"your choice of", "X", "When X dies, you may put it on the top or bottom of its owner's library.",
			"When X dies, you may put it on your choice of the top or bottom of its owner's library.", true, nil, false},
		{"another's choice of", "X", "{T}: Target creature loses flying, first strike, or trample until end of turn.",
			"{T}: Target creature loses its controller's choice of flying, first strike, or trample until end of turn.", false, nil, false},
		{"the chosen color", "X", "Creatures you control gain protection from the color of your choice until end of turn.",
			"Choose a color. Creatures you control gain protection from the chosen color until end of turn.", true, nil, false},
		{"another color", "X", "Creatures you control gain protection from the color of your choice until end of turn.",
			"Choose a color. Creatures you control gain protection from each color other than the chosen color until end of turn.", false, nil, false},
		// The 2021 templates: spells cast from among cards, a Class.
		{"nonland cards exiled this way", "X", "Exile the top six cards of your library. You may cast any number of nonland cards exiled this way without paying their mana costs.",
			"Exile the top six cards of your library. You may cast any number of spells from among cards exiled this way without paying their mana costs.", true, nil, false},
		{"nonland card in it", "X", "Look at that player's hand. You may cast a nonland card in it without paying that card's mana cost.",
			"Look at that player's hand. You may cast a spell from among those cards without paying its mana cost.", true, nil, false},
		{"creature cards exiled this way", "X", "Exile the top six cards of your library. You may cast any number of creature cards exiled this way without paying their mana costs.",
			"Exile the top six cards of your library. You may cast any number of spells from among cards exiled this way without paying their mana costs.", false, nil, false},
		{"nonland cards and lands", "X", "You may cast nonland cards exiled with X.", "You may play lands and cast spells from among cards exiled with X.", false, nil, false},
		{"this Class", "Ranger Class", "When Ranger Class enters the battlefield, create a 2/2 green Wolf creature token.",
			"When this Class enters, create a 2/2 green Wolf creature token.", true, nil, false},
		// The 2024-2025 templates.
		{"next cast", "X", "When you cast your next instant or sorcery spell this turn, copy that spell.",
			"When you next cast an instant or sorcery spell this turn, copy that spell.", true, nil, false},
		{"next cast of another spell", "X", "When you cast your next creature spell this turn, copy that spell.",
			"When you next cast an instant or sorcery spell this turn, copy that spell.", false, nil, false},
		{"enters under your control", "X", "Whenever a 1/1 creature enters the battlefield under your control, you gain 1 life.",
			"Whenever a 1/1 creature you control enters, you gain 1 life.", true, nil, false},
		{"enters under enchanted player's control", "X", "Whenever a creature enters the battlefield under enchanted player's control, that player loses 1 life.",
			"Whenever a creature enchanted player controls enters, that player loses 1 life.", true, nil, false},
		{"enters under another player's control", "X", "Whenever a creature enters the battlefield under your control, you gain 1 life.",
			"Whenever a creature an opponent controls enters, you gain 1 life.", false, nil, false},
		{"mana of any type can be spent", "X", "You may cast that card for as long as it remains exiled, and you may spend mana as though it were mana of any type to cast that spell.",
			"You may cast that card for as long as it remains exiled, and mana of any type can be spent to cast that spell.", true, nil, false},
		{"mana of any color can be spent", "X", "You may cast that card for as long as it remains exiled, and you may spend mana as though it were mana of any type to cast that spell.",
			"You may cast that card for as long as it remains exiled, and mana of any color can be spent to cast that spell.", false, nil, false},
		// A resolving ability's "has" is "gains" (611.2a); a number of
		// life a player has is not gained, and a duration added is a change.
		{"has a keyword as it resolves", "X", "{2}{R}: Put a creature card from your hand onto the battlefield. That creature has haste.",
			"{2}{R}: Put a creature card from your hand onto the battlefield. That creature gains haste.", true, nil, false},
		{"has a quoted ability as it resolves", "X", "When X enters the battlefield, target creature has \"{T}: Draw a card.\"",
			"When X enters the battlefield, target creature gains \"{T}: Draw a card.\"", true, nil, false},
		{"has a keyword for a duration", "X", "When X enters the battlefield, target creature has flying.",
			"When X enters the battlefield, target creature gains flying until end of turn.", false, []string{`adds "this turn"`}, false},
		{"has no keyword as it resolves", "X", "When X enters the battlefield, target player has 3 life.",
			"When X enters the battlefield, target player gains 3 life.", false, nil, false},
	}
	rewrites := DefaultRewrites()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := NewClassifier(rewrites, tt.card)
			got := c.compareMeanings(tt.old, tt.new, nil, !tt.asWritten)
			if got.same != tt.same {
				t.Fatalf("same = %v, want %v (differences %q)", got.same, tt.same, got.differences)
			}
			if tt.why != nil && !slices.Equal(got.differences, tt.why) {
				t.Errorf("differences %q, want %q", got.differences, tt.why)
			}
			if !tt.same && len(got.differences) == 0 {
				t.Errorf("wordings that differ with no difference named")
			}
			// The comparison is symmetric in whether the wordings are the same.
			if back := c.compareMeanings(tt.new, tt.old, nil, !tt.asWritten); back.same != tt.same {
				t.Errorf("reversed: same = %v", back.same)
			}
		})
	}
}

// TestCompareMeaningsUnparsed: wordings with no abilities are not the
// same by meaning, and name no difference.
func TestCompareMeaningsUnparsed(t *testing.T) {
	c := NewClassifier(DefaultRewrites())
	for _, pair := range [][2]string{{"", "Flying"}, {"Flying", ""}, {"", ""}} {
		got := c.compareMeanings(pair[0], pair[1], nil, true)
		if got.same || got.differences != nil {
			t.Errorf("%q -> %q: %+v", pair[0], pair[1], got)
		}
	}
}

// TestClassifyByMeaning classifies whole changes: a cost that moved is
// functional whatever rewrite reads its words the same, and the reason of
// a functional change is the parsed difference.
func TestClassifyByMeaning(t *testing.T) {
	tests := []struct {
		name, card, old, new string
		want                 Class
		why                  []string
	}{
		{"Zuran Orb", "Zuran Orb", "{0}: Sacrifice a land to gain 2 life.", "Sacrifice a land: You gain 2 life.", Functional,
			[]string{`"sacrifice a land" moves from the effect into the cost`}},
		{"cost in another notation", "Amulet of Unmaking",
			"{5}, {T}, Remove Amulet of Unmaking from the game: Remove target artifact, creature, or land from the game.",
			"{5}, {T}, Exile Amulet of Unmaking: Exile target artifact, creature, or land.", Templating, nil},
		{"Mob Justice", "Mob Justice", "Mob Justice deals 1 damage to target player for each creature you control.",
			"Mob Justice deals damage to target player equal to the number of creatures you control.", Templating, []string{SameMeaning}},
		{"Erayo", "Erayo, Soratami Ascendant", "Whenever the fourth spell of a turn is played, flip Erayo.",
			"Whenever the fourth spell of a turn is cast, flip Erayo.", Templating, nil},
		{"Ruric Thar", "Ruric Thar, the Unbowed", "Ruric Thar, the Unbowed attacks each turn if able.",
			"Ruric Thar, the Unbowed attacks each combat if able.", Functional, []string{`"turn" becomes "combat"`, `changes timing "turn" to "combat"`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := Compare(tt.old, tt.new)
			NewClassifier(DefaultRewrites(), tt.card).Classify(d)
			if d.Class() != tt.want {
				t.Fatalf("class %s, want %s (why %q)", d.Class(), tt.want, d.Why())
			}
			if tt.why != nil && !slices.Equal(d.Why(), tt.why) {
				t.Errorf("why %q, want %q", d.Why(), tt.why)
			}
		})
	}
}

// TestClassifySpellCost: an instant's or sorcery's cost printed in front of
// its effect is an additional cost (601.2f); a permanent's is a cost of an
// activated ability, and a cost with mana in it is no additional cost.
func TestClassifySpellCost(t *testing.T) {
	tests := []struct {
		name, typeLine, old, new string
		want                     Class
	}{
		{"instant", "Instant", "Sacrifice a creature: Target creature gets +4/+2 until end of turn.",
			"As an additional cost to cast this spell, sacrifice a creature.\nTarget creature gets +4/+2 until end of turn.", Templating},
		{"sorcery", "Sorcery", "Remove X creature cards in your graveyard from the game: ~ deals X damage to target player.",
			"As an additional cost to cast ~, exile X creature cards from your graveyard.\n~ deals X damage to target player.", Templating},
		{"creature", "Creature — Horror", "Sacrifice a creature: Target creature gets +4/+2 until end of turn.",
			"As an additional cost to cast this spell, sacrifice a creature.\nTarget creature gets +4/+2 until end of turn.", Functional},
		{"another cost", "Instant", "Sacrifice a creature: Target creature gets +4/+2 until end of turn.",
			"As an additional cost to cast this spell, sacrifice an artifact.\nTarget creature gets +4/+2 until end of turn.", Functional},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := Compare(tt.old, tt.new)
			NewClassifier(DefaultRewrites(), "X").WithTypeLine(tt.typeLine).Classify(d)
			if d.Class() != tt.want {
				t.Fatalf("class %s, want %s (why %q)", d.Class(), tt.want, d.Why())
			}
		})
	}
}

// TestClassifyHandChoiceAfterCost: a sorcery's cost printed in front of its
// effect ("Choose and discard X cards: Look at target opponent's hand and
// choose X of those cards", Abandon Hope) is read apart from the effect, whose
// cards "from it" are the hand's.
func TestClassifyHandChoiceAfterCost(t *testing.T) {
	old := "Choose and discard X cards: Look at target opponent's hand and choose X of those cards. That player discards the chosen cards."
	tests := []struct {
		name, new string
		want      Class
	}{
		{"the same choice", "As an additional cost to play Abandon Hope, discard X cards.\nLook at target opponent's hand and choose X cards from it. That player discards those cards.", Templating},
		{"one card", "As an additional cost to play Abandon Hope, discard X cards.\nLook at target opponent's hand and choose a card from it. That player discards that card.", Functional},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := Compare(old, tt.new)
			NewClassifier(DefaultRewrites(), "Abandon Hope").WithTypeLine("Sorcery").Classify(d)
			if d.Class() != tt.want {
				t.Fatalf("class %s, want %s (why %q)", d.Class(), tt.want, d.Why())
			}
		})
	}
}

// TestClassifyCountsAsSubtype: "~ counts as a Wizard" dropped is templating
// when the type line holds the subtype (205.3m), not when it holds another
// or when the line goes with another change.
func TestClassifyCountsAsSubtype(t *testing.T) {
	tests := []typeLineCase{
		{"subtype on the type line", "Legendary Creature — Human Wizard", "X counts as a Wizard.\n{2}, Sacrifice a permanent: Return target creature to owner's hand.",
			"{2}, Sacrifice a permanent: Return target creature to its owner's hand.", Templating},
		{"an, and nothing else", "Legendary Creature — Angel", "Flying\nX counts as an Angel.", "Flying", Templating},
		{"another subtype", "Legendary Creature — Human Cleric", "X counts as a Wizard.\nFlying", "Flying", Functional},
		{"no type line", "", "X counts as a Wizard.\nFlying", "Flying", Functional},
		{"and another change", "Legendary Creature — Human Wizard", "X counts as a Wizard.\nFlying", "Trample", Functional},
		{"a line that comes", "Artifact Creature — Wall", "Flying", "Flying\nX counts as a Wall.", Functional},
	}
	checkTypeLineRule(t, tests, CountsAsSubtype)
}

// TestClassifyWallDefender: a Wall that gains defender is templating
// (702.3b), another creature that gains it is not, nor a Wall that gains
// something else with it.
func TestClassifyWallDefender(t *testing.T) {
	tests := []typeLineCase{
		{"wall", "Creature — Wall", "Protection from black", "Defender (This creature can't attack.)\nProtection from black", Templating},
		{"wall with a keyword list", "Creature — Wall", "Flying", "Defender, flying", Templating},
		{"wall of two types", "Artifact Creature — Golem Wall", "Flying", "Defender\nFlying", Templating},
		{"not a wall", "Creature — Spirit", "Flying", "Defender, flying", Functional},
		{"no type line", "", "Flying", "Defender, flying", Functional},
		{"wall gains more", "Creature — Wall", "Flying", "Defender, flying, vigilance", Functional},
	}
	checkTypeLineRule(t, tests, WallDefender)
}

// typeLineCase is a change of wording of a card with a type line, and the
// class it should have.
type typeLineCase struct {
	name, typeLine, old, new string
	want                     Class
}

// checkTypeLineRule classifies each case with its type line, and a
// templating one must be so by rule.
func checkTypeLineRule(t *testing.T, tests []typeLineCase, rule string) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := Compare(tt.old, tt.new)
			NewClassifier(DefaultRewrites(), "X").WithTypeLine(tt.typeLine).Classify(d)
			if d.Class() != tt.want {
				t.Fatalf("class %s, want %s (why %q)", d.Class(), tt.want, d.Why())
			}
			if tt.want == Templating && !slices.Contains(d.Why(), rule) {
				t.Errorf("why %q, want %s", d.Why(), rule)
			}
		})
	}
}

// FuzzCompareMeanings compares arbitrary wordings by meaning, with the
// rewrites and as written: nothing panics, a wording says the same as
// itself, and whether two say the same does not depend on their order.
func FuzzCompareMeanings(f *testing.F) {
	for _, s := range [][3]string{
		{"{0}: Sacrifice a land to gain 2 life.", "Sacrifice a land: You gain 2 life.", "Zuran Orb"},
		{"Choose one — A; or B.", "Choose one —\n• A.\n• B.", "X"},
		{"Defender, flying", "Flying", "X"},
		{"{R} +1/+0", "• {t}, : ; or", "•"},
		{"Prevent up to 2 damage to X. It can't be regenerated. Then pay {G} or bury X.", "", "X"},
	} {
		f.Add(s[0], s[1], s[2])
	}
	rewrites := DefaultRewrites()
	f.Fuzz(func(t *testing.T, old, new, name string) {
		c := NewClassifier(rewrites, name).WithTypeLine("Creature — Wall")
		for _, rewrite := range []bool{true, false} {
			ab, ba := c.compareMeanings(old, new, nil, rewrite), c.compareMeanings(new, old, nil, rewrite)
			if ab.same != ba.same {
				t.Fatalf("%q and %q: same %v one way, %v the other", old, new, ab.same, ba.same)
			}
			if len(c.meanings(old, nil, rewrite)) > 0 && !c.compareMeanings(old, old, nil, rewrite).same {
				t.Fatalf("%q does not say the same as itself", old)
			}
		}
	})
}

// TestMadeLinesParsed checks that a line a rewrite makes of one line
// written is parsed as an ability of its own, both where the parsed
// abilities' parts are compared (compareMeanings) and where their
// canonical texts are (sameAbilities): an older "Hideaway" is "Hideaway
// 4" and "~ enters tapped", a Wall's "counts as a wall" in a list of
// keywords is defender, a keyword before an activated ability on one line
// is two abilities.
func TestMadeLinesParsed(t *testing.T) {
	const hideaway = "Hideaway (This land enters the battlefield tapped. When it does, look at the top four cards of your library, exile one face down, then put the rest on the bottom of your library.)\n{T}: Add {W}."
	tests := []struct {
		name, card, old, new string
		same                 bool
	}{
		{"a keyword made two abilities, in another order", "Windbrisk Heights", hideaway,
			"{T}: Add {W}.\nHideaway 4 (When this land enters, look at the top four cards of your library, exile one face down, then put the rest on the bottom of your library.)\nThis land enters tapped.", true},
		{"a keyword made two abilities, one missing", "Windbrisk Heights", hideaway,
			"{T}: Add {W}.\nHideaway 4 (When this land enters, look at the top four cards of your library, exile one face down, then put the rest on the bottom of your library.)", false},
		{"counts as a wall in a list", "Wall of Wonder", "Flying, counts as a wall", "Defender\nFlying", true},
		{"counts as a wall in a list, another keyword", "Wall of Wonder", "Flying, counts as a wall", "Defender\nFirst strike", false},
		{"a keyword and an activated ability on one line", "Shivan Dragon", "Flying, {R}: +1/+0 until end of turn.",
			"{R}: Shivan Dragon gets +1/+0 until end of turn.\nFlying", true},
		{"a keyword and another activated ability", "Shivan Dragon", "Flying, {R}: +1/+0 until end of turn.",
			"{R}: Shivan Dragon gets +2/+0 until end of turn.\nFlying", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := NewClassifier(DefaultRewrites(), tt.card)
			if got := c.compareMeanings(tt.old, tt.new, nil, true); got.same != tt.same {
				t.Errorf("compareMeanings: same = %v, want %v (%q)", got.same, tt.same, got.differences)
			}
			if _, got := c.sameAbilities(tt.old, tt.new, nil); got != tt.same {
				t.Errorf("sameAbilities = %v, want %v", got, tt.same)
			}
			if _, got := c.sameAbilities(tt.new, tt.old, nil); got != tt.same {
				t.Errorf("reversed: sameAbilities = %v, want %v", got, tt.same)
			}
			d := Compare(tt.old, tt.new)
			c.Classify(d)
			if want := map[bool]Class{true: Templating, false: Functional}[tt.same]; d.Class() != want {
				t.Errorf("class %s, want %s (%q)", d.Class(), want, d.Why())
			}
		})
	}
}
