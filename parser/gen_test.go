package parser

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestKeywordTableUpToDate regenerates the keyword table from the newest
// Comprehensive Rules and compares it with the committed one.
func TestKeywordTableUpToDate(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go run")
	}
	dir := filepath.Join("..", "..", "shared", "carddata", "comprules")
	if env := os.Getenv("ORACLE_SHARED"); env != "" {
		dir = filepath.Join(env, "carddata", "comprules")
	}
	if m, _ := filepath.Glob(filepath.Join(dir, "MagicCompRules_effective_*.txt.gz")); len(m) == 0 {
		t.Skipf("Comprehensive Rules not found in %s (set ORACLE_SHARED to the shared directory)", dir)
	}
	out := filepath.Join(t.TempDir(), "keywords_table.go")
	cmd := exec.Command("go", "run", "gen_keywords.go", "-o", out)
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go run gen_keywords.go: %v\n%s", err, msg)
	}
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("keywords_table.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Error("keywords_table.go is stale: run go generate ./parser")
	}
}
