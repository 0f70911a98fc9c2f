// Command proctime runs commands as whole processes, in turn, many times,
// and prints for each the median, lowest and highest of its wall time and
// of its CPU time (user + system, as the kernel accounts it for the child,
// to the microsecond), in microseconds. The commands are run alternately
// (A B A B ...), so that a change in the machine's load falls on all of
// them alike. Each command's output is read and dropped. A command that
// fails stops the run.
//
//	proctime -runs N -- CMD ARGS... -- CMD ARGS... [-- ...]
//
// scripts/bench-card-asof.sh uses it to time `oracle card --as-of` of two
// builds side by side.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"slices"
	"strings"
	"time"
)

func main() {
	runs := flag.Int("runs", 30, "runs of each command")
	flag.Parse()
	var cmds [][]string
	for _, a := range flag.Args() {
		if a == "--" {
			cmds = append(cmds, nil)
			continue
		}
		if len(cmds) == 0 {
			cmds = append(cmds, nil)
		}
		cmds[len(cmds)-1] = append(cmds[len(cmds)-1], a)
	}
	cmds = slices.DeleteFunc(cmds, func(c []string) bool { return len(c) == 0 })
	if len(cmds) == 0 || *runs < 1 {
		fmt.Fprintln(os.Stderr, "usage: proctime -runs N -- CMD ARGS... -- CMD ARGS...")
		os.Exit(2)
	}
	wall := make([][]int64, len(cmds))
	cpu := make([][]int64, len(cmds))
	for range *runs {
		for i, c := range cmds {
			w, u, err := run(c)
			if err != nil {
				fmt.Fprintf(os.Stderr, "proctime: %s: %v\n", strings.Join(c, " "), err)
				os.Exit(1)
			}
			wall[i] = append(wall[i], w)
			cpu[i] = append(cpu[i], u)
		}
	}
	for i := range cmds {
		fmt.Printf("%d wall_us %s cpu_us %s\n", i, stats(wall[i]), stats(cpu[i]))
	}
}

// run runs c once and returns its wall and CPU time in microseconds.
func run(c []string) (wall, cpu int64, err error) {
	cmd := exec.Command(c[0], c[1:]...)
	cmd.Stdout, cmd.Stderr = io.Discard, io.Discard
	start := time.Now()
	if err := cmd.Run(); err != nil {
		return 0, 0, err
	}
	wall = time.Since(start).Microseconds()
	st := cmd.ProcessState
	return wall, (st.UserTime() + st.SystemTime()).Microseconds(), nil
}

// stats is "median min max" of v.
func stats(v []int64) string {
	s := slices.Clone(v)
	slices.Sort(s)
	return fmt.Sprintf("%d %d %d", s[len(s)/2], s[0], s[len(s)-1])
}
