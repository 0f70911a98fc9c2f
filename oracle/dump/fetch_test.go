package dump

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// bulkServer serves a bulk-data index and a dump, answering the first
// fails requests for the dump with status (and Retry-After: 0, so the test
// does not wait), and records the headers the client sent.
func bulkServer(t *testing.T, status, fails int) (*httptest.Server, *atomic.Int32, *http.Header) {
	t.Helper()
	var calls atomic.Int32
	seen := &http.Header{}
	mux := http.NewServeMux()
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	mux.HandleFunc("/bulk-data", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, `{"data": [{"type": "oracle_cards", "updated_at": "2025-06-27T09:05:12Z", "download_uri": "%s/dump"}]}`, srv.URL)
	})
	mux.HandleFunc("/dump", func(w http.ResponseWriter, r *http.Request) {
		*seen = r.Header.Clone()
		if int(calls.Add(1)) <= fails {
			w.Header().Set("Retry-After", "0")
			w.WriteHeader(status)
			return
		}
		io.WriteString(w, `[{"name": "A"}]`)
	})
	return srv, &calls, seen
}

// TestFetchBulkRetries retries 429 and 5xx answers a bounded number of
// times, and sends Scryfall's required headers.
func TestFetchBulkRetries(t *testing.T) {
	tests := []struct {
		name          string
		status, fails int
		wantCalls     int32
		wantErr       string
	}{
		{"too many requests, then the dump", http.StatusTooManyRequests, 2, 3, ""},
		{"server errors, then the dump", http.StatusServiceUnavailable, 3, 4, ""},
		{"server errors every time", http.StatusInternalServerError, 99, maxAttempts, "500 Internal Server Error, 4 times"},
		{"not found is not retried", http.StatusNotFound, 99, 1, "404 Not Found"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv, calls, seen := bulkServer(t, tt.status, tt.fails)
			_, err := FetchBulk(context.Background(), srv.Client(), srv.URL, "oracle_cards", t.TempDir())
			if tt.wantErr == "" && err != nil {
				t.Fatalf("FetchBulk: %v", err)
			}
			if tt.wantErr != "" && (err == nil || !strings.HasSuffix(err.Error(), tt.wantErr)) {
				t.Fatalf("FetchBulk = %v, want an error ending %q", err, tt.wantErr)
			}
			if got := calls.Load(); got != tt.wantCalls {
				t.Errorf("%d requests for the dump, want %d", got, tt.wantCalls)
			}
			if seen.Get("User-Agent") != userAgent || seen.Get("Accept") != accept {
				t.Errorf("sent User-Agent %q and Accept %q", seen.Get("User-Agent"), seen.Get("Accept"))
			}
		})
	}
}

// TestFetchBulkOffline reports a server that cannot be reached as an
// UnreachableError that points to oracle import.
func TestFetchBulkOffline(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	url := srv.URL
	srv.Close()
	_, err := FetchBulk(context.Background(), HTTPClient, url, "oracle_cards", t.TempDir())
	var unreachable *UnreachableError
	if !errors.As(err, &unreachable) || !strings.Contains(err.Error(), "oracle import FILE") {
		t.Fatalf("FetchBulk = %v, want an UnreachableError naming oracle import", err)
	}
}

func TestRetryWait(t *testing.T) {
	header := func(v string) *http.Response {
		r := &http.Response{Header: http.Header{}}
		if v != "" {
			r.Header.Set("Retry-After", v)
		}
		return r
	}
	tests := []struct {
		retryAfter string
		attempt    int
		want       time.Duration
	}{
		{"", 1, time.Second},
		{"", 3, 4 * time.Second},
		{"7", 1, 7 * time.Second},
		{"3600", 1, maxRetryWait},
		{"soon", 2, 2 * time.Second},
	}
	for _, tt := range tests {
		if got := retryWait(header(tt.retryAfter), tt.attempt); got != tt.want {
			t.Errorf("Retry-After %q, attempt %d: wait %v, want %v", tt.retryAfter, tt.attempt, got, tt.want)
		}
	}
}
