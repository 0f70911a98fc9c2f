package sqlite

import (
	"context"
	"database/sql"

	"github.com/mtgoracle/oracle/oracle"
)

// cardSnapshots is what one card's answer reads of the snapshots beside
// its field history: the imported ones, the newest that gave the card a
// wording, and whether a snapshot listing exactly a format's legal cards
// leaves the card out. It takes two short queries, which a card answer
// needed anyway, and spares it the query for statuses stated by absence
// when no such snapshot leaves the card out: a card answer is a process
// of its own, in which preparing and running each query is most of the
// work.
type cardSnapshots struct {
	// imported are the snapshots imported from dumps, oldest first (as
	// importedSnapshots reads them)
	imported []laterSnapshot
	// newest is the last day of the newest snapshot that gave the card a
	// wording (as newestKnown reads it); "" when none did
	newest string
	// unlisting is whether a snapshot listing exactly a format's legal
	// cards has no wording of the card: only then may a status be stated
	// by its absence (refreshAbsences derives them for such snapshots
	// alone, and absenceNotes reads them)
	unlisting bool
}

// readCardSnapshots reads cardSnapshots of the card id; listed, when not
// nil, are the sources that gave it a snapshot wording, read already (a
// field history's listings), so that they are not read again.
func readCardSnapshots(ctx context.Context, tx dbtx, id int64, listed []string) (cardSnapshots, error) {
	out := cardSnapshots{imported: []laterSnapshot{}}
	last := map[string]string{}
	legalLists := map[string]bool{}
	err := eachRow(ctx, tx, `SELECT s.id, s.subset, s.date_last, s.lists_legal_in,
			EXISTS (SELECT 1 FROM wordings w WHERE w.source_id = s.id AND w.from_data = 0)
		FROM sources s WHERE s.kind = 'snapshot' ORDER BY s.date_last, s.id`, func(rows *sql.Rows) error {
		var s laterSnapshot
		var legalIn string
		var imported bool
		if err := rows.Scan(&s.src.ID, &s.src.Subset, &s.last, &legalIn, &imported); err != nil {
			return err
		}
		last[s.src.ID] = s.last
		if legalIn != "" {
			legalLists[s.src.ID] = true
		}
		if imported {
			out.imported = append(out.imported, s)
		}
		return nil
	})
	if err != nil {
		return out, err
	}
	// the snapshots that gave the card a wording
	unknown := false // a source of a snapshot wording that is no snapshot
	gave := func(source string) {
		d, ok := last[source]
		unknown = unknown || !ok
		out.newest = max(out.newest, d)
		delete(legalLists, source)
	}
	if listed != nil {
		for _, source := range listed {
			gave(source)
		}
	} else {
		err = eachRow(ctx, tx, `SELECT DISTINCT w.source_id FROM wordings w WHERE w.card_id = ? AND w.kind = 'snapshot'`,
			func(rows *sql.Rows) error {
				var source string
				if err := rows.Scan(&source); err != nil {
					return err
				}
				gave(source)
				return nil
			}, id)
		if err != nil {
			return out, err
		}
	}
	out.unlisting = len(legalLists) > 0
	if unknown {
		err = tx.QueryRowContext(ctx, newestSnapshotWording, id).Scan(&out.newest)
	}
	return out, err
}

// keep hands the imported snapshots to the caller's next use
// (importedOnce), when imported is not nil.
func (c cardSnapshots) keep(imported *[]laterSnapshot) {
	if imported != nil {
		*imported = c.imported
	}
}

// newestKnownNote marks a view whose wording is only the newest known
// (see newestKnown), today or, when asOf is not nil, on that date: the
// snapshots up to it that came after the newest listing the card do not
// list it.
func (c cardSnapshots) newestKnownNote(ctx context.Context, tx dbtx, v *oracle.CardView, asOf *oracle.Date) error {
	if c.newest == "" {
		return nil
	}
	later := datedBy(c.imported, asOf)
	k, err := newestKnownAfter(ctx, tx, &later, c.newest)
	if err != nil || k.note == "" {
		return err
	}
	if asOf == nil {
		v.AsOf = oracle.AsOfNewestKnown
	}
	v.NewestKnown = &k.date
	v.Notes = append(v.Notes, k.note)
	return nil
}
