package server

import (
	"errors"
	"net/http"
	"strings"

	"github.com/mtgoracle/oracle/oracle"
)

// cardSymbol is a Scryfall card symbol object.
type cardSymbol struct {
	Object             string   `json:"object"`
	Symbol             string   `json:"symbol"`
	English            string   `json:"english"`
	Transposable       bool     `json:"transposable"`
	RepresentsMana     bool     `json:"represents_mana"`
	AppearsInManaCosts bool     `json:"appears_in_mana_costs"`
	ManaValue          *float64 `json:"mana_value,omitempty"`
	CMC                *float64 `json:"cmc,omitempty"`
	Funny              bool     `json:"funny"`
	Colors             []string `json:"colors"`
	Hybrid             bool     `json:"hybrid"`
	Phyrexian          bool     `json:"phyrexian"`
	GathererAlternates []string `json:"gatherer_alternates"`
	LooseVariant       *string  `json:"loose_variant"`
	SVGURI             *string  `json:"svg_uri"`
}

func (s *Server) symbology(w http.ResponseWriter, r *http.Request) {
	data := []cardSymbol{}
	for _, sym := range oracle.Symbols() {
		c := cardSymbol{Object: "card_symbol", Symbol: sym.Text, English: sym.English, RepresentsMana: sym.Mana,
			AppearsInManaCosts: sym.Mana, Colors: nonNil(sym.Colors), Hybrid: sym.Hybrid, Phyrexian: sym.Phyrexian,
			GathererAlternates: []string{}}
		if sym.Mana {
			v := sym.Value
			c.ManaValue, c.CMC = &v, &v
		}
		data = append(data, c)
	}
	writeJSON(w, http.StatusOK, list{Object: "list", Data: data})
}

// manaCost is a Scryfall mana cost object.
type manaCost struct {
	Object       string   `json:"object"`
	Cost         string   `json:"cost"`
	CMC          float64  `json:"cmc"`
	Colors       []string `json:"colors"`
	Colorless    bool     `json:"colorless"`
	Monocolored  bool     `json:"monocolored"`
	Multicolored bool     `json:"multicolored"`
}

func (s *Server) parseMana(w http.ResponseWriter, r *http.Request) {
	cost, err := param(r, "cost", 256)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if strings.TrimSpace(cost) == "" {
		s.fail(w, r, badf("cost: a mana cost is needed"))
		return
	}
	syms, err := oracle.ParseManaCost(cost)
	var bad *oracle.SymbolError
	if errors.As(err, &bad) {
		s.fail(w, r, badf("cost: %v", err))
		return
	}
	var b strings.Builder
	value := 0.0
	for _, sym := range syms {
		b.WriteString(sym.Text)
		value += sym.Value
	}
	colors := oracle.CostColors(b.String())
	for _, sym := range syms {
		for _, c := range sym.Colors {
			if !strings.Contains(strings.Join(colors, ""), c) {
				colors = append(colors, c)
			}
		}
	}
	writeJSON(w, http.StatusOK, manaCost{Object: "mana_cost", Cost: b.String(), CMC: value, Colors: nonNil(colors),
		Colorless: len(colors) == 0, Monocolored: len(colors) == 1, Multicolored: len(colors) > 1})
}
