package diff_test

import (
	"fmt"
	"os"

	"github.com/mtgoracle/oracle/oracle/diff"
)

// Compare a card's printed wording with its Oracle wording, and tell a
// templating change (one the rewrites explain) from a functional one.
func ExampleCompare() {
	d := diff.Compare(
		"When Gravedigger comes into play, you may return target creature card from your graveyard to your hand.",
		"When Gravedigger enters, you may return target creature card from your graveyard to your hand.")
	diff.NewClassifier(diff.DefaultRewrites(), "Gravedigger").Classify(d)
	for _, op := range d.Ops {
		if op.Kind != diff.Equal {
			fmt.Printf("%s %q -> %q: %s\n", op.Kind, op.Old, op.New, op.Class)
		}
	}
	diff.WriteInline(os.Stdout, d, diff.TextMarks, false)
	fmt.Println()
	// Output:
	// replace "comes into play" -> "enters": templating
	// When Gravedigger [-comes into play-]{+enters+}, you may return target creature card from your graveyard to your hand.
}
