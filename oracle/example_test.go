package oracle_test

import (
	"fmt"

	"github.com/mtgoracle/oracle/oracle"
)

// A partial erratum ("[...] new words") keeps an ability's words up to
// where the erratum's take over and replaces the rest of that sentence;
// with ability 0 the ability it matches best is chosen.
func ExampleApplyPartialErratum() {
	wording := "Flying\nAt the beginning of your upkeep, sacrifice this creature unless you pay {1}. Draw a card."
	got, err := oracle.ApplyPartialErratum(wording, "[...] sacrifice this creature unless you pay {2}.", 0)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(got)
	// Output:
	// Flying
	// At the beginning of your upkeep, sacrifice this creature unless you pay {2}. Draw a card.
}
