package dump

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"testing"
)

const seedLimit = 2 << 10

// FuzzDecode feeds arbitrary content to detection and every decoder: it
// must fail or succeed, never panic, and a failure must say where.
func FuzzDecode(f *testing.F) {
	// Whole fixtures are seeds only when small: the fuzzer stalls on
	// seeds of several kilobytes.
	fixtures, _ := filepath.Glob("testdata/*.*")
	for _, file := range fixtures {
		if data, err := os.ReadFile(file); err == nil && len(data) <= seedLimit {
			f.Add(data)
		}
	}
	f.Add([]byte(`{"meta": {"date": "2022-04-25", "version": "5.2.0"}, "data": {"cards": [{"name": "A // B", "faceName": "A", "side": "a", "layout": "split", "number": "1", "originalText": "o4, oc\nT:"}, {"name": "A // B", "faceName": "B", "side": "b", "layout": "split", "number": "1"}], "code": "X", "releaseDate": "2001-01-01"}}`))
	f.Add([]byte(`{"name": "P", "code": "PLS", "border": "black", "cards": [{"cmc": 1, "colors": ["Red"], "names": ["A", "B"], "name": "B", "layout": "split", "legalities": [{"format": "Vintage", "legality": "Legal"}], "loyalty": 3}]}`))
	f.Add([]byte(`<cockatrice_carddatabase version="1"><sets><set><name>AP</name></set></sets><cards><card><name>A // B (B)</name><set>AP</set><manacost>(2/R)X</manacost></card><card><name>C (D)</name></card><card><name>C</name></card></cards></cockatrice_carddatabase>`))
	f.Add([]byte(`<cockatrice_carddatabase version="4"><info><createdAt>2023-01-01T00:00:00Z</createdAt></info><cards><card><name>E</name><prop><pt>1/1</pt><cmc>1</cmc></prop><set num="1" muid="2">AP</set></card></cards></cockatrice_carddatabase>`))
	f.Add([]byte(`{"meta": {"date": "2022-04-25"}, "data": {"A": [{"name": "A // B", "layout": "split", "side": "b"}]}}`))
	f.Add([]byte(`[{"name": "X", "card_faces": [{"name": "Y", "power": 1}], "released_at": "2020-01-01", "set": "x"}]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		format, content, err := DetectFormat(bytes.NewReader(data))
		if err != nil {
			return
		}
		reopen := func() (io.Reader, io.Closer, error) {
			_, content, err := DetectFormat(bytes.NewReader(data))
			return content, io.NopCloser(nil), err
		}
		_, err = decodeContent(context.Background(), "fuzz", format, content, reopen, func(r Record) error {
			if r.Name == "" {
				t.Errorf("record without a name: %+v", r)
			}
			return nil
		})
		if err != nil && !bytes.HasPrefix([]byte(err.Error()), []byte("fuzz")) {
			t.Errorf("error %q does not name the file", err)
		}
	})
}
