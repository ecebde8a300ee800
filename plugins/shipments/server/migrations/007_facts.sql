-- What SHIPMENT_FACTS.changedSince reads (shipmentFacts.ts; the analytics area's fact refresh): changes
-- across companies by time — shipments (updated_at, index in 006), their containers, events (created_at,
-- index in 006) and shares — and deletions, which leave a tombstone here.

CREATE TABLE shipment_deletions (
  shipment_id uuid PRIMARY KEY,
  -- The owner (no foreign key: a company's deletion cascades to its shipments and leaves their tombstones).
  company_id uuid NOT NULL,
  deleted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shipment_deletions_deleted_idx ON shipment_deletions (deleted_at);

CREATE FUNCTION shipments_record_deletion() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO shipment_deletions (shipment_id, company_id) VALUES (OLD.id, OLD.company_id)
  ON CONFLICT (shipment_id) DO UPDATE SET deleted_at = now();
  RETURN NULL;
END
$$;

CREATE TRIGGER shipments_deleted AFTER DELETE ON shipments FOR EACH ROW EXECUTE FUNCTION shipments_record_deletion();

CREATE INDEX shipment_containers_updated_idx ON shipment_containers (updated_at);
CREATE INDEX record_parties_shipment_created_idx ON record_parties (created_at) WHERE kind = 'shipment';
