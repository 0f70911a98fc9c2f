package oracle

// SnapshotCard is one card as a snapshot dump states it. Its Card's Oracle
// wordings (on the card, or on each face) name the snapshot's source; a
// dump that lists a card once per printing gives it once per printing.
type SnapshotCard struct {
	Card Card
	// Unknown are the fields the dump does not carry for the card: their
	// values in Card are not statements.
	Unknown     Fields
	Rulings     []Ruling
	Legalities  map[string]string
	Identifiers []Identifier
}

// Identifier is another database's id for a card.
type Identifier struct{ Kind, Value string }

// ImportStats counts what an import wrote.
type ImportStats struct {
	Source    string `json:"source"`
	Date      Date   `json:"date"`
	Records   int    `json:"records"`
	Cards     int    `json:"cards"`
	Printings int    `json:"printings"`
	Wordings  int    `json:"wordings"`
	Changed   int    `json:"changed"`
	Rulings   int    `json:"rulings"`
}
