package sqlite

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/search"
)

// likeExtraTypes is the SQL LIKE form of extraType, as searches asked it
// before: the words of the type line before any dash, each type a LIKE.
func likeExtraTypes(column string) string {
	types := "(' ' || CASE WHEN instr(" + column + ", ' —') > 0 THEN substr(" + column + ", 1, instr(" + column + ", ' —') - 1) ELSE " +
		column + " END || ' ')"
	parts := make([]string, len(oracle.ExtraTypes))
	for i, t := range oracle.ExtraTypes {
		parts[i] = types + " LIKE '% " + t + " %'"
	}
	return "(" + strings.Join(parts, " OR ") + ")"
}

// TestExtraTypeAgreesWithLike: extraType decides every type line of the
// fixture's cards, and type lines made to trip it, as SQL's LIKE does.
func TestExtraTypeAgreesWithLike(t *testing.T) {
	s := openFixture(t)
	ctx := context.Background()
	lines := []string{"Vanguard", "vanguard", "VANGUARD", "Plane — Dominaria", "Planeswalker — Jace", "Legendary Plane",
		"Phenomenon", "Scheme", "Ongoing Scheme", "Creature — Hero", "Heroic Creature", "Hero", "Stickers", "Dungeon",
		"Emblem — Ajani", "Creature — Plane Walker", "Artifact  Plane", " Plane", "Plane ", "Plane—X", "Plane —X",
		"Kindred Scheme — Vanguard", "Plаne" /* a Cyrillic a */, "PLANE — X", "Dungeon — Plane", "Creature — Dungeon", ""}
	rows, err := s.db.QueryContext(ctx, "SELECT type_line FROM cards UNION SELECT type_line FROM faces")
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var l string
		if err := rows.Scan(&l); err != nil {
			t.Fatal(err)
		}
		lines = append(lines, l)
	}
	rows.Close()
	if len(lines) < 50 {
		t.Fatalf("%d type lines", len(lines))
	}
	extras := 0
	for _, l := range lines {
		var want bool
		if err := s.db.QueryRowContext(ctx, "SELECT "+likeExtraTypes("?1"), l).Scan(&want); err != nil {
			t.Fatal(err)
		}
		if got := extraType(l); got != want {
			t.Errorf("extraType(%q) = %v, LIKE says %v", l, got, want)
		}
		if want {
			extras++
		}
	}
	if extras < 10 {
		t.Errorf("%d type lines of extras among %d", extras, len(lines))
	}
}

// TestExtrasReadTheRebalancedIndex: a search asks the few cards with a
// rebalanced printing from the index that holds them, whose condition
// extras repeats.
func TestExtrasReadTheRebalancedIndex(t *testing.T) {
	s := openFixture(t)
	plan := queryPlan(t, s, "SELECT c.id FROM cards c WHERE NOT ("+extras()+")")
	if !slices.ContainsFunc(plan, func(d string) bool { return strings.Contains(d, "printings_rebalanced") }) {
		t.Errorf("plan %q reads no printings_rebalanced", plan)
	}
}

// TestSearchNamesAgree: the names a search finds are those of the cards
// SearchCards finds, in the same order, for every order and as of dates.
func TestSearchNamesAgree(t *testing.T) {
	s := openFixture(t)
	ctx := context.Background()
	queries := []string{"t:creature", "mv>=0", "o:draw or c:u", "c>=ub", "t:creature pow>=3", "changed:1998",
		`o:"owner's hand"`, "include:extras mv>=0", "t:vanguard", "year<=1999 -t:land", "kw:flying order:cmc direction:desc"}
	n := 0
	for _, query := range queries {
		for _, asOf := range []string{"", "1999-06", "2010"} {
			for _, order := range oracle.SearchOrders {
				var at *oracle.Date
				if asOf != "" {
					d := oracle.MustDate(asOf)
					at = &d
				}
				node, err := search.Parse(query)
				if err != nil {
					t.Fatal(err)
				}
				q, err := search.Check(node, at)
				if err != nil {
					t.Fatal(err)
				}
				opts := oracle.SearchOptions{Order: order}
				cards, err := s.SearchCards(ctx, q, opts)
				if err != nil {
					t.Fatal(err)
				}
				names, err := s.SearchNames(ctx, q, opts)
				if err != nil {
					t.Fatal(err)
				}
				var want []string
				for _, c := range cards {
					want = append(want, c.Name)
				}
				if !slices.Equal(names, want) {
					t.Errorf("%s as of %q by %s: names %q, cards %q", query, asOf, order, names, want)
				}
				n += len(names)
			}
		}
	}
	if n < 1000 {
		t.Errorf("%d names found in all", n)
	}
}

// TestSummariesAsOfAgreeWithSQL: the fields a search shows as of a date,
// read for the cards found at once, are those its terms read of each card
// through withField, for the cards of the field-history fixtures, and of
// the search fixture, on dates before, between and after their snapshots.
func TestSummariesAsOfAgreeWithSQL(t *testing.T) {
	fields := openTestStore(t)
	importFieldSnapshots(t, fields, []int{2, 0, 3, 1})
	for _, snap := range []struct{ id, date, cost string }{{"c2009", "2009-07-31", "{2}"}, {"c2015", "2015-01-01", "{3}{U}"}} {
		src := oracle.Source{ID: snap.id, Title: snap.id, Kind: oracle.SourceSnapshot, Date: oracle.MustDate(snap.date)}
		_, err := fields.Import(context.Background(), src, func(add func(oracle.SnapshotCard) error) error {
			return add(oracle.SnapshotCard{Card: oracle.Card{Name: "Costly Relic", ManaCost: snap.cost, TypeLine: "Artifact",
				Oracle: []oracle.Wording{{Source: snap.id, Text: "Relic text."}}}})
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	checked, differ := 0, 0
	for _, s := range []*Store{fields, openFixture(t)} {
		c, d := checkSummariesAsOf(t, s)
		checked, differ = checked+c, differ+d
	}
	if checked < 200 || differ < 3 {
		t.Errorf("%d summaries checked, %d not the current ones", checked, differ)
	}
}

// checkSummariesAsOf checks the summaries of every card of s as of several
// dates, and counts those checked and those not the current ones.
func checkSummariesAsOf(t *testing.T, s *Store) (checked, differ int) {
	t.Helper()
	ctx := context.Background()
	cols := []string{"c.layout", "c.mana_cost", "c.mana_value", "c.type_line", "c.power", "c.toughness", "c.loyalty", "c.colors"}
	for _, date := range []string{"1994-01-01", "1998-06", "2001", "2009-07-31", "2010", "2016", "2022-04-25", "2023-01-01", "2026", "2030"} {
		d := oracle.MustDate(date)
		node, err := search.Parse("include:extras (mv>=0 or mv<0)")
		if err != nil {
			t.Fatal(err)
		}
		q, err := search.Check(node, &d)
		if err != nil {
			t.Fatal(err)
		}
		cards, err := s.SearchCards(ctx, q, oracle.SearchOptions{})
		if err != nil {
			t.Fatal(err)
		}
		c := &compiler{asOf: &d}
		exprs := make([]string, len(cols))
		for i, col := range cols {
			exprs[i] = c.withField("c", col, "x", func(v string) string { return v })
		}
		for _, card := range cards {
			var want oracle.CardSummary
			var colors string
			err := s.db.QueryRowContext(ctx, "SELECT "+strings.Join(exprs, ", ")+" FROM cards c WHERE c.name = ?", card.Name).Scan(
				&want.Layout, &want.ManaCost, &want.ManaValue, &want.TypeLine, &want.Power, &want.Toughness, &want.Loyalty, &colors)
			if err != nil {
				t.Fatal(err)
			}
			want.Colors = splitColors(colors)
			got := card
			got.Name, got.Released, got.Changed = "", nil, nil
			if !slices.Equal(got.Colors, want.Colors) || got.Layout != want.Layout || got.ManaCost != want.ManaCost ||
				got.ManaValue != want.ManaValue || got.TypeLine != want.TypeLine || got.Power != want.Power ||
				got.Toughness != want.Toughness || got.Loyalty != want.Loyalty {
				t.Errorf("%s as of %s: %+v, withField reads %+v", card.Name, date, got, want)
			}
			var current oracle.CardSummary
			var currentColors string
			if err := s.db.QueryRowContext(ctx, "SELECT layout, mana_cost, type_line, power, toughness, loyalty, colors FROM cards WHERE name = ?", card.Name).Scan(
				&current.Layout, &current.ManaCost, &current.TypeLine, &current.Power, &current.Toughness, &current.Loyalty, &currentColors); err != nil {
				t.Fatal(err)
			}
			if current.Layout != got.Layout || current.ManaCost != got.ManaCost || current.TypeLine != got.TypeLine || current.Power != got.Power ||
				current.Toughness != got.Toughness || current.Loyalty != got.Loyalty || currentColors != strings.Join(got.Colors, "") {
				differ++
			}
			checked++
		}
	}
	return checked, differ
}

// TestSearchAsOfPower: a power term as of a date finds a card by the power
// in force then, which neither its current power nor its newest states.
func TestSearchAsOfPower(t *testing.T) {
	s := openTestStore(t)
	for _, snap := range []struct{ id, date, power, toughness string }{
		{"p2009", "2009-07-31", "1", "1"}, {"p2015", "2015-01-01", "3", "1"}, {"p2020", "2020-01-01", "4", "4"}} {
		src := oracle.Source{ID: snap.id, Title: snap.id, Kind: oracle.SourceSnapshot, Date: oracle.MustDate(snap.date)}
		_, err := s.Import(context.Background(), src, func(add func(oracle.SnapshotCard) error) error {
			return add(oracle.SnapshotCard{Card: oracle.Card{Name: "Growing Beast", ManaCost: "{2}{G}", TypeLine: "Creature — Beast",
				Power: snap.power, Toughness: snap.toughness, Colors: []string{"G"}, Oracle: []oracle.Wording{{Source: snap.id, Text: "Trample"}}}})
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	for _, tt := range []struct {
		query, asOf string
		found       bool
	}{{"pow<=1", "2010", true}, {"pow<=1", "2016", false}, {"pow=3", "2016", true}, {"pow=3", "2010", false},
		{"pow>=4", "2016", false}, {"pow>=4", "2021", true}, {"tou<=1", "2016", true}, {"tou<=1", "", false}, {"pow>tou", "2016", true}} {
		var asOf *oracle.Date
		if tt.asOf != "" {
			d := oracle.MustDate(tt.asOf)
			asOf = &d
		}
		got, err := run(t, s, tt.query+" name:beast", asOf, oracle.SearchOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if found := slices.Contains(got, "Growing Beast"); found != tt.found {
			t.Errorf("%s as of %q: %q, want Growing Beast found %v", tt.query, tt.asOf, got, tt.found)
		}
	}
}

// queryPlan is the detail of each step of SQLite's plan for the query.
func queryPlan(t *testing.T, s *Store, query string, args ...any) []string {
	t.Helper()
	rows, err := s.db.QueryContext(context.Background(), "EXPLAIN QUERY PLAN "+query, args...)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var plan []string
	for rows.Next() {
		var id, parent, unused int
		var detail string
		if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
			t.Fatal(err)
		}
		plan = append(plan, detail)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return plan
}
