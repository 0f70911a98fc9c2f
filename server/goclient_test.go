package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"net/http"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	scryfall "github.com/BlueMonday/go-scryfall"
	"go.uber.org/ratelimit"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/sqlite"
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

// asOfTransport adds as_of=Date to the query of every request it sends:
// how a Scryfall client that knows nothing of as_of reads cards as of a
// date, its code unchanged.
type asOfTransport struct {
	date string
	next http.RoundTripper
}

func (a asOfTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	q := r.URL.Query()
	q.Set("as_of", a.date)
	r.URL.RawQuery = q.Encode()
	return a.next.RoundTrip(r)
}

// asOfCheck is a card to read as of a date, and the store's answer then.
type asOfCheck struct {
	name, date string
	want       *oracle.CardView
	// notYet: the card was not known by then (no wording, no printing)
	notYet bool
}

// TestGoScryfallClientAsOf reads cards as of dates with go-scryfall,
// unchanged, through an http.Client that adds as_of to its requests: by
// exact and fuzzy name, by a search (of cards and of printings) and from a
// collection. The cards are those whose type line, P/T, mana cost, colors,
// name or legalities differ between two dates in the database, and those
// not yet known on a date, found by asking the store as of each source's
// date. Each object the client decodes must carry the values of the
// store's answer then (oracle card --as-of), legalities included (not
// today's), stand for a printing released by then, and a date before the
// card was known must be the client's not_found error.
func TestGoScryfallClientAsOf(t *testing.T) {
	path := importedDB(t)
	// The imported test database's field history is its 2030 snapshot's
	// alone: an earlier snapshot states two of its cards with other
	// (made-up) values, so that a type line, P/T, cost and legalities
	// change between two dates on which the card is known.
	importFile(t, path, oracle.Source{ID: "scryfall-2015-01-01", Title: "an earlier snapshot", Kind: oracle.SourceSnapshot, Date: oracle.MustDate("2015-01-01")},
		`[{"object": "card", "lang": "en", "name": "Kor Outfitter", "layout": "normal", "mana_cost": "{1}{W}", "cmc": 2,
			"type_line": "Creature — Kor", "oracle_text": "When Kor Outfitter enters the battlefield, you may attach target Equipment you control to target creature you control.",
			"power": "1", "toughness": "1", "colors": ["W"], "color_identity": ["W"], "keywords": [],
			"legalities": {"legacy": "legal", "modern": "legal", "commander": "legal"}},
		{"object": "card", "lang": "en", "name": "Lion's Eye Diamond", "layout": "normal", "mana_cost": "{0}", "cmc": 0,
			"type_line": "Artifact", "oracle_text": "Discard your hand, Sacrifice Lion's Eye Diamond: Add three mana of any one color. Activate this ability only any time you could cast an instant.",
			"colors": [], "color_identity": [], "keywords": [], "legalities": {"vintage": "restricted", "legacy": "legal"}}]`)
	ts := newServerOn(t, path, Options{})
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	store, err := sqlite.OpenReadOnly(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()

	checks, changed := asOfChecks(t, ctx, store)
	for _, field := range []string{"type_line", "power", "mana_cost", "legalities", "not yet known"} {
		if !changed[field] {
			t.Errorf("no card of the database changes its %s between two dates: the test checks nothing of it", field)
		}
	}
	clients := map[string]*scryfall.Client{}
	clientOn := func(date string) *scryfall.Client {
		if clients[date] == nil {
			opts := []scryfall.ClientOption{scryfall.WithBaseURL(ts.URL + "/"), scryfall.WithLimiter(ratelimit.NewUnlimited())}
			if date != "" {
				opts = append(opts, scryfall.WithHTTPClient(&http.Client{Transport: asOfTransport{date, http.DefaultTransport}}))
			}
			c, err := scryfall.NewClient(opts...)
			if err != nil {
				t.Fatal(err)
			}
			clients[date] = c
		}
		return clients[date]
	}
	notTodays := 0
	for _, ck := range checks {
		client := clientOn(ck.date)
		// a misspelling: the name without its last letter
		letters := []rune(strings.ToLower(ck.name))
		fuzzy := string(letters[:len(letters)-1])
		exact, errExact := client.GetCardByName(ctx, ck.name, true, scryfall.GetCardByNameOptions{})
		byFuzzy, errFuzzy := client.GetCardByName(ctx, fuzzy, false, scryfall.GetCardByNameOptions{})
		found, errSearch := client.SearchCards(ctx, `!"`+ck.name+`"`, scryfall.SearchCardsOptions{})
		prints, errPrints := client.SearchCards(ctx, `!"`+ck.name+`"`, scryfall.SearchCardsOptions{Unique: scryfall.UniqueModePrints})
		coll, errColl := client.GetCardsByIdentifiers(ctx, []scryfall.CardIdentifier{{Name: ck.name}})
		if ck.notYet {
			for what, err := range map[string]error{"exact": errExact, "fuzzy": errFuzzy, "search": errSearch, "search of printings": errPrints} {
				var e *scryfall.Error
				if !errors.As(err, &e) || e.Code != "not_found" || e.Status != http.StatusNotFound {
					t.Errorf("%s as of %s, before it was known: %s gives %v, want a not_found error", ck.name, ck.date, what, err)
				}
			}
			if errColl != nil || len(coll.Data) != 0 || len(coll.NotFound) != 1 {
				t.Errorf("%s as of %s, before it was known: collection %d cards, not found %+v, %v", ck.name, ck.date, len(coll.Data), coll.NotFound, errColl)
			}
			continue
		}
		got := map[string]scryfall.Card{"exact": exact, "fuzzy": byFuzzy}
		for what, err := range map[string]error{"exact": errExact, "fuzzy": errFuzzy, "search": errSearch, "search of printings": errPrints, "collection": errColl} {
			if err != nil {
				t.Fatalf("%s as of %s: %s: %v", ck.name, ck.date, what, err)
			}
		}
		if len(found.Cards) != 1 || len(coll.Data) != 1 {
			t.Fatalf("%s as of %s: search finds %d cards, collection %d", ck.name, ck.date, len(found.Cards), len(coll.Data))
		}
		got["search"], got["collection"] = found.Cards[0], coll.Data[0]
		for i, c := range prints.Cards {
			got[fmt.Sprintf("printing %d of the search of printings", i)] = c
		}
		for what, c := range got {
			for _, d := range asOfDiffs(t, c, ck) {
				t.Errorf("%s as of %s, %s: %s", ck.name, ck.date, what, d)
			}
		}
		// today's legalities, as the client reads them without as_of
		now, err := clientOn("").GetCardByName(ctx, ck.name, true, scryfall.GetCardByNameOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if !maps.Equal(statuses(t, now.Legalities, false), statuses(t, exact.Legalities, false)) {
			notTodays++
		}
	}
	if notTodays == 0 {
		t.Error("no card's legalities as of a date differ from today's: the test cannot tell them apart")
	}
}

// asOfChecks are the cards to read as of a date: of each pair of
// successive dates of the database's sources (and a year before the
// first) between which the store's answer for a card changes its type
// line, P/T, mana cost, colors, name or legalities, the card on both, and
// the card on a date it was not known yet with the first date it was.
// changed names the fields that change, and "not yet known".
func asOfChecks(t *testing.T, ctx context.Context, store *sqlite.Store) ([]asOfCheck, map[string]bool) {
	t.Helper()
	sources, err := store.Sources(ctx, false)
	if err != nil {
		t.Fatal(err)
	}
	dates := []string{strconv.Itoa(sources[0].Date.Year - 1)}
	for _, s := range sources {
		if d := s.Date.String(); d != dates[len(dates)-1] {
			dates = append(dates, d)
		}
	}
	names, err := store.CardNames(ctx, "", 10000)
	if err != nil {
		t.Fatal(err)
	}
	var checks []asOfCheck
	changed := map[string]bool{}
	for _, name := range names {
		var prev *asOfCheck
		for _, date := range dates {
			d := oracle.MustDate(date)
			v, err := store.Card(ctx, name, &d)
			if err != nil {
				t.Fatal(err)
			}
			ck := asOfCheck{name: name, date: date, want: v, notYet: v.FirstKnown != nil && v.FirstKnown.PrintedBefore == nil}
			if prev != nil {
				var fields []string
				switch {
				case prev.notYet && !ck.notYet:
					fields = []string{"not yet known"}
				case prev.want.FirstKnown == nil && v.FirstKnown == nil:
					fields = changedFields(prev.want, v)
				}
				for _, f := range fields {
					changed[f] = true
				}
				if len(fields) > 0 {
					checks = append(checks, *prev, ck)
				}
			}
			prev = &ck
		}
	}
	return checks, changed
}

// changedFields are the fields of a card's answer that differ between a
// and b, by their Scryfall names.
func changedFields(a, b *oracle.CardView) []string {
	var out []string
	add := func(field string, same bool) {
		if !same {
			out = append(out, field)
		}
	}
	add("name", a.Name == b.Name)
	add("type_line", a.TypeLine == b.TypeLine)
	add("power", a.Power == b.Power && a.Toughness == b.Toughness)
	add("mana_cost", a.ManaCost == b.ManaCost)
	add("colors", slices.Equal(a.Colors, b.Colors))
	add("legalities", maps.Equal(a.Legalities, b.Legalities))
	add("faces", slices.EqualFunc(a.Faces, b.Faces, func(x, y oracle.FaceView) bool {
		return x.Name == y.Name && x.TypeLine == y.TypeLine && x.ManaCost == y.ManaCost && x.Power == y.Power && x.Toughness == y.Toughness
	}))
	return out
}

// asOfDiffs lists how a card object the client decoded differs from the
// store's answer for the card on the check's date.
func asOfDiffs(t *testing.T, c scryfall.Card, ck asOfCheck) []string {
	t.Helper()
	want := ck.want
	var out []string
	diff := func(field string, got, want any) {
		if !reflect.DeepEqual(got, want) {
			out = append(out, fmt.Sprintf("%s %#v, the store's %#v", field, got, want))
		}
	}
	diff("name", c.Name, want.Name)
	diff("type_line", c.TypeLine, want.TypeLine)
	diff("cmc", c.CMC, want.ManaValue)
	diff("power", deref(c.Power), want.Power)
	diff("toughness", deref(c.Toughness), want.Toughness)
	colors := []string{}
	for _, col := range c.Colors {
		colors = append(colors, string(col))
	}
	diff("colors", colors, append([]string{}, want.Colors...))
	diff("legalities", statuses(t, c.Legalities, true), knownStatuses(t, want.Legalities))
	if len(want.Faces) > 1 {
		diff("faces", len(c.CardFaces), len(want.Faces))
		for i := range min(len(c.CardFaces), len(want.Faces)) {
			f, w := c.CardFaces[i], want.Faces[i]
			diff("face name", f.Name, w.Name)
			diff("face type_line", f.TypeLine, w.TypeLine)
			diff("face mana_cost", f.ManaCost, w.ManaCost)
			diff("face power", deref(f.Power), w.Power)
			diff("face toughness", deref(f.Toughness), w.Toughness)
		}
	} else {
		diff("mana_cost", c.ManaCost, want.ManaCost)
	}
	if last := oracle.MustDate(ck.date).Last(); !c.ReleasedAt.IsZero() && c.ReleasedAt.Format(time.DateOnly) > last {
		out = append(out, fmt.Sprintf("stands for a printing released %s, after %s", c.ReleasedAt.Format(time.DateOnly), last))
	}
	return out
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// statuses are the legalities the client decoded, by format, those it
// decoded empty (formats the answer left out) left out, and not_legal
// ones too unless withNotLegal.
func statuses(t *testing.T, l scryfall.Legalities, withNotLegal bool) map[string]string {
	t.Helper()
	b, err := json.Marshal(l)
	if err != nil {
		t.Fatal(err)
	}
	var all map[string]string
	if err := json.Unmarshal(b, &all); err != nil {
		t.Fatal(err)
	}
	maps.DeleteFunc(all, func(_, status string) bool { return status == "" || !withNotLegal && status == oracle.NotLegal })
	return all
}

// knownStatuses are the store's legalities in the formats the client
// decodes.
func knownStatuses(t *testing.T, legalities map[string]string) map[string]string {
	t.Helper()
	var formats map[string]string
	b, err := json.Marshal(scryfall.Legalities{})
	if err == nil {
		err = json.Unmarshal(b, &formats)
	}
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for f, status := range legalities {
		if _, ok := formats[f]; ok {
			out[f] = status
		}
	}
	return out
}
