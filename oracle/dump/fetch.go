package dump

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
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

// get sends a GET with Scryfall's required headers; any status but 200
// and 304 is an error.
func get(ctx context.Context, client *http.Client, url string, header http.Header) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	for k, v := range header {
		req.Header[k] = v
	}
	req.Header.Set("User-Agent", "oracle-card-database/1")
	req.Header.Set("Accept", "application/json;q=0.9,*/*;q=0.8")
	resp, err := client.Do(req)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode != http.StatusOK && resp.StatusCode != http.StatusNotModified {
		resp.Body.Close()
		return nil, fmt.Errorf("GET %s: %s", url, resp.Status)
	}
	return resp, nil
}
