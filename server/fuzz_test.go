package server

import (
	"context"
	"github.com/mtgoracle/oracle/oracle/sqlite"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

// FuzzRequest sends any path and query, and any POST body, to the server:
// whatever they are, the answer is never a server error.
func FuzzRequest(f *testing.F) {
	for _, seed := range []struct{ target, body string }{
		{"/cards/named?fuzzy=curfw&as_of=1999", ""},
		{"/cards/search?q=t:instant+(o:draw+or+-c:u)&order=cmc&dir=desc&page=2", ""},
		{"/cards/autocomplete?q=ke", ""},
		{"/cards/collection", `{"identifiers":[{"name":"Curfew"},{"id":"0"}]}`},
		{"/parse", `{"text":"Flying\n{T}: Add {G}."}`},
		{"/card?name=Curfew&as_of=1999-01", ""},
		{"/card/diff?name=Curfew&from=printed:USG&to=1999", ""},
		{"/log/errata?since=1998&until=1999-13", ""},
		{"/static/style.css", ""},
		{"/cards/usg/68/en", ""},
		{"/cards/multiverse/27166/rulings", ""},
		{"/cards/search?q=oracleid:ae92942b-919c-4ea9-b693-85fcef765d5a&unique=prints&order=released", ""},
		{"/cards/collection", `{"identifiers":[{"set":"usg","collector_number":"68"},{"multiverse_id":1},{"mtgo_id":"2"},{"name":"Curfew","set":"usg"}]}`},
		{"/sets/usg", ""},
		{"/catalog/powers", ""},
		{"/symbology/parse-mana?cost=2W/U{G/P}", ""},
		{"/?q=mv>=0&page=3", ""},
		{"/log/audit?since=1990&page=2", ""},
		{"/bulk-data?as_of=1999-02", ""},
		{"/bulk-data/default_cards/download?as_of=1999", ""},
	} {
		f.Add(seed.target, seed.body)
	}
	store, err := sqlite.OpenReadOnly(context.Background(), dbPath)
	if err != nil {
		f.Fatal(err)
	}
	defer store.Close()
	s := New(store, slog.New(slog.NewJSONHandler(io.Discard, nil)), Options{})
	f.Fuzz(func(t *testing.T, target, body string) {
		u, err := url.ParseRequestURI(target)
		if err != nil || strings.HasPrefix(target, "/log/audit") || strings.HasPrefix(target, "/audit") {
			return // an audit reads every card: too slow to fuzz
		}
		method := http.MethodGet
		if body != "" {
			method = http.MethodPost
		}
		r := &http.Request{Method: method, URL: u, RequestURI: target, Header: http.Header{},
			Body: io.NopCloser(strings.NewReader(body)), ContentLength: int64(len(body)), Host: "127.0.0.1"}
		r = r.WithContext(context.Background())
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, r)
		if rec.Code >= 500 {
			t.Errorf("%s %q: %d %s", method, target, rec.Code, rec.Body)
		}
	})
}
