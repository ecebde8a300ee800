-- Document templates move to the composer plugin (composer_templates: a composer tree per template,
-- versioned, one default per company and document type). The old free-text table had no screen and no
-- demo rows; its API path, /api/documents/v2/templates, is now served by the composer plugin.
DROP TABLE IF EXISTS document_templates;
