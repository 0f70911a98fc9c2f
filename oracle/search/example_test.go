package search_test

import (
	"fmt"

	"github.com/mtgoracle/oracle/oracle/search"
)

// Parse reads a query into a tree that prints itself back; Check resolves
// each term to a typed test, or reports the offending token.
func ExampleCheck() {
	n, err := search.Parse(`t:creature kw:echo c:g -(pow>tou or o:"draw a card") asof:1999`)
	if err != nil {
		fmt.Println(err)
		return
	}
	q, err := search.Check(n, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(q.Filter, "| as of", q.AsOf)
	for _, t := range q.Filter.(*search.AndExpr).Terms {
		fmt.Printf("%T %s\n", t, t)
	}
	_, err = search.Check(mustParse("t:creature pwr>3"), nil)
	fmt.Println(err)
	// Output:
	// t:creature kw:echo c:g -(pow>tou or o:"draw a card") | as of 1999
	// *search.TextMatch t:creature
	// *search.KeywordMatch kw:echo
	// *search.ColorMatch c:g
	// *search.NotExpr -(pow>tou or o:"draw a card")
	// search: 1:12: unknown key "pwr" (did you mean "pow"?)
}

func mustParse(q string) search.Node {
	n, err := search.Parse(q)
	if err != nil {
		panic(err)
	}
	return n
}
