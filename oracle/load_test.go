package oracle

import (
	"errors"
	"os"
	"strings"
	"testing"
	"testing/fstest"
)

const goodCards = `sources:
  - id: snap
    title: Snapshot
    kind: snapshot
    date: 2025-09-25
cards:
  - name: Curfew
    mana_cost: "{U}"
    type_line: Instant
    oracle:
      - source: snap
        text: Each player returns a creature they control to its owner's hand.
  - name: Lifeline
    mana_cost: "{5}"
    type_line: Artifact
`

// reversible is a card whose two faces share a name, of the layout given:
// "Thumb // Thumb" as a reversible card, "Thumb 2 // Thumb 2" otherwise.
func reversible(layout string) string {
	name := "Thumb"
	if layout != "reversible_card" {
		name = "Thumb 2"
	}
	face := "      - name: " + name + "\n        mana_cost: \"{2}\"\n        type_line: Artifact\n"
	return "  - name: " + name + " // " + name + "\n    layout: " + layout + "\n    faces:\n" + face + face
}

// TestLoadProblems feeds one bad file per class of mistake and checks every
// problem is reported with its file, line and column.
func TestLoadProblems(t *testing.T) {
	tests := []struct {
		name  string
		cards string
		doc   string
		want  []string
	}{
		{
			name: "yaml syntax",
			doc:  "source:\n  id: x\n  title: [unclosed\n",
			want: []string{"errata/doc.yaml:2:1: yaml: did not find expected ',' or ']'"},
		},
		{
			name: "unknown and missing fields",
			doc:  "source:\n  id: doc\n  titel: Doc\n  kind: rulebook\n  date: 1998\n",
			want: []string{
				`errata/doc.yaml:2:3: missing field "title"`,
				`errata/doc.yaml:3:3: unknown field "titel" (did you mean "title"?)`,
			},
		},
		{
			name: "bad dates",
			doc:  "source:\n  id: doc\n  title: Doc\n  kind: rulebook\n  date: 1998-13-01\n",
			want: []string{`errata/doc.yaml:5:9: bad date "1998-13-01"`},
		},
		{
			name:  "duplicate cards",
			cards: goodCards + "  - name: curfew\n",
			want:  []string{`cards.yaml:16:5: duplicate card "curfew" (first at cards.yaml:7:5)`},
		},
		{
			name: "unknown card with suggestion",
			doc: "source:\n  id: doc\n  title: Doc\n  kind: errata-bulletin\n  date: 1998-10-18\n" +
				"errata:\n  - card: Curfw\n    kind: none\n" +
				"rulings:\n  - kind: card\n    cards: [Lifeline, Bal Lightning]\n    text: A ruling.\n",
			want: []string{
				`errata/doc.yaml:7:5: unknown card "Curfw": not in cards.yaml (did you mean "Curfew"?)`,
				`errata/doc.yaml:10:5: unknown card "Bal Lightning": not in cards.yaml`,
			},
		},
		{
			name:  "malformed mana cost",
			cards: strings.Replace(goodCards, `"{U}"`, `"{U}{Q}"`, 1),
			want:  []string{`cards.yaml:7:5: card "Curfew": malformed mana cost "{U}{Q}": unknown symbol {Q}`},
		},
		{
			name:  "wrong types and unknown source",
			cards: strings.Replace(goodCards, "source: snap", "source: nope", 1) + "  - name: [a list]\n",
			want: []string{
				`cards.yaml:11:9: unknown source "nope"`,
				`cards.yaml:16:11: want a string, found a list`,
			},
		},
		{
			name: "erratum kinds",
			doc: "source:\n  id: doc\n  title: Doc\n  kind: errata-bulletin\n  date: 1998\n" +
				"errata:\n  - card: Curfew\n    kind: partial\n    text: no marker\n" +
				"  - card: Curfew\n    kind: sideways\n",
			want: []string{
				`errata/doc.yaml:7:5: erratum for "Curfew": a partial erratum's text starts with [...]`,
				`errata/doc.yaml:10:5: erratum for "Curfew": unknown kind "sideways"`,
			},
		},
		{
			name: "erratum repeated",
			doc: "source:\n  id: doc\n  title: Doc\n  kind: errata-bulletin\n  date: 1998\n" +
				"errata:\n  - card: Curfew\n    kind: full\n    text: A.\n" +
				"  - card: curfew\n    kind: full\n    text: B.\n",
			want: []string{`errata/doc.yaml:10:5: card "curfew": a second erratum of item 0, ability 0, in one document (first at errata/doc.yaml:7:5)`},
		},
		{
			name:  "erratum of an ability the card lacks",
			cards: strings.Replace(goodCards, "  - name: Lifeline\n", "  - name: Lifeline\n    printings:\n      - set: TMP\n        released: 1997-10-14\n        text: |-\n          One.\n          Two.\n", 1),
			doc: "source:\n  id: doc\n  title: Doc\n  kind: errata-bulletin\n  date: 1998\n" +
				"errata:\n  - card: Curfew\n    kind: full\n    ability: 2\n    text: A.\n" +
				"  - card: Lifeline\n    kind: full\n    ability: 2\n    text: B.\n" +
				"  - card: Lifeline\n    number: 2\n    kind: partial\n    ability: 9\n    text: '[...] C.'\n",
			want: []string{
				`errata/doc.yaml:7:5: erratum for "Curfew": ability 2, but the wording it applies to has 1`,
				`errata/doc.yaml:15:5: erratum for "Lifeline": ability 9, but the wording it applies to has 2`,
			},
		},
		{
			name:  "empty items",
			cards: goodCards + "  - ~\n  - name: X\n    oracle: [~]\n",
			doc:   "source:\n  id: doc\n  title: Doc\n  kind: errata-bulletin\n  date: 1998\nerrata:\n  - ~\n",
			want: []string{
				`cards.yaml:16:5: want a mapping, found "~"`,
				`cards.yaml:18:14: want a mapping, found "~"`,
				`cards.yaml:18:14: unknown source ""`,
				`errata/doc.yaml:7:5: want a mapping, found "~"`,
				`errata/doc.yaml:7:5: erratum for "": unknown kind ""`,
				`errata/doc.yaml:7:5: unknown card ""`,
			},
		},
		{
			name:  "faces sharing a name",
			cards: goodCards + reversible("normal") + reversible("reversible_card"),
			doc: "source:\n  id: doc\n  title: Doc\n  kind: errata-bulletin\n  date: 1998\n" +
				"errata:\n  - card: Thumb // Thumb\n    face: Thumb\n    kind: none\n",
			want: []string{
				`cards.yaml:22:9: card "Thumb 2 // Thumb 2": face "Thumb 2" given twice`,
				`errata/doc.yaml:7:5: card "Thumb // Thumb" has 2 faces named "Thumb": the erratum does not say which it corrects`,
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cards := tt.cards
			if cards == "" {
				cards = goodCards
			}
			fsys := fstest.MapFS{"cards.yaml": {Data: []byte(cards)}}
			if tt.doc != "" {
				fsys["errata/doc.yaml"] = &fstest.MapFile{Data: []byte(tt.doc)}
			}
			_, err := LoadDataset(fsys)
			var ps Problems
			if !errors.As(err, &ps) {
				t.Fatalf("got %v, want problems", err)
			}
			if len(ps) != len(tt.want) {
				t.Errorf("got %d problems, want %d:\n%v", len(ps), len(tt.want), err)
			}
			for i, want := range tt.want {
				if i < len(ps) && !strings.HasPrefix(ps[i].Error(), want) {
					t.Errorf("problem %d:\n got %s\nwant %s...", i, ps[i].Error(), want)
				}
			}
		})
	}
}

func TestLoadTestdata(t *testing.T) {
	ds, err := LoadDataset(os.DirFS("testdata/data"))
	if err != nil {
		t.Fatal(err)
	}
	if len(ds.Cards) != 9 || len(ds.Documents) != 3 || len(ds.Sources) != 2 {
		t.Errorf("got %d cards, %d documents, %d sources", len(ds.Cards), len(ds.Documents), len(ds.Sources))
	}
}

func FuzzLoad(f *testing.F) {
	f.Add([]byte(goodCards))
	f.Add([]byte("source:\n  id: doc\n  title: Doc\n  kind: rulebook\n  date: 1998\nerrata:\n  - card: Curfew\n    kind: none\n"))
	f.Add([]byte("cards:\n  - name: X\n    oracle: [~]\n  - ~\n"))
	f.Add([]byte("source: ~\nerrata: [{card: X, kind: full, ability: 3, text: A}]\n"))
	f.Add([]byte("cards:\n  - &c\n    name: X\n    faces: [&f {name: F}, *f, *f]\n  - *c\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		// Twice, so that what one file says against another is checked too.
		_, err := Load([]File{{Name: "f.yaml", Data: src}, {Name: "g.yaml", Data: src}})
		var ps Problems
		if err != nil && errors.As(err, &ps) {
			for _, p := range ps {
				if p.Pos.File != "f.yaml" && p.Pos.File != "g.yaml" || p.Pos.Line < 1 {
					t.Fatalf("problem without a position: %v", p)
				}
			}
		}
	})
}

// TestLoadAliasBomb refuses a small file whose aliases of aliases stand
// for millions of values, without decoding them.
func TestLoadAliasBomb(t *testing.T) {
	aliases := func(name string) string { return strings.TrimSuffix(strings.Repeat(name+", ", 100), ", ") }
	src := "cards:\n  - &c\n    name: X\n    printings: [&p {set: A, released: 2000, faces: [&f {name: F}, " + aliases("*f") + "]}, " +
		aliases("*p") + "]\n" + strings.Repeat("  - *c\n", 100)
	_, err := Load([]File{{Name: "cards.yaml", Data: []byte(src)}})
	if err == nil || !strings.Contains(err.Error(), "aliases expand the file to too many values: refused") {
		t.Fatalf("got %v", err)
	}
	var ps Problems
	if errors.As(err, &ps) && len(ps) > 100 {
		t.Errorf("%d problems, want the expansion stopped early", len(ps))
	}
}
