package sqlite

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/search"
)

// TestQueryBounds runs queries at each bound, which must compile to SQL
// that SQLite takes, and queries just past them, which must fail as they
// are read, with a position.
func TestQueryBounds(t *testing.T) {
	s := openFixture(t)
	repeat := func(term, sep string, n int) string {
		return strings.TrimSuffix(strings.Repeat(term+sep, n), sep)
	}
	nested := func(n int, inner string) string {
		return strings.Repeat("-(", n) + inner + strings.Repeat(")", n)
	}
	heavy := []string{"c<=wubrg", "id:esper", "changed>=1998", "o:draw", "errata:2001", "pow>tou", "source:set-usg", "-t:elf"}
	tests := []struct {
		name, query string
		wantErr     string // "" when the query must run
	}{
		{"terms side by side", repeat(heavy[0], " ", search.MaxTerms), ""},
		{"heavy terms side by side", repeat(strings.Join(heavy, " "), " ", search.MaxTerms/len(heavy)), ""},
		{"terms joined by or", repeat(heavy[0], " or ", search.MaxTerms), ""},
		{"or within and", repeat("(c<=wubrg or -id:esper)", " ", search.MaxTerms/2), ""},
		{"deepest nesting", nested(search.MaxNesting/2-1, repeat("(c:m or -t:elf)", " ", search.MaxTerms/2-1)), ""},
		{"too many terms", repeat("a", " ", search.MaxTerms+1), "search: 1:401: more than 200 terms"},
		{"too deep", nested(search.MaxNesting/2+1, "a"), "search: 1:33: more than 32 parentheses and negations within one another"},
		{"too long", strings.Repeat("x", search.MaxQueryBytes+1), "search: 1:4097: the query is 4097 bytes long: at most 4096"},
		{"too long, on line 2", "a\n" + strings.Repeat("é", search.MaxQueryBytes), "search: 2:2048: the query is 8194 bytes long: at most 4096"},
		{"name too long", "a " + strings.Repeat("x", 300), "search: 1:3: a name term of 300 bytes: card names are at most 256"},
		{"exact name too long", `!"` + strings.Repeat("x", 300) + `"`, "search: 1:2: a name term of 300 bytes: card names are at most 256"},
		{"name: too long", "name:" + strings.Repeat("x", 300), "search: 1:6: a name term of 300 bytes: card names are at most 256"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			n, err := search.Parse(tt.query)
			if err == nil {
				var q *search.Query
				if q, err = search.Check(n, nil); err == nil {
					_, err = s.SearchCards(context.Background(), q, oracle.SearchOptions{})
				}
			}
			if tt.wantErr == "" {
				if err != nil {
					t.Fatalf("%.60s...: %v", tt.query, err)
				}
				return
			}
			var qe *search.Error
			if err == nil || err.Error() != tt.wantErr || !errors.As(err, &qe) {
				t.Fatalf("error %v, want the *search.Error %s", err, tt.wantErr)
			}
		})
	}
}
