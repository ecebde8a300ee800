import { createHash } from 'node:crypto';
import type { Db } from '@portolan/sdk/server';
import type { LogoImage } from './readLogoImage';

/** Stores (or replaces) the company's logo: its bytes, type, size, sha256 and pixel size. */
export async function saveCompanyLogo(db: Db, companyId: string, bytes: Buffer, image: LogoImage, updatedByName: string | null): Promise<void> {
  await db.query(
    `INSERT INTO company_logos (company_id, content_type, content, size, sha256, width, height, updated_by_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (company_id) DO UPDATE SET content_type = $2, content = $3, size = $4, sha256 = $5, width = $6, height = $7, updated_by_name = $8, updated_at = now()`,
    [companyId, image.contentType, bytes, bytes.length, createHash('sha256').update(bytes).digest('hex'), image.width, image.height, updatedByName],
  );
}
