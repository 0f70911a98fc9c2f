package main

import (
	"bytes"
	"strings"
	"sync"
	"testing"
	"time"
)

// lockedBuffer is a buffer written by the batch writer's own goroutine.
type lockedBuffer struct {
	mu     sync.Mutex
	b      bytes.Buffer
	writes int
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.writes++
	return l.b.Write(p)
}

func (l *lockedBuffer) String() (string, int) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String(), l.writes
}

// TestBatchWriter: log lines are written together, in order, within the
// interval, at once past logBatch bytes, and all of them at Close.
func TestBatchWriter(t *testing.T) {
	var out lockedBuffer
	w := newBatchWriter(&out, time.Hour)
	for _, line := range []string{"a\n", "b\n", "c\n"} {
		w.Write([]byte(line))
	}
	if got, _ := out.String(); got != "" {
		t.Errorf("written before the interval: %q", got)
	}
	big := strings.Repeat("x", logBatch)
	w.Write([]byte(big))
	if got, n := out.String(); got != "a\nb\nc\n"+big || n != 1 {
		t.Errorf("past logBatch: %d writes of %d bytes", n, len(got))
	}
	w.Write([]byte("d\n"))
	w.Close()
	if got, n := out.String(); got != "a\nb\nc\n"+big+"d\n" || n != 2 {
		t.Errorf("at Close: %d writes, ending %q", n, got[len(got)-4:])
	}

	var timed lockedBuffer
	w = newBatchWriter(&timed, time.Millisecond)
	defer w.Close()
	w.Write([]byte("e\n"))
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(time.Millisecond) {
		if got, _ := timed.String(); got == "e\n" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("not written within the interval")
		}
	}
}
