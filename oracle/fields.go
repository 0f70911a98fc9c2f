package oracle

// Fields is a set of a card's fields. A snapshot states the fields its
// dump carries; a field it does not carry is unknown there, not empty, and
// leaves the value an older snapshot gave.
type Fields uint16

const (
	FieldLayout Fields = 1 << iota
	FieldManaCost
	FieldTypeLine
	FieldPower
	FieldToughness
	FieldLoyalty
	FieldDefense
	FieldColors
	FieldColorIdentity
	FieldKeywords
	FieldLegalities
	// FieldOracle is the wording and the faces' names.
	FieldOracle
)

// fieldNames name the fields in the order of their bits.
var fieldNames = []string{"layout", "mana_cost", "type_line", "power", "toughness", "loyalty", "defense",
	"colors", "color_identity", "keywords", "legalities", "oracle"}

// AllFields is every field.
const AllFields Fields = 1<<12 - 1

// Has reports whether f holds every field of g.
func (f Fields) Has(g Fields) bool { return f&g == g }

// Each calls fn with each field of f and its name, in bit order.
func (f Fields) Each(fn func(field Fields, name string)) {
	for i, name := range fieldNames {
		if bit := Fields(1) << i; f.Has(bit) {
			fn(bit, name)
		}
	}
}
