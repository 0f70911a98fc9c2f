-- cards.changed_fields lists the fields card_field_changes lists for the
-- card (see schema.sql), in cards_search, so that a search as of a date
-- reads the lists of changed fields for those cards alone.
ALTER TABLE cards ADD COLUMN changed_fields TEXT NOT NULL DEFAULT '';
UPDATE cards SET changed_fields = listed.fields FROM (SELECT card_id, ' ' || group_concat(field, ' ' ORDER BY field) || ' ' AS fields
	FROM card_field_changes WHERE face = 0 GROUP BY card_id) listed
WHERE listed.card_id = cards.id;
DROP INDEX cards_search;
CREATE INDEX cards_search ON cards (name, name_key, layout, mana_cost, mana_value, type_line, power, toughness,
	loyalty, defense, colors, color_identity, keywords, first_printed, changed_fields);
