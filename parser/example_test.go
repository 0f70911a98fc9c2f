package parser_test

import (
	"fmt"

	"github.com/mtgoracle/oracle/parser"
)

func ExampleParse() {
	text := "Flying, protection from black\n{1}, {T}, Sacrifice Karn, Silver Golem: Draw a card.\nWhenever Karn blocks, it gets -4/+4 until end of turn."
	card, err := parser.Parse(text, parser.Options{Name: "Karn, Silver Golem", TypeLine: "Legendary Artifact Creature — Golem"})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, a := range card.Abilities {
		fmt.Printf("%s %s: %s\n", a.Pos, a.Kind, a)
		for _, k := range a.Keywords {
			fmt.Printf("  keyword %s %v\n", k.Name, k.Qualities)
		}
		if a.Cost != nil {
			for _, p := range a.Cost.Parts {
				fmt.Printf("  cost %s %q\n", p.Kind, p.Text)
			}
		}
		if a.Trigger != nil {
			fmt.Printf("  trigger %s %q, self %q\n", a.Trigger.Word, a.Trigger.Event.Text, a.Trigger.Event.SelfRefs[0].Text)
		}
	}
	fmt.Println(card.String() == text)
	// Output:
	// 1:1 keyword: Flying, protection from black
	//   keyword Flying []
	//   keyword Protection [black]
	// 2:1 activated: {1}, {T}, Sacrifice Karn, Silver Golem: Draw a card.
	//   cost mana "{1}"
	//   cost tap "{T}"
	//   cost sacrifice "Sacrifice Karn, Silver Golem"
	// 3:1 triggered: Whenever Karn blocks, it gets -4/+4 until end of turn.
	//   trigger Whenever "Karn blocks", self "Karn"
	// true
}
