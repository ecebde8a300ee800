-- A container shared with another company has clocks in both companies' views: the clock id
-- ('<containerId>:<direction>:<chargeType>') is unique per company, not across companies.
ALTER TABLE dnd_clocks DROP CONSTRAINT dnd_clocks_pkey;
ALTER TABLE dnd_clocks DROP CONSTRAINT dnd_clocks_company_id_id_key;
ALTER TABLE dnd_clocks ADD PRIMARY KEY (company_id, id);
