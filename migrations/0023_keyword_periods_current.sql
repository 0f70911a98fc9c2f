-- keyword_periods_current finds the cards holding a keyword to this day,
-- which kw: without a date reads of the cards no snapshot states the
-- keywords of (see schema.sql).
CREATE INDEX keyword_periods_current ON keyword_periods (keyword COLLATE NOCASE) WHERE until IS NULL;
