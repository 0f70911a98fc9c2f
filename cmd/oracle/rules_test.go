package main

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mtgoracle/oracle/internal/golden"
)

// rulesDB is a database of the data directory with the three small
// versions of the rules in testdata/comprules imported, one of them
// gzipped.
func rulesDB(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	db := filepath.Join(dir, "oracle.db")
	if r := runOracle(t, db, "ingest", dataDir); r.code != 0 {
		t.Fatalf("ingest: %s", r.stderr)
	}
	src, err := os.ReadFile("testdata/comprules/rules-2021-04-22.txt")
	if err != nil {
		t.Fatal(err)
	}
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(src)
	zw.Close()
	gzPath := filepath.Join(dir, "rules-2021-04-22.txt.gz")
	if err := os.WriteFile(gzPath, gz.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	// the newest first: the versions are chained again on each import
	r := runOracle(t, db, "import", "testdata/comprules/rules-2026-02-27.txt")
	if r.code != 0 {
		t.Fatalf("import: %s", r.stderr)
	}
	r = runOracle(t, db, "import", "testdata/comprules/rules-2020-01-24.txt", gzPath)
	if r.code != 0 {
		t.Fatalf("import: %s", r.stderr)
	}
	golden.Check(t, "import-rules", r.stdout)
	return db
}

func TestRulesGolden(t *testing.T) {
	db := rulesDB(t)
	tests := []struct {
		name string
		args []string
	}{
		{"rules", []string{"rules"}},
		{"rule-702-19b-2020", []string{"rule", "702.19b", "--as-of", "2020"}},
		{"rule-trample", []string{"rule", "trample"}},
		{"rule-mana-value-json", []string{"rule", "mana", "value", "--json"}},
		{"rule-section-101-2021", []string{"rule", "101", "--as-of", "2021-05"}},
		{"rule-history-702-19", []string{"rule", "history", "702.19"}},
		{"rule-history-101-3-json", []string{"rule", "history", "101.3", "--json"}},
		{"rules-diff", []string{"rules", "diff", "2020-01-24", "current"}},
		{"rules-diff-json", []string{"rules", "diff", "cr-2020-01-24", "cr-2021-04-22", "--json"}},
		{"rules-diff-html", []string{"rules", "diff", "2020", "2026", "--format", "html"}},
		{"rules-changes", []string{"rules", "changes", "--since", "2021"}},
		{"rules-changes-json", []string{"rules", "changes", "--until", "2021", "--json"}},
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

// TestRulesDiffAccounts: every rule of both versions is unchanged,
// changed, moved, added or removed.
func TestRulesDiffAccounts(t *testing.T) {
	db := rulesDB(t)
	var versions []struct {
		ID    string `json:"id"`
		Rules int    `json:"rules"`
	}
	r := runOracle(t, db, "rules", "--json")
	if err := json.Unmarshal([]byte(r.stdout), &versions); err != nil || len(versions) != 3 {
		t.Fatalf("rules --json: %v %s", err, r.stdout)
	}
	for i := 1; i < len(versions); i++ {
		var d struct {
			Unchanged                      int
			Changed, Moved, Added, Removed []json.RawMessage
		}
		r := runOracle(t, db, "rules", "diff", versions[i-1].ID, versions[i].ID, "--json")
		if err := json.Unmarshal([]byte(r.stdout), &d); err != nil {
			t.Fatal(err)
		}
		kept := d.Unchanged + len(d.Changed) + len(d.Moved)
		if kept+len(d.Removed) != versions[i-1].Rules || kept+len(d.Added) != versions[i].Rules {
			t.Errorf("%s to %s: %+v", versions[i-1].ID, versions[i].ID, d)
		}
	}
}

// TestRulesBadInput: a truncated file, a file of another kind, duplicate
// numbers, a missing date: an error at file:line:col, nothing written.
func TestRulesBadInput(t *testing.T) {
	db := rulesDB(t)
	before := runOracle(t, db, "rules", "--json").stdout
	good, err := os.ReadFile("testdata/comprules/rules-2020-01-24.txt")
	if err != nil {
		t.Fatal(err)
	}
	text := string(good)
	dir := t.TempDir()
	tests := []struct {
		name, content, want string
		code                int
	}{
		{"truncated", text[:strings.Index(text, "702.19b")], "truncated: the file ends in the rules, before the glossary", 1},
		{"duplicate", strings.Replace(text, "101.3. Each player draws", "101.2. Each player draws", 1), ":39:4: rule 101.2 numbered twice (first at line 37)", 1},
		{"no date", strings.Replace(text, "These rules are effective as of January 24, 2020.", "", 1), ":1:1: no effective date", 1},
		{"another kind", "Magic: The Gathering\n\nnot the rules at all\n", "", 1},
		{"another kind with rules", `[{"name": "Curfew"}]`, "rules files and card data dumps cannot be imported together", 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(dir, strings.ReplaceAll(tt.name, " ", "-")+".txt")
			if err := os.WriteFile(path, []byte(tt.content), 0o644); err != nil {
				t.Fatal(err)
			}
			// with a good file: the import is one transaction; a file of
			// another kind alone is read as a card data dump
			r := runOracle(t, db, "import", "testdata/comprules/rules-2021-04-22.txt", path)
			if tt.name == "another kind" {
				r = runOracle(t, db, "import", path)
			}
			if r.code != tt.code {
				t.Fatalf("exit %d, want %d: %s", r.code, tt.code, r.stderr)
			}
			if tt.code == 1 && !strings.Contains(r.stderr, path) || !strings.Contains(r.stderr, tt.want) {
				t.Errorf("stderr %q, want %s: ... %q", r.stderr, path, tt.want)
			}
			if after := runOracle(t, db, "rules", "--json").stdout; after != before {
				t.Errorf("the versions changed:\n%s", after)
			}
		})
	}
	if r := runOracle(t, db, "rule", "999.9"); r.code != 3 {
		t.Errorf("rule 999.9: exit %d", r.code)
	}
	if r := runOracle(t, db, "rule", "702.19", "--as-of", "2019"); r.code != 1 || !strings.Contains(r.stderr, "no Comprehensive Rules in force on 2019") {
		t.Errorf("rule --as-of 2019: exit %d %s", r.code, r.stderr)
	}
	if r := runOracle(t, db, "rules", "diff", "2020", "nonsense"); r.code != 2 {
		t.Errorf("rules diff nonsense: exit %d", r.code)
	}
}

// TestCardRules: card --rules shows the rule of each keyword ability the
// parser finds, followed from the numbering of the parser's rules to the
// version in force.
func TestCardRules(t *testing.T) {
	db := rulesDB(t)
	src, err := os.ReadFile("testdata/comprules/rules-2026-02-27.txt")
	if err != nil {
		t.Fatal(err)
	}
	// the version the parser's keyword table comes from, with flying
	text := strings.Replace(string(src), "February 27, 2026", "April 17, 2026", 1)
	text = strings.Replace(text, "702.19. Trample", "702.9. Flying\r\n\r\n702.9a Flying is an evasion ability.\r\n\r\n702.19. Trample", 1)
	path := filepath.Join(t.TempDir(), "rules-2026-04-17.txt")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	if r := runOracle(t, db, "import", path); r.code != 0 {
		t.Fatalf("import: %s", r.stderr)
	}
	r := runOracle(t, db, "card", "Abyssal Specter", "--rules")
	for _, want := range []string{"Rules in force: Comprehensive Rules effective 2026-04-17", "Flying (rule 702.9):", "702.9a Flying is an evasion ability.", "triggered ability: rule 113.3c is not in this version"} {
		if r.code != 0 || !strings.Contains(r.stdout, want) {
			t.Errorf("card --rules: exit %d, no %q in\n%s%s", r.code, want, r.stdout, r.stderr)
		}
	}
	// 702.9 as of 2021 is a rule that version lacks
	r = runOracle(t, db, "card", "Abyssal Specter", "--rules", "--as-of", "2021-05", "--json")
	var got struct {
		Name  string
		Rules struct {
			Version struct{ ID string }
			Cited   []struct {
				For, Cited string
				Rules      []json.RawMessage
			}
		}
	}
	if err := json.Unmarshal([]byte(r.stdout), &got); err != nil || got.Name != "Abyssal Specter" || got.Rules.Version.ID != "cr-2021-04-22" ||
		len(got.Rules.Cited) == 0 || got.Rules.Cited[0].For != "Flying" || got.Rules.Cited[0].Cited != "702.9" || len(got.Rules.Cited[0].Rules) != 0 {
		t.Errorf("card --rules --json: %v %+v\n%s", err, got, r.stdout)
	}
	r = runOracle(t, db, "card", "Abyssal Specter", "--rules", "--as-of", "2019")
	if r.code != 0 || !strings.Contains(r.stdout, "no Comprehensive Rules in force on 2019") {
		t.Errorf("card --rules --as-of 2019: %d %s", r.code, r.stdout)
	}
}
