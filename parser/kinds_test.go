package parser

import (
	"reflect"
	"testing"
)

// kindsOf lists the kind of every ability of c, modes after their header.
func kindsOf(c *Card) []Kind {
	var out []Kind
	c.Walk(func(a *Ability) { out = append(out, a.Kind) })
	return out
}

// TestModalHeadersWithoutDash: a choice instruction followed by "•" lines
// makes them modes (700.2) whether or not the header ends with "—"; the
// modes have the kind of the ability that offers them, and the bullets
// after an "As ~ enters, choose" header are abilities of their own
// (614.12c).
func TestModalHeadersWithoutDash(t *testing.T) {
	tests := []struct {
		name, typeLine, text string
		header               Kind
		choose               string
		modes                []Kind
	}{
		{"Fiery Confluence", "Sorcery", "Choose three. You may choose the same mode more than once.\n• Deal 1 damage.\n• Destroy target artifact.",
			KindSpell, "three", []Kind{KindSpell, KindSpell}},
		{"Inscription of Ruin", "Sorcery", "Choose one. If this spell was kicked, choose any number instead.\n• Discard.\n• Return a creature.",
			KindSpell, "one", []Kind{KindSpell, KindSpell}},
		{"Vindictive Lich", "Creature — Zombie Wizard", "When Vindictive Lich dies, choose one or more. Each mode must target a different player.\n• Target opponent sacrifices a creature.\n• Target opponent discards two cards.",
			KindTriggered, "one or more", []Kind{KindTriggered, KindTriggered}},
		{"Shadrix Silverquill", "Legendary Creature — Elder Dragon", "At the beginning of combat on your turn, you may choose two. Each mode must target a different player.\n• Target player draws a card.\n• Target player loses 1 life.",
			KindTriggered, "two", []Kind{KindTriggered, KindTriggered}},
		{"Skinshifter", "Creature — Human Shaman", "{G}: Choose one. Activate only once each turn.\n• Skinshifter becomes a 4/4 Rhino.\n• Skinshifter becomes a 2/2 Bird.",
			KindActivated, "one", []Kind{KindActivated, KindActivated}},
		{"Triassic Egg", "Artifact", "Sacrifice Triassic Egg: Choose one. Activate only if there are two or more hatchling counters on Triassic Egg.\n• You may put a creature card from your hand onto the battlefield.\n• Return target creature card from your graveyard to the battlefield.",
			KindActivated, "one", []Kind{KindActivated, KindActivated}},
		// A dash header's modes are part of its triggered ability too.
		{"Brutal Imp", "Creature", "When Brutal Imp enters the battlefield, choose one —\n• Draw a card.\n• Gain 2 life.",
			KindTriggered, "one", []Kind{KindTriggered, KindTriggered}},
		// 614.12c: the permanent enters with one of two abilities.
		{"Outpost Siege", "Enchantment", "As Outpost Siege enters the battlefield, choose Khans or Dragons.\n• Khans — At the beginning of your upkeep, exile the top card of your library.\n• Dragons — Creatures you control get +1/+1.",
			KindStatic, "Khans or Dragons", []Kind{KindTriggered, KindStatic}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := mustParse(t, tt.text, Options{Name: tt.name, TypeLine: tt.typeLine})
			if len(c.Abilities) != 1 {
				t.Fatalf("%d abilities, want one modal: %v", len(c.Abilities), kindsOf(c))
			}
			a := c.Abilities[0]
			var modes []Kind
			for _, m := range a.Modes {
				modes = append(modes, m.Kind)
			}
			if a.Kind != KindModal || a.HeaderKind != tt.header || a.Choose != tt.choose || !reflect.DeepEqual(modes, tt.modes) {
				t.Errorf("got %s/%s choose %q modes %v, want modal/%s choose %q modes %v", a.Kind, a.HeaderKind, a.Choose, modes, tt.header, tt.choose, tt.modes)
			}
		})
	}
	// Bullets after a line that tells no one to choose are not modes, nor
	// is a reminder that speaks of choosing.
	for _, text := range []string{
		"When Kharis enters the battlefield, make a charisma check.\n• If the result is 20, draw.",
		"Tiered (Choose one additional cost.)\n• Fire — {0} — Deal 1 damage.",
	} {
		c := mustParse(t, text, Options{Name: "Kharis", TypeLine: "Creature"})
		if len(c.Abilities) != 2 || c.Abilities[0].Kind == KindModal {
			t.Errorf("%q: kinds %v, want no modal", text, kindsOf(c))
		}
	}
}

// TestSpellStaticAbilities: text of an instant or sorcery is a spell
// ability unless it is a static ability of rule 113.6 (113.3a): what the
// card costs to cast, its alternative and additional costs (113.6d,
// 118.9, 601.2f), how and when it can be cast (113.6e), from where
// (113.6f), and that it can't be countered (113.6g).
func TestSpellStaticAbilities(t *testing.T) {
	tests := []struct {
		text string
		want Kind
	}{
		{"This spell costs {1} less to cast for each creature on the battlefield.", KindStatic},
		{"Strive — This spell costs {1}{W} more to cast for each target beyond the first.", KindStatic},
		{"Bolt costs {2} less to cast if you control a Vampire.", KindStatic},
		{"You may pay 1 life and exile a blue card from your hand rather than pay this spell's mana cost.", KindStatic},
		{"If you control a Forest, rather than pay this spell's mana cost, you may have an opponent gain 3 life.", KindStatic},
		{"If you control a commander, you may cast this spell without paying its mana cost.", KindStatic},
		{"As an additional cost to cast this spell, sacrifice a creature.", KindStatic},
		{"Cast this spell only during combat before blockers are declared.", KindStatic},
		{"Play Bolt only during your turn.", KindStatic},
		{"You may cast Bolt as though it had flash if you pay {2} more to cast it. (You may cast it any time you could cast an instant.)", KindStatic},
		{"You may play Bolt any time you could play an instant if you pay {2} more to play it.", KindStatic},
		{"Spend only black mana on X.", KindStatic},
		{"X can't be 0.", KindStatic},
		{"This spell can't be countered.", KindStatic},
		{"Spell mastery — If there are two or more instant and/or sorcery cards in your graveyard, this spell can't be countered.", KindStatic},
		// 113.6e: an ability the card grants itself that changes how it
		// is cast, or works on the stack.
		{"This spell has flash as long as you control a Merfolk.", KindStatic},
		{"If this spell was kicked, it has split second.", KindStatic},
		// The first printings' casting restrictions (113.6e).
		{"Play only after defense is chosen.", KindStatic},
		{"Can be cast only when a creature deals damage to you.", KindStatic},
		// 113.6m: it moves itself out of the graveyard, so it works there.
		{"Gotcha — If an opponent says a number, you may say \"Gotcha!\" When you do, return Bolt from your graveyard to your hand.", KindStatic},
		// Effects that cast other cards are the spell's instructions.
		{"You may cast a spell with mana value 3 or less from your hand without paying its mana cost.", KindSpell},
		{"The next instant or sorcery spell you cast this turn can't be countered.", KindSpell},
		{"Counter target spell. Its controller may cast a copy of Bolt without paying its mana cost.", KindSpell},
		{"If it has a counter on it, it also gains flying until end of turn.", KindSpell},
		{"Return target creature card from your graveyard to your hand.", KindSpell},
		{"Bolt deals 3 damage to any target.", KindSpell},
	}
	for _, tt := range tests {
		c := mustParse(t, tt.text, Options{Name: "Bolt", TypeLine: "Instant"})
		if got := c.Abilities[0].Kind; got != tt.want {
			t.Errorf("%q: kind %s, want %s", tt.text, got, tt.want)
		}
	}
	// The first printings wrote a casting restriction and the effect in
	// one paragraph: it holds a static ability and the spell ability.
	c := mustParse(t, "Play only after defense is chosen. Target creature gains first strike until end of turn. (Reminder.)", Options{Name: "Bolt", TypeLine: "Instant"})
	if got, want := kindsOf(c), []Kind{KindStatic, KindSpell}; !reflect.DeepEqual(got, want) {
		t.Fatalf("restriction and effect: kinds %v, want %v", got, want)
	}
	if st, sp := c.Abilities[0], c.Abilities[1]; st.Text != "Play only after defense is chosen." || sp.Effect.Text != "Target creature gains first strike until end of turn." || sp.Reminder == nil {
		t.Errorf("restriction %q, effect %q", st.Text, sp.Effect.Text)
	}
	// The same words on a permanent were static already.
	c = mustParse(t, "As an additional cost to cast this spell, sacrifice a creature.", Options{TypeLine: "Creature — Horror"})
	if got := c.Abilities[0].Kind; got != KindStatic {
		t.Errorf("creature's additional cost: kind %s, want static", got)
	}
}

// TestDelayedTriggers: a trigger an instant's or sorcery's effect creates
// is part of that spell ability (603.7); the card's own triggered
// abilities (cycling, casting, from the graveyard) stay triggered.
func TestDelayedTriggers(t *testing.T) {
	tests := []struct {
		text, event string
		want        Kind
	}{
		{"At the beginning of your next upkeep, pay {3}{U}{U}. If you don't, you lose the game.", "the beginning of your next upkeep", KindSpell},
		{"Whenever a creature enters the battlefield this turn, you may draw a card.", "a creature enters the battlefield this turn", KindSpell},
		{"When you cast your next instant or sorcery spell this turn, copy that spell.", "you cast your next instant or sorcery spell this turn", KindSpell},
		{"When you next cast an instant spell, copy that spell.", "you next cast an instant spell", KindSpell},
		{"Whenever a creature attacks and isn't blocked this combat, untap it.", "a creature attacks and isn't blocked this combat", KindSpell},
		{"When target creature dies this turn, return that card to the battlefield.", "target creature dies this turn", KindSpell},
		{"At end of combat, destroy all creatures blocking target creature.", "end of combat", KindSpell},
		// The event points back at what the spell named.
		{"At the beginning of each of that player's upkeeps, remove a delay counter from it.", "the beginning of each of that player's upkeeps", KindSpell},
		{"When you cycle Bolt, you may gain 2 life.", "you cycle Bolt", KindTriggered},
		{"When Bolt becomes the target of a spell an opponent controls, counter that spell.", "Bolt becomes the target of a spell an opponent controls", KindTriggered},
		{"When you cast this spell, copy it for each time you've cast your commander from the command zone this game.", "you cast this spell", KindTriggered},
		{"At the beginning of your upkeep, if an opponent has no cards in hand, you may return Bolt from your graveyard to your hand.", "the beginning of your upkeep", KindTriggered},
	}
	for _, tt := range tests {
		a := mustParse(t, tt.text, Options{Name: "Bolt", TypeLine: "Sorcery"}).Abilities[0]
		if a.Kind != tt.want || a.Trigger == nil || a.Trigger.Event.Text != tt.event {
			t.Errorf("%q: kind %s trigger %+v, want %s with event %q", tt.text, a.Kind, a.Trigger, tt.want, tt.event)
		}
	}
	// On a permanent the same words are a triggered ability.
	a := mustParse(t, "At the beginning of your next upkeep, draw a card.", Options{TypeLine: "Enchantment"}).Abilities[0]
	if a.Kind != KindTriggered {
		t.Errorf("permanent: kind %s, want triggered", a.Kind)
	}
}

// TestParagraphAbilities: a paragraph usually holds one ability (113.2c),
// but a static ability followed by a "Whenever" sentence holds a
// triggered ability too (113.3c); a reflexive "When you do" (603.12) and a
// trigger lasting "this turn" belong to the text before them.
func TestParagraphAbilities(t *testing.T) {
	text := "Flying\nReveal the first card you draw on each of your turns. Whenever you reveal a land card this way, draw a card. Whenever you reveal a nonland card this way, Keranos deals 3 damage to any target. (Reminder.)"
	c := mustParse(t, text, Options{Name: "Keranos", TypeLine: "Legendary Enchantment Creature — God"})
	if got, want := kindsOf(c), []Kind{KindKeyword, KindStatic, KindTriggered, KindTriggered}; !reflect.DeepEqual(got, want) {
		t.Fatalf("kinds %v, want %v", got, want)
	}
	st, t1, t2 := c.Abilities[1], c.Abilities[2], c.Abilities[3]
	if st.Text != "Reveal the first card you draw on each of your turns." || st.Effect.Text != st.Text || st.Reminder != nil {
		t.Errorf("static = %q, effect %q", st.Text, st.Effect.Text)
	}
	if t1.Pos != (Pos{2, 55}) || t1.Trigger.Event.Text != "you reveal a land card this way" || t1.Effect.Text != "draw a card." {
		t.Errorf("first trigger = %+v %q", t1.Pos, t1.Text)
	}
	if t2.Trigger.Event.Text != "you reveal a nonland card this way" || t2.Effect.Text != "Keranos deals 3 damage to any target." || t2.Reminder == nil || t2.Reminder.Text != "(Reminder.)" {
		t.Errorf("second trigger = %q, effect %q, reminder %+v", t2.Text, t2.Effect.Text, t2.Reminder)
	}
	for _, text := range []string{
		"You may exert Gust Walker as it attacks. When you do, it gets +1/+1 until end of turn.",
		"Creatures you control get +1/+1. Whenever a creature dies this turn, draw a card.",
		"Equipped creature has \"Flying. Whenever this creature attacks, draw a card.\"",
	} {
		c := mustParse(t, text, Options{Name: "Gust Walker", TypeLine: "Creature"})
		if got := kindsOf(c); !reflect.DeepEqual(got, []Kind{KindStatic}) {
			t.Errorf("%q: kinds %v, want one static", text, got)
		}
	}
	// An instant's text is one spell ability: its "Whenever" is delayed.
	c = mustParse(t, "Draw a card. Whenever a creature attacks, it gets +1/+0.", Options{TypeLine: "Instant"})
	if got := kindsOf(c); !reflect.DeepEqual(got, []Kind{KindSpell}) {
		t.Errorf("instant: kinds %v, want one spell", got)
	}
}

// TestOldTriggerWordings: the first printings wrote triggered abilities
// without "when", "whenever" or "at" (Oracle now writes "When",
// "Whenever" or "At", 113.3c, 603.1): "If" before an event that happens
// (603.2), "Each time", "During your upkeep" for the beginning of a step
// (603.2b).
func TestOldTriggerWordings(t *testing.T) {
	tests := []struct {
		text              string
		want              Kind
		word, event, rest string
	}{
		{"If Abyssal Specter damages any player, he or she chooses and discards a card.", KindTriggered, "If", "Abyssal Specter damages any player", "he or she chooses and discards a card."},
		{"If enchanted creature damages an opponent, you may draw a card.", KindTriggered, "If", "enchanted creature damages an opponent", "you may draw a card."},
		{"Each time a player puts a land into play, Abyssal Specter deals 2 damage to that player.", KindTriggered, "Each time", "a player puts a land into play", "Abyssal Specter deals 2 damage to that player."},
		{"Put a +1/+1 counter on Abyssal Specter each time a creature is put into the graveyard the same turn Abyssal Specter damaged it.", KindTriggered, "each time", "a creature is put into the graveyard the same turn Abyssal Specter damaged it", "Put a +1/+1 counter on Abyssal Specter"},
		{"If Abyssal Specter attacks and isn't blocked, defending player discards a card.", KindTriggered, "If", "Abyssal Specter attacks and isn't blocked", "defending player discards a card."},
		{"If Abyssal Specter blocks or is blocked, it gets +2/+2 until end of turn.", KindTriggered, "If", "Abyssal Specter blocks or is blocked", "it gets +2/+2 until end of turn."},
		{"If Abyssal Specter is put into any graveyard from play, gain 3 life.", KindTriggered, "If", "Abyssal Specter is put into any graveyard from play", "gain 3 life."},
		{"If enchanted creature leaves play, draw a card.", KindTriggered, "If", "enchanted creature leaves play", "draw a card."},
		{"If Abyssal Specter is the target of a spell or ability, it gets +0/+3 until end of turn.", KindTriggered, "If", "Abyssal Specter is the target of a spell or ability", "it gets +0/+3 until end of turn."},
		// 603.2b: the old upkeep cost and draw-step wordings.
		{"During your upkeep, pay {U}{U} or bury Abyssal Specter.", KindTriggered, "During", "your upkeep", "pay {U}{U} or bury Abyssal Specter."},
		{"During each player's draw phase, that player draws an additional card.", KindTriggered, "During", "each player's draw phase", "that player draws an additional card."},
		{"During the upkeep of enchanted creature's controller, that player loses 1 life.", KindTriggered, "During", "the upkeep of enchanted creature's controller", "that player loses 1 life."},
		// A colon after the step is not an activated ability's cost.
		{"During your upkeep, Abyssal Specter gains one of the following abilities until your next upkeep: flying, first strike, or trample.", KindTriggered, "During", "your upkeep", "Abyssal Specter gains one of the following abilities until your next upkeep: flying, first strike, or trample."},
		// A replacement effect (614.1a), a count, a changed keyword action
		// and several sentences are not such triggers.
		{"If Abyssal Specter would deal damage to a player, prevent that damage.", KindStatic, "", "", ""},
		{"If Abyssal Specter is put into a graveyard from play, return it to its owner's hand instead.", KindStatic, "", "", ""},
		// States, not events: a cost paid, a zone the card is in.
		{"If Abyssal Specter was kicked, it enters the battlefield with a +1/+1 counter on it.", KindStatic, "", "", ""},
		{"If Abyssal Specter is in your opening hand, you may begin the game with it on the battlefield.", KindStatic, "", "", ""},
		// Requirements on declaring attackers (508.1d) and the assignment
		// of combat damage (510.1c) are static.
		{"If a creature you control attacks, Abyssal Specter also attacks if able.", KindStatic, "", "", ""},
		{"If Abyssal Specter is unblocked, you may have it assign its combat damage to a creature defending player controls.", KindStatic, "", "", ""},
		// "During" a turn is a duration, not the beginning of a step.
		{"During your turn, Abyssal Specter has first strike.", KindStatic, "", "", ""},
		{"During each of your turns, you may cast a creature spell from your graveyard.", KindStatic, "", "", ""},
		{"Abyssal Specter enters the battlefield with a +1/+1 counter on it for each time it was kicked.", KindStatic, "", "", ""},
		{"You may look at an additional two cards each time you surveil.", KindStatic, "", "", ""},
		{"You gain 1 life each time a land becomes tapped. Draw a card.", KindStatic, "", "", ""},
	}
	for _, tt := range tests {
		a := mustParse(t, tt.text, Options{Name: "Abyssal Specter", TypeLine: "Summon — Specter"}).Abilities[0]
		if a.Kind != tt.want {
			t.Errorf("%q: kind %s, want %s", tt.text, a.Kind, tt.want)
			continue
		}
		if tt.want != KindTriggered {
			continue
		}
		if a.Trigger.Word != tt.word || a.Trigger.Event.Text != tt.event || a.Effect.Text != tt.rest {
			t.Errorf("%q: got %q / %q / %q", tt.text, a.Trigger.Word, a.Trigger.Event.Text, a.Effect.Text)
		}
	}
}

// TestResultsTables: the instruction to roll a die, the instructions based
// on the result and the results table are one ability (706.3b), so the
// table's lines are its body and have its kind.
func TestResultsTables(t *testing.T) {
	tests := []struct {
		name, typeLine, text string
		kind                 Kind
		rows                 int
	}{
		{"Contact Other Plane", "Instant", "Roll a d20.\n1—9 | Draw two cards.\n10—19 | Scry 2, then draw two cards.\n20 | Scry 3, then draw three cards.", KindSpell, 3},
		{"Djinni Windseer", "Creature — Djinn", "Flying\nWhen Djinni Windseer enters the battlefield, roll a d20.\n1—9 | Scry 1.\n10—19 | Scry 2.\n20 | Scry 3.", KindTriggered, 3},
		{"Component Pouch", "Artifact", "{T}: Roll a d20.\n1—9 | Put a component counter on Component Pouch.\n10—20 | Put two component counters on Component Pouch.", KindActivated, 2},
		{"Diviner's Portent", "Instant", "Roll a d20 and add the number of cards in your hand.\n1—14 | Draw X cards.\n15+ | Scry X, then draw X cards.", KindSpell, 2},
		// Instructions based on the result, after a roll in reminder text.
		{"Kharis", "Creature", "When Kharis enters the battlefield, make a charisma check. (Roll a d20.)\n• If the result is greater than 11, draw a card.\n• If the result is a natural 20, draw two cards.", KindTriggered, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := mustParse(t, tt.text, Options{Name: tt.name, TypeLine: tt.typeLine})
			a := c.Abilities[len(c.Abilities)-1]
			if a.Kind != tt.kind || len(a.Body) != tt.rows {
				t.Fatalf("last ability %s with %d rows, want %s with %d: kinds %v", a.Kind, len(a.Body), tt.kind, tt.rows, kindsOf(c))
			}
			for _, r := range a.Body {
				if r.Kind != tt.kind {
					t.Errorf("row %q: kind %s, want %s", r.Text, r.Kind, tt.kind)
				}
			}
		})
	}
	// A table after text that rolls no die stays lines of their own.
	c := mustParse(t, "Draw a card.\n1—9 | Scry 1.", Options{TypeLine: "Instant"})
	if len(c.Abilities) != 2 {
		t.Errorf("no roll: kinds %v, want two abilities", kindsOf(c))
	}
}
