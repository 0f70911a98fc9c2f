-- The keyword abilities the parser finds in each card's wording in force
-- from a date on (see schema.sql). Left empty here, without meta's
-- keyword_periods: the next write fills it; until then kw: as of a date
-- parses the wordings of then itself.
CREATE TABLE keyword_periods (
	card_id INTEGER NOT NULL REFERENCES cards (id) ON DELETE CASCADE,
	keyword TEXT NOT NULL,
	since   TEXT NOT NULL,
	until   TEXT,
	PRIMARY KEY (card_id, keyword, since)
) WITHOUT ROWID;
