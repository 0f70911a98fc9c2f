package diff

import (
	"regexp/syntax"
	"slices"
	"strings"
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
	"the opponent plays ~, then player played ~; ayou play ~ and you play ~~ into owner's, to owner'sx",
	"~ ~ you play ~ ~ player plays  ~ opponent played ~",
	"into owner's into owner'sinto owner's to owner's",
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

func TestSearcher(t *testing.T) {
	tests := []struct {
		expr   string
		bare   string // "" when the pattern is run as it is
		anchor string
		lead   int
	}{
		{`\bcomes into play\b`, `comes into play\b`, "", 0},
		{`\bthis (creature|artifact)\b`, `this (creature|artifact)\b`, "", 0},
		{`\b(enters|enter|entered) the battlefield\b`, `(enters|enter|entered) the battlefield\b`, "", 0}, // prefix "enter"
		{`\b(you|player|opponent) (plays|played|play) ~`, `(you|player|opponent) (plays|played|play) ~`, " ~", 15},
		{`\b(to|into) owner's\b`, `(to|into) owner's\b`, " owner's", 4},
		{`\bab|ac`, "", "", 0},               // the boundary is on one side of an alternation
		{`(a|bc)+d`, "", "", 0},              // the literal lies an unbounded way in
		{`(?i)(a|b)cd`, "", "", 0},           // the literal may be written in either case
		{`\([^()]*\)`, "", "", 0},            // a literal prefix
		{`(?m)^enchant [a-z ]+$`, "", "", 0}, // an assertion before the literal
		{`\b\. then`, `\. then`, "", 0},      // a literal prefix after the boundary
		{`\b(`, "", "", 0},                   // not an expression
	}
	for _, tt := range tests {
		s := newSearcher(tt.expr, nil, requiredLiterals(tt.expr))
		bare := ""
		if s.bare != nil {
			bare = s.bare.String()
		}
		if bare != tt.bare || s.anchor != tt.anchor || s.lead != tt.lead {
			t.Errorf("newSearcher(%q) = %q, %q, %d; want %q, %q, %d", tt.expr, bare, s.anchor, s.lead, tt.bare, tt.anchor, tt.lead)
		}
	}
}

func FuzzFindAll(f *testing.F) {
	for _, s := range matchSamples {
		f.Add(s)
	}
	rewrites := DefaultRewrites()
	f.Fuzz(func(t *testing.T, s string) {
		// Wordings are a few kilobytes: longer inputs only slow every
		// execution down (each pattern reads the whole input), and their
		// minimisation stalls the fuzzer for minutes.
		if len(s) > maxFuzzWording {
			t.Skip()
		}
		for _, rw := range rewrites {
			for _, p := range rw.Patterns {
				if got, want := p.findAll(s), p.re.FindAllStringSubmatchIndex(s, -1); !slices.EqualFunc(got, want, slices.Equal) {
					t.Fatalf("%s: findAll(%q) = %v, want %v", p.From, s, got, want)
				}
			}
		}
	})
}

// maxFuzzWording is the longest input the fuzz targets of wordings read;
// the longest Oracle wording is under 1,500 bytes.
const maxFuzzWording = 2048

// TestLiteralRuns checks, for every pattern of data/rewrites.yaml, that
// the literals read from its text without parsing it are parts of the
// literals parsing gives, and that most patterns are read so.
func TestLiteralRuns(t *testing.T) {
	read, all := 0, 0
	for _, rw := range append(DefaultRewrites(), defaultRewriteFile().meanings...) {
		for _, p := range rw.Patterns {
			all++
			if runs, ok := literalRuns(p.From); ok {
				read++
				checkLiteralRuns(t, p.From, runs)
			}
			// A pattern whose parse is put off is tried where a name may
			// be exactly when a literal the parse gives holds "~".
			named := slices.ContainsFunc(requiredLiterals(p.From), func(n string) bool { return strings.Contains(n, "~") })
			if p.named != named {
				t.Errorf("%s: named %v, want %v (parse put off: %v)", p.From, p.named, named, p.re.lazy)
			}
		}
	}
	if read < all/2 {
		t.Errorf("literals read from %d patterns of %d", read, all)
	}
	for _, tt := range []struct {
		expr string
		want []string
	}{
		{`(?m)^defender \(this creature can't attack\.\)`, []string{"defender ", "this creature can't attack"}},
		{`\bas though (they|it) (?:were not|weren't) walls?\b`, []string{"as though ", " ", " wall"}},
		{`ab{2,3}c{x}d+e—?f`, []string{"a", "c{x", "e", "f"}},
		{`[]a\]]b[^]c]d[[:alpha:]]e`, []string{"b", "d", "e"}},
	} {
		runs, ok := literalRuns(tt.expr)
		if !ok || !slices.Equal(runs, tt.want) {
			t.Errorf("literalRuns(%q) = %q, %v; want %q", tt.expr, runs, ok, tt.want)
		}
		checkLiteralRuns(t, tt.expr, runs)
	}
	for _, expr := range []string{`a|b`, `(?i)ab`, `a(?i:b)c`, `\x41b`, `(?P<n>a)b`, `(a`, `a)`, `[ab`, `\pLa`} {
		if runs, ok := literalRuns(expr); ok {
			t.Errorf("literalRuns(%q) = %q, want it left to the parser", expr, runs)
		}
	}
}

// checkLiteralRuns fails t unless each of runs is a part of a literal
// every match of expr holds.
func checkLiteralRuns(t *testing.T, expr string, runs []string) {
	t.Helper()
	needles := requiredLiterals(expr)
	for _, r := range runs {
		if !slices.ContainsFunc(needles, func(n string) bool { return strings.Contains(n, r) }) {
			t.Fatalf("literalRuns(%q): %q is part of none of %q", expr, r, needles)
		}
	}
}

func FuzzLiteralRuns(f *testing.F) {
	for _, s := range []string{`(?m)^defender \(this creature can't attack\.\)`, `ab{2,3}c{x}d+e—?f`, `[]a\]]b[^]c]d[[:alpha:]]e`, `\b(a|b) c\b`,
		`(~|\bit) may block\b`, `\b([a-z~]+) on the battlefield\b`, `(when ~ enters) or`, `(~ a|~ b) c`, `x[~-~]y`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, expr string) {
		if _, err := syntax.Parse(expr, syntax.Perl); err != nil {
			return
		}
		if runs, ok := literalRuns(expr); ok {
			checkLiteralRuns(t, expr, runs)
			// Read from its text, a pattern is tried wherever a name may
			// be exactly when the parse says so.
			named := slices.ContainsFunc(runs, func(n string) bool { return strings.Contains(n, "~") })
			parsed := slices.ContainsFunc(requiredLiterals(expr), func(n string) bool { return strings.Contains(n, "~") })
			if (named || !tildeMayBeNeeded(expr)) && named != parsed {
				t.Fatalf("%q: named %v from its text, %v parsed", expr, named, parsed)
			}
		}
	})
}
