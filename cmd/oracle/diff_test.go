package main

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mtgoracle/oracle/oracle/diff"
	"github.com/mtgoracle/oracle/oracle/render"
)

func TestDiffJSONRebuildsWordings(t *testing.T) {
	db := newDB(t)
	for _, name := range []string{"Curfew", "Skyship Weatherlight", "Celestial Dawn", "Recycle", "Karn, Silver Golem"} {
		r := runOracle(t, db, "diff", name, "--json")
		var got struct {
			diff.Diff
			From struct{ Selector string } `json:"from"`
		}
		if err := json.Unmarshal([]byte(r.stdout), &got); err != nil {
			t.Fatalf("%s: %v: %s", name, err, r.stderr)
		}
		var old, new strings.Builder
		for _, op := range got.Ops {
			old.WriteString(op.Old)
			new.WriteString(op.New)
		}
		if old.String() != got.Old || new.String() != got.New {
			t.Errorf("%s: the operations do not rebuild the wordings", name)
		}
		if strings.Contains(got.Old, "oc\n") || strings.Contains(got.Old, "o4") {
			t.Errorf("%s: legacy markup left in %q", name, got.Old)
		}
	}
}

func TestDiffIgnoreTemplating(t *testing.T) {
	db := newDB(t)
	r := runOracle(t, db, "diff", "Skyship Weatherlight", "--ignore-templating", "--json")
	var got diff.Diff
	if err := json.Unmarshal([]byte(r.stdout), &got); err != nil {
		t.Fatal(err)
	}
	functional := 0
	for _, op := range got.Ops {
		if op.Class == diff.Templating {
			t.Errorf("templating change shown: %+v", op)
		}
		if op.Class == diff.Functional {
			functional++
		}
	}
	if functional == 0 {
		t.Error("no functional change left")
	}
}

func TestAuditCSV(t *testing.T) {
	db := newDB(t)
	r := runOracle(t, db, "audit", "--format", "csv")
	rows, err := csv.NewReader(strings.NewReader(r.stdout)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) < 2 || strings.Join(rows[0], ",") != strings.Join(render.AuditCSVHeader, ",") {
		t.Fatalf("csv rows: %d, header %v", len(rows), rows[0])
	}
	var audit diff.Audit
	if err := json.Unmarshal([]byte(runOracle(t, db, "audit", "--json").stdout), &audit); err != nil {
		t.Fatal(err)
	}
	if len(rows)-1 != len(audit.Changes) || audit.Total.Changes != len(audit.Changes) ||
		audit.Total.Functional+audit.Total.Templating != audit.Total.Changes {
		t.Errorf("csv has %d changes, json %d, total %+v", len(rows)-1, len(audit.Changes), audit.Total)
	}
	sum := 0
	for _, s := range audit.BySource {
		sum += s.Changes
	}
	if sum != audit.Total.Changes {
		t.Errorf("by source sums to %d, want %d", sum, audit.Total.Changes)
	}
}

func TestDiffExitCodes(t *testing.T) {
	db := newDB(t)
	tests := []struct {
		args       []string
		code       int
		stderrHave string
	}{
		{[]string{"diff", "Curfew", "--from", "printed:ZZZ"}, exitUsage, `--from: "printed:ZZZ": Curfew was not printed in set "ZZZ"`},
		{[]string{"diff", "Curfew", "--to", "no-such-source"}, exitUsage, `--to: "no-such-source": no wording of Curfew comes from a source "no-such-source"`},
		{[]string{"diff", "Curfew", "--from", "1990"}, exitUsage, "Curfew had no wording yet on 1990"},
		{[]string{"diff", "Curfew", "--format", "pdf"}, exitUsage, `--format: unknown format "pdf"`},
		{[]string{"diff", "Curfew", "--format", "html", "--json"}, exitUsage, "--json conflicts with --format html"},
		{[]string{"diff", "Zzyzx Qwerty"}, exitNotFound, `no card named "Zzyzx Qwerty"`},
		{[]string{"audit", "--since", "1998-02-30"}, exitUsage, `--since: bad date "1998-02-30"`},
		{[]string{"audit", "--format", "color", "--json"}, exitUsage, "--json conflicts with --format color"},
	}
	for _, tt := range tests {
		r := runOracle(t, db, tt.args...)
		if r.code != tt.code || !strings.Contains(r.stderr, tt.stderrHave) {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q", tt.args, r.code, r.stderr, tt.code, tt.stderrHave)
		}
	}
}

// TestAuditJSONLayout checks that the audit's JSON, written with its
// changes encoded in parallel, reads byte for byte as render.JSON writes it,
// for no change, one, and more changes than processors.
func TestAuditJSONLayout(t *testing.T) {
	db := newDB(t)
	var full diff.Audit
	if err := json.Unmarshal([]byte(runOracle(t, db, "audit", "--json").stdout), &full); err != nil {
		t.Fatal(err)
	}
	if len(full.Changes) < 5 {
		t.Fatalf("the seed data gives %d changes; the test wants several", len(full.Changes))
	}
	for _, n := range []int{0, 1, 2, 3, len(full.Changes)} {
		a := full
		a.Changes = full.Changes[:n]
		var want, got bytes.Buffer
		if err := render.JSON(&want, &a); err != nil {
			t.Fatal(err)
		}
		if err := render.Audit(&got, "json", &a); err != nil {
			t.Fatal(err)
		}
		if got.String() != want.String() {
			t.Errorf("%d changes: the audit's JSON differs from render.JSON:\n%s\nwant:\n%s", n, got.String(), want.String())
		}
	}
}

// TestDiffEmptyWording runs diff and audit on cards with no text: a
// vanilla card, and a card whose dump gives no printed text though its
// Oracle wording has some.
func TestDiffEmptyWording(t *testing.T) {
	dir := t.TempDir()
	set := `{"meta": {"date": "2022-04-25"}, "data": {"code": "LEA", "name": "Limited Edition Alpha", "releaseDate": "1993-08-05",
	 "type": "core", "cards": [
	  {"name": "Savannah Lions", "layout": "normal", "manaCost": "{W}", "manaValue": 1, "type": "Creature — Cat", "types": ["Creature"],
	   "power": "2", "toughness": "1", "colors": ["W"], "colorIdentity": ["W"], "number": "1", "rarity": "rare", "uuid": "lions",
	   "identifiers": {"scryfallOracleId": "lions"}},
	  {"name": "Dawn Sentry", "layout": "normal", "manaCost": "{W}", "manaValue": 1, "type": "Creature — Spirit", "types": ["Creature"],
	   "power": "1", "toughness": "1", "colors": ["W"], "colorIdentity": ["W"], "number": "2", "rarity": "common", "uuid": "sentry",
	   "text": "Flying", "keywords": ["Flying"], "identifiers": {"scryfallOracleId": "sentry"}}]}}`
	if err := os.WriteFile(filepath.Join(dir, "LEA.json"), []byte(set), 0o644); err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(dir, "oracle.db")
	// The documents alone, not the history pack, under the imports.
	if r := runOracle(t, db, "ingest", dataDir); r.code != 0 {
		t.Fatal(r.stderr)
	}
	if r := runOracle(t, db, "import", filepath.Join(dir, "LEA.json")); r.code != 0 {
		t.Fatalf("import: exit %d: %s", r.code, r.stderr)
	}
	for _, args := range [][]string{
		{"diff", "Savannah Lions"},
		{"diff", "Savannah Lions", "--json"},
		{"diff", "Dawn Sentry", "--json"},
		{"audit", "--json"},
	} {
		if r := runOracle(t, db, args...); r.code != 0 {
			t.Errorf("%v: exit %d: %s", args, r.code, r.stderr)
		}
	}
	var d diff.Diff
	if err := json.Unmarshal([]byte(runOracle(t, db, "diff", "Dawn Sentry", "--json").stdout), &d); err != nil {
		t.Fatal(err)
	}
	// The dump gives no printed text for a card with Oracle text: the
	// printed text is not known, so the diff starts from the first known
	// wording, not from an empty one.
	if d.Old != "Flying" || d.New != "Flying" || d.Changed() {
		t.Errorf("Dawn Sentry: %q to %q; want \"Flying\" unchanged", d.Old, d.New)
	}
	if r := runOracle(t, db, "diff", "Dawn Sentry", "--from", "printed"); r.code != exitUsage || !strings.Contains(r.stderr, "no printing whose text is known") {
		t.Errorf("diff --from printed: exit %d: %s", r.code, r.stderr)
	}
}
