package sqlite

import (
	"bytes"
	"context"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/mtgoracle/oracle/oracle"
)

func compRules(date string, pairs ...string) *oracle.CompRules {
	r := &oracle.CompRules{Effective: oracle.MustDate(date),
		Sections: []oracle.CompSection{{Number: 100, Title: "General", Part: 1, PartTitle: "Game Concepts"}},
		Glossary: []oracle.GlossaryTerm{{Term: "Trample", Text: "A keyword ability of " + date + "."}}}
	for i := 0; i+1 < len(pairs); i += 2 {
		text, examples := oracle.SplitBody(pairs[i+1])
		r.Rules = append(r.Rules, oracle.CompRule{Number: pairs[i], Text: text, Examples: examples})
	}
	return r
}

func TestImportCompRules(t *testing.T) {
	ctx := context.Background()
	s, err := Open(ctx, filepath.Join(t.TempDir(), "oracle.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	v1 := compRules("2020-01-24", "100.1", "A rule.", "100.2", "Another rule.\nExample: one.")
	v2 := compRules("2020-04-17", "100.1", "A new rule.", "100.2", "A rule.", "100.3", "Another rule.\nExample: one.")
	v3 := compRules("2021-02-05", "100.2", "A rule, reworded a little.")
	// the newest first, then the two older: the chain is made again
	if _, err := s.ImportCompRules(ctx, []CompRulesFile{{Rules: v3, Origin: "c.txt"}}); err != nil {
		t.Fatal(err)
	}
	got, err := s.ImportCompRules(ctx, []CompRulesFile{{Rules: v2, Origin: "b.txt"}, {Rules: v1, Origin: "a.txt"}})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].ID != "cr-2020-01-24" || got[0].Before != "" || got[1].Before != "cr-2020-01-24" || got[1].Added != 1 || got[1].Moved != 2 || got[1].Changed != 0 {
		t.Errorf("imported %+v", got)
	}
	h, err := s.RulesHistory(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(h.Versions) != 3 || h.Versions[2].Origin != "c.txt" || h.Versions[0].Rules != 2 {
		t.Fatalf("versions %+v", h.Versions)
	}
	for seq, want := range []*oracle.CompRules{v1, v2, v3} {
		rules := h.Rules(seq)
		if len(rules) != len(want.Rules) {
			t.Fatalf("version %d: %d rules", seq, len(rules))
		}
		for i, r := range want.Rules {
			if rules[i].Number != r.Number || rules[i].Body() != r.Body() {
				t.Errorf("version %d: %+v, want %+v", seq, rules[i].CompRule, r)
			}
		}
		if g := h.GlossaryAt(seq); len(g) != 1 || g[0].Text != want.Glossary[0].Text {
			t.Errorf("version %d glossary %+v", seq, g)
		}
		if len(h.Sections[seq]) != 1 {
			t.Errorf("version %d sections %+v", seq, h.Sections[seq])
		}
	}
	// "A rule." is one rule from 100.1 to 100.2, reworded in 2021
	var idents = map[int]bool{}
	for _, c := range h.Changes {
		if c.Number == "100.2" && c.Version > 0 || c.Number == "100.1" && c.Version == 0 {
			idents[c.Rule] = true
		}
	}
	if len(idents) != 1 {
		t.Errorf("A rule has %d identities: %+v", len(idents), h.Changes)
	}
	// the same date again replaces; two files of one date are refused
	again, err := s.ImportCompRules(ctx, []CompRulesFile{{Rules: v1, Origin: "a2.txt"}})
	if err != nil || len(again) != 1 || !again[0].Replaced {
		t.Errorf("again: %+v, %v", again, err)
	}
	if _, err := s.ImportCompRules(ctx, []CompRulesFile{{Rules: v1, Origin: "x"}, {Rules: v1, Origin: "y"}}); err == nil {
		t.Error("two files of one date imported")
	}
	h2, err := s.RulesHistory(ctx)
	if err != nil || len(h2.Versions) != 3 || h2.Versions[0].Origin != "a2.txt" {
		t.Errorf("after the refused import: %+v, %v", h2.Versions, err)
	}
}

// TestPackCarriesCompRules: a pack carries the versions of the rules, and
// a new pack keeps the versions the user imported that it lacks.
func TestPackCarriesCompRules(t *testing.T) {
	ctx := context.Background()
	open := func() *Store {
		s, err := Open(ctx, filepath.Join(t.TempDir(), "oracle.db"))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		return s
	}
	v1 := compRules("2020-01-24", "100.1", "A rule.", "100.2", "Another rule.")
	v2 := compRules("2020-04-17", "100.1", "A new rule.", "100.2", "A rule.", "100.3", "Another rule.")
	v3 := compRules("2021-02-05", "100.2", "A rule, reworded a little.")
	src := open()
	if _, err := src.ImportCompRules(ctx, []CompRulesFile{{Rules: v1, Origin: "a"}, {Rules: v2, Origin: "b"}}); err != nil {
		t.Fatal(err)
	}
	var packed bytes.Buffer
	if err := src.WritePack(ctx, &packed); err != nil {
		t.Fatal(err)
	}
	for _, table := range []string{"comp_rule_versions", "comp_rule_sections", "comp_rules", "comp_glossary"} {
		if !strings.Contains(packed.String(), `{"table":"`+table+`"`) {
			t.Errorf("the pack has no table %s", table)
		}
	}
	got := open()
	if _, err := got.ImportCompRules(ctx, []CompRulesFile{{Rules: v3, Origin: "c"}}); err != nil {
		t.Fatal(err)
	}
	if _, err := got.LoadPack(ctx, bytes.NewReader(packOf(t, src)), "new"); err != nil {
		t.Fatal(err)
	}
	want := open()
	if _, err := want.ImportCompRules(ctx, []CompRulesFile{{Rules: v1, Origin: "a"}, {Rules: v2, Origin: "b"}, {Rules: v3, Origin: "c"}}); err != nil {
		t.Fatal(err)
	}
	hg, err := got.RulesHistory(ctx)
	if err != nil {
		t.Fatal(err)
	}
	hw, err := want.RulesHistory(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(hg.Versions) != 3 || !reflect.DeepEqual(hg, hw) {
		t.Errorf("after the pack:\n%+v\nwant\n%+v", hg, hw)
	}
}

// TestRulesHistoryFor: what a reference finds in the history read for it
// is what it finds in the whole history.
func TestRulesHistoryFor(t *testing.T) {
	ctx := context.Background()
	s, err := Open(ctx, filepath.Join(t.TempDir(), "oracle.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	v1 := compRules("2020-01-24", "100.1", "A rule.", "100.2", "Another rule.", "702.18", "Shroud", "702.19", "Trample", "702.19a", "Trample is static.")
	v2 := compRules("2021-02-05", "100.1", "A new rule.", "100.2", "A rule.", "702.19", "Shroud", "702.20", "Trample", "702.20a", "Trample is a static ability.", "702.20b", "More.")
	if _, err := s.ImportCompRules(ctx, []CompRulesFile{{Rules: v1}, {Rules: v2}}); err != nil {
		t.Fatal(err)
	}
	whole, err := s.RulesHistory(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, ref := range []string{"100.2", "100", "702.19", "702", "trample", "Shroud", "rule 702.20a.", "nothing"} {
		part, err := s.RulesHistoryFor(ctx, ref)
		if err != nil {
			t.Fatal(err)
		}
		if len(part.Changes) >= len(whole.Changes) && ref != "100" && ref != "702" {
			t.Errorf("%s: read %d changes of %d", ref, len(part.Changes), len(whole.Changes))
		}
		for _, v := range whole.Versions {
			want, werr := whole.Lookup(ref, v)
			got, gerr := part.Lookup(ref, v)
			if !reflect.DeepEqual(got, want) || (werr == nil) != (gerr == nil) {
				t.Errorf("%s in %s: %+v %v, want %+v %v", ref, v.ID, got, gerr, want, werr)
			}
		}
		wh, werr := whole.History(ref)
		gh, gerr := part.History(ref)
		if !reflect.DeepEqual(gh, wh) || (werr == nil) != (gerr == nil) {
			t.Errorf("%s history: %+v %v, want %+v %v", ref, gh, gerr, wh, werr)
		}
	}
}
