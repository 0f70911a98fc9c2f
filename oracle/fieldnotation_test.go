package oracle

import (
	"reflect"
	"strings"
	"testing"
)

func TestSameFieldValue(t *testing.T) {
	tests := []struct {
		field, a, b string
		want        bool
	}{
		{"type_line", "Land — Urza's Mine", "Land — Urza’s Mine", true},
		{"type_line", "Creature -- The Biggest, Baddest, Nastiest,", "Creature — The Biggest, Baddest, Nastiest,", true},
		{"type_line", "Creature - Ooze", "Creature — Ooze", true},
		{"type_line", "Legendary Creature Human Monk", "Legendary Creature — Human Monk", true}, // printed without its dash
		{"type_line", "Creature — Human Wolf", "Creature — Werewolf", false},
		{"type_line", "Creature — Elemental", "Creature — Elemental?", false},
		{"name", "Kill Destroy", "Kill! Destroy!", false},
		{"name", "Æther Vial", "Aether Vial", false},
		{"power", "3½", "3.5", true},
		{"toughness", "½", ".5", true},
		{"toughness", "½", "0.5", true},
		{"power", "10.5", "1.5", false},
		{"power", "1½", "1", false},
		{"power", "*", "", false},
		{"loyalty", "", "X", false},
		{"mana_cost", "{hw}", "{HW}", true},
		{"mana_cost", "{WU}", "{W/U}", true},
		{"mana_cost", "{W/U}", "{G/W}", false},
		{"mana_cost", "{2}{G}", "{1}{G}", false},
		{"legality:modern", "legal", "Legal", false},
		{"legality:modern", "banned", "banned", true},
	}
	for _, tt := range tests {
		if got := SameFieldValue(tt.field, tt.a, tt.b); got != tt.want {
			t.Errorf("SameFieldValue(%s, %q, %q) = %v, want %v (keys %q, %q)", tt.field, tt.a, tt.b, got, tt.want,
				FieldNotationKey(tt.field, tt.a), FieldNotationKey(tt.field, tt.b))
		}
	}
}

// A value stated again in another notation is no change: not in the
// changes, and no window of a change for the dates before it; the value in
// force is each source's own.
func TestFieldNotationIsNoChange(t *testing.T) {
	history := []FieldStatement{
		stmt("type_line", "Land — Urza's Mine", "s2009", "2009-07-31"),
		stmt("type_line", "Land — Urza’s Mine", "s2013", "2013-12-25"),
		stmt("type_line", "Land — Urza's Mine", "s2025", "2025-06-27"),
		stmt("power", "3½", "s2009", "2009-07-31"),
		stmt("power", "3.5", "s2019", "2019-07-21"),
		stmt("power", "4", "s2022", "2022-04-25"),
	}
	listed := listings([]string{"type_line", "power"}, "2009-07-31", "2013-12-25", "2018-11-07", "2019-07-21", "2022-04-25", "2025-06-27")
	var got []string
	for _, c := range FieldChanges(history, listed) {
		got = append(got, c.Field+" "+c.From+">"+c.To+" "+c.After.String()+".."+c.Date.String())
	}
	if want := []string{"power 3.5>4 2019-07-21..2022-04-25"}; !reflect.DeepEqual(got, want) {
		t.Errorf("changes %q, want %q", got, want)
	}
	for _, tt := range []struct{ date, field, value, note string }{
		{"2012", "type_line", "Land — Urza's Mine", ""},
		{"2014", "type_line", "Land — Urza’s Mine", ""},
		{"2018", "power", "3½", ""},
		{"2020", "power", "3.5", "the power changed at an unknown time between 2019-07-21 and 2022-04-25"},
	} {
		v, _ := Field(FieldsAsOf(history, listed, MustDate(tt.date)), 0, tt.field)
		notes := strings.Join(v.Notes, "\n")
		if v.Value != tt.value || tt.note == "" && notes != "" || !strings.Contains(notes, tt.note) {
			t.Errorf("%s as of %s: %q, notes %q; want %q, note %q", tt.field, tt.date, v.Value, notes, tt.value, tt.note)
		}
	}
}
