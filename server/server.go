// Package server answers Scryfall's card API and serves the history web
// pages from a read-only oracle database.
package server

import (
	"context"
	"errors"
	"github.com/mtgoracle/oracle/oracle/sqlite"
	"log/slog"
	"net"
	"net/http"
	"runtime"
	"strconv"
	"strings"
	"time"
)

// Limits on what a request may ask.
const (
	maxURL        = 8 << 10  // bytes of a request's path and query
	maxBody       = 64 << 10 // bytes of a POST body
	maxHeader     = 16 << 10 // bytes of a request's headers
	maxQuery      = 4096     // bytes of a search query, as the CLI takes
	maxName       = 256      // bytes of a card name, as the CLI takes
	maxIdentities = 75       // identifiers in one collection request, as Scryfall takes
	pageSize      = 175      // cards in one page of search results, as Scryfall gives
	queueWait     = 200 * time.Millisecond
	// requestTime bounds the work of one request: its reads are
	// interrupted after it. An audit diffs every card's history, which
	// takes seconds on a full database; it gets auditTime, within the
	// connection's write timeout.
	requestTime = 10 * time.Second
	auditTime   = 25 * time.Second
)

// Server answers requests from one database.
type Server struct {
	store *sqlite.Store
	log   *slog.Logger
	// lookups and searches bound the requests reading the database at
	// once; searches (and audits) are the costly ones. A request that
	// finds no room within queueWait is answered 429.
	lookups, searches chan struct{}
	// bulks bounds the bulk files written at once: each reads the whole
	// pool.
	bulks chan struct{}
	// budget is requestTime, the bound of a request's work.
	budget      time.Duration
	mux         *http.ServeMux
	pageSize    int
	resultsPage int
	audits      auditCache
	pools       poolCache
	catalogs    catalogCache
	answers     answerCache
	version     versionClock
	procs       *procs
}

// Options shape a server; the zero value is Scryfall's behaviour.
type Options struct {
	// PageSize is the number of cards in a page of search results; 0 is
	// Scryfall's 175 for the API and 200 for the web pages.
	PageSize int
}

// New is a server reading store and logging each request to log. The
// store keeps its lookups' statements prepared from then on.
func New(store *sqlite.Store, log *slog.Logger, opts Options) *Server {
	store.KeepStatements()
	n := runtime.GOMAXPROCS(0)
	results := resultsPage
	if opts.PageSize <= 0 {
		opts.PageSize = pageSize
	} else {
		results = opts.PageSize
	}
	s := &Server{store: store, log: log, pageSize: opts.PageSize, resultsPage: results,
		lookups:  make(chan struct{}, 8*n),
		searches: make(chan struct{}, n),
		bulks:    make(chan struct{}, n), budget: requestTime,
		mux: http.NewServeMux(), procs: newProcs()}
	s.routes()
	return s
}

// ServeHTTP bounds the request, answers it and logs it in one line.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	start := time.Now()
	s.procs.enter()
	defer s.procs.leave()
	rec := &recorder{ResponseWriter: w, status: http.StatusOK}
	defer func() {
		if p := recover(); p != nil {
			if p == http.ErrAbortHandler {
				s.log.Info("request", "method", r.Method, "path", r.URL.Path, "status", rec.status,
					"bytes", rec.bytes, "ms", float64(time.Since(start).Microseconds())/1000, "remote", r.RemoteAddr, "aborted", true)
				panic(p)
			}
			s.log.Error("panic", "method", r.Method, "path", r.URL.Path, "panic", p)
			if !rec.wrote {
				writeError(rec, http.StatusInternalServerError, "internal_error", "the server failed to answer")
			}
		}
		s.log.LogAttrs(r.Context(), slog.LevelInfo, "request", slog.String("method", r.Method), slog.String("path", r.URL.Path),
			slog.Int("status", rec.status), slog.Int("bytes", rec.bytes),
			slog.Float64("ms", float64(time.Since(start).Microseconds())/1000), slog.String("remote", r.RemoteAddr))
	}()
	// Any origin may call the API: it reads a public card pool and takes
	// no credentials.
	h := rec.Header()
	h["Access-Control-Allow-Origin"], h["Access-Control-Expose-Headers"] = anyOrigin, exposeHeaders
	if err := checkRequest(r); err != nil {
		writeError(rec, err.status, err.code, err.details)
		return
	}
	// An answer kept is written as it is: it was routed and bounded when
	// it was worked out.
	if cacheable(r) && s.writeKept(rec, r) {
		return
	}
	if _, pattern := s.mux.Handler(r); pattern == "" {
		s.unrouted(rec, r)
		return
	}
	r.Body = http.MaxBytesReader(rec, r.Body, maxBody)
	// A bulk file is bounded by its progress (bulkIdle between writes),
	// not by a budget for the whole: it lasts as long as the pool takes.
	if !streaming(r) {
		ctx, cancel := context.WithTimeout(r.Context(), s.budgetFor(r))
		defer cancel()
		r = r.WithContext(ctx)
	}
	h["X-Content-Type-Options"] = noSniff
	if cacheable(r) {
		s.serveKept(rec, r, s.mux)
		return
	}
	s.mux.ServeHTTP(rec, r)
}

// Header values every answer carries, shared by all: never changed in
// place (a header set again gets a slice of its own).
var (
	anyOrigin     = []string{"*"}
	exposeHeaders = []string{"Retry-After"}
	noSniff       = []string{"nosniff"}
)

// budgetFor is the time r's work may take: requestTime, or auditTime for
// an audit.
func (s *Server) budgetFor(r *http.Request) time.Duration {
	if r.URL.Path == "/audit" || r.URL.Path == "/log/audit" {
		return max(s.budget, auditTime)
	}
	return s.budget
}

type requestError struct {
	status        int
	code, details string
}

// checkRequest refuses a request before it reaches a handler: too long,
// with a path that is not clean, or a method the server never takes.
func checkRequest(r *http.Request) *requestError {
	switch {
	case len(r.URL.RawPath)+len(r.URL.Path)+len(r.URL.RawQuery) > maxURL:
		return &requestError{http.StatusRequestURITooLong, "bad_request", "the request's address is too long"}
	case !strings.HasPrefix(r.URL.Path, "/") || strings.Contains(r.URL.Path, "..") ||
		strings.Contains(r.URL.Path, "//") || strings.ContainsAny(r.URL.Path, "\\\x00"):
		return &requestError{http.StatusBadRequest, "bad_request", "the request's path is not a clean path"}
	case r.ContentLength > maxBody:
		return &requestError{http.StatusRequestEntityTooLarge, "bad_request", "the request's body is larger than " + strconv.Itoa(maxBody) + " bytes"}
	}
	return nil
}

// allowed lists the methods some route answers at r's path.
func (s *Server) allowed(r *http.Request) []string {
	var methods []string
	for _, m := range []string{http.MethodGet, http.MethodPost} {
		r2 := r.Clone(r.Context())
		r2.Method = m
		if _, pattern := s.mux.Handler(r2); pattern != "" {
			methods = append(methods, m)
			if m == http.MethodGet {
				methods = append(methods, http.MethodHead)
			}
		}
	}
	return methods
}

// unrouted answers a request no route takes: a path no route has is 404;
// a path answered with other methods is 405 with Allow, or, for OPTIONS,
// the methods it takes (a CORS preflight's answer when it asks for one).
func (s *Server) unrouted(w http.ResponseWriter, r *http.Request) {
	methods := s.allowed(r)
	if len(methods) == 0 {
		writeError(w, http.StatusNotFound, "not_found", "no endpoint answers "+strconv.Quote(r.URL.Path))
		return
	}
	allow := strings.Join(append(methods, http.MethodOptions), ", ")
	w.Header().Set("Allow", allow)
	if r.Method != http.MethodOptions {
		writeError(w, http.StatusMethodNotAllowed, "method_not_allowed",
			r.Method+" is not answered at "+strconv.Quote(r.URL.Path)+": "+allow+" are")
		return
	}
	if r.Header.Get("Access-Control-Request-Method") != "" {
		w.Header().Set("Access-Control-Allow-Methods", allow)
		if h := r.Header.Get("Access-Control-Request-Headers"); h != "" {
			w.Header().Set("Access-Control-Allow-Headers", h)
		}
		w.Header().Set("Access-Control-Max-Age", "86400")
		w.Header().Add("Vary", "Access-Control-Request-Headers")
	}
	w.WriteHeader(http.StatusNoContent)
}

// acquire takes room in a bounded pool, waiting at most queueWait; false
// means the server is overloaded and the caller answers 429.
func acquire(ctx context.Context, pool chan struct{}) bool {
	select {
	case pool <- struct{}{}:
		return true
	default:
	}
	t := time.NewTimer(queueWait)
	defer t.Stop()
	select {
	case pool <- struct{}{}:
		return true
	case <-t.C:
	case <-ctx.Done():
	}
	return false
}

// limited wraps a handler with a bounded pool.
func (s *Server) limited(pool chan struct{}, h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if !acquire(r.Context(), pool) {
			w.Header().Set("Retry-After", "1")
			writeError(w, http.StatusTooManyRequests, "rate_limited", "the server is busy: try again shortly")
			return
		}
		defer func() { <-pool }()
		h(w, r)
	}
}

// recorder keeps the status and size of a response for the log line.
type recorder struct {
	http.ResponseWriter
	status int
	bytes  int
	wrote  bool
}

func (r *recorder) WriteHeader(status int) {
	if !r.wrote {
		r.status, r.wrote = status, true
	}
	r.ResponseWriter.WriteHeader(status)
}

// Flush sends what is written so far.
func (r *recorder) Flush() {
	if f, ok := r.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

// Unwrap lets http.ResponseController reach the connection, for the
// write deadlines of streamed answers.
func (r *recorder) Unwrap() http.ResponseWriter { return r.ResponseWriter }

func (r *recorder) Write(b []byte) (int, error) {
	r.wrote = true
	n, err := r.ResponseWriter.Write(b)
	r.bytes += n
	return n, err
}

// Serve answers on ln until ctx is done, then stops taking connections
// and waits up to grace for the requests under way.
func Serve(ctx context.Context, ln net.Listener, h http.Handler, log *slog.Logger, grace time.Duration) error {
	srv := &http.Server{
		Handler:           h,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       10 * time.Second,
		WriteTimeout:      30 * time.Second,
		IdleTimeout:       60 * time.Second,
		MaxHeaderBytes:    maxHeader,
		ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
		BaseContext:       func(net.Listener) context.Context { return context.WithoutCancel(ctx) },
	}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	if s, ok := h.(*Server); ok {
		// The scheduler's processors follow the requests under way.
		pctx, stop := context.WithCancel(ctx)
		defer stop()
		go s.procs.follow(pctx)
	}
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.Background(), grace)
	defer cancel()
	err := srv.Shutdown(sctx)
	if errors.Is(<-done, http.ErrServerClosed) && err == nil {
		return nil
	}
	return err
}
