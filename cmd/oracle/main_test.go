package main

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mtgoracle/oracle/internal/golden"
	"github.com/mtgoracle/oracle/oracle/render"
)

// result is what one command line did.
type result struct {
	stdout, stderr string
	code           int
}

// runOracle runs a command line against the database db.
func runOracle(t testing.TB, db string, args ...string) result {
	t.Helper()
	t.Setenv("ORACLE_DB", db)
	t.Setenv("NO_COLOR", "1")
	var stdout, stderr bytes.Buffer
	code := run(context.Background(), args, &stdout, &stderr)
	return result{stdout.String(), stderr.String(), code}
}

// dataDir is the data directory of the source tree: the documents and the
// cards they name, which most tests load rather than the whole pack.
const dataDir = "../../data"

// newDB is a database built from the data directory, shared by the tests
// of one package run.
var sharedDB string

func newDB(t *testing.T) string {
	t.Helper()
	if sharedDB == "" {
		dir, err := os.MkdirTemp("", "oracle-test")
		if err != nil {
			t.Fatal(err)
		}
		sharedDB = filepath.Join(dir, "oracle.db")
		if r := runOracle(t, sharedDB, "ingest", dataDir); r.code != 0 {
			t.Fatalf("ingest: %s", r.stderr)
		}
	}
	return sharedDB
}

// runMainEnv set makes the test binary the program itself, for tests
// that need it as a process of its own.
const runMainEnv = "ORACLE_TEST_RUN_MAIN"

func TestMain(m *testing.M) {
	if os.Getenv(runMainEnv) != "" {
		main()
	}
	flag.Parse()
	code := m.Run()
	if sharedDB != "" {
		os.RemoveAll(filepath.Dir(sharedDB))
	}
	os.Exit(code)
}

func TestGolden(t *testing.T) {
	db := newDB(t)
	tests := []struct {
		name string
		args []string
	}{
		{"card-serra-avatar", []string{"card", "Serra Avatar"}},
		{"card-curfew-printed", []string{"card", "Curfew", "--as-of", "1998-10-15"}},
		{"card-curfew-errata", []string{"card", "curfew", "--as-of", "1999-01-01"}},
		{"card-karn-1999", []string{"card", "Karn, Silver Golem", "--as-of", "1999-01-01"}},
		{"card-karn-json", []string{"card", "karn silver golem", "--as-of", "1999", "--json"}},
		{"card-wall-of-junk-1999", []string{"card", "Wall of Junk", "--as-of", "1999"}},
		{"card-lobotomy-2001-05", []string{"card", "Lobotomy", "--as-of", "2001-05", "--json"}},
		{"card-fuzzy", []string{"card", "Lifelin"}},
		{"history-lifeline", []string{"history", "Lifeline"}},
		{"history-curfew-json", []string{"history", "Curfew", "--json"}},
		{"errata-1998-10-18", []string{"errata", "--since", "1998-10-18", "--until", "1998-10-18"}},
		{"errata-2001-05-json", []string{"errata", "--since", "2001-05-01", "--until", "2001-05-31", "--json"}},
		{"rulings-ball-lightning", []string{"rulings", "Ball Lightning"}},
		{"rulings-oath-of-ghouls-json", []string{"rulings", "Oath of Ghouls", "--json"}},
		{"sources", []string{"sources"}},
		{"sources-json", []string{"sources", "--json"}},
		{"parse-karn", []string{"parse", "Karn, Silver Golem"}},
		{"parse-text-json", []string{"parse", "--text", "Echo {G}\nProtection from black and from red", "--type", "Creature — Cat", "--json"}},
		{"parse-report", []string{"parse", "--report"}},
		{"diff-curfew-printed-errata", []string{"diff", "Curfew", "--to", "urza-rulings-1998-10-18"}},
		{"diff-curfew-errata-current", []string{"diff", "Curfew", "--from", "1999", "--to", "current"}},
		{"diff-skyship-printed", []string{"diff", "Skyship Weatherlight"}},
		{"diff-skyship-ignore-templating", []string{"diff", "Skyship Weatherlight", "--ignore-templating"}},
		{"diff-karn-partial-json", []string{"diff", "Karn, Silver Golem", "--to", "urza-rulings-1998-10-18", "--json"}},
		{"diff-recycle", []string{"diff", "Recycle", "--from", "printed:TMP", "--to", "rulings-errata-2001-05"}},
		{"diff-celestial-dawn-html", []string{"diff", "Celestial Dawn", "--format", "html"}},
		{"audit-1998", []string{"audit", "--since", "1998", "--until", "1998"}},
		{"audit-2001-csv", []string{"audit", "--source", "rulings-errata-2001-05", "--format", "csv"}},
		{"audit-functional-json", []string{"audit", "--until", "2001", "--functional-only", "--json"}},
		{"history-curfew", []string{"history", "Curfew"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := runOracle(t, db, tt.args...)
			if r.code != 0 {
				t.Fatalf("exit %d: %s", r.code, r.stderr)
			}
			golden.Check(t, tt.name, r.stdout)
		})
	}
}

// TestSeedFacts checks what the source documents say, through the JSON output.
func TestSeedFacts(t *testing.T) {
	db := newDB(t)
	errataCards := func(args ...string) map[string]bool {
		r := runOracle(t, db, append([]string{"errata", "--json"}, args...)...)
		var errata []struct {
			Card string  `json:"card"`
			Text *string `json:"text"`
		}
		if err := json.Unmarshal([]byte(r.stdout), &errata); err != nil {
			t.Fatalf("%v: %s", err, r.stderr)
		}
		cards := map[string]bool{}
		for _, e := range errata {
			cards[e.Card] = e.Text != nil
		}
		return cards
	}
	urza := errataCards("--since", "1998-10-18", "--until", "1998-10-18")
	for _, name := range []string{"Curfew", "Exhume", "Karn, Silver Golem", "Lifeline", "Mishra's Helix", "Remembrance", "Serra Avatar", "Wall of Junk"} {
		if !urza[name] {
			t.Errorf("the 1998-10-18 errata lack %s with its wording", name)
		}
	}
	if len(urza) != 8 {
		t.Errorf("1998-10-18: %d cards, want 8", len(urza))
	}
	may := errataCards("--since", "2001-05-01", "--until", "2001-05-31")
	worded := 0
	for _, hasText := range may {
		if hasText {
			worded++
		}
	}
	// 30 minor errata, 8 full ones, and the 5 cards the first reversal
	// says will be reworded.
	if len(may) != 43 || worded != 8 {
		t.Errorf("May 2001: %d cards, %d with wording; want 43 and 8", len(may), worded)
	}
	for _, name := range []string{"Chain Stasis", "Ley Line", "Oath of Ghouls", "Oath of Mages", "Pandemonium"} {
		if hasText, ok := may[name]; !ok || hasText {
			t.Errorf("May 2001 lacks %s as an erratum without wording", name)
		}
	}
	card := func(args ...string) map[string]any {
		r := runOracle(t, db, append([]string{"card", "--json"}, args...)...)
		var v map[string]any
		if err := json.Unmarshal([]byte(r.stdout), &v); err != nil {
			t.Fatalf("%v: %s", err, r.stderr)
		}
		return v
	}
	checks := []struct {
		args       []string
		wantPrefix string
		source     string
	}{
		{[]string{"Curfew", "--as-of", "1998-10-15"}, "Each player chooses a creature he or she controls", "set-usg"},
		{[]string{"Curfew", "--as-of", "1999-01-01"}, "Each player who controls a creature chooses one of them", "urza-rulings-1998-10-18"},
		{[]string{"Curfew"}, "Each player returns a creature they control", "scryfall-2025-09-25"},
	}
	for _, c := range checks {
		v := card(c.args...)
		src, _ := v["source"].(map[string]any)
		if !strings.HasPrefix(v["oracle_text"].(string), c.wantPrefix) || src["id"] != c.source {
			t.Errorf("card %v: %q from %v; want %q... from %s", c.args, v["oracle_text"], src["id"], c.wantPrefix, c.source)
		}
	}
	// Rules and mechanic definitions belong to the cards they name.
	items := []struct{ card, source, label string }{
		{"Ward of Lights", "wylie-1997", "general rule"},
		{"Sorceress Queen", "wylie-1997", "rules elimination"},
		{"City in a Bottle", "wylie-1997", "rules change"},
		{"Oath of Ghouls", "rulings-errata-2001-05", "rules change"},
		{"Urza's Rage", "rulings-errata-2001-05", "rules change"},
		{"Raze", "urza-rulings-1998-10-18", "rules change"},
		{"Searing Touch", "tempest-rulebook-1997", "mechanic: Buyback"},
		{"Pouncing Jaguar", "urzas-saga-rulebook-1998", "mechanic: Echo"},
	}
	for _, it := range items {
		r := runOracle(t, db, "rulings", it.card)
		if !strings.Contains(r.stdout, it.label+", ") || !strings.Contains(r.stdout, "("+it.source+")") {
			t.Errorf("rulings %q lack the %s of %s:\n%s", it.card, it.label, it.source, r.stdout)
		}
		r = runOracle(t, db, "search", "source:"+it.source, "--json")
		if !strings.Contains(r.stdout, `"name": "`+it.card+`"`) {
			t.Errorf("search source:%s lacks %s", it.source, it.card)
		}
	}
	r := runOracle(t, db, "rulings", "Ball Lightning")
	if !strings.Contains(r.stdout, "Lifeline and Ball Lightning interact") {
		t.Errorf("Ball Lightning's rulings lack the Lifeline loop ruling:\n%s", r.stdout)
	}
	r = runOracle(t, db, "history", "Lifeline")
	for _, want := range []string{"first printing: Urza's Saga", "full erratum", "ruling", "Lifeline and Ball Lightning interact", "scryfall-2025-09-25"} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("Lifeline's history lacks %q", want)
		}
	}
}

func TestExitCodes(t *testing.T) {
	db := newDB(t)
	tests := []struct {
		args       []string
		code       int
		stderrHave string
	}{
		{[]string{"card", "Zzyzx Qwerty"}, exitNotFound, `no card named "Zzyzx Qwerty"`},
		{[]string{"card", "keeper of the"}, exitNotFound, "matches several cards"},
		{[]string{"card", "Curfew", "--as-of", "1998-13-01"}, exitUsage, `--as-of: bad date "1998-13-01"`},
		{[]string{"errata", "--since", "yesterday"}, exitUsage, `--since: bad date "yesterday"`},
		{[]string{"card"}, exitUsage, "requires at least 1 arg(s)"},
		{[]string{"card", "Curfew", "--bogus"}, exitUsage, "unknown flag: --bogus"},
		{[]string{"frobnicate"}, exitUsage, `unknown command "frobnicate"`},
		{[]string{"validate", "testdata/bad"}, exitError, "testdata/bad/errata/doc.yaml:9:5: unknown card \"Curfw\""},
		{[]string{"validate", "testdata/nonexistent"}, exitError, "no such file or directory"},
	}
	for _, tt := range tests {
		r := runOracle(t, db, tt.args...)
		if r.code != tt.code || !strings.Contains(r.stderr, tt.stderrHave) {
			t.Errorf("oracle %v: exit %d, stderr %q; want exit %d and %q", tt.args, r.code, r.stderr, tt.code, tt.stderrHave)
		}
	}
}

// TestFailedIngestLeavesDatabase checks that an ingest of bad data changes
// no byte of the database.
func TestFailedIngestLeavesDatabase(t *testing.T) {
	db := filepath.Join(t.TempDir(), "oracle.db")
	if r := runOracle(t, db, "ingest", dataDir); r.code != 0 {
		t.Fatal(r.stderr)
	}
	before, err := os.ReadFile(db)
	if err != nil {
		t.Fatal(err)
	}
	r := runOracle(t, db, "ingest", "testdata/bad")
	if r.code != exitError || !strings.Contains(r.stderr, "testdata/bad") && !strings.Contains(r.stderr, "errata/doc.yaml:9:5") {
		t.Errorf("ingest of bad data: exit %d, stderr %q", r.code, r.stderr)
	}
	after, _ := os.ReadFile(db)
	if !bytes.Equal(before, after) {
		t.Error("a failed ingest changed the database")
	}
	if r := runOracle(t, db, "ingest", dataDir, "--json"); r.code != 0 || !strings.Contains(r.stdout, `"cards": 116`) {
		t.Errorf("re-ingest: exit %d, %s %s", r.code, r.stdout, r.stderr)
	}
}

// TestIngestIdempotent ingests twice and compares what the commands answer.
func TestIngestIdempotent(t *testing.T) {
	db := filepath.Join(t.TempDir(), "oracle.db")
	answers := func() string {
		var b strings.Builder
		for _, args := range [][]string{{"sources", "--json"}, {"history", "Curfew", "--json"}, {"errata", "--json"}, {"rulings", "Lifeline", "--json"}} {
			r := runOracle(t, db, args...)
			b.WriteString(r.stdout + r.stderr)
		}
		return b.String()
	}
	if r := runOracle(t, db, "ingest", dataDir); r.code != 0 {
		t.Fatal(r.stderr)
	}
	first := answers()
	if r := runOracle(t, db, "ingest", dataDir); r.code != 0 {
		t.Fatal(r.stderr)
	}
	if second := answers(); second != first {
		t.Error("a second ingest of the same data changed the answers")
	}
}

func TestValidateData(t *testing.T) {
	r := runOracle(t, filepath.Join(t.TempDir(), "unused.db"), "validate", dataDir, "--json")
	if r.code != 0 || !strings.Contains(r.stdout, `"valid": true`) {
		t.Errorf("validate: exit %d, %s %s", r.code, r.stdout, r.stderr)
	}
	// Without a PATH, the data directory of the current directory; here
	// there is none.
	r = runOracle(t, filepath.Join(t.TempDir(), "unused.db"), "validate")
	if r.code != exitUsage || !strings.Contains(r.stderr, `no data directory "data" here`) {
		t.Errorf("validate without PATH or data: exit %d, %q", r.code, r.stderr)
	}
	// A document alone is checked against its data directory's cards.
	r = runOracle(t, filepath.Join(t.TempDir(), "unused.db"), "validate", dataDir+"/errata/1998-10-18-urza-rulings.yaml")
	if r.code != 0 || !strings.Contains(r.stdout, "valid: 116 cards, 1 document") {
		t.Errorf("validate of one document: exit %d, %s %s", r.code, r.stdout, r.stderr)
	}
	// The data directory's rewrites are checked with it, and a rewrites
	// file alone; a mistake in one is named at its file:line:col.
	r = runOracle(t, filepath.Join(t.TempDir(), "unused.db"), "validate", dataDir)
	if r.code != 0 || !strings.Contains(r.stdout, " rewrites") {
		t.Errorf("validate of the data directory: exit %d, %s %s", r.code, r.stdout, r.stderr)
	}
	r = runOracle(t, filepath.Join(t.TempDir(), "unused.db"), "validate", dataDir+"/rewrites.yaml")
	if r.code != 0 || !strings.HasPrefix(r.stdout, "valid: ") || !strings.Contains(r.stdout, " rewrites") || strings.Contains(r.stdout, "card") {
		t.Errorf("validate of the rewrites: exit %d, %s %s", r.code, r.stdout, r.stderr)
	}
	bad := filepath.Join(t.TempDir(), "rewrites.yaml")
	if err := os.WriteFile(bad, []byte("rewrites:\n  - id: a\n    until: 2009-13\n    patterns: [{from: '(', to: ''}]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	r = runOracle(t, filepath.Join(t.TempDir(), "unused.db"), "validate", bad)
	if r.code != exitError || !strings.Contains(r.stderr, bad+":2:5: rewrite a: until") || !strings.Contains(r.stderr, bad+":4:16: rewrite a: pattern 1") {
		t.Errorf("validate of a bad rewrites file: exit %d, %q", r.code, r.stderr)
	}
}

func TestCompleteCardNames(t *testing.T) {
	db := newDB(t)
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"__complete", "card", "lif"}, "Lifeline\n:4\n"},
		{[]string{"__complete", "history", "karn"}, "Karn, Silver Golem\n:4\n"},
		{[]string{"__complete", "rulings", "zzz"}, ":4\n"},
		{[]string{"__complete", "card", "Curfew", ""}, ":4\n"},
	}
	for _, tt := range tests {
		if r := runOracle(t, db, tt.args...); r.stdout != tt.want {
			t.Errorf("%v: got %q, want %q", tt.args, r.stdout, tt.want)
		}
	}
}

// TestDatabaseRefreshed builds the database from the embedded data on
// first use, in the user's data directory or at --db, and loads the data
// again when the embedded data changed, keeping what was imported.
func TestDatabaseRefreshed(t *testing.T) {
	dataHome := t.TempDir()
	t.Setenv("XDG_DATA_HOME", dataHome)
	for _, tt := range []struct{ name, db, path string }{
		{"default", "", filepath.Join(dataHome, "oracle", "oracle.db")},
		{"--db", filepath.Join(t.TempDir(), "given.db"), ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			path := tt.path
			if path == "" {
				path = tt.db
			}
			if r := runOracle(t, tt.db, "card", "Serra Avatar"); r.code != 0 || !strings.Contains(r.stderr, "building "+path) {
				t.Fatalf("first use: exit %d, stderr %q", r.code, r.stderr)
			}
			if r := runOracle(t, tt.db, "import", fixtures+"mtgjson-v5-sets"); r.code != 0 {
				t.Fatalf("import: %s", r.stderr)
			}
			// As after an upgrade that changed the embedded data.
			db, err := sql.Open("sqlite", path)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := db.Exec("UPDATE meta SET value = 'older' WHERE key = 'data_hash'"); err != nil {
				t.Fatal(err)
			}
			db.Close()
			if r := runOracle(t, tt.db, "history", "Skyship Weatherlight"); r.code != 0 || !strings.Contains(r.stderr, "updating "+path) ||
				!strings.Contains(r.stdout, "mtgjson-2022-04-25") {
				t.Errorf("changed data: exit %d, stderr %q, the imported snapshot kept: %t", r.code, r.stderr, strings.Contains(r.stdout, "mtgjson-2022-04-25"))
			}
			if r := runOracle(t, tt.db, "card", "Serra Avatar"); r.code != 0 || r.stderr != "" {
				t.Errorf("third use should just answer: exit %d, stderr %q", r.code, r.stderr)
			}
		})
	}
}

// TestUnquotedNames: a card name or a query may come in words, unquoted,
// and means what the quoted one does.
func TestUnquotedNames(t *testing.T) {
	db := newDB(t)
	for _, pair := range [][2][]string{
		{{"card", "Serra", "Avatar"}, {"card", "Serra Avatar"}},
		{{"history", "Curfew", "--json"}, {"history", "Curfew", "--json"}},
		{{"rulings", "Oath", "of", "Ghouls"}, {"rulings", "Oath of Ghouls"}},
		{{"diff", "Serra", "Avatar", "--format", "json"}, {"diff", "Serra Avatar", "--format", "json"}},
		{{"parse", "Serra", "Avatar"}, {"parse", "Serra Avatar"}},
		{{"search", "t:creature", "c:w", "--json"}, {"search", "t:creature c:w", "--json"}},
	} {
		words, quoted := runOracle(t, db, pair[0]...), runOracle(t, db, pair[1]...)
		if words.code != 0 || words != quoted {
			t.Errorf("%q: exit %d %.120q; %q: exit %d %.120q", pair[0], words.code, words.stdout+words.stderr, pair[1], quoted.code, quoted.stdout+quoted.stderr)
		}
	}
}

// TestCompleteFlagValues completes the values of flags: formats and orders
// from their lists, source ids and card names from the database.
func TestCompleteFlagValues(t *testing.T) {
	db := newDB(t)
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"__complete", "export", "--format", ""}, "json\njsonl\ncsv\ncockatrice\nforge\nyaml\nmtgjson\nscryfall\npostgres\n:4\n"},
		{[]string{"__complete", "search", "t:elf", "--order", ""}, "name\nmv\nreleased\nchanged\n:4\n"},
		{[]string{"__complete", "errata", "--source", "urza-"}, "urza-rulings-1998-10-18\n:4\n"},
		{[]string{"__complete", "errata", "--card", "lif"}, "Lifeline\n:4\n"},
		{[]string{"__complete", "audit", "--format", ""}, strings.Join(render.AuditFormats, "\n") + "\n:4\n"},
	}
	for _, tt := range tests {
		if r := runOracle(t, db, tt.args...); r.stdout != tt.want {
			t.Errorf("%v: got %q, want %q", tt.args, r.stdout, tt.want)
		}
	}
}

// TestMissInDocumentsOnly: a card missing from a database that holds only
// the documents' cards is a miss that says so and how to get the pool;
// once a dump is imported, a miss is a plain one.
func TestMissInDocumentsOnly(t *testing.T) {
	db := filepath.Join(t.TempDir(), "docs.db")
	if r := runOracle(t, db, "ingest", dataDir); r.code != 0 {
		t.Fatalf("ingest: %s", r.stderr)
	}
	r := runOracle(t, db, "card", "Xyzzy Plugh")
	if r.code != exitNotFound || !strings.Contains(r.stderr, "oracle ingest loads every card") {
		t.Errorf("documents only: exit %d, %q", r.code, r.stderr)
	}
	if r := runOracle(t, db, "import", fixtures+"scryfall-cards.json", "--date", "2025-09-25"); r.code != 0 {
		t.Fatalf("import: %s", r.stderr)
	}
	r = runOracle(t, db, "card", "Xyzzy Plugh")
	if r.code != exitNotFound || strings.Contains(r.stderr, "--pack") {
		t.Errorf("after an import: exit %d, %q", r.code, r.stderr)
	}
}
