package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
)

// outputFile is a file a command writes at a path the user gave. A regular
// file (or one not there yet) is written to a temporary file beside it,
// renamed over it by commit: until then, and after a failure, the path
// holds what it held. Anything else (a device, a pipe) is written
// directly, as is the command's own standard output named by path
// (/dev/stdout). Nothing the command did not create is ever removed.
type outputFile struct {
	io.Writer
	file     *os.File // nil when writing to standard output
	path     string   // where the output ends up
	temp     string   // the temporary file to rename to path; "" when writing directly
	mode     fs.FileMode
	keepMode bool // path exists: the output takes its permissions
}

// createOutput opens the output for path; stdout is the command's
// standard output.
func createOutput(path string, stdout io.Writer) (*outputFile, error) {
	target, info, err := resolveOutput(path)
	if err != nil {
		return nil, err
	}
	if info != nil && info.IsDir() {
		return nil, usagef("--out: %s is a directory", path)
	}
	if f := osFile(stdout); info != nil && f != nil {
		if own, err := f.Stat(); err == nil && os.SameFile(info, own) {
			return &outputFile{Writer: stdout, path: path}, nil
		}
	}
	if info != nil && !info.Mode().IsRegular() {
		// No O_CREATE, no O_TRUNC: a device or pipe is only written to.
		f, err := os.OpenFile(target, os.O_WRONLY, 0)
		if err != nil {
			return nil, err
		}
		return &outputFile{Writer: f, file: f, path: path}, nil
	}
	o := &outputFile{path: target}
	if info != nil {
		o.mode, o.keepMode = info.Mode().Perm(), true
	}
	err = createTemp(target, func(name string) error {
		f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o666)
		if err == nil {
			o.file, o.temp = f, name
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	o.Writer = o.file
	return o, nil
}

// resolveOutput follows path's symbolic links, so that the output
// replaces the file a link points to, not the link; info is nil when
// there is no file there yet.
func resolveOutput(path string) (string, fs.FileInfo, error) {
	info, err := os.Stat(path)
	if errors.Is(err, fs.ErrNotExist) {
		if _, lerr := os.Lstat(path); lerr == nil {
			return "", nil, fmt.Errorf("--out: %s is a symbolic link to nothing", path)
		}
		return path, nil, nil
	}
	if err != nil {
		return "", nil, err
	}
	target, err := filepath.EvalSymlinks(path)
	if err != nil {
		// A link /proc cannot resolve to a path, like a pipe's: write to
		// path itself.
		return path, info, nil
	}
	return target, info, nil
}

// createTemp calls create with fresh names beside path until one is new.
func createTemp(path string, create func(name string) error) error {
	dir, base := filepath.Split(path)
	for range 100 {
		name := filepath.Join(dir, "."+base+".tmp-"+strconv.FormatUint(rand.Uint64()%1e9, 10))
		if err := create(name); !errors.Is(err, fs.ErrExist) {
			return err
		}
	}
	return fmt.Errorf("cannot create a temporary file beside %s", path)
}

// commit puts the output in place.
func (o *outputFile) commit() error {
	if o.file == nil {
		return nil
	}
	if o.temp == "" {
		return o.file.Close()
	}
	// On disk before it replaces the old file, so that a crash leaves one
	// or the other, whole.
	err := o.file.Sync()
	if cerr := o.file.Close(); err == nil {
		err = cerr
	}
	if err == nil && o.keepMode {
		err = os.Chmod(o.temp, o.mode)
	}
	if err == nil {
		err = os.Rename(o.temp, o.path)
	}
	if err != nil {
		os.Remove(o.temp)
	}
	return err
}

// abort drops the output, leaving the path as it was.
func (o *outputFile) abort() {
	if o.file == nil {
		return
	}
	o.file.Close()
	if o.temp != "" {
		os.Remove(o.temp)
	}
}

// outputDir is a directory a command fills with files at a path the user
// gave. The files are written into a temporary directory beside it; commit
// moves them in, each replacing the file of its name, or renames the
// temporary directory to path when path is not there yet. Files in path
// that the output does not replace are left alone, and so is everything
// after a failure.
type outputDir struct {
	path, temp string
	exists     bool
}

func createOutputDir(path string) (*outputDir, error) {
	target, info, err := resolveOutput(path)
	if err != nil {
		return nil, err
	}
	if info != nil && !info.IsDir() {
		return nil, usagef("--out: %s is not a directory", path)
	}
	o := &outputDir{path: target, exists: info != nil}
	err = createTemp(target, func(name string) error {
		err := os.Mkdir(name, 0o777)
		if err == nil {
			o.temp = name
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	return o, nil
}

func (o *outputDir) commit() error {
	if !o.exists {
		if err := os.Rename(o.temp, o.path); err != nil {
			o.abort()
			return err
		}
		return nil
	}
	err := filepath.WalkDir(o.temp, func(name string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(o.temp, name)
		if err != nil {
			return err
		}
		dest := filepath.Join(o.path, rel)
		if d.IsDir() {
			return os.MkdirAll(dest, 0o777)
		}
		return os.Rename(name, dest)
	})
	o.abort()
	return err
}

// abort removes the temporary directory, which the command created.
func (o *outputDir) abort() { os.RemoveAll(o.temp) }
