-- A snapshot says what it covers: the whole card pool, or a subset
-- ("Commander-legal cards only"), whose absent cards are evidence of
-- nothing.
ALTER TABLE sources ADD COLUMN subset TEXT NOT NULL DEFAULT '';
