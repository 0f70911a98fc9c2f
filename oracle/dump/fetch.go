package dump

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// ScryfallAPI is Scryfall's API root, whose /bulk-data lists the bulk dumps.
const ScryfallAPI = "https://api.scryfall.com"

// Fetched is a bulk dump on disk, with the index entry that dates it.
type Fetched struct {
	Path  string
	Entry BulkIndexEntry
	// Downloaded is false when the server said the cached copy is current.
	Downloaded bool
}

// cacheState is what a conditional request needs to know of the cached copy.
type cacheState struct {
	URI          string         `json:"uri"`
	ETag         string         `json:"etag,omitempty"`
	LastModified string         `json:"last_modified,omitempty"`
	Entry        BulkIndexEntry `json:"entry"`
}

// FetchBulk reads the bulk-data index at apiRoot, then downloads the dump
// of the given type into cacheDir with a conditional request (ETag and
// Last-Modified from the previous download), so an unchanged dump is not
// downloaded twice.
func FetchBulk(ctx context.Context, client *http.Client, apiRoot, kind, cacheDir string) (Fetched, error) {
	index, err := get(ctx, client, strings.TrimSuffix(apiRoot, "/")+"/bulk-data", nil)
	if err != nil {
		return Fetched{}, err
	}
	entries, err := ReadBulkIndex(io.LimitReader(index.Body, maxIndex))
	index.Body.Close()
	if err != nil {
		return Fetched{}, err
	}
	var entry *BulkIndexEntry
	for i := range entries {
		if entries[i].Type == kind {
			entry = &entries[i]
		}
	}
	if entry == nil {
		return Fetched{}, fmt.Errorf("scryfall bulk-data index lists no %q dump", kind)
	}
	if err := os.MkdirAll(cacheDir, 0o755); err != nil {
		return Fetched{}, err
	}
	path := filepath.Join(cacheDir, kind+".json")
	statePath := path + ".state"
	var prev cacheState
	if src, err := os.ReadFile(statePath); err == nil {
		json.Unmarshal(src, &prev) // a damaged state only costs a full download
	}
	header := http.Header{}
	if _, err := os.Stat(path); err == nil && prev.URI == entry.DownloadURI {
		if prev.ETag != "" {
			header.Set("If-None-Match", prev.ETag)
		}
		if prev.LastModified != "" {
			header.Set("If-Modified-Since", prev.LastModified)
		}
	}
	resp, err := get(ctx, client, entry.DownloadURI, header)
	if err != nil {
		return Fetched{}, err
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusNotModified {
		return Fetched{Path: path, Entry: prev.Entry}, nil
	}
	tmp, err := os.CreateTemp(cacheDir, kind+".*.part")
	if err != nil {
		return Fetched{}, err
	}
	defer os.Remove(tmp.Name())
	n, err := io.Copy(tmp, io.LimitReader(resp.Body, maxContent+1))
	if err == nil && n > maxContent {
		err = fmt.Errorf("longer than %s: refused", byteSize(maxContent))
	}
	if err != nil {
		tmp.Close()
		return Fetched{}, fmt.Errorf("download %s: %w", entry.DownloadURI, err)
	}
	if err := tmp.Close(); err != nil {
		return Fetched{}, err
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return Fetched{}, err
	}
	state, err := json.Marshal(cacheState{URI: entry.DownloadURI, ETag: resp.Header.Get("ETag"),
		LastModified: resp.Header.Get("Last-Modified"), Entry: *entry})
	if err != nil {
		return Fetched{}, err
	}
	if err := os.WriteFile(statePath, state, 0o644); err != nil {
		return Fetched{}, err
	}
	return Fetched{Path: path, Entry: *entry, Downloaded: true}, nil
}

// HTTPClient is the client downloads use: bounded waits for a connection,
// a TLS handshake and the first byte of an answer, and no bound on the
// body, which is a dump of a hundred megabytes or more.
var HTTPClient = &http.Client{Transport: &http.Transport{
	Proxy:                 http.ProxyFromEnvironment,
	DialContext:           (&net.Dialer{Timeout: 15 * time.Second, KeepAlive: 30 * time.Second}).DialContext,
	TLSHandshakeTimeout:   15 * time.Second,
	ResponseHeaderTimeout: 60 * time.Second,
	IdleConnTimeout:       90 * time.Second,
}}

// userAgent and accept are the headers Scryfall asks every client to send.
const (
	userAgent = "oracle-card-database/1"
	accept    = "application/json;q=0.9,*/*;q=0.8"
)

// Retries of a request that Scryfall answers with 429 (too many requests)
// or a 5xx error: at most maxAttempts in all, waiting firstRetryWait and
// then twice as long each time, or what Retry-After asks up to
// maxRetryWait.
const (
	maxAttempts    = 4
	firstRetryWait = time.Second
	maxRetryWait   = 30 * time.Second
)

// retryWait is how long to wait before attempt n+1 (n from 1) after resp.
func retryWait(resp *http.Response, n int) time.Duration {
	wait := firstRetryWait << (n - 1)
	if s := resp.Header.Get("Retry-After"); s != "" {
		if secs, err := strconv.Atoi(s); err == nil && secs >= 0 {
			wait = time.Duration(secs) * time.Second
		} else if at, err := http.ParseTime(s); err == nil {
			wait = time.Until(at)
		}
	}
	return min(max(wait, 0), maxRetryWait)
}

// UnreachableError is a request that got no answer: no network, or the
// server is down. It says how to load a dump without one.
type UnreachableError struct {
	URL string
	Err error
}

func (e *UnreachableError) Error() string {
	return fmt.Sprintf("cannot reach %s: %v (offline? a dump downloaded elsewhere loads with: oracle import FILE)", e.URL, e.Err)
}

func (e *UnreachableError) Unwrap() error { return e.Err }

// get sends a GET with Scryfall's required headers, retrying on 429 and
// 5xx answers; any other status but 200 and 304 is an error.
func get(ctx context.Context, client *http.Client, url string, header http.Header) (*http.Response, error) {
	for attempt := 1; ; attempt++ {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
		if err != nil {
			return nil, err
		}
		for k, v := range header {
			req.Header[k] = v
		}
		req.Header.Set("User-Agent", userAgent)
		req.Header.Set("Accept", accept)
		resp, err := client.Do(req)
		if err != nil {
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			return nil, &UnreachableError{URL: url, Err: err}
		}
		switch {
		case resp.StatusCode == http.StatusOK || resp.StatusCode == http.StatusNotModified:
			return resp, nil
		case (resp.StatusCode == http.StatusTooManyRequests || resp.StatusCode >= 500) && attempt < maxAttempts:
			wait := retryWait(resp, attempt)
			resp.Body.Close()
			select {
			case <-ctx.Done():
				return nil, ctx.Err()
			case <-time.After(wait):
			}
			continue
		}
		resp.Body.Close()
		if attempt > 1 {
			return nil, fmt.Errorf("GET %s: %s, %d times", url, resp.Status, attempt)
		}
		return nil, fmt.Errorf("GET %s: %s", url, resp.Status)
	}
}
