package server

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/dump"
	"github.com/mtgoracle/oracle/oracle/sqlite"
)

// TestLegalitiesNewestKnown checks what a card object says of its
// legalities when later snapshots do not state them: the date and source
// of the snapshot that did (legalities_date, legalities_source), a note
// that they are only the newest known, naming what each later snapshot
// says, and one naming the formats no snapshot states, which are given as
// not_legal; the status a later copy states alone (Commander) is that
// copy's, the others kept. A search result and a collection answer carry
// the same as the card's own object, and the bulk files' objects the same
// legalities, date, source and notes on them.
func TestLegalitiesNewestKnown(t *testing.T) {
	path := copyOfDB(t)
	card := func(name, text, legalities string) string {
		return `{"object": "card", "lang": "en", "name": "` + name + `", "layout": "normal", "mana_cost": "{4}", "cmc": 4,
			"type_line": "Legendary Artifact", "oracle_text": "` + text + `", "colors": [], "color_identity": [], "keywords": [],
			"legalities": ` + legalities + `, "set": "pls", "set_name": "Planeshift", "released_at": "2001-02-05", "collector_number": "133"}`
	}
	skyText := "{4}, {T}: Choose a card at random that was exiled with Skyship Weatherlight."
	orbText := "{3}: Draw a card."
	importFile(t, path, oracle.Source{ID: "scryfall-2030-01-01", Title: "a full snapshot", Kind: oracle.SourceSnapshot, Date: oracle.MustDate("2030-01-01")},
		"["+card("Skyship Weatherlight", skyText, `{"commander": "legal", "vintage": "restricted", "legacy": "legal", "standard": "not_legal"}`)+", "+
			card("Test Orb", orbText, `{"commander": "legal", "vintage": "legal", "legacy": "banned"}`)+"]")
	importFile(t, path, oracle.Source{ID: "scryfall-2031-01-01", Title: "a Commander copy", Kind: oracle.SourceSnapshot,
		Date: oracle.MustDate("2031-01-01"), Subset: "Commander-legal cards only"},
		`[{"name": "Skyship Weatherlight", "mana_cost": "{4}", "type_line": "Legendary Artifact", "oracle_text": "`+skyText+`",
		"color_identity": [], "legal_in_commander": "banned"},
		{"name": "Kor Outfitter", "mana_cost": "{W}{W}", "type_line": "Creature \u2014 Kor Soldier", "power": "2", "toughness": "2",
		"oracle_text": "When this creature enters, you may attach target Equipment you control to target creature you control.",
		"color_identity": ["W"], "legal_in_commander": "legal"}]`)
	ts := newServerOn(t, path, Options{})

	_, sky := get(t, ts, "/cards/named?exact=Skyship+Weatherlight")
	legal, _ := sky["legalities"].(map[string]any)
	if legal["vintage"] != "restricted" || legal["legacy"] != "legal" || legal["commander"] != "banned" || legal["timeless"] != "not_legal" {
		t.Errorf("legalities: %v", legal)
	}
	source, _ := sky["legalities_source"].(map[string]any)
	if sky["legalities_date"] != "2030-01-01" || source["id"] != "scryfall-2030-01-01" {
		t.Errorf("legalities_date %v, legalities_source %v", sky["legalities_date"], sky["legalities_source"])
	}
	notes := strings.Join(noteList(sky), "\n")
	for _, want := range []string{
		"newest known legalities (snapshot of 2030-01-01); the later snapshot (scryfall-2031-01-01) states commander alone: commander as of 2031-01-01 (scryfall-2031-01-01)",
		"no snapshot states the card's legality in standard, future, historic, timeless, gladiator, pioneer, explorer, modern, pauper,",
	} {
		if !strings.Contains(notes, want) {
			t.Errorf("notes lack %q:\n%s", want, notes)
		}
	}

	_, orb := get(t, ts, "/cards/named?exact=Test+Orb")
	if want := "newest known legalities (snapshot of 2030-01-01); the later snapshot (scryfall-2031-01-01) covers Commander-legal cards only"; !strings.Contains(strings.Join(noteList(orb), "\n"), want) {
		t.Errorf("Test Orb: notes lack %q: %q", want, noteList(orb))
	}

	// the Commander copy alone states Kor Outfitter's legalities
	_, kor := get(t, ts, "/cards/named?exact=Kor+Outfitter")
	if _, ok := kor["legalities_date"]; ok {
		t.Errorf("Kor Outfitter: legalities_date %v, from no snapshot stating several formats", kor["legalities_date"])
	}
	if want := "no snapshot states the card's legalities in more than one format: commander as of 2031-01-01 (scryfall-2031-01-01)"; !strings.Contains(strings.Join(noteList(kor), "\n"), want) {
		t.Errorf("Kor Outfitter: notes lack %q: %q", want, noteList(kor))
	}

	_, found := get(t, ts, `/cards/search?q=%21%22Skyship+Weatherlight%22`)
	data, _ := found["data"].([]any)
	if len(data) != 1 {
		t.Fatalf("search: %v", found)
	}
	_, coll := postJSON(t, ts, "/cards/collection", `{"identifiers": [{"name": "Skyship Weatherlight"}]}`)
	collData, _ := coll["data"].([]any)
	if len(collData) != 1 {
		t.Fatalf("collection: %v", coll)
	}
	answers := map[string]map[string]any{"search": data[0].(map[string]any), "collection": collData[0].(map[string]any)}
	// The bulk files (the scryfall export's objects) carry the same.
	objects := map[string]map[string]any{"Skyship Weatherlight": sky, "Test Orb": orb, "Kor Outfitter": kor}
	for _, typ := range []string{"oracle_cards", "default_cards"} {
		for _, c := range bulkFile(t, ts, typ) {
			name, _ := c["name"].(string)
			if objects[name] != nil && answers[typ+" "+name] == nil {
				answers[typ+" "+name] = c
			}
		}
		for name := range objects {
			if answers[typ+" "+name] == nil {
				t.Errorf("%s lacks %s", typ, name)
			}
		}
	}
	for what, c := range answers {
		want := sky
		for name, o := range objects {
			if strings.HasSuffix(what, " "+name) {
				want = o
			}
		}
		fields := []string{"oracle_notes", "legalities", "legalities_date", "legalities_source", "as_of"}
		if strings.Contains(what, "_cards ") {
			// a bulk file's notes on the legalities (its wording's notes
			// and as_of are those of the export)
			fields = fields[1:4]
			for _, n := range noteList(want) {
				if strings.Contains(n, "legalit") && !slices.Contains(noteList(c), n) {
					t.Errorf("%s: notes %q lack %q", what, noteList(c), n)
				}
			}
		}
		for _, field := range fields {
			if !reflect.DeepEqual(c[field], want[field]) {
				t.Errorf("%s: %s %v, the card's object %v", what, field, c[field], want[field])
			}
		}
	}
}

// bulkFile downloads the bulk file of type typ.
func bulkFile(t *testing.T, ts *httptest.Server, typ string) []map[string]any {
	t.Helper()
	_, item := get(t, ts, "/bulk-data/"+typ)
	uri, _ := item["download_uri"].(string)
	resp, err := http.Get(uri)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var cards []map[string]any
	if err := json.NewDecoder(resp.Body).Decode(&cards); err != nil {
		t.Fatalf("%s: %v", uri, err)
	}
	return cards
}

func noteList(c map[string]any) []string {
	var out []string
	notes, _ := c["oracle_notes"].([]any)
	for _, n := range notes {
		s, _ := n.(string)
		out = append(out, s)
	}
	return out
}

// postJSON posts body and decodes the JSON answer.
func postJSON(t *testing.T, ts *httptest.Server, path, body string) (int, map[string]any) {
	t.Helper()
	resp, err := http.Post(ts.URL+path, "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var v map[string]any
	if err := json.NewDecoder(resp.Body).Decode(&v); err != nil {
		t.Fatalf("POST %s: %d, not JSON: %v", path, resp.StatusCode, err)
	}
	return resp.StatusCode, v
}

// importFile imports a Scryfall card array (body) into the database at
// path as the snapshot src.
func importFile(t *testing.T, path string, src oracle.Source, body string) {
	t.Helper()
	file := filepath.Join(t.TempDir(), src.ID+".json")
	if err := os.WriteFile(file, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	writer, err := sqlite.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer writer.Close()
	if _, err := writer.Import(ctx, src, func(add func(oracle.SnapshotCard) error) error {
		_, err := dump.Decode(ctx, []string{file}, func(r dump.Record) error { return add(r.SnapshotCard(src)) })
		return err
	}); err != nil {
		t.Fatalf("import %s: %v", src.ID, err)
	}
}

// TestLegalitiesAsOfAgreeWithCard: as of a date, a card object's
// legalities, the server's and the bulk file's of that date, give the
// statuses of the card's answer then, not_legal in the formats a snapshot
// by then states the card not legal in among them; a format no snapshot by
// then states (one that did not exist yet) is left out, not given as
// not_legal; before the card's first wording, none, and no card object:
// the card was not known then (the bulk file leaves it out too). Now,
// every format Scryfall lists.
func TestLegalitiesAsOfAgreeWithCard(t *testing.T) {
	path := copyOfDB(t)
	// a second card legal in Standard and Pioneer makes them formats each
	// snapshot speaks of: it states Test Ledger not_legal there
	card := func(legalities string) string {
		return `[{"object": "card", "lang": "en", "name": "Test Ledger", "layout": "normal", "mana_cost": "{2}", "cmc": 2,
			"type_line": "Artifact", "oracle_text": "{T}: Draw a card.", "colors": [], "color_identity": [], "keywords": [],
			"legalities": ` + legalities + `, "set": "tst", "set_name": "Test", "released_at": "2009-01-01", "collector_number": "1"},
			{"object": "card", "lang": "en", "name": "Test Standard Ledger", "layout": "normal", "mana_cost": "{3}", "cmc": 3,
			"type_line": "Artifact", "oracle_text": "{T}: Scry 1.", "colors": [], "color_identity": [], "keywords": [],
			"legalities": {"standard": "legal", "pioneer": "legal"}, "set": "tst", "set_name": "Test", "released_at": "2009-01-01", "collector_number": "2"}]`
	}
	importFile(t, path, oracle.Source{ID: "scryfall-2010-01-01", Title: "an old snapshot", Kind: oracle.SourceSnapshot, Date: oracle.MustDate("2010-01-01")},
		card(`{"vintage": "restricted", "legacy": "legal"}`))
	importFile(t, path, oracle.Source{ID: "scryfall-2030-01-01", Title: "a full snapshot", Kind: oracle.SourceSnapshot, Date: oracle.MustDate("2030-01-01")},
		card(`{"vintage": "restricted", "legacy": "banned", "modern": "legal"}`))
	ts := newServerOn(t, path, Options{})
	store, err := sqlite.OpenReadOnly(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	for _, tt := range []struct {
		asOf string
		want map[string]any
		// known: the card object and the bulk file give the card
		known bool
	}{
		{"2005-01-01", map[string]any{}, false},
		{"2015-06-01", map[string]any{"vintage": "restricted", "legacy": "legal", "standard": "not_legal", "pioneer": "not_legal"}, true},
		{"2031-01-01", map[string]any{"vintage": "restricted", "legacy": "banned", "modern": "legal", "standard": "not_legal", "pioneer": "not_legal"}, true},
	} {
		d := oracle.MustDate(tt.asOf)
		v, err := store.Card(context.Background(), "Test Ledger", &d)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(anyMap(v.Legalities), tt.want) {
			t.Errorf("as of %s: the card's answer gives %v, want %v", tt.asOf, v.Legalities, tt.want)
		}
		status, obj := get(t, ts, "/cards/named?exact=Test+Ledger&as_of="+tt.asOf)
		switch {
		case !tt.known && (status != http.StatusNotFound || obj["code"] != "not_found"):
			t.Errorf("as of %s, before the card was known: %d %v, want not_found", tt.asOf, status, obj)
		case tt.known && !reflect.DeepEqual(obj["legalities"], tt.want):
			t.Errorf("as of %s: the card object gives %v, want %v", tt.asOf, obj["legalities"], tt.want)
		}
		resp, err := http.Get(ts.URL + "/bulk-data/oracle_cards?as_of=" + tt.asOf)
		if err != nil {
			t.Fatal(err)
		}
		var item map[string]any
		err = json.NewDecoder(resp.Body).Decode(&item)
		resp.Body.Close()
		if err != nil {
			t.Fatal(err)
		}
		uri, _ := item["download_uri"].(string)
		bulk, err := http.Get(uri)
		if err != nil {
			t.Fatal(err)
		}
		var cards []map[string]any
		err = json.NewDecoder(bulk.Body).Decode(&cards)
		bulk.Body.Close()
		if err != nil {
			t.Fatal(err)
		}
		listed := false
		for _, c := range cards {
			if c["name"] != "Test Ledger" {
				continue
			}
			listed = true
			if !reflect.DeepEqual(c["legalities"], tt.want) {
				t.Errorf("as of %s: the bulk file gives %v, want %v", tt.asOf, c["legalities"], tt.want)
			}
		}
		if listed != tt.known {
			t.Errorf("as of %s: the bulk file lists the card: %v, want %v", tt.asOf, listed, tt.known)
		}
	}
	_, now := get(t, ts, "/cards/named?exact=Test+Ledger")
	legal, _ := now["legalities"].(map[string]any)
	if len(legal) != len(oracle.ScryfallFormats) || legal["legacy"] != "banned" || legal["timeless"] != oracle.NotLegal {
		t.Errorf("now: legalities %v, want every format Scryfall lists", legal)
	}
}

func anyMap(m map[string]string) map[string]any {
	out := map[string]any{}
	for k, v := range m {
		out[k] = v
	}
	return out
}
