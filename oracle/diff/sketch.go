package diff

// A sketch records which bytes and which pairs of adjacent bytes a text
// holds (the pairs hashed into 1024 bits). A text lacks a literal when its
// sketch lacks one of the literal's: most patterns are ruled out by a few
// word comparisons, without searching the text for each literal.
type sketch struct {
	bytes [4]uint64
	pairs [16]uint64
}

func sketchOf(s string) (k sketch) {
	k.add(s)
	return k
}

func (k *sketch) add(s string) {
	for i := 0; i < len(s); i++ {
		k.bytes[s[i]>>6] |= 1 << (s[i] & 63)
		if i+1 < len(s) {
			h := pairHash(s[i], s[i+1])
			k.pairs[h>>6] |= 1 << (h & 63)
		}
	}
}

func pairHash(a, b byte) uint32 {
	return (uint32(a)<<8 | uint32(b)) * 2654435761 >> 22 // the top 10 bits
}

// holds reports whether k has every byte and pair that sub has.
func (k *sketch) holds(sub *sketch) bool {
	for i := range k.bytes {
		if k.bytes[i]&sub.bytes[i] != sub.bytes[i] {
			return false
		}
	}
	for i := range k.pairs {
		if k.pairs[i]&sub.pairs[i] != sub.pairs[i] {
			return false
		}
	}
	return true
}
