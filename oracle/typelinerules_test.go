package oracle

import (
	"strings"
	"testing"
)

func TestTypeLineAsOf(t *testing.T) {
	for _, tt := range []struct {
		line, asOf, want string
	}{
		{"Summon — Horror", "1999-04-20", "Summon — Horror"},
		{"Summon — Horror", "1999-04-21", "Creature — Horror"},
		{"Summon Legend", "2002", "Creature — Legend"},
		{"Summon Wall", "2002", "Creature — Wall"},
		{"Interrupt", "2000", "Instant"},
		{"Mana Source", "2000", "Instant"},
		{"Mono Artifact", "2000", "Artifact"},
		{"Artifact Creature", "2000", "Artifact Creature"},
		{"Enchant Creature", "2005-07-28", "Enchant Creature"},
		{"Enchant Creature", "2005-07-29", "Enchantment — Aura"},
		{"Enchant World", "2006", "World Enchantment"},
		{"Legendary Creature — Human", "2006", "Legendary Creature — Human"},
		{"Creature — Knight", "2000", "Creature — Knight"},
		{"Summon — Elf // Interrupt", "2000", "Creature — Elf // Instant"},
	} {
		if got := TypeLineAsOf(tt.line, MustDate(tt.asOf), "Creature — Elf"); got != tt.want {
			t.Errorf("TypeLineAsOf(%q, %s) = %q, want %q", tt.line, tt.asOf, got, tt.want)
		}
	}
	// a card whose Oracle line keeps the old words (a playtest card) was
	// not renamed
	if got := TypeLineAsOf("Summon Wolf", MustDate("2020"), "Summon Wolf"); got != "Summon Wolf" {
		t.Errorf("a Summon Oracle line: %q", got)
	}
}

// TestPrintedTypeLinesRenamed: a printed type line the rules renamed is
// stated so by the rule on its date, before the first other statement; a
// printing after the rule states its own again, read by the rule.
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
		{"renamed by the later rule", []FieldStatement{printing("Enchant Creature", "set-tmp", "1997-10-14")},
			"Enchant Creature set-tmp; Enchantment — Aura rules-ninth-edition; Creature — Zombie Horror s2009"},
		{"printed in old words after the rule", []FieldStatement{printing("Summon — Horror", "set-usg", "1998-10-12"),
			printing("Interrupt", "set-dkm", "2001-12-01")},
			"Summon — Horror set-usg; Creature — Horror rules-sixth-edition; Instant set-dkm; Creature — Zombie Horror s2009"},
		{"reprinted on the rule's day, after it", []FieldStatement{printing("Summon — Elves", "set-5ed", "1997-03-24"),
			printing("Creature — Elf", "set-6ed", "1999-04-21")},
			"Summon — Elves set-5ed; Creature — Elves rules-sixth-edition; Creature — Elf set-6ed; Creature — Zombie Horror s2009"},
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
