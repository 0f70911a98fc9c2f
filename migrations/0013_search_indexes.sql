-- A search scans the short fields of every card in name order, asks of
-- each whether it has a rebalanced printing, and as of a date, which cards
-- ever had a value of a field that passes its term: indexes that hold
-- those alone, so that it reads neither the cards' nor the printings'
-- rows, nor every field's history.
CREATE INDEX cards_search ON cards (name, name_key, layout, mana_cost, mana_value, type_line, power, toughness,
	loyalty, defense, colors, color_identity, keywords, first_printed);
CREATE INDEX printings_rebalanced ON printings (card_id) WHERE ',' || flags || ',' LIKE '%,rebalanced,%';
CREATE INDEX card_fields_value ON card_fields (field, face, value);
