package export_test

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/export"
	"github.com/mtgoracle/oracle/parser"
)

// The grammar below replays how Forge reads a K: line, as its code does
// (forge-game/src/main/java/forge/game/keyword and forge/game/cost/Cost.java,
// github.com/Card-Forge/forge): the keyword's name before the first colon,
// then the parse of the keyword's class over the rest.
//   - KeywordWithCost: the rest is a Cost;
//   - Kicker: one or two Costs separated by a colon; Ward: Costs separated
//     by colons; Equip: a Cost, then a valid-card spec and its words;
//   - KeywordWithAmount: Integer.parseInt of the rest, or X;
//     KeywordWithCostAndAmount (Awaken, Reinforce, Suspend, Impending): an
//     amount, then a Cost; Amplify: an amount, then a type; Devour: an
//     amount, then a type;
//   - KeywordWithCostAndType (TypeCycling, Splice): a type, then a Cost;
//   - KeywordWithType (Enchant, Affinity, Landwalk, Champion, Hexproof,
//     Bands with other, Offering): a valid-card spec, then its words;
//   - Partner: the partner's name; Protection: "Protection from" a color,
//     or Protection:spec:words.
// Cost splits its text at spaces outside <...>: each piece is a cost part
// ("PayLife<3>", "Sac<1/Creature>", "T", "Q") or mana, whose pieces must
// each be one of ManaCostShard's shards: a character the shard parser
// does not know is silently dropped, which is the misreading counted here.

var forgeKeywordClass = map[string]string{}

func init() {
	for class, names := range map[string][]string{
		"cost": {"Aura swap", "Bestow", "Buyback", "Cumulative upkeep", "Dash", "Echo", "Entwine", "Evoke", "Flashback",
			"Fortify", "Level up", "Madness", "Morph", "Megamorph", "Multikicker", "Outlast", "Prowl", "Recover",
			"Replicate", "Scavenge", "Transfigure", "Transmute", "Unearth", "Cycling", "Disguise", "Foretell", "Plot",
			"Warp", "Mutate", "Escape", "Overload", "Disturb", "Encore", "Blitz", "Embalm", "Eternalize",
			"Spectacle", "Surge", "Harmonize", "Mayhem", "Web-slinging", "Offspring", "Squad", "Escalate",
			"Reconfigure", "Miracle", "More Than Meets the Eye", "Freerunning", "Bargain", "Craft",
			"Sneak", "Exhaust", "Prototype", "Aftermath", "Jump-start", "Retrace", "Spree"},
		"emerge":   {"Emerge"},
		"modular":  {"Modular"},
		"ninjutsu": {"Ninjutsu"},
		"amount": {"Absorb", "Afflict", "Afterlife", "Annihilator", "Backup", "Bloodthirst", "Bushido", "Casualty", "Crew",
			"Dredge", "Fabricate", "Fading", "Frenzy", "Graft", "Hideaway", "Mobilize", "Poisonous", "Rampage",
			"Renown", "Ripple", "Saddle", "Soulshift", "Toxic", "Tribute", "Vanishing", "Fateseal", "Station", "Tiered"},
		"amountcost": {"Awaken", "Reinforce", "Suspend", "Impending"},
		"amounttype": {"Amplify"},
		"devour":     {"Devour"},
		"kicker":     {"Kicker"},
		"ward":       {"Ward"},
		"equip":      {"Equip"},
		"typecost":   {"TypeCycling", "Splice"},
		"type":       {"Enchant", "Affinity", "Landwalk", "Champion", "Hexproof", "Bands with other", "Offering", "Trample"},
		"partner":    {"Partner"},
		"protection": {"Protection"},
		"free":       {"Companion", "Gift"},
	} {
		for _, n := range names {
			if prev, dup := forgeKeywordClass[strings.ToLower(n)]; dup {
				panic(fmt.Sprintf("keyword %s in classes %s and %s", n, prev, class))
			}
			forgeKeywordClass[strings.ToLower(n)] = class
		}
	}
}

// forgeCostPartArgs are Cost.java's part names with the fields each reads
// (amount, then type or counter) before its optional description.
var forgeCostPartArgs = map[string]string{
	"PayLife": "n", "PayEnergy": "n", "Mill": "n", "Discard": "nt", "Sac": "nt", "Exile": "nt", "ExileFromGrave": "nt",
	"ExileFromHand": "nt", "ExileFromTop": "nt", "Return": "nt", "Reveal": "nt", "tapXType": "nt", "untapYType": "nt",
	"Exert": "nt", "SubCounter": "nc", "AddCounter": "nc", "ExileCtrlOrGrave": "nt",
}

var (
	forgeSpecPiece = regexp.MustCompile(`^([A-Z][A-Za-z'-]*|CARDNAME|Hand|Random)(\.[A-Za-z]+(\+[A-Za-z]+)*)?$`)
	forgeCounter   = regexp.MustCompile(`^[A-Z0-9_]+$`)
)

// forgeNotTypes are words a spec's first piece can hold that name no
// type: articles, numbers and properties.
var forgeNotTypes = map[string]bool{"A": true, "An": true, "The": true, "One": true, "Two": true, "Your": true,
	"Monocolored": true, "Multicolored": true, "Another": true, "Each": true, "Color": true, "In": true}

// forgeCardProperties are the properties a spec's pieces use here, as
// Forge's CardProperty and type checks name them.
var forgeCardProperties = map[string]bool{"White": true, "Blue": true, "Black": true, "Red": true, "Green": true,
	"Colorless": true, "MultiColor": true, "MonoColor": true, "Legendary": true, "Basic": true, "Snow": true,
	"Other": true, "untapped": true, "tapped": true, "token": true, "Token": true, "attacking": true, "blocking": true,
	"YouCtrl": true, "OppCtrl": true, "YouDontCtrl": true, "Artifact": true, "Creature": true, "Enchantment": true, "Land": true,
	"Instant": true, "Sorcery": true, "Planeswalker": true, "Battle": true, "Permanent": true, "Kindred": true, "Tribal": true}

// forgeListOK checks a keyword's valid-card list: its alternatives are
// separated by commas, as Forge's keyword types split them.
func forgeListOK(spec string) error {
	if strings.Contains(spec, ";") {
		return fmt.Errorf("type %q: a keyword's alternatives are separated by commas", spec)
	}
	return forgeSpecOK(spec)
}

func forgeSpecOK(spec string) error {
	if spec == "" {
		return fmt.Errorf("no type")
	}
	for _, piece := range strings.FieldsFunc(spec, func(r rune) bool { return r == ';' || r == ',' }) {
		if !forgeSpecPiece.MatchString(piece) {
			return fmt.Errorf("type %q is not a valid-card spec", piece)
		}
		base, props, _ := strings.Cut(piece, ".")
		if forgeNotTypes[base] {
			return fmt.Errorf("type %q: %q is no type", piece, base)
		}
		for _, p := range strings.FieldsFunc(props, func(r rune) bool { return r == '+' }) {
			rest, negated := strings.CutPrefix(p, "non")
			subtype := negated && rest != "" && rest[0] >= 'A' && rest[0] <= 'Z' // "nonWall"
			if forgeNotTypes[p] || p[0] >= 'a' && p[0] <= 'z' && !forgeCardProperties[p] && !forgeCardProperties[rest] && !subtype {
				return fmt.Errorf("type %q: Forge has no property %q", piece, p)
			}
		}
	}
	return nil
}

func forgeAmountOK(s string) error {
	if strings.HasPrefix(s, "X") {
		return nil
	}
	if _, err := strconv.Atoi(s); err != nil {
		return fmt.Errorf("amount %q: Integer.parseInt throws", s)
	}
	return nil
}

// forgeCostOK replays Cost's parse of a cost string.
func forgeCostOK(cost string) error {
	if strings.TrimSpace(cost) == "" {
		return fmt.Errorf("empty cost")
	}
	// TextUtil.splitWithParenthesis(parse, ' ', '<', '>')
	var pieces []string
	depth, start := 0, 0
	for i, r := range cost {
		switch {
		case r == '<':
			depth++
		case r == '>':
			depth--
		case r == ' ' && depth == 0:
			pieces = append(pieces, cost[start:i])
			start = i + 1
		}
	}
	pieces = append(pieces, cost[start:])
	for _, p := range pieces {
		if p == "T" || p == "Q" || p == "Untap" {
			continue
		}
		if name, args, ok := strings.Cut(p, "<"); ok {
			want, known := forgeCostPartArgs[name]
			if !known || !strings.HasSuffix(args, ">") {
				return fmt.Errorf("cost part %q is not one Cost.java reads", p)
			}
			fields := strings.SplitN(strings.TrimSuffix(args, ">"), "/", len(want)+1)
			if len(fields) < len(want) {
				return fmt.Errorf("cost part %q: %d fields, Cost.java reads %d", p, len(fields), len(want))
			}
			for i, kind := range want {
				var err error
				switch kind {
				case 'n':
					err = forgeAmountOK(fields[i])
				case 't':
					err = forgeSpecOK(fields[i])
				case 'c':
					if !forgeCounter.MatchString(fields[i]) {
						err = fmt.Errorf("counter %q", fields[i])
					}
				}
				if err != nil {
					return fmt.Errorf("cost part %q: %v", p, err)
				}
			}
			continue
		}
		if !export.ForgeShardOK(p) {
			return fmt.Errorf("%q is no mana shard: ManaCostParser misreads it", p)
		}
	}
	return nil
}

// forgeReads replays Forge's parse of a K: line's value, returning what
// Forge would misread.
func forgeReads(line string) error {
	name, details, hasDetails := strings.Cut(line, ":")
	if !hasDetails {
		if rest, ok := strings.CutPrefix(line, "Protection from "); ok {
			if strings.ContainsAny(rest, ":") {
				return fmt.Errorf("protection quality %q", rest)
			}
		}
		return nil
	}
	class := forgeKeywordClass[strings.ToLower(name)]
	f := strings.Split(details, ":")
	switch class {
	case "cost":
		return forgeCostOK(strings.SplitN(details, "|", 2)[0])
	case "ninjutsu":
		if len(f) > 2 || len(f) == 2 && f[1] != "Commander" {
			return fmt.Errorf("ninjutsu fields %q", f)
		}
		return forgeCostOK(f[0])
	case "kicker":
		if len(f) > 2 {
			return fmt.Errorf("kicker reads two costs, not %d", len(f))
		}
		for _, c := range f {
			if err := forgeCostOK(c); err != nil {
				return err
			}
		}
	case "ward":
		for _, c := range f {
			if err := forgeCostOK(c); err != nil {
				return err
			}
		}
	case "equip":
		if err := forgeCostOK(f[0]); err != nil {
			return err
		}
		if len(f) > 1 {
			return forgeListOK(f[1])
		}
	case "emerge":
		// Emerge flips its fields: the cost, then the type sacrificed.
		if err := forgeCostOK(f[0]); err != nil {
			return err
		}
		if len(f) > 1 {
			return forgeListOK(f[1])
		}
	case "modular":
		if details == "Sunburst" {
			return nil
		}
		return forgeAmountOK(details)
	case "amount":
		if len(f) > 1 && !strings.HasPrefix(details, "X") {
			return fmt.Errorf("amount %q: Integer.parseInt throws", details)
		}
		return forgeAmountOK(f[0])
	case "amountcost":
		if len(f) < 2 {
			return fmt.Errorf("no cost after the amount")
		}
		if err := forgeAmountOK(f[0]); err != nil {
			return err
		}
		return forgeCostOK(f[1])
	case "amounttype":
		if len(f) < 2 {
			return fmt.Errorf("no type after the amount: d[1] throws")
		}
		if err := forgeAmountOK(f[0]); err != nil {
			return err
		}
		return forgeListOK(f[1])
	case "devour":
		if err := forgeAmountOK(f[0]); err != nil {
			return err
		}
		if len(f) > 1 {
			return forgeListOK(f[1])
		}
	case "typecost":
		if len(f) < 2 {
			return fmt.Errorf("no cost after the type")
		}
		if err := forgeListOK(f[0]); err != nil {
			return err
		}
		return forgeCostOK(f[1])
	case "type":
		return forgeListOK(f[0])
	case "partner":
		if strings.Contains(f[0], ".") {
			return fmt.Errorf("partner %q is no card name", f[0])
		}
	case "protection":
		return forgeListOK(f[0])
	}
	return nil
}

// TestForgeGrammar checks the grammar replay on lines Forge's own scripts
// carry and on the misreadings it must catch.
func TestForgeGrammar(t *testing.T) {
	for _, line := range []string{
		"Flashback:1 W PayLife<3>", "Kicker:2 R:3 U", "Ward:PayLife<3>", "Ward:Discard<1/Card>", "Ward:2:PayLife<2>",
		"TypeCycling:Basic:2", "Amplify:3:Dragon", "Champion:Elf", "Devour:3:Land", "Devour:X", "Equip:3:Creature.Legendary+YouCtrl:legendary creature",
		"Partner:Will Kenrith", "Protection:Creature.Legendary:legendary creatures", "Protection from red", "Hexproof:Card.MonoColor:monocolored",
		"Suspend:4:U", "Escape:3 B B ExileFromGrave<4/Card.Other/other cards>", "Cumulative upkeep:SubCounter<1/P1P1>", "Crew:3",
		"Splice:Arcane:tapXType<1/Creature.White/white creature>", "Morph:Reveal<1/Card.White/white card>", "Ninjutsu:U B:Commander",
		"Cycling:2 WU", "Madness:PB", "Buyback:Sac<1/Land>", "Reconfigure:PayEnergy<3>", "Emerge:5 B B:Artifact", "Emerge:6 B",
		"Craft:1 U ExileCtrlOrGrave<1/Artifact.Other>", "Modular:Sunburst", "Protection:Creature.God:God creatures",
	} {
		if err := forgeReads(line); err != nil {
			t.Errorf("K:%s: Forge reads it, the replay says %v", line, err)
		}
	}
	for _, line := range []string{
		"Ward:Discard a card", "Ward:Pay 3 life", "Flashback:{1}{W}, Pay 3 life", "Kicker:2 R} andor {3 U",
		"TypeCycling:Basic land:2", "Amplify:1", "Champion:An.Elf:an Elf", "Hexproof:Card.Monocolored more:x", "Devour:Land:3",
		"Equip:Legendary.Creature:3:legendary creature", "Partner:X.Y", "Suspend:4", "Crew:3:x", "Emerge:Artifact:5 B B",
		"Craft:Artifact:1 U", "Enchant:Artifact;Creature:artifact or creature", "Hexproof:Card.Each.Color:each color", "Enchant:Creature.Card.In.A.Graveyard:creature card in a graveyard",
	} {
		if err := forgeReads(line); err == nil {
			t.Errorf("K:%s: Forge misreads it, the replay finds nothing", line)
		}
	}
}

// TestForgeCostWriter checks the cost writer on the cost classes keyword
// abilities carry, against what Forge's Cost parses.
func TestForgeCostWriter(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"Flashback—{1}{W}, Pay 3 life.", "Flashback:1 W PayLife<3>"},
		{"Kicker {2}{R} and/or {3}{U}", "Kicker:2 R:3 U"},
		{"Ward—Pay 3 life.", "Ward:PayLife<3>"},
		{"Ward—Discard a card.", "Ward:Discard<1/Card>"},
		{"Ward—{2}, Pay 2 life.", "Ward:2 PayLife<2>"},
		{"Ward—Sacrifice a creature.", "Ward:Sac<1/Creature>"},
		{"Ward—Discard an enchantment, instant, or sorcery card.", "Ward:Discard<1/Enchantment;Instant;Sorcery/enchantment, instant, or sorcery card>"},
		{"Ward—Sacrifice three nonland permanents.", "Ward:Sac<3/Permanent.nonLand/nonland permanents>"},
		{"Ward—Discard a card at random.", "Ward:Discard<1/Random>"},
		{"Kicker—Sacrifice an artifact or creature.", "Kicker:Sac<1/Artifact;Creature/artifact or creature>"},
		{"Buyback—Discard two cards.", "Buyback:Discard<2/Card>"},
		{"Escape—{3}{B}{B}, Exile four other cards from your graveyard.", "Escape:3 B B ExileFromGrave<4/Card.Other/other cards>"},
		{"Cumulative upkeep—Remove a +1/+1 counter from this creature.", "Cumulative upkeep:SubCounter<1/P1P1>"},
		{"Cumulative upkeep—Pay 2 life.", "Cumulative upkeep:PayLife<2>"},
		{"Splice onto Arcane—Tap an untapped white creature you control.", "Splice:Arcane:tapXType<1/Creature.White/white creature>"},
		{"Morph—Reveal a white card in your hand.", "Morph:Reveal<1/Card.White/white card>"},
		{"Morph—Return two Islands you control to their owner's hand.", "Morph:Return<2/Island>"},
		{"Morph—Sacrifice another creature.", "Morph:Sac<1/Creature.Other/another creature>"},
		{"Unearth—Pay eight {E}.", "Unearth:PayEnergy<8>"},
		{"Replicate—Pay {E}{E}{E}.", "Replicate:PayEnergy<3>"},
		{"Reconfigure—Pay {2} or {E}{E}{E}.", ""}, // two costs: Forge's Reconfigure reads one
		{"Ward—Pay life equal to this creature's power.", ""},
		{"Basic landcycling {1}{G}", "TypeCycling:Basic:1 G"},
		{"Islandcycling {2}, swampcycling {2}", "TypeCycling:Island:2\nTypeCycling:Swamp:2"},
		{"Equip legendary creature {3}", "Equip:3:Creature.Legendary+YouCtrl:legendary creature"},
		{"Devour artifact 1", "Devour:1:Artifact"},
		{"Champion an Elf", "Champion:Elf"},
		{"Champion a Treefolk or Warrior", "Champion:Treefolk,Warrior:Treefolk or Warrior"},
		{"Hexproof from monocolored", "Hexproof:Card.MonoColor:monocolored"},
		{"Protection from legendary creatures", "Protection:Creature.Legendary:legendary creatures"},
		{"Protection from Goblins", "Protection:Goblin:Goblins"},
		{"Protection from black", "Protection from black"},
		{"Partner with Will Kenrith", "Partner:Will Kenrith"},
		{"Amplify 1", "Amplify:1:Dragon,Soldier"},
		{"Suspend 4—{1}{U}", "Suspend:4:1 U"},
		{"Enchant player", "Enchant:Player"},
		{"Enchant nonblack creature", "Enchant:Creature.nonBlack:nonblack creature"},
		{"Enchant non-Wall creature", "Enchant:Creature.nonWall:non-Wall creature"},
		{"Enchant creature you don't control", "Enchant:Creature.YouDontCtrl:creature you don't control"},
		{"Enchant green or white creature", "Enchant:Creature.Green,Creature.White:green or white creature"},
		{"Enchant creature or planeswalker you control", "Enchant:Creature.YouCtrl,Planeswalker.YouCtrl:creature or planeswalker you control"},
		{"Enchant artifact, creature, or planeswalker", "Enchant:Artifact,Creature,Planeswalker:artifact, creature, or planeswalker"},
		{"Emerge from artifact {5}{B}{B}", "Emerge:5 B B:Artifact"},
		{"Craft with artifact {1}{U}", "Craft:1 U ExileCtrlOrGrave<1/Artifact.Other>"},
		{"Craft with two creatures {5}{B}", "Craft:5 B ExileCtrlOrGrave<2/Creature.Other>"},
	} {
		parsed, _ := parser.Parse(tc.text, parser.Options{Name: "Test Card", TypeLine: "Creature — Dragon Soldier"})
		face := oracle.ExportFace{Name: "Test Card", TypeLine: "Creature — Dragon Soldier", Subtypes: []string{"Dragon", "Soldier"}, OracleText: tc.text, Abilities: parsed.Abilities}
		var got []string
		for _, a := range parsed.Abilities {
			for _, k := range a.Keywords {
				got = append(got, export.ForgeKeywords(k, &face)...)
			}
		}
		want := []string{} // one K: line a line of tc.want
		if tc.want != "" {
			want = strings.Split(tc.want, "\n")
		}
		if got == nil {
			got = []string{}
		}
		if !slices.Equal(got, want) {
			t.Errorf("%q: K:%q, want %q", tc.text, got, want)
		}
		for _, line := range got {
			if err := forgeReads(line); err != nil {
				t.Errorf("%q: K:%s: Forge misreads it: %v", tc.text, line, err)
			}
		}
	}
}

// TestForgeGrammarSample replays Forge's grammar over every K: line of the
// sample's export.
func TestForgeGrammarSample(t *testing.T) {
	for _, line := range strings.Split(exportTo(t, sampleStore(t), "forge", oracle.ExportOptions{}, false), "\n") {
		if k, ok := strings.CutPrefix(line, "K:"); ok {
			if err := forgeReads(k); err != nil {
				t.Errorf("K:%s: %v", k, err)
			}
		}
	}
}

// TestForgeGrammarExport replays Forge's grammar over every K: line of a
// whole-pool Forge export in the directory ORACLE_FORGE_DIR (made by
// oracle export --format forge --out DIR) and reports the misread lines by
// keyword.
func TestForgeGrammarExport(t *testing.T) {
	dir := os.Getenv("ORACLE_FORGE_DIR")
	if dir == "" {
		t.Skip("ORACLE_FORGE_DIR does not name a Forge export")
	}
	lines, bad := 0, map[string][]string{}
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, line := range strings.Split(string(b), "\n") {
			if k, ok := strings.CutPrefix(line, "K:"); ok {
				lines++
				if err := forgeReads(k); err != nil {
					name, _, _ := strings.Cut(k, ":")
					bad[name] = append(bad[name], fmt.Sprintf("%s: K:%s: %v", filepath.Base(path), k, err))
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	names := make([]string, 0, len(bad))
	total := 0
	for n, l := range bad {
		names = append(names, n)
		total += len(l)
	}
	sort.Slice(names, func(i, j int) bool { return len(bad[names[i]]) > len(bad[names[j]]) })
	t.Logf("%d K: lines, %d misread", lines, total)
	for _, n := range names {
		t.Logf("%5d %s, e.g. %s", len(bad[n]), n, bad[n][0])
	}
	if total > 0 {
		t.Errorf("%d of %d K: lines are misread by Forge's parsing", total, lines)
	}
}
