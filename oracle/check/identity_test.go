package check

import (
	"testing"

	"github.com/mtgoracle/oracle/oracle"
)

func TestCheckIdentities(t *testing.T) {
	modern, old := "mtgjson-v5 snapshot of 2022-04-25", "mtgjson-v3 snapshot of 2018-11-07"
	tests := []struct {
		name  string
		cards []oracle.CardFacts
		want  map[string]int // result name to count
	}{
		{"real cards", []oracle.CardFacts{
			{Name: "Sultai Ascendancy", Sets: []string{"KTK", "CP2"}, Rarities: []string{"rare"}, Sources: []string{"a", "b"}},
			{Name: "Erase (Not the Urza's Legacy One)", Sets: []string{"UNH"}, Sources: []string{"a"}},
			{Name: "Fire // Ice", Faces: []string{"Fire", "Ice"}, FaceSources: []string{old, modern}},
			{Name: "A-Base Camp", Sets: []string{"ZNR"}, Sources: []string{"a"}},
			{Name: "Base Camp", Sets: []string{"ZNR"}, Sources: []string{"a", "b"}},
		}, map[string]int{}},
		{"ghosts", []oracle.CardFacts{
			{Name: "Sly Spy (b)", Sets: []string{"UST"}, Sources: []string{"a"}},
			{Name: "XXValor (Valor)", Sources: []string{"c"}},
			{Name: "Sultai Ascendacy", Sets: []string{"CP2"}, Rarities: []string{"Special"}, Sources: []string{"v3"}},
			{Name: "Sultai Ascendancy", Sets: []string{"KTK", "CP2"}, Rarities: []string{"rare"}, Sources: []string{"a", "b"}},
			{Name: "Okaun, Eye of Chaos // Zndrsplt, Eye of Wisdom", Faces: []string{"Zndrsplt, Eye of Wisdom"}, FaceSources: []string{old}},
			{Name: "Fyndhorn Elves", SeveralTexts: 1},
			{Name: "Door of Destinies", SharedIDs: []string{"PMOR #143★", "PPRE #35"}},
		}, map[string]int{"variant-name": 2, "misspelling": 1, "rarity": 1, "printing-id": 1, "multi-face": 1, "several-texts": 1}},
	}
	for _, tt := range tests {
		results := map[string]*Result{}
		for _, name := range []string{"variant-name", "misspelling", "rarity", "printing-id", "multi-face", "several-texts"} {
			results[name] = &Result{Name: name}
		}
		checkIdentities(tt.cards, identityResults{results["variant-name"], results["misspelling"], results["rarity"], results["printing-id"],
			results["multi-face"], results["several-texts"]})
		for name, r := range results {
			if r.Count != tt.want[name] {
				t.Errorf("%s: %s = %d (%q), want %d", tt.name, name, r.Count, r.Examples, tt.want[name])
			}
		}
	}
}
