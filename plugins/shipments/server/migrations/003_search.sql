-- Search (`GET /api/shipments/v2?search=…`, "contains", any case) served by trigram indexes instead of
-- reading every shipment of the company. The first index is on exactly the text the SDK matches
-- (searchText of the resource's search columns, in their order); the second on container numbers.
-- pg_trgm: a contrib extension of PostgreSQL (package postgresql-contrib), loaded into PGlite by createDatabase.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX shipments_search_trgm_idx ON shipments USING gin ((
  coalesce(reference, '') || E'\n' || coalesce(booking_number, '') || E'\n' || coalesce(bl_number, '') || E'\n' ||
  coalesce(vessel, '') || E'\n' || coalesce(shipper, '') || E'\n' || coalesce(consignee, '') || E'\n' || coalesce(commodity, '')
) gin_trgm_ops);

CREATE INDEX shipment_containers_number_trgm_idx ON shipment_containers USING gin (number gin_trgm_ops);
