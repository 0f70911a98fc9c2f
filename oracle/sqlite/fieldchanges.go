package sqlite

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/mtgoracle/oracle/oracle"
)

// fieldChangesSQL adds to card_field_changes (see schema.sql) the fields
// whose value in force has not been the stored one at every date, counting
// at every date; migrations/0014_card_field_changes.sql computed it the
// same way.
var fieldChangesSQL = `-- the statements of each card's and face's fields: how many, the least
-- value, the first day
CREATE TEMP TABLE field_counts AS SELECT cf.card_id, cf.face, cf.field, count(*) AS n, min(cf.value) AS v, min(s.date_last) AS first
	FROM card_fields cf JOIN sources s ON s.id = cf.source_id
	WHERE cf.field IN ('layout', 'mana_cost', 'type_line', 'power', 'toughness', 'loyalty', 'defense', 'colors', 'color_identity', 'keywords')
	GROUP BY cf.card_id, cf.face, cf.field;
CREATE UNIQUE INDEX temp.field_counts_key ON field_counts (card_id, face, field);
-- the first day a snapshot that carried each field listed each card
CREATE TEMP TABLE field_listed AS SELECT l.card_id, sf.field, min(s.date_last) AS first
	FROM (SELECT DISTINCT card_id, source_id FROM wordings WHERE kind = 'snapshot') l
	JOIN sources s ON s.id = l.source_id JOIN snapshot_fields sf ON sf.source_id = l.source_id
	WHERE sf.field IN ('layout', 'mana_cost', 'type_line', 'power', 'toughness', 'loyalty', 'defense', 'colors', 'color_identity', 'keywords')
	GROUP BY l.card_id, sf.field;
CREATE UNIQUE INDEX temp.field_listed_key ON field_listed (card_id, field);
-- a field stated more than once, or once with another value than the
-- stored one, or not stated before a snapshot that carried it listed the
-- card (which then stated the empty default) while the stored one is not
-- empty
INSERT INTO card_field_changes (card_id, face, field)
WITH names(field) AS (VALUES ('layout'), ('mana_cost'), ('type_line'), ('power'), ('toughness'), ('loyalty'), ('defense'),
	('colors'), ('color_identity'), ('keywords')),
stored(card_id, face, field, value) AS (
	SELECT c.id, 0, n.field, CASE n.field WHEN 'layout' THEN c.layout WHEN 'mana_cost' THEN c.mana_cost WHEN 'type_line' THEN c.type_line
		WHEN 'power' THEN c.power WHEN 'toughness' THEN c.toughness WHEN 'loyalty' THEN c.loyalty WHEN 'defense' THEN c.defense
		WHEN 'colors' THEN c.colors WHEN 'color_identity' THEN c.color_identity ELSE c.keywords END FROM cards c, names n
	UNION ALL
	SELECT f.card_id, f.position, n.field, CASE n.field WHEN 'mana_cost' THEN f.mana_cost WHEN 'type_line' THEN f.type_line
		WHEN 'power' THEN f.power WHEN 'toughness' THEN f.toughness WHEN 'loyalty' THEN f.loyalty WHEN 'defense' THEN f.defense
		WHEN 'colors' THEN f.colors ELSE f.keywords END FROM faces f, names n WHERE n.field NOT IN ('layout', 'color_identity'))
SELECT s.card_id, s.face, s.field FROM stored s
	LEFT JOIN temp.field_counts n ON n.card_id = s.card_id AND n.face = s.face AND n.field = s.field
	LEFT JOIN temp.field_listed l ON l.card_id = s.card_id AND l.field = s.field
	WHERE n.n > 1 OR (n.n = 1 AND n.v != s.value) OR (s.value != '' AND l.first IS NOT NULL AND (n.n IS NULL OR l.first < n.first))
	ON CONFLICT DO UPDATE SET until = '';
DROP TABLE temp.field_counts;
DROP TABLE temp.field_listed;
`

// firstTypeLineStatements is the SQL of the first day (first, by the
// first day of a source's date, and until, by the last) each card and
// face has its type line stated.
const firstTypeLineStatements = `(SELECT cf.card_id, cf.face, min(s.date_first) AS first, min(s.date_last) AS until
	FROM card_fields cf JOIN sources s ON s.id = cf.source_id WHERE cf.field = 'type_line' GROUP BY cf.card_id, cf.face)`

// printedTypeLineChangesSQL adds to card_field_changes the cards and faces
// a printing before any source states their type line gives another type
// line than the stored one (oracle.WithPrintedTypeLines; a card's, its
// printed line or its faces' joined), each counting until the first
// statement's day (see schema.sql); migration 0018 first added the faces'
// and single-face cards', counting at every date. It is built on first
// use: only a write runs it.
var printedTypeLineChangesSQL = sync.OnceValue(func() string {
	return `INSERT INTO card_field_changes (card_id, face, field, until)
SELECT DISTINCT x.card_id, x.face, 'type_line', t.until FROM (` + printedTypeLineRows + ` AND p.face > 0) x
	JOIN ` + firstTypeLineStatements + ` t ON t.card_id = x.card_id AND t.face = x.face
	JOIN faces f ON f.card_id = x.card_id AND f.position = x.face
	WHERE x.day < t.first AND x.line != f.type_line;
INSERT INTO card_field_changes (card_id, face, field, until)
SELECT DISTINCT w.card_id, 0, 'type_line', t.until FROM (` + fmt.Sprintf(printedCardTypeLines, "") + `) w
	JOIN ` + firstTypeLineStatements + ` t ON t.card_id = w.card_id AND t.face = 0
	JOIN cards c ON c.id = w.card_id
	WHERE w.day < t.first AND w.line != c.type_line;
`
})

// notKnownBeforeStatedSQL adds to card_field_changes the cards and faces
// with a value of a field not known before a source states it
// (oracle.EarliestStandsFor): before the first statement's day the value
// in force is none, not the stored one, so the row counts until then
// (see schema.sql), when the card is known by then (printed, or given a
// wording by an erratum): a search as of a date leaves out a card not
// known by then. A type line its first printing states is known from then
// on: it needs a row only where a printing shows another than the stored
// one (printedTypeLineChangesSQL). A row already listed stays as it is.
// The keywords need none: kw: as of a date asks for a statement by then
// itself.
var notKnownBeforeStatedSQL = sync.OnceValue(func() string {
	var fields, card, face []string
	for _, f := range oracle.CardFieldNames {
		if oracle.EarliestStandsFor(f) || f == "keywords" {
			continue
		}
		fields = append(fields, "'"+f+"'")
		card = append(card, "WHEN '"+f+"' THEN c."+f)
		if slices.Contains(oracle.FaceFieldNames, f) {
			face = append(face, "WHEN '"+f+"' THEN f."+f)
		}
	}
	return `INSERT INTO card_field_changes (card_id, face, field, until)
SELECT x.card_id, x.face, x.field, x.until FROM (SELECT cf.card_id, cf.face, cf.field, min(s.date_last) AS until
	FROM card_fields cf JOIN sources s ON s.id = cf.source_id WHERE cf.field IN (` + strings.Join(fields, ", ") + `)
	GROUP BY cf.card_id, cf.face, cf.field) x
	WHERE CASE WHEN x.face = 0 THEN (SELECT CASE x.field ` + strings.Join(card, " ") + ` END FROM cards c WHERE c.id = x.card_id)
		ELSE (SELECT CASE x.field ` + strings.Join(face, " ") + ` END FROM faces f WHERE f.card_id = x.card_id AND f.position = x.face) END != ''
		AND (EXISTS (SELECT 1 FROM cards kc WHERE kc.id = x.card_id AND kc.first_printed != '' AND kc.first_printed < x.until)
			OR EXISTS (SELECT 1 FROM wordings kw JOIN sources ks ON ks.id = kw.source_id
				WHERE kw.card_id = x.card_id AND kw.kind = 'errata' AND ks.date_last < x.until))
		AND NOT (x.field = 'type_line' AND EXISTS (SELECT 1 ` + statingPrintings + ` AND p.card_id = x.card_id AND p.face = x.face
			AND ps.date_last <= (SELECT kc.first_printed FROM cards kc WHERE kc.id = x.card_id)))
	ON CONFLICT DO NOTHING;
`
})

// refreshFieldChanges computes card_field_changes again from the fields
// and listings it derives from, at the end of a write: the printed type
// lines and the fields not known before they are stated, dated, then
// every other field, which counts at every date.
func refreshFieldChanges(ctx context.Context, tx dbtx) error {
	all := "DELETE FROM card_field_changes;\n" + printedTypeLineChangesSQL() + notKnownBeforeStatedSQL() + fieldChangesSQL
	for _, q := range strings.Split(all, ";\n") {
		if strings.TrimSpace(q) == "" {
			continue
		}
		if _, err := tx.ExecContext(ctx, q); err != nil {
			return err
		}
	}
	return refreshChangedFields(ctx, tx)
}

// refreshChangedFields sets each card's changed_fields (see schema.sql)
// from card_field_changes, as migrations/0022_cards_changed_fields.sql
// first did.
func refreshChangedFields(ctx context.Context, tx dbtx) error {
	// grouped, not a subquery per card: a pack loads without the
	// table's index by card
	for _, q := range []string{
		`UPDATE cards SET changed_fields = '' WHERE changed_fields != '' AND id NOT IN (SELECT card_id FROM card_field_changes WHERE face = 0)`,
		`UPDATE cards SET changed_fields = listed.fields FROM (SELECT card_id, ' ' || group_concat(field, ' ' ORDER BY field) || ' ' AS fields
			FROM card_field_changes WHERE face = 0 GROUP BY card_id) listed
		WHERE listed.card_id = cards.id AND listed.fields != cards.changed_fields`,
	} {
		if _, err := tx.ExecContext(ctx, q); err != nil {
			return err
		}
	}
	return nil
}
