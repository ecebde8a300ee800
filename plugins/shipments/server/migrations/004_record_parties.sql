-- Shipments are shared through the core's record_parties (kind 'shipment'), written by the SDK's
-- shareRecord, which shares only with companies in the owner's network. Existing shares move over;
-- shipment_parties stays as a read-only view, so the visibility queries read it as before.
INSERT INTO record_parties (kind, record_id, company_id, owner_company_id, role, created_at)
SELECT 'shipment', p.shipment_id, p.company_id, s.company_id, p.role, p.created_at
  FROM shipment_parties p JOIN shipments s ON s.id = p.shipment_id
ON CONFLICT DO NOTHING;

DROP TABLE shipment_parties;

CREATE VIEW shipment_parties AS
SELECT record_id AS shipment_id, company_id, role, created_at FROM record_parties WHERE kind = 'shipment';
