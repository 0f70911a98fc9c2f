-- Version 11 keeps the Comprehensive Rules through time: their versions,
-- sections, numbered rules and glossary, the rules and the glossary as
-- changes from one version to the next.
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
