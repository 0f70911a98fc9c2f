package main

import (
	"fmt"
	"io"
	"log/slog"
	"net"
	"os/signal"
	"sync"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/mtgoracle/oracle/oracle/sqlite"
	"github.com/mtgoracle/oracle/server"
)

type serveOptions struct {
	*globalOptions
	addr  string
	grace time.Duration
}

func newServeCmd(g *globalOptions) *cobra.Command {
	opts := &serveOptions{globalOptions: g}
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Answer Scryfall's card API and serve the history web pages",
		Long: `Serve the database over HTTP: Scryfall's card API (/cards/named, /cards/search,
/cards/autocomplete, /cards/random, /cards/collection, /cards/ID,
/cards/ID/rulings, /cards/SET/NUMBER, /sets, /catalog, /symbology and
/bulk-data, whose files are the pool in Scryfall's bulk shape, as of a date
too) with Scryfall's objects, so that Scryfall clients work
against the local card pool; the extensions as_of=DATE, /cards/ID/history,
/cards/ID/diff, /errata, /audit, /sources and POST /parse; and web pages
for people: search, each card's wording through time with word diffs, the
errata log and the wording changes.

The database is built or brought up to date first, as every command does,
then opened read-only: the server never writes, and sees what an import or
update in another process adds without a restart. One JSON log line per
request goes to standard error. SIGINT or SIGTERM stops the server after
the requests under way are answered.`,
		Example: `  oracle serve
  oracle serve --addr 127.0.0.1:9000 --db cards.db
  curl 'http://127.0.0.1:8080/cards/named?fuzzy=curfew'`,
		Args: args(cobra.NoArgs),
		RunE: func(cmd *cobra.Command, _ []string) error { return runServe(cmd, opts) },
	}
	cmd.Flags().StringVar(&opts.addr, "addr", "127.0.0.1:8080", "listen on `HOST:PORT`")
	cmd.Flags().DurationVar(&opts.grace, "grace", 10*time.Second, "on a stop signal, wait this long for requests under way")
	return cmd
}

func runServe(cmd *cobra.Command, opts *serveOptions) error {
	ctx, stop := signal.NotifyContext(cmd.Context(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	// Build or migrate the database as any command does, then read it
	// only.
	rw, err := opts.openStore(ctx, cmd.ErrOrStderr())
	if err != nil {
		return err
	}
	path := rw.Path()
	if err := rw.Close(); err != nil {
		return err
	}
	store, err := sqlite.OpenReadOnly(ctx, path)
	if err != nil {
		return err
	}
	defer store.Close()
	readPrinted(store)
	ln, err := net.Listen("tcp", opts.addr)
	if err != nil {
		return usagef("--addr: %v", err)
	}
	// The log is written a batch of lines at a time: a line a request
	// would cost each request a write of its own.
	logs := newBatchWriter(cmd.ErrOrStderr(), logFlush)
	defer logs.Close()
	log := slog.New(slog.NewJSONHandler(logs, nil))
	srv := server.New(store, log, server.Options{})
	// The in-memory index of names and printings is read before the
	// first request needs it, while connections are already taken.
	go func() {
		if err := srv.Warm(ctx); err != nil && ctx.Err() == nil {
			log.Warn("reading the index of names and printings", "err", err)
		}
	}()
	fmt.Fprintf(cmd.OutOrStdout(), "serving %s on http://%s/\n", path, ln.Addr())
	err = server.Serve(ctx, ln, srv, log, opts.grace)
	if err == nil {
		fmt.Fprintln(cmd.OutOrStdout(), "stopped")
	}
	return err
}

// Bounds of a batch of log lines: written when it is this old or this
// large, and when the server stops.
const (
	logFlush = 100 * time.Millisecond
	logBatch = 64 << 10
)

// batchWriter writes what it is given to w in batches: at most every
// interval, when it holds logBatch bytes, and at Close.
type batchWriter struct {
	mu   sync.Mutex
	w    io.Writer
	buf  []byte
	stop chan struct{}
	done chan struct{}
}

func newBatchWriter(w io.Writer, interval time.Duration) *batchWriter {
	b := &batchWriter{w: w, stop: make(chan struct{}), done: make(chan struct{})}
	go func() {
		defer close(b.done)
		t := time.NewTicker(interval)
		defer t.Stop()
		for {
			select {
			case <-t.C:
				b.flush()
			case <-b.stop:
				return
			}
		}
	}()
	return b
}

func (b *batchWriter) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.buf = append(b.buf, p...)
	if len(b.buf) >= logBatch {
		b.flushLocked()
	}
	return len(p), nil
}

func (b *batchWriter) flush() {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.flushLocked()
}

// flushLocked writes the batch held; a log that cannot be written is
// not the request's failure.
func (b *batchWriter) flushLocked() {
	if len(b.buf) > 0 {
		b.w.Write(b.buf)
		b.buf = b.buf[:0]
	}
}

// Close stops the batches and writes what is held.
func (b *batchWriter) Close() error {
	close(b.stop)
	<-b.done
	b.flush()
	return nil
}
