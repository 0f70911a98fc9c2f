package oracle

import (
	"slices"
	"strings"
)

// TypeLineRule is a change of the rules that renamed card types printed
// type lines wrote: from Date on, a type line printed before it is read as
// Rename gives it. A printing states its type line as of its release; the
// Oracle type line of a card no later printing or snapshot states followed
// the rules.
type TypeLineRule struct {
	Date   Date
	Source SourceRef
	// Rename is one face's type line as the rule reads it; the line
	// itself when the rule does not touch it.
	Rename func(line string) string
}

// TypeLineRules are the changes of the rules that renamed printed card
// types, oldest first.
var TypeLineRules = []TypeLineRule{
	{
		// Classic Sixth Edition's rules (the set's release): a summon is
		// a creature spell, an interrupt or a mana source an instant, and
		// an artifact is no longer mono, poly or continuous.
		Date: MustDate("1999-04-21"),
		Source: SourceRef{ID: "rules-sixth-edition", Title: "the rules of Classic Sixth Edition (summons became creatures; interrupts and mana sources instants)",
			Kind: SourceRulebook},
		Rename: sixthEditionTypeLine,
	},
	{
		// Ninth Edition's rules (the set's release): an "Enchant ..."
		// enchantment is an Aura, an "Enchant World" a World Enchantment.
		// The Kamigawa block, before it, still printed "Enchant Creature".
		Date: MustDate("2005-07-29"),
		Source: SourceRef{ID: "rules-ninth-edition", Title: "the rules of Ninth Edition (local enchantments became Auras)",
			Kind: SourceRulebook},
		Rename: ninthEditionTypeLine,
	},
}

// sixthEditionTypeLine reads a type line printed before Sixth Edition by
// its rules, whose card types for the old words oldCardTypes and
// artifactKinds hold: "Summon — Elf" or "Summon Legend" is a creature's
// ("Creature — Elf", "Creature — Legend"), "Interrupt" and "Mana Source"
// an instant's, "Mono Artifact" an artifact's. "Enchant ..." waited for
// Ninth Edition's.
func sixthEditionTypeLine(line string) string {
	left, right, dashed := strings.Cut(line, "—")
	words := strings.Fields(left)
	old, ok := oldCardType(words)
	switch {
	case len(words) == 2 && words[1] == "Artifact" && slices.Contains(artifactKinds, words[0]):
		words = words[1:]
	case !ok || old.printed[0] == "Enchant":
		return line
	case old.printed[0] == "Summon":
		// "Summon Elf": the words after it are the creature's types
		sub := append(words[len(old.printed):], strings.Fields(right)...)
		if len(sub) == 0 {
			return old.cardType
		}
		return old.cardType + " — " + strings.Join(sub, " ")
	case len(words) == len(old.printed):
		words = []string{old.cardType}
	default:
		return line
	}
	if dashed {
		return strings.Join(words, " ") + " —" + right
	}
	return strings.Join(words, " ")
}

// ninthEditionTypeLine reads a type line by Ninth Edition's rules: an
// "Enchant Creature" (or land, artifact, ...) is an "Enchantment — Aura",
// an "Enchant World" a "World Enchantment".
func ninthEditionTypeLine(line string) string {
	words := strings.Fields(line)
	switch {
	case len(words) < 2 || words[0] != "Enchant" || strings.Contains(line, "—"):
		return line
	case len(words) == 2 && words[1] == "World":
		return "World Enchantment"
	}
	return "Enchantment — Aura"
}

// TypeLineAsOf is a type line a printing states, read as of the day d:
// as each rule of TypeLineRules dated by then renames it, face by face
// (" // "). A rule renames old card types alone, so a line printed after
// it in its words (Deckmasters' "Interrupt", 2001) reads as it does. A
// rule that would rename the card's Oracle type line (oracle; a playtest
// card's "Summon Wolf") did not rename the card.
func TypeLineAsOf(line string, d Date, oracle string) string {
	for _, r := range TypeLineRules {
		if r.Date.lastDay() <= d.lastDay() && renameFaces(oracle, r.Rename) == oracle {
			line = renameFaces(line, r.Rename)
		}
	}
	return line
}

// renameFaces is a type line with each face's (" // ") renamed.
func renameFaces(line string, rename func(string) string) string {
	faces := strings.Split(line, " // ")
	for i, f := range faces {
		faces[i] = rename(f)
	}
	return strings.Join(faces, " // ")
}

// withTypeLineRules are one face's printed type-line statements (oldest
// first, all before the face's first other statement, on the day before)
// each read as of its release (TypeLineAsOf, oracle the face's Oracle type
// line), with, after them, a statement of each rule of TypeLineRules that
// renames the line in force on its date, dated and sourced by the rule. A
// printing on a rule's day was made under it: it comes after the rule.
func withTypeLineRules(printed []FieldStatement, before int, oracle string) []FieldStatement {
	var out []FieldStatement
	i := 0
	line := ""
	add := func(p FieldStatement) {
		p.Value = TypeLineAsOf(p.Value, p.Date, oracle)
		out = append(out, p)
		line = p.Value
	}
	for _, r := range TypeLineRules {
		for ; i < len(printed) && printed[i].Date.lastDay() < r.Date.lastDay(); i++ {
			add(printed[i])
		}
		if line == "" || r.Date.lastDay() >= before || renameFaces(oracle, r.Rename) != oracle {
			continue
		}
		if renamed := renameFaces(line, r.Rename); renamed != line {
			out = append(out, FieldStatement{Face: printed[0].Face, Field: "type_line", Value: renamed, Source: r.Source, Date: r.Date})
			line = renamed
		}
	}
	for ; i < len(printed); i++ {
		add(printed[i])
	}
	return out
}
