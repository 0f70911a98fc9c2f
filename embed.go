// Package mtgoracle embeds the files the oracle library and command are
// built from: the database schema and its migrations, and the project's
// card and errata data.
// It lives at the root because go:embed cannot reach parent directories.
//
// data/cards.yaml is generated from the card data dumps beside the
// repository:
//
//go:generate go run ./tools/gencards -carddata ../shared/carddata -data data
package mtgoracle

import (
	"embed"
	"io/fs"
)

// Schema is schema.sql, the database schema.
//
//go:embed schema.sql
var Schema string

// Migrations holds migrations/NNNN_name.sql, the steps that bring a
// database of an older schema version to schema.sql's.
//
//go:embed migrations/*.sql
var Migrations embed.FS

//go:embed data/cards.yaml data/errata
var data embed.FS

// Rewrites is data/rewrites.yaml, the templating rewrites of Oracle wording
// that diffs tell from changes of function.
//
//go:embed data/rewrites.yaml
var Rewrites []byte

// Data is the data directory: cards.yaml and errata/*.yaml.
func Data() fs.FS {
	sub, err := fs.Sub(data, "data")
	if err != nil {
		panic(err) // the embed above guarantees the directory
	}
	return sub
}
