// Package pack reads and writes the history pack: the card pool and its
// wording history as a database holds them, in a line-oriented JSON
// format of its own, xz-compressed (see docs/PACK.md and
// schema/pack.v1.schema.json). The pack knows tables, columns and values,
// not what they mean: the store says which tables it writes and loads.
package pack

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/ulikunitz/xz"
)

// Format and Version name the format in the pack's first line; a reader
// refuses another.
const (
	Format  = "oracle-pack"
	Version = 1
)

// MaxLine bounds one line of a pack, a row or a table header.
const MaxLine = 1 << 20

// Header is the pack's first line.
type Header struct {
	Format  string `json:"format"`
	Version int    `json:"version"`
	// Schema is the database schema version the rows were read from.
	Schema int `json:"schema"`
	// Sources are the ids of the snapshot sources whose wordings the
	// pack holds: the dumps it was generated from.
	Sources []string `json:"sources"`
}

// Table starts the rows of one table: Rows lines follow, each a JSON array
// of len(Columns) values (string, number or null).
type Table struct {
	Table   string   `json:"table"`
	Columns []string `json:"columns"`
	Rows    int      `json:"rows"`
}

// Writer writes a pack's lines, uncompressed: the pack is what it writes,
// xz-compressed (the generator runs the xz command, which compresses
// better than Go's xz writer).
type Writer struct {
	buf  *bufio.Writer
	left int // rows the current table still expects
	cols int
	line bytes.Buffer
}

// NewWriter starts a pack's lines on w with its header line.
func NewWriter(w io.Writer, h Header) (*Writer, error) {
	h.Format, h.Version = Format, Version
	pw := &Writer{buf: bufio.NewWriterSize(w, 1<<16)}
	return pw, pw.encode(h)
}

// Table starts a table of n rows.
func (w *Writer) Table(t Table) error {
	if w.left != 0 {
		return fmt.Errorf("pack: %d rows missing before table %s", w.left, t.Table)
	}
	w.left, w.cols = t.Rows, len(t.Columns)
	return w.encode(t)
}

// Row writes one row of the current table.
func (w *Writer) Row(values []any) error {
	if w.left == 0 {
		return errors.New("pack: a row beyond its table's count")
	}
	if len(values) != w.cols {
		return fmt.Errorf("pack: %d values for %d columns", len(values), w.cols)
	}
	w.left--
	return w.encode(values)
}

func (w *Writer) encode(v any) error {
	w.line.Reset()
	enc := json.NewEncoder(&w.line)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return err
	}
	if w.line.Len() > MaxLine {
		return fmt.Errorf("pack: a line of %d bytes, more than %d", w.line.Len(), MaxLine)
	}
	_, err := w.buf.Write(w.line.Bytes())
	return err
}

// Close ends the pack; the last table must be complete.
func (w *Writer) Close() error {
	if w.left != 0 {
		return fmt.Errorf("pack: %d rows missing at the end", w.left)
	}
	return w.buf.Flush()
}

// Reader reads a pack.
type Reader struct {
	lines  chan lineBatch
	done   chan struct{}
	closed bool
	batch  []line
	end    error // what ended the lines: io.EOF or an error
	line   int
	header Header
	table  *Table
	left   int
}

// line is one line of a pack: a row decoded, or another line as it is.
type line struct {
	raw []byte
	row []any
	err error // the row's decoding error
}

// lineBatch is lines decoded ahead of the reader; end, when set, is what
// ends them (io.EOF or a read error).
type lineBatch struct {
	lines []line
	end   error
}

// NewReader reads the header of the xz-compressed pack r. The pack is
// decompressed, and its rows decoded, in goroutines of their own, ahead of
// what the reader reads, until the end of the pack, an error, or Close.
func NewReader(r io.Reader) (*Reader, error) {
	z, err := xz.NewReader(bufio.NewReaderSize(r, 1<<16))
	if err != nil {
		return nil, fmt.Errorf("pack: %w", err)
	}
	pipeR, pipeW := io.Pipe()
	go func() {
		bw := bufio.NewWriterSize(pipeW, 1<<20)
		_, err := io.Copy(bw, z)
		if err == nil {
			err = bw.Flush()
		}
		pipeW.CloseWithError(err)
	}()
	pr, err := newReader(pipeR)
	// The decoder stops at Close; the decompression with it.
	go func() {
		<-pr.done
		pipeR.CloseWithError(errors.New("pack: reader closed"))
	}()
	if err != nil {
		pr.Close()
		return nil, err
	}
	return pr, nil
}

// newReader reads the header of a pack's decompressed lines.
func newReader(r io.Reader) (*Reader, error) {
	pr := &Reader{lines: make(chan lineBatch, 8), done: make(chan struct{})}
	go pr.decode(r)
	return pr, pr.readHeader()
}

// decode splits r into lines and decodes the rows, in batches.
func (r *Reader) decode(in io.Reader) {
	defer close(r.lines)
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 0, 1<<16), MaxLine+1)
	var b lineBatch
	send := func() bool {
		select {
		case r.lines <- b:
			b = lineBatch{}
			return true
		case <-r.done:
			return false
		}
	}
	for sc.Scan() {
		text := sc.Bytes()
		var l line
		if len(text) > 0 && text[0] == '[' {
			l.row, l.err = decodeRow(text)
		} else {
			l.raw = bytes.Clone(text)
		}
		if b.lines = append(b.lines, l); len(b.lines) == 512 && !send() {
			return
		}
	}
	b.end = io.EOF
	if err := sc.Err(); errors.Is(err, bufio.ErrTooLong) {
		b.end = fmt.Errorf("longer than %d bytes", MaxLine)
	} else if err != nil {
		b.end = err
	}
	send()
}

// decodeRow decodes a row: strings, int64, float64 or nil.
func decodeRow(text []byte) ([]any, error) {
	if row, ok := scanRow(text); ok {
		return row, nil
	}
	return unmarshalRow(text)
}

// scanRow decodes a row as the pack writer writes it, which is most of
// the time spent reading a pack besides the decompression: an array of
// strings, numbers and nulls. It declines (ok false) anything else, and
// what it declines unmarshalRow decodes or refuses; what it accepts it
// decodes as unmarshalRow does (FuzzScanRow). The strings without escapes
// share one copy of the line.
func scanRow(text []byte) (row []any, ok bool) {
	line := string(text)
	i := skipBlank(line, 0)
	if i == len(line) || line[i] != '[' {
		return nil, false
	}
	i = skipBlank(line, i+1)
	if i < len(line) && line[i] == ']' {
		return []any{}, skipBlank(line, i+1) == len(line)
	}
	row = make([]any, 0, 8)
	for {
		if i == len(line) {
			return nil, false
		}
		var v any
		switch c := line[i]; {
		case c == '"':
			v, i, ok = scanString(line, i)
		case c == '-' || c >= '0' && c <= '9':
			v, i, ok = scanNumber(line, i)
		case strings.HasPrefix(line[i:], "null"):
			v, i, ok = nil, i+4, true
		default:
			ok = false
		}
		if !ok {
			return nil, false
		}
		row = append(row, v)
		if i = skipBlank(line, i); i == len(line) {
			return nil, false
		}
		switch line[i] {
		case ',':
			i = skipBlank(line, i+1)
		case ']':
			return row, skipBlank(line, i+1) == len(line)
		default:
			return nil, false
		}
	}
}

func skipBlank(s string, i int) int {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r') {
		i++
	}
	return i
}

// scanString decodes the JSON string at s[i], which is '"': valid UTF-8
// with the escapes the writer writes, no \u escape.
func scanString(s string, i int) (string, int, bool) {
	start := i + 1
	j := start
	for j < len(s) && s[j] != '"' && s[j] != '\\' && s[j] >= 0x20 {
		j++
	}
	if j < len(s) && s[j] == '"' {
		if !utf8.ValidString(s[start:j]) {
			return "", 0, false
		}
		return s[start:j], j + 1, true
	}
	b := make([]byte, 0, j-start+16)
	b = append(b, s[start:j]...)
	for j < len(s) {
		switch c := s[j]; {
		case c == '"':
			if !utf8.Valid(b) {
				return "", 0, false
			}
			return string(b), j + 1, true
		case c < 0x20:
			return "", 0, false
		case c != '\\':
			b = append(b, c)
			j++
			continue
		}
		if j+1 == len(s) {
			return "", 0, false
		}
		switch s[j+1] {
		case '"', '\\', '/':
			b = append(b, s[j+1])
		case 'b':
			b = append(b, '\b')
		case 'f':
			b = append(b, '\f')
		case 'n':
			b = append(b, '\n')
		case 'r':
			b = append(b, '\r')
		case 't':
			b = append(b, '\t')
		default: // \u, or not an escape
			return "", 0, false
		}
		j += 2
	}
	return "", 0, false
}

// scanNumber decodes the JSON number at s[i] as unmarshalRow does: an
// int64 when it is an integer exact in a float64, else a float64.
func scanNumber(s string, i int) (any, int, bool) {
	start := i
	if s[i] == '-' {
		i++
	}
	digits := i
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == digits || s[digits] == '0' && i-digits > 1 {
		return nil, 0, false // no digit, or a leading zero
	}
	if i < len(s) && (s[i] == '.' || s[i] == 'e' || s[i] == 'E') {
		return nil, 0, false // left to encoding/json
	}
	// Up to 15 digits, an integer is exact in a float64.
	if i-digits > 15 {
		return nil, 0, false
	}
	n, err := strconv.ParseInt(s[start:i], 10, 64)
	if err != nil || n == 0 && s[start] == '-' {
		return nil, 0, false // -0 is a float64 zero to encoding/json
	}
	return n, i, true
}

// unmarshalRow decodes a row with encoding/json: strings, int64, float64
// or nil.
func unmarshalRow(text []byte) ([]any, error) {
	var row []any
	if err := json.Unmarshal(text, &row); err != nil {
		return nil, err
	}
	for i, v := range row {
		switch v := v.(type) {
		case string, nil:
		case float64:
			// Integers are exact in a float64 up to 2^53, past any row's.
			if v == math.Trunc(v) && math.Abs(v) < 1<<53 {
				row[i] = int64(v)
			}
		default:
			return nil, fmt.Errorf("value %d: %v is not a string, number or null", i+1, v)
		}
	}
	return row, nil
}

func (r *Reader) readHeader() error {
	l, err := r.next()
	if err != nil {
		return err
	}
	if l == nil {
		return errors.New("pack: empty")
	}
	if err := json.Unmarshal(l.raw, &r.header); err != nil || l.raw == nil {
		return r.errorf("not a pack header")
	}
	if r.header.Format != Format || r.header.Version != Version {
		return r.errorf("a %q pack of version %d, not %q version %d", r.header.Format, r.header.Version, Format, Version)
	}
	return nil
}

// Close stops the decoding and decompression of what was not read.
func (r *Reader) Close() error {
	if !r.closed {
		r.closed = true
		close(r.done)
	}
	return nil
}

// Header is the pack's header.
func (r *Reader) Header() Header { return r.header }

// Next reads the next table's header; io.EOF at the end of the pack. The
// rows of the table before must all have been read.
func (r *Reader) Next() (Table, error) {
	if r.left != 0 {
		return Table{}, r.errorf("table %s: %d rows not read", r.table.Table, r.left)
	}
	l, err := r.next()
	if err != nil {
		return Table{}, err
	}
	if l == nil {
		return Table{}, io.EOF
	}
	var t Table
	if err := json.Unmarshal(l.raw, &t); err != nil || l.raw == nil || t.Table == "" || len(t.Columns) == 0 || t.Rows < 0 {
		return Table{}, r.errorf("not a table header: %.80s", l.raw)
	}
	r.table, r.left = &t, t.Rows
	return t, nil
}

// Row reads the next row of the current table into values, which must
// have one place per column: strings, int64, float64 or nil.
func (r *Reader) Row(values []any) error {
	if r.table == nil || r.left == 0 {
		return r.errorf("no row left to read")
	}
	if len(values) != len(r.table.Columns) {
		return fmt.Errorf("pack: %d places for %d columns", len(values), len(r.table.Columns))
	}
	l, err := r.next()
	if err != nil {
		return err
	}
	if l == nil {
		return r.errorf("table %s ends %d rows early", r.table.Table, r.left)
	}
	r.left--
	switch {
	case l.err != nil:
		return r.errorf("table %s: %v", r.table.Table, l.err)
	case l.raw != nil:
		return r.errorf("table %s: a row is a JSON array", r.table.Table)
	case len(l.row) != len(values):
		return r.errorf("table %s: %d values for %d columns", r.table.Table, len(l.row), len(values))
	}
	copy(values, l.row)
	return nil
}

// next is the next line, or nil at the end.
func (r *Reader) next() (*line, error) {
	for len(r.batch) == 0 {
		if r.end != nil {
			if r.end == io.EOF {
				return nil, nil
			}
			return nil, fmt.Errorf("pack: line %d: %w", r.line+1, r.end)
		}
		b, ok := <-r.lines
		if !ok {
			return nil, errors.New("pack: reader closed")
		}
		r.batch, r.end = b.lines, b.end
	}
	l := &r.batch[0]
	r.batch = r.batch[1:]
	r.line++
	return l, nil
}

func (r *Reader) errorf(format string, args ...any) error {
	return fmt.Errorf("pack: line %d: %s", r.line, fmt.Sprintf(format, args...))
}
