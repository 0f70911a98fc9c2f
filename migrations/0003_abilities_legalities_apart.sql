-- Version 3 keeps a card's parsed abilities and its legalities apart from
-- the cards table, so that search reads narrow rows, and lets one document
-- item correct several abilities of a card (ability joins the wordings'
-- unique key).
DROP TRIGGER cards_keywords_insert;
DROP TRIGGER cards_keywords_update;

CREATE TABLE card_abilities (
	card_id   INTEGER PRIMARY KEY REFERENCES cards (id) ON DELETE CASCADE,
	abilities TEXT NOT NULL
);
INSERT INTO card_abilities (card_id, abilities) SELECT id, abilities FROM cards;
CREATE TABLE legalities (
	card_id INTEGER PRIMARY KEY REFERENCES cards (id) ON DELETE CASCADE,
	formats TEXT NOT NULL
);
-- '{}' was the column's default: no snapshot stated the card's legalities.
INSERT INTO legalities (card_id, formats) SELECT id, legalities FROM cards WHERE legalities != '{}';
ALTER TABLE cards DROP COLUMN abilities;
ALTER TABLE cards DROP COLUMN legalities;

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

-- A unique key cannot be altered: the table is rebuilt.
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
	UNIQUE (card_id, face, source_id, kind, number, ability)
);
INSERT INTO wordings_new (id, card_id, face, source_id, kind, errata_kind, ability, number, text, note)
	SELECT id, card_id, face, source_id, kind, errata_kind, ability, number, text, note FROM wordings;
DROP TABLE wordings;
ALTER TABLE wordings_new RENAME TO wordings;
CREATE INDEX wordings_source ON wordings (source_id);
