package server

import (
	"bytes"
	"embed"
	"errors"
	"html/template"
	"io/fs"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/diff"
	"github.com/mtgoracle/oracle/parser"
)

//go:embed templates/*.html static/*
var assets embed.FS

// pages are the templates, parsed when the first page is served rather
// than when any command of the program starts.
var pages = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("").Funcs(template.FuncMap{"ruleLinks": ruleLinks, "symbols": symbolHTML}).ParseFS(assets, "templates/*.html"))
})

func (s *Server) pageRoutes() {
	static, _ := fs.Sub(assets, "static")
	fileServer := http.StripPrefix("/static/", http.FileServerFS(static))
	s.mux.Handle("GET /static/", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// The file server answers a name that is no file path (invalid
		// UTF-8, say) with a 500; such a name names no file.
		name := strings.TrimPrefix(r.URL.Path, "/static/")
		if !fs.ValidPath(name) {
			writeError(w, http.StatusNotFound, "not_found", "no such file")
			return
		}
		if fi, err := fs.Stat(static, name); err != nil || fi.IsDir() {
			writeError(w, http.StatusNotFound, "not_found", "no such file")
			return
		}
		w.Header().Set("Cache-Control", "public, max-age=3600")
		fileServer.ServeHTTP(w, r)
	}))
	s.mux.HandleFunc("GET /{$}", s.limited(s.searches, s.homePage))
	s.mux.HandleFunc("GET /card", s.limited(s.lookups, s.cardPage))
	s.mux.HandleFunc("GET /card/diff", s.limited(s.lookups, s.diffPage))
	s.mux.HandleFunc("GET /log/errata", s.limited(s.searches, s.errataPage))
	s.mux.HandleFunc("GET /log/audit", s.limited(s.searches, s.auditPage))
}

// render writes a page; a failure before any byte is written is a 500.
func (s *Server) render(w http.ResponseWriter, r *http.Request, status int, name string, data any) {
	var b bytes.Buffer
	if err := pages().ExecuteTemplate(&b, name, data); err != nil {
		s.log.Error("template", "page", name, "err", err)
		http.Error(w, "the page could not be made", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Content-Security-Policy", "default-src 'self'; img-src 'self' data:")
	w.WriteHeader(status)
	w.Write(b.Bytes())
}

// pageError shows an error as a page with the status the API would give.
func (s *Server) pageError(w http.ResponseWriter, r *http.Request, err error) {
	status, msg := http.StatusInternalServerError, "The database failed to answer."
	var nf *oracle.NotFoundError
	var bad *badRequest
	var sel *oracle.SelectorError
	var src *oracle.UnknownSourceError
	var suggestions []string
	var noRule *oracle.NoRuleError
	switch {
	case errors.As(err, &noRule):
		status, msg = http.StatusNotFound, err.Error()
	case errors.As(err, &nf):
		status, msg, suggestions = http.StatusNotFound, err.Error(), nf.Suggestions
	case errors.As(err, &bad), errors.As(err, &sel), errors.As(err, &src):
		status, msg = http.StatusBadRequest, err.Error()
	default:
		s.log.Error("page failed", "path", r.URL.Path, "err", err)
	}
	s.render(w, r, status, "error.html", map[string]any{"Title": "Not answered", "Message": msg, "Suggestions": suggestions})
}

// resultsPage is the number of cards a web page of search results
// lists, unless Options.PageSize says.
const resultsPage = 200

func (s *Server) homePage(w http.ResponseWriter, r *http.Request) {
	q, err := param(r, "q", maxQuery)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	data := map[string]any{"Title": "Oracle card history", "Q": q}
	if strings.TrimSpace(q) != "" {
		found, _, err := s.findCards(r.Context(), q, nil, oracle.OrderName)
		if err != nil {
			s.pageError(w, r, err)
			return
		}
		if len(found) == 1 {
			// One card found: its page is the answer, as on Scryfall.
			http.Redirect(w, r, "/card?name="+url.QueryEscape(found[0].Name), http.StatusFound)
			return
		}
		page := 1
		if p := r.URL.Query().Get("page"); p != "" {
			if page, err = strconv.Atoi(p); err != nil || page < 1 || page > 10000 {
				s.pageError(w, r, badf("page: %q is not a page number", p))
				return
			}
		}
		size := s.resultsPage
		from, to := pageBounds(page, size, len(found))
		page = from/size + 1
		data["Count"] = len(found)
		data["Cards"] = found[from:to]
		data["From"], data["To"] = from+1, to
		data["More"], data["Size"] = len(found) > size, size
		if page > 1 {
			data["Prev"] = "/?" + url.Values{"q": {q}, "page": {strconv.Itoa(page - 1)}}.Encode()
		}
		if to < len(found) {
			data["Next"] = "/?" + url.Values{"q": {q}, "page": {strconv.Itoa(page + 1)}}.Encode()
		}
	}
	s.render(w, r, http.StatusOK, "home.html", data)
}

// timelineEntry is one wording of a card's timeline, with the selector
// that picks it for a diff.
type timelineEntry struct {
	Event    oracle.Event
	Face     string
	Selector string
	// Prev is the selector of the wording before, "" for the first.
	Prev string
}

// wordings lists the events of a timeline that set a wording, oldest
// first, face by face.
func wordings(t *oracle.CardTimeline) []timelineEntry {
	var out []timelineEntry
	for _, f := range t.Faces {
		prev := ""
		for _, e := range f.Events {
			if !e.Changed || e.Kind == oracle.EventRuling || (e.Kind == oracle.EventPrinting && e.PrintedAgain()) {
				continue
			}
			sel := e.Source.ID
			if e.Kind == oracle.EventPrinting {
				sel = "printed:" + e.Set
			}
			face := ""
			if len(t.Faces) > 1 {
				face = f.Name
			}
			out = append(out, timelineEntry{Event: e, Face: face, Selector: sel, Prev: prev})
			prev = sel
		}
	}
	return out
}

func (s *Server) cardPage(w http.ResponseWriter, r *http.Request) {
	name, err := param(r, "name", maxName)
	if err == nil && strings.TrimSpace(name) == "" {
		err = badf("name: give a card name")
	}
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	asOf, err := dateParam(r, "as_of")
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	ctx := r.Context()
	v, err := s.store.Card(ctx, name, asOf)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	h, err := s.store.History(ctx, v.Name)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	rulings, err := s.store.Rulings(ctx, v.Name)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	// One row per printing: the history gives a multi-face printing once
	// per face.
	var printings []oracle.Event
	seen := map[[2]string]bool{}
	for _, e := range h.Events {
		if e.Kind == oracle.EventPrinting {
			key := [2]string{e.Set, e.Number}
			if e.Number != "" && seen[key] {
				continue
			}
			seen[key] = true
			printings = append(printings, e.Event)
		}
	}
	asOfValue := ""
	if asOf != nil {
		asOfValue = asOf.Last()
	}
	// the rules the wording cites, as in force on the page's date
	cited := oracle.CardCitations(v)
	var rulesVersion *oracle.CompRulesVersion
	if len(cited) > 0 {
		rules, err := s.store.RulesHistory(ctx)
		if err != nil {
			s.pageError(w, r, err)
			return
		}
		rulesVersion, _ = rules.CiteRules(cited, asOf, parser.RulesSource())
	}
	s.render(w, r, http.StatusOK, "card.html", map[string]any{
		"Title": v.Name, "Card": v, "AsOf": asOfValue, "Printings": printings,
		"Rulings": rulings.Rulings, "Timeline": wordings(h.Timeline), "Cited": cited, "RulesVersion": rulesVersion,
	})
}

func (s *Server) diffPage(w http.ResponseWriter, r *http.Request) {
	name, err := param(r, "name", maxName)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	from, err := param(r, "from", 200)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	to, err := param(r, "to", 200)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	t, err := s.store.Timeline(r.Context(), name)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	d, err := compare(t, from, to)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	var b strings.Builder
	if err := diff.WriteHTMLWith(&b, d.Diff, false, func(s string) string { return string(symbolHTML(s)) }); err != nil {
		s.pageError(w, r, err)
		return
	}
	var changes []diff.Op
	for _, op := range d.Ops {
		if op.Kind != diff.Equal {
			changes = append(changes, op)
		}
	}
	s.render(w, r, http.StatusOK, "diff.html", map[string]any{
		"Title": "Wording diff: " + t.Name, "Name": t.Name, "Diff": d,
		"HTML":    template.HTML(b.String()), // symbolHTML escapes the wordings
		"Changes": changes, "Wordings": wordings(t),
	})
}

func (s *Server) errataPage(w http.ResponseWriter, r *http.Request) {
	list, err := s.errataList(r)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	s.render(w, r, http.StatusOK, "errata.html", map[string]any{"Title": "Errata log", "Errata": list,
		"Since": r.URL.Query().Get("since"), "Until": r.URL.Query().Get("until")})
}

func (s *Server) auditPage(w http.ResponseWriter, r *http.Request) {
	a, err := s.auditResult(r)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	page := 1
	if p := r.URL.Query().Get("page"); p != "" {
		if page, err = strconv.Atoi(p); err != nil || page < 1 || page > 100000 {
			s.pageError(w, r, badf("page: %q is not a page number", p))
			return
		}
	}
	size := changesPage
	if s.resultsPage != resultsPage {
		size = s.resultsPage
	}
	from, to := pageBounds(page, size, len(a.Changes))
	since, until := r.URL.Query().Get("since"), r.URL.Query().Get("until")
	link := func(p int) string {
		v := url.Values{"page": {strconv.Itoa(p)}}
		if since != "" {
			v.Set("since", since)
		}
		if until != "" {
			v.Set("until", until)
		}
		return "/log/audit?" + v.Encode()
	}
	data := map[string]any{"Title": "Wording changes", "Audit": a, "Changes": a.Changes[from:to],
		"From": from + 1, "To": to, "More": len(a.Changes) > size, "Since": since, "Until": until}
	if from > 0 {
		data["Prev"] = link(from / size)
	}
	if to < len(a.Changes) {
		data["Next"] = link(from/size + 2)
	}
	s.render(w, r, http.StatusOK, "audit.html", data)
}

// pageBounds gives the slice [from, to) of n results that page (from 1)
// of size shows: a page past the end shows the last page, and no results
// an empty one.
func pageBounds(page, size, n int) (from, to int) {
	from = min((page-1)*size, max(0, (n-1)/size*size))
	return from, min(n, from+size)
}

// changesPage is the number of changes a page of the wording changes
// lists, unless Options.PageSize says.
const changesPage = 1000
