-- A search as of a date reads, before any source states a card's or a
-- face's type line, the type line printed by then: card_field_changes
-- lists each card and face a printing before its first statement gives
-- another type line than the stored one, so that such a search reads its
-- history; a printing of a simplified product (a set of type 'starter',
-- oracle.SimplifiedSetType) states none. The end of every write computes
-- these rows again (refreshFieldChanges).
--
-- A printing that shows no type line states none: MTGJSON wrote "(none)"
-- for one (Unhinged's full-art basic lands), which imports before kept as
-- a type line.
UPDATE printings SET type_line = '' WHERE type_line = '(none)';
INSERT OR IGNORE INTO card_field_changes (card_id, face, field)
SELECT DISTINCT p.card_id, p.face, 'type_line' FROM printings p
	JOIN sources ps ON ps.id = 'set-' || lower(p.set_code)
	JOIN (SELECT cf.card_id, cf.face, min(s.date_first) AS first FROM card_fields cf JOIN sources s ON s.id = cf.source_id
		WHERE cf.field = 'type_line' GROUP BY cf.card_id, cf.face) t ON t.card_id = p.card_id AND t.face = p.face
	JOIN cards c ON c.id = p.card_id
	LEFT JOIN faces f ON f.card_id = p.card_id AND f.position = p.face
	WHERE p.type_line != '' AND p.text_problem = '' AND ps.date != '' AND ps.date_last < t.first
		AND NOT EXISTS (SELECT 1 FROM sets st WHERE st.code = p.set_code AND st.set_type = 'starter')
		AND replace(p.type_line, ' - ', ' — ') != iif(p.face = 0, c.type_line, f.type_line);
