-- The service contract a shipment moves under (its reference, e.g. MAEU-ACME-2026): the rates area's
-- contracts count their minimum quantity commitment (MQC) use from it (shipments.volumes service).
ALTER TABLE shipments ADD COLUMN contract_ref text CHECK (contract_ref IS NULL OR length(contract_ref) BETWEEN 1 AND 60);
CREATE INDEX shipments_company_contract_ref_idx ON shipments (company_id, contract_ref) WHERE contract_ref IS NOT NULL;
