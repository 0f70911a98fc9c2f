package diff

import (
	"regexp"
	"slices"
	"strings"
	"sync"
)

// ModalRestriction is the rewrite id given when the restriction of a modal
// activated ability is read once, after its modes: a restriction limits
// the ability whichever mode is chosen (602.5b), and the snapshots write
// it after the last mode ("Choose one — A; or B. Activate this ability only
// once each turn.", until 2017-12-06), after each mode (2018-11-07 and
// 2019-07-21) or after "Choose one." (from 2022-04-25; Skinshifter,
// Triassic Egg).
const ModalRestriction = "modal-restriction"

// modalHead is the choice a canonical line of modes starts with, modes
// joined by "; or " (modal-bullets): group 1 is what it chooses.
var modalHead = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\bchoose (one|two|three|one or more|one or both|any number) ?[—.]? ?`)
})

// restrictionOpening starts an activation restriction (activate-only).
const restrictionOpening = "activate only "

// modalRestrictions writes each line of raw (a canonical text, one ability
// a line) whose modes carry activation restrictions with the modes first
// and the restrictions after them, each once.
func modalRestrictions(raw string) string {
	if !strings.Contains(raw, restrictionOpening) || !strings.Contains(raw, "; or ") {
		return raw
	}
	lines := strings.Split(raw, "\n")
	for i, l := range lines {
		lines[i] = modalLineRestrictions(l)
	}
	return strings.Join(lines, "\n")
}

// modalLineRestrictions is modalRestrictions of one line.
func modalLineRestrictions(l string) string {
	loc := modalHead().FindStringSubmatchIndex(l)
	if loc == nil || !strings.Contains(l[loc[1]:], restrictionOpening) {
		return l
	}
	head := l[:loc[0]] + "choose " + l[loc[2]:loc[3]] + " — "
	var modes, restrictions []string
	for _, part := range strings.Split(l[loc[1]:], "; or ") {
		var kept []string
		for _, s := range strings.Split(strings.TrimSuffix(strings.TrimPrefix(part, ". "), "."), ". ") {
			switch {
			case s == "":
			case strings.HasPrefix(s, restrictionOpening):
				if !slices.Contains(restrictions, s) {
					restrictions = append(restrictions, s)
				}
			default:
				kept = append(kept, s)
			}
		}
		if kept != nil {
			modes = append(modes, strings.Join(kept, ". "))
		}
	}
	if len(modes) < 2 {
		return l
	}
	return head + strings.Join(modes, "; or ") + ". " + strings.Join(restrictions, ". ") + "."
}
