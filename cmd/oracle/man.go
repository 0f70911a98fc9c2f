package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
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
	v := readBuildVersion()
	// Dated by the revision when it is known, so the pages of one build
	// are the same bytes; else today.
	date := time.Now()
	if built, err := time.Parse(time.RFC3339, v.Time); err == nil {
		date = built
	}
	var write func(*cobra.Command) error
	write = func(c *cobra.Command) error {
		name := strings.ReplaceAll(c.CommandPath(), " ", "-") + ".1"
		if err := os.WriteFile(filepath.Join(out.temp, name), []byte(manPage(c, date, v.Version)), 0o644); err != nil {
			return err
		}
		for _, sub := range c.Commands() {
			if sub.IsAvailableCommand() {
				if err := write(sub); err != nil {
					return err
				}
			}
		}
		return nil
	}
	if err := write(root); err != nil {
		out.abort()
		return fmt.Errorf("man: %w", err)
	}
	if err := out.commit(); err != nil {
		return err
	}
	_, err = fmt.Fprintf(opts.stderr, "wrote the manual pages into %s\n", opts.dir)
	return err
}

// manPage is a command's manual page in roff: name, synopsis, description,
// options and the related pages.
func manPage(c *cobra.Command, date time.Time, version string) string {
	var b strings.Builder
	fmt.Fprintf(&b, ".TH \"ORACLE\" \"1\" \"%s\" \"oracle %s\" \"oracle manual\"\n", date.Format("Jan 2006"), roff(version))
	page := strings.ReplaceAll(c.CommandPath(), " ", "-")
	fmt.Fprintf(&b, ".SH NAME\n%s \\- %s\n", roff(page), roff(c.Short))
	fmt.Fprintf(&b, ".SH SYNOPSIS\n.B %s\n", roff(c.UseLine()))
	long := c.Long
	if long == "" {
		long = c.Short
	}
	b.WriteString(".SH DESCRIPTION\n")
	for _, para := range strings.Split(long, "\n\n") {
		fmt.Fprintf(&b, ".PP\n%s\n", roffLines(para))
	}
	writeFlags := func(title string, flags *pflag.FlagSet) {
		if !flags.HasAvailableFlags() {
			return
		}
		fmt.Fprintf(&b, ".SH %s\n", title)
		flags.VisitAll(func(f *pflag.Flag) {
			if f.Hidden {
				return
			}
			name, usage := pflag.UnquoteUsage(f)
			head := "\\fB\\-\\-" + roff(f.Name) + "\\fR"
			if f.Shorthand != "" {
				head = "\\fB\\-" + roff(f.Shorthand) + "\\fR, " + head
			}
			if name != "" {
				head += " \\fI" + roff(name) + "\\fR"
			}
			fmt.Fprintf(&b, ".TP\n%s\n%s\n", head, roffLines(usage))
		})
	}
	writeFlags("OPTIONS", c.NonInheritedFlags())
	writeFlags("OPTIONS INHERITED FROM PARENT COMMANDS", c.InheritedFlags())
	var related []string
	if c.HasParent() {
		related = append(related, strings.ReplaceAll(c.Parent().CommandPath(), " ", "-")+"(1)")
	}
	for _, sub := range c.Commands() {
		if sub.IsAvailableCommand() {
			related = append(related, strings.ReplaceAll(sub.CommandPath(), " ", "-")+"(1)")
		}
	}
	if len(related) > 0 {
		fmt.Fprintf(&b, ".SH SEE ALSO\n%s\n", roff(strings.Join(related, ", ")))
	}
	return b.String()
}

// roff escapes text for a roff line: backslashes and hyphens.
func roff(s string) string {
	return strings.NewReplacer(`\`, `\e`, "-", `\-`).Replace(s)
}

// roffLines escapes a block of text, keeping a line that starts with a
// dot or a quote from being read as a request.
func roffLines(s string) string {
	lines := strings.Split(roff(s), "\n")
	for i, l := range lines {
		if strings.HasPrefix(l, ".") || strings.HasPrefix(l, "'") {
			lines[i] = `\&` + l
		}
	}
	return strings.Join(lines, "\n")
}
