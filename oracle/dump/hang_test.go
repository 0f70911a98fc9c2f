package dump

import (
	"bytes"
	"context"
	"io"
	"math/rand"
	"os"
	"path/filepath"
	"testing"
	"time"
)

func TestHangHunt(t *testing.T) {
	fixtures, _ := filepath.Glob("testdata/*.*")
	rng := rand.New(rand.NewSource(1))
	for _, file := range fixtures {
		seed, _ := os.ReadFile(file)
		for i := 0; i < 3000; i++ {
			data := append([]byte(nil), seed...)
			for k := 0; k < 1+rng.Intn(4); k++ {
				p := rng.Intn(len(data))
				switch rng.Intn(3) {
				case 0:
					data[p] = byte(rng.Intn(256))
				case 1:
					data = data[:p]
				case 2:
					data = append(data[:p], append([]byte{"{}[]<>\",:"[rng.Intn(9)]}, data[p:]...)...)
				}
				if len(data) == 0 {
					break
				}
			}
			done := make(chan struct{})
			go func() {
				defer close(done)
				format, content, err := DetectFormat(bytes.NewReader(data))
				if err != nil {
					return
				}
				reopen := func() (io.Reader, io.Closer, error) {
					_, content, err := DetectFormat(bytes.NewReader(data))
					return content, io.NopCloser(nil), err
				}
				decodeContent(context.Background(), "fuzz", format, content, reopen, func(r Record) error { return nil })
			}()
			select {
			case <-done:
			case <-time.After(3 * time.Second):
				os.WriteFile("/tmp/hang.input", data, 0o644)
				t.Fatalf("%s: hang", file)
			}
		}
	}
}
