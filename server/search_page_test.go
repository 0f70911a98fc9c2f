package server

import (
	"context"
	"net/url"
	"slices"
	"testing"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/search"
	"github.com/mtgoracle/oracle/oracle/sqlite"
)

// TestSearchPagesAreTheAnswer: the pages of a search, each built from the
// names found alone, are in turn the whole answer the store's search of
// full summaries gives, in its order, and each page's total_cards counts
// it all.
func TestSearchPagesAreTheAnswer(t *testing.T) {
	const size = 3
	ts := newTestServer(t, Options{PageSize: size})
	store, err := sqlite.OpenReadOnly(context.Background(), dbPath)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	tests := []struct {
		q, order, dir, asOf string
	}{
		{q: "t:creature"},
		{q: "t:creature or c:g", order: "cmc"},
		{q: "mv>=0", order: "released", dir: "desc"},
		{q: "o:draw or c:u", order: "name", dir: "desc"},
		{q: "mv>=0", asOf: "1999"},
		{q: "t:creature", order: "cmc", asOf: "2005-06-01"},
		{q: "mv>=0", order: "changed"},
		{q: "c>=u or c:g"},
		{q: "t:vanguard or t:creature pow>=3"},
	}
	for _, tt := range tests {
		var asOf *oracle.Date
		if tt.asOf != "" {
			d := oracle.MustDate(tt.asOf)
			asOf = &d
		}
		node, err := search.Parse(tt.q)
		if err != nil {
			t.Fatal(err)
		}
		cq, err := search.Check(node, asOf)
		if err != nil {
			t.Fatal(err)
		}
		full, err := store.SearchCards(context.Background(), cq, oracle.SearchOptions{Order: searchOrders[tt.order]})
		if err != nil {
			t.Fatal(err)
		}
		var want []string
		for _, c := range full {
			want = append(want, c.Name)
		}
		if tt.dir == "desc" {
			slices.Reverse(want)
		}
		if len(want) <= size {
			t.Fatalf("%s: %d cards, too few for pages of %d", tt.q, len(want), size)
		}
		var got []string
		v := url.Values{"q": {tt.q}}
		for k, x := range map[string]string{"order": tt.order, "dir": tt.dir, "as_of": tt.asOf} {
			if x != "" {
				v.Set(k, x)
			}
		}
		for next := "/cards/search?" + v.Encode(); next != ""; {
			status, page := get(t, ts, next)
			if status != 200 {
				t.Fatalf("%s: %d %v", next, status, page)
			}
			if total := int(page["total_cards"].(float64)); total != len(want) {
				t.Errorf("%s: total_cards %d, want %d", next, total, len(want))
			}
			for _, c := range page["data"].([]any) {
				got = append(got, c.(map[string]any)["name"].(string))
			}
			next, _ = page["next_page"].(string)
			if next != "" {
				next = next[len(ts.URL):]
			}
		}
		if !slices.Equal(got, want) {
			t.Errorf("%+v: pages give %d cards %q,\nwant %d %q", tt, len(got), got, len(want), want)
		}
	}
}

func TestPageBounds(t *testing.T) {
	for _, tc := range []struct{ page, size, n, from, to int }{
		{1, 200, 0, 0, 0},
		{2, 200, 0, 0, 0}, // no results: no page past the end to slice
		{1, 200, 5, 0, 5},
		{3, 2, 5, 4, 5},
		{9, 2, 5, 4, 5}, // past the end: the last page
		{2, 2, 4, 2, 4},
	} {
		from, to := pageBounds(tc.page, tc.size, tc.n)
		if from != tc.from || to != tc.to {
			t.Errorf("pageBounds(%d, %d, %d) = %d, %d; want %d, %d", tc.page, tc.size, tc.n, from, to, tc.from, tc.to)
		}
	}
}
