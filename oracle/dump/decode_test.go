package dump

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/ulikunitz/xz"

	"github.com/mtgoracle/oracle/oracle"
)

func decodeAll(t *testing.T, paths ...string) ([]Record, Meta) {
	t.Helper()
	var recs []Record
	meta, err := Decode(context.Background(), paths, func(r Record) error {
		recs = append(recs, r)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return recs, meta
}

func names(recs []Record) []string {
	out := make([]string, len(recs))
	for i, r := range recs {
		out[i] = r.Name
	}
	return out
}

func date(s string) oracle.Date { return oracle.MustDate(s) }

// checkRecord compares one record with what it should be, field by field
// so a failure says which.
func checkRecord(t *testing.T, got, want Record) {
	t.Helper()
	g, w := reflect.ValueOf(got), reflect.ValueOf(want)
	for i := 0; i < g.NumField(); i++ {
		if !reflect.DeepEqual(g.Field(i).Interface(), w.Field(i).Interface()) {
			t.Errorf("%s: %s = %#v, want %#v", want.Name, g.Type().Field(i).Name, g.Field(i).Interface(), w.Field(i).Interface())
		}
	}
}

func TestDetectFormat(t *testing.T) {
	tests := []struct {
		name    string
		content string
		want    Format
		wantErr string
	}{
		{"v5 set file", `{"meta": {"date": "2022-04-25", "version": "5.2.0"}, "data": {}}`, MTGJSONv5, ""},
		{"v4 wrapper", `{"meta": {"version": "4.6.0"}, "data": {}}`, MTGJSONv4, ""},
		{"v4 set file", `{"baseSetSize": 1, "cards": []}`, MTGJSONv4, ""},
		{"v4 by its first card", `{"block": "Invasion", "cards": [{"artist": "A", "uuid": "x"}]}`, MTGJSONv4, ""},
		{"v3 set file", `{"name": "Planeshift", "code": "PLS", "border": "black"}`, MTGJSONv3, ""},
		{"v3 by its first card", "\ufeff\n {\"name\": \"X\", \"cards\": [{\"artist\": \"A\", \"cmc\": 1}]}", MTGJSONv3, ""},
		{"scryfall", "  [\n{\"name\": \"Forest\"}]", Scryfall, ""},
		{"cockatrice old", `<?xml version="1.0"?><cockatrice_carddatabase version="1"><sets/>`, Cockatrice, ""},
		{"cockatrice v3", `<cockatrice_carddatabase version="3">`, Cockatrice, ""},
		{"cockatrice v4", `<?xml version="1.0"?>` + "\n" + `<cockatrice_carddatabase version="4">`, CockatriceV4, ""},
		{"other XML", `<deck version="1">`, "", "not a card dump"},
		{"unknown JSON object", `{"foo": 1, "bar": [1, 2]}`, "", "not an MTGJSON file"},
		{"set without cards", `{"name": "X", "cards": []}`, "", "cannot tell its version"},
		{"text", `hello`, "", "not a known card dump"},
		{"empty", ``, "", "empty file"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, r, err := DetectFormat(strings.NewReader(tt.content))
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("DetectFormat = %q, %v; want error with %q", got, err, tt.wantErr)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Fatalf("DetectFormat = %q, %v; want %q", got, err, tt.want)
			}
			var all bytes.Buffer
			all.ReadFrom(r)
			if all.String() != tt.content {
				t.Errorf("reader yields %q, want the whole content", all.String())
			}
		})
	}
}

func TestDetectFormatFixtures(t *testing.T) {
	tests := map[string]Format{
		"mtgjson-v5-sets/APC.json":     MTGJSONv5,
		"mtgjson-v5-allprintings.json": MTGJSONv5,
		"mtgjson-v5-atomic.json":       MTGJSONv5,
		"mtgjson-v4-APC.json":          MTGJSONv4,
		"mtgjson-v3-PLS.json":          MTGJSONv3,
		"mtgjson-v3-versions.json":     MTGJSONv3,
		"scryfall-cards.json":          Scryfall,
		"cockatrice-old.xml":           Cockatrice,
		"cockatrice-v4.xml":            CockatriceV4,
	}
	for file, want := range tests {
		f, err := os.Open(filepath.Join("testdata", file))
		if err != nil {
			t.Fatal(err)
		}
		got, _, err := DetectFormat(f)
		f.Close()
		if err != nil || got != want {
			t.Errorf("%s: DetectFormat = %q, %v; want %q", file, got, err, want)
		}
	}
}

var fireIceOracle = []Face{
	{Name: "Fire", ManaCost: "{1}{R}", TypeLine: "Instant", Text: "Fire deals 2 damage divided as you choose among one or two targets.", Colors: []string{"R"}},
	{Name: "Ice", ManaCost: "{1}{U}", TypeLine: "Instant", Text: "Tap target permanent.\nDraw a card.", Colors: []string{"U"}},
}

func TestDecodeV5Directory(t *testing.T) {
	recs, meta := decodeAll(t, "testdata/mtgjson-v5-sets")
	wantMeta := Meta{Format: MTGJSONv5, Date: date("2022-04-25"), Version: "5.2.0+20220425", Title: "MTGJSON 5.2.0+20220425 (2 set files)"}
	if meta != wantMeta {
		t.Errorf("meta = %+v, want %+v", meta, wantMeta)
	}
	if got, want := names(recs), []string{"Fire // Ice", "Dawn Sentry", "Skyship Weatherlight", "Skyship Weatherlight"}; !reflect.DeepEqual(got, want) {
		t.Fatalf("names = %q, want %q", got, want)
	}
	checkRecord(t, recs[0], Record{
		Name: "Fire // Ice", Layout: "split", ManaCost: "{1}{R} // {1}{U}", TypeLine: "Instant // Instant", ManaValue: 4,
		Colors: []string{"U", "R"}, ColorIdentity: []string{"R", "U"}, Faces: fireIceOracle,
		Printings: []oracle.Printing{{Set: "APC", SetName: "Apocalypse", Released: date("2001-06-04"), SetReleased: date("2001-06-04"), Number: "128", MultiverseID: "27165", SetType: "expansion", Block: "Invasion", Faces: []oracle.PrintedFace{
			{Name: "Fire", TypeLine: "Instant", MultiverseID: "27165", Text: "Fire deals 2 damage divided as you choose among any number of target creatures and/or players."},
			{Name: "Ice", TypeLine: "Instant", MultiverseID: "27165", Text: "Tap target permanent.\nDraw a card."},
		}}},
		Rulings:          []oracle.Ruling{{Kind: oracle.RulingCard, Date: date("2018-12-07"), Cards: []string{"Fire // Ice"}, Text: "You divide the damage as you cast Fire."}},
		Legalities:       map[string]string{"commander": "legal", "vintage": "restricted"},
		ScryfallOracleID: "ae92942b-919c-4ea9-b693-85fcef765d5a",
		MultiverseIDs:    []string{"27165"},
	})
	checkRecord(t, recs[1], Record{
		Name: "Dawn Sentry", Layout: "normal", ManaCost: "{W}", TypeLine: "Creature — Spirit", Power: "1", Toughness: "1", Text: "Flying",
		ManaValue: 1, Colors: []string{"W"}, ColorIdentity: []string{"W"}, Keywords: []string{"Flying"},
		Printings: []oracle.Printing{{Set: "APC", SetName: "Apocalypse", Released: date("2001-06-04"), SetReleased: date("2001-06-04"), Number: "5", MultiverseID: "27170", SetType: "expansion", Block: "Invasion",
			TypeLine: "Creature - Spirit", Text: "Flying", Flavor: "A lone light."}},
		Legalities: map[string]string{"legacy": "legal"}, ScryfallOracleID: "11111111-2222-3333-4444-555555555555", MultiverseIDs: []string{"27170"},
	})
	markup := recs[3].Printings[0]
	wantMarkup := oracle.Printing{Set: "PLS", SetName: "Planeshift", Released: date("2001-02-05"), SetReleased: date("2001-02-05"), Number: "133★", TypeLine: "Legendary Artifact", SetType: "expansion",
		Text:    "{4}, {T}: Choose a card at random that was removed from the game with Skyship Weatherlight.",
		RawText: "o4, oc\nT: Choose a card at random that was removed from the game with Skyship Weatherlight."}
	if !reflect.DeepEqual(markup, wantMarkup) {
		t.Errorf("printing with legacy markup = %+v, want %+v", markup, wantMarkup)
	}
	if recs[2].Printings[0].RawText != "" {
		t.Errorf("printing without markup has RawText %q", recs[2].Printings[0].RawText)
	}
}

func TestDecodeV5AllPrintingsAndAtomic(t *testing.T) {
	recs, meta := decodeAll(t, "testdata/mtgjson-v5-allprintings.json")
	if meta.Date != date("2025-01-01") || meta.Format != MTGJSONv5 {
		t.Errorf("meta = %+v", meta)
	}
	if got, want := names(recs), []string{"Dawn Sentry", "Halvar, God of Battle // Sword of the Realms"}; !reflect.DeepEqual(got, want) {
		t.Fatalf("names = %q, want %q", got, want)
	}
	halvar := recs[1]
	if halvar.ManaCost != "{2}{W}{W} // {1}{W}" || halvar.TypeLine != "Legendary Creature — God // Legendary Artifact — Equipment" ||
		len(halvar.Faces) != 2 || halvar.Faces[0].Power != "4" || halvar.Printings[0].Set != "KHM" || halvar.Printings[0].Released != date("2021-02-05") {
		t.Errorf("modal DFC record = %+v", halvar)
	}

	recs, _ = decodeAll(t, "testdata/mtgjson-v5-atomic.json")
	if got, want := names(recs), []string{"Curfew", "Dusk // Dawn", "El-Hajjâj"}; !reflect.DeepEqual(got, want) {
		t.Fatalf("names = %q, want %q", got, want)
	}
	checkRecord(t, recs[1], Record{
		Name: "Dusk // Dawn", Layout: "aftermath", ManaCost: "{2}{W}{W} // {3}{W}{W}", TypeLine: "Sorcery // Sorcery", ManaValue: 9,
		Colors: []string{"W"}, ColorIdentity: []string{"W"}, Keywords: []string{"Aftermath"},
		Faces: []Face{
			{Name: "Dusk", ManaCost: "{2}{W}{W}", TypeLine: "Sorcery", Text: "Destroy all creatures with power 3 or greater.", Colors: []string{"W"}},
			// MTGJSON states keywords per face: Aftermath is Dawn's.
			{Name: "Dawn", ManaCost: "{3}{W}{W}", TypeLine: "Sorcery", Text: "Aftermath\nReturn each creature card with power 2 or less from your graveyard to your hand.", Colors: []string{"W"}, Keywords: []string{"Aftermath"}},
		},
	})
	if len(recs[0].Printings) != 0 || len(recs[0].Rulings) != 1 || recs[0].ScryfallOracleID == "" {
		t.Errorf("atomic card = %+v, want rulings and oracle id, no printings", recs[0])
	}
}

func TestDecodeV4(t *testing.T) {
	recs, meta := decodeAll(t, "testdata/mtgjson-v4-APC.json")
	wantMeta := Meta{Format: MTGJSONv4, Date: date("2019-07-21"), Version: "4.4.2-rebuild.4", Title: "MTGJSON 4.4.2-rebuild.4"}
	if meta != wantMeta {
		t.Errorf("meta = %+v, want %+v", meta, wantMeta)
	}
	if len(recs) != 2 {
		t.Fatalf("names = %q, want Fire // Ice and Test Walker", names(recs))
	}
	checkRecord(t, recs[0], Record{
		Unknown: oracle.FieldKeywords,
		Name:    "Fire // Ice", Layout: "split", ManaCost: "{1}{R} // {1}{U}", TypeLine: "Instant // Instant", ManaValue: 4,
		Colors: []string{"U", "R"}, ColorIdentity: []string{"R", "U"}, Faces: fireIceOracle,
		Printings: []oracle.Printing{{Set: "APC", SetName: "Apocalypse", Released: date("2001-06-04"), SetReleased: date("2001-06-04"), Number: "128", MultiverseID: "27165", SetType: "expansion", Block: "Invasion", Faces: []oracle.PrintedFace{
			{Name: "Fire", TypeLine: "Instant", MultiverseID: "27165", Text: "Fire deals 2 damage divided as you choose among any number of target creatures and/or players."},
			{Name: "Ice", TypeLine: "Instant", MultiverseID: "27166", Text: "Tap target permanent.\nDraw a card."},
		}}},
		Legalities:       map[string]string{"vintage": "legal"},
		ScryfallOracleID: "ae92942b-919c-4ea9-b693-85fcef765d5a",
		MultiverseIDs:    []string{"27165", "27166"},
	})
	if recs[0].LegalityFormats != nil {
		t.Errorf("a file of a versioned build speaks of its build's formats, got %q", recs[0].LegalityFormats)
	}
	walker := recs[1]
	if walker.Loyalty != "4" || walker.MultiverseIDs[0] != "26000" || walker.Printings[0].Flavor != "Hot." || walker.Rulings[0].Date != date("2005-01-01") {
		t.Errorf("numeric loyalty and multiverse id, flavorText, rulings: %+v", walker)
	}
}

func TestDecodeV3(t *testing.T) {
	recs, meta := decodeAll(t, "testdata/mtgjson-v3-PLS.json")
	if meta != (Meta{Format: MTGJSONv3, Title: "MTGJSON v3"}) {
		t.Errorf("meta = %+v, want v3 without date", meta)
	}
	if got, want := names(recs), []string{"Assault // Battery", "Skyship Weatherlight"}; !reflect.DeepEqual(got, want) {
		t.Fatalf("names = %q, want %q", got, want)
	}
	checkRecord(t, recs[0], Record{
		Unknown: oracle.FieldKeywords,
		Name:    "Assault // Battery", Layout: "split", ManaCost: "{R} // {3}{G}", TypeLine: "Sorcery // Sorcery", ManaValue: 1,
		Colors: []string{"R", "G"}, ColorIdentity: []string{"R"},
		Faces: []Face{
			{Name: "Assault", ManaCost: "{R}", TypeLine: "Sorcery", Text: "Assault deals 2 damage to any target.", Colors: []string{"R"}},
			{Name: "Battery", ManaCost: "{3}{G}", TypeLine: "Sorcery", Text: "Create a 3/3 green Elephant creature token.", Colors: []string{"G"}},
		},
		Printings: []oracle.Printing{{Set: "PLS", SetName: "Planeshift", Released: date("2001-02-05"), SetReleased: date("2001-02-05"), Number: "295" /* v3 numbers the faces 295a, 295b */, Artist: "Ben Thompson", MultiverseID: "20580", SetType: "expansion", Faces: []oracle.PrintedFace{
			{Name: "Assault", TypeLine: "Sorcery", MultiverseID: "20580", Text: "Assault deals 2 damage to target creature or player."},
			{Name: "Battery", TypeLine: "Sorcery", MultiverseID: "20580", Text: "Put a 3/3 green Elephant creature token into play."},
		}}},
		Legalities: map[string]string{"commander": "legal"},
		// the formats the file names, "Ixalan Block" as not legal
		LegalityFormats: []string{"commander", "ixalanblock", "vintage"},
		// the file's date, which says how new the formats it names are
		LegalityFilesDate: "2001-02-05",
		MultiverseIDs:     []string{"20580"},
	})
	sky := recs[1]
	if sky.Colors != nil || sky.Printings[0].Text != "{4}, {T}: Choose a card at random that was removed from the game with Skyship Weatherlight." ||
		sky.Printings[0].Flavor != "Gerrard's ship." || !reflect.DeepEqual(sky.Legalities, map[string]string{"commander": "legal", "vintage": "banned"}) {
		t.Errorf("v3 card = %+v", sky)
	}
}

// TestDecodeV3Versions reads the names v3 gives versions of a card
// ("Sly Spy (a)") as the card's, numbering versions printed under one
// number apart, rarities in one vocabulary, and partners v3 makes one flip
// card (each lettered part showing one partner) as the cards they are.
func TestDecodeV3Versions(t *testing.T) {
	recs, _ := decodeAll(t, "testdata/mtgjson-v3-versions.json")
	type printing struct{ name, number, rarity string }
	var got []printing
	for _, r := range recs {
		sc := r.SnapshotCard(oracle.Source{ID: "s"})
		if len(sc.Card.Faces) != 0 {
			t.Errorf("%s has faces %+v, want none", sc.Card.Name, sc.Card.Faces)
		}
		for _, p := range sc.Card.Printings {
			got = append(got, printing{sc.Card.Name, p.Number, p.Rarity})
		}
	}
	want := []printing{{"Sly Spy", "67a", "uncommon"}, {"Sly Spy", "67b", "uncommon"},
		{"Boros Guildgate", "243", "common"}, {"Boros Guildgate", "244", "common"},
		{"Zndrsplt, Eye of Wisdom", "5", "mythic"}, {"Okaun, Eye of Chaos", "6", "mythic"}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("printings = %q,\nwant %q", got, want)
	}
	// A set file no card of which has a color identity does not carry it.
	for _, r := range recs {
		if !r.Unknown.Has(oracle.FieldColorIdentity) {
			t.Errorf("%s: color identity stated by a file without any", r.Name)
		}
	}
}

func TestDecodeScryfall(t *testing.T) {
	recs, meta := decodeAll(t, "testdata/scryfall-cards.json")
	if meta.Format != Scryfall || !meta.Date.IsZero() {
		t.Errorf("meta = %+v, want Scryfall without date", meta)
	}
	wantNames := []string{"Skyship Weatherlight", "Fire // Ice", "Kor Outfitter", "Balamb Garden, SeeD Academy // Balamb Garden, Airborne", "Lion's Eye Diamond"}
	if got := names(recs); !reflect.DeepEqual(got, wantNames) {
		t.Fatalf("names = %q, want %q (German printing and token skipped)", got, wantNames)
	}
	checkRecord(t, recs[0], Record{
		Name: "Skyship Weatherlight", Layout: "normal", ManaCost: "{4}", TypeLine: "Legendary Artifact", ManaValue: 4,
		Text: "{4}, {T}: Choose a card at random that was exiled with Skyship Weatherlight.", Colors: []string{}, ColorIdentity: []string{}, Keywords: []string{},
		Printings:        []oracle.Printing{{Set: "pls", SetName: "Planeshift", Released: date("2001-02-05"), Number: "133", ScryfallID: "x1", MultiverseID: "26480", Flavor: "Gerrard's ship."}},
		Legalities:       map[string]string{"commander": "legal", "vintage": "restricted"},
		ScryfallOracleID: "aaaaaaaa-0000-0000-0000-000000000001", MultiverseIDs: []string{"26480"},
	})
	fire := recs[1]
	if !reflect.DeepEqual(fire.Faces, []Face{
		{Name: "Fire", ManaCost: "{1}{R}", TypeLine: "Instant", Text: fireIceOracle[0].Text},
		{Name: "Ice", ManaCost: "{1}{U}", TypeLine: "Instant", Text: fireIceOracle[1].Text},
	}) || fire.ManaCost != "{1}{R} // {1}{U}" || !reflect.DeepEqual(fire.Colors, []string{"R", "U"}) || len(fire.Printings[0].Faces) != 2 {
		t.Errorf("split card = %+v", fire)
	}
	kor := recs[2]
	if kor.Power != "2" || len(kor.Printings) != 0 || kor.Legalities["commander"] != "legal" {
		t.Errorf("trimmed card = %+v", kor)
	}
	// legal_in_commander alone: a statement of Commander, of no other format
	if kor.Unknown.Has(oracle.FieldLegalities) || !reflect.DeepEqual(kor.LegalityFormats, []string{"commander"}) {
		t.Errorf("trimmed card's legalities: unknown %v, formats %q", kor.Unknown.Has(oracle.FieldLegalities), kor.LegalityFormats)
	}
	if recs[0].LegalityFormats != nil {
		t.Errorf("a full card object speaks of every format, got %q", recs[0].LegalityFormats)
	}
	balamb := recs[3]
	if balamb.ManaCost != "" || balamb.TypeLine != "Land — Town // Legendary Artifact — Vehicle" || balamb.Faces[1].Power != "5" {
		t.Errorf("trimmed transform card = %+v", balamb)
	}
}

func TestDecodeCockatriceOld(t *testing.T) {
	recs, meta := decodeAll(t, "testdata/cockatrice-old.xml")
	if meta != (Meta{Format: Cockatrice, Version: "1", Title: "Cockatrice card database v1"}) {
		t.Errorf("meta = %+v", meta)
	}
	wantNames := []string{"Erase", "Erase (Not the Urza's Legacy One)", "Nezumi Shortfang // Stabwhisker the Odious", "Fire // Ice", "Ghostfire",
		"Valor", "Homura, Human Ascendant // Homura's Essence", "Budoka Pupil // Ichiga, Who Topples Oaks", "Curse of the Fire Penguin",
		"Who // What // When // Where // Why", "Ajani Goldmane", "Dark Depths", "Evermind", "Angry Mob", "Assquatch", "S.N.O.T.", "Squared Ooze"}
	if got := names(recs); !reflect.DeepEqual(got, wantNames) {
		t.Fatalf("names = %q, want %q", got, wantNames)
	}
	checkRecord(t, recs[2], Record{
		Unknown: oracle.FieldLoyalty | oracle.FieldDefense | oracle.FieldColors | oracle.FieldColorIdentity | oracle.FieldKeywords | oracle.FieldLegalities,
		Name:    "Nezumi Shortfang // Stabwhisker the Odious", Layout: "flip", ManaCost: "{1}{B}",
		TypeLine: "Creature — Rat Rogue // Legendary Creature — Rat Shaman",
		Faces: []Face{
			{Name: "Nezumi Shortfang", ManaCost: "{1}{B}", TypeLine: "Creature — Rat Rogue", Power: "1", Toughness: "1",
				Text: "{1}{B}, {T}: Target opponent discards a card. Then if that player has no cards in hand, flip Nezumi Shortfang."},
			{Name: "Stabwhisker the Odious", TypeLine: "Legendary Creature — Rat Shaman", Power: "3", Toughness: "3",
				Text: "At the beginning of each opponent's upkeep, that player loses 1 life for each card fewer than three in his or her hand."},
		},
		Printings: []oracle.Printing{{Set: "CHK", SetName: "Champions of Kamigawa"}},
	})
	fire := recs[3]
	if fire.Layout != "split" || len(fire.Faces) != 2 || fire.Faces[0].Name != "Fire" || fire.Faces[1].ManaCost != "{1}{U}" || fire.Faces[1].Text != "Tap target permanent.\nDraw a card." {
		t.Errorf("split card = %+v", fire)
	}
	if recs[4].ManaCost != "{2/R}{X}" {
		t.Errorf("Ghostfire mana cost = %q, want {2/R}{X}", recs[4].ManaCost)
	}
	// "XXValor (Valor)" is Valor.
	if valor := recs[5]; valor.Power != "2" || !strings.HasPrefix(valor.Text, "First strike\n") {
		t.Errorf("Valor = %+v", valor)
	}
	// A flipped side given without text is not known, not blank.
	homura := recs[6]
	if len(homura.Faces) != 2 || homura.Faces[0].TextUnknown || !homura.Faces[1].TextUnknown {
		t.Errorf("Homura = %+v, want its flipped side's text unknown", homura)
	}
	if sc := homura.SnapshotCard(oracle.Source{ID: "s"}); sc.Card.Faces[1].Oracle != nil || len(sc.Card.Faces[0].Oracle) != 1 {
		t.Errorf("Homura's snapshot faces = %+v, want no wording for the flipped side", sc.Card.Faces)
	}
	// A flip card written as one text is a card of two faces.
	checkRecord(t, recs[7], Record{
		Unknown: oracle.FieldLayout | oracle.FieldLoyalty | oracle.FieldDefense | oracle.FieldColorIdentity | oracle.FieldKeywords | oracle.FieldLegalities,
		Name:    "Budoka Pupil // Ichiga, Who Topples Oaks", ManaCost: "{1}{G}{G}",
		TypeLine: "Creature — Human Monk // Legendary Creature — Spirit", Colors: []string{"G"},
		Faces: []Face{
			{Name: "Budoka Pupil", ManaCost: "{1}{G}{G}", TypeLine: "Creature — Human Monk", Power: "2", Toughness: "2", Colors: []string{"G"},
				Text: "Whenever you play a Spirit or Arcane spell, you may put a ki counter on Budoka Pupil.\nAt end of turn, if there are two or more ki counters on Budoka Pupil, you may flip it."},
			{Name: "Ichiga, Who Topples Oaks", TypeLine: "Legendary Creature — Spirit", Power: "4", Toughness: "3",
				Text: "Trample\nRemove a ki counter from Ichiga, Who Topples Oaks: Target creature gets +2/+2 until end of turn."},
		},
		Printings: []oracle.Printing{{Set: "BOK", SetName: "Betrayers of Kamigawa"}},
	})
	// A later part that names no face leaves the card its first part.
	if curse := recs[8]; len(curse.Faces) != 0 || curse.Text != "Curse of the Fire Penquin consumes and confuses enchanted creature." {
		t.Errorf("Curse of the Fire Penguin = %+v", curse)
	}
	// The halves named in the name, each part with its cost and type.
	who := recs[9]
	if len(who.Faces) != 5 || !reflect.DeepEqual(who.Faces[0], Face{Name: "Who", ManaCost: "{X}{W}", TypeLine: "Instant", Text: "Target player gains X life."}) ||
		who.Faces[4].Name != "Why" || who.Faces[4].ManaCost != "{1}{G}" || who.Faces[4].Text != "Destroy target enchantment." {
		t.Errorf("Who/What/When/Where/Why = %+v", who.Faces)
	}
	// A planeswalker's loyalty is its text's first line; another card's
	// number there is text.
	if ajani := recs[10]; ajani.Loyalty != "4" || !strings.HasPrefix(ajani.Text, "+1: You gain 2 life.") || ajani.Unknown.Has(oracle.FieldLoyalty) {
		t.Errorf("Ajani Goldmane = loyalty %q, text %q", ajani.Loyalty, ajani.Text)
	}
	// A card without a mana cost, its elements shifted by one.
	if ev := recs[12]; ev.ManaCost != "" || ev.TypeLine != "Instant — Arcane" || ev.Text != "(Nonexistent mana costs can't be paid.)\nDraw a card.\nEvermind is blue." {
		t.Errorf("Evermind = cost %q, type %q, text %q", ev.ManaCost, ev.TypeLine, ev.Text)
	}
	if depths := recs[11]; depths.Loyalty != "" || !strings.HasPrefix(depths.Text, "3\n") {
		t.Errorf("Dark Depths = loyalty %q, text %q", depths.Loyalty, depths.Text)
	}
	// A creature without a pt element: its text's first line, a P/T
	// that is not plain numbers; a half written {1/2}, a superscript {^2}.
	for i, want := range []string{"2+*/2+*/Trample", "3½/3½/Each other Donkey gets +1{1/2}/+1{1/2}.",
		"*²/*²/S.N.O.T.'s power and toughness are equal to the square of the number of S.N.O.T.s stuck together.",
		"1²+½/7-*/Trample"} {
		if c := recs[13+i]; c.Power+"/"+c.Toughness+"/"+c.Text != want {
			t.Errorf("%s = power %q, toughness %q, text %q", c.Name, c.Power, c.Toughness, c.Text)
		}
	}
}

func TestDecodeCockatriceV4(t *testing.T) {
	recs, meta := decodeAll(t, "testdata/cockatrice-v4.xml")
	if meta != (Meta{Format: CockatriceV4, Date: date("2023-03-14"), Version: "4", Title: "Cockatrice card database v4"}) {
		t.Errorf("meta = %+v", meta)
	}
	if len(recs) != 2 {
		t.Fatalf("names = %q", names(recs))
	}
	checkRecord(t, recs[0], Record{
		Unknown: oracle.FieldLoyalty | oracle.FieldDefense | oracle.FieldKeywords | oracle.FieldLegalities,
		Name:    "Llanowar Elves", Layout: "normal", ManaCost: "{G}", TypeLine: "Creature — Elf Druid", Power: "1", Toughness: "1",
		Text: "{T}: Add {G}.", ManaValue: 1, Colors: []string{"G"}, ColorIdentity: []string{"G"},
		Printings: []oracle.Printing{
			{Set: "LEA", SetName: "Limited Edition Alpha", Released: date("1993-08-05"), SetReleased: date("1993-08-05"), Number: "210", Rarity: "common", ScryfallID: "u1", MultiverseID: "221"},
			{Set: "2ED", SetName: "Unlimited Edition", Released: date("1993-12-01"), SetReleased: date("1993-12-01"), Number: "212", Rarity: "common", ScryfallID: "u2", MultiverseID: "523"},
		},
		MultiverseIDs: []string{"221", "523"},
	})
	if recs[1].Loyalty != "4" || recs[1].ManaCost != "{2}{R}{R}" {
		t.Errorf("planeswalker = %+v", recs[1])
	}
}

// compressed writes the fixture gzip- or xz-compressed under a name that
// does not tell, so detection must go by the magic bytes.
func compressed(t *testing.T, fixture, kind string) string {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join("testdata", fixture))
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	switch kind {
	case "gzip":
		w := gzip.NewWriter(&buf)
		w.Write(raw)
		w.Close()
	case "xz":
		w, err := xz.NewWriter(&buf)
		if err != nil {
			t.Fatal(err)
		}
		w.Write(raw)
		w.Close()
	}
	path := filepath.Join(t.TempDir(), "dump.json")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestDecodeCompressed(t *testing.T) {
	for _, fixture := range []string{"mtgjson-v4-APC.json", "cockatrice-old.xml", "scryfall-cards.json"} {
		plain, plainMeta := decodeAll(t, filepath.Join("testdata", fixture))
		for _, kind := range []string{"gzip", "xz"} {
			recs, meta := decodeAll(t, compressed(t, fixture, kind))
			if !reflect.DeepEqual(recs, plain) || meta != plainMeta {
				t.Errorf("%s %s: decoded differently from the plain file", fixture, kind)
			}
		}
	}
}

func TestDecodeOrderIsDeterministic(t *testing.T) {
	paths := []string{"testdata/mtgjson-v5-sets", "testdata/mtgjson-v5-sets/PLS.json", "testdata/mtgjson-v5-sets/APC.json", "testdata/mtgjson-v5-sets"}
	first, _ := decodeAll(t, paths...)
	if len(first) != 12 {
		t.Fatalf("got %d records, want 12", len(first))
	}
	for range 20 {
		again, _ := decodeAll(t, paths...)
		if !reflect.DeepEqual(names(again), names(first)) {
			t.Fatalf("order changed: %q, then %q", names(first), names(again))
		}
	}
}

func TestDecodeMetaMismatch(t *testing.T) {
	tests := []struct {
		paths []string
		want  string
	}{
		{[]string{"testdata/mtgjson-v5-sets/APC.json", "testdata/mtgjson-v5-allprintings.json"}, `dump date "2025-01-01" differs from "2022-04-25"`},
		{[]string{"testdata/mtgjson-v5-sets/APC.json", "testdata/scryfall-cards.json"}, "format scryfall differs from mtgjson-v5"},
	}
	for _, tt := range tests {
		_, err := Decode(context.Background(), tt.paths, func(Record) error { return nil })
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Decode(%q) = %v, want error with %q", tt.paths, err, tt.want)
		}
	}
}

func TestDecodeStopsOnCallbackError(t *testing.T) {
	stop := errors.New("stop")
	seen := 0
	_, err := Decode(context.Background(), []string{"testdata/mtgjson-v5-sets"}, func(Record) error {
		seen++
		return stop
	})
	if !errors.Is(err, stop) || seen != 1 {
		t.Errorf("Decode = %v after %d records, want stop after 1", err, seen)
	}
}

func TestDecodeCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := Decode(ctx, []string{"testdata/mtgjson-v5-sets", "testdata/mtgjson-v5-sets"}, func(Record) error { return nil })
	if !errors.Is(err, context.Canceled) {
		t.Errorf("Decode with a cancelled context = %v, want context.Canceled", err)
	}
}

func writeFile(t *testing.T, name string, content []byte) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, content, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestDecodeMalformed(t *testing.T) {
	gzipped, err := os.ReadFile(compressed(t, "mtgjson-v4-APC.json", "gzip"))
	if err != nil {
		t.Fatal(err)
	}
	v5, err := os.ReadFile("testdata/mtgjson-v5-sets/APC.json")
	if err != nil {
		t.Fatal(err)
	}
	at := `: offset \d+: `
	tests := []struct {
		name    string
		content []byte
		want    string // regexp after the file name
	}{
		{"truncated gzip", gzipped[:len(gzipped)/2], at + "unexpected EOF"},
		{"truncated JSON", v5[:len(v5)/2], at + "unexpected EOF"},
		{"invalid JSON", []byte(`{"meta": {"date": "2022-04-25"}, "data": {"cards": [{"name": "X",, }]}}`), `: offset 65: invalid character ',' at start of value \(at /data/cards/0\)`},
		{"wrong type in a card", []byte(`{"meta": {}, "data": {"cards": [{"name": ["X"]}]}}`), `: offset 41: json: (cannot|unable to) unmarshal JSON array into Go string within "/data/cards/0/name"`}, // the wording varies on purpose
		{"object for a number", []byte(`{"baseSetSize": 1, "cards": [{"uuid": "u", "loyalty": {"a": 1}}]}`), at + ".*want a string or a number"},
		{"cards not an array", []byte(`{"meta": {}, "data": {"cards": {"name": "X"}}}`), at + `cards: want "\[", got "\{"`},
		{"bad meta date", []byte(`{"meta": {"date": "2022-13-01"}, "data": {}}`), at + "meta.date: bad date"},
		{"trailing garbage", []byte(`[{"name": "X"}] [`), at + `unexpected "\[" after the end`},
		{"scryfall object not a card", []byte(`[{"name": "X"}, 3]`), `: offset 16: json: (cannot|unable to) unmarshal JSON number`},
		{"card without a name", []byte(`{"meta": {}, "data": {"cards": [{"name": "A"}, {"text": "B"}]}}`), `: offset 60: card without a name`},
		{"bad XML", []byte("<cockatrice_carddatabase version=\"1\">\n<cards>\n<card><name>X</name></cards>"), `:3:\d+: XML syntax error`},
		{"truncated XML", []byte("<cockatrice_carddatabase version=\"4\">\n<cards>\n<card><name>X</name>"), `:3:\d+: .*unexpected EOF`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := writeFile(t, "bad.dump", tt.content)
			_, err := Decode(context.Background(), []string{path}, func(Record) error { return nil })
			if err == nil {
				t.Fatal("Decode succeeded")
			}
			if !regexp.MustCompile("^" + regexp.QuoteMeta(path) + tt.want).MatchString(err.Error()) {
				t.Errorf("error %q, want %s%s", err, path, tt.want)
			}
			var located *Error
			if !errors.As(err, &located) {
				t.Errorf("error %T is not a *dump.Error", err)
			}
		})
	}
}

func TestReadBulkIndex(t *testing.T) {
	index := `{"object": "list", "has_more": false, "data": [
		{"object": "bulk_data", "type": "oracle_cards", "updated_at": "2025-06-27T09:05:12.345+00:00", "download_uri": "https://example.org/oracle.json"},
		{"object": "bulk_data", "type": "default_cards", "updated_at": "2025-06-26T21:00:00+00:00", "download_uri": "https://example.org/default.json"}]}`
	got, err := ReadBulkIndex(strings.NewReader(index))
	if err != nil {
		t.Fatal(err)
	}
	want := []BulkIndexEntry{
		{Type: "oracle_cards", UpdatedAt: date("2025-06-27"), DownloadURI: "https://example.org/oracle.json"},
		{Type: "default_cards", UpdatedAt: date("2025-06-26"), DownloadURI: "https://example.org/default.json"},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("ReadBulkIndex = %+v, want %+v", got, want)
	}
	if _, err := ReadBulkIndex(strings.NewReader(`{"data": [{"type": "x", "updated_at": "soon"}]}`)); err == nil {
		t.Error("ReadBulkIndex accepted a bad updated_at")
	}
}

// TestPrintingNumber: MTGJSON v3 numbers the faces of a multi-face card
// with letters (1a, 1b) where later dumps number the card (1); a
// single-face card's letter is its own (ZEN's full-art lands, 230a).
func TestPrintingNumber(t *testing.T) {
	entries := func(numbers ...string) []*mtgjsonCard {
		var es []*mtgjsonCard
		for _, n := range numbers {
			es = append(es, &mtgjsonCard{Number: flexString(n)})
		}
		return es
	}
	tests := []struct {
		numbers   []string
		multiFace bool
		want      string
	}{
		{[]string{"1a", "1b"}, true, "1"},
		{[]string{"120a", "120b", "120c", "120d", "120e"}, true, "120"},
		{[]string{"1"}, true, "1"},
		{[]string{"230a"}, false, "230a"},
		{[]string{"1a", "2b"}, true, "1a"},
		{[]string{"12ab", "12ac"}, true, "12ab"},
		{[]string{"a"}, true, "a"},
		{[]string{"128", "128"}, true, "128"},
	}
	for _, tt := range tests {
		if got := printingNumber(entries(tt.numbers...), tt.multiFace); got != tt.want {
			t.Errorf("printingNumber(%q, %v) = %q, want %q", tt.numbers, tt.multiFace, got, tt.want)
		}
	}
}

// TestWholePrintedText: MTGJSON gives Unhinged's split and flip cards
// their whole printed text on the first face, a part per face after a line
// "-----"; each face gets its part, without the lines repeating its name,
// cost, type line and power and toughness.
func TestWholePrintedText(t *testing.T) {
	tests := []struct {
		name  string
		faces []*mtgjsonCard
		want  []string
		// the printed type lines: a face given none prints its own in
		// its part, the card's words
		lines []string
	}{
		{"split, legacy markup", []*mtgjsonCard{
			{Name: "Who", ManaCost: "{X}{W}", Type: "Instant", OriginalType: "Instant",
				OriginalText: "Who\no\nXo\nW\nInstant\nTarget player gains X life.\n-----\nWhat\no2o\nR\nInstant\nDestroy target artifact."},
			{Name: "What", ManaCost: "{2}{R}", Type: "Instant"},
		}, []string{"Target player gains X life.", "Destroy target artifact."}, []string{"Instant", "Instant"}},
		{"flip, type line without its dash", []*mtgjsonCard{
			{Name: "Curse", ManaCost: "{4}{R}{R}", Type: "Enchantment — Aura", OriginalType: "Enchant Creature",
				OriginalText: "Curse consumes enchanted creature.\n-----\nCreature Penguin\nTrample\n6/5"},
			{Name: "Curse Creature", Type: "Creature — Penguin", Power: "6", Toughness: "5"},
		}, []string{"Curse consumes enchanted creature.", "Trample"}, []string{"Enchant Creature", "Creature — Penguin"}},
		{"each face its own text", []*mtgjsonCard{
			{Name: "Fire", Type: "Instant", OriginalText: "Fire deals 2 damage.\n-----\nIce"},
			{Name: "Ice", Type: "Instant", OriginalText: "Tap target permanent."},
		}, []string{"Fire deals 2 damage.\n-----\nIce", "Tap target permanent."}, []string{"", ""}},
	}
	for _, tt := range tests {
		p, err := mtgjsonPrinting(tt.faces, &setState{code: "UNH"}, true)
		if err != nil {
			t.Fatal(err)
		}
		var got, lines []string
		for _, f := range p.Faces {
			got = append(got, f.Text+f.RawText)
			lines = append(lines, f.TypeLine)
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("%s: faces' texts %q, want %q", tt.name, got, tt.want)
		}
		if !slices.Equal(lines, tt.lines) {
			t.Errorf("%s: faces' printed type lines %q, want %q", tt.name, lines, tt.lines)
		}
	}
}

// TestSetCode: MTGJSON v3's codes of sets that later versions code
// otherwise are read as theirs; a code that names another set in v5 is
// told apart by the set's name.
func TestSetCode(t *testing.T) {
	tests := []struct{ code, name, want string }{
		{"PO2", "Portal Second Age", "P02"},
		{"MED", "Masters Edition", "ME1"},
		{"MED", "Mythic Edition", "MED"},
		{"EVG", "Duel Decks: Elves vs. Goblins", "DD1"},
		{"EVG", "Duel Decks Anthology: Elves vs. Goblins", "EVG"},
		{"DD3_EVG", "Duel Decks Anthology, Elves vs. Goblins", "EVG"},
		{"pHHO", "Happy Holidays", "HHO"},
		{"USG", "Urza's Saga", "USG"},
	}
	for _, tt := range tests {
		if got := setCode(tt.code, tt.name); got != tt.want {
			t.Errorf("setCode(%q, %q) = %q, want %q", tt.code, tt.name, got, tt.want)
		}
	}
}

// TestIntrinsicManaAsNoText: old Cockatrice files give basic lands the
// letter of their mana as text, which is their land type's ability (rule
// 305.6), not rules text.
func TestIntrinsicManaAsNoText(t *testing.T) {
	tests := []struct{ typeLine, text, want string }{
		{"Basic Land — Swamp", "B", ""},
		{"Basic Snow Land — Island", "U", ""},
		{"Land — Swamp Forest", "B", "B"},
		{"Basic Land — Swamp", "{T}: Add {B}.", "{T}: Add {B}."},
		{"Creature — Elf", "G", "G"},
	}
	for _, tt := range tests {
		if got := intrinsicManaAsNoText(tt.typeLine, tt.text); got != tt.want {
			t.Errorf("intrinsicManaAsNoText(%q, %q) = %q, want %q", tt.typeLine, tt.text, got, tt.want)
		}
	}
}

// TestDecodePromoDates: a promo set of several cards dates those that state
// no date of their own by its parent set's release, or by the year its
// name gives; Magic Online Promos, gathered over years, gives none.
func TestDecodePromoDates(t *testing.T) {
	recs, _ := decodeAll(t, "testdata/mtgjson-v5-promos.json")
	got := map[string]string{}
	for _, r := range recs {
		for _, p := range r.Printings {
			got[r.Name+" "+p.Set] = p.Released.String()
		}
	}
	want := map[string]string{
		"Acererak the Archlich PAFR": "2021-07-23", "Ancient Copper Dragon PAFR": "2021-07-23",
		"Lightning Bolt F05": "2005", "Llanowar Elves F05": "2005",
		"Counterspell PRM": "", "Ball Lightning PRM": "2010-03-01",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("release dates = %v, want %v", got, want)
	}
}

// TestModalFaceHint: the other face's type and cost that MTGJSON appends
// to a modal double-faced printing's text after three line breaks is not
// printed rules text; a split card's text across both halves (fuse) stays.
func TestModalFaceHint(t *testing.T) {
	set := &setState{code: "KHM", name: "Kaldheim", releaseDate: "2021-02-05", kind: "expansion"}
	faces := []*mtgjsonCard{
		{Name: "Halvar, God of Battle // Sword of the Realms", FaceName: "Halvar, God of Battle", Side: "a", Layout: "modal_dfc", Number: "15",
			OriginalText: "Creatures you control that are enchanted or equipped have double strike.\n\n\nEquipment\n{1}{W}"},
		{Name: "Halvar, God of Battle // Sword of the Realms", FaceName: "Sword of the Realms", Side: "b", Layout: "modal_dfc", Number: "15",
			OriginalText: "Equip {1}{W}\n\n\nGod\n{2}{W}{W}"},
	}
	p, err := mtgjsonPrinting(faces, set, true)
	if err != nil {
		t.Fatal(err)
	}
	if got := []string{p.Faces[0].Text, p.Faces[1].Text}; !reflect.DeepEqual(got, []string{
		"Creatures you control that are enchanted or equipped have double strike.", "Equip {1}{W}"}) {
		t.Errorf("printed texts %q", got)
	}
	fuse := []*mtgjsonCard{{Name: "Turn // Burn", FaceName: "Turn", Layout: "split", Number: "1", OriginalText: "Turn text.\n\n\nFuse (reminder)"},
		{Name: "Turn // Burn", FaceName: "Burn", Layout: "split", Number: "1", OriginalText: "Burn text.\n\n\nFuse (reminder)"}}
	if p, err := mtgjsonPrinting(fuse, set, true); err != nil || !strings.HasSuffix(p.Faces[0].Text, "Fuse (reminder)") {
		t.Errorf("split card's printed text %q, %v", p.Faces[0].Text, err)
	}
}

// TestFaceCosts: a flip card's bottom half and a land have no mana cost;
// a land adventurer's cost given to its land is its Adventure's.
func TestFaceCosts(t *testing.T) {
	for _, tt := range []struct {
		name   string
		rec    Record
		want   []string
		joined string
	}{
		{"flip", Record{Layout: "flip", Faces: []Face{{ManaCost: "{1}{U}", TypeLine: "Legendary Creature — Moonfolk Monk"}, {ManaCost: "{1}{U}", TypeLine: "Legendary Enchantment"}}},
			[]string{"{1}{U}", ""}, "{1}{U}"},
		{"land adventurer", Record{Layout: "adventure", Faces: []Face{{ManaCost: "{2}{B}", TypeLine: "Land — Town"}, {TypeLine: "Sorcery — Adventure"}}},
			[]string{"", "{2}{B}"}, " // {2}{B}"},
		{"adventurer", Record{Layout: "adventure", Faces: []Face{{ManaCost: "{2}{R}", TypeLine: "Creature — Giant"}, {ManaCost: "{1}{R}", TypeLine: "Instant — Adventure"}}},
			[]string{"{2}{R}", "{1}{R}"}, "{2}{R} // {1}{R}"},
		{"modal land back", Record{Layout: "modal_dfc", Faces: []Face{{ManaCost: "{X}{B}{B}{B}", TypeLine: "Sorcery"}, {TypeLine: "Land"}}},
			[]string{"{X}{B}{B}{B}", ""}, "{X}{B}{B}{B}"},
	} {
		joinFaces(&tt.rec)
		var got []string
		for _, f := range tt.rec.Faces {
			got = append(got, f.ManaCost)
		}
		if !reflect.DeepEqual(got, tt.want) || tt.rec.ManaCost != tt.joined {
			t.Errorf("%s: costs %q joined %q, want %q %q", tt.name, got, tt.rec.ManaCost, tt.want, tt.joined)
		}
	}
}

// TestASCIILigature: the old Cockatrice layout spells Æ as "AE" before a
// lower-case letter; nothing else is touched.
func TestASCIILigature(t *testing.T) {
	for in, want := range map[string]string{
		"AEther Vial":                          "Æther Vial",
		"Put a charge counter on AEther Vial.": "Put a charge counter on Æther Vial.",
		"AErathi Berserker":                    "Ærathi Berserker",
		"Aether Vial":                          "Aether Vial",
		"AE":                                   "AE",
		"CAErdiff":                             "CAErdiff",
	} {
		if got := asciiLigature(in); got != want {
			t.Errorf("asciiLigature(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestTokenSetHoldsNoCards: the cards of an MTGJSON set of type token (a
// challenge deck's, which may share a name with a real card) are no cards.
func TestTokenSetHoldsNoCards(t *testing.T) {
	dir := t.TempDir()
	for name, kind := range map[string]string{"TBTH": "token", "NEC": "commander"} {
		doc := `{"meta": {"date": "2022-04-25", "version": "5.2.0"}, "data": {"cards": [{"name": "Unquenchable Fury", "layout": "normal",
			"type": "Sorcery", "text": "Text of ` + name + `.", "number": "1", "identifiers": {}}], "code": "` + name + `", "name": "` + name + `",
			"releaseDate": "2014-03-01", "type": "` + kind + `"}}`
		if err := os.WriteFile(filepath.Join(dir, name+".json"), []byte(doc), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	recs, _ := decodeAll(t, dir)
	if len(recs) != 1 || recs[0].Text != "Text of NEC." {
		t.Errorf("records %+v, want the NEC card alone", recs)
	}
}

// TestPrintedTypeLineNone: MTGJSON writes "(none)" as the printed type
// line of a printing that shows none (Unhinged's full-art basic lands):
// the printing states no type line, a face of a multi-face one neither;
// a flipped half's printed type line without its dash is the card's; a
// face's printed type line that is another face's is none known.
func TestPrintedTypeLineNone(t *testing.T) {
	set := &setState{}
	for _, tt := range []struct {
		multiFace bool
		faces     []*mtgjsonCard
		want      []string
	}{
		{false, []*mtgjsonCard{{Name: "Forest", Number: "140", OriginalType: "(none)"}}, []string{""}},
		{false, []*mtgjsonCard{{Name: "Grizzly Bears", Number: "1", OriginalType: "Summon — Bears", Type: "Creature — Bear"}}, []string{"Summon — Bears"}},
		{true, []*mtgjsonCard{{Name: "Budoka Gardener", Number: "202a", OriginalType: "Creature — Human Monk", Type: "Creature — Human Monk"},
			{Name: "Dokai, Weaver of Life", Number: "202b", OriginalType: "Legendary Creature Human Monk", Type: "Legendary Creature — Human Monk"}},
			[]string{"Creature — Human Monk", "Legendary Creature — Human Monk"}}, // a flipped half printed without its dash
		{false, []*mtgjsonCard{{Name: "Old Card", Number: "3", OriginalType: "Summon Elf", Type: "Creature — Elf Druid"}}, []string{"Summon Elf"}},
		{true, []*mtgjsonCard{{Name: "Fire", Number: "1a", OriginalType: "(none)"}, {Name: "Ice", Number: "1b", OriginalType: "Instant"}}, []string{"", "Instant"}},
		// a back face given the front's printed type line shows none known;
		// faces of one type line may show the same
		{true, []*mtgjsonCard{{Name: "Front", Number: "159", OriginalType: "Creature — Merfolk Wizard", Type: "Creature — Merfolk Wizard"},
			{Name: "Back", Number: "159", OriginalType: "Creature — Merfolk Wizard", Type: "Sorcery"}}, []string{"Creature — Merfolk Wizard", ""}},
		{true, []*mtgjsonCard{{Name: "Cut", Number: "1a", OriginalType: "Sorcery", Type: "Sorcery"},
			{Name: "Paste", Number: "1b", OriginalType: "Sorcery", Type: "Sorcery"}}, []string{"Sorcery", "Sorcery"}},
	} {
		p, err := mtgjsonPrinting(tt.faces, set, tt.multiFace)
		if err != nil {
			t.Fatal(err)
		}
		got := []string{p.TypeLine}
		if tt.multiFace {
			got = got[:0]
			for _, f := range p.Faces {
				got = append(got, f.TypeLine)
			}
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("%s: printed type lines %q, want %q", tt.faces[0].Name, got, tt.want)
		}
	}
}

// TestReversibleOfMultiFace: a reversible printing of a multi-face card,
// named with a face twice and given the front's text on both faces, is
// left out; the card itself, and a reversible printing of one card, are
// read.
func TestReversibleOfMultiFace(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cards.json")
	face := func(name, typeLine, text string) string {
		return fmt.Sprintf(`{"name": %q, "mana_cost": "{3}{B}", "type_line": %q, "oracle_text": %q}`, name, typeLine, text)
	}
	card := func(name string, faces ...string) string {
		return fmt.Sprintf(`{"object": "card", "name": %q, "lang": "en", "card_faces": [%s]}`, name, strings.Join(faces, ", "))
	}
	regent, toxin := face("Scavenger Regent", "Creature — Dragon", "Flying"), face("Exude Toxin", "Sorcery — Omen", "Each non-Dragon creature gets -X/-X until end of turn.")
	data := "[" + strings.Join([]string{
		card("Scavenger Regent // Exude Toxin", regent, toxin),
		card("Scavenger Regent // Exude Toxin // Scavenger Regent", regent, face("Exude Toxin", "Sorcery — Omen", "Flying")),
		card("Propaganda // Propaganda", face("Propaganda", "Enchantment", "Creatures can't attack you unless their controller pays {2} for each creature they control that's attacking you."),
			face("Propaganda", "Enchantment", "Creatures can't attack you unless their controller pays {2} for each creature they control that's attacking you.")),
	}, ", ") + "]"
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	recs, _ := decodeAll(t, path)
	var got []string
	for _, r := range recs {
		got = append(got, r.SnapshotCard(oracle.Source{ID: "s"}).Card.Name)
	}
	if want := []string{"Scavenger Regent // Exude Toxin", "Propaganda"}; !slices.Equal(got, want) {
		t.Errorf("cards %q, want %q", got, want)
	}
}

// TestV3CardWithoutLegalities: a card of a v3 set file with no legalities
// states none (Guilds of Ravnica's new cards in the 2018 files, beside its
// reprints' legalities): its legalities are unknown, not "not legal" in
// the formats the file names.
func TestV3CardWithoutLegalities(t *testing.T) {
	path := filepath.Join(t.TempDir(), "GRN.json")
	data := `{"name": "Guilds of Ravnica", "code": "GRN", "releaseDate": "2018-10-05", "border": "black", "type": "expansion", "cards": [
		{"name": "Find", "names": ["Find", "Finality"], "layout": "split", "manaCost": "{B/G}{B/G}", "type": "Sorcery", "text": "Return up to two target creature cards from your graveyard to your hand.", "number": "257a"},
		{"name": "Finality", "names": ["Find", "Finality"], "layout": "split", "manaCost": "{4}{B}{G}", "type": "Sorcery", "text": "You may put two +1/+1 counters on a creature you control. Then all creatures get -4/-4 until end of turn.", "number": "257b"},
		{"name": "Swamp", "type": "Basic Land — Swamp", "number": "262", "legalities": [{"format": "Modern", "legality": "Legal"}, {"format": "Vintage", "legality": "Legal"}]}]}`
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	recs, _ := decodeAll(t, path)
	if len(recs) != 2 {
		t.Fatalf("records %q", names(recs))
	}
	find, swamp := recs[0], recs[1]
	if !find.Unknown.Has(oracle.FieldLegalities) || find.LegalityFormats != nil {
		t.Errorf("%s: legalities unknown %v, formats %q; want unknown, none", find.Name, find.Unknown.Has(oracle.FieldLegalities), find.LegalityFormats)
	}
	if swamp.Unknown.Has(oracle.FieldLegalities) || !slices.Equal(swamp.LegalityFormats, []string{"modern", "vintage"}) {
		t.Errorf("%s: legalities unknown %v, formats %q", swamp.Name, swamp.Unknown.Has(oracle.FieldLegalities), swamp.LegalityFormats)
	}
}

// TestSnapshotCardFormatKeys: a record's formats reach the store under
// today's keys, as its dump named them on its date.
func TestSnapshotCardFormatKeys(t *testing.T) {
	r := Record{Name: "Aegis of the Heavens", Legalities: map[string]string{"brawl": "legal", "historicbrawl": "legal", "modern": "legal"},
		LegalityFormats: []string{"brawl", "modern"}}
	tests := []struct {
		date        string
		want        map[string]string
		wantFormats []string
	}{
		{"2022-04-25", map[string]string{"standardbrawl": "legal", "brawl": "legal", "modern": "legal"}, []string{"standardbrawl", "modern"}},
		// "historicbrawl" says the record names formats as before 2024, whatever its date
		{"2025-01-01", map[string]string{"standardbrawl": "legal", "brawl": "legal", "modern": "legal"}, []string{"standardbrawl", "modern"}},
	}
	for _, tt := range tests {
		sc := r.SnapshotCard(oracle.Source{ID: "s", Date: oracle.MustDate(tt.date)})
		if !maps.Equal(sc.Legalities, tt.want) || !slices.Equal(sc.LegalityFormats, tt.wantFormats) {
			t.Errorf("%s: legalities %v, formats %v; want %v, %v", tt.date, sc.Legalities, sc.LegalityFormats, tt.want, tt.wantFormats)
		}
	}
}

// TestSnapshotCardFormatKeysByDate: a record naming no format only one
// naming has is read by its dump's date.
func TestSnapshotCardFormatKeysByDate(t *testing.T) {
	r := Record{Name: "Llanowar Elves", Legalities: map[string]string{"brawl": "legal"}}
	for date, want := range map[string]string{"2019-07-21": "standardbrawl", "2025-01-01": "brawl"} {
		if got := r.SnapshotCard(oracle.Source{ID: "s", Date: oracle.MustDate(date)}).Legalities; !maps.Equal(got, map[string]string{want: "legal"}) {
			t.Errorf("%s: %v, want %s legal", date, got, want)
		}
	}
}
