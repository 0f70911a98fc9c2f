-- Version 9 dates a printing and a set by the newest snapshot that dates
-- them, whatever the order of imports: printings.dated_by names the
-- snapshot a printing's date comes from, sets.released the set's own
-- release date (a promo's date is not its set's) and sets.released_by the
-- snapshot that stated it.
ALTER TABLE printings ADD COLUMN dated_by TEXT NOT NULL DEFAULT '';
UPDATE printings SET dated_by = reported_by WHERE released != '' AND reported_by != 'data';
ALTER TABLE sets ADD COLUMN released TEXT NOT NULL DEFAULT '';
ALTER TABLE sets ADD COLUMN released_by TEXT NOT NULL DEFAULT '';
