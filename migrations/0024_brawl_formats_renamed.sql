-- Sources dated before 2024-01-27 named Standard Brawl "brawl" and Brawl
-- (Historic Brawl then) "historicbrawl"; today's keys are "standardbrawl"
-- and "brawl" (oracle.CurrentFormatKeys, which an import now applies). The
-- snapshots that named them the old way (stating historicbrawl, or dated
-- before that day and not stating standardbrawl) take today's keys in
-- snapshot_fields and card_fields. A card's rows of the three keys are
-- then written again as every import keeps them: each snapshot that lists
-- the card (a snapshot wording) and states the format states the value in
-- force on its date, and a row is kept only where that value differs from
-- the one the snapshot before stated (or, for the first, from not_legal).
CREATE TEMP TABLE snapshot_rank AS SELECT id, row_number() OVER (ORDER BY date_last, id) AS rank
	FROM sources WHERE kind = 'snapshot';
CREATE TEMP TABLE renamed_sources AS SELECT s.id FROM sources s WHERE s.kind = 'snapshot'
	AND CASE WHEN EXISTS (SELECT 1 FROM snapshot_fields f WHERE f.source_id = s.id AND f.field = 'legality:historicbrawl') THEN 1
		WHEN EXISTS (SELECT 1 FROM snapshot_fields f WHERE f.source_id = s.id AND f.field = 'legality:standardbrawl') THEN 0
		ELSE s.date_last < '2024-01-27' END;
CREATE TEMP TABLE brawl_statements AS SELECT w.card_id, k.rank, f.source_id,
	CASE WHEN f.source_id IN (SELECT id FROM temp.renamed_sources)
		THEN CASE f.field WHEN 'legality:brawl' THEN 'legality:standardbrawl' WHEN 'legality:historicbrawl' THEN 'legality:brawl' ELSE f.field END
		ELSE f.field END AS field,
	coalesce((SELECT v.value FROM card_fields v JOIN temp.snapshot_rank vk ON vk.id = v.source_id
		WHERE v.card_id = w.card_id AND v.face = 0 AND v.field = f.field AND vk.rank <= k.rank
		ORDER BY vk.rank DESC LIMIT 1), 'not_legal') AS value
	FROM snapshot_fields f JOIN temp.snapshot_rank k ON k.id = f.source_id
	JOIN (SELECT DISTINCT card_id, source_id FROM wordings WHERE kind = 'snapshot') w ON w.source_id = f.source_id
	WHERE f.field IN ('legality:brawl', 'legality:historicbrawl', 'legality:standardbrawl');
-- the newest statuses of a card whose legalities the newest snapshot
-- stating several formats gave, when that snapshot named them the old way
UPDATE legalities SET formats = (SELECT json_group_object(CASE j.key WHEN 'brawl' THEN 'standardbrawl'
		WHEN 'historicbrawl' THEN 'brawl' ELSE j.key END, j.value) FROM json_each(legalities.formats) j)
	WHERE (SELECT w.source_id FROM wordings w JOIN temp.snapshot_rank k ON k.id = w.source_id
		WHERE w.card_id = legalities.card_id AND w.kind = 'snapshot'
			AND (SELECT count(*) FROM snapshot_fields f WHERE f.source_id = w.source_id AND f.field LIKE 'legality:%') > 1
		ORDER BY k.rank DESC LIMIT 1) IN (SELECT id FROM temp.renamed_sources);
DELETE FROM card_fields WHERE face = 0 AND field IN ('legality:brawl', 'legality:historicbrawl', 'legality:standardbrawl')
	AND source_id IN (SELECT id FROM temp.snapshot_rank);
INSERT INTO card_fields (card_id, face, field, source_id, value)
	SELECT card_id, 0, field, source_id, value FROM (SELECT card_id, field, source_id, value,
		lag(value) OVER (PARTITION BY card_id, field ORDER BY rank) AS before FROM temp.brawl_statements)
	WHERE value <> coalesce(before, 'not_legal');
CREATE TEMP TABLE renamed_fields AS SELECT source_id,
	CASE field WHEN 'legality:brawl' THEN 'legality:standardbrawl' ELSE 'legality:brawl' END AS field
	FROM snapshot_fields WHERE source_id IN (SELECT id FROM temp.renamed_sources)
		AND field IN ('legality:brawl', 'legality:historicbrawl');
DELETE FROM snapshot_fields WHERE source_id IN (SELECT id FROM temp.renamed_sources)
	AND field IN ('legality:brawl', 'legality:historicbrawl');
INSERT INTO snapshot_fields (source_id, field) SELECT source_id, field FROM temp.renamed_fields;
DROP TABLE temp.renamed_fields;
DROP TABLE temp.brawl_statements;
DROP TABLE temp.renamed_sources;
DROP TABLE temp.snapshot_rank;
