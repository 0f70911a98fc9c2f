package server

import (
	"context"
	"runtime"
	"testing"
	"time"
)

// TestProcsFollowRequests checks that the scheduler runs on one processor
// after a window with at most one request under way, on all of them again
// as soon as a second request enters, and on all of them once the server
// stops.
func TestProcsFollowRequests(t *testing.T) {
	max := runtime.GOMAXPROCS(0)
	if max < 2 {
		t.Skip("one processor: nothing to follow")
	}
	defer runtime.GOMAXPROCS(max)
	p := newProcs()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { p.follow(ctx); close(done) }()
	waitProcs := func(want int) {
		t.Helper()
		for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
			if runtime.GOMAXPROCS(0) == want {
				return
			}
		}
		t.Fatalf("GOMAXPROCS %d, want %d", runtime.GOMAXPROCS(0), want)
	}
	p.enter()
	waitProcs(1) // one request under way
	p.enter()
	if got := runtime.GOMAXPROCS(0); got != max {
		t.Errorf("two requests under way: GOMAXPROCS %d, want %d at once", got, max)
	}
	time.Sleep(3 * procsWindow)
	if got := runtime.GOMAXPROCS(0); got != max {
		t.Errorf("two requests still under way: GOMAXPROCS %d, want %d", got, max)
	}
	p.leave()
	waitProcs(1)
	p.leave()
	p.lower()
	if got := runtime.GOMAXPROCS(0); got != 1 {
		t.Errorf("no request under way: GOMAXPROCS %d", got)
	}
	cancel()
	<-done
	if got := runtime.GOMAXPROCS(0); got != max {
		t.Errorf("server stopped: GOMAXPROCS %d, want %d", got, max)
	}
}

// TestProcsLowerRace checks that lowering never leaves one processor to
// two requests under way, whatever the order of a request entering and
// the window ending.
func TestProcsLowerRace(t *testing.T) {
	max := runtime.GOMAXPROCS(0)
	if max < 2 {
		t.Skip("one processor: nothing to follow")
	}
	defer runtime.GOMAXPROCS(max)
	p := newProcs()
	for range 200 {
		p.enter()
		go p.lower()
		p.enter()
		p.mu.Lock() // after lower, if it ran first
		p.mu.Unlock()
		time.Sleep(100 * time.Microsecond)
		p.mu.Lock()
		got := runtime.GOMAXPROCS(0)
		p.mu.Unlock()
		if got != max && p.inFlight.Load() > 1 {
			t.Fatalf("two requests under way on %d processors", got)
		}
		p.leave()
		p.leave()
	}
}
