package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mtgoracle/oracle/internal/golden"
)

func TestExportCommand(t *testing.T) {
	db := newDB(t)
	for _, tc := range []struct {
		name   string
		args   []string
		code   int
		stderr string
	}{
		{"export-curfew-1999-jsonl", []string{"export", "--format", "jsonl", "--name", "Curfew", "--as-of", "1999"}, 0, ""},
		// no snapshot states legalities by then: none given, not not_legal
		{"export-curfew-1999-scryfall", []string{"export", "--format", "scryfall", "--name", "Curfew", "--as-of", "1999"}, 0, ""},
		{"export-karn-jaguar-csv", []string{"export", "--format", "csv", "--name", "karn silver golem", "--name", "Pouncing Jaguar"}, 0, ""},
		{"", []string{"export", "--format", "xml"}, 2, `--format: want one of json, jsonl, csv, cockatrice, forge, yaml, mtgjson, scryfall, postgres, not "xml"`},
		{"", []string{"export", "--format", "forge"}, 2, "give the directory with --out"},
		{"", []string{"export", "--format", "json", "--printings"}, 2, "--printings applies to --format csv and scryfall only"},
		{"", []string{"export", "--format", "json", "--as-of", "1999-13"}, 2, "--as-of"},
		{"", []string{"export", "--format", "json", "--name", "Zzyzx Qwerty"}, 3, `no card named "Zzyzx Qwerty"`},
		{"", []string{"export", "--format", "json", "--source", "no-such-source"}, 2, `no source "no-such-source"`},
		{"export-query-errata-instants-csv", []string{"export", "--format", "csv", "--query", "errata:1998 t:instant"}, 0, ""},
		{"", []string{"export", "--format", "csv", "--query", "pwr>2"}, 2, `unknown key "pwr"`},
		{"", []string{"export", "--format", "csv", "--query", "t:curfew", "--name", "Curfew"}, 2, "--query and --name do not go together"},
	} {
		r := runOracle(t, db, tc.args...)
		if r.code != tc.code || !strings.Contains(r.stderr, tc.stderr) {
			t.Errorf("%v: exit %d, stderr %q; want exit %d and %q", tc.args, r.code, r.stderr, tc.code, tc.stderr)
			continue
		}
		if tc.name != "" {
			golden.Check(t, tc.name, r.stdout)
		}
	}
}

func TestExportCommandOut(t *testing.T) {
	db := newDB(t)
	dir := t.TempDir()
	r := runOracle(t, db, "export", "--format", "forge", "--source", "urza-rulings-1998-10-18", "--as-of", "1999", "--out", dir, "--json")
	if r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	if !strings.Contains(r.stdout, `"format": "forge"`) {
		t.Errorf("summary: %s", r.stdout)
	}
	script, err := os.ReadFile(filepath.Join(dir, "c", "curfew.txt"))
	if err != nil {
		t.Fatal(err)
	}
	want := "Oracle:Each player who controls a creature chooses one of them and returns it to owner's hand.\n"
	if !strings.HasSuffix(string(script), want) {
		t.Errorf("curfew.txt as of 1999:\n%s\nwant it to end with the 1998 erratum's wording", script)
	}
	out := filepath.Join(t.TempDir(), "cards.csv")
	if r := runOracle(t, db, "export", "--format", "csv", "--out", out); r.code != 0 || !strings.HasPrefix(r.stdout, "exported 116 cards as csv") {
		t.Errorf("csv to a file: exit %d, %q %q", r.code, r.stdout, r.stderr)
	}
}
