-- Vendor invoices on shipments moved to the billing plugin (issue 18): its invoices table serves
-- /api/shipments/v2/shipment-invoices/ now. The old table and its indexes go.
DROP TABLE IF EXISTS shipment_invoices;
