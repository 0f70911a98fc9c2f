package main

import "testing"

// A command line that runs one command builds it alone, found as cobra
// finds it in the whole tree (past the root's flags and their values);
// help, completion, man, a mistake or no command build the whole tree.
func TestCommandAlone(t *testing.T) {
	for _, tt := range []struct {
		line []string
		want string // "" for the whole tree
	}{
		{[]string{"card", "Counterspell"}, "card"},
		{[]string{"--db", "x.db", "card", "Counterspell", "--as-of", "1999"}, "card"},
		{[]string{"--db=x.db", "search", "t:elf"}, "search"},
		{[]string{"--db", "card", "rulings", "Curfew"}, "rulings"},
		{[]string{"rules", "changes"}, "rules"},
		{[]string{"version", "--json"}, "version"},
		{[]string{"card", "--help"}, "card"},
		{[]string{"man", "dir"}, ""},
		{[]string{"help", "card"}, ""},
		{[]string{"completion", "bash"}, ""},
		{[]string{"__complete", "card", "Coun"}, ""},
		{[]string{"cardz", "x"}, ""},
		{[]string{"--help"}, ""},
		{nil, ""},
	} {
		got := ""
		if sub := commandAlone(newRootCmd(nil), tt.line); sub != nil {
			got = sub.name
		}
		if got != tt.want {
			t.Errorf("%q runs %q alone, want %q", tt.line, got, tt.want)
		}
	}
}

// Each subcommand is made under the name commandAlone finds it by.
func TestSubcommandNames(t *testing.T) {
	for _, sub := range subcommands {
		if got := sub.make(&globalOptions{}).Name(); got != sub.name {
			t.Errorf("subcommand %q makes %q", sub.name, got)
		}
	}
}
