package server

import (
	"bytes"
	"io"
	"net/http"
	"testing"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/sqlite"
)

// testCompRules are two small versions of the rules: 702.19b reworded,
// 101.1 renumbered to 101.2.
func testCompRules() []sqlite.CompRulesFile {
	version := func(date string, rules ...string) sqlite.CompRulesFile {
		r := &oracle.CompRules{Effective: oracle.MustDate(date),
			Sections: []oracle.CompSection{{Number: 101, Title: "Starting the Game", Part: 1, PartTitle: "Game Concepts"},
				{Number: 702, Title: "Keyword Abilities", Part: 7, PartTitle: "Additional Rules"}},
			Glossary: []oracle.GlossaryTerm{{Term: "Trample", Text: "A keyword ability. See rule 702.19."}}}
		for i := 0; i+1 < len(rules); i += 2 {
			r.Rules = append(r.Rules, oracle.CompRule{Number: rules[i], Text: rules[i+1]})
		}
		return sqlite.CompRulesFile{Rules: r, Origin: "rules-" + date + ".txt"}
	}
	return []sqlite.CompRulesFile{
		version("2020-01-24", "101.1", "Each player shuffles their deck.", "702.19", "Trample",
			"702.19b", "Any remaining damage is assigned to the player or planeswalker the creature is attacking."),
		version("2021-04-22", "101.1", "Some games require additional steps.", "101.2", "Each player shuffles their deck.", "702.19", "Trample",
			"702.19b", "Any excess damage is assigned to the player or planeswalker the creature is attacking."),
		// the version the parser numbers keyword abilities by
		version("2026-04-17", "101.1", "Some games require additional steps.", "101.2", "Each player shuffles their deck.",
			"702.9", "Flying", "702.9a", "Flying is an evasion ability.", "702.19", "Trample",
			"702.19b", "Any excess damage is assigned to the player or planeswalker the creature is attacking."),
	}
}

func TestRulesAPI(t *testing.T) {
	ts := newTestServer(t, Options{})
	status, v := get(t, ts, "/rules/702.19b?as_of=2020-06-01")
	rules, _ := v["rules"].([]any)
	if status != http.StatusOK || len(rules) != 1 || rules[0].(map[string]any)["text"] != "Any remaining damage is assigned to the player or planeswalker the creature is attacking." {
		t.Errorf("/rules/702.19b as of 2020-06-01: %d %v", status, v)
	}
	status, v = get(t, ts, "/rules/trample")
	if rules, _ := v["rules"].([]any); status != http.StatusOK || len(rules) != 2 || len(v["glossary"].([]any)) != 1 {
		t.Errorf("/rules/trample: %d %v", status, v)
	}
	status, v = get(t, ts, "/rules/diff?from=2020-01-24&to=2021-04-22")
	if status != http.StatusOK || v["unchanged"] != 1.0 || len(v["changed"].([]any)) != 1 || len(v["moved"].([]any)) != 1 || len(v["added"].([]any)) != 1 {
		t.Errorf("/rules/diff: %d %v", status, v)
	}
	for path, want := range map[string]int{
		"/rules/999.9":              http.StatusNotFound,
		"/rules/702.19?as_of=2019":  http.StatusBadRequest,
		"/rules/702.19?as_of=nope":  http.StatusBadRequest,
		"/rules/diff?from=nonsense": http.StatusBadRequest,
	} {
		if status, v := get(t, ts, path); status != want {
			t.Errorf("%s: %d %v, want %d", path, status, v, want)
		}
	}
}

func TestRuleLinks(t *testing.T) {
	for _, tt := range []struct {
		text, asOf string
		dated      oracle.Date
		want       string
	}{
		{"See rule 702.19b & <more>.", "", oracle.Date{}, `See rule <a href="/rule?ref=702.19b">702.19b</a> &amp; &lt;more&gt;.`},
		{"rules 410.2 and 418.3c", "2020-01-01", oracle.MustDate("2001-05"), `rules <a href="/rule?as_of=2001-05-31&amp;ref=410.2">410.2</a> and <a href="/rule?as_of=2001-05-31&amp;ref=418.3c">418.3c</a>`},
		{"costs 100 life, 1.5 times", "2020-01-01", oracle.Date{}, "costs 100 life, 1.5 times"},
	} {
		if got := string(ruleLinks(tt.text, tt.dated, tt.asOf)); got != tt.want {
			t.Errorf("ruleLinks(%q) =\n%s\nwant\n%s", tt.text, got, tt.want)
		}
	}
}

func TestRulesPages(t *testing.T) {
	ts := newTestServer(t, Options{})
	for path, want := range map[string][]string{
		"/rule":                                       {`name="ref"`},
		"/rule?ref=702.19b&as_of=2021-05-01":          {"Any excess damage", "effective <strong>2021-04-22</strong>"},
		"/rule?ref=trample":                           {"702.19b", "(glossary)"},
		"/rule/diff?from=2020-01-24&to=2021-04-22":    {"<del class=", "<ins class=", "101.1 → ", "Added"},
		"/rule?ref=999.9":                             {"Not answered"},
		"/rule?cite=702.19b&as_of=2020-06-01":         {"Any remaining damage"},
		"/rule?cite=702.9&as_of=2020-06-01":           {"Not answered"},
		"/card?name=Catacomb+Dragon":                  {`href="/rule?cite=702.9"`, "Flying</a>", "<strong>702.9a</strong> Flying is an evasion ability."},
		"/card?name=Catacomb+Dragon&as_of=2020-06-01": {`href="/rule?cite=702.9&amp;as_of=2020-06-01"`, "(effective 2020-01-24)"},
		// the 2001 rules change names rule 410.2 of the rules of its day
		"/card?name=Oath+of+Ghouls": {`<a href="/rule?as_of=2001-05-`, `ref=410.2">410.2</a>`},
	} {
		resp, err := http.Get(ts.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		for _, w := range want {
			if !bytes.Contains(b, []byte(w)) {
				t.Errorf("%s (%d): no %q", path, resp.StatusCode, w)
			}
		}
	}
}
