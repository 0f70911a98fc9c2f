package oracle

import (
	"strconv"
	"strings"
)

// CompRules is one version of the Comprehensive Rules: its effective date,
// its sections, its numbered rules in document order and its glossary.
type CompRules struct {
	Effective Date `json:"effective"`
	// Contents are the sections the file's own table of contents lists;
	// Sections those its body holds.
	Contents []CompSection  `json:"-"`
	Sections []CompSection  `json:"sections"`
	Rules    []CompRule     `json:"rules"`
	Glossary []GlossaryTerm `json:"glossary"`
}

// CompSection is a numbered section of the rules (702, "Keyword
// Abilities") in its part (7, "Additional Rules").
type CompSection struct {
	Number    int    `json:"number"`
	Title     string `json:"title"`
	Part      int    `json:"part"`
	PartTitle string `json:"part_title"`
}

// CompRule is a numbered rule or subrule: "100.1", "702.19b".
type CompRule struct {
	Number string `json:"number"`
	// Text is the rule's text, its paragraphs one a line; Examples its
	// examples, each starting "Example:".
	Text     string   `json:"text"`
	Examples []string `json:"examples,omitempty"`
	Pos      Pos      `json:"-"`
}

// Section is the number of the section the rule is in: 702 for 702.19b.
func (r CompRule) Section() int { return RuleNumber(r.Number).Section() }

// Body is the rule's text with its examples, one a line.
func (r CompRule) Body() string {
	if len(r.Examples) == 0 {
		return r.Text
	}
	return r.Text + "\n" + strings.Join(r.Examples, "\n")
}

// GlossaryTerm is an entry of the glossary.
type GlossaryTerm struct {
	Term string `json:"term"`
	Text string `json:"text"`
	Pos  Pos    `json:"-"`
}

// RuleNumber is a rule's number as the rules write it, without a final
// period: "702", "702.19", "702.19b".
type RuleNumber string

// Parts splits the number into its section, rule and subrule letters; ok
// is false when it is not a rule number.
func (n RuleNumber) Parts() (section, rule int, sub string, ok bool) {
	s := string(n)
	if len(s) < 3 {
		return 0, 0, "", false
	}
	section, err := strconv.Atoi(s[:3])
	if err != nil || section < 100 || s[0] == '+' {
		return 0, 0, "", false
	}
	s = s[3:]
	if s == "" {
		return section, 0, "", true
	}
	if s[0] != '.' {
		return 0, 0, "", false
	}
	s = s[1:]
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == 0 || i > 4 {
		return 0, 0, "", false
	}
	rule, _ = strconv.Atoi(s[:i])
	sub = s[i:]
	for _, c := range sub {
		if c < 'a' || c > 'z' {
			return 0, 0, "", false
		}
	}
	return section, rule, sub, len(sub) <= 2
}

// Valid reports whether n is a rule number.
func (n RuleNumber) Valid() bool { _, _, _, ok := n.Parts(); return ok }

// Section is the number's section: 702 for 702.19b.
func (n RuleNumber) Section() int { s, _, _, _ := n.Parts(); return s }

// Parent is the rule a subrule belongs to ("702.19" for "702.19b"), the
// section of a rule ("702" for "702.19"), else "".
func (n RuleNumber) Parent() RuleNumber {
	s, r, sub, ok := n.Parts()
	switch {
	case !ok || r == 0:
		return ""
	case sub == "":
		return RuleNumber(strconv.Itoa(s))
	}
	return RuleNumber(strconv.Itoa(s) + "." + strconv.Itoa(r))
}

// Contains reports whether the rule numbered o is n or one of its subrules
// (or, for a section, one of its rules).
func (n RuleNumber) Contains(o RuleNumber) bool {
	for ; o != ""; o = o.Parent() {
		if o == n {
			return true
		}
	}
	return false
}

// CompareRuleNumbers orders rule numbers as the rules do: 100.2 before
// 100.10, 100.1 before 100.1a, 100.1z before 100.1aa.
func CompareRuleNumbers(a, b RuleNumber) int {
	as, ar, asub, _ := a.Parts()
	bs, br, bsub, _ := b.Parts()
	switch {
	case as != bs:
		return as - bs
	case ar != br:
		return ar - br
	case len(asub) != len(bsub):
		return len(asub) - len(bsub)
	}
	return strings.Compare(asub, bsub)
}
