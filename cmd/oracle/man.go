package main

import (
	"fmt"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/cobra/doc"
)

type manOptions struct {
	streams
	dir string
}

func newManCmd() *cobra.Command {
	opts := &manOptions{}
	cmd := &cobra.Command{
		Use:   "man DIR",
		Short: "Write a manual page for oracle and each of its commands into DIR",
		Long: `man writes the manual pages of oracle and of each command (oracle.1,
oracle-card.1, ...) into DIR, creating it when it is not there. The pages are
written into a temporary directory first and moved in when all are done; other
files in DIR are left alone. Read one with: man DIR/oracle-card.1`,
		Args: args(cobra.ExactArgs(1)),
		RunE: func(cmd *cobra.Command, a []string) error {
			opts.set(cmd)
			opts.dir = a[0]
			return runMan(cmd.Root(), opts)
		},
	}
	return cmd
}

func runMan(root *cobra.Command, opts *manOptions) error {
	out, err := createOutputDir(opts.dir)
	if err != nil {
		return err
	}
	root.DisableAutoGenTag = true // the pages of one version are the same bytes
	v := readBuildVersion()
	header := &doc.GenManHeader{Title: "ORACLE", Section: "1", Source: "oracle " + v.Version, Manual: "oracle manual"}
	// Dated by the revision when it is known, so the pages of one build
	// are the same bytes; else today, as cobra does.
	if built, err := time.Parse(time.RFC3339, v.Time); err == nil {
		header.Date = &built
	}
	if err := doc.GenManTree(root, header, out.temp); err != nil {
		out.abort()
		return fmt.Errorf("man: %w", err)
	}
	if err := out.commit(); err != nil {
		return err
	}
	_, err = fmt.Fprintf(opts.stderr, "wrote the manual pages into %s\n", opts.dir)
	return err
}
