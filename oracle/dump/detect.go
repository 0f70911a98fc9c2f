package dump

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/ulikunitz/xz"
)

var (
	gzipMagic = []byte{0x1f, 0x8b}
	xzMagic   = []byte{0xfd, '7', 'z', 'X', 'Z', 0x00}
	utf8BOM   = []byte{0xef, 0xbb, 0xbf}
)

// peekSize is how much decompressed content detection may look at: enough
// for the top-level keys of an MTGJSON set file and its first card.
const peekSize = 64 << 10

// Decompress returns r's content, gunzipped or unxz'd when it starts with
// the gzip or xz magic bytes, as is otherwise.
func Decompress(r io.Reader) (io.Reader, error) {
	br := bufio.NewReader(r)
	head, err := br.Peek(len(xzMagic))
	if err != nil && err != io.EOF {
		return nil, err
	}
	switch {
	case bytes.HasPrefix(head, gzipMagic):
		return gzip.NewReader(br)
	case bytes.HasPrefix(head, xzMagic):
		return xz.NewReader(br)
	}
	return br, nil
}

// DetectFormat decompresses r and tells its format from the first bytes of
// content: '<' with a cockatrice_carddatabase root for Cockatrice, '[' for
// a Scryfall card array, '{' for MTGJSON, whose version shows in its meta or
// in which keys the set object and its first card use. The returned reader
// yields the whole decompressed content.
func DetectFormat(r io.Reader) (Format, io.Reader, error) {
	content, err := Decompress(r)
	if err != nil {
		return "", nil, err
	}
	br := bufio.NewReaderSize(content, peekSize)
	head, err := br.Peek(peekSize)
	// A read error (a truncated gzip stream) is left for the decoder to
	// meet again at its offset, unless the content read so far says nothing.
	f, detectErr := detectContent(head)
	if detectErr != nil && err != nil && err != io.EOF && !errors.Is(err, bufio.ErrBufferFull) {
		return "", nil, err
	}
	return f, br, detectErr
}

var cockatriceRoot = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`<cockatrice_carddatabase\b[^>]*?\bversion="(\d+)"`) })

func detectContent(head []byte) (Format, error) {
	head = bytes.TrimLeft(bytes.TrimPrefix(head, utf8BOM), " \t\r\n")
	if len(head) == 0 {
		return "", errors.New("empty file")
	}
	switch head[0] {
	case '<':
		m := cockatriceRoot().FindSubmatch(head)
		switch {
		case m == nil:
			return "", errors.New("XML without a cockatrice_carddatabase root: not a card dump")
		case string(m[1]) >= "4" || len(m[1]) > 1:
			return CockatriceV4, nil
		}
		return Cockatrice, nil
	case '[':
		return Scryfall, nil
	case '{':
		return detectMTGJSON(head)
	}
	return "", fmt.Errorf("content starts with %q: not a known card dump", head[0])
}

// Keys only one MTGJSON version uses in a set object or a card.
var (
	v4Keys = keySet("baseSetSize", "keyruneCode", "totalSetSize", "isFoilOnly", "isOnlineOnly",
		"boosterV3", "tcgplayerGroupId", "uuid", "convertedManaCost", "scryfallId", "borderColor")
	v3Keys = keySet("magicCardsInfoCode", "border", "gathererCode", "mkm_id", "mkm_name", "oldCode",
		"cmc", "imageName", "multiverseid", "id")
)

func keySet(keys ...string) map[string]bool {
	m := make(map[string]bool, len(keys))
	for _, k := range keys {
		m[k] = true
	}
	return m
}

// detectMTGJSON reads the keys at the start of an MTGJSON object: a meta
// or data key is the v5 wrapper (v4 set files carry meta too, but sorted
// after their cards), else set and card keys tell v4 from v3.
func detectMTGJSON(head []byte) (Format, error) {
	dec := newDecoder(bytes.NewReader(head))
	if _, err := dec.ReadToken(); err != nil {
		return "", err
	}
	inCards := false
	for more(dec) {
		tok, err := dec.ReadToken()
		if err != nil {
			break
		}
		key := ""
		if tok.Kind() == '"' {
			key = tok.String()
		}
		switch {
		case !inCards && key == "meta":
			var meta struct{ Version string }
			if decodeValue(dec, &meta) == nil && strings.HasPrefix(meta.Version, "4.") {
				return MTGJSONv4, nil
			}
			return MTGJSONv5, nil
		case !inCards && key == "data":
			return MTGJSONv5, nil
		case v4Keys[key]:
			return MTGJSONv4, nil
		case v3Keys[key]:
			return MTGJSONv3, nil
		case !inCards && key == "cards":
			// Walk into the first card and go on reading its keys.
			if t, err := dec.ReadToken(); err != nil || t.Kind() != '[' {
				return "", errors.New("MTGJSON set with cards that are not an array")
			}
			if t, err := dec.ReadToken(); err != nil || t.Kind() != '{' {
				return "", errors.New("MTGJSON set without cards: cannot tell its version")
			}
			inCards = true
			continue
		}
		if err := dec.SkipValue(); err != nil {
			break
		}
	}
	return "", errors.New("JSON object that is not an MTGJSON file known here")
}

// openContent opens a dump file and tells its format; the reader yields
// the decompressed content and the closer closes the file.
func openContent(file string, read *atomic.Int64) (Format, io.Reader, io.Closer, error) {
	f, err := os.Open(file)
	if err != nil {
		return "", nil, nil, err
	}
	var r io.Reader = f
	if read != nil {
		r = &countingReader{r: f, n: read}
	}
	format, content, err := DetectFormat(r)
	if err != nil {
		f.Close()
		return "", nil, nil, &Error{File: file, Err: err}
	}
	return format, content, f, nil
}

// decodeFile decodes one dump file in the format its content shows.
func decodeFile(ctx context.Context, file string, read *atomic.Int64, emit func(Record) error) (Meta, error) {
	format, content, closer, err := openContent(file, read)
	if err != nil {
		return Meta{}, err
	}
	defer closer.Close()
	reopen := func() (io.Reader, io.Closer, error) {
		_, content, closer, err := openContent(file, nil) // the second pass is not progress
		return content, closer, err
	}
	return decodeContent(ctx, file, format, content, reopen, emit)
}

// decodeContent decodes a dump's content; reopen reads it again from the
// start, for formats that need two passes.
func decodeContent(ctx context.Context, file string, format Format, content io.Reader,
	reopen func() (io.Reader, io.Closer, error), emit func(Record) error) (Meta, error) {
	switch format {
	case Scryfall:
		return decodeScryfall(ctx, file, content, emit)
	case Cockatrice, CockatriceV4:
		return decodeCockatrice(ctx, file, format, content, reopen, emit)
	}
	return decodeMTGJSON(ctx, file, format, content, emit)
}

// countingReader adds the bytes read from a file to a counter, for progress.
type countingReader struct {
	r io.Reader
	n *atomic.Int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n.Add(int64(n))
	return n, err
}
