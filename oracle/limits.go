package oracle

import "fmt"

// MaxNameBytes bounds a card name asked for. The longest card name is 141
// bytes; a name far beyond that is a mistake, and one of some tens of
// kilobytes is more than SQLite takes as a LIKE pattern.
const MaxNameBytes = 256

// CheckNameLength reports a name longer than MaxNameBytes, quoting its
// start.
func CheckNameLength(name string) error {
	if len(name) <= MaxNameBytes {
		return nil
	}
	return fmt.Errorf("name %q... is %d bytes long: card names are at most %d", Shorten(name, 40), len(name), MaxNameBytes)
}

// Shorten cuts s to at most n bytes, at a character boundary, for quoting
// long input back in a message.
func Shorten(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && n < len(s) && s[n]&0xC0 == 0x80 {
		n--
	}
	return s[:n]
}
