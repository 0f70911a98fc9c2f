package server

import (
	"context"
	"io"
	"log/slog"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/mtgoracle/oracle/oracle/sqlite"
)

// pathological is a search within every limit on a query's size (200
// terms) that costs the most a query can: a regular expression of
// repeated wildcards, which every card's text is matched against, 200
// times.
func pathological() string {
	terms := make([]string, 200)
	for i := range terms {
		terms[i] = "o:/(.*" + string(rune('a'+i%26)) + "){30}z/"
	}
	return strings.Join(terms, " or ")
}

// TestSearchBudget checks what bounds a request's work: a search within
// the limits of a query's size but slower than the request's budget is
// stopped when the budget runs out, and answered 503 with an error object
// saying so; the limits themselves are answered 400 at once, each with
// what it exceeds.
func TestSearchBudget(t *testing.T) {
	store, err := sqlite.OpenReadOnly(context.Background(), dbPath)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	srv := New(store, slog.New(slog.NewJSONHandler(io.Discard, nil)), Options{})
	ts := httptest.NewServer(srv)
	defer ts.Close()
	q := "/cards/search?q=" + url.QueryEscape(pathological())

	start := time.Now()
	status, _ := get(t, ts, q)
	took := time.Since(start)
	if status != 200 && status != 404 {
		t.Fatalf("the query within the default budget: %d", status)
	}
	srv.budget = took / 10
	start = time.Now()
	status, e := get(t, ts, q+"&page=1") // not the answer kept above
	stopped := time.Since(start)
	if status != 503 || e["object"] != "error" || e["code"] != "timeout" ||
		!strings.Contains(e["details"].(string), "the request was stopped after "+srv.budget.String()) {
		t.Errorf("a query slower than its budget (%v, %v worked out): %d %v", srv.budget, took, status, e)
	}
	if stopped > srv.budget+took/2 {
		t.Errorf("a query with a budget of %v took %v to stop (%v worked out)", srv.budget, stopped, took)
	}
	t.Logf("worked out in %v; stopped after %v with a budget of %v", took, stopped, srv.budget)

	srv.budget = requestTime
	nested := strings.Repeat("-(", 17) + "t:creature" + strings.Repeat(")", 17)
	for _, tt := range []struct{ q, want string }{
		{pathological() + " or o:x", "more than 200 terms"},
		{nested, "more than 32 parentheses and negations"},
		{strings.Repeat("o:ab ", maxQuery/5+1), "bytes, more than 4096"},
	} {
		status, e := get(t, ts, "/cards/search?q="+url.QueryEscape(tt.q))
		if status != 400 || e["code"] != "bad_request" || !strings.Contains(e["details"].(string), tt.want) {
			t.Errorf("%.40s...: %d %v, want 400 saying %q", tt.q, status, e, tt.want)
		}
	}
}
