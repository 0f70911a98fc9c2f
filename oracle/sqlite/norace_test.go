//go:build !race

package sqlite

// raceEnabled: the race detector multiplies a process's memory, so the
// bounds on it are not checked.
const raceEnabled = false
