-- Every card answer reads the snapshots among the sources, most of which
-- are sets' printings: an index on the kind reads them alone, in date
-- order, where a scan read every source.
CREATE INDEX sources_kind ON sources (kind, date_last, id);
