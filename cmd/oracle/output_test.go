package main

import (
	"os"
	"testing"
)

// TestDevNullIsNoTerminal: /dev/null is a character device, and no
// terminal to colour or draw progress on.
func TestDevNullIsNoTerminal(t *testing.T) {
	f, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err != nil {
		t.Skip(err)
	}
	defer f.Close()
	if isTerminal(f) {
		t.Errorf("%s is taken for a terminal", os.DevNull)
	}
}
