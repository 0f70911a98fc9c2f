package diff

import (
	"regexp"
	"slices"
	"strings"
	"sync"
)

// OldAura is the rewrite id given when an Aura's wording printed before
// Classic Sixth Edition, which called the permanent it enchants "target
// creature" ("Tap target creature without flying. That creature does not
// untap during its controller's untap phase", Roots, 1995), is read
// against the Oracle wording's "Enchant creature without flying" and
// "enchanted creature" (303.4a, 303.4b). The rules of then had no enchant
// ability: the first target named what the Aura could enchant, and the
// Aura's one-shot "tap target creature" happened as it came into play.
const OldAura = "old-aura"

// oldAura reports whether c reads an Aura's wordings of which the older
// was printed before Classic Sixth Edition: both wordings are then read
// with oldAuraEnchants, that the same words are compared on both sides.
func (c *Classifier) oldAura() bool {
	return c.oldDate != "" && c.oldDate < sixthEdition && slices.Contains(c.subtypes, "aura")
}

// enchantLine is an Aura's enchant ability, a line of its own: group 1 is
// what it may enchant.
var enchantLine = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?m)^enchant ([a-z][a-z' -]*)$\n?`)
})

// cutEnchantLine is t without its enchant ability, and what that ability
// lets the Aura enchant ("" when t has none).
func cutEnchantLine(t string) (rest, enchants string) {
	m := enchantLine().FindStringSubmatchIndex(t)
	if m == nil {
		return t, ""
	}
	return t[:m[0]] + t[m[1]:], strings.TrimSpace(t[m[2]:m[3]])
}

var (
	// enchantRestriction is what an enchant ability lets an Aura enchant,
	// when it is a kind of permanent: groups 1 to 3 are the words before
	// the kind, the kind and a restriction after it.
	enchantRestriction = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^((?:non-?[a-z]+ |[a-z]+-[a-z]+ )?)(creature|land|artifact|enchantment|permanent|wall)( without flying| with flying| you control| an opponent controls| you don't control)?$`)
	})
	// enchantedObject is a reference to the permanent an Aura enchants:
	// "enchanted creature", an old Aura's "target creature", and "that
	// creature" or "the creature" after either. Group 1 is its kind.
	enchantedObject = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`\b(?:enchanted|target|that|the) (creature|land|artifact|enchantment|permanent|wall)\b`)
	})
	// bareObject is a sentence of an old Aura about "creature", the one
	// it enchants ("Target creature deals no damage during combat.
	// Creature cannot attack.", Demonic Torment).
	bareObject = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?m)(^|\. )(creature|land) (can't|doesn't|gets|has|is)\b`)
	})
	// oneShotTap is an old Aura's first sentence tapping the permanent it
	// enchants, which happened as it came into play (Roots' "When Roots
	// comes into play, tap enchanted creature"); not a cost ("Tap land
	// Earthlore enchants: ...").
	oneShotTap = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^tap (enchanted [a-z ]+)\. ?`)
	})
)

// oldAuraEnchants is a canonical text of an old Aura's wording whose
// references to the permanent it enchants, of the kind of the first, are
// "enchanted creature", with the restriction of its enchant ability
// ("without flying"), cut before the rewrites were applied (enchants, ""
// for none), on the first, as the older wording had it on its first
// target.
func oldAuraEnchants(raw, enchants string) string {
	raw = bareObject().ReplaceAllString(raw, "${1}that $2 $3")
	kind := ""
	raw = enchantedObject().ReplaceAllStringFunc(raw, func(ref string) string {
		k := ref[strings.IndexByte(ref, ' ')+1:]
		if kind == "" {
			kind = k
		}
		if k == kind {
			return "enchanted " + k
		}
		return ref
	})
	if enchants == "" {
		return oneShotTap().ReplaceAllString(raw, "when ~ enters, tap $1.\n")
	}
	m := enchantRestriction().FindStringSubmatch(enchants)
	if m == nil || m[1]+m[3] == "" || m[2] != kind {
		return raw
	}
	first := "enchanted " + kind
	i := strings.Index(raw, first)
	return raw[:i] + "enchanted " + m[1] + kind + m[3] + raw[i+len(first):]
}
