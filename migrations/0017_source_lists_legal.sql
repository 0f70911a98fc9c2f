-- A snapshot of a subset of the cards may list exactly the cards legal in
-- one format (the Scryfall files of Commander-legal cards): its absent
-- cards, known to exist by its date, were not legal there then.
ALTER TABLE sources ADD COLUMN lists_legal_in TEXT NOT NULL DEFAULT '';
