package diff

import (
	"slices"
	"strings"
	"testing"
)

func TestSignalDifferences(t *testing.T) {
	tests := []struct {
		name, old, new string
		want           []string
	}{
		{"timing", "Utvara Scalper attacks each turn if able.", "Utvara Scalper attacks each combat if able.", []string{`changes timing "turn" to "combat"`}},
		{"a number as a word", "Draw 3 cards.", "Draw three cards.", nil},
		{"another number", "Draw three cards.", "Draw two cards.", []string{`changes number "3" to "2"`}},
		{"a second target", "Destroy target creature.", "Destroy target creature and target artifact.", []string{`adds target "target artifact"`, `adds type "artifact"`}},
		{"a subtype with its card type", "Destroy all Goblins.", "Destroy all Goblin creatures.", nil},
		{"another subtype", "Destroy target Goblin.", "Destroy target Goblin Wall.", []string{`adds subtype "wall"`}},
		{"a zone of yours", "Return target card from your graveyard to your hand.", "Return target card from a graveyard to your hand.", []string{`changes zone "your graveyard" to "graveyard"`}},
		{"both kinds", "Destroy target artifact, creature.", "Destroy target artifact and creature.", []string{`adds type "and"`}},
		{"may", "Draw a card.", "You may draw a card.", []string{`adds choice "may"`, `adds player "you"`}},
		{"a player repeated", "Target player draws a card, then that player discards a card.", "Target player draws a card, then discards a card.", nil},
		{"a verb in another tense", "Bury target creature.", "Destroy target creature.", nil},
		{"loyalty", "+1: Draw a card.", "+2: Draw a card.", []string{`changes number "+1" to "+2"`}},
		{"a color", "Destroy target black creature.", "Destroy target red creature.", []string{`changes color "black" to "red"`}},
		{"a landwalk", "Creatures with islandwalk can be blocked.", "Creatures with swampwalk can be blocked.", []string{`changes keyword "islandwalk" to "swampwalk"`}},
		{"a main phase", "At the beginning of each player's main phase, draw a card.", "At the beginning of each player's precombat main phase, draw a card.", []string{`adds timing "precombat"`}},
		{"the same opponent", "Choose two target creatures an opponent controls.", "Choose two target creatures controlled by the same opponent.", []string{`adds quantity "same"`}},
		{"a copy's exception", "Create a token that's a copy of target creature. It has haste.", "Create a token that's a copy of target creature, except it has haste.", []string{`adds condition "except"`}},
		{"a state", "If it is untapped, untap it.", "If it is tapped, untap it.", []string{`changes state "untapped" to "tapped"`}},
		{"counters named again", "Put two +1/+1 counters on target creature. At end of turn, remove them.", "Put two +1/+1 counters on target creature. At end of turn, remove those counters.", nil},
		{"more counters", "Put a +1/+1 counter on target creature.", "Put two +1/+1 counters on target creature.", []string{`adds number "2"`}},
		{"a zone named again", "Search your library for a card, then shuffle your library.", "Search your library for a card, then shuffle.", nil},
		{"cards named again", "Each player draws cards equal to the greatest number a player discarded this way.", "Each player draws cards equal to the greatest number of cards a player discarded this way.", nil},
		{"cards as spells", "You may cast instant cards from your graveyard.", "You may cast instant spells from your graveyard.", nil},
		{"any as a", "When any creature attacks, draw a card.", "When a creature attacks, draw a card.", nil},
		{"any number", "Sacrifice any number of creatures.", "Sacrifice a creature.", []string{`removes choice "any"`}},
		{"a subtype's type written elsewhere", "Create a Squirrel token. Treat it as a 1/1 green creature.", "Create a 1/1 green Squirrel creature token.", nil},
		{"a subtype's type and another", "Destroy all Goblins.", "Destroy all Goblin creatures and artifacts.", []string{`adds type "and artifact"`}},
		{"your opponent as defending player", "Whenever ~ attacks and isn't blocked, your opponent discards a card.", "Whenever ~ attacks and isn't blocked, defending player discards a card.", nil},
		{"your opponent as target player", "Your opponent discards a card.", "Target player discards a card.", []string{`changes player "opponent your" to "player"`, `adds target "target player"`}},
		{"a target of another kind", "Return a creature card from target opponent's graveyard.", "Return target creature card from an opponent's graveyard.", []string{`changes target "target opponent" to "target creature"`}},
		{"cards cast as spells", "You may cast up to two revealed instant cards.", "You may cast up to two instant spells from among the revealed cards.", nil},
		{"a spell's cost", "White enchantments cost {2} more to cast.", "White enchantment spells cost {2} more to cast.", nil},
		{"spells, not cast", "Return target card to its owner's hand.", "Return target spell to its owner's hand.", []string{`changes card/spell "card" to "spell"`, `changes target "target card" to "target spell"`}},
		{"target as a verb", "You can't target any player more than once.", "You can't choose any player as a target more than once.", nil},
		{"if as when", "If ~ is put into a graveyard from play, draw a card.", "When ~ is put into a graveyard from play, draw a card.", nil},
		{"if as another trigger", "If ~ is tapped, draw a card.", "When ~ becomes tapped, draw a card.", []string{`adds action "become"`, `removes condition "if"`}},
		{"an x defined", "~ deals x damage to any target, where x is the sacrificed creature's power.", "~ deals damage equal to the sacrificed creature's power to any target.", nil},
		{"an x against a number", "~ deals x damage to target player, where x is the number of creatures you control.", "~ deals 1 damage to target player for each creature you control.", []string{`adds number "1"`}},
		{"return as put", "Each player puts up to three cards from their graveyard into their hand.", "Each player returns up to three cards from their graveyard to their hand.", nil},
		{"a counter put", "Return target creature card from your graveyard to the battlefield with a +1/+1 counter on it.", "Return target creature card from your graveyard to the battlefield. Put a +1/+1 counter on it.", []string{`adds action "put counter"`}},
		{"a graveyard condition", "{2}: Return ~ to your hand. Activate only during your upkeep and only if ~ is in your graveyard.", "{2}: Return ~ from your graveyard to your hand. Activate only during your upkeep.", nil},
		{"another card's graveyard condition", "{2}: Return target creature card to your hand. Activate only during your upkeep and only if ~ is in your graveyard.", "{2}: Return target creature card from your graveyard to your hand. Activate only during your upkeep.", []string{`removes condition "if"`}},
		{"the top card of a type", "You may play the top card of your library if it's a land card.", "You may play lands from the top of your library.", nil},
		{"the top card of another type", "You may play the top card of your library if it's a land card.", "You may play the top card of your library.", []string{`removes condition "if"`, `removes type "land"`}},
		{"reach's words", "Create a 2/4 Spider creature token that can block as though it had flying.", "Create a 2/4 Spider creature token with reach.", nil},
		{"flying for reach", "Create a 2/4 Spider creature token that can block as though it had flying.", "Create a 2/4 Spider creature token with flying.", []string{`changes keyword "reach" to "flying"`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			old, new := strings.ToLower(tt.old), strings.ToLower(tt.new)
			if got := signalTexts(signalChanges(old, new, capitalizedWithin(tt.old, tt.new))); !slices.Equal(got, tt.want) {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

// TestSignalWordsOneKind: no word is listed under two kinds of signal,
// which would make its kind depend on the order a map is read in.
func TestSignalWordsOneKind(t *testing.T) {
	kindOf := map[string]string{}
	for kind, words := range signalWords {
		for _, w := range strings.Fields(words) {
			if other, ok := kindOf[w]; ok {
				t.Errorf("%q is a %s signal and a %s signal", w, other, kind.name)
			}
			kindOf[w] = kind.name
		}
	}
}
