-- Version 10 keeps the history of a card's fields: each field a snapshot
-- states, dated by the snapshot, where it differs from the value before, and
-- the fields each snapshot states.
-- A database migrated to it has no such history until its snapshots are
-- imported again (or a new history pack is loaded).
CREATE TABLE card_fields (
	card_id   INTEGER NOT NULL REFERENCES cards (id) ON DELETE CASCADE,
	face      INTEGER NOT NULL DEFAULT 0,
	field     TEXT NOT NULL,
	source_id TEXT NOT NULL REFERENCES sources (id),
	value     TEXT NOT NULL,
	PRIMARY KEY (card_id, face, field, source_id)
) WITHOUT ROWID;
CREATE TABLE snapshot_fields (
	source_id TEXT NOT NULL REFERENCES sources (id) ON DELETE CASCADE,
	field     TEXT NOT NULL,
	PRIMARY KEY (source_id, field)
) WITHOUT ROWID;
