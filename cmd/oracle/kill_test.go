package main

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// oracleProcess is the oracle command line args in a process of its own.
func oracleProcess(args ...string) *exec.Cmd {
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), runMainEnv+"=1", "NO_COLOR=1")
	return cmd
}

// writeGeneratedDump writes an MTGJSON v5 set file of n cards, with
// printings, rulings and legalities; variant changes every wording.
func writeGeneratedDump(t *testing.T, path string, n, variant int) {
	t.Helper()
	type card struct {
		Name        string            `json:"name"`
		Layout      string            `json:"layout"`
		ManaCost    string            `json:"manaCost"`
		ManaValue   float64           `json:"manaValue"`
		Type        string            `json:"type"`
		Text        string            `json:"text"`
		Power       string            `json:"power"`
		Toughness   string            `json:"toughness"`
		Number      string            `json:"number"`
		Rarity      string            `json:"rarity"`
		Keywords    []string          `json:"keywords"`
		Rulings     []map[string]any  `json:"rulings"`
		Legalities  map[string]string `json:"legalities"`
		Identifiers map[string]string `json:"identifiers"`
	}
	cards := make([]card, n)
	for i := range cards {
		cards[i] = card{
			Name: fmt.Sprintf("Generated Card %05d", i), Layout: "normal", ManaCost: fmt.Sprintf("{%d}{G}", i%7), ManaValue: float64(i%7 + 1),
			Type: "Creature — Elf", Text: fmt.Sprintf("Flying\nWhen this creature enters, draw %d cards. (variant %d)", i%5+1, variant),
			Power: fmt.Sprint(i % 6), Toughness: fmt.Sprint(variant + 1), Number: fmt.Sprint(i + 1), Rarity: "common", Keywords: []string{"Flying"},
			Rulings:     []map[string]any{{"date": "2030-01-01", "text": fmt.Sprintf("Ruling %d of variant %d.", i, variant)}},
			Legalities:  map[string]string{"vintage": []string{"Legal", "Banned"}[variant%2]},
			Identifiers: map[string]string{"scryfallOracleId": fmt.Sprintf("gen-%05d", i)},
		}
	}
	// meta goes first, where readers look for the date.
	doc := struct {
		Meta map[string]string `json:"meta"`
		Data map[string]any    `json:"data"`
	}{map[string]string{"date": "2030-01-01", "version": "5.2.0"},
		map[string]any{"code": "GEN", "name": "Generated", "releaseDate": "2030-01-01", "type": "expansion", "cards": cards}}
	b, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestImportKilled kills an import at 20 points spread over its run: each
// time the database passes SQLite's integrity check and holds either the
// state before the import or the state after it, never a part of it.
func TestImportKilled(t *testing.T) {
	if testing.Short() {
		t.Skip("kills 20 imports; skipped with -short")
	}
	dir := t.TempDir()
	oldDump, newDump := filepath.Join(dir, "old.json"), filepath.Join(dir, "new.json")
	writeGeneratedDump(t, oldDump, 600, 0)
	writeGeneratedDump(t, newDump, 600, 1)
	// The state before: the embedded data and an older wording of the same
	// snapshot, which the import replaces.
	base := filepath.Join(dir, "base.db")
	// The documents alone, not the history pack, under the imports.
	if out, err := oracleProcess("--db", base, "ingest", dataDir).CombinedOutput(); err != nil {
		t.Fatalf("ingest: %v\n%s", err, out)
	}
	if out, err := oracleProcess("--db", base, "import", oldDump).CombinedOutput(); err != nil {
		t.Fatalf("import: %v\n%s", err, out)
	}
	oldState := canonicalState(t, base)
	// The state after, and how long an import takes.
	done := filepath.Join(dir, "done.db")
	copyFile(t, base, done)
	start := time.Now()
	if out, err := oracleProcess("--db", done, "import", newDump).CombinedOutput(); err != nil {
		t.Fatalf("import: %v\n%s", err, out)
	}
	took := time.Since(start)
	newState := canonicalState(t, done)
	if newState == oldState {
		t.Fatal("the import changed nothing")
	}

	seed := time.Now().UnixNano()
	rng := rand.New(rand.NewPCG(uint64(seed), 0))
	const kills = 20
	var olds, news int
	for i := range kills {
		db := filepath.Join(dir, fmt.Sprintf("killed-%02d.db", i))
		copyFile(t, base, db)
		cmd := oracleProcess("--db", db, "import", newDump)
		cmd.Stdout, cmd.Stderr = io.Discard, io.Discard
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		// One point in each twentieth of the import's time.
		after := time.Duration((float64(i) + rng.Float64()) / kills * float64(took))
		time.Sleep(after)
		cmd.Process.Kill()
		cmd.Wait()
		switch state := canonicalState(t, db); state {
		case oldState:
			olds++
		case newState:
			news++
		default:
			t.Errorf("killed after %v (seed %d): the database holds neither the state before the import nor the one after", after, seed)
		}
		for _, f := range []string{db, db + "-wal", db + "-shm"} {
			os.Remove(f)
		}
	}
	t.Logf("import of %v: %d kills left the state before, %d the state after (seed %d)", took.Round(time.Millisecond), olds, news, seed)
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	b, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(from + "-wal"); err == nil {
		t.Fatalf("%s has a write-ahead log left: the copy would miss it", from)
	}
	if err := os.WriteFile(to, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// canonicalState checks a database's integrity and writes out all it
// holds: its header values, schema, and every row of every table, sorted,
// with the full-text index checked against the cards and queried.
func canonicalState(t *testing.T, path string) string {
	t.Helper()
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	var check string
	if err := db.QueryRow("PRAGMA integrity_check").Scan(&check); err != nil || check != "ok" {
		t.Fatalf("%s: integrity check: %s %v", path, check, err)
	}
	if _, err := db.Exec("INSERT INTO card_search (card_search) VALUES ('integrity-check')"); err != nil {
		t.Fatalf("%s: full-text index: %v", path, err)
	}
	var b strings.Builder
	dump := func(query string) {
		for _, line := range queryLines(t, db, query) {
			b.WriteString(line + "\n")
		}
	}
	dump("SELECT * FROM pragma_application_id, pragma_user_version")
	dump("SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name")
	var tables []string
	rows, err := db.Query(`SELECT name FROM sqlite_master WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL%'
		AND name NOT LIKE 'card_search_%' AND name NOT LIKE 'sqlite_%' ORDER BY name`)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var name string
		rows.Scan(&name)
		tables = append(tables, name)
	}
	rows.Close()
	for _, table := range tables {
		b.WriteString("table " + table + "\n")
		var cols []string
		rows, err := db.Query("SELECT name FROM pragma_table_info(?) ORDER BY cid", table)
		if err != nil {
			t.Fatal(err)
		}
		for rows.Next() {
			var c string
			rows.Scan(&c)
			cols = append(cols, c)
		}
		rows.Close()
		list := strings.Join(cols, ", ")
		dump("SELECT " + list + " FROM " + table + " ORDER BY " + list)
	}
	b.WriteString("search\n")
	dump("SELECT rowid FROM card_search WHERE card_search MATCH 'creature OR draw OR player' ORDER BY rowid")
	return b.String()
}

// TestReadsDuringImport reads the database over and over while an import
// in another process writes it, with SQLite's busy timeout at zero: a read
// that had to wait for the import's lock would fail at once.
func TestReadsDuringImport(t *testing.T) {
	dir := t.TempDir()
	dumpPath, db := filepath.Join(dir, "dump.json"), filepath.Join(dir, "oracle.db")
	writeGeneratedDump(t, dumpPath, 600, 0)
	if out, err := oracleProcess("--db", db, "ingest", dataDir).CombinedOutput(); err != nil {
		t.Fatalf("ingest: %v\n%s", err, out)
	}
	reader, err := sql.Open("sqlite", "file:"+db+"?_pragma=busy_timeout(0)")
	if err != nil {
		t.Fatal(err)
	}
	defer reader.Close()
	cmd := oracleProcess("--db", db, "import", dumpPath)
	var out strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	var reads int
	var longest time.Duration
	for running := true; running; {
		select {
		case err := <-exited:
			if err != nil {
				t.Fatalf("import: %v\n%s", err, out.String())
			}
			running = false
		default:
		}
		start := time.Now()
		var hash, text string
		err := reader.QueryRow("SELECT value FROM meta WHERE key = 'data_hash'").Scan(&hash)
		if err == nil {
			err = reader.QueryRow("SELECT oracle_text FROM cards WHERE name = 'Curfew'").Scan(&text)
		}
		if err != nil {
			t.Fatalf("read %d during the import: %v", reads+1, err)
		}
		longest = max(longest, time.Since(start))
		reads++
	}
	t.Logf("%d reads during the import, the longest %v", reads, longest)
}
