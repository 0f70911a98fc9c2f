package comprules

import (
	"bytes"
	"compress/gzip"
	"errors"
	"strings"
	"testing"

	"github.com/mtgoracle/oracle/oracle"
)

// small is a rules file in the indented layout.
const small = `Magic: The Gathering Comprehensive Rules

   These rules are effective as of August 25, 2017.

Introduction

This document is designed for people.

Contents

1. Game Concepts
   100. General
   101. The Magic Golden Rules

7. Additional Rules
   702. Keyword Abilities

Glossary

Credits


1. Game Concepts

100. General

   100.1. These Magic rules apply to any Magic game.

      100.1a A two-player game is a game that begins with only two players.

   100.2. To play, each player needs a deck.
         Of that list, some are basic.

101. The Magic Golden Rules

   101.2. When a rule allows something, "can't" wins.
            Example: If one effect reads "You may play an additional land."
            Example: Another example.

      101.2a. Adding abilities doesn't fall under this rule.

7. Additional Rules

702. Keyword Abilities

   702.19. Trample

      702.19b The controller of an attacking creature with trample assigns damage.

Glossary

Trample
A keyword ability that modifies how a creature assigns combat damage. See rule 702.19, "Trample."

Ability
1. Text on an object.
2. An activated ability on the stack.

Credits

Magic: The Gathering Original Game Design: Richard Garfield

   These rules are effective as of August 25, 2017.
`

// original turns the indented layout into the original one: no
// indentation, CRLF line ends, a byte order mark.
func original(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimLeft(l, " ")
	}
	return "\ufeff" + strings.Join(lines, "\r\n")
}

func TestReadLayouts(t *testing.T) {
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write([]byte(original(small)))
	zw.Close()
	for name, content := range map[string]string{"indented": small, "original": original(small)} {
		t.Run(name, func(t *testing.T) {
			r, err := Read("rules.txt", strings.NewReader(content))
			if err != nil {
				t.Fatal(err)
			}
			checkSmall(t, r)
		})
	}
	t.Run("gzip", func(t *testing.T) {
		path := t.TempDir() + "/rules.txt.gz"
		if err := writeFile(path, gz.Bytes()); err != nil {
			t.Fatal(err)
		}
		if ok, err := IsRulesFile(path); !ok || err != nil {
			t.Fatalf("IsRulesFile = %v, %v", ok, err)
		}
		r, err := ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		checkSmall(t, r)
	})
}

func checkSmall(t *testing.T, r *oracle.CompRules) {
	t.Helper()
	if got := r.Effective.String(); got != "2017-08-25" {
		t.Errorf("effective %s", got)
	}
	if len(r.Contents) != 3 || len(r.Sections) != 3 {
		t.Fatalf("contents %v, sections %v", r.Contents, r.Sections)
	}
	if s := r.Sections[2]; s != (oracle.CompSection{Number: 702, Title: "Keyword Abilities", Part: 7, PartTitle: "Additional Rules"}) {
		t.Errorf("section %+v", s)
	}
	var numbers []string
	for _, rule := range r.Rules {
		numbers = append(numbers, rule.Number)
	}
	if got := strings.Join(numbers, " "); got != "100.1 100.1a 100.2 101.2 101.2a 702.19 702.19b" {
		t.Errorf("numbers %s", got)
	}
	want := map[string]oracle.CompRule{
		"100.2":  {Text: "To play, each player needs a deck.\nOf that list, some are basic."},
		"101.2":  {Text: `When a rule allows something, "can't" wins.`, Examples: []string{`Example: If one effect reads "You may play an additional land."`, "Example: Another example."}},
		"101.2a": {Text: "Adding abilities doesn't fall under this rule."},
		"702.19": {Text: "Trample"},
	}
	for _, rule := range r.Rules {
		w, ok := want[rule.Number]
		if !ok {
			continue
		}
		if rule.Text != w.Text || strings.Join(rule.Examples, "|") != strings.Join(w.Examples, "|") {
			t.Errorf("%s: %q %q, want %q %q", rule.Number, rule.Text, rule.Examples, w.Text, w.Examples)
		}
	}
	if rule := r.Rules[6]; rule.Pos.Line == 0 || rule.Section() != 702 {
		t.Errorf("702.19b at %v in %d", rule.Pos, rule.Section())
	}
	if len(r.Glossary) != 2 || r.Glossary[1].Term != "Ability" || r.Glossary[1].Text != "1. Text on an object.\n2. An activated ability on the stack." {
		t.Errorf("glossary %+v", r.Glossary)
	}
}

func TestReadRefuses(t *testing.T) {
	cut := func(s, from string) string { return s[:strings.Index(s, from)] }
	tests := []struct {
		name, content, want string
	}{
		{"another kind", `{"data": []}`, `rules.txt:1:1: not a Comprehensive Rules file`},
		{"empty", ``, `rules.txt:1:1: no effective date`},
		{"no date", strings.Replace(small, "These rules are effective as of August 25, 2017.", "", 1), `rules.txt:1:1: no effective date`},
		{"bad date", strings.Replace(small, "August 25, 2017", "Augustus 25, 2017", 1), `rules.txt:3:36: effective date "Augustus 25, 2017"`},
		{"truncated in rules", cut(small, "101.2a"), `truncated: the file ends in the rules, before the glossary`},
		{"truncated in glossary", cut(small, "Credits\n\nMagic"), `truncated: the file ends in the glossary, before the credits`},
		{"truncated in contents", cut(small, "Glossary"), `truncated: the file ends before its first rule`},
		{"duplicate number", strings.Replace(small, "100.1a A two", "100.1. A two", 1), `rules.txt:29:7: rule 100.1 numbered twice (first at line 27)`},
		{"not a rule number", strings.Replace(small, "101.2a.", "101.2abc.", 1), `rules.txt:40:7: "101.2abc" is not a rule number`},
		{"rule outside its section", strings.Replace(small, "101.2a.", "102.2a.", 1), `rules.txt:40:7: rule 102.2a outside its section 102`},
		{"rule without text", strings.Replace(small, "101.2a. Adding abilities doesn't fall under this rule.", "101.2a.", 1), `rules.txt:40:7: rule 101.2a has no text`},
		{"glossary term without text", strings.Replace(small, "\nA keyword ability that modifies how a creature assigns combat damage. See rule 702.19, \"Trample.\"", "", 1), `glossary entry "Trample" has no text`},
		{"contents line", strings.Replace(small, "   101. The Magic", "   Foo 101. The Magic", 1), `rules.txt:13:4: contents: "Foo 101. The Magic Golden Rules" is neither`},
		{"not UTF-8", strings.Replace(small, "Trample\n", "Tr\xffmple\n", 1), `not UTF-8 text`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := Read("rules.txt", strings.NewReader(tt.content))
			if err == nil {
				t.Fatalf("read %d rules, want error %q", len(r.Rules), tt.want)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %q, want %q", err, tt.want)
			}
			var ps oracle.Problems
			if !errors.As(err, &ps) || ps[0].Pos.File != "rules.txt" || ps[0].Pos.Line == 0 {
				t.Errorf("error %#v is not problems at positions", err)
			}
		})
	}
}

func TestDetect(t *testing.T) {
	for content, want := range map[string]bool{
		small:                      true,
		original(small):            true,
		"  \n" + small:             true,
		`{"meta": {}}`:             false,
		"Magic: The Gathering":     false,
		"<cockatrice_carddatabase": false,
	} {
		if got := Detect([]byte(content)); got != want {
			t.Errorf("Detect(%.30q) = %v", content, got)
		}
	}
}

func TestRuleNumbers(t *testing.T) {
	for _, tt := range []struct {
		n      oracle.RuleNumber
		valid  bool
		parent oracle.RuleNumber
	}{
		{"702.19b", true, "702.19"}, {"702.19", true, "702"}, {"702", true, ""},
		{"100.1aa", true, "100.1"}, {"70.1", false, ""}, {"702.", false, ""},
		{"702.b", false, ""}, {"702.19B", false, ""}, {"trample", false, ""}, {"099.1", false, ""},
	} {
		if got := tt.n.Valid(); got != tt.valid {
			t.Errorf("%s valid %v", tt.n, got)
		}
		if got := tt.n.Parent(); got != tt.parent {
			t.Errorf("%s parent %q, want %q", tt.n, got, tt.parent)
		}
	}
	order := []oracle.RuleNumber{"100.1", "100.1a", "100.1z", "100.1aa", "100.2", "100.10", "101.1"}
	for i := 1; i < len(order); i++ {
		if oracle.CompareRuleNumbers(order[i-1], order[i]) >= 0 || oracle.CompareRuleNumbers(order[i], order[i-1]) <= 0 {
			t.Errorf("%s not before %s", order[i-1], order[i])
		}
	}
	if !oracle.RuleNumber("702").Contains("702.19b") || oracle.RuleNumber("702.1").Contains("702.19b") {
		t.Error("Contains")
	}
}
