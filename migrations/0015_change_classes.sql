-- The classes the audit's classifier gave each change of wording, kept so
-- that an audit reads them instead of classifying again (see schema.sql).
-- Left empty here: the next write fills it.
CREATE TABLE change_classes (
	key   TEXT PRIMARY KEY,
	rules TEXT NOT NULL,
	class TEXT NOT NULL,
	why   TEXT NOT NULL,
	size  INTEGER NOT NULL
) WITHOUT ROWID;

