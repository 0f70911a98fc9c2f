//go:build !linux

package main

import "testing"

// failingDevice is a device that fails every write, which only Linux
// offers (/dev/full).
func failingDevice(t *testing.T, _ string) (string, bool) {
	t.Log("no device that fails writes on this system: skipping that case")
	return "", false
}
