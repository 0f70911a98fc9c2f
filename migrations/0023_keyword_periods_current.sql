-- keyword_periods_current finds the cards holding a keyword to this day,
-- and cards_keywords_unstated the cards none of whose snapshots states the
-- keywords: kw: without a date reads both (see schema.sql).
CREATE INDEX keyword_periods_current ON keyword_periods (keyword COLLATE NOCASE) WHERE until IS NULL;
CREATE INDEX cards_keywords_unstated ON cards (id)
	WHERE iif(field_sources IN ('', '{}'), 0, json_extract(field_sources, '$.keywords') IS NULL);
