package diff

import (
	"encoding/json"
	"os"
	"testing"
)

// judgedChange is a change of wording from the whole history with the
// class a reader gave it (testdata/judged-changes.json).
type judgedChange struct {
	ID        string `json:"id"`
	Card      string `json:"card"`
	Face      string `json:"face"`
	Source    string `json:"source"`
	SampledAs Class  `json:"sampled_as"`
	Judged    Class  `json:"judged"`
	Reason    string `json:"reason"`
	Old       string `json:"old"`
	New       string `json:"new"`
}

// Precision and recall of "functional" on the judged changes must not
// fall below these.
const (
	minJudgedPrecision = 0.35
	minJudgedRecall    = 0.95
)

// TestJudgedChanges classifies the judged changes and reports the
// precision and recall of "functional" against the judgements.
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
	if len(file.Changes) < 120 {
		t.Fatalf("%d judged changes, want at least 120", len(file.Changes))
	}
	classifier := NewClassifier(DefaultRewrites())
	var tp, fp, fn, tn int
	for _, c := range file.Changes {
		if c.Judged != Functional && c.Judged != Templating {
			t.Fatalf("%s %s: judged %q", c.ID, c.Card, c.Judged)
		}
		name := c.Card
		if c.Face != "" {
			name = c.Face
		}
		d := Compare(c.Old, c.New)
		classifier.For(name).Classify(d)
		got := d.Class() == Functional
		switch want := c.Judged == Functional; {
		case got && want:
			tp++
		case got && !want:
			fp++
			t.Logf("%s %s: functional, judged templating (%s): %s", c.ID, c.Card, c.Reason, render(d))
		case !got && want:
			fn++
			t.Logf("%s %s: templating, judged functional (%s): %s", c.ID, c.Card, c.Reason, render(d))
		default:
			tn++
		}
	}
	precision := float64(tp) / float64(max(tp+fp, 1))
	recall := float64(tp) / float64(max(tp+fn, 1))
	t.Logf("%d judged changes: %d functional, %d templating; classified functional %d (%d right); precision %.2f, recall %.2f",
		len(file.Changes), tp+fn, fp+tn, tp+fp, tp, precision, recall)
	if precision < minJudgedPrecision || recall < minJudgedRecall {
		t.Errorf("precision %.2f (want at least %.2f), recall %.2f (want at least %.2f)",
			precision, minJudgedPrecision, recall, minJudgedRecall)
	}
}
