package oracle

import (
	"reflect"
	"slices"
	"strings"
	"testing"
)

func TestLeaveNotKnown(t *testing.T) {
	date, err := ParseDate("2020-09-25")
	if err != nil {
		t.Fatal(err)
	}
	first := &FirstKnown{Source: SourceRef{ID: "set-znr"}, Date: date}
	v := CardView{Name: "A // B", Match: MatchExact, AsOf: "2010", ManaCost: "{2}{U}", ManaValue: 3, TypeLine: "Creature — Human Wizard",
		Power: "3", Toughness: "2", Colors: []string{"U"}, Keywords: []string{"Kicker"}, Legalities: map[string]string{"vintage": "legal"},
		Faces:  []FaceView{{Name: "A", ManaCost: "{2}{U}", TypeLine: "Creature"}, {Name: "B", TypeLine: "Sorcery"}},
		Fields: []FieldAsOf{{Field: "mana_cost", Value: "{2}{U}"}}, FirstKnown: first, Notes: []string{"before"}}
	v.LeaveNotKnown()
	want := CardView{Name: "A // B", Match: MatchExact, AsOf: "2010", Faces: []FaceView{{Name: "A"}, {Name: "B"}}, Legalities: map[string]string{},
		Fields: []FieldAsOf{{Field: "mana_cost", Value: "{2}{U}"}}, FirstKnown: first, Notes: []string{"before"}}
	if !reflect.DeepEqual(v, want) {
		t.Errorf("got %+v\nwant %+v", v, want)
	}
	known := CardView{Name: "A", TypeLine: "Instant"}
	known.LeaveNotKnown()
	if known.TypeLine != "Instant" {
		t.Errorf("a known view lost its type line: %+v", known)
	}
}

// TestScryfallCardNotKnown: a Scryfall card of a date before the card's
// first known wording holds no status: neither today's nor not_legal.
func TestScryfallCardNotKnown(t *testing.T) {
	v := CardView{Name: "A", AsOf: "2010", TypeLine: "Instant", FirstKnown: &FirstKnown{}, Legalities: map[string]string{"vintage": "banned"}}
	v.LeaveNotKnown()
	c := NewScryfallCard("http://x", &v, CardIdentity{Legalities: map[string]string{"modern": "legal"}})
	// no status is known then: none given, neither today's nor not_legal
	if c.Legalities == nil || len(c.Legalities) != 0 {
		t.Errorf("as of 2010, before the card: legalities %v, want none", c.Legalities)
	}
}

// TestNoteEarlyRulings: a card ruling dated more than the preview season
// before the card's first printing is noted; one of its previews, a rule
// or a card never printed is not.
func TestNoteEarlyRulings(t *testing.T) {
	ruling := func(item, date string) RulingView {
		return RulingView{Item: item, Date: MustDate(date), Source: SourceRef{ID: "s2018"}}
	}
	for _, tt := range []struct {
		ruling RulingView
		first  string
		noted  bool
	}{
		{ruling(ItemRuling, "2011-01-22"), "2012-02-03", true},
		{ruling(ItemRuling, "2012-01-10"), "2012-02-03", false},
		{ruling(ItemRuling, "2013-06-01"), "2012-02-03", false},
		{ruling(ItemRule, "1997-10-14"), "1998-10-12", false},
		{ruling(ItemRuling, "2011-01-22"), "", false},
	} {
		v := RulingsView{Rulings: []RulingView{tt.ruling}}
		var first Date
		if tt.first != "" {
			first = MustDate(tt.first)
		}
		NoteEarlyRulings(v.Rulings, first)
		if got := v.Rulings[0].Note != ""; got != tt.noted {
			t.Errorf("%s %s, first printed %q: note %q, want noted %v", tt.ruling.Item, tt.ruling.Date, tt.first, v.Rulings[0].Note, tt.noted)
		}
	}
}

// TestKeywordsFromWording: keywords no source states by the date are those
// the parser finds in the wording then, derived; stated ones stay.
func TestKeywordsFromWording(t *testing.T) {
	stated := FieldStatement{Field: "keywords", Value: "Flying, Vigilance", Source: SourceRef{ID: "s2022"}, Date: MustDate("2022-04-25")}
	typeLine := FieldStatement{Field: "type_line", Value: "Creature — Angel", Source: SourceRef{ID: "s2022"}, Date: MustDate("2022-04-25")}
	for _, tt := range []struct {
		date       string
		wording    string
		statements []FieldStatement
		want       []string
		derived    bool
	}{
		{"1996", "Flying\nDoes not tap when attacking.", []FieldStatement{stated}, []string{"Flying"}, true},
		{"2023", "Flying\nDoes not tap when attacking.", []FieldStatement{stated}, []string{"Flying", "Vigilance"}, false},
		// before the card's first known wording nothing is worked out
		{"1996", "", []FieldStatement{stated}, nil, false},
		// no source ever stated the keywords: worked out at every date
		{"2023", "Flying\nWhen this creature enters, you take the initiative.", []FieldStatement{typeLine}, []string{"Flying"}, true},
		{"2023", "When this creature enters, scry 2.", nil, []string{"Scry"}, true},
	} {
		v := CardView{Name: "Serra Angel", OracleText: tt.wording}
		values := FieldsAsOf(tt.statements, nil, MustDate(tt.date))
		values = v.KeywordsFromWording(values, nil, MustDate(tt.date))
		f, _ := Field(values, 0, "keywords")
		v.Keywords = splitNonEmpty(f.Value)
		if !slices.Equal(v.Keywords, tt.want) || slices.Contains(v.Derived, "keywords") != tt.derived || f.Derived != tt.derived {
			t.Errorf("as of %s, %q: keywords %q, derived %q; want %q, derived %v", tt.date, tt.wording, v.Keywords, v.Derived, tt.want, tt.derived)
		}
	}
}

func splitNonEmpty(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(s, ", ")
}

// TestParsedKeywords: the keywords the parser finds are its keyword
// abilities as written, the ability words of rule 207.2c that label
// abilities and the keyword actions the dumps list, as Scryfall's and
// MTGJSON's keywords list them, and a search by keyword finds them, by the
// rule 702 name of each keyword ability too; a flavor word is none.
func TestParsedKeywords(t *testing.T) {
	for _, tt := range []struct {
		name, wording string
		want, names   []string
	}{
		{"Mystic Enforcer", "Protection from black\nThreshold — Mystic Enforcer gets +3/+3 and has flying as long as seven or more cards are in your graveyard.",
			[]string{"Protection", "Threshold"}, []string{"Protection", "Threshold"}},
		{"Lotus Cobra", "Landfall — Whenever a land you control enters, add one mana of any color.",
			[]string{"Landfall"}, []string{"Landfall"}},
		{"Bog Raiders", "Swampwalk", []string{"Swampwalk"}, []string{"Swampwalk", "Landwalk"}},
		{"Council Guardian", "Will of the council — When Council Guardian enters, starting with you, each player votes for blue, black, red, or green. Council Guardian gains protection from each color with the most votes or tied for most votes.",
			[]string{"Will of the council"}, []string{"Will of the council"}},
		// a flavor word labels an ability too; no rule lists it
		{"Tenth District Legionnaire", "Haste\nBreak the Ice — Whenever you cast a spell that targets Tenth District Legionnaire, put a +1/+1 counter on it.",
			[]string{"Haste"}, []string{"Haste"}},
		{"Grizzly Bears", "", nil, nil},
		// the keyword actions the dumps list, in any form of the verb and
		// in reminder text too; the plain verbs none
		{"Opt", "Scry 1.\nDraw a card.", []string{"Scry"}, []string{"Scry"}},
		{"Millstone", "{2}, {T}: Target player mills two cards.", []string{"Mill"}, []string{"Mill"}},
		{"Stinkweed Imp", "Flying\nDredge 5 (If you would draw a card, you may mill 5 cards instead.)",
			[]string{"Flying", "Dredge", "Mill"}, []string{"Flying", "Dredge", "Mill"}},
		{"Murder", "Destroy target creature.", nil, nil},
		// the card's own name performs nothing
		{"Fight with Fire", "Fight with Fire deals 5 damage to target creature.", nil, nil},
		// a keyword listed beside one that holds its name
		{"Rootwater Commando", "Islandwalk", []string{"Islandwalk", "Landwalk"}, []string{"Islandwalk", "Landwalk"}},
		{"Ash Barrens", "Basic landcycling {1}", []string{"Basic landcycling", "Landcycling"}, []string{"Basic landcycling", "Landcycling", "Typecycling"}},
		{"Sphinx of the Guildpact", "Hexproof from monocolored", []string{"Hexproof from", "Hexproof"}, []string{"Hexproof from", "Hexproof"}},
		{"Toothy, Imaginary Friend", "Partner with Pir, Imaginative Rascal (When this creature enters, target player may put Pir into their hand from their library, then shuffle.)",
			[]string{"Partner with", "Partner"}, []string{"Partner with", "Partner"}},
	} {
		if got := ParsedKeywords(tt.name, tt.wording); !slices.Equal(got, tt.want) {
			t.Errorf("ParsedKeywords(%s) = %q, want %q", tt.name, got, tt.want)
		}
		names := ParsedKeywordNames(tt.name, tt.wording)
		if !slices.Equal(names, tt.names) {
			t.Errorf("ParsedKeywordNames(%s) = %q, want %q", tt.name, names, tt.names)
		}
		// a search finds a card by every keyword its answer gives
		for _, k := range ParsedKeywords(tt.name, tt.wording) {
			if !slices.Contains(names, k) {
				t.Errorf("ParsedKeywordNames(%s) = %q lacks %q, which ParsedKeywords gives", tt.name, names, k)
			}
		}
	}
}
