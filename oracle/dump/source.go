package dump

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/mtgoracle/oracle/oracle"
)

// SnapshotSource is the source a dump imports as, dated date: its id is
// the format's family and the date (mtgjson-2022-04-25), its title the
// format and date, its origin the files' names.
func SnapshotSource(meta Meta, date oracle.Date, paths []string) oracle.Source {
	family, _, _ := strings.Cut(string(meta.Format), "-")
	names := make([]string, len(paths))
	for i, p := range paths {
		names[i] = filepath.Base(p)
	}
	return oracle.Source{
		ID: family + "-" + date.String(), Title: fmt.Sprintf("%s snapshot of %s", meta.Format, date),
		Kind: oracle.SourceSnapshot, Date: date, Origin: strings.Join(names, ", "),
	}
}
