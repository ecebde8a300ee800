import type { Db } from '@portolan/sdk/server';

/** The company's logo bytes and type, or undefined when it has none. */
export async function loadCompanyLogo(db: Db, companyId: string): Promise<{ contentType: string; bytes: Buffer; sha256: string; updatedAt: Date } | undefined> {
  const row = await db.one<{ content_type: string; content: Buffer | Uint8Array; sha256: string; updated_at: Date | string }>(
    'SELECT content_type, content, sha256, updated_at FROM company_logos WHERE company_id = $1',
    [companyId],
  );
  if (!row) return undefined;
  return { contentType: row.content_type, bytes: Buffer.from(row.content), sha256: row.sha256, updatedAt: new Date(row.updated_at) };
}
