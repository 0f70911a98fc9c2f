package main

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// failingDevice is a device in dir that fails every write with ENOSPC: a
// node of /dev/full's device, made here so that a command that removed
// its output on failure would remove nothing of the system's. Without the
// right to make one, /dev/full itself, unless running as root.
func failingDevice(t *testing.T, dir string) (string, bool) {
	t.Helper()
	path := filepath.Join(dir, "full")
	const full = 1<<8 | 7 // major 1, minor 7
	if err := syscall.Mknod(path, syscall.S_IFCHR|0o666, full); err == nil {
		return path, true
	}
	if _, err := os.Stat("/dev/full"); err != nil || os.Geteuid() == 0 {
		t.Log("no device that fails writes can be made here: skipping that case")
		return "", false
	}
	return "/dev/full", true
}
