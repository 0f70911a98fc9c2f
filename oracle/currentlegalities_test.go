package oracle

import "testing"

// TestSetCurrentLegalities: a current answer names the snapshot stating
// several formats even when a later copy states one format alone, names
// the newest one-format copy only when no snapshot states several, and
// notes newest-known legalities once.
func TestSetCurrentLegalities(t *testing.T) {
	ref := func(id string) *SourceRef { return &SourceRef{ID: id, Kind: SourceSnapshot} }
	date := func(s string) *Date { d := MustDate(s); return &d }
	later := map[string]Listing{"commander": {Source: *ref("s2025"), Date: MustDate("2025-09-25")}}
	for _, tt := range []struct {
		name        string
		stated      LegalitiesStated
		newestKnown *Date
		wantSource  string
		wantNotes   int
	}{
		{"several formats, a later copy of one", LegalitiesStated{Source: ref("s2022"), Date: date("2022-04-25"), Later: later, Note: "newest known"}, nil, "s2022", 1},
		{"one-format copies only", LegalitiesStated{Later: later, Note: "one format"}, nil, "s2025", 1},
		{"the whole card newest known", LegalitiesStated{Source: ref("s2022"), Date: date("2022-04-25"), Note: "newest known"}, date("2022-04-25"), "s2022", 0},
	} {
		v := &CardView{NewestKnown: tt.newestKnown}
		v.SetCurrentLegalities(CardIdentity{Legalities: map[string]string{"commander": "legal"}, Stated: tt.stated})
		if v.LegalitiesSource == nil || v.LegalitiesSource.ID != tt.wantSource || len(v.Notes) != tt.wantNotes || v.Legalities["commander"] != "legal" {
			t.Errorf("%s: source %v, notes %q, legalities %v", tt.name, v.LegalitiesSource, v.Notes, v.Legalities)
		}
	}
	v := &CardView{}
	v.SetCurrentLegalities(CardIdentity{Legalities: map[string]string{}, Stated: LegalitiesStated{Note: "no snapshot states them"}})
	if len(v.Notes) != 0 || v.LegalitiesSource != nil {
		t.Errorf("no legalities: notes %q, source %v", v.Notes, v.LegalitiesSource)
	}
}
