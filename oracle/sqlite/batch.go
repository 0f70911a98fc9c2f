package sqlite

import (
	"context"
	"fmt"
	"strings"
)

// batchRows is how many rows one batched INSERT writes.
const batchRows = 128

// rowBatch gathers the rows of one INSERT and writes them many to a
// statement: an import writes a few hundred thousand rows, and running a
// statement cost more than writing the row it carried.
type rowBatch struct {
	table string
	// insert is the statement up to VALUES, tail what follows the rows
	// (an ON CONFLICT clause, or "").
	insert, tail string
	width        int
	args         []any
	// written counts the rows written so far (those a conflict clause
	// skipped left out).
	written int64
	// after is flushed first: the rows this batch's refer to.
	after *rowBatch
}

func newRowBatch(table, columns, tail string) *rowBatch {
	return &rowBatch{table: table, insert: "INSERT INTO " + table + " (" + columns + ")", tail: tail,
		width: strings.Count(columns, ",") + 1}
}

// add gathers a row, and writes the batch when it is full.
func (b *rowBatch) add(ctx context.Context, tx dbtx, values ...any) error {
	if len(values) != b.width {
		return fmt.Errorf("%s: %d values for %d columns", b.table, len(values), b.width)
	}
	b.args = append(b.args, values...)
	if len(b.args) == b.width*batchRows {
		return b.flush(ctx, tx)
	}
	return nil
}

// flush writes the rows gathered.
func (b *rowBatch) flush(ctx context.Context, tx dbtx) error {
	if b.after != nil {
		if err := b.after.flush(ctx, tx); err != nil {
			return err
		}
	}
	rows := len(b.args) / b.width
	if rows == 0 {
		return nil
	}
	row := "(" + strings.Repeat("?, ", b.width-1) + "?)"
	query := b.insert + " VALUES " + strings.Repeat(row+", ", rows-1) + row + " " + b.tail
	res, err := tx.ExecContext(ctx, query, b.args...)
	if err != nil {
		return fmt.Errorf("writing %s: %w", b.table, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return err
	}
	b.written += n
	clear(b.args) // let the values go
	b.args = b.args[:0]
	return nil
}
