-- Version 6 keeps, for each card field, the snapshot that set it, so that
-- a field takes the value of the newest snapshot that states it; and marks
-- printings whose text is not taken as printed.
ALTER TABLE cards RENAME COLUMN fields_date TO field_sources;
-- A version-5 database knew only the date of the snapshot that set all
-- of a card's fields.
UPDATE cards SET field_sources = CASE WHEN field_sources = '' THEN '' ELSE json_object(
	'layout', field_sources || ' ', 'mana_cost', field_sources || ' ', 'type_line', field_sources || ' ',
	'power', field_sources || ' ', 'toughness', field_sources || ' ', 'loyalty', field_sources || ' ',
	'defense', field_sources || ' ', 'colors', field_sources || ' ', 'color_identity', field_sources || ' ',
	'keywords', field_sources || ' ', 'legalities', field_sources || ' ', 'oracle', field_sources || ' ') END;
ALTER TABLE printings ADD COLUMN text_problem TEXT NOT NULL DEFAULT '';
UPDATE printings SET text_problem = 'the data gives no printed text'
	WHERE text = '' AND raw_text = '' AND EXISTS (SELECT 1 FROM wordings w
		WHERE w.card_id = printings.card_id AND w.face = printings.face AND w.kind = 'snapshot' AND trim(coalesce(w.text, '')) != '');
