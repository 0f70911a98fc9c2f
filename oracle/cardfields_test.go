package oracle

import (
	"reflect"
	"slices"
	"strings"
	"testing"
)

func snap(id, date string) (SourceRef, Date) {
	return SourceRef{ID: id, Kind: SourceSnapshot}, MustDate(date)
}

func stmt(field, value, id, date string) FieldStatement {
	src, d := snap(id, date)
	return FieldStatement{Field: field, Value: value, Source: src, Date: d}
}

// listings are snapshots, one per date, that carry every field named.
func listings(fields []string, dates ...string) []Listing {
	carried := map[string]bool{}
	for _, f := range fields {
		carried[f] = true
	}
	var out []Listing
	for _, d := range dates {
		out = append(out, Listing{Source: SourceRef{ID: "l" + d, Kind: SourceSnapshot}, Date: MustDate(d), Fields: carried})
	}
	return out
}

func TestFieldsAsOf(t *testing.T) {
	history := []FieldStatement{
		stmt("type_line", "Kindred Enchantment — Faerie", "s2024", "2024-02-01"),
		stmt("type_line", "Tribal Enchantment — Faerie", "s2009", "2009-07-31"),
		stmt("name", "Bitterblossom", "s2009", "2009-07-31"),
		stmt("legality:modern", "banned", "s2012", "2012-06-01"),
		stmt("legality:modern", "legal", "s2019", "2019-07-21"),
	}
	listed := listings([]string{"type_line", "legality:modern"}, "2009-07-31", "2010-06-01", "2012-06-01", "2015-01-01",
		"2019-07-21", "2022-04-25", "2024-02-01")
	tests := []struct {
		name, date string
		field      string
		want       string
		source     string // "" when no source stated it
		note       string // a note that must be there, "" for none
	}{
		{"before any statement", "2008", "type_line", "", "",
			"no source states the type line by 2008: not known then; the earliest known is \"Tribal Enchantment — Faerie\", that of s2009 (2009-07-31)"},
		{"a name before any statement", "2008", "name", "Bitterblossom", "",
			"no source states the name by 2008; the earliest known is that of s2009 (2009-07-31)"},
		{"the first statement", "2009", "type_line", "Tribal Enchantment — Faerie", "s2009", ""},
		{"in the window of the change", "2023", "type_line", "Tribal Enchantment — Faerie", "s2009",
			"the type line changed at an unknown time between 2022-04-25 and 2024-02-01 (snapshot s2024)"},
		{"on the day of the change", "2024-02-01", "type_line", "Kindred Enchantment — Faerie", "s2024", ""},
		{"a day before the window", "2022-04-24", "type_line", "Tribal Enchantment — Faerie", "s2009", ""},
		{"legality not stated", "2009-12", "legality:modern", "not_legal", "l2009-07-31", ""},
		{"legality in the window before the first row", "2011", "legality:modern", "not_legal", "l2010-06-01",
			"the legality in modern changed at an unknown time between 2010-06-01 and 2012-06-01 (snapshot s2012)"},
		{"banned", "2013", "legality:modern", "banned", "s2012", ""},
		{"unbanned", "2020", "legality:modern", "legal", "s2019", ""},
		{"unban window", "2019-01", "legality:modern", "banned", "s2012",
			"the legality in modern changed at an unknown time between 2015-01-01 and 2019-07-21"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := Field(FieldsAsOf(history, listed, MustDate(tt.date)), 0, tt.field)
			if !ok {
				t.Fatalf("no %s", tt.field)
			}
			if got.Value != tt.want {
				t.Errorf("value %q, want %q", got.Value, tt.want)
			}
			switch {
			case tt.source == "" && got.Source != nil:
				t.Errorf("source %s, want none", got.Source.ID)
			case tt.source != "" && (got.Source == nil || got.Source.ID != tt.source):
				t.Errorf("source %v, want %s", got.Source, tt.source)
			}
			notes := strings.Join(got.Notes, "\n")
			if tt.note == "" && notes != "" || !strings.Contains(notes, tt.note) {
				t.Errorf("notes %q, want %q", notes, tt.note)
			}
		})
	}
}

func TestFieldsAsOfNeverLater(t *testing.T) {
	history := []FieldStatement{stmt("power", "1", "a", "2000-01-01"), stmt("power", "2", "b", "2005-01-01"),
		stmt("power", "3", "c", "2010-01-01")}
	for _, d := range []string{"1999", "2000", "2004-12-31", "2005", "2009", "2010", "2030"} {
		for _, v := range FieldsAsOf(history, nil, MustDate(d)) {
			if v.Date != nil && v.Date.Last() > MustDate(d).Last() {
				t.Errorf("as of %s: %s from %s, dated after", d, v.Field, v.Date)
			}
		}
	}
}

func TestStatedFields(t *testing.T) {
	sc := SnapshotCard{Card: Card{Name: "Fire // Ice", Layout: "split", TypeLine: "Instant // Instant",
		Colors: []string{"U", "R"}, Faces: []Face{{Name: "Fire", ManaCost: "{1}{R}", TypeLine: "Instant"},
			{Name: "Ice", ManaCost: "{1}{U}", TypeLine: "Instant"}}},
		Unknown: FieldKeywords, Legalities: map[string]string{"Modern": "Legal"}}
	got := StatedFields(sc, CardLegalities([]SnapshotCard{sc}, []string{"modern", "vintage"}))
	has := func(face int, field, value string) bool {
		for _, v := range got {
			if v.Face == face && v.Field == field {
				return v.Value == value
			}
		}
		return false
	}
	for _, w := range []FieldValue{{0, "name", "Fire // Ice"}, {0, "colors", "RU"}, {0, "layout", "split"},
		{1, "mana_cost", "{1}{R}"}, {2, "name", "Ice"}, {0, "legality:modern", "legal"}, {0, "legality:vintage", "not_legal"}} {
		if !has(w.Face, w.Field, w.Value) {
			t.Errorf("no %+v in %+v", w, got)
		}
	}
	for _, v := range got {
		if v.Field == "keywords" {
			t.Errorf("keywords stated by a snapshot that does not carry them: %+v", v)
		}
	}
	sc.Unknown |= FieldLegalities | FieldOracle
	for _, v := range StatedFields(sc, CardLegalities([]SnapshotCard{sc}, []string{"modern"})) {
		if v.Face != 0 || LegalityFormat(v.Field) != "" {
			t.Errorf("stated %+v of a snapshot that does not carry it", v)
		}
	}
}

func TestFieldChangesAndLegalityHistory(t *testing.T) {
	history := []FieldStatement{
		stmt("legality:modern", "legal", "s2012", "2012-06-01"),
		stmt("legality:modern", "banned", "s2015", "2015-01-01"),
		stmt("legality:modern", "legal", "s2022", "2022-04-25"),
		stmt("type_line", "Creature — Viashino Wizard", "s2012", "2012-06-01"),
		stmt("type_line", "Creature — Lizard Wizard", "s2025", "2025-01-01"),
	}
	listed := listings([]string{"type_line", "legality:modern"}, "2012-06-01", "2013-01-01", "2015-01-01", "2019-07-21",
		"2022-04-25", "2025-01-01")
	changes := FieldChanges(history, listed)
	var got []string
	for _, c := range changes {
		got = append(got, c.Field+" "+c.From+">"+c.To+" "+c.After.String()+".."+c.Date.String())
	}
	want := []string{"legality:modern legal>banned 2013-01-01..2015-01-01",
		"legality:modern banned>legal 2019-07-21..2022-04-25",
		"type_line Creature — Viashino Wizard>Creature — Lizard Wizard 2022-04-25..2025-01-01"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("changes\n%q\nwant\n%q", got, want)
	}
	periods := LegalityHistory(history, listed)
	if len(periods) != 3 || periods[1].Status != "banned" || periods[1].Until == nil || periods[1].Until.String() != "2022-04-25" ||
		periods[2].Until != nil || periods[2].SinceAfter.String() != "2019-07-21" {
		t.Errorf("periods %+v", periods)
	}
	// a status held to some day of the window the next began in
	if p := periods[1]; p.UntilAfter == nil || *p.UntilAfter != *periods[2].SinceAfter {
		t.Errorf("banned until %v after %v, the next status since %s after %v", p.Until, p.UntilAfter, periods[2].Since, periods[2].SinceAfter)
	}
	// a snapshot that spoke of the card before its first name spoke of it
	// in another shape: it stated none of its fields, not even empty; one
	// that named it so stated the cost it carried empty
	earlier := listings([]string{"name", "mana_cost"}, "2018-11-07", "2019-07-21")
	for _, tt := range []struct {
		named string
		want  []string
	}{{"2019-07-21", nil}, {"2018-11-07", []string{"mana_cost >{1}"}}} {
		named := []FieldStatement{stmt("name", "A // B", "s"+tt.named[:4], tt.named), stmt("mana_cost", "{1}", "s2019", "2019-07-21")}
		got = nil
		for _, c := range FieldChanges(named, earlier) {
			got = append(got, c.Field+" "+c.From+">"+c.To)
		}
		if want := tt.want; !reflect.DeepEqual(got, want) {
			t.Errorf("named from %s: changes %q, want %q", tt.named, got, want)
		}
	}
}

// TestRestoreStated reads a snapshot's statements back from the fields in
// force on its date: what StatedFields gives of the card restored is what
// it gave of the card.
func TestRestoreStated(t *testing.T) {
	sc := SnapshotCard{Card: Card{Name: "Bitterblossom", Layout: "normal", ManaCost: "{1}{B}", TypeLine: "Tribal Enchantment — Faerie",
		Colors: []string{"B"}, ColorIdentity: []string{"B"}, Keywords: []string{"Flying"}},
		Unknown: FieldLoyalty, Legalities: map[string]string{"modern": "banned"}}
	formats := []string{"legacy", "modern"}
	src, d := snap("s", "2015-01-01")
	var history []FieldStatement
	carried := map[string]bool{}
	for _, v := range StatedFields(sc, CardLegalities([]SnapshotCard{sc}, formats)) {
		carried[v.Field] = true
		history = append(history, FieldStatement{Face: v.Face, Field: v.Field, Value: v.Value, Source: src, Date: d})
	}
	back := SnapshotCard{Card: Card{Name: "Bitterblossom", TypeLine: "Kindred Enchantment — Faerie"}, Unknown: AllFields &^ FieldOracle}
	RestoreStated(&back, FieldsAsOf(history, nil, d), carried)
	if got, want := StatedFields(back, CardLegalities([]SnapshotCard{back}, formats)), StatedFields(sc, CardLegalities([]SnapshotCard{sc}, formats)); !reflect.DeepEqual(got, want) {
		t.Errorf("restored\n%v\nwant\n%v", got, want)
	}
}

// TestFieldsAsOfNeverEmptyName: a snapshot that spoke of a card before the
// first row of its name (it knew the card in another shape) did not state
// an empty name: the earliest name known stands, noted.
func TestFieldsAsOfNeverEmptyName(t *testing.T) {
	history := []FieldStatement{stmt("name", "Curse of the Fire Penguin // Curse of the Fire Penguin Creature", "s2019", "2019-07-21")}
	listed := listings([]string{"name", "power"}, "2009-07-31", "2019-07-21")
	got, ok := Field(FieldsAsOf(history, listed, MustDate("2010")), 0, "name")
	if !ok || got.Value != history[0].Value || got.Source != nil || len(got.Notes) != 1 {
		t.Errorf("name as of 2010 = %+v, want the earliest known, noted", got)
	}
}

func TestNewestKnownNote(t *testing.T) {
	commander := "Commander-legal cards only"
	tests := []struct {
		name  string
		later []Source
		want  string
	}{
		{name: "subsets alone", later: []Source{{ID: "scryfall-2025-06-27", Subset: commander}, {ID: "scryfall-2025-09-25", Subset: commander}},
			want: "newest known wording (snapshot of 2022-04-25); the later snapshots (scryfall-2025-06-27, scryfall-2025-09-25) cover Commander-legal cards only"},
		{name: "a whole pool and a subset", later: []Source{{ID: "mtgjson-2025-01-01"}, {ID: "scryfall-2025-09-25", Subset: commander}},
			want: "newest known wording (snapshot of 2022-04-25); the later snapshot (mtgjson-2025-01-01) does not list the card; the later snapshot (scryfall-2025-09-25) covers Commander-legal cards only"},
		{name: "whole pools", later: []Source{{ID: "a"}, {ID: "b"}},
			want: "newest known wording (snapshot of 2022-04-25); the later snapshots (a, b) do not list the card"},
		{name: "two subsets", later: []Source{{ID: "a", Subset: commander}, {ID: "b", Subset: "a subset of the cards"}},
			want: "newest known wording (snapshot of 2022-04-25); the later snapshot (a) covers Commander-legal cards only; the later snapshot (b) covers a subset of the cards"},
	}
	for _, tt := range tests {
		if got := NewestKnownNote("2022-04-25", tt.later); got != tt.want {
			t.Errorf("%s:\n got %s\nwant %s", tt.name, got, tt.want)
		}
	}
}

// TestSnapshotFormats: a snapshot speaks of every format its records list
// a card in or their files name.
func TestSnapshotFormats(t *testing.T) {
	card := func(legal map[string]string, own ...string) SnapshotCard {
		return SnapshotCard{Legalities: legal, LegalityFormats: own}
	}
	for _, tt := range []struct {
		name  string
		cards []SnapshotCard
		want  []string
	}{
		{"one build", []SnapshotCard{card(map[string]string{"Modern": "legal"}), card(map[string]string{"vintage": "banned"})}, []string{"modern", "vintage"}},
		{"files of their own", []SnapshotCard{
			card(map[string]string{"legacy": "legal"}, "legacy", "standard"),
			card(map[string]string{"urzablock": "legal"}, "legacy", "urzablock"),
			card(nil), // a file naming no format (promos legal nowhere)
		}, []string{"legacy", "standard", "urzablock"}},
		{"no file names any", []SnapshotCard{card(nil), card(nil)}, nil},
	} {
		if got := SnapshotFormats(tt.cards); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s: %q, want %q", tt.name, got, tt.want)
		}
	}
}

// TestCardLegalities: a card's status in a format is stated by the records
// whose files speak of the format, by most of them, a tie going to the
// first record; a format none speaks of is not stated.
func TestCardLegalities(t *testing.T) {
	rec := func(legal map[string]string, own ...string) SnapshotCard {
		if own == nil {
			own = []string{}
		}
		return SnapshotCard{Legalities: legal, LegalityFormats: own}
	}
	build := func(legal map[string]string) SnapshotCard { return SnapshotCard{Legalities: legal} }
	formats := []string{"brawl", "legacy", "modern", "urzablock"}
	for _, tt := range []struct {
		name    string
		records []SnapshotCard
		want    map[string]string
	}{
		{"one build states every format", []SnapshotCard{build(map[string]string{"Legacy": "Legal"})},
			map[string]string{"brawl": NotLegal, "legacy": "legal", "modern": NotLegal, "urzablock": NotLegal}},
		// Alpha's file names no Modern: its record says nothing of it,
		// a reprint's file does.
		{"a file that names no modern", []SnapshotCard{
			rec(map[string]string{"legacy": "legal"}, "legacy"),
			rec(map[string]string{"legacy": "legal", "modern": "banned"}, "legacy", "modern")},
			map[string]string{"legacy": "legal", "modern": "banned"}},
		{"a file of one old promo", []SnapshotCard{rec(map[string]string{"legacy": "legal"}, "legacy")},
			map[string]string{"legacy": "legal"}},
		{"a file legal nowhere speaks of every format", []SnapshotCard{rec(nil)},
			map[string]string{"brawl": NotLegal, "legacy": NotLegal, "modern": NotLegal, "urzablock": NotLegal}},
		// An older file still lists a status the newer ones changed.
		{"most records win", []SnapshotCard{
			rec(map[string]string{"modern": "banned"}, "modern"),
			rec(map[string]string{"modern": "legal"}, "modern"),
			rec(map[string]string{"modern": "legal"}, "modern", "brawl")},
			map[string]string{"modern": "legal", "brawl": NotLegal}},
		{"a tie goes to the first record", []SnapshotCard{
			rec(map[string]string{"legacy": "banned"}, "legacy"),
			rec(map[string]string{"legacy": "legal"}, "legacy")},
			map[string]string{"legacy": "banned"}},
		{"no legalities carried", []SnapshotCard{{Unknown: FieldLegalities}}, nil},
		// Old School admits its sets' printings alone: the card may be played there
		{"a status of some printings over the others' not listing it", []SnapshotCard{
			build(map[string]string{"legacy": "legal"}),
			build(map[string]string{"legacy": "legal", "urzablock": "legal"}),
			build(map[string]string{"legacy": "legal"})},
			map[string]string{"brawl": NotLegal, "legacy": "legal", "modern": NotLegal, "urzablock": "legal"}},
	} {
		if got := CardLegalities(tt.records, formats); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s: %v, want %v", tt.name, got, tt.want)
		}
	}
}

// TestSnapshotLegalities: a snapshot states the formats it can state of
// every card; a full card object beside trimmed ones adds those it lists
// the card in.
func TestSnapshotLegalities(t *testing.T) {
	v3 := func(legal map[string]string, own ...string) SnapshotCard {
		return SnapshotCard{Legalities: legal, LegalityFormats: own}
	}
	got := SnapshotLegalities([][]SnapshotCard{
		{v3(map[string]string{"legacy": "legal", "modern": "legal", "standard": "legal"}, "legacy", "modern", "standard")},
		// Alpha's file names no Modern, a reprint's does; no file of
		// the card names Standard
		{v3(map[string]string{"legacy": "legal"}, "legacy"), v3(map[string]string{"legacy": "legal", "modern": "banned"}, "legacy", "modern")},
	})
	want := []map[string]string{{"legacy": "legal", "modern": "legal"}, {"legacy": "legal", "modern": "banned"}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("v3 files: %v, want %v", got, want)
	}
	// Dated files: the newest names Standard and Modern, an older one a
	// block; a card none of whose files names Modern is not legal there,
	// and the block is stated of no card; a card with no legalities is
	// stated not known in each stated format.
	filed := func(date string, legal map[string]string, own ...string) SnapshotCard {
		return SnapshotCard{Legalities: legal, LegalityFormats: own, LegalityFilesDate: date}
	}
	got = SnapshotLegalities([][]SnapshotCard{
		{filed("2018-10-05", map[string]string{"legacy": "legal", "modern": "legal", "standard": "legal"}, "legacy", "modern", "standard")},
		{filed("1993-08-05", map[string]string{"legacy": "legal"}, "legacy")},
		{filed("1997-06-09", map[string]string{"legacy": "legal", "tempest block": "legal"}, "legacy", "tempest block")},
		{{Unknown: FieldLegalities}},
	})
	// Standard, a rotating format, is stated of no card: each file states
	// it as of its own build
	want = []map[string]string{
		{"legacy": "legal", "modern": "legal"},
		{"legacy": "legal", "modern": "not_legal"},
		{"legacy": "legal", "modern": "not_legal"}, // a block only an older build names: not stated
		{"legacy": UnstatedStatus, "modern": UnstatedStatus},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("dated v3 files: %v, want %v", got, want)
	}
	got = SnapshotLegalities([][]SnapshotCard{
		{{Legalities: map[string]string{"commander": "legal", "vintage": "restricted"}}},
		{v3(map[string]string{"commander": "legal"}, "commander")},
	})
	want = []map[string]string{{"commander": "legal", "vintage": "restricted"}, {"commander": "legal"}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("a full object beside a trimmed one: %v, want %v", got, want)
	}
}

// TestLegalityUnlisted: a status that holds to the end of the history of a
// format the newest snapshot of the card's legalities does not speak of
// says so; one it still states does not.
func TestLegalityUnlisted(t *testing.T) {
	history := []FieldStatement{
		stmt("legality:urzablock", "legal", "s2015", "2015-12-30"),
		stmt("legality:legacy", "legal", "s2015", "2015-12-30"),
	}
	listed := append(listings([]string{"legality:urzablock", "legality:legacy"}, "2015-12-30", "2017-12-06"),
		listings([]string{"legality:legacy", "legality:vintage"}, "2019-07-21", "2022-04-25")...)
	// a copy stating Commander alone says nothing of the other formats
	listed = append(listed, listings([]string{"legality:commander"}, "2025-09-25")...)
	got := map[string]string{}
	for _, p := range LegalityHistory(history, listed) {
		got[p.Format] = "-"
		if p.Unlisted != nil {
			got[p.Format] = p.Unlisted.String()
		}
	}
	// vintage and commander: stated, not legal, by every snapshot that
	// speaks of them, with no row
	if want := map[string]string{"urzablock": "2022-04-25", "legacy": "-", "vintage": "-", "commander": "-"}; !reflect.DeepEqual(got, want) {
		t.Errorf("unlisted since %v, want %v", got, want)
	}
	for _, p := range LegalityHistory(history, listed) {
		if p.Format == "vintage" && (p.Status != NotLegal || p.Since.String() != "2019-07-21") {
			t.Errorf("vintage, never stated legal: %s since %s, want not legal since 2019-07-21", p.Status, p.Since)
		}
	}
}

// TestEarliestNotes: the fields no source states by a date are named in
// one note per source whose earliest values stand for them, and in another
// when they are not known then (EarliestStandsFor).
func TestEarliestNotes(t *testing.T) {
	history := []FieldStatement{
		stmt("type_line", "Creature — Human Wizard", "s2018", "2018-11-07"),
		stmt("power", "1", "s2018", "2018-11-07"),
		stmt("colors", "U", "s2022", "2022-04-25"),
		stmt("legality:modern", "legal", "s2018", "2018-11-07"),
	}
	d := MustDate("2011")
	got := EarliestNotes(FieldsAsOf(history, nil, d), d)
	want := []string{
		"no source states the type line, power by 2011: not known then; the earliest known values are those of s2018 (2018-11-07)",
		"no source states the colors by 2011; the earliest known values stand for them, those of s2022 (2022-04-25)",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("notes\n%q\nwant\n%q", got, want)
	}
}

// TestLegalityUnknownBeforeStated: before any source speaks of a format,
// the card's status there is unknown (empty), not "not legal".
func TestLegalityUnknownBeforeStated(t *testing.T) {
	history := []FieldStatement{stmt("legality:legacy", "legal", "s2015", "2015-12-30")}
	for date, want := range map[string]string{"2005": "", "2016": "legal"} {
		v, _ := Field(FieldsAsOf(history, nil, MustDate(date)), 0, "legality:legacy")
		if v.Value != want {
			t.Errorf("as of %s: %q, want %q", date, v.Value, want)
		}
	}
	if got := Legalities(FieldsAsOf(history, nil, MustDate("2005"))); len(got) != 0 {
		t.Errorf("legalities as of 2005: %v", got)
	}
}

func TestLegalitiesKnownToNote(t *testing.T) {
	full := map[string]bool{"legality:legacy": true, "legality:commander": true}
	commander := map[string]bool{"legality:commander": true}
	listed := []Listing{{Source: SourceRef{ID: "s2022"}, Date: MustDate("2022-04-25"), Fields: full},
		{Source: SourceRef{ID: "s2025"}, Date: MustDate("2025-09-25"), Fields: commander}}
	want := "the snapshots after 2022-04-25 that list the card state its status in commander alone: its statuses in the other formats are known to 2022-04-25"
	for _, tt := range []struct {
		date, want string
	}{{"2026", want}, {"2025-09-25", want}, {"2025-09", want}, {"2025-08", ""}, {"2023", ""}} {
		if got := LegalitiesKnownToNote(listed, MustDate(tt.date)); got != tt.want {
			t.Errorf("by %s: %q, want %q", tt.date, got, tt.want)
		}
	}
	if got := LegalitiesKnownToNote(listed[:1], MustDate("2026")); got != "" {
		t.Errorf("a full snapshot last: %q", got)
	}
}

// A dump that writes no key for a null value leaves a value the card type
// requires unknown, it does not state it empty: no change from or to it,
// whether before the first value or between two.
func TestRequiredEmptyIsNoChange(t *testing.T) {
	history := []FieldStatement{
		stmt("type_line", "Legendary Planeswalker — Nissa", "s2018", "2018-11-07"),
		stmt("loyalty", "X", "s2019", "2019-07-21"),
	}
	listed := listings([]string{"type_line", "loyalty", "power", "toughness"}, "2018-11-07", "2019-07-21", "2022-04-25")
	dragon := []FieldStatement{
		stmt("type_line", "Summon — Dragon", "s2018", "2018-11-07"),
		stmt("power", "0", "s2018", "2018-11-07"),
		stmt("power", "", "s2019", "2019-07-21"),
		stmt("power", "0", "s2022", "2022-04-25"),
	}
	statue := []FieldStatement{
		stmt("type_line", "Artifact", "s2018", "2018-11-07"),
		stmt("power", "3", "s2018", "2018-11-07"),
		stmt("power", "", "s2019", "2019-07-21"),
	}
	for _, tt := range []struct {
		name    string
		history []FieldStatement
		want    []string
	}{
		{"a planeswalker's loyalty of X left out", history, nil},
		{"a creature's P/T left out by one dump", dragon, nil},
		{"an artifact's P/T, which its type does not require", statue, []string{"power 3>"}},
	} {
		var got []string
		for _, c := range FieldChanges(tt.history, listed) {
			got = append(got, c.Field+" "+c.From+">"+c.To)
		}
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s: changes %q, want %q", tt.name, got, tt.want)
		}
	}
}

// An answer as of a date reads an empty value the card type requires as
// not stated; the values each snapshot stated read back as stated.
func TestKnownFieldsAsOf(t *testing.T) {
	nissa := []FieldStatement{
		stmt("type_line", "Legendary Planeswalker — Nissa", "s2018", "2018-11-07"),
		stmt("loyalty", "X", "s2019", "2019-07-21"),
	}
	dragon := []FieldStatement{
		stmt("type_line", "Summon — Dragon", "s2018", "2018-11-07"),
		stmt("power", "0", "s2018", "2018-11-07"),
		stmt("power", "", "s2019", "2019-07-21"),
		stmt("power", "0", "s2022", "2022-04-25"),
	}
	// a snapshot that lists a card without its legalities (UnstatedStatus)
	unCard := []FieldStatement{
		stmt("type_line", "Creature — Chicken", "l2018-11-07", "2018-11-07"),
		stmt("legality:vintage", "legal", "l2018-11-07", "2018-11-07"),
		stmt("legality:vintage", UnstatedStatus, "l2019-07-21", "2019-07-21"),
		stmt("legality:vintage", "not_legal", "l2022-04-25", "2022-04-25"),
	}
	newCard := []FieldStatement{
		stmt("type_line", "Creature — Elf", "l2018-11-07", "2018-11-07"),
		stmt("legality:vintage", UnstatedStatus, "l2018-11-07", "2018-11-07"),
		stmt("legality:vintage", "legal", "l2019-07-21", "2019-07-21"),
	}
	listed := listings([]string{"type_line", "loyalty", "power", "legality:vintage"}, "2018-11-07", "2019-07-21", "2022-04-25")
	for _, tt := range []struct {
		name, date, field string
		history           []FieldStatement
		value, source     string
		note              string
	}{
		{"loyalty not known before its first value", "2019-01-01", "loyalty", nissa, "", "",
			"no source states the loyalty by 2019-01-01: not known then; the earliest known is \"X\", that of s2019 (2019-07-21)"},
		{"P/T left out by one dump", "2020", "power", dragon, "0", "s2018", ""},
		{"P/T left out, on that dump's date", "2019-07-21", "power", dragon, "0", "s2018", ""},
		{"status not stated by one dump", "2019-07-21", "legality:vintage", unCard, "legal", "l2018-11-07",
			"the legality in vintage changed at an unknown time between 2018-11-07 and 2022-04-25 (snapshot l2022-04-25)"},
		{"status stated after one not stated", "2022-04-25", "legality:vintage", unCard, "not_legal", "l2022-04-25", ""},
		{"status not stated by the first dump", "2018-11-07", "legality:vintage", newCard, "", "", ""},
		{"status stated after the first dump", "2019-07-21", "legality:vintage", newCard, "legal", "l2019-07-21", ""},
	} {
		v, _ := Field(KnownFieldsAsOf(tt.history, listed, MustDate(tt.date)), 0, tt.field)
		src := ""
		if v.Source != nil {
			src = v.Source.ID
		}
		notes := strings.Join(v.Notes, "\n")
		if v.Value != tt.value || src != tt.source || tt.note == "" && notes != "" || !strings.Contains(notes, tt.note) {
			t.Errorf("%s: %q from %q, notes %q; want %q from %q, note %q", tt.name, v.Value, src, notes, tt.value, tt.source, tt.note)
		}
	}
	// a status not stated is no change, and its snapshot no bound of one
	var changes []string
	for _, c := range FieldChanges(unCard, listed) {
		changes = append(changes, c.Field+" "+c.From+">"+c.To+" "+c.After.String()+".."+c.Date.String())
	}
	if want := []string{"legality:vintage legal>not_legal 2018-11-07..2022-04-25"}; !reflect.DeepEqual(changes, want) {
		t.Errorf("changes with statuses not stated: %q, want %q", changes, want)
	}
	var periods []string
	for _, p := range slices.Concat(LegalityHistory(unCard, listed), LegalityHistory(newCard, listed)) {
		periods = append(periods, p.Status+" "+p.Since.String())
	}
	if want := []string{"legal 2018-11-07", "not_legal 2022-04-25", "legal 2019-07-21"}; !reflect.DeepEqual(periods, want) {
		t.Errorf("legality periods with statuses not stated: %q, want %q", periods, want)
	}
	// what the dumps stated reads back as stated
	for _, tt := range []struct {
		date, field string
		history     []FieldStatement
	}{{"2018-11-07", "loyalty", nissa}, {"2019-07-21", "power", dragon}} {
		if v, _ := Field(FieldsAsOf(tt.history, listed, MustDate(tt.date)), 0, tt.field); v.Value != "" || v.Source == nil {
			t.Errorf("%s as stated on %s: %q from %v, want empty, stated", tt.field, tt.date, v.Value, v.Source)
		}
	}
}

// TestKnownFieldsAsOfFacesTypeLine: a multi-face card whose type line no
// source states by the date, but each face's, has its faces' joined, of
// then, not the earliest known card's line of a later source.
func TestKnownFieldsAsOfFacesTypeLine(t *testing.T) {
	face := func(n int, value, id, date string) FieldStatement {
		s := stmt("type_line", value, id, date)
		s.Face = n
		return s
	}
	history := []FieldStatement{
		stmt("type_line", "Enchantment — Aura // Creature — Penguin", "s2019", "2019-07-21"),
		face(1, "Enchant Creature", "set-unh", "2004-11-19"),
		face(1, "Enchantment — Aura", "s2019", "2019-07-21"),
		face(2, "Creature — Penguin", "set-unh", "2004-11-19"),
	}
	for _, tc := range []struct {
		history      []FieldStatement
		day, want    string
		source, date string
	}{
		{history, "2005", "Enchant Creature // Creature — Penguin", "set-unh", "2004-11-19"},
		{history, "2020", "Enchantment — Aura // Creature — Penguin", "s2019", "2019-07-21"},
		// a face not stated by then: not known then (the earliest known
		// card's line is of a later source)
		{history[:3], "2005", "", "", ""},
	} {
		d := MustDate(tc.day)
		for _, v := range KnownFieldsAsOf(tc.history, nil, d) {
			if v.Face != 0 || v.Field != "type_line" {
				continue
			}
			source, date := "", ""
			if v.Source != nil {
				source, date = v.Source.ID, v.Date.String()
			}
			if v.Value != tc.want || source != tc.source || date != tc.date {
				t.Errorf("%d statements as of %s: %q (%s %s), want %q (%s %s)", len(tc.history), tc.day, v.Value, source, date, tc.want, tc.source, tc.date)
			}
			if v.Date != nil && v.Date.Last() > d.Last() {
				t.Errorf("as of %s: the type line from %s, dated after", tc.day, v.Date)
			}
		}
	}
}
