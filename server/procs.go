package server

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"
	"time"
)

// procsWindow is how long the requests under way must have stayed at one
// or none before the server runs on one processor again.
const procsWindow = 100 * time.Millisecond

// procs keeps the Go scheduler's processors (GOMAXPROCS) at one while at
// most one request is under way, and at all of them (as many as at start)
// from the second on. With one request at a time a second processor does
// no work of its own, but each request wakes it and puts it to sleep again:
// the HTTP server starts a goroutine per request, which an idle processor's
// thread is woken to take, and a wake-up and a sleep of a thread across
// processors cost more than the whole answer of a request kept in memory.
type procs struct {
	max      int
	inFlight atomic.Int32
	// peak is the most requests under way since the window began.
	peak atomic.Int32
	// cur is the processors now; mu orders the changes.
	cur atomic.Int32
	mu  sync.Mutex
}

func newProcs() *procs {
	p := &procs{max: runtime.GOMAXPROCS(0)}
	p.cur.Store(int32(p.max))
	return p
}

// enter counts a request under way, and gives the scheduler every
// processor when it is not the only one.
func (p *procs) enter() {
	n := p.inFlight.Add(1)
	for {
		peak := p.peak.Load()
		if n <= peak || p.peak.CompareAndSwap(peak, n) {
			break
		}
	}
	if n > 1 && int(p.cur.Load()) < p.max {
		p.raise()
	}
}

// leave counts a request done.
func (p *procs) leave() { p.inFlight.Add(-1) }

// raise gives the scheduler every processor.
func (p *procs) raise() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if runtime.GOMAXPROCS(0) != p.max {
		runtime.GOMAXPROCS(p.max)
	}
	p.cur.Store(int32(p.max))
}

// follow lowers the processors to one after each window in which at most
// one request was under way, until ctx is done; then it gives them all
// back.
func (p *procs) follow(ctx context.Context) {
	if p.max <= 1 {
		return
	}
	t := time.NewTicker(procsWindow)
	defer t.Stop()
	defer p.raise()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		// The new window's peak starts at the requests under way now.
		if p.peak.Swap(p.inFlight.Load()) <= 1 {
			p.lower()
		}
	}
}

// lower runs the scheduler on one processor unless a second request is
// under way. cur is stored first: a request that enters after the check
// sees it and gives the processors back.
func (p *procs) lower() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.cur.Load() == 1 {
		return
	}
	p.cur.Store(1)
	if p.inFlight.Load() > 1 {
		p.cur.Store(int32(p.max))
		return
	}
	runtime.GOMAXPROCS(1)
}
