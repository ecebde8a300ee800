-- References are numbered by the SDK's nextReference now (core table reference_counters): carry the
-- counters over so numbering goes on without a gap or a repeat, then drop the area's own table.
INSERT INTO reference_counters (company_id, kind, year, last)
SELECT company_id, kind, year, last FROM quote_counters
ON CONFLICT (company_id, kind, year) DO UPDATE SET last = GREATEST(reference_counters.last, EXCLUDED.last);
DROP TABLE quote_counters;
