package dump

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"

	"github.com/mtgoracle/oracle/oracle"
)

// flexString takes a JSON string or number: MTGJSON v3 and v4 state
// loyalty and multiverse ids as numbers, v5 as strings.
type flexString string

func (s *flexString) UnmarshalJSON(b []byte) error {
	switch {
	case bytes.Equal(b, []byte("null")):
		return nil
	case len(b) > 0 && b[0] == '"':
		var v string
		if err := json.Unmarshal(b, &v, decodeOptions); err != nil {
			return err
		}
		*s = flexString(v)
		return nil
	}
	if _, err := strconv.ParseFloat(string(b), 64); err != nil {
		return fmt.Errorf("want a string or a number, got %.20s", b)
	}
	*s = flexString(b)
	return nil
}

// legalities takes MTGJSON's format→status object (v4, v5) or v3's
// [{format, legality}] array, keyed and valued in lower case: every format
// the dump names for the card, "not_legal" too (see playable).
type legalities map[string]string

// playable are the formats where the card may be played, with their
// status: a Record's Legalities. Nil stays nil (the dump gives none).
func (l legalities) playable() map[string]string {
	if l == nil {
		return nil
	}
	out := map[string]string{}
	for format, status := range l {
		if status != "not_legal" {
			out[format] = status
		}
	}
	return out
}

func (l *legalities) UnmarshalJSON(b []byte) error {
	if bytes.Equal(b, []byte("null")) {
		return nil
	}
	m := legalities{}
	if len(b) > 0 && b[0] == '[' {
		var list []struct{ Format, Legality string }
		if err := json.Unmarshal(b, &list, decodeOptions); err != nil {
			return err
		}
		for _, e := range list {
			m.add(e.Format, e.Legality)
		}
	} else {
		var obj map[string]string
		if err := json.Unmarshal(b, &obj, decodeOptions); err != nil {
			return err
		}
		for f, status := range obj {
			m.add(f, status)
		}
	}
	*l = m
	return nil
}

func (l legalities) add(format, status string) {
	status = strings.ReplaceAll(strings.ToLower(status), " ", "_") // v3: "Not Legal"
	if format == "" || status == "" {
		return
	}
	l[oracle.FormatKey(format)] = status
}

var colorLetters = map[string]string{"White": "W", "Blue": "U", "Black": "B", "Red": "R", "Green": "G"}

// colorCodes turns v3's color words into letters, leaving letters as they are.
func colorCodes(colors []string) []string {
	if len(colors) == 0 {
		return nil
	}
	out := make([]string, 0, len(colors))
	for _, c := range colors {
		if letter, ok := colorLetters[c]; ok {
			c = letter
		}
		out = append(out, c)
	}
	return out
}

// colorUnion is the colors of all faces in W U B R G order.
func colorUnion(faces []Face) []string {
	var out []string
	for _, letter := range []string{"W", "U", "B", "R", "G"} {
		for _, f := range faces {
			if contains(f.Colors, letter) {
				out = append(out, letter)
				break
			}
		}
	}
	return out
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

// appendNew appends the items of add not yet in list.
func appendNew(list []string, add ...string) []string {
	for _, s := range add {
		if s != "" && !contains(list, s) {
			list = append(list, s)
		}
	}
	return list
}

// joinFaces sets the card-level mana cost and type line of a multi-face
// record from its faces.
func joinFaces(rec *Record) {
	faceCosts(rec)
	var costs, types []string
	for _, f := range rec.Faces {
		costs = append(costs, f.ManaCost)
		types = append(types, f.TypeLine)
	}
	// Faces without a cost after the last that has one are left out (a
	// transforming card's back); one before it keeps its place, so that the
	// card's cost is still its front face's (a land adventurer: " // {2}{B}").
	for len(costs) > 0 && costs[len(costs)-1] == "" {
		costs = costs[:len(costs)-1]
	}
	rec.ManaCost = strings.Join(costs, " // ")
	rec.TypeLine = strings.Join(types, " // ")
	rec.Colors = colorUnion(rec.Faces)
}

// faceCosts takes from the faces the costs some dumps give faces that have
// none. A flip card's bottom half has no mana cost (rule 710.1b: its name,
// text box, type line, power and toughness), though MTGJSON v3 and v4
// repeat the top half's on it; a land has none (rule 202.1b), though the
// 2025 Scryfall copy gives a land adventurer's land the cost of its
// Adventure, which then has none: the cost is the Adventure's.
func faceCosts(rec *Record) {
	if rec.Layout == "flip" {
		for i := 1; i < len(rec.Faces); i++ {
			rec.Faces[i].ManaCost = ""
		}
	}
	isLand := func(f Face) bool {
		types, _, _ := strings.Cut(f.TypeLine, "—")
		return slices.Contains(strings.Fields(types), "Land")
	}
	for i, f := range rec.Faces {
		if f.ManaCost == "" || !isLand(f) {
			continue
		}
		rec.Faces[i].ManaCost = ""
		var uncosted []int
		for j, g := range rec.Faces {
			if j != i && g.ManaCost == "" && !isLand(g) {
				uncosted = append(uncosted, j)
			}
		}
		if len(uncosted) == 1 {
			rec.Faces[uncosted[0]].ManaCost = f.ManaCost
		}
	}
}

// printedText normalizes Gatherer's legacy symbol markup in printed text,
// keeping the original when that changed it.
func printedText(s string) (text, raw string) {
	if norm, changed := oracle.NormalizeLegacySymbols(s); changed {
		return norm, s
	}
	return s, ""
}

// intrinsicManaAsNoText reads a card's Oracle text. Old dumps (Cockatrice
// 2009, MTGJSON v3 of 2013) give a basic land the letter of the mana its
// land type taps for ("B" for a Swamp) as its text: that ability is the
// land type's own (rule 305.6), and the card has no rules text.
func intrinsicManaAsNoText(typeLine, text string) string {
	supertypes, _, _ := strings.Cut(typeLine, "—")
	if len(text) == 1 && strings.Contains("WUBRGC", text) && strings.Contains(supertypes, "Basic") && strings.Contains(supertypes, "Land") {
		return ""
	}
	return text
}

// parseDate reads a dump's date, which may carry a time ("2023-01-02T...").
func parseDate(s string) (oracle.Date, error) {
	if len(s) > 10 && s[10] == 'T' {
		s = s[:10]
	}
	return oracle.ParseDate(s)
}

// offsetError is an error at a known byte offset of the content.
type offsetError struct {
	offset int64
	err    error
}

func (e *offsetError) Error() string { return e.err.Error() }
func (e *offsetError) Unwrap() error { return e.err }

// decodeOptions read JSON as encoding/json did: names match fields
// whatever their case (an exact match preferred), and repeated names and
// invalid UTF-8 are let through.
var decodeOptions = json.JoinOptions(json.MatchCaseInsensitiveNames(true),
	jsontext.AllowDuplicateNames(true), jsontext.AllowInvalidUTF8(true))

func newDecoder(r io.Reader) *jsontext.Decoder { return jsontext.NewDecoder(r, decodeOptions) }

// decodeValue decodes the next JSON value into v.
func decodeValue(dec *jsontext.Decoder, v any) error {
	return json.UnmarshalDecode(dec, v, decodeOptions)
}

// more reports whether the object or array being read has another member.
func more(dec *jsontext.Decoder) bool {
	k := dec.PeekKind()
	return k != '}' && k != ']' && k != 0
}

// valueStart is the offset of the value the decoder peeked at: its input
// offset stops before the separator and white space ahead of the value.
func valueStart(dec *jsontext.Decoder) int64 {
	rest := dec.UnreadBuffer()
	return dec.InputOffset() + int64(len(rest)-len(bytes.TrimLeft(rest, " \t\r\n,:")))
}

// jsonError locates a JSON decoding error in file: at the byte the error
// names, else where the decoder stopped.
func jsonError(file string, dec *jsontext.Decoder, err error) error {
	var located *Error
	if errors.As(err, &located) {
		return err
	}
	offset := dec.InputOffset()
	var at *offsetError
	var syntax *jsontext.SyntacticError
	var semantic *json.SemanticError
	switch {
	case errors.As(err, &at):
		offset, err = at.offset, at.err
	case errors.As(err, &syntax):
		offset, err = syntax.ByteOffset, syntax.Err
		if syntax.JSONPointer != "" {
			err = fmt.Errorf("%w (at %s)", err, syntax.JSONPointer)
		}
	case errors.As(err, &semantic):
		offset = semantic.ByteOffset
	}
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		err = io.ErrUnexpectedEOF
	}
	return &Error{File: file, Offset: offset, Err: err}
}

// expectDelim reads the next token and fails unless it is the delimiter
// want.
func expectDelim(dec *jsontext.Decoder, want jsontext.Kind, what string) error {
	tok, err := dec.ReadToken()
	if err != nil {
		return err
	}
	if tok.Kind() != want {
		return fmt.Errorf("%s: want %q, got %v", what, string(want), describeToken(tok))
	}
	return nil
}

// expectEnd fails when anything but white space follows the document.
func expectEnd(dec *jsontext.Decoder) error {
	tok, err := dec.ReadToken()
	switch {
	case err == io.EOF:
		return nil
	case err != nil:
		return err
	}
	return fmt.Errorf("unexpected %v after the end of the document", describeToken(tok))
}

func describeToken(tok jsontext.Token) string {
	switch k := tok.Kind(); k {
	case '{', '}', '[', ']':
		return fmt.Sprintf("%q", string(k))
	case '"':
		return fmt.Sprintf("string %q", tok.String())
	case 'n':
		return "null"
	case '0':
		return "number " + tok.String()
	}
	return tok.String()
}
