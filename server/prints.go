package server

import (
	"net/http"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/parser"
)

// cardByID finds the card of the path's id: a card's id, or one of its
// printings' (then that printing, else nil).
func (s *Server) cardByID(r *http.Request) (string, *printRef, error) {
	id := strings.ToLower(r.PathValue("id"))
	if !oracle.IsUUID(id) {
		return "", nil, badf("id: %.64q is not a card id", id)
	}
	p, err := s.pool(r.Context())
	if err != nil {
		return "", nil, err
	}
	if c := p.byID[id]; c != nil {
		return c.Name, nil, nil
	}
	if ref, ok := p.byPrintID[id]; ok {
		return ref.card.Name, &ref, nil
	}
	return "", nil, &oracle.NotFoundError{Query: id}
}

func (s *Server) byID(w http.ResponseWriter, r *http.Request) {
	name, ref, err := s.cardByID(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.servePrinting(w, r, name, ref)
}

// servePrinting answers with the card of that name as it is now, standing
// for the printing ref (with the printing's id), or for its newest
// printing when ref is nil.
func (s *Server) servePrinting(w http.ResponseWriter, r *http.Request, name string, ref *printRef) {
	v, id, err := s.store.CardWithIdentity(r.Context(), name, nil)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	p, err := s.pool(r.Context())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, p.card(baseURL(r), v, id, ref))
}

// card is the card object of a view: standing for the printing ref with
// its id, or, when ref is nil, for the card's newest printing (as of a
// date, the newest released by then) with the card's id.
func (p *pool) card(base string, v *oracle.CardView, ident oracle.CardIdentity, ref *printRef) Card {
	c := newCard(base, v, ident)
	own := ref != nil
	if ref == nil {
		if ic := p.cards[v.Name]; ic != nil {
			if i := newestPrinting(ic.Printings, v); i >= 0 {
				ref = &printRef{ic, i}
			}
		}
	}
	if ref != nil {
		setPrinting(&c, base, p.setOf(ref.printing().Set), ref.card, ref.i, own)
	}
	return c
}

// newestPrinting is the index of the newest of printings (oldest first)
// in v's time: the last, or, in a view as of a date, the last released by
// that date (a later one did not exist then); -1 when there is none.
func newestPrinting(printings []oracle.Printing, v *oracle.CardView) int {
	if !v.Dated() {
		return len(printings) - 1
	}
	asOf, err := oracle.ParseDate(v.AsOf)
	if err != nil {
		return len(printings) - 1
	}
	for i := len(printings) - 1; i >= 0; i-- {
		if releasedBy(printings[i], asOf) {
			return i
		}
	}
	return -1
}

// releasedBy reports whether a printing was released by the end of d (one
// of no known date was not known to be).
func releasedBy(p oracle.Printing, d oracle.Date) bool {
	return !p.Released.IsZero() && p.Released.First() <= d.Last()
}

func (p *pool) setOf(code string) *setInfo {
	if i, ok := p.setByKey[strings.ToLower(code)]; ok {
		return &p.sets[i]
	}
	return nil
}

// idKinds are the ids of other catalogues a printing may be looked up
// by, as /cards/KIND/ID.
var idKinds = []string{"multiverse", "mtgo", "arena", "tcgplayer", "cardmarket"}

// cardPath answers the paths of the shape /cards/A/B[/C]: a card's
// rulings, history or diff (/cards/ID/rulings), a printing by another
// catalogue's id (/cards/multiverse/ID[/rulings]), or a printing by set
// and collector number (/cards/SET/NUMBER[/LANG|/rulings]).
func (s *Server) cardPath(w http.ResponseWriter, r *http.Request) {
	a, b, c := r.PathValue("a"), r.PathValue("b"), r.PathValue("c")
	if c == "" && oracle.IsUUID(strings.ToLower(a)) {
		r.SetPathValue("id", a)
		switch b {
		case "rulings":
			s.rulings(w, r)
			return
		case "history":
			s.history(w, r)
			return
		case "diff":
			s.diff(w, r)
			return
		}
	}
	p, err := s.pool(r.Context())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	var ref printRef
	var ok bool
	var sub string
	var cardOnly *oracle.IndexedCard // a card found without a printing
	switch {
	case slices.Contains(idKinds, a):
		if _, err := strconv.ParseUint(b, 10, 63); err != nil {
			s.fail(w, r, badf("%s id: %.64q is not a number", a, b))
			return
		}
		if a == "multiverse" {
			c, r := p.multiverse(b)
			switch {
			case r != nil:
				ref, ok = *r, true
			case c != nil:
				ref, ok, cardOnly = printRef{card: c, i: -1}, true, c
			}
		}
		// The dumps give no MTGO, Arena, TCGplayer or Cardmarket ids: no
		// printing has one.
		sub = c
	default:
		ref, ok = p.bySetNumber[setNumberKey(a, b)]
		switch c {
		case "", "en", "rulings":
			sub = c
		default:
			// The pool holds English cards alone.
			ok = false
		}
		if sub == "en" {
			sub = ""
		}
	}
	if !ok {
		writeError(w, http.StatusNotFound, "not_found", "no card found at "+strconv.Quote(r.URL.Path))
		return
	}
	switch {
	case sub == "" && cardOnly != nil:
		s.servePrinting(w, r, cardOnly.Name, nil)
	case sub == "":
		s.servePrinting(w, r, ref.card.Name, &ref)
	case sub == "rulings":
		s.rulingsOf(w, r, ref.card.Name, cardID(ref.card))
	default:
		writeError(w, http.StatusNotFound, "not_found", "no endpoint answers "+strconv.Quote(r.URL.Path))
	}
}

// setObject is a Scryfall set object.
type setObject struct {
	Object        string `json:"object"`
	ID            string `json:"id"`
	Code          string `json:"code"`
	Name          string `json:"name"`
	URI           string `json:"uri"`
	ScryfallURI   string `json:"scryfall_uri"`
	SearchURI     string `json:"search_uri"`
	ReleasedAt    string `json:"released_at,omitempty"`
	SetType       string `json:"set_type"`
	Block         string `json:"block,omitempty"`
	CardCount     int    `json:"card_count"`
	Digital       bool   `json:"digital"`
	FoilOnly      bool   `json:"foil_only"`
	NonfoilOnly   bool   `json:"nonfoil_only"`
	IconSVGURI    string `json:"icon_svg_uri"`
	PrintedSize   int    `json:"printed_size,omitempty"`
	ParentSetCode string `json:"parent_set_code,omitempty"`
}

func newSet(base string, s *setInfo) setObject {
	code := strings.ToLower(s.Code)
	o := setObject{Object: "set", ID: s.ID, Code: code, Name: s.Name, URI: base + "/sets/" + s.ID,
		ScryfallURI: base + "/?q=set%3A" + code, SearchURI: base + "/cards/search?order=set&q=e%3A" + code + "&unique=prints",
		SetType: s.Type, Block: s.Block, CardCount: s.Count}
	if o.SetType == "" {
		o.SetType = "expansion"
	}
	if !s.Released.IsZero() {
		o.ReleasedAt = s.Released.First()
	}
	return o
}

func (s *Server) setList(w http.ResponseWriter, r *http.Request) {
	p, err := s.pool(r.Context())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	data := make([]setObject, 0, len(p.sets))
	// Newest first, as Scryfall lists them.
	for i := len(p.sets) - 1; i >= 0; i-- {
		data = append(data, newSet(baseURL(r), &p.sets[i]))
	}
	writeJSON(w, http.StatusOK, list{Object: "list", Data: data})
}

func (s *Server) set(w http.ResponseWriter, r *http.Request) {
	p, err := s.pool(r.Context())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	set := p.setOf(r.PathValue("code"))
	if set == nil {
		writeError(w, http.StatusNotFound, "not_found", "no set has the code or id "+strconv.Quote(r.PathValue("code")))
		return
	}
	writeJSON(w, http.StatusOK, newSet(baseURL(r), set))
}

// catalogs are the catalogs /catalog/NAME answers, each worked out once
// per pool.
var catalogs = map[string]func(p *pool) []string{
	"card-names":         func(p *pool) []string { return p.cardNames },
	"artist-names":       func(p *pool) []string { return p.artists },
	"creature-types":     func(p *pool) []string { return p.subtypes("creature") },
	"planeswalker-types": func(p *pool) []string { return p.subtypes("planeswalker") },
	"land-types":         func(p *pool) []string { return p.subtypes("land") },
	"artifact-types":     func(p *pool) []string { return p.subtypes("artifact") },
	"enchantment-types":  func(p *pool) []string { return p.subtypes("enchantment") },
	"spell-types":        func(p *pool) []string { return p.subtypes("spell") },
	"battle-types":       func(p *pool) []string { return p.subtypes("battle") },
	"supertypes": func(p *pool) []string {
		return p.typeWords(func(super, _, _ []string) []string { return super })
	},
	"card-types": func(p *pool) []string {
		return p.typeWords(func(_, types, _ []string) []string { return types })
	},
	"powers":      func(p *pool) []string { return p.stats(func(s oracle.CardStats) string { return s.Power }) },
	"toughnesses": func(p *pool) []string { return p.stats(func(s oracle.CardStats) string { return s.Toughness }) },
	"loyalties":   func(p *pool) []string { return p.stats(func(s oracle.CardStats) string { return s.Loyalty }) },
	"keyword-abilities": func(*pool) []string {
		var out []string
		for _, k := range parser.KeywordAbilities() {
			if k.VariantOf == "" {
				out = append(out, k.Name)
			}
		}
		return sorted(out)
	},
	"keyword-actions": func(*pool) []string { return sorted(parser.KeywordActions()) },
	"ability-words":   func(*pool) []string { return sorted(parser.AbilityWords()) },
}

func sorted(s []string) []string {
	s = slices.Clone(s)
	sort.Strings(s)
	return slices.Compact(s)
}

// typeWords gathers, over every card and face, the words pick takes of a
// type line split into supertypes, types and subtypes.
func (p *pool) typeWords(pick func(super, types, sub []string) []string) []string {
	seen := map[string]bool{}
	for _, c := range p.cards {
		for _, st := range c.Stats {
			for _, half := range strings.Split(st.TypeLine, " // ") {
				super, types, sub := oracle.SplitTypeLine(half)
				for _, w := range pick(super, types, sub) {
					seen[w] = true
				}
			}
		}
	}
	out := make([]string, 0, len(seen))
	for w := range seen {
		out = append(out, w)
	}
	sort.Strings(out)
	return out
}

// subtypeKinds are the card types that have subtypes, by the kind of
// subtype they take (Kindred, once Tribal, takes creature types).
var subtypeKinds = map[string]string{"Creature": "creature", "Kindred": "creature", "Tribal": "creature",
	"Artifact": "artifact", "Enchantment": "enchantment", "Land": "land", "Planeswalker": "planeswalker",
	"Instant": "spell", "Sorcery": "spell", "Battle": "battle"}

// subtypes are the subtypes of kind (creature, artifact, ...) over every
// type line. A line of one kind ("Artifact — Equipment") says whose its
// subtypes are; on a line of several ("Artifact Creature — Golem",
// "Kindred Instant — Goblin") a subtype is taken to be of the kind it has
// on a line of its own kind, else a creature type when the line has
// creature types, else of each kind of the line.
func (p *pool) subtypes(kind string) []string {
	type line struct {
		kinds []string
		sub   []string
	}
	var lines []line
	for _, c := range p.cards {
		for _, st := range c.Stats {
			for _, half := range strings.Split(st.TypeLine, " // ") {
				_, types, sub := oracle.SplitTypeLine(half)
				var kinds []string
				for _, t := range types {
					if k := subtypeKinds[t]; k != "" && !slices.Contains(kinds, k) {
						kinds = append(kinds, k)
					}
				}
				if len(sub) > 0 && len(kinds) > 0 {
					lines = append(lines, line{kinds, sub})
				}
			}
		}
	}
	alone := map[string][]string{} // subtype: the kinds of the lines of one kind it is on
	for _, l := range lines {
		if len(l.kinds) == 1 {
			for _, s := range l.sub {
				if !slices.Contains(alone[s], l.kinds[0]) {
					alone[s] = append(alone[s], l.kinds[0])
				}
			}
		}
	}
	seen := map[string]bool{}
	for _, l := range lines {
		for _, s := range l.sub {
			switch {
			case alone[s] != nil:
				seen[s] = seen[s] || slices.Contains(alone[s], kind)
			case slices.Contains(l.kinds, "creature"):
				seen[s] = seen[s] || kind == "creature"
			default:
				seen[s] = seen[s] || slices.Contains(l.kinds, kind)
			}
		}
	}
	var out []string
	for s, ok := range seen {
		if ok {
			out = append(out, s)
		}
	}
	sort.Strings(out)
	return out
}

// stats are the values of a field over every card and face, numbers in
// order of value first.
func (p *pool) stats(field func(oracle.CardStats) string) []string {
	seen := map[string]bool{}
	for _, c := range p.cards {
		for _, st := range c.Stats {
			if v := field(st); v != "" {
				seen[v] = true
			}
		}
	}
	out := make([]string, 0, len(seen))
	for v := range seen {
		out = append(out, v)
	}
	sort.Slice(out, func(i, j int) bool {
		a, aerr := strconv.ParseFloat(out[i], 64)
		b, berr := strconv.ParseFloat(out[j], 64)
		switch {
		case aerr == nil && berr == nil && a != b:
			return a < b
		case (aerr == nil) != (berr == nil):
			return aerr == nil
		}
		return out[i] < out[j]
	})
	return out
}

// catalogCache keeps the catalogs of one pool.
type catalogCache struct {
	mu     sync.Mutex
	pool   *pool
	values map[string][]string
}

func (s *Server) catalog(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("name")
	make, ok := catalogs[name]
	if !ok {
		writeError(w, http.StatusNotFound, "not_found", "no catalog is named "+strconv.Quote(name))
		return
	}
	p, err := s.pool(r.Context())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.catalogs.mu.Lock()
	if s.catalogs.pool != p {
		s.catalogs.pool, s.catalogs.values = p, map[string][]string{}
	}
	values, ok := s.catalogs.values[name]
	if !ok {
		values = nonNil(make(p))
		s.catalogs.values[name] = values
	}
	s.catalogs.mu.Unlock()
	writeJSON(w, http.StatusOK, catalog{Object: "catalog", TotalValues: len(values), Data: values})
}
