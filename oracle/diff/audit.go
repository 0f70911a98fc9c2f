package diff

import (
	"cmp"
	"context"
	"runtime"
	"slices"
	"strings"
	"sync"

	"github.com/mtgoracle/oracle/oracle"
)

// Change is one change of a card's wording in force: an erratum, a new
// Oracle wording seen by a snapshot, or a printing that replaced a wording.
type Change struct {
	Card string `json:"card"`
	// Face names the face of a multi-face card.
	Face string      `json:"face,omitempty"`
	Date oracle.Date `json:"date"`
	// After is set for a change a snapshot saw: it happened between After
	// and Date.
	After *oracle.Date `json:"after,omitempty"`
	// PrintedNewer narrows that window: a reprint inside it already
	// printed the newer wording, so the change lies between After and the
	// reprint's date.
	PrintedNewer *oracle.PrintedEvidence `json:"printed_newer,omitempty"`
	Kind         oracle.EventKind        `json:"kind"`
	Source       oracle.SourceRef        `json:"source"`
	From         string                  `json:"from"`
	// FromDate is when the older wording was first given.
	FromDate *oracle.Date `json:"from_date,omitempty"`
	To       string       `json:"to"`
	// Size is the number of words and symbols removed plus those added.
	Size  int   `json:"size"`
	Class Class `json:"class"`
	// Why says what makes the class: for a templating change the rewrites
	// that account for it, for a functional one its changes no rewrite
	// explains ("\"turn\" becomes \"combat\"").
	Why  []string `json:"why"`
	Diff *Diff    `json:"diff,omitempty"`
}

// AuditFilter selects changes. A bound's whole period counts, and a change
// is in the window when the whole period of its date is (for a snapshot,
// the date it was seen).
type AuditFilter struct {
	Since, Until   *oracle.Date
	Source         string
	FunctionalOnly bool
}

func (f *AuditFilter) admits(e *oracle.Event) bool {
	return (f.Since == nil || e.Date.First() >= f.Since.First()) &&
		(f.Until == nil || e.Date.Last() <= f.Until.Last()) &&
		(f.Source == "" || e.Source.ID == f.Source)
}

// Tally counts changes and their size.
type Tally struct {
	Changes    int `json:"changes"`
	Templating int `json:"templating"`
	Functional int `json:"functional"`
	Words      int `json:"words"`
}

func (t *Tally) add(c *Change) {
	t.Changes++
	t.Words += c.Size
	if c.Class == Functional {
		t.Functional++
	} else {
		t.Templating++
	}
}

// SourceTally is the tally of one source.
type SourceTally struct {
	Source oracle.SourceRef `json:"source"`
	Tally
}

// ClassTally counts the changes of one class.
type ClassTally struct {
	Class   Class `json:"class"`
	Changes int   `json:"changes"`
	Words   int   `json:"words"`
}

// Audit is every wording change in a window, oldest first, and a summary
// per source and per class.
type Audit struct {
	Changes  []Change      `json:"changes"`
	Total    Tally         `json:"total"`
	BySource []SourceTally `json:"by_source"`
	ByClass  []ClassTally  `json:"by_class"`
}

// auditor collects wording changes card by card. Cards are diffed and
// classified on as many goroutines as there are processors; the result
// does not depend on which finishes first.
type auditor struct {
	filter     AuditFilter
	classifier *Classifier
	keepDiff   bool
	// known answers the classes it holds (see RunAuditKnown).
	known   *Known
	queue   chan queuedCard
	queued  int
	workers sync.WaitGroup
	mu      sync.Mutex
	// found is the changes of each card, in the order the cards came.
	found [][]Change
	audit Audit
}

type queuedCard struct {
	seq int
	t   *oracle.CardTimeline
}

// RunAudit collects the changes filter selects of every card each gives
// to add, whose cards must not change afterwards; with keepDiff each
// change keeps its diff. A change from an empty wording is left out: it
// is a printing whose text the card data does not give, not a change of
// wording. When each or ctx fails, RunAudit returns its error once every
// goroutine it started has ended.
func RunAudit(ctx context.Context, filter AuditFilter, rewrites []Rewrite, keepDiff bool,
	each func(add func(*oracle.CardTimeline) error) error) (*Audit, error) {
	return RunAuditKnown(ctx, filter, rewrites, keepDiff, nil, each)
}

// RunAuditKnown is RunAudit taking each change's class from known when it
// holds it, and recording in known those it does not (Known.Missed).
// known must hold classes of the rules of RulesID, which rewrites must
// then be (DefaultRewrites). A change's class taken from known has no
// class on its diff's operations, which only the HTML rendering shows.
func RunAuditKnown(ctx context.Context, filter AuditFilter, rewrites []Rewrite, keepDiff bool, known *Known,
	each func(add func(*oracle.CardTimeline) error) error) (*Audit, error) {
	a := &auditor{filter: filter, classifier: NewClassifier(rewrites), keepDiff: keepDiff, known: known, audit: Audit{Changes: []Change{}}}
	n := runtime.GOMAXPROCS(0)
	a.queue = make(chan queuedCard, 16*n)
	for range n {
		a.workers.Go(a.work)
	}
	err := each(func(t *oracle.CardTimeline) error {
		if err := ctx.Err(); err != nil {
			return err
		}
		select {
		case a.queue <- queuedCard{a.queued, t}:
			a.queued++
			return nil
		case <-ctx.Done():
			return ctx.Err()
		}
	})
	close(a.queue)
	a.workers.Wait()
	if err == nil {
		err = ctx.Err()
	}
	if err != nil {
		return nil, err
	}
	return a.result(), nil
}

func (a *auditor) work() {
	for q := range a.queue {
		changes := a.changes(q.t)
		a.mu.Lock()
		if len(a.found) <= q.seq {
			a.found = append(a.found, make([][]Change, q.seq+1-len(a.found))...)
		}
		a.found[q.seq] = changes
		a.mu.Unlock()
	}
}

// changes diffs and classifies the changes of one card.
func (a *auditor) changes(t *oracle.CardTimeline) []Change {
	var changes []Change
	a.classifier.narrowWindows(t, a.known)
	a.classifier.eachChanged(t, a.filter.admits, func(f *oracle.FaceTimeline, e *oracle.Event, from string, fromDate oracle.Date, classifier func() *Classifier) {
		var d *Diff
		var kc KnownClass
		key, held := KnownKey{}, false
		if a.known != nil {
			key = changeKey(f.Name, f.TypeLine, fromDate, e.Date, from, e.Wording)
			kc, held = a.known.lookup(key)
		}
		if !held {
			d = Compare(from, e.Wording)
			classifier().WithDates(fromDate, e.Date).Classify(d)
			kc = KnownClass{Key: key, Class: d.Class(), Why: d.Why(), Size: d.Size()}
			a.known.record(kc)
		}
		// A change of blanks alone (a dump that parts abilities with
		// blank lines) has no words: it is not a change of wording.
		if kc.Size == 0 {
			return
		}
		c := Change{Card: t.Name, Date: e.Date, After: e.ChangedAfter, PrintedNewer: e.PrintedNewer, Kind: e.Kind, Source: e.Source,
			Size: kc.Size, Class: kc.Class, Why: kc.Why}
		if a.filter.FunctionalOnly && c.Class != Functional {
			return
		}
		if len(t.Faces) > 1 {
			c.Face = f.Name
		}
		if !fromDate.IsZero() {
			c.FromDate = &fromDate
		}
		// The wordings as the diff reads them, notation evened out.
		if d != nil {
			c.From, c.To = d.Old, d.New
		} else {
			c.From, c.To = oracle.NormalizeNotation(from), oracle.NormalizeNotation(e.Wording)
		}
		if a.keepDiff {
			if d == nil {
				d = Compare(from, e.Wording)
			}
			c.Diff = d
		}
		changes = append(changes, c)
	})
	return changes
}

// result sorts the changes found (by date, source, card) and sums them
// up.
func (a *auditor) result() *Audit {
	res := &a.audit
	for _, changes := range a.found {
		res.Changes = append(res.Changes, changes...)
	}
	a.found = nil
	// Changes are large: their order is worked out on indexes, with each
	// date formatted once.
	firsts := make([]string, len(res.Changes))
	order := make([]int, len(res.Changes))
	for i := range res.Changes {
		firsts[i], order[i] = res.Changes[i].Date.First(), i
	}
	slices.SortStableFunc(order, func(i, j int) int {
		x, y := &res.Changes[i], &res.Changes[j]
		if firsts[i] != firsts[j] {
			return strings.Compare(firsts[i], firsts[j])
		}
		return cmp.Or(strings.Compare(x.Source.ID, y.Source.ID), strings.Compare(x.Card, y.Card))
	})
	sorted := make([]Change, len(order))
	for k, i := range order {
		sorted[k] = res.Changes[i]
	}
	res.Changes = sorted
	res.Total = Tally{}
	res.BySource = []SourceTally{}
	res.ByClass = []ClassTally{{Class: Functional}, {Class: Templating}}
	index := map[string]int{}
	for i := range res.Changes {
		c := &res.Changes[i]
		res.Total.add(c)
		k, ok := index[c.Source.ID]
		if !ok {
			k = len(res.BySource)
			index[c.Source.ID] = k
			res.BySource = append(res.BySource, SourceTally{Source: c.Source})
		}
		res.BySource[k].add(c)
		for j := range res.ByClass {
			if res.ByClass[j].Class == c.Class {
				res.ByClass[j].Changes++
				res.ByClass[j].Words += c.Size
			}
		}
	}
	return res
}
