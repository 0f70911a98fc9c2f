package sqlite

import (
	"os"
	"syscall"
)

// peakRSS is the peak resident memory, in KiB, of a process that ended.
func peakRSS(ps *os.ProcessState) (int64, bool) {
	ru, ok := ps.SysUsage().(*syscall.Rusage)
	if !ok {
		return 0, false
	}
	return ru.Maxrss, true // Linux counts it in KiB
}
