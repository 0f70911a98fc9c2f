package diff

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/mtgoracle/oracle"
	"github.com/mtgoracle/oracle/oracle"
)

func TestClassify(t *testing.T) {
	tests := []struct {
		name, card, old, new string
		want                 Class
		rewrites             []string // the rewrites named, for a templating change
	}{
		{"they", "Curfew", "Each player returns a creature he or she controls.", "Each player returns a creature they control.", Templating, []string{"they"}},
		{"battlefield", "Lifeline", "if another creature is in play", "if another creature is on the battlefield", Templating, []string{"battlefield"}},
		{"dies", "X", "Whenever a creature is put into a graveyard from play, draw a card.", "Whenever a creature dies, draw a card.", Templating, []string{"battlefield", "dies"}},
		{"exile", "X", "Remove target creature from the game.", "Exile target creature.", Templating, []string{"exile"}},
		{"mana value", "X", "with converted mana cost 3 or less", "with mana value 3 or less", Templating, []string{"mana-value"}},
		{"enters", "Skyship Weatherlight", "When Skyship Weatherlight comes into play, draw a card.", "When this artifact enters, draw a card.", Templating, nil},
		{"short name", "Karn, Silver Golem", "Whenever Karn, Silver Golem blocks", "Whenever Karn blocks", Templating, []string{SelfReference}},
		{"reminder text", "X", "Flying", "Flying (It can't be blocked except by creatures with flying or reach.)", Templating, []string{"reminder-text"}},
		{"its owner", "X", "return it to owner's hand", "return it to its owner's hand", Templating, []string{"its-owner"}},
		{"number", "X", "Draw two cards.", "Draw three cards.", Functional, nil},
		// A player without a creature chose none either way: no signal of
		// the card's play differs.
		{"who", "Curfew", "Each player chooses a creature he or she controls", "Each player who controls a creature chooses one of them", Templating, []string{Rewording}},
		// A cost moved into the cost from the effect is paid on
		// activation (602.2), whatever else the words keep.
		{"a cost's verb moved", "Conch Horn", "{1}, {T}: Sacrifice Conch Horn. Draw two cards, then put any one card from your hand back on top of your library.", "{1}, {T}, Sacrifice Conch Horn: Draw two cards, then put a card from your hand on top of your library.", Functional, nil},
		{"a cost's verb reworded in place", "Conch Horn", "{1}, {T}, Sacrifice Conch Horn: Draw two cards, then put any one card from your hand back on top of your library.", "{1}, {T}, Sacrifice Conch Horn: Draw two cards, then put a card from your hand on top of your library.", Templating, []string{Rewording}},
		{"new ability", "X", "Flying", "Flying\nVigilance", Functional, nil},
		{"templating and function", "X", "Remove target creature from the game. Draw a card.", "Exile target creature. Draw two cards.", Functional, nil},
		{"does damage to one target", "Lightning Bolt", "Lightning Bolt does 3 damage to one target.", "Lightning Bolt deals 3 damage to any target.", Templating, []string{"deals-damage", "any-target"}},
		{"creature or player", "Shock", "Shock deals 2 damage to target creature or player.", "Shock deals 2 damage to any target.", Templating, []string{"any-target"}},
		{"divided among targets", "Fire // Ice", "Fire deals 2 damage divided as you choose among one or two target creatures and/or players.", "Fire deals 2 damage divided as you choose among one or two targets.", Templating, []string{"any-target"}},
		{"up to one target", "X", "Tap up to one target creature.", "Tap any target.", Functional, nil},
		{"remove an ability as loses", "Urborg", "{T}: Remove first strike ability or swampwalk ability from target creature until end of turn.", "{T}: Target creature loses first strike or swampwalk until end of turn.", Templating, []string{"loses-ability"}},
		{"remove every instance as loses all", "Hammerheim", "{T}: Remove all landwalking ability from target creature until end of turn.", "{T}: Target creature loses all landwalk abilities until end of turn.", Templating, []string{"loses-ability"}},
		{"loses another ability", "Urborg", "{T}: Remove first strike ability or swampwalk ability from target creature until end of turn.", "{T}: Target creature loses first strike or flying until end of turn.", Functional, nil},
		{"a creature in a graveyard as a creature card", "Lhurgoyf", "Lhurgoyf has power equal to the total number of creatures in all graveyards and toughness equal to 1 plus the total number of creatures in all graveyards.", "Lhurgoyf's power is equal to the number of creature cards in all graveyards and its toughness is equal to that number plus 1.", Templating, nil},
		{"creatures in graveyards as artifact cards", "Lhurgoyf", "Lhurgoyf has power equal to the total number of creatures in all graveyards.", "Lhurgoyf's power is equal to the number of artifact cards in all graveyards.", Functional, nil},
		{"that creature card as that card", "Remembrance", "you may search your library for a copy of that creature card.", "you may search your library for a copy of that card.", Templating, []string{"that-creature-card"}},
		{"set aside as exile", "Struggle for Sanity", "That player sets aside a card from it, then you set aside a card from it. Repeat this process until all cards in that hand have been set aside.", "That player exiles a card from it, then you exile a card from it. Repeat this process until all cards in that hand have been exiled.", Templating, []string{"set-aside"}},
		{"set aside as put into a graveyard", "Struggle for Sanity", "That player sets aside a card from it.", "That player puts a card from it into their graveyard.", Functional, nil},
		{"threshold's condition placed first", "Demoralize", "Each creature can't be blocked this turn except by two or more creatures.\nThreshold Creatures can't block this turn. (You have threshold if seven or more cards are in your graveyard.)", "Each creature can't be blocked this turn except by two or more creatures.\nThreshold — If seven or more cards are in your graveyard, creatures can't block this turn.", Templating, nil},
		{"threshold's condition changed", "Demoralize", "Threshold Creatures can't block this turn. (You have threshold if seven or more cards are in your graveyard.)", "Threshold — If six or more cards are in your graveyard, creatures can't block this turn.", Functional, nil},
		{"threshold without its reminder", "Treacherous Vampire", "Flying\nThreshold Treacherous Vampire gets +2/+2 and has \"When Treacherous Vampire is put into a graveyard from play, you lose 6 life.\"", "Flying\nThreshold — As long as seven or more cards are in your graveyard, Treacherous Vampire gets +2/+2 and has \"When Treacherous Vampire is put into a graveyard from play, you lose 6 life.\"", Templating, nil},
		{"threshold's alternative without its reminder", "Grizzly Fate", "Put two 2/2 green Bear creature tokens into play.\nThreshold Instead put four 2/2 green Bear creature tokens into play.", "Put two 2/2 green Bear creature tokens into play.\nThreshold — Put four 2/2 green Bear creature tokens into play instead if seven or more cards are in your graveyard.", Templating, nil},
		{"threshold without its reminder, another condition", "Treacherous Vampire", "Threshold Treacherous Vampire gets +2/+2.", "Threshold — As long as six or more cards are in your graveyard, Treacherous Vampire gets +2/+2.", Functional, nil},
		{"a land's mana replaced", "Ritual of Subdual", "All mana-producing lands produce colorless mana instead of their normal mana.", "If a land is tapped for mana, it produces colorless mana instead of any other type.", Templating, nil},
		{"a land's mana replaced by other mana", "Ritual of Subdual", "All mana-producing lands produce colorless mana instead of their normal mana.", "If a land is tapped for mana, it produces {B} instead of any other type.", Functional, nil},
		{"each land's mana replaced", "Reality Twist", "Instead of their normal mana, plains produce {R}, swamps produce {G}, mountains produce {W}, and forests produce {B}.", "If tapped for mana, Plains produce {R}, Swamps produce {G}, Mountains produce {W}, and Forests produce {B} instead of any other type.", Templating, nil},
		{"a land's mana of any one color", "Pulse of Llanowar", "If a basic land you control is tapped for mana, it produces mana of any one color instead of its normal type.", "If a basic land you control is tapped for mana, it produces mana of a color of your choice instead of any other type.", Templating, nil},
		{"a delayed trigger at your next end step", "Necropotence", "Pay 1 life: Remove the top card of your library from the game face down. Put that card into your hand at the end of your turn.", "Pay 1 life: Exile the top card of your library face down. Put that card into your hand at the beginning of your next end step.", Templating, nil},
		{"a permanent's end step trigger made once", "X", "At the beginning of your end step, draw a card.", "At the beginning of your next end step, draw a card.", Functional, nil},
		{"noncreature artifacts' shroud after a condition", "Spectral Guardian", "As long as Spectral Guardian is untapped, noncreature artifacts cannot be the target of spells or effects.", "Noncreature artifacts have shroud as long as Spectral Guardian is untapped. (They can't be the targets of spells or abilities.)", Templating, nil},
		{"noncreature artifacts' hexproof after a condition", "Spectral Guardian", "As long as Spectral Guardian is untapped, noncreature artifacts cannot be the target of spells or effects.", "Noncreature artifacts have hexproof as long as Spectral Guardian is untapped.", Functional, nil},
		{"a sorcery played as though it had flash", "Quicken", "The next sorcery spell you play this turn can be played any time you could play an instant.\nDraw a card.", "The next sorcery card you play this turn can be played as though it had flash.\nDraw a card.", Templating, nil},
		{"an Aura that can enchant only a nonbasic land", "Uncontrolled Infestation", "Uncontrolled Infestation can enchant only a nonbasic land.\nWhen enchanted land becomes tapped, destroy it.", "Enchant nonbasic land\nWhen enchanted land becomes tapped, destroy it.", Templating, nil},
		{"vigilance of an Aura's second sentence", "Serra's Embrace", "Enchanted creature gets +2/+2 and gains flying. Attacking does not cause enchanted creature to tap.", "Enchant creature\nEnchanted creature gets +2/+2 and has flying and vigilance.", Templating, nil},
		{"vigilance of an Aura's second sentence as trample", "Serra's Embrace", "Enchanted creature gets +2/+2 and gains flying. Attacking does not cause enchanted creature to tap.", "Enchant creature\nEnchanted creature gets +2/+2 and has flying and trample.", Functional, nil},
		{"creatures' vigilance for the turn", "X", "Attacking doesn't cause creatures you control to tap this turn.", "Creatures you control gain vigilance until end of turn.", Templating, nil},
		{"creatures' vigilance for the turn as haste", "X", "Attacking doesn't cause creatures you control to tap this turn.", "Creatures you control gain haste until end of turn.", Functional, nil},
		{"its vigilance for the turn", "X", "{1}: Attacking does not cause it to tap this turn.", "{1}: It gains vigilance until end of turn.", Templating, nil},
		{"a static prohibition's if as as long as", "Limited Resources", "Players can't play lands if there are ten or more lands in play.", "Players can't play lands as long as ten or more lands are on the battlefield.", Templating, nil},
		{"a static prohibition's condition placed first", "Limited Resources", "As long as there are ten or more lands in play, players cannot play lands.", "Players can't play lands if there are ten or more lands in play.", Templating, nil},
		{"a static prohibition's other condition", "Limited Resources", "Players can't play lands if there are ten or more lands in play.", "Players can't play lands as long as nine or more lands are on the battlefield.", Functional, nil},
		{"a duration as a condition", "X", "{T}: Gain control of target creature as long as you control X.", "{T}: Gain control of target creature if you control X.", Functional, nil},
		{"at end of any turn", "Shallow Grave", "Return target creature card from your graveyard to play. Remove it from the game at end of any turn.", "Return target creature card from your graveyard to the battlefield. Exile it at the beginning of the next end step.", Templating, nil},
		{"at end of any turn as the next upkeep", "Shallow Grave", "Return target creature card from your graveyard to play. Remove it from the game at end of any turn.", "Return target creature card from your graveyard to the battlefield. Exile it at the beginning of the next upkeep.", Functional, nil},
		{"protection from two colors as one list", "Akroma's Memorial", "Creatures you control have flying, first strike, vigilance, trample, haste, protection from black, and protection from red.", "Creatures you control have flying, first strike, vigilance, trample, haste, and protection from black and from red.", Templating, nil},
		{"protection from two colors as another color", "Akroma's Memorial", "Creatures you control have flying, first strike, vigilance, trample, haste, protection from black, and protection from red.", "Creatures you control have flying, first strike, vigilance, trample, haste, and protection from black and from green.", Functional, nil},
		{"protection from instant spells", "Devoted Caretaker", "{W}, {T}: Target permanent you control gains protection from instants and from sorceries until end of turn.", "{W}, {T}: Target permanent you control gains protection from instant spells and from sorcery spells until end of turn.", Templating, nil},
		{"protection from creature spells", "X", "{W}, {T}: Target permanent you control gains protection from creatures until end of turn.", "{W}, {T}: Target permanent you control gains protection from creature spells until end of turn.", Functional, nil},
		{"unblockable with another effect for the turn", "Creeping Tar Pit", "{1}{U}{B}: Until end of turn, Creeping Tar Pit becomes a 3/2 blue and black Elemental creature and is unblockable. It's still a land.", "{1}{U}{B}: Creeping Tar Pit becomes a 3/2 blue and black Elemental creature until end of turn and can't be blocked this turn. It's still a land.", Templating, nil},
		{"unblockable for the turn after an effect", "Riverfall Mimic", "Whenever you cast a spell that's both blue and red, Riverfall Mimic becomes 3/3 and is unblockable until end of turn.", "Whenever you cast a spell that's both blue and red, Riverfall Mimic has base power and toughness 3/3 until end of turn and can't be blocked this turn.", Templating, nil},
		{"unblockable for the turn, the other effect lasting", "Riverfall Mimic", "Whenever you cast a spell that's both blue and red, Riverfall Mimic becomes 3/3 and is unblockable until end of turn.", "Whenever you cast a spell that's both blue and red, Riverfall Mimic has base power and toughness 3/3 and can't be blocked this turn.", Functional, nil},
		{"shroud as a creature's second bonus", "Zephid's Embrace", "Enchanted creature gets +2/+2, gains flying, and cannot be the target of spells or abilities.", "Enchant creature\nEnchanted creature gets +2/+2 and has flying and shroud. (It can't be the target of spells or abilities.)", Templating, nil},
		{"shroud as a creature's second bonus, hexproof", "Zephid's Embrace", "Enchanted creature gets +2/+2, gains flying, and cannot be the target of spells or abilities.", "Enchant creature\nEnchanted creature gets +2/+2 and has flying and hexproof.", Functional, nil},
		{"tap it if it is untapped", "Homarid Warrior", "{U}: Homarid Warrior may not be the target of spells or effects until end of turn and does not untap as normal during your next untap phase. If Homarid Warrior is untapped, tap it.", "{U}: Homarid Warrior gains shroud until end of turn and doesn't untap during your next untap step. Tap Homarid Warrior. (A permanent with shroud can't be the target of spells or abilities.)", Templating, nil},
		{"tap it if it is untapped as untap it", "Homarid Warrior", "{U}: Homarid Warrior may not be the target of spells or effects until end of turn. If Homarid Warrior is untapped, tap it.", "{U}: Homarid Warrior gains shroud until end of turn. Untap Homarid Warrior.", Functional, nil},
		{"an enchant creature card as an Aura card", "Nomad Mythmaker", "{W}, {T}: Put target enchant creature card from a graveyard into play enchanting a creature you control. (You control that enchantment.)", "{W}, {T}: Put target Aura card in a graveyard into play attached to a creature you control. (You control that Aura.)", Templating, nil},
		{"an enchant creature card as an artifact card", "Nomad Mythmaker", "{W}, {T}: Put target enchant creature card from a graveyard into play enchanting a creature you control.", "{W}, {T}: Put target artifact card in a graveyard into play attached to a creature you control.", Functional, nil},
		{"a creature enchantment as an Aura attached to a creature", "Devout Harpist", "{T}: Destroy target creature enchantment.", "{T}: Destroy target Aura attached to a creature.", Templating, nil},
		{"a creature enchantment as an Aura attached to a land", "Devout Harpist", "{T}: Destroy target creature enchantment.", "{T}: Destroy target Aura attached to a land.", Functional, nil},
		{"a die's result", "Poultrygeist", "You may roll a six-sided die. On a 1, sacrifice Poultrygeist. Otherwise, put a +1/+1 counter on Poultrygeist.", "You may roll a six-sided die. If you roll a 1, sacrifice Poultrygeist. Otherwise, put a +1/+1 counter on Poultrygeist.", Templating, []string{"on-a-roll"}},
		{"another die's result", "Poultrygeist", "You may roll a six-sided die. On a 1, sacrifice Poultrygeist.", "You may roll a six-sided die. If you roll a 2, sacrifice Poultrygeist.", Functional, nil},
		{"turns over the top card as reveals", "Petra Sphinx", "{T}: Target player names a card and then turns over the top card of his or her library.", "{T}: Target player names a card, then reveals the top card of his or her library.", Templating, nil},
		{"turns over the top card as mills", "Petra Sphinx", "{T}: Target player names a card and then turns over the top card of his or her library.", "{T}: Target player names a card, then mills a card.", Functional, nil},
		{"after defense is chosen, in combat", "Aleatory", "Play only after defense is chosen.", "Play Aleatory only during combat after blockers are declared.", Templating, nil},
		{"keywords on one line", "Serra Angel", "Flying, vigilance", "Flying\n\nVigilance (Attacking doesn't cause this creature to tap.)", Templating, []string{"keyword-list"}},
		{"keywords one per line", "X", "Flying\nFirst strike\nLifelink", "Flying, first strike, lifelink", Templating, []string{"keyword-list"}},
		{"keyword after a semicolon", "Bayou Dragonfly", "Flying, swampwalk", "Flying; swampwalk (This creature can't be blocked as long as defending player controls a Swamp.)", Templating, []string{"keyword-list"}},
		{"keyword removed", "X", "Flying, vigilance", "Flying", Functional, nil},
		// Not a list of keywords, nor another effect: two lines of one spell.
		{"list not of keywords", "X", "Draw a card, then discard a card.", "Draw a card\nThen discard a card.", Templating, []string{Rewording}},
		{"list not of keywords, another effect", "X", "Draw a card, then discard a card.", "Draw a card\nThen discard two cards.", Functional, nil},
		{"divided any way", "Pyrotechnics", "Pyrotechnics deals 4 damage divided any way you choose among any number of target creatures and/or players.", "Pyrotechnics deals 4 damage divided as you choose among any number of target creatures and/or players.", Templating, []string{"divided-as-you-choose"}},
		{"divided differently", "Pyrotechnics", "Pyrotechnics deals 4 damage divided any way you choose among any number of target creatures.", "Pyrotechnics deals 4 damage to target creature.", Functional, nil},
		{"reveal to all players", "Worldly Tutor", "Search your library for a creature card and reveal that card to all players.", "Search your library for a creature card and reveal that card.", Templating, []string{"reveal-to-all"}},
		{"permanently", "Jinxed Idol", "Sacrifice a creature: Target opponent gains control of Jinxed Idol permanently.", "Sacrifice a creature: Target opponent gains control of Jinxed Idol. (This effect doesn't end at end of turn.)", Templating, nil},
		{"until end of turn is not permanently", "Jinxed Idol", "Sacrifice a creature: Target opponent gains control of Jinxed Idol permanently.", "Sacrifice a creature: Target opponent gains control of Jinxed Idol until end of turn.", Functional, nil},
		{"loss of life is not damage", "Book of Rass", "{2}, Pay 2 life: Draw a card. Effects that prevent or redirect damage cannot be used to counter this loss of life.", "{2}, Pay 2 life: Draw a card.", Templating, nil},
		// An ability any player may activate, written without a colon
		// before 1999, is the same activated ability.
		{"any player may pay to", "Volrath's Dungeon", "Any player may pay 5 life during his or her turn to destroy Volrath's Dungeon.", "Pay 5 life: Destroy Volrath's Dungeon. Any player may play this ability but only during his or her turn.", Templating, []string{"any-player-may-pay-to"}},
		{"any player may pay to, at any time", "Volrath's Dungeon", "Any player may pay 5 life during his or her turn to destroy Volrath's Dungeon.", "Pay 5 life: Destroy Volrath's Dungeon. Any player may play this ability.", Functional, nil},
		{"any player may pay mana or life", "Tidal Control", "Any player may pay {2} or 2 life to counter target red or green spell.", "{2}: Counter target red or green spell. Any player may play this ability.\nPay 2 life: Counter target red or green spell. Any player may play this ability.", Templating, nil},
		{"any player may pay mana only", "Tidal Control", "Any player may pay {2} or 2 life to counter target red or green spell.", "{2}: Counter target red or green spell. Any player may play this ability.", Functional, nil},
		{"no spells may be cast", "Aether Storm", "No summon spells may be cast.", "Creature spells can't be cast.", Templating, nil},
		{"tap the card to", "Ley Druid", "Tap Ley Druid to untap target land.", "{T}: Untap target land.", Templating, nil},
		{"tap the card to untap another", "Ley Druid", "Tap Ley Druid to untap target land.", "{T}: Untap target creature.", Functional, nil},
		{"exile from the hand to", "Elvish Spirit Guide", "If Elvish Spirit Guide is in your hand, you may remove it from the game to add {G} to your mana pool.", "Remove Elvish Spirit Guide in your hand from the game: Add {G} to your mana pool.", Templating, nil},
		{"exile from the hand to, another mana", "Elvish Spirit Guide", "If Elvish Spirit Guide is in your hand, you may remove it from the game to add {G} to your mana pool.", "Remove Elvish Spirit Guide in your hand from the game: Add {R} to your mana pool.", Functional, nil},
		{"put into the graveyard before you attack", "Loyal Retainers", "On your turn, before you attack you may put Loyal Retainers in your graveyard to take any one Legend card from your graveyard and put that creature into play.", "Sacrifice Loyal Retainers: Return target legendary creature card from your graveyard to play. Play this ability only during your turn, before attackers are declared.", Templating, nil},
		{"put into the graveyard before you attack, at any time", "Loyal Retainers", "On your turn, before you attack you may put Loyal Retainers in your graveyard to take any one Legend card from your graveyard and put that creature into play.", "Sacrifice Loyal Retainers: Return target legendary creature card from your graveyard to play.", Functional, nil},
		{"portal's attack step", "Warrior's Stand", "Play Warrior's Stand only after you're attacked, before you declare blockers.", "Play Warrior's Stand only during the declare attackers step and only if you are the defending player.", Templating, []string{"portal-attacked"}},
		{"upkeep last", "Juzám Djinn", "Juzám Djinn does 1 damage to you during your upkeep.", "At the beginning of your upkeep, Juzam Djinn deals 1 damage to you.", Templating, nil},
		{"your creatures", "Maraxus", "Your creatures get +1/+0.", "Creatures you control get +1/+0.", Templating, []string{"your-is-you-control"}},
		{"your creatures are not all creatures", "Maraxus", "Your creatures get +1/+0.", "Creatures get +1/+0.", Functional, nil},
		{"a talisman's spell of a colour", "Iron Star", "{1}: Any red spell cast by any player gives you 1 life.", "Whenever a player plays a red spell, you may pay {1}. If you do, you gain 1 life.", Templating, nil},
		{"a talisman of another colour", "Iron Star", "{1}: Any red spell cast by any player gives you 1 life.", "Whenever a player plays a blue spell, you may pay {1}. If you do, you gain 1 life.", Functional, nil},
		{"only once", "Merfolk Seer", "{1}{U}: Draw a card. Use this ability only when Merfolk Seer is put into the graveyard from play and only once.", "When Merfolk Seer is put into a graveyard from play, you may pay {1}{U}. If you do, draw a card.", Templating, nil},
		{"an interrupt's two uses", "Red Elemental Blast", "Counters a blue spell being cast or destroys a blue card in play.", "Choose one — Counter target blue spell; or destroy target blue permanent.", Templating, nil},
		{"an interrupt's two uses of two colours", "Red Elemental Blast", "Counters a blue spell being cast or destroys a blue card in play.", "Choose one — Counter target blue spell; or destroy target red permanent.", Functional, nil},
		{"and/or modes", "Fissure Vent", "Choose one or both — Destroy target artifact; and/or destroy target nonbasic land.", "Choose one or both —\n• Destroy target artifact.\n• Destroy target nonbasic land.", Templating, nil},
		{"a copy's creature token", "Kiki-Jiki, Mirror Breaker", "{T}: Put a creature token into play that's a copy of target nonlegendary creature you control.", "{T}: Put a token into play that's a copy of target nonlegendary creature you control.", Templating, nil},
		{"give any creature", "Wyluli Wolf", "Tap to give any creature in play +1/+1 until end of turn.", "{T}: Target creature gets +1/+1 until end of turn.", Templating, nil},
		{"give any creature another bonus", "Wyluli Wolf", "Tap to give any creature in play +1/+1 until end of turn.", "{T}: Target creature gets +2/+2 until end of turn.", Functional, nil},
		{"if any other creature", "Timid Drake", "If any other creature comes into play, return Timid Drake to owner's hand.", "When another creature comes into play, return Timid Drake to its owner's hand.", Templating, nil},
		{"counts as a wall and an ability", "Living Wall", "Counts as a wall. {1}: Regenerates.", "Defender\n{1}: Regenerate Living Wall.", Templating, nil},
		{"a choice as it enters, printed a trigger", "Engineered Plague", "When Engineered Plague comes into play, choose a creature type.", "As Engineered Plague comes into play, choose a creature type.", Templating, nil},
		{"an old aura's target", "Blessing", "{W}: Target creature gains +1/+1 until end of turn.", "Enchant creature\n{W}: Enchanted creature gets +1/+1 until end of turn.", Templating, nil},
		{"the same is true for", "Celestial Dawn", "Nonland cards you own that aren't on the battlefield, spells you control, and nonland permanents you control are white.", "Nonland permanents you control are white. The same is true for spells you control and nonland cards you own that aren't on the battlefield.", Templating, nil},
		{"the same is true for fewer", "Celestial Dawn", "Nonland cards you own that aren't on the battlefield, spells you control, and nonland permanents you control are white.", "Nonland permanents you control are white. The same is true for spells you control.", Functional, nil},
		{"portal's tap before attacking", "Shu Farmer", "On your turn, before you attack, you may tap Shu Farmer to gain 1 life.", "{T}: You gain 1 life. Play this ability only during your turn, before attackers are declared.", Templating, nil},
		{"an upkeep cost", "Forethought Amulet", "Pay {3} during your upkeep or Forethought Amulet is destroyed.", "At the beginning of your upkeep, sacrifice Forethought Amulet unless you pay {3}.", Templating, nil},
		{"an upkeep cost and another ability on its line", "Forethought Amulet", "Pay {3} during your upkeep or Forethought Amulet is destroyed. {T}: Forethought Amulet deals 1 damage to target player.",
			"{T}: Forethought Amulet deals 1 damage to target player.\nAt the beginning of your upkeep, sacrifice Forethought Amulet unless you pay {3}.", Templating, nil},
		{"an upkeep cost and another ability changed", "Forethought Amulet", "Pay {3} during your upkeep or Forethought Amulet is destroyed. {T}: Forethought Amulet deals 1 damage to target player.",
			"{T}: Forethought Amulet deals 2 damage to target player.\nAt the beginning of your upkeep, sacrifice Forethought Amulet unless you pay {3}.", Functional, nil},
		{"tap or untap, which may leave it", "X", "{U}, {T}: Tap or untap target creature.", "{U}, {T}: You may tap or untap target creature.", Templating, []string{"may-tap-or-untap"}},
		{"tap becomes may tap or untap", "X", "{U}, {T}: Tap target creature.", "{U}, {T}: You may tap or untap target creature.", Functional, nil},
		{"a creature that needs islands", "Sea Serpent", "Sea Serpent cannot attack unless opponent has islands in play.\nSea Serpent is destroyed immediately if at any time controller has no islands in play.",
			"Sea Serpent can't attack unless defending player controls an Island.\nWhen you control no Islands, sacrifice Sea Serpent.", Templating, []string{"landhome"}},
		{"islandhome", "Manta Ray", "Islandhome (If defending player controls no islands, this creature cannot attack. If you control no islands, bury this creature.)\nManta Ray cannot be blocked except by blue creatures.",
			"Manta Ray can't attack unless defending player controls an Island.\nManta Ray can't be blocked except by blue creatures.\nWhen you control no Islands, sacrifice Manta Ray.", Templating, nil},
		{"a creature that needs forests, buried", "Gorilla Pack", "Gorilla Pack cannot attack if defending player controls no forests. Bury Gorilla Pack if you control no forests.",
			"Gorilla Pack can't attack unless defending player controls a Forest.\nWhen you control no Forests, sacrifice Gorilla Pack.", Templating, []string{"landhome"}},
		{"a creature that needs forests, of another land", "Gorilla Pack", "Gorilla Pack cannot attack if defending player controls no forests. Bury Gorilla Pack if you control no forests.",
			"Gorilla Pack can't attack unless defending player controls a Forest.\nWhen you control no Swamps, sacrifice Gorilla Pack.", Functional, nil},
		{"a creature that needs islands an opponent has, not forests", "Sea Serpent", "Sea Serpent cannot attack unless opponent has islands in play.",
			"Sea Serpent can't attack unless defending player controls a Forest.", Functional, nil},
		{"a lace's one card", "Deathlace", "Changes the color of one card either being played or already in play to black. Cost to cast, tap, maintain, or use a special ability of target card remains entirely unchanged.",
			"Target spell or permanent becomes black. (Mana symbols on that permanent remain unchanged.)", Templating, []string{"lace-one-card", "color-change-costs-unchanged"}},
		{"a lace's one card, a spell only", "Deathlace", "Changes the color of one card either being played or already in play to black. Cost to cast, tap, maintain, or use a special ability of target card remains entirely unchanged.",
			"Target spell becomes black.", Functional, nil},
		{"a color change's costs unchanged", "X", "Target permanent becomes the color of your choice. Costs to tap, maintain, or use an ability of that permanent remain unchanged.",
			"Target permanent becomes the color of your choice.", Templating, []string{"color-change-costs-unchanged"}},
		{"a color change's costs unchanged, colors", "X", "Target permanent becomes the color of your choice. Costs to tap, maintain, or use an ability of that permanent remain unchanged.",
			"Target permanent becomes the color or colors of your choice.", Functional, nil},
		{"an old aura's play only on", "X", "Play only on a nonblack creature.\nEnchanted creature gets +2/+2.", "Enchant nonblack creature\nEnchanted creature gets +2/+2.", Templating, []string{"aura-play-only-on"}},
		{"an old aura's play only on, another bonus", "X", "Play only on a nonblack creature.\nEnchanted creature gets +2/+2.", "Enchant nonblack creature\nEnchanted creature gets +2/+1.", Functional, nil},
		{"an old aura's play only on, a non-Wall", "X", "Play only on a non-wall creature.\nEnchanted creature gets +1/+0.", "Enchant non-Wall creature\nEnchanted creature gets +1/+0.", Templating, []string{"aura-play-only-on"}},
		{"an old aura's can enchant only", "Uncontrolled Infestation", "Uncontrolled Infestation can enchant only a nonbasic land.\nWhen enchanted land becomes tapped, destroy it.", "Enchant nonbasic land\nWhen enchanted land becomes tapped, destroy it.", Templating, []string{"self-reference", "aura-play-only-on"}},
		{"an old aura's can enchant only, another trigger", "Uncontrolled Infestation", "Uncontrolled Infestation can enchant only a nonbasic land.\nWhen enchanted land becomes tapped, destroy it.", "Enchant nonbasic land\nWhen enchanted land becomes untapped, destroy it.", Functional, nil},
		{"play only on a turn", "X", "Play only on your turn.\nDraw a card.", "Draw a card.", Functional, nil},
		{"ignore a discard from no hand", "X", "Whenever X damages a player, that player discards a card. Ignore this ability if the player has no cards in hand.", "Whenever X deals damage to a player, that player discards a card.", Templating, []string{"ignore-if-impossible"}},
		{"ignore a sacrifice of no land", "X", "Whenever a creature is put into a graveyard from play, that creature's controller sacrifices a land. Ignore this effect if that player controls no lands.", "Whenever a creature is put into a graveyard from play, that creature's controller sacrifices a land.", Templating, []string{"ignore-if-impossible"}},
		{"ignore a sacrifice of no creature after a land", "X", "Whenever a creature is put into a graveyard from play, that creature's controller sacrifices a land. Ignore this effect if that player controls no creatures.", "Whenever a creature is put into a graveyard from play, that creature's controller sacrifices a land.", Functional, nil},
		{"the entire hand if not enough", "X", "Target player discards two cards at random. If target player doesn't have enough cards, his or her entire hand is discarded.", "Target player discards two cards at random.", Templating, []string{"entire-hand-if-not-enough"}},
		{"the entire hand, not two cards", "X", "Target player discards two cards at random. If target player doesn't have enough cards, his or her entire hand is discarded.", "Target player discards his or her hand.", Functional, nil},
		{"at the time you play", "Tinker", "At the time you play Tinker, sacrifice an artifact.\nSearch your library for an artifact card and put that artifact into play. Shuffle your library afterwards.", "As an additional cost to play Tinker, sacrifice an artifact.\nSearch your library for an artifact card and put that card into play. Then shuffle your library.", Templating, []string{"at-the-time-you-cast"}},
		{"at the time you play, not a cost", "Tinker", "At the time you play Tinker, sacrifice an artifact.\nSearch your library for an artifact card and put that artifact into play. Shuffle your library afterwards.", "When you play Tinker, sacrifice an artifact.\nSearch your library for an artifact card and put that card into play. Then shuffle your library.", Functional, nil},
		{"copy and cast the copy", "X", "{2}, {T}: You may copy the exiled card and play the copy without paying its mana cost.", "{2}, {T}: You may copy the exiled card. If you do, you may play the copy without paying its mana cost.", Templating, []string{"copy-and-cast"}},
		{"copy and cast the copy, paying", "X", "{2}, {T}: You may copy the exiled card and play the copy without paying its mana cost.", "{2}, {T}: You may copy the exiled card. If you do, you may play the copy.", Functional, nil},
		{"a creature that isn't black", "Hand of Death", "Destroy any one creature that isn't black.", "Destroy target nonblack creature.", Templating, nil},
		{"a creature that isn't white", "Hand of Death", "Destroy any one creature that isn't black.", "Destroy target nonwhite creature.", Functional, nil},
		{"a permanent's end of turn", "Wall of Resistance", "At end of turn, if Wall of Resistance was dealt damage this turn, put a +0/+1 counter on it.", "At the beginning of each end step, if Wall of Resistance was dealt damage this turn, put a +0/+1 counter on it.", Templating, nil},
		{"for each 1 damage", "Jackal Pup", "For each 1 damage dealt to Jackal Pup, it deals 1 damage to you.", "Whenever Jackal Pup is dealt damage, it deals that much damage to you.", Templating, nil},
		{"for each 1 damage it deals", "Emberwilde Caliph", "Flying, trample\nFor each 1 damage Emberwilde Caliph successfully deals, lose 1 life.",
			"Flying, trample\nWhenever Emberwilde Caliph deals damage, you lose that much life.", Templating, nil},
		{"for each 1 damage it deals, twice as much", "Emberwilde Caliph", "Flying, trample\nFor each 1 damage Emberwilde Caliph successfully deals, lose 2 life.",
			"Flying, trample\nWhenever Emberwilde Caliph deals damage, you lose that much life.", Functional, nil},
		{"a sacrifice for each 1 damage", "Phyrexian Negator", "Trample\nWhenever Phyrexian Negator is dealt damage, sacrifice a permanent for each 1 damage dealt to it.",
			"Trample\nWhenever Phyrexian Negator is dealt damage, sacrifice that many permanents.", Templating, nil},
		{"a sacrifice for each 1 damage, of creatures", "Phyrexian Negator", "Trample\nWhenever Phyrexian Negator is dealt damage, sacrifice a permanent for each 1 damage dealt to it.",
			"Trample\nWhenever Phyrexian Negator is dealt damage, sacrifice that many creatures.", Functional, nil},
		{"three colorless mana", "Thran Dynamo", "{T}: Add three colorless mana to your mana pool.", "{T}: Add {3} to your mana pool.", Templating, nil},
		{"three colorless mana, less", "Thran Dynamo", "{T}: Add three colorless mana to your mana pool.", "{T}: Add {2} to your mana pool.", Functional, nil},
		{"a number in words", "Viseling", "Viseling deals X damage to that player, where X is the number of cards in his or her hand minus four.",
			"Viseling deals X damage to that player, where X is the number of cards in his or her hand minus 4.", Templating, []string{"number-words"}},
		{"a number in words, another", "Viseling", "Viseling deals X damage to that player, where X is the number of cards in his or her hand minus four.",
			"Viseling deals X damage to that player, where X is the number of cards in his or her hand minus 3.", Functional, nil},
		{"tokens under an opponent's control", "Hunted Dragon", "When Hunted Dragon comes into play, put three 2/2 white Knight creature tokens with first strike into play under target opponent's control.",
			"When Hunted Dragon enters the battlefield, target opponent creates three 2/2 white Knight creature tokens with first strike.", Templating, []string{"create-token"}},
		{"tokens under your control", "Hunted Dragon", "When Hunted Dragon comes into play, put three 2/2 white Knight creature tokens with first strike into play under target opponent's control.",
			"When Hunted Dragon enters the battlefield, create three 2/2 white Knight creature tokens with first strike.", Functional, nil},
		{"would be put into a graveyard from play", "Gravebane Zombie", "If Gravebane Zombie would be put into a graveyard from play, put Gravebane Zombie on top of its owner's library instead.",
			"If Gravebane Zombie would die, put Gravebane Zombie on top of its owner's library instead.", Templating, []string{"dies"}},
		{"would be put into a graveyard from anywhere", "Gravebane Zombie", "If Gravebane Zombie would be put into a graveyard, put Gravebane Zombie on top of its owner's library instead.",
			"If Gravebane Zombie would die, put Gravebane Zombie on top of its owner's library instead.", Functional, nil},
		{"damages you", "Ashnod", "Whenever a creature successfully damages you, destroy it.", "Whenever a creature deals damage to you, destroy it.", Templating, nil},
		{"damages you, not a player", "Ashnod", "Whenever a creature successfully damages you, destroy it.", "Whenever a creature deals damage to a player, destroy it.", Functional, nil},
		{"costs reduced by", "Memory Crystal", "Buyback costs are reduced by {2}.", "Buyback costs cost {2} less.", Templating, []string{"cost-reduced-by"}},
		{"costs reduced by more", "Memory Crystal", "Buyback costs are reduced by {2}.", "Buyback costs cost {3} less.", Functional, nil},
		{"play the activated abilities", "Thousand-Year Elixir", "You may play the activated abilities of creatures you control as though those creatures had haste.",
			"You may activate abilities of creatures you control as though those creatures had haste.", Templating, []string{"cast"}},
		{"x is equal to the die roll", "Growth Spurt", "Roll a six-sided die. Target creature gets +X/+X until end of turn, where X is equal to the die roll.",
			"Roll a six-sided die. Target creature gets +X/+X until end of turn, where X is the result.", Templating, []string{"x-is-equal-to"}},
		{"x is twice the result", "Growth Spurt", "Roll a six-sided die. Target creature gets +X/+X until end of turn, where X is equal to the die roll.",
			"Roll a six-sided die. Target creature gets +X/+X until end of turn, where X is twice the result.", Functional, nil},
		{"instead you draw", "Blood Scrivener", "If you would draw a card while you have no cards in hand, instead draw two cards and lose 1 life.",
			"If you would draw a card while you have no cards in hand, instead you draw two cards and you lose 1 life.", Templating, nil},
		{"surveil 1 of it", "Larder Zombie", "Defender\nTap three untapped creatures you control: Look at the top card of your library. You may put it into your graveyard.",
			"Defender\nTap three untapped creatures you control: Surveil 1. (Look at the top card of your library. You may put that card into your graveyard.)", Templating, nil},
		{"y is equal to", "Aspect of Wolf", "Enchanted creature gets +X/+Y, where X is equal to half the number of Forests you control, rounded down, and Y is equal to half the number of Forests you control, rounded up.",
			"Enchanted creature gets +X/+Y, where X is half the number of Forests you control, rounded down, and Y is half the number of Forests you control, rounded up.", Templating, []string{"x-is-equal-to"}},
		{"y is equal to another", "Aspect of Wolf", "Enchanted creature gets +X/+Y, where X is equal to half the number of Forests you control, rounded down, and Y is equal to half the number of Forests you control, rounded up.",
			"Enchanted creature gets +X/+Y, where X is half the number of Forests you control, rounded down, and Y is half the number of Islands you control, rounded up.", Functional, nil},
		{"that card cast is that spell", "Toshiro Umezawa", "Whenever a creature an opponent controls dies, you may cast target instant card from your graveyard. If that card would be put into a graveyard this turn, exile it instead.",
			"Whenever a creature an opponent controls dies, you may cast target instant card from your graveyard. If that spell would be put into a graveyard this turn, exile it instead.", Templating, []string{"card-cast-is-spell"}},
		{"that card cast is not another", "Toshiro Umezawa", "Whenever a creature an opponent controls dies, you may cast target instant card from your graveyard. If that card would be put into a graveyard this turn, exile it instead.",
			"Whenever a creature an opponent controls dies, you may cast target instant card from your graveyard. If that spell would be put into a graveyard this turn, return it to your hand instead.", Functional, nil},
		{"a card of that type cast", "Aminatou's Augury", "Until end of turn, for each nonland card type, you may cast a card of that type from among the exiled cards without paying its mana cost.",
			"Until end of turn, for each nonland card type, you may cast a spell of that type from among the exiled cards without paying its mana cost.", Templating, []string{"card-cast-is-spell"}},
		{"a wish reveals", "Burning Wish", "You may choose a sorcery card you own from outside the game, reveal that card, and put it into your hand. Exile Burning Wish.",
			"You may reveal a sorcery card you own from outside the game and put it into your hand. Exile Burning Wish.", Templating, []string{"wish-reveal"}},
		{"a wish of another type", "Burning Wish", "You may choose a sorcery card you own from outside the game, reveal that card, and put it into your hand. Exile Burning Wish.",
			"You may reveal an instant card you own from outside the game and put it into your hand. Exile Burning Wish.", Functional, nil},
		{"the mana in that cost", "Heartstone", "Activated abilities of creatures cost {1} less to activate. This effect can't reduce the amount of mana an ability costs to activate to less than one mana.",
			"Activated abilities of creatures cost {1} less to activate. This effect can't reduce the mana in that cost to less than one mana.", Templating, []string{"mana-in-that-cost"}},
		{"if it is untapped", "Static Orb", "If Static Orb is untapped, players can't untap more than two permanents during their untap steps.",
			"As long as Static Orb is untapped, players can't untap more than two permanents during their untap steps.", Templating, nil},
		{"if it is tapped, not untapped", "Static Orb", "If Static Orb is untapped, players can't untap more than two permanents during their untap steps.",
			"As long as Static Orb is tapped, players can't untap more than two permanents during their untap steps.", Functional, nil},
		{"your combat phase", "Stand or Fall", "At the beginning of your combat phase, separate all creatures defending player controls into two piles.",
			"At the beginning of combat on your turn, separate all creatures defending player controls into two piles.", Templating, []string{"beginning-of-combat"}},
		{"your combat phase, not each", "Stand or Fall", "At the beginning of your combat phase, separate all creatures defending player controls into two piles.",
			"At the beginning of combat on each opponent's turn, separate all creatures defending player controls into two piles.", Functional, nil},
		{"the same damage to each", "Goblin Swine-Rider", "When Goblin Swine-Rider becomes blocked, it deals 2 damage to each attacking creature and 2 damage to each blocking creature.",
			"Whenever Goblin Swine-Rider becomes blocked, it deals 2 damage to each attacking creature and each blocking creature.", Templating, nil},
		{"other damage to each", "Goblin Swine-Rider", "When Goblin Swine-Rider becomes blocked, it deals 2 damage to each attacking creature and 1 damage to each blocking creature.",
			"Whenever Goblin Swine-Rider becomes blocked, it deals 2 damage to each attacking creature and each blocking creature.", Functional, nil},
		{"whenever it is the target", "Segmented Wurm", "Whenever Segmented Wurm is the target of a spell or ability, put a -1/-1 counter on it.",
			"Whenever Segmented Wurm becomes the target of a spell or ability, put a -1/-1 counter on it.", Templating, []string{"if-trigger"}},
		{"whenever it is the target, another counter", "Segmented Wurm", "Whenever Segmented Wurm is the target of a spell or ability, put a -1/-1 counter on it.",
			"Whenever Segmented Wurm becomes the target of a spell or ability, put a -2/-2 counter on it.", Functional, nil},
		{"cannot be assigned to block", "Brassclaw Orcs", "Cannot be assigned to block any creature of power greater than 1.",
			"Brassclaw Orcs can't block creatures with power 2 or greater.", Templating, []string{"assigned-to-block"}},
		{"cannot be assigned to block, another power", "Brassclaw Orcs", "Cannot be assigned to block any creature of power greater than 1.",
			"Brassclaw Orcs can't block creatures with power 3 or greater.", Functional, nil},
		{"look at and play a card exiled face down", "Praetor's Grasp", "Search target opponent's library for a card and exile it face down. Then that player shuffles. You may look at and play that card for as long as it remains exiled.",
			"Search target opponent's library for a card and exile it face down. Then that player shuffles. You may play that card for as long as it remains exiled.", Templating, []string{"look-at-exiled-face-down"}},
		{"look at a card exiled face down, not play it", "Praetor's Grasp", "Search target opponent's library for a card and exile it face down. Then that player shuffles. You may look at and play that card for as long as it remains exiled.",
			"Search target opponent's library for a card and exile it face down. Then that player shuffles. You may look at that card for as long as it remains exiled.", Functional, nil},
		{"choose both instead", "Soul Transfer", "Choose one. If you control an artifact and an enchantment as you cast this spell, you may choose both.",
			"Choose one. If you control an artifact and an enchantment as you cast this spell, you may choose both instead.", Templating, []string{"choose-both-instead"}},
		{"a token's name in its ability", "Everquill Phoenix", "Create a red artifact token named Feather with \"{1}, Sacrifice Feather: Return target Phoenix card from your graveyard to the battlefield tapped.\"",
			"Create a red artifact token named Feather with \"{1}, Sacrifice this token: Return target Phoenix card from your graveyard to the battlefield tapped.\"", Templating, []string{TokenName}},
		{"a token's name holding the card's", "Ajani, Strength of the Pride", "−2: Create a 2/2 white Cat Soldier creature token named Ajani's Pridemate with \"Whenever you gain life, put a +1/+1 counter on Ajani's Pridemate.\"",
			"−2: Create a 2/2 white Cat Soldier creature token named Ajani's Pridemate with \"Whenever you gain life, put a +1/+1 counter on this token.\"", Templating, []string{TokenName}},
		{"a token's name, another sacrifice", "Everquill Phoenix", "Create a red artifact token named Feather with \"{1}, Sacrifice Feather: Return target Phoenix card from your graveyard to the battlefield tapped.\"",
			"Create a red artifact token named Feather with \"{1}, Sacrifice a creature: Return target Phoenix card from your graveyard to the battlefield tapped.\"", Functional, nil},
		{"counters as it enters", "Gemstone Mine", "When Gemstone Mine comes into play, put three mining counters on it.\n{T}, Remove a mining counter from Gemstone Mine: Add one mana of any color to your mana pool.",
			"Gemstone Mine comes into play with three mining counters on it.\n{T}, Remove a mining counter from Gemstone Mine: Add one mana of any color to your mana pool.", Templating, []string{"enters-with-counters"}},
		{"counters as it enters, fewer", "Gemstone Mine", "When Gemstone Mine comes into play, put three mining counters on it.\n{T}, Remove a mining counter from Gemstone Mine: Add one mana of any color to your mana pool.",
			"Gemstone Mine comes into play with two mining counters on it.\n{T}, Remove a mining counter from Gemstone Mine: Add one mana of any color to your mana pool.", Functional, nil},
		{"two sentences joined", "Dakmor Ghoul", "When Dakmor Ghoul comes into play, target opponent loses 2 life. You gain 2 life.", "When Dakmor Ghoul comes into play, target opponent loses 2 life and you gain 2 life.", Templating, nil},
		{"pump of a turn", "Frozen Shade", "{B} +1/+1", "{B}: Frozen Shade gets +1/+1 until end of turn.", Templating, []string{"bonus-until-end-of-turn"}},
		{"play the top card", "Future Sight", "Play with the top card of your library revealed.\nYou may play the top card of your library.", "Play with the top card of your library revealed.\nYou may play lands and cast spells from the top of your library.", Templating, nil},
		{"cast the top card", "Future Sight", "Play with the top card of your library revealed.\nYou may play the top card of your library.", "Play with the top card of your library revealed.\nYou may cast spells from the top of your library.", Functional, nil},
		{"any two lands", "Rain of Salt", "Destroy any two lands.", "Destroy two target lands.", Templating, []string{"any-number-target"}},
		{"any one, two, or three", "Tidal Surge", "Tap any one, two, or three creatures without flying.", "Tap up to three target creatures without flying.", Templating, []string{"any-number-target"}},
		{"two lands are not targets", "Rain of Salt", "Destroy any two lands.", "Destroy two lands.", Functional, nil},
		{"a card of the name", "Life Burst", "Target player gains 4 life, then gains 4 life for each Life Burst card in each graveyard.", "Target player gains 4 life, then gains 4 life for each card named Life Burst in each graveyard.", Templating, []string{"name-card"}},
		{"a choice as it enters and its use joined", "Prismatic Ward", "When Prismatic Ward comes into play, choose a color; all damage dealt to target creature by sources of that color is reduced to 0.",
			"Enchant creature\nAs Prismatic Ward comes into play, choose a color.\nPrevent all damage that would be dealt to enchanted creature by sources of the chosen color.", Templating, nil},
		{"a choice as it enters and another use", "Prismatic Ward", "When Prismatic Ward comes into play, choose a color; all damage dealt to target creature by sources of that color is reduced to 0.",
			"Enchant creature\nAs Prismatic Ward comes into play, choose a color.\nPrevent all damage that would be dealt to creatures you control by sources of the chosen color.", Functional, nil},
		{"a choice as it enters and another color", "Prismatic Ward", "When Prismatic Ward comes into play, choose a color; all damage dealt to target creature by sources of that color is reduced to 0.",
			"Enchant creature\nAs Prismatic Ward comes into play, choose a color.\nPrevent all damage that would be dealt to enchanted creature by white sources.", Functional, nil},
		{"an old if before an event", "Casting of Bones", "If enchanted creature is put into the graveyard, draw three cards. Choose and discard one of those cards.",
			"Enchant creature\nWhen enchanted creature is put into a graveyard, draw three cards, then discard one of them.", Templating, nil},
		{"an old if before an event, another effect", "Casting of Bones", "If enchanted creature is put into the graveyard, draw three cards. Choose and discard one of those cards.",
			"Enchant creature\nWhen enchanted creature is put into a graveyard, draw two cards, then discard one of them.", Functional, nil},
		{"an old if before targeting", "Spinal Graft", "Enchanted creature gets +3/+3.\nIf enchanted creature is the target of a spell or ability, destroy that creature. The creature cannot be regenerated this turn.",
			"Enchant creature\nEnchanted creature gets +3/+3.\nWhen enchanted creature becomes the target of a spell or ability, destroy that creature. It can't be regenerated.", Templating, nil},
		{"an old if before a state", "Spinal Graft", "Enchanted creature gets +3/+3.\nIf enchanted creature is tapped, destroy that creature.",
			"Enchant creature\nEnchanted creature gets +3/+3.\nWhen enchanted creature becomes the target of a spell or ability, destroy that creature.", Functional, nil},
		{"a choice as it enters", "Shimmer", "When you play Shimmer, choose a land type.", "As Shimmer comes into play, choose a land type.", Templating, nil},
		{"spells as though with flash", "Tawnos", "You may play artifact, creature, and enchantment spells any time you could play an instant.", "You may cast artifact, creature, and enchantment spells as though they had flash.", Templating, nil},
		{"assigned as a blocker", "Shield Sphere", "If Shield Sphere is assigned as a blocker, put a -0/-1 counter on it.", "Whenever Shield Sphere blocks, put a -0/-1 counter on it.", Templating, nil},
		{"each player's upkeep", "Awakening", "At the beginning of each player's upkeep, untap all creatures and lands.", "At the beginning of each upkeep, untap all creatures and lands.", Templating, []string{"single-rewordings"}},
		{"an extra turn", "Final Fortune", "Take another turn after this one.", "Take an extra turn after this one.", Templating, []string{"single-rewordings"}},
		{"two extra turns", "Final Fortune", "Take another turn after this one.", "Take two extra turns after this one.", Functional, nil},
		{"play a spell", "Blind Creeper", "Whenever a player plays a spell, Blind Creeper gets -1/-1 until end of turn.", "Whenever a player casts a spell, Blind Creeper gets -1/-1 until end of turn.", Templating, []string{"cast"}},
		{"spells cost less to play", "X", "Black spells you play cost {1} less to play.", "Black spells you cast cost {1} less to cast.", Templating, []string{"cast"}},
		{"return to play", "X", "Return target creature card from your graveyard to play.", "Return target creature card from your graveyard to the battlefield.", Templating, []string{"battlefield"}},
		{"activate only as a sorcery", "X", "{T}: Draw a card. Activate this ability only any time you could cast a sorcery.", "{T}: Draw a card. Activate only as a sorcery.", Templating, []string{"activate-only"}},
		{"play this ability only", "Energy Vortex", "{X}: Put X counters on Energy Vortex. Use this ability only during your upkeep.", "{X}: Put X counters on this enchantment. Activate only during your upkeep.", Templating, []string{"activate-only"}},
		{"activate no more than", "X", "{R}: X gets +1/+0 until end of turn. Play this ability no more than twice each turn.", "{R}: X gets +1/+0 until end of turn. Activate no more than twice each turn.", Templating, []string{"activate-only"}},
		{"activate during another step", "X", "Activate this ability only during your upkeep.", "Activate only as a sorcery.", Functional, nil},
		{"may not", "Leviathan", "Leviathan may not attack.", "This creature can't attack.", Templating, []string{"may-not"}},
		{"summon card", "X", "if X is in your graveyard with a summon card directly above it", "if X is in your graveyard with a creature card directly above it", Templating, []string{"summon"}},
		{"put into your hand", "Krovikan Horror", "you may put Krovikan Horror into your hand.", "you may return this card to your hand.", Templating, []string{"return-to-hand"}},
		{"put into another zone", "X", "you may put X into your hand.", "you may put X into your graveyard.", Functional, nil},
		{"create token", "X", "Put a 1/1 white Soldier creature token into play.", "Create a 1/1 white Soldier creature token.", Templating, []string{"create-token"}},
		{"create other token", "X", "Put a 1/1 white Soldier creature token onto the battlefield.", "Create a 2/2 white Soldier creature token.", Functional, nil},
		{"this token", "X", "Create a token with \"When this creature dies, draw a card.\"", "Create a token with \"When this token dies, draw a card.\"", Templating, []string{"this-token"}},
		{"mill", "X", "Target player puts the top two cards of his or her library into his or her graveyard.", "Target player mills two cards.", Templating, []string{"mill"}},
		{"mill a card", "X", "Put the top card of your library into your graveyard.", "Mill a card.", Templating, []string{"mill"}},
		{"mill another number", "X", "Target player puts the top two cards of their library into their graveyard.", "Target player mills three cards.", Functional, nil},
		{"colorless mana", "X", "{T}: Add {1} to your mana pool.", "{T}: Add {C}.", Templating, []string{"mana-pool", "colorless-mana"}},
		{"one colorless mana", "X", "{T}: Add one colorless mana to your mana pool.", "{T}: Add {C}.", Templating, []string{"colorless-mana"}},
		{"colored mana", "X", "{T}: Add {1} to your mana pool.", "{T}: Add {G}.", Functional, nil},
		{"kicked", "X", "If the kicker cost was paid, draw a card.", "If X was kicked, draw a card.", Templating, []string{"kicked"}},
		{"unblockable", "X", "X is unblockable.", "X can't be blocked.", Templating, []string{"unblockable"}},
		{"loyalty brackets", "X", "[+1]: Draw a card.\n[−2]: Scry 2.", "+1: Draw a card.\n-2: Scry 2.", "", nil},
		{"loyalty brackets and a change", "X", "[+1]: Draw a card.\n[−2]: Scry 2.", "+1: Draw a card.\n-2: Scry 3.", Functional, nil},
		{"hybrid notation", "X", "{WU}: X gains flying.", "{(w/u)}: X gains flying.", "", nil},
		{"case", "X", "Play this ability only any time you could play an Instant.", "Play this ability only any time you could play an instant.", Templating, []string{Case}},
		{"case in a diff", "X", "Draw a card. Destroy target Wall.", "Draw two cards. Destroy target wall.", Functional, nil},
		{"loyalty changed", "X", "[+1]: Draw a card.", "+2: Draw a card.", Functional, nil},
		{"dash", "X", "Choose one - Draw a card; or scry 2.", "Choose one — Draw a card; or scry 2.", "", nil},
		{"keyword cost dash", "X", "Suspend 2-{G}", "Suspend 2—{G}", "", nil}, // notation
		{"choose one without a dash", "X", "Choose one X deals 1 damage to target creature.", "Choose one — X deals 1 damage to target creature.", Templating, []string{"dashes"}},
		{"exile from a graveyard", "X", "Remove target card in a graveyard from the game.", "Exile target card from a graveyard.", Templating, []string{"exile", "exile-from"}},
		{"enchanted creature dies", "X", "When enchanted creature is put into a graveyard, draw a card.", "When enchanted creature dies, draw a card.", Templating, []string{"dies"}},
		{"upkeep trigger", "X", "During your upkeep, pay {1} or sacrifice X.", "At the beginning of your upkeep, pay {1} or sacrifice X.", Templating, []string{"beginning-of-upkeep"}},
		{"activate during upkeep", "X", "{1}: Untap X. Activate only during your upkeep.", "{1}: Untap X. Activate only at the beginning of your upkeep.", Functional, nil},
		{"you control enters", "X", "Whenever a nontoken creature enters the battlefield under your control, draw a card.", "Whenever a nontoken creature you control enters, draw a card.", Templating, []string{"you-control-enters"}},
		{"opponent controls enters", "X", "Whenever a creature enters the battlefield under your control, draw a card.", "Whenever a creature an opponent controls enters, draw a card.", Functional, nil},
		{"of their choice", "X", "Each player sacrifices a creature.", "Each player sacrifices a creature of their choice.", Templating, []string{"of-their-choice"}},
		{"discard from hand", "X", "Discard a card at random from your hand: X gains first strike until end of turn.", "Discard a card at random: X gains first strike until end of turn.", Templating, []string{"discard-from-hand"}},
		{"discard another number", "X", "Target player discards two cards from his or her hand.", "Target player discards three cards.", Functional, nil},
		{"subtype gains creature", "X", "Destroy target Wall.", "Destroy target Wall creature.", Templating, []string{SubtypeCardType}},
		{"plural subtype gains creatures", "X", "Walls can attack as though they weren't Walls.", "Wall creatures can attack as though they didn't have defender.", Templating, []string{SubtypeCardType, "walls-defender"}},
		{"subtype gains permanent", "X", "Search your library for a Goblin card and put it into play.", "Search your library for a Goblin permanent card and put it into play.", Templating, []string{SubtypeCardType}},
		{"color gains creature", "X", "Destroy target green.", "Destroy target green creature.", Functional, nil},
		{"type gains creature", "X", "Destroy target artifact.", "Destroy target artifact creature.", Functional, nil},
		{"another subtype", "X", "Destroy target Wall.", "Destroy target Goblin creature.", Functional, nil},
		{"walls reminder as defender", "X", "(Walls can't attack.)\nFlying", "Defender (This creature can't attack.)\nFlying", Templating, []string{"walls-defender"}},
		{"then shuffle", "X", "Search your library for a card and put it into your hand. Then shuffle your library.", "Search your library for a card and put it into your hand. Then shuffle.", Templating, []string{"shuffle"}},
		{"abilities can't be activated", "X", "Activated abilities of artifacts can't be played.", "Activated abilities of artifacts can't be activated.", Templating, []string{"activate-only"}},
		{"dies this way", "X", "Destroy target creature. If a white creature is put into a graveyard this way, you gain 2 life.", "Destroy target creature. If a white creature dies this way, you gain 2 life.", Templating, []string{"dies"}},
		{"same content words", "X", "If X blocks any creature without flying, X gets +1/+0 until end of turn.", "Whenever X blocks a creature without flying, X gets +1/+0 until end of turn.", Templating, []string{"if-trigger"}},
		{"shuffle afterwards", "X", "Search your library for a card and put it into your hand. Shuffle your library afterwards.", "Search your library for a card, put it into your hand, then shuffle.", Templating, []string{"shuffle"}},
		{"spent to play", "X", "Counter target spell if no mana was spent to play it.", "Counter target spell if no mana was spent to cast it.", Templating, []string{"cast"}},
		{"articles and order", "X", "Put the top card of your library into your graveyard.", "Put that top card of your library into the graveyard.", Functional, nil},
		{"content words reordered", "X", "At the beginning of your upkeep, draw a card at random.", "Draw a card at the beginning of your upkeep, at random.", Templating, []string{SameContent}},
		{"content word changed", "X", "At the beginning of your upkeep, draw a card.", "At the beginning of each upkeep, draw a card.", Functional, nil},
		{"end of your turn", "X", "At the end of your turn, draw a card.", "At the beginning of your end step, draw a card.", Templating, []string{"end-step"}},
		{"token tapped and attacking", "X", "Whenever X attacks, put a 1/1 white Soldier creature token onto the battlefield tapped and attacking.", "Whenever X attacks, create a 1/1 white Soldier creature token that's tapped and attacking.", Templating, []string{"create-token"}},
		{"aura grants", "X", "Enchanted creature gets +1/+1 and gains flying.", "Enchanted creature gets +1/+1 and has flying.", Templating, []string{"static-has"}},
		{"card from a graveyard", "X", "{T}: Put target card in a graveyard on the bottom of its owner's library.", "{T}: Put target card from a graveyard on the bottom of its owner's library.", Templating, []string{"card-from-zone"}},
		{"aura grants another ability", "X", "Enchanted creature gains flying.", "Enchanted creature has first strike.", Functional, nil},
		{"that creature as it", "X", "Tap target creature. That creature deals damage equal to its power to another target creature.", "Tap target creature. It deals damage equal to its power to another target creature.", Templating, []string{SameContent}},
		{"that card as that spell", "X", "You may cast target instant card from your graveyard. If that card would be put into your graveyard, exile it instead.", "You may cast target instant card from your graveyard. If that spell would be put into your graveyard, exile it instead.", Functional, nil},
		{"assigns no combat damage", "X", "Whenever X attacks and isn't blocked, it deals no damage to defending player this turn and that player loses 2 life.", "Whenever X attacks and isn't blocked, it assigns no combat damage this turn and that player loses 2 life.", Templating, []string{"assigns-no-combat-damage"}},
		{"kicker of two costs", "X", "If you paid the {U} kicker cost, X comes into play with a +1/+1 counter on it and has flying.", "If the {U} kicker cost was paid, X comes into play with a +1/+1 counter on it and with flying.", Templating, []string{"kicked"}},
		{"prevention to any creature or player", "X", "{T}: Prevent 1 damage to any creature or player.", "{T}: Prevent the next 1 damage that would be dealt to any target this turn.", Templating, []string{"prevention-shield"}},
		{"treasure token", "X", "Draw two cards. Create a colorless Treasure artifact token with \"{T}, Sacrifice this artifact: Add one mana of any color.\"", "Draw two cards. Create a Treasure token. (It's an artifact with \"{T}, Sacrifice this artifact: Add one mana of any color.\")", Templating, []string{"predefined-tokens"}},
		{"if you do, shuffle", "X", "When X enters the battlefield, you may search your library for a Plains card and put it onto the battlefield tapped. If you do, shuffle your library.", "When X enters the battlefield, you may search your library for a Plains card, put it onto the battlefield tapped, then shuffle.", Templating, []string{"shuffle"}},
		{"becomes blocked", "X", "If X is blocked by any creature, X gets +1/+1 until end of turn.", "Whenever X becomes blocked by a creature, X gets +1/+1 until end of turn.", Templating, []string{"if-trigger"}},
		{"becomes until end of turn", "X", "{T}: Target land is an Island until end of turn.", "{T}: Target land becomes an Island until end of turn.", Templating, []string{"if-trigger"}},
		{"is a type for good", "X", "Enchanted land is an Island.", "Enchanted land becomes an Island.", Functional, nil},
		{"that creature would die", "X", "X deals 2 damage to target creature. If that creature would be put into a graveyard this turn, exile it instead.", "X deals 2 damage to target creature. If that creature would die this turn, exile it instead.", Templating, []string{"dies"}},
		{"then shuffles", "X", "Target player searches their library for a card, then shuffles their library and puts that card on top of it.", "Target player searches their library for a card, then shuffles and puts that card on top.", Templating, []string{"shuffle"}},
		{"bottom in any order", "X", "Look at the top four cards of your library. Put one of them into your hand and the rest on the bottom of your library.", "Look at the top four cards of your library. Put one of them into your hand and the rest on the bottom of your library in any order.", Templating, []string{"bottom-any-order"}},
		{"static if", "X", "X can't be blocked if defending player controls an artifact.", "X can't be blocked as long as defending player controls an artifact.", Templating, []string{"static-as-long-as"}},
		{"if in an effect", "X", "Target creature gets +2/+2 until end of turn if you control a Forest.", "Target creature gets +2/+2 until end of turn as long as you control a Forest.", Functional, nil},
		{"has indestructible", "X", "X is indestructible as long as it has defender.", "X has indestructible as long as it has defender.", Templating, []string{"has-indestructible"}},
		{"spells that you cast", "X", "You may pay {W} rather than pay the mana cost for spells that you play.", "You may pay {W} rather than pay the mana cost for spells that you cast.", Templating, []string{"cast-spells"}},
		{"interrupt left out", "X", "Sacrifice X: Counter target spell unless its caster pays an additional {3}. Play this ability as an interrupt.", "Sacrifice X: Counter target spell unless its controller pays {3}.", Templating, []string{"pre-1999-terms"}},
		{"mana source left out", "X", "{T}: Add {G} to your mana pool. Play this ability as a mana source.", "{T}: Add {G}.", Templating, []string{"pre-1999-terms"}},
		{"mana source as an instant", "X", "{T}: Add {G} to your mana pool. Play this ability as a mana source.", "{T}: Add {G} to your mana pool. Play this ability only any time you could play an instant.", Functional, nil},
		{"you choose from a hand", "X", "Target opponent reveals their hand. Choose a card from it. That player discards that card.", "Target opponent reveals their hand. You choose a card from it. That player discards that card.", Templating, []string{"rewordings-older"}},
		{"damage instead", "X", "X deals 2 damage to any target. If you control a Mountain, X deals 4 damage to that permanent or player instead.", "X deals 2 damage to any target. If you control a Mountain, X deals 4 damage instead.", Templating, []string{"rewordings-older"}},
		{"half points", "X", "Target creature gets +3½/+3½ until end of turn.", "Target creature gets +3{1/2}/+3{1/2} until end of turn.", Templating, []string{"rewordings-older"}},
		{"all your creatures", "X", "All your creatures get +1/+1 until the end of the turn.", "Creatures you control get +1/+1 until end of turn.", Templating, []string{"pre-1999-terms"}},
		{"another player chooses", "X", "Target opponent reveals their hand. Choose a card from it. That player discards that card.", "Target opponent reveals their hand. That player chooses a card from it and discards that card.", Functional, nil},
		// A cost written in the effect reads as the cost under the rewrites, but
		// what was paid on resolution is paid on activation now (602.2).
		{"cost in the effect", "X", "{1}, {T}: Sacrifice X to draw two cards.", "{1}, {T}, Sacrifice X: Draw two cards.", Functional, nil},
		{"cost after {0}", "X", "{0}: Remove three spore counters from X to put a 1/1 green Saproling creature token onto the battlefield.", "Remove three spore counters from X: Create a 1/1 green Saproling creature token.", Functional, nil},
		{"cost in the effect changed", "X", "{1}, {T}: Sacrifice X to add two mana of any one color to your mana pool.", "{1}, {T}, Sacrifice X: Add three mana of any one color.", Functional, nil},
		{"aura's target creature", "X", "Target creature gains swampwalk.", "Enchant creature\nEnchanted creature has swampwalk.", Templating, []string{"static-has"}},
		{"becomes the target", "X", "If X is the target of a spell or ability, X gets +0/+3 until end of turn.", "Whenever X becomes the target of a spell or ability, X gets +0/+3 until end of turn.", Templating, []string{"if-trigger"}},
		{"until end of turn becomes", "X", "{5}: Until end of turn, X is an 8/8 artifact creature with trample.", "{5}: Until end of turn, X becomes an 8/8 artifact creature with trample.", Templating, []string{"if-trigger"}},
		{"until end of turn first or last", "X", "Target creature gains haste and \"{0}: Untap this creature.\" until end of turn.\nDraw a card.", "Until end of turn, target creature gains haste and \"{0}: Untap this creature.\"\nDraw a card.", Templating, nil},
		{"comma", "Leviathan", "Leviathan comes into play tapped, and doesn't untap during your untap step.", "This creature enters tapped and doesn't untap during your untap step.", Templating, []string{Comma}},
		{"comma and a word", "X", "Destroy target creature, artifact.", "Destroy target creature and artifact.", Functional, nil},
		{"roll chaos", "Akoum", "Whenever you roll chaos, draw a card.", "Whenever you roll {CHAOS}, draw a card.", Templating, []string{"chaos"}},
		{"roll {C}", "Akoum", "Whenever you roll {C}, draw a card.", "Whenever you roll {CHAOS}, draw a card.", Templating, []string{"chaos"}},
		{"keyword for its reminder", "X", "The next creature spell you cast this turn costs {1} less to cast for each artifact you control as you cast it.", "The next creature spell you cast this turn has affinity for artifacts. (It costs {1} less to cast for each artifact you control as you cast it.)", Templating, []string{KeywordDefinition}},
		{"keyword for another reminder", "X", "The next creature spell you cast this turn costs {2} less to cast for each artifact you control as you cast it.", "The next creature spell you cast this turn has affinity for artifacts. (It costs {1} less to cast for each artifact you control as you cast it.)", Functional, nil},
		{"each and plural", "X", "Each attacking creature you control gets +1/+0.", "Attacking creatures you control get +1/+0.", Templating, []string{SameContent}},
		{"an opponent and each opponent", "X", "An opponent discards a card.", "Each opponent discards a card.", Functional, nil},
		{"subtype loses its card type", "X", "Other Elf creatures you control get +1/+1.", "Other Elves you control get +1/+1.", Templating, []string{SubtypeCardType}},
		{"all of a plural subtype", "X", "When you cycle X, all Elves get +2/+2 until end of turn.", "When you cycle X, Elf creatures get +2/+2 until end of turn.", Templating, []string{SubtypeCardType}},
		{"all of a plural subtype, others", "X", "When you cycle X, all Elves get +2/+2 until end of turn.", "When you cycle X, other Elf creatures get +2/+2 until end of turn.", Functional, nil},
		{"a plural subtype in -ies", "X", "When X comes into play, all other Mercenaries get +1/+1 until end of turn.", "When X comes into play, all other Mercenary creatures get +1/+1 until end of turn.", Templating, []string{SubtypeCardType}},
		{"a plural subtype in -ies, another", "X", "When X comes into play, all other Mercenaries get +1/+1 until end of turn.", "When X comes into play, all other Rebel creatures get +1/+1 until end of turn.", Functional, nil},
		{"no combat damage chosen, then the other effect", "Kukemssa Pirates", "If Kukemssa Pirates attacks and is not blocked, you may choose to have it deal no damage to defending player this turn. If you do, gain control of target artifact that player controls.", "Whenever Kukemssa Pirates attacks and isn't blocked, you may gain control of target artifact defending player controls. If you do, Kukemssa Pirates assigns no combat damage this turn.", Templating, []string{"no-combat-damage-choice"}},
		{"no combat damage chosen, another effect", "Kukemssa Pirates", "If Kukemssa Pirates attacks and is not blocked, you may choose to have it deal no damage to defending player this turn. If you do, gain control of target artifact that player controls.", "Whenever Kukemssa Pirates attacks and isn't blocked, you may gain control of target creature defending player controls. If you do, Kukemssa Pirates assigns no combat damage this turn.", Functional, nil},
		{"no damage to opponent", "Farrel's Zealot", "If Farrel's Zealot attacks and is not blocked, you may choose to have it deal 3 damage to a target creature. If you do so, it deals no damage to opponent this turn.", "Whenever Farrel's Zealot attacks and isn't blocked, you may have it deal 3 damage to target creature. If you do, Farrel's Zealot assigns no combat damage this turn.", Templating, nil},
		{"no damage to opponent, the choice dropped", "Farrel's Zealot", "If Farrel's Zealot attacks and is not blocked, you may choose to have it deal 3 damage to a target creature. If you do so, it deals no damage to opponent this turn.", "Whenever Farrel's Zealot attacks and isn't blocked, you may have it deal 3 damage to target creature.", Functional, nil},
		{"combat damage to defending player as though unblocked", "Thorn Elemental", "Thorn Elemental may deal its combat damage to defending player as though it weren't blocked.", "You may have Thorn Elemental assign its combat damage as though it weren't blocked.", Templating, []string{"older-effects"}},
		{"combat damage as though unblocked, no longer a choice", "Thorn Elemental", "Thorn Elemental may deal its combat damage to defending player as though it weren't blocked.", "Thorn Elemental assigns its combat damage as though it weren't blocked.", Functional, nil},
		{"no creatures deal damage in combat", "Spore Cloud", "Tap all blocking creatures. No creatures deal damage in combat this turn.", "Tap all blocking creatures. Prevent all combat damage that would be dealt this turn.", Templating, []string{"older-effects"}},
		{"no creatures deal damage in combat, all damage prevented", "Spore Cloud", "Tap all blocking creatures. No creatures deal damage in combat this turn.", "Tap all blocking creatures. Prevent all damage that would be dealt this turn.", Functional, nil},
		{"a bonus for each blocker as a trigger on each", "Pygmy Troll", "Whenever Pygmy Troll becomes blocked, it gets +1/+1 until end of turn for each creature blocking it.", "Whenever Pygmy Troll becomes blocked by a creature, Pygmy Troll gets +1/+1 until end of turn.", Templating, []string{"older-effects"}},
		{"a bonus for each blocker, another bonus", "Pygmy Troll", "Whenever Pygmy Troll becomes blocked, it gets +1/+1 until end of turn for each creature blocking it.", "Whenever Pygmy Troll becomes blocked by a creature, Pygmy Troll gets +2/+2 until end of turn.", Functional, nil},
		{"a granted bonus for each blocker", "Retaliation", "Each creature you control gains \"Whenever a creature blocks it, this creature gets +1/+1 until end of turn.\"", "Creatures you control have \"Whenever this creature becomes blocked by a creature, this creature gets +1/+1 until end of turn.\"", Templating, nil},
		{"a payment to counter the ability", "Carrionette", "{2}{B}{B}: Remove Carrionette and target creature from the game. That creature's controller may pay {2} to counter this ability. Play this ability only if Carrionette is in your graveyard.", "{2}{B}{B}: Remove Carrionette and target creature from the game unless that creature's controller pays {2}. Play this ability only if Carrionette is in your graveyard.", Templating, []string{"pay-to-counter-this"}},
		{"a payment to counter the ability, another payment", "Carrionette", "{2}{B}{B}: Remove Carrionette and target creature from the game. That creature's controller may pay {2} to counter this ability. Play this ability only if Carrionette is in your graveyard.", "{2}{B}{B}: Remove Carrionette and target creature from the game unless that creature's controller pays {3}. Play this ability only if Carrionette is in your graveyard.", Functional, nil},
		{"no creature can attack unless a land is sacrificed", "Reclamation", "No black creature can attack unless its controller sacrifices a land whenever that creature attacks.", "Black creatures can't attack unless their controller sacrifices a land for each black creature he or she controls that's attacking.", Templating, []string{"no-creature-can-attack"}},
		{"no creature can attack, another color", "Reclamation", "No black creature can attack unless its controller sacrifices a land whenever that creature attacks.", "Green creatures can't attack unless their controller sacrifices a land for each green creature he or she controls that's attacking.", Functional, nil},
		{"no creature can attack if it attacked", "Halls of Mist", "No creature can attack if it attacked during its controller's last turn.", "Creatures that attacked during their controller's last turn can't attack.", Templating, nil},
		{"no creature can block if it attacked", "Halls of Mist", "No creature can attack if it attacked during its controller's last turn.", "Creatures that attacked during their controller's last turn can't block.", Functional, nil},
		{"did not", "X", "At end of turn, destroy each creature that did not attack this turn.", "At end of turn, destroy each creature that didn't attack this turn.", Templating, []string{"contractions"}},
		{"did not, another verb", "X", "At end of turn, destroy each creature that did not attack this turn.", "At end of turn, destroy each creature that didn't block this turn.", Functional, nil},
		{"a non-flying creature", "Earthquake", "Does X damage to each player and each non-flying creature in play.", "Earthquake deals X damage to each creature without flying and each player.", Templating, nil},
		{"a non-flying creature, all creatures", "Earthquake", "Does X damage to each player and each non-flying creature in play.", "Earthquake deals X damage to each creature and each player.", Functional, nil},
		{"a non-flying creature becomes tapped", "Flood", "{U}{U}: Target non-flying creature becomes tapped.", "{U}{U}: Tap target creature without flying.", Templating, []string{"becomes-tapped", "alpha-to-legends-words"}},
		{"an ability's shield without duration", "Al-abara's Carpet", "{5}, {T}: Prevents all damage done to you by attacking non-flying creatures.", "{5}, {T}: Prevent all damage that would be dealt to you this turn by attacking creatures without flying.", Templating, []string{"source-shield"}},
		{"an ability's shield without duration, other creatures", "Al-abara's Carpet", "{5}, {T}: Prevents all damage done to you by attacking non-flying creatures.", "{5}, {T}: Prevent all damage that would be dealt to you this turn by attacking creatures.", Functional, nil},
		{"the count written first", "Divine Retribution", "For each attacking creature, Divine Retribution deals 1 damage to target attacking creature.", "Divine Retribution deals damage to target attacking creature equal to the number of attacking creatures.", Templating, []string{SameMeaning}},
		{"the count written first, two each", "Divine Retribution", "For each attacking creature, Divine Retribution deals 2 damage to target attacking creature.", "Divine Retribution deals damage to target attacking creature equal to the number of attacking creatures.", Functional, nil},
		{"name before deals no combat damage", "Carrion Rats", "If a player does, Carrion Rats deals no combat damage this turn.", "If a player does, Carrion Rats assigns no combat damage this turn.", Templating, []string{"assigns-no-combat-damage"}},
		{"if leaves play", "Ancestral Knowledge", "If Ancestral Knowledge leaves play, shuffle your library.", "When Ancestral Knowledge leaves play, shuffle your library.", Templating, []string{"if-trigger"}},
		{"cost reduction up to", "X", "Spells you cast cost up to {2} less to cast.", "Spells you cast cost {2} less to cast.", Templating, []string{"older-effects"}},
		{"cost reduction changed", "X", "Spells you cast cost up to {2} less to cast.", "Spells you cast cost {1} less to cast.", Functional, nil},
		{"any tapped creature", "X", "{T}: Destroy any tapped creature.", "{T}: Destroy target tapped creature.", Templating, []string{"older-effects"}},
		{"bonus per blocker", "Cave Bear", "Whenever a creature blocks it, Cave Bear gets +1/+1 until end of turn.", "Whenever Cave Bear becomes blocked, it gets +1/+1 until end of turn for each creature blocking it.", Templating, []string{"older-effects"}},
		{"hybrid colours", "Simic Locket", "{G/W}{G/W}{G/W}{G/W}, {T}, Sacrifice Simic Locket: Draw two cards.", "{G/U}{G/U}{G/U}{G/U}, {T}, Sacrifice Simic Locket: Draw two cards.", Templating, []string{HybridSymbols}},
		{"hybrid for generic", "X", "{G/W}, {T}: Draw a card.", "{2/W}, {T}: Draw a card.", Functional, nil},
		{"hybrid symbols added", "X", "{G/W}, {T}: Draw a card.", "{G/W}{G/W}, {T}: Draw a card.", Functional, nil},
		{"old pump shorthand", "Abbey Matron", "{W}, {T}: +0/+3 until end of turn", "{W}, {T}: Abbey Matron gets +0/+3 until end of turn.", Templating, []string{"older-effects"}},
		{"old pump changed", "Abbey Matron", "{W}, {T}: +0/+3 until end of turn", "{W}, {T}: Abbey Matron gets +0/+2 until end of turn.", Functional, nil},
		{"mills that many", "X", "That player puts that many cards from the top of their library into their graveyard.", "That player mills that many cards.", Templating, []string{"mill"}},
		{"reminder parenthesis", "Leviathan", "Leviathan may not attack unless you sacrifice two islands during your attack.", "This creature can't attack unless you sacrifice two Islands. (This cost is paid as attackers are declared.)", Functional, nil},
		{"keyword reminder then a trigger", "Bone Shredder", "Flying; echo (During your next upkeep after this permanent comes under your control, pay its casting cost or sacrifice it.) When Bone Shredder comes into play, destroy target nonartifact, nonblack creature.", "Flying\nEcho {2}{B} (At the beginning of your upkeep, if this came under your control since the beginning of your last upkeep, sacrifice it unless you pay its echo cost.)\nWhen Bone Shredder comes into play, destroy target nonartifact, nonblack creature.", Templating, nil},
		{"keyword reminder then another trigger", "Bone Shredder", "Flying; echo (During your next upkeep after this permanent comes under your control, pay its casting cost or sacrifice it.) When Bone Shredder comes into play, destroy target nonartifact, nonblack creature.", "Flying\nEcho {2}{B}\nWhen Bone Shredder comes into play, destroy target nonartifact creature.", Functional, nil},
		{"upkeep of its player after it", "Parasitic Bond", "During the upkeep of enchanted creature's controller, Parasitic Bond deals 2 damage to that player.", "Enchant creature\nAt the beginning of the upkeep of enchanted creature's controller, Parasitic Bond deals 2 damage to that player.", Templating, []string{"beginning-of-upkeep"}},
		{"each player's own upkeep", "Copper Tablet", "Copper Tablet does 1 damage to each player during his or her upkeep.", "At the beginning of each player's upkeep, Copper Tablet deals 1 damage to that player.", Templating, []string{"beginning-of-upkeep"}},
		{"each player's own upkeep, more damage", "Copper Tablet", "Copper Tablet does 1 damage to each player during his or her upkeep.", "At the beginning of each player's upkeep, Copper Tablet deals 2 damage to that player.", Functional, nil},
		{"shroud of a second effect", "Stonewood Invocation", "Target creature gets +5/+5 until end of turn and can't be the target of spells or abilities this turn.", "Target creature gets +5/+5 and gains shroud until end of turn. (It can't be the target of spells or abilities.)", Templating, nil},
		{"threshold's alternative effect", "Thermal Blast", "Thermal Blast deals 3 damage to target creature.\nThreshold Thermal Blast deals 5 damage to that creature instead. (You have threshold if seven or more cards are in your graveyard.)", "Thermal Blast deals 3 damage to target creature.\nThreshold — Thermal Blast deals 5 damage to that creature instead if seven or more cards are in your graveyard.", Templating, []string{"threshold"}},
		{"an opponent's discard", "Sand Golem", "If a spell or effect controlled by an opponent causes you to discard Sand Golem, put Sand Golem from your graveyard into play at end of turn with a +1/+1 counter on it.", "When a spell or ability an opponent controls causes you to discard Sand Golem, return Sand Golem from your graveyard to play at end of turn with a +1/+1 counter on it.", Templating, []string{"if-event-trigger"}},
		{"cost before to, no colon", "Fallen Angel", "Flying\nSacrifice a creature to give Fallen Angel +2/+1 until end of turn.", "Flying\nSacrifice a creature: Fallen Angel gets +2/+1 until end of turn.", Templating, []string{"pre-1999-terms"}},
		{"cost before to, another bonus", "Fallen Angel", "Flying\nSacrifice a creature to give Fallen Angel +2/+1 until end of turn.", "Flying\nSacrifice a creature: Fallen Angel gets +1/+1 until end of turn.", Functional, nil},
		{"generic mana", "Su-Chi", "When Su-Chi is put into a graveyard from play, add {4} to your mana pool.", "When Su-Chi dies, add {C}{C}{C}{C}.", Templating, []string{"colorless-mana"}},
		{"generic mana, less", "Su-Chi", "When Su-Chi is put into a graveyard from play, add {4} to your mana pool.", "When Su-Chi dies, add {C}{C}{C}.", Functional, nil},
		{"x mana", "Mana Drain", "Counter target spell. At the beginning of your next main phase, add {X} to your mana pool, where X is that spell's converted mana cost.", "Counter target spell. At the beginning of your next main phase, add an amount of {C} equal to that spell's converted mana cost.", Templating, []string{"colorless-mana"}},
		{"conditional shroud", "Vintara Snapper", "Vintara Snapper can't be the target of spells or abilities as long as you control no untapped lands.", "Vintara Snapper has shroud as long as you control no untapped lands. (It can't be the target of spells or abilities.)", Templating, nil},
		{"cumulative upkeep in life", "Gallowbraid", "Trample\nCumulative upkeep—1 life", "Trample\nCumulative upkeep-Pay 1 life.", Templating, nil},
		{"as long as in play", "Kongming, \"Sleeping Dragon\"", "All your other creatures get +1/+1 as long as Kongming is in play.", "Other creatures you control get +1/+1.", Templating, []string{"older-amounts-and-types"}},
		{"as long as in play in an effect", "Awakener Druid", "When Awakener Druid enters the battlefield, target Forest becomes a 4/5 green Treefolk creature as long as Awakener Druid is on the battlefield.", "When Awakener Druid enters the battlefield, target Forest becomes a 4/5 green Treefolk creature.", Functional, nil},
		{"fear for a turn", "Face of Fear", "{2}{B}, Discard a card from your hand: Face of Fear can't be blocked this turn except by artifact creatures and/or black creatures.", "{2}{B}, Discard a card: Face of Fear gains fear until end of turn.", Templating, []string{"older-amounts-and-types"}},
		{"still an enchantment", "Halcyon Glaze", "Whenever you cast a creature spell, Halcyon Glaze becomes a 4/4 Illusion creature with flying until end of turn. It's still an enchantment.", "Whenever you cast a creature spell, Halcyon Glaze becomes a 4/4 Illusion creature with flying in addition to its other types until end of turn.", Templating, []string{"older-amounts-and-types"}},
		{"an additional cost", "Chill", "Red spells cost an additional {2} to play.", "Red spells cost {2} more to play.", Templating, []string{"older-amounts-and-types"}},
		{"an additional cost, more", "Chill", "Red spells cost an additional {2} to play.", "Red spells cost {3} more to play.", Functional, nil},
		{"end of an extra turn", "Final Fortune", "Take an extra turn after this one. At the end of that turn, you lose the game.", "Take an extra turn after this one. At the beginning of that turn's end step, you lose the game.", Templating, []string{"older-amounts-and-types"}},
		{"mana symbols in one pair of braces: notation", "Bad Ass", "{1B}, Growl: Regenerate Bad Ass.", "{1}{B}, Growl: Regenerate Bad Ass.", "", nil},
		{"mana symbols in one pair of braces", "Bad Ass", "{1B}, Growl: Regenerate Bad Ass.", "{1}{B}, Growl: Regenerate target creature.", Functional, nil},
		{"ten generic mana split", "Colossus of Akros", "{1}0: Monstrosity 10.", "{10}: Monstrosity 10.", Templating, []string{"mana-symbol-notation"}},
		{"abilities run on after a full stop", "Command Beacon", "{T}: Add {C}.{T}, Sacrifice Command Beacon: Put your commander into your hand from the command zone.", "{T}: Add {C}.\n{T}, Sacrifice Command Beacon: Put your commander into your hand from the command zone.", Templating, []string{"mana-symbol-notation"}},
		{"ten generic mana, another amount", "Colossus of Akros", "{1}0: Monstrosity 10.", "{9}: Monstrosity 10.", Functional, nil},
		{"a legendary token by its name", "Tolsimir Wolfblood", "{T}: Create a legendary 3/3 green and white Wolf creature token named Voja.", "{T}: Create Voja, a legendary 3/3 green and white Wolf creature token.", Templating, []string{"older-amounts-and-types"}},
		{"a legendary token of another name", "Tolsimir Wolfblood", "{T}: Create a legendary 3/3 green and white Wolf creature token named Voja.", "{T}: Create Voja, a legendary 4/4 green and white Wolf creature token.", Functional, nil},
		{"mana spent on x", "Crypt Rats", "{X}: Crypt Rats deals X damage to each creature and each player. Spend only black mana this way.", "{X}: Crypt Rats deals X damage to each creature and each player. Spend only black mana on X.", Templating, []string{"older-amounts-and-types"}},
		{"base toughness", "Chariot of the Sun", "{2}, {T}: Until end of turn, target creature you control gains flying and its toughness becomes 1.", "{2}, {T}: Until end of turn, target creature you control gains flying and has base toughness 1.", Templating, []string{"older-amounts-and-types"}},
		{"a spell's colours", "Quirion Dryad", "Whenever you cast a white, blue, black, or red spell, put a +1/+1 counter on Quirion Dryad.", "Whenever you cast a spell that's white, blue, black, or red, put a +1/+1 counter on Quirion Dryad.", Templating, []string{"older-amounts-and-types"}},
		{"a spell's other colours", "Quirion Dryad", "Whenever you cast a white, blue, black, or red spell, put a +1/+1 counter on Quirion Dryad.", "Whenever you cast a spell that's white, blue, or black, put a +1/+1 counter on Quirion Dryad.", Functional, nil},
		{"land cards from a graveyard are no spells", "Crucible of Worlds", "You may play land cards from your graveyard.", "You may cast land spells from your graveyard.", Functional, nil},
		{"return to the top of a library", "Time Ebb", "Return target creature to the top of its owner's library.", "Put target creature on top of its owner's library.", Templating, []string{"return-to-top"}},
		{"return to the bottom of a library", "Time Ebb", "Return target creature to the top of its owner's library.", "Put target creature on the bottom of its owner's library.", Functional, nil},
		{"shuffle if the player searched", "Pattern of Rebirth", "That creature's controller may search their library for a creature card and put it onto the battlefield. If that player does, they shuffle their library.", "That creature's controller may search their library for a creature card, put it onto the battlefield, then shuffle.", Templating, []string{"if-searched-shuffle"}},
		{"the searched card as it", "Three Visits", "Search your library for a Forest card and put that Forest onto the battlefield. Then shuffle your library.", "Search your library for a Forest card, put it onto the battlefield, then shuffle.", Templating, []string{"searched-card-it"}},
		{"before the end phase", "Mana Cache", "Any player may activate this ability but only during their turn before the end phase.", "Any player may activate this ability but only during their turn before the end step.", Templating, []string{"before-end-phase"}},
		{"after the end phase", "Mana Cache", "Any player may activate this ability but only during their turn before the end phase.", "Any player may activate this ability but only during their turn after the end step.", Functional, nil},
		{"becomes tapped", "Relic Barrier", "{T}: Target artifact becomes tapped.", "{T}: Tap target artifact.", Templating, []string{"becomes-tapped"}},
		{"becomes untapped", "Relic Barrier", "{T}: Target artifact becomes tapped.", "{T}: Untap target artifact.", Functional, nil},
		{"damage to each other as fight", "Triangle of War", "Choose target creature you control and target creature an opponent controls. Each creature deals damage equal to its power to the other.", "Choose target creature you control and target creature an opponent controls. Those creatures fight each other.", Templating, []string{"fight"}},
		{"damage one way is no fight", "Triangle of War", "Choose target creature you control and target creature an opponent controls. The first deals damage equal to its power to the other.", "Choose target creature you control and target creature an opponent controls. Those creatures fight each other.", Functional, nil},
		{"power is a value", "Vhati il-Dal", "{T}: Target creature's power or toughness is 1 until end of turn.", "{T}: Target creature's power or toughness becomes 1 until end of turn.", Templating, []string{"is-becomes-value"}},
		{"power is another value", "Vhati il-Dal", "{T}: Target creature's power or toughness is 1 until end of turn.", "{T}: Target creature's power or toughness becomes 2 until end of turn.", Functional, nil},
		{"pay an additional amount to block", "Hipparion", "Hipparion can't block creatures with power 3 or greater unless you pay an additional {1}.", "Hipparion can't block creatures with power 3 or greater unless you pay {1}.", Templating, []string{"unless-pay-additional"}},
		{"skip the discard phase", "Spellbook", "Skip your discard phase.", "You have no maximum hand size.", Templating, []string{"discard-phase-hand-size"}},
		{"skip the draw step", "Spellbook", "Skip your draw step.", "You have no maximum hand size.", Functional, nil},
		{"mana that doesn't empty", "Savage Ventmaw", "Until end of turn, this mana doesn't empty from your mana pool as steps and phases end.", "Until end of turn, you don't lose this mana as steps and phases end.", Templating, []string{"mana-doesnt-empty"}},
		{"unspent mana", "Omnath, Locus of Mana", "Green mana doesn't empty from your mana pool as steps and phases end.\nOmnath, Locus of Mana gets +1/+1 for each green mana in your mana pool.", "You don't lose unspent green mana as steps and phases end.\nOmnath, Locus of Mana gets +1/+1 for each unspent green mana you have.", Templating, []string{"mana-doesnt-empty"}},
		{"unspent mana of another color", "Omnath, Locus of Mana", "Green mana doesn't empty from your mana pool as steps and phases end.", "You don't lose unspent red mana as steps and phases end.", Functional, nil},
		{"nonland spells", "Vedalken Orrery", "You may cast nonland spells as though they had flash.", "You may cast spells as though they had flash.", Templating, []string{"nonland-spells"}},
		{"noncreature spells", "Vedalken Orrery", "You may cast noncreature spells as though they had flash.", "You may cast spells as though they had flash.", Functional, nil},
		{"block shadow as though", "Heartwood Dryad", "Heartwood Dryad can block creatures with shadow.", "Heartwood Dryad can block creatures with shadow as though they didn't have shadow.", Templating, []string{"block-shadow"}},
		{"portal's offense", "Fleet-Footed Monk", "Fleet-Footed Monk can't be blocked by any creature with offense 2 or greater.", "Fleet-Footed Monk can't be blocked by creatures with power 2 or greater.", Templating, []string{"portal-offense"}},
		{"portal's offense, another amount", "Fleet-Footed Monk", "Fleet-Footed Monk can't be blocked by any creature with offense 2 or greater.", "Fleet-Footed Monk can't be blocked by creatures with power 3 or greater.", Functional, nil},
		{"blocked only by walls and flyers", "Elven Riders", "Cannot be blocked by any creatures except walls and flying creatures.", "Elven Riders can't be blocked except by Walls and/or creatures with flying.", Templating, []string{"bare-sentence-blocked"}},
		{"cast it if an instant or sorcery", "Galvanoth", "You may look at the top card of your library. If it's an instant or sorcery card, you may cast it without paying its mana cost.", "You may look at the top card of your library. You may cast it without paying its mana cost if it's an instant or sorcery spell.", Templating, []string{"cast-if-card-spell"}},
		{"cast it if a creature", "Galvanoth", "You may look at the top card of your library. If it's an instant or sorcery card, you may cast it without paying its mana cost.", "You may look at the top card of your library. You may cast it without paying its mana cost if it's a creature spell.", Functional, nil},
		{"an opponent chooses one of bullets", "Misfortune", "An opponent chooses one — You gain 4 life; or you lose 4 life.", "An opponent chooses one —\n• You gain 4 life.\n• You lose 4 life.", Templating, []string{"modal-bullets"}},
		{"entwine with a hyphen", "Solar Tide", "Entwine-Sacrifice two lands.", "Entwine—Sacrifice two lands.", Templating, []string{"dashes"}},
		{"that card this turn as that spell", "X", "You may cast target instant or sorcery card with mana value 3 or less from your graveyard. If that card would be put into your graveyard this turn, exile it instead.", "You may cast target instant or sorcery card with mana value 3 or less from your graveyard. If that spell would be put into your graveyard this turn, exile it instead.", Templating, []string{"this-turn-implied"}},
		{"a land of the basic land type", "Dream Thrush", "{T}: Target land becomes a land of the basic land type of your choice until end of turn.", "{T}: Target land's type becomes the basic land type of your choice until end of turn.", Templating, []string{"land-of-basic-type"}},
		{"any number of additional lands", "Fastbond", "You may play any number of additional lands on each of your turns.", "You may play any number of lands on each of your turns.", Templating, []string{"any-number-of-additional-lands"}},
		{"one additional land", "Fastbond", "You may play any number of additional lands on each of your turns.", "You may play an additional land on each of your turns.", Functional, nil},
		{"own cards on top in any order", "Reinforcements", "Put up to three target creature cards from your graveyard on top of your library in any order.", "Put up to three target creature cards from your graveyard on top of your library.", Templating, []string{"own-cards-any-order"}},
		{"another's cards on top in any order", "X", "Put up to three target creature cards from a graveyard on top of your library in any order.", "Put up to three target creature cards from a graveyard on top of your library.", Functional, nil},
		{"return the exiled card", "Astral Slide", "You may exile target creature. If you do, return that creature to the battlefield under its owner's control at the beginning of the next end step.", "You may exile target creature. If you do, return the exiled card to the battlefield under its owner's control at the beginning of the next end step.", Templating, []string{"return-the-exiled"}},
		{"life points equal to casting cost", "Divine Offering", "Destroy target artifact. You gain life points equal to casting cost of artifact.", "Destroy target artifact. You gain life equal to its converted mana cost.", Templating, []string{"life-points"}},
		{"a counter on each in play", "Chicken à la King", "Put a +1/+1 counter on each Chicken in play.", "Put a +1/+1 counter on each Chicken.", Templating, []string{"counter-on-each-in-play"}},
		{"a counter on each you control", "Chicken à la King", "Put a +1/+1 counter on each Chicken in play.", "Put a +1/+1 counter on each Chicken you control.", Functional, nil},
		{"target card in play", "Lexivore", "Destroy target card in play.", "Destroy target permanent.", Templating, []string{"card-in-play-permanent"}},
		{"errata label", "Ashnod's Coupon", "{T}, Sacrifice Ashnod's Coupon: Target player gets you target drink.\nErrata: You pay any costs for the drink.", "{T}, Sacrifice Ashnod's Coupon: Target player gets you target drink. You pay any costs for the drink.", Templating, []string{"errata-label"}},
		{"two mana abilities as one choice", "Brushland", "{T}: Add {W}. Brushland deals 1 damage to you.\n{T}: Add {G}. Brushland deals 1 damage to you.", "{T}: Add {G} or {W}. Brushland deals 1 damage to you.", Templating, []string{ManaChoice}},
		{"two mana abilities of other riders", "Brushland", "{T}: Add {W}. Brushland deals 1 damage to you.\n{T}: Add {G}.", "{T}: Add {G} or {W}. Brushland deals 1 damage to you.", Functional, nil},
		{"two mana abilities of other costs", "Aysen Abbey", "{1}, {T}: Add {W}.\n{2}, {T}: Add {G}.", "{2}, {T}: Add {G} or {W}.", Functional, nil},
		{"depletion counters untap", "River Delta", "If there are any depletion counters on River Delta, it does not untap during your untap phase. At the beginning of your upkeep, remove a depletion counter from River Delta.", "River Delta doesn't untap during your untap step if it has a depletion counter on it.\nAt the beginning of your upkeep, remove a depletion counter from River Delta.", Templating, []string{"depletion-untap"}},
		{"mana in words", "Dark Ritual", "Add 3 black mana to your mana pool.", "Add {B}{B}{B} to your mana pool.", Templating, []string{"colored-mana-words"}},
		{"mana in words, another amount", "Dark Ritual", "Add 3 black mana to your mana pool.", "Add {B}{B} to your mana pool.", Functional, nil},
		{"a mana ability played as an interrupt", "Llanowar Elves", "Tap to add 1 green mana to your mana pool. This tap can be played as an interrupt.", "{T}: Add {G} to your mana pool.", Templating, []string{"mana-ability-interrupt"}},
		{"creature cards whenever you could play instants", "Winding Canyons", "{2}, {T}: Until end of turn, you may play creature cards whenever you could play instants.", "{2}, {T}: Until end of turn, you may cast creature spells as though they had flash.", Templating, []string{"as-though-flash"}},
		{"a token defined after it is made", "Errand of Duty", "Put a Knight token into play. Treat this token as a 1/1 white creature with banding.", "Put a 1/1 white Knight creature token with banding into play.", Templating, []string{"treat-token-as"}},
		{"tokens defined after they are made", "Icatian Town", "Put 4 Citizen tokens into play. Treat these tokens as 1/1 white creatures.", "Put four 1/1 white Citizen creature tokens into play.", Templating, []string{"treat-token-as"}},
		{"a token defined otherwise", "Errand of Duty", "Put a Knight token into play. Treat this token as a 1/1 white creature with banding.", "Put a 2/2 white Knight creature token with banding into play.", Functional, nil},
		{"can block flyers until end of turn", "Silk Net", "Until end of turn, target creature gets +1/+1 and can block creatures with flying.", "Until end of turn, target creature gets +1/+1 and gains reach.", Templating, []string{"reach-until-end-of-turn"}},
		{"any of your creatures damages", "Crovax", "Whenever any of your creatures damages any creature or player, gain 1 life.", "Whenever a creature you control deals damage to a creature or player, you gain 1 life.", Templating, []string{"your-creatures-damage"}},
		{"any creature damages", "Crovax", "Whenever any creature damages any creature or player, gain 1 life.", "Whenever a creature you control deals damage to a creature or player, you gain 1 life.", Functional, nil},
		{"the sacrificed creature's toughness", "Bushmeat Poacher", "{1}, {T}, Sacrifice another creature: You gain life equal to that creature's toughness.", "{1}, {T}, Sacrifice another creature: You gain life equal to the sacrificed creature's toughness.", Templating, []string{"sacrificed-creature-its"}},
		{"the exiled creature card", "Soul Foundry", "You may exile a creature card from your hand.\n{X}, {T}: Create a token that's a copy of the exiled creature card.", "You may exile a creature card from your hand.\n{X}, {T}: Create a token that's a copy of the exiled card.", Templating, []string{"exiled-creature-card"}},
		{"play cards exiled", "Nightveil Specter", "You may play cards exiled with Nightveil Specter.", "You may play lands and cast spells from among cards exiled with Nightveil Specter.", Templating, []string{"play-cards-exiled"}},
		{"cast spells exiled", "Nightveil Specter", "You may play cards exiled with Nightveil Specter.", "You may cast spells from among cards exiled with Nightveil Specter.", Functional, nil},
		{"a permanent that buries itself", "Pyric Salamander", "{R}: Pyric Salamander gets +1/+0 until end of turn. Bury Pyric Salamander at end of turn.", "{R}: Pyric Salamander gets +1/+0 until end of turn. Sacrifice Pyric Salamander at end of turn.", Templating, []string{"bury-self"}},
		{"it buries itself", "Fog Elemental", "If Fog Elemental attacks or blocks, bury it at end of combat.", "When Fog Elemental attacks or blocks, sacrifice it at end of combat.", Templating, []string{"bury-self"}},
		{"burying a target", "X", "Bury target creature.", "Sacrifice target creature.", Functional, nil},
		{"placed in the graveyard", "X", "If X is placed in the graveyard from play, remove it from the game.", "When X is put into a graveyard from play, remove X from the game.", Templating, []string{"placed-in-graveyard"}},
		{"if a player plays as a trigger", "Juju Bubble", "If you play a card, bury Juju Bubble.", "When you play a card, sacrifice Juju Bubble.", Templating, []string{"if-trigger"}},
		{"if an opponent plays as a trigger", "Juju Bubble", "If you play a card, bury Juju Bubble.", "When an opponent plays a card, sacrifice Juju Bubble.", Functional, nil},
		{"a name quoted without its marks", "Kill! Destroy!", "When you do, return Kill Destroy from your graveyard to your hand.", "When you do, return Kill! Destroy! from your graveyard to your hand.", Templating, []string{SelfReference}},
		// Upkeep costs and upkeep triggers printed before 1999.
		{"an upkeep cost after another sentence", "Stasis", "Players do not get an untap phase. Pay {U} during your upkeep or Stasis is destroyed.", "Players skip their untap steps.\nAt the beginning of your upkeep, sacrifice Stasis unless you pay {U}.", Templating, []string{"upkeep-or-destroyed", "single-rewordings"}},
		{"an upkeep cost after another sentence, another cost", "Stasis", "Players do not get an untap phase. Pay {U} during your upkeep or Stasis is destroyed.", "Players skip their untap steps.\nAt the beginning of your upkeep, sacrifice Stasis unless you pay {U}{U}.", Functional, nil},
		{"an upkeep cost or damage and destruction", "Cosmic Horror", "First strike\nPay {3}{B}{B}{B} during your upkeep or Cosmic Horror does 7 damage to you and is destroyed.", "First strike\nAt the beginning of your upkeep, unless you pay {3}{B}{B}{B}, sacrifice Cosmic Horror and it deals 7 damage to you.", Templating, []string{"upkeep-or-destroyed"}},
		{"an upkeep cost or damage", "Force of Nature", "Trample\nYou must pay {G}{G}{G}{G} during upkeep or Force of Nature does 8 damage to you. You may still attack with Force of Nature even if you failed to pay the upkeep.", "Trample\nAt the beginning of your upkeep, Force of Nature deals 8 damage to you unless you pay {G}{G}{G}{G}.", Templating, []string{"upkeep-or-destroyed"}},
		{"an upkeep cost or more damage", "Force of Nature", "Trample\nYou must pay {G}{G}{G}{G} during upkeep or Force of Nature does 8 damage to you.", "Trample\nAt the beginning of your upkeep, Force of Nature deals 10 damage to you unless you pay {G}{G}{G}{G}.", Functional, nil},
		{"an upkeep choice or bury and more", "Lim-Dûl's Paladin", "During your upkeep, choose and discard a card from your hand, or bury Lim-Dûl's Paladin and draw a card.", "At the beginning of your upkeep, sacrifice Lim-Dul's Paladin unless you discard a card. If you sacrifice it this way, draw a card.", Templating, []string{"upkeep-or-sacrifice"}},
		{"an upkeep choice or bury and more, another draw", "Lim-Dûl's Paladin", "During your upkeep, choose and discard a card from your hand, or bury Lim-Dûl's Paladin and draw a card.", "At the beginning of your upkeep, sacrifice Lim-Dul's Paladin unless you discard a card. If you sacrifice it this way, draw two cards.", Functional, nil},
		{"an upkeep sacrifice or damage", "Minion of Leshrac", "During your upkeep, sacrifice a creature or Minion of Leshrac deals 5 damage to you. If Minion of Leshrac deals damage to you in this way, tap it. You cannot sacrifice Minion of Leshrac to itself.", "At the beginning of your upkeep, Minion of Leshrac deals 5 damage to you unless you sacrifice a creature other than Minion of Leshrac. If Minion of Leshrac deals damage to you this way, tap it.", Templating, []string{"upkeep-or-sacrifice"}},
		{"an upkeep sacrifice or damage, itself allowed", "Minion of Leshrac", "During your upkeep, sacrifice a creature or Minion of Leshrac deals 5 damage to you. If Minion of Leshrac deals damage to you in this way, tap it. You cannot sacrifice Minion of Leshrac to itself.", "At the beginning of your upkeep, Minion of Leshrac deals 5 damage to you unless you sacrifice a creature. If Minion of Leshrac deals damage to you this way, tap it.", Functional, nil},
		{"an upkeep choice of two courses", "Ravenous Vampire", "Flying\nDuring your upkeep, sacrifice a nonartifact creature and put a +1/+1 counter on Ravenous Vampire, or tap Ravenous Vampire.", "Flying\nAt the beginning of your upkeep, you may sacrifice a nonartifact creature. If you do, put a +1/+1 counter on Ravenous Vampire. If you don't, tap Ravenous Vampire.", Templating, []string{"upkeep-or-sacrifice"}},
		{"an upkeep choice of two courses, another", "Ravenous Vampire", "Flying\nDuring your upkeep, sacrifice a nonartifact creature and put a +1/+1 counter on Ravenous Vampire, or tap Ravenous Vampire.", "Flying\nAt the beginning of your upkeep, you may sacrifice a nonartifact creature. If you do, put a +1/+1 counter on Ravenous Vampire. If you don't, sacrifice Ravenous Vampire.", Functional, nil},
		{"another player pays or sacrifices", "Slow Motion", "During the upkeep of enchanted creature's controller, that player pays {2} or sacrifices that creature.", "Enchant creature\nAt the beginning of the upkeep of enchanted creature's controller, that player sacrifices that creature unless he or she pays {2}.", Templating, []string{"pays-or-unless"}},
		{"another player pays more or sacrifices", "Slow Motion", "During the upkeep of enchanted creature's controller, that player pays {2} or sacrifices that creature.", "Enchant creature\nAt the beginning of the upkeep of enchanted creature's controller, that player sacrifices that creature unless he or she pays {3}.", Functional, nil},
		{"you may then", "Precognition", "During your upkeep, you may look at the top card of target opponent's library. You may then put that card on the bottom of his or her library.", "At the beginning of your upkeep, you may look at the top card of target opponent's library. If you do, you may put that card on the bottom of that player's library.", Templating, []string{"then-if-you-do"}},
		{"you may then, another place", "Precognition", "During your upkeep, you may look at the top card of target opponent's library. You may then put that card on the bottom of his or her library.", "At the beginning of your upkeep, you may look at the top card of target opponent's library. If you do, you may put that card on top of that player's library.", Functional, nil},
		{"sacrifice and search", "Defense of the Heart", "During your upkeep, if one of your opponents controls three or more creatures, sacrifice Defense of the Heart, search your library for up to two creature cards, and put those creatures into play. Shuffle your library afterward.", "At the beginning of your upkeep, if an opponent controls three or more creatures, sacrifice Defense of the Heart. If you do, search your library for up to two creature cards and put those creatures into play. Then shuffle your library.", Templating, []string{"then-if-you-do"}},
		{"sacrifice and another player", "Brink of Madness", "During your upkeep, if you have no cards in hand, sacrifice Brink of Madness and target opponent discards his or her hand.", "At the beginning of your upkeep, if you have no cards in hand, sacrifice Brink of Madness. If you do, each opponent discards his or her hand.", Functional, nil},
		{"may pay to", "Apathy", "During the upkeep of enchanted creature's controller, that player may discard a card at random to untap that creature.", "Enchant creature\nAt the beginning of the upkeep of enchanted creature's controller, that player may discard a card at random. If he or she does, untap that creature.", Templating, []string{"then-if-you-do"}},
		{"may pay to, another cost", "Apathy", "During the upkeep of enchanted creature's controller, that player may discard a card at random to untap that creature.", "Enchant creature\nAt the beginning of the upkeep of enchanted creature's controller, that player may discard two cards at random. If he or she does, untap that creature.", Functional, nil},
		{"a granted upkeep cost", "Aura Flux", "Each other enchantment gains \"During your upkeep, pay {2} or sacrifice this enchantment.\"", "Other enchantments have \"At the beginning of your upkeep, sacrifice this enchantment unless you pay {2}.\"", Templating, []string{"beginning-of-upkeep"}},
		{"a granted upkeep cost, another", "Aura Flux", "Each other enchantment gains \"During your upkeep, pay {2} or sacrifice this enchantment.\"", "Other enchantments have \"At the beginning of your upkeep, sacrifice this enchantment unless you pay {1}.\"", Functional, nil},
		{"upkeep cost's mana in another order", "Palladia-Mors", "Flying, Trample\nPay {W}{G}{R} during your upkeep or Palladia-Mors is buried.", "Flying, trample\nAt the beginning of your upkeep, sacrifice Palladia-Mors unless you pay {R}{G}{W}.", Templating, nil},
		{"upkeep cost's other mana", "Palladia-Mors", "Flying, Trample\nPay {W}{G}{R} during your upkeep or Palladia-Mors is buried.", "Flying, trample\nAt the beginning of your upkeep, sacrifice Palladia-Mors unless you pay {R}{G}{G}.", Functional, nil},
		{"those cards of a hand", "Discordant Dirge", "{B}, Sacrifice Discordant Dirge: Look at target opponent's hand and choose up to X of those cards, where X is the number of verse counters on Discordant Dirge. That player discards those cards.", "{B}, Sacrifice Discordant Dirge: Look at target opponent's hand and choose up to X cards from it, where X is the number of verse counters on Discordant Dirge. That player discards those cards.", Templating, []string{"rewordings-older"}},
		{"those cards of a hand, not up to", "Discordant Dirge", "{B}, Sacrifice Discordant Dirge: Look at target opponent's hand and choose up to X of those cards, where X is the number of verse counters on Discordant Dirge. That player discards those cards.", "{B}, Sacrifice Discordant Dirge: Look at target opponent's hand and choose X cards from it, where X is the number of verse counters on Discordant Dirge. That player discards those cards.", Functional, nil},
		{"no damage to the defending player named again", "Keeper of Tresserhorn", "If Keeper of Tresserhorn attacks and is not blocked, it deals no damage to defending player this turn and that player loses 2 life.", "Whenever Keeper of Tresserhorn attacks and isn't blocked, it assigns no combat damage this turn and defending player loses 2 life.", Templating, []string{"assigns-no-combat-damage"}},
		{"no damage and you lose life", "Keeper of Tresserhorn", "If Keeper of Tresserhorn attacks and is not blocked, it deals no damage to defending player this turn and that player loses 2 life.", "Whenever Keeper of Tresserhorn attacks and isn't blocked, it assigns no combat damage this turn and you lose 2 life.", Functional, nil},
		// Auras printed before 1999.
		{"a licid's aura", "Calming Licid", "{W}, {T}: Calming Licid loses this ability and becomes a creature enchantment that reads \"Enchanted creature cannot attack\" instead of a creature. Move Calming Licid onto target creature. You may pay {W} to end this effect.", "{W}, {T}: Calming Licid loses this ability and becomes an Aura enchantment with enchant creature. Attach it to target creature. You may pay {W} to end this effect.\nEnchanted creature can't attack.", Templating, []string{"licid-aura"}},
		{"a licid's aura of another ability", "Calming Licid", "{W}, {T}: Calming Licid loses this ability and becomes a creature enchantment that reads \"Enchanted creature cannot attack\" instead of a creature. Move Calming Licid onto target creature. You may pay {W} to end this effect.", "{W}, {T}: Calming Licid loses this ability and becomes an Aura enchantment with enchant creature. Attach it to target creature. You may pay {W} to end this effect.\nEnchanted creature can't block.", Functional, nil},
		{"a licid's control and haste", "Enraging Licid", "{R}, {T}: Enraging Licid loses this ability and becomes a creature enchantment that reads \"Enchanted creature is unaffected by summoning sickness\" instead of a creature. Move Enraging Licid onto target creature. You may pay {R} to end this effect.", "{R}, {T}: Enraging Licid loses this ability and becomes an Aura enchantment with enchant creature. Attach it to target creature. You may pay {R} to end this effect.\nEnchanted creature has haste.", Templating, []string{"licid-aura", "summoning-sickness-haste"}},
		{"an aura's control", "Binding Grasp", "During your upkeep, pay {1}{U} or bury Binding Grasp.\nGain control of target creature; that creature gets +0/+1.", "Enchant creature\nAt the beginning of your upkeep, sacrifice Binding Grasp unless you pay {1}{U}.\nYou control enchanted creature.\nEnchanted creature gets +0/+1.", Templating, []string{"aura-target-enchanted"}},
		{"a control until end of turn", "Conquer", "Gain control of target land until end of turn.", "Enchant land\nYou control enchanted land.", Functional, nil},
		{"creature the aura enchants after a cost", "Stonehands", "Target creature gets +0/+2.\n{R}: Creature Stonehands enchants gets +1/+0 until end of turn.", "Enchant creature\nEnchanted creature gets +0/+2.\n{R}: Enchanted creature gets +1/+0 until end of turn.", Templating, []string{"aura-enchants-caster"}},
		{"creature the aura enchants after a cost, another bonus", "Stonehands", "Target creature gets +0/+2.\n{R}: Creature Stonehands enchants gets +1/+0 until end of turn.", "Enchant creature\nEnchanted creature gets +0/+2.\n{R}: Enchanted creature gets +2/+0 until end of turn.", Functional, nil},
		{"an aura's damage dealt to you", "Backfire", "For each point of damage done to you from target creature Backfire does one point of damage to target creature's controller.", "Enchant creature\nWhenever enchanted creature deals damage to you, Backfire deals that much damage to that creature's controller.", Templating, []string{"for-each-damage-dealt"}},
		{"an aura's damage, life gained", "Spirit Link", "For every point of damage target creature does, you gain 1 life.", "Enchant creature\nWhenever enchanted creature deals damage, you gain that much life.", Templating, []string{"for-each-damage-dealt"}},
		{"an aura's damage, twice the life", "Spirit Link", "For every point of damage target creature does, you gain 2 life.", "Enchant creature\nWhenever enchanted creature deals damage, you gain that much life.", Functional, nil},
		{"an aura's vigilance", "Stamina", "Attacking doesn't cause enchanted creature to tap.", "Enchant creature\nEnchanted creature has vigilance.", Templating, []string{"keyword-definitions-granted"}},
		{"blocked only by creatures of two kinds", "Seeker", "Target creature cannot be blocked by any creatures except white creatures and artifact creatures.", "Enchant creature\nEnchanted creature can't be blocked except by artifact creatures and/or white creatures.", Templating, nil},
		{"blocked only by creatures of one kind", "Seeker", "Target creature cannot be blocked by any creatures except white creatures and artifact creatures.", "Enchant creature\nEnchanted creature can't be blocked except by white creatures.", Functional, nil},
		{"upkeep of an old aura's creature's controller", "Maddening Wind", "During target creature's controller's upkeep, Maddening Wind deals 2 damage to that player.", "Enchant creature\nAt the beginning of the upkeep of enchanted creature's controller, Maddening Wind deals 2 damage to that player.", Templating, []string{"beginning-of-upkeep"}},
		{"upkeep of an old aura's creature's controller, more damage", "Maddening Wind", "During target creature's controller's upkeep, Maddening Wind deals 2 damage to that player.", "Enchant creature\nAt the beginning of the upkeep of enchanted creature's controller, Maddening Wind deals 3 damage to that player.", Functional, nil},
		{"vigilance this turn", "Llanowar Cavalry", "{W}: Attacking doesn't cause Llanowar Cavalry to tap this turn.", "{W}: Llanowar Cavalry gains vigilance until end of turn.", Templating, []string{"gains-keyword-this-turn"}},
		{"vigilance this turn, another keyword", "Llanowar Cavalry", "{W}: Attacking doesn't cause Llanowar Cavalry to tap this turn.", "{W}: Llanowar Cavalry gains first strike until end of turn.", Functional, nil},
		{"block as though flying this turn", "Aquastrand Spider", "{G}: Target creature with a +1/+1 counter on it can block as though it had flying this turn.", "{G}: Target creature with a +1/+1 counter on it gains reach until end of turn.", Templating, []string{"gains-keyword-this-turn"}},
		{"block as though flying, for good", "Aquastrand Spider", "{G}: Target creature with a +1/+1 counter on it can block as though it had flying this turn.", "{G}: Target creature with a +1/+1 counter on it gains reach.", Functional, nil},
		{"has an island in play", "Wu Warship", "Wu Warship can't attack unless the defending player has an island in play.", "Wu Warship can't attack unless defending player controls an Island.", Templating, []string{"has-in-play-controls"}},
		{"has an island in play, another type", "Wu Warship", "Wu Warship can't attack unless the defending player has an island in play.", "Wu Warship can't attack unless defending player controls a Swamp.", Functional, nil},
		{"a forest from your hand", "Snag", "You may discard a forest from your hand instead of paying Snag's mana cost.", "You may discard a Forest card rather than pay Snag's mana cost.", Templating, []string{"land-type-from-hand-card"}},
		{"a forest from your hand, another type", "Snag", "You may discard a forest from your hand instead of paying Snag's mana cost.", "You may discard an Island card rather than pay Snag's mana cost.", Functional, nil},
		{"any card from your graveyard", "Regrowth", "Return any card from your graveyard to your hand.", "Return target card from your graveyard to your hand.", Templating, []string{"any-card-from-graveyard"}},
		{"any card from your graveyard, another zone", "Regrowth", "Return any card from your graveyard to your hand.", "Return target card from a graveyard to your hand.", Functional, nil},
		{"take any one card", "Salvage", "Take any one card from your graveyard and put that card on the top of your library.", "Put target card from your graveyard on top of your library.", Templating, []string{"any-card-from-graveyard"}},
		{"take any one card, to the hand", "Salvage", "Take any one card from your graveyard and put that card on the top of your library.", "Return target card from your graveyard to your hand.", Functional, nil},
		{"a permanent unaffected by summoning sickness", "Fervor", "All creatures you control are unaffected by summoning sickness.", "Creatures you control have haste.", Templating, []string{"static-unaffected-haste"}},
		{"a permanent unaffected by summoning sickness, another keyword", "Fervor", "All creatures you control are unaffected by summoning sickness.", "Creatures you control have vigilance.", Functional, nil},
		{"each of your opponents", "Unnerve", "Each of your opponents chooses and discards two cards.", "Each opponent discards two cards.", Templating, []string{"each-of-your-opponents"}},
		{"each of your opponents, one of them", "Unnerve", "Each of your opponents chooses and discards two cards.", "Target opponent discards two cards.", Functional, nil},
		{"counters as it is being cast", "Artifact Blast", "Counters any artifact as it is being cast.", "Counter target artifact spell.", Templating, []string{"counter-as-it-is-cast"}},
		{"counters as it is being cast, another type", "Artifact Blast", "Counters any artifact as it is being cast.", "Counter target creature spell.", Functional, nil},
		{"prevent the next damage to", "Field Surgeon", "Prevent the next 1 damage to target creature this turn.", "Prevent the next 1 damage that would be dealt to target creature this turn.", Templating, []string{"prevent-next-dealt"}},
		{"prevent the next damage to, more", "Field Surgeon", "Prevent the next 1 damage to target creature this turn.", "Prevent the next 2 damage that would be dealt to target creature this turn.", Functional, nil},
		{"reveal cards from your library", "Gamekeeper", "Reveal cards from your library until you reveal a creature card.", "Reveal cards from the top of your library until you reveal a creature card.", Templating, []string{"reveal-from-top"}},
		{"reveal cards from your library, another card", "Gamekeeper", "Reveal cards from your library until you reveal a creature card.", "Reveal cards from the top of your library until you reveal a land card.", Functional, nil},
		{"no cards in your hand", "Fool's Tome", "{2}, {T}: Draw a card. Use this ability only if you have no cards in your hand.", "{2}, {T}: Draw a card. Play this ability only if you have no cards in hand.", Templating, []string{"no-cards-in-your-hand"}},
		{"no cards in your hand, one card", "Fool's Tome", "{2}, {T}: Draw a card. Use this ability only if you have no cards in your hand.", "{2}, {T}: Draw a card. Play this ability only if you have one card in hand.", Functional, nil},
		{"five or more cards in your hand", "Thumbscrews", "During your upkeep, if you have five or more cards in your hand, Thumbscrews deals 1 damage to target opponent.", "At the beginning of your upkeep, if you have five or more cards in hand, Thumbscrews deals 1 damage to target opponent.", Templating, []string{"no-cards-in-your-hand"}},
		{"five or more cards in your hand, fewer", "Thumbscrews", "During your upkeep, if you have five or more cards in your hand, Thumbscrews deals 1 damage to target opponent.", "At the beginning of your upkeep, if you have five or fewer cards in hand, Thumbscrews deals 1 damage to target opponent.", Functional, nil},
		{"spells or effects", "Relic Ward", "Enchanted artifact cannot be the target of spells or effects.", "Enchant artifact\nEnchanted artifact has shroud.", Templating, []string{"shroud-older"}},
		{"spells or effects, hexproof", "Relic Ward", "Enchanted artifact cannot be the target of spells or effects.", "Enchant artifact\nEnchanted artifact has hexproof.", Functional, nil},
		{"creatures can't be the targets", "Steely Resolve", "Creatures of the chosen type can't be the targets of spells or abilities.", "Creatures of the chosen type have shroud.", Templating, []string{"shroud-older"}},
		{"creatures can't be the targets, for the turn", "Plaxmanta", "When Plaxmanta comes into play, creatures you control can't be the targets of spells or abilities this turn.", "When Plaxmanta comes into play, creatures you control have shroud.", Functional, nil},
		{"the target of a spell or effect", "Tar Pit Warrior", "If Tar Pit Warrior is the target of a spell or effect, bury Tar Pit Warrior.", "When Tar Pit Warrior becomes the target of a spell or ability, sacrifice it.", Templating, []string{"pre-1999-spells-and-effects"}},
		{"the target of a spell or effect, a spell only", "Tar Pit Warrior", "If Tar Pit Warrior is the target of a spell or effect, bury Tar Pit Warrior.", "When Tar Pit Warrior becomes the target of a spell, sacrifice it.", Functional, nil},
		{"summon or artifact creature spells", "Steel Golem", "You cannot play summon or artifact creature spells.", "You can't play creature spells.", Templating, []string{"pre-1999-spells-and-effects"}},
		{"summon or artifact creature spells, artifact spells", "Steel Golem", "You cannot play summon or artifact creature spells.", "You can't play artifact spells.", Functional, nil},
		{"caster doesn't pay an additional", "Vodalian Mage", "{U}, {T}: Counters a target spell if caster of target spell does not pay an additional {1}. Play this ability as an interrupt.", "{U}, {T}: Counter target spell unless its controller pays {1}.", Templating, nil},
		{"caster doesn't pay an additional, more", "Vodalian Mage", "{U}, {T}: Counters a target spell if caster of target spell does not pay an additional {1}. Play this ability as an interrupt.", "{U}, {T}: Counter target spell unless its controller pays {2}.", Functional, nil},
		{"legends gain bands with other legends", "Seafarer's Quay", "All your blue legends gain bands with other legends.", "Blue legendary creatures you control have \"bands with other legendary creatures.\"", Templating, []string{"bands-with-other-legends"}},
		{"legends gain bands with other legends, another color", "Seafarer's Quay", "All your blue legends gain bands with other legends.", "Black legendary creatures you control have \"bands with other legendary creatures.\"", Functional, nil},
		{"only if you could play a sorcery", "Wall of Distortion", "{2}{B}, {T}: Target player discards a card. Play this ability only if you could play a sorcery.", "{2}{B}, {T}: Target player discards a card. Play this ability only any time you could play a sorcery.", Templating, []string{"activate-if-could-sorcery"}},
		{"only if you could play a sorcery, an instant", "Wall of Distortion", "{2}{B}, {T}: Target player discards a card. Play this ability only if you could play a sorcery.", "{2}{B}, {T}: Target player discards a card. Play this ability only any time you could play an instant.", Functional, nil},
		{"each of those creatures deals damage to the other", "Arena", "Each of those creatures deals damage equal to its power to the other.", "Those creatures fight each other.", Templating, []string{"fight-each-of-those"}},
		{"each of those creatures deals damage to the other, to you", "Arena", "Each of those creatures deals damage equal to its power to the other.", "Each of those creatures deals damage equal to its power to you.", Functional, nil},
		{"no counters, bury it", "Gemstone Mine", "If there are no mining counters on Gemstone Mine, bury it.", "If there are no mining counters on Gemstone Mine, sacrifice it.", Templating, []string{"bury-it-no-counters"}},
		{"no counters, bury it, return it", "Gemstone Mine", "If there are no mining counters on Gemstone Mine, bury it.", "If there are no mining counters on Gemstone Mine, return it to its owner's hand.", Functional, nil},
		{"prevent damage to itself", "Ethereal Champion", "Pay 1 life: Prevent 1 damage to Ethereal Champion.", "Pay 1 life: Prevent the next 1 damage that would be dealt to Ethereal Champion this turn.", Templating, []string{"prevention-shield-self"}},
		{"prevent damage to itself, more", "Ethereal Champion", "Pay 1 life: Prevent 1 damage to Ethereal Champion.", "Pay 1 life: Prevent the next 2 damage that would be dealt to Ethereal Champion this turn.", Functional, nil},
		{"for each creature you have in play", "Festival of Trokin", "For each creature you have in play, you gain 2 life.", "You gain 2 life for each creature you control.", Templating, []string{"portal-your-creatures"}},
		{"for each creature you have in play, each creature", "Festival of Trokin", "For each creature you have in play, you gain 2 life.", "You gain 2 life for each creature.", Functional, nil},
		{"tap any number of your creatures", "Harmony of Nature", "Tap any number of your creatures. You gain 4 life for each creature tapped this way.", "Tap any number of untapped creatures you control. You gain 4 life for each creature tapped this way.", Templating, []string{"portal-your-creatures"}},
		{"tap any number of your creatures, any creatures", "Harmony of Nature", "Tap any number of your creatures. You gain 4 life for each creature tapped this way.", "Tap any number of untapped creatures. You gain 4 life for each creature tapped this way.", Functional, nil},
		{"your creatures have reach", "Orim", "Your creatures can block as though they had flying.", "Creatures you control have reach.", Templating, []string{"portal-your-creatures"}},
		{"your creatures have reach, all creatures", "Orim", "Your creatures can block as though they had flying.", "Creatures have reach.", Functional, nil},
		{"prevent damage to you", "Shield of the Ages", "{2}: Prevent 1 damage to you.", "{2}: Prevent the next 1 damage that would be dealt to you this turn.", Templating, []string{"prevention-shield-self"}},
		{"prevent damage to you, all of it", "Shield of the Ages", "{2}: Prevent 1 damage to you.", "{2}: Prevent all damage that would be dealt to you this turn.", Functional, nil},
		{"return creature from your graveyard", "Raise Dead", "Return creature from your graveyard to your hand.", "Return target creature card from your graveyard to your hand.", Templating, []string{"bare-card-from-graveyard"}},
		{"return creature from your graveyard, any card", "Raise Dead", "Return creature from your graveyard to your hand.", "Return target card from your graveyard to your hand.", Functional, nil},
		{"creatures become tapped", "Riptide", "All blue creatures become tapped.", "Tap all blue creatures.", Templating, []string{"become-tapped-tap"}},
		{"creatures become tapped, untapped", "Riptide", "All blue creatures become tapped.", "Untap all blue creatures.", Functional, nil},
		{"mana in your mana pool", "Doubling Cube", "{3}, {T}: Double the amount of each type of mana in your mana pool.", "{3}, {T}: Double the amount of each type of unspent mana you have.", Templating, []string{"mana-in-your-mana-pool"}},
		{"mana in your mana pool, colored", "Doubling Cube", "{3}, {T}: Double the amount of each type of mana in your mana pool.", "{3}, {T}: Double the amount of each type of unspent colored mana you have.", Functional, nil},
		{"other than itself, any artifact", "Rust Elemental", "At the beginning of your upkeep, sacrifice an artifact other than Rust Elemental.", "At the beginning of your upkeep, sacrifice an artifact.", Functional, nil},
		{"star variable", "Soulshriek", "Target creature you control gets +*/+0 until end of turn, where * is equal to the number of creature cards in your graveyard.", "Target creature you control gets +X/+0 until end of turn, where X is the number of creature cards in your graveyard.", Templating, []string{"star-variable"}},
		{"star variable, toughness", "Soulshriek", "Target creature you control gets +*/+0 until end of turn, where * is equal to the number of creature cards in your graveyard.", "Target creature you control gets +0/+X until end of turn, where X is the number of creature cards in your graveyard.", Functional, nil},
		{"x+1", "Meteor Shower", "Meteor Shower deals X+1 damage divided any way you choose among any number of target creatures and/or players.", "Meteor Shower deals X plus 1 damage divided as you choose among any number of target creatures and/or players.", Templating, []string{"star-variable"}},
		{"x+1, x plus 2", "Meteor Shower", "Meteor Shower deals X+1 damage divided any way you choose among any number of target creatures and/or players.", "Meteor Shower deals X plus 2 damage divided as you choose among any number of target creatures and/or players.", Functional, nil},
		{"can't block creatures without flying", "Dense Canopy", "Creatures with flying can't block creatures without flying.", "Creatures with flying can block only creatures with flying.", Templating, []string{"block-only-flying"}},
		{"can't block creatures without flying, with", "Dense Canopy", "Creatures with flying can't block creatures without flying.", "Creatures with flying can't block creatures with flying.", Functional, nil},
		{"put lands from all graveyards into play", "Planar Birth", "Put all basic lands from all graveyards into play under their owners' control, tapped.", "Return all basic land cards from all graveyards to play under their owners' control, tapped.", Templating, []string{"put-back-from-graveyard"}},
		{"put lands from all graveyards into play, into hands", "Planar Birth", "Put all basic lands from all graveyards into play under their owners' control, tapped.", "Return all basic land cards from all graveyards to their owners' hands.", Functional, nil},
		{"when it dies, put it into play", "X", "When X is put into a graveyard from play, put it into play under its owner's control.", "When X is put into a graveyard from play, return it to play under its owner's control.", Templating, []string{"put-back-from-graveyard"}},
		{"when it dies, put it into play, under yours", "X", "When X is put into a graveyard from play, put it into play under its owner's control.", "When X is put into a graveyard from play, return it to play under your control.", Functional, nil},
		{"if it's countered this way", "Liquify", "Counter target spell. If it's countered this way, remove it from the game instead of putting it into its owner's graveyard.", "Counter target spell. If that spell is countered this way, remove it from the game instead of putting it into its owner's graveyard.", Templating, []string{"countered-it-that-spell"}},
		{"if it's countered this way, to the hand", "Liquify", "Counter target spell. If it's countered this way, remove it from the game instead of putting it into its owner's graveyard.", "Counter target spell. If that spell is countered this way, return it to its owner's hand instead of putting it into its owner's graveyard.", Functional, nil},
		{"as though it were just played", "Natural Order", "Search your library for a green creature card and put it into play as though it were just played.", "Search your library for a green creature card and put it into play.", Templating, []string{"as-though-just-played"}},
		{"as though it were just played, tapped", "Natural Order", "Search your library for a green creature card and put it into play as though it were just played.", "Search your library for a green creature card and put it into play tapped.", Functional, nil},
		{"a tutor's revealed card on top", "Personal Tutor", "Search your deck for a sorcery and reveal that card to all players. Shuffle your deck and put the revealed card on top of it.", "Search your library for a sorcery card and reveal that card. Shuffle your library, then put the card on top of it.", Templating, []string{"tutor-shuffle-top"}},
		{"a tutor's revealed card on top, to the hand", "Personal Tutor", "Search your deck for a sorcery and reveal that card to all players. Shuffle your deck and put the revealed card on top of it.", "Search your library for a sorcery card and reveal that card. Shuffle your library, then put the card into your hand.", Functional, nil},
		{"a tutor's revealed card on top, then", "Worldly Tutor", "Search your library for a creature card and reveal that card to all players. Shuffle your library and put the revealed card back on top of it.", "Search your library for a creature card and reveal that card. Shuffle your library, then put the revealed card back on top of it.", Templating, nil},
		{"destroyed if at any time", "Island Fish Jasconius", "Island Fish Jasconius is destroyed immediately if at any time you have no islands in play.", "When you control no Islands, sacrifice Island Fish Jasconius.", Templating, nil},
		{"destroyed if at any time, another land", "Island Fish Jasconius", "Island Fish Jasconius is destroyed immediately if at any time you have no islands in play.", "When you control no Swamps, sacrifice Island Fish Jasconius.", Functional, nil},
		{"destroyed at end of turn", "Dragon Whelp", "{R}: Dragon Whelp gets +1/+0 until end of turn. Dragon Whelp is destroyed at end of turn.", "{R}: Dragon Whelp gets +1/+0 until end of turn. Sacrifice Dragon Whelp at end of turn.", Templating, nil},
		{"destroyed at end of turn, another permanent", "Dragon Whelp", "{R}: Dragon Whelp gets +1/+0 until end of turn. Dragon Whelp is destroyed at end of turn.", "{R}: Dragon Whelp gets +1/+0 until end of turn. Sacrifice a creature at end of turn.", Functional, nil},
		{"discarded at end of a turn without creatures", "Pestilence", "{B}: Pestilence deals 1 damage to each creature and each player. Pestilence must be discarded at end of any turn in which there are no creatures in play at end of turn.", "At end of turn, if no creatures are in play, sacrifice Pestilence.\n{B}: Pestilence deals 1 damage to each creature and each player.", Templating, nil},
		{"discarded at end of a turn without lands", "Pestilence", "{B}: Pestilence deals 1 damage to each creature and each player. Pestilence must be discarded at end of any turn in which there are no creatures in play at end of turn.", "At end of turn, if no lands are in play, sacrifice Pestilence.\n{B}: Pestilence deals 1 damage to each creature and each player.", Functional, nil},
		{"sacrifice or buried as it comes into play", "Mold Demon", "When Mold Demon is brought into play, controller must sacrifice two swamps or Mold Demon is buried.", "When Mold Demon comes into play, sacrifice it unless you sacrifice two Swamps.", Templating, nil},
		{"sacrifice or buried as it comes into play, more swamps", "Mold Demon", "When Mold Demon is brought into play, controller must sacrifice two swamps or Mold Demon is buried.", "When Mold Demon comes into play, sacrifice it unless you sacrifice three Swamps.", Functional, nil},
		{"upkeep cost or tapped and damage", "Mishra's War Machine", "During your upkeep, discard one card of your choice from your hand, or Mishra's War Machine becomes tapped and does 3 points of damage to you.", "At the beginning of your upkeep, unless you discard a card, tap Mishra's War Machine and it deals 3 damage to you.", Templating, nil},
		{"upkeep cost or tapped and more damage", "Mishra's War Machine", "During your upkeep, discard one card of your choice from your hand, or Mishra's War Machine becomes tapped and does 3 points of damage to you.", "At the beginning of your upkeep, unless you discard a card, tap Mishra's War Machine and it deals 4 damage to you.", Functional, nil},
		{"upkeep life or destroyed", "Season of the Witch", "Creatures get +1/+1. If you do not pay 2 life during your upkeep, Season of the Witch is destroyed.", "At the beginning of your upkeep, sacrifice Season of the Witch unless you pay 2 life.\nCreatures get +1/+1.", Templating, nil},
		{"upkeep more life or destroyed", "Season of the Witch", "Creatures get +1/+1. If you do not pay 2 life during your upkeep, Season of the Witch is destroyed.", "At the beginning of your upkeep, sacrifice Season of the Witch unless you pay 3 life.\nCreatures get +1/+1.", Functional, nil},
		{"pay to prevent the damage to each player", "Lim-Dûl's Hex", "During your upkeep, Lim-Dûl's Hex deals 1 damage to each player. Each player may pay {B} or {3} to prevent the damage to himself or herself.", "At the beginning of your upkeep, for each player, Lim-Dûl's Hex deals 1 damage to that player unless he or she pays {B} or {3}.", Templating, []string{"beginning-of-upkeep", "they", "pay-to-prevent-damage"}},
		{"pay to prevent this damage", "Soul Barrier", "Whenever a player plays a creature spell, Soul Barrier deals 2 damage to him or her. That player may pay {2} to prevent this damage.", "Whenever a player plays a creature spell, Soul Barrier deals 2 damage to that player unless he or she pays {2}.", Templating, nil},
		{"pay more to prevent this damage", "Soul Barrier", "Whenever a player plays a creature spell, Soul Barrier deals 2 damage to him or her. That player may pay {2} to prevent this damage.", "Whenever a player plays a creature spell, Soul Barrier deals 2 damage to that player unless he or she pays {3}.", Functional, nil},
		{"one of your artifacts put into the graveyard", "Yawgmoth Demon", "During your upkeep, choose one of your artifacts in play and place it in the graveyard, or Yawgmoth Demon becomes tapped and deals 2 points of damage to you. Artifact creatures destroyed this way may not be regenerated.", "At the beginning of your upkeep, you may sacrifice an artifact. If you don't, tap Yawgmoth Demon and it deals 2 damage to you.", Templating, nil},
		{"one of your artifacts put into the graveyard, or more damage", "Yawgmoth Demon", "During your upkeep, choose one of your artifacts in play and place it in the graveyard, or Yawgmoth Demon becomes tapped and deals 2 points of damage to you. Artifact creatures destroyed this way may not be regenerated.", "At the beginning of your upkeep, you may sacrifice an artifact. If you don't, tap Yawgmoth Demon and it deals 3 damage to you.", Functional, nil},
		{"a shield against one source", "Circle of Protection: Blue", "{1}: Prevents all damage against you from one blue source. If a source does damage to you more than once in a turn, you must pay 1 mana each time to prevent the damage.", "{1}: The next time a blue source of your choice would deal damage to you this turn, prevent that damage.", Templating, []string{"deals-damage", "source-shield"}},
		{"a shield against one source of another colour", "Circle of Protection: Blue", "{1}: Prevents all damage against you from one blue source.", "{1}: The next time a red source of your choice would deal damage to you this turn, prevent that damage.", Functional, nil},
		{"a shield against one source, further damage normal", "Rune of Protection: Black", "{W}: Prevent all damage to you from a black source. Treat further damage from that source normally.", "{W}: The next time a black source of your choice would deal damage to you this turn, prevent that damage.", Templating, []string{"source-shield"}},
		{"a shield against one source for a creature or player", "Martyr's Cause", "Sacrifice a creature: Prevent all damage to a creature or player from one source.", "Sacrifice a creature: The next time a source of your choice would deal damage to target creature or player this turn, prevent that damage.", Templating, nil},
		// "You or target creature" is a player that became a target.
		{"a shield against one source for you or a creature", "Honorable Passage", "Prevent all damage to you or target creature from any one source.", "The next time a source of your choice would deal damage to target creature or player this turn, prevent that damage.", Functional, nil},
		{"a source's damage redirected", "Nova Pentacle", "{3}, {T}: Redirect damage done to you from one source to target creature of an opponent's choice.", "{3}, {T}: The next time a source of your choice would deal damage to you this turn, that damage is dealt to target creature of an opponent's choice instead.", Templating, []string{"source-shield"}},
		{"a source's damage redirected to another", "Nova Pentacle", "{3}, {T}: Redirect damage done to you from one source to target creature of an opponent's choice.", "{3}, {T}: The next time a source of your choice would deal damage to you this turn, that damage is dealt to target creature you control instead.", Functional, nil},
		{"all damage redirected", "Pariah", "Redirect to enchanted creature all damage dealt to you.", "All damage that would be dealt to you is dealt to enchanted creature instead.", Templating, []string{"source-shield"}},
		{"a source's damage to anyone redirected", "Reflect Damage", "Redirect all damage dealt by any one source to that source's controller.", "The next time a source of your choice would deal damage this turn, that damage is dealt to that source's controller instead.", Templating, []string{"source-shield"}},
		{"a source's damage to anyone redirected to you", "Reflect Damage", "Redirect all damage dealt by any one source to that source's controller.", "The next time a source of your choice would deal damage this turn, that damage is dealt to you instead.", Functional, nil},
		{"damage from an artifact source reduced to 0", "Argothian Treefolk", "Any damage Argothian Treefolk takes from an artifact source is reduced to 0.", "Prevent all damage that would be dealt to Argothian Treefolk by artifacts.", Templating, []string{"reduced-to-zero"}},
		{"damage from an artifact source reduced to 0, of creatures", "Argothian Treefolk", "Any damage Argothian Treefolk takes from an artifact source is reduced to 0.", "Prevent all damage that would be dealt to Argothian Treefolk by creatures.", Functional, nil},
		{"damage reduced to zero", "Bronze Horse", "Damage done to Bronze Horse by spells which target it is reduced to zero.", "Prevent all damage that would be dealt to Bronze Horse by spells that target it.", Templating, nil},
		{"neither deals nor receives combat damage", "Foxfire", "Untap target attacking creature. That creature neither receives nor deals damage in combat this turn.", "Untap target attacking creature. Prevent all combat damage that would be dealt to and dealt by that creature this turn.", Templating, []string{"neither-deals-nor-receives"}},
		{"neither deals nor receives, another creature", "Foxfire", "Untap target attacking creature. That creature neither receives nor deals damage in combat this turn.", "Untap target attacking creature. Prevent all combat damage that would be dealt to and dealt by target blocking creature this turn.", Functional, nil},
		{"does not deal or receive combat damage", "Fog Bank", "Flying\nFog Bank does not deal or receive combat damage.", "Flying\nPrevent all combat damage that would be dealt to and dealt by Fog Bank.", Templating, []string{"neither-deals-nor-receives"}},
		{"immune to damage", "Desert Nomads", "Desert Nomads are immune to damage done by Deserts.", "Prevent all damage that would be dealt to Desert Nomads by Deserts.", Templating, []string{"source-shield"}},
		{"immune to damage of other sources", "Desert Nomads", "Desert Nomads are immune to damage done by Deserts.", "Prevent all damage that would be dealt to Desert Nomads by Islands.", Functional, nil},
		{"prevent damage total", "Remedy", "Prevent up to 5 damage total to any number of creatures and/or players.", "Prevent the next 5 damage that would be dealt this turn to any number of target creatures and/or players, divided as you choose.", Templating, []string{"prevent-total-divided"}},
		{"prevent damage total, each", "Remedy", "Prevent up to 5 damage total to any number of creatures and/or players.", "Prevent the next 5 damage that would be dealt this turn to each of any number of target creatures and/or players.", Functional, nil},
		{"tap a wall", "Ali Baba", "{R}: Tap a wall.", "{R}: Tap target Wall.", Templating, []string{"bare-object-target"}},
		{"tap a wall, untap", "Ali Baba", "{R}: Tap a wall.", "{R}: Untap target Wall.", Functional, nil},
		{"creatures without flying can block creatures with flying", "Chaosphere", "Creatures without flying can block creatures with flying.", "Creatures without flying have reach.", Templating, []string{"reach-written-out"}},
		{"spends an additional", "Force Spike", "Target spell is countered unless its caster spends an additional {1}.", "Counter target spell unless its controller pays {1}.", Templating, []string{"pre-1999-spells-and-effects"}},
		{"spends an additional, more", "Force Spike", "Target spell is countered unless its caster spends an additional {1}.", "Counter target spell unless its controller pays {2}.", Functional, nil},
		{"gains banding if you control a plains", "Dire Wolves", "Gains banding if you control any plains.", "Dire Wolves has banding as long as you control a Plains.", Templating, []string{"older-conditions-and-costs"}},
		{"gains banding if you control a plains, a forest", "Dire Wolves", "Gains banding if you control any plains.", "Dire Wolves has banding as long as you control a Forest.", Functional, nil},
		{"share at least one color", "Grindstone", "If both cards share at least one color, repeat this process.", "If both cards share a color, repeat this process.", Templating, []string{"older-conditions-and-costs"}},
		{"share at least one color, a creature type", "Grindstone", "If both cards share at least one color, repeat this process.", "If both cards share a creature type, repeat this process.", Functional, nil},
		{"one generic mana less", "Helm of Awakening", "All spells cost one generic mana less to play.", "Spells cost {1} less to play.", Templating, nil},
		{"one generic mana less, two", "Helm of Awakening", "All spells cost one generic mana less to play.", "Spells cost {2} less to play.", Functional, nil},
		{"a flying creature until end of turn", "Jump", "Target creature is a flying creature until end of turn.", "Target creature gains flying until end of turn.", Templating, []string{"alpha-to-legends-words"}},
		{"a flying creature until end of turn, first strike", "Jump", "Target creature is a flying creature until end of turn.", "Target creature gains first strike until end of turn.", Functional, nil},
		{"all defending creatures", "Piety", "All defending creatures gain +0/+3 until end of turn.", "Blocking creatures get +0/+3 until end of turn.", Templating, []string{"alpha-to-legends-words"}},
		{"all defending creatures, attacking", "Piety", "All defending creatures gain +0/+3 until end of turn.", "Attacking creatures get +0/+3 until end of turn.", Functional, nil},
		{"non-flying creatures", "Moat", "Non-flying creatures cannot attack.", "Creatures without flying can't attack.", Templating, []string{"alpha-to-legends-words"}},
		{"non-flying creatures, with", "Moat", "Non-flying creatures cannot attack.", "Creatures with flying can't attack.", Functional, nil},
		{"but deals damage to itself", "Psionic Entity", "{T}: Psionic Entity does 2 damage to any target but does 3 damage to itself.", "{T}: Psionic Entity deals 2 damage to target creature or player and 3 damage to itself.", Templating, []string{"alpha-to-legends-words"}},
		{"bands until end of turn", "Icatian Infantry", "{1}: Bands until end of turn", "{1}: Icatian Infantry gains banding until end of turn.", Templating, []string{"alpha-to-legends-words"}},
		{"bands until end of turn, flanking", "Icatian Infantry", "{1}: Bands until end of turn", "{1}: Icatian Infantry gains flanking until end of turn.", Functional, nil},
		{"may choose a card and put it into play", "Burgeoning", "Whenever an opponent plays a land, you may choose a land card from your hand and put it into play.", "Whenever an opponent plays a land, you may put a land card from your hand into play.", Templating, []string{"alpha-to-legends-words"}},
		{"choose a card and put it into play, may", "Quicksilver Amulet", "{4}, {T}: Choose a creature card in your hand and put that creature into play.", "{4}, {T}: You may put a creature card from your hand into play.", Functional, nil},
		{"any one creature from play", "Forced Retreat", "Return any one creature from play to the top of its owner's library.", "Put target creature on top of its owner's library.", Templating, []string{"older-zone-and-count-words"}},
		{"any one creature from play, to the bottom", "Forced Retreat", "Return any one creature from play to the top of its owner's library.", "Put target creature on the bottom of its owner's library.", Functional, nil},
		{"return an enchantment in play", "Drake Familiar", "When Drake Familiar comes into play, sacrifice it unless you return an enchantment in play to its owner's hand.", "When Drake Familiar comes into play, sacrifice it unless you return an enchantment to its owner's hand.", Templating, []string{"rewordings-2018-2022"}},
		{"return an enchantment in play, an artifact", "Drake Familiar", "When Drake Familiar comes into play, sacrifice it unless you return an enchantment in play to its owner's hand.", "When Drake Familiar comes into play, sacrifice it unless you return an artifact to its owner's hand.", Functional, nil},
		{"controls at least one island", "Water Wurm", "Water Wurm gains +0/+1 if opponent controls at least one island.", "Water Wurm gets +0/+1 as long as an opponent controls an Island.", Templating, []string{"older-zone-and-count-words"}},
		{"controls at least one island, two", "Water Wurm", "Water Wurm gains +0/+1 if opponent controls at least one island.", "Water Wurm gets +0/+1 as long as an opponent controls two Islands.", Functional, nil},
		{"may block as though they had flying, after a bonus", "Spidersilk Armor", "Creatures you control get +0/+1 and may block as though they had flying.", "Creatures you control get +0/+1 and have reach.", Templating, []string{"older-zone-and-count-words"}},
		{"may block as though they had flying, after a bonus, vigilance", "Spidersilk Armor", "Creatures you control get +0/+1 and may block as though they had flying.", "Creatures you control get +0/+1 and have vigilance.", Functional, nil},
		{"opponent controls any black cards", "Black Scarab", "Target creature gets +2/+2 as long as any opponent controls any black cards. That creature cannot be blocked by black creatures.", "Enchant creature\nEnchanted creature can't be blocked by black creatures.\nEnchanted creature gets +2/+2 as long as an opponent controls a black permanent.", Templating, nil},
		{"opponent controls any black cards, red", "Black Scarab", "Target creature gets +2/+2 as long as any opponent controls any black cards. That creature cannot be blocked by black creatures.", "Enchant creature\nEnchanted creature can't be blocked by black creatures.\nEnchanted creature gets +2/+2 as long as an opponent controls a red permanent.", Functional, nil},
		{"an island and another card", "Foil", "You may discard an island and another card from your hand instead of paying Foil's mana cost.", "You may discard an Island card and another card rather than pay Foil's mana cost.", Templating, []string{"land-type-from-hand-card"}},
		{"chooses and buries", "Hurloon Shaman", "If Hurloon Shaman is put into any graveyard from play, each player chooses and buries a land he or she controls.", "When Hurloon Shaman is put into a graveyard from play, each player sacrifices a land.", Templating, []string{"chooses-and-buries"}},
		{"chooses and buries, another type", "Hurloon Shaman", "If Hurloon Shaman is put into any graveyard from play, each player chooses and buries a land he or she controls.", "When Hurloon Shaman is put into a graveyard from play, each player sacrifices a creature.", Functional, nil},
		{"cards you have in play", "Swarm of Rats", "Swarm of Rats has power equal to the number of Rat cards you have in play. (This includes both tapped and untapped Rat cards.)", "Swarm of Rats's power is equal to the number of Rats you control.", Templating, []string{"cards-you-have-in-play"}},
		{"cards you have in play, all of them", "Swarm of Rats", "Swarm of Rats has power equal to the number of Rat cards you have in play. (This includes both tapped and untapped Rat cards.)", "Swarm of Rats's power is equal to the number of Rats on the battlefield.", Functional, nil},
		{"as though it were in your hand", "Crucible of Worlds", "You may play land cards from your graveyard as though they were in your hand.", "You may play land cards from your graveyard.", Templating, []string{"as-though-in-hand"}},
		{"as though it were in your hand, another zone", "Crucible of Worlds", "You may play land cards from your graveyard as though they were in your hand.", "You may play land cards from your library.", Functional, nil},
		{"and one colorless mana", "Karoo", "{T}: Add {W} and one colorless mana to your mana pool.", "{T}: Add {1}{W} to your mana pool.", Templating, []string{"and-one-colorless-mana"}},
		{"and one colorless mana, two", "Karoo", "{T}: Add {W} and one colorless mana to your mana pool.", "{T}: Add {2}{W} to your mana pool.", Functional, nil},
		{"fear written out", "Intimidation", "Creatures you control can't be blocked except by artifact creatures and black creatures.", "Creatures you control have fear.", Templating, []string{"fear-written-out"}},
		{"fear written out, intimidate", "Intimidation", "Creatures you control can't be blocked except by artifact creatures and black creatures.", "Creatures you control have intimidate.", Functional, nil},
		{"reach written out", "Crossbow Ambush", "All creatures you control can block creatures with flying until end of turn.", "Creatures you control gain reach until end of turn.", Templating, []string{"reach-written-out"}},
		{"reach written out, for good", "Crossbow Ambush", "All creatures you control can block creatures with flying until end of turn.", "Creatures you control have reach.", Functional, nil},
		{"a creature put into a graveyard dies", "X", "Whenever a creature an opponent controls with a -1/-1 counter on it is put into a graveyard, draw a card.", "Whenever a creature an opponent controls with a -1/-1 counter on it dies, draw a card.", Templating, []string{"dies-creature"}},
		{"a creature card put into a graveyard does not die", "X", "Whenever a creature card is put into a graveyard from anywhere, draw a card.", "Whenever a creature dies, draw a card.", Functional, nil},
		{"creatures put into all graveyards this turn died", "X", "Draw a card for each creature put into all graveyards from the battlefield this turn.", "Draw a card for each creature that died this turn.", Templating, []string{"dies-creature"}},
		{"a token put after a creature put into a graveyard", "Skeletonize", "When a creature dealt damage this way is put into a graveyard this turn, put a 1/1 black Skeleton creature token into play.", "When a creature dealt damage this way dies this turn, create a 1/1 black Skeleton creature token.", Templating, nil},
		{"a counter removed in a cost is not exiled", "Parallax Wave", "Remove a fade counter from Parallax Wave: Remove target creature from the game.", "Remove a fade counter from Parallax Wave: Exile target creature.", Templating, []string{"exile"}},
		{"another player's library milled", "X", "{3}, {T}: Put the top two cards of target player's library into that player's graveyard.", "{3}, {T}: Target player mills two cards.", Templating, []string{"mill-forms"}},
		{"another player's library milled, more cards", "X", "{3}, {T}: Put the top two cards of target player's library into that player's graveyard.", "{3}, {T}: Target player mills three cards.", Functional, nil},
		{"half a library milled", "X", "Target player puts the top half of their library, rounded down, into their graveyard.", "Target player mills half their library, rounded down.", Templating, []string{"mill-forms"}},
		{"half a library milled, rounded the other way", "X", "Target player puts the top half of their library, rounded down, into their graveyard.", "Target player mills half their library, rounded up.", Functional, nil},
		{"any player's ability as a sorcery", "X", "{2}: Target player discards a card. Any player may activate this ability but only any time they could cast a sorcery.", "{2}: Target player discards a card. Any player may activate this ability but only as a sorcery.", Templating, []string{"but-only-as-a-sorcery"}},
		{"any player's ability as an instant", "X", "{2}: Target player discards a card. Any player may activate this ability but only any time they could cast an instant.", "{2}: Target player discards a card. Any player may activate this ability but only as a sorcery.", Functional, nil},
		{"enters as a copy", "Clone", "As Clone comes into play, you may choose a creature in play. If you do, Clone comes into play as a copy of that creature.", "You may have Clone enter the battlefield as a copy of any creature on the battlefield.", Templating, []string{"enter-as-copy"}},
		{"enters as a copy of another type", "Clone", "As Clone comes into play, you may choose a creature in play. If you do, Clone comes into play as a copy of that creature.", "You may have Clone enter the battlefield as a copy of any artifact on the battlefield.", Functional, nil},
		{"another is other than itself", "Rust Elemental", "At the beginning of your upkeep, sacrifice an artifact other than Rust Elemental.", "At the beginning of your upkeep, sacrifice another artifact.", Templating, []string{"other-than-self"}},
		{"any artifact is not another", "Rust Elemental", "At the beginning of your upkeep, sacrifice an artifact.", "At the beginning of your upkeep, sacrifice another artifact.", Functional, nil},
		{"a copy of what is not legendary", "X", "Create a token that's a copy of equipped creature, except the token isn't legendary if equipped creature is legendary.", "Create a token that's a copy of equipped creature, except the token isn't legendary.", Templating, []string{"copy-not-legendary"}},
		{"a copy without its exception", "X", "Create a token that's a copy of equipped creature, except the token isn't legendary if equipped creature is legendary.", "Create a token that's a copy of equipped creature.", Functional, nil},
		{"a card from outside the game", "X", "You may choose a card you own from outside the game and put it into your hand.", "You may put a card you own from outside the game into your hand.", Templating, []string{"choose-from-outside"}},
		{"becomes a creature with base power and toughness", "X", "{T}: Target creature becomes a 3/3 Frog until end of turn.", "{T}: Target creature becomes a Frog with base power and toughness 3/3 until end of turn.", Templating, []string{"becomes-base-power-toughness"}},
		{"becomes a creature with other base power and toughness", "X", "{T}: Target creature becomes a 3/3 Frog until end of turn.", "{T}: Target creature becomes a Frog with base power and toughness 2/2 until end of turn.", Functional, nil},
		{"an emptied mana pool is unspent mana lost", "X", "Tap all lands target player controls and empty his or her mana pool.", "Tap all lands target player controls and that player loses all unspent mana.", Templating, nil},
		{"each creature's menace", "X", "Whenever X attacks, each creature you control can't be blocked this turn except by two or more creatures.", "Whenever X attacks, creatures you control gain menace until end of turn.", Templating, []string{"each-creature-menace"}},
		{"each creature's other keyword", "X", "Whenever X attacks, each creature you control can't be blocked this turn except by two or more creatures.", "Whenever X attacks, creatures you control gain flying until end of turn.", Functional, nil},
		{"the named card can't be played", "X", "Name a card. Until your next turn, the named card can't be played.", "Choose a card name. Until your next turn, spells with the chosen name can't be cast and lands with the chosen name can't be played.", Templating, []string{"chosen-card-name"}},
		{"the named card can't be cast, not played", "X", "Name a card. Until your next turn, the named card can't be played.", "Choose a card name. Until your next turn, spells with the chosen name can't be cast.", Functional, nil},
		{"a player names a card", "X", "{T}: Target player names a card, then reveals the top card of his or her library. If that card is the named card, that player puts it into his or her hand. If it isn't, the player puts it into his or her graveyard.", "{T}: Target player chooses a card name, then reveals the top card of their library. If that card has the chosen name, that player puts it into their hand. If it doesn't, the player puts it into their graveyard.", Templating, []string{"chosen-card-name"}},
		{"two creatures fight", "X", "{R}{G}, {T}: Choose target Beast creature you control and target creature an opponent controls. Each creature deals damage equal to its power to the other.", "{R}{G}, {T}: Target Beast creature you control fights target creature an opponent controls.", Templating, []string{"fight-targets"}},
		{"one creature deals damage", "X", "{R}{G}, {T}: Choose target Beast creature you control and target creature an opponent controls. Each creature deals damage equal to its power to the other.", "{R}{G}, {T}: Target Beast creature you control deals damage equal to its power to target creature an opponent controls.", Functional, nil},
		{"a card put into the ante", "X", "Each player may put the top card of his or her library into the ante.", "Each player may ante the top card of their library.", Templating, []string{"ante"}},
		{"colored permanents", "X", "Each player sacrifices all colored permanents they control.", "Each player sacrifices all permanents they control that are one or more colors.", Templating, []string{"one-or-more-colors"}},
		{"colored permanents are not monocolored", "X", "Each player sacrifices all colored permanents they control.", "Each player sacrifices all monocolored permanents they control.", Functional, nil},
		{"counters placed", "X", "If an effect would place one or more counters on a permanent you control, it places twice that many of those counters on that permanent instead.", "If an effect would put one or more counters on a permanent you control, it puts twice that many of those counters on that permanent instead.", Templating, []string{"place-counters"}},
		{"a token with power and toughness each equal", "Pure Reflection", "Then that player puts a white Reflection creature token into play with power and toughness each equal to the converted mana cost of that spell.", "Then that player puts an X/X white Reflection creature token onto the battlefield, where X is the converted mana cost of that spell.", Templating, []string{"x-x-token"}},
		{"a token with power and toughness each equal to another number", "Pure Reflection", "Then that player puts a white Reflection creature token into play with power and toughness each equal to the converted mana cost of that spell.", "Then that player puts an X/X white Reflection creature token onto the battlefield, where X is the number of cards in your hand.", Functional, nil},
		{"a creature dealt damage would die", "X", "If a creature dealt damage by the targeted creature would be put into a graveyard this turn, remove that creature from the game instead.", "If a creature dealt damage by the targeted creature would die this turn, exile that creature instead.", Templating, []string{"dies-creature"}},
		{"the chosen quality", "X", "Exile each creature with converted mana cost of the chosen value.", "Exile each creature with mana value of the chosen quality.", Templating, []string{"rewordings-2022-2025"}},
		{"each player who searched shuffles", "X", "Each player may search their library for up to two basic land cards and put them onto the battlefield. Then each player who searched their library this way shuffles it.", "Each player may search their library for up to two basic land cards, put them onto the battlefield, then shuffle.", Templating, []string{"rewordings-2022-2025"}},
		{"damage instead to the same target", "X", "{T}: X deals 1 damage to target player or planeswalker. It deals 3 damage to that player or planeswalker instead if you control an artifact.", "{T}: X deals 1 damage to target player or planeswalker. It deals 3 damage instead if you control an artifact.", Templating, []string{"rewordings-2022-2025"}},
		{"proliferate twice", "X", "{4}, {T}: Proliferate, then proliferate again.", "{4}, {T}: Proliferate twice.", Templating, []string{"rewordings-2022-2025"}},
		{"proliferate once", "X", "{4}, {T}: Proliferate, then proliferate again.", "{4}, {T}: Proliferate.", Functional, nil},
		{"a permanent you control enters tapped", "X", "Whenever a permanent enters the battlefield tapped and under your control, untap it.", "Whenever a permanent you control enters tapped, untap it.", Templating, []string{"you-control-enters-tapped"}},
		{"a permanent an opponent controls enters tapped", "X", "Whenever a permanent enters the battlefield tapped and under your control, untap it.", "Whenever a permanent an opponent controls enters tapped, untap it.", Functional, nil},
		{"creatures of either type", "X", "Other Wolf and Werewolf creatures you control get +1/+1.", "Each other creature you control that's a Wolf or a Werewolf gets +1/+1.", Templating, []string{"creature-of-either-type"}},
		{"creatures of either type, itself too", "X", "Other Wolf and Werewolf creatures you control get +1/+1.", "Each creature you control that's a Wolf or a Werewolf gets +1/+1.", Functional, nil},
		{"creatures of one type or another", "X", "Soldier and/or Knight creatures you control get +1/+1.", "Each creature you control that's a Soldier or a Knight gets +1/+1.", Templating, []string{"creature-of-either-type"}},
		{"permanents indestructible this turn", "X", "Permanents you control are indestructible this turn.", "Permanents you control gain indestructible until end of turn.", Templating, nil},
		{"look at the top card, then put it into the graveyard", "X", "Look at the top card of your library, then you may put that card into your graveyard.", "Look at the top card of your library. You may put that card into your graveyard.", Templating, []string{"rewordings-2018"}},
		{"look at and play cards", "Kheru Mind-Eater", "You may look at and play cards exiled with Kheru Mind-Eater.", "You may look at cards exiled with Kheru Mind-Eater, and you may play lands and cast spells from among those cards.", Templating, []string{"play-lands-and-cast-spells"}},
		{"look at and cast spells only", "Kheru Mind-Eater", "You may look at and play cards exiled with Kheru Mind-Eater.", "You may look at cards exiled with Kheru Mind-Eater, and you may cast spells from among those cards.", Functional, nil},
		{"play cards exiled this way", "X", "Until end of turn, you may play cards exiled this way without paying their mana costs.", "Until end of turn, you may play lands and cast spells from among cards exiled this way without paying their mana costs.", Templating, []string{"play-lands-and-cast-spells"}},
		{"a granted ability's creature put into a graveyard", "X", "They have \"When this creature is put into a graveyard, draw a card.\"", "They have \"When this creature dies, draw a card.\"", Templating, []string{"dies-creature"}},
		{"unused mana emptied", "X", "If unused mana would empty from your mana pool, that mana becomes colorless instead.", "If you would lose unspent mana, that mana becomes colorless instead.", Templating, []string{"unspent-mana"}},
		{"he or she doesn't", "X", "Each other player chooses a nonland permanent he or she doesn't control.", "Each other player chooses a nonland permanent they don't control.", Templating, []string{"rewordings-2018-2022"}},
		{"a token's ability after a full stop", "X", "When X dies, put a 2/2 red Dragon creature token with flying onto the battlefield. It has \"{R}: This creature gets +1/+0 until end of turn.\"", "When X dies, create a 2/2 red Dragon creature token with flying and \"{R}: This creature gets +1/+0 until end of turn.\"", Templating, []string{"rewordings-2018-2022"}},
		{"a token's other ability", "X", "When X dies, put a 2/2 red Dragon creature token with flying onto the battlefield. It has \"{R}: This creature gets +1/+0 until end of turn.\"", "When X dies, create a 2/2 red Dragon creature token with flying and \"{R}: This creature gets +2/+0 until end of turn.\"", Functional, nil},
		{"change a base toughness", "Sentinel", "{0}: Sentinel's toughness becomes 1 plus the power of target creature blocking or blocked by Sentinel.", "{0}: Change Sentinel's base toughness to 1 plus the power of target creature blocking or blocked by Sentinel.", Templating, []string{"becomes-base-power-toughness"}},
		{"change a base power", "Sentinel", "{0}: Sentinel's toughness becomes 1 plus the power of target creature blocking or blocked by Sentinel.", "{0}: Change Sentinel's base power to 1 plus the power of target creature blocking or blocked by Sentinel.", Functional, nil},
		{"an enchantment on the battlefield returned", "X", "When X enters the battlefield, sacrifice it unless you return an enchantment in play to its owner's hand.", "When X enters the battlefield, sacrifice it unless you return an enchantment to its owner's hand.", Templating, []string{"rewordings-2018-2022"}},
		{"an enchantment card returned", "X", "When X enters the battlefield, sacrifice it unless you return an enchantment in play to its owner's hand.", "When X enters the battlefield, sacrifice it unless you return an enchantment card to its owner's hand.", Functional, nil},
		{"itself and other permanents indestructible", "Avacyn, Angel of Hope", "Flying, vigilance\nAvacyn, Angel of Hope and other permanents you control are indestructible.", "Flying, vigilance, indestructible\nOther permanents you control have indestructible.", Templating, []string{"rewordings-2018"}},
		{"other permanents only indestructible", "Avacyn, Angel of Hope", "Flying, vigilance\nAvacyn, Angel of Hope and other permanents you control are indestructible.", "Flying, vigilance\nOther permanents you control have indestructible.", Functional, nil},
		{"more life than any other", "Wild Dogs", "At the beginning of your upkeep, if a player has more life than any other, that player gains control of Wild Dogs.", "At the beginning of your upkeep, if a player has more life than each other player, the player with the most life gains control of Wild Dogs.", Templating, []string{"more-than-each-other"}},
		{"more life than you", "Wild Dogs", "At the beginning of your upkeep, if a player has more life than any other, that player gains control of Wild Dogs.", "At the beginning of your upkeep, if a player has more life than you, that player gains control of Wild Dogs.", Functional, nil},
		{"counters among any number of targets", "X", "When X enters the battlefield, distribute three +1/+1 counters among any number of target creatures.", "When X enters the battlefield, distribute three +1/+1 counters among one, two, or three target creatures.", Templating, []string{"rewordings-2018-2022"}},
		{"counters among fewer targets", "X", "When X enters the battlefield, distribute three +1/+1 counters among any number of target creatures.", "When X enters the battlefield, distribute three +1/+1 counters among one or two target creatures.", Functional, nil},
		{"a card name other than a basic land's", "X", "As X enters the battlefield, you and an opponent each name a card other than a basic land card.\nThe named cards can't be played.", "As X enters the battlefield, you and an opponent each choose a card name other than a basic land card name.\nSpells with the chosen names can't be cast and lands with the chosen names can't be played.", Templating, []string{"chosen-card-name"}},
		{"an opponent choosing targets", "X", "While choosing targets as part of casting a spell or activating an ability, your opponents must choose at least one Flagbearer on the battlefield if able.", "While an opponent is choosing targets as part of casting a spell they control or activating an ability they control, that player must choose at least one Flagbearer on the battlefield if able.", Templating, []string{"rewordings-2018-2022"}},
		{"a player choosing targets", "X", "While choosing targets as part of casting a spell or activating an ability, your opponents must choose at least one Flagbearer on the battlefield if able.", "While a player is choosing targets as part of casting a spell they control or activating an ability they control, that player must choose at least one Flagbearer on the battlefield if able.", Functional, nil},
		{"cards on the bottom of your library in any order", "X", "Put those cards on the bottom of your library.", "Put those cards on the bottom of your library in any order.", Templating, []string{"rewordings-2018"}},
		{"cards on the bottom of your library in a random order", "X", "Put those cards on the bottom of your library.", "Put those cards on the bottom of your library in a random order.", Functional, nil},
		{"a creature of their choice sacrificed", "X", "Each foe sacrifices a creature they control.", "Each foe sacrifices a creature of their choice.", Templating, []string{"rewordings-2025"}},
		{"a creature of your choice destroyed", "X", "Each foe sacrifices a creature they control.", "Destroy a creature of your choice each foe controls.", Functional, nil},
		{"a named card as a chosen name, reworded", "Vexing Arcanix", "{3}, {T}: Target player names a card, then reveals the top card of his or her library. If it's the named card, the player puts it into his or her hand. Otherwise, the player puts it into his or her graveyard and Vexing Arcanix deals 2 damage to him or her.", "{3}, {T}: Target player chooses a card name, then reveals the top card of their library. If that card has the chosen name, that player puts it into their hand. Otherwise, they put it into their graveyard and Vexing Arcanix deals 2 damage to them.", Templating, []string{Rewording}},
		{"a named card as a chosen name, more damage", "Vexing Arcanix", "{3}, {T}: Target player names a card, then reveals the top card of his or her library. If it's the named card, the player puts it into his or her hand. Otherwise, the player puts it into his or her graveyard and Vexing Arcanix deals 2 damage to him or her.", "{3}, {T}: Target player chooses a card name, then reveals the top card of their library. If that card has the chosen name, that player puts it into their hand. Otherwise, they put it into their graveyard and Vexing Arcanix deals 3 damage to them.", Functional, nil},
		{"a named card as a chosen name, into your hand", "Vexing Arcanix", "{3}, {T}: Target player names a card, then reveals the top card of his or her library. If it's the named card, the player puts it into his or her hand. Otherwise, the player puts it into his or her graveyard and Vexing Arcanix deals 2 damage to him or her.", "{3}, {T}: Target player chooses a card name, then reveals the top card of their library. If that card has the chosen name, you put it into your hand. Otherwise, they put it into their graveyard and Vexing Arcanix deals 2 damage to them.", Functional, nil},
		// "Otherwise" is the other branch of the condition: the new
		// "if you don't cast it" reaches a card the condition let you
		// cast and you did not, which "otherwise" left where it was.
		{"otherwise as if you don't", "X", "Reveal the top card of your library. If it's a creature card, you may cast it without paying its mana cost. Otherwise, put it on the bottom of your library.", "Reveal the top card of your library. If it's a creature card, you may cast it without paying its mana cost. If you don't cast it, put it on the bottom of your library.", Functional, nil},
		{"otherwise kept", "X", "Reveal the top card of your library. If it's a creature card, you may cast it without paying its mana cost. Otherwise, put it on the bottom of your library.", "Reveal the top card of your library. If it's a creature card, you may cast that card without paying its mana cost. Otherwise, put that card on the bottom of your library.", Templating, nil},
		// A name picks the cards meant; a token's own name picks none.
		{"a name given to what a subtype said", "X", "Create a 1/1 green Wolf creature token named Wolves of the Hunt. That creature has \"bands with other Wolves.\"", "Create a 1/1 green Wolf creature token named Wolves of the Hunt. It has \"bands with other creatures named Wolves of the Hunt.\"", Functional, nil},
		{"a token's name given before it", "X", "Create a legendary 4/4 green Elemental creature token named Ashaya, the Awoken World.", "Create Ashaya, the Awoken World, a legendary 4/4 green Elemental creature token.", Templating, []string{Rewording}},
		// An instant or sorcery card played is a spell cast; a card
		// played that may be a land is not.
		{"a card played this way, a spell", "X", "{3}, {T}: Until end of turn, if the top card of your graveyard is an instant or sorcery card, you may play that card. If a card played this way would be put into a graveyard this turn, exile it instead.", "{3}, {T}: Until end of turn, if the top card of your graveyard is an instant or sorcery card, you may cast that card. If a card cast this way would be put into a graveyard this turn, exile it instead.", Templating, []string{SameMeaning}},
		{"a card played this way, maybe a land", "X", "{3}, {T}: Until end of turn, if the top card of your graveyard is a land, instant or sorcery card, you may play that card. If a card played this way would be put into a graveyard this turn, exile it instead.", "{3}, {T}: Until end of turn, if the top card of your graveyard is a land, instant or sorcery card, you may cast that card. If a card cast this way would be put into a graveyard this turn, exile it instead.", Functional, nil},
		// The defending player of the declare attackers step is the
		// player attacked in it; not so of another step.
		{"attacked this step", "Heavy Fog", "Play Heavy Fog only during the declare attackers step and only if you are the defending player.\nPrevent all damage that would be dealt to you this turn by attacking creatures.", "Cast this spell only during the declare attackers step and only if you've been attacked this step.\nPrevent all damage that would be dealt to you this turn by attacking creatures.", Templating, []string{"attacked-this-step"}},
		{"attacked this step, another step", "Heavy Fog", "Play Heavy Fog only during the declare blockers step and only if you are the defending player.\nPrevent all damage that would be dealt to you this turn by attacking creatures.", "Cast this spell only during the declare blockers step and only if you've been attacked this step.\nPrevent all damage that would be dealt to you this turn by attacking creatures.", Functional, nil},
		// A keyword's abilities are activated; its spells are not.
		{"equip abilities played", "X", "You may play equip abilities any time you could play an instant.", "You may activate equip abilities any time you could cast an instant.", Templating, []string{"cast"}},
		{"equip abilities played, activated sooner", "X", "You may play equip abilities any time you could play a sorcery.", "You may activate equip abilities any time you could cast an instant.", Functional, nil},
		// A half symbol in a snapshot's notation is the half symbol;
		// a whole one is not.
		{"half mana notation", "X", "Spells you play cost {o{1/2}} less to play.", "Spells you play cost {½} less to play.", Templating, []string{"mana-symbol-notation"}},
		{"half red mana notation", "X", "Sacrifice a creature or land: Add {o{1/2*R}}.", "Sacrifice a creature or land: Add {HR}.", Templating, []string{"mana-symbol-notation"}},
		{"half mana as a whole one", "X", "Spells you play cost {o{1/2}} less to play.", "Spells you play cost {1} less to play.", Functional, nil},
		// "A unless a player pays B" is "the player may pay B. If they
		// don't, A" (118.12a); not "if they do".
		{"unless a player pays", "X", "At the beginning of each player's upkeep, that player returns a permanent they control to its owner's hand unless they pay 2 life.", "At the beginning of each player's upkeep, that player may pay 2 life. If they don't, they return a permanent they control to its owner's hand.", Templating, []string{SameMeaning}},
		{"unless a player pays, if they do", "X", "At the beginning of each player's upkeep, that player returns a permanent they control to its owner's hand unless they pay 2 life.", "At the beginning of each player's upkeep, that player may pay 2 life. If they do, they return a permanent they control to its owner's hand.", Functional, nil},
		{"unless you pay", "X", "At the beginning of your upkeep, you discard a card unless you pay {1}.", "At the beginning of your upkeep, you may pay {1}. If you don't, you discard a card.", Templating, []string{SameMeaning}},
		// A modal ability's restriction limits it whatever the mode
		// (602.5b): written after each mode or once, it is one; another
		// restriction is not.
		{"restriction after each mode", "X", "{G}: Choose one —\n• X gains flying until end of turn. Activate this ability only once each turn.\n• X gains trample until end of turn. Activate this ability only once each turn.", "{G}: Choose one. Activate only once each turn.\n• X gains flying until end of turn.\n• X gains trample until end of turn.", Templating, nil},
		{"restriction after the last mode", "X", "{G}: Choose one — X gains flying until end of turn; or X gains trample until end of turn. Activate this ability only once each turn.", "{G}: Choose one. Activate only once each turn.\n• X gains flying until end of turn.\n• X gains trample until end of turn.", Templating, nil},
		{"restriction after each mode, another one", "X", "{G}: Choose one —\n• X gains flying until end of turn. Activate this ability only once each turn.\n• X gains trample until end of turn. Activate this ability only once each turn.", "{G}: Choose one. Activate only as a sorcery.\n• X gains flying until end of turn.\n• X gains trample until end of turn.", Functional, nil},
		// X counters removed for {X} are any number removed for {C} each;
		// for {X}{X}, not.
		{"X counters removed for mana", "Mage-Ring Network", "{T}, Remove X storage counters from Mage-Ring Network: Add {X} to your mana pool.", "{T}, Remove any number of storage counters from Mage-Ring Network: Add {C} for each storage counter removed this way.", Templating, []string{"remove-x-counters-mana"}},
		{"X counters removed for twice the mana", "Mage-Ring Network", "{T}, Remove X storage counters from Mage-Ring Network: Add {X}{X} to your mana pool.", "{T}, Remove any number of storage counters from Mage-Ring Network: Add {C} for each storage counter removed this way.", Functional, nil},
		// A turn's draw step is each draw step; its upkeep is not.
		{"draw step each turn", "X", "If a player would draw a card except the first one they draw in their draw step each turn, that player discards a card instead.", "If a player would draw a card except the first one they draw in each of their draw steps, that player discards a card instead.", Templating, []string{"rewordings-2018-2022"}},
		{"draw step each turn as upkeep", "X", "If a player would draw a card except the first one they draw in their draw step each turn, that player discards a card instead.", "If a player would draw a card except the first one they draw in each of their upkeeps, that player discards a card instead.", Functional, nil},
		// An enchanted permanent's power is a creature's; a gained
		// ability is not.
		{"enchanted permanent's power", "X", "Enchant creature or Vehicle\nEnchanted permanent gets -4/-0.", "Enchant creature or Vehicle\nEnchanted creature gets -4/-0.", Templating, []string{"permanent-power-toughness"}},
		{"enchanted permanent's ability", "X", "Enchant creature or Vehicle\nEnchanted permanent has hexproof.", "Enchant creature or Vehicle\nEnchanted creature has hexproof.", Functional, nil},
		// An exiled creature is a card; a creature on the battlefield is not.
		{"the exiled creature", "X", "Whenever X attacks, create a token that's a copy of the exiled creature.", "Whenever X attacks, create a token that's a copy of the exiled card.", Templating, []string{"rewordings-2018-2022"}},
		{"the enchanted creature", "X", "Whenever X attacks, create a token that's a copy of the enchanted creature.", "Whenever X attacks, create a token that's a copy of the enchanted card.", Functional, nil},
		// A spell's delayed trigger on its target: the target chosen first
		// is the same one; a trigger at the next turn's combat is not.
		{"delayed trigger, target chosen first", "X", "At end of combat, destroy all creatures that blocked or were blocked by target creature this turn.", "Choose target creature. At this turn's next end of combat, destroy all creatures that blocked or were blocked by it this turn.", Templating, []string{"delayed-target-chosen"}},
		{"delayed trigger, another combat", "X", "At end of combat, destroy all creatures that blocked or were blocked by target creature this turn.", "Choose target creature. At the next end of combat, destroy all creatures that blocked or were blocked by it.", Functional, nil},
		// A kicker cost paid is the spell kicked; a cost of another
		// keyword is not.
		{"unless the kicker cost was paid", "Skizzik", "At the beginning of the end step, sacrifice Skizzik unless the kicker cost was paid.", "At the beginning of the end step, sacrifice Skizzik unless it was kicked.", Templating, []string{SameContent}},
		{"a kicker cost paid for another spell", "X", "Counter target spell if a kicker cost was paid for it.", "Counter target spell if it was kicked.", Templating, []string{"kicked"}},
		{"a buyback cost paid for another spell", "X", "Counter target spell if a buyback cost was paid for it.", "Counter target spell if it was kicked.", Functional, nil},
		// An action done for each thing is not one done once for them all.
		{"put for each, then put once", "X", "For each tapped nonland permanent target opponent controls, search that player's library for a card with the same name as that permanent and put it onto the battlefield under your control. Then that player shuffles.", "For each tapped nonland permanent target opponent controls, search that player's library for a card with the same name as that permanent. Put those cards onto the battlefield under your control, then that player shuffles.", Functional, nil},
		{"put for each, reworded", "X", "For each creature you control, put a +1/+1 counter on it. Then draw a card.", "For each creature you control, put a +1/+1 counter on that creature. Then you draw a card.", Templating, nil},
		{"~ dies or another artifact", "Scrap Trawler", "Whenever Scrap Trawler or another artifact you control is put into a graveyard from the battlefield, draw a card.", "Whenever this creature dies or another artifact you control is put into a graveyard from the battlefield, draw a card.", Templating, []string{"rewordings-2025"}},
		{"damage a permanent takes reduced to 0", "Argothian Pixies", "Any damage Argothian Pixies take from artifact creatures is reduced to 0.", "Prevent all damage that would be dealt to Argothian Pixies by artifact creatures.", Templating, []string{"reduced-to-zero"}},
		{"damage a permanent takes from artifact creatures is not from all creatures", "Argothian Pixies", "Any damage Argothian Pixies take from artifact creatures is reduced to 0.", "Prevent all damage that would be dealt to Argothian Pixies by creatures.", Functional, nil},
		{"damage by creatures it blocks reduced to 0", "Wall of Vapor", "Damage done to Wall of Vapor by creatures it blocks is reduced to 0.", "Prevent all damage that would be dealt to Wall of Vapor by creatures it's blocking.", Templating, []string{"reduced-to-zero"}},
		{"damage by creatures it blocks is not by all creatures", "Wall of Vapor", "Damage done to Wall of Vapor by creatures it blocks is reduced to 0.", "Prevent all damage that would be dealt to Wall of Vapor by creatures.", Functional, nil},
		{"effects that target only walls", "Wall of Shadows", "Effects that target only walls may not target Wall of Shadows.", "Wall of Shadows can't be the target of spells that can target only Walls or of abilities that can target only Walls.", Templating, []string{"effects-that-target-only"}},
		{"effects that target only walls is not shroud", "Wall of Shadows", "Effects that target only walls may not target Wall of Shadows.", "Wall of Shadows can't be the target of spells or abilities.", Functional, nil},
		{"cards in hand face up on the table", "Revelation", "All players play with the cards in their hands face up on the table.", "All players play with their hands revealed.", Templating, []string{"hand-face-up"}},
		{"cards in hand face up are not the top of a library", "Revelation", "All players play with the cards in their hands face up on the table.", "All players play with the top card of their libraries revealed.", Functional, nil},
		{"abilities that include {T} in the activation cost", "Katabatic Winds", "Phasing\nCreatures with flying cannot attack, block, or use any ability that includes {T} in the activation cost.", "Phasing\nCreatures with flying can't attack or block, and their activated abilities with {T} in their costs can't be played.", Templating, []string{"tap-abilities-cant-be-used"}},
		{"abilities that include {T} are not all activated abilities", "Katabatic Winds", "Phasing\nCreatures with flying cannot attack, block, or use any ability that includes {T} in the activation cost.", "Phasing\nCreatures with flying can't attack or block, and their activated abilities can't be played.", Functional, nil},
		{"lose control if you lose control", "Merieke Ri Berit", "{T}: Gain control of target creature. Lose control of that creature if you lose control of Merieke Ri Berit.", "{T}: Gain control of target creature as long as you control Merieke Ri Berit.", Templating, []string{"lose-control-if"}},
		{"lose control if it leaves play", "Infernal Denizen", "{T}: Gain control of target creature. Lose control of that creature if Infernal Denizen leaves play.", "{T}: Gain control of target creature as long as Infernal Denizen remains in play.", Templating, []string{"lose-control-if"}},
		{"lose control if you lose control is not until end of turn", "Merieke Ri Berit", "{T}: Gain control of target creature. Lose control of that creature if you lose control of Merieke Ri Berit.", "{T}: Gain control of target creature until end of turn.", Functional, nil},
		{"goes to the graveyard, its controller gains life", "Onulet", "If Onulet goes to the graveyard, its controller gains 2 life.", "When Onulet is put into a graveyard from play, you gain 2 life.", Templating, []string{"goes-to-graveyard"}},
		{"goes to the graveyard, its controller gains mana", "Su-Chi", "If Su-Chi goes to the graveyard, its controller gains 4 colorless mana.", "When Su-Chi is put into a graveyard from play, add {4} to your mana pool.", Templating, []string{"goes-to-graveyard"}},
		{"goes to the graveyard, its controller is not an opponent", "Onulet", "If Onulet goes to the graveyard, its controller gains 2 life.", "When Onulet is put into a graveyard from play, target opponent gains 2 life.", Functional, nil},
		{"goes to the graveyard, other mana", "Su-Chi", "If Su-Chi goes to the graveyard, its controller gains 4 colorless mana.", "When Su-Chi is put into a graveyard from play, add {R}{R}{R}{R} to your mana pool.", Functional, nil},
		{"protection from a single color of your choice", "Prismatic Boon", "X target creatures gain protection from a single color of your choice until end of turn.", "X target creatures gain protection from the color of your choice until end of turn.", Templating, []string{"color-of-your-choice"}},
		{"a single color of your choice is not red", "Prismatic Boon", "X target creatures gain protection from a single color of your choice until end of turn.", "X target creatures gain protection from red until end of turn.", Functional, nil},
		{"enchantments on that creature", "Treefolk Mystic", "Whenever a creature blocks or is blocked by Treefolk Mystic, destroy all enchantments on that creature.", "Whenever a creature blocks or becomes blocked by Treefolk Mystic, destroy all Auras attached to that creature.", Templating, []string{"enchantments-on"}},
		{"creature enchantment on it", "Rabid Wombat", "Rabid Wombat gets +2/+2 for each creature enchantment on it.", "Rabid Wombat gets +2/+2 for each Aura attached to it.", Templating, []string{"enchantments-on"}},
		{"enchantments on the battlefield are not Auras attached", "X", "Destroy all enchantments on the battlefield.", "Destroy all Auras attached to the battlefield.", Functional, nil},
		{"enchantments on that creature are not all enchantments", "Treefolk Mystic", "Whenever a creature blocks or is blocked by Treefolk Mystic, destroy all enchantments on that creature.", "Whenever a creature blocks or becomes blocked by Treefolk Mystic, destroy all enchantments.", Functional, nil},
		{"a given upkeep cost of its own casting cost", "Pendrell Flux", "Enchant creature\nEnchanted creature has \"During your upkeep, pay this creature's casting cost or sacrifice it.\"", "Enchant creature\nEnchanted creature has \"At the beginning of your upkeep, sacrifice this creature unless you pay its mana cost.\"", Templating, []string{"upkeep-or-sacrifice"}},
		{"a given upkeep cost of its own casting cost is not {1}", "Pendrell Flux", "Enchant creature\nEnchanted creature has \"During your upkeep, pay this creature's casting cost or sacrifice it.\"", "Enchant creature\nEnchanted creature has \"At the beginning of your upkeep, sacrifice this creature unless you pay {1}.\"", Functional, nil},
		{"block up to three creatures", "Yare", "That creature may be assigned to block up to three creatures this turn. All blocks must be legal.", "That creature can block up to two additional creatures this turn.", Templating, []string{"block-up-to"}},
		{"block up to three creatures is not three additional", "Yare", "That creature may be assigned to block up to three creatures this turn. All blocks must be legal.", "That creature can block up to three additional creatures this turn.", Functional, nil},
		{"a blocked creature deals no combat damage", "Benalish Missionary", "{1}{W}, {T}: Target blocked creature deals no combat damage this turn.", "{1}{W}, {T}: Prevent all combat damage that would be dealt by target blocked creature this turn.", Templating, []string{"older-comparisons"}},
		{"a blocked creature deals no combat damage, an unblocked one's prevented", "Benalish Missionary", "{1}{W}, {T}: Target blocked creature deals no combat damage this turn.", "{1}{W}, {T}: Prevent all combat damage that would be dealt by target unblocked creature this turn.", Functional, nil},
		{"lure's requirement and the rules of blocking", "Lure", "All creatures able to block target creature must do so. If a creature has the ability to block more than one creature, Lure does not prevent this. If there is more than one attacking creature with Lure, defender may choose which of them each defending creature blocks.", "Enchant creature\nAll creatures able to block enchanted creature do so.", Templating, []string{"lure-requirement"}},
		{"lure's requirement as a choice", "Lure", "All creatures able to block target creature must do so. If a creature has the ability to block more than one creature, Lure does not prevent this. If there is more than one attacking creature with Lure, defender may choose which of them each defending creature blocks.", "Enchant creature\nAll creatures able to block enchanted creature may do so.", Functional, nil},
		{"a creature that can block fliers and counts as a spider", "Hidden Spider", "When one of your opponents successfully casts a creature with flying, if Hidden Spider is an enchantment, Hidden Spider becomes a 3/5 creature that can block creatures with flying and that counts as a Spider.", "When an opponent plays a creature spell with flying, if Hidden Spider is an enchantment, Hidden Spider becomes a 3/5 Spider creature with reach. (It can block creatures with flying.)", Templating, []string{"creature-counts-as-type"}},
		{"a creature that can block fliers as a creature with flying", "Hidden Spider", "When one of your opponents successfully casts a creature with flying, if Hidden Spider is an enchantment, Hidden Spider becomes a 3/5 creature that can block creatures with flying and that counts as a Spider.", "When an opponent plays a creature spell with flying, if Hidden Spider is an enchantment, Hidden Spider becomes a 3/5 Spider creature with flying.", Functional, nil},
		{"damage to the first, second and third target", "Cone of Flame", "Choose three target creatures and/or players. Cone of Flame deals 1 damage to the first, 2 damage to the second, and 3 damage to the third.", "Cone of Flame deals 1 damage to target creature or player, 2 damage to another target creature or player, and 3 damage to a third target creature or player.", Templating, []string{"first-second-third-target"}},
		{"damage to the first, second and third target, the third more", "Cone of Flame", "Choose three target creatures and/or players. Cone of Flame deals 1 damage to the first, 2 damage to the second, and 3 damage to the third.", "Cone of Flame deals 1 damage to target creature or player, 2 damage to another target creature or player, and 4 damage to a third target creature or player.", Functional, nil},
		{"choose one of those cards is not modal", "Thrull Surgeon", "{1}{B}, Sacrifice Thrull Surgeon: Look at target player's hand and choose one of those cards. That player discards that card.", "{1}{B}, Sacrifice Thrull Surgeon: Look at target player's hand and choose a card from it. That player discards that card.", Templating, []string{"rewordings-older"}},
		{"choose two of those cards is not one", "Thrull Surgeon", "{1}{B}, Sacrifice Thrull Surgeon: Look at target player's hand and choose two of those cards. That player discards those cards.", "{1}{B}, Sacrifice Thrull Surgeon: Look at target player's hand and choose a card from it. That player discards that card.", Functional, nil},
		{"a card drawn from your library", "Jalum Tome", "{2}, {T}: Draw a card from your library, then discard a card.", "{2}, {T}: Draw a card, then discard a card.", Templating, []string{"draw-from-library"}},
		{"a card put into your hand from your library", "Jalum Tome", "{2}, {T}: Put a card from your library into your hand, then discard a card.", "{2}, {T}: Draw a card, then discard a card.", Functional, nil},
		{"a random discard each time the ability is used", "Coral Helm", "{3}: Give target creature +2/+2 until end of turn. Each time you use this ability, you must discard one card at random from your hand. Coral Helm cannot be used if you have no cards in your hand.", "{3}, Discard a card at random: Target creature gets +2/+2 until end of turn.", Templating, []string{"each-time-you-use-cost"}},
		{"a random discard each time, not a cost", "Coral Helm", "{3}: Give target creature +2/+2 until end of turn. Each time you use this ability, you must discard one card at random from your hand. Coral Helm cannot be used if you have no cards in your hand.", "{3}: Target creature gets +2/+2 until end of turn.", Functional, nil},
		{"two landwalks blocked as if not had", "Lord Magnus", "First strike\nCreatures with plainswalk or forestwalk may be blocked as if they did not have either ability.", "First strike\nCreatures with plainswalk can be blocked as though they didn't have plainswalk.\nCreatures with forestwalk can be blocked as though they didn't have forestwalk.", Templating, []string{"landwalk-as-if"}},
		{"two landwalks, one blocked as if not had", "Lord Magnus", "First strike\nCreatures with plainswalk or forestwalk may be blocked as if they did not have either ability.", "First strike\nCreatures with plainswalk can be blocked as though they didn't have plainswalk.", Functional, nil},
		{"damage for each card more than four", "Iron Maiden", "During each of your opponent's upkeeps, Iron Maiden deals 1 damage to that player for each card more than four in his or her hand.", "At the beginning of each opponent's upkeep, Iron Maiden deals X damage to that player, where X is the number of cards in his or her hand minus 4.", Templating, []string{"beginning-of-upkeep", "cards-more-than-four"}},
		{"damage for each card more than four, minus 3", "Iron Maiden", "During each of your opponent's upkeeps, Iron Maiden deals 1 damage to that player for each card more than four in his or her hand.", "At the beginning of each opponent's upkeep, Iron Maiden deals X damage to that player, where X is the number of cards in his or her hand minus 3.", Functional, nil},
		{"a flashback cost equal to the mana cost", "Dralnu, Lich Lord", "{T}: Target instant or sorcery card in your graveyard has flashback until end of turn. Its flashback cost becomes equal to its mana cost as you play it.", "{T}: Target instant or sorcery card in your graveyard gains flashback until end of turn. The flashback cost is equal to its mana cost.", Templating, []string{"flashback-cost-mana-cost"}},
		{"a flashback cost of the mana cost and more", "Dralnu, Lich Lord", "{T}: Target instant or sorcery card in your graveyard has flashback until end of turn. Its flashback cost becomes equal to its mana cost as you play it.", "{T}: Target instant or sorcery card in your graveyard gains flashback until end of turn. The flashback cost is equal to its mana cost plus {2}.", Functional, nil},
		{"counters for each damage instead", "Lichenthrope", "For each 1 damage dealt to Lichenthrope, put a -1/-1 counter on it instead.\nDuring your upkeep, remove one of these -1/-1 counters from Lichenthrope.", "If damage would be dealt to Lichenthrope, put that many -1/-1 counters on it instead.\nAt the beginning of your upkeep, remove a -1/-1 counter from Lichenthrope.", Templating, []string{"for-each-damage-dealt"}},
		{"counters for each damage, two removed", "Lichenthrope", "For each 1 damage dealt to Lichenthrope, put a -1/-1 counter on it instead.\nDuring your upkeep, remove one of these -1/-1 counters from Lichenthrope.", "If damage would be dealt to Lichenthrope, put that many -1/-1 counters on it instead.\nAt the beginning of your upkeep, remove two -1/-1 counters from Lichenthrope.", Functional, nil},
		{"soldiers and knights", "Auriok Steelshaper", "As long as Auriok Steelshaper is equipped, Soldiers and Knights you control get +1/+1.", "As long as Auriok Steelshaper is equipped, Soldier and/or Knight creatures you control get +1/+1.", Templating, []string{"creature-types-plural"}},
		{"soldiers and knights, not all knights", "Auriok Steelshaper", "As long as Auriok Steelshaper is equipped, Soldiers and Knights you control get +1/+1.", "As long as Auriok Steelshaper is equipped, Knight creatures you control get +1/+1.", Functional, nil},
		{"a delayed return of a creature in play", "Dragon Mask", "{3}, {T}: Target creature you control gets +2/+2 until end of turn. At end of turn, if that creature is in play, return it to owner's hand.", "{3}, {T}: Target creature you control gets +2/+2 until end of turn. Return it to its owner's hand at end of turn.", Templating, []string{"delayed-if-on-battlefield"}},
		{"a delayed return of a creature you control", "Dragon Mask", "{3}, {T}: Target creature you control gets +2/+2 until end of turn. At end of turn, if you control that creature, return it to owner's hand.", "{3}, {T}: Target creature you control gets +2/+2 until end of turn. Return it to its owner's hand at end of turn.", Functional, nil},
		{"an attacker untaps in its controller's untap step", "Lead Golem", "If Lead Golem attacks, it does not untap during your next untap phase.", "Whenever Lead Golem attacks, it doesn't untap during its controller's next untap step.", Templating, []string{"untap-its-controller"}},
		{"a target untaps in its controller's, not your, untap step", "Lead Golem", "Whenever Lead Golem attacks, target creature doesn't untap during your next untap step.", "Whenever Lead Golem attacks, target creature doesn't untap during its controller's next untap step.", Functional, nil},
		{"life for each damage prevented", "Candles' Glow", "Prevent the next 3 damage that would be dealt to target creature or player this turn. You gain 1 life for each damage prevented this way.", "Prevent the next 3 damage that would be dealt to target creature or player this turn. You gain life equal to the damage prevented this way.", Templating, []string{"life-for-each-damage"}},
		{"two life for each damage prevented", "Candles' Glow", "Prevent the next 3 damage that would be dealt to target creature or player this turn. You gain 2 life for each damage prevented this way.", "Prevent the next 3 damage that would be dealt to target creature or player this turn. You gain life equal to the damage prevented this way.", Functional, nil},
		{"a land an opponent controls is an island", "Kukemssa Serpent", "{U}, Sacrifice an island: Target land an opponent controls is an island until end of turn.", "{U}, Sacrifice an Island: Target land an opponent controls becomes an Island until end of turn.", Templating, []string{"if-trigger"}},
		{"a land an opponent controls is a swamp", "Kukemssa Serpent", "{U}, Sacrifice an island: Target land an opponent controls is an island until end of turn.", "{U}, Sacrifice an Island: Target land an opponent controls becomes a Swamp until end of turn.", Functional, nil},
		{"a countered spell put on top of its library", "Memory Lapse", "Counter target spell. Put that spell on top of its owner's library.", "Counter target spell. If that spell is countered this way, put it on top of its owner's library instead of into that player's graveyard.", Templating, []string{"countered-spell-destination"}},
		{"a countered spell put on the bottom of its library", "Memory Lapse", "Counter target spell. Put that spell on top of its owner's library.", "Counter target spell. If that spell is countered this way, put it on the bottom of its owner's library instead of into that player's graveyard.", Functional, nil},
		{"a countered spell returned to its owner's hand", "Remand", "Counter target spell. If you do, return that spell card to its owner's hand.\nDraw a card.", "Counter target spell. If that spell is countered this way, put it into its owner's hand instead of into that player's graveyard.\nDraw a card.", Templating, []string{"countered-spell-destination"}},
		{"a countered spell exiled, not returned to its owner's hand", "Remand", "Counter target spell. If you do, return that spell card to its owner's hand.\nDraw a card.", "Counter target spell. If that spell is countered this way, exile it instead of putting it into its owner's graveyard.\nDraw a card.", Functional, nil},
		{"a token copy that has haste", "Minion Reflector", "If you do, put a token into play that's a copy of that creature. That token has haste and \"At end of turn, sacrifice this permanent.\"", "If you do, create a token that's a copy of that creature, except it has haste and \"At the beginning of the end step, sacrifice this permanent.\"", Templating, []string{"copy-token-except-has"}},
		{"a token copy that has flying, not haste", "Minion Reflector", "If you do, put a token into play that's a copy of that creature. That token has haste and \"At end of turn, sacrifice this permanent.\"", "If you do, create a token that's a copy of that creature, except it has flying and \"At the beginning of the end step, sacrifice this permanent.\"", Functional, nil},
		{"token copies that have haste, one for each", "Twinflame", "For each of them, put a token that's a copy of that creature onto the battlefield. Those tokens have haste.", "For each of them, create a token that's a copy of that creature, except it has haste.", Templating, []string{"copy-token-except-has"}},
		{"a token copy that gains haste until end of turn", "X", "Create a token that's a copy of target creature. It gains haste until end of turn.", "Create a token that's a copy of target creature, except it has haste.", Functional, nil},
		{"a prevention shield on a creature or player", "Sanctum Custodian", "{T}: Prevent up to 2 damage to a creature or player.", "{T}: Prevent the next 2 damage that would be dealt to target creature or player this turn.", Templating, []string{"prevention-shield"}},
		{"a prevention shield of another size", "Sanctum Custodian", "{T}: Prevent up to 2 damage to a creature or player.", "{T}: Prevent the next 3 damage that would be dealt to target creature or player this turn.", Functional, nil},
		{"a prevention shield on a player or creature", "Combat Medic", "{1}{W}: Prevent 1 damage to any player or creature.", "{1}{W}: Prevent the next 1 damage that would be dealt to target creature or player this turn.", Templating, []string{"prevention-shield"}},
		{"a prevention shield on a player, not a creature", "Combat Medic", "{1}{W}: Prevent 1 damage to any player or creature.", "{1}{W}: Prevent the next 1 damage that would be dealt to target player this turn.", Functional, nil},
		{"damage of the chosen color", "Charm School", "Prevent all damage to you of the chosen color.", "Prevent all damage that would be dealt to you by sources of the chosen color.", Templating, []string{"prevention-shield"}},
		{"damage of the chosen color to you and your creatures", "Charm School", "Prevent all damage to you of the chosen color.", "Prevent all damage that would be dealt to you and creatures you control by sources of the chosen color.", Functional, nil},
		{"a word chosen as it enters, printed a trigger", "Clam Session", "When Clam Session comes into play, choose a word.", "As Clam Session enters the battlefield, choose a word.", Templating, []string{"as-enters-choose"}},
		{"a word and an opponent chosen as it enters", "Clam Session", "When Clam Session comes into play, choose a word.", "As Clam Session enters the battlefield, choose a word and an opponent.", Functional, nil},
		{"an opponent's graveyard is not every opponent's", "Oath of Ghouls", "During each player's upkeep, if there are more creature cards in that player's graveyard than in target opponent's graveyard, the player may return a creature card from his or her graveyard to his or her hand.", "At the beginning of each player's upkeep, if there are more creature cards in that player's graveyard than in any of his or her opponents' graveyards, the player may return target creature card of his or her choice from his or her graveyard to his or her hand.", Functional, nil},
		{"an attacking creature with flying deals no combat damage", "Songstitcher", "{1}{W}: Target attacking creature with flying deals no combat damage this turn.", "{1}{W}: Prevent all combat damage that would be dealt this turn by target attacking creature with flying.", Templating, []string{"older-comparisons"}},
		{"an attacking creature with flying deals no combat damage, one without flying's prevented", "Songstitcher", "{1}{W}: Target attacking creature with flying deals no combat damage this turn.", "{1}{W}: Prevent all combat damage that would be dealt this turn by target attacking creature without flying.", Functional, nil},
		{"a creature you control deals no damage", "Kry Shield", "{2}, {T}: Target creature you control deals no damage this turn.", "{2}, {T}: Prevent all damage that would be dealt this turn by target creature you control.", Templating, []string{"older-comparisons"}},
		{"a creature you control deals no damage, only its combat damage prevented", "Kry Shield", "{2}, {T}: Target creature you control deals no damage this turn.", "{2}, {T}: Prevent all combat damage that would be dealt this turn by target creature you control.", Functional, nil},
		// The player who is dealt damage is "that opponent or that planeswalker's controller" once
		// the damage may go to a planeswalker (306.7 of 2018).
		{"the planeswalker's controller counts", "Goblin Lyre", "Goblin Lyre deals damage to target opponent equal to the number of creatures you control. Goblin Lyre deals damage to you equal to the number of creatures that opponent controls.", "Goblin Lyre deals damage to target opponent or planeswalker equal to the number of creatures you control. Goblin Lyre deals damage to you equal to the number of creatures that opponent or that planeswalker's controller controls.", Templating, []string{"planeswalker-redirect"}},
		{"the planeswalker's controller counts, and lands", "Goblin Lyre", "Goblin Lyre deals damage to target opponent equal to the number of creatures you control. Goblin Lyre deals damage to you equal to the number of creatures that opponent controls.", "Goblin Lyre deals damage to target opponent or planeswalker equal to the number of creatures you control. Goblin Lyre deals damage to you equal to the number of lands that opponent or that planeswalker's controller controls.", Functional, nil},
		{"creatures controlled by the planeswalker's controller", "Concussive Bolt", "Concussive Bolt deals 4 damage to target player.\nCreatures that player controls can't block this turn.", "Concussive Bolt deals 4 damage to target player or planeswalker.\nCreatures controlled by that player or by that planeswalker's controller can't block this turn.", Templating, []string{"planeswalker-redirect"}},
		{"several players or planeswalkers", "X", "X deals 2 damage to each of Y target creatures and Z target players.", "X deals 2 damage to each of Y target creatures and Z target players or planeswalkers.", Templating, []string{"planeswalker-redirect"}},
		{"prevention for a planeswalker is not the redirection", "X", "{T}: Prevent the next 1 damage that would be dealt to target player this turn.", "{T}: Prevent the next 1 damage that would be dealt to target player or planeswalker this turn.", Functional, nil},
		// An instruction to both or all players is done by each player (101.4).
		{"both players discard and draw", "Wheel of Fortune", "Both players must discard their hands and draw seven new cards.", "Each player discards his or her hand and draws seven cards.", Templating, []string{"both-players-each-player"}},
		{"both players draw another number", "Wheel of Fortune", "Both players must discard their hands and draw seven new cards.", "Each player discards his or her hand and draws six cards.", Functional, nil},
		{"all players and flying creatures suffer damage", "Hurricane", "All players and flying creatures suffer X damage.", "Hurricane deals X damage to each creature with flying and each player.", Templating, []string{"both-players-each-player"}},
		{"flying creatures suffer damage, players not", "Hurricane", "All players and flying creatures suffer X damage.", "Hurricane deals X damage to each creature with flying.", Functional, nil},
		{"damage to all players and all creatures", "Inferno", "Inferno does 6 damage to all players and all creatures.", "Inferno deals 6 damage to each creature and each player.", Templating, []string{"both-players-each-player"}},
		// A spell destroyed as it is being cast is a spell countered (701.6a).
		{"destroy a spell as it is being cast", "Deathgrip", "{B}{B}: Destroy a green spell as it is being cast. This action may be played as an interrupt, and does not affect green cards already in play.", "{B}{B}: Counter target green spell.", Templating, []string{"counter-as-it-is-cast"}},
		{"destroy a spell of another colour", "Deathgrip", "{B}{B}: Destroy a green spell as it is being cast. This action may be played as an interrupt, and does not affect green cards already in play.", "{B}{B}: Counter target black spell.", Functional, nil},
		{"destroy a spell or a permanent", "Deathgrip", "{B}{B}: Destroy a green spell as it is being cast. This action may be played as an interrupt, and does not affect green cards already in play.", "{B}{B}: Counter target green spell or destroy target green permanent.", Functional, nil},
		// Slips of the source the next wording mends.
		{"a doubled word mended", "Protection Racket", "Reveal the top card of your library. That player pay pay life equal to that card's mana value.", "Reveal the top card of your library. That player may pay life equal to that card's mana value.", Templating, []string{DoubledWord}},
		{"a doubled word mended, the life doubled", "Protection Racket", "Reveal the top card of your library. That player pay pay life equal to that card's mana value.", "Reveal the top card of your library. That player may pay life equal to twice that card's mana value.", Functional, nil},
		{"a doubled word dropped", "X", "Search your library for a card, then then shuffle.", "Search your library for a card, then shuffle.", Templating, []string{DoubledWord}},
		{"a word not doubled", "X", "That player pays life equal to that card's mana value.", "That player may pay life equal to that card's mana value.", Functional, nil},
		{"a letter between symbols", "Frost Raptor", "{S}i{S}: Frost Raptor gains shroud until end of turn.", "{S}{S}: Frost Raptor gains shroud until end of turn.", Templating, []string{"mana-symbol-notation"}},
		{"a symbol more", "Frost Raptor", "{S}i{S}: Frost Raptor gains shroud until end of turn.", "{S}{S}{S}: Frost Raptor gains shroud until end of turn.", Functional, nil},
		{"a cost run into the line before", "Laquatus's Champion", "When Laquatus's Champion leaves play, that player gains 6 life. ooB Regenerate Laquatus's Champion.", "When Laquatus's Champion leaves play, that player gains 6 life.\n{B}: Regenerate Laquatus's Champion.", Templating, []string{"mana-symbol-notation"}},
		{"a cost run into the line before, another colour", "Laquatus's Champion", "When Laquatus's Champion leaves play, that player gains 6 life. ooB Regenerate Laquatus's Champion.", "When Laquatus's Champion leaves play, that player gains 6 life.\n{G}: Regenerate Laquatus's Champion.", Functional, nil},
		// A keyword for the words that defined it.
		{"can attack and use tap abilities is haste", "Ray of Command", "Untap target creature opponent controls and gain control of it until end of turn. That creature can attack or use abilities that require {T} as part of the activation cost.", "Untap target creature opponent controls and gain control of it until end of turn. That creature gains haste until end of turn.", Templating, []string{"summoning-sickness-haste"}},
		{"haste and trample", "Ray of Command", "Untap target creature opponent controls and gain control of it until end of turn. That creature can attack or use abilities that require {T} as part of the activation cost.", "Untap target creature opponent controls and gain control of it until end of turn. That creature gains haste and trample until end of turn.", Functional, nil},
		{"an Aura's lifelink is the trigger", "Spirit Loop", "Enchant creature you control\nWhenever enchanted creature deals damage, you gain that much life.", "Enchant creature you control\nEnchanted creature has lifelink. (Whenever it deals damage, its controller gains that much life.)", Templating, []string{"lifelink-keyword"}},
		{"an Aura's lifelink is not a combat damage trigger", "Spirit Loop", "Enchant creature you control\nWhenever enchanted creature deals combat damage, you gain that much life.", "Enchant creature you control\nEnchanted creature has lifelink. (Whenever it deals damage, its controller gains that much life.)", Functional, nil},
		{"a Wall may attack as though it had no defender", "Dark Maze", "{0}: Dark Maze can attack this turn. Dark Maze cannot attack the turn it comes under your control.", "{0}: Dark Maze can attack this turn as though it didn't have defender.", Templating, []string{"walls-defender"}},
		{"a Wall may attack, and not block", "Dark Maze", "{0}: Dark Maze can attack this turn. Dark Maze cannot attack the turn it comes under your control.", "{0}: Dark Maze can attack this turn as though it didn't have defender. Dark Maze can't block this turn.", Functional, nil},
		// The old notation of activated abilities.
		{"regenerates run on after a sentence", "Sedge Troll", "Sedge Troll gains +1/+1 if controller has any swamps in play. {B} Regenerates", "Sedge Troll gets +1/+1 as long as you control a Swamp.\n{B}: Regenerate Sedge Troll.", Templating, []string{"older-effects"}},
		{"regenerates run on, another bonus", "Sedge Troll", "Sedge Troll gains +1/+1 if controller has any swamps in play. {B} Regenerates", "Sedge Troll gets +2/+2 as long as you control a Swamp.\n{B}: Regenerate Sedge Troll.", Functional, nil},
		{"tap to prevent regeneration", "Hurr Jackal", "Tap to prevent a target creature from regenerating for the remainder of the turn.", "{T}: Target creature can't be regenerated this turn.", Templating, []string{"older-effects"}},
		{"tap to prevent regeneration and blocking", "Hurr Jackal", "Tap to prevent a target creature from regenerating for the remainder of the turn.", "{T}: Target creature can't be regenerated or block this turn.", Functional, nil},
		{"mana spent as activations", "Sewer Rats", "{B}, Pay 1 life: +1/+0 until end of turn. You cannot spend more than {B}{B}{B} in this way each turn.", "{B}, Pay 1 life: Sewer Rats gets +1/+0 until end of turn. Play this ability no more than three times each turn.", Templating, []string{"pump-spend-limit"}},
		{"mana spent as fewer activations", "Sewer Rats", "{B}, Pay 1 life: +1/+0 until end of turn. You cannot spend more than {B}{B}{B} in this way each turn.", "{B}, Pay 1 life: Sewer Rats gets +1/+0 until end of turn. Play this ability no more than twice each turn.", Functional, nil},
		{"more mana spent as more activations", "Initiates of the Ebon Hand", "{1}: Add {B} to your mana pool. If more than {3} is spent in this way during one turn, bury Initiates of the Ebon Hand at end of turn.", "{1}: Add {B}. At end of turn, if this ability has been played four or more times this turn, sacrifice Initiates of the Ebon Hand.", Templating, []string{"pump-spend-limit"}},
		{"more mana spent as three activations", "Initiates of the Ebon Hand", "{1}: Add {B} to your mana pool. If more than {3} is spent in this way during one turn, bury Initiates of the Ebon Hand at end of turn.", "{1}: Add {B}. At end of turn, if this ability has been played three or more times this turn, sacrifice Initiates of the Ebon Hand.", Functional, nil},
		{"a cost and tap", "Northern Paladin", "{W}{W} and tap: Destroys a black card in play. Cannot be used to cancel a black spell as it is being cast.", "{W}{W}, {T}: Destroy target black permanent.", Templating, []string{"old-imperatives", "older-effects"}},
		{"a cost and tap, a creature", "Northern Paladin", "{W}{W} and tap: Destroys a black card in play. Cannot be used to cancel a black spell as it is being cast.", "{W}{W}, {T}: Destroy target black creature.", Functional, nil},
		{"attacking doesn't cause a group to tap", "Akroma's Devoted", "Attacking doesn't cause Clerics to tap.", "Cleric creatures have vigilance.", Templating, []string{"keyword-definitions-granted"}},
		{"attacking doesn't cause another group to tap", "Akroma's Devoted", "Attacking doesn't cause Clerics to tap.", "Soldier creatures have vigilance.", Functional, nil},
		{"your creatures can't be your opponents' targets", "Ertai", "Your creatures can't be the target of your opponents' spells or abilities.", "Creatures you control have hexproof.", Templating, []string{"keyword-definitions"}},
		{"your creatures can't be any targets", "Ertai", "Your creatures can't be the target of spells or abilities.", "Creatures you control have hexproof.", Functional, nil},
		{"a keyword for the turn gained", "Giant Crab", "{U}: Until end of turn, Giant Crab cannot be the target of spells or abilities.", "{U}: Giant Crab gains shroud until end of turn.", Templating, []string{"gains-keyword-this-turn"}},
		{"a keyword for the turn, another keyword gained", "Giant Crab", "{U}: Until end of turn, Giant Crab cannot be the target of spells or abilities.", "{U}: Giant Crab gains hexproof until end of turn.", Functional, nil},
		{"two abilities gained together", "Warped Researcher", "Whenever a player cycles a card, Warped Researcher gains flying until end of turn and can't be the target of spells or abilities this turn.", "Whenever a player cycles a card, Warped Researcher gains flying and shroud until end of turn.", Templating, []string{"gains-keyword-this-turn"}},
		{"two abilities, one for good", "Warped Researcher", "Whenever a player cycles a card, Warped Researcher gains flying until end of turn and can't be the target of spells or abilities this turn.", "Whenever a player cycles a card, Warped Researcher gains flying and shroud.", Functional, nil},
		{"creatures may attack and tap the turn they come", "Concordant Crossroads", "Creatures may attack or use abilities that include the {T} symbol during the turn they are brought into play.", "All creatures have haste.", Templating, []string{"summoning-sickness-haste"}},
		{"creatures may attack the turn they come, yours", "Concordant Crossroads", "Creatures may attack or use abilities that include the {T} symbol during the turn they are brought into play.", "Creatures you control have haste.", Functional, nil},
		{"walls can't attack, a line", "Angelic Wall", "Flying\nWalls can't attack.", "Defender, flying", Templating, nil},
		{"assigned to block as a block trigger", "Rashka the Slayer", "If assigned to block any black creatures, Rashka the Slayer gets +1/+2 until end of turn.", "Whenever Rashka the Slayer blocks one or more black creatures, Rashka the Slayer gets +1/+2 until end of turn.", Templating, []string{"assigned-to-block-trigger"}},
		{"assigned to block, another colour", "Rashka the Slayer", "If assigned to block any black creatures, Rashka the Slayer gets +1/+2 until end of turn.", "Whenever Rashka the Slayer blocks one or more white creatures, Rashka the Slayer gets +1/+2 until end of turn.", Functional, nil},
		{"assigned to block or blocked by", "Serra Inquisitors", "If assigned to block any black creatures or any black creatures are assigned to block it, Serra Inquisitors gets +2/+0 until end of turn.", "When Serra Inquisitors blocks or becomes blocked by one or more black creatures, Serra Inquisitors gets +2/+0 until end of turn.", Templating, []string{"assigned-to-block-trigger"}},
		{"assigned to block or blocked by, blocks only", "Serra Inquisitors", "If assigned to block any black creatures or any black creatures are assigned to block it, Serra Inquisitors gets +2/+0 until end of turn.", "When Serra Inquisitors blocks one or more black creatures, Serra Inquisitors gets +2/+0 until end of turn.", Functional, nil},
		{"each blocker beyond the first", "Jungle Wurm", "For each creature assigned to block it beyond the first, Jungle Wurm gets -1/-1 until end of turn.", "Whenever Jungle Wurm becomes blocked, it gets -1/-1 until end of turn for each creature blocking it beyond the first.", Templating, []string{"assigned-to-block-trigger"}},
		{"each blocker beyond the first, more", "Jungle Wurm", "For each creature assigned to block it beyond the first, Jungle Wurm gets -1/-1 until end of turn.", "Whenever Jungle Wurm becomes blocked, it gets -2/-2 until end of turn for each creature blocking it beyond the first.", Functional, nil},
		{"spells countered unless paid as a cast trigger", "Nether Void", "All spells cast are countered unless their casters pay an additional {3}.", "Whenever a player plays a spell, counter it unless its controller pays {3}.", Templating, []string{"countered-unless-trigger"}},
		{"spells countered unless paid, more", "Nether Void", "All spells cast are countered unless their casters pay an additional {3}.", "Whenever a player plays a spell, counter it unless its controller pays {4}.", Functional, nil},
		{"instants countered unless their cost is paid", "In the Eye of Chaos", "All instants and interrupts are countered unless their caster pays an additional {X}, where X is the casting cost of the spell being cast.", "Whenever a player plays an instant spell, counter it unless that player pays {X}, where X is its converted mana cost.", Templating, []string{"countered-unless-trigger"}},
		{"instants countered, sorceries too", "In the Eye of Chaos", "All instants and interrupts are countered unless their caster pays an additional {X}, where X is the casting cost of the spell being cast.", "Whenever a player plays an instant or sorcery spell, counter it unless that player pays {X}, where X is its converted mana cost.", Functional, nil},
		{"blocking or blocked by destroyed as a block trigger", "Abomination", "All green or white creatures blocking or blocked by Abomination are destroyed at the end of combat.", "Whenever Abomination blocks or becomes blocked by a green or white creature, destroy that creature at end of combat.", Templating, []string{"blocking-or-blocked-trigger"}},
		{"blocking or blocked by destroyed, another colour", "Abomination", "All green or white creatures blocking or blocked by Abomination are destroyed at the end of combat.", "Whenever Abomination blocks or becomes blocked by a green or black creature, destroy that creature at end of combat.", Functional, nil},
		{"blocking or blocked by can't regenerate", "Lim-Dûl's Cohort", "Creatures blocking or blocked by Lim-Dûl's Cohort cannot regenerate this turn.", "Whenever Lim-Dûl's Cohort blocks or becomes blocked by a creature, that creature can't be regenerated this turn.", Templating, []string{"blocking-or-blocked-trigger"}},
		{"blocking non-walls and all blocked", "Infernal Medusa", "All non-wall creatures blocking Infernal Medusa are destroyed at the end of combat, as are all creatures blocked by Infernal Medusa.", "Whenever Infernal Medusa blocks or becomes blocked by a non-Wall creature, destroy that creature at end of combat.", Functional, nil},
		// A mana ability resolves as it is activated (605.3b): a cost
		// paid by its effect is paid at the same moment.
		{"a mana ability's cost in its effect", "Coal Golem", "{3}: Sacrifice Coal Golem to add {R}{R}{R} to your mana pool. This ability is played as an interrupt.", "{3}, Sacrifice Coal Golem: Add {R}{R}{R} to your mana pool.", Templating, nil},
		{"a mana ability's counter in its effect", "Iceberg", "{0}: Remove an ice counter from Iceberg to add one colorless mana to your mana pool. Play this ability as an interrupt.", "Remove an ice counter from Iceberg: Add {1} to your mana pool.", Templating, nil},
		{"a cost in the effect of another ability", "Coal Golem", "{3}: Sacrifice Coal Golem to draw a card.", "{3}, Sacrifice Coal Golem: Draw a card.", Functional, nil},
		{"a cost in the effect of an ability adding mana to a target", "Coal Golem", "{3}: Sacrifice Coal Golem to have target player add {R}{R}{R} to his or her mana pool.", "{3}, Sacrifice Coal Golem: Target player adds {R}{R}{R} to his or her mana pool.", Functional, nil},
		{"an interrupt is an instant", "Burnout", "Counter target interrupt spell if it is blue.", "Counter target instant spell if it's blue.", Templating, []string{"older-amounts-and-types"}},
		{"an interrupt is an instant, not a sorcery", "Burnout", "Counter target interrupt spell if it is blue.", "Counter target sorcery spell if it's blue.", Functional, nil},
		{"interrupts in a list of types", "Bösium Strip", "Until end of turn, if the top card in your graveyard is an instant, interrupt, or sorcery card, you may play that card.", "Until end of turn, if the top card in your graveyard is an instant or sorcery card, you may play that card.", Templating, []string{"older-amounts-and-types"}},
		{"interrupts in a list of types, one left out", "Bösium Strip", "Until end of turn, if the top card in your graveyard is an instant, interrupt, or sorcery card, you may play that card.", "Until end of turn, if the top card in your graveyard is an instant card, you may play that card.", Functional, nil},
		{"an enchantment spell that targets", "Ring of Immortals", "{3}{T}: Counter target interrupt or enchantment. Can only counter spells which target a permanent under your control. This ability is played as an interrupt.", "{3}, {T}: Counter target instant or Aura spell that targets a permanent you control.", Templating, []string{"older-amounts-and-types"}},
		{"an enchantment spell that targets, an opponent's", "Ring of Immortals", "{3}{T}: Counter target interrupt or enchantment. Can only counter spells which target a permanent under your control. This ability is played as an interrupt.", "{3}, {T}: Counter target instant or Aura spell that targets a permanent an opponent controls.", Functional, nil},
		{"interrupts and mana sources in a list of types", "Mystical Tutor", "Search your library for an instant, interrupt, mana source, or sorcery card.", "Search your library for an instant or sorcery card.", Templating, []string{"older-amounts-and-types"}},
		{"as though just summoned, a sentence", "Reincarnation", "Return target creature card from your graveyard to play. Treat this creature as though it were just summoned.", "Return target creature card from your graveyard to play.", Templating, []string{"as-though-just-played"}},
		{"as though just cast, under your control", "False Demise", "When enchanted creature is put into a graveyard, return that creature to play under your control as though it were just cast.", "When enchanted creature is put into a graveyard, return that creature to play under your control.", Templating, []string{"as-though-just-played"}},
		{"as though just summoned, and tapped", "Reincarnation", "Return target creature card from your graveyard to play. Treat this creature as though it were just summoned.", "Return target creature card from your graveyard to play tapped.", Functional, nil},
		{"each player skips the discard phase", "Anvil of Bogardan", "Each player skips his or her discard phase.", "Players have no maximum hand size.", Templating, []string{"discard-phase-hand-size"}},
		{"discard all but two in the discard phase", "Recycle", "During your discard phase, choose and discard all but two cards.", "Your maximum hand size is two.", Templating, []string{"discard-phase-hand-size"}},
		{"discard all but two, a hand size of three", "Recycle", "During your discard phase, choose and discard all but two cards.", "Your maximum hand size is three.", Functional, nil},
		{"pools that don't empty as phases end", "Upwelling", "Mana pools don't empty at the end of phases or turns. (This effect stops mana burn.)", "Players don't lose unspent mana as steps and phases end.", Templating, []string{"mana-burn-phases"}},
		{"pools that don't empty, only yours", "Upwelling", "Mana pools don't empty at the end of phases or turns. (This effect stops mana burn.)", "You don't lose unspent mana as steps and phases end.", Functional, nil},
		{"counters removed as the old cost", "Triskelion", "Triskelion gets three +1/+1 counters when cast. Controller may discard a +1/+1 counter at any time to do 1 damage to any target.", "Triskelion comes into play with three +1/+1 counters on it.\nRemove a +1/+1 counter from Triskelion: Triskelion deals 1 damage to target creature or player.", Templating, nil},
		{"counters removed as the old cost, two", "Triskelion", "Triskelion gets three +1/+1 counters when cast. Controller may discard a +1/+1 counter at any time to do 1 damage to any target.", "Triskelion comes into play with three +1/+1 counters on it.\nRemove two +1/+1 counters from Triskelion: Triskelion deals 1 damage to target creature or player.", Functional, nil},
		{"counters when cast, four", "Triskelion", "Triskelion gets three +1/+1 counters when cast. Controller may discard a +1/+1 counter at any time to do 1 damage to any target.", "Triskelion comes into play with four +1/+1 counters on it.\nRemove a +1/+1 counter from Triskelion: Triskelion deals 1 damage to target creature or player.", Functional, nil},
		{"a bonus when attacking as the attack trigger", "Aurochs", "When attacking, Aurochs gets +1/+0 for each other Aurochs that attacks.", "Whenever Aurochs attacks, it gets +1/+0 until end of turn for each other attacking Aurochs.", Templating, []string{"when-attacking-trigger"}},
		{"a bonus when attacking, for each attacker", "Aurochs", "When attacking, Aurochs gets +1/+0 for each other Aurochs that attacks.", "Whenever Aurochs attacks, it gets +1/+0 until end of turn for each other attacking creature.", Functional, nil},
		{"a bonus when blocking or blocked", "Chub Toad", "Chub Toad gets +2/+2 until end of turn when blocking or blocked.", "Whenever Chub Toad blocks or becomes blocked, it gets +2/+2 until end of turn.", Templating, []string{"when-attacking-trigger"}},
		{"a bonus when blocking or blocked, blocking only", "Chub Toad", "Chub Toad gets +2/+2 until end of turn when blocking or blocked.", "Whenever Chub Toad blocks, it gets +2/+2 until end of turn.", Functional, nil},
		{"walls can't attack, and can't block", "Angelic Wall", "Flying\nWalls can't attack.", "Defender, flying\nAngelic Wall can't block.", Functional, nil},
		// Player, opponent and zone wording of the two-player games.
		{"your opponent in a condition", "Wu Admiral", "As long as your opponent has an island in play, Wu Admiral gets +1/+1.", "Wu Admiral gets +1/+1 as long as an opponent controls an Island.", Templating, nil},
		{"your opponent in a condition, another land", "Wu Admiral", "As long as your opponent has an island in play, Wu Admiral gets +1/+1.", "Wu Admiral gets +1/+1 as long as an opponent controls a Swamp.", Functional, nil},
		{"your opponent dealt damage as a target", "Lava Axe", "Lava Axe deals 5 damage to your opponent.", "Lava Axe deals 5 damage to target opponent.", Functional, nil},
		{"target opponent in a static ability", "Pallimud", "Pallimud has power equal to the number of tapped lands target opponent controls.", "As Pallimud comes into play, choose an opponent.\nPallimud's power is equal to the number of tapped lands the chosen player controls.", Templating, []string{"target-opponent-not-targeted"}},
		{"target opponent in a static ability, untapped lands", "Pallimud", "Pallimud has power equal to the number of tapped lands target opponent controls.", "As Pallimud comes into play, choose an opponent.\nPallimud's power is equal to the number of untapped lands the chosen player controls.", Functional, nil},
		{"target opponent in a trigger condition", "Insight", "Whenever target opponent successfully casts a green spell, draw a card.", "Whenever an opponent plays a green spell, you draw a card.", Templating, []string{"target-opponent-not-targeted"}},
		{"target opponent in a trigger's effect", "Ravenous Rats", "When Ravenous Rats comes into play, target opponent discards a card.", "When Ravenous Rats comes into play, an opponent discards a card.", Functional, nil},
		{"target opponent in an activation's restriction", "Keeper of the Mind", "{U}, {T}: Draw a card. Play this ability only if target opponent has at least two more cards in hand than you.", "{U}, {T}: Draw a card. Play this ability only if an opponent has at least two more cards in hand than you.", Functional, nil},
		{"all players except caster", "Syphon Soul", "Syphon Soul does 2 damage to all players except caster. Caster gains life points equal to the amount of damage done by Syphon Soul.", "Syphon Soul deals 2 damage to each other player. You gain life equal to the damage dealt this way.", Templating, []string{"all-players-except-caster"}},
		{"all players except caster as each player", "Syphon Soul", "Syphon Soul does 2 damage to all players except caster.", "Syphon Soul deals 2 damage to each player.", Functional, nil},
		{"look at target opponent's hand as reveal", "Duress", "Look at target opponent's hand and choose a noncreature, nonland card there. That player discards that card.", "Target opponent reveals his or her hand. You choose a noncreature, nonland card from it. That player discards that card.", Templating, []string{"look-at-hand-reveals"}},
		{"look at target player's hand as reveal", "Unmask", "Look at target player's hand and choose a nonland card from it. That player discards that card.", "Target player reveals his or her hand. You choose a nonland card from it. That player discards that card.", Functional, nil},
		{"while in play of a permanent", "Conversion", "All Mountains are Plains while Conversion is in play.", "All Mountains are Plains.", Templating, []string{"while-in-play"}},
		{"while tapped of a permanent", "Conversion", "All Mountains are Plains while Conversion is tapped.", "All Mountains are Plains.", Functional, nil},
		{"an additional land on your turns", "Exploration", "You may play an additional land each turn.", "You may play an additional land on each of your turns.", Templating, []string{"additional-land-your-turns"}},
		{"two additional lands on your turns", "Exploration", "You may play an additional land each turn.", "You may play two additional lands on each of your turns.", Functional, nil},
		{"that opponent as that player", "Face to Face", "You and target opponent play a match. If you win, Face to Face deals 5 damage to that opponent.", "You and target opponent play a match. If you win, Face to Face deals 5 damage to that player.", Templating, []string{"that-opponent"}},
		{"may not attack if opponent controls", "Orgg", "Orgg may not attack if opponent controls an untapped creature of power greater than 2.", "Orgg can't attack if defending player controls an untapped creature with power 3 or greater.", Templating, []string{"attack-restriction-opponent"}},
		{"can attack only if defending player has", "Deep-Sea Serpent", "Deep-Sea Serpent can attack only if the defending player has an island in play.", "Deep-Sea Serpent can't attack unless defending player controls an Island.", Templating, []string{"attack-restriction-opponent"}},
		{"can attack only if, another land", "Deep-Sea Serpent", "Deep-Sea Serpent can attack only if the defending player has an island in play.", "Deep-Sea Serpent can't attack unless defending player controls a Swamp.", Functional, nil},
		{"the number of swamps its controller has in play", "Nightmare", "Nightmare's power and toughness are each equal to the number of swamps its controller has in play.", "Nightmare's power and toughness are each equal to the number of Swamps you control.", Templating, []string{"cards-you-have-in-play"}},
		{"shuffled into your library as its owner's", "Angel of Fury", "Flying\nWhen Angel of Fury dies, you may shuffle it into your library.", "Flying\nWhen Angel of Fury dies, you may shuffle it into its owner's library.", Templating, []string{"owners-zone-yours"}},
		{"shuffled into your graveyard as its owner's library", "Angel of Fury", "Flying\nWhen Angel of Fury dies, you may shuffle it into your graveyard.", "Flying\nWhen Angel of Fury dies, you may shuffle it into its owner's library.", Functional, nil},
		{"cards counted in your graveyard and in its owner's", "X", "X's power is equal to the number of cards in your graveyard.", "X's power is equal to the number of cards in its owner's graveyard.", Functional, nil},
		{"its controller's untap step as yours", "Nettle Sentinel", "Nettle Sentinel doesn't untap during its controller's untap step.", "Nettle Sentinel doesn't untap during your untap step.", Templating, []string{"own-controller-you"}},
		{"its controller's untap step as each player's", "Nettle Sentinel", "Nettle Sentinel doesn't untap during its controller's untap step.", "Nettle Sentinel doesn't untap during each player's untap step.", Functional, nil},
		{"the caster as that player", "Nether Void", "Whenever a player plays a spell, counter it unless its controller pays {3}.", "Whenever a player casts a spell, counter it unless that player pays {3}.", Templating, []string{"spell-caster-that-player"}},
		{"the caster as that player, another amount", "Nether Void", "Whenever a player plays a spell, counter it unless its controller pays {3}.", "Whenever a player casts a spell, counter it unless that player pays {4}.", Functional, nil},
		{"cards drawn put into your hand", "Goblin Lore", "Draw four cards and put them into your hand. Then discard three cards at random from your hand.", "Draw four cards, then discard three cards at random.", Templating, nil},
		{"cards drawn put on top of your library", "Goblin Lore", "Draw four cards and put them on top of your library.", "Draw four cards.", Functional, nil},
		{"for each player who does as each opponent", "Tempt with Vengeance", "Tempting offer — Create X 1/1 red Elemental creature tokens with haste. Each opponent may create X 1/1 red Elemental creature tokens with haste. For each player who does, create X 1/1 red Elemental creature tokens with haste.", "Tempting offer — Create X 1/1 red Elemental creature tokens with haste. Each opponent may create X 1/1 red Elemental creature tokens with haste. For each opponent who does, create X 1/1 red Elemental creature tokens with haste.", Templating, []string{"each-opponent-who-does"}},
		{"for each player as each opponent who does", "Tempt with Vengeance", "Tempting offer — Create X 1/1 red Elemental creature tokens with haste. Each opponent may create X 1/1 red Elemental creature tokens with haste. For each player, create X 1/1 red Elemental creature tokens with haste.", "Tempting offer — Create X 1/1 red Elemental creature tokens with haste. Each opponent may create X 1/1 red Elemental creature tokens with haste. For each opponent who does, create X 1/1 red Elemental creature tokens with haste.", Functional, nil},
		{"abilities requiring an activation cost as activated abilities", "Null Rod", "Players cannot play any artifact abilities requiring an activation cost.", "Activated abilities of artifacts can't be played.", Templating, []string{"activated-abilities-cant-be-played"}},
		{"artifact abilities as creature abilities", "Null Rod", "Players cannot play any artifact abilities requiring an activation cost.", "Activated abilities of creatures can't be played.", Functional, nil},
		{"the number of swamps all players have in play", "Nightmare", "Nightmare's power and toughness are each equal to the number of swamps in play.", "Nightmare's power and toughness are each equal to the number of Swamps you control.", Functional, nil},
	}
	rewrites := DefaultRewrites()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := Compare(tt.old, tt.new)
			NewClassifier(rewrites, tt.card).Classify(d)
			if got := d.Class(); got != tt.want {
				t.Fatalf("class %s, want %s: %s", got, tt.want, render(d))
			}
			for _, id := range tt.rewrites {
				found := false
				for _, op := range d.Ops {
					found = found || slices.Contains(op.Rewrites, id)
				}
				if !found {
					t.Errorf("no change names rewrite %s: %+v", id, d.Ops)
				}
			}
		})
	}
}

// TestClassifyOldShortNames checks that a wording printed before Classic
// Sixth Edition may call the card by a part of its name, and no later one.
func TestClassifyOldShortNames(t *testing.T) {
	old, new := oracle.Date{}, oracle.Date{}
	tests := []struct {
		name, card, oldDate, old, new string
		want                          Class
	}{
		{"a last word", "D'Avenant Archer", "1995-06-01", "{T}: Archer does 1 damage to target attacking or blocking creature.", "{T}: D'Avenant Archer deals 1 damage to target attacking or blocking creature.", Templating},
		{"a last word after 1999", "D'Avenant Archer", "2001-06-01", "{T}: Archer deals 1 damage to target attacking or blocking creature.", "{T}: D'Avenant Archer deals 1 damage to target attacking or blocking creature.", Functional},
		{"two last words", "Goblin Rock Sled", "1995-06-01", "Rock Sled doesn't untap during your untap step if it attacked during your last turn.", "Goblin Rock Sled doesn't untap during your untap step if it attacked during your last turn.", Templating},
		{"a kind of object", "Goblin Offensive", "1995-06-01", "Put X Goblin tokens into play. Treat these tokens as 1/1 red creatures.", "Put X 1/1 red Goblin creature tokens into play.", Templating},
		{"after a determiner", "Metallic Sliver", "1997-06-01", "{T}: Put a +1/+1 counter on each Sliver.", "{T}: Put a +1/+1 counter on Metallic Sliver.", Functional},
		{"a word of the rules", "Get a Life", "1998-08-11", "Target player and each of his or her teammates exchange life totals.", "Target player and each of his or her teammates exchange Get a Life totals.", Functional},
	}
	rewrites := DefaultRewrites()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := old.UnmarshalText([]byte(tt.oldDate)); err != nil {
				t.Fatal(err)
			}
			if err := new.UnmarshalText([]byte("2009-07-31")); err != nil {
				t.Fatal(err)
			}
			d := Compare(tt.old, tt.new)
			NewClassifier(rewrites, tt.card).WithDates(old, new).Classify(d)
			if got := d.Class(); got != tt.want {
				t.Fatalf("class %s, want %s: %s", got, tt.want, render(d))
			}
		})
	}
}

// TestClassifyMixed checks that a templating change next to a functional
// one keeps its own class.
func TestClassifyMixed(t *testing.T) {
	d := Compare("Remove target creature from the game. Draw a card.", "Exile target creature. Draw two cards.")
	NewClassifier(DefaultRewrites(), "X").Classify(d)
	classes := map[Class]int{}
	for _, op := range d.Ops {
		if op.Kind != Equal {
			classes[op.Class]++
		}
	}
	if classes[Templating] == 0 || classes[Functional] == 0 {
		t.Errorf("classes %v, want both: %s", classes, render(d))
	}
}

func TestLoadRewrites(t *testing.T) {
	rw, err := LoadRewrites(mtgoracle.Rewrites)
	if err != nil {
		t.Fatal(err)
	}
	if len(rw) == 0 {
		t.Fatal("data/rewrites.yaml has no rewrites")
	}
	// Each mistake is reported at its file:line:col.
	bad := []struct{ src, want string }{
		{"rewrites:\n  - id: a\n    patterns: [{from: '(', to: ''}]\n", "rewrites.yaml:3:16: rewrite a: pattern 1"},
		{"rewrites:\n  - id: a\n    since: 2024-13\n    patterns: [{from: 'x', to: ''}]\n", "rewrites.yaml:2:5: rewrite a: since"},
		{"rewrites:\n  - id: a\n    patterns: []\n", "rewrites.yaml:2:5: rewrite a: no patterns"},
		{"rewrites:\n  - summary: x\n    patterns: [{from: 'x', to: ''}]\n", "rewrites.yaml:2:5: rewrite without an id"},
		{"rewrites:\n  - id: a\n    patterns: [{from: 'x', to: ''}]\n  - id: a\n    patterns: [{from: 'y', to: ''}]\n", "rewrites.yaml:4:5: rewrite a: id given before"},
		{"rewrites:\n  - id: a\n    bogus: 1\n", `rewrites.yaml:3:5: unknown field "bogus"`},
		{"rewrites:\n  - id: a\n    patterns: [{from: '(x) spell', to: '${1}y $1spell'}]\n", `rewrites.yaml:3:16: rewrite a: pattern 1: "$1s" in to names no group; write ${1}`},
		{"rewrites:\n  - id: a\n    rules: ['306.7', '3067']\n    patterns: [{from: 'x', to: ''}]\n", `rewrites.yaml:2:5: rewrite a: rules: "3067" is not a rule number`},
		{"rewrites:\n  - id: a\n    keep: [x]\n    patterns: [{from: '(x)', to: ''}]\n", "rewrites.yaml:2:5: rewrite a: needs, needs_any, ability_has, ability_lacks and keep are read only in meanings"},
		{"meanings:\n  - id: a\n    keep: [x]\n    patterns:\n      - {from: 'x', to: ''}\n", "rewrites.yaml:5:9: meaning a: pattern 1: keep needs a group to read"},
		{"rewrites:\n  - id: a\n    until: 2009-13\n    patterns: [{from: 'x', to: ''}]\n", "rewrites.yaml:2:5: rewrite a: until"},
		{"rewrites:\n  - id: a\n    since: 2009-07\n    until: 2009-07\n    patterns: [{from: 'x', to: ''}]\n", "rewrites.yaml:2:5: rewrite a: until 2009-07 is not after since 2009-07"},
		{"meanings:\n  - id: a\n    needs: x\n    patterns: [{from: 'x', to: ''}]\n", `rewrites.yaml:3:12: want a list, found "x"`},
	}
	for _, b := range bad {
		if _, err := LoadRewrites([]byte(b.src)); err == nil || !strings.Contains(err.Error(), b.want) {
			t.Errorf("LoadRewrites(%q) = %v, want an error with %q", b.src, err, b.want)
		}
	}
	// The data file's meanings are read, each with its patterns.
	if _, meanings, err := LoadRewritesFile("data/rewrites.yaml", mtgoracle.Rewrites); err != nil || len(meanings) == 0 {
		t.Errorf("data/rewrites.yaml: %d meanings, %v", len(meanings), err)
	}
}

// TestClassifyKeywordDefinitions checks that a keyword that comes for the
// words of its definition is templating, and that each wording is read by
// the definitions of its own date: lifelink was the trigger "whenever this
// creature deals damage, you gain that much life" until Magic 2010's rules
// (2009-07-11), and a card that lost the keyword for the trigger then kept
// what it did.
func TestClassifyKeywordDefinitions(t *testing.T) {
	tests := []struct {
		card, old, new, date string
		want                 Class
		// oldDate is the older wording's date, when known.
		oldDate string
	}{
		{"Zebra Unicorn", "For each 1 damage Zebra Unicorn deals, gain 1 life.", "Lifelink (Whenever this creature deals damage, you gain that much life.)", "2009-04-30", Templating, ""},
		{"Zebra Unicorn", "For each 1 damage Zebra Unicorn deals, gain 1 life.", "Lifelink (Damage dealt by this creature also causes you to gain that much life.)", "2013-12-25", Functional, ""},
		{"X", "Flying\nWhenever X deals damage, you gain that much life.", "Flying, lifelink", "2009-04-30", Templating, ""},
		{"X", "Flying\nWhenever X deals damage, you gain that much life.", "Flying, lifelink", "2018-11-07", Functional, ""},
		// A wording of no known date is read with every rewrite.
		{"X", "Flying\nWhenever X deals damage, you gain that much life.", "Flying, lifelink", "", Templating, ""},
		{"Exalted Angel", "Flying; lifelink (Whenever this creature deals damage, you gain that much life.)", "Flying\nWhenever Exalted Angel deals damage, you gain that much life.", "2013-12-25", Templating, "2009-04-30"},
		{"Exalted Angel", "Flying, lifelink", "Flying\nWhenever Exalted Angel deals damage, you gain that much life.", "2013-12-25", Functional, "2010-01-01"},
		{"Shelldock Isle", "Hideaway (This land enters the battlefield tapped. When it does, look at the top four cards of your library, exile one face down, then put the rest on the bottom of your library.)\n{T}: Add {U}.", "Hideaway 4 (When this land enters, look at the top four cards of your library, exile one face down, then put the rest on the bottom in a random order.)\nThis land enters tapped.\n{T}: Add {U}.", "2025-06-27", Templating, "2009-04-30"},
		{"Shelldock Isle", "Hideaway 4\n{T}: Add {U}.", "Hideaway 4\nThis land enters tapped.\n{T}: Add {U}.", "2025-06-27", Functional, "2023-01-01"},
		{"Yavimaya Ants", "Trample\nCumulative Upkeep: {G}{G}\nYavimaya Ants can attack the turn it comes into play on your side.", "Trample, haste\nCumulative upkeep {G}{G}", "2009-04-30", Templating, ""},
		{"Timber Wolves", "Bands", "Banding", "2009-04-30", Templating, ""},
		{"Timber Wolves", "Bands", "Bands with other Wolves", "2009-04-30", Functional, ""},
		{"Wind Spirit", "Flying\nCannot be blocked by only one creature.", "Flying\nWind Spirit can't be blocked except by two or more creatures.", "2009-04-30", Templating, ""},
		{"Squirming Mass", "Squirming Mass can't be blocked except by artifact creatures and black creatures.", "Fear", "2009-04-30", Templating, ""},
		{"Squirming Mass", "Squirming Mass can't be blocked except by artifact creatures.", "Fear", "2009-04-30", Functional, ""},
		{"Deadly Insect", "Cannot be the target of spells or effects.", "Shroud (This permanent can't be the target of spells or abilities.)", "2009-04-30", Templating, ""},
		{"True Believer", "You can't be the target of spells or abilities.", "You have shroud. (You can't be the target of spells or abilities.)", "2009-04-30", Templating, ""},
		{"Leyline of Sanctity", "You can't be the target of spells or abilities your opponents control.", "You have hexproof.", "2018-11-07", Templating, ""},
		{"Leyline of Sanctity", "You can't be the target of spells or abilities.", "You have hexproof.", "2018-11-07", Functional, ""},
		{"Giant Spider", "Does not fly, but can block flying creatures.", "Reach (This creature can block creatures with flying.)", "2009-04-30", Templating, ""},
		{"Serra Angel", "Flying\nDoes not tap when attacking.", "Flying, vigilance", "2009-04-30", Templating, ""},
		{"King Cheetah", "You may choose to play King Cheetah whenever you could play an instant.", "Flash", "2009-04-30", Templating, ""},
		{"Curate", "Look at the top two cards of your library. Put any number of them into your graveyard and the rest back on top of your library in any order.\nDraw a card.", "Surveil 2. (Look at the top two cards of your library, then put any number of them into your graveyard and the rest on top of your library in any order.)\nDraw a card.", "2025-06-27", Templating, ""},
		{"Curate", "Look at the top two cards of your library. Put any number of them into your graveyard and the rest back on top of your library in any order.\nDraw a card.", "Surveil 3.\nDraw a card.", "2025-06-27", Functional, ""},
		{"Darksteel Ingot", "Darksteel Ingot is indestructible. (\"Destroy\" effects and lethal damage don't destroy it.)\n{T}: Add one mana of any color to your mana pool.", "Indestructible\n{T}: Add one mana of any color.", "2018-11-07", Templating, ""},
		{"Shivan Dragon", "Flying, {R} +1/+0 until end of turn.", "Flying\n{R}: Shivan Dragon gets +1/+0 until end of turn.", "2009-04-30", Templating, ""},
		{"Emerald Dragonfly", "Flying, {G}{G} First strike until end of turn.", "Flying\n{G}{G}: Emerald Dragonfly gains first strike until end of turn.", "2009-04-30", Templating, ""},
	}
	c := NewClassifier(DefaultRewrites())
	for _, tt := range tests {
		cl := c.For(tt.card)
		var dates [2]oracle.Date
		for i, s := range []string{tt.oldDate, tt.date} {
			if s == "" {
				continue
			}
			d, err := oracle.ParseDate(s)
			if err != nil {
				t.Fatal(err)
			}
			dates[i] = d
		}
		cl = cl.WithDates(dates[0], dates[1])
		d := Compare(tt.old, tt.new)
		cl.Classify(d)
		if got := d.Class(); got != tt.want {
			t.Errorf("%s of %s and %s: %q to %q: %s, want %s (%q)", tt.card, tt.oldDate, tt.date, tt.old, tt.new, got, tt.want, d.Why())
		}
	}
}

// TestClassifyEmptyWording checks wordings with no text on one side or
// both: a vanilla card, or one printed without text.
func TestClassifyEmptyWording(t *testing.T) {
	tests := []struct {
		name, old, new string
		want           Class
	}{
		{"both empty", "", "", ""},
		{"printed without text", "", "Flying", Functional},
		{"text removed", "Flying", "", Functional},
		{"reminder text only", "", "(This creature can't block.)", Templating},
		{"blank against empty", " ", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := Compare(tt.old, tt.new)
			NewClassifier(DefaultRewrites(), "Savannah Lions").Classify(d)
			if got := d.Class(); got != tt.want {
				t.Errorf("class %q, want %q: %+v", got, tt.want, d.Ops)
			}
		})
	}
}

// TestClassifyCastingCost checks the casting-cost rewrite against Karn,
// Silver Golem's wordings: its 1998 erratum, "its casting cost" (the mana
// symbols printed) to "its total casting cost" (a number), is functional;
// "total casting cost" to "converted mana cost" and then "mana value" is
// templating.
func TestClassifyCastingCost(t *testing.T) {
	const ability = "{1}: Target noncreature artifact is an artifact creature with power and toughness each equal to its %s until end of turn."
	tests := []struct {
		old, new string
		want     Class
	}{
		{"casting cost", "total casting cost", Functional},
		{"total casting cost", "converted mana cost", Templating},
		{"total casting cost", "mana value", Templating},
		{"casting cost", "mana cost", Templating},
		{"casting cost", "converted mana cost", Functional},
	}
	c := NewClassifier(DefaultRewrites(), "Karn, Silver Golem")
	for _, tt := range tests {
		d := Compare(fmt.Sprintf(ability, tt.old), fmt.Sprintf(ability, tt.new))
		c.Classify(d)
		if got := d.Class(); got != tt.want {
			t.Errorf("%q to %q: class %s, want %s", tt.old, tt.new, got, tt.want)
		}
	}
}

// TestClassifyTags checks that each change names the rewrites of its own
// words, not every rewrite of the wording, and that a change inside
// reminder text is templating though the reminder text starts in a
// functional change.
func TestClassifyTags(t *testing.T) {
	tests := []struct {
		name, card, old, new string
		want                 map[string][]string // a change's added text: its rewrites
		class                map[string]Class
	}{
		{
			name: "two updates", card: "Krovikan Horror",
			old:  "At end of turn, draw a card.\n{1}: Krovikan Horror deals 1 damage to target creature or player.",
			new:  "At the beginning of the next end step, draw a card.\n{1}: This creature deals 1 damage to any target.",
			want: map[string][]string{"any ": {"any-target"}, "the beginning": {"end-step"}, "the next end step": {"end-step"}},
		},
		{
			name: "reminder parenthesis", card: "Leviathan",
			old:   "Leviathan may not attack unless you sacrifice two islands during your attack.",
			new:   "This creature can't attack unless you sacrifice two Islands. (This cost is paid as attackers are declared.)",
			class: map[string]Class{")": Templating},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := Compare(tt.old, tt.new)
			NewClassifier(DefaultRewrites(), tt.card).Classify(d)
			seen := 0
			for _, op := range d.Ops {
				if want, ok := tt.want[op.New]; ok {
					seen++
					if !slices.Equal(op.Rewrites, want) {
						t.Errorf("%q: rewrites %v, want %v", op.New, op.Rewrites, want)
					}
				}
				if want, ok := tt.class[op.New]; ok {
					seen++
					if op.Class != want {
						t.Errorf("%q: class %s, want %s", op.New, op.Class, want)
					}
				}
			}
			if seen != len(tt.want)+len(tt.class) {
				t.Errorf("found %d of the changes, want %d: %s", seen, len(tt.want)+len(tt.class), render(d))
			}
		})
	}
}

func TestWhy(t *testing.T) {
	tests := []struct {
		old, new string
		want     []string
	}{
		{"Utvara Scalper attacks each turn if able.", "Utvara Scalper attacks each combat if able.", []string{`"turn" becomes "combat"`, `changes timing "turn" to "combat"`}},
		{"Deals 2 damage to target opponent.", "Deals 2 damage to target opponent or planeswalker.", []string{"planeswalker-redirect"}},
		{"Prevent all damage that would be dealt to target player this turn.", "Prevent all damage that would be dealt to target player or planeswalker this turn.", []string{`adds "or planeswalker"`, `adds type "planeswalker"`}},
		{"Remove target creature from the game.", "Exile target creature.", []string{"exile"}},
		{"Whenever a red spell is played, you may pay {3}.", "Whenever a player casts a red spell, you may pay {3}.", []string{"cast", "player-casts"}},
		{"Search your library for two Forest cards.", "Search your library for up to two Forest cards.", []string{"search-up-to"}},
		{"Draw a card.", "Draw a card.", []string{}},
	}
	for _, tt := range tests {
		d := Compare(tt.old, tt.new)
		NewClassifier(DefaultRewrites(), "Utvara Scalper").Classify(d)
		if got := d.Why(); !slices.Equal(got, tt.want) {
			t.Errorf("Why(%q, %q) = %q, want %q", tt.old, tt.new, got, tt.want)
		}
	}
}

// TestRewritesBoundaryBeforeName checks that no rewrite puts a word
// boundary before a group that may start with the card's name, "~": the
// name follows a blank or starts the text, where "\b" does not match
// before it, so the alternative could never match.
func TestRewritesBoundaryBeforeName(t *testing.T) {
	for _, rw := range DefaultRewrites() {
		for _, p := range rw.Patterns {
			if strings.Contains(p.From, `\b~`) {
				t.Errorf("rewrite %s: %q: \\b before ~", rw.ID, p.From)
			}
			for _, alt := range []string{`\b(`, `\b(?:`} {
				for rest := p.From; ; {
					i := strings.Index(rest, alt)
					if i < 0 {
						break
					}
					rest = rest[i+len(alt):]
					group, _, _ := strings.Cut(rest, ")")
					if slices.ContainsFunc(strings.Split(group, "|"), func(a string) bool { return strings.HasPrefix(a, "~") }) {
						t.Errorf("rewrite %s: %q: \\b before a group with ~", rw.ID, p.From)
					}
				}
			}
		}
	}
}

// TestClassifyLegendaryShortName: a legendary card's text may call it by
// the first word of its name ("Zur" for "Zur the Enchanter", "Karn" for
// "Karn Liberated"); a card that is not legendary is not called so ("Into
// the North" is not "Into"), nor by a word that is one of its creature
// types (Sliver Queen's Sliver tokens).
func TestClassifyLegendaryShortName(t *testing.T) {
	tests := []struct {
		name, card, typeLine, old, new string
		want                           Class
	}{
		{"legendary", "Zur the Enchanter", "Legendary Creature — Human Wizard",
			"Whenever Zur the Enchanter attacks, you may search your library for an enchantment card.",
			"Whenever Zur attacks, you may search your library for an enchantment card.", Templating},
		{"legendary face", "Jaraku the Interloper", "Legendary Creature — Spirit",
			"Remove a ki counter from Jaraku the Interloper: Counter target spell unless its controller pays {2}.",
			"Remove a ki counter from Jaraku: Counter target spell unless its controller pays {2}.", Templating},
		{"legendary of", "Hivis of the Scale", "Legendary Creature — Viashino Shaman",
			"You may choose not to untap Hivis of the Scale during your untap step.",
			"You may choose not to untap Hivis during your untap step.", Templating},
		{"planeswalker", "Karn Liberated", "Legendary Planeswalker — Karn",
			"−3: Exile target permanent. Karn Liberated deals 1 damage to you.",
			"−3: Exile target permanent. Karn deals 1 damage to you.", Templating},
		{"a creature type", "Sliver Queen", "Legendary Creature — Sliver",
			"{2}: Create a 1/1 colorless Sliver creature token.",
			"{2}: Create a 1/1 colorless Sliver Queen creature token.", Functional},
		{"not legendary", "Zur the Enchanter", "Creature — Human Wizard",
			"Whenever Zur the Enchanter attacks, you may search your library for an enchantment card.",
			"Whenever Zur attacks, you may search your library for an enchantment card.", Functional},
		{"no type line", "Zur the Enchanter", "",
			"Whenever Zur the Enchanter attacks, you may search your library for an enchantment card.",
			"Whenever Zur attacks, you may search your library for an enchantment card.", Functional},
		{"a word that is not the card", "Into the North", "Snow Sorcery",
			"Search your library for a snow land card and put it into play tapped.",
			"Search your library for a snow land card and put it onto the battlefield tapped.", Templating},
		{"legendary, another card", "Zur the Enchanter", "Legendary Creature — Human Wizard",
			"Whenever Zur the Enchanter attacks, you may search your library for an enchantment card.",
			"Whenever Zur the Wise attacks, you may search your library for an enchantment card.", Functional},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := Compare(tt.old, tt.new)
			NewClassifier(DefaultRewrites(), tt.card).WithTypeLine(tt.typeLine).Classify(d)
			if d.Class() != tt.want {
				t.Fatalf("class %s, want %s (why %q)", d.Class(), tt.want, d.Why())
			}
		})
	}
}

// TestClassifyVanguardCharacter checks that a Vanguard card is called by
// its character's name, the card's name without "Avatar", and only a
// Vanguard card.
func TestClassifyVanguardCharacter(t *testing.T) {
	tests := []struct {
		name, typeLine string
		want           Class
	}{
		{"vanguard", "Vanguard", Templating},
		{"not a vanguard card", "Legendary Creature — Elemental", Functional},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := Compare("{2}: Rumbling Slum deals 1 damage to each opponent.", "{2}: Rumbling Slum Avatar deals 1 damage to each opponent.")
			NewClassifier(DefaultRewrites(), "Rumbling Slum Avatar").WithTypeLine(tt.typeLine).Classify(d)
			if got := d.Class(); got != tt.want {
				t.Errorf("class %s, want %s: %s", got, tt.want, render(d))
			}
			// A character's name with a short name of its own ("Bosh").
			d = Compare("{X}: Bosh, Iron Golem deals X damage to target creature or player.", "{X}: Bosh, Iron Golem Avatar deals X damage to any target.")
			NewClassifier(DefaultRewrites(), "Bosh, Iron Golem Avatar").WithTypeLine(tt.typeLine).Classify(d)
			if got := d.Class(); got != tt.want {
				t.Errorf("class %s, want %s: %s", got, tt.want, render(d))
			}
		})
	}
}

// TestClassifyDeathtouchTrigger: deathtouch given by a wording of before
// Magic 2010's rules is the trigger it was then, and a later one's is not.
func TestClassifyDeathtouchTrigger(t *testing.T) {
	old := "{2}: Reveal the top card of your library. If it's a land, Cruel Deceiver gains \"Whenever Cruel Deceiver deals damage to a creature, destroy that creature\" until end of turn."
	new := "{2}: Reveal the top card of your library. If it's a land card, Cruel Deceiver gains deathtouch until end of turn."
	for _, tt := range []struct {
		newDate string
		want    Class
	}{{"2009-04-30", Templating}, {"2013-12-25", Functional}} {
		d := Compare(old, new)
		NewClassifier(DefaultRewrites(), "Cruel Deceiver").WithDates(oracle.MustDate("2004-10-01"), oracle.MustDate(tt.newDate)).Classify(d)
		if got := d.Class(); got != tt.want {
			t.Errorf("deathtouch of %s: class %s, want %s (why %q)", tt.newDate, got, tt.want, d.Why())
		}
	}
}

// TestClassifyRedSpellWhenCast: a Kobold's "this card is a red spell when
// cast and Kobolds are a red creature" is the color its Oracle text leaves
// to the color indicator (the color itself is a field of its own), and
// says nothing more.
func TestClassifyRedSpellWhenCast(t *testing.T) {
	old := "This card is a red spell when cast and Kobolds are a red creature."
	for _, tt := range []struct {
		new  string
		want Class
	}{{"Crimson Kobolds is red.", Templating}, {"Crimson Kobolds is red.\nFlying", Functional}} {
		d := Compare(old, tt.new)
		NewClassifier(DefaultRewrites(), "Crimson Kobolds").WithDates(oracle.MustDate("1994-06-01"), oracle.MustDate("2009-04-30")).Classify(d)
		if got := d.Class(); got != tt.want {
			t.Errorf("%q: class %s, want %s (why %q)", tt.new, got, tt.want, d.Why())
		}
	}
}

// TestClassifyIntrinsicMana: a basic land type's mana ability written out
// or left out is templating, only for that type's color and only when the
// type line holds the type (305.6).
func TestClassifyIntrinsicMana(t *testing.T) {
	tests := []typeLineCase{
		{"alpha's forest", "Basic Land — Forest", "Tap to add {G} to your mana pool.", "", Templating},
		{"a snow-covered forest", "Basic Snow Land — Forest", "{T}: Add {G} to your mana pool.", "", Templating},
		{"a reminder of it", "Basic Land — Forest", "Tap to add {G} to your mana pool.", "({T}: Add {G}.)", Templating},
		{"another color", "Basic Land — Forest", "Tap to add {R} to your mana pool.", "", Functional},
		{"no basic land type", "Legendary Land", "{T}: Add {G} to your mana pool.", "", Functional},
		{"another ability kept", "Basic Land — Forest", "{T}: Add {G} to your mana pool.\n{T}: Add {R} to your mana pool.", "", Functional},
	}
	checkTypeLineRule(t, tests, IntrinsicMana)
}

// TestClassifyNewerWordings: rewrites of the wordings of the snapshots
// from 2013 on, each read by the rules of its own date, with a near change
// each must leave functional.
func TestClassifyNewerWordings(t *testing.T) {
	tests := []struct {
		name, card, old, new, oldDate, newDate string
		want                                   Class
	}{
		{"mana kept without mana burn", "Sakiko, Mother of Summer",
			"Whenever a creature you control deals combat damage to a player, add that much {G} to your mana pool. This mana doesn't cause mana burn. Until end of turn, this mana doesn't empty from your mana pool as phases end.",
			"Whenever a creature you control deals combat damage to a player, add that much {G}. Until end of turn, you don't lose this mana as steps and phases end.",
			"2005-02-04", "2018-11-07", Templating},
		{"mana kept as phases end after Magic 2010", "Sakiko, Mother of Summer",
			"Whenever a creature you control deals combat damage to a player, add that much {G}. Until end of turn, you don't lose this mana as phases end.",
			"Whenever a creature you control deals combat damage to a player, add that much {G}. Until end of turn, you don't lose this mana as steps and phases end.",
			"2010-01-01", "2018-11-07", Functional},
		{"another player's mana kept", "Shizuko, Caller of Autumn",
			"At the beginning of each player's upkeep, that player adds {G}{G}{G} to his or her mana pool. This mana doesn't cause mana burn. Until end of turn, this mana doesn't empty from that player's mana pool as phases end.",
			"At the beginning of each player's upkeep, that player adds {G}{G}{G}. Until end of turn, they don't lose this mana as steps and phases end.",
			"2005-02-04", "2018-11-07", Templating},
		{"no life lost to mana burn", "Mox Lotus",
			"{T}: Add {∞} to your mana pool.\n{100}: Add one mana of any color to your mana pool.\nYou don't lose life due to mana burn.",
			"{T}: Add {∞}.\n{100}: Add one mana of any color.",
			"2004-11-19", "2018-11-07", Templating},
		{"no life lost", "Mox Lotus",
			"{T}: Add {∞} to your mana pool.\n{100}: Add one mana of any color to your mana pool.\nYou don't lose life.",
			"{T}: Add {∞}.\n{100}: Add one mana of any color.",
			"2004-11-19", "2018-11-07", Functional},
		{"each postcombat main phase", "Neheb, the Eternal",
			"At the beginning of your postcombat main phase, add {R} for each 1 life your opponents have lost this turn.",
			"At the beginning of each of your postcombat main phases, add {R} for each 1 life your opponents have lost this turn.",
			"2018-11-07", "2025-06-27", Templating},
		{"each main phase", "Neheb, the Eternal",
			"At the beginning of your postcombat main phase, add {R} for each 1 life your opponents have lost this turn.",
			"At the beginning of each of your main phases, add {R} for each 1 life your opponents have lost this turn.",
			"2018-11-07", "2025-06-27", Functional},
		{"the other halves after a half's text", "Smelt",
			"Destroy target artifact.\n//\nHerd {5}{G}\nSorcery\nCreate three 2/2 green Elk creature tokens.",
			"Destroy target artifact.",
			"2019-11-07", "2022-04-25", Templating},
		{"another ability after a half's text", "Smelt",
			"Destroy target artifact.\nCreate three 2/2 green Elk creature tokens.",
			"Destroy target artifact.",
			"2019-11-07", "2022-04-25", Functional},
		{"a spell from among cards exiled", "Shell of the Last Kappa",
			"{3}, {T}, Sacrifice Shell of the Last Kappa: You may cast a card exiled with Shell of the Last Kappa without paying its mana cost.",
			"{3}, {T}, Sacrifice Shell of the Last Kappa: You may cast a spell from among cards exiled with Shell of the Last Kappa without paying its mana cost.",
			"2018-11-07", "2022-04-25", Templating},
		{"a spell of some mana value from among cards exiled", "Shell of the Last Kappa",
			"{3}, {T}, Sacrifice Shell of the Last Kappa: You may cast a card exiled with Shell of the Last Kappa without paying its mana cost.",
			"{3}, {T}, Sacrifice Shell of the Last Kappa: You may cast a spell with mana value 3 or less from among cards exiled with Shell of the Last Kappa without paying its mana cost.",
			"2018-11-07", "2022-04-25", Functional},
		{"spells from among those cards", "X",
			"Exile the top three cards of your library. You may cast those cards this turn.",
			"Exile the top three cards of your library. You may cast spells from among those cards this turn.",
			"2018-11-07", "2022-04-25", Templating},
		{"creature spells from among those cards", "X",
			"Exile the top three cards of your library. You may cast those cards this turn.",
			"Exile the top three cards of your library. You may cast creature spells from among those cards this turn.",
			"2018-11-07", "2022-04-25", Functional},
		{"another card exiled", "Knowledge Pool",
			"Whenever a player casts a spell from their hand, that player exiles it. If the player does, they may cast another nonland card exiled with Knowledge Pool without paying that card's mana cost.",
			"Whenever a player casts a spell from their hand, that player exiles it. If the player does, they may cast a spell from among other cards exiled with Knowledge Pool without paying its mana cost.",
			"2018-11-07", "2022-04-25", Templating},
		{"any card exiled", "Knowledge Pool",
			"Whenever a player casts a spell from their hand, that player exiles it. If the player does, they may cast another nonland card exiled with Knowledge Pool without paying that card's mana cost.",
			"Whenever a player casts a spell from their hand, that player exiles it. If the player does, they may cast a spell from among cards exiled with Knowledge Pool without paying its mana cost.",
			"2018-11-07", "2022-04-25", Functional},
	}
	c := NewClassifier(DefaultRewrites())
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := Compare(tt.old, tt.new)
			c.For(tt.card).WithDates(oracle.MustDate(tt.oldDate), oracle.MustDate(tt.newDate)).Classify(d)
			if got := d.Class(); got != tt.want {
				t.Errorf("class %s, want %s (why %q): %s", got, tt.want, d.Why(), render(d))
			}
		})
	}
}

// TestClassifyOldAura checks that an Aura's wording printed before Classic
// Sixth Edition, whose "target creature" is the permanent it enchants, reads
// as the Oracle wording's enchant ability and "enchanted creature", and
// that neither a spell's target nor a later wording is read so.
func TestClassifyOldAura(t *testing.T) {
	const (
		aura    = "Enchantment — Aura"
		sorcery = "Sorcery"
	)
	roots := "Tap target creature without flying. That creature does not untap during its controller's untap phase."
	tests := []struct {
		name, card, typeLine, oldDate, old, new string
		want                                    Class
	}{
		{"a restriction on the first target", "Roots", aura, "1995-10-01", roots,
			"Enchant creature without flying\nWhen Roots comes into play, tap enchanted creature.\nEnchanted creature doesn't untap during its controller's untap step.", Templating},
		{"another restriction on the enchant ability", "Roots", aura, "1995-10-01", roots,
			"Enchant creature with flying\nWhen Roots comes into play, tap enchanted creature.\nEnchanted creature doesn't untap during its controller's untap step.", Functional},
		{"no tap as it enters", "Roots", aura, "1995-10-01", roots,
			"Enchant creature without flying\nEnchanted creature doesn't untap during its controller's untap step.", Functional},
		{"a spell's target is no enchanted creature", "Roots", sorcery, "1995-10-01", roots,
			"Enchant creature without flying\nWhen Roots comes into play, tap enchanted creature.\nEnchanted creature doesn't untap during its controller's untap step.", Functional},
		{"a wording of the Sixth Edition's rules", "Roots", aura, "1999-10-01", roots,
			"Enchant creature without flying\nWhen Roots comes into play, tap enchanted creature.\nEnchanted creature doesn't untap during its controller's untap step.", Functional},
		{"that creature after the target", "Ironclaw Curse", aura, "1994-06-01", "Target creature gets -0/-1. That creature cannot block.",
			"Enchant creature\nEnchanted creature gets -0/-1.\nEnchanted creature can't block.", Templating},
		{"that creature after the target, another bonus", "Ironclaw Curse", aura, "1994-06-01", "Target creature gets -0/-1. That creature cannot block.",
			"Enchant creature\nEnchanted creature gets -1/-1.\nEnchanted creature can't block.", Functional},
		{"deals no damage during combat", "Demonic Torment", aura, "1994-06-01", "Target creature deals no damage during combat. Creature cannot attack.",
			"Enchant creature\nEnchanted creature can't attack.\nPrevent all combat damage that would be dealt by enchanted creature.", Templating},
		{"deals no damage during combat, can't block", "Demonic Torment", aura, "1994-06-01", "Target creature deals no damage during combat. Creature cannot attack.",
			"Enchant creature\nEnchanted creature can't block.\nPrevent all combat damage that would be dealt by enchanted creature.", Functional},
		{"destroyed unless its controller pays during his or her upkeep", "Erosion", aura, "1994-08-01", "Target land is destroyed unless its controller pays {1} or pays 1 life during his or her upkeep.",
			"Enchant land\nAt the beginning of the upkeep of enchanted land's controller, destroy that land unless that player pays {1} or 1 life.", Templating},
		{"destroyed unless its controller pays more", "Erosion", aura, "1994-08-01", "Target land is destroyed unless its controller pays {1} or pays 1 life during his or her upkeep.",
			"Enchant land\nAt the beginning of the upkeep of enchanted land's controller, destroy that land unless that player pays {2} or 1 life.", Functional},
		{"a counter during its controller's upkeep, the counters remaining", "Unstable Mutation", aura, "1994-06-01", "Target creature gains +3/+3. Each round, put a -1/-1 counter on the creature during its controller's upkeep. These counters remain even if this enchantment is removed before the creature dies.",
			"Enchant creature\nEnchanted creature gets +3/+3.\nAt the beginning of the upkeep of enchanted creature's controller, put a -1/-1 counter on that creature.", Templating},
		{"a counter during its controller's upkeep, another counter", "Unstable Mutation", aura, "1994-06-01", "Target creature gains +3/+3. Each round, put a -1/-1 counter on the creature during its controller's upkeep. These counters remain even if this enchantment is removed before the creature dies.",
			"Enchant creature\nEnchanted creature gets +3/+3.\nAt the beginning of the upkeep of enchanted creature's controller, put a -2/-2 counter on that creature.", Functional},
		{"a counter each time it becomes tapped, the counters remaining", "Spirit Shackle", aura, "1994-06-01", "Put a -0/-2 counter on target creature every time it becomes tapped. Counters remain even if enchantment is removed.",
			"Enchant creature\nWhenever enchanted creature becomes tapped, put a -0/-2 counter on it.", Templating},
		{"a counter each time it becomes untapped", "Spirit Shackle", aura, "1994-06-01", "Put a -0/-2 counter on target creature every time it becomes tapped. Counters remain even if enchantment is removed.",
			"Enchant creature\nWhenever enchanted creature becomes untapped, put a -0/-2 counter on it.", Functional},
		{"a counter during each of its controller's upkeeps", "Essence Flare", aura, "1994-06-01", "Target creature gets +2/+0. During each of its controller's upkeeps, put a -0/-1 counter on the creature. These counters remain even if Essence Flare is removed.",
			"Enchant creature\nEnchanted creature gets +2/+0.\nAt the beginning of the upkeep of enchanted creature's controller, put a -0/-1 counter on that creature.", Templating},
		{"a counter during each of its controller's upkeeps, at your upkeep", "Essence Flare", aura, "1994-06-01", "Target creature gets +2/+0. During each of its controller's upkeeps, put a -0/-1 counter on the creature. These counters remain even if Essence Flare is removed.",
			"Enchant creature\nEnchanted creature gets +2/+0.\nAt the beginning of your upkeep, put a -0/-1 counter on enchanted creature.", Functional},
		{"each upkeep is not its controller's upkeep", "Cursed Land", aura, "1993-08-05", "Cursed Land does 1 damage to target land's controller during each upkeep.",
			"Enchant land\nAt the beginning of the upkeep of enchanted land's controller, Cursed Land deals 1 damage to that player.", Functional},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := Compare(tt.old, tt.new)
			NewClassifier(DefaultRewrites(), tt.card).WithTypeLine(tt.typeLine).WithDates(oracle.MustDate(tt.oldDate), oracle.MustDate("2009-04-30")).Classify(d)
			if got := d.Class(); got != tt.want {
				t.Fatalf("class %s, want %s: %s\n%q", got, tt.want, render(d), d.Why())
			}
		})
	}
}
