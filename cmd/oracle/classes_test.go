package main

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"path/filepath"
	"slices"
	"testing"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/auditclass"
	"github.com/mtgoracle/oracle/oracle/diff"
	"github.com/mtgoracle/oracle/oracle/render"
	"github.com/mtgoracle/oracle/oracle/sqlite"
)

// renderAudits runs the audit over the database at path with the classes
// it keeps and with none, and renders both in every format but HTML. It
// returns what each format gave, kept and live, and the classes that were
// kept and missed.
func renderAudits(t *testing.T, path string) (kept, live map[string]string, held, missed int) {
	t.Helper()
	ctx := context.Background()
	store, err := sqlite.OpenReadOnly(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	known, err := auditclass.Known(ctx, store)
	if err != nil {
		t.Fatal(err)
	}
	held = known.Len()
	each := func(add func(*oracle.CardTimeline) error) error { return store.EachTimeline(ctx, add) }
	kept, live = map[string]string{}, map[string]string{}
	for _, format := range []string{"json", "text", "csv", "color"} {
		for _, k := range []*diff.Known{known, nil} {
			a, err := diff.RunAuditKnown(ctx, diff.AuditFilter{}, diff.DefaultRewrites(), render.AuditShowsDiffs(format), k, each)
			if err != nil {
				t.Fatal(err)
			}
			var b bytes.Buffer
			if err := render.Audit(&b, format, a); err != nil {
				t.Fatal(err)
			}
			if k != nil {
				kept[format] = b.String()
			} else {
				live[format] = b.String()
			}
		}
	}
	return kept, live, held, len(known.Missed())
}

// TestKeptClassesAreLive checks that a write keeps the class of every
// change and that an audit reading them prints, byte for byte, what the
// classifier gives live; that the kept classes are what the audit reads;
// and that classes kept under other rules are not read.
func TestKeptClassesAreLive(t *testing.T) {
	path := filepath.Join(t.TempDir(), "oracle.db")
	if r := runOracle(t, path, "ingest", dataDir); r.code != 0 {
		t.Fatalf("ingest: %s", r.stderr)
	}
	kept, live, held, missed := renderAudits(t, path)
	if held == 0 || missed != 0 {
		t.Fatalf("after the ingest %d classes kept, %d missed; want some kept and none missed", held, missed)
	}
	for format := range live {
		if kept[format] != live[format] {
			t.Errorf("%s: the audit with the kept classes differs from the live one:\n%s\nlive:\n%s", format, kept[format], live[format])
		}
	}
	if !bytes.Contains([]byte(live["json"]), []byte(`"class": "templating"`)) || !bytes.Contains([]byte(live["json"]), []byte(`"class": "functional"`)) {
		t.Fatal("the seed data's audit wants changes of both classes")
	}

	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	// A kept class is what the audit prints: flip every kept class.
	if _, err := db.Exec(`UPDATE change_classes SET class = CASE class WHEN 'templating' THEN 'functional' ELSE 'templating' END`); err != nil {
		t.Fatal(err)
	}
	kept, live, _, _ = renderAudits(t, path)
	if kept["json"] == live["json"] {
		t.Error("the audit did not read the kept classes")
	}
	// Classes of other rules are never read: the audit classifies live.
	if _, err := db.Exec(`UPDATE change_classes SET rules = 'other rules'`); err != nil {
		t.Fatal(err)
	}
	kept, live, held, missed = renderAudits(t, path)
	if held != 0 || missed == 0 || kept["json"] != live["json"] {
		t.Errorf("classes of other rules: %d read, %d classified live, same output %v", held, missed, kept["json"] == live["json"])
	}
	// The next write classifies anew and drops them.
	if r := runOracle(t, path, "ingest", dataDir); r.code != 0 {
		t.Fatalf("ingest: %s", r.stderr)
	}
	var other int
	if err := db.QueryRow(`SELECT count(*) FROM change_classes WHERE rules <> ?`, diff.RulesID()).Scan(&other); err != nil {
		t.Fatal(err)
	}
	kept, live, held, missed = renderAudits(t, path)
	if other != 0 || held == 0 || missed != 0 || kept["json"] != live["json"] {
		t.Errorf("after a write: %d classes of other rules left, %d kept, %d missed, same output %v", other, held, missed, kept["json"] == live["json"])
	}
}

// TestCardReadsKeptPrintedJudgements checks that card --as-of reads
// whether a reprint inside a change window prints the newer wording as
// the last write kept the judgement, and that the kept judgement is the
// one worked out live.
func TestCardReadsKeptPrintedJudgements(t *testing.T) {
	path := filepath.Join(t.TempDir(), "oracle.db")
	if r := runOracle(t, path, "ingest", dataDir); r.code != 0 {
		t.Fatalf("ingest: %s", r.stderr)
	}
	// Each card whose audit narrows a window, as of its reprint's date:
	// the answer judges the reprints of that window.
	r := runOracle(t, path, "audit", "--json")
	if r.code != 0 {
		t.Fatalf("audit: %s", r.stderr)
	}
	var audit struct {
		Changes []struct {
			Card         string
			PrintedNewer *struct{ Date string } `json:"printed_newer"`
		}
	}
	if err := json.Unmarshal([]byte(r.stdout), &audit); err != nil {
		t.Fatal(err)
	}
	var asks [][]string
	for _, c := range audit.Changes {
		if c.PrintedNewer != nil {
			asks = append(asks, []string{"card", c.Card, "--as-of", c.PrintedNewer.Date, "--json"})
		}
	}
	if len(asks) < 5 {
		t.Fatalf("the seed data's audit narrows %d windows; want some to read", len(asks))
	}
	answers := func() []string {
		var out []string
		for _, args := range asks {
			r := runOracle(t, path, args...)
			if r.code != 0 {
				t.Fatalf("%v: %s", args, r.stderr)
			}
			out = append(out, r.stdout)
		}
		return out
	}
	kept := answers()

	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	keep := func(stmt string) {
		t.Helper()
		if _, err := db.Exec(stmt); err != nil {
			t.Fatal(err)
		}
	}
	// Flipped judgements change some answers: they are what is read.
	keep(`CREATE TABLE kept AS SELECT * FROM change_classes`)
	keep(`UPDATE change_classes SET class = CASE class WHEN 'templating' THEN 'functional' ELSE 'templating' END`)
	if flipped := answers(); slices.Equal(flipped, kept) {
		t.Error("no card answer changed with every kept judgement flipped: they are not read")
	}
	// Without them, the judgements worked out live give the same answers.
	keep(`DELETE FROM change_classes`)
	for i, live := range answers() {
		if live != kept[i] {
			t.Errorf("%v: the answer with the kept judgements differs from the live one:\n%s\nlive:\n%s", asks[i], kept[i], live)
		}
	}
}
