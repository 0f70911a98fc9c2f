package parser

import (
	"compress/gzip"
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"sort"
	"sync"
	"testing"
)

// poolDir is the 2022 MTGJSON set files, relative to this package or
// under $ORACLE_SHARED.
func poolDir() string {
	const rel = "carddata/mtgjson-v5-sets-2022-04-25"
	if env := os.Getenv("ORACLE_SHARED"); env != "" {
		return filepath.Join(env, rel)
	}
	return filepath.Join("..", "..", "shared", rel)
}

type poolCard struct {
	Name     string   `json:"name"`
	FaceName string   `json:"faceName"`
	Text     string   `json:"text"`
	Type     string   `json:"type"`
	Keywords []string `json:"keywords"`
}

var (
	poolOnce  sync.Once
	poolCards []poolCard
	poolErr   error
)

// loadPool reads every set file once and keeps one text per name and face
// name, skipping the test when the data is absent.
func loadPool(tb testing.TB) []poolCard {
	tb.Helper()
	files, _ := filepath.Glob(filepath.Join(poolDir(), "*.json.gz"))
	if len(files) == 0 {
		tb.Skipf("card pool not found at %s (set ORACLE_SHARED to the shared directory)", poolDir())
	}
	poolOnce.Do(func() { poolCards, poolErr = readPool(files) })
	if poolErr != nil {
		tb.Fatal(poolErr)
	}
	return poolCards
}

func readPool(files []string) ([]poolCard, error) {
	sort.Strings(files)
	seen := map[[2]string]bool{}
	var out []poolCard
	for _, f := range files {
		var set struct {
			Data struct {
				Cards []poolCard `json:"cards"`
			} `json:"data"`
		}
		if err := decodeGzipJSON(f, &set); err != nil {
			return nil, err
		}
		for _, c := range set.Data.Cards {
			key := [2]string{c.Name, c.FaceName}
			if seen[key] {
				continue
			}
			seen[key] = true
			out = append(out, c)
		}
	}
	return out, nil
}

func decodeGzipJSON(path string, v any) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		return err
	}
	return json.NewDecoder(gz).Decode(v)
}

func (c poolCard) options() Options {
	name := c.Name
	if c.FaceName != "" {
		name = c.FaceName
	}
	return Options{Name: name, TypeLine: c.Type}
}

// ratchet holds the figures last recorded on the pool; the corpus test
// fails if any falls below it.
type ratchet struct {
	Cards        int     `json:"cards"`
	Precision    float64 `json:"precision"`
	Recall       float64 `json:"recall"`
	KindCoverage float64 `json:"kind_coverage"`
	CostCoverage float64 `json:"cost_coverage"`
}

const ratchetFile = "testdata/ratchet.json"

func TestCorpus(t *testing.T) {
	pool := loadPool(t)
	r := NewReport()
	for _, pc := range pool {
		c, err := Parse(pc.Text, pc.options())
		if err != nil {
			t.Errorf("%v", err)
		}
		if got := c.String(); got != pc.Text {
			t.Errorf("%s: render differs:\n got %q\nwant %q", pc.Name, got, pc.Text)
		}
		r.Add(c, pc.Keywords)
	}
	t.Logf("\n%s", r)
	got := ratchet{Cards: r.Cards, Precision: r.Precision(), Recall: r.Recall(), KindCoverage: r.KindCoverage(), CostCoverage: r.CostCoverage()}
	if *update {
		writeJSON(t, ratchetFile, ratchet{got.Cards, round(got.Precision), round(got.Recall), round(got.KindCoverage), round(got.CostCoverage)})
		return
	}
	var want ratchet
	data, err := os.ReadFile(ratchetFile)
	if err != nil {
		t.Fatalf("%v (run go test -run TestCorpus -update to record the figures)", err)
	}
	if err := json.Unmarshal(data, &want); err != nil {
		t.Fatal(err)
	}
	// Figures are recorded rounded; allow for that and nothing more.
	const eps = 1e-9
	check := func(name string, got, want float64) {
		if got < want-eps {
			t.Errorf("%s fell from %.6f to %.6f", name, want, got)
		} else if got > want+1e-6 {
			t.Logf("%s rose from %.6f to %.6f: run with -update to ratchet it", name, want, got)
		}
	}
	check("precision", got.Precision, want.Precision)
	check("recall", got.Recall, want.Recall)
	check("kind coverage", got.KindCoverage, want.KindCoverage)
	check("cost coverage", got.CostCoverage, want.CostCoverage)
}

func writeJSON(t *testing.T, path string, v any) {
	t.Helper()
	data, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, append(data, '\n'), 0o644); err != nil {
		t.Fatal(err)
	}
}

func BenchmarkParsePool(b *testing.B) {
	pool := loadPool(b)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		for _, pc := range pool {
			if _, err := Parse(pc.Text, pc.options()); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(len(pool)), "cards/op")
}

// round keeps recorded figures stable across platforms.
func round(x float64) float64 { return math.Floor(x*1e6) / 1e6 }
