package diff

import (
	"strings"

	"github.com/mtgoracle/oracle/oracle"
)

// RuleText is the word diff of two texts of a rule of the Comprehensive
// Rules, each change classed as for cards: templating when the known
// rewrites explain it, else functional. A change of quotation marks alone
// (some copies of the rules straighten them) is templating, explained by
// the rewrite "quotes".
func RuleText(old, new string, rewrites []Rewrite) *Diff {
	d := Compare(old, new)
	NewClassifier(rewrites).Classify(d)
	for i := range d.Ops {
		op := &d.Ops[i]
		if op.Kind == Replace && op.Old != op.New && straightQuotes.Replace(op.Old) == straightQuotes.Replace(op.New) {
			op.Class, op.Rewrites = Templating, []string{QuotesRewrite}
		}
	}
	return d
}

// QuotesRewrite names the rewrite of curly quotation marks into straight
// ones in a rule's diff.
const QuotesRewrite = "quotes"

var straightQuotes = strings.NewReplacer("\u2018", "'", "\u2019", "'", "\u201c", `"`, "\u201d", `"`)

// RuleEventDiff is a version in which a rule changed, with the word diff
// of its text against the version before when the text changed.
type RuleEventDiff struct {
	oracle.RuleEvent
	Diff *Diff `json:"diff,omitempty"`
}

// RuleHistoryDiff is a rule's history with the word diffs.
type RuleHistoryDiff struct {
	Rule   int             `json:"id"`
	Number string          `json:"number"`
	Events []RuleEventDiff `json:"events"`
}

// RuleHistories pairs each change of text in the histories with its diff.
func RuleHistories(hs []oracle.RuleHistory, rewrites []Rewrite) []RuleHistoryDiff {
	out := make([]RuleHistoryDiff, len(hs))
	for i, h := range hs {
		out[i] = RuleHistoryDiff{Rule: h.Rule, Number: h.Number, Events: make([]RuleEventDiff, len(h.Events))}
		for j, e := range h.Events {
			out[i].Events[j] = RuleEventDiff{RuleEvent: e}
			if e.Kind == oracle.RuleChanged {
				out[i].Events[j].Diff = RuleText(e.Old, e.Text, rewrites)
			}
		}
	}
	return out
}

// RulePairDiff is a rule in two versions with the word diff of its texts,
// nil when they are the same.
type RulePairDiff struct {
	oracle.RulePair
	Diff *Diff `json:"diff,omitempty"`
}

// RulesDiff is a diff of two versions of the rules with word diffs.
type RulesDiff struct {
	*oracle.RulesDiff
	Changed []RulePairDiff `json:"changed"`
	Moved   []RulePairDiff `json:"moved"`
}

// CompareRules adds the word diffs to d. Their changes are not classed:
// classifying the changes of a long rule's text against every rewrite
// takes ten times as long as the diff, and a diff of two versions holds
// hundreds of them; a rule's history classes its few.
func CompareRules(d *oracle.RulesDiff) *RulesDiff {
	pairs := func(ps []oracle.RulePair) []RulePairDiff {
		out := make([]RulePairDiff, len(ps))
		for i, p := range ps {
			out[i] = RulePairDiff{RulePair: p}
			if a, b := p.From.Body(), p.To.Body(); a != b {
				out[i].Diff = Compare(a, b)
			}
		}
		return out
	}
	return &RulesDiff{RulesDiff: d, Changed: pairs(d.Changed), Moved: pairs(d.Moved)}
}
