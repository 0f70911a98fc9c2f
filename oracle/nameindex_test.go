package oracle

import (
	"errors"
	"slices"
	"testing"
)

var indexCards = []NamedCard{
	{Name: "Lion's Eye Diamond"}, {Name: "Austere Command"}, {Name: "Jace Beleren"},
	{Name: "Jace, the Mind Sculptor"}, {Name: "Curfew"}, {Name: "Ball Lightning"},
	{Name: "Lightning Bolt"}, {Name: "Keeper of the Dead"}, {Name: "Keeper of the Beasts"},
	{Name: "Fire // Ice", Faces: []string{"Fire", "Ice"}}, {Name: "Æther Vial"}, {Name: "Commander's Sphere"},
}

func TestNameIndexFind(t *testing.T) {
	x := NewNameIndex(indexCards)
	tests := []struct {
		query, want string
		kind        MatchKind
		ambiguous   bool
	}{
		{"Curfew", "Curfew", MatchExact, false},
		{"curfew", "Curfew", MatchFolded, false},
		{"aether vial", "Æther Vial", MatchFolded, false},
		{"ice", "Fire // Ice", MatchFace, false},
		{"ball", "Ball Lightning", MatchPrefix, false},
		{"ning bo", "Lightning Bolt", MatchPrefix, false},
		{"lions eye", "Lion's Eye Diamond", MatchPrefix, false},
		{"aust commd", "Austere Command", MatchPrefix, false},
		{"jac bel", "Jace Beleren", MatchPrefix, false},
		{"curfe", "Curfew", MatchPrefix, false},
		{"crufew", "Curfew", MatchFuzzy, false},
		{"austere comand", "Austere Command", MatchPrefix, false},
		{"austere cmomand", "Austere Command", MatchFuzzy, false},
		{"keeper of the", "", "", true},
		{"zzzzzz", "", "", false},
	}
	for _, tt := range tests {
		name, kind, err := x.Find(tt.query)
		var nf *NotFoundError
		switch {
		case tt.want != "" && (name != tt.want || kind != tt.kind || err != nil):
			t.Errorf("Find(%q) = %q %s %v, want %q %s", tt.query, name, kind, err, tt.want, tt.kind)
		case tt.want == "" && !errors.As(err, &nf):
			t.Errorf("Find(%q) = %q %v, want not found", tt.query, name, err)
		case tt.want == "" && tt.ambiguous != (len(nf.Suggestions) > 1):
			t.Errorf("Find(%q): suggestions %v, ambiguous %v", tt.query, nf.Suggestions, tt.ambiguous)
		}
	}
}

// TestNameIndexNear checks that the grams' bound leaves out no candidate
// a comparison with every name finds.
func TestNameIndexNear(t *testing.T) {
	x := NewNameIndex(indexCards)
	for _, q := range []string{"crufew", "austere comand", "austere cmomand", "lightnin blot", "bal lightnig", "jace the mind sculpter", "kepeer of the dead", "ab", "xy z"} {
		all := NewNearNames[int32](q, false)
		for i, n := range x.names {
			all.AddFolded(int32(i), n, x.keys[i])
		}
		var want, got []string
		for _, h := range all.Ranked() {
			want = append(want, h.Name)
		}
		for _, h := range x.near(q) {
			got = append(got, h.Name)
		}
		if !slices.Equal(got, want) {
			t.Errorf("near(%q) = %v, want %v", q, got, want)
		}
	}
}

func TestNameIndexComplete(t *testing.T) {
	x := NewNameIndex(indexCards)
	if got := x.Complete("keeper of", 20); !slices.Equal(got, []string{"Keeper of the Beasts", "Keeper of the Dead"}) {
		t.Errorf("Complete(keeper of) = %v", got)
	}
	if got := x.Complete("jac bel", 20); !slices.Equal(got, []string{"Jace Beleren"}) {
		t.Errorf("Complete(jac bel) = %v", got)
	}
}

func TestNameIndexPunctuation(t *testing.T) {
	x := NewNameIndex(append(indexCards, NamedCard{Name: "Karn, Silver Golem"}))
	if name, kind, err := x.Find("karn silver golem"); name != "Karn, Silver Golem" || kind != MatchFolded || err != nil {
		t.Errorf("Find(karn silver golem) = %q %s %v", name, kind, err)
	}
}
