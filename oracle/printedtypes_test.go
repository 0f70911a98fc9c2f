package oracle

import (
	"fmt"
	"strings"
	"testing"
)

func TestWithPrintedTypeLines(t *testing.T) {
	stated := func(face int, value, source, date string) FieldStatement {
		return FieldStatement{Face: face, Field: "type_line", Value: value, Source: SourceRef{ID: source, Kind: SourceSnapshot}, Date: MustDate(date)}
	}
	printed := func(face int, value, set, date string) FieldStatement {
		return FieldStatement{Face: face, Field: "type_line", Value: value, Source: SourceRef{ID: "set-" + set, Kind: SourcePrinting}, Date: MustDate(date)}
	}
	line := func(s []FieldStatement) string {
		var out []string
		for _, x := range s {
			out = append(out, fmt.Sprintf("%d %s %s %s", x.Face, x.Source.ID, x.Date, x.Value))
		}
		return strings.Join(out, "; ")
	}
	cost := FieldStatement{Field: "mana_cost", Value: "{G}", Source: SourceRef{ID: "s2009"}, Date: MustDate("2009-07-31")}
	for _, tt := range []struct {
		name              string
		statements, print []FieldStatement
		want              string
	}{
		{"printed before the first statement, oldest first; a reprint states it again, one set's printings once; the dash is the em dash; Sixth Edition's rules read Summon as Creature",
			[]FieldStatement{stated(0, "Creature — Elf Druid", "s2009", "2009-07-31")},
			[]FieldStatement{printed(0, "Creature - Elf", "8ed", "2003-07-28"), printed(0, "Summon Elf", "usg", "1998-10-12"),
				printed(0, "Summon Elf", "ath", "1998-11-01"), printed(0, "Creature — Elf", "7ed", "2001-04-11"), printed(0, "Summon Elf", "ath", "1998-11-01")},
			"0 s2009 2009-07-31 Creature — Elf Druid; 0 set-usg 1998-10-12 Summon Elf; 0 set-ath 1998-11-01 Summon Elf; " +
				"0 rules-sixth-edition 1999-04-21 Creature — Elf; 0 set-7ed 2001-04-11 Creature — Elf; 0 set-8ed 2003-07-28 Creature — Elf"},
		{"a printing on or after the first statement says nothing",
			[]FieldStatement{stated(0, "Enchantment — Aura", "s2009", "2009-07-31")},
			[]FieldStatement{printed(0, "Enchant Creature", "9ed", "2009-07-31"), printed(0, "Enchantment — Aura", "m10", "2009-07-17")},
			"0 s2009 2009-07-31 Enchantment — Aura; 0 set-m10 2009-07-17 Enchantment — Aura"},
		{"each face by its own first statement; a face no source states a type line of takes none",
			[]FieldStatement{stated(1, "Instant", "s2013", "2013-12-25"), stated(2, "Instant", "s2015", "2015-12-30"), cost},
			[]FieldStatement{printed(1, "Instant", "inv", "2000-10-02"), printed(2, "Instant", "apc", "2014-06-01"), printed(0, "Instant", "inv", "2000-10-02"),
				printed(2, "", "apc", "2001-06-04")},
			"1 s2013 2013-12-25 Instant; 2 s2015 2015-12-30 Instant; 0 s2009 2009-07-31 {G}; 1 set-inv 2000-10-02 Instant; 2 set-apc 2014-06-01 Instant"},
		{"a printing of every face of a multi-face card states the card's type line, its faces' joined",
			[]FieldStatement{stated(0, "Instant // Instant", "s2009", "2009-07-31"), stated(1, "Instant", "s2009", "2009-07-31"), stated(2, "Instant", "s2009", "2009-07-31")},
			[]FieldStatement{printed(2, "Instant", "apc", "2001-06-04"), printed(1, "Instant", "apc", "2001-06-04"), printed(1, "Instant", "apc", "2001-06-04"),
				printed(1, "Sorcery", "pls", "2001-02-05")},
			"0 s2009 2009-07-31 Instant // Instant; 1 s2009 2009-07-31 Instant; 2 s2009 2009-07-31 Instant; " +
				"0 set-apc 2001-06-04 Instant // Instant; 1 set-pls 2001-02-05 Sorcery; 1 set-apc 2001-06-04 Instant; 2 set-apc 2001-06-04 Instant"},
		{"no statement: nothing to put a printing before",
			nil, []FieldStatement{printed(0, "Summon Elf", "usg", "1998-10-12")}, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := line(WithPrintedTypeLines(tt.statements, tt.print)); got != tt.want {
				t.Errorf("got  %s\nwant %s", got, tt.want)
			}
		})
	}
}

func TestWholeCardTypeLines(t *testing.T) {
	printed := func(face int, value, set string) FieldStatement {
		return FieldStatement{Face: face, Field: "type_line", Value: value, Source: SourceRef{ID: "set-" + set, Kind: SourcePrinting}, Date: MustDate("2001-06-04")}
	}
	for _, tt := range []struct {
		name  string
		faces int
		print []FieldStatement
		want  string
	}{
		{"a set that printed every face states the card's line; one that printed one face, none", 2,
			[]FieldStatement{printed(1, "Instant", "apc"), printed(2, "Sorcery", "pls"), printed(2, "Instant", "apc")}, "set-apc Instant // Instant"},
		{"faces in order, whatever the order given; a face printed twice differently, the lesser", 2,
			[]FieldStatement{printed(2, "Planeswalker — Arlinn", "soi"), printed(1, "Creature — Human Werewolf", "soi"),
				printed(1, "Creature — Human", "soi")}, "set-soi Creature — Human // Planeswalker — Arlinn"},
		{"a face missing, or a line not printed", 3,
			[]FieldStatement{printed(1, "Instant", "apc"), printed(2, "Instant", "apc"), printed(3, "", "apc")}, ""},
		{"a single face", 1, []FieldStatement{printed(1, "Instant", "apc")}, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, s := range WholeCardTypeLines(tt.print, tt.faces) {
				if s.Face != 0 {
					t.Errorf("face %d", s.Face)
				}
				got = append(got, s.Source.ID+" "+s.Value)
			}
			if strings.Join(got, "; ") != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}
