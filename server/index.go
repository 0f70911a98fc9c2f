package server

import (
	"context"
	"sort"
	"strings"
	"sync"

	"github.com/mtgoracle/oracle/oracle"
)

// pool is what the server keeps in memory of the database: every card's
// name, id and printings, indexed for lookups by name, id and printing,
// and the sets. It is built from one read and not changed after; a
// change of the database (Store.DataVersion) has a new one built.
type pool struct {
	version int64
	names   *oracle.NameIndex
	cards   map[string]*oracle.IndexedCard // by name
	// byID maps a card's id (its oracle id, or the id derived from its
	// name) to the card.
	byID map[string]*oracle.IndexedCard
	// byPrintID, bySetNumber and byMultiverse find printings by their id
	// (Scryfall's, or one derived), "set/number" in lower case, and
	// multiverse id.
	byPrintID, bySetNumber, byMultiverse map[string]printRef
	// byMultiverseCard maps the multiverse ids of no known printing to
	// their card.
	byMultiverseCard map[string]*oracle.IndexedCard
	sets             []setInfo
	setByKey         map[string]int // lower-case code or set id
	// catalogs are the card names and artist names, sorted.
	cardNames, artists []string
}

// printRef is one printing of a card.
type printRef struct {
	card *oracle.IndexedCard
	i    int
}

func (p printRef) printing() *oracle.Printing { return &p.card.Printings[p.i] }

// setInfo is a set with the number of its printings.
type setInfo struct {
	oracle.ExportSet
	ID    string
	Count int
}

// cardID is a card's id: its Scryfall oracle id, else one derived from
// its name.
func cardID(c *oracle.IndexedCard) string {
	if c.OracleID != "" {
		return c.OracleID
	}
	return oracle.ScryfallDerivedID(c.Name)
}

// printID is a printing's id, as the scryfall export gives it.
func printID(c *oracle.IndexedCard, p *oracle.Printing) string {
	return oracle.ScryfallPrintingID(c.Name, *p)
}

// setID is a set's id, derived from its code.
func setID(code string) string { return oracle.NameUUID("mtgoracle set\x00" + strings.ToLower(code)) }

func setNumberKey(set, number string) string {
	return strings.ToLower(set) + "/" + strings.ToLower(number)
}

func newPool(version int64, cards []oracle.IndexedCard, sets []oracle.ExportSet) *pool {
	p := &pool{version: version, cards: make(map[string]*oracle.IndexedCard, len(cards)),
		byID: make(map[string]*oracle.IndexedCard, len(cards)), byPrintID: map[string]printRef{},
		bySetNumber: map[string]printRef{}, byMultiverse: map[string]printRef{}, setByKey: map[string]int{},
		byMultiverseCard: map[string]*oracle.IndexedCard{}}
	named := make([]oracle.NamedCard, len(cards))
	counts := map[string]int{}
	artists := map[string]bool{}
	for i := range cards {
		c := &cards[i]
		named[i] = c.NamedCard
		p.cards[c.Name] = c
		p.byID[cardID(c)] = c
		p.cardNames = append(p.cardNames, c.Name)
		for j := range c.Printings {
			pr := &c.Printings[j]
			ref := printRef{c, j}
			p.byPrintID[printID(c, pr)] = ref
			if pr.Number != "" {
				p.bySetNumber[setNumberKey(pr.Set, pr.Number)] = ref
			}
			for _, f := range pr.Faces {
				if f.MultiverseID != "" {
					p.byMultiverse[f.MultiverseID] = ref
				}
			}
			if pr.MultiverseID != "" {
				p.byMultiverse[pr.MultiverseID] = ref
			}
			counts[strings.ToLower(pr.Set)]++
			for _, a := range strings.Split(pr.Artist, " & ") {
				if a = strings.TrimSpace(a); a != "" {
					artists[a] = true
				}
			}
		}
	}
	for i := range cards {
		for _, m := range cards[i].MultiverseIDs {
			if _, ok := p.byMultiverse[m]; !ok {
				p.byMultiverseCard[m] = &cards[i]
			}
		}
	}
	p.names = oracle.NewNameIndex(named)
	for _, s := range sets {
		info := setInfo{ExportSet: s, ID: setID(s.Code), Count: counts[strings.ToLower(s.Code)]}
		p.setByKey[strings.ToLower(s.Code)] = len(p.sets)
		p.setByKey[info.ID] = len(p.sets)
		p.sets = append(p.sets, info)
	}
	for a := range artists {
		p.artists = append(p.artists, a)
	}
	sort.Strings(p.cardNames)
	sort.Strings(p.artists)
	return p
}

// poolCache keeps the pool of the database's current version.
type poolCache struct {
	mu   sync.Mutex
	pool *pool
}

// pool is the pool of the database as it is now: the one kept, or a new
// one read when the database changed since.
func (s *Server) pool(ctx context.Context) (*pool, error) {
	version, err := s.dataVersion(ctx)
	if err != nil {
		return nil, err
	}
	s.pools.mu.Lock()
	defer s.pools.mu.Unlock()
	if p := s.pools.pool; p != nil && p.version == version {
		return p, nil
	}
	// Read with a context of its own: the pool serves every request,
	// not only the one that asked first.
	rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), requestTime)
	defer cancel()
	cards, sets, err := s.store.CardIndex(rctx)
	if err != nil {
		return nil, err
	}
	s.pools.pool = newPool(version, cards, sets)
	return s.pools.pool, nil
}

// multiverse finds a multiverse id's card, and its printing when known.
func (p *pool) multiverse(id string) (*oracle.IndexedCard, *printRef) {
	if ref, ok := p.byMultiverse[id]; ok {
		return ref.card, &ref
	}
	return p.byMultiverseCard[id], nil
}

// Warm reads the in-memory index of names and printings, which the first
// request needing it would read otherwise.
func (s *Server) Warm(ctx context.Context) error {
	_, err := s.pool(ctx)
	return err
}
