package render

import (
	"strings"
	"testing"

	"github.com/mtgoracle/oracle/oracle"
)

// TestFieldLinesFaces: a face's fields are named by the face's name,
// quoted, as names hold the commas the list is written with.
func TestFieldLinesFaces(t *testing.T) {
	src, date := oracle.SourceRef{ID: "s2025"}, oracle.MustDate("2025-06-27")
	field := func(face int, name string) oracle.FieldAsOf {
		return oracle.FieldAsOf{Face: face, Field: name, Value: "x", Source: &src, Date: &date}
	}
	c := &oracle.CardView{AsOf: "2025-07-01", Faces: []oracle.FaceView{{Name: "Jill, Shiva's Dominant"}, {Name: "Shiva, Warden of Ice"}},
		Fields: []oracle.FieldAsOf{field(0, "name"), field(1, "name"), field(2, "power")}}
	got := strings.Join(fieldSourceLines(c), "\n")
	want := `  name, "Jill, Shiva's Dominant" name, "Shiva, Warden of Ice" power: s2025, 2025-06-27`
	if !strings.Contains(got, want) {
		t.Errorf("got\n%s\nwant the line\n%s", got, want)
	}
}
