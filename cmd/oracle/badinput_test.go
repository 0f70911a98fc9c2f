package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/ulikunitz/xz"
)

// TestBadInput runs one case per class of bad input and per input format:
// each must fail with its exit code and a message that says where (file
// and line:col, or byte offset), without a panic, and leave the database
// and the input files byte for byte as they were.
func TestBadInput(t *testing.T) {
	db := filepath.Join(t.TempDir(), "oracle.db")
	if r := runOracle(t, db, "ingest", dataDir); r.code != 0 {
		t.Fatal(r.stderr)
	}
	dir := t.TempDir()
	write := func(name string, content []byte) string {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, content, 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	str := func(s string) []byte { return []byte(s) }
	doc := "source:\n  id: doc\n  title: Doc\n  kind: errata-bulletin\n  date: 1998\nerrata:\n"
	cards := "sources:\n  - {id: snap, title: Snap, kind: snapshot, date: 2025-09-25}\ncards:\n" +
		"  - name: X\n    oracle:\n      - source: snap\n        text: |-\n          One.\n          Two.\n"
	aliases := func(name string) string { return strings.TrimSuffix(strings.Repeat(name+", ", 100), ", ") }

	truncated := gzipped(t, str(`[{"name": "A", "oracle_text": "`+strings.Repeat("Flying. ", 1000)+`"}]`))
	tests := []struct {
		name  string
		args  []string // "DB" stands for the database's path
		files map[string][]byte
		code  int
		want  string // regexp the error must match
	}{
		{name: "YAML: ingest of a bad data directory", args: []string{"ingest", "testdata/bad"},
			code: exitError, want: `errata/doc\.yaml:9:5: unknown card "Curfw"`},
		{name: "YAML: validate of a bad file", args: []string{"validate", "testdata/bad/errata/doc.yaml"},
			code: exitError, want: `testdata/bad/errata/doc\.yaml:6:9: bad date "1998-10-32"`},
		{name: "YAML: erratum of an ability the card lacks", args: []string{"ingest", "$dir/ability"},
			files: map[string][]byte{"ability/cards.yaml": str(cards), "ability/errata/doc.yaml": str(doc + "  - {card: X, kind: full, ability: 9, text: Three.}\n")},
			code:  exitError, want: `errata/doc\.yaml:7:5: erratum for "X": ability 9, but the wording it applies to has 2`},
		{name: "YAML: aliases expanding to millions of values", args: []string{"validate", "$dir/aliases"},
			files: map[string][]byte{"aliases/cards.yaml": str("cards:\n  - &c\n    name: X\n    printings: [&p {set: A, released: 2000, faces: [&f {name: F}, " +
				aliases("*f") + "]}, " + aliases("*p") + "]\n" + strings.Repeat("  - *c\n", 100))},
			code: exitError, want: `aliases/cards\.yaml:\d+:\d+: aliases expand the file to too many values: refused`},
		{name: "MTGJSON: malformed", args: []string{"import", "$dir/bad.json", "--date", "2020-01-01"},
			files: map[string][]byte{"bad.json": str(`{"meta": {}, "data": {"cards": [{"name": "X",, }]}}`)},
			code:  exitError, want: `bad\.json: offset 45: invalid character ','`},
		{name: "MTGJSON: a long card name", args: []string{"import", "$dir/long.json", "--date", "2020-01-01"},
			files: map[string][]byte{"long.json": str(`{"meta": {}, "data": {"code": "X", "cards": [{"name": "` + strings.Repeat("N", 2000) + `"}]}}`)},
			code:  exitError, want: `long\.json: offset 45: set X: card "N{40}": name of 2000 bytes, longer than 1 KiB`},
		{name: "MTGJSON: no cards", args: []string{"import", "$dir/nocards.json"},
			files: map[string][]byte{"nocards.json": str(`{"meta": {"date": "2022-04-25", "version": "5.2.0"}, "data": {"code": "X", "cards": []}}`)},
			code:  exitError, want: `nocards\.json: no cards in the dump`},
		{name: "Scryfall: not a card object", args: []string{"import", "$dir/sf.json", "--date", "2020-01-01"},
			files: map[string][]byte{"sf.json": str(`[{"name": "X"}, 3]`)},
			code:  exitError, want: `sf\.json: offset 16: json: (cannot|unable to) unmarshal JSON number`},
		{name: "Scryfall: a 60 MB card name", args: []string{"import", "$dir/huge.json", "--date", "2020-01-01"},
			files: map[string][]byte{"huge.json": str(`[{"name": "` + strings.Repeat("N", 60<<20) + `"}]`)},
			code:  exitError, want: `huge\.json: offset 1: card object longer than 4 MiB: refused`},
		{name: "Scryfall: empty array", args: []string{"import", "$dir/empty.json", "--date", "2020-01-01"},
			files: map[string][]byte{"empty.json": str(`[]`)},
			code:  exitError, want: `empty\.json: no cards in the dump`},
		{name: "Cockatrice: malformed XML", args: []string{"import", "$dir/bad.xml", "--date", "2020-01-01"},
			files: map[string][]byte{"bad.xml": str("<cockatrice_carddatabase version=\"4\">\n<cards>\n<card><name>X</name></cards>")},
			code:  exitError, want: `bad\.xml:3:\d+: XML syntax error on line 3: element <card> closed by </cards>`},
		{name: "Cockatrice: external entity", args: []string{"import", "$dir/xxe.xml", "--date", "2020-01-01"},
			files: map[string][]byte{"xxe.xml": str("<?xml version=\"1.0\"?>\n<!DOCTYPE c [<!ENTITY xxe SYSTEM \"file:///etc/passwd\">]>\n" +
				"<cockatrice_carddatabase version=\"4\"><cards><card><name>&xxe;</name></card></cards></cockatrice_carddatabase>")},
			code: exitError, want: `xxe\.xml:3:\d+: XML syntax error on line 3: invalid character entity &xxe;`},
		{name: "Cockatrice: entity expansion", args: []string{"import", "$dir/lol.xml", "--date", "2020-01-01"},
			files: map[string][]byte{"lol.xml": str("<?xml version=\"1.0\"?>\n<!DOCTYPE l [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\">" +
				"<!ENTITY c \"&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;\">]>\n<cockatrice_carddatabase version=\"1\"><cards><card><name>&c;</name></card></cards></cockatrice_carddatabase>")},
			code: exitError, want: `lol\.xml:3:\d+: XML syntax error on line 3: invalid character entity &c;`},
		{name: "gzip bomb", args: []string{"import", "$dir/bomb.json.gz", "--date", "2020-01-01"},
			files: map[string][]byte{"bomb.json.gz": gzipBomb(t, 1<<10)},
			code:  exitError, want: `bomb\.json\.gz: offset 1: card object longer than 4 MiB: refused`},
		{name: "xz bomb", args: []string{"import", "$dir/bomb.json.xz", "--date", "2020-01-01"},
			files: map[string][]byte{"bomb.json.xz": xzBomb(t, 5<<20)},
			code:  exitError, want: `bomb\.json\.xz: offset 1: card object longer than 4 MiB: refused`},
		{name: "truncated gzip", args: []string{"import", "$dir/cut.json.gz", "--date", "2020-01-01"},
			files: map[string][]byte{"cut.json.gz": truncated[:len(truncated)/2]},
			code:  exitError, want: `cut\.json\.gz: offset \d+: unexpected EOF`},
		{name: "a database file that is not ours", args: []string{"--db", "$dir/notdb", "card", "Curfew"},
			files: map[string][]byte{"notdb": bytes.Repeat(str("not a database\n"), 100)},
			code:  exitError, want: `notdb`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			inputs := map[string][]byte{}
			for name, content := range tt.files {
				inputs[write(name, content)] = content
			}
			before, err := os.ReadFile(db)
			if err != nil {
				t.Fatal(err)
			}
			args := make([]string, len(tt.args))
			for i, a := range tt.args {
				args[i] = strings.ReplaceAll(a, "$dir", dir)
			}
			r := runOracle(t, db, args...)
			if r.code != tt.code {
				t.Errorf("exit %d, want %d; stderr %q", r.code, tt.code, r.stderr)
			}
			if !regexp.MustCompile(tt.want).MatchString(r.stderr) {
				t.Errorf("stderr %q, want a match for %s", r.stderr, tt.want)
			}
			if strings.Contains(r.stderr, "panic") || strings.Contains(r.stderr, "goroutine") {
				t.Errorf("stderr shows a panic: %s", r.stderr)
			}
			if after, _ := os.ReadFile(db); !bytes.Equal(before, after) {
				t.Error("the database changed")
			}
			for path, content := range inputs {
				if after, _ := os.ReadFile(path); !bytes.Equal(after, content) {
					t.Errorf("%s changed", path)
				}
			}
		})
	}
}

func gzipped(t *testing.T, content []byte) []byte {
	t.Helper()
	var buf bytes.Buffer
	w := gzip.NewWriter(&buf)
	w.Write(content)
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// gzipBomb is a Scryfall array whose one card's name is mib MiB, gzipped
// to about a KB a MiB: a gzip file may be a run of members, and a MiB of
// one byte is one small member repeated.
func gzipBomb(t *testing.T, mib int) []byte {
	mb := gzipped(t, bytes.Repeat([]byte("A"), 1<<20))
	bomb := gzipped(t, []byte(`[{"name": "`))
	for range mib {
		bomb = append(bomb, mb...)
	}
	return append(bomb, gzipped(t, []byte(`"}]`))...)
}

// xzBomb is a Scryfall array whose one card's name is n bytes, xz'd.
func xzBomb(t *testing.T, n int) []byte {
	t.Helper()
	var buf bytes.Buffer
	w, err := xz.NewWriter(&buf)
	if err != nil {
		t.Fatal(err)
	}
	io.WriteString(w, `[{"name": "`)
	w.Write(bytes.Repeat([]byte("A"), n))
	io.WriteString(w, `"}]`)
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}
