package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestVersion(t *testing.T) {
	db := filepath.Join(t.TempDir(), "unused.db")
	flag := runOracle(t, db, "--version")
	cmd := runOracle(t, db, "version")
	if flag.code != 0 || cmd.code != 0 || !strings.HasPrefix(flag.stdout, "oracle ") {
		t.Fatalf("--version: %q (exit %d); version: %q (exit %d)", flag.stdout, flag.code, cmd.stdout, cmd.code)
	}
	want := readBuildVersion()
	if !strings.HasPrefix(cmd.stdout, strings.TrimSuffix(flag.stdout, "\n")+" (") || !strings.Contains(cmd.stdout, want.Go) {
		t.Errorf("version %q does not begin as --version %q and name %s", cmd.stdout, flag.stdout, want.Go)
	}
	var got buildVersion
	res := runOracle(t, db, "version", "--json")
	if err := json.Unmarshal([]byte(res.stdout), &got); err != nil || got != want {
		t.Errorf("version --json %q: %+v (%v), want %+v", res.stdout, got, err, want)
	}
	if _, err := os.Stat(db); err == nil {
		t.Errorf("version opened the database")
	}
}

// TestMan writes a page per command into a directory that already holds a
// file of the user's, which stays.
func TestMan(t *testing.T) {
	dir := t.TempDir()
	mine := filepath.Join(dir, "notes.txt")
	if err := os.WriteFile(mine, []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	res := runOracle(t, filepath.Join(t.TempDir(), "unused.db"), "man", dir)
	if res.code != 0 {
		t.Fatalf("man: exit %d: %s", res.code, res.stderr)
	}
	for _, name := range []string{"oracle.1", "oracle-card.1", "oracle-history.1", "oracle-export.1"} {
		page, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil || !strings.Contains(string(page), ".TH \"ORACLE\"") {
			t.Errorf("%s: %v, %.80q", name, err, page)
		}
	}
	if b, err := os.ReadFile(mine); err != nil || string(b) != "mine" {
		t.Errorf("the user's file: %q, %v", b, err)
	}
	entries, _ := os.ReadDir(filepath.Dir(dir))
	for _, e := range entries {
		if strings.Contains(e.Name(), ".tmp") || strings.HasPrefix(e.Name(), ".") {
			t.Errorf("left behind: %s", e.Name())
		}
	}
}
