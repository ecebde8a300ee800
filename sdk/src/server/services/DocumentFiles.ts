import type { Db } from '../Db';
import { serviceToken } from '../ServiceToken';

/** What is known of a stored document without its bytes. */
export interface DocumentFileInfo {
  id: string;
  /** The company that uploaded it (the only one the documents area shows it to). */
  companyId: string;
  entityType: string;
  entityId: string;
  name: string;
  contentType: string;
  size: number;
}

/**
 * Stored documents for another area that grants its own access (the documents plugin provides it):
 * chat attachments are uploaded to the documents area, and the chat lets its members download them.
 */
export interface DocumentFiles {
  /** The document if it belongs to that company; undefined otherwise. */
  describe(db: Db, companyId: string, documentId: string): Promise<DocumentFileInfo | undefined>;
  /** The bytes of a document (any company's: the caller decided the reader may have it). */
  read(db: Db, documentId: string): Promise<(DocumentFileInfo & { content: Uint8Array }) | undefined>;
}

export const DOCUMENT_FILES = serviceToken<DocumentFiles>('documents.files', 'stored documents read on behalf of another area that checks access itself (chat attachments)');
