//go:build !linux

package sqlite

import "os"

// peakRSS is the peak resident memory, in KiB, of a process that ended,
// where the system reports it in known units: on Linux.
func peakRSS(*os.ProcessState) (int64, bool) { return 0, false }
