package sqlite

import (
	"context"
	"database/sql"
	"strings"

	"github.com/mtgoracle/oracle/oracle"
)

// cardSnapshots is what one card's answer reads of the snapshots, in one
// query where it took three or four: each snapshot, whether it gives the
// card a wording, and the snapshots listing exactly a format's legal
// cards. A card's answer is a process of its own, in which preparing and
// running each query is most of the work.
type cardSnapshots struct {
	// listed are the snapshots that gave the card a wording, oldest
	// first, with the fields each states (as loadCardFieldHistory reads
	// them)
	listed []oracle.Listing
	// newest is the last day of the newest of them; "" when none did
	newest string
	// imported are the snapshots imported from dumps, oldest first (as
	// importedSnapshots reads them)
	imported []laterSnapshot
	// unlisting is whether a snapshot listing exactly a format's legal
	// cards has no wording of the card: only then may a status be stated
	// by its absence (absenceNotes)
	unlisting bool
}

// readCardSnapshots reads cardSnapshots of the card id.
func readCardSnapshots(ctx context.Context, tx dbtx, id int64) (cardSnapshots, error) {
	out := cardSnapshots{imported: []laterSnapshot{}}
	err := eachRow(ctx, tx, `SELECT `+prefixed("s.", sourceColumns)+`, s.date_last, s.subset, s.lists_legal_in != '',
			s.kind = 'snapshot' AND EXISTS (SELECT 1 FROM wordings w WHERE w.source_id = s.id AND w.from_data = 0),
			EXISTS (SELECT 1 FROM wordings w WHERE w.card_id = ?1 AND w.source_id = s.id AND w.kind = 'snapshot'),
			(SELECT group_concat(f.field, char(0)) FROM snapshot_fields f WHERE f.source_id = s.id)
		FROM sources s WHERE s.kind = 'snapshot' OR s.lists_legal_in != ''
			OR s.id IN (SELECT w.source_id FROM wordings w WHERE w.card_id = ?1 AND w.kind = 'snapshot')
		ORDER BY s.date_last, s.id`, func(rows *sql.Rows) error {
		var src datedSource
		var date, last, subset string
		var legalList, imported, lists bool
		var fields sql.NullString
		if err := rows.Scan(&src.ref.ID, &src.ref.Title, &src.ref.Kind, &date, &last, &subset, &legalList, &imported, &lists, &fields); err != nil {
			return err
		}
		if imported {
			out.imported = append(out.imported, laterSnapshot{src: oracle.Source{ID: src.ref.ID, Subset: subset}, last: last})
		}
		if legalList && !lists {
			out.unlisting = true
		}
		if !lists {
			return nil
		}
		out.newest = max(out.newest, last)
		src.date, _ = oracle.ParseDate(date)
		l := oracle.Listing{Source: src.ref, Date: src.date}
		if fields.Valid {
			l.Fields = map[string]bool{}
			for _, f := range strings.Split(fields.String, "\x00") {
				l.Fields[f] = true
			}
		}
		out.listed = append(out.listed, l)
		return nil
	}, id)
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
	later := []laterSnapshot{}
	for _, s := range c.imported {
		if asOf == nil || s.last <= asOf.Last() {
			later = append(later, s)
		}
	}
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
