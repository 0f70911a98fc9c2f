package export

import (
	"bufio"
	"fmt"
	"io"
	"maps"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/mtgoracle/oracle/oracle"
)

// postgresSchema creates the tables the postgres format fills, with a
// comment on every table and column. The indexes come after the data.
const postgresSchema = `
CREATE TABLE sources (
    id    text PRIMARY KEY,
    title text NOT NULL,
    kind  text NOT NULL
);
COMMENT ON TABLE sources IS 'Where a wording, erratum or ruling comes from: a snapshot of the Oracle database, an errata document, a set''s printed cards, a rulings document.';
COMMENT ON COLUMN sources.id IS 'The source''s identifier, as oracle sources lists it.';
COMMENT ON COLUMN sources.title IS 'The source''s title.';
COMMENT ON COLUMN sources.kind IS 'snapshot, errata, printed, rulings, ...';

CREATE TABLE cards (
    id                 integer PRIMARY KEY,
    name               text NOT NULL UNIQUE,
    layout             text NOT NULL,
    mana_cost          text NOT NULL,
    mana_value         numeric NOT NULL,
    type_line          text NOT NULL,
    power              text,
    toughness          text,
    loyalty            text,
    defense            text,
    colors             text NOT NULL,
    color_identity     text NOT NULL,
    keywords           text[] NOT NULL,
    oracle_text        text NOT NULL,
    scryfall_oracle_id text
);
COMMENT ON TABLE cards IS 'One row per Oracle card, with the wording in force on the export''s as-of date.';
COMMENT ON COLUMN cards.id IS 'The card''s number in this export; the other tables refer to it.';
COMMENT ON COLUMN cards.name IS 'The card''s Oracle name; a multi-face card''s joins its faces'' with " // ".';
COMMENT ON COLUMN cards.layout IS 'normal, split, flip, transform, modal_dfc, adventure, meld, ...';
COMMENT ON COLUMN cards.mana_cost IS 'The mana cost in braces ({2}{W}); a multi-face card''s joins its faces'' with " // ".';
COMMENT ON COLUMN cards.mana_value IS 'The mana value (converted mana cost).';
COMMENT ON COLUMN cards.type_line IS 'The type line; a multi-face card''s joins its faces''.';
COMMENT ON COLUMN cards.power IS 'Power, as printed (*, 1+*); null when none.';
COMMENT ON COLUMN cards.toughness IS 'Toughness, as printed; null when none.';
COMMENT ON COLUMN cards.loyalty IS 'Starting loyalty; null when none.';
COMMENT ON COLUMN cards.defense IS 'Defense of a battle; null when none.';
COMMENT ON COLUMN cards.colors IS 'The colors, as W U B R G letters in that order (WU); empty for colorless.';
COMMENT ON COLUMN cards.color_identity IS 'The color identity, as W U B R G letters.';
COMMENT ON COLUMN cards.keywords IS 'The keywords the newest snapshot listed; as of a date, those a source stated by then, else the keywords the parser finds in the wording in force then.';
COMMENT ON COLUMN cards.oracle_text IS 'The Oracle wording in force on the as-of date; a multi-face card''s faces'' joined by a line "//".';
COMMENT ON COLUMN cards.scryfall_oracle_id IS 'Scryfall''s oracle id, when a dump gave one.';

CREATE TABLE faces (
    card_id      integer NOT NULL REFERENCES cards (id),
    position     integer NOT NULL,
    name         text NOT NULL,
    mana_cost    text NOT NULL,
    type_line    text NOT NULL,
    supertypes   text[] NOT NULL,
    types        text[] NOT NULL,
    subtypes     text[] NOT NULL,
    power        text,
    toughness    text,
    loyalty      text,
    defense      text,
    colors       text NOT NULL,
    oracle_text  text NOT NULL,
    source_id    text REFERENCES sources (id),
    wording_date text,
    PRIMARY KEY (card_id, position)
);
COMMENT ON TABLE faces IS 'The faces of each card (a single-face card has one, at position 0), each with its wording in force.';
COMMENT ON COLUMN faces.card_id IS 'The card (cards.id).';
COMMENT ON COLUMN faces.position IS 'The face''s place on the card, from 0.';
COMMENT ON COLUMN faces.name IS 'The face''s name (the card''s for a single face).';
COMMENT ON COLUMN faces.mana_cost IS 'The face''s mana cost in braces.';
COMMENT ON COLUMN faces.type_line IS 'The face''s type line.';
COMMENT ON COLUMN faces.supertypes IS 'The supertypes of the type line (Legendary, Basic, Snow, ...).';
COMMENT ON COLUMN faces.types IS 'The card types of the type line.';
COMMENT ON COLUMN faces.subtypes IS 'The subtypes, after the dash.';
COMMENT ON COLUMN faces.power IS 'Power; null when none.';
COMMENT ON COLUMN faces.toughness IS 'Toughness; null when none.';
COMMENT ON COLUMN faces.loyalty IS 'Starting loyalty; null when none.';
COMMENT ON COLUMN faces.defense IS 'Defense; null when none.';
COMMENT ON COLUMN faces.colors IS 'The face''s colors, as W U B R G letters.';
COMMENT ON COLUMN faces.oracle_text IS 'The face''s Oracle wording in force on the as-of date.';
COMMENT ON COLUMN faces.source_id IS 'The source of that wording; null before the face''s first known wording.';
COMMENT ON COLUMN faces.wording_date IS 'The date of that wording (YYYY, YYYY-MM or YYYY-MM-DD).';

CREATE TABLE wordings (
    card_id      integer NOT NULL REFERENCES cards (id),
    face         integer NOT NULL,
    seq          integer NOT NULL,
    kind         text NOT NULL CHECK (kind IN ('printing', 'errata', 'snapshot')),
    date         text NOT NULL,
    date_first   date NOT NULL,
    date_last    date NOT NULL,
    source_id    text NOT NULL REFERENCES sources (id),
    text         text,
    wording      text,
    changed      boolean NOT NULL,
    erratum_kind text,
    set_code     text,
    number       text,
    PRIMARY KEY (card_id, face, seq),
    FOREIGN KEY (card_id, face) REFERENCES faces (card_id, position)
);
COMMENT ON TABLE wordings IS 'Each face''s wording timeline: its printings, errata and snapshots in order, with the wording in force after each.';
COMMENT ON COLUMN wordings.card_id IS 'The card (cards.id).';
COMMENT ON COLUMN wordings.face IS 'The face (faces.position).';
COMMENT ON COLUMN wordings.seq IS 'The event''s place in the face''s timeline, from 0.';
COMMENT ON COLUMN wordings.kind IS 'printing (the card printed), errata (a document corrected the wording) or snapshot (an Oracle snapshot recorded it).';
COMMENT ON COLUMN wordings.date IS 'The event''s date as known: YYYY, YYYY-MM or YYYY-MM-DD.';
COMMENT ON COLUMN wordings.date_first IS 'The first day the date covers.';
COMMENT ON COLUMN wordings.date_last IS 'The last day the date covers: the wording in force on a day D is that of the last event whose date_last <= D that sets one.';
COMMENT ON COLUMN wordings.source_id IS 'The source (sources.id).';
COMMENT ON COLUMN wordings.text IS 'The text as the source gives it (the printed text, the erratum as written, the snapshot''s text); null when a document lists an erratum without its wording.';
COMMENT ON COLUMN wordings.wording IS 'The face''s full wording in force after the event.';
COMMENT ON COLUMN wordings.changed IS 'Whether the event changed the wording in force.';
COMMENT ON COLUMN wordings.erratum_kind IS 'An erratum''s kind (full, partial, ...); null for other events.';
COMMENT ON COLUMN wordings.set_code IS 'A printing''s set code; null for other events.';
COMMENT ON COLUMN wordings.number IS 'A printing''s collector number; null for other events.';

CREATE VIEW errata AS
    SELECT card_id, face, seq, date, date_first, date_last, source_id, text, wording, changed, erratum_kind
    FROM wordings WHERE kind = 'errata';
COMMENT ON VIEW errata IS 'The errata events of the wording timelines: a document corrected a card''s wording.';

CREATE TABLE printings (
    card_id        integer NOT NULL REFERENCES cards (id),
    set_code       text NOT NULL,
    set_name       text,
    released       text,
    released_first date,
    number         text,
    rarity         text,
    artist         text,
    scryfall_id    text,
    multiverse_id  text,
    flags          text[] NOT NULL
);
COMMENT ON TABLE printings IS 'Each printing of each card dated on or before the as-of date.';
COMMENT ON COLUMN printings.card_id IS 'The card (cards.id).';
COMMENT ON COLUMN printings.set_code IS 'The set''s code.';
COMMENT ON COLUMN printings.set_name IS 'The set''s name.';
COMMENT ON COLUMN printings.released IS 'The release date as known (YYYY, YYYY-MM or YYYY-MM-DD); null when undated.';
COMMENT ON COLUMN printings.released_first IS 'The first day of the release date.';
COMMENT ON COLUMN printings.number IS 'The collector number.';
COMMENT ON COLUMN printings.rarity IS 'The rarity as the data gives it.';
COMMENT ON COLUMN printings.artist IS 'The artist.';
COMMENT ON COLUMN printings.scryfall_id IS 'Scryfall''s id of the printing.';
COMMENT ON COLUMN printings.multiverse_id IS 'Gatherer''s multiverse id.';
COMMENT ON COLUMN printings.flags IS 'Marks: reserved, online_only, rebalanced, promo, reprint.';

CREATE TABLE rulings (
    card_id   integer NOT NULL REFERENCES cards (id),
    date      text NOT NULL,
    source_id text NOT NULL,
    item      text NOT NULL,
    kind      text,
    text      text NOT NULL
);
COMMENT ON TABLE rulings IS 'Rulings, rules and mechanics notes on each card dated on or before the as-of date.';
COMMENT ON COLUMN rulings.card_id IS 'The card (cards.id).';
COMMENT ON COLUMN rulings.date IS 'The ruling''s date.';
COMMENT ON COLUMN rulings.source_id IS 'The document it comes from.';
COMMENT ON COLUMN rulings.item IS 'ruling, rule or mechanic.';
COMMENT ON COLUMN rulings.kind IS 'A ruling''s kind (card, general, reversal) or a rule''s (change, general, elimination).';
COMMENT ON COLUMN rulings.text IS 'The ruling''s text.';

CREATE TABLE legalities (
    card_id integer NOT NULL REFERENCES cards (id),
    format  text NOT NULL,
    status  text NOT NULL,
    PRIMARY KEY (card_id, format)
);
COMMENT ON TABLE legalities IS 'The formats each card is legal, banned or restricted in (formats where it is not legal are left out).';
COMMENT ON COLUMN legalities.card_id IS 'The card (cards.id).';
COMMENT ON COLUMN legalities.format IS 'The format, in lower case (modern, legacy, commander, ...).';
COMMENT ON COLUMN legalities.status IS 'legal, banned or restricted.';
`

// postgresIndexes are created once the data is in.
const postgresIndexes = `
CREATE INDEX cards_lower_name ON cards (lower(name));
CREATE INDEX faces_name ON faces (lower(name));
CREATE INDEX wordings_kind ON wordings (kind, date_first);
CREATE INDEX printings_card ON printings (card_id);
CREATE INDEX printings_set ON printings (set_code);
CREATE INDEX rulings_card ON rulings (card_id);
CREATE INDEX legalities_format ON legalities (format, status);
`

// postgresTables are the tables whose rows wait in temporary files while
// the cards stream, with their COPY column lists.
var postgresTables = []struct{ name, columns string }{
	{"faces", "card_id, position, name, mana_cost, type_line, supertypes, types, subtypes, power, toughness, loyalty, defense, colors, oracle_text, source_id, wording_date"},
	{"wordings", "card_id, face, seq, kind, date, date_first, date_last, source_id, text, wording, changed, erratum_kind, set_code, number"},
	{"printings", "card_id, set_code, set_name, released, released_first, number, rarity, artist, scryfall_id, multiverse_id, flags"},
	{"rulings", "card_id, date, source_id, item, kind, text"},
	{"legalities", "card_id, format, status"},
}

// postgresWriter writes a psql script: the schema, then each table's rows
// as COPY data, then the indexes, in one transaction. The cards' rows go
// out as they come; the other tables' wait in temporary files, so memory
// stays flat.
type postgresWriter struct {
	out     *bufio.Writer
	asOf    *oracle.Date
	n       int
	temps   []*os.File
	bufs    []*bufio.Writer
	sources map[string]oracle.SourceRef
}

func newPostgresWriter(w io.Writer, opts Options) *postgresWriter {
	return &postgresWriter{out: bufio.NewWriter(w), asOf: opts.AsOf, sources: map[string]oracle.SourceRef{}}
}

func (p *postgresWriter) Begin(ix *oracle.ExportIndex) error {
	for range postgresTables {
		f, err := os.CreateTemp("", "oracle-postgres-*")
		if err != nil {
			p.cleanup()
			return err
		}
		os.Remove(f.Name()) // unlinked: gone however the export ends
		p.temps = append(p.temps, f)
		p.bufs = append(p.bufs, bufio.NewWriter(f))
	}
	for _, s := range ix.Snapshots {
		p.sources[s.ID] = oracle.SourceRef{ID: s.ID, Title: s.Title, Kind: s.Kind}
	}
	fmt.Fprintf(p.out, "-- The card pool as of %s, for psql -f into an empty database.\n", asOfLabel(p.asOf))
	p.out.WriteString("\\set ON_ERROR_STOP on\nSET client_encoding = 'UTF8';\nSET standard_conforming_strings = on;\nBEGIN;\n")
	p.out.WriteString(postgresSchema)
	fmt.Fprintf(p.out, "COMMENT ON SCHEMA public IS %s;\n", pgQuote("Oracle card pool as of "+asOfLabel(p.asOf)))
	_, err := p.out.WriteString("\nCOPY cards (id, name, layout, mana_cost, mana_value, type_line, power, toughness, loyalty, defense, colors, color_identity, keywords, oracle_text, scryfall_oracle_id) FROM stdin;\n")
	return err
}

func (p *postgresWriter) cleanup() {
	for _, f := range p.temps {
		f.Close()
	}
	p.temps, p.bufs = nil, nil
}

func (p *postgresWriter) Card(c *oracle.ExportCard) error {
	p.n++
	id := p.n
	oracleID := c.Identity().OracleID
	copyRow(p.out, id, c.Name, c.Layout, c.ManaCost, strconv.FormatFloat(c.ManaValue, 'f', -1, 64), c.TypeLine,
		nullable(c.Power), nullable(c.Toughness), nullable(c.Loyalty), nullable(c.Defense),
		strings.Join(c.Colors, ""), strings.Join(c.ColorIdentity, ""), pgArray(c.Keywords), c.OracleText(), nullable(oracleID))
	faces, wordings, printings, rulings, legal := p.bufs[0], p.bufs[1], p.bufs[2], p.bufs[3], p.bufs[4]
	for pos, f := range c.Faces {
		var src, date any = nil, nil
		if f.Source != nil {
			p.source(*f.Source)
			src = f.Source.ID
		}
		if f.Date != nil {
			date = f.Date.String()
		}
		copyRow(faces, id, pos, f.Name, f.ManaCost, f.TypeLine, pgArray(f.Supertypes), pgArray(f.Types), pgArray(f.Subtypes),
			nullable(f.Power), nullable(f.Toughness), nullable(f.Loyalty), nullable(f.Defense), strings.Join(f.Colors, ""),
			f.OracleText, src, date)
		seq := 0
		for _, e := range f.Events {
			if e.Kind != oracle.EventPrinting && e.Kind != oracle.EventErrata && e.Kind != oracle.EventSnapshot {
				continue
			}
			p.source(e.Source)
			var text, wording, erratum, set, number any
			if e.Text != nil {
				text = *e.Text
			}
			if e.SetsWording() {
				wording = e.Wording
			}
			if e.ErratumKind != "" {
				erratum = string(e.ErratumKind)
			}
			if e.Kind == oracle.EventPrinting {
				set, number = nullable(e.Set), nullable(e.Number)
			}
			copyRow(wordings, id, pos, seq, string(e.Kind), e.Date.String(), e.Date.First(), e.Date.Last(), e.Source.ID,
				text, wording, e.Changed, erratum, set, number)
			seq++
		}
	}
	for _, pr := range c.Printings {
		var released, first any
		if !pr.Released.IsZero() {
			released, first = pr.Released.String(), pr.Released.First()
		}
		copyRow(printings, id, pr.Set, nullable(pr.SetName), released, first, nullable(pr.Number), nullable(pr.Rarity),
			nullable(pr.Artist), nullable(pr.ScryfallID), nullable(pr.MultiverseID), pgArray(pr.Flags))
	}
	for _, r := range c.Rulings {
		copyRow(rulings, id, r.Date.String(), r.Source.ID, r.Item, nullable(r.Kind), r.Text)
	}
	for _, format := range slices.Sorted(maps.Keys(c.Legalities)) {
		copyRow(legal, id, format, c.Legalities[format])
	}
	return nil
}

func (p *postgresWriter) source(s oracle.SourceRef) {
	if _, ok := p.sources[s.ID]; !ok {
		p.sources[s.ID] = s
	}
}

func (p *postgresWriter) End() error {
	defer p.cleanup()
	p.out.WriteString("\\.\n\nCOPY sources (id, title, kind) FROM stdin;\n")
	for _, id := range slices.Sorted(maps.Keys(p.sources)) {
		s := p.sources[id]
		copyRow(p.out, s.ID, s.Title, string(s.Kind))
	}
	p.out.WriteString("\\.\n")
	for i, t := range postgresTables {
		if err := p.bufs[i].Flush(); err != nil {
			return err
		}
		if _, err := p.temps[i].Seek(0, io.SeekStart); err != nil {
			return err
		}
		fmt.Fprintf(p.out, "\nCOPY %s (%s) FROM stdin;\n", t.name, t.columns)
		if _, err := io.Copy(p.out, p.temps[i]); err != nil {
			return err
		}
		p.out.WriteString("\\.\n")
	}
	p.out.WriteString(postgresIndexes)
	p.out.WriteString("COMMIT;\nANALYZE;\n")
	return p.out.Flush()
}

// nullable is s, or SQL's null when s is empty.
func nullable(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// copyRow writes one row of COPY's text format: tab-separated values,
// \N for null, backslash escapes for backslash, tab, newline and return.
func copyRow(w io.Writer, values ...any) {
	var b strings.Builder
	for i, v := range values {
		if i > 0 {
			b.WriteByte('\t')
		}
		switch v := v.(type) {
		case nil:
			b.WriteString(`\N`)
		case string:
			b.WriteString(copyEscaper.Replace(v))
		case bool:
			if v {
				b.WriteString("t")
			} else {
				b.WriteString("f")
			}
		default:
			fmt.Fprint(&b, v)
		}
	}
	b.WriteByte('\n')
	io.WriteString(w, b.String())
}

var copyEscaper = strings.NewReplacer(`\`, `\\`, "\t", `\t`, "\n", `\n`, "\r", `\r`)

// pgArray is a text[] literal: {"a","b"}.
func pgArray(items []string) string {
	var b strings.Builder
	b.WriteByte('{')
	for i, s := range items {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteByte('"')
		b.WriteString(strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s))
		b.WriteByte('"')
	}
	b.WriteByte('}')
	return b.String()
}

// pgQuote is a SQL string literal.
func pgQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", "''") + "'"
}
