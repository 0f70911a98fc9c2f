package oracle

import (
	"strings"
	"testing"
)

func TestTypeLineAsOf(t *testing.T) {
	for _, tt := range []struct {
		line, since, until, want string
	}{
		{"Summon — Horror", "1998-10-12", "1999-04-20", "Summon — Horror"},
		{"Summon — Horror", "1998-10-12", "1999-04-21", "Creature — Horror"},
		{"Summon Legend", "1994-06", "2002", "Creature — Legend"},
		{"Summon Wall", "1993-08-05", "2002", "Creature — Wall"},
		{"Interrupt", "1996-10-08", "2000", "Instant"},
		{"Mana Source", "1995-06", "2000", "Instant"},
		{"Mono Artifact", "1993-08-05", "2000", "Artifact"},
		{"Artifact Creature", "1993-08-05", "2000", "Artifact Creature"},
		{"Enchant Creature", "1997-10-14", "2000", "Enchant Creature"},
		{"Enchant Creature", "1997-10-14", "2005", "Enchantment — Aura"},
		{"Enchant World", "1994-06", "2005", "World Enchantment"},
		{"Legendary Creature — Human", "1994-06", "2005", "Legendary Creature — Human"},
		// a rule on the printing's own day was the printing's
		{"Summon — Knight", "1999-04-21", "2000", "Summon — Knight"},
		{"Summon — Elf // Interrupt", "1995", "2000", "Creature — Elf // Instant"},
	} {
		got := TypeLineAsOf(tt.line, MustDate(tt.since), MustDate(tt.until))
		if got != tt.want {
			t.Errorf("TypeLineAsOf(%q, %s, %s) = %q, want %q", tt.line, tt.since, tt.until, got, tt.want)
		}
	}
}

// TestPrintedTypeLinesRenamed: a printed type line the rules renamed is
// stated so by the rule on its date, before the first other statement,
// and a printing after the rule states its own again.
func TestPrintedTypeLinesRenamed(t *testing.T) {
	statements := []FieldStatement{stmt("type_line", "Creature — Zombie Horror", "s2009", "2009-04-30")}
	printing := func(value, id, date string) FieldStatement {
		s := stmt("type_line", value, id, date)
		s.Source.Kind = SourcePrinting
		return s
	}
	for _, tt := range []struct {
		name    string
		printed []FieldStatement
		want    string
	}{
		{"renamed", []FieldStatement{printing("Summon — Horror", "set-usg", "1998-10-12")},
			"Summon — Horror set-usg; Creature — Horror rules-sixth-edition; Creature — Zombie Horror s2009"},
		{"renamed twice", []FieldStatement{printing("Enchant Creature", "set-tmp", "1997-10-14")},
			"Enchant Creature set-tmp; Enchantment — Aura rules-champions-of-kamigawa; Creature — Zombie Horror s2009"},
		{"reprinted after the rule", []FieldStatement{printing("Summon — Horror", "set-usg", "1998-10-12"),
			printing("Creature — Horror", "set-7ed", "2001-04-11")},
			"Summon — Horror set-usg; Creature — Horror rules-sixth-edition; Creature — Horror set-7ed; Creature — Zombie Horror s2009"},
		{"nothing to rename", []FieldStatement{printing("Creature — Horror", "set-7ed", "2001-04-11")},
			"Creature — Horror set-7ed; Creature — Zombie Horror s2009"},
	} {
		var got []string
		for _, s := range timeOrdered(WithPrintedTypeLines(statements, tt.printed)) {
			got = append(got, s.Value+" "+s.Source.ID)
		}
		if g := strings.Join(got, "; "); g != tt.want {
			t.Errorf("%s:\n%s\nwant\n%s", tt.name, g, tt.want)
		}
	}
	// the rule's statement is in force on its date, its value as of then
	v, _ := Field(FieldsAsOf(WithPrintedTypeLines(statements, []FieldStatement{printing("Summon — Horror", "set-usg", "1998-10-12")}), nil,
		MustDate("2002")), 0, "type_line")
	if v.Value != "Creature — Horror" || v.Source == nil || v.Source.ID != "rules-sixth-edition" {
		t.Errorf("as of 2002: %q from %v", v.Value, v.Source)
	}
}

// timeOrdered is statements of one face and field, oldest first.
func timeOrdered(statements []FieldStatement) []FieldStatement {
	return groupStatements(statements)[0]
}
