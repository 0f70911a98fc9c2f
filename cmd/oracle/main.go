// Command oracle is an offline Oracle card database and errata toolchain
// for Magic: The Gathering: current and historical card wordings, errata
// by date and source, rulings, and the documents behind them.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"

	"github.com/mtgoracle/oracle/oracle/render"
)

// Exit codes, documented in the root command's help.
const (
	exitOK       = 0
	exitError    = 1
	exitUsage    = 2
	exitNotFound = 3
)

func main() {
	// A reader that goes away (oracle export | head) makes writes fail
	// with EPIPE, which run treats as the end of the output, rather than
	// killing the program with SIGPIPE.
	signal.Ignore(syscall.SIGPIPE)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	code := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// run executes one command line and returns its exit code. An error goes
// to stderr and, when the command line asks for JSON, as a JSON object to
// stdout too.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	cmd := newRootCmd(args)
	cmd.SetArgs(args)
	out := &outWriter{w: stdout}
	cmd.SetOut(out)
	cmd.SetErr(stderr)
	ran, err := cmd.ExecuteContextC(ctx)
	if err == nil {
		// Commands print with fmt.Fprint*, whose errors they leave to this.
		err = out.err
	}
	if err == nil || errors.Is(err, syscall.EPIPE) || errors.Is(out.err, syscall.EPIPE) {
		// A closed pipe is a reader that has read enough: whatever failed
		// after it went, nobody is reading.
		return exitOK
	}
	fmt.Fprintln(stderr, "oracle: "+err.Error())
	e := describeError(err)
	if out.err == nil && wantsJSON(ran, args) {
		render.JSON(stdout, errorJSON{e})
	}
	return e.exitCode()
}

// outWriter is standard output, remembering the first write error.
type outWriter struct {
	w   io.Writer
	err error
}

func (o *outWriter) Write(p []byte) (int, error) {
	if o.err != nil {
		return 0, o.err
	}
	n, err := o.w.Write(p)
	if err != nil {
		o.err = fmt.Errorf("standard output: %w", err)
	}
	return n, o.err
}

// osFile is the file under w, or nil when w writes elsewhere.
func osFile(w io.Writer) *os.File {
	if o, ok := w.(*outWriter); ok {
		w = o.w
	}
	f, _ := w.(*os.File)
	return f
}

// usageError is a mistake in how the command was called.
type usageError struct{ err error }

func (e *usageError) Error() string { return e.err.Error() }
func (e *usageError) Unwrap() error { return e.err }

func usagef(format string, args ...any) error {
	return &usageError{fmt.Errorf(format, args...)}
}
