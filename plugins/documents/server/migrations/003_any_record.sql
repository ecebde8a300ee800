-- Documents attach to any record kind a plugin registers (SDK registerRecordKind: shipment, enquiry,
-- quote, customer, …), not to shipments alone. The upload checks the kind is registered and the record
-- is visible to the uploader.
ALTER TABLE documents DROP CONSTRAINT IF EXISTS documents_entity_type_check;
ALTER TABLE documents ADD CONSTRAINT documents_entity_type_check CHECK (entity_type ~ '^[a-z][a-z0-9-]{0,40}$');
