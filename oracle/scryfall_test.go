package oracle

import (
	"maps"
	"slices"
	"strings"
	"testing"
)

// A printing from a dump that marks no printing reserved (an old
// Cockatrice file) is on the Reserved List when its card is.
func TestScryfallPrintingReserved(t *testing.T) {
	v := &CardView{Name: "Black Lotus"}
	card := NewScryfallCard("", v, CardIdentity{Reserved: true})
	for _, p := range []Printing{{Set: "LEA"}, {Set: "LEB", Flags: []string{PrintingReserved}}} {
		if !ScryfallPrinting(card, p).Reserved {
			t.Errorf("%s printing of a reserved card: not reserved", p.Set)
		}
	}
	other := NewScryfallCard("", &CardView{Name: "Serra Angel"}, CardIdentity{})
	if other.Reserved || ScryfallPrinting(other, Printing{Set: "LEA"}).Reserved {
		t.Error("a card no dump marks reserved is reserved")
	}
}

// TestScryfallLegalities: now, a card object gives every format Scryfall
// lists, a format no snapshot states as not_legal, and says which; as of a
// date, the statuses the card's answer then gives, and not_legal in the
// formats a snapshot by then states where it gives none: a format none
// states by then is left out, and named.
func TestScryfallLegalities(t *testing.T) {
	others := func(status string, except ...string) map[string]string {
		out := map[string]string{}
		for _, f := range ScryfallFormats {
			if !slices.Contains(except, f) {
				out[f] = status
			}
		}
		return out
	}
	withAll := func(m map[string]string, add map[string]string) map[string]string {
		for f, s := range add {
			m[f] = s
		}
		return m
	}
	for _, tt := range []struct {
		what     string
		stated   map[string]string
		formats  []string
		asOf     string
		want     map[string]string
		wantNote string
	}{
		{"now, every format stated", others("legal"), ScryfallFormats, "", others("legal"), ""},
		{"now, some stated (not_legal among them), the others given as not_legal",
			map[string]string{"vintage": "restricted", "legacy": "legal", "standard": "not_legal"},
			[]string{"legacy", "standard", "vintage"}, "",
			withAll(others(NotLegal), map[string]string{"vintage": "restricted", "legacy": "legal"}),
			"no snapshot states the card's legality in future, historic, timeless, gladiator, pioneer, explorer, modern, pauper, penny, commander, oathbreaker, standardbrawl, brawl, alchemy, paupercommander, duel, oldschool, premodern, predh: given as not_legal"},
		{"now, a format outside Scryfall's kept", map[string]string{"freeform": "legal"}, append([]string{"freeform"}, ScryfallFormats...), "",
			withAll(others(NotLegal), map[string]string{"freeform": "legal"}), ""},
		{"as of a date, the formats a snapshot by then states alone, one with no status given as not_legal",
			map[string]string{"vintage": "legal", "legacy": "legal", "freeform": "legal"},
			[]string{"freeform", "legacy", "pauper", "standard", "vintage"}, "2005-01-01",
			map[string]string{"vintage": "legal", "legacy": "legal", "standard": "not_legal", "pauper": "not_legal", "freeform": "legal"},
			"no snapshot by 2005-01-01 states the card's legality in future, historic, timeless, gladiator, pioneer, explorer, modern, penny, commander, oathbreaker, standardbrawl, brawl, alchemy, paupercommander, duel, oldschool, premodern, predh: left out"},
		{"as of a date, a status an older snapshot stated kept", map[string]string{"modern": "banned"}, []string{"legacy"}, "2019",
			map[string]string{"modern": "banned", "legacy": "not_legal"},
			"no snapshot by 2019 states the card's legality in standard, future, historic, timeless, gladiator, pioneer, explorer, pauper, vintage, penny, commander, oathbreaker, standardbrawl, brawl, alchemy, paupercommander, duel, oldschool, premodern, predh: left out"},
		{"as of a date none stated: none, not every format not_legal", map[string]string{}, nil, "1999",
			map[string]string{}, "no snapshot by 1999 states the card's legality in " + strings.Join(ScryfallFormats, ", ") + ": left out"},
		{"as of a date every format stated", others("banned"), ScryfallFormats, "2024-01-01", others("banned"), ""},
	} {
		got, note := ScryfallLegalities(tt.stated, tt.formats, tt.asOf)
		if !maps.Equal(got, tt.want) || note != tt.wantNote {
			t.Errorf("%s: %v\n%q\nwant %v\n%q", tt.what, got, note, tt.want, tt.wantNote)
		}
	}
}

// TestScryfallCardLegalitiesAsOf: a card object as of a date gives the
// legalities of the card's answer then, not legal ones among them (the
// answer gives every status stated by then, KnownFieldsAsOf); before the card's first known wording
// (LeaveNotKnown), none; now, every format Scryfall lists.
func TestScryfallCardLegalitiesAsOf(t *testing.T) {
	stated := map[string]string{"vintage": "restricted", "legacy": "banned"}
	early := &CardView{Name: "Time Vault", AsOf: "1999", FirstKnown: &FirstKnown{Date: MustDate("2009-07-31")}}
	early.LeaveNotKnown()
	for _, tt := range []struct {
		view *CardView
		want map[string]string
	}{
		{&CardView{Name: "Time Vault", AsOf: "2015-01-01", Legalities: stated}, stated},
		// the view's statuses alone: one it does not give is not known then
		{&CardView{Name: "Time Vault", AsOf: "2015-01-01", Legalities: map[string]string{"vintage": "restricted"}},
			map[string]string{"vintage": "restricted"}},
		{early, map[string]string{}},
		{&CardView{Name: "Time Vault", AsOf: "current"}, withNotLegal(stated)},
		{&CardView{Name: "Time Vault", AsOf: AsOfNewestKnown}, withNotLegal(stated)},
	} {
		c := NewScryfallCard("", tt.view, CardIdentity{Legalities: stated, Stated: LegalitiesStated{Formats: []string{"legacy", "vintage"}}})
		if !maps.Equal(c.Legalities, tt.want) {
			t.Errorf("as of %s: legalities %v, want %v", tt.view.AsOf, c.Legalities, tt.want)
		}
	}
}

// withNotLegal is stated with every other format Scryfall lists not_legal.
func withNotLegal(stated map[string]string) map[string]string {
	out := maps.Clone(stated)
	for _, f := range ScryfallFormats {
		if _, ok := out[f]; !ok {
			out[f] = NotLegal
		}
	}
	return out
}

// TestScryfallCardFacesManaCost: a multi-face card's cost is its faces'
// joined, as Scryfall gives a split card's, and none when no face has one.
func TestScryfallCardFacesManaCost(t *testing.T) {
	for _, tt := range []struct {
		faces []FaceView
		want  string
	}{
		{[]FaceView{{Name: "Fire", ManaCost: "{1}{R}"}, {Name: "Ice", ManaCost: "{1}{U}"}}, "{1}{R} // {1}{U}"},
		{[]FaceView{{Name: "Balamb Garden, SeeD Academy"}, {Name: "Balamb Garden, Airborne"}}, ""},
	} {
		c := NewScryfallCard("", &CardView{Name: tt.faces[0].Name + " // " + tt.faces[1].Name, AsOf: "current", Faces: tt.faces}, CardIdentity{})
		if c.ManaCost != tt.want {
			t.Errorf("%s: mana_cost %q, want %q", c.Name, c.ManaCost, tt.want)
		}
	}
}
