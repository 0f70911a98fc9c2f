package main

import (
	"bufio"
	"encoding/json"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestServe runs oracle serve as a process of its own: it answers, sees a
// snapshot that another process imports while it runs, and stops cleanly
// on SIGTERM.
func TestServe(t *testing.T) {
	db := filepath.Join(t.TempDir(), "oracle.db")
	if r := runOracle(t, db, "ingest", dataDir); r.code != 0 {
		t.Fatal(r.stderr)
	}
	cmd := exec.Command(os.Args[0], "serve", "--addr", "127.0.0.1:0", "--db", db)
	cmd.Env = append(os.Environ(), runMainEnv+"=1")
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	lines := bufio.NewScanner(stdout)
	if !lines.Scan() {
		t.Fatalf("no output: %s", stderr.String())
	}
	_, base, ok := strings.Cut(lines.Text(), " on ")
	if !ok || !strings.HasPrefix(base, "http://127.0.0.1:") {
		t.Fatalf("first line %q", lines.Text())
	}
	base = strings.TrimSuffix(base, "/")
	named := func(name string) int {
		t.Helper()
		resp, err := http.Get(base + "/cards/named?exact=" + url.QueryEscape(name))
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var card struct{ Name string }
		json.NewDecoder(resp.Body).Decode(&card)
		if resp.StatusCode == 200 && card.Name != name {
			t.Errorf("%s: got %q", name, card.Name)
		}
		return resp.StatusCode
	}
	if code := named("Curfew"); code != 200 {
		t.Fatalf("Curfew: %d", code)
	}
	if code := named("Kor Outfitter"); code != 404 {
		t.Fatalf("Kor Outfitter before the import: %d, want 404", code)
	}
	if r := runOracle(t, db, "import", fixtures+"scryfall-cards.json", "--date", "2025-09-25"); r.code != 0 {
		t.Fatalf("import while serving: %s", r.stderr)
	}
	if code := named("Kor Outfitter"); code != 200 {
		t.Errorf("Kor Outfitter after the import: %d, want 200", code)
	}
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() {
		for lines.Scan() {
			if lines.Text() == "stopped" {
				done <- cmd.Wait()
				return
			}
		}
		done <- cmd.Wait()
	}()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("after SIGTERM: %v\n%s", err, stderr.String())
		}
	case <-time.After(20 * time.Second):
		t.Fatal("the server did not stop on SIGTERM")
	}
	// One JSON line per request, none failed.
	for _, line := range strings.Split(strings.TrimSpace(stderr.String()), "\n") {
		var entry struct {
			Msg    string
			Status int
		}
		if err := json.Unmarshal([]byte(line), &entry); err != nil {
			t.Errorf("log line not JSON: %q", line)
		} else if entry.Msg == "request" && entry.Status >= 500 {
			t.Errorf("logged a server error: %s", line)
		}
	}
}
