package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
)

// ChangeClass is a row of change_classes (see schema.sql): the class kept
// under a key of the classifier's rules and inputs.
type ChangeClass struct {
	Key   string
	Class string
	Why   []string
	Size  int
}

// ChangeClasses reads the classes kept under the rules given, the others
// left out: they were worked out by another classifier.
func (s *Store) ChangeClasses(ctx context.Context, rules string) ([]ChangeClass, error) {
	var out []ChangeClass
	err := s.read(ctx, func(tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, "SELECT key, class, why, size FROM change_classes WHERE rules = ?", rules)
		if err != nil {
			return err
		}
		defer rows.Close()
		var why string
		for rows.Next() {
			var c ChangeClass
			if err := rows.Scan(&c.Key, &c.Class, &why, &c.Size); err != nil {
				return err
			}
			if err := json.Unmarshal([]byte(why), &c.Why); err != nil {
				return err
			}
			if c.Why == nil {
				c.Why = []string{}
			}
			out = append(out, c)
		}
		return rows.Err()
	})
	return out, err
}

// KeepChangeClasses adds classes under the rules given to change_classes,
// drops those of other rules and those of the rules given whose keys are
// in unused, in one transaction.
func (s *Store) KeepChangeClasses(ctx context.Context, rules string, classes []ChangeClass, unused []string) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback() // a no-op after Commit
	if _, err := tx.ExecContext(ctx, "DELETE FROM change_classes WHERE rules <> ?", rules); err != nil {
		return err
	}
	del, err := tx.PrepareContext(ctx, "DELETE FROM change_classes WHERE key = ?")
	if err != nil {
		return err
	}
	defer del.Close()
	for _, k := range unused {
		if _, err := del.ExecContext(ctx, k); err != nil {
			return err
		}
	}
	ins, err := tx.PrepareContext(ctx, `INSERT INTO change_classes (key, rules, class, why, size) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (key) DO UPDATE SET rules = excluded.rules, class = excluded.class, why = excluded.why, size = excluded.size`)
	if err != nil {
		return err
	}
	defer ins.Close()
	for _, c := range classes {
		why, err := json.Marshal(c.Why)
		if err != nil {
			return err
		}
		if _, err := ins.ExecContext(ctx, c.Key, rules, c.Class, string(why), c.Size); err != nil {
			return err
		}
	}
	return tx.Commit()
}

// AfterWrite has fn run after each write that changed the cards' data
// commits (an import, the embedded data), to bring up to date what is
// derived from the data above the store: the audit's classes
// (change_classes). An error of fn is the write's, which stays committed.
func (s *Store) AfterWrite(fn func(ctx context.Context, s *Store) error) {
	s.afterWrite = fn
}
