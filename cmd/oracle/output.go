package main

import (
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"golang.org/x/term"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/render"
)

// newStyle colours text on a terminal only, and never when NO_COLOR is set.
func newStyle(w io.Writer) render.Style {
	return render.Style{On: isTerminal(w) && colorAllowed()}
}

// colorAllowed reports whether NO_COLOR leaves colour allowed.
func colorAllowed() bool {
	_, noColor := os.LookupEnv("NO_COLOR")
	return !noColor
}

// isTerminal reports whether w is a terminal: not merely a character
// device, which /dev/null is too.
func isTerminal(w io.Writer) bool {
	f := osFile(w)
	return f != nil && term.IsTerminal(int(f.Fd()))
}

// parseDateFlag reads a date flag's value; a bad date is a usage error
// naming the flag and the value.
func parseDateFlag(flag, value string) (*oracle.Date, error) {
	if value == "" {
		return nil, nil
	}
	d, err := oracle.ParseDate(value)
	if err != nil {
		return nil, usagef("--%s: %v", flag, err)
	}
	return &d, nil
}

// parseWindow reads a --since and --until pair; a window that ends
// before it starts is a usage error.
func parseWindow(since, until string) (*oracle.Date, *oracle.Date, error) {
	from, err := parseDateFlag("since", since)
	if err != nil {
		return nil, nil, err
	}
	to, err := parseDateFlag("until", until)
	if err != nil {
		return nil, nil, err
	}
	if from != nil && to != nil && from.First() > to.Last() {
		return nil, nil, usagef("--since %s is after --until %s: no date is in that window", from, to)
	}
	return from, to, nil
}

// checkName reports a card name too long to be one, as a usage error
// naming what gave it.
func checkName(what, name string) error {
	if err := oracle.CheckNameLength(name); err != nil {
		return usagef("%s: %v", what, err)
	}
	return nil
}

// nameArgs checks a command's arguments, the words of a card name, with
// check and for the length of the name they make.
func nameArgs(check cobra.PositionalArgs) cobra.PositionalArgs {
	check = args(check)
	return func(cmd *cobra.Command, a []string) error {
		if err := check(cmd, a); err != nil {
			return err
		}
		// A name may come in words, unquoted: oracle card Serra Avatar.
		return checkName("NAME", strings.Join(a, " "))
	}
}

// streams are a command's standard output and error, as cobra gives
// them; a command's RunE sets them in its options.
type streams struct {
	stdout, stderr io.Writer
}

func (s *streams) set(cmd *cobra.Command) {
	s.stdout, s.stderr = cmd.OutOrStdout(), cmd.ErrOrStderr()
}

// progressLine is a status line on a terminal, rewritten in place at most
// five times a second; it is silent elsewhere. Long commands embed it.
type progressLine struct {
	w           io.Writer
	on          bool
	start, last time.Time
}

func newProgressLine(w io.Writer) progressLine {
	return progressLine{w: w, on: isTerminal(w), start: time.Now()}
}

// show rewrites the line, unless it was rewritten a moment ago.
func (p *progressLine) show(format string, args ...any) {
	if !p.on || time.Since(p.last) < 200*time.Millisecond {
		return
	}
	p.last = time.Now()
	fmt.Fprintf(p.w, "\r"+format+" %s   ", append(args, time.Since(p.start).Round(time.Second))...)
}

// finish writes the closing line, with the time taken.
func (p *progressLine) finish(format string, args ...any) {
	if p.on {
		fmt.Fprintf(p.w, "\r"+format+" in %s%s\n", append(args, time.Since(p.start).Round(time.Millisecond), strings.Repeat(" ", 20))...)
	}
}
