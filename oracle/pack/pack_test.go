package pack

import (
	"bytes"
	"errors"
	"io"
	"reflect"
	"strings"
	"testing"

	"github.com/ulikunitz/xz"
)

func compress(t testing.TB, lines string) []byte {
	t.Helper()
	var b bytes.Buffer
	z, err := xz.NewWriter(&b)
	if err != nil {
		t.Fatal(err)
	}
	io.WriteString(z, lines)
	if err := z.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// readAll reads a pack's tables and rows.
func readAll(data []byte) (Header, map[string][][]any, error) {
	r, err := NewReader(bytes.NewReader(data))
	if err != nil {
		return Header{}, nil, err
	}
	defer r.Close()
	return readTables(r)
}

func readTables(r *Reader) (Header, map[string][][]any, error) {
	out := map[string][][]any{}
	for {
		t, err := r.Next()
		if errors.Is(err, io.EOF) {
			return r.Header(), out, nil
		}
		if err != nil {
			return Header{}, nil, err
		}
		for range t.Rows {
			row := make([]any, len(t.Columns))
			if err := r.Row(row); err != nil {
				return Header{}, nil, err
			}
			out[t.Table] = append(out[t.Table], row)
		}
	}
}

func TestRoundTrip(t *testing.T) {
	var lines bytes.Buffer
	w, err := NewWriter(&lines, Header{Schema: 7, Sources: []string{"a"}})
	if err != nil {
		t.Fatal(err)
	}
	rows := [][]any{{int64(1), "Fire // Ice", 4.5, nil}, {int64(2), "<b>&\"", int64(0), "x"}}
	if err := w.Table(Table{Table: "cards", Columns: []string{"id", "name", "mana_value", "note"}, Rows: len(rows)}); err != nil {
		t.Fatal(err)
	}
	for _, r := range rows {
		if err := w.Row(r); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	h, got, err := readAll(compress(t, lines.String()))
	if err != nil {
		t.Fatal(err)
	}
	if h.Format != Format || h.Schema != 7 || len(h.Sources) != 1 {
		t.Errorf("header %+v", h)
	}
	for i, r := range rows {
		for j, v := range r {
			if got["cards"][i][j] != v {
				t.Errorf("row %d column %d: %#v, want %#v", i, j, got["cards"][i][j], v)
			}
		}
	}
}

func TestWriterCounts(t *testing.T) {
	w, _ := NewWriter(io.Discard, Header{})
	if err := w.Table(Table{Table: "t", Columns: []string{"a"}, Rows: 1}); err != nil {
		t.Fatal(err)
	}
	if err := w.Row([]any{1, 2}); err == nil {
		t.Error("a row of two values for one column")
	}
	if err := w.Close(); err == nil {
		t.Error("closed with a row missing")
	}
}

func TestReaderErrors(t *testing.T) {
	const header = `{"format":"oracle-pack","version":1,"schema":7,"sources":[]}` + "\n"
	tests := []struct{ name, lines, want string }{
		{"empty", "", "empty"},
		{"other format", `{"format":"x","version":1}` + "\n", `line 1: a "x" pack`},
		{"newer version", `{"format":"oracle-pack","version":2}` + "\n", "version 2"},
		{"no table header", header + "[1]\n", "line 2: not a table header"},
		{"short table", header + `{"table":"t","columns":["a"],"rows":2}` + "\n[1]\n", "ends 1 rows early"},
		{"wide row", header + `{"table":"t","columns":["a"],"rows":1}` + "\n[1,2]\n", "line 3: table t: 2 values for 1 columns"},
		{"object value", header + `{"table":"t","columns":["a"],"rows":1}` + "\n[{}]\n", "not a string, number or null"},
		{"long line", header + `{"table":"t","columns":["a"],"rows":1}` + "\n[\"" + strings.Repeat("x", MaxLine) + "\"]\n", "longer than"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := readAll(compress(t, tt.lines))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %v, want %q", err, tt.want)
			}
		})
	}
	if _, _, err := readAll([]byte("not xz")); err == nil {
		t.Error("read a pack that is not xz")
	}
}

// FuzzReader reads any decompressed lines without panicking or reading
// more rows than a table announces.
func FuzzReader(f *testing.F) {
	f.Add(`{"format":"oracle-pack","version":1,"schema":7,"sources":[]}` + "\n" + `{"table":"t","columns":["a","b"],"rows":1}` + "\n[1,\"x\"]\n")
	f.Fuzz(func(t *testing.T, lines string) {
		r, err := newReader(strings.NewReader(lines))
		defer r.Close()
		if err != nil {
			return
		}
		readTables(r)
	})
}

// TestScanRow decodes rows as the writer writes them, and declines what
// it leaves to encoding/json.
func TestScanRow(t *testing.T) {
	tests := []struct {
		line string
		want []any // nil: declined
	}{
		{`["a",1,null,-7,"",0]`, []any{"a", int64(1), nil, int64(-7), "", int64(0)}},
		{`[ "x\"y\\z\/\n\t\r\b\f" , 123456789012345 ]`, []any{"x\"y\\z/\n\t\r\b\f", int64(123456789012345)}},
		{`["Æther — “quoted”"]`, []any{"Æther — “quoted”"}},
		{`[]`, []any{}},
		{`[1.5]`, nil},
		{`[1e3]`, nil},
		{`[1234567890123456]`, nil},
		{`[-0]`, nil},
		{`[01]`, nil},
		{`["\u00e6"]`, nil},
		{"[\"\xff\"]", nil},
		{"[\"a\tb\"]", nil},
		{`[true]`, nil},
		{`[{}]`, nil},
		{`[1,]`, nil},
		{`[1] 2`, nil},
		{`[nul]`, nil},
		{`["a"`, nil},
		{`["a\`, nil},
	}
	for _, tt := range tests {
		row, ok := scanRow([]byte(tt.line))
		if ok != (tt.want != nil) || !reflect.DeepEqual(row, tt.want) && tt.want != nil {
			t.Errorf("scanRow(%s) = %#v, %v; want %#v", tt.line, row, ok, tt.want)
		}
		if row, err := decodeRow([]byte(tt.line)); tt.want != nil && (err != nil || !reflect.DeepEqual(row, tt.want)) {
			t.Errorf("decodeRow(%s) = %#v, %v", tt.line, row, err)
		}
	}
}

// FuzzScanRow: what scanRow decodes, encoding/json decodes to the same
// values.
func FuzzScanRow(f *testing.F) {
	for _, s := range []string{`["a",1,null,-7]`, `["x\"y\\z\n",123456789012345]`, `[1.5,"\u00e6"]`, `[]`, `[-0, 01]`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		row, ok := scanRow([]byte(line))
		if !ok {
			return
		}
		want, err := unmarshalRow([]byte(line))
		if err != nil || !reflect.DeepEqual(row, want) {
			t.Errorf("scanRow(%q) = %#v; encoding/json: %#v, %v", line, row, want, err)
		}
	})
}
