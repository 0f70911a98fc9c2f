// Command genpack writes the history pack embedded in oracle: it builds a
// database from the data directory and every dated dump of the card data
// (see internal/packbuild), through the project's own importers, and
// writes it out in the pack format (docs/PACK.md), compressed by the xz
// command. The same inputs and xz give the same bytes.
//
//	go run ./tools/genpack -carddata ../shared/carddata -data data -out data/history.pack.xz
package main

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"

	"github.com/mtgoracle/oracle/internal/packbuild"
	"github.com/mtgoracle/oracle/oracle/auditclass"
	"github.com/mtgoracle/oracle/oracle/sqlite"
)

func main() {
	carddata := flag.String("carddata", "../shared/carddata", "the card data `DIR`")
	data := flag.String("data", "data", "the data `DIR` (cards.yaml, errata/)")
	out := flag.String("out", "data/history.pack.xz", "the pack `FILE` to write")
	flag.Parse()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if err := run(ctx, *carddata, *data, *out); err != nil {
		fmt.Fprintln(os.Stderr, "genpack:", err)
		os.Exit(1)
	}
}

// compress writes what write writes to f through the xz command, at its
// strongest preset in its extreme variant (a pack 6% smaller than -9's,
// for four minutes of compression) and on one thread, which gives the
// same bytes from the same input. Go's xz writer makes a pack half as
// large again.
func compress(ctx context.Context, f *os.File, write func(io.Writer) error) error {
	cmd := exec.CommandContext(ctx, "xz", "-9e", "--threads=1", "--check=crc64", "-c")
	cmd.Stdout, cmd.Stderr = f, os.Stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("the xz command: %w", err)
	}
	werr := write(in)
	if err := in.Close(); werr == nil {
		werr = err
	}
	if err := cmd.Wait(); err != nil {
		return fmt.Errorf("xz: %w", err)
	}
	return werr
}

func run(ctx context.Context, carddata, data, out string) error {
	if _, err := os.Stat(carddata); err != nil {
		return fmt.Errorf("the card data: %w", err)
	}
	tmp, err := os.MkdirTemp("", "genpack")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	store, err := sqlite.Open(ctx, filepath.Join(tmp, "pack.db"))
	if err != nil {
		return err
	}
	defer store.Close()
	if err := packbuild.Build(ctx, store, data, carddata, os.Stderr); err != nil {
		return err
	}
	// The audit's classes of the whole history, which the pack carries.
	if err := auditclass.Refresh(ctx, store); err != nil {
		return err
	}
	// The pack replaces the file only once it is complete.
	f, err := os.CreateTemp(filepath.Dir(out), ".pack-*")
	if err != nil {
		return err
	}
	defer os.Remove(f.Name())
	if err := compress(ctx, f, func(w io.Writer) error { return store.WritePack(ctx, w) }); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	if err := os.Chmod(f.Name(), 0o644); err != nil {
		return err
	}
	if err := os.Rename(f.Name(), out); err != nil {
		return err
	}
	if err := writeDigest(out); err != nil {
		return err
	}
	return splitParts(out)
}

// partSize bounds each part of the pack the repository keeps.
const partSize = 4_000_000

// splitParts cuts the pack at path into path.00, path.01, ... of at most
// partSize bytes, which the program embeds and joins, and removes the
// whole file and any part left from a longer pack.
func splitParts(path string) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	old, err := filepath.Glob(path + ".[0-9][0-9]")
	if err != nil {
		return err
	}
	for _, name := range old {
		if err := os.Remove(name); err != nil {
			return err
		}
	}
	for i := 0; len(b) > 0; i++ {
		n := min(partSize, len(b))
		if err := os.WriteFile(fmt.Sprintf("%s.%02d", path, i), b[:n], 0o644); err != nil {
			return err
		}
		b = b[n:]
	}
	return os.Remove(path)
}

// writeDigest writes the SHA-256 of the pack beside it (FILE.sha256),
// which the program embeds so that it need not hash the pack each time it
// starts.
func writeDigest(pack string) error {
	b, err := os.ReadFile(pack)
	if err != nil {
		return err
	}
	sum := sha256.Sum256(b)
	return os.WriteFile(pack+".sha256", []byte(hex.EncodeToString(sum[:])+"\n"), 0o644)
}
