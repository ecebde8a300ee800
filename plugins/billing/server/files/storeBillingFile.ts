import { createHash } from 'node:crypto';
import { badRequest, checkFileType, MAX_UPLOAD_BYTES, type Db } from '@portolan/sdk/server';

/** An uploaded file as read from the form. */
export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
}

/** What billing keeps: PDF originals and scans (PNG, JPEG). */
const ALLOWED = /\.(pdf|png|jpe?g)$/i;

/**
 * Stores an upload's bytes in `billing_files` (in the caller's transaction) and answers its id: a PDF,
 * PNG or JPEG (extension and content checked with the SDK's checkFileType), at most 10 MB, with its
 * sha256. Anything else is a 400 naming `field`, and nothing is written.
 */
export async function storeBillingFile(tx: Db, args: { companyId: string; userId: string | null; file: UploadedFile; field?: string }): Promise<string> {
  const field = args.field ?? 'file';
  const fileName = args.file.fileName.replace(/[\\/\u0000-\u001f]/g, '_').slice(0, 255) || 'upload.pdf';
  const { bytes } = args.file;
  if (bytes.length === 0) throw badRequest(`${field} is empty`, field);
  if (bytes.length > MAX_UPLOAD_BYTES) throw badRequest(`${field} is larger than 10 MB`, field);
  if (!ALLOWED.test(fileName)) throw badRequest(`${field} must be a PDF, PNG or JPEG file (got ${fileName.slice(0, 60)})`, field);
  const type = checkFileType(fileName, bytes);
  if ('problem' in type) throw badRequest(`${field}: ${type.problem}`, field);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const row = await tx.one<{ id: string }>(
    `INSERT INTO billing_files (company_id, file_name, content_type, size_bytes, sha256, bytes, uploaded_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [args.companyId, fileName, type.contentType, bytes.length, sha256, bytes, args.userId],
  );
  return row!.id;
}
