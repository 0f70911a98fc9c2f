-- Version 7 keeps the keywords a snapshot states for each face.
ALTER TABLE faces ADD COLUMN keywords TEXT NOT NULL DEFAULT '';
