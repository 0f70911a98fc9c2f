package server

import (
	"encoding/json"
	"io"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/mtgoracle/oracle/oracle"
)

// TestErrorsAreJSON checks that every error, whatever its status, is a
// Scryfall error object in JSON, and that a method a path does not take
// is 405 with the methods it does take.
func TestErrorsAreJSON(t *testing.T) {
	ts := newTestServer(t, Options{})
	tests := []struct {
		method, path string
		status       int
		allow        string
	}{
		{"GET", "/nosuch", 404, ""},
		{"GET", "/cards/", 404, ""},
		{"GET", "/sets/zzzz", 404, ""},
		{"GET", "/cards/zzz/999", 404, ""},
		{"GET", "/cards/usg/68/ja", 404, ""},
		{"GET", "/cards/mtgo/1", 404, ""},
		{"GET", "/cards/multiverse/x", 400, ""},
		{"GET", "/catalog/nosuch", 404, ""},
		{"GET", "/static/nosuch.css", 404, ""},
		{"POST", "/cards/named", 405, "GET, HEAD, OPTIONS"},
		{"GET", "/parse", 405, "POST, OPTIONS"},
		{"PUT", "/cards/search", 405, "GET, HEAD, OPTIONS"},
		{"DELETE", "/nosuch", 404, ""},
	}
	for _, tt := range tests {
		req, err := http.NewRequest(tt.method, ts.URL+tt.path, nil)
		if err != nil {
			t.Fatal(err)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		var e apiError
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if err := json.Unmarshal(b, &e); err != nil || e.Object != "error" || e.Status != resp.StatusCode || e.Code == "" ||
			!strings.HasPrefix(resp.Header.Get("Content-Type"), "application/json") {
			t.Errorf("%s %s: %d %q %s: not a JSON error object", tt.method, tt.path, resp.StatusCode, resp.Header.Get("Content-Type"), b)
		}
		if resp.StatusCode != tt.status || resp.Header.Get("Allow") != tt.allow {
			t.Errorf("%s %s: %d Allow %q, want %d %q", tt.method, tt.path, resp.StatusCode, resp.Header.Get("Allow"), tt.status, tt.allow)
		}
	}
}

// TestCORS checks that answers let any origin read them and that a
// preflight is answered with the methods of its path.
func TestCORS(t *testing.T) {
	ts := newTestServer(t, Options{})
	resp, err := http.Get(ts.URL + "/cards/named?exact=Curfew")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if got := resp.Header.Get("Access-Control-Allow-Origin"); got != "*" {
		t.Errorf("GET: Access-Control-Allow-Origin %q", got)
	}
	preflight := func(path, method string) *http.Response {
		req, _ := http.NewRequest("OPTIONS", ts.URL+path, nil)
		req.Header.Set("Origin", "http://elsewhere.example")
		req.Header.Set("Access-Control-Request-Method", method)
		req.Header.Set("Access-Control-Request-Headers", "content-type")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp
	}
	resp = preflight("/cards/collection", "POST")
	if resp.StatusCode != 204 || !strings.Contains(resp.Header.Get("Access-Control-Allow-Methods"), "POST") ||
		resp.Header.Get("Access-Control-Allow-Headers") != "content-type" || resp.Header.Get("Access-Control-Allow-Origin") != "*" {
		t.Errorf("preflight of POST /cards/collection: %d %v", resp.StatusCode, resp.Header)
	}
	if resp = preflight("/cards/search", "GET"); resp.StatusCode != 204 || strings.Contains(resp.Header.Get("Access-Control-Allow-Methods"), "POST") {
		t.Errorf("preflight of GET /cards/search: %d %v", resp.StatusCode, resp.Header)
	}
	if resp = preflight("/nosuch", "GET"); resp.StatusCode != 404 {
		t.Errorf("preflight of an unknown path: %d", resp.StatusCode)
	}
}

// TestPrintings looks cards up by printing, in every form, and checks
// the printing fields, the multi-face card's text and the legalities.
func TestPrintings(t *testing.T) {
	ts := newServerOn(t, importedDB(t), Options{})
	for _, path := range []string{"/cards/apc/128", "/cards/APC/128/en", "/cards/multiverse/27165", "/cards/multiverse/27166"} {
		status, c := get(t, ts, path)
		if status != 200 || c["name"] != "Fire // Ice" || c["set"] != "apc" || c["collector_number"] != "128" || c["set_name"] != "Apocalypse" {
			t.Errorf("%s: %d %v %v %v", path, status, c["name"], c["set"], c["collector_number"])
		}
		if _, ok := c["oracle_text"]; ok {
			t.Errorf("%s: a multi-face card with a top-level oracle_text", path)
		}
		if faces, _ := c["card_faces"].([]any); len(faces) != 2 || faces[0].(map[string]any)["oracle_text"] == "" {
			t.Errorf("%s: faces %v", path, c["card_faces"])
		}
		legal, _ := c["legalities"].(map[string]any)
		for _, f := range oracle.ScryfallFormats {
			if legal[f] == nil {
				t.Errorf("%s: no legality for %s", path, f)
			}
		}
	}
	_, curfew := get(t, ts, "/cards/named?exact=Curfew")
	if curfew["set"] == "" || curfew["released_at"] == "" || curfew["oracle_text"] == nil {
		t.Errorf("Curfew: its newest printing's set %v, released_at %v, oracle_text %v", curfew["set"], curfew["released_at"], curfew["oracle_text"])
	}
	// Its prints, each with its own id that finds it again.
	status, prints := get(t, ts, "/cards/search?q=oracleid:"+curfew["oracle_id"].(string)+"&unique=prints&order=released&dir=asc")
	if status != 200 {
		t.Fatalf("prints of Curfew: %d %v", status, prints)
	}
	var sets []string
	for _, c := range prints["data"].([]any) {
		p := c.(map[string]any)
		sets = append(sets, p["set"].(string)+"/"+p["collector_number"].(string))
		if status, again := get(t, ts, "/cards/"+p["id"].(string)); status != 200 || again["set"] != p["set"] || again["collector_number"] != p["collector_number"] {
			t.Errorf("printing %s: %d %v/%v", p["id"], status, again["set"], again["collector_number"])
		}
	}
	if len(sets) < 2 || sets[0] != "usg/68" {
		t.Errorf("prints of Curfew, oldest first: %v", sets)
	}
	if _, cards := get(t, ts, "/cards/search?q=oracleid:"+curfew["oracle_id"].(string)); cards["total_cards"] != 1.0 {
		t.Errorf("oracleid: without unique=prints: %v cards", cards["total_cards"])
	}
	// Collection by every form.
	body := `{"identifiers":[{"set":"apc","collector_number":"128"},{"multiverse_id":27166},{"mtgo_id":1},
		{"name":"Curfew","set":"usg"},{"name":"Curfew","set":"apc"},{"oracle_id":"` + curfew["oracle_id"].(string) + `"},
		{"id":"` + curfew["id"].(string) + `"},{"illustration_id":"` + curfew["id"].(string) + `"},{"set":"zzz","collector_number":"1"}]}`
	resp, err := http.Post(ts.URL+"/cards/collection", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var list struct {
		Data     []Card
		NotFound []map[string]any `json:"not_found"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&list); err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, c := range list.Data {
		names = append(names, c.Name+" "+c.Set)
	}
	if want := []string{"Fire // Ice apc", "Fire // Ice apc", "Curfew usg"}; resp.StatusCode != 200 || len(names) != 5 ||
		!slices.Equal(names[:3], want) || names[3][:6] != "Curfew" || names[4][:6] != "Curfew" || len(list.NotFound) != 4 {
		t.Errorf("collection: %d %v, not found %v", resp.StatusCode, names, list.NotFound)
	}
	// Sets and catalogs.
	_, sets2 := get(t, ts, "/sets")
	var codes []string
	for _, s := range sets2["data"].([]any) {
		codes = append(codes, s.(map[string]any)["code"].(string))
	}
	_, apc := get(t, ts, "/sets/apc")
	if !slices.Contains(codes, "apc") || apc["name"] != "Apocalypse" || apc["card_count"].(float64) < 1 {
		t.Errorf("sets %v, apc %v", codes, apc)
	}
	if _, again := get(t, ts, "/sets/"+apc["id"].(string)); again["code"] != "apc" {
		t.Errorf("set by id: %v", again)
	}
	for path, want := range map[string]string{"card-names": "Curfew", "keyword-abilities": "Flying",
		"keyword-actions": "Sacrifice", "ability-words": "Landfall", "card-types": "Instant", "creature-types": "Elemental", "powers": "6"} {
		_, cat := get(t, ts, "/catalog/"+path)
		var values []string
		for _, v := range cat["data"].([]any) {
			values = append(values, v.(string))
		}
		if cat["object"] != "catalog" || !slices.Contains(values, want) || int(cat["total_values"].(float64)) != len(values) {
			t.Errorf("/catalog/%s: %d values, no %q", path, len(values), want)
		}
	}
}

// TestWordNames looks names up by the beginnings of their words, in
// named, fuzzy and autocomplete.
func TestWordNames(t *testing.T) {
	ts := newTestServer(t, Options{})
	for _, path := range []string{"/cards/named?fuzzy=ball+light", "/cards/named?fuzzy=bal+lig", "/cards/named?fuzzy=bll+lghtnng",
		"/cards/named?fuzzy=Ball+Lightnign"} {
		if status, c := get(t, ts, path); status != 200 || c["name"] != "Ball Lightning" {
			t.Errorf("%s: %d %v", path, status, c["name"])
		}
	}
	if status, _ := get(t, ts, "/cards/named?exact=bal+lig"); status != 404 {
		t.Errorf("exact=bal lig: %d, want 404", status)
	}
	// Search by name words, apostrophes left out.
	// and by the beginnings or abbreviations of its words, as fuzzy reads them
	for _, q := range []string{"arcums+sleigh", "arcum%27s+sleigh", "ashnods+trans", "bll+lghtnng", "ashnds+trnsmgrnt+t%3Aartifact"} {
		if status, found := get(t, ts, "/cards/search?q="+q); status != 200 || found["total_cards"] != 1.0 {
			t.Errorf("search %s: %d %v cards", q, status, found["total_cards"])
		}
	}
	if status, c := get(t, ts, "/cards/named?fuzzy=arcums+sleigh"); status != 200 || c["name"] != "Arcum's Sleigh" {
		t.Errorf("fuzzy arcums sleigh: %d %v", status, c["name"])
	}
	_, ac := get(t, ts, "/cards/autocomplete?q=bal+lig")
	if data, _ := ac["data"].([]any); !slices.Contains(data, any("Ball Lightning")) {
		t.Errorf("autocomplete bal lig: %v", ac)
	}
}

// TestAnswersSeeImport checks that the answers the server keeps are
// worked out again once another connection imports into the database.
func TestAnswersSeeImport(t *testing.T) {
	path := copyOfDB(t)
	ts := newServerOn(t, path, Options{})
	for range 2 {
		if status, _ := get(t, ts, "/cards/apc/128"); status != 404 {
			t.Fatalf("Apocalypse 128 before the import: %d", status)
		}
		if status, _ := get(t, ts, "/cards/named?exact=Fire+//+Ice"); status != 404 {
			t.Fatalf("Fire // Ice before the import: %d", status)
		}
	}
	importFixture(t, path)
	if status, c := get(t, ts, "/cards/apc/128"); status != 200 || c["name"] != "Fire // Ice" {
		t.Errorf("Apocalypse 128 after the import: %d %v", status, c["name"])
	}
	if status, _ := get(t, ts, "/cards/named?exact=Fire+//+Ice"); status != 200 {
		t.Errorf("Fire // Ice after the import: %d", status)
	}
}

// TestCardPagePrintings checks that the card page lists a multi-face
// printing once, not once per face.
func TestCardPagePrintings(t *testing.T) {
	ts := newServerOn(t, importedDB(t), Options{})
	resp, err := http.Get(ts.URL + "/card?name=Fire+//+Ice")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if n := strings.Count(string(b), "<td>128</td>"); resp.StatusCode != 200 || n != 1 {
		t.Errorf("Fire // Ice page: %d, Apocalypse 128 listed %d times", resp.StatusCode, n)
	}
}

// TestSearchPagePaging reads the web page of a search past its first
// page of results, as a client without JavaScript follows the links.
func TestSearchPagePaging(t *testing.T) {
	ts := newTestServer(t, Options{PageSize: 10})
	read := func(path string) string {
		t.Helper()
		resp, err := http.Get(ts.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		if resp.StatusCode != 200 {
			t.Fatalf("%s: %d", path, resp.StatusCode)
		}
		return string(b)
	}
	first := read("/?q=mv>=0")
	second := read("/?q=mv>=0&page=2")
	for _, want := range []string{"1 to 10 shown", `rel="next" href="/?page=2&amp;q=mv%3E%3D0"`} {
		if !strings.Contains(first, want) {
			t.Errorf("page 1: no %q", want)
		}
	}
	for _, want := range []string{"11 to 20 shown", `rel="prev" href="/?page=1&amp;q=mv%3E%3D0"`} {
		if !strings.Contains(second, want) {
			t.Errorf("page 2: no %q", want)
		}
	}
	if strings.Contains(first, "rel=\"prev\"") || first == second {
		t.Error("page 1 links back, or page 2 is page 1")
	}
	changes := read("/log/audit?since=1990")
	for _, want := range []string{"1 to 10 shown", `rel="next" href="/log/audit?page=2&amp;since=1990"`} {
		if !strings.Contains(changes, want) {
			t.Errorf("changes page 1: no %q", want)
		}
	}
	if more := read("/log/audit?since=1990&page=2"); !strings.Contains(more, "11 to ") || !strings.Contains(more, `rel="prev"`) {
		t.Error("changes page 2: no 11 to, or no link back")
	}
}

// TestKeptAnswerIsTheAnswer checks that an answer kept is written again as
// it was worked out, with its length, to GET and HEAD, and to requests
// side by side while the database's version is read again.
func TestKeptAnswerIsTheAnswer(t *testing.T) {
	ts := newTestServer(t, Options{})
	fetch := func(method, path string) (*http.Response, []byte) {
		t.Helper()
		req, err := http.NewRequest(method, ts.URL+path, nil)
		if err != nil {
			t.Fatal(err)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		body, err := io.ReadAll(resp.Body)
		if err != nil {
			t.Fatal(err)
		}
		return resp, body
	}
	for _, path := range []string{"/cards/named?exact=Curfew", "/cards/named?exact=No+Such+Card"} {
		first, want := fetch("GET", path)
		kept, body := fetch("GET", path)
		if kept.StatusCode != first.StatusCode || string(body) != string(want) || kept.ContentLength != int64(len(want)) ||
			kept.Header.Get("Content-Type") != first.Header.Get("Content-Type") || kept.Header.Get("Access-Control-Allow-Origin") != "*" {
			t.Errorf("%s kept: %d, length %d of %d bytes, %v; worked out %d, %v", path, kept.StatusCode, kept.ContentLength, len(body),
				kept.Header, first.StatusCode, first.Header)
		}
		head, body := fetch("HEAD", path)
		if head.StatusCode != first.StatusCode || len(body) != 0 || head.ContentLength != int64(len(want)) {
			t.Errorf("HEAD %s: %d, length %d, %d bytes", path, head.StatusCode, head.ContentLength, len(body))
		}
	}
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for range 50 {
				if resp, _ := fetch("GET", "/cards/named?exact=Curfew"); resp.StatusCode != 200 {
					t.Errorf("side by side: %d", resp.StatusCode)
				}
			}
		})
	}
	wg.Wait()
}
