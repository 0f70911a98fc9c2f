package sqlite

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/dump"
	"github.com/mtgoracle/oracle/oracle/search"
)

// openFixture builds a database in t.TempDir(): the embedded data (cards
// with errata from 1997 to 2001 and a 2025 snapshot), the MTGJSON and
// Scryfall test dumps of oracle/dump (split and multi-face cards), and
// testdata/scryfall-cards.json (rarities, a vanilla creature, a
// planeswalker, transform and adventure cards).
func openFixture(t testing.TB) *Store {
	t.Helper()
	ctx := context.Background()
	s, err := Open(ctx, filepath.Join(t.TempDir(), "search.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	ds, err := oracle.LoadDataset(os.DirFS("../../data"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Ingest(ctx, ds, "test"); err != nil {
		t.Fatal(err)
	}
	importDump(t, s, "mtgjson-test-2022-04-25", "2022-04-25", "../dump/testdata/mtgjson-v5-sets")
	importDump(t, s, "scryfall-2024-01-01", "2024-01-01", "testdata/scryfall-cards.json")
	return s
}

func importDump(t testing.TB, s *Store, id, date string, paths ...string) {
	t.Helper()
	ctx := context.Background()
	src := oracle.Source{ID: id, Title: id, Kind: oracle.SourceSnapshot, Date: oracle.MustDate(date)}
	_, err := s.Import(ctx, src, func(add func(oracle.SnapshotCard) error) error {
		_, err := dump.Decode(ctx, paths, func(r dump.Record) error { return add(r.SnapshotCard(src)) })
		return err
	})
	if err != nil {
		t.Fatalf("import %s: %v", paths, err)
	}
}

func run(t testing.TB, s *Store, query string, asOf *oracle.Date, so oracle.SearchOptions) ([]string, error) {
	t.Helper()
	n, err := search.Parse(query)
	if err != nil {
		return nil, err
	}
	q, err := search.Check(n, asOf)
	if err != nil {
		return nil, err
	}
	cards, err := s.SearchCards(context.Background(), q, so)
	if err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	names := []string{}
	for _, c := range cards {
		names = append(names, c.Name)
	}
	return names, nil
}

func TestSearchTerms(t *testing.T) {
	s := openFixture(t)
	tests := []struct {
		query string
		want  []string // the whole answer, in name order, when set
		has   []string // cards that must be in the answer
		hasNo []string // cards that must not be
	}{
		// names
		{query: "lat-nam", want: []string{"Lat-Nam's Legacy", "Library of Lat-Nam"}},
		{query: `"silver golem"`, want: []string{"Karn, Silver Golem"}},
		{query: "bosium", want: []string{"Bösium Strip"}},
		{query: "!curfew", want: []string{"Curfew"}},
		{query: `!"Fire"`, want: []string{"Fire // Ice"}},
		{query: `!"Fire // Ice"`, want: []string{"Fire // Ice"}},
		{query: "name:/^fire/", want: []string{"Fire // Ice"}},
		// bare words side by side: each a part of the name, or together
		// the beginnings or abbreviations of the name's words in order
		{query: "qst bst", want: []string{"Questing Beast"}},
		{query: "jce mnd sclptr", want: []string{"Jace, the Mind Sculptor"}},
		{query: "vsvn dplgngr t:creature", want: []string{"Vesuvan Doppelganger"}},
		{query: `name:"qstng beast"`, want: []string{"Questing Beast"}},
		{query: `"qstng beast"`, want: []string{"Questing Beast"}},
		{query: "qst bst or grzly bears", want: []string{"Grizzly Bears", "Questing Beast"}},
		{query: "bst qst", want: []string{}},            // out of order
		{query: "qst t:creature bst", want: []string{}}, // not side by side
		{query: "qs be", want: []string{}},              // two letters begin a word
		{query: "qst bst t:land", want: []string{}},     // and the other terms hold
		{query: "-qst bst", hasNo: []string{"Questing Beast"}},
		{query: "beast quest", want: []string{"Questing Beast"}}, // parts, in any order
		{query: "lat nam", want: []string{"Lat-Nam's Legacy", "Library of Lat-Nam"}},
		{query: "lib lat", want: []string{"Library of Lat-Nam"}},
		// oracle text, words from a word's start, ~ for the name
		{query: `o:"~ deals" t:instant`, has: []string{"Fire // Ice", "Searing Touch", "Urza's Rage"}, hasNo: []string{"Curfew"}},
		{query: `o:"~ deals 2" t:giant`, want: []string{"Bonecrusher Giant // Stomp"}},
		{query: `o:"draw three" o:libr`, want: []string{"Jace, the Mind Sculptor", "Library of Lat-Nam"}},
		{query: `o:"raw three"`, want: []string{}},
		{query: `o:/^flying$/`, want: []string{"Dawn Sentry"}},
		{query: `o:/~ deals 1 damage to any/`, want: []string{"Searing Touch"}},
		{query: `o:/~ deals \d/ t:instant`, has: []string{"Fire // Ice", "Searing Touch", "Urza's Rage"}, hasNo: []string{"Curfew"}},
		{query: `o:/^buyback \{4\} .*~/`, want: []string{}},
		{query: `name:/~/`, want: []string{}},
		{query: `o:/power \d or less/`, want: []string{"Questing Beast"}},
		// types and is:
		{query: "t:planeswalker", want: []string{"Jace, the Mind Sculptor"}},
		{query: `t:"legendary creature" c:g`, want: []string{"Questing Beast"}},
		{query: "t:/^land$/", want: []string{"Gemstone Mine", "Stalking Stones"}},
		{query: "is:split", want: []string{"Fire // Ice"}},
		{query: "is:transform", want: []string{"Delver of Secrets // Insectile Aberration"}},
		{query: "is:adventure", want: []string{"Bonecrusher Giant // Stomp"}},
		{query: "is:vanilla", want: []string{"Grizzly Bears"}},
		{query: "is:permanent t:land", want: []string{"Gemstone Mine", "Stalking Stones"}},
		{query: "is:spell", hasNo: []string{"Gemstone Mine", "Stalking Stones"}, has: []string{"Curfew", "Clone"}},
		// colors and identity
		{query: "c:ur", want: []string{"Fire // Ice", "Frenetic Efreet"}},
		{query: "c=u mv>=4 t:creature", want: []string{"Benthic Explorers", "Clone", "Somnophore", "Vaporous Djinn", "Vesuvan Doppelganger"}},
		{query: "c>=r c:m", want: []string{"Fire // Ice", "Frenetic Efreet"}},
		{query: "c>r", want: []string{"Fire // Ice", "Frenetic Efreet"}},
		{query: "c<=ub c:m", want: []string{"Lobotomy"}},
		{query: "c<ub", has: []string{"Curfew", "Exhume", "Gemstone Mine"}, hasNo: []string{"Lobotomy", "Fire // Ice"}},
		{query: "c!=b t:sorcery c:b", want: []string{"Lobotomy"}},
		{query: "c:c t:land", want: []string{"Gemstone Mine", "Stalking Stones"}},
		{query: "id:dimir c:m", want: []string{"Lobotomy"}},
		{query: "id:izzet c:m", want: []string{"Fire // Ice", "Frenetic Efreet"}},
		{query: "id<=esper t:sorcery c:m", want: []string{"Lobotomy"}},
		{query: "c:multicolor", want: []string{"Fire // Ice", "Frenetic Efreet", "Lobotomy", "Squandered Resources"}},
		// numbers, also against each other, on any face
		{query: "pow>=6", want: []string{"Ball Lightning"}},
		{query: "pow>tou t:creature", want: []string{"Ashen Ghoul", "Ball Lightning", "Bonecrusher Giant // Stomp", "Delver of Secrets // Insectile Aberration", "Frenetic Efreet"}},
		{query: "tou=7", want: []string{"Wall of Junk"}},
		{query: "tou!=7 t:wall", want: []string{}},
		{query: "loy=3", want: []string{"Jace, the Mind Sculptor"}},
		{query: "loy>3", want: []string{}},
		{query: "cmc=0 t:land", want: []string{"Gemstone Mine", "Stalking Stones"}},
		{query: "mv<1 -t:land", has: []string{}, hasNo: []string{"Curfew"}},
		// keywords the parser finds
		{query: "kw:echo", want: []string{"Pouncing Jaguar"}},
		{query: "keyword:FLYING c:b", want: []string{"Abyssal Specter", "Catacomb Dragon"}},
		{query: "kw:deathtouch", want: []string{"Questing Beast"}},
		// the rule a keyword ability comes from: 702.2 deathtouch, 702.9 flying
		{query: "rule:702.2", want: []string{"Questing Beast"}},
		{query: "rule:702.9 c:b", want: []string{"Abyssal Specter", "Catacomb Dragon"}},
		// printings
		{query: "set:apc", want: []string{"Dawn Sentry", "Fire // Ice"}},
		{query: "e:pls or e:apc", has: []string{"Confound", "Dawn Sentry", "Fire // Ice", "Skyship Weatherlight"}},
		{query: "r:mythic source:scryfall-2024-01-01", want: []string{"Jace, the Mind Sculptor", "Questing Beast"}},
		{query: "r>=rare source:scryfall-2024-01-01", want: []string{"Bonecrusher Giant // Stomp", "Jace, the Mind Sculptor", "Questing Beast"}},
		{query: "r<rare source:scryfall-2024-01-01", want: []string{"Delver of Secrets // Insectile Aberration", "Grizzly Bears", "Llanowar Elves"}},
		{query: "r:c t:bear", want: []string{"Grizzly Bears"}},
		{query: "year=1993 t:elf", want: []string{"Llanowar Elves"}},
		// year: and date: ask of every printing, all of them of one printing
		{query: "year>=2019", has: []string{"Bonecrusher Giant // Stomp", "Questing Beast", "Tinker"}, hasNo: []string{"Curfew", "Llanowar Elves"}},
		{query: "date<1993-08-06 t:creature", has: []string{"Llanowar Elves", "Grizzly Bears"}},
		{query: "date>2019-10 date<2020", has: []string{"Tinker"}, hasNo: []string{"Bonecrusher Giant // Stomp", "Questing Beast"}},
		{query: "date>1998 date<1999-06", has: []string{"Tinker"}, hasNo: []string{"Curfew"}},
		// new: a reprint that brings what no earlier printing had
		{query: "new:rarity", has: []string{"Tinker"}, hasNo: []string{"Curfew", "Questing Beast"}},
		{query: "new:flavor", has: []string{"Tinker"}, hasNo: []string{"Questing Beast"}},
		{query: "date=2019-10", want: []string{"Bonecrusher Giant // Stomp", "Questing Beast"}},
		{query: "year!=1993 t:elf", hasNo: []string{"Llanowar Elves"}},
		// booleans
		{query: "t:bear or t:elf", want: []string{"Elvish Spirit Guide", "Grizzly Bears", "Llanowar Elves"}},
		{query: "(t:bear OR t:elf) -kw:flying pow=1", want: []string{"Llanowar Elves"}},
		{query: "t:bear and c:g", want: []string{"Grizzly Bears"}},
		{query: "-(-t:bear)", want: []string{"Grizzly Bears"}},
		// errata, changes, sources
		{query: "errata:1998", want: []string{"Curfew", "Exhume", "Karn, Silver Golem", "Lifeline", "Mishra's Helix", "Remembrance", "Serra Avatar", "Wall of Junk"}},
		{query: "errata:1998-10-18 t:wall", want: []string{"Wall of Junk"}},
		{query: "errata: t:wall", want: []string{"Wall of Junk"}},
		{query: "is:errata t:wall", want: []string{"Wall of Junk"}},
		{query: "errata>=2001-05 t:wall", want: []string{}},
		{query: "errata<2001 t:wall", want: []string{"Wall of Junk"}},
		{query: "errata>=2001-05 c:m", want: []string{"Frenetic Efreet", "Lobotomy"}},
		{query: "-errata: t:wall", want: []string{}},
		{query: "changed:1998 t:wall", want: []string{"Wall of Junk"}},
		{query: "changed:1998 or t:bear", has: []string{"Curfew", "Grizzly Bears"}, hasNo: []string{"Llanowar Elves"}},
		{query: "-changed:2025 t:creature c:g", want: []string{"Grizzly Bears", "Llanowar Elves", "Questing Beast"}},
		{query: "changed>2001 t:wall", want: []string{"Wall of Junk"}},
		{query: "changed:2010 t:wall", want: []string{}},
		{query: "source:urza-rulings-1998-10-18 t:wall", want: []string{"Wall of Junk"}},
		{query: "source:set-apc", want: []string{"Dawn Sentry", "Fire // Ice"}},
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			got, err := run(t, s, tt.query, nil, oracle.SearchOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if tt.want != nil && !slices.Equal(got, tt.want) {
				t.Errorf("got %q, want %q", got, tt.want)
			}
			for _, name := range tt.has {
				if !slices.Contains(got, name) {
					t.Errorf("%q missing from %q", name, got)
				}
			}
			for _, name := range tt.hasNo {
				if slices.Contains(got, name) {
					t.Errorf("%q should not be in the answer", name)
				}
			}
		})
	}
}

// TestSearchAsOf reads text terms against the wordings in force on a
// date: Curfew's 1998 erratum, Wall of Junk's additive one, and printed
// wordings before the Oracle snapshots.
func TestSearchAsOf(t *testing.T) {
	s := openFixture(t)
	tests := []struct {
		query string
		asOf  string
		want  []string
	}{
		{`o:"returns it to owner's hand" t:instant`, "1999", []string{"Curfew"}},
		{`o:"returns it to owner's hand" t:instant`, "", []string{}},
		{`o:"to its owner's hand" name:curfew`, "", []string{"Curfew"}},
		{`o:"to its owner's hand" name:curfew`, "1999", []string{}},
		{`-o:"returns it to owner's hand" name:curfew`, "1999", []string{}},
		{`o:/owner's hand\.$/ name:curfew`, "1999", []string{"Curfew"}},
		// no source by 1999 states Grizzly Bears' type line (its printing
		// shows none in the data; the snapshot's is of 2024): not known then
		{`o:"owner's hand" or t:bear`, "1999", []string{"Curfew", "Wall of Junk"}},
		{`o:"owner's hand" or t:bear`, "2024", []string{"Curfew", "Grizzly Bears", "Wall of Junk"}},
		{`asof:1999 o:"returns it to owner's hand"`, "", []string{"Curfew"}},
		{`asof:1999 o:"returns it to owner's hand"`, "1999", []string{"Curfew"}},
		{`o:"dies" t:wall`, "1997", []string{}},
		{`o:/~ deals 1 damage to target creature or player/`, "1999", []string{"Searing Touch"}},
		{`o:/~ deals 1 damage to target creature or player/`, "", []string{}},
		{`o:"~ deals 1 damage to target creature"`, "1999", []string{"Searing Touch"}},
		{`o:"draw three" t:planeswalker`, "2023", []string{}},
		{`o:"draw three" t:planeswalker`, "2024", []string{"Jace, the Mind Sculptor"}},
		// before rule 708.4 (now 709.4) made it their total, a split card had its
		// halves' two mana values
		{`name:"fire // ice" mv=2`, "2010", []string{"Fire // Ice"}},
		{`name:"fire // ice" mv=4`, "2010", []string{}},
		{`name:"fire // ice" mv>=3`, "2010", []string{}},
		{`name:"fire // ice" mv=4`, "2017-04-28", []string{"Fire // Ice"}},
		{`name:"fire // ice" mv=2`, "", []string{}},
		// kw: reads the keyword abilities of the wording then: Walls
		// gained Defender with Champions of Kamigawa
		{`kw:defender t:wall`, "", []string{"Wall of Junk"}},
		{`kw:defender t:wall`, "1999", []string{}},
		{`t:wall -kw:defender`, "1999", []string{"Wall of Junk"}},
		{`kw:echo`, "1999", []string{"Pouncing Jaguar"}},
	}
	for _, tt := range tests {
		t.Run(tt.query+"@"+tt.asOf, func(t *testing.T) {
			var asOf *oracle.Date
			if tt.asOf != "" {
				d := oracle.MustDate(tt.asOf)
				asOf = &d
			}
			got, err := run(t, s, tt.query, asOf, oracle.SearchOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

// TestSearchChangedAgreesWithTimelines checks changed:, which SQL
// decides for most cards, against the change dates of every card's
// resolved timeline, for each year and comparison.
func TestSearchChangedAgreesWithTimelines(t *testing.T) {
	s := openFixture(t)
	var queries []string
	for year := 1993; year <= 2026; year++ {
		for _, op := range []string{":", "<", ">="} {
			queries = append(queries, "changed"+op+strconv.Itoa(year))
		}
	}
	checkChangedAgrees(t, s, queries...)
}

// checkChangedAgrees checks that each changed: query (KEY OP DATE) finds
// the cards whose resolved timelines have a change so dated.
func checkChangedAgrees(t *testing.T, s *Store, queries ...string) {
	t.Helper()
	changes := map[string][]oracle.Date{}
	err := s.EachTimeline(context.Background(), func(ct *oracle.CardTimeline) error {
		for _, f := range ct.Faces {
			for _, e := range f.Events {
				if e.Kind == oracle.EventErrata || (e.Kind == oracle.EventSnapshot && e.ChangedAfter != nil) {
					changes[ct.Name] = append(changes[ct.Name], e.Date)
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, query := range queries {
		n, err := search.Parse(query)
		if err != nil {
			t.Fatal(err)
		}
		term := n.(*search.Term)
		d := oracle.MustDate(term.Value)
		want := []string{}
		for name, dates := range changes {
			if slices.ContainsFunc(dates, func(at oracle.Date) bool { return dateMatch(search.DateOp(term.Op), at, d) }) {
				want = append(want, name)
			}
		}
		slices.Sort(want)
		// Every card's timeline counts, extras too.
		got, err := run(t, s, query+" include:extras", nil, oracle.SearchOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(got, want) {
			missing := slices.DeleteFunc(slices.Clone(want), func(n string) bool { return slices.Contains(got, n) })
			extra := slices.DeleteFunc(slices.Clone(got), func(n string) bool { return slices.Contains(want, n) })
			t.Errorf("%s: %d cards, want %d; missing %q, extra %q", query, len(got), len(want),
				missing[:min(len(missing), 5)], extra[:min(len(extra), 5)])
		}
	}
}

func TestSearchOrderAndLimit(t *testing.T) {
	s := openFixture(t)
	tests := []struct {
		order oracle.SearchOrder
		limit int
		want  []string
	}{
		{oracle.OrderName, 0, []string{"Grizzly Bears", "Llanowar Elves", "Questing Beast"}},
		{oracle.OrderManaValue, 0, []string{"Llanowar Elves", "Grizzly Bears", "Questing Beast"}},
		{oracle.OrderReleased, 2, []string{"Grizzly Bears", "Llanowar Elves"}},
		{oracle.OrderName, 1, []string{"Grizzly Bears"}},
	}
	for _, tt := range tests {
		got, err := run(t, s, "source:scryfall-2024-01-01 (t:creature c=g -errata: r:c or r:m c:g)", nil, oracle.SearchOptions{Order: tt.order, Limit: tt.limit})
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("order %s limit %d: got %q, want %q", tt.order, tt.limit, got, tt.want)
		}
	}
	// Newest change first: Curfew's 2025 wording (they) is newer than the
	// change Questing Beast's 2024 snapshot made to nothing before it.
	got, err := run(t, s, "name:curfew or name:wall", nil, oracle.SearchOptions{Order: oracle.OrderChanged})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 {
		t.Fatalf("got %q", got)
	}
}

func TestFTSQuery(t *testing.T) {
	tests := []struct{ needle, want string }{
		{"draw a card", `oracle_text : ("draw a")`},
		{"flying", `oracle_text : ("flying"*)`},
		{"{t}: add", `oracle_text : ("t add"*)`},
		{"~ deals 2", `oracle_text : ("deals")`},
		{"~ deals 2 damage.", `oracle_text : ("deals 2 damage")`},
		{"~s deal", ""},
		{"at ~ end.", `oracle_text : ("at" AND "end")`},
		{": ,", ""},
		{`a "b`, `oracle_text : ("a b"*)`},
	}
	for _, tt := range tests {
		if got := ftsQuery("oracle_text", tt.needle); got != tt.want {
			t.Errorf("ftsQuery(%q) = %q, want %q", tt.needle, got, tt.want)
		}
	}
}

// poolDir is the 2022 MTGJSON pool, when the shared card data is present.
const poolDir = "../../../shared/carddata/mtgjson-v5-sets-2022-04-25"

// TestSearchCorpus imports the 2022 MTGJSON pool and checks answers that
// must hold for any complete pool: every green creature with echo has
// echo in its text, a colour query agrees with its complement, identity
// subsets nest, and changed: agrees with the cards' timelines.
func TestSearchCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("imports the whole 2022 pool")
	}
	if _, err := os.Stat(poolDir); err != nil {
		t.Skipf("no shared card data at %s", poolDir)
	}
	ctx := context.Background()
	s, err := Open(ctx, filepath.Join(t.TempDir(), "pool.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	files, err := filepath.Glob(filepath.Join(poolDir, "*.json.gz"))
	if err != nil {
		t.Fatal(err)
	}
	importDump(t, s, "mtgjson-2022-04-25", "2022-04-25", files...)
	count := func(q string) int {
		got, err := run(t, s, q, nil, oracle.SearchOptions{})
		if err != nil {
			t.Fatal(err)
		}
		return len(got)
	}
	all := count("-t:zzzz")
	if all < 20000 {
		t.Fatalf("the pool has %d cards", all)
	}
	for _, q := range []string{"c:g", "id<=esper", "kw:flying", "pow>tou", "r:mythic", "year<2000", `o:"draw a card"`} {
		if yes, no := count(q), count("-("+q+")"); yes == 0 || yes+no != all {
			t.Errorf("%s: %d cards and %d not, of %d", q, yes, no, all)
		}
	}
	if a, b := count("id<=wu"), count("id<=esper"); a >= b {
		t.Errorf("id<=wu has %d cards, id<=esper %d: want fewer", a, b)
	}
	echo, err := run(t, s, "t:creature kw:echo c:g", nil, oracle.SearchOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(echo) < 10 {
		t.Errorf("green creatures with echo: %q", echo)
	}
	if withText := count("t:creature kw:echo c:g o:echo"); withText != len(echo) {
		t.Errorf("%d green echo creatures, %d with echo in their text", len(echo), withText)
	}
	checkChangedAgrees(t, s, "changed:2022")
}

func BenchmarkSearch(b *testing.B) {
	s := openFixture(b)
	for _, query := range []string{"t:creature kw:echo c:g", `o:"draw a card" mv<=2`, `o:"owner's hand" asof:1999`, "changed:1998", "kw:flying asof:2010", "kw:echo asof:1999"} {
		b.Run(query, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := run(b, s, query, nil, oracle.SearchOptions{}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// FuzzContainsText checks the shortcuts containsText takes on texts with
// no letters beyond ASCII against reading every text folded.
func FuzzContainsText(f *testing.F) {
	for _, seed := range [][2]string{
		{"Draw a card.", "draw a card"},
		{"Draw a cardboard", "draw a card"},
		{"redraw a card", "draw a card"},
		{"Draw  a\ncard", "draw a card"},
		{"Lim-Dûl's Vault — draw", "dul"},
		{"Put it into its owner’s hand.", "owner's hand"},
		{"ÆTHER vial", "aether"},
		{"{T}: Add {G}.", "{t}: add"},
		{"Flying", "fly"},
	} {
		f.Add(seed[0], seed[1])
	}
	f.Fuzz(func(t *testing.T, text, query string) {
		needle := oracle.FoldName(query)
		if strings.Contains(needle, "~") {
			return
		}
		want := containsWord(oracle.FoldName(text), needle)
		if got := containsText(text, needle, ""); got != want {
			t.Fatalf("containsText(%q, %q) = %v, want %v", text, needle, got, want)
		}
	})
}

// TestSearchPrintedAsOf: as of a date, year: and date: see only the
// printings there were by then.
func TestSearchPrintedAsOf(t *testing.T) {
	s := openFixture(t)
	asOf := oracle.MustDate("1999-06")
	got, err := run(t, s, "year>=1999", &asOf, oracle.SearchOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(got, "Tinker") || slices.Contains(got, "Curfew") {
		t.Errorf("year>=1999 as of 1999-06: %q; want Tinker (1999-02) and not Curfew (1998, reprinted 1999-11)", got)
	}
}

// TestSearchScryfallKeys checks the keys that read what the dumps say of
// printings, legalities and costs, on a Scryfall dump that states them,
// and the MTGJSON test dump's set types and blocks.
func TestSearchScryfallKeys(t *testing.T) {
	ctx := context.Background()
	s, err := Open(ctx, filepath.Join(t.TempDir(), "keys.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	importDump(t, s, "scryfall-extras", "2024-01-01", "testdata/scryfall-extras.json")
	importDump(t, s, "mtgjson-test-2022-04-25", "2022-04-25", "../dump/testdata/mtgjson-v5-sets")
	for _, tc := range []struct {
		query string
		want  []string
	}{
		{"f:modern t:creature", []string{"Kitchen Finks", "Lotus Cobra", "Tarmogoyf"}},
		{"legal:vintage -t:instant", []string{"Black Lotus"}},
		{"banned:legacy", []string{"Black Lotus"}},
		{"restricted:vintage", []string{"Black Lotus", "Fire // Ice"}},
		{"-f:standard f:modern mv=3", []string{"Dismember", "Kitchen Finks", "Pelakka Predation // Pelakka Caverns"}},
		{"m:{G/W}", []string{"Kitchen Finks"}},
		{"m:{W/G}{W/G}", []string{"Kitchen Finks"}},
		{"m={1}{B/P}{B/P}", []string{"Dismember"}},
		{"m:2WW", []string{"Serra Angel"}},
		{"m:1G -t:legendary", []string{"Lotus Cobra", "Tarmogoyf"}},
		{"is:hybrid", []string{"Kitchen Finks"}},
		{"is:phyrexian", []string{"Dismember"}},
		{`o:"counter on it"`, []string{}},
		{`fo:"counter on it"`, []string{"Kitchen Finks"}},
		{`ft:"wings of light"`, []string{"Serra Angel"}},
		{"has:flavor -set:apc", []string{"Kitchen Finks", "Serra Angel"}},
		{"a:nielsen", []string{"Dismember"}},
		{`a:"kev walker"`, []string{"Kitchen Finks"}},
		{"cn:57", []string{"Dismember"}},
		{"cn>200 set:lea", []string{"Black Lotus"}},
		{"st:masters", []string{"Dismember"}},
		{"st:core -t:creature", []string{"Black Lotus"}},
		{"b:invasion", []string{"Dawn Sentry", "Fire // Ice"}},
		{"b:apc", []string{"Dawn Sentry", "Fire // Ice"}},
		{"is:reserved", []string{"Black Lotus"}},
		{"is:reprint", []string{"Dismember"}},
		{"not:reprint is:phyrexian", []string{}},
		{"prints=2 -set:pls", []string{"Dismember"}},
		{"sets>1", []string{"Dismember"}},
		{"in:mm3", []string{"Dismember"}},
		{"in:rare set:lea", []string{"Black Lotus"}},
		{"pow=*", []string{"Tarmogoyf"}},
		{"tou:*", []string{"Tarmogoyf"}},
		{"is:spell t:land", []string{"Pelakka Predation // Pelakka Caverns"}},
		{"is:frenchvanilla", []string{"Dawn Sentry", "Serra Angel"}},
		{"is:historic", []string{"Black Lotus", "Skyship Weatherlight"}},
		{"kw:landfall", []string{"Lotus Cobra"}},
		{"kw:persist", []string{"Kitchen Finks"}},
		{"c:selesnya", []string{"Kitchen Finks"}},
		{"id<=witch t:instant", []string{"Dismember"}},
		{"t:gargoyle", []string{}},
		{"t:gargoyle include:extras", []string{"A-Cloister Gargoyle"}},
		{"is:digital include:extras", []string{"A-Cloister Gargoyle"}},
		{"r:u set:shm", []string{"Kitchen Finks"}},
		{"year=2017", []string{"Dismember"}},
		{"year>=2017", []string{"Dismember", "Pelakka Predation // Pelakka Caverns"}},
		{"year!=2011 is:phyrexian", []string{"Dismember"}},
		{"-year:2011 is:phyrexian", []string{}},
	} {
		got, err := run(t, s, tc.query, nil, oracle.SearchOptions{})
		if err != nil {
			t.Errorf("%s: %v", tc.query, err)
			continue
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: got %q, want %q", tc.query, got, tc.want)
		}
	}

	// order: and direction: in the query; the total a limit leaves.
	n, _ := search.Parse("t:creature order:cmc direction:desc")
	q, err := search.Check(n, nil)
	if err != nil {
		t.Fatal(err)
	}
	cards, total, err := s.SearchTotal(ctx, q, oracle.SearchOptions{Limit: 2})
	if err != nil {
		t.Fatal(err)
	}
	if len(cards) != 2 || cards[0].Name != "Serra Angel" || cards[1].Name != "Kitchen Finks" || total != 5 {
		var names []string
		for _, c := range cards {
			names = append(names, c.Name)
		}
		t.Errorf("order:cmc direction:desc, limit 2: %q of %d, want Serra Angel, Kitchen Finks of 5", names, total)
	}
}

// TestSearchDerived checks the values search derives rather than reads:
// a meld pair read from its text, a front face's type for is:commander,
// split cards apart from aftermath ones, and the extras a search leaves
// out.
func TestSearchDerived(t *testing.T) {
	ctx := context.Background()
	s, err := Open(ctx, filepath.Join(t.TempDir(), "derived.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	importDump(t, s, "scryfall-derived", "2025-01-01", "testdata/scryfall-derived.json")
	for _, tc := range []struct {
		query string
		want  []string
	}{
		{"is:meld", []string{"Brisela, Voice of Nightmares", "Bruna, the Fading Light", "Gisela, the Broken Blade"}},
		{"mv=11", []string{"Brisela, Voice of Nightmares"}},
		{"is:split", []string{}},
		{"is:aftermath", []string{"Onward // Victory"}},
		{"is:commander", []string{"Bruna, the Fading Light", "Gisela, the Broken Blade"}},
		{"t:legendary", []string{"Akki Lavarunner // Tok-Tok, Volcano Born", "Brisela, Voice of Nightmares", "Bruna, the Fading Light", "Gisela, the Broken Blade"}},
		{"o:creature mv=0", []string{}},
		{"o:creature mv=0 include:extras", []string{"Akroma, Angel of Wrath Avatar"}},
		{"t:vanguard", []string{"Akroma, Angel of Wrath Avatar"}},
		{"-t:vanguard mv=0", []string{}},
	} {
		got, err := run(t, s, tc.query, nil, oracle.SearchOptions{})
		if err != nil {
			t.Errorf("%s: %v", tc.query, err)
			continue
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: got %q, want %q", tc.query, got, tc.want)
		}
	}
}

// TestAsOfTermCosts: as of a date, a card-type term splits the type lines
// of the cards with a history alone, so it is asked as its subqueries
// cost, before a term that reads every card's history (a format's
// status), whatever the order written; a regular expression runs on every
// candidate, so it is asked last.
func TestAsOfTermCosts(t *testing.T) {
	d := oracle.MustDate("2019-01-01")
	for _, tt := range []struct {
		query string
		want  []int
	}{
		{"f:legacy t:instant", []int{2, 3}},
		{"t:instant f:legacy", []int{2, 3}},
		{"t:/^inst/", []int{3}},
	} {
		n, err := search.Parse(tt.query)
		if err != nil {
			t.Fatal(err)
		}
		q, err := search.Check(n, &d)
		if err != nil {
			t.Fatal(err)
		}
		terms := []search.Expr{q.Filter}
		if and, ok := q.Filter.(*search.AndExpr); ok {
			terms = and.Terms
		}
		c := &compiler{asOf: q.AsOf}
		conds := c.compileAnd(terms)
		byCost(conds)
		var got []int
		for _, x := range conds {
			got = append(got, x.cost())
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("%s as of %s: costs in order %v, want %v", tt.query, d, got, tt.want)
		}
	}
}
