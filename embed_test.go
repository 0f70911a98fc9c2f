package mtgoracle

import (
	"crypto/sha256"
	"encoding/hex"
	"testing"
)

// TestPackDigest: the embedded digest is the pack's, as tools/genpack
// writes them together.
func TestPackDigest(t *testing.T) {
	sum := sha256.Sum256(Pack())
	if got := hex.EncodeToString(sum[:]); got != PackDigest() {
		t.Errorf("data/history.pack.xz.NN hash to %s, data/history.pack.xz.sha256 says %s: run go generate", got, PackDigest())
	}
}
