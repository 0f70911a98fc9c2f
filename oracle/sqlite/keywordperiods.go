package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"strings"

	"github.com/mtgoracle/oracle/oracle"
)

// metaKeywordPeriods is the meta key set while keyword_periods is current:
// computed by the last write, or loaded from a pack that held it. A
// database migrated to the table, or loaded from a pack without it, has it
// empty and the key unset until its next write; kw: as of a date then
// parses the wordings of then itself, with the same answer.
const metaKeywordPeriods = "keyword_periods"

// keywordPeriodsCurrent reports whether keyword_periods is current.
func keywordPeriodsCurrent(ctx context.Context, tx dbtx) (bool, error) {
	var v string
	err := tx.QueryRowContext(ctx, "SELECT value FROM meta WHERE key = ?", metaKeywordPeriods).Scan(&v)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	return v == "1", err
}

// refreshKeywordPeriods computes keyword_periods again from every card's
// timeline, at the end of a write: the keyword abilities the parser finds
// in the wording in force from each date on, parsed as a search as of a
// date parses it (candidate.KeywordsAsOf: the card's name, every face).
func refreshKeywordPeriods(ctx context.Context, tx dbtx) error {
	if _, err := tx.ExecContext(ctx, "DELETE FROM keyword_periods"); err != nil {
		return err
	}
	// Most wordings stand over several events and many cards share one:
	// each (name, wording) is parsed once.
	type input struct{ name, wording string }
	parsed := map[input][]string{}
	var rows []any
	flush := func() error {
		if len(rows) == 0 {
			return nil
		}
		n := len(rows) / 4
		q := "INSERT INTO keyword_periods (card_id, keyword, since, until) VALUES " +
			strings.TrimSuffix(strings.Repeat("(?, ?, ?, ?), ", n), ", ")
		_, err := tx.ExecContext(ctx, q, rows...)
		rows = rows[:0]
		return err
	}
	err := eachTimelineID(ctx, tx, func(id int64, t *oracle.CardTimeline) error {
		faces := make([][]oracle.Event, len(t.Faces))
		for i, f := range t.Faces {
			faces[i] = f.Events
		}
		keywords := func(wording string) []string {
			key := input{t.Name, wording}
			names, ok := parsed[key]
			if !ok {
				names = oracle.ParsedKeywordNames(t.Name, wording)
				parsed[key] = names
			}
			return names
		}
		for _, p := range oracle.KeywordPeriods(faces, keywords) {
			var until any
			if p.Until != "" {
				until = p.Until
			}
			rows = append(rows, id, p.Keyword, p.Since, until)
		}
		if len(rows) >= 4*200 {
			return flush()
		}
		return nil
	})
	if err != nil {
		return err
	}
	if err := flush(); err != nil {
		return err
	}
	return setMeta(ctx, tx, metaKeywordPeriods, "1")
}
