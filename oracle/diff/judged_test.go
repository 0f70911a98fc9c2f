package diff

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"testing"

	"github.com/mtgoracle/oracle/oracle"
)

// judgedChange is a change of wording from the whole history with the
// class a reader gave it (testdata/judged-changes.json).
type judgedChange struct {
	ID        string `json:"id"`
	Set       string `json:"set"` // tuning or held-out
	Card      string `json:"card"`
	Face      string `json:"face"`
	Source    string `json:"source"`
	SampledAs Class  `json:"sampled_as"`
	Judged    Class  `json:"judged"`
	Reason    string `json:"reason"`
	// TypeLine and the dates of both wordings are what the audit reads
	// the change with (the card's type line in force now; no dates for a
	// change the audit no longer holds).
	TypeLine string      `json:"type_line"`
	OldDate  oracle.Date `json:"old_date"`
	NewDate  oracle.Date `json:"new_date"`
	Old      string      `json:"old"`
	New      string      `json:"new"`
}

// minJudged are the least precision and recall of "functional" each set of
// judged changes must keep: what the classifier reaches on it, so that a rule
// that calls one more judged templating change functional, or one judged
// functional templating, fails. The tuning set was read while the rules were
// written; the held-out sets (the N entries, the M entries drawn before
// wordings were compared by their parsed abilities, the P entries drawn,
// stratified by class and source window, before the rules after that, and the Q,
// R, S, T, U, V, W and X entries drawn the same way from the audits of later rules) were not.
// The tuning, held-out-4 and held-out-9 floors are those of F18, Q055 and
// V109 judged again as templating (a permanent's "target opponent" never targeted): changes
// rightly called functional under the first judgement are rightly called
// templating now, which leaves each set's precision lower with no change
// called worse (the rules before scored 0.77 and 0.83 against the new
// judgements).
var minJudged = map[string]struct{ precision, recall float64 }{
	"tuning":      {0.80, 1.00},
	"held-out":    {1.00, 1.00},
	"held-out-2":  {0.75, 1.00},
	"held-out-3":  {0.71, 1.00},
	"held-out-4":  {0.87, 0.95},
	"held-out-5":  {0.53, 1.00},
	"held-out-6":  {0.78, 1.00},
	"held-out-7":  {0.81, 1.00},
	"held-out-8":  {0.70, 0.93},
	"held-out-9":  {0.49, 0.96},
	"held-out-10": {0.57, 1.00},
	"held-out-11": {0.34, 1.00},
}

// score counts a classifier's answers against judgements.
type score struct{ tp, fp, fn, tn int }

func (s *score) add(got, want bool) {
	switch {
	case got && want:
		s.tp++
	case got:
		s.fp++
	case want:
		s.fn++
	default:
		s.tn++
	}
}

func (s score) precision() float64 { return float64(s.tp) / float64(max(s.tp+s.fp, 1)) }
func (s score) recall() float64    { return float64(s.tp) / float64(max(s.tp+s.fn, 1)) }

func (s score) String() string {
	return fmt.Sprintf("%d changes: %d judged functional, %d templating; classified functional %d (%d right); precision %.2f, recall %.2f",
		s.tp+s.fp+s.fn+s.tn, s.tp+s.fn, s.fp+s.tn, s.tp+s.fp, s.tp, s.precision(), s.recall())
}

// TestJudgedChanges classifies the judged changes as the audit does (with
// the card's type line and both wordings' dates) and reports the
// precision and recall of "functional" against the judgements, for the
// tuning set, each held-out set and all.
func TestJudgedChanges(t *testing.T) {
	src, err := os.ReadFile("testdata/judged-changes.json")
	if err != nil {
		t.Fatal(err)
	}
	var file struct {
		Changes []judgedChange `json:"changes"`
	}
	if err := json.Unmarshal(src, &file); err != nil {
		t.Fatal(err)
	}
	if len(file.Changes) < 200 {
		t.Fatalf("%d judged changes, want at least 200", len(file.Changes))
	}
	classifier := NewClassifier(DefaultRewrites())
	scores := map[string]*score{"tuning": {}, "held-out": {}, "held-out-2": {}, "held-out-3": {}, "held-out-4": {}, "held-out-5": {}, "held-out-6": {}, "held-out-7": {}, "held-out-8": {}, "held-out-9": {}, "held-out-10": {}, "held-out-11": {}, "all": {}}
	for _, c := range file.Changes {
		if c.Judged != Functional && c.Judged != Templating {
			t.Fatalf("%s %s: judged %q", c.ID, c.Card, c.Judged)
		}
		set := scores[c.Set]
		if set == nil {
			t.Fatalf("%s %s: set %q", c.ID, c.Card, c.Set)
		}
		name := c.Card
		if c.Face != "" {
			name = c.Face
		}
		d := Compare(c.Old, c.New)
		classifier.For(name).WithTypeLine(c.TypeLine).WithDates(c.OldDate, c.NewDate).Classify(d)
		got, want := d.Class() == Functional, c.Judged == Functional
		set.add(got, want)
		scores["all"].add(got, want)
		if got != want {
			t.Logf("%s %s: classified %s, judged %s (%s): %s\n  why: %q", c.ID, c.Card, d.Class(), c.Judged, c.Reason, render(d), d.Why())
		}
	}
	for _, name := range []string{"tuning", "held-out", "held-out-2", "held-out-3", "held-out-4", "held-out-5", "held-out-6", "held-out-7", "held-out-8", "held-out-9", "held-out-10", "held-out-11", "all"} {
		t.Logf("%s: %s", name, scores[name])
	}
	for _, name := range []string{"tuning", "held-out", "held-out-2", "held-out-3", "held-out-4", "held-out-5", "held-out-6", "held-out-7", "held-out-8", "held-out-9", "held-out-10", "held-out-11"} {
		s, min := scores[name], minJudged[name]
		// Rounded as reported, to two places.
		p, r := math.Round(s.precision()*100)/100, math.Round(s.recall()*100)/100
		if p < min.precision || r < min.recall {
			t.Errorf("%s: precision %.2f (want at least %.2f), recall %.2f (want at least %.2f)",
				name, s.precision(), min.precision, s.recall(), min.recall)
		}
	}
}
