-- Files sent with an email (a scheduled report's PDF or XLSX): [{ filename, contentType, content (base64) }].
ALTER TABLE auth_outbox ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]';
