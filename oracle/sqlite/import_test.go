package sqlite

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/mtgoracle/oracle/oracle"
)

// TestImportSnapshots imports two snapshots, newer first, and checks the
// history, the current fields and the full-text index.
func TestImportSnapshots(t *testing.T) {
	s := openTestStore(t)
	ctx := context.Background()
	snapshot := func(id, date, text, typeLine string) oracle.ImportStats {
		t.Helper()
		src := oracle.Source{ID: id, Title: id, Kind: oracle.SourceSnapshot, Date: oracle.MustDate(date)}
		st, err := s.Import(ctx, src, func(add func(oracle.SnapshotCard) error) error {
			for _, set := range []string{"USG", "BRB"} { // one record per printing, as MTGJSON gives them
				c := oracle.Card{Name: "Curfew", ManaCost: "{U}", TypeLine: typeLine,
					Oracle:    []oracle.Wording{{Source: id, Text: text}},
					Printings: []oracle.Printing{{Set: set, Released: oracle.MustDate("1998-10-12"), Number: "68"}}}
				if err := add(oracle.SnapshotCard{Card: c, Rulings: []oracle.Ruling{{Date: oracle.MustDate("2004-10-04"), Text: "A ruling."}},
					Legalities: map[string]string{"legacy": "Legal"}}); err != nil {
					return err
				}
			}
			return add(oracle.SnapshotCard{Card: oracle.Card{Name: "Zephyr Charge", TypeLine: "Enchantment",
				Oracle: []oracle.Wording{{Source: id, Text: "Whenever something, exiled zephyrs."}}}})
		})
		if err != nil {
			t.Fatal(err)
		}
		return st
	}
	st := snapshot("snap-2030", "2030-01-01", "Each player returns a creature they control to its owner's hand.", "Instant — Newer")
	if st.Cards != 2 || st.Records != 3 || st.Rulings != 1 || st.Wordings != 2 {
		t.Errorf("stats %+v", st)
	}
	snapshot("snap-2009", "2009-07-31", "Each player returns a creature he or she controls to its owner's hand. (Reminder.)", "Instant — Older")

	c, err := s.Card(ctx, "Curfew", nil)
	if err != nil {
		t.Fatal(err)
	}
	if c.TypeLine != "Instant — Newer" || c.Source.ID != "snap-2030" {
		t.Errorf("an older import must not change the current fields: %q from %s", c.TypeLine, c.Source.ID)
	}
	h, _ := s.History(ctx, "Curfew")
	var changes []string
	for _, e := range h.Events {
		if e.Kind == oracle.EventSnapshot && e.ChangedAfter != nil {
			changes = append(changes, e.Source.ID+" after "+e.ChangedAfter.String()+" "+string(e.Change))
		}
	}
	want := "snap-2009 after 1998-10-18 wording|snap-2013 after 2009-07-31 reminder-text|snap-2025 after 2013-12-25 wording"
	if got := strings.Join(changes, "|"); got != want {
		t.Errorf("changes:\n got %s\nwant %s", got, want)
	}
	var names []string
	rows, err := s.db.Query("SELECT name FROM card_search WHERE card_search MATCH 'zephyrs OR they' ORDER BY name")
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var n string
		rows.Scan(&n)
		names = append(names, n)
	}
	rows.Close()
	if strings.Join(names, ",") != "Curfew,Zephyr Charge" {
		t.Errorf("full-text search after import found %v", names)
	}
}

// TestImportCompacts checks that an import leaves the cards table's rows
// on pages that lie together, not interleaved with the other tables it wrote at the same
// time, and no free pages behind.
func TestImportCompacts(t *testing.T) {
	s := openTestStore(t)
	ctx := context.Background()
	src := oracle.Source{ID: "snap-2030", Title: "snap", Kind: oracle.SourceSnapshot, Date: oracle.MustDate("2030-01-01")}
	_, err := s.Import(ctx, src, func(add func(oracle.SnapshotCard) error) error {
		for i := range 400 {
			name := fmt.Sprintf("Card %d", i)
			c := oracle.Card{Name: name, TypeLine: "Instant",
				Oracle:    []oracle.Wording{{Source: src.ID, Text: strings.Repeat("Draw a card. ", 1+i%7)}},
				Printings: []oracle.Printing{{Set: "ZZZ", Released: oracle.MustDate("2029-01-01"), Number: fmt.Sprint(i)}}}
			if err := add(oracle.SnapshotCard{Card: c, Rulings: []oracle.Ruling{{Date: oracle.MustDate("2029-01-01"), Text: "A ruling about " + name + "."}},
				Legalities: map[string]string{"legacy": "Legal", "vintage": "Legal", "modern": "Legal"}}); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	var free, pages, span int
	if err := s.db.QueryRow("PRAGMA freelist_count").Scan(&free); err != nil {
		t.Fatal(err)
	}
	if err := s.db.QueryRow("SELECT count(*), max(pageno) - min(pageno) + 1 FROM dbstat WHERE name = 'cards' AND pagetype = 'leaf'").Scan(&pages, &span); err != nil {
		t.Fatal(err)
	}
	if free != 0 || span != pages {
		t.Errorf("after the import: %d free pages, and the %d leaf pages of cards spread over %d", free, pages, span)
	}
}

// TestImportMergesFields imports a full snapshot and a newer one that does
// not carry some fields, in both orders: the card keeps the fields only
// the full one states, takes the newer one's others, and the two orders
// agree.
func TestImportMergesFields(t *testing.T) {
	ctx := context.Background()
	full := func(add func(oracle.SnapshotCard) error) error {
		return add(oracle.SnapshotCard{Card: oracle.Card{Name: "Spark // Frost", Layout: "split", ManaCost: "{1}{R} // {1}{U}",
			TypeLine: "Instant // Instant", Colors: []string{"U", "R"}, Keywords: []string{"Tap"},
			Faces: []oracle.Face{
				{Name: "Fire", ManaCost: "{1}{R}", TypeLine: "Instant", Colors: []string{"R"}, Oracle: []oracle.Wording{{Source: "full", Text: "Fire deals 2 damage."}}},
				{Name: "Ice", ManaCost: "{1}{U}", TypeLine: "Instant", Colors: []string{"U"}, Oracle: []oracle.Wording{{Source: "full", Text: "Tap target permanent."}}},
			}}, Legalities: map[string]string{"legacy": "legal"}})
	}
	trimmed := func(add func(oracle.SnapshotCard) error) error {
		return add(oracle.SnapshotCard{Card: oracle.Card{Name: "Spark // Frost", ManaCost: "{1}{R} // {1}{U}", TypeLine: "Instant // Instant — Newer",
			Faces: []oracle.Face{
				{Name: "Fire", ManaCost: "{1}{R}", TypeLine: "Instant", Oracle: []oracle.Wording{{Source: "trimmed", Text: "Fire deals 2 damage divided."}}},
				{Name: "Ice", ManaCost: "{1}{U}", TypeLine: "Instant", Oracle: []oracle.Wording{{Source: "trimmed", Text: "Tap target permanent. Draw a card."}}},
			}}, Unknown: oracle.FieldLayout | oracle.FieldColors | oracle.FieldKeywords | oracle.FieldLegalities | oracle.FieldLoyalty | oracle.FieldDefense})
	}
	imports := map[string]func(func(oracle.SnapshotCard) error) error{"full": full, "trimmed": trimmed}
	dates := map[string]string{"full": "2022-04-25", "trimmed": "2025-09-25"}
	for _, order := range [][]string{{"full", "trimmed"}, {"trimmed", "full"}} {
		s := openTestStore(t)
		for _, id := range order {
			src := oracle.Source{ID: id, Title: id, Kind: oracle.SourceSnapshot, Date: oracle.MustDate(dates[id])}
			if _, err := s.Import(ctx, src, imports[id]); err != nil {
				t.Fatal(err)
			}
		}
		c, err := s.Card(ctx, "Spark // Frost", nil)
		if err != nil {
			t.Fatal(err)
		}
		got := fmt.Sprintf("%s %v %s %v %s | %s", c.Layout, c.ManaValue, c.TypeLine, c.Colors, c.Faces[0].Colors, c.OracleText)
		want := "split 4 Instant // Instant — Newer [R U] [R] | Fire deals 2 damage divided.\n//\nTap target permanent. Draw a card."
		if got != want {
			t.Errorf("order %v:\n got %s\nwant %s", order, got, want)
		}
	}
}

// TestImportPicksMostPrintingsText: a dump that lists a card once per
// printing with two texts (a reprint set left with the stale one) states
// the text most printings give, not the first listed; the wording of the
// snapshot before then does not change between the two.
func TestImportPicksMostPrintingsText(t *testing.T) {
	ctx := context.Background()
	elves := func(source, text, set, released string) oracle.SnapshotCard {
		return oracle.SnapshotCard{Card: oracle.Card{Name: "Fyndhorn Elves", ManaCost: "{G}", TypeLine: "Creature — Elf Druid",
			Oracle:    []oracle.Wording{{Source: source, Text: text}},
			Printings: []oracle.Printing{{Set: set, Number: "1", Released: oracle.MustDate(released)}}}}
	}
	s := openTestStore(t)
	for _, src := range []struct {
		id, date string
		cards    []oracle.SnapshotCard
	}{
		{"old", "2018-11-07", []oracle.SnapshotCard{
			elves("old", "{T}: Add {G} to your mana pool.", "DKM", "2006-01-01"),
			elves("old", "{T}: Add {G}.", "ICE", "1995-06-01"),
			elves("old", "{T}: Add {G}.", "ME2", "2008-09-22"),
		}},
		{"new", "2019-07-21", []oracle.SnapshotCard{elves("new", "{T}: Add {G}.", "ICE", "1995-06-01")}},
	} {
		feed := func(add func(oracle.SnapshotCard) error) error {
			for _, c := range src.cards {
				if err := add(c); err != nil {
					return err
				}
			}
			return nil
		}
		if _, err := s.Import(ctx, oracle.Source{ID: src.id, Title: src.id, Kind: oracle.SourceSnapshot, Date: oracle.MustDate(src.date)}, feed); err != nil {
			t.Fatal(err)
		}
	}
	asOf := oracle.MustDate("2019-01-01")
	c, err := s.Card(ctx, "Fyndhorn Elves", &asOf)
	if err != nil {
		t.Fatal(err)
	}
	if c.OracleText != "{T}: Add {G}." {
		t.Errorf("wording of the 2018 snapshot = %q, want the text most of its printings give", c.OracleText)
	}
	h, err := s.History(ctx, "Fyndhorn Elves")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range h.Events {
		if e.Source.ID == "new" && e.Changed {
			t.Errorf("history has a change of wording at %+v; the snapshots agree", e.Event)
		}
	}
}

// TestImportMergesGhosts: cards an older dump misnamed (a flip card's
// second face listed as a card, a misspelling) merge into the cards a
// newer dump states, whatever order the two come in, their wordings going
// to the card or its face.
func TestImportMergesGhosts(t *testing.T) {
	ctx := context.Background()
	old := func(add func(oracle.SnapshotCard) error) error {
		for _, c := range []oracle.Card{
			{Name: "Curse of the Fire Penguin Creature", TypeLine: "Creature — Penguin", Oracle: []oracle.Wording{{Source: "old", Text: "Trample"}},
				Printings: []oracle.Printing{{Set: "UNH", Number: "73", Released: oracle.MustDate("2004-11-19")}}},
			{Name: "Sultai Ascendacy", ManaCost: "{B}{G}{U}", TypeLine: "Enchantment", Oracle: []oracle.Wording{{Source: "old", Text: "Look."}},
				Printings: []oracle.Printing{{Set: "CP2", Number: "3", Released: oracle.MustDate("2015-01-23")}}},
		} {
			if err := add(oracle.SnapshotCard{Card: c}); err != nil {
				return err
			}
		}
		return nil
	}
	newer := func(add func(oracle.SnapshotCard) error) error {
		for _, c := range []oracle.Card{
			{Name: "Curse of the Fire Penguin // Curse of the Fire Penguin Creature", Layout: "flip", ManaCost: "{4}{R}{R}",
				TypeLine: "Enchantment — Aura // Creature — Penguin", Faces: []oracle.Face{
					{Name: "Curse of the Fire Penguin", Oracle: []oracle.Wording{{Source: "new", Text: "Enchant creature"}}},
					{Name: "Curse of the Fire Penguin Creature", Oracle: []oracle.Wording{{Source: "new", Text: "Trample"}}}},
				Printings: []oracle.Printing{{Set: "UNH", Number: "73", Released: oracle.MustDate("2004-11-19")}}},
			{Name: "Sultai Ascendancy", ManaCost: "{B}{G}{U}", TypeLine: "Enchantment", Oracle: []oracle.Wording{{Source: "new", Text: "Look."}},
				Printings: []oracle.Printing{{Set: "KTK", Number: "203", Released: oracle.MustDate("2014-09-26"), TypeLine: "Enchantment", Text: "Look."},
					{Set: "CP2", Number: "3", Released: oracle.MustDate("2015-01-23")}}},
		} {
			if err := add(oracle.SnapshotCard{Card: c}); err != nil {
				return err
			}
		}
		return nil
	}
	imports := map[string]func(func(oracle.SnapshotCard) error) error{"old": old, "new": newer}
	dates := map[string]string{"old": "2018-11-07", "new": "2022-04-25"}
	for _, order := range [][]string{{"old", "new"}, {"new", "old"}} {
		s := openTestStore(t)
		for _, id := range order {
			if _, err := s.Import(ctx, oracle.Source{ID: id, Title: id, Kind: oracle.SourceSnapshot, Date: oracle.MustDate(dates[id])}, imports[id]); err != nil {
				t.Fatal(err)
			}
		}
		for _, ghost := range []string{"Curse of the Fire Penguin Creature", "Sultai Ascendacy"} {
			if c, err := s.Card(ctx, ghost, nil); err == nil && c.Name == ghost {
				t.Errorf("order %v: %q is still a card", order, ghost)
			}
		}
		h, err := s.History(ctx, "Curse of the Fire Penguin // Curse of the Fire Penguin Creature")
		if err != nil {
			t.Fatal(err)
		}
		var oldOn []string
		for _, e := range h.Events {
			if e.Source.ID == "old" {
				oldOn = append(oldOn, e.Face)
			}
		}
		if !slices.Equal(oldOn, []string{"Curse of the Fire Penguin Creature"}) {
			t.Errorf("order %v: the old snapshot speaks of faces %q, want the creature face", order, oldOn)
		}
		h, err = s.History(ctx, "Sultai Ascendancy")
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, e := range h.Events {
			found = found || e.Source.ID == "old"
		}
		if !found {
			t.Errorf("order %v: Sultai Ascendancy has no wording of the old snapshot", order)
		}
		// As of the old snapshot, its name (the earliest known) and type
		// line (printed by then) are known, never empty.
		asOf := oracle.MustDate("2019")
		c, err := s.Card(ctx, "Sultai Ascendancy", &asOf)
		if err != nil {
			t.Fatal(err)
		}
		if c.TypeLine != "Enchantment" || c.Name != "Sultai Ascendancy" {
			t.Errorf("order %v: Sultai Ascendancy as of 2019: %q, type line %q", order, c.Name, c.TypeLine)
		}
	}
}

// TestUndatedPrintings: a numbered printing no dump dates (a promo of a set
// of many years' promos) is a printing of the card: history lists it after
// the dated events and an export of today's cards lists it; an export as
// of a date, which it may come after, does not.
func TestUndatedPrintings(t *testing.T) {
	ctx := context.Background()
	s := openTestStore(t)
	feed := func(add func(oracle.SnapshotCard) error) error {
		return add(oracle.SnapshotCard{Card: oracle.Card{Name: "Ball Lightning", ManaCost: "{R}{R}{R}", TypeLine: "Creature — Elemental",
			Oracle: []oracle.Wording{{Source: "snap", Text: "Trample, haste"}},
			Printings: []oracle.Printing{{Set: "DRK", Number: "57", Text: "Trample", Released: oracle.MustDate("1994-08-01")},
				{Set: "PRM", SetName: "Magic Online Promos", Number: "35972"}}}})
	}
	if _, err := s.Import(ctx, oracle.Source{ID: "snap", Title: "snap", Kind: oracle.SourceSnapshot, Date: oracle.MustDate("2022-04-25")}, feed); err != nil {
		t.Fatal(err)
	}
	h, err := s.History(ctx, "Ball Lightning")
	if err != nil {
		t.Fatal(err)
	}
	last := h.Events[len(h.Events)-1]
	if last.Kind != oracle.EventPrinting || last.Set != "PRM" || !last.Date.IsZero() {
		t.Errorf("last event = %+v, want the undated PRM printing", last.Event)
	}
	sets := func(asOf *oracle.Date) []string {
		var got []string
		err := s.EachCard(ctx, oracle.ExportOptions{AsOf: asOf, Names: []string{"Ball Lightning"}}, func(c *oracle.ExportCard) error {
			for _, p := range c.Printings {
				got = append(got, p.Set)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		return got
	}
	if got := sets(nil); !slices.Equal(got, []string{"DRK", "PRM"}) {
		t.Errorf("printings exported = %q, want DRK and the undated PRM", got)
	}
	asOf := oracle.MustDate("2023")
	if got := sets(&asOf); !slices.Equal(got, []string{"DRK"}) {
		t.Errorf("printings exported as of 2023 = %q, want DRK alone", got)
	}
}

// TestImportMergesSpellings: a dump that spells a card's name without its
// punctuation speaks of the same card, named as the newest snapshot names
// it, whatever order the snapshots come in.
func TestImportMergesSpellings(t *testing.T) {
	ctx := context.Background()
	snapshot := func(id, name, text string) func(func(oracle.SnapshotCard) error) error {
		return func(add func(oracle.SnapshotCard) error) error {
			return add(oracle.SnapshotCard{Card: oracle.Card{Name: name, ManaCost: "{1}{B}", TypeLine: "Instant",
				Oracle: []oracle.Wording{{Source: id, Text: text}}}})
		}
	}
	imports := map[string]func(func(oracle.SnapshotCard) error) error{
		"old": snapshot("old", "Kill Destroy", "Destroy target nonblack creature. Gotcha Whenever an opponent says \"Kill\"."),
		"new": snapshot("new", "Kill! Destroy!", "Destroy target nonblack creature. Gotcha — If an opponent says \"kill\"."),
	}
	dates := map[string]string{"old": "2009-07-31", "new": "2018-11-07"}
	for _, order := range [][]string{{"old", "new"}, {"new", "old"}} {
		s := openTestStore(t)
		for _, id := range order {
			src := oracle.Source{ID: id, Title: id, Kind: oracle.SourceSnapshot, Date: oracle.MustDate(dates[id])}
			if _, err := s.Import(ctx, src, imports[id]); err != nil {
				t.Fatal(err)
			}
		}
		tl, err := s.Timeline(ctx, "Kill Destroy")
		if err != nil {
			t.Fatalf("order %v: %v", order, err)
		}
		var sources []string
		for _, e := range tl.Faces[0].Events {
			sources = append(sources, e.Source.ID)
		}
		if tl.Name != "Kill! Destroy!" || !slices.Equal(sources, []string{"old", "new"}) {
			t.Errorf("order %v: %q with events from %v; want \"Kill! Destroy!\" with events from old and new", order, tl.Name, sources)
		}
	}
}

// TestImportDatesPrintings imports an old dump that dates a set wrongly, a
// newer one that dates it right, and a newest one that dates neither, in
// every order, then each again: the printing and its set take the newest
// date a snapshot states, the set the name that snapshot gives it, a
// promo's own date never dates its set, and importing a snapshot again
// changes nothing.
func TestImportDatesPrintings(t *testing.T) {
	ctx := context.Background()
	snapshot := func(id, setReleased string) func(func(oracle.SnapshotCard) error) error {
		return func(add func(oracle.SnapshotCard) error) error {
			p := oracle.Printing{Set: "V17", SetName: "Vault " + id, Number: "3", Text: "Flying"}
			promo := oracle.Printing{Set: "PV17", SetName: "Promos", Number: "3p", Text: "Flying", Released: oracle.MustDate("2014-01-01")}
			if setReleased != "" {
				p.Released, p.SetReleased = oracle.MustDate(setReleased), oracle.MustDate(setReleased)
				promo.SetReleased = oracle.MustDate(setReleased)
			}
			return add(oracle.SnapshotCard{Card: oracle.Card{Name: "Wind Drake", ManaCost: "{2}{U}", TypeLine: "Creature — Drake",
				Oracle: []oracle.Wording{{Source: id, Text: "Flying"}}, Printings: []oracle.Printing{p, promo}}})
		}
	}
	imports := map[string]func(func(oracle.SnapshotCard) error) error{
		"old": snapshot("old", "2015-11-24"), "new": snapshot("new", "2017-11-24"), "newest": snapshot("newest", ""),
	}
	dates := map[string]string{"old": "2018-11-07", "new": "2022-04-25", "newest": "2025-09-25"}
	orders := [][]string{{"old", "new", "newest"}, {"old", "newest", "new"}, {"new", "old", "newest"},
		{"new", "newest", "old"}, {"newest", "old", "new"}, {"newest", "new", "old"}}
	for _, order := range orders {
		s := openTestStore(t)
		for _, id := range append(order, order...) {
			src := oracle.Source{ID: id, Title: id, Kind: oracle.SourceSnapshot, Date: oracle.MustDate(dates[id])}
			if _, err := s.Import(ctx, src, imports[id]); err != nil {
				t.Fatal(err)
			}
		}
		tl, err := s.Timeline(ctx, "Wind Drake")
		if err != nil {
			t.Fatal(err)
		}
		var printed []string
		for _, e := range tl.Faces[0].Events {
			if e.Kind == oracle.EventPrinting {
				printed = append(printed, e.Source.ID+" "+e.Date.String())
			}
		}
		if want := []string{"set-pv17 2014-01-01", "set-v17 2017-11-24"}; !slices.Equal(printed, want) {
			t.Errorf("order %v: printings %q, want %q", order, printed, want)
		}
		srcs, err := s.Sources(ctx, true)
		if err != nil {
			t.Fatal(err)
		}
		var sets []string
		for _, src := range srcs {
			if src.ID == "set-v17" || src.ID == "set-pv17" {
				sets = append(sets, src.ID+" "+src.Date.String()+" "+src.Title)
			}
		}
		if want := []string{"set-pv17 2017-11-24 Promos", "set-v17 2017-11-24 Vault new"}; !slices.Equal(sets, want) {
			t.Errorf("order %v: sets %q, want %q", order, sets, want)
		}
	}
}

// TestImportMarksBorrowedTexts: a dump that gives a meld card's back half
// (another card, printed as 15b) its front's printed text (15a) reports
// the back's printing as a source error, which then sets no wording.
func TestImportMarksBorrowedTexts(t *testing.T) {
	ctx := context.Background()
	s := openTestStore(t)
	front := "When you cast this spell, you may return target Angel or Human creature card from your graveyard to the battlefield.\nFlying, vigilance"
	feed := func(add func(oracle.SnapshotCard) error) error {
		for _, c := range []oracle.Card{
			{Name: "Bruna, the Fading Light", ManaCost: "{5}{W}{W}", TypeLine: "Legendary Creature — Angel Horror",
				Oracle:    []oracle.Wording{{Source: "snap", Text: front}},
				Printings: []oracle.Printing{{Set: "EMN", Number: "15a", Text: front, Released: oracle.MustDate("2016-07-22")}}},
			{Name: "Brisela, Voice of Nightmares", TypeLine: "Legendary Creature — Eldrazi Angel",
				Oracle:    []oracle.Wording{{Source: "snap", Text: "Flying, first strike, vigilance, lifelink"}},
				Printings: []oracle.Printing{{Set: "EMN", Number: "15b", Text: front, Released: oracle.MustDate("2016-07-22")}}},
		} {
			if err := add(oracle.SnapshotCard{Card: c}); err != nil {
				return err
			}
		}
		return nil
	}
	if _, err := s.Import(ctx, oracle.Source{ID: "snap", Title: "snap", Kind: oracle.SourceSnapshot, Date: oracle.MustDate("2022-04-25")}, feed); err != nil {
		t.Fatal(err)
	}
	for name, wantProblem := range map[string]bool{"Bruna, the Fading Light": false, "Brisela, Voice of Nightmares": true} {
		h, err := s.History(ctx, name)
		if err != nil {
			t.Fatal(err)
		}
		e := h.Events[0]
		if e.Kind != oracle.EventPrinting || (e.Problem != "") != wantProblem || e.Changed == wantProblem {
			t.Errorf("%s: first event %+v, want a printing with a problem %v", name, e.Event, wantProblem)
		}
	}
}

// TestBorrowedTextImportOrder: a newer dump giving a meld back half its
// front's text and an older one giving it its own leave the same printing
// whichever is imported first.
func TestBorrowedTextImportOrder(t *testing.T) {
	ctx := context.Background()
	front := "When you cast this spell, you may return target Angel or Human creature card."
	back := "Flying, first strike, vigilance, lifelink"
	snapshot := func(id, backText string) func(func(oracle.SnapshotCard) error) error {
		return func(add func(oracle.SnapshotCard) error) error {
			for _, c := range []oracle.Card{
				{Name: "Bruna, the Fading Light", Oracle: []oracle.Wording{{Source: id, Text: front}},
					Printings: []oracle.Printing{{Set: "EMN", Number: "15a", Text: front, Released: oracle.MustDate("2016-07-22")}}},
				{Name: "Brisela, Voice of Nightmares", Oracle: []oracle.Wording{{Source: id, Text: back}},
					Printings: []oracle.Printing{{Set: "EMN", Number: "15b", Text: backText, Released: oracle.MustDate("2016-07-22")}}},
			} {
				if err := add(oracle.SnapshotCard{Card: c}); err != nil {
					return err
				}
			}
			return nil
		}
	}
	sources := []oracle.Source{{ID: "old", Title: "old", Kind: oracle.SourceSnapshot, Date: oracle.MustDate("2018-11-07")},
		{ID: "new", Title: "new", Kind: oracle.SourceSnapshot, Date: oracle.MustDate("2019-07-21")}}
	feeds := []func(func(oracle.SnapshotCard) error) error{snapshot("old", back), snapshot("new", front)}
	var results []string
	for _, order := range [][]int{{0, 1}, {1, 0}} {
		s := openTestStore(t)
		for _, i := range order {
			if _, err := s.Import(ctx, sources[i], feeds[i]); err != nil {
				t.Fatal(err)
			}
		}
		h, err := s.History(ctx, "Brisela, Voice of Nightmares")
		if err != nil {
			t.Fatal(err)
		}
		e := h.Events[0]
		results = append(results, e.Source.ID+"|"+*e.Text+"|"+e.Problem)
	}
	if results[0] != results[1] {
		t.Errorf("import orders disagree:\n%s\n%s", results[0], results[1])
	}
}
