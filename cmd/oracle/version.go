package main

import (
	"fmt"
	"github.com/mtgoracle/oracle/oracle/render"
	"runtime"
	"runtime/debug"

	"github.com/spf13/cobra"
)

// buildVersion is what the binary was built from, as the Go toolchain
// recorded it: the module's version ("(devel)" for a build from a
// checkout) and, in a checkout, the VCS revision, its time and whether the
// tree had changes.
type buildVersion struct {
	Version  string `json:"version"`
	Revision string `json:"revision,omitempty"`
	Time     string `json:"time,omitempty"`
	Modified bool   `json:"modified,omitempty"`
	Go       string `json:"go"`
}

func readBuildVersion() buildVersion {
	v := buildVersion{Version: "(unknown)", Go: runtime.Version()}
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return v
	}
	v.Version = info.Main.Version
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			v.Revision = s.Value
		case "vcs.time":
			v.Time = s.Value
		case "vcs.modified":
			v.Modified = s.Value == "true"
		}
	}
	return v
}

// String is the version on one line: "v1.2.0", or "(devel) 6c53fc2fa1b2
// 2026-11-23T21:00:00Z modified" for a build from a checkout.
func (v buildVersion) String() string {
	s := v.Version
	if v.Revision != "" {
		s += " " + v.Revision[:min(12, len(v.Revision))]
	}
	if v.Time != "" {
		s += " " + v.Time
	}
	if v.Modified {
		s += " modified"
	}
	return s
}

type versionOptions struct {
	streams
	json bool
}

func newVersionCmd() *cobra.Command {
	opts := &versionOptions{}
	cmd := &cobra.Command{
		Use:   "version",
		Short: "Print the version oracle was built from",
		Long: `version prints the module version oracle was built from, and for a build from
a checkout the revision, its time and whether the tree had changes, as the Go
toolchain recorded them. oracle --version prints the same line.`,
		Args: args(cobra.NoArgs),
		RunE: func(cmd *cobra.Command, _ []string) error {
			opts.set(cmd)
			return runVersion(opts)
		},
	}
	cmd.Flags().BoolVar(&opts.json, "json", false, "print the version as JSON")
	return cmd
}

func runVersion(opts *versionOptions) error {
	v := readBuildVersion()
	if opts.json {
		return render.JSON(opts.stdout, v)
	}
	_, err := fmt.Fprintf(opts.stdout, "oracle %s (%s)\n", v, v.Go)
	return err
}
