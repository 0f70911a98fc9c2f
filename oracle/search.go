package oracle

// SearchOrder is the order of search results.
type SearchOrder string

const (
	OrderName      SearchOrder = "name"     // by name
	OrderManaValue SearchOrder = "mv"       // by mana value, then name
	OrderReleased  SearchOrder = "released" // by first printing, oldest first
	OrderChanged   SearchOrder = "changed"  // by last wording change, newest first
)

// SearchOrders lists the orders SearchCards knows.
var SearchOrders = []SearchOrder{OrderName, OrderManaValue, OrderReleased, OrderChanged}

// SearchOptions shape a search's results. Limit 0 means no limit.
type SearchOptions struct {
	Order SearchOrder
	Limit int
	// Notes asks, as of a date, for the summaries' notes (an answer that
	// shows them): reading them costs the statements of every card shown.
	Notes bool
}

// CardSummary is one search result.
type CardSummary struct {
	Name      string   `json:"name"`
	Layout    string   `json:"layout"`
	ManaCost  string   `json:"mana_cost"`
	ManaValue float64  `json:"mana_value"`
	TypeLine  string   `json:"type_line"`
	Power     string   `json:"power,omitempty"`
	Toughness string   `json:"toughness,omitempty"`
	Loyalty   string   `json:"loyalty,omitempty"`
	Colors    []string `json:"colors"`
	// Released is the card's first printing, when one is known.
	Released *Date `json:"released"`
	// NewestKnown, when set, is the date of the newest snapshot that
	// gives the card: the later ones (by the search's date, as of one) do
	// not list it (a snapshot of a subset of the cards), so its fields are
	// the newest known, not necessarily those in force.
	NewestKnown *Date `json:"newest_known,omitempty"`
	// Changed is the date of the last change of the card's wording (an
	// erratum, or a snapshot that differs from the wording before it);
	// set only when ordering by it.
	Changed *Date `json:"changed,omitempty"`
	// Notes, as of a date, say what its values leave unsaid, as the card's
	// answer as of that date does: the fields no source states by then,
	// whose earliest known values stand for them, a split card's two
	// mana values then, and the statuses in force then that a snapshot
	// listing exactly a format's legal cards states by not listing the
	// card (AbsenceStatusNote), and that the fields are the newest known
	// (NewestKnownNote).
	Notes []string `json:"notes,omitempty"`
}

// AsOfValueNotes are the notes of a search summary as of d, of a card with
// this layout and cost: those of EarliestNotes for the fields among
// earliest whose earliest known values stand for them, and
// SplitManaValueNote's, in the order the card's answer gives them.
func AsOfValueNotes(layout, cost string, values []FieldAsOf, d Date) []string {
	notes := EarliestNotes(values, d)
	if note := SplitManaValueNote(layout, cost, d); note != "" {
		notes = append(notes, note)
	}
	return notes
}
