package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/dump"
	"github.com/mtgoracle/oracle/oracle/sqlite"
)

// dbPath is a database built from the embedded data, shared by the tests.
var dbPath string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "oracle-serve-test")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	dbPath = filepath.Join(dir, "oracle.db")
	if err := buildDB(dbPath); err != nil {
		fmt.Fprintln(os.Stderr, "build database:", err)
		os.RemoveAll(dir)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

func buildDB(path string) error {
	ctx := context.Background()
	store, err := sqlite.Open(ctx, path)
	if err != nil {
		return err
	}
	defer store.Close()
	ds, err := oracle.LoadDataset(os.DirFS("../data"))
	if err != nil {
		return err
	}
	hash, err := oracle.HashDataset(os.DirFS("../data"))
	if err != nil {
		return err
	}
	if _, err = store.Ingest(ctx, ds, hash); err != nil {
		return err
	}
	_, err = store.ImportCompRules(ctx, testCompRules())
	return err
}

// newTestServer serves the test database read-only.
func newTestServer(t testing.TB, opts Options) *httptest.Server {
	t.Helper()
	return newServerOn(t, dbPath, opts)
}

// importedDB is a copy of the test database with a Scryfall dump
// imported on top: a multi-face card (Fire // Ice, Apocalypse 128) with
// an oracle id and multiverse ids 27165 and 27166.
func importedDB(t testing.TB) string {
	t.Helper()
	path := copyOfDB(t)
	importFixture(t, path)
	return path
}

// copyOfDB is a copy of the test database, for a test that writes to it.
func copyOfDB(t testing.TB) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "oracle.db")
	b, err := os.ReadFile(dbPath)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// importFixture imports a Scryfall dump into the database at path.
func importFixture(t testing.TB, path string) {
	t.Helper()
	ctx := context.Background()
	writer, err := sqlite.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer writer.Close()
	src := oracle.Source{ID: "scryfall-2030-01-01", Title: "a later snapshot", Kind: oracle.SourceSnapshot, Date: oracle.MustDate("2030-01-01")}
	_, err = writer.Import(ctx, src, func(add func(oracle.SnapshotCard) error) error {
		_, err := dump.Decode(ctx, []string{"../oracle/dump/testdata/scryfall-cards.json"}, func(r dump.Record) error {
			return add(r.SnapshotCard(src))
		})
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
}

// newServerOn serves the database at path read-only.
func newServerOn(t testing.TB, path string, opts Options) *httptest.Server {
	t.Helper()
	store, err := sqlite.OpenReadOnly(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(New(store, slog.New(slog.NewJSONHandler(io.Discard, nil)), opts))
	t.Cleanup(func() {
		ts.Close()
		store.Close()
	})
	return ts
}

// get fetches a path and decodes the JSON answer.
func get(t *testing.T, ts *httptest.Server, path string) (int, map[string]any) {
	t.Helper()
	resp, err := http.Get(ts.URL + path)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var v map[string]any
	if err := json.NewDecoder(resp.Body).Decode(&v); err != nil {
		t.Fatalf("GET %s: %d, not JSON: %v", path, resp.StatusCode, err)
	}
	return resp.StatusCode, v
}

func TestAPI(t *testing.T) {
	ts := newTestServer(t, Options{})
	tests := []struct {
		path   string
		status int
		// want are top-level fields and their values, as fmt prints them.
		want map[string]string
	}{
		{"/cards/named?exact=Curfew", 200, map[string]string{"object": "card", "name": "Curfew", "mana_cost": "{U}", "type_line": "Instant", "cmc": "1"}},
		{"/cards/named?exact=curfew", 200, map[string]string{"name": "Curfew"}},
		{"/cards/named?exact=curfe", 404, map[string]string{"object": "error", "code": "not_found", "status": "404"}},
		{"/cards/named?fuzzy=curfe", 200, map[string]string{"name": "Curfew"}},
		{"/cards/named?fuzzy=keeper+of+the", 404, map[string]string{"code": "not_found", "type": "ambiguous"}},
		{"/cards/named?exact=Curfew&as_of=1999-01-01", 200, map[string]string{"oracle_text": "Each player who controls a creature chooses one of them and returns it to owner's hand.", "as_of": "1999-01-01"}},
		{"/cards/named?exact=Curfew&as_of=1999-13", 400, map[string]string{"code": "bad_request"}},
		{"/cards/named?exact=Ball+Lightning&set=fdn", 200, map[string]string{"set": "fdn"}},
		// a printing not out by the date is not found
		{"/cards/named?exact=Ball+Lightning&set=fdn&as_of=2000-01-01", 404, map[string]string{"code": "not_found"}},
		{"/cards/named?exact=Ball+Lightning&set=5ed&as_of=2000-01-01", 200, map[string]string{"set": "5ed"}},
		{"/cards/named", 400, map[string]string{"code": "bad_request"}},
		{"/cards/search?q=t:instant+o:creature&order=cmc", 200, map[string]string{"object": "list", "has_more": "false"}},
		{"/cards/search?q=t:instant+(", 400, map[string]string{"code": "bad_request"}},
		{"/cards/search?q=t:nosuchtype", 404, map[string]string{"code": "not_found"}},
		{"/cards/search?q=t:instant&order=usd", 400, map[string]string{"code": "bad_request"}},
		{"/cards/search?q=t:instant&page=0", 400, map[string]string{"code": "bad_request"}},
		{"/cards/autocomplete?q=cur", 200, map[string]string{"object": "catalog", "total_values": "1"}},
		{"/cards/autocomplete?q=c", 200, map[string]string{"object": "catalog", "total_values": "0"}},
		{"/cards/random", 200, map[string]string{"object": "card"}},
		{"/cards/random?q=!curfew", 200, map[string]string{"name": "Curfew"}},
		{"/cards/00000000-0000-0000-0000-000000000000", 404, map[string]string{"code": "not_found"}},
		{"/errata?since=1998-10-18&until=1998-10-18", 200, map[string]string{"object": "list"}},
		{"/errata?source=nosuch", 400, map[string]string{"code": "bad_request"}},
		{"/audit?since=2001&until=2001", 200, map[string]string{"object": "audit"}},
		{"/sources", 200, map[string]string{"object": "list"}},
		{"/nosuch", 404, map[string]string{"object": "error", "code": "not_found", "status": "404"}},
		{"/symbology", 200, map[string]string{"object": "list"}},
		{"/symbology/parse-mana?cost=2ww", 200, map[string]string{"object": "mana_cost", "cost": "{2}{W}{W}", "cmc": "4", "colors": "[W]", "monocolored": "true"}},
		{"/symbology/parse-mana?cost=%7BG/U/P%7D", 200, map[string]string{"cmc": "1", "colors": "[U G]", "multicolored": "true"}},
		{"/symbology/parse-mana?cost=2K", 400, map[string]string{"code": "bad_request"}},
		{"/cards/autocomplete?q=bal+lig", 200, map[string]string{"data": "[Ball Lightning]"}},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			resp, err := http.Get(ts.URL + tt.path)
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			if resp.StatusCode != tt.status {
				body, _ := io.ReadAll(resp.Body)
				t.Fatalf("status %d, want %d: %s", resp.StatusCode, tt.status, body)
			}
			if tt.want == nil {
				return
			}
			var v map[string]any
			if err := json.NewDecoder(resp.Body).Decode(&v); err != nil {
				t.Fatal(err)
			}
			for k, want := range tt.want {
				if got := fmt.Sprint(v[k]); got != want {
					t.Errorf("%s = %q, want %q", k, got, want)
				}
			}
		})
	}
}

// TestCardByID follows a card's own uri, rulings_uri and history_uri, and
// diffs its wordings.
func TestCardByID(t *testing.T) {
	ts := newTestServer(t, Options{})
	_, card := get(t, ts, "/cards/named?exact=Ball+Lightning")
	id := card["id"].(string)
	if _, again := get(t, ts, "/cards/"+id); again["name"] != "Ball Lightning" {
		t.Errorf("/cards/%s is %v", id, again["name"])
	}
	_, rulings := get(t, ts, "/cards/"+id+"/rulings")
	if data := rulings["data"].([]any); len(data) == 0 || data[0].(map[string]any)["object"] != "ruling" {
		t.Errorf("rulings: %v", rulings)
	}
	_, hist := get(t, ts, "/cards/"+id+"/history")
	if data := hist["data"].([]any); len(data) == 0 {
		t.Errorf("history: %v", hist)
	}
	_, curfew := get(t, ts, "/cards/named?exact=Curfew")
	// Each player returned a creature of theirs as printed and does now:
	// a rewording of no signal of the card's play.
	status, d := get(t, ts, "/cards/"+curfew["id"].(string)+"/diff?from=printed&to=current")
	if status != 200 || d["class"] != "templating" || len(d["ops"].([]any)) < 2 {
		t.Errorf("diff: %d %v", status, d)
	}
	if status, _ := get(t, ts, "/cards/"+curfew["id"].(string)+"/diff?from=printed:XYZ"); status != 400 {
		t.Errorf("diff from an unknown set: %d, want 400", status)
	}
	// A Wall printed before defender was a keyword gains it as oracle
	// audit reads it: templating, for the card's type line.
	_, wall := get(t, ts, "/cards/named?exact=Wall+of+Junk")
	status, d = get(t, ts, "/cards/"+wall["id"].(string)+"/diff?from=printed&to=current")
	if status != 200 || d["class"] != "templating" {
		t.Errorf("Wall of Junk's diff: %d %v, want templating", status, d)
	}
}

func TestSearchPages(t *testing.T) {
	ts := newTestServer(t, Options{PageSize: 10})
	var names []string
	path := "/cards/search?q=t:creature&order=name"
	total := -1
	for pages := 0; path != ""; pages++ {
		if pages > 50 {
			t.Fatal("too many pages")
		}
		status, list := get(t, ts, path)
		if status != 200 {
			t.Fatalf("%s: %d %v", path, status, list)
		}
		total = int(list["total_cards"].(float64))
		for _, c := range list["data"].([]any) {
			names = append(names, c.(map[string]any)["name"].(string))
		}
		path = ""
		if list["has_more"] == true {
			path = strings.TrimPrefix(list["next_page"].(string), ts.URL)
		}
	}
	if len(names) != total || total <= 10 {
		t.Fatalf("read %d cards over the pages, total_cards %d", len(names), total)
	}
	for i := 1; i < len(names); i++ {
		if names[i-1] >= names[i] {
			t.Errorf("pages out of order or repeated: %q then %q", names[i-1], names[i])
		}
	}
}

func TestCollection(t *testing.T) {
	ts := newTestServer(t, Options{})
	_, curfew := get(t, ts, "/cards/named?exact=Curfew")
	body := `{"identifiers":[{"name":"Ball Lightning"},{"id":"` + curfew["id"].(string) + `"},{"name":"No Such Card"}]}`
	resp, err := http.Post(ts.URL+"/cards/collection", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var list struct {
		Data     []Card
		NotFound []map[string]string `json:"not_found"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&list); err != nil {
		t.Fatal(err)
	}
	if len(list.Data) != 2 || list.Data[0].Name != "Ball Lightning" || list.Data[1].Name != "Curfew" ||
		len(list.NotFound) != 1 || list.NotFound[0]["name"] != "No Such Card" {
		t.Errorf("collection: %+v", list)
	}

	// as of a date, a printing named that was not out yet is not found
	body = `{"identifiers":[{"name":"Ball Lightning","set":"FDN"},{"name":"Ball Lightning","set":"5ED"}]}`
	resp, err = http.Post(ts.URL+"/cards/collection?as_of=2000-01-01", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	list.Data, list.NotFound = nil, nil
	if err := json.NewDecoder(resp.Body).Decode(&list); err != nil {
		t.Fatal(err)
	}
	if len(list.Data) != 1 || list.Data[0].Set != "5ed" || len(list.NotFound) != 1 || list.NotFound[0]["set"] != "FDN" {
		t.Errorf("collection as of 2000-01-01: %+v", list)
	}
}

func TestParse(t *testing.T) {
	ts := newTestServer(t, Options{})
	resp, err := http.Post(ts.URL+"/parse", "application/json", strings.NewReader(`{"text":"Flying\n{T}: Draw a card."}`))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 200 || !bytes.Contains(b, []byte(`"abilities"`)) || !bytes.Contains(b, []byte("Flying")) {
		t.Errorf("parse: %d %s", resp.StatusCode, b)
	}
}

// TestBadRequests sends malformed, oversized and path-trick requests to a
// server whose database is closed: each must be refused with a 4xx before
// any read, which would fail with a 500. (An id that is no id is only not
// found, as Scryfall has it, without a read.)
func TestBadRequests(t *testing.T) {
	store, err := sqlite.OpenReadOnly(context.Background(), dbPath)
	if err != nil {
		t.Fatal(err)
	}
	store.Close()
	ts := httptest.NewServer(New(store, slog.New(slog.NewJSONHandler(io.Discard, nil)), Options{}))
	defer ts.Close()
	many := `{"identifiers":[` + strings.Repeat(`{"name":"Curfew"},`, 75) + `{"name":"Curfew"}]}`
	tests := []struct {
		name, method, path, body string
		status                   int
	}{
		{"dot-dot", "GET", "/static/../server.go", "", 400},
		{"encoded dot-dot", "GET", "/static/%2e%2e/%2e%2e/go.mod", "", 400},
		{"encoded slash", "GET", "/cards/..%2f..%2fetc%2fpasswd", "", 400},
		{"double slash", "GET", "//cards/named?exact=Curfew", "", 400},
		{"backslash", "GET", "/static/..%5cserver.go", "", 400},
		{"nul", "GET", "/cards/a%00b", "", 400},
		{"long url", "GET", "/cards/named?exact=" + strings.Repeat("a", maxURL), "", 414},
		{"long name", "GET", "/cards/named?exact=" + strings.Repeat("a", maxName+1), "", 400},
		{"bad utf-8", "GET", "/cards/named?exact=%ff%fe", "", 400},
		{"long query", "GET", "/cards/search?q=" + strings.Repeat("a", maxQuery+1), "", 400},
		{"bad query", "GET", "/cards/search?q=o:%22unclosed", "", 400},
		{"bad date", "GET", "/cards/named?fuzzy=x&as_of=tomorrow", "", 400},
		{"bad page", "GET", "/cards/search?q=x&page=-3", "", 400},
		{"long id", "GET", "/cards/" + strings.Repeat("f", 65), "", 400},
		{"bad id in collection", "POST", "/cards/collection", `{"identifiers":[{"id":"x"}]}`, 200},
		{"put", "PUT", "/cards/collection", "{}", 405},
		{"delete", "DELETE", "/cards/named", "", 405},
		{"not an id", "GET", "/cards/collection", "", 400},
		{"not json", "POST", "/cards/collection", "identifiers", 400},
		{"no identifiers", "POST", "/cards/collection", `{"identifiers":[]}`, 400},
		{"76 identifiers", "POST", "/cards/collection", many, 400},
		{"empty identifier", "POST", "/cards/collection", `{"identifiers":[{}]}`, 400},
		{"oversized body", "POST", "/cards/collection", `{"identifiers":[{"name":"` + strings.Repeat("a", maxBody) + `"}]}`, 413},
		{"parse without text", "POST", "/parse", `{}`, 400},
		{"card page without name", "GET", "/card", "", 400},
		{"card page bad date", "GET", "/card?name=Curfew&as_of=1999-02-30", "", 400},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req, err := http.NewRequest(tt.method, ts.URL+tt.path, strings.NewReader(tt.body))
			if err != nil {
				t.Fatal(err)
			}
			resp, err := http.DefaultTransport.RoundTrip(req)
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			b, _ := io.ReadAll(resp.Body)
			if resp.StatusCode != tt.status {
				t.Errorf("%s %s: %d, want %d: %s", tt.method, tt.path, resp.StatusCode, tt.status, b)
			}
		})
	}
}

// TestOverload fills the search pool and checks that a search beyond it
// is answered 429 with Retry-After rather than queued without end.
func TestOverload(t *testing.T) {
	store, err := sqlite.OpenReadOnly(context.Background(), dbPath)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	s := New(store, slog.New(slog.NewJSONHandler(io.Discard, nil)), Options{})
	for range cap(s.searches) {
		s.searches <- struct{}{}
	}
	rec := httptest.NewRecorder()
	s.ServeHTTP(rec, httptest.NewRequest("GET", "/cards/search?q=t:instant", nil))
	if rec.Code != http.StatusTooManyRequests || rec.Header().Get("Retry-After") == "" {
		t.Errorf("full pool: %d %q, want 429 with Retry-After", rec.Code, rec.Header().Get("Retry-After"))
	}
	<-s.searches
	rec = httptest.NewRecorder()
	s.ServeHTTP(rec, httptest.NewRequest("GET", "/cards/search?q=t:instant", nil))
	if rec.Code != http.StatusOK {
		t.Errorf("with room: %d, want 200", rec.Code)
	}
}

// TestPagesWithoutJS reads the card and history pages as a client without
// JavaScript does: the wording, the timeline and the diff are in the HTML.
func TestPagesWithoutJS(t *testing.T) {
	ts := newTestServer(t, Options{})
	tests := []struct {
		path string
		want []string
	}{
		{"/", []string{`<form class="search"`, `name="q"`}},
		{"/?q=t:instant+o:creature", []string{`href="/card?name=Curfew"`}},
		{"/card?name=Curfew", []string{"Each player returns a creature they control", "Timeline of wordings", "Word diff with the wording before", `type="date"`}},
		{"/card?name=Curfew&as_of=1999-01-01", []string{"Each player who controls a creature chooses one of them", "Wording on 1999-01-01"}},
		{"/card/diff?name=Curfew", []string{"<del class=", "<ins class=", "functional"}},
		{"/log/errata?since=1998-10-18&until=1998-10-18", []string{"Errata log", `href="/card?name=`}},
		{"/log/audit?since=2001&until=2001", []string{"Wording changes"}},
		{"/card?name=nosuchcardatall", []string{"Not answered"}},
	}
	for _, tt := range tests {
		resp, err := http.Get(ts.URL + tt.path)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		for _, w := range tt.want {
			if !bytes.Contains(b, []byte(w)) {
				t.Errorf("%s (%d): no %q", tt.path, resp.StatusCode, w)
			}
		}
	}
}

// TestAuditSeesImport checks that the audit a server keeps is worked out
// again once another connection imports a snapshot into the database.
func TestAuditSeesImport(t *testing.T) {
	ctx := context.Background()
	path := copyOfDB(t)
	reader, err := sqlite.OpenReadOnly(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer reader.Close()
	ts := httptest.NewServer(New(reader, slog.New(slog.NewJSONHandler(io.Discard, nil)), Options{}))
	defer ts.Close()
	audit := func() string {
		t.Helper()
		resp, err := http.Get(ts.URL + "/audit?since=1990")
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		body, err := io.ReadAll(resp.Body)
		if err != nil || resp.StatusCode != http.StatusOK {
			t.Fatalf("/audit: %d %s %v", resp.StatusCode, body, err)
		}
		return string(body)
	}
	before := audit()
	if again := audit(); again != before {
		t.Fatal("a second audit of the unchanged database differs from the first")
	}
	writer, err := sqlite.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	src := oracle.Source{ID: "scryfall-2030-01-01", Title: "a later snapshot", Kind: oracle.SourceSnapshot, Date: oracle.MustDate("2030-01-01")}
	_, err = writer.Import(ctx, src, func(add func(oracle.SnapshotCard) error) error {
		_, err := dump.Decode(ctx, []string{"../oracle/dump/testdata/scryfall-cards.json"}, func(r dump.Record) error {
			return add(r.SnapshotCard(src))
		})
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := writer.Close(); err != nil {
		t.Fatal(err)
	}
	after := audit()
	if after == before {
		t.Fatal("the audit after an import is the audit before it")
	}
	if !strings.Contains(after, src.ID) {
		t.Errorf("the audit after the import names no change of %s", src.ID)
	}
}
