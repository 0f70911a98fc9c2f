package parser

import (
	"os"
	"testing"

	"gopkg.in/yaml.v3"
)

// TestSeedPrintedText parses every printed text in data/cards.yaml, the
// 1993-2001 wordings of the cards the founding documents name ("comes
// into play", "Cumulative Upkeep: {1}{W}", interrupts, Summon types):
// every line gets a kind and every activated cost is fully tokenized.
func TestSeedPrintedText(t *testing.T) {
	src, err := os.ReadFile("../data/cards.yaml")
	if err != nil {
		t.Fatal(err)
	}
	var file struct {
		Cards []struct {
			Name      string `yaml:"name"`
			Printings []struct {
				Set      string `yaml:"set"`
				TypeLine string `yaml:"type_line"`
				Text     string `yaml:"text"`
			} `yaml:"printings"`
		} `yaml:"cards"`
	}
	if err := yaml.Unmarshal(src, &file); err != nil {
		t.Fatal(err)
	}
	report := NewReport()
	for _, c := range file.Cards {
		for _, p := range c.Printings {
			if p.Text == "" {
				continue
			}
			parsed, err := Parse(p.Text, Options{Name: c.Name, TypeLine: p.TypeLine, File: c.Name + " (" + p.Set + ")"})
			if err != nil {
				t.Errorf("%v", err)
			}
			if got := parsed.String(); got != p.Text {
				t.Errorf("%s (%s) does not print back:\n%q\n%q", c.Name, p.Set, got, p.Text)
			}
			report.Add(parsed, nil)
		}
	}
	if report.Lines < 300 || report.NoKind != 0 || report.CostCoverage() != 1 {
		t.Errorf("%d lines, %d with no kind, %.4f of costs tokenized; want 300 or more, 0 and 1:\n%s",
			report.Lines, report.NoKind, report.CostCoverage(), report)
	}
}
