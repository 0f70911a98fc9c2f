package server

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	scryfall "github.com/BlueMonday/go-scryfall"
	"go.uber.org/ratelimit"
)

// TestGoScryfallClient points go-scryfall, a Scryfall client in Go, at
// the server and calls every method of it the pool can answer, checking
// the objects it decodes, and the error objects of those it cannot.
func TestGoScryfallClient(t *testing.T) {
	ts := newServerOn(t, importedDB(t), Options{PageSize: 10})
	client, err := scryfall.NewClient(scryfall.WithBaseURL(ts.URL+"/"), scryfall.WithLimiter(ratelimit.NewUnlimited()))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	must := func(what string, err error) {
		t.Helper()
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
	}
	notFound := func(what string, err error) {
		t.Helper()
		var e *scryfall.Error
		if !errors.As(err, &e) || e.Code != "not_found" || e.Status != 404 {
			t.Errorf("%s: %v, want a not_found error object", what, err)
		}
	}

	ball, err := client.GetCardByName(ctx, "Ball Lightning", true, scryfall.GetCardByNameOptions{})
	must("exact", err)
	if ball.Name != "Ball Lightning" || ball.ManaCost != "{R}{R}{R}" || ball.CMC != 3 || ball.OracleText == "" || ball.Set == "" {
		t.Errorf("exact: %+v", ball)
	}
	if ball.Legalities.Vintage == "" || ball.Legalities.Pioneer == "" || ball.Legalities.Standard == "" {
		t.Errorf("legalities: %+v", ball.Legalities)
	}
	fuzzy, err := client.GetCardByName(ctx, "bal lig", false, scryfall.GetCardByNameOptions{})
	must("fuzzy", err)
	_, err = client.GetCardByName(ctx, "No Such Card Anywhere", true, scryfall.GetCardByNameOptions{})
	notFound("missing name", err)
	inSet, err := client.GetCardByName(ctx, "Ball Lightning", true, scryfall.GetCardByNameOptions{Set: ball.Set})
	must("exact in a set", err)
	byID, err := client.GetCard(ctx, ball.ID)
	must("by id", err)
	rulings, err := client.GetRulings(ctx, ball.ID)
	must("rulings", err)
	if fuzzy.Name != "Ball Lightning" || inSet.Set != ball.Set || byID.Name != "Ball Lightning" || len(rulings) == 0 {
		t.Errorf("fuzzy %q, in set %q, by id %q, %d rulings", fuzzy.Name, inSet.Set, byID.Name, len(rulings))
	}

	page, err := client.SearchCards(ctx, "t:creature", scryfall.SearchCardsOptions{Order: scryfall.OrderName})
	must("search", err)
	if len(page.Cards) != 10 || !page.HasMore || page.TotalCards <= 10 {
		t.Errorf("search: %d cards, has more %v, total %d", len(page.Cards), page.HasMore, page.TotalCards)
	}
	names, err := client.AutocompleteCard(ctx, "ball li")
	must("autocomplete", err)
	random, err := client.GetRandomCard(ctx)
	must("random", err)
	if !slices.Contains(names, "Ball Lightning") || random.Name == "" {
		t.Errorf("autocomplete %v, random %q", names, random.Name)
	}

	fire, err := client.GetCardBySetCodeAndCollectorNumber(ctx, "apc", "128")
	must("by set and number", err)
	if fire.Name != "Fire // Ice" || fire.OracleText != "" || len(fire.CardFaces) != 2 || fire.CardFaces[1].OracleText == nil || *fire.CardFaces[1].OracleText == "" ||
		fire.SetName != "Apocalypse" || fire.CollectorNumber != "128" || !slices.Contains(fire.MultiverseIDs, 27165) {
		t.Errorf("by set and number: %+v", fire)
	}
	en, err := client.GetCardBySetCodeAndCollectorNumberInLang(ctx, "apc", "128", scryfall.LangEnglish)
	must("by set, number and language", err)
	mv, err := client.GetCardByMultiverseID(ctx, 27165)
	must("by multiverse id", err)
	if en.Name != "Fire // Ice" || mv.Name != "Fire // Ice" {
		t.Errorf("in English %q, by multiverse id %q", en.Name, mv.Name)
	}
	_, err = client.GetCardByMTGOID(ctx, 1)
	notFound("MTGO id", err)
	_, err = client.GetCardByArenaID(ctx, 1)
	notFound("Arena id", err)
	_, err = client.GetCardByTCGPlayerID(ctx, 1)
	notFound("TCGplayer id", err)
	_, err = client.GetRulingsBySetCodeAndCollectorNumber(ctx, "apc", 128)
	must("rulings by set and number", err)
	_, err = client.GetRulingsByMultiverseID(ctx, 27166)
	must("rulings by multiverse id", err)

	prints, err := client.SearchCards(ctx, "oracleid:"+fire.OracleID, scryfall.SearchCardsOptions{Unique: scryfall.UniqueModePrints})
	must("prints", err)
	if len(prints.Cards) == 0 || prints.Cards[0].Set == "" || prints.Cards[0].ReleasedAt.IsZero() {
		t.Errorf("prints: %+v", prints.Cards)
	}

	coll, err := client.GetCardsByIdentifiers(ctx, []scryfall.CardIdentifier{
		{Set: "apc", CollectorNumber: "128"}, {MultiverseID: 27166}, {MTGOID: 12345},
		{Name: "Ball Lightning", Set: ball.Set}, {Name: "Ball Lightning", Set: "zzzz"}, {ID: ball.ID},
	})
	must("collection", err)
	var got []string
	for _, c := range coll.Data {
		got = append(got, c.Name)
	}
	if !slices.Equal(got, []string{"Fire // Ice", "Fire // Ice", "Ball Lightning", "Ball Lightning"}) || len(coll.NotFound) != 2 {
		t.Errorf("collection: %v, not found %+v", got, coll.NotFound)
	}

	sets, err := client.ListSets(ctx)
	must("sets", err)
	apc, err := client.GetSet(ctx, "apc")
	must("set", err)
	if len(sets) == 0 || apc.Name != "Apocalypse" || apc.CardCount == 0 || apc.ReleasedAt == nil {
		t.Errorf("%d sets, apc %+v", len(sets), apc)
	}
	_, err = client.GetSet(ctx, "zzzz")
	notFound("unknown set", err)

	for name, get := range map[string]func(context.Context) (scryfall.Catalog, error){
		"card names":     client.GetCardNamesCatalog,
		"creature types": client.GetCreatureTypesCatalog, "card types": client.GetCardTypesCatalog,
		"supertypes": client.GetSuperTypesCatalog, "powers": client.GetPowersCatalog,
		"toughnesses": client.GetToughnessesCatalog, "keyword abilities": client.GetKeywordAbilitiesCatalog,
		"keyword actions": client.GetKeywordActionsCatalog, "ability words": client.GetAbilityWordsCatalog,
	} {
		c, err := get(ctx)
		must(name, err)
		if len(c.Data) == 0 || c.TotalValues != len(c.Data) {
			t.Errorf("catalog of %s: %d values, total %d", name, len(c.Data), c.TotalValues)
		}
	}

	// The test data names no artists: the catalog is empty, but a catalog.
	artists, err := client.GetArtistNamesCatalog(ctx)
	must("artist names", err)
	if artists.TotalValues != len(artists.Data) {
		t.Errorf("artist names: %+v", artists)
	}

	symbols, err := client.ListCardSymbols(ctx)
	must("symbols", err)
	cost, err := client.ParseManaCost(ctx, "2WW")
	must("parse mana", err)
	if len(symbols) == 0 || cost.Cost != "{2}{W}{W}" || cost.CMC != 4 || !cost.Monocolored {
		t.Errorf("%d symbols, parsed %+v", len(symbols), cost)
	}
}
