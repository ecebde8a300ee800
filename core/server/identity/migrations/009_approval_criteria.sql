-- Approval criteria (SDK approvals): besides its minimum amount, a level may name the categories,
-- locations and suppliers it applies to ({"categories": [...], "locationIds": [...], "supplierIds": [...]}).
-- An empty object: the amount alone decides (the levels configured before this migration).

ALTER TABLE approval_configurations ADD COLUMN criteria jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE approval_configurations ADD CONSTRAINT approval_configurations_criteria_object CHECK (jsonb_typeof(criteria) = 'object');
