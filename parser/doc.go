// Package parser parses a card's Oracle text into structured abilities.
//
// It works like text/template/parse and go/scanner: a hand-written lexer
// gives every token a position (1-based line and byte column), and a
// recursive-descent parser builds one Ability per line or paragraph (more
// when a static ability and a triggered one, or a casting restriction and
// a spell's effect, share a paragraph): keyword
// lines (with the keyword parameters of rule 702), activated, triggered,
// static, spell and loyalty abilities, and the structured forms (modal
// "Choose one —" or "Choose three." with "•" modes, saga chapters,
// level-up bands, class levels, die-roll results tables). Kinds follow the
// Comprehensive Rules: an instant's cost and casting rules are static
// (113.6), the triggers its effect creates part of the spell (603.7), and
// the trigger wordings of the first printings ("If ~ attacks, ...",
// "During your upkeep, ...") triggers (603.1). Ability words and reminder
// text are split off, costs are split into parts, and references of the
// card to itself are marked.
//
// Every node prints itself back: Parse(x).String() == x, byte for byte,
// for any input. Problems (an unterminated symbol or reminder) are
// returned as an ErrorList of "file:line:col: message" errors alongside
// the card.
//
// The keyword tables in keywords_table.go are generated from the
// Comprehensive Rules by gen_keywords.go. A Report aggregates parse
// figures over many cards and compares the keyword abilities found with
// those a source such as MTGJSON states.
package parser

//go:generate go run gen_keywords.go
