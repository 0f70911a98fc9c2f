package dump

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// FuzzDecode feeds arbitrary content to detection and every decoder: it
// must fail or succeed, never panic, and a failure must say where.
func FuzzDecode(f *testing.F) {
	fixtures, _ := filepath.Glob("testdata/*.*")
	more, _ := filepath.Glob("testdata/*/*.json")
	for _, file := range append(fixtures, more...) {
		if data, err := os.ReadFile(file); err == nil {
			f.Add(data)
		}
	}
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
			if r.Name == "" && len(r.Faces) == 0 && format != Scryfall {
				t.Errorf("record without a name: %+v", r)
			}
			return nil
		})
		if err != nil && !bytes.HasPrefix([]byte(err.Error()), []byte("fuzz")) {
			t.Errorf("error %q does not name the file", err)
		}
	})
}
