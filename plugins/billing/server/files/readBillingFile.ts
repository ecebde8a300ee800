import type { FastifyReply } from 'fastify';
import type { Db } from '@portolan/sdk/server';

export interface BillingFile {
  fileName: string;
  contentType: string;
  sha256: string;
  bytes: Buffer;
}

/** A stored billing file's bytes (the caller has checked who may read it), or undefined. */
export async function readBillingFile(db: Db, fileId: string): Promise<BillingFile | undefined> {
  const row = await db.one<{ file_name: string; content_type: string; sha256: string; bytes: Buffer | Uint8Array }>(
    'SELECT file_name, content_type, sha256, bytes FROM billing_files WHERE id = $1',
    [fileId],
  );
  if (!row) return undefined;
  return { fileName: row.file_name, contentType: row.content_type, sha256: row.sha256, bytes: Buffer.from(row.bytes) };
}

/** Sends a billing file as a download (its stored type, never sniffed by the browser). */
export function sendBillingFile(reply: FastifyReply, file: BillingFile): FastifyReply {
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .header('x-content-type-options', 'nosniff')
    .header('etag', `"${file.sha256}"`)
    .send(file.bytes);
}
