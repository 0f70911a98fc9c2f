package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"net/http"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/auditclass"
	"github.com/mtgoracle/oracle/oracle/diff"
	"github.com/mtgoracle/oracle/oracle/search"
	"github.com/mtgoracle/oracle/parser"
)

func (s *Server) routes() {
	m := s.mux
	m.HandleFunc("GET /cards/named", s.limited(s.lookups, s.named))
	m.HandleFunc("GET /cards/search", s.limited(s.searches, s.search))
	m.HandleFunc("GET /cards/autocomplete", s.limited(s.lookups, s.autocomplete))
	m.HandleFunc("GET /cards/random", s.limited(s.searches, s.random))
	m.HandleFunc("POST /cards/collection", s.limited(s.searches, s.collection))
	m.HandleFunc("GET /cards/{id}", s.limited(s.lookups, s.byID))
	// /cards/ID/rulings, /cards/multiverse/ID and /cards/SET/NUMBER
	// share a shape: cardPath tells them apart.
	m.HandleFunc("GET /cards/{a}/{b}", s.limited(s.lookups, s.cardPath))
	m.HandleFunc("GET /cards/{a}/{b}/{c}", s.limited(s.lookups, s.cardPath))
	m.HandleFunc("GET /sets", s.limited(s.lookups, s.setList))
	m.HandleFunc("GET /sets/{code}", s.limited(s.lookups, s.set))
	m.HandleFunc("GET /catalog/{name}", s.limited(s.lookups, s.catalog))
	m.HandleFunc("GET /bulk-data", s.limited(s.lookups, s.bulkList))
	m.HandleFunc("GET /bulk-data/{type}", s.limited(s.lookups, s.bulkData))
	m.HandleFunc("GET /bulk-data/{type}/download", s.limited(s.bulks, s.bulkDownload))
	m.HandleFunc("GET /symbology", s.symbology)
	m.HandleFunc("GET /symbology/parse-mana", s.parseMana)
	m.HandleFunc("GET /errata", s.limited(s.searches, s.errata))
	m.HandleFunc("GET /audit", s.limited(s.searches, s.audit))
	m.HandleFunc("GET /sources", s.limited(s.lookups, s.sources))
	m.HandleFunc("POST /parse", s.limited(s.lookups, s.parse))
	s.pageRoutes()
	s.rulesRoutes()
}

// apiError is a Scryfall error object.
type apiError struct {
	Object   string   `json:"object"`
	Code     string   `json:"code"`
	Status   int      `json:"status"`
	Details  string   `json:"details"`
	Type     string   `json:"type,omitempty"`
	Warnings []string `json:"warnings,omitempty"`
}

func writeError(w http.ResponseWriter, status int, code, details string) {
	writeJSON(w, status, apiError{Object: "error", Code: code, Status: status, Details: details})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		status, b = http.StatusInternalServerError, []byte(`{"object":"error","code":"internal_error","status":500,"details":"the answer could not be encoded"}`)
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	w.Write(b)
	w.Write([]byte("\n"))
}

// fail answers an error from the store or a request's check: a card not
// found is 404, a bad argument 400, anything else 500 (its details kept
// for the log).
func (s *Server) fail(w http.ResponseWriter, r *http.Request, err error) {
	var nf *oracle.NotFoundError
	var bad *badRequest
	var sel *oracle.SelectorError
	var unknownSrc *oracle.UnknownSourceError
	var noRule *oracle.NoRuleError
	switch {
	case errors.As(err, &noRule):
		writeError(w, http.StatusNotFound, "not_found", err.Error())
	case errors.As(err, &nf):
		e := apiError{Object: "error", Code: "not_found", Status: http.StatusNotFound, Details: err.Error()}
		if len(nf.Suggestions) > 1 {
			e.Type = "ambiguous"
		}
		writeJSON(w, e.Status, e)
	case errors.As(err, &bad), errors.As(err, &sel), errors.As(err, &unknownSrc):
		writeError(w, http.StatusBadRequest, "bad_request", err.Error())
	case errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) && errors.Is(context.Cause(r.Context()), context.DeadlineExceeded):
		writeError(w, http.StatusServiceUnavailable, "timeout", "the request was stopped after "+s.budgetFor(r).String()+
			", the most one request may take: ask for less (a search matching most cards with several regular expressions or many terms takes the longest)")
	case errors.Is(err, context.Canceled):
		writeError(w, http.StatusServiceUnavailable, "unavailable", "the request was canceled")
	default:
		s.log.Error("request failed", "path", r.URL.Path, "err", err)
		writeError(w, http.StatusInternalServerError, "internal_error", "the database failed to answer")
	}
}

type badRequest struct{ msg string }

func (e *badRequest) Error() string { return e.msg }

func badf(format string, args ...any) error { return &badRequest{fmt.Sprintf(format, args...)} }

// param reads a query parameter, at most max bytes of valid UTF-8.
func param(r *http.Request, name string, max int) (string, error) {
	v := r.URL.Query().Get(name)
	if len(v) > max {
		return "", badf("%s: %d bytes, more than %d", name, len(v), max)
	}
	if !utf8.ValidString(v) {
		return "", badf("%s: not valid UTF-8", name)
	}
	return v, nil
}

// dateParam reads an optional date parameter.
func dateParam(r *http.Request, name string) (*oracle.Date, error) {
	v, err := param(r, name, 32)
	if err != nil || v == "" {
		return nil, err
	}
	d, err := oracle.ParseDate(v)
	if err != nil {
		return nil, badf("%s: %v", name, err)
	}
	return &d, nil
}

func baseURL(r *http.Request) string { return "http://" + r.Host }

// exactMatch reports whether a lookup found the card by its own name,
// as Scryfall's exact= does (ignoring case).
func exactMatch(m oracle.MatchKind) bool {
	return m == oracle.MatchExact || m == oracle.MatchFolded || m == oracle.MatchFace
}

func (s *Server) named(w http.ResponseWriter, r *http.Request) {
	exact, err := param(r, "exact", maxName)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	fuzzy, err := param(r, "fuzzy", maxName)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	asOf, err := dateParam(r, "as_of")
	if err != nil {
		s.fail(w, r, err)
		return
	}
	name := exact
	if name == "" {
		name = fuzzy
	}
	if strings.TrimSpace(name) == "" || (exact != "" && fuzzy != "") {
		s.fail(w, r, badf("give one of exact= or fuzzy="))
		return
	}
	set, err := param(r, "set", 32)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	p, err := s.pool(r.Context())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	found, match, err := p.names.Find(name)
	if err == nil && exact != "" && !exactMatch(match) {
		err = &oracle.NotFoundError{Query: exact}
	}
	var ref *printRef
	if err == nil && set != "" {
		if ref = p.printingIn(found, set, asOf); ref == nil {
			err = &oracle.NotFoundError{Query: name + " in set " + set}
		}
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	v, id, err := s.store.CardWithIdentity(r.Context(), found, asOf)
	if err == nil {
		err = notYetKnown(v)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if match != oracle.MatchExact {
		v.Query, v.Match = name, match
	}
	writeJSON(w, http.StatusOK, p.card(baseURL(r), v, id, ref))
}

// notYetKnown is a *NotFoundError when v, a card as of a date, is of a
// date before the card's first known wording and first printing: nothing
// says the card existed then, a search as of that date does not find it,
// and a card object would give its name with no type line, cost or P/T,
// which Scryfall's readers would take for its values. A card printed by
// then whose wording is not known keeps its object (its names, and notes
// saying so).
func notYetKnown(v *oracle.CardView) error {
	first := v.FirstKnown
	if first == nil || first.PrintedBefore != nil {
		return nil
	}
	return &oracle.NotFoundError{Query: v.Name, Hint: fmt.Sprintf("not yet as of %s: its first known wording is of %s (%s), and no printing of it is known before",
		v.AsOf, first.Date, first.Source.ID)}
}

// printingIn is the newest printing in set of the card of that name, one
// released by asOf when given, or nil.
func (p *pool) printingIn(name, set string, asOf *oracle.Date) *printRef {
	c := p.cards[name]
	if c == nil {
		return nil
	}
	for i := len(c.Printings) - 1; i >= 0; i-- {
		if strings.EqualFold(c.Printings[i].Set, set) && (asOf == nil || releasedBy(c.Printings[i], *asOf)) {
			return &printRef{c, i}
		}
	}
	return nil
}

// list is a Scryfall list object.
type list struct {
	Object     string   `json:"object"`
	TotalCards *int     `json:"total_cards,omitempty"`
	HasMore    bool     `json:"has_more"`
	NextPage   string   `json:"next_page,omitempty"`
	Data       any      `json:"data"`
	NotFound   []any    `json:"not_found,omitempty"`
	Warnings   []string `json:"warnings,omitempty"`
}

// searchOrders maps Scryfall's order names to the store's.
var searchOrders = map[string]oracle.SearchOrder{
	"": oracle.OrderName, "name": oracle.OrderName, "cmc": oracle.OrderManaValue,
	"released": oracle.OrderReleased, "changed": oracle.OrderChanged, "set": oracle.OrderReleased,
}

// findCards runs a search query as of a date; a bad query is a bad request.
func (s *Server) findCards(ctx context.Context, q string, asOf *oracle.Date, order oracle.SearchOrder) ([]oracle.CardSummary, *oracle.Date, error) {
	cq, err := s.checkQuery(ctx, q, asOf)
	if err != nil {
		return nil, nil, err
	}
	found, err := s.store.SearchCards(ctx, cq, oracle.SearchOptions{Order: order})
	return found, cq.AsOf, err
}

// findNames is findCards giving the names of the cards found alone: what
// the API needs of every card matched, before it reads a page of them.
func (s *Server) findNames(ctx context.Context, q string, asOf *oracle.Date, order oracle.SearchOrder) ([]string, *oracle.Date, error) {
	cq, err := s.checkQuery(ctx, q, asOf)
	if err != nil {
		return nil, nil, err
	}
	found, err := s.store.SearchNames(ctx, cq, oracle.SearchOptions{Order: order})
	return found, cq.AsOf, err
}

// checkQuery parses and checks a search query as of a date.
func (s *Server) checkQuery(ctx context.Context, q string, asOf *oracle.Date) (*search.Query, error) {
	if strings.TrimSpace(q) == "" {
		return nil, badf("q: a search query is needed")
	}
	node, err := search.Parse(q)
	if err != nil {
		return nil, badf("q: %v", err)
	}
	cq, err := search.Check(node, asOf)
	if err != nil {
		return nil, badf("q: %v", err)
	}
	for _, src := range cq.Sources {
		if err := s.store.CheckSource(ctx, src.ID); err != nil {
			return nil, err
		}
	}
	if hasOracleID(cq.Filter) {
		p, err := s.pool(ctx)
		if err != nil {
			return nil, err
		}
		p.resolveOracleIDs(cq.Filter)
	}
	return cq, nil
}

func (s *Server) search(w http.ResponseWriter, r *http.Request) {
	q, err := param(r, "q", maxQuery)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	asOf, err := dateParam(r, "as_of")
	if err != nil {
		s.fail(w, r, err)
		return
	}
	orderName := r.URL.Query().Get("order")
	order, ok := searchOrders[orderName]
	if !ok {
		s.fail(w, r, badf("order: %q is not one of name, cmc, released, changed", orderName))
		return
	}
	dir := r.URL.Query().Get("dir")
	if !slices.Contains([]string{"", "auto", "asc", "desc"}, dir) {
		s.fail(w, r, badf("dir: %q is not one of auto, asc, desc", dir))
		return
	}
	unique := r.URL.Query().Get("unique")
	if !slices.Contains([]string{"", "cards", "art", "prints"}, unique) {
		s.fail(w, r, badf("unique: %q is not one of cards, art, prints", unique))
		return
	}
	page := 1
	if p := r.URL.Query().Get("page"); p != "" {
		if page, err = strconv.Atoi(p); err != nil || page < 1 || page > 10000 {
			s.fail(w, r, badf("page: %q is not a page number", p))
			return
		}
	}
	found, at, err := s.findNames(r.Context(), q, asOf, order)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if dir == "desc" {
		slices.Reverse(found)
	}
	if len(found) == 0 {
		e := apiError{Object: "error", Code: "not_found", Status: http.StatusNotFound,
			Details: "Your query didn't match any cards."}
		writeJSON(w, e.Status, e)
		return
	}
	var p *pool
	if p, err = s.pool(r.Context()); err != nil {
		s.fail(w, r, err)
		return
	}
	// The entries of the answer: each card, or with unique=prints each
	// printing of each card (as of a date, each released by then; a card
	// no printing is known of once).
	entries := make([]entry, 0, len(found))
	for _, name := range found {
		if unique != "prints" {
			entries = append(entries, entry{name: name})
			continue
		}
		n := len(entries)
		if ic := p.cards[name]; ic != nil {
			for i, pr := range ic.Printings {
				if at == nil || releasedBy(pr, *at) {
					entries = append(entries, entry{name: name, ref: &printRef{ic, i}})
				}
			}
		}
		if len(entries) == n {
			entries = append(entries, entry{name: name})
		}
	}
	if unique == "prints" && order == oracle.OrderReleased {
		sort.SliceStable(entries, func(i, j int) bool { return entries[i].released() < entries[j].released() })
		if dir != "asc" {
			slices.Reverse(entries)
		}
	}
	size := s.pageSize
	from := (page - 1) * size
	if from >= len(entries) {
		s.fail(w, r, &oracle.NotFoundError{Query: q})
		return
	}
	pageEntries := entries[from:min(from+size, len(entries))]
	var names []string
	seen := map[string]int{}
	for _, e := range pageEntries {
		if _, ok := seen[e.name]; !ok {
			seen[e.name] = len(names)
			names = append(names, e.name)
		}
	}
	views, ids, err := s.store.CardList(r.Context(), names, at)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	cards := make([]Card, len(pageEntries))
	for i, e := range pageEntries {
		k := seen[e.name]
		cards[i] = p.card(baseURL(r), views[k], ids[k], e.ref)
	}
	total := len(entries)
	res := list{Object: "list", TotalCards: &total, Data: cards}
	if from+size < len(entries) {
		next := r.URL.Query()
		next.Set("page", strconv.Itoa(page+1))
		res.HasMore, res.NextPage = true, baseURL(r)+"/cards/search?"+next.Encode()
	}
	writeJSON(w, http.StatusOK, res)
}

// entry is one object of a search's answer: a card, or one of its
// printings.
type entry struct {
	name string
	ref  *printRef
}

func (e entry) released() string {
	if e.ref == nil {
		return ""
	}
	return e.ref.printing().Released.First()
}

// hasOracleID reports whether a query has an oracleid: term.
func hasOracleID(e search.Expr) bool {
	switch x := e.(type) {
	case *search.AndExpr:
		return slices.ContainsFunc(x.Terms, hasOracleID)
	case *search.OrExpr:
		return slices.ContainsFunc(x.Terms, hasOracleID)
	case *search.NotExpr:
		return hasOracleID(x.X)
	case *search.OracleIDMatch:
		return true
	}
	return false
}

// resolveOracleIDs names, in each oracleid: term, the card whose id is
// one derived from its name.
func (p *pool) resolveOracleIDs(e search.Expr) {
	switch x := e.(type) {
	case *search.AndExpr:
		for _, t := range x.Terms {
			p.resolveOracleIDs(t)
		}
	case *search.OrExpr:
		for _, t := range x.Terms {
			p.resolveOracleIDs(t)
		}
	case *search.NotExpr:
		p.resolveOracleIDs(x.X)
	case *search.OracleIDMatch:
		if c := p.byID[x.ID]; c != nil && c.OracleID == "" {
			x.Name = c.Name
		}
	}
}

// catalog is a Scryfall catalog object.
type catalog struct {
	Object      string   `json:"object"`
	TotalValues int      `json:"total_values"`
	Data        []string `json:"data"`
}

func (s *Server) autocomplete(w http.ResponseWriter, r *http.Request) {
	q, err := param(r, "q", maxName)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	names := []string{}
	// Scryfall offers nothing for fewer than two letters.
	if utf8.RuneCountInString(strings.TrimSpace(q)) >= 2 {
		p, err := s.pool(r.Context())
		if err != nil {
			s.fail(w, r, err)
			return
		}
		names = nonNil(p.names.Complete(strings.TrimSpace(q), 20))
	}
	writeJSON(w, http.StatusOK, catalog{Object: "catalog", TotalValues: len(names), Data: names})
}

func (s *Server) random(w http.ResponseWriter, r *http.Request) {
	q, err := param(r, "q", maxQuery)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	var name string
	if q == "" {
		name, err = s.store.RandomCardName(r.Context())
	} else {
		var found []string
		if found, _, err = s.findNames(r.Context(), q, nil, oracle.OrderName); err == nil {
			if len(found) == 0 {
				err = &oracle.NotFoundError{Query: q}
			} else {
				name = found[rand.IntN(len(found))]
			}
		}
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.serveCard(w, r, name)
}

// identifier is one entry of a collection request, in any of the forms
// Scryfall takes.
type identifier struct {
	ID              string      `json:"id"`
	OracleID        string      `json:"oracle_id"`
	IllustrationID  string      `json:"illustration_id"`
	Name            string      `json:"name"`
	Set             string      `json:"set"`
	CollectorNumber string      `json:"collector_number"`
	MultiverseID    json.Number `json:"multiverse_id"`
	MtgoID          json.Number `json:"mtgo_id"`
}

// resolve finds the card (and printing, for the forms that name one, by
// asOf when given) of an identifier; a form the pool cannot answer, or a card it lacks, is a
// *NotFoundError, and an identifier of no known form a bad request.
func (p *pool) resolve(id identifier, asOf *oracle.Date) (string, *printRef, error) {
	notFound := &oracle.NotFoundError{Query: "identifier"}
	switch {
	case id.ID != "":
		key := strings.ToLower(id.ID)
		if c := p.byID[key]; c != nil {
			return c.Name, nil, nil
		}
		if ref, ok := p.byPrintID[key]; ok {
			return ref.card.Name, &ref, nil
		}
		return "", nil, notFound
	case id.OracleID != "":
		if c := p.byID[strings.ToLower(id.OracleID)]; c != nil {
			return c.Name, nil, nil
		}
		return "", nil, notFound
	case id.MultiverseID != "":
		if c, ref := p.multiverse(id.MultiverseID.String()); c != nil {
			return c.Name, ref, nil
		}
		return "", nil, notFound
	case id.Set != "" && id.CollectorNumber != "":
		if ref, ok := p.bySetNumber[setNumberKey(id.Set, id.CollectorNumber)]; ok {
			return ref.card.Name, &ref, nil
		}
		return "", nil, notFound
	case id.Name != "":
		name, match, err := p.names.Find(id.Name)
		if err != nil || !exactMatch(match) {
			return "", nil, notFound
		}
		if id.Set == "" {
			return name, nil, nil
		}
		if ref := p.printingIn(name, id.Set, asOf); ref != nil {
			return name, ref, nil
		}
		return "", nil, notFound
	}
	// The dumps give no MTGO or illustration ids.
	return "", nil, notFound
}

// check refuses an identifier of no form Scryfall takes, or too long.
func (id identifier) check() error {
	switch {
	case len(id.Name) > maxName || len(id.Set) > 32 || len(id.CollectorNumber) > 32 || len(id.ID) > 64 || len(id.OracleID) > 64:
		return badf("an identifier's field is too long")
	case id.ID == "" && id.OracleID == "" && id.Name == "" && (id.Set == "" || id.CollectorNumber == "") &&
		id.MultiverseID == "" && id.MtgoID == "" && id.IllustrationID == "":
		return badf("an identifier has none of id, oracle_id, name, set with collector_number, multiverse_id, mtgo_id, illustration_id")
	}
	return nil
}

// unknowable reports whether an identifier names no card without a
// read: an id that is no UUID.
func (id identifier) unknowable() bool {
	return (id.ID != "" && !oracle.IsUUID(strings.ToLower(id.ID))) || (id.ID == "" && id.OracleID != "" && !oracle.IsUUID(strings.ToLower(id.OracleID)))
}

func (s *Server) collection(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Identifiers []json.RawMessage `json:"identifiers"`
	}
	dec := json.NewDecoder(r.Body)
	if err := dec.Decode(&req); err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			writeError(w, http.StatusRequestEntityTooLarge, "bad_request", "the request's body is too large")
			return
		}
		s.fail(w, r, badf("the body is not a JSON object with identifiers: %v", err))
		return
	}
	if len(req.Identifiers) == 0 || len(req.Identifiers) > maxIdentities {
		s.fail(w, r, badf("identifiers: give 1 to %d, not %d", maxIdentities, len(req.Identifiers)))
		return
	}
	asOf, err := dateParam(r, "as_of")
	if err != nil {
		s.fail(w, r, err)
		return
	}
	ids := make([]identifier, len(req.Identifiers))
	for i, raw := range req.Identifiers {
		if err := json.Unmarshal(raw, &ids[i]); err != nil {
			s.fail(w, r, badf("identifiers[%d]: %v", i, err))
			return
		}
		if err := ids[i].check(); err != nil {
			s.fail(w, r, badf("identifiers[%d]: %v", i, err))
			return
		}
	}
	var p *pool
	cards := []Card{}
	notFound := []any{}
	for i, id := range ids {
		if id.unknowable() {
			notFound = append(notFound, req.Identifiers[i])
			continue
		}
		if p == nil {
			if p, err = s.pool(r.Context()); err != nil {
				s.fail(w, r, err)
				return
			}
		}
		name, ref, err := p.resolve(id, asOf)
		if err == nil && ref != nil && asOf != nil && !releasedBy(*ref.printing(), *asOf) {
			// the printing it names was not out yet
			err = &oracle.NotFoundError{Query: "identifier"}
		}
		var v *oracle.CardView
		var ident oracle.CardIdentity
		if err == nil {
			v, ident, err = s.store.CardWithIdentity(r.Context(), name, asOf)
		}
		if err == nil {
			err = notYetKnown(v)
		}
		var nf *oracle.NotFoundError
		switch {
		case errors.As(err, &nf):
			notFound = append(notFound, req.Identifiers[i])
		case err != nil:
			s.fail(w, r, err)
			return
		default:
			cards = append(cards, p.card(baseURL(r), v, ident, ref))
		}
	}
	writeJSON(w, http.StatusOK, list{Object: "list", Data: cards, NotFound: notFound})
}

// ruling is a Scryfall ruling object, with the document it comes from.
type ruling struct {
	Object      string           `json:"object"`
	OracleID    string           `json:"oracle_id"`
	Source      string           `json:"source"`
	PublishedAt string           `json:"published_at"`
	Comment     string           `json:"comment"`
	Document    oracle.SourceRef `json:"document"`
	Item        string           `json:"item"`
}

func (s *Server) rulings(w http.ResponseWriter, r *http.Request) {
	name, _, err := s.cardByID(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	p, err := s.pool(r.Context())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	id := strings.ToLower(r.PathValue("id"))
	if c := p.cards[name]; c != nil {
		id = cardID(c)
	}
	s.rulingsOf(w, r, name, id)
}

// rulingsOf answers the rulings of the card of that name and oracle id.
func (s *Server) rulingsOf(w http.ResponseWriter, r *http.Request, name, oracleID string) {
	rv, err := s.store.Rulings(r.Context(), name)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	data := []ruling{}
	for _, ru := range rv.Rulings {
		data = append(data, ruling{Object: "ruling", OracleID: oracleID, Source: "wotc",
			PublishedAt: ru.Date.First(), Comment: ru.Text, Document: ru.Source, Item: ru.Item})
	}
	writeJSON(w, http.StatusOK, list{Object: "list", Data: data})
}

func (s *Server) history(w http.ResponseWriter, r *http.Request) {
	name, _, err := s.cardByID(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	h, err := s.store.History(r.Context(), name)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, struct {
		Object string                `json:"object"`
		Name   string                `json:"name"`
		Events []oracle.HistoryEvent `json:"data"`
	}{"history", h.Name, h.Events})
}

// wordingDiff is the answer of /cards/{id}/diff.
type wordingDiff struct {
	Object string           `json:"object"`
	Card   string           `json:"card"`
	From   *oracle.Selected `json:"from"`
	To     *oracle.Selected `json:"to"`
	Class  diff.Class       `json:"class,omitempty"`
	Size   int              `json:"size"`
	*diff.Diff
}

// compare diffs two wordings of a card picked by selectors, as oracle diff
// does; an empty from is the first printing (or first known wording).
func compare(t *oracle.CardTimeline, from, to string) (*wordingDiff, error) {
	if from == "" {
		from = "printed"
		if _, err := t.Select(from); err != nil && t.FirstWordingSource() != "" {
			from = t.FirstWordingSource()
		}
	}
	if to == "" {
		to = "current"
	}
	a, err := t.Select(from)
	if err != nil {
		return nil, err
	}
	b, err := t.Select(to)
	if err != nil {
		return nil, err
	}
	// Classified as oracle diff and oracle audit do: with the card's
	// names and, for a card of one face, its type line (a Wall's old
	// "can't attack" is its defender).
	cd := diff.CompareCard(t, a, b, diff.DefaultRewrites())
	return &wordingDiff{Object: "diff", Card: t.Name, From: a, To: b, Class: cd.Class, Size: cd.Size, Diff: cd.Diff}, nil
}

func (s *Server) diff(w http.ResponseWriter, r *http.Request) {
	name, _, err := s.cardByID(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	from, err := param(r, "from", 200)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	to, err := param(r, "to", 200)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	t, err := s.store.Timeline(r.Context(), name)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	d, err := compare(t, from, to)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, d)
}

// window reads since= and until=.
func window(r *http.Request) (since, until *oracle.Date, err error) {
	if since, err = dateParam(r, "since"); err != nil {
		return nil, nil, err
	}
	until, err = dateParam(r, "until")
	return since, until, err
}

func (s *Server) errataList(r *http.Request) ([]oracle.ErratumView, error) {
	since, until, err := window(r)
	if err != nil {
		return nil, err
	}
	src, err := param(r, "source", 200)
	if err != nil {
		return nil, err
	}
	if src != "" {
		if err := s.store.CheckSource(r.Context(), src); err != nil {
			return nil, err
		}
	}
	return s.store.Errata(r.Context(), oracle.ErrataFilter{Since: since, Until: until, Source: src})
}

func (s *Server) errata(w http.ResponseWriter, r *http.Request) {
	list, err := s.errataList(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, struct {
		Object string               `json:"object"`
		Data   []oracle.ErratumView `json:"data"`
	}{"list", nonNilSlice(list)})
}

func nonNilSlice[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// auditResult is the audit of the window the request asks for: every
// card's timeline diffed, or the audit kept from an earlier request while
// the database is unchanged.
func (s *Server) auditResult(r *http.Request) (*diff.Audit, error) {
	since, until, err := window(r)
	if err != nil {
		return nil, err
	}
	ctx := r.Context()
	// Without the database's version, the audit is worked out and not kept.
	version, versionErr := s.store.DataVersion(ctx)
	key := fmt.Sprint(since, "..", until)
	if versionErr == nil {
		if a := s.audits.get(version, key); a != nil {
			return a, nil
		}
	} else if ctx.Err() == nil {
		s.log.Warn("the database's version is unknown: the audit is not kept", "err", versionErr)
	}
	// The classes the last write kept are read rather than worked out
	// again.
	known, err := auditclass.Known(ctx, s.store)
	if err != nil {
		return nil, err
	}
	// The request's deadline stops the reading once its time is up.
	a, err := diff.RunAuditKnown(ctx, diff.AuditFilter{Since: since, Until: until}, diff.DefaultRewrites(), false, known,
		func(add func(*oracle.CardTimeline) error) error { return s.store.EachTimeline(ctx, add) })
	if err != nil {
		return nil, err
	}
	a.Changes = nonNilSlice(a.Changes)
	if versionErr == nil {
		s.audits.put(version, key, a)
	}
	return a, nil
}

// maxAudits bounds the windows whose audits are kept.
const maxAudits = 8

// auditCache keeps audits by window for one version of the database
// (Store.DataVersion): an audit diffs every card's history, seconds of
// work on two cores, and its answer changes only when an import or update
// changes the database. Kept audits are shared: nothing changes them.
type auditCache struct {
	mu       sync.Mutex
	version  int64
	byWindow map[string]*diff.Audit
}

func (c *auditCache) get(version int64, key string) *diff.Audit {
	c.mu.Lock()
	defer c.mu.Unlock()
	if version != c.version {
		return nil
	}
	return c.byWindow[key]
}

func (c *auditCache) put(version int64, key string, a *diff.Audit) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if version != c.version || c.byWindow == nil || len(c.byWindow) >= maxAudits {
		c.version, c.byWindow = version, map[string]*diff.Audit{}
	}
	c.byWindow[key] = a
}

func (s *Server) audit(w http.ResponseWriter, r *http.Request) {
	a, err := s.auditResult(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, struct {
		Object string `json:"object"`
		*diff.Audit
	}{"audit", a})
}

func (s *Server) sources(w http.ResponseWriter, r *http.Request) {
	srcs, err := s.store.Sources(r.Context(), r.URL.Query().Get("sets") == "true")
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, struct {
		Object string                 `json:"object"`
		Data   []oracle.SourceSummary `json:"data"`
	}{"list", nonNilSlice(srcs)})
}

// parse reads text (a JSON object {"text", "name", "type_line"}, or a form)
// into abilities.
func (s *Server) parse(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Text     string `json:"text"`
		Name     string `json:"name"`
		TypeLine string `json:"type_line"`
	}
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			writeError(w, http.StatusRequestEntityTooLarge, "bad_request", "the request's body is too large")
			return
		}
		s.fail(w, r, badf("the body is not a JSON object with text: %v", err))
		return
	}
	if req.Text == "" || !utf8.ValidString(req.Text+req.Name+req.TypeLine) {
		s.fail(w, r, badf("text: give the card's text as UTF-8"))
		return
	}
	c, err := parser.Parse(req.Text, parser.Options{Name: req.Name, TypeLine: req.TypeLine, File: "text"})
	if c == nil {
		s.fail(w, r, badf("text: %v", err))
		return
	}
	res := struct {
		Object string `json:"object"`
		*parser.Card
		Error string `json:"error,omitempty"`
	}{Object: "abilities", Card: c}
	if err != nil {
		res.Error = err.Error()
	}
	writeJSON(w, http.StatusOK, res)
}

// serveCard answers with the card of that name, as it is now.
func (s *Server) serveCard(w http.ResponseWriter, r *http.Request, name string) {
	s.servePrinting(w, r, name, nil)
}
