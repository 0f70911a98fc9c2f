// Package check audits a whole database for the invariants a history
// must keep, whatever dumps were imported and in whatever order.
package check

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/diff"
)

// maxExamples is how many examples a result keeps.
const maxExamples = 5

// Result is one check: how many cards, faces or printings break it, and a
// few of them. A result that is not a violation only reports (source
// errors the import detected).
type Result struct {
	Name        string   `json:"name"`
	Description string   `json:"description"`
	Violation   bool     `json:"violation"`
	Count       int      `json:"count"`
	Examples    []string `json:"examples"`
}

func (r *Result) add(format string, args ...any) {
	r.Count++
	if len(r.Examples) < maxExamples {
		r.Examples = append(r.Examples, fmt.Sprintf(format, args...))
	}
}

// Report is every check's result.
type Report struct {
	Cards  int       `json:"cards"`
	OK     bool      `json:"ok"`
	Checks []*Result `json:"checks"`
}

// Violations counts the results that are violations with a count.
func (r *Report) Violations() int {
	n := 0
	for _, c := range r.Checks {
		if c.Violation && c.Count > 0 {
			n++
		}
	}
	return n
}

// Database is what the checks read: the store.
type Database interface {
	EachTimeline(ctx context.Context, fn func(*oracle.CardTimeline) error) error
	FaceTextClashes(ctx context.Context) ([]oracle.FaceTextClash, error)
	EachCardFieldSources(ctx context.Context, fn func(*oracle.CardFieldSources) error) error
	CardFacts(ctx context.Context) ([]oracle.CardFacts, error)
	EachCardFieldHistory(ctx context.Context, fn func(card string, statements []oracle.FieldStatement, listed []oracle.Listing, legalities map[string]string) error) error
}

// Run runs every check over the store.
func Run(ctx context.Context, store Database) (*Report, error) {
	rep := &Report{}
	newResult := func(name, description string, violation bool) *Result {
		r := &Result{Name: name, Description: description, Violation: violation, Examples: []string{}}
		rep.Checks = append(rep.Checks, r)
		return r
	}
	empty := newResult("empty-wording", "no face's wording in force is empty while a source gave it text", true)
	firsts := newResult("first-printing", "no printing without a release date or known text is a first printing", true)
	windows := newResult("change-window", "every change a snapshot saw lies between two real dates, in order, and a reprint that narrows it inside", true)
	order := newResult("timeline-order", "every face's events are in date order and each has a date", true)
	zero := newResult("zero-size-change", "no change the audit lists is of size 0", true)
	clashes := newResult("face-text-clash", "no face's printed text equals another face's unless reported as a source error", true)
	sourceErrors := newResult("source-error", "faces printed with another face's text, reported as source errors (not a violation)", false)
	fields := newResult("field-source", "each card's current fields come from the newest snapshot that carried them", true)
	faces := newResult("face-order", "every multi-face card's faces are numbered 1, 2, ... in order", true)
	colors := newResult("cost-colors", "every card has the colors of its mana cost, unless its text makes it colorless", true)
	variants := newResult("variant-name", "no card is named as a version of another (\"Sly Spy (b)\") or as a damaged copy of a name (\"XXValor (Valor)\")", true)
	misspelt := newResult("misspelling", "no card known from one snapshot alone is a misspelling of a card printed in the same set", true)
	rarities := newResult("rarity", "every printing's rarity is one of "+strings.Join(oracle.Rarities, ", "), true)
	sharedIDs := newResult("printing-id", "printings of a card's face that share a Scryfall id: one printing under two codes or numbers (not a violation)", false)
	multiFace := newResult("multi-face", "every multi-face card is known as multi-face to a modern dump (MTGJSON v4 or v5, Scryfall, Cockatrice v4)", true)
	severalTexts := newResult("several-texts", "snapshot wordings picked of several texts the snapshot gave the card (not a violation)", false)
	fieldRepeats := newResult("field-history-repeat", "no row of a card's field history repeats the value stated before it", true)
	fieldAsOf := newResult("field-as-of", "on each date a snapshot stated a card's field, the value in force is the one it stated, and no field in force on a snapshot's date comes from a later source", true)
	legalNow := newResult("legalities-now", "every card's current legalities are the statuses its field history holds now, in the formats the newest snapshots state", true)

	audit, err := diff.RunAudit(ctx, diff.AuditFilter{}, diff.DefaultRewrites(), false, func(add func(*oracle.CardTimeline) error) error {
		return store.EachTimeline(ctx, func(t *oracle.CardTimeline) error {
			rep.Cards++
			for _, f := range t.Faces {
				checkFace(t.Name, f, empty, firsts, windows, order)
			}
			return add(t)
		})
	})
	if err != nil {
		return nil, err
	}
	for _, c := range audit.Changes {
		if c.Size == 0 {
			zero.add("%s: %s %s", c.Card, c.Date, c.Source.ID)
		}
	}
	found, err := store.FaceTextClashes(ctx)
	if err != nil {
		return nil, err
	}
	for _, c := range found {
		r := clashes
		if c.Flagged {
			r = sourceErrors
		}
		r.add("%s: %s #%s: faces %s and %s", c.Card, c.Set, c.Number, c.Face, c.OtherFace)
	}
	err = store.EachCardFieldSources(ctx, func(c *oracle.CardFieldSources) error {
		checkFields(c, fields)
		checkColors(c, colors)
		for i, pos := range c.Faces {
			if pos != i+1 {
				faces.add("%s: face %d at position %d", c.Card, i+1, pos)
				break
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	err = store.EachCardFieldHistory(ctx, func(card string, statements []oracle.FieldStatement, listed []oracle.Listing, legalities map[string]string) error {
		checkFieldHistory(card, statements, listed, fieldRepeats, fieldAsOf)
		checkLegalitiesNow(card, statements, listed, legalities, legalNow)
		return nil
	})
	if err != nil {
		return nil, err
	}
	ids, err := store.CardFacts(ctx)
	if err != nil {
		return nil, err
	}
	checkIdentities(ids, identityResults{variants, misspelt, rarities, sharedIDs, multiFace, severalTexts})
	rep.OK = rep.Violations() == 0
	return rep, nil
}

// modernFormats are the dump formats that know every multi-face card as
// one card of its faces, as snapshot titles name them.
var modernFormats = []string{"mtgjson-v4 ", "mtgjson-v5 ", "scryfall ", "cockatrice-v4 "}

// identityResults are the results checkIdentities adds to.
type identityResults struct {
	variants, misspelt, rarities, sharedIDs, multiFace, severalTexts *Result
}

// checkIdentities checks that each card is one real card: named as no
// version or damaged copy of a name, no single old dump's misspelling of a
// card of its set, printed with rarities of the one vocabulary, each
// printing once, and multi-face only as a modern dump knows it.
func checkIdentities(ids []oracle.CardFacts, r identityResults) {
	inSet := map[string][]*oracle.CardFacts{}
	for i := range ids {
		for _, set := range ids[i].Sets {
			inSet[set] = append(inSet[set], &ids[i])
		}
	}
	for i := range ids {
		c := &ids[i]
		if _, letter := oracle.VariantName(c.Name); letter != "" {
			r.variants.add("%s: a version's name", c.Name)
		} else if real, ok := oracle.MangledName(c.Name); ok {
			r.variants.add("%s: a damaged copy of %q", c.Name, real)
		}
		if len(c.Sources) == 1 {
		sets:
			for _, set := range c.Sets {
				for _, other := range inSet[set] {
					if face, ok := oracle.GhostOf(c.Name, other.Name, other.Faces); other != c && ok && face == 0 {
						r.misspelt.add("%s: known only from %s, beside %q in %s", c.Name, c.Sources[0], other.Name, set)
						break sets
					}
				}
			}
		}
		for _, rarity := range c.Rarities {
			if rarity != "" && !slices.Contains(oracle.Rarities, rarity) {
				r.rarities.add("%s: rarity %q", c.Name, rarity)
				break
			}
		}
		if len(c.SharedIDs) > 0 {
			r.sharedIDs.add("%s: %s", c.Name, strings.Join(c.SharedIDs, ", "))
		}
		if (distinct(c.Faces) > 1 || strings.Contains(c.Name, " // ")) && !slices.ContainsFunc(c.FaceSources, func(title string) bool {
			return slices.ContainsFunc(modernFormats, func(f string) bool { return strings.HasPrefix(title, f) })
		}) {
			r.multiFace.add("%s: faces %q known to %q only", c.Name, c.Faces, c.FaceSources)
		}
		if c.SeveralTexts > 0 {
			r.severalTexts.add("%s: %d", c.Name, c.SeveralTexts)
		}
	}
}

// distinct counts the distinct names of names.
func distinct(names []string) int {
	seen := map[string]bool{}
	for _, n := range names {
		seen[n] = true
	}
	return len(seen)
}

// checkFace checks one face's resolved timeline.
func checkFace(card string, f oracle.FaceTimeline, empty, firsts, windows, order *Result) {
	name := card
	if f.Name != card {
		name = card + " (" + f.Name + ")"
	}
	gaveText := false
	var inForce *oracle.Event
	prevDay := ""
	for i := range f.Events {
		e := &f.Events[i]
		if e.Date.IsZero() {
			order.add("%s: %s %s has no date", name, e.Kind, e.Source.ID)
		} else if day := e.Date.First(); day < prevDay {
			order.add("%s: %s %s (%s) comes after an event of %s", name, e.Kind, e.Source.ID, e.Date, prevDay)
		} else {
			prevDay = day
		}
		// Oracle text may drop what a card printed (Metallic Sliver's
		// "counts as a Sliver"): only a snapshot's or an erratum's text
		// says the wording is not empty.
		if e.Text != nil && strings.TrimSpace(*e.Text) != "" && (e.Kind == oracle.EventSnapshot || e.Kind == oracle.EventErrata) {
			gaveText = true
		}
		if e.Kind == oracle.EventPrinting && !e.PrintedAgain() && e.Problem == "" && (e.Date.IsZero() || e.Text == nil) {
			firsts.add("%s: %s #%s is a first printing without a date or text", name, e.Set, e.Number)
		}
		if e.ChangedAfter != nil {
			if e.ChangedAfter.IsZero() || e.Date.IsZero() || e.ChangedAfter.First() > e.Date.Last() {
				windows.add("%s: changed between %q and %q (%s)", name, e.ChangedAfter.String(), e.Date.String(), e.Source.ID)
			}
		}
		// A reprint narrows a window only from inside it.
		if p := e.PrintedNewer; p != nil && (e.ChangedAfter == nil || p.Date.First() <= e.ChangedAfter.Last() || p.Date.Last() >= e.Date.First()) {
			windows.add("%s: printed with the newer wording in %s, outside the window of %s (%s)", name, p, e.Date, e.Source.ID)
		}
		if e.SetsWording() {
			inForce = e
		}
	}
	if gaveText && inForce != nil && strings.TrimSpace(inForce.Wording) == "" && inForce.Kind != oracle.EventSnapshot {
		empty.add("%s: empty since %s (%s) though a source gave text", name, inForce.Date, inForce.Source.ID)
	}
}

// everyDumpCarries are the fields every dump format states: each card's
// must come from its newest snapshot.
var everyDumpCarries = []string{"oracle", "mana_cost", "type_line"}

func checkFields(c *oracle.CardFieldSources, r *Result) {
	for _, name := range everyDumpCarries {
		if st, ok := c.Fields[name]; ok && c.Newest != "" && st != c.Newest {
			r.add("%s: %s set by %q, but the newest snapshot is %q", c.Card, name, st, c.Newest)
			return
		}
	}
	for name, st := range c.Fields {
		if !c.Sources[st] {
			r.add("%s: %s set by %q, which gives the card no wording", c.Card, name, st)
			return
		}
	}
}

// checkColors checks rule 202.2: a card has the colors of the mana symbols
// in its cost (a multi-face card, in the cost it has outside the stack).
// Devoid and "is colorless" make a card colorless whatever its cost.
func checkColors(c *oracle.CardFieldSources, r *Result) {
	if strings.Contains(c.OracleText, "Devoid") || strings.Contains(c.OracleText, "is colorless") {
		return
	}
	for _, color := range oracle.CardColors(c.Layout, c.ManaCost) {
		if !slices.Contains(c.Colors, color) {
			r.add("%s: cost %s, colors %v", c.Card, c.ManaCost, c.Colors)
			return
		}
	}
}

// checkLegalitiesNow checks that a card's current legalities (what search
// and the server read) are what its field history holds now: the status
// in each format the newest snapshots state (a format none of them lists
// is not known to hold), not legal left out.
func checkLegalitiesNow(card string, statements []oracle.FieldStatement, listed []oracle.Listing, current map[string]string, r *Result) {
	want := map[string]string{}
	for _, v := range oracle.KnownFieldsAsOf(statements, listed, oracle.MustDate("9999-12-31")) {
		if format := oracle.LegalityFormat(v.Field); format != "" && v.Face == 0 && v.Source != nil && v.Unlisted == nil && v.Value != oracle.NotLegal {
			want[format] = v.Value
		}
	}
	if !maps.Equal(want, current) {
		r.add("%s: legalities %v, its field history holds %v", card, current, want)
	}
}

// checkFieldHistory checks a card's field history: each row changes the
// value stated before it (or the field's default, for the first); on the
// date of each row, the value in force is that row's; and on the date of
// each snapshot that spoke of the card, no field in force comes from a
// later source.
func checkFieldHistory(card string, statements []oracle.FieldStatement, listed []oracle.Listing, repeats, asOf *Result) {
	type key struct {
		face  int
		field string
	}
	byKey := map[key][]oracle.FieldStatement{}
	for _, s := range statements {
		k := key{s.Face, s.Field}
		byKey[k] = append(byKey[k], s)
	}
	keys := make([]key, 0, len(byKey))
	for k := range byKey {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b key) int {
		if a.face != b.face {
			return a.face - b.face
		}
		return strings.Compare(a.field, b.field)
	})
	for _, k := range keys {
		rows := byKey[k]
		slices.SortStableFunc(rows, func(a, b oracle.FieldStatement) int { return strings.Compare(a.Date.Last(), b.Date.Last()) })
		before := oracle.FieldDefault(k.field)
		for _, r := range rows {
			if r.Value == before {
				repeats.add("%s: %s %s repeats %q", card, oracle.FieldLabel(k.field), r.Source.ID, r.Value)
			}
			before = r.Value
			got, ok := oracle.Field(oracle.FieldsAsOf(rows, listed, r.Date), k.face, k.field)
			// a name written in ASCII is in force under the spelling it spells
			if !ok || got.Value != r.Value && !oracle.SpeltInASCII(r.Value, got.Value) {
				asOf.add("%s: %s on %s is %q, %s stated %q", card, oracle.FieldLabel(k.field), r.Date, got.Value, r.Source.ID, r.Value)
			}
		}
	}
	for _, l := range listed {
		d := l.Date
		for _, v := range oracle.FieldsAsOf(statements, listed, d) {
			if v.Date != nil && v.Date.Last() > d.Last() {
				asOf.add("%s: %s in force on %s comes from %s, dated %s", card, oracle.FieldLabel(v.Field), d, v.Source.ID, v.Date)
			}
			// a value no source states by then is the earliest known only
			// where that stands for the field (empty: not known)
			if e := v.Earliest; v.Source == nil && e != nil && v.Value == e.Value && v.Value != "" && v.Value != oracle.FieldDefault(v.Field) &&
				!oracle.EarliestStandsFor(v.Field) {
				asOf.add("%s: %s in force on %s is %q, first stated by %s, dated %s", card, oracle.FieldLabel(v.Field), d, v.Value, e.Source.ID, e.Date)
			}
		}
	}
}
