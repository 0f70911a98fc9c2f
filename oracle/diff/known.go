package diff

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"slices"
	"sync"

	"github.com/mtgoracle/oracle/oracle"
)

// ClassifierVersion names the classifier's code beyond its own source and
// the parser's, which RulesID reads: raise it when a change elsewhere
// (the notation and letters the oracle package evens out, how it reads a
// reprint) may class a change otherwise, so that classes kept by a
// program before are not read as this one's.
const ClassifierVersion = "2"

// RulesID identifies the classifier's rules: a digest of the rewrites
// file, the source of the classifier and of the parser (test files aside)
// and ClassifierVersion. Classes worked out under other rules never answer
// for these (see Known). The digest is written down in rulesdigest.go,
// which TestRulesDigest checks against the sources and rewrites with
// -update: reading the sources in each process cost every answer that
// reads kept classes about 0.7 ms.
func RulesID() string { return rulesDigest }

// KeyLen is the length of a Known key.
const KeyLen = 16

// KnownKey is the key of one classification: a hash of the rules and of
// everything the classifier reads.
type KnownKey [KeyLen]byte

// String is the key as change_classes keeps it, in hexadecimal.
func (k KnownKey) String() string { return hex.EncodeToString(k[:]) }

// Kinds of classification a Known keeps.
const (
	// knownChange is a change of wording: Classify with the card's
	// name, type line and both wordings' dates.
	knownChange = 'c'
	// knownPrinted is a reprint's printed text read against a wording
	// (PrintedReads).
	knownPrinted = 'p'
)

func knownKey(kind byte, fields ...string) KnownKey {
	h := sha256.New()
	h.Write([]byte(RulesID()))
	h.Write([]byte{0, kind})
	for _, f := range fields {
		h.Write([]byte{0})
		h.Write([]byte(f))
	}
	var k KnownKey
	copy(k[:], h.Sum(nil))
	return k
}

// changeKey is the key of the change of a face (named name, of the type
// line given) from old, given on the date oldDate, to new, given on date.
func changeKey(name, typeLine string, oldDate, date oracle.Date, old, new string) KnownKey {
	first := func(d oracle.Date) string {
		if d.IsZero() {
			return ""
		}
		return d.First()
	}
	return knownKey(knownChange, name, typeLine, first(oldDate), first(date), old, new)
}

// PrintedKey is the key of PrintedReads for the face named name.
func PrintedKey(name, printed, wording string) KnownKey {
	return knownKey(knownPrinted, name, printed, wording)
}

// KnownClass is the class of one change, or for a reprint whether it reads
// a wording (Templating when it does), as the classifier gave it.
type KnownClass struct {
	Key   KnownKey
	Class Class
	Why   []string
	// Size is the change's diff size (Diff.Size).
	Size int
}

// Known are classes worked out before, under the rules of RulesID, by
// key: a key is a hash of everything the classifier reads, so a class
// found here is the one the classifier gives. Known records what it was
// asked and did not hold (Missed), so that they can be kept for next
// time. A nil Known holds nothing and records nothing. It is safe for
// concurrent use.
type Known struct {
	mu     sync.Mutex
	held   map[KnownKey]KnownClass
	missed []KnownClass
	// asked are the keys held that were asked for.
	asked map[KnownKey]bool
}

// NewKnown holds classes, which must have been worked out under the rules
// of RulesID.
func NewKnown(classes []KnownClass) *Known {
	k := &Known{held: make(map[KnownKey]KnownClass, len(classes)), asked: map[KnownKey]bool{}}
	for _, c := range classes {
		k.held[c.Key] = c
	}
	return k
}

// Len is how many classes k holds.
func (k *Known) Len() int {
	if k == nil {
		return 0
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	return len(k.held)
}

// lookup is the class kept under key.
func (k *Known) lookup(key KnownKey) (KnownClass, bool) {
	if k == nil {
		return KnownClass{}, false
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	c, ok := k.held[key]
	if ok {
		k.asked[key] = true
	}
	return c, ok
}

// record keeps a class worked out live.
func (k *Known) record(c KnownClass) {
	if k == nil {
		return
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	if _, ok := k.held[c.Key]; !ok {
		k.held[c.Key] = c
		k.asked[c.Key] = true
		k.missed = append(k.missed, c)
	}
}

// Missed are the classes k was asked for and did not hold, worked out
// live since, in the order they were.
func (k *Known) Missed() []KnownClass {
	if k == nil {
		return nil
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	return append([]KnownClass(nil), k.missed...)
}

// Unused are the keys k held when made that it was not asked for: after
// an audit of the whole history, classes of wordings no longer there.
func (k *Known) Unused() []KnownKey {
	if k == nil {
		return nil
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	var keys []KnownKey
	for key := range k.held {
		if !k.asked[key] {
			keys = append(keys, key)
		}
	}
	slices.SortFunc(keys, func(a, b KnownKey) int { return bytes.Compare(a[:], b[:]) })
	return keys
}

// printedReads is reads (PrintedReads of the face named name) answered
// from k when it holds the answer, recorded in k when not.
func (k *Known) printedReads(name string, reads func(printed, wording string) bool) func(printed, wording string) bool {
	if k == nil {
		return reads
	}
	return func(printed, wording string) bool {
		key := PrintedKey(name, printed, wording)
		if c, ok := k.lookup(key); ok {
			return c.Class == Templating
		}
		v := reads(printed, wording)
		c := KnownClass{Key: key, Class: Functional, Why: []string{}}
		if v {
			c.Class = Templating
		}
		k.record(c)
		return v
	}
}
