package sqlite

import (
	"cmp"
	"context"
	"database/sql"
	"slices"
	"strings"

	"github.com/mtgoracle/oracle/oracle"
)

// cardSnapshots is what one card's answer reads of the snapshots beside
// its field history: the imported ones, those that gave the card a
// wording, the newest of these, and whether a snapshot listing exactly a
// format's legal cards leaves the card out. It takes one query, two when
// a wording of the program's data cites a source that is no snapshot (a
// card answer is a process of its own, in which preparing and running
// each query is most of the work), and spares the answer the query for
// statuses stated by absence when no such snapshot leaves the card out.
type cardSnapshots struct {
	// imported are the snapshots imported from dumps, oldest first (as
	// importedSnapshots reads them)
	imported []laterSnapshot
	// listed are the sources that gave the card a snapshot wording,
	// oldest first, with the fields each states (as loadFieldHistory
	// reads them)
	listed []oracle.Listing
	// newest is the last day of the newest snapshot that gave the card a
	// wording (as newestKnown reads it); "" when none did
	newest string
	// unlisting is whether a snapshot listing exactly a format's legal
	// cards has no wording of the card: only then may a status be stated
	// by its absence (refreshAbsences derives them for such snapshots
	// alone, and absenceNotes reads them)
	unlisting bool
}

// cardSnapshotsQuery reads the snapshots, oldest first, as
// snapshotListing reads a source, then with whether each was imported
// from a dump and what format's legal cards it lists. It asks nothing of
// one card: which sources gave the card a snapshot wording its timelines
// say (snapshotSources), where the query's subqueries that asked it cost
// a card answer a quarter of a millisecond of SQLite code run for the
// first time in the process. A compound query that read the sources of
// other kinds too cost a card answer half a millisecond more.
const cardSnapshotsQuery = `SELECT s.id, s.title, s.kind, s.date, s.date_last, ` + snapshotFieldList + `,
		EXISTS (SELECT 1 FROM wordings w WHERE w.source_id = s.id AND w.from_data = 0), s.subset, s.lists_legal_in
	FROM sources s WHERE s.kind = 'snapshot' ORDER BY s.date_last, s.id`

// otherCardSnapshotSourcesQuery reads the sources of snapshot wordings of
// the card ?1 that are no snapshots, as snapshotListing reads a source.
const otherCardSnapshotSourcesQuery = `SELECT s.id, s.title, s.kind, s.date, s.date_last, ` + snapshotFieldList + `
	FROM sources s WHERE s.kind != 'snapshot' AND s.id IN ` + cardSnapshotSources

// cardSnapshotSources are the sources of the snapshot wordings of the card
// ?1, and snapshotFieldList the fields the source s states, separated by
// NUL, NULL when none.
const (
	cardSnapshotSources = `(SELECT w.source_id FROM wordings w WHERE w.card_id = ?1 AND w.kind = 'snapshot')`
	snapshotFieldList   = `(SELECT group_concat(f.field, char(0)) FROM snapshot_fields f WHERE f.source_id = s.id)`
)

// snapshotListing is a source that gave a card a snapshot wording, with
// the last day of its date.
type snapshotListing struct {
	oracle.Listing
	last string
}

// scanSnapshotListing reads a source's id, title, kind, date, last day and
// fields as a snapshotListing, then the row's further columns into rest.
func scanSnapshotListing(rows *sql.Rows, rest ...any) (snapshotListing, error) {
	var l snapshotListing
	var date string
	var fields sql.NullString
	if err := rows.Scan(append([]any{&l.Source.ID, &l.Source.Title, &l.Source.Kind, &date, &l.last, &fields}, rest...)...); err != nil {
		return l, err
	}
	l.Date, _ = oracle.ParseDate(date)
	if fields.Valid {
		l.Fields = map[string]bool{}
		for _, f := range strings.Split(fields.String, "\x00") {
			l.Fields[f] = true
		}
	}
	return l, nil
}

// snapshotSources are the sources of the snapshot wordings of a card's
// timelines (by face), each with the last day of its date.
func snapshotSources(timelines map[int][]oracle.Event) map[string]string {
	out := map[string]string{}
	for _, events := range timelines {
		for _, e := range events {
			if e.Kind == oracle.EventSnapshot {
				out[e.Source.ID] = e.Date.Last()
			}
		}
	}
	return out
}

// readCardSnapshots reads cardSnapshots of the card id, whose snapshot
// wordings come from the sources gave (snapshotSources).
func readCardSnapshots(ctx context.Context, tx dbtx, id int64, gave map[string]string) (cardSnapshots, error) {
	out := cardSnapshots{imported: []laterSnapshot{}}
	var listed []snapshotListing
	err := eachRow(ctx, tx, cardSnapshotsQuery, func(rows *sql.Rows) error {
		var imported bool
		var subset, legalIn string
		l, err := scanSnapshotListing(rows, &imported, &subset, &legalIn)
		if err != nil {
			return err
		}
		if imported {
			out.imported = append(out.imported, laterSnapshot{src: oracle.Source{ID: l.Source.ID, Subset: subset}, last: l.last})
		}
		if _, ok := gave[l.Source.ID]; ok {
			listed = append(listed, l)
		} else if legalIn != "" {
			out.unlisting = true
		}
		return nil
	})
	// a wording of the program's data may cite a source that is no snapshot
	if err == nil && len(gave) != len(listed) {
		err = eachRow(ctx, tx, otherCardSnapshotSourcesQuery, func(rows *sql.Rows) error {
			l, err := scanSnapshotListing(rows)
			listed = append(listed, l)
			return err
		}, id)
		slices.SortStableFunc(listed, func(a, b snapshotListing) int {
			return cmp.Or(strings.Compare(a.last, b.last), strings.Compare(a.Source.ID, b.Source.ID))
		})
	}
	for _, l := range listed {
		out.listed = append(out.listed, l.Listing)
		out.newest = max(out.newest, l.last)
	}
	return out, err
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
