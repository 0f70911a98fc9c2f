package sqlite

import (
	"testing"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/search"
)

// A term checked against a card's history is asked only when the exact
// terms joined to it do not decide: kw: as of a date is the keywords
// field stated then (a probe) or the keywords parsed from the wording then
// (the history).
func TestSearchProbesBeforeHistory(t *testing.T) {
	asOf, err := oracle.ParseDate("2023-01-01")
	if err != nil {
		t.Fatal(err)
	}
	n, err := search.Parse("kw:flying")
	if err != nil {
		t.Fatal(err)
	}
	q, err := search.Check(n, &asOf)
	if err != nil {
		t.Fatal(err)
	}
	cq := compileQuery(q)
	if cq.refine == nil || len(cq.probes) != 1 {
		t.Fatalf("kw:flying as of %s: %d probes, refine %v; want 1 probe and a refine", asOf, len(cq.probes), cq.refine != nil)
	}
	stated := &candidate{Probes: []bool{true}}
	if !cq.refine(stated) || stated.needsHistory {
		t.Errorf("stated keyword: match %v, needs history %v; want a match without the history", cq.refine(stated), stated.needsHistory)
	}
	unstated := &candidate{Probes: []bool{false}}
	if cq.refine(unstated) || !unstated.needsHistory {
		t.Errorf("keyword not stated: match %v, needs history %v; want the history asked for", cq.refine(unstated), unstated.needsHistory)
	}
}
