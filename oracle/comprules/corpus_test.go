package comprules

import (
	"bufio"
	"context"
	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/sqlite"
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

// corpusHistory is every version as the store keeps them.
func corpusHistory(t *testing.T) *oracle.RulesHistory {
	versions := readCorpus(t)
	h := &oracle.RulesHistory{Changes: oracle.ChainRules(versions), Glossary: oracle.ChainGlossary(versions)}
	for i, v := range versions {
		h.Versions = append(h.Versions, oracle.CompRulesVersion{ID: oracle.CompRulesID(v.Effective), Effective: v.Effective, Seq: i,
			Rules: len(v.Rules), Glossary: len(v.Glossary)})
		h.Sections = append(h.Sections, v.Sections)
	}
	return h
}

// TestCorpusDiffAccounts: between consecutive versions, the unchanged,
// changed, moved, added and removed rules account for every rule of both.
func TestCorpusDiffAccounts(t *testing.T) {
	h := corpusHistory(t)
	for i := 1; i < len(h.Versions); i++ {
		a, b := h.Versions[i-1], h.Versions[i]
		d := h.Diff(a, b)
		kept := d.Unchanged + len(d.Changed) + len(d.Moved)
		if kept+len(d.Removed) != a.Rules || kept+len(d.Added) != b.Rules {
			t.Errorf("%s to %s: %d unchanged, %d changed, %d moved, %d added, %d removed for %d and %d rules",
				a.Effective, b.Effective, d.Unchanged, len(d.Changed), len(d.Moved), len(d.Added), len(d.Removed), a.Rules, b.Rules)
		}
		if d.Unchanged == 0 {
			t.Errorf("%s to %s: no rule unchanged", a.Effective, b.Effective)
		}
	}
}

// events is a rule's history as "date kind number[<before]" lines.
func events(t *testing.T, h *oracle.RulesHistory, ref string) map[string]string {
	hs, err := h.History(ref)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, rh := range hs {
		var lines []string
		for _, e := range rh.Events {
			l := e.Version.Effective.String() + " " + e.Kind + " " + e.Number
			if e.Before != "" && e.Kind != oracle.RuleRemoved {
				l += "<" + e.Before
			}
			lines = append(lines, l)
		}
		out[rh.Number] = strings.Join(lines, ", ")
	}
	return out
}

// TestCorpusHistories checks histories read from the files by hand.
func TestCorpusHistories(t *testing.T) {
	h := corpusHistory(t)
	tests := []struct{ ref, number, want string }{
		// "he or she" became "they" (2018-07-13), "remaining" damage
		// "excess" (2020-04-17), and battles came in with 2026.
		{"702.19b", "702.19b", "2017-08-25 added 702.19b, 2018-07-13 changed 702.19b, 2020-04-17 changed 702.19b, 2026-02-27 changed 702.19b"},
		// converted mana cost became mana value on 2021-04-22
		{"202.3", "202.3", "2017-08-25 added 202.3, 2021-04-22 changed 202.3"},
		// companion came with Ikoria as 702.138, changed on 2020-06-01,
		// renumbered when 702.138 escape's neighbour came in
		{"companion", "702.139a", "2020-04-17 added 702.138a, 2020-06-01 changed 702.138a, 2020-07-03 changed 702.138a, 2021-04-22 moved 702.139a<702.138a, 2026-02-27 changed 702.139a"},
		// 2026 put a rule (additional steps) at 103.2: the starting life total,
		// 103.3 before, is 103.4 with the same text
		{"103.4", "103.4", "2017-08-25 added 103.3, 2026-02-27 moved 103.4<103.3"},
	}
	for _, tt := range tests {
		got := events(t, h, tt.ref)
		if got[tt.number] != tt.want {
			t.Errorf("history of %s, rule %s:\n%s\nwant\n%s", tt.ref, tt.number, got[tt.number], tt.want)
		}
	}
	mv := func(date, number string) string {
		v, err := h.VersionOn(oracle.MustDate(date))
		if err != nil {
			t.Fatal(err)
		}
		l, err := h.Lookup(number, v)
		if err != nil {
			t.Fatal(err)
		}
		return l.Rules[0].Text
	}
	if got := mv("2021-04-21", "202.3"); !strings.HasPrefix(got, "The converted mana cost") {
		t.Errorf("202.3 on 2021-04-21: %q", got)
	}
	if got := mv("2021-04-22", "202.3"); !strings.HasPrefix(got, "The mana value") {
		t.Errorf("202.3 on 2021-04-22: %q", got)
	}
}

func BenchmarkCorpusDiff(b *testing.B) {
	h := corpusHistory(&testing.T{})
	a, z := h.Versions[len(h.Versions)-3], h.Versions[len(h.Versions)-2]
	for b.Loop() {
		h.Diff(a, z)
	}
}

// TestCorpusStore imports every version into a database and reads each
// back as of its effective date: every rule and glossary entry is the
// file's.
func TestCorpusStore(t *testing.T) {
	files := corpusDir(t)
	ctx := context.Background()
	s, err := sqlite.Open(ctx, filepath.Join(t.TempDir(), "oracle.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var in []sqlite.CompRulesFile
	for _, f := range files {
		r, err := ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		in = append(in, sqlite.CompRulesFile{Rules: r, Origin: filepath.Base(f)})
	}
	if _, err := s.ImportCompRules(ctx, in); err != nil {
		t.Fatal(err)
	}
	h, err := s.RulesHistory(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(h.Versions) != len(files) {
		t.Fatalf("%d versions, %d files", len(h.Versions), len(files))
	}
	for _, f := range in {
		v, err := h.VersionOn(f.Rules.Effective)
		if err != nil || v.Effective != f.Rules.Effective {
			t.Fatalf("%s: version %+v %v", f.Origin, v, err)
		}
		rules := h.Rules(v.Seq)
		if len(rules) != len(f.Rules.Rules) {
			t.Errorf("%s: %d rules, the file has %d", f.Origin, len(rules), len(f.Rules.Rules))
			continue
		}
		for i, r := range f.Rules.Rules {
			if rules[i].Number != r.Number || rules[i].Body() != r.Body() {
				t.Errorf("%s: %s read back as %s %q", f.Origin, r.Number, rules[i].Number, rules[i].Body())
				break
			}
		}
		glossary := h.GlossaryAt(v.Seq)
		want := slices.Clone(f.Rules.Glossary)
		slices.SortFunc(want, func(a, b oracle.GlossaryTerm) int { return strings.Compare(a.Term, b.Term) })
		if len(glossary) != len(want) {
			t.Errorf("%s: %d glossary entries, the file has %d", f.Origin, len(glossary), len(want))
			continue
		}
		for i := range want {
			if glossary[i].Term != want[i].Term || glossary[i].Text != want[i].Text {
				t.Errorf("%s: glossary %q read back as %q", f.Origin, want[i].Term, glossary[i].Term)
				break
			}
		}
		if !slices.Equal(h.Sections[v.Seq], f.Rules.Sections) {
			t.Errorf("%s: sections differ", f.Origin)
		}
	}
}
