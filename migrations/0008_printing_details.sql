-- Version 8 keeps each printing's artist, Scryfall and multiverse ids and
-- marks (reserved, online only, rebalanced, promo, reprint), and each
-- set's type and block.
ALTER TABLE printings ADD COLUMN artist TEXT NOT NULL DEFAULT '';
ALTER TABLE printings ADD COLUMN scryfall_id TEXT NOT NULL DEFAULT '';
ALTER TABLE printings ADD COLUMN multiverse_id TEXT NOT NULL DEFAULT '';
ALTER TABLE printings ADD COLUMN flags TEXT NOT NULL DEFAULT '';
ALTER TABLE printings ADD COLUMN details_by TEXT NOT NULL DEFAULT '';
CREATE TABLE sets (
	code     TEXT PRIMARY KEY,
	set_type TEXT NOT NULL DEFAULT '',
	block    TEXT NOT NULL DEFAULT '',
	stated_by TEXT NOT NULL DEFAULT ''
);
