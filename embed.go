// Package mtgoracle embeds the files the oracle library and command are
// built from: the database schema and its migrations, the history pack a
// database is built from, and the templating rewrites.
// It lives at the root because go:embed cannot reach parent directories.
//
// data/cards.yaml and the pack data/history.pack.xz.NN are generated from the card
// data dumps beside the repository, the pack from the dumps and the
// documents (data/cards.yaml and data/errata), in this order:
//
//go:generate go run ./tools/gencards -carddata ../shared/carddata -data data
//go:generate go run ./tools/genpack -carddata ../shared/carddata -data data -out data/history.pack.xz
package mtgoracle

import (
	"embed"
	"io/fs"
	"strings"
	"sync"
)

// packParts are data/history.pack.xz.NN: the history pack (docs/PACK.md),
// cut by tools/genpack into parts of at most 4 MB that the repository
// keeps as they are; joined in order they are one xz file.
//
//go:embed data/history.pack.xz.[0-9][0-9]
var packParts embed.FS

// Pack is the history pack: every card of the dumps with its printings,
// rulings and every wording they and the documents give, which a new
// database is built from. The parts are joined when first asked for.
var Pack = sync.OnceValue(func() []byte {
	names, err := fs.Glob(packParts, "data/history.pack.xz.[0-9][0-9]")
	if err != nil {
		panic(err) // the embed above guarantees the pattern
	}
	var pack []byte
	for _, name := range names { // Glob sorts them
		part, err := packParts.ReadFile(name)
		if err != nil {
			panic(err)
		}
		pack = append(pack, part...)
	}
	return pack
})

// packDigest is data/history.pack.xz.sha256, the SHA-256 of the pack, which
// tools/genpack writes with it: hashing the pack at every start would cost
// more than the rest of a lookup.
//
//go:embed data/history.pack.xz.sha256
var packDigest string

// PackDigest is the digest of Pack, recorded in a database built from it.
func PackDigest() string { return strings.TrimSpace(packDigest) }

// Schema is schema.sql, the database schema.
//
//go:embed schema.sql
var Schema string

// Migrations holds migrations/NNNN_name.sql, the steps that bring a
// database of an older schema version to schema.sql's.
//
//go:embed migrations/*.sql
var Migrations embed.FS

// Rewrites is data/rewrites.yaml, the templating rewrites of Oracle wording
// that diffs tell from changes of function.
//
//go:embed data/rewrites.yaml
var Rewrites []byte
