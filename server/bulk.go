package server

import (
	"compress/gzip"
	"context"
	"errors"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/export"
)

// bulkIdle bounds how long a bulk file's stream may go without writing a
// byte: a download lasts as long as the pool takes to write, but one that
// stalls (a client that stops reading, a read that hangs) is ended.
const bulkIdle = 30 * time.Second

// bulkKind is a bulk file this server writes: the pool in Scryfall's bulk
// shape, one object per card (oracle_cards) or per printing
// (default_cards).
type bulkKind struct {
	typ, name, description string
	printings              bool
}

var bulkKinds = []bulkKind{
	{typ: "oracle_cards", name: "Oracle Cards",
		description: "One card object for each Oracle card in the pool, with its Oracle wording (in force on as_of when given).",
	},
	{typ: "default_cards", name: "Default Cards",
		description: "One card object for each English printing in the pool (a card with no printing keeps its Oracle object), with the Oracle wording (in force on as_of when given).",
		printings:   true,
	},
}

func (k *bulkKind) id() string { return oracle.NameUUID("mtgoracle bulk-data\x00" + k.typ) }

// bulkKindOf finds a bulk file by its type or its id.
func bulkKindOf(key string) *bulkKind {
	for i := range bulkKinds {
		if k := &bulkKinds[i]; k.typ == key || k.id() == key {
			return k
		}
	}
	return nil
}

// bulkObject is a Scryfall bulk-data object. size is absent: the file is
// written when asked for, so its size is not known before.
type bulkObject struct {
	Object          string `json:"object"`
	ID              string `json:"id"`
	Type            string `json:"type"`
	UpdatedAt       string `json:"updated_at"`
	URI             string `json:"uri"`
	Name            string `json:"name"`
	Description     string `json:"description"`
	DownloadURI     string `json:"download_uri"`
	ContentType     string `json:"content_type"`
	ContentEncoding string `json:"content_encoding"`
	AsOf            string `json:"as_of,omitempty"`
}

// bulkUpdated is when the pool as of asOf was last changed, as far as its
// sources tell: the newest source's date, or asOf's last day when that is
// earlier.
func (s *Server) bulkUpdated(ctx context.Context, asOf *oracle.Date) (string, error) {
	srcs, err := s.store.Sources(ctx, false)
	if err != nil {
		return "", err
	}
	newest := ""
	for _, src := range srcs {
		if last := src.Date.Last(); !src.Date.IsZero() && last > newest {
			newest = last
		}
	}
	if asOf != nil && (newest == "" || asOf.Last() < newest) {
		newest = asOf.Last()
	}
	if newest == "" {
		return "", nil
	}
	return newest + "T00:00:00.000+00:00", nil
}

func newBulkObject(base string, k *bulkKind, updated string, asOf *oracle.Date) bulkObject {
	o := bulkObject{Object: "bulk_data", ID: k.id(), Type: k.typ, UpdatedAt: updated,
		URI: base + "/bulk-data/" + k.id(), Name: k.name, Description: k.description,
		DownloadURI:     base + "/bulk-data/" + k.typ + "/download",
		ContentType:     "application/json",
		ContentEncoding: "gzip"}
	if asOf != nil {
		o.AsOf = asOf.String()
		q := "?as_of=" + url.QueryEscape(o.AsOf)
		o.URI += q
		o.DownloadURI += q
	}
	return o
}

// bulkList answers /bulk-data: the bulk files, as of as_of when given.
func (s *Server) bulkList(w http.ResponseWriter, r *http.Request) {
	asOf, err := dateParam(r, "as_of")
	if err != nil {
		s.fail(w, r, err)
		return
	}
	updated, err := s.bulkUpdated(r.Context(), asOf)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	data := make([]bulkObject, 0, len(bulkKinds))
	for i := range bulkKinds {
		data = append(data, newBulkObject(baseURL(r), &bulkKinds[i], updated, asOf))
	}
	writeJSON(w, http.StatusOK, list{Object: "list", Data: data})
}

// bulkRequest reads the bulk file a request names (its type or id) and its
// as_of date, answering the request itself when either is wrong.
func (s *Server) bulkRequest(w http.ResponseWriter, r *http.Request) (*bulkKind, *oracle.Date, bool) {
	k := bulkKindOf(r.PathValue("type"))
	if k == nil {
		writeError(w, http.StatusNotFound, "not_found", "no bulk file has the type or id "+strconv.Quote(r.PathValue("type")))
		return nil, nil, false
	}
	asOf, err := dateParam(r, "as_of")
	if err != nil {
		s.fail(w, r, err)
		return nil, nil, false
	}
	return k, asOf, true
}

// bulkData answers /bulk-data/TYPE (or ID): one bulk file.
func (s *Server) bulkData(w http.ResponseWriter, r *http.Request) {
	k, asOf, ok := s.bulkRequest(w, r)
	if !ok {
		return
	}
	updated, err := s.bulkUpdated(r.Context(), asOf)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, newBulkObject(baseURL(r), k, updated, asOf))
}

// streaming reports whether r asks for a bulk file: its request is not
// bounded by requestTime but by bulkIdle between writes.
func streaming(r *http.Request) bool {
	const prefix, suffix = "/bulk-data/", "/download"
	p := r.URL.Path
	return len(p) > len(prefix)+len(suffix) && p[:len(prefix)] == prefix && p[len(p)-len(suffix):] == suffix
}

// bulkDownload writes a bulk file: the export's Scryfall array, streamed
// card by card, so that memory stays flat whatever the pool's size.
func (s *Server) bulkDownload(w http.ResponseWriter, r *http.Request) {
	k, asOf, ok := s.bulkRequest(w, r)
	if !ok {
		return
	}
	file := k.typ
	if asOf != nil {
		file += "-" + asOf.String()
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="`+file+`.json"`)
	w.Header().Add("Vary", "Accept-Encoding")
	if r.Method == http.MethodHead {
		w.WriteHeader(http.StatusOK)
		return
	}
	ctx, cancel := context.WithCancel(r.Context())
	defer cancel()
	pw := newProgressWriter(w, bulkIdle, cancel)
	defer pw.stop()
	// Compressed for a client that takes gzip, as Scryfall serves its
	// files: about a tenth of the bytes, for little more work than the
	// export's own.
	var out io.Writer = pw
	var zw *gzip.Writer
	if acceptsGzip(r) {
		w.Header().Set("Content-Encoding", "gzip")
		zw, _ = gzip.NewWriterLevel(pw, gzip.BestSpeed)
		out = zw
	}
	ew, err := export.New("scryfall", out, export.Options{AsOf: asOf, Printings: k.printings, BaseURL: baseURL(r)})
	if err != nil {
		s.fail(w, r, err)
		return
	}
	err = export.Run(ctx, s.store, oracle.ExportOptions{AsOf: asOf}, ew, nil)
	if err == nil && zw != nil {
		err = zw.Close()
	}
	if err == nil {
		return
	}
	if !pw.started() {
		w.Header().Del("Content-Encoding")
		if pw.idled() {
			err = errors.Join(context.DeadlineExceeded, err)
		}
		s.fail(w, r, err)
		return
	}
	// The array is begun: a status can no longer tell the client. Cut the
	// connection, so that the file reads as truncated rather than whole.
	s.log.Warn("bulk file cut short", "path", r.URL.Path, "err", err, "idle", pw.idled())
	panic(http.ErrAbortHandler)
}

// acceptsGzip reports whether r's Accept-Encoding takes gzip.
func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.EqualFold(strings.TrimSpace(coding), "gzip") {
			q, ok := strings.CutPrefix(strings.ReplaceAll(params, " ", ""), "q=")
			return !ok || (q != "0" && q != "0.0" && q != "0.00" && q != "0.000")
		}
	}
	return false
}

// progressWriter writes a stream, moving the connection's write deadline
// on with each write and canceling the stream when no write comes for
// idle.
type progressWriter struct {
	w     http.ResponseWriter
	rc    *http.ResponseController
	idle  time.Duration
	timer *time.Timer
	mu    sync.Mutex
	wrote bool
	timed bool
}

func newProgressWriter(w http.ResponseWriter, idle time.Duration, cancel context.CancelFunc) *progressWriter {
	pw := &progressWriter{w: w, rc: http.NewResponseController(w), idle: idle}
	pw.timer = time.AfterFunc(idle, func() {
		pw.mu.Lock()
		pw.timed = true
		pw.mu.Unlock()
		cancel()
	})
	return pw
}

func (pw *progressWriter) Write(b []byte) (int, error) {
	pw.timer.Reset(pw.idle)
	// A server without a write timeout has no deadline to move.
	if err := pw.rc.SetWriteDeadline(time.Now().Add(pw.idle)); err != nil && !errors.Is(err, http.ErrNotSupported) {
		return 0, err
	}
	pw.mu.Lock()
	pw.wrote = true
	pw.mu.Unlock()
	return pw.w.Write(b)
}

func (pw *progressWriter) stop() { pw.timer.Stop() }

func (pw *progressWriter) started() bool {
	pw.mu.Lock()
	defer pw.mu.Unlock()
	return pw.wrote
}

func (pw *progressWriter) idled() bool {
	pw.mu.Lock()
	defer pw.mu.Unlock()
	return pw.timed
}
