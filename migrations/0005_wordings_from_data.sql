-- Version 5 marks the wordings loaded from the program's data, so that
-- loading the data again replaces those and leaves the ones imported
-- snapshots wrote alone. Only documents give errata, so every erratum came
-- from the data; a snapshot wording written before the mark existed cannot
-- be told apart, and counts as imported: it is kept.
ALTER TABLE wordings ADD COLUMN from_data INTEGER NOT NULL DEFAULT 0 CHECK (from_data IN (0, 1));
UPDATE wordings SET from_data = 1 WHERE kind = 'errata';
