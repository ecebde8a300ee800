import type { Db, DocumentFileInfo, DocumentFiles } from '@portolan/sdk/server';
import { isUuid } from '@portolan/sdk/server';

const INFO = 'id, company_id, entity_type, entity_id, name, content_type, size';

function toInfo(row: Record<string, unknown>): DocumentFileInfo {
  return {
    id: String(row.id),
    companyId: String(row.company_id),
    entityType: String(row.entity_type),
    entityId: String(row.entity_id),
    name: String(row.name),
    contentType: String(row.content_type),
    size: Number(row.size),
  };
}

/**
 * The SDK's `DOCUMENT_FILES` over the documents table: another area (chat attachments) learns what a
 * company uploaded and reads the bytes for readers it checked itself.
 */
export function createDocumentFiles(): DocumentFiles {
  return {
    async describe(db: Db, companyId: string, documentId: string) {
      if (!isUuid(documentId) || !isUuid(companyId)) return undefined;
      const row = await db.one<Record<string, unknown>>(`SELECT ${INFO} FROM documents WHERE id = $1 AND company_id = $2`, [documentId, companyId]);
      return row ? toInfo(row) : undefined;
    },
    async read(db: Db, documentId: string) {
      if (!isUuid(documentId)) return undefined;
      const row = await db.one<Record<string, unknown>>(`SELECT ${INFO}, content FROM documents WHERE id = $1`, [documentId]);
      if (!row) return undefined;
      const content = row.content as Uint8Array;
      return { ...toInfo(row), content: content instanceof Uint8Array ? content : new Uint8Array(content as ArrayBufferLike) };
    },
  };
}
