-- card_field_changes rows may stop counting at a day (see schema.sql).
-- The rows kept here count at every date, which reads more history than
-- needed and never less; the next write dates the type lines listed only
-- for a printing before the first statement (refreshFieldChanges).
ALTER TABLE card_field_changes ADD COLUMN until TEXT NOT NULL DEFAULT '';
