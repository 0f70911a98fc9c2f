package dump

import (
	"fmt"
	"io"
)

// Limits on what one dump file may hold, far above any real dump (the
// largest MTGJSON file is a few hundred MB decompressed, Scryfall's
// all_cards a few GB, a card entry with all its translations and rulings
// well under 1 MB, a card name under 200 bytes, an Oracle text under
// 2 KB) and low enough that a hostile file is refused early, holding
// little memory.
var (
	// maxContent is the decompressed size of one file, and of a download:
	// a gzip or xz bomb stops here.
	maxContent int64 = 8 << 30
	// maxEntry is the size of one card entry, one XML element read whole,
	// or any single JSON token.
	maxEntry int64 = 4 << 20
	// maxSetEntries is how many card entries one MTGJSON set may list: a
	// set's entries are held until the set ends.
	maxSetEntries = 100_000
)

const (
	// maxName bounds a card or face name and the other short fields
	// (type line, mana cost, set code, ...).
	maxName = 1 << 10
	// maxText bounds an Oracle text, printed text, flavor text or ruling.
	maxText = 32 << 10
	// maxIndex bounds Scryfall's bulk-data index, a few KB.
	maxIndex = 1 << 20
	// readChunk caps each read of the content, so that a decoder never
	// holds much more than the value it is reading.
	readChunk = 64 << 10
)

// window is a dump file's decompressed content as a decoder reads it. It
// fails a read that would take the content past maxContent, the token
// the decoder is reading past maxEntry, or the entry marked with mark past
// maxEntry, so that a hostile value is refused before it is held whole.
type window struct {
	r io.Reader
	// consumed is where the decoder stands (its input offset): what it
	// has read beyond is the token in progress.
	consumed func() int64
	read     int64
	start    int64 // start of the entry being read, -1 for none
	what     string
	err      error // the first refusal, returned from then on
}

func newWindow(r io.Reader) *window { return &window{r: r, start: -1} }

// mark starts an entry (a card, an element) at offset start.
func (w *window) mark(what string, start int64) { w.start, w.what = start, what }

// unmark ends the entry.
func (w *window) unmark() { w.start = -1 }

func (w *window) Read(p []byte) (int, error) {
	if w.err != nil {
		return 0, w.err
	}
	at := w.consumed()
	switch {
	case w.read >= maxContent:
		w.err = &offsetError{offset: w.read, err: fmt.Errorf("content longer than %s decompressed: refused", byteSize(maxContent))}
	case w.start >= 0 && w.read-w.start > maxEntry:
		w.err = &offsetError{offset: w.start, err: fmt.Errorf("%s longer than %s: refused", w.what, byteSize(maxEntry))}
	case w.read-at > maxEntry:
		w.err = &offsetError{offset: at, err: fmt.Errorf("a single value longer than %s: refused", byteSize(maxEntry))}
	}
	if w.err != nil {
		return 0, w.err
	}
	if len(p) > readChunk {
		p = p[:readChunk]
	}
	if rest := maxContent - w.read; int64(len(p)) > rest {
		p = p[:rest]
	}
	n, err := w.r.Read(p)
	w.read += int64(n)
	return n, err
}

// byteSize writes a limit in the largest binary unit that divides it.
func byteSize(n int64) string {
	switch {
	case n >= 1<<30 && n%(1<<30) == 0:
		return fmt.Sprintf("%d GiB", n>>30)
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}

// checkFields refuses a record with a field longer than any real card's;
// the caller names the card.
func checkFields(rec *Record) error {
	var err error
	check := func(what, s string, limit int) {
		if err == nil && len(s) > limit {
			err = fmt.Errorf("%s of %d bytes, longer than %s", what, len(s), byteSize(int64(limit)))
		}
	}
	short := func(what string, list ...string) {
		for _, s := range list {
			check(what, s, maxName)
		}
	}
	check("name", rec.Name, maxName)
	short("field", rec.Layout, rec.ManaCost, rec.TypeLine, rec.Power, rec.Toughness, rec.Loyalty, rec.Defense, rec.ScryfallOracleID)
	short("color", rec.Colors...)
	short("color identity", rec.ColorIdentity...)
	short("keyword", rec.Keywords...)
	short("multiverse id", rec.MultiverseIDs...)
	check("Oracle text", rec.Text, maxText)
	for _, f := range rec.Faces {
		short("face field", f.Name, f.ManaCost, f.TypeLine, f.Power, f.Toughness, f.Loyalty, f.Defense)
		short("face color", f.Colors...)
		check("face Oracle text", f.Text, maxText)
	}
	for _, p := range rec.Printings {
		short("printing field", p.Set, p.SetName, p.Number, p.Rarity, p.Name, p.TypeLine)
		check("printed text", p.Text, maxText)
		check("printed text", p.RawText, maxText)
		check("flavor text", p.Flavor, maxText)
		for _, pf := range p.Faces {
			short("printed face field", pf.Name, pf.TypeLine)
			check("printed text", pf.Text, maxText)
			check("printed text", pf.RawText, maxText)
			check("flavor text", pf.Flavor, maxText)
		}
	}
	for _, r := range rec.Rulings {
		check("ruling", r.Text, maxText)
	}
	for format, status := range rec.Legalities {
		short("legality", format, status)
	}
	return err
}
