package comprules

import (
	"bufio"
	"github.com/mtgoracle/oracle/oracle"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/mtgoracle/oracle/oracle/dump"
)

// corpusDir holds the Comprehensive Rules files of ../shared/carddata.
func corpusDir(t testing.TB) []string {
	dir := filepath.Join("..", "..", "..", "shared", "carddata", "comprules")
	if env := os.Getenv("ORACLE_SHARED"); env != "" {
		dir = filepath.Join(env, "carddata", "comprules")
	}
	files, _ := filepath.Glob(filepath.Join(dir, "MagicCompRules_effective_*.txt*"))
	if len(files) == 0 {
		t.Skipf("no Comprehensive Rules files in %s (set ORACLE_SHARED to the shared directory)", dir)
	}
	return files
}

var ruleLine = regexp.MustCompile(`^\s*([1-9]\d\d)\.\d+[a-z]*\.?\s`)

// sectionCounts counts the lines of the file that start with a rule
// number, by section, without the reader.
func sectionCounts(t *testing.T, path string) map[int]int {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	content, err := dump.Decompress(f)
	if err != nil {
		t.Fatal(err)
	}
	counts := map[int]int{}
	sc := bufio.NewScanner(content)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		if m := ruleLine.FindStringSubmatch(sc.Text()); m != nil {
			n, _ := strconv.Atoi(m[1])
			counts[n]++
		}
	}
	return counts
}

// TestCorpus reads every version of the rules: each has its date, the
// sections of its table of contents in its body with the titles given
// there, as many rules in each section as the file has lines numbered in
// it, and every rule's text as the file gives it.
func TestCorpus(t *testing.T) {
	files := corpusDir(t)
	dated := regexp.MustCompile(`effective_(\d{4})(\d\d)(\d\d)`)
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			r, err := ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if m := dated.FindStringSubmatch(path); m == nil || r.Effective.String() != m[1]+"-"+m[2]+"-"+m[3] {
				t.Errorf("effective %s, named %v", r.Effective, m)
			}
			if len(r.Contents) == 0 {
				t.Fatal("no table of contents")
			}
			if len(r.Contents) != len(r.Sections) {
				t.Errorf("%d sections in the contents, %d in the body", len(r.Contents), len(r.Sections))
			}
			for i := range min(len(r.Contents), len(r.Sections)) {
				if r.Contents[i] != r.Sections[i] {
					t.Errorf("contents %+v, body %+v", r.Contents[i], r.Sections[i])
				}
			}
			counts := map[int]int{}
			for _, rule := range r.Rules {
				counts[rule.Section()]++
			}
			want := sectionCounts(t, path)
			for _, s := range r.Contents {
				if counts[s.Number] != want[s.Number] {
					t.Errorf("section %d %s: %d rules read, %d lines numbered in it", s.Number, s.Title, counts[s.Number], want[s.Number])
				}
				delete(want, s.Number)
			}
			for s, n := range want {
				t.Errorf("section %d, not in the contents, has %d numbered lines", s, n)
			}
			if len(r.Glossary) < 500 {
				t.Errorf("%d glossary entries", len(r.Glossary))
			}
		})
	}
}

// TestCorpusRules checks a few rules against the files: trample's
// 702.19b learned about planeswalkers (2017) and then battles (2026).
func TestCorpusRules(t *testing.T) {
	files := corpusDir(t)
	want := map[string]map[string]string{
		"20170825": {"702.19": "Trample", "202.3": "The converted mana cost of an object is a number equal to the total amount of mana in its mana cost, regardless of color."},
		"20260417": {"702.19": "Trample", "202.3": "The mana value of an object is a number equal to the total amount of mana in its mana cost, regardless of color."},
	}
	for _, path := range files {
		for date, rules := range want {
			if !strings.Contains(path, date) {
				continue
			}
			r, err := ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			for _, rule := range r.Rules {
				if text, ok := rules[rule.Number]; ok {
					if rule.Text != text {
						t.Errorf("%s %s: %q, want %q", date, rule.Number, rule.Text, text)
					}
					delete(rules, rule.Number)
				}
				if rule.Number == "702.19b" {
					hasBattle := strings.Contains(rule.Text, "battle")
					if hasBattle != (date == "20260417") || !strings.Contains(rule.Text, "planeswalker") {
						t.Errorf("%s 702.19b: %q", date, rule.Text)
					}
				}
			}
			for n := range rules {
				t.Errorf("%s: no rule %s", date, n)
			}
		}
	}
}

// readCorpus reads every version, oldest first.
func readCorpus(t *testing.T) []*oracle.CompRules {
	var versions []*oracle.CompRules
	for _, path := range corpusDir(t) {
		r, err := ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		versions = append(versions, r)
	}
	slices.SortFunc(versions, func(a, b *oracle.CompRules) int { return strings.Compare(a.Effective.String(), b.Effective.String()) })
	return versions
}

// TestCorpusChain stores the versions as changes and reads each back:
// every rule as of each effective date is the file's, number, text and
// examples.
func TestCorpusChain(t *testing.T) {
	versions := readCorpus(t)
	start := time.Now()
	changes := oracle.ChainRules(versions)
	t.Logf("%d versions chained in %v: %d changes", len(versions), time.Since(start), len(changes))
	texts, similar := 0, 0
	for _, c := range changes {
		if c.HasText {
			texts++
		}
		if c.How == oracle.MatchSimilar {
			similar++
		}
	}
	t.Logf("%d texts stored, %d rules matched by similarity", texts, similar)
	for v, want := range versions {
		got := oracle.ReplayRules(changes, v)
		if len(got) != len(want.Rules) {
			t.Errorf("%s: %d rules replayed, %d in the file", want.Effective, len(got), len(want.Rules))
			continue
		}
		for i, r := range want.Rules {
			g := got[i]
			if g.Number != r.Number || g.Text != r.Text || strings.Join(g.Examples, "\x00") != strings.Join(r.Examples, "\x00") {
				t.Errorf("%s: rule %s replayed as %s %q %q, the file has %q %q", want.Effective, r.Number, g.Number, g.Text, g.Examples, r.Text, r.Examples)
				break
			}
		}
	}
}
