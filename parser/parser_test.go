package parser

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
)

func mustParse(t *testing.T, text string, opts Options) *Card {
	t.Helper()
	c, err := Parse(text, opts)
	if err != nil {
		t.Fatalf("Parse(%q): %v", text, err)
	}
	if got := c.String(); got != text {
		t.Fatalf("render differs:\n got %q\nwant %q", got, text)
	}
	return c
}

func TestAbilityKinds(t *testing.T) {
	tests := []struct {
		name, typeLine, text string
		kinds                []Kind
	}{
		{"Serra Angel", "Creature — Angel", "Flying, vigilance", []Kind{KindKeyword}},
		{"Mox Pearl", "Artifact", "{T}: Add {W}.", []Kind{KindActivated}},
		{"Cathodion", "Artifact Creature", "When Cathodion dies, add {C}{C}{C}.", []Kind{KindTriggered}},
		{"Anthem", "Enchantment", "Creatures you control get +1/+1.", []Kind{KindStatic}},
		{"Ancestral Recall", "Instant", "Target player draws three cards.", []Kind{KindSpell}},
		{"Counterspell", "Interrupt", "Counter target spell.", []Kind{KindSpell}},
		{"Dark Ritual", "Mana Source", "Add {B}{B}{B} to your mana pool.", []Kind{KindSpell}},
		{"Jace", "Legendary Planeswalker — Jace", "[+2]: Draw a card.\n[−1]: Return target creature to its owner's hand.\n[0]: Draw three cards.", []Kind{KindLoyalty, KindLoyalty, KindLoyalty}},
		{"Old Walker", "Planeswalker", "+1: Draw a card.\n−X: Destroy target creature with mana value X.", []Kind{KindLoyalty, KindLoyalty}},
		{"Boros Charm", "Instant", "Choose one —\n• Deal 4 damage.\n• Indestructible.", []Kind{KindModal}},
		{"Saga", "Enchantment — Saga", "(Reminder.)\nI — Destroy all lands.\nII, III — Draw a card.", []Kind{KindReminder, KindChapter, KindChapter}},
		{"Student", "Creature", "Level up {W}\nLEVEL 2-6\n3/3\nFirst strike\nLEVEL 7+\n4/4\nDouble strike", []Kind{KindKeyword, KindLevel, KindLevel}},
		{"Druid Class", "Enchantment — Class", "Whenever a land enters, gain 1 life.\n{2}{G}: Level 2\nYou may play an additional land.", []Kind{KindTriggered, KindClassLevel}},
		{"Forest", "Basic Land — Forest", "({T}: Add {G}.)", []Kind{KindReminder}},
		{"Lotus Cobra", "Creature", "Landfall — Whenever a land enters the battlefield under your control, add one mana of any color.", []Kind{KindTriggered}},
		{"Old Bear", "Summon Bear", "When Old Bear comes into play, draw a card.", []Kind{KindTriggered}},
		{"Drain", "Sorcery", "At the time you play Drain, pay an additional {B}.", []Kind{KindSpell}},
		{"Mono", "Mono Artifact", "{1}: Untap target creature.", []Kind{KindActivated}},
		{"Equipped", "Artifact — Equipment", "Equipped creature has \"{T}: Add {G}.\"", []Kind{KindStatic}},
		// 1996 wordings: a keyword's cost after a colon, a spell's modes after one.
		{"Sustaining Spirit", "Summon - Guardian", "Cumulative Upkeep: {1}{W}", []Kind{KindKeyword}},
		{"Library of Lat-Nam", "Sorcery", "Target opponent chooses one: you draw three cards; or you search your library for a card.", []Kind{KindSpell}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := mustParse(t, tt.text, Options{Name: tt.name, TypeLine: tt.typeLine})
			var got []Kind
			for _, a := range c.Abilities {
				got = append(got, a.Kind)
			}
			if !reflect.DeepEqual(got, tt.kinds) {
				t.Errorf("kinds = %v, want %v", got, tt.kinds)
			}
		})
	}
}

func TestStructuredForms(t *testing.T) {
	c := mustParse(t, "When X enters the battlefield, choose one or both —\n• Draw a card.\n• Gain 2 life.", Options{Name: "X", TypeLine: "Creature"})
	a := c.Abilities[0]
	if a.Kind != KindModal || a.HeaderKind != KindTriggered || a.Choose != "one or both" || len(a.Modes) != 2 || !a.Modes[1].Bullet {
		t.Errorf("modal = %+v", a)
	}

	c = mustParse(t, "Target opponent chooses one —\n• You draw three cards.\n• You gain 2 life.", Options{TypeLine: "Sorcery"})
	if a := c.Abilities[0]; a.Kind != KindModal || a.Choose != "one" {
		t.Errorf("opponent's choice = %+v", a)
	}

	c = mustParse(t, "II, III — Each player draws.", Options{TypeLine: "Enchantment — Saga"})
	if got := c.Abilities[0].Chapters; !reflect.DeepEqual(got, []int{2, 3}) {
		t.Errorf("chapters = %v", got)
	}

	c = mustParse(t, "LEVEL 1-3\n2/3\nFlying\nLEVEL 4+\n5/5", Options{TypeLine: "Creature"})
	l1, l2 := c.Abilities[0].Level, c.Abilities[1].Level
	if l1.Min != 1 || l1.Max != 3 || l1.PT != "2/3" || c.Abilities[0].Body[0].Kind != KindKeyword || l2.Min != 4 || l2.Max != -1 || l2.PT != "5/5" {
		t.Errorf("levels = %+v %+v", l1, l2)
	}

	c = mustParse(t, "{4}{G}: Level 3\nWhen this Class becomes level 3, draw.", Options{TypeLine: "Enchantment — Class"})
	if a := c.Abilities[0]; a.Kind != KindClassLevel || a.Level.Min != 3 || len(a.Body) != 1 || a.Body[0].Kind != KindTriggered {
		t.Errorf("class level = %+v", a)
	}
}

func TestLabelAndReminder(t *testing.T) {
	c := mustParse(t, "Threshold — Creatures you control get +1/+1. (You have threshold.)", Options{TypeLine: "Enchantment"})
	a := c.Abilities[0]
	if a.Label == nil || a.Label.Text != "Threshold" || a.Effect.Text != "Creatures you control get +1/+1." || a.Reminder.Text != "(You have threshold.)" {
		t.Errorf("ability = %+v", a)
	}
	c = mustParse(t, "Boast — {1}{R}: Deal 1 damage.", Options{TypeLine: "Creature"})
	a = c.Abilities[0]
	if a.Kind != KindActivated || len(a.Keywords) != 1 || a.Keywords[0].Name != "Boast" {
		t.Errorf("boast = %+v", a)
	}
}

func TestTrigger(t *testing.T) {
	tests := []struct {
		text, word, event, condition, effect string
	}{
		{"When X enters the battlefield, draw a card.", "When", "X enters the battlefield", "", "draw a card."},
		{"At the beginning of your upkeep, if you control no creatures, sacrifice X.", "At", "the beginning of your upkeep", "you control no creatures", "sacrifice X."},
		{"Whenever you cast an instant, sorcery, or Wizard spell, scry 1.", "Whenever", "you cast an instant, sorcery, or Wizard spell", "", "scry 1."},
		{"Whenever Karn, Silver Golem blocks, it gets -4/+4.", "Whenever", "Karn, Silver Golem blocks", "", "it gets -4/+4."},
		{"When X is put into a graveyard from play, return it.", "When", "X is put into a graveyard from play", "", "return it."},
	}
	for _, tt := range tests {
		c := mustParse(t, tt.text, Options{Name: "Karn, Silver Golem", TypeLine: "Creature"})
		a := c.Abilities[0]
		if a.Kind != KindTriggered {
			t.Fatalf("%q: kind %s", tt.text, a.Kind)
		}
		cond := ""
		if a.Trigger.Condition != nil {
			cond = a.Trigger.Condition.Text
		}
		if a.Trigger.Word != tt.word || a.Trigger.Event.Text != tt.event || cond != tt.condition || a.Effect.Text != tt.effect {
			t.Errorf("%q: got %q / %q / %q / %q", tt.text, a.Trigger.Word, a.Trigger.Event.Text, cond, a.Effect.Text)
		}
	}
}

func partKinds(c *Cost) []string {
	var out []string
	for _, p := range c.Parts {
		k := string(p.Kind)
		if p.Mana != "" {
			k += ":" + string(p.Mana)
		}
		out = append(out, k)
	}
	return out
}

func TestCosts(t *testing.T) {
	tests := []struct {
		text  string
		parts []string
	}{
		{"{3}{W}{X}, {T}: x.", []string{"mana:generic", "mana:colored", "mana:variable", "tap"}},
		{"{W/U}{2/W}{W/P}{G/W/P}{S}{C}, {Q}: x.", []string{"mana:hybrid", "mana:monocolored_hybrid", "mana:phyrexian", "mana:hybrid_phyrexian", "mana:snow", "mana:colorless", "untap"}},
		{"Pay {E}{E}: x.", []string{"energy"}},
		{"{E}: x.", []string{"energy"}},
		{"Sacrifice a creature: x.", []string{"sacrifice"}},
		{"{1}, Sacrifice Karn, Silver Golem: x.", []string{"mana:generic", "sacrifice"}},
		{"Sacrifice an artifact, creature, or land: x.", []string{"sacrifice"}},
		{"Discard a card, Pay 2 life: x.", []string{"discard", "pay_life"}},
		{"Exile a creature card from your graveyard: x.", []string{"exile"}},
		{"Remove a +1/+1 counter from ~: x.", []string{"remove_counters"}},
		{"Tap an untapped creature you control: x.", []string{"tap_permanents"}},
		{"Return a land you control to its owner's hand: x.", []string{"return"}},
		{"Put a -1/-1 counter on this creature: x.", []string{"put_counters"}},
		{"Mill a card: x.", []string{"mill"}},
		{"Reveal a card from your hand: x.", []string{"reveal"}},
		{"{2}, Frobnicate the widget: x.", []string{"mana:generic", "unknown"}},
	}
	for _, tt := range tests {
		c := mustParse(t, tt.text, Options{Name: "Karn, Silver Golem", TypeLine: "Artifact"})
		a := c.Abilities[0]
		if a.Kind != KindActivated {
			t.Fatalf("%q: kind %s", tt.text, a.Kind)
		}
		if got := partKinds(a.Cost); !reflect.DeepEqual(got, tt.parts) {
			t.Errorf("%q: parts %v, want %v", tt.text, got, tt.parts)
		}
	}
	r := NewReport()
	r.Add(mustParse(t, "{2}, Frobnicate the widget: x.", Options{}), nil)
	if r.Costs != 1 || r.CostsTokenized != 0 || r.UnknownParts["Frobnicate the widget"] != 1 {
		t.Errorf("unknown part not reported: %+v", r)
	}
}

func TestLoyaltyCosts(t *testing.T) {
	for text, want := range map[string]string{
		"[+1]: x.": "+1", "[−2]: x.": "−2", "[0]: x.": "0", "[+X]: x.": "+X", "[−X]: x.": "−X", "−3: x.": "−3",
	} {
		a := mustParse(t, text, Options{TypeLine: "Planeswalker"}).Abilities[0]
		if a.Kind != KindLoyalty || a.Cost.Parts[0].Kind != CostLoyalty || a.Cost.Parts[0].Text != want {
			t.Errorf("%q: %+v", text, a.Cost)
		}
	}
}

// keywordJSON renders the keywords of a one-line text as JSON.
func keywordJSON(t *testing.T, text string) string {
	t.Helper()
	a := mustParse(t, text, Options{Name: "Test Card", TypeLine: "Creature"}).Abilities[0]
	if a.Kind != KindKeyword {
		t.Fatalf("%q: kind %q, want keyword", text, a.Kind)
	}
	var parts []string
	for _, k := range a.Keywords {
		k.Pos = Pos{}
		k.Text = ""
		k.Rule = ""
		if k.Cost != nil {
			k.Cost = &Cost{Text: k.Cost.Text}
		}
		b, err := json.Marshal(k)
		if err != nil {
			t.Fatal(err)
		}
		parts = append(parts, strings.Replace(string(b), `"pos":{"line":0,"col":0},`, "", 1))
	}
	return strings.Join(parts, " ")
}

func TestKeywordShapes(t *testing.T) {
	tests := []struct{ text, want string }{
		{"Flying", `{"name":"Flying","text":""}`},
		{"Echo {G}", `{"name":"Echo","text":"","cost":"{G}"}`},
		{"Cycling {2}", `{"name":"Cycling","text":"","cost":"{2}"}`},
		{"Buyback {4}", `{"name":"Buyback","text":"","cost":"{4}"}`},
		{"Flashback—Pay 3 life.", `{"name":"Flashback","text":"","cost":"Pay 3 life"}`},
		{"Rampage 2", `{"name":"Rampage","text":"","number":2}`},
		{"Bushido 1", `{"name":"Bushido","text":"","number":1}`},
		{"Annihilator 2", `{"name":"Annihilator","text":"","number":2}`},
		{"Suspend 4—{U}", `{"name":"Suspend","text":"","number":4,"cost":"{U}"}`},
		{"Suspend X—{X}{U}", `{"name":"Suspend","text":"","variable":"X","cost":"{X}{U}"}`},
		{"Protection from black", `{"name":"Protection","text":"","qualities":["black"]}`},
		{"Protection from black, from red and from white", `{"name":"Protection","text":"","qualities":["black","red","white"]}`},
		{"Enchant creature", `{"name":"Enchant","text":"","qualities":["creature"]}`},
		{"Affinity for artifacts", `{"name":"Affinity","text":"","qualities":["artifacts"]}`},
		{"Hexproof from white", `{"name":"Hexproof from","text":"","qualities":["white"]}`},
		{"Swampwalk", `{"name":"Landwalk","text":"","type":"Swamp"}`},
		{"Forestwalk", `{"name":"Landwalk","text":"","type":"Forest"}`},
		{"nonbasic landwalk", `{"name":"Landwalk","text":"","type":"nonbasic land"}`},
		{"Legendary landwalk", `{"name":"Landwalk","text":"","type":"Legendary land"}`},
		{"Plainscycling {2}", `{"name":"Typecycling","text":"","type":"Plains","cost":"{2}"}`},
		{"Basic landcycling {1}", `{"name":"Typecycling","text":"","type":"Basic land","cost":"{1}"}`},
		{"Wizardcycling {3}", `{"name":"Typecycling","text":"","type":"Wizard","cost":"{3}"}`},
		{"Flying, first strike", `{"name":"Flying","text":""} {"name":"First strike","text":""}`},
		{"Flying; vigilance", `{"name":"Flying","text":""} {"name":"Vigilance","text":""}`},
		{"Splice onto Arcane {1}{R}", `{"name":"Splice","text":"","qualities":["Arcane"],"cost":"{1}{R}"}`},
		{"Kicker {1}{R} and/or {G}", `{"name":"Kicker","text":"","cost":"{1}{R} and/or {G}"}`},
		// 702.44c: sunburst sets modular's number; it is one keyword.
		{"Modular—Sunburst", `{"name":"Modular","text":"","variable":"Sunburst"}`},
		// The 1996 wording of a keyword's number, after a colon, alone or
		// in a list (702.23a: rampage N).
		{"Rampage: 1", `{"name":"Rampage","text":"","number":1}`},
		{"Flying, rampage: 2", `{"name":"Flying","text":""} {"name":"Rampage","text":"","number":2}`},
		{"Partner with Trynn, Champion of Freedom", `{"name":"Partner with","text":"","qualities":["Trynn, Champion of Freedom"]}`},
		{"Devour artifact 1", `{"name":"Devour","text":"","number":1,"qualities":["artifact"]}`},
		{"Totem armor", `{"name":"Totem armor","text":""}`},
	}
	for _, tt := range tests {
		if got := keywordJSON(t, tt.text); got != tt.want {
			t.Errorf("%q:\n got %s\nwant %s", tt.text, got, tt.want)
		}
	}
}

func TestKeywordWithReminder(t *testing.T) {
	a := mustParse(t, "Haste (This creature can attack and {T} as soon as it comes under your control.)", Options{}).Abilities[0]
	if a.Kind != KindKeyword || a.Keywords[0].Name != "Haste" || a.Reminder == nil {
		t.Errorf("ability = %+v", a)
	}
}

func TestNotKeywordLines(t *testing.T) {
	for _, text := range []string{
		"Flying, draw a card.",
		"Champion of the Flame gets +2/+2 for each Aura attached to it.",
		"Creatures you control have flying.",
		"Flying and first strike",
	} {
		a := mustParse(t, text, Options{Name: "Champion of the Flame"}).Abilities[0]
		if a.Kind == KindKeyword {
			t.Errorf("%q parsed as keywords %v", text, a.Keywords)
		}
	}
}

func TestSelfRefs(t *testing.T) {
	text := "Karn deals 1 damage. This creature, ~ and Karn, Silver Golem too. this artifact. Karnage no."
	a := mustParse(t, text, Options{Name: "Karn, Silver Golem"}).Abilities[0]
	var got []string
	for _, r := range a.Effect.SelfRefs {
		got = append(got, r.Text)
	}
	want := []string{"Karn", "This creature", "~", "Karn, Silver Golem", "this artifact"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("self refs = %q, want %q", got, want)
	}
	if p := a.Effect.SelfRefs[1].Pos; p != (Pos{Line: 1, Col: 22}) {
		t.Errorf("position = %v", p)
	}
}

func TestPositions(t *testing.T) {
	c := mustParse(t, "Flying\n{1}, {T}: Draw.", Options{})
	a := c.Abilities[1]
	if a.Pos != (Pos{2, 1}) || a.Cost.Parts[1].Pos != (Pos{2, 6}) || a.Effect.Pos != (Pos{2, 11}) {
		t.Errorf("positions: %v %v %v", a.Pos, a.Cost.Parts[1].Pos, a.Effect.Pos)
	}
}

func TestErrors(t *testing.T) {
	text := "Flying\n{T: Add\n(G."
	c, err := Parse(text, Options{Name: "Broken"})
	if c.String() != text {
		t.Errorf("render differs: %q", c.String())
	}
	var list ErrorList
	if !errors.As(err, &list) || len(list) != 2 {
		t.Fatalf("err = %v", err)
	}
	if got, want := list[0].Error(), `Broken:2:1: unterminated symbol "{T: Add"`; got != want {
		t.Errorf("error = %q, want %q", got, want)
	}
	if got, want := list[1].Error(), "Broken:3:1: unterminated reminder text"; got != want {
		t.Errorf("error = %q, want %q", got, want)
	}
	if _, err := Parse("(", Options{}); err == nil || !strings.HasPrefix(err.Error(), "text:1:1: ") {
		t.Errorf("err = %v", err)
	}
}

func TestKeywordTable(t *testing.T) {
	if keywordTable[0].Name != "Deathtouch" || keywordTable[0].Rule != "702.2" || keywordTable[1].Name != "Defender" {
		t.Errorf("table starts %+v %+v", keywordTable[0], keywordTable[1])
	}
	for name, shape := range map[string]Shape{
		"Echo": ShapeCost, "Rampage": ShapeNumber, "Suspend": ShapeNumberCost, "Protection": ShapeQuality,
		"Landwalk": ShapeLandwalk, "Typecycling": ShapeTypecycling, "Splice": ShapeQualityCost,
		"Boast": ShapeLabel, "Companion": ShapeText, "Flying": ShapeNone, "Hexproof from": ShapeQuality,
	} {
		if k := lookupKeyword(name); k == nil || k.Shape != shape {
			t.Errorf("%s: %+v, want shape %v", name, k, shape)
		}
	}
	if IsKeywordAbility("Scry") || IsKeywordAbility("Landfall") || !IsKeywordAbility("Flying") {
		t.Error("IsKeywordAbility misclassifies Scry, Landfall or Flying")
	}
}

func TestReport(t *testing.T) {
	r := NewReport()
	r.Add(mustParse(t, "Flying\nSwampwalk\nLandfall — Whenever a land enters, scry 1.", Options{Name: "A"}),
		[]string{"Flying", "Landwalk", "Swampwalk", "Scry", "Landfall", "Trample"})
	r.Add(mustParse(t, "Haste", Options{Name: "B"}), nil)
	// A card whose source states no keywords counts its lines, not its
	// keywords.
	r.AddUnstated(mustParse(t, "Vigilance\n{T}: Draw a card.", Options{Name: "C"}))
	if r.StatedFound != 3 || r.SourceOnly != 1 || r.FoundStated != 2 || r.ParserOnly != 1 || r.Unstated != 1 || r.Cards != 3 || r.Costs != 1 {
		t.Errorf("counts: %+v", r)
	}
	want := []Disagreement{
		{Card: "A", Keyword: "Trample", Side: "source", Verdict: "source error: keyword not in the text"},
		{Card: "B", Keyword: "Haste", Side: "parser", Verdict: "source omission: the card has the keyword, the source leaves it out"},
	}
	if !reflect.DeepEqual(r.Disagreements, want) {
		t.Errorf("disagreements = %+v", r.Disagreements)
	}
	b, err := json.Marshal(r)
	if err != nil || !strings.Contains(string(b), `"precision":0.6666666666666666`) {
		t.Errorf("json = %s, %v", b, err)
	}
	if s := r.String(); !strings.Contains(s, "precision 66.6667%, recall 75.0000%") {
		t.Errorf("text = %s", s)
	}
}

func FuzzParse(f *testing.F) {
	for _, seed := range []string{
		"", "\n", "Flying, first strike", "{T}: Add {G}.", "Choose one —\n• A\n• B", "LEVEL 1-3\n1/1",
		"[+1]: x", "{2}{W}: Level 2\nx", "I — x", "When , x", "When, if, x", "{", "(", "((x)", "• ",
		"Protection from red, from", "Suspend 4—", "Flashback—.", "Landfall — ", "x — y", "\xff—",
		"Equip Knight {1", "At the beginning, if x, y", "{1}, : x", ": x",
		"Choose three. x\n• a\n• b", "x. Whenever y, z. Whenever w, v. (r)", "x. Whenever", "Rampage: 1", "Rampage: ", "Trample, rampage: 2", "Rampage: x",
		"If Karn damages x, y", "If x damages", "If x attacks, y if able", "During your upkeep, x: y", "During", "Each time x, y", "x each time y z.", "Modular—Sunburst", "Modular—",
		"At the beginning of your next upkeep, x", "Roll a d20.\n1—9 | x\n10+ | y", "roll d2\n• x\n1 | ", "roll d\n20 | x", "Play only x. y (r)", "Play only x.", "If Karn x, it has y.", "At end of combat, x", "This spell costs {1} less to cast.", "Cast this spell only \"x.\"",
	} {
		f.Add(seed, "Karn, Silver Golem", "Creature")
		f.Add(seed, "Karn, Silver Golem", "Instant")
	}
	f.Fuzz(func(t *testing.T, text, name, typeLine string) {
		c, err := Parse(text, Options{Name: name, TypeLine: typeLine})
		if got := c.String(); got != text {
			t.Fatalf("render differs:\n got %q\nwant %q", got, text)
		}
		if err != nil {
			var list ErrorList
			if !errors.As(err, &list) || len(list) == 0 {
				t.Fatalf("error is not an ErrorList: %v", err)
			}
			for _, e := range list {
				if e.Pos.Line < 1 || e.Pos.Col < 1 || !strings.HasPrefix(e.Error(), e.File+":") {
					t.Fatalf("unpositioned error %q", e)
				}
			}
		}
		c.Walk(func(a *Ability) {
			if a.String() == "" && a.Text != "" {
				t.Fatalf("ability %q renders empty", a.Text)
			}
		})
	})
}
