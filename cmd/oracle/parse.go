package main

import (
	"context"
	"errors"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/render"
	"github.com/mtgoracle/oracle/parser"
)

type parseOptions struct {
	*globalOptions
	streams
	name     string
	text     string
	typeLine string
	report   bool
	json     bool
}

func newParseCmd(g *globalOptions) *cobra.Command {
	opts := &parseOptions{globalOptions: g}
	cmd := &cobra.Command{
		Use:   "parse [NAME...]",
		Short: "Parse Oracle text into abilities and keywords",
		Long: `Parse a card's current Oracle text (or --text) into abilities: their kind
(keyword, activated, triggered, static, spell, loyalty, modal, chapter, level,
class_level), ability words, reminder text, costs split into parts, triggers
and keywords with their parameters. --report parses every card in the
database and measures the parser: lines by kind, lines with no kind, costs
fully tokenized, and keyword precision and recall against the keywords the
card data states, with every disagreement.`,
		Example: `  oracle parse "Karn, Silver Golem" --json
  oracle parse --text "Echo {G}" --type "Creature — Cat"
  oracle parse --report`,
		Args:              nameArgs(cobra.ArbitraryArgs),
		ValidArgsFunction: completeCardName(g),
		RunE: func(cmd *cobra.Command, a []string) error {
			opts.name = strings.Join(a, " ")
			opts.set(cmd)
			return runParse(cmd.Context(), opts)
		},
	}
	cmd.Flags().StringVar(&opts.text, "text", "", "parse `TEXT` instead of a card's wording")
	cmd.Flags().StringVar(&opts.typeLine, "type", "", "the type line of --text")
	cmd.Flags().StringVar(&opts.name, "name", "", "the card name of --text, for self-references")
	cmd.Flags().BoolVar(&opts.report, "report", false, "parse every card in the database and report the figures")
	cmd.Flags().BoolVar(&opts.json, "json", false, "print the parse as JSON")
	return cmd
}

func runParse(ctx context.Context, opts *parseOptions) error {
	out := opts.stdout
	if opts.text != "" {
		if opts.report {
			return usagef("--text and --report do not go together")
		}
		c, err := parser.Parse(opts.text, parser.Options{Name: opts.name, TypeLine: opts.typeLine, File: "text"})
		return printParses(out, opts.json, []*parser.Card{c}, err)
	}
	store, err := opts.openReader(ctx, opts.stderr)
	if err != nil {
		return err
	}
	defer store.Close()
	if opts.report {
		report := parser.NewReport()
		// Keywords stated per face are compared with each face's parse;
		// keywords stated for a whole multi-face card, with its faces' parses
		// together; a card no snapshot stated keywords for is parsed but
		// not compared.
		var whole *parser.Card
		var wholeStated []string
		flush := func() {
			if whole != nil {
				report.Add(whole, wholeStated)
				whole = nil
			}
		}
		err := store.EachFaceText(ctx, func(ft oracle.FaceText) error {
			c, _ := parser.Parse(ft.Text, parser.Options{Name: ft.Name, TypeLine: ft.TypeLine})
			if whole != nil && whole.Name != ft.Card {
				flush()
			}
			switch {
			case !ft.KeywordsStated:
				report.AddUnstated(c)
				return nil
			case !ft.PerCard:
				report.Add(c, ft.StatedKeywords)
				return nil
			}
			if whole == nil {
				whole, wholeStated = &parser.Card{Name: ft.Card}, ft.StatedKeywords
			}
			whole.Abilities = append(whole.Abilities, c.Abilities...)
			return nil
		})
		if err != nil {
			return err
		}
		flush()
		if opts.json {
			return render.JSON(out, report)
		}
		_, err = io.WriteString(out, report.String())
		return err
	}
	if opts.name == "" {
		return usagef("give a card NAME, --text or --report")
	}
	card, err := store.Card(ctx, opts.name, nil)
	if err != nil {
		return err
	}
	faces := card.Faces
	if len(faces) == 0 {
		faces = []oracle.FaceView{{Name: card.Name, TypeLine: card.TypeLine, OracleText: card.OracleText}}
	}
	var parsed []*parser.Card
	var errs []error
	for _, f := range faces {
		c, err := parser.Parse(f.OracleText, parser.Options{Name: f.Name, TypeLine: f.TypeLine})
		parsed = append(parsed, c)
		errs = append(errs, err)
	}
	return printParses(out, opts.json, parsed, errors.Join(errs...))
}

// printParses prints parsed faces; parse problems are reported after the
// output, which still shows everything that parsed.
func printParses(w io.Writer, asJSON bool, cards []*parser.Card, parseErr error) error {
	if asJSON {
		var v any = cards
		if len(cards) == 1 {
			v = cards[0]
		}
		if err := render.JSON(w, v); err != nil {
			return err
		}
	} else {
		render.Parses(w, cards)
	}
	return parseErr
}
