-- Version 4 records the migration steps applied to a database.
CREATE TABLE schema_migrations (
	version INTEGER PRIMARY KEY,
	name    TEXT NOT NULL,
	applied TEXT NOT NULL
);
