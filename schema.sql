-- The oracle database. Applied at once by oracle.Open on a new database;
-- an older database is brought to the version below, stored in PRAGMA
-- user_version, by the numbered steps in migrations/. A change of schema
-- edits this file, raises the version and adds the step that makes the
-- same change to an existing database (see migrations/README.md).
-- schema-version: 24

-- schema_migrations records the migration steps applied to this database,
-- with the time each was applied; a database created at the current version
-- records that instead.
CREATE TABLE schema_migrations (
	version INTEGER PRIMARY KEY,
	name    TEXT NOT NULL,
	applied TEXT NOT NULL
);

-- meta holds facts about the database itself, such as the digest of the
-- embedded data it was built from.
CREATE TABLE meta (
	key   TEXT PRIMARY KEY,
	value TEXT NOT NULL
);

-- sources are dated documents (rulebooks, errata bulletins) and dated
-- Oracle snapshots (card data dumps). date keeps the source's precision;
-- date_first and date_last are the days it covers.
CREATE TABLE sources (
	id         TEXT PRIMARY KEY,
	title      TEXT NOT NULL,
	author     TEXT NOT NULL DEFAULT '',
	kind       TEXT NOT NULL CHECK (kind IN ('rulebook', 'errata-bulletin', 'snapshot', 'printing')),
	origin     TEXT NOT NULL DEFAULT '',
	date       TEXT NOT NULL,
	date_first TEXT NOT NULL,
	date_last  TEXT NOT NULL,
	-- subset says which part of the card pool a snapshot lists when it is
	-- not the whole pool ("Commander-legal cards only"); '' for a whole pool.
	subset     TEXT NOT NULL DEFAULT '',
	-- lists_legal_in is, of a subset snapshot that lists exactly the cards
	-- legal in a format ("commander"), that format: a card it does not
	-- list, known to exist by its date, was not legal there then (banned
	-- or not legal). '' for any other snapshot.
	lists_legal_in TEXT NOT NULL DEFAULT ''
);
-- the snapshots, in date order, without reading the sets' printings
CREATE INDEX sources_kind ON sources (kind, date_last, id);

-- cards are Oracle identities. oracle_text is the current wording (faces
-- joined by a line "//"), kept here for search. What search does not read
-- (abilities, legalities) is kept apart, so that its rows stay narrow and
-- it reads fewer pages.
CREATE TABLE cards (
	id             INTEGER PRIMARY KEY,
	name           TEXT NOT NULL UNIQUE,
	name_key       TEXT NOT NULL,
	layout         TEXT NOT NULL DEFAULT 'normal',
	mana_cost      TEXT NOT NULL DEFAULT '',
	mana_value     REAL NOT NULL DEFAULT 0,
	type_line      TEXT NOT NULL DEFAULT '',
	power          TEXT NOT NULL DEFAULT '',
	toughness      TEXT NOT NULL DEFAULT '',
	loyalty        TEXT NOT NULL DEFAULT '',
	defense        TEXT NOT NULL DEFAULT '',
	colors         TEXT NOT NULL DEFAULT '',
	color_identity TEXT NOT NULL DEFAULT '',
	keywords       TEXT NOT NULL DEFAULT '',
	oracle_text    TEXT NOT NULL DEFAULT '',
	-- first_printed is the release date of the card's first printing ('' if
	-- none), kept by ingest and import for search
	first_printed  TEXT NOT NULL DEFAULT '',
	-- field_sources maps each field above to the snapshot that set it, as
	-- JSON {"field": "LAST-DAY SOURCE-ID"}: a field takes the value of the
	-- newest snapshot that states it, so an older dump imported later only
	-- adds history, and a dump that does not carry a field leaves it
	field_sources  TEXT NOT NULL DEFAULT '',
	-- changed_fields lists, between spaces (" power type_line "), the
	-- fields card_field_changes lists for the card (face 0), so that a
	-- search as of a date asks those lists of these cards alone, reading
	-- the list from cards_search; computed again with card_field_changes
	changed_fields TEXT NOT NULL DEFAULT ''
);
CREATE INDEX cards_name_key ON cards (name_key);
-- a search reads the short fields of every card, in name order: this index
-- holds them all, so that a search scans it rather than the whole rows
-- (which carry the wording and field_sources), already in name order
CREATE INDEX cards_search ON cards (name, name_key, layout, mana_cost, mana_value, type_line, power, toughness,
	loyalty, defense, colors, color_identity, keywords, first_printed, changed_fields);
-- cards_keywords_unstated holds the cards none of whose snapshots states
-- the keywords, which kw: finds by the keywords their wording holds; its
-- condition is the store's keywordsUnstated, word for word.
CREATE INDEX cards_keywords_unstated ON cards (id)
	WHERE iif(field_sources IN ('', '{}'), 0, json_extract(field_sources, '$.keywords') IS NULL);

-- card_abilities are the parse of each card's current wording (every
-- face's), as JSON.
CREATE TABLE card_abilities (
	card_id   INTEGER PRIMARY KEY REFERENCES cards (id) ON DELETE CASCADE,
	abilities TEXT NOT NULL
);

-- legalities map a format to a card's status in it, as JSON, as the newest
-- snapshot stating them gives them.
CREATE TABLE legalities (
	card_id INTEGER PRIMARY KEY REFERENCES cards (id) ON DELETE CASCADE,
	formats TEXT NOT NULL
);

-- card_fields are the history of a card's fields (face 0) and its faces'
-- (position 1 and up): each field a snapshot states (name, layout,
-- mana_cost, type_line, power, toughness, loyalty, defense, colors,
-- color_identity, keywords, and 'legality:FORMAT' per format), kept only
-- where the value differs from the one the snapshot before it (by date)
-- stated, or, for the first, from the field's default ('' or 'not_legal').
-- The value in force on a date is that of the last row dated on or
-- before it; a snapshot that spoke of the card (its wordings) between two
-- rows stated the value of the first.
CREATE TABLE card_fields (
	card_id   INTEGER NOT NULL REFERENCES cards (id) ON DELETE CASCADE,
	face      INTEGER NOT NULL DEFAULT 0,
	field     TEXT NOT NULL,
	source_id TEXT NOT NULL REFERENCES sources (id),
	value     TEXT NOT NULL,
	PRIMARY KEY (card_id, face, field, source_id)
) WITHOUT ROWID;
-- a search as of a date first narrows the cards to those with some value
-- of a field that passes its term (a type, a color, a status in a format):
-- the values of each field, so that it reads that field's rows alone
CREATE INDEX card_fields_value ON card_fields (field, face, value);

-- card_field_changes are the card's (face 0) and faces' fields a search
-- reads as of a date (layout, mana_cost, type_line, power, toughness,
-- loyalty, defense, colors, color_identity, keywords) whose value in force
-- has not been the stored one at every date: stated more than once, or
-- with another value, or the empty default a snapshot stated before the
-- first statement. Every other field is the stored one at any date, so a
-- search as of a date reads the history of these alone. until, when not
-- empty, is the day the row stops counting: a type line listed only
-- because a printing showed another one before any source stated it is the
-- stored one from the day a source first states it (the least date_last of
-- its statements), so a search as of that day or later need not read its
-- history; so is a type line, power, toughness, loyalty or defense, which
-- is not known before a source states it (oracle.EarliestStandsFor). Derived from card_fields, snapshot_fields, wordings, printings
-- and the stored fields, it is computed again at the end of every write.
CREATE TABLE card_field_changes (
	card_id INTEGER NOT NULL REFERENCES cards (id) ON DELETE CASCADE,
	face    INTEGER NOT NULL,
	field   TEXT NOT NULL,
	until   TEXT NOT NULL DEFAULT '',
	PRIMARY KEY (field, face, card_id)
) WITHOUT ROWID;
-- a search's summaries as of a date read the rows of the cards shown
CREATE INDEX card_field_changes_card ON card_field_changes (card_id, face, field, until);

-- change_classes keeps the class the audit's classifier gave each change
-- of wording, and whether a reprint's printed text reads a wording, so
-- that an audit reads them instead of classifying again. key is a hash of
-- the classifier's rules (rules: the rewrites file and the classifier's
-- code version) and of everything it reads (the face's name and type line,
-- both wordings and their dates); why is the JSON list of reasons; size
-- the change's diff size. Derived from the wordings, it is completed at
-- the end of every write, rows of other rules dropped.
CREATE TABLE change_classes (
	key   TEXT PRIMARY KEY,
	rules TEXT NOT NULL,
	class TEXT NOT NULL,
	why   TEXT NOT NULL,
	size  INTEGER NOT NULL
) WITHOUT ROWID;

-- keyword_periods are the keyword abilities the parser finds in each
-- card's wording in force from a date on: a row holds from since (the last
-- day of the event whose wording took force then) until the day before
-- until (NULL: to this day). A wording takes force on the last day its
-- event's date covers, as oracle.WordingAsOf reads it, so kw: as of D asks
-- for the row holding on D's last day. Derived from the wordings, it is
-- computed again at the end of every write; meta's keyword_periods says
-- it is current (a database migrated to it, or loaded from a pack without
-- it, has it empty until the next write, and kw: as of a date then parses
-- the wordings of then itself).
CREATE TABLE keyword_periods (
	card_id INTEGER NOT NULL REFERENCES cards (id) ON DELETE CASCADE,
	keyword TEXT NOT NULL,
	since   TEXT NOT NULL,
	until   TEXT,
	PRIMARY KEY (card_id, keyword, since)
) WITHOUT ROWID;
-- keyword_periods_current finds the cards holding a keyword to this day,
-- which kw: without a date reads of the cards no snapshot states the
-- keywords of.
CREATE INDEX keyword_periods_current ON keyword_periods (keyword COLLATE NOCASE) WHERE until IS NULL;

-- snapshot_fields are the fields each snapshot states of every card it lists:
-- a snapshot that spoke of a card between two rows of its card_fields
-- stated the first row's value only where it states that field.
CREATE TABLE snapshot_fields (
	source_id TEXT NOT NULL REFERENCES sources (id) ON DELETE CASCADE,
	field     TEXT NOT NULL,
	PRIMARY KEY (source_id, field)
) WITHOUT ROWID;

-- identifiers are other databases' ids for a card: a Scryfall oracle id,
-- multiverse ids.
CREATE TABLE identifiers (
	card_id INTEGER NOT NULL REFERENCES cards (id) ON DELETE CASCADE,
	kind    TEXT NOT NULL,
	value   TEXT NOT NULL,
	PRIMARY KEY (card_id, kind, value)
);

-- faces are the faces of multi-face cards, in order from 1; single-face
-- cards have none.
CREATE TABLE faces (
	card_id     INTEGER NOT NULL REFERENCES cards (id) ON DELETE CASCADE,
	position    INTEGER NOT NULL,
	name        TEXT NOT NULL,
	mana_cost   TEXT NOT NULL DEFAULT '',
	type_line   TEXT NOT NULL DEFAULT '',
	power       TEXT NOT NULL DEFAULT '',
	toughness   TEXT NOT NULL DEFAULT '',
	loyalty     TEXT NOT NULL DEFAULT '',
	defense     TEXT NOT NULL DEFAULT '',
	colors      TEXT NOT NULL DEFAULT '',
	oracle_text TEXT NOT NULL DEFAULT '',
	abilities   TEXT NOT NULL DEFAULT '[]',
	-- the keywords the snapshot that set the fields states for this face
	-- (MTGJSON states them per face), comma-separated
	keywords    TEXT NOT NULL DEFAULT '',
	PRIMARY KEY (card_id, position)
);

-- printings are physical printings, one row per face printed (face 0 for
-- single-face cards). The set's release is the source 'set-<code>';
-- reported_by is 'data' or the snapshot that listed the printing.
CREATE TABLE printings (
	id           INTEGER PRIMARY KEY,
	card_id      INTEGER NOT NULL REFERENCES cards (id) ON DELETE CASCADE,
	reported_by  TEXT NOT NULL,
	face         INTEGER NOT NULL DEFAULT 0,
	set_code     TEXT NOT NULL,
	set_name     TEXT NOT NULL DEFAULT '',
	released     TEXT NOT NULL,
	number       TEXT NOT NULL DEFAULT '',
	printed_name TEXT NOT NULL DEFAULT '',
	type_line    TEXT NOT NULL DEFAULT '',
	text         TEXT NOT NULL DEFAULT '',
	raw_text     TEXT NOT NULL DEFAULT '',
	flavor       TEXT NOT NULL DEFAULT '',
	-- rarity as the dump states it: common, uncommon, rare, mythic, special, bonus
	rarity       TEXT NOT NULL DEFAULT '',
	-- text_problem, when set, says why text is not taken as printed: the
	-- data gives no printed text for a card that has Oracle text, or gives
	-- another face's text (a source error). Such a printing sets no wording.
	text_problem TEXT NOT NULL DEFAULT '',
	-- artist, the printing's Scryfall id and multiverse id as the dump
	-- states them; flags are the printing's marks, comma-separated, among
	-- reserved, online_only, rebalanced, promo, reprint
	artist        TEXT NOT NULL DEFAULT '',
	scryfall_id   TEXT NOT NULL DEFAULT '',
	multiverse_id TEXT NOT NULL DEFAULT '',
	flags         TEXT NOT NULL DEFAULT '',
	-- details_by is the snapshot whose rarity, artist, ids and flags the
	-- row holds: the newest that reported the printing with any of them,
	-- so that the details do not depend on the order of imports; '' when
	-- they are the data's.
	details_by    TEXT NOT NULL DEFAULT '',
	-- dated_by is the snapshot whose release date the row holds: the
	-- newest that reported the printing with a date, as for details_by;
	-- '' when the date is the data's
	dated_by      TEXT NOT NULL DEFAULT '',
	UNIQUE (card_id, set_code, number, face)
);
CREATE INDEX printings_reported_by ON printings (reported_by);
-- each face's printings in the order they came out: a card's first
-- printing, read per search answer (its release date) and by the year:,
-- date: and changed: search terms
CREATE INDEX printings_card_released ON printings (card_id, face, released, set_code, number);
-- a search leaves out the cards printed only as rebalanced versions: the
-- few cards with a rebalanced printing, which it asks of every card
CREATE INDEX printings_rebalanced ON printings (card_id) WHERE ',' || flags || ',' LIKE '%,rebalanced,%';

-- sets are what the dumps say of a set beyond its name (which its
-- printing source holds): its type (expansion, core, masters, ...), block
-- and release date.
CREATE TABLE sets (
	code        TEXT PRIMARY KEY,
	set_type    TEXT NOT NULL DEFAULT '',
	block       TEXT NOT NULL DEFAULT '',
	-- stated_by is the newest snapshot that stated the set's type or
	-- block, whose values these are
	stated_by   TEXT NOT NULL DEFAULT '',
	-- released is the set's release date as released_by, the newest
	-- snapshot that stated one, gives it; the set's printing source is
	-- dated by it
	released    TEXT NOT NULL DEFAULT '',
	released_by TEXT NOT NULL DEFAULT ''
);

-- wordings are errata and snapshot wordings of a card or face, as the
-- source gives them. text is NULL for errata listed without wording.
CREATE TABLE wordings (
	id          INTEGER PRIMARY KEY,
	card_id     INTEGER NOT NULL REFERENCES cards (id) ON DELETE CASCADE,
	face        INTEGER NOT NULL DEFAULT 0,
	source_id   TEXT NOT NULL REFERENCES sources (id),
	kind        TEXT NOT NULL CHECK (kind IN ('errata', 'snapshot')),
	errata_kind TEXT NOT NULL DEFAULT '' CHECK (errata_kind IN ('', 'full', 'partial', 'additive', 'none')),
	ability     INTEGER NOT NULL DEFAULT 0,
	number      INTEGER NOT NULL DEFAULT 0,
	text        TEXT,
	note        TEXT NOT NULL DEFAULT '',
	-- from_data is 1 for a wording loaded from the program's data (ingest),
	-- which a new ingest replaces, and 0 for one an import wrote
	from_data   INTEGER NOT NULL DEFAULT 0 CHECK (from_data IN (0, 1)),
	-- one document may correct several abilities of a card in one item
	UNIQUE (card_id, face, source_id, kind, number, ability)
);
CREATE INDEX wordings_source ON wordings (source_id);

-- rulings, rules and mechanics are what documents say; each links to every
-- card it names. A ruling's date, when set, overrides its source's.
CREATE TABLE rulings (
	id        INTEGER PRIMARY KEY,
	source_id TEXT NOT NULL REFERENCES sources (id),
	kind      TEXT NOT NULL CHECK (kind IN ('card', 'general', 'reversal')),
	number    INTEGER NOT NULL DEFAULT 0,
	date      TEXT NOT NULL DEFAULT '',
	text      TEXT NOT NULL
);
CREATE INDEX rulings_source ON rulings (source_id);
CREATE TABLE ruling_cards (
	ruling_id INTEGER NOT NULL REFERENCES rulings (id) ON DELETE CASCADE,
	card_id   INTEGER NOT NULL REFERENCES cards (id) ON DELETE CASCADE,
	PRIMARY KEY (ruling_id, card_id)
);
CREATE INDEX ruling_cards_card ON ruling_cards (card_id);

-- rules are rules changes, general rules, rules eliminations and mechanic
-- definitions (kind 'mechanic', with the keyword defined).
CREATE TABLE rules (
	id        INTEGER PRIMARY KEY,
	source_id TEXT NOT NULL REFERENCES sources (id),
	kind      TEXT NOT NULL CHECK (kind IN ('change', 'general', 'elimination', 'mechanic')),
	number    INTEGER NOT NULL DEFAULT 0,
	keyword   TEXT NOT NULL DEFAULT '',
	topics    TEXT NOT NULL DEFAULT '',
	text      TEXT NOT NULL
);
CREATE INDEX rules_source ON rules (source_id);
CREATE TABLE rule_cards (
	rule_id INTEGER NOT NULL REFERENCES rules (id) ON DELETE CASCADE,
	card_id INTEGER NOT NULL REFERENCES cards (id) ON DELETE CASCADE,
	PRIMARY KEY (rule_id, card_id)
);

-- The Comprehensive Rules through time. comp_rule_versions are the
-- versions imported, by effective date; seq numbers them from 0, the
-- oldest. comp_rule_sections are each version's sections.
CREATE TABLE comp_rule_versions (
	id        TEXT PRIMARY KEY,
	effective TEXT NOT NULL UNIQUE,
	seq       INTEGER NOT NULL UNIQUE,
	origin    TEXT NOT NULL DEFAULT '',
	rules     INTEGER NOT NULL,
	glossary  INTEGER NOT NULL
);
CREATE TABLE comp_rule_sections (
	version_id TEXT NOT NULL REFERENCES comp_rule_versions (id) ON DELETE CASCADE,
	number     INTEGER NOT NULL,
	title      TEXT NOT NULL,
	part       INTEGER NOT NULL,
	part_title TEXT NOT NULL,
	PRIMARY KEY (version_id, number)
);
-- comp_rules are the numbered rules as changes: a row where a version
-- adds a rule, renumbers it, changes its text or removes it (number '').
-- ident is the rule's identity through the versions; text, its text with
-- its examples, is NULL where it is the same as in the version before;
-- matched says how the rule was found in the version before (by 'number',
-- 'text' or 'similar' text; '' for a new or removed rule) and score the
-- similarity of the two texts.
CREATE TABLE comp_rules (
	ident      INTEGER NOT NULL,
	version_id TEXT NOT NULL REFERENCES comp_rule_versions (id) ON DELETE CASCADE,
	number     TEXT NOT NULL,
	text       TEXT,
	matched    TEXT NOT NULL DEFAULT '' CHECK (matched IN ('', 'number', 'text', 'similar')),
	score      REAL NOT NULL DEFAULT 1,
	PRIMARY KEY (ident, version_id)
);
CREATE INDEX comp_rules_number ON comp_rules (number);
-- comp_glossary are the glossary's entries as changes: a row where a
-- version adds an entry, changes its text or removes it (text NULL).
CREATE TABLE comp_glossary (
	term       TEXT NOT NULL,
	version_id TEXT NOT NULL REFERENCES comp_rule_versions (id) ON DELETE CASCADE,
	text       TEXT,
	PRIMARY KEY (term, version_id)
);

-- card_search indexes names and current Oracle text for full-text search.
CREATE VIRTUAL TABLE card_search USING fts5 (
	name, oracle_text,
	content = 'cards', content_rowid = 'id',
	tokenize = 'unicode61 remove_diacritics 2'
);
-- The triggers keep card_search current, except while an import has set
-- meta's search_deferred: it rebuilds the index once at its end instead,
-- because FTS5 flushes its pending terms at every statement's savepoint.
CREATE TRIGGER cards_search_insert AFTER INSERT ON cards
WHEN NOT EXISTS (SELECT 1 FROM meta WHERE key = 'search_deferred') BEGIN
	INSERT INTO card_search (rowid, name, oracle_text) VALUES (new.id, new.name, new.oracle_text);
END;
CREATE TRIGGER cards_search_delete AFTER DELETE ON cards
WHEN NOT EXISTS (SELECT 1 FROM meta WHERE key = 'search_deferred') BEGIN
	INSERT INTO card_search (card_search, rowid, name, oracle_text) VALUES ('delete', old.id, old.name, old.oracle_text);
END;
CREATE TRIGGER cards_search_update AFTER UPDATE OF name, oracle_text ON cards
WHEN NOT EXISTS (SELECT 1 FROM meta WHERE key = 'search_deferred') BEGIN
	INSERT INTO card_search (card_search, rowid, name, oracle_text) VALUES ('delete', old.id, old.name, old.oracle_text);
	INSERT INTO card_search (rowid, name, oracle_text) VALUES (new.id, new.name, new.oracle_text);
END;

-- card_keywords are the keyword names the parser finds in each card's
-- current wording (card_abilities), kept by triggers so that search can
-- find a keyword through an index instead of reading every card's JSON.
-- The triggers group a card's keywords rather than ignore repeats: an
-- upsert's conflict handling would override theirs.
CREATE TABLE card_keywords (
	card_id INTEGER NOT NULL REFERENCES cards (id) ON DELETE CASCADE,
	keyword TEXT NOT NULL COLLATE NOCASE,
	PRIMARY KEY (card_id, keyword)
) WITHOUT ROWID;
CREATE INDEX card_keywords_keyword ON card_keywords (keyword);
CREATE TRIGGER card_abilities_insert AFTER INSERT ON card_abilities BEGIN
	INSERT INTO card_keywords (card_id, keyword)
		SELECT new.card_id, json_extract(k.value, '$.name') AS keyword FROM json_each(new.abilities) a, json_each(a.value, '$.keywords') k
		WHERE keyword IS NOT NULL GROUP BY keyword COLLATE NOCASE;
END;
CREATE TRIGGER card_abilities_update AFTER UPDATE OF abilities ON card_abilities BEGIN
	DELETE FROM card_keywords WHERE card_id = old.card_id;
	INSERT INTO card_keywords (card_id, keyword)
		SELECT new.card_id, json_extract(k.value, '$.name') AS keyword FROM json_each(new.abilities) a, json_each(a.value, '$.keywords') k
		WHERE keyword IS NOT NULL GROUP BY keyword COLLATE NOCASE;
END;
