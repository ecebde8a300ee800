-- Comments on documents move to the core's record_comments (kind 'document'), served by the SDK's
-- comment helpers like comments on any other record.
INSERT INTO record_comments (id, kind, record_id, company_id, author_id, author_name, text, created_at, updated_at, version)
SELECT id, 'document', document_id, company_id, author_id, author_name, text, created_at, updated_at, version FROM document_comments;

DROP TABLE document_comments;

-- A document's comments go when the document goes.
CREATE FUNCTION documents_drop_comments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM record_comments WHERE kind = 'document' AND record_id = OLD.id;
  RETURN OLD;
END $$;
CREATE TRIGGER documents_drop_comments AFTER DELETE ON documents FOR EACH ROW EXECUTE FUNCTION documents_drop_comments();
