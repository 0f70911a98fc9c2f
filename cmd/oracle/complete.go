package main

import (
	"strings"

	"github.com/spf13/cobra"
)

// maxCompletions caps the card names offered for one completion.
const maxCompletions = 50

// completeCardName completes a command's NAME argument from the card names
// in the database. It never builds the database: with none yet, it offers
// nothing.
func completeCardName(g *globalOptions) cobra.CompletionFunc {
	return func(cmd *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
		if len(args) > 0 {
			return nil, cobra.ShellCompDirectiveNoFileComp
		}
		store, err := g.openStoreAsIs(cmd.Context())
		if err != nil {
			return nil, cobra.ShellCompDirectiveNoFileComp
		}
		defer store.Close()
		names, err := store.CardNames(cmd.Context(), toComplete, maxCompletions)
		if err != nil {
			return nil, cobra.ShellCompDirectiveNoFileComp
		}
		return names, cobra.ShellCompDirectiveNoFileComp
	}
}

// completionShells are the shells cobra writes completion scripts for.
var completionShells = []string{"bash", "zsh", "fish", "powershell"}

// initCompletionCmd adds cobra's completion command, made to refuse a
// shell it has no script for as a usage error rather than print its help.
func initCompletionCmd(root *cobra.Command) {
	root.InitDefaultCompletionCmd()
	for _, c := range root.Commands() {
		if c.Name() != "completion" {
			continue
		}
		supported := strings.Join(completionShells, ", ")
		c.Args = cobra.ArbitraryArgs
		c.RunE = func(_ *cobra.Command, a []string) error {
			if len(a) == 0 {
				return usagef("name a shell: %s", supported)
			}
			return usagef("unknown shell %q: completion scripts are for %s", a[0], supported)
		}
		for _, shell := range c.Commands() {
			if shell.Args != nil {
				shell.Args = args(shell.Args)
			}
		}
	}
}

// completeWords completes a flag from a fixed list of values.
func completeWords(words []string) cobra.CompletionFunc {
	return func(*cobra.Command, []string, string) ([]cobra.Completion, cobra.ShellCompDirective) {
		return words, cobra.ShellCompDirectiveNoFileComp
	}
}

// completeFlagCardName completes a flag that takes a card name.
func completeFlagCardName(g *globalOptions) cobra.CompletionFunc {
	names := completeCardName(g)
	return func(cmd *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
		return names(cmd, nil, toComplete)
	}
}

// completeSourceID completes a flag that takes a source id, from the
// database: documents, snapshots and sets' releases.
func completeSourceID(g *globalOptions) cobra.CompletionFunc {
	return func(cmd *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
		store, err := g.openStoreAsIs(cmd.Context())
		if err != nil {
			return nil, cobra.ShellCompDirectiveNoFileComp
		}
		defer store.Close()
		sources, err := store.Sources(cmd.Context(), true)
		if err != nil {
			return nil, cobra.ShellCompDirectiveNoFileComp
		}
		var ids []cobra.Completion
		for _, s := range sources {
			if strings.HasPrefix(s.ID, toComplete) {
				ids = append(ids, s.ID)
			}
		}
		return ids, cobra.ShellCompDirectiveNoFileComp
	}
}
