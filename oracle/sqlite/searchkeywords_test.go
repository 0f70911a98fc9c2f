package sqlite

import (
	"context"
	"database/sql"
	"slices"
	"strings"
	"testing"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/search"
)

// TestSearchKeywordsAgreeWithCard: without a date, kw:X finds a card when
// its answer gives X among its keywords, whether a snapshot stated them
// or the answer works them out from the wording (a snapshot that carries
// no keywords): keyword actions, the keyword listed beside a written one
// (Landwalk of Islandwalk, Hexproof of Hexproof from, Partner of Partner
// with) and ability words. It finds no other card but by a keyword
// ability's rule 702 name (kw:landwalk finds Swampwalk), with
// keyword_periods current and without it.
func TestSearchKeywordsAgreeWithCard(t *testing.T) {
	ctx := context.Background()
	card := func(name, text string, keywords []string, unknown oracle.Fields) oracle.SnapshotCard {
		c := fieldCard("s2025", name, "Creature — Faerie", "1", nil, unknown)
		c.Card.Oracle[0].Text, c.Card.Keywords = text, keywords
		return c
	}
	unstated := oracle.FieldKeywords | oracle.FieldLegalities
	cards := []oracle.SnapshotCard{
		card("Seer of Tides", "Flying\nWhen this creature enters, scry 2.", nil, unstated),
		card("Grave Sifter", "When this creature enters, mill three cards, then investigate.", nil, unstated),
		card("Marsh Prowler", "Swampwalk", nil, unstated),
		card("Reef Prowler", "Islandwalk", nil, unstated),
		card("Warded Sphinx", "Hexproof from monocolored", nil, unstated),
		card("Toothy Friend", "Partner with Pir, Imaginative Rascal (When this creature enters, target player may put Pir into their hand from their library, then shuffle.)", nil, unstated),
		card("Threshold Hermit", "Threshold — This creature gets +1/+1 as long as seven or more cards are in your graveyard.", nil, unstated),
		// stated: the snapshot's keywords are the answer's, whatever the
		// wording holds
		card("Stated Seer", "Flying\nWhen this creature enters, scry 1.", []string{"Flying"}, oracle.FieldLegalities),
		card("Stated Surveyor", "Surveil 2.", []string{"Surveil"}, oracle.FieldLegalities),
	}
	s := openTestStore(t)
	importSnapshots(t, s, []fieldSnapshot{{"s2025", "2025-02-01", cards}}, []int{0})

	answer := map[string][]string{} // card -> its answer's keywords, folded
	keywords := map[string]bool{}
	for _, c := range cards {
		v, err := s.Card(ctx, c.Card.Name, nil)
		if err != nil {
			t.Fatal(err)
		}
		answer[v.Name] = foldedSet(v.Keywords)
		for _, k := range answer[v.Name] {
			keywords[k] = true
		}
	}
	for _, k := range []string{"scry", "mill", "investigate", "islandwalk", "landwalk", "hexproof", "partner", "threshold"} {
		if !slices.Contains(answer["Seer of Tides"], "scry") || !keywords[k] {
			t.Fatalf("the answers' keywords %q lack %q: the fixture proves nothing", answer, k)
		}
	}
	ruleNames := map[string][]string{"landwalk": {"Marsh Prowler"}} // found by the rule 702 name alone
	check := func(how string) {
		for k := range keywords {
			got, err := run(t, s, `kw:"`+k+`"`, nil, oracle.SearchOptions{})
			if err != nil {
				t.Fatal(err)
			}
			var want []string
			for name, ks := range answer {
				if slices.Contains(ks, k) || slices.Contains(ruleNames[k], name) {
					want = append(want, name)
				}
			}
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("%s: kw:%q finds %q; the answers give it of %q", how, k, got, want)
			}
		}
	}
	check("keyword_periods current")
	if _, err := s.db.ExecContext(ctx, "DELETE FROM meta WHERE key = ?", metaKeywordPeriods); err != nil {
		t.Fatal(err)
	}
	err := s.read(ctx, func(tx *sql.Tx) error {
		current, err := keywordPeriodsCurrent(ctx, tx)
		if current {
			t.Fatal("keyword_periods still current")
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	check("keyword_periods not current")
	if strings.Join(answer["Stated Seer"], ",") != "flying" {
		t.Errorf("Stated Seer's answer gives %q, want its stated keywords", answer["Stated Seer"])
	}
}

// TestKeywordWorkedOutReadsIndexes: kw: without a date asks the cards no
// snapshot states the keywords of from the indexes that hold them
// (keyword_periods_current, cards_keywords_unstated, whose condition
// keywordsUnstated repeats), not from every card's row.
func TestKeywordWorkedOutReadsIndexes(t *testing.T) {
	s := openTestStore(t)
	n, err := search.Parse("kw:scry")
	if err != nil {
		t.Fatal(err)
	}
	q, err := search.Check(n, nil)
	if err != nil {
		t.Fatal(err)
	}
	cq := compileQueryWith(q, true)
	plan := queryPlan(t, s, "SELECT c.id FROM cards c WHERE "+cq.where, cq.args...)
	for _, index := range []string{"keyword_periods_current", "cards_keywords_unstated", "COVERING INDEX cards_search"} {
		if !slices.ContainsFunc(plan, func(d string) bool { return strings.Contains(d, index) }) {
			t.Errorf("plan %q reads no %s", plan, index)
		}
	}
}
