package oracle

import (
	"fmt"
	"sort"
	"strings"
)

func fmtPos(file string, line, col int) string {
	return fmt.Sprintf("%s:%d:%d", file, line, col)
}

// Problem is one thing wrong with input data, at a position.
type Problem struct {
	Pos Pos
	Msg string
}

func (p Problem) Error() string {
	if s := p.Pos.String(); s != "" {
		return s + ": " + p.Msg
	}
	return p.Msg
}

// Problems is every problem found in a run; loaders report all of them,
// not only the first.
type Problems []Problem

func (ps *Problems) add(pos Pos, format string, args ...any) {
	*ps = append(*ps, Problem{Pos: pos, Msg: fmt.Sprintf(format, args...)})
}

// Err is nil when there are no problems, else the problems sorted by position.
func (ps Problems) Err() error {
	if len(ps) == 0 {
		return nil
	}
	sorted := append(Problems(nil), ps...)
	sort.SliceStable(sorted, func(i, j int) bool {
		a, b := sorted[i].Pos, sorted[j].Pos
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Col < b.Col
	})
	return sorted
}

func (ps Problems) Error() string {
	lines := make([]string, len(ps))
	for i, p := range ps {
		lines[i] = p.Error()
	}
	return strings.Join(lines, "\n")
}
