-- Version 5 marks the wordings loaded from the program's data, so that
-- loading the data again replaces those and leaves the ones imported
-- snapshots wrote alone. Only documents give errata, so every erratum came
-- from the data; a snapshot wording written before the mark existed cannot
-- be told apart, and counts as imported: it is kept.
--
-- The table is rebuilt rather than given a column: some databases of
-- version 3 still have the unique key without ability, which version 3
-- added without a step of its own.
CREATE TABLE wordings_new (
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
	from_data   INTEGER NOT NULL DEFAULT 0 CHECK (from_data IN (0, 1)),
	UNIQUE (card_id, face, source_id, kind, number, ability)
);
INSERT INTO wordings_new (id, card_id, face, source_id, kind, errata_kind, ability, number, text, note, from_data)
	SELECT id, card_id, face, source_id, kind, errata_kind, ability, number, text, note, kind = 'errata' FROM wordings;
DROP TABLE wordings;
ALTER TABLE wordings_new RENAME TO wordings;
CREATE INDEX wordings_source ON wordings (source_id);
