-- A card's type line, power, toughness, loyalty and defense are not known
-- before a source states them (oracle.EarliestStandsFor): an answer as of
-- an earlier date gives none, not the earliest stated by a later source.
-- card_field_changes lists each card and face with such a field not empty,
-- counting until the day its first statement lies wholly on or before
-- (the least date_last of its statements), so that a search as of an
-- earlier date reads its history, when the card is known before that day
-- (printed, or given a wording by an erratum); a type line its first
-- printing states is known from then on (migration 0018's rows list the
-- printings that show another one). The end of every write computes these
-- rows again (refreshFieldChanges).
INSERT INTO card_field_changes (card_id, face, field, until)
SELECT x.card_id, x.face, x.field, x.until FROM (SELECT cf.card_id, cf.face, cf.field, min(s.date_last) AS until
	FROM card_fields cf JOIN sources s ON s.id = cf.source_id WHERE cf.field IN ('type_line', 'power', 'toughness', 'loyalty', 'defense')
	GROUP BY cf.card_id, cf.face, cf.field) x
	WHERE CASE WHEN x.face = 0 THEN (SELECT CASE x.field WHEN 'type_line' THEN c.type_line WHEN 'power' THEN c.power
			WHEN 'toughness' THEN c.toughness WHEN 'loyalty' THEN c.loyalty WHEN 'defense' THEN c.defense END FROM cards c WHERE c.id = x.card_id)
		ELSE (SELECT CASE x.field WHEN 'type_line' THEN f.type_line WHEN 'power' THEN f.power
			WHEN 'toughness' THEN f.toughness WHEN 'loyalty' THEN f.loyalty WHEN 'defense' THEN f.defense END FROM faces f
			WHERE f.card_id = x.card_id AND f.position = x.face) END != ''
		AND (EXISTS (SELECT 1 FROM cards kc WHERE kc.id = x.card_id AND kc.first_printed != '' AND kc.first_printed < x.until)
			OR EXISTS (SELECT 1 FROM wordings kw JOIN sources ks ON ks.id = kw.source_id
				WHERE kw.card_id = x.card_id AND kw.kind = 'errata' AND ks.date_last < x.until))
		AND NOT (x.field = 'type_line' AND EXISTS (SELECT 1 FROM printings p JOIN sources ps ON ps.id = 'set-' || lower(p.set_code)
			WHERE p.type_line != '' AND p.text_problem = '' AND ps.date != ''
				AND NOT EXISTS (SELECT 1 FROM sets st WHERE st.code = p.set_code AND st.set_type = 'starter')
				AND p.card_id = x.card_id AND p.face = x.face
				AND ps.date_last <= (SELECT kc.first_printed FROM cards kc WHERE kc.id = x.card_id)))
	ON CONFLICT DO NOTHING;
-- a search's summaries as of a date read the rows of the cards shown
CREATE INDEX card_field_changes_card ON card_field_changes (card_id, face, field, until);
