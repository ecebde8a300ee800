-- What changed since an instant (SHIPMENT_EQUIPMENT.changedSince, how the D&D clocks learn what to
-- recompute): events by when they were stored, shipments by their last change, across companies.
CREATE INDEX shipment_events_created_idx ON shipment_events (created_at);
CREATE INDEX shipments_updated_idx ON shipments (updated_at);
-- Journeys by container number (the company's own and shared shipments).
CREATE INDEX shipment_containers_number_idx ON shipment_containers (number);
