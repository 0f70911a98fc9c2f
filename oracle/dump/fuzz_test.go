package dump

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ulikunitz/xz"
)

const seedLimit = 2 << 10

// Seeds shared by the fuzz targets: small dumps of each format, and the
// bad inputs of TestDecodeLimits and TestDecodeMalformed that are small.
var (
	mtgjsonSeeds = []string{
		`{"meta": {"date": "2022-04-25", "version": "5.2.0"}, "data": {"cards": [{"name": "A // B", "faceName": "A", "side": "a", "layout": "split", "number": "1", "originalText": "o4, oc\nT:"}, {"name": "A // B", "faceName": "B", "side": "b", "layout": "split", "number": "1"}], "code": "X", "releaseDate": "2001-01-01"}}`,
		`{"name": "P", "code": "PLS", "border": "black", "cards": [{"cmc": 1, "colors": ["Red"], "names": ["A", "B"], "name": "B", "layout": "split", "legalities": [{"format": "Vintage", "legality": "Legal"}], "loyalty": 3}]}`,
		`{"meta": {"date": "2022-04-25"}, "data": {"A": [{"name": "A // B", "layout": "split", "side": "b"}]}}`,
		`{"baseSetSize": 1, "cards": [{"uuid": "u", "name": "A", "loyalty": {"a": 1}}]}`,
		`{"meta": {}, "data": {"code": "X", "cards": [{"name": "A"}, {"name": "` + strings.Repeat("x", 1100) + `"}]}}`,
		`{"meta": {"date": "2022-13-01"}, "data": {}}`,
		`{"meta": {}, "data": {"cards": [{"name": "X",, }]}}`,
	}
	scryfallSeeds = []string{
		`[{"name": "X", "card_faces": [{"name": "Y", "power": 1}], "released_at": "2020-01-01", "set": "x"}]`,
		`[{"name": "A", "lang": "de"}, {"name": "T", "layout": "token"}, {"name": "B", "legal_in_commander": "Legal", "multiverse_ids": [1]}]`,
		`[{"name": "` + strings.Repeat("x", 1100) + `"}]`,
		`[]`, `[{"name": "X"}] [`, `[{"name": "X"}, 3]`,
	}
	cockatriceSeeds = []string{
		`<cockatrice_carddatabase version="1"><sets><set><name>AP</name></set></sets><cards><card><name>A // B (B)</name><set>AP</set><manacost>(2/R)X</manacost></card><card><name>C (D)</name></card><card><name>C</name></card></cards></cockatrice_carddatabase>`,
		`<cockatrice_carddatabase version="4"><info><createdAt>2023-01-01T00:00:00Z</createdAt></info><cards><card><name>E</name><prop><pt>1/1</pt><cmc>1</cmc></prop><set num="1" muid="2">AP</set></card></cards></cockatrice_carddatabase>`,
		`<?xml version="1.0"?><!DOCTYPE c [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><cockatrice_carddatabase version="4"><cards><card><name>&xxe;</name></card></cards></cockatrice_carddatabase>`,
		`<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "aa"><!ENTITY b "&a;&a;&a;&a;">]><cockatrice_carddatabase version="1"><cards><card><name>&b;</name></card></cards></cockatrice_carddatabase>`,
		"<cockatrice_carddatabase version=\"4\">\n<cards>\n<card><name>X</name>",
	}
)

// seeds is the strings, and the small fixtures whose names contain match:
// the fuzzer stalls on seeds of several kilobytes.
func seeds(match string, strs []string) [][]byte {
	var out [][]byte
	fixtures, _ := filepath.Glob("testdata/*" + match + "*")
	for _, file := range fixtures {
		if data, err := os.ReadFile(file); err == nil && len(data) <= seedLimit {
			out = append(out, data)
		}
	}
	for _, s := range strs {
		out = append(out, []byte(s))
	}
	return out
}

// checkDecoded is an emit that fails on a record without a name or over
// the limits.
func checkDecoded(t *testing.T) func(Record) error {
	return func(r Record) error {
		if r.Name == "" {
			t.Errorf("record without a name: %+v", r)
		}
		if err := checkFields(&r); err != nil {
			t.Errorf("record over the limits: %v", err)
		}
		return nil
	}
}

// checkError fails on an error that does not say where in which file.
func checkError(t *testing.T, err error) {
	var located *Error
	if err != nil && (!errors.As(err, &located) || located.File != "fuzz") {
		t.Errorf("error %q (%T) does not say where", err, err)
	}
}

// FuzzDecode feeds arbitrary content, plain or compressed, to detection
// and then to the decoder it picks: it must fail or succeed, never panic,
// and a failure must say where.
func FuzzDecode(f *testing.F) {
	all := append(append(append([]string{}, mtgjsonSeeds...), scryfallSeeds...), cockatriceSeeds...)
	for _, seed := range seeds(".", all) {
		f.Add(seed)
	}
	for _, s := range all[:3] {
		var gz, x bytes.Buffer
		zw := gzip.NewWriter(&gz)
		io.WriteString(zw, s)
		zw.Close()
		xw, _ := xz.NewWriter(&x)
		io.WriteString(xw, s)
		xw.Close()
		f.Add(gz.Bytes())
		f.Add(x.Bytes())
		f.Add(gz.Bytes()[:gz.Len()/2])
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		format, content, err := DetectFormat(bytes.NewReader(data))
		if err != nil {
			return
		}
		reopen := func() (io.Reader, io.Closer, error) {
			_, content, err := DetectFormat(bytes.NewReader(data))
			return content, io.NopCloser(nil), err
		}
		_, err = decodeContent(context.Background(), "fuzz", format, content, reopen, checkDecoded(t))
		checkError(t, err)
	})
}

// FuzzMTGJSON feeds arbitrary content to the MTGJSON reader as each of
// the versions detection may name. The version is an argument of its own:
// drawn from the content, it would change as the fuzzer shrinks an input.
func FuzzMTGJSON(f *testing.F) {
	formats := []Format{MTGJSONv3, MTGJSONv4, MTGJSONv5}
	for i, seed := range seeds("mtgjson", mtgjsonSeeds) {
		f.Add(seed, uint8(i))
	}
	f.Fuzz(func(t *testing.T, data []byte, version uint8) {
		format := formats[int(version)%len(formats)]
		_, err := decodeMTGJSON(context.Background(), "fuzz", format, bytes.NewReader(data), checkDecoded(t))
		checkError(t, err)
	})
}

// FuzzScryfall feeds arbitrary content to the Scryfall reader.
func FuzzScryfall(f *testing.F) {
	for _, seed := range seeds("scryfall", scryfallSeeds) {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		_, err := decodeScryfall(context.Background(), "fuzz", bytes.NewReader(data), checkDecoded(t))
		checkError(t, err)
	})
}

// FuzzCockatrice feeds arbitrary content to the Cockatrice reader, in the
// old two-pass layout and in v4.
func FuzzCockatrice(f *testing.F) {
	for i, seed := range seeds("cockatrice", cockatriceSeeds) {
		f.Add(seed, i%2 == 1)
	}
	f.Fuzz(func(t *testing.T, data []byte, v4 bool) {
		format := Cockatrice
		if v4 {
			format = CockatriceV4
		}
		reopen := func() (io.Reader, io.Closer, error) { return bytes.NewReader(data), io.NopCloser(nil), nil }
		_, err := decodeCockatrice(context.Background(), "fuzz", format, bytes.NewReader(data), reopen, checkDecoded(t))
		checkError(t, err)
	})
}
