package oracle

import "testing"

func TestNormalizeNotation(t *testing.T) {
	tests := []struct{ in, want string }{
		{"{WU}: Untap X.", "{W/U}: Untap X."},
		{"Reinforce 3-{3}{G} ({3}{G}, Discard this card.)", "Reinforce 3—{3}{G} ({3}{G}, Discard this card.)"},
		{"Ninjutsu-{1}{U}", "Ninjutsu—{1}{U}"},
		{"Pay {1}-{2}.", "Pay {1}-{2}."},
		{"{(w/u)}: Untap X.", "{W/U}: Untap X."},
		// Hybrid symbols in parentheses each but the last without its
		// closing brace.
		{"{(u/r){(u/r)}, {T}: Tap X.", "{U/R}{U/R}, {T}: Tap X."},
		{"{X}{(w/b){(w/b)}: Return X.", "{X}{W/B}{W/B}: Return X."},
		{"{(r/w){(r/w){(r/w){(r/w){(r/w){R/W}: X.", "{R/W}{R/W}{R/W}{R/W}{R/W}{R/W}: X."},
		{"{(2/w)}{(g/u)", "{2/W}{G/U}"},
		{"{(u/r) or {(w/b)}.", "{U/R} or {W/B}."},
		{"Draw {(a card)}.", "Draw {(a card)}."},
		{"{2W}{2W}{WP}{t}", "{2/W}{2/W}{W/P}{T}"},
		{"({2\nW} can be paid with any two mana or with {W}.)", "({2/W} can be paid with any two mana or with {W}.)"},
		// no symbol is {1R}: a text that writes one runs costs together
		{"Madness {R}, cycling {1R}, kicker {2R}, flashback {3R}, buyback {4R}", "Madness {R}, cycling {1}{R}, kicker {2}{R}, flashback {3}{R}, buyback {4}{R}"},
		{"{10}{UU}{CHAOS}", "{10}{UU}{CHAOS}"},
		{"{PR}: +1/+0. ({PR} can be paid with either {R} or 2 life.) {PW} {PG}{pu}", "{R/P}: +1/+0. ({R/P} can be paid with either {R} or 2 life.) {PW} {G/P}{U/P}"},
		{"{PW}, {T}: Tap target creature. ({PW} can be paid with either {W} or 2 life.)", "{W/P}, {T}: Tap target creature. ({W/P} can be paid with either {W} or 2 life.)"},
		{"[+1]: Draw a card.\n[−2]: Scry 2.\n[-X]: Mill X.\n[0]: Untap.", "+1: Draw a card.\n−2: Scry 2.\n−X: Mill X.\n0: Untap."},
		{"-3: Destroy target creature.", "−3: Destroy target creature."},
		// Loyalty abilities run into the sentence before them.
		{"+1: Draw a card. It can't block this turn.0: Scry 1.−7: Mill 3.-3: Tap it.", "+1: Draw a card. It can't block this turn.\n0: Scry 1.\n−7: Mill 3.\n−3: Tap it."},
		{"Add {1}.0: Untap.", "Add {1}.0: Untap."},
		{"It gets -1/-1.", "It gets -1/-1."},
		{"Choose one – Draw; or scry.", "Choose one — Draw; or scry."},
		{"Choose one - Draw; or scry.", "Choose one — Draw; or scry."},
		{"It's still a legal target--it just isn't destroyed.", "It's still a legal target—it just isn't destroyed."},
		{"Creature -- The Biggest", "Creature — The Biggest"},
		{"Its owner’s “hand”", `Its owner's "hand"`},
		{"Flying\n\n  Vigilance  \r\n", "Flying\nVigilance"},
		// The other face's subtype and mana cost at the end, a Class's level
		// markers; a keyword before a cost line stays.
		{"Flying\nWhenever it deals combat damage to a player, scry 2.\nGod\n{3}{U}{U}", "Flying\nWhenever it deals combat damage to a player, scry 2."},
		{"Draw a card.\n{1}{R}: Level 2\n//Level_2//\nCreatures you control have haste.", "Draw a card.\n{1}{R}: Level 2\nCreatures you control have haste."},
		{"Draw a card.\nFlying\n{3}{U}", "Draw a card.\nFlying\n{3}{U}"},
		{"Draw a card.\nEquip {3}", "Draw a card.\nEquip {3}"},
		{"o2, oc\nT: Tap.", "{2}, {T}: Tap."},
		{"Echo\n{1}{G} Regenerate Albino Troll.", "Echo\n{1}{G}: Regenerate Albino Troll."},
		{"{1}{G}: Regenerate Albino Troll.\n{G} +0/+1 until end of turn.", "{1}{G}: Regenerate Albino Troll.\n{G} +0/+1 until end of turn."},
		{"{S}i}: Add one mana.", "{S}: Add one mana."},
		{"{T}: Add {G}.\n\n\nLand\n{T}: Add {U}.", "{T}: Add {G}."},
		{"{T}: Add {G}.\n\nLegendary Creature — Human Wizard\nFlying", "{T}: Add {G}."},
		{"Flying\n\nLand creatures you control get +1/+1.", "Flying\nLand creatures you control get +1/+1."},
		// A line broken inside a sentence, where a printed card's column
		// ended.
		{"{0}: Redirect 1 damage from Nomads\nen-Kor to a creature you control.", "{0}: Redirect 1 damage from Nomads en-Kor to a creature you control."},
		{"When this creature enters the battlefield, \n roll a six-sided die.\nFlying", "When this creature enters the battlefield, roll a six-sided die.\nFlying"},
		{"Splice onto Arcane—\nAn opponent gains 5 life.", "Splice onto Arcane—An opponent gains 5 life."},
		{"Splice onto Arcane-An opponent gains 5 life.", "Splice onto Arcane—An opponent gains 5 life."},
		{"Splice onto Arcane-{1}{R}", "Splice onto Arcane—{1}{R}"},
		{"Choose one —\n• Draw.\n• Scry 1.", "Choose one —\n• Draw.\n• Scry 1."},
		{"Choose one—\n• Draw.", "Choose one—\n• Draw."},
		{"Flying\n(This creature can't be blocked.)\n{T}: Tap.\n• Draw.\n+1: Scry.\nB. F. M.", "Flying\n(This creature can't be blocked.)\n{T}: Tap.\n• Draw.\n+1: Scry.\nB. F. M."},
	}
	for _, tt := range tests {
		if got := NormalizeNotation(tt.in); got != tt.want {
			t.Errorf("NormalizeNotation(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestSameWording(t *testing.T) {
	tests := []struct {
		a, b string
		want bool
	}{
		{"{WU}: X gains flying.", "{(w/u)}: X gains flying.", true},
		{"Play this ability only any time you could play an Instant.", "Play this ability only any time you could play an instant.", true},
		{`Equipped creature has "{T}: Tap it."Equip {2}`, "Equipped creature has \"{T}: Tap it.\"\nEquip {2}", true},
		{"[+1]: Draw a card.", "+1: Draw a card.", true},
		{"+1: Draw a card.", "-1: Draw a card.", false},
		{"{W/U}: X gains flying.", "{G/W}: X gains flying.", false},
		{"{(u/r){(u/r)}: X gains flying.", "{U/R}{U/R}: X gains flying.", true},
		{"{(u/r){(u/r)}: X gains flying.", "{U/R}: X gains flying.", false},
		{"Draw a card.", "Draw two cards.", false},
		// Rulings of two dumps: one ruling, listed once.
		{"It can only be activated at times when you can cast an Instant. Yes, this is a bit weird.", "It can only be activated at times when you can cast an instant. Yes, this is a bit weird.", true},
		{"The “Cycling” ability can’t be used.", `The "Cycling" ability can't be used.`, true},
		{"If the targeted creature has indestructible, it's still a legal target--it just isn't destroyed.",
			"If the targeted creature has indestructible, it's still a legal target—it just isn't destroyed.", true},
	}
	for _, tt := range tests {
		if got := SameWording(tt.a, tt.b); got != tt.want {
			t.Errorf("SameWording(%q, %q) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
}
