package server

import (
	"bytes"
	"fmt"
	"html/template"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"sync"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/diff"
	"github.com/mtgoracle/oracle/parser"
)

// The Comprehensive Rules: /rules/{ref}?as_of= and /rules/diff?from=&to=
// answer JSON, as oracle rule and oracle rules diff --json do; /rule and
// /rule/diff are their pages.
func (s *Server) rulesRoutes() {
	s.mux.HandleFunc("GET /rules/diff", s.limited(s.searches, s.rulesDiff))
	s.mux.HandleFunc("GET /rules/{ref}", s.limited(s.lookups, s.rule))
	s.mux.HandleFunc("GET /rule", s.limited(s.lookups, s.rulePage))
	s.mux.HandleFunc("GET /rule/diff", s.limited(s.searches, s.rulesDiffPage))
}

// ruleLookup finds the rule reference ref as of the request's as_of.
func (s *Server) ruleLookup(r *http.Request, ref string) (*oracle.RuleLookup, error) {
	if ref == "" || len(ref) > 256 {
		return nil, badf("ref: give a rule number, keyword or glossary term of at most 256 bytes")
	}
	asOf, err := dateParam(r, "as_of")
	if err != nil {
		return nil, err
	}
	h, err := s.store.RulesHistoryFor(r.Context(), ref)
	if err != nil {
		return nil, err
	}
	v, err := h.Version("")
	if err == nil && asOf != nil {
		v, err = h.VersionOn(*asOf)
	}
	if err != nil {
		return nil, badf("%v", err)
	}
	return h.Lookup(ref, v)
}

func (s *Server) rule(w http.ResponseWriter, r *http.Request) {
	l, err := s.ruleLookup(r, r.PathValue("ref"))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, l)
}

// rulesDiffOf compares the versions the request's from and to name
// (dates, version ids or current; by default the two newest).
func (s *Server) rulesDiffOf(r *http.Request) (*diff.RulesDiff, error) {
	from, err := param(r, "from", 32)
	if err != nil {
		return nil, err
	}
	to, err := param(r, "to", 32)
	if err != nil {
		return nil, err
	}
	h, err := s.store.RulesHistory(r.Context())
	if err != nil {
		return nil, err
	}
	if len(h.Versions) == 0 {
		return nil, badf("no Comprehensive Rules imported")
	}
	if from == "" {
		from = h.Versions[max(len(h.Versions)-2, 0)].ID
	}
	a, err := h.Version(from)
	if err != nil {
		return nil, badf("from: %v", err)
	}
	b, err := h.Version(to)
	if err != nil {
		return nil, badf("to: %v", err)
	}
	return diff.CompareRules(h.Diff(a, b)), nil
}

func (s *Server) rulesDiff(w http.ResponseWriter, r *http.Request) {
	d, err := s.rulesDiffOf(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, d)
}

func (s *Server) rulePage(w http.ResponseWriter, r *http.Request) {
	ref := r.URL.Query().Get("ref")
	if cite := r.URL.Query().Get("cite"); ref == "" && cite != "" {
		var err error
		if ref, err = s.citedRule(r, cite); err != nil {
			s.pageError(w, r, err)
			return
		}
	}
	data := map[string]any{"Title": "Comprehensive Rules", "Ref": ref, "AsOf": r.URL.Query().Get("as_of")}
	if ref != "" {
		l, err := s.ruleLookup(r, ref)
		if err != nil {
			s.pageError(w, r, err)
			return
		}
		data["Title"], data["Lookup"] = "Rule "+l.Ref, l
	}
	s.render(w, r, http.StatusOK, "rule.html", data)
}

// citedRule is the number, in the version in force on the request's
// as_of, of the rule the parser numbers cite (in the rules its keyword
// table comes from): the same rule, followed across renumbering.
func (s *Server) citedRule(r *http.Request, cite string) (string, error) {
	if !oracle.RuleNumber(cite).Valid() {
		return "", badf("cite: %q is not a rule number", cite)
	}
	asOf, err := dateParam(r, "as_of")
	if err != nil {
		return "", err
	}
	h, err := s.store.RulesHistory(r.Context())
	if err != nil {
		return "", err
	}
	at, err := h.Version("")
	if err == nil && asOf != nil {
		at, err = h.VersionOn(*asOf)
	}
	if err != nil {
		return "", badf("%v", err)
	}
	for _, v := range h.Versions {
		if strings.Contains(parser.RulesSource(), strings.ReplaceAll(v.Effective.String(), "-", "")) {
			if rules := h.Cited(cite, v, at, false); len(rules) > 0 {
				return rules[0].Number, nil
			}
			return "", &oracle.NoRuleError{Ref: cite, Version: at}
		}
	}
	return cite, nil // the parser's rules are not imported: the number as it is
}

// ruleRef is a reference to a numbered rule in a text: "702.19b".
var ruleRef = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\b[1-9]\d\d\.\d+[a-z]*\b`) })

// ruleLinks is a ruling's text, escaped, with each rule number linked to
// the rule as of the ruling's date (a ruling cites the rules of its day),
// else as of the page's date asOf (now when empty).
func ruleLinks(text string, dated oracle.Date, asOf string) template.HTML {
	if !dated.IsZero() {
		asOf = dated.Last()
	}
	var b strings.Builder
	last := 0
	for _, m := range ruleRef().FindAllStringIndex(text, -1) {
		b.WriteString(template.HTMLEscapeString(text[last:m[0]]))
		n := text[m[0]:m[1]]
		q := url.Values{"ref": {n}}
		if asOf != "" {
			q.Set("as_of", asOf)
		}
		fmt.Fprintf(&b, `<a href="/rule?%s">%s</a>`, template.HTMLEscapeString(q.Encode()), n)
		last = m[1]
	}
	b.WriteString(template.HTMLEscapeString(text[last:]))
	return template.HTML(b.String()) // every part of text escaped above
}

// pairHTML is a rule in two versions with its word diff as HTML.
type pairHTML struct {
	From, To string
	HTML     template.HTML
}

func (s *Server) rulesDiffPage(w http.ResponseWriter, r *http.Request) {
	d, err := s.rulesDiffOf(r)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	pairs := func(ps []diff.RulePairDiff) ([]pairHTML, error) {
		out := make([]pairHTML, len(ps))
		for i, p := range ps {
			var b bytes.Buffer
			if p.Diff != nil {
				if err := diff.WriteHTML(&b, p.Diff, false); err != nil {
					return nil, err
				}
			} else {
				template.HTMLEscape(&b, []byte(p.To.Body()))
			}
			out[i] = pairHTML{From: p.From.Number, To: p.To.Number, HTML: template.HTML(b.String())} // WriteHTML escapes the texts
		}
		return out, nil
	}
	changed, err := pairs(d.Changed)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	moved, err := pairs(d.Moved)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	s.render(w, r, http.StatusOK, "rulesdiff.html", map[string]any{"Title": "Comprehensive Rules changes", "Diff": d,
		"Changed": changed, "Moved": moved})
}
