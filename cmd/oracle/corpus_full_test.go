package main

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"github.com/mtgoracle/oracle/internal/packbuild"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/check"
)

// importAll imports every dump the history pack is generated from
// (packbuild.Dumps, with the dates and subsets the generator gives them)
// into a new database, in the order given by indexes into it, after the
// data directory, and then the Comprehensive Rules: the database the
// embedded history pack is generated from, built without it.
func importAll(t *testing.T, carddata, db string, order []int) {
	t.Helper()
	if r := runOracle(t, db, "ingest", dataDir); r.code != 0 {
		t.Fatalf("ingest: exit %d: %s", r.code, r.stderr)
	}
	for _, i := range order {
		d := packbuild.Dumps[i]
		args := []string{"import", filepath.Join(carddata, d.Path)}
		if d.Date != "" {
			args = append(args, "--date", d.Date)
		}
		if d.Subset != "" {
			args = append(args, "--subset-of", d.Subset)
		}
		if d.ID != "" {
			args = append(args, "--source-id", d.ID)
		}
		if d.Title != "" {
			args = append(args, "--title", d.Title)
		}
		if d.ListsLegalIn != "" {
			args = append(args, "--lists-legal-in", d.ListsLegalIn)
		}
		if r := runOracle(t, db, args...); r.code != 0 {
			t.Fatalf("import %v: exit %d: %s", args, r.code, r.stderr)
		}
	}
	rules, err := filepath.Glob(filepath.Join(carddata, packbuild.CompRulesDir, "*.txt*"))
	if err != nil || len(rules) == 0 {
		t.Fatalf("no Comprehensive Rules files: %v", err)
	}
	if r := runOracle(t, db, append([]string{"import"}, rules...)...); r.code != 0 {
		t.Fatalf("import the Comprehensive Rules: exit %d: %s", r.code, r.stderr)
	}
}

// TestCorpusFullHistory imports all ten dumps in two different orders,
// the second importing three of them again at the end, the oldest among
// them (as a user updating a snapshot does): oracle check passes on both
// databases, the two hold the same history,
// which a database built from the embedded history pack holds too, and
// the known changes of Oracle templating land between the right
// snapshots.
func TestCorpusFullHistory(t *testing.T) {
	if testing.Short() {
		t.Skip("imports all ten real dumps twice; skipped with -short")
	}
	carddata := sharedCarddata(t)
	dir := t.TempDir()
	dbA, dbB, dbPack := filepath.Join(dir, "a.db"), filepath.Join(dir, "b.db"), filepath.Join(dir, "pack.db")
	importAll(t, carddata, dbA, []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	importAll(t, carddata, dbB, []int{9, 2, 7, 0, 5, 3, 8, 1, 6, 4, 0, 7, 2})
	if r := runOracle(t, dbPack, "sources"); r.code != 0 {
		t.Fatalf("a database from the pack: exit %d: %s", r.code, r.stderr)
	}
	for _, db := range []string{dbA, dbB, dbPack} {
		r := runOracle(t, db, "check", "--json")
		// With violations, the report is followed by the error's object.
		var rep check.Report
		if err := json.NewDecoder(strings.NewReader(r.stdout)).Decode(&rep); err != nil {
			t.Fatalf("check: %v: %s", err, r.stderr)
		}
		for _, c := range rep.Checks {
			if c.Violation && c.Count > 0 {
				t.Errorf("%s: check %s: %d, e.g. %q", filepath.Base(db), c.Name, c.Count, c.Examples)
			}
		}
		if r.code != 0 || !rep.OK || rep.Cards < 30000 {
			t.Errorf("%s: check exit %d, ok %v, %d cards", filepath.Base(db), r.code, rep.OK, rep.Cards)
		}
	}
	a := historyDump(t, dbA)
	sameHistory(t, "the two import orders", a, historyDump(t, dbB))
	sameHistory(t, "the imports and the embedded pack", a, historyDump(t, dbPack))
	t.Run("changes", func(t *testing.T) { checkTemplatingChanges(t, dbA) })
	t.Run("regressions", func(t *testing.T) { checkHistoryRegressions(t, dbB) })
}

// sameHistory fails the test where two history dumps differ.
func sameHistory(t *testing.T, what, a, b string) {
	t.Helper()
	if a == b {
		return
	}
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := range min(len(al), len(bl)) {
		if al[i] != bl[i] {
			t.Fatalf("%s disagree at line %d of %d:\n%s\n%s", what, i+1, len(al), al[i], bl[i])
		}
	}
	t.Fatalf("%s disagree: %d lines against %d", what, len(al), len(bl))
}

// historyDump writes out everything a database holds without row ids or
// insertion order: rows name their card (and their ruling or rule by its
// content) instead of ids, and are sorted.
func historyDump(t *testing.T, path string) string {
	t.Helper()
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	// Columns are replaced by what they stand for; dropped ones hold ids,
	// times or the derived full-text index.
	replace := map[string]string{
		"card_id":   "(SELECT name FROM cards WHERE cards.id = card_id)",
		"ruling_id": "(SELECT source_id || '|' || number || '|' || text FROM rulings WHERE rulings.id = ruling_id)",
		"rule_id":   "(SELECT source_id || '|' || number || '|' || text FROM rules WHERE rules.id = rule_id)",
	}
	drop := map[string]bool{"id": true, "applied": true}
	rows, err := db.Query(`SELECT name FROM sqlite_master WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL%'
		AND name NOT LIKE 'card_search_%' AND name NOT LIKE 'sqlite_%' ORDER BY name`)
	if err != nil {
		t.Fatal(err)
	}
	var tables []string
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			t.Fatal(err)
		}
		tables = append(tables, name)
	}
	rows.Close()
	var out strings.Builder
	for _, table := range tables {
		var cols []string
		crows, err := db.Query("SELECT name FROM pragma_table_info(?) ORDER BY cid", table)
		if err != nil {
			t.Fatal(err)
		}
		for crows.Next() {
			var c string
			if err := crows.Scan(&c); err != nil {
				t.Fatal(err)
			}
			if drop[c] {
				continue
			}
			if r, ok := replace[c]; ok {
				c = r
			}
			cols = append(cols, c)
		}
		crows.Close()
		if table == "meta" {
			continue // the embedded data's digest and such
		}
		lines := queryLines(t, db, "SELECT "+strings.Join(cols, ", ")+" FROM "+table)
		slices.Sort(lines)
		fmt.Fprintf(&out, "table %s (%d rows)\n%s\n", table, len(lines), strings.Join(lines, "\n"))
	}
	return out.String()
}

func queryLines(t *testing.T, db *sql.DB, query string) []string {
	t.Helper()
	rows, err := db.Query(query)
	if err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	defer rows.Close()
	cols, _ := rows.Columns()
	vals, ptrs := make([]any, len(cols)), make([]any, len(cols))
	for i := range vals {
		ptrs[i] = &vals[i]
	}
	var lines []string
	for rows.Next() {
		if err := rows.Scan(ptrs...); err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		for _, v := range vals {
			if s, ok := v.([]byte); ok {
				v = string(s)
			}
			fmt.Fprintf(&b, "%q|", v)
		}
		lines = append(lines, b.String())
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return lines
}

// cardAsOf is a card's wording in force on a date, from oracle card --json.
func cardAsOf(t *testing.T, db, name, date string) string {
	t.Helper()
	r := runOracle(t, db, "card", name, "--as-of", date, "--json")
	if r.code != 0 {
		t.Fatalf("card %s --as-of %s: exit %d: %s", name, date, r.code, r.stderr)
	}
	var view struct {
		OracleText string `json:"oracle_text"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &view); err != nil {
		t.Fatal(err)
	}
	return view.OracleText
}

// checkTemplatingChanges checks each known change of Oracle templating
// on a card that shows it: the old words as of the snapshot before, the
// new words as of the snapshot after, and the history's change window
// between the two.
func checkTemplatingChanges(t *testing.T, db string) {
	// The 2009 Cockatrice file's content is dated by its newest set,
	// 2009-04-30 (packbuild.Dumps).
	tests := []struct {
		change, card  string
		before, after string // the snapshots on either side
		old, new      string
	}{
		{"comes into play", "Gravedigger", "2009-04-30", "2013-12-25", "When Gravedigger comes into play", "When Gravedigger enters the battlefield"},
		{"removed from the game", "Swords to Plowshares", "2009-04-30", "2013-12-25", "Remove target creature from the game", "Exile target creature"},
		{"dies", "Lifeline", "2009-04-30", "2013-12-25", "put into a graveyard from play", "dies"},
		{"they", "Curfew", "2017-12-06", "2018-11-07", "he or she", "they control"},
		{"mana value", "Karn, Silver Golem", "2019-07-21", "2022-04-25", "converted mana cost", "mana value"},
		{"enters", "Skyship Weatherlight", "2022-04-25", "2025-06-27", "enters the battlefield", "enters,"},
		{"self-reference", "Wall of Junk", "2022-04-25", "2025-06-27", "When Wall of Junk blocks", "When this creature blocks"},
	}
	for _, tt := range tests {
		old, now := cardAsOf(t, db, tt.card, tt.before), cardAsOf(t, db, tt.card, tt.after)
		if !strings.Contains(old, tt.old) || !strings.Contains(now, tt.new) {
			t.Errorf("%s: %s: %q on %s, %q on %s", tt.change, tt.card, old, tt.before, now, tt.after)
		}
		r := runOracle(t, db, "history", tt.card, "--json")
		var events []oracle.Event
		if err := json.Unmarshal([]byte(r.stdout), &events); err != nil {
			t.Fatalf("history %s: %v: %s", tt.card, err, r.stderr)
		}
		found := false
		for _, e := range events {
			if e.Kind == oracle.EventSnapshot && e.Date.String() == tt.after && e.ChangedAfter != nil {
				found = e.ChangedAfter.String() == tt.before
			}
		}
		if !found {
			t.Errorf("%s: %s: no change seen by the %s snapshot after %s", tt.change, tt.card, tt.after, tt.before)
		}
	}
}

// checkHistoryRegressions checks answers once wrong after importing the
// real dumps.
func checkHistoryRegressions(t *testing.T, db string) {
	jsonOf := func(args ...string) map[string]any {
		r := runOracle(t, db, append(args, "--json")...)
		if r.code != 0 {
			t.Fatalf("%v: exit %d: %s", args, r.code, r.stderr)
		}
		var v map[string]any
		if err := json.Unmarshal([]byte(r.stdout), &v); err != nil {
			t.Fatalf("%v: %v", args, err)
		}
		return v
	}
	// A trimmed dump does not erase what it does not carry.
	bolt := jsonOf("card", "Lightning Bolt")
	if fmt.Sprint(bolt["colors"]) != "[R]" {
		t.Errorf("Lightning Bolt colors %v", bolt["colors"])
	}
	fire := jsonOf("card", "Fire // Ice")
	if fire["layout"] != "split" || fire["mana_value"] != 4.0 {
		t.Errorf("Fire // Ice: layout %v, mana value %v", fire["layout"], fire["mana_value"])
	}
	if r := runOracle(t, db, "search", "loy>=7 t:planeswalker"); strings.Count(r.stdout, "\n") < 9 {
		t.Errorf("loy>=7: %s", r.stdout)
	}
	// A printing without text does not replace the wording.
	if text := cardAsOf(t, db, "Backup Agent", "2025-12-31"); !strings.Contains(text, "+1/+1 counter") {
		t.Errorf("Backup Agent: %q", text)
	}
	// Undated printings are not first printings.
	for _, tt := range []struct{ card, date, has string }{
		{"Curfew", "1998-10-15", "he or she"},
		{"Lightning Bolt", "1995", "3 damage"},
		{"Brazen Borrower", "2020", "Flash"},
	} {
		if text := cardAsOf(t, db, tt.card, tt.date); !strings.Contains(text, tt.has) {
			t.Errorf("%s as of %s: %q", tt.card, tt.date, text)
		}
	}
	// Before its first printing the card is not known, and the first is
	// Alpha's, not an undated promo's.
	r := runOracle(t, db, "card", "Lightning Bolt", "--as-of", "1992")
	if !strings.Contains(r.stdout, "Not known on 1992") || !strings.Contains(r.stdout, "(set-lea), 1993-08-05") {
		t.Errorf("Lightning Bolt as of 1992: %s", r.stdout)
	}
	// Faces do not trade printed text: Fire is first printed as Fire.
	r = runOracle(t, db, "history", "Fire // Ice", "--json")
	var events []oracle.Event
	if err := json.Unmarshal([]byte(r.stdout), &events); err != nil {
		t.Fatal(err)
	}
	for _, e := range events {
		if e.Kind == oracle.EventPrinting && e.Face == "Fire" && !e.PrintedAgain() && e.Problem == "" &&
			(e.Text == nil || !strings.Contains(*e.Text, "Fire deals 2 damage")) {
			t.Errorf("Fire's first printing: %+v", e)
		}
	}
	// A promo set's date is not that of every promo in it.
	r = runOracle(t, db, "search", `!"Temple of Mystery"`, "--json")
	var found struct {
		Cards []struct {
			Released *oracle.Date `json:"released"`
		} `json:"cards"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &found); err != nil || len(found.Cards) != 1 || found.Cards[0].Released == nil ||
		found.Cards[0].Released.Year < 2013 {
		t.Errorf("Temple of Mystery: %v: %s", err, r.stdout)
	}
	// As of a date, cards first printed later do not exist.
	if r := runOracle(t, db, "search", "asof:1999 year>=2000"); !strings.HasPrefix(r.stdout, "0 cards") {
		t.Errorf("asof:1999 year>=2000: %s", r.stdout)
	}
}
