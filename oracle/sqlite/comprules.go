package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"slices"
	"strings"

	"github.com/mtgoracle/oracle/oracle"
)

// CompRulesFile is a version of the Comprehensive Rules to import, read
// from Origin.
type CompRulesFile struct {
	Rules  *oracle.CompRules
	Origin string
}

// CompRulesImported counts what importing one version wrote.
type CompRulesImported struct {
	ID        string      `json:"id"`
	Effective oracle.Date `json:"effective"`
	Rules     int         `json:"rules"`
	Glossary  int         `json:"glossary"`
	// Against the version before it, if any: rules added, changed in
	// text, renumbered (text unchanged) and removed.
	Before   string `json:"before,omitempty"`
	Added    int    `json:"added"`
	Changed  int    `json:"changed"`
	Moved    int    `json:"moved"`
	Removed  int    `json:"removed"`
	Replaced bool   `json:"replaced"` // a version of that date was there before
}

// ImportCompRules imports versions of the Comprehensive Rules, in one
// transaction. A version with the date of one already imported replaces
// it. The rules' identities and changes are worked out again over every
// version, so that versions may come in any order.
func (s *Store) ImportCompRules(ctx context.Context, files []CompRulesFile) ([]CompRulesImported, error) {
	var out []CompRulesImported
	// the rules name no card's fields: card_field_changes stays as it is
	err := s.writeFresh(ctx, func(tx *sql.Tx) (bool, error) {
		var err error
		out, err = importCompRules(ctx, tx, files)
		return true, err
	})
	return out, err
}

func importCompRules(ctx context.Context, tx *sql.Tx, files []CompRulesFile) ([]CompRulesImported, error) {
	h, err := readRulesHistory(ctx, tx)
	if err != nil {
		return nil, err
	}
	type version struct {
		rules  *oracle.CompRules
		origin string
		isNew  bool
		was    bool
	}
	byDate := map[string]*version{}
	for _, f := range compRulesFiles(h) {
		byDate[f.Rules.Effective.String()] = &version{rules: f.Rules, origin: f.Origin}
	}
	for _, f := range files {
		d := f.Rules.Effective.String()
		if old, ok := byDate[d]; ok && old.isNew {
			return nil, fmt.Errorf("%s and %s are both the rules effective %s", old.origin, f.Origin, d)
		}
		_, was := byDate[d]
		byDate[d] = &version{rules: f.Rules, origin: f.Origin, isNew: true, was: was}
	}
	dates := make([]string, 0, len(byDate))
	for d := range byDate {
		dates = append(dates, d)
	}
	slices.Sort(dates)
	all := make([]*oracle.CompRules, len(dates))
	for i, d := range dates {
		all[i] = byDate[d].rules
	}
	changes := oracle.ChainRules(all)
	glossary := oracle.ChainGlossary(all)
	for _, table := range []string{"comp_glossary", "comp_rules", "comp_rule_sections", "comp_rule_versions"} {
		if _, err := tx.ExecContext(ctx, "DELETE FROM "+table); err != nil {
			return nil, err
		}
	}
	ids := make([]string, len(dates))
	var out []CompRulesImported
	for i, d := range dates {
		v := byDate[d]
		ids[i] = oracle.CompRulesID(v.rules.Effective)
		if _, err := tx.ExecContext(ctx, "INSERT INTO comp_rule_versions (id, effective, seq, origin, rules, glossary) VALUES (?, ?, ?, ?, ?, ?)",
			ids[i], d, i, v.origin, len(v.rules.Rules), len(v.rules.Glossary)); err != nil {
			return nil, err
		}
		b := newRowBatch("comp_rule_sections", "version_id, number, title, part, part_title", "")
		for _, s := range v.rules.Sections {
			if err := b.add(ctx, tx, ids[i], s.Number, s.Title, s.Part, s.PartTitle); err != nil {
				return nil, err
			}
		}
		if err := b.flush(ctx, tx); err != nil {
			return nil, err
		}
		if v.isNew {
			out = append(out, CompRulesImported{ID: ids[i], Effective: v.rules.Effective, Rules: len(v.rules.Rules), Glossary: len(v.rules.Glossary), Replaced: v.was})
		}
	}
	b := newRowBatch("comp_rules", "ident, version_id, number, text, matched, score", "")
	for _, c := range changes {
		var text any
		if c.HasText {
			text = c.Text
		}
		if err := b.add(ctx, tx, c.Rule, ids[c.Version], c.Number, text, c.How, c.Score); err != nil {
			return nil, err
		}
	}
	if err := b.flush(ctx, tx); err != nil {
		return nil, err
	}
	g := newRowBatch("comp_glossary", "term, version_id, text", "")
	for _, c := range glossary {
		var text any
		if !c.Removed {
			text = c.Text
		}
		if err := g.add(ctx, tx, c.Term, ids[c.Version], text); err != nil {
			return nil, err
		}
	}
	if err := g.flush(ctx, tx); err != nil {
		return nil, err
	}
	for i := range out {
		seq := slices.Index(ids, out[i].ID)
		if seq == 0 {
			continue
		}
		out[i].Before = ids[seq-1]
		for _, c := range changes {
			if c.Version != seq {
				continue
			}
			switch {
			case c.Removed():
				out[i].Removed++
			case c.How == "":
				out[i].Added++
			case c.HasText:
				out[i].Changed++
			default:
				out[i].Moved++
			}
		}
	}
	return out, nil
}

// compRulesFiles are the versions of h, each rebuilt whole.
func compRulesFiles(h *oracle.RulesHistory) []CompRulesFile {
	var out []CompRulesFile
	for _, v := range h.Versions {
		r := &oracle.CompRules{Effective: v.Effective, Sections: h.Sections[v.Seq], Glossary: h.GlossaryAt(v.Seq)}
		for _, st := range h.Rules(v.Seq) {
			r.Rules = append(r.Rules, st.CompRule)
		}
		out = append(out, CompRulesFile{Rules: r, Origin: v.Origin})
	}
	return out
}

// keepCompRules imports again, after a pack was loaded, the versions of
// the rules the database held before (kept) that the pack lacks.
func keepCompRules(ctx context.Context, tx *sql.Tx, kept []CompRulesFile) error {
	if len(kept) == 0 {
		return nil
	}
	h, err := readRulesHistory(ctx, tx)
	if err != nil {
		return err
	}
	have := map[string]bool{}
	for _, v := range h.Versions {
		have[v.Effective.String()] = true
	}
	var missing []CompRulesFile
	for _, f := range kept {
		if !have[f.Rules.Effective.String()] {
			missing = append(missing, f)
		}
	}
	if len(missing) == 0 {
		return nil
	}
	_, err = importCompRules(ctx, tx, missing)
	return err
}

// RulesHistory reads every imported version of the Comprehensive Rules.
func (s *Store) RulesHistory(ctx context.Context) (*oracle.RulesHistory, error) {
	var h *oracle.RulesHistory
	err := s.read(ctx, func(tx *sql.Tx) error {
		var err error
		h, err = readRulesHistory(ctx, tx)
		return err
	})
	return h, err
}

// RulesHistoryFor reads what a rule reference needs of the history: every
// version, and the changes of the rules and glossary entries the reference
// may find (oracle.RulesHistory.Lookup and History find in it what they
// find in the whole history), rather than all of them.
func (s *Store) RulesHistoryFor(ctx context.Context, ref string) (*oracle.RulesHistory, error) {
	ref = oracle.NormalizeRuleRef(ref)
	var h *oracle.RulesHistory
	err := s.read(ctx, func(tx *sql.Tx) error {
		f := historyFilter{}
		if n := oracle.RuleNumber(ref); n.Valid() {
			f.numbers = []oracle.RuleNumber{n}
		} else {
			titles, err := queryStrings(ctx, tx, `SELECT DISTINCT r.number FROM comp_rules r WHERE r.ident IN
				(SELECT ident FROM comp_rules WHERE text = ? COLLATE NOCASE AND (number GLOB '701.*' OR number GLOB '702.*'))
				AND r.number != ''`, ref)
			if err != nil {
				return err
			}
			for _, t := range titles {
				f.numbers = append(f.numbers, oracle.RuleNumber(t))
			}
			f.term = ref
			f.glossary = true
		}
		var err error
		h, err = readRulesHistoryWhere(ctx, tx, &f)
		return err
	})
	return h, err
}

// historyFilter limits what readRulesHistoryWhere reads: the rules that
// ever had one of numbers or a number under one, and the glossary terms
// that may name term. The zero filter reads no rule and no term; nil
// reads everything.
type historyFilter struct {
	numbers  []oracle.RuleNumber
	term     string
	glossary bool
}

// globs are the conditions on comp_rules.number and their arguments.
func (f historyFilter) globs() (string, []any) {
	if len(f.numbers) == 0 {
		return "0", nil
	}
	var conds []string
	var args []any
	for _, n := range f.numbers {
		_, rule, sub, _ := n.Parts()
		conds = append(conds, "r.number = ?")
		args = append(args, string(n))
		switch {
		case rule == 0:
			conds, args = append(conds, "r.number GLOB ?"), append(args, string(n)+".*")
		case sub == "":
			conds, args = append(conds, "r.number GLOB ?"), append(args, string(n)+"[a-z]*")
		}
	}
	return "r.ident IN (SELECT ident FROM comp_rules r WHERE " + strings.Join(conds, " OR ") + ")", args
}

func readRulesHistory(ctx context.Context, tx dbtx) (*oracle.RulesHistory, error) {
	return readRulesHistoryWhere(ctx, tx, nil)
}

func readRulesHistoryWhere(ctx context.Context, tx dbtx, f *historyFilter) (*oracle.RulesHistory, error) {
	ruleCond, ruleArgs, glossCond, sectionCond := "1", []any(nil), "1", "1"
	var glossArgs, sectionArgs []any
	if f != nil {
		ruleCond, ruleArgs = f.globs()
		glossCond = "0"
		if f.glossary {
			glossCond = "(g.term = ? COLLATE NOCASE OR g.term LIKE '%,%')"
			glossArgs = []any{f.term}
		}
		var sections []string
		for _, n := range f.numbers {
			sections = append(sections, "?")
			sectionArgs = append(sectionArgs, n.Section())
		}
		sectionCond = "number IN (" + strings.Join(sections, ", ") + ")"
		if len(sections) == 0 {
			sectionCond = "0"
		}
	}
	h := &oracle.RulesHistory{}
	seqOf := map[string]int{}
	err := eachRow(ctx, tx, "SELECT id, effective, seq, origin, rules, glossary FROM comp_rule_versions ORDER BY seq", func(rows *sql.Rows) error {
		var v oracle.CompRulesVersion
		var effective string
		if err := rows.Scan(&v.ID, &effective, &v.Seq, &v.Origin, &v.Rules, &v.Glossary); err != nil {
			return err
		}
		d, err := oracle.ParseDate(effective)
		if err != nil {
			return fmt.Errorf("comp_rule_versions %s: %w", v.ID, err)
		}
		if v.Seq != len(h.Versions) {
			return fmt.Errorf("comp_rule_versions %s: seq %d out of order", v.ID, v.Seq)
		}
		v.Effective = d
		seqOf[v.ID] = v.Seq
		h.Versions = append(h.Versions, v)
		return nil
	})
	if err != nil {
		return nil, err
	}
	h.Sections = make([][]oracle.CompSection, len(h.Versions))
	err = eachRow(ctx, tx, "SELECT version_id, number, title, part, part_title FROM comp_rule_sections WHERE "+sectionCond+" ORDER BY version_id, number", func(rows *sql.Rows) error {
		var id string
		var s oracle.CompSection
		if err := rows.Scan(&id, &s.Number, &s.Title, &s.Part, &s.PartTitle); err != nil {
			return err
		}
		h.Sections[seqOf[id]] = append(h.Sections[seqOf[id]], s)
		return nil
	}, sectionArgs...)
	if err != nil {
		return nil, err
	}
	err = eachRow(ctx, tx, `SELECT r.ident, v.seq, r.number, r.text, r.matched, r.score FROM comp_rules r
		JOIN comp_rule_versions v ON v.id = r.version_id WHERE `+ruleCond+` ORDER BY v.seq, r.ident`, func(rows *sql.Rows) error {
		var c oracle.CompRuleChange
		var text sql.NullString
		if err := rows.Scan(&c.Rule, &c.Version, &c.Number, &text, &c.How, &c.Score); err != nil {
			return err
		}
		c.Text, c.HasText = text.String, text.Valid
		h.Changes = append(h.Changes, c)
		return nil
	}, ruleArgs...)
	if err != nil {
		return nil, err
	}
	err = eachRow(ctx, tx, `SELECT g.term, v.seq, g.text FROM comp_glossary g
		JOIN comp_rule_versions v ON v.id = g.version_id WHERE `+glossCond+` ORDER BY v.seq, g.term`, func(rows *sql.Rows) error {
		var c oracle.GlossaryChange
		var text sql.NullString
		if err := rows.Scan(&c.Term, &c.Version, &text); err != nil {
			return err
		}
		c.Text, c.Removed = text.String, !text.Valid
		h.Glossary = append(h.Glossary, c)
		return nil
	}, glossArgs...)
	return h, err
}
