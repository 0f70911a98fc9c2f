// Package oracle is the domain of the card database: cards, faces and
// their wordings, printings, the source documents (printed sets, errata
// bulletins, dated Oracle snapshots) and what they say, and the rules that
// turn a card's events into the wording in force on any date.
//
// It holds the types, their validation (Validate methods, problems as
// file:line:col values), the loading of the project's YAML data, dates of
// a day, month or year, name folding and the one closeness rule for names,
// and the views the store answers with. It imports no database package:
// the store lives in oracle/sqlite, the dump readers in oracle/dump, the
// query language in oracle/search, diffs in oracle/diff and the export
// writers in oracle/export, all importing this package and never the
// other way round.
package oracle
