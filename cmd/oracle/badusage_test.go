package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestBadUsage runs command lines that are wrong in every way a user can
// get them wrong: each must fail with its exit code and a message naming
// the offending flag, token or place, without a panic, leaving the
// database and any file it was told to write byte for byte as they were.
func TestBadUsage(t *testing.T) {
	db := filepath.Join(t.TempDir(), "oracle.db")
	if r := runOracle(t, db, "ingest", dataDir); r.code != 0 {
		t.Fatal(r.stderr)
	}
	dir := t.TempDir()
	existing := filepath.Join(dir, "cards.json")
	forgeDir := filepath.Join(dir, "forge")
	words := func(n int) string { return strings.TrimSuffix(strings.Repeat("a ", n), " ") }
	huge := strings.Repeat("x", 105_000)
	tests := []struct {
		name   string
		args   []string
		code   int
		stderr []string // what the message must say
	}{
		// queries and names too big
		{"1200 terms", []string{"search", words(1200)}, exitUsage, []string{"search: 1:401: more than 200 terms"}},
		{"201 terms", []string{"search", words(201)}, exitUsage, []string{"search: 1:401: more than 200 terms"}},
		{"query too long", []string{"search", "o:" + strings.Repeat("x", 5000)}, exitUsage, []string{"search: 1:4097: the query is 5002 bytes long: at most 4096"}},
		{"query too deep", []string{"search", "--", strings.Repeat("-(", 40) + "a" + strings.Repeat(")", 40)}, exitUsage, []string{"search: 1:33: more than 32 parentheses and negations"}},
		{"export query too long", []string{"export", "--format", "json", "--query", strings.Repeat("x", 5000)}, exitUsage, []string{"the query is 5000 bytes long"}},
		{"search name term too long", []string{"search", "t:elf " + strings.Repeat("x", 300)}, exitUsage, []string{"search: 1:7: a name term of 300 bytes"}},
		{"huge card name", []string{"card", huge}, exitUsage, []string{`NAME: name "xxxxxxxx`, "is 105000 bytes long: card names are at most 256"}},
		{"huge history name", []string{"history", huge}, exitUsage, []string{"is 105000 bytes long"}},
		{"huge diff name", []string{"diff", huge}, exitUsage, []string{"is 105000 bytes long"}},
		{"huge diff selector", []string{"diff", "Curfew", "--to", huge}, exitUsage, []string{"--to: a selector of 105000 bytes"}},
		{"huge source id", []string{"errata", "--source", huge}, exitUsage, []string{`no source "xxxxxxxx`, `..." (oracle sources`}},
		{"huge rulings name", []string{"rulings", huge}, exitUsage, []string{"is 105000 bytes long"}},
		{"huge parse name", []string{"parse", huge}, exitUsage, []string{"is 105000 bytes long"}},
		{"huge export name", []string{"export", "--format", "json", "--name", huge}, exitUsage, []string{"--name: name", "is 105000 bytes long"}},
		{"huge errata card", []string{"errata", "--card", huge}, exitUsage, []string{"--card: name", "is 105000 bytes long"}},
		// bad dates
		{"as-of 0000", []string{"card", "Curfew", "--as-of", "0000"}, exitUsage, []string{`--as-of: bad date "0000": year 0000 out of range`}},
		{"month 00", []string{"errata", "--since", "1998-00"}, exitUsage, []string{`--since: bad date "1998-00": month 00 out of range`}},
		{"no such day", []string{"audit", "--until", "2001-02-29"}, exitUsage, []string{`--until: bad date "2001-02-29": no day 29 in 2001-02`}},
		{"export as-of", []string{"export", "--format", "json", "--as-of", "0000-01"}, exitUsage, []string{`--as-of: bad date "0000-01": year 0000 out of range`}},
		{"search date", []string{"search", "errata>=0000"}, exitUsage, []string{`search: 1:9: bad date "0000": year 0000 out of range`, "\n  errata>=0000\n          ^"}},
		{"long date", []string{"card", "Curfew", "--as-of", strings.Repeat("9", 1000)}, exitUsage, []string{`--as-of: bad date "9999999999`, `...": want YYYY`}},
		// windows that end before they start
		{"errata since > until", []string{"errata", "--since", "2001", "--until", "1998"}, exitUsage, []string{"--since 2001 is after --until 1998"}},
		{"audit since > until", []string{"audit", "--since", "1998-10-19", "--until", "1998-10-18"}, exitUsage, []string{"--since 1998-10-19 is after --until 1998-10-18"}},
		// unknown source ids
		{"audit source", []string{"audit", "--source", "nope"}, exitUsage, []string{`no source "nope"`}},
		{"errata source", []string{"errata", "--source", "urza-rulings-1998"}, exitUsage, []string{`no source "urza-rulings-1998"`, `did you mean "urza-rulings-1998-10-18"`}},
		{"search source", []string{"search", "t:elf source:nope"}, exitUsage, []string{`search: 1:14: no source "nope"`, "\n  t:elf source:nope\n               ^"}},
		{"export source", []string{"export", "--format", "json", "--source", "usg"}, exitUsage, []string{`no source "usg"`, `did you mean "set-usg"`}},
		{"export query source", []string{"export", "--format", "json", "--query", "source:nope"}, exitUsage, []string{`search: 1:8: no source "nope"`}},
		// completion
		{"completion tcsh", []string{"completion", "tcsh"}, exitUsage, []string{`unknown shell "tcsh"`, "bash, zsh, fish, powershell"}},
		{"completion of nothing", []string{"completion"}, exitUsage, []string{"name a shell: bash, zsh, fish, powershell"}},
		// outputs that must stay as they were
		{"export to a directory", []string{"export", "--format", "json", "--out", dir}, exitUsage, []string{"--out: " + dir + " is a directory"}},
		{"export over a file, failing", []string{"export", "--format", "json", "--name", "Zzyzx Qwerty", "--out", existing}, exitNotFound, []string{`no card named "Zzyzx Qwerty"`}},
		{"export over a file, bad query", []string{"export", "--format", "json", "--query", "pwr>1", "--out", existing}, exitUsage, []string{`unknown key "pwr"`}},
		{"forge into a directory, failing", []string{"export", "--format", "forge", "--name", "Curfew", "--name", "Zzyzx Qwerty", "--out", forgeDir}, exitNotFound, []string{`no card named "Zzyzx Qwerty"`}},
		{"forge over a file", []string{"export", "--format", "forge", "--out", existing}, exitUsage, []string{"--out: " + existing + " is not a directory"}},
	}
	if device, ok := failingDevice(t, dir); ok {
		tests = append(tests, struct {
			name   string
			args   []string
			code   int
			stderr []string
		}{"export to a full device", []string{"export", "--format", "json", "--out", device}, exitError, []string{"write " + device + ": no space left on device"}})
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := os.WriteFile(existing, []byte("cards a user keeps\n"), 0o600); err != nil {
				t.Fatal(err)
			}
			if err := os.MkdirAll(filepath.Join(forgeDir, "c"), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(forgeDir, "c", "curfew.txt"), []byte("a script a user keeps\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			before := snapshot(t, db, dir)
			r := runOracle(t, db, tt.args...)
			if r.code != tt.code {
				t.Errorf("exit %d, want %d; stderr %q", r.code, tt.code, r.stderr)
			}
			for _, want := range tt.stderr {
				if !strings.Contains(r.stderr, want) {
					t.Errorf("stderr %q lacks %q", r.stderr, want)
				}
			}
			if strings.Contains(r.stderr, "panic") || r.stdout != "" {
				t.Errorf("stdout %q, stderr %q", r.stdout, r.stderr)
			}
			if after := snapshot(t, db, dir); !maps.Equal(before, after) {
				t.Errorf("the command changed files: before %v, after %v", keys(before), keys(after))
			}
		})
	}
}

// snapshot is the content of the database and of every file under dir,
// by path; a device is recorded by its mode.
func snapshot(t *testing.T, db, dir string) map[string]string {
	t.Helper()
	files := map[string]string{}
	data, err := os.ReadFile(db)
	if err != nil {
		t.Fatal(err)
	}
	files[db] = string(data)
	err = filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		if !info.Mode().IsRegular() {
			files[path] = info.Mode().String()
			return nil
		}
		data, err := os.ReadFile(path)
		files[path] = string(data)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

func keys(m map[string]string) []string {
	return slices.Sorted(maps.Keys(m))
}

// TestClosedPipe writes to a pipe whose reader has gone: the command ends
// quietly, with exit 0.
func TestClosedPipe(t *testing.T) {
	db := newDB(t)
	for _, args := range [][]string{
		{"export", "--format", "json"},
		{"search", "t:creature", "--json"},
		{"audit"},
		{"history", "Curfew"},
	} {
		r, w, err := os.Pipe()
		if err != nil {
			t.Fatal(err)
		}
		r.Close()
		t.Setenv("ORACLE_DB", db)
		var stderr bytes.Buffer
		code := run(context.Background(), args, w, &stderr)
		w.Close()
		if code != exitOK || stderr.Len() != 0 {
			t.Errorf("%v into a closed pipe: exit %d, stderr %q", args, code, stderr.String())
		}
	}
}

// TestClosedPipeProcess runs the program as a process whose standard
// output is a pipe the reader closes early, as in oracle export | head:
// SIGPIPE must not kill it, and nothing must hang.
func TestClosedPipeProcess(t *testing.T) {
	db := newDB(t)
	for _, args := range [][]string{
		{"export", "--format", "json"},
		{"export", "--format", "json", "--out", "/dev/stdout"},
	} {
		if _, err := os.Stat("/dev/stdout"); err != nil && slices.Contains(args, "/dev/stdout") {
			continue
		}
		cmd := exec.Command(os.Args[0], args...)
		cmd.Env = append(os.Environ(), runMainEnv+"=1", "ORACLE_DB="+db)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		// More than a pipe holds is yet to come when the reader goes.
		if _, err := io.ReadFull(out, make([]byte, 10)); err != nil {
			t.Fatal(err)
		}
		out.Close()
		if err := cmd.Wait(); err != nil || stderr.Len() != 0 {
			t.Errorf("%v | head: %v, stderr %q", args, err, stderr.String())
		}
	}
}

// TestJSONErrors checks the JSON object an error is with --json: one
// object on stdout, the message on stderr too.
func TestJSONErrors(t *testing.T) {
	db := newDB(t)
	type problem struct {
		File    string `json:"file"`
		Line    int    `json:"line"`
		Column  int    `json:"column"`
		Message string `json:"message"`
	}
	tests := []struct {
		args       []string
		exit       int
		code       string
		candidates []string
		problems   []problem
	}{
		{[]string{"card", "Zzyzx Qwerty", "--json"}, exitNotFound, "not_found", []string{}, []problem{}},
		{[]string{"card", "keeper of the", "--json"}, exitNotFound, "ambiguous", []string{"Keeper of the Dead", "Keeper of the Flame"}, []problem{}},
		{[]string{"history", "keeper of the", "--json"}, exitNotFound, "ambiguous", []string{"Keeper of the Dead", "Keeper of the Flame"}, []problem{}},
		{[]string{"search", "pwr>3", "--json"}, exitUsage, "usage", []string{"pow"}, []problem{}},
		{[]string{"export", "--format", "json", "--query", "is:splt", "--json"}, exitUsage, "usage", []string{"split"}, []problem{}},
		{[]string{"search", "t:elf (", "--json"}, exitUsage, "usage", []string{}, []problem{}},
		{[]string{"card", "Curfew", "--bogus", "--json"}, exitUsage, "usage", []string{}, []problem{}},
		{[]string{"errata", "--since", "2001", "--until", "1998", "--json"}, exitUsage, "usage", []string{}, []problem{}},
		{[]string{"audit", "--source", "usg", "--format", "json"}, exitUsage, "unknown_source", []string{"set-usg"}, []problem{}},
		{[]string{"search", "source:urza-rulings", "--json"}, exitUsage, "unknown_source", []string{"urza-rulings-1998-10-18"}, []problem{}},
		{[]string{"export", "--format", "csv", "--out", t.TempDir(), "--json"}, exitUsage, "usage", []string{}, []problem{}},
		{[]string{"validate", "testdata/bad", "--json"}, exitError, "invalid_data", []string{}, []problem{
			{"testdata/bad/errata/doc.yaml", 6, 9, `bad date "1998-10-32": no day 32 in 1998-10`},
			{"testdata/bad/errata/doc.yaml", 7, 3, `unknown field "colour"`},
			{"testdata/bad/errata/doc.yaml", 9, 5, `unknown card "Curfw": not in cards.yaml (did you mean "Curfew"?)`},
		}},
		{[]string{"--db", "testdata/bad/errata/doc.yaml", "sources", "--json"}, exitError, "database", []string{}, []problem{}},
	}
	for _, tt := range tests {
		r := runOracle(t, db, tt.args...)
		var got struct {
			Error struct {
				Code       string    `json:"code"`
				Message    string    `json:"message"`
				Candidates []string  `json:"candidates"`
				Problems   []problem `json:"problems"`
			} `json:"error"`
		}
		dec := json.NewDecoder(strings.NewReader(r.stdout))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&got); err != nil || dec.More() {
			t.Errorf("%v: stdout is not one JSON error (%v): %s", tt.args, err, r.stdout)
			continue
		}
		e := got.Error
		if r.code != tt.exit || e.Code != tt.code || !slices.Equal(e.Candidates, tt.candidates) || !slices.Equal(e.Problems, tt.problems) {
			t.Errorf("%v: exit %d, %+v; want exit %d, code %s, candidates %q, problems %+v", tt.args, r.code, e, tt.exit, tt.code, tt.candidates, tt.problems)
		}
		if e.Message == "" || r.stderr != "oracle: "+e.Message+"\n" {
			t.Errorf("%v: the message %q is not what stderr says: %q", tt.args, e.Message, r.stderr)
		}
	}
	// Without --json, an error writes nothing to stdout.
	if r := runOracle(t, db, "card", "Zzyzx Qwerty"); r.stdout != "" {
		t.Errorf("an error without --json wrote %q", r.stdout)
	}
}
