package dump

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"regexp"
	"runtime"
	"strings"
	"testing"

	"github.com/ulikunitz/xz"
)

// compress gzips or xz-compresses the content gen writes, in memory.
func compress(t *testing.T, kind string, gen func(w io.Writer)) []byte {
	t.Helper()
	var buf bytes.Buffer
	var w io.WriteCloser
	switch kind {
	case "gzip":
		w, _ = gzip.NewWriterLevel(&buf, gzip.BestCompression)
	case "xz":
		var err error
		if w, err = xz.NewWriter(&buf); err != nil {
			t.Fatal(err)
		}
	}
	gen(w)
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// repeat writes s n times.
func repeat(w io.Writer, s string, n int) {
	chunk := []byte(strings.Repeat(s, 1<<16/len(s)))
	for written := 0; written < n; written += len(chunk) {
		w.Write(chunk)
	}
}

// hugeString is a Scryfall array whose one card's name is n bytes.
func hugeString(n int) func(io.Writer) {
	return func(w io.Writer) {
		io.WriteString(w, `[{"name": "`)
		repeat(w, "A", n)
		io.WriteString(w, `"}]`)
	}
}

// gzipBomb is hugeString(n MiB) gzipped, made quickly: a gzip file may be
// a run of members, and a MiB of one byte is one small member repeated.
func gzipBomb(t *testing.T, mib int) []byte {
	member := func(s string) []byte {
		return compress(t, "gzip", func(w io.Writer) { io.WriteString(w, s) })
	}
	mb := member(strings.Repeat("A", 1<<20))
	bomb := member(`[{"name": "`)
	for range mib {
		bomb = append(bomb, mb...)
	}
	return append(bomb, member(`"}]`)...)
}

func TestDecodeLimits(t *testing.T) {
	long := func(n int) string { return strings.Repeat("x", n) }
	tests := []struct {
		name    string
		content []byte
		want    string // regexp after the file name
	}{
		{"long name, Scryfall", []byte(`[{"name": "A"}, {"name": "` + long(2000) + `"}]`),
			`: offset 16: card "x{40}": name of 2000 bytes, longer than 1 KiB$`},
		{"long Oracle text, Scryfall", []byte(`[{"name": "A", "oracle_text": "` + long(40<<10) + `"}]`),
			`: offset 1: card "A": Oracle text of 40960 bytes, longer than 32 KiB$`},
		{"long face name, Scryfall", []byte(`[{"name": "A // B", "card_faces": [{"name": "` + long(1025) + `"}]}]`),
			`: offset 1: card "A // B": face field of 1025 bytes`},
		{"long name, MTGJSON set", []byte(`{"meta": {}, "data": {"code": "X", "cards": [{"name": "A"}, {"name": "` + long(1500) + `"}]}}`),
			`: offset 60: set X: card "x{40}": name of 1500 bytes`},
		{"long type, MTGJSON v3", []byte(`{"name": "P", "code": "PLS", "border": "black", "cards": [{"name": "A", "type": "` + long(5000) + `"}]}`),
			`: offset 58: set PLS: card "A": field of 5000 bytes`},
		{"long name, AtomicCards", []byte(`{"meta": {}, "data": {"A": [{"name": "` + long(1100) + `"}]}}`),
			`: offset 28: card "A": name of 1100 bytes`},
		{"long ruling, MTGJSON", []byte(`{"meta": {}, "data": {"code": "X", "cards": [{"name": "A", "rulings": [{"date": "2020-01-01", "text": "` + long(33<<10) + `"}]}]}}`),
			`: offset 45: set X: card "A": ruling of 33792 bytes`},
		{"long name, Cockatrice", []byte("<cockatrice_carddatabase version=\"4\">\n<cards>\n<card><name>" + long(1200) + "</name></card></cards></cockatrice_carddatabase>"),
			`:3:7: card "x{40}": name of 1200 bytes`},
		{"card entry over the limit, MTGJSON", []byte(`{"meta": {}, "data": {"cards": [{"name": "A", "text": "` + long(5<<20) + `"}]}}`),
			`: offset 32: card entry longer than 4 MiB: refused$`},
		{"value over the limit outside a card", []byte(`{"meta": {}, "data": {"code": "X", "booster": "` + long(5<<20) + `"}}`),
			`: offset 44: a single value longer than 4 MiB: refused$`},
		{"element over the limit, Cockatrice", []byte("<cockatrice_carddatabase version=\"4\">\n<cards>\n<card><text>" + long(5<<20) + "</text></card></cards></cockatrice_carddatabase>"),
			`:3:7: <card> element longer than 4 MiB: refused$`},
		{"text between elements over the limit", []byte("<cockatrice_carddatabase version=\"4\">\n" + long(5<<20) + "</cockatrice_carddatabase>"),
			`:1:38: XML token longer than 4 MiB: refused$`},
		{"gzip bomb, one huge string", gzipBomb(t, 64),
			`: offset 1: card object longer than 4 MiB: refused$`},
		{"xz bomb, one huge string", compress(t, "xz", hugeString(5<<20)),
			`: offset 1: card object longer than 4 MiB: refused$`},
		{"XML external entity", []byte(`<?xml version="1.0"?>
<!DOCTYPE c [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<cockatrice_carddatabase version="4"><cards><card><name>&xxe;</name></card></cards></cockatrice_carddatabase>`),
			`:3:\d+: XML syntax error on line 3: invalid character entity &xxe;$`},
		{"XML entity expansion", []byte(`<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>
<cockatrice_carddatabase version="1"><cards><card><name>&lol3;</name></card></cards></cockatrice_carddatabase>`),
			`:4:\d+: XML syntax error on line 4: invalid character entity &lol3;$`},
		{"empty Scryfall array", []byte(`[]`), `: no cards in the dump$`},
		{"Scryfall tokens only", []byte(`[{"name": "Soldier", "layout": "token"}]`), `: no cards in the dump$`},
		{"MTGJSON set without cards", []byte(`{"meta": {"version": "5.2.0"}, "data": {"code": "X", "cards": []}}`), `: no cards in the dump$`},
		{"Cockatrice without cards", []byte(`<cockatrice_carddatabase version="4"><cards/></cockatrice_carddatabase>`), `: no cards in the dump$`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := writeFile(t, "bad.dump", tt.content)
			_, err := Decode(context.Background(), []string{path}, func(Record) error { return nil })
			if err == nil {
				t.Fatal("Decode succeeded")
			}
			if !regexp.MustCompile("^" + regexp.QuoteMeta(path) + tt.want).MatchString(err.Error()) {
				t.Errorf("error %q, want %s%s", err, path, tt.want)
			}
		})
	}
}

// TestDecodeLimitsLowered checks the limits too costly to reach in a test
// at their real values, lowered.
func TestDecodeLimitsLowered(t *testing.T) {
	defer func(content int64, entries int) { maxContent, maxSetEntries = content, entries }(maxContent, maxSetEntries)
	maxContent, maxSetEntries = 1<<20, 3
	tests := []struct {
		name    string
		content []byte
		want    string
	}{
		{"content over the limit", compress(t, "gzip", func(w io.Writer) {
			io.WriteString(w, `[{"name": "A"}`)
			repeat(w, `, {"name": "B"}`, 2<<20)
		}), `: offset 1048576: content longer than 1 MiB decompressed: refused$`},
		{"set with too many entries", []byte(`{"meta": {}, "data": {"cards": [{"name": "A"}, {"name": "B"}, {"name": "C"}, {"name": "D"}]}}`),
			`: offset 77: set lists more than 3 card entries: refused$`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := writeFile(t, "bad.dump", tt.content)
			_, err := Decode(context.Background(), []string{path}, func(Record) error { return nil })
			if err == nil || !regexp.MustCompile("^"+regexp.QuoteMeta(path)+tt.want).MatchString(err.Error()) {
				t.Errorf("error %v, want %s%s", err, path, tt.want)
			}
		})
	}
}

// TestDecodeBombMemory refuses a gzip bomb holding one 1 GiB string
// without ever holding much of it.
func TestDecodeBombMemory(t *testing.T) {
	path := writeFile(t, "bomb.json.gz", gzipBomb(t, 1<<10))
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	_, err := Decode(context.Background(), []string{path}, func(Record) error { return nil })
	runtime.ReadMemStats(&after)
	var located *Error
	if !errors.As(err, &located) || !strings.Contains(err.Error(), "longer than 4 MiB") {
		t.Fatalf("Decode = %v, want a refusal", err)
	}
	if grew := after.TotalAlloc - before.TotalAlloc; grew > 64<<20 {
		t.Errorf("refusing the bomb allocated %d MB", grew>>20)
	}
}

// TestFetchBulkLimits refuses a download past the content limit and
// leaves nothing of it in the cache.
func TestFetchBulkLimits(t *testing.T) {
	defer func(content int64) { maxContent = content }(maxContent)
	maxContent = 1 << 10
	mux := http.NewServeMux()
	srv := httptest.NewServer(mux)
	defer srv.Close()
	mux.HandleFunc("/bulk-data", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, `{"data": [{"type": "oracle_cards", "updated_at": "2025-06-27T09:05:12Z", "download_uri": "%s/dump"}]}`, srv.URL)
	})
	mux.HandleFunc("/dump", func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, "["+strings.Repeat(`{"name": "A"}, `, 100)+`{"name": "A"}]`)
	})
	cache := t.TempDir()
	_, err := FetchBulk(context.Background(), srv.Client(), srv.URL, "oracle_cards", cache)
	if err == nil || !strings.Contains(err.Error(), "/dump: longer than 1 KiB: refused") {
		t.Errorf("FetchBulk = %v, want a refusal", err)
	}
	if left, _ := os.ReadDir(cache); len(left) != 0 {
		t.Errorf("the cache keeps %d files", len(left))
	}
}
