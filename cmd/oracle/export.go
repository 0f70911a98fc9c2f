package main

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/export"
	"github.com/mtgoracle/oracle/oracle/render"
	"github.com/mtgoracle/oracle/oracle/search"
)

type exportOptions struct {
	*globalOptions
	streams
	format    string
	asOf      string
	names     []string
	query     string
	source    string
	out       string
	printings bool
	baseURL   string
	json      bool
}

func newExportCmd(g *globalOptions) *cobra.Command {
	opts := &exportOptions{globalOptions: g}
	cmd := &cobra.Command{
		Use:   "export --format FORMAT",
		Short: "Export the cards for engines: json, jsonl, csv, cockatrice, forge, yaml, mtgjson, scryfall, postgres",
		Long: `Export every card (or the cards --name and --source pick) with its faces, cost,
types, P/T, loyalty, colors, Oracle wording, printings, rulings and parsed
abilities, in one of these formats (docs/EXPORT.md describes each):

  json        {"meta": {...}, "data": [cards]}, one card a line (schema/card.v1.schema.json)
  jsonl       one card object a line
  csv         one row per card, or per printing with --printings
  cockatrice  Cockatrice's cards.xml, version 4
  forge       one Forge card script per card, in the directory --out
  yaml        the data/cards.yaml format: snapshot wordings and printings
  mtgjson     MTGJSON's AtomicCards (v5): {"meta": {"date": as-of}, "data": {name: [faces]}}
  scryfall    a Scryfall bulk card array (oracle_cards), the server's card objects;
              with --printings one object per printing (default_cards)
  postgres    a psql script: schema with comments, COPY data (cards, faces, wording
              timelines, errata, printings, rulings, legalities), indexes

With --as-of, the wordings in force on that date, and only the printings,
rulings and snapshot wordings dated on or before it. A card --name asks for
that the format cannot write (cockatrice: a card with no dated printing by
the date, as cards.xml requires a set per card) is an error, exit 1; a whole
export or a --query leaves it out. The export streams: it
holds one card at a time. It goes to standard output unless --out names a
file (for forge, a directory).`,
		Example: `  oracle export --format json --out cards.json
  oracle export --format forge --as-of 1999-01-01 --out forge-1999
  oracle export --format csv --printings --name Curfew --name "Serra Avatar"
  oracle export --format yaml --source mtgjson-2022-04-25 --out cards.yaml
  oracle export --format mtgjson --as-of 2010-01-01 --out AtomicCards-2010.json
  oracle export --format scryfall --printings --query "t:dragon" --out dragons.json
  oracle export --format postgres --out cards.sql && psql -f cards.sql DATABASE`,
		Args: args(cobra.NoArgs),
		RunE: func(cmd *cobra.Command, _ []string) error {
			opts.set(cmd)
			return runExport(cmd.Context(), opts)
		},
	}
	cmd.Flags().StringVar(&opts.format, "format", "", "the export `FORMAT`: "+strings.Join(export.Formats, ", "))
	cmd.Flags().StringVar(&opts.asOf, "as-of", "", "export the wordings in force on `DATE` (YYYY, YYYY-MM or YYYY-MM-DD)")
	cmd.Flags().StringArrayVar(&opts.names, "name", nil, "export only this card (repeatable); `NAME` matches as in oracle card")
	cmd.Flags().StringVar(&opts.query, "query", "", "export only the cards `QUERY` finds (the syntax of oracle search)")
	cmd.Flags().StringVar(&opts.source, "source", "", "export only the cards source `ID` speaks of (oracle sources --sets lists them)")
	cmd.Flags().StringVar(&opts.out, "out", "", "write to `PATH` instead of standard output (a directory for forge)")
	cmd.Flags().BoolVar(&opts.printings, "printings", false, "csv: one row per printing; scryfall: one object per printing")
	cmd.Flags().StringVar(&opts.baseURL, "base-url", "", "scryfall: start the objects' URIs with `URL` (the server's address)")
	cmd.Flags().BoolVar(&opts.json, "json", false, "with --out, print the summary as JSON")
	cmd.RegisterFlagCompletionFunc("format", completeWords(export.Formats))
	cmd.RegisterFlagCompletionFunc("source", completeSourceID(g))
	return cmd
}

// exportSummary is what an export to a file wrote.
type exportSummary struct {
	Format string `json:"format"`
	Out    string `json:"out"`
	Cards  int    `json:"cards"`
}

func runExport(ctx context.Context, opts *exportOptions) error {
	if !slices.Contains(export.Formats, opts.format) {
		return usagef("--format: want one of %s, not %q", strings.Join(export.Formats, ", "), opts.format)
	}
	if opts.format == "forge" && opts.out == "" {
		return usagef("--format forge writes one file per card: give the directory with --out")
	}
	if opts.printings && opts.format != "csv" && opts.format != "scryfall" {
		return usagef("--printings applies to --format csv and scryfall only")
	}
	if opts.baseURL != "" && opts.format != "scryfall" {
		return usagef("--base-url applies to --format scryfall only")
	}
	asOf, err := parseDateFlag("as-of", opts.asOf)
	if err != nil {
		return err
	}
	for _, name := range opts.names {
		if err := checkName("--name", name); err != nil {
			return err
		}
	}
	var query *search.Query
	if opts.query != "" {
		if len(opts.names) > 0 {
			return usagef("--query and --name do not go together")
		}
		_, q, err := compileQuery(opts.query, asOf)
		if err != nil {
			return err
		}
		query = q
	}
	store, err := opts.openReader(ctx, opts.stderr)
	if err != nil {
		return err
	}
	defer store.Close()
	if query != nil {
		if err := checkQuerySources(ctx, store, opts.query, query); err != nil {
			return err
		}
		found, err := store.SearchCards(ctx, query, oracle.SearchOptions{})
		if err != nil {
			return err
		}
		if len(found) == 0 {
			return &oracle.NotFoundError{Query: opts.query}
		}
		for _, c := range found {
			opts.names = append(opts.names, c.Name)
		}
	}

	// The output is written aside and put in place only when complete.
	var out io.Writer = opts.stdout
	commit, abort := func() error { return nil }, func() {}
	dir := ""
	switch {
	case opts.format == "forge":
		o, err := createOutputDir(opts.out)
		if err != nil {
			return err
		}
		dir, commit, abort = o.temp, o.commit, o.abort
	case opts.out != "":
		o, err := createOutput(opts.out, opts.stdout)
		if err != nil {
			return err
		}
		out, commit, abort = o, o.commit, o.abort
	}
	// A card --name asks for is written or the export fails; a query's
	// cards are a selection, as a whole export is.
	named := len(opts.names) > 0 && query == nil
	w, err := export.New(opts.format, out, export.Options{AsOf: asOf, Printings: opts.printings, Dir: dir,
		BaseURL: strings.TrimSuffix(opts.baseURL, "/"), Named: named})
	if err != nil {
		abort()
		return err
	}
	progress := newExportProgress(opts.stderr)
	selection := oracle.ExportOptions{AsOf: asOf, Names: opts.names, Source: opts.source}
	err = export.Run(ctx, store, selection, w, progress.update)
	progress.done()
	if err != nil {
		abort()
		return err
	}
	if err := commit(); err != nil {
		return err
	}
	if opts.out == "" {
		return nil
	}
	summary := exportSummary{Format: opts.format, Out: opts.out, Cards: progress.n}
	if opts.json {
		return render.JSON(opts.stdout, summary)
	}
	_, err = fmt.Fprintf(opts.stdout, "exported %s as %s to %s\n", render.Plural(summary.Cards, "card"), summary.Format, summary.Out)
	return err
}

// exportProgress shows the cards exported so far.
type exportProgress struct {
	progressLine
	n int
}

func newExportProgress(w io.Writer) *exportProgress {
	return &exportProgress{progressLine: newProgressLine(w)}
}

func (p *exportProgress) update(done, total int) {
	p.n = done
	p.show("exporting: %d/%d cards,", done, total)
}

func (p *exportProgress) done() {
	if p.n > 0 {
		p.finish("exported %s", render.Plural(p.n, "card"))
	}
}
