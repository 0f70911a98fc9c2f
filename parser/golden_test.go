package parser

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite golden files and the corpus ratchet")

// goldenCard is one real card of testdata/cards.json: its Oracle text as
// of the 2022 MTGJSON pool and the keywords MTGJSON states for it, or, for
// the wordings of the first printings, the text and type line printed in
// the set Printed names.
type goldenCard struct {
	Name     string   `json:"name"`
	Printed  string   `json:"printed,omitempty"`
	Type     string   `json:"type"`
	Text     string   `json:"text"`
	Keywords []string `json:"keywords"`
}

// file names the card's golden file: the printed texts beside the Oracle
// ones.
func (gc goldenCard) file() string {
	if gc.Printed != "" {
		return slug(gc.Name) + "_" + strings.ToLower(gc.Printed)
	}
	return slug(gc.Name)
}

func loadGoldenCards(t *testing.T) []goldenCard {
	t.Helper()
	data, err := os.ReadFile("testdata/cards.json")
	if err != nil {
		t.Fatal(err)
	}
	var cards []goldenCard
	if err := json.Unmarshal(data, &cards); err != nil {
		t.Fatal(err)
	}
	return cards
}

func slug(name string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(name) {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			b.WriteRune(r)
		case r == ' ' || r == '-':
			b.WriteByte('_')
		}
	}
	return b.String()
}

// TestGolden compares the JSON rendering of each parse with
// testdata/golden/NAME.json; run with -update to rewrite them.
func TestGolden(t *testing.T) {
	for _, gc := range loadGoldenCards(t) {
		t.Run(gc.file(), func(t *testing.T) {
			c, err := Parse(gc.Text, Options{Name: gc.Name, TypeLine: gc.Type})
			if err != nil {
				t.Fatal(err)
			}
			if got := c.String(); got != gc.Text {
				t.Fatalf("render differs:\n got %q\nwant %q", got, gc.Text)
			}
			got, err := json.MarshalIndent(c, "", "  ")
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, '\n')
			path := filepath.Join("testdata", "golden", gc.file()+".json")
			if *update {
				if err := os.WriteFile(path, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run with -update)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%s differs from the parse; got:\n%s", path, got)
			}
		})
	}
}

// TestGoldenKeywords checks that the golden cards' keyword abilities agree
// with what MTGJSON states, apart from the judged disagreements listed.
func TestGoldenKeywords(t *testing.T) {
	known := map[string]bool{
		// MTGJSON lists the specific keyword but not our written form.
		"Zombie Musher/Snow landwalk":       true,
		"Old Fogey/Snow-covered plainswalk": true, "Old Fogey/Plainswalk": true,
		"Old Fogey/Bands with other": true,
		// Phyrexian Splicer's cost names keywords it does not have.
		"Phyrexian Splicer/First strike": true, "Phyrexian Splicer/Trample": true,
		// Boast is a keyword the source leaves out on most cards.
		"Axgard Braggart/Boast": true,
	}
	for _, gc := range loadGoldenCards(t) {
		if gc.Printed != "" {
			continue // MTGJSON states the keywords of the Oracle text
		}
		c, _ := Parse(gc.Text, Options{Name: gc.Name, TypeLine: gc.Type})
		r := NewReport()
		r.Add(c, gc.Keywords)
		for _, d := range r.Disagreements {
			if !known[gc.Name+"/"+d.Keyword] {
				t.Errorf("%s: %s only %q (%s)", gc.Name, d.Side, d.Keyword, d.Verdict)
			}
		}
	}
}
