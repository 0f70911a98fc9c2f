package sqlite

import (
	"context"

	"github.com/mtgoracle/oracle/oracle"
)

// deriveMelds gives the cards of each meld pair (oracle.Melds) and the
// card they meld into the meld layout, which a dump that states no layout
// leaves unknown, and the melded card the sum of its parts' mana values,
// which its empty mana cost cannot give.
func deriveMelds(ctx context.Context, tx dbtx) error {
	rows, err := tx.QueryContext(ctx, "SELECT name, oracle_text, mana_value FROM cards ORDER BY id")
	if err != nil {
		return err
	}
	var pool []oracle.MeldCard
	for rows.Next() {
		var c oracle.MeldCard
		if err := rows.Scan(&c.Name, &c.Text, &c.ManaValue); err != nil {
			rows.Close()
			return err
		}
		pool = append(pool, c)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for _, m := range oracle.Melds(pool) {
		if _, err := tx.ExecContext(ctx, `UPDATE cards SET layout = 'meld' WHERE name IN (?, ?, ?) AND layout = 'normal'`,
			m.Result, m.Parts[0], m.Parts[1]); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE cards SET mana_value = ? WHERE name = ? AND mana_cost = '' AND mana_value != ?`,
			m.ManaValue, m.Result, m.ManaValue); err != nil {
			return err
		}
	}
	return nil
}

// sharedPrintedTexts are the pairs of printings of two cards in one set
// under one collector number but for its letter (a meld pair's 15a and
// 15b) that a dump gives the same printed text.
const sharedPrintedTexts = `SELECT p.id, p.text, c.name, c.oracle_text, q.id, d.name, d.oracle_text
	FROM printings p JOIN printings q ON q.set_code = p.set_code AND q.card_id != p.card_id AND q.text = p.text AND q.id > p.id
		AND rtrim(q.number, 'abcdefghijklmnopqrstuvwxyz') = rtrim(p.number, 'abcdefghijklmnopqrstuvwxyz')
	JOIN cards c ON c.id = p.card_id JOIN cards d ON d.id = q.card_id
	WHERE p.number != '' AND p.text != '' AND p.text_problem = '' AND q.text_problem = ''`

// borrowedTextProblem starts the problem of a printing given another
// card's printed text.
const borrowedTextProblem = "source error: the data gives it the printed text of "

// markBorrowedTexts reports, of two cards printed as the halves of one
// card number with the same text, the one whose text it is not as a source
// error (oracle.FindTextProblems, as between a card's faces): MTGJSON
// gives a meld card's back half its front's printed text.
func markBorrowedTexts(ctx context.Context, tx dbtx) error {
	rows, err := tx.QueryContext(ctx, sharedPrintedTexts)
	if err != nil {
		return err
	}
	type pair struct {
		ids   [2]int64
		faces []oracle.PrintedFaceText
	}
	var pairs []pair
	for rows.Next() {
		var pr pair
		pr.faces = make([]oracle.PrintedFaceText, 2)
		if err := rows.Scan(&pr.ids[0], &pr.faces[0].Text, &pr.faces[0].Name, &pr.faces[0].Oracle,
			&pr.ids[1], &pr.faces[1].Name, &pr.faces[1].Oracle); err != nil {
			rows.Close()
			return err
		}
		pr.faces[1].Text = pr.faces[0].Text
		pairs = append(pairs, pr)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for _, pr := range pairs {
		oracle.FindTextProblems(pr.faces)
		for i, f := range pr.faces {
			if f.Problem == "" {
				continue
			}
			problem := borrowedTextProblem + pr.faces[1-i].Name
			if _, err := tx.ExecContext(ctx, "UPDATE printings SET text_problem = ? WHERE id = ?", problem, pr.ids[i]); err != nil {
				return err
			}
		}
	}
	return nil
}
