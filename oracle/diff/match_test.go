package diff

import (
	"slices"
	"testing"
)

// matchSamples are lower-cased wordings of the kind the rewrites meet,
// with boundaries that a match must and must not start at.
var matchSamples = []string{
	"each player returns a creature he or she controls.",
	"when ~ comes into play, draw a card. when this artifact enters the battlefield, untap it.",
	"whenever a creature is put into a graveyard from play, draw a card.",
	"remove target creature from the game. removes it from the game",
	"with converted mana cost 3 or less and total casting cost 2",
	"return it to owner's hand. put it into play. it leaves play at end of turn.",
	"flying (it can't be blocked except by creatures with flying or reach.)",
	"bury target creature. you play ~ only as a sorcery; play a creature spell",
	"search your library, then shuffle your library. they draws a card",
	"sothis creature_this creature éthis creature 9this creature this creatures",
	"hethey drawsthey draws they draw_they draws\nthey ones",
	"enchant creature\nenchanted creature gets +1/+1.",
	"add {g} to your mana pool. at the end of the turn",
	"",
	"this",
}

func TestFindAllMatchesRegexp(t *testing.T) {
	for _, rw := range DefaultRewrites() {
		for _, p := range rw.Patterns {
			for _, s := range matchSamples {
				if got, want := p.findAll(s), p.re.FindAllStringSubmatchIndex(s, -1); !slices.EqualFunc(got, want, slices.Equal) {
					t.Errorf("%s: findAll(%q) = %v, want %v", p.From, s, got, want)
				}
			}
		}
	}
}

func TestAfterBoundary(t *testing.T) {
	tests := []struct {
		expr, want string // want is "" when the pattern is run as it is
	}{
		{`\bcomes into play\b`, `comes into play\b`},
		{`\bthis (creature|artifact)\b`, `this (creature|artifact)\b`},
		{`\b(enters|enter|entered) the battlefield\b`, `(enters|enter|entered) the battlefield\b`},
		{`\bab|ac`, ""},               // the boundary is on one side of an alternation
		{`\b(you|player) play`, ""},   // no literal prefix
		{`\([^()]*\)`, ""},            // no boundary
		{`\b\. then`, ""},             // starts with a non-word character
		{`(?m)^enchant [a-z ]+$`, ""}, // no boundary
		{`\b(`, ""},                   // not an expression
	}
	for _, tt := range tests {
		got := ""
		if re := afterBoundary(tt.expr); re != nil {
			got = re.String()
		}
		if got != tt.want {
			t.Errorf("afterBoundary(%q) = %q, want %q", tt.expr, got, tt.want)
		}
	}
}

func FuzzFindAll(f *testing.F) {
	for _, s := range matchSamples {
		f.Add(s)
	}
	rewrites := DefaultRewrites()
	f.Fuzz(func(t *testing.T, s string) {
		for _, rw := range rewrites {
			for _, p := range rw.Patterns {
				if got, want := p.findAll(s), p.re.FindAllStringSubmatchIndex(s, -1); !slices.EqualFunc(got, want, slices.Equal) {
					t.Fatalf("%s: findAll(%q) = %v, want %v", p.From, s, got, want)
				}
			}
		}
	})
}
