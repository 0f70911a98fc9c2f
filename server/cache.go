package server

import (
	"bytes"
	"context"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// versionTTL is how long a reading of the database's version is taken as
// current: requests within it share one reading, rather than each
// beginning a transaction to read it.
const versionTTL = time.Millisecond

// versionClock keeps the last reading of the database's version. A
// request reads it without a lock; the one that finds it too old reads
// the version again, under mu, while the others wait for it.
type versionClock struct {
	mu      sync.Mutex
	reading atomic.Pointer[versionReading]
}

type versionReading struct {
	version int64
	at      time.Time
}

// current is the last reading, when it is younger than versionTTL.
func (c *versionClock) current() (int64, bool) {
	if r := c.reading.Load(); r != nil && time.Since(r.at) < versionTTL {
		return r.version, true
	}
	return 0, false
}

// dataVersion is the database's version (Store.DataVersion), read at
// most once per versionTTL.
func (s *Server) dataVersion(ctx context.Context) (int64, error) {
	if v, ok := s.version.current(); ok {
		return v, nil
	}
	s.version.mu.Lock()
	defer s.version.mu.Unlock()
	if v, ok := s.version.current(); ok {
		return v, nil
	}
	v, err := s.store.DataVersion(ctx)
	if err != nil {
		return 0, err
	}
	s.version.reading.Store(&versionReading{version: v, at: time.Now()})
	return v, nil
}

// Bounds of the answers kept.
const (
	maxKeptAnswer = 1 << 20  // bytes of one answer
	maxKeptBytes  = 64 << 20 // bytes of all answers kept
)

// answerCache keeps the API's answers by address for one version of the
// database (Store.DataVersion): the same request gets the same bytes
// until an import or update changes the database. When full, it starts
// over.
type answerCache struct {
	mu      sync.RWMutex
	version int64
	size    int
	answers map[string]*keptAnswer
}

// keptAnswer is an answer kept, with its headers' values made once: a
// kept answer is written without allocating them again.
type keptAnswer struct {
	status int
	ctype  []string
	length []string
	body   []byte
}

func newKeptAnswer(status int, ctype string, body []byte) *keptAnswer {
	return &keptAnswer{status: status, ctype: []string{ctype}, length: []string{strconv.Itoa(len(body))}, body: body}
}

// cacheable reports whether the answer to r may be kept: a GET of the
// API whose answer depends on its address and the database alone (not a
// random card, nor the audit, which keeps its own).
func cacheable(r *http.Request) bool {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		return false
	}
	p := r.URL.Path
	switch {
	case p == "/cards/random", strings.HasSuffix(p, "/random"):
		return false
	case strings.HasPrefix(p, "/cards/"), strings.HasPrefix(p, "/sets"), strings.HasPrefix(p, "/catalog/"), strings.HasPrefix(p, "/symbology"),
		p == "/errata", p == "/sources":
		return true
	}
	return false
}

func (c *answerCache) get(version int64, key string) *keptAnswer {
	c.mu.RLock()
	defer c.mu.RUnlock()
	if c.version != version {
		return nil
	}
	return c.answers[key]
}

func (c *answerCache) put(version int64, key string, a *keptAnswer) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.version != version || c.answers == nil || c.size+len(a.body) > maxKeptBytes {
		c.version, c.answers, c.size = version, map[string]*keptAnswer{}, 0
	}
	if old := c.answers[key]; old != nil {
		c.size -= len(old.body)
	}
	c.answers[key] = a
	c.size += len(a.body)
}

// capture is a response writer that keeps a copy of what it writes.
type capture struct {
	http.ResponseWriter
	status int
	buf    bytes.Buffer
	over   bool
}

func (c *capture) WriteHeader(status int) {
	if c.status == 0 {
		c.status = status
	}
	c.ResponseWriter.WriteHeader(status)
}

func (c *capture) Write(b []byte) (int, error) {
	if c.status == 0 {
		c.status = http.StatusOK
	}
	if !c.over {
		if c.buf.Len()+len(b) > maxKeptAnswer {
			c.over = true
			c.buf = bytes.Buffer{}
		} else {
			c.buf.Write(b)
		}
	}
	return c.ResponseWriter.Write(b)
}

// serveKept answers r from the answers kept for the database's version,
// or answers it with h and keeps the answer when it is a card's (200) or
// a lookup's miss (404).
func (s *Server) serveKept(w http.ResponseWriter, r *http.Request, h http.Handler) {
	version, err := s.dataVersion(r.Context())
	if err != nil {
		h.ServeHTTP(w, r)
		return
	}
	key := keptKey(r)
	if a := s.answers.get(version, key); a != nil {
		writeAnswer(w, r, a)
		return
	}
	c := &capture{ResponseWriter: w}
	h.ServeHTTP(c, r)
	if r.Method == http.MethodGet && !c.over && (c.status == http.StatusOK || c.status == http.StatusNotFound) {
		s.answers.put(version, key, newKeptAnswer(c.status, w.Header().Get("Content-Type"), bytes.Clone(c.buf.Bytes())))
	}
}

// keptKey is the key of r's answer among those kept.
func keptKey(r *http.Request) string { return r.Host + " " + r.URL.RequestURI() }

// writeKept answers r from the answers kept for the database's version,
// if one is kept, and reports whether it did.
func (s *Server) writeKept(w http.ResponseWriter, r *http.Request) bool {
	version, err := s.dataVersion(r.Context())
	if err != nil {
		return false
	}
	a := s.answers.get(version, keptKey(r))
	if a == nil {
		return false
	}
	w.Header()["X-Content-Type-Options"] = noSniff
	writeAnswer(w, r, a)
	return true
}

// writeAnswer writes a kept answer.
func writeAnswer(w http.ResponseWriter, r *http.Request, a *keptAnswer) {
	h := w.Header()
	h["Content-Type"], h["Content-Length"] = a.ctype, a.length
	w.WriteHeader(a.status)
	if r.Method != http.MethodHead {
		w.Write(a.body)
	}
	// The answer is whole (its length given): it leaves now, before the
	// request's log line and the rest of the server's bookkeeping, which
	// the client then need not wait for.
	if f, ok := w.(http.Flusher); ok {
		f.Flush()
	}
}
