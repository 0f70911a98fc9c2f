package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/mtgoracle/oracle/parser"
)

// TestCardKeywordsReadParserJSON pins the schema's reading of the parser's
// JSON: the card_keywords triggers pick keyword names out of the abilities
// the store writes with json_extract paths, so a renamed field on the
// parser's side must fail here rather than empty the keyword index.
func TestCardKeywordsReadParserJSON(t *testing.T) {
	s := openTestStore(t)
	ctx := context.Background()
	want := map[int64][]string{}
	got := map[int64][]string{}
	err := s.read(ctx, func(tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, "SELECT card_id, abilities FROM card_abilities")
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var id int64
			var js string
			if err := rows.Scan(&id, &js); err != nil {
				return err
			}
			var abilities []*parser.Ability
			if err := json.Unmarshal([]byte(js), &abilities); err != nil {
				return err
			}
			for _, a := range abilities {
				for _, k := range a.Keywords {
					if !slices.ContainsFunc(want[id], func(n string) bool { return strings.EqualFold(n, k.Name) }) {
						want[id] = append(want[id], k.Name)
					}
				}
			}
		}
		if err := rows.Err(); err != nil {
			return err
		}
		kw, err := tx.QueryContext(ctx, "SELECT card_id, keyword FROM card_keywords")
		if err != nil {
			return err
		}
		defer kw.Close()
		for kw.Next() {
			var id int64
			var name string
			if err := kw.Scan(&id, &name); err != nil {
				return err
			}
			got[id] = append(got[id], name)
		}
		return kw.Err()
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(want) == 0 {
		t.Fatal("the fixture's abilities hold no keyword: the test would prove nothing")
	}
	for id, names := range want {
		slices.SortFunc(names, func(a, b string) int { return strings.Compare(strings.ToLower(a), strings.ToLower(b)) })
		have := got[id]
		slices.SortFunc(have, func(a, b string) int { return strings.Compare(strings.ToLower(a), strings.ToLower(b)) })
		if !slices.EqualFunc(names, have, strings.EqualFold) {
			t.Errorf("card %d: card_keywords %q, the parser's abilities %q", id, have, names)
		}
	}
	for id := range got {
		if _, ok := want[id]; !ok {
			t.Errorf("card %d: card_keywords %q, the parser's abilities none", id, got[id])
		}
	}
}
