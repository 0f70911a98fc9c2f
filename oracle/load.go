package oracle

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"path"
	"sort"
	"strings"

	"gopkg.in/yaml.v3"
)

// CardsFileName and ErrataDir are where a data directory keeps its files.
const (
	CardsFileName = "cards.yaml"
	ErrataDir     = "errata"
)

// MaxDataFile bounds a data file: the embedded data's largest is a few
// hundred KB, and a YAML tree takes many times its file's size in memory.
const MaxDataFile = 16 << 20

// ReadDataFile reads a data file, refusing one larger than MaxDataFile
// without reading it whole.
func ReadDataFile(fsys fs.FS, name string) ([]byte, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	src, err := io.ReadAll(io.LimitReader(f, MaxDataFile+1))
	if err != nil {
		return nil, err
	}
	if len(src) > MaxDataFile {
		return nil, fmt.Errorf("%s: larger than the %d MiB a data file may have", name, MaxDataFile>>20)
	}
	return src, nil
}

// LoadDataset reads cards.yaml and errata/*.yaml from fsys and validates
// them together. The error, if any, is Problems: every problem found.
func LoadDataset(fsys fs.FS) (*Dataset, error) {
	files, err := DataFiles(fsys)
	if err != nil {
		return nil, err
	}
	return LoadFiles(fsys, files)
}

// LoadFiles reads the named YAML files from fsys and loads them as Load does.
func LoadFiles(fsys fs.FS, names []string) (*Dataset, error) {
	files := make([]File, len(names))
	for i, name := range names {
		src, err := ReadDataFile(fsys, name)
		if err != nil {
			return nil, err
		}
		files[i] = File{Name: name, Data: src}
	}
	return Load(files)
}

// File is the name and content of one YAML file.
type File struct {
	Name string
	Data []byte
}

// Load decodes files, each either a cards file (it has "cards:") or a
// document (it has "source:"), and validates them together.
func Load(files []File) (*Dataset, error) {
	ds := &Dataset{}
	var ps Problems
	for _, f := range files {
		ps = append(ps, ds.add(f.Name, f.Data)...)
	}
	ps = append(ps, ds.Validate()...)
	if err := ps.Err(); err != nil {
		return nil, err
	}
	return ds, nil
}

// add decodes one file into the dataset.
func (ds *Dataset) add(name string, src []byte) Problems {
	if IsCardsFile(src) {
		var f CardsFile
		ps := decodeYAML(name, src, &f)
		ds.Sources = append(ds.Sources, f.Sources...)
		ds.Cards = append(ds.Cards, f.Cards...)
		return ps
	}
	var d Document
	ps := decodeYAML(name, src, &d)
	ds.Documents = append(ds.Documents, d)
	return ps
}

// IsCardsFile tells a cards file from a document by its top-level keys.
func IsCardsFile(src []byte) bool {
	for line := range bytes.Lines(src) {
		if bytes.HasPrefix(line, []byte("cards:")) {
			return true
		}
	}
	return false
}

// DataFiles lists the YAML files of a data directory: cards.yaml, then
// errata/*.yaml in name order.
func DataFiles(fsys fs.FS) ([]string, error) {
	if _, err := fs.Stat(fsys, CardsFileName); err != nil {
		return nil, fmt.Errorf("data: %w", err)
	}
	docs, err := fs.Glob(fsys, path.Join(ErrataDir, "*.yaml"))
	if err != nil {
		return nil, err
	}
	sort.Strings(docs)
	return append([]string{CardsFileName}, docs...), nil
}

// HashDataset is a digest of the data files in fsys; a database built from
// data with another digest is out of date.
func HashDataset(fsys fs.FS) (string, error) {
	files, err := DataFiles(fsys)
	if err != nil {
		return "", err
	}
	h := sha256.New()
	for _, name := range files {
		src, err := ReadDataFile(fsys, name)
		if err != nil {
			return "", err
		}
		fmt.Fprintf(h, "%s\x00%d\x00", name, len(src))
		h.Write(src)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// ReadDocuments decodes the documents in a data directory's errata/ without
// checking them against cards.yaml, for tools that build cards.yaml.
func ReadDocuments(fsys fs.FS) ([]Document, error) {
	names, err := fs.Glob(fsys, path.Join(ErrataDir, "*.yaml"))
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	var docs []Document
	var ps Problems
	for _, name := range names {
		src, err := ReadDataFile(fsys, name)
		if err != nil {
			return nil, err
		}
		var d Document
		ps = append(ps, decodeYAML(name, src, &d)...)
		docs = append(docs, d)
	}
	return docs, ps.Err()
}

// CardNames lists every card a document names, in order of first mention.
func (d *Document) CardNames() []string {
	var names []string
	seen := map[string]bool{}
	add := func(list ...string) {
		for _, n := range list {
			if !seen[n] {
				seen[n] = true
				names = append(names, n)
			}
		}
	}
	for _, e := range d.Errata {
		add(e.Card)
	}
	for _, r := range d.Rulings {
		add(r.Cards...)
	}
	for _, r := range d.Rules {
		add(r.Cards...)
	}
	for _, m := range d.Mechanics {
		add(m.Cards...)
	}
	return names
}

// EncodeCardsFile writes f in the cards.yaml format, after a header comment.
func EncodeCardsFile(w io.Writer, header string, f *CardsFile) error {
	for line := range strings.Lines(header) {
		if _, err := fmt.Fprintf(w, "# %s", line); err != nil {
			return err
		}
	}
	if header != "" && !strings.HasSuffix(header, "\n") {
		fmt.Fprintln(w)
	}
	enc := yaml.NewEncoder(w)
	enc.SetIndent(2)
	if err := enc.Encode(f); err != nil {
		return err
	}
	return enc.Close()
}
