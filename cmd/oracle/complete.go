package main

import (
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
