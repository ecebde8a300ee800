import { recordKind, type Db } from '@portolan/sdk/server';

/** A demo record to link to: its kind, id and in-app path. */
export interface DemoRecordLink {
  record: { kind: string; id: string } | null;
  href: string;
}

/**
 * The company's newest record of `kind` when a plugin serving that kind is running (record kinds are
 * registered with the routes, so a first start's seed, which runs before them, finds none), linked at
 * `<page>/<id>`; otherwise the area's page.
 */
export async function demoRecordHref(db: Db, companyId: string, kind: string, page: string): Promise<DemoRecordLink> {
  const scope = recordKind(db, kind);
  if (!scope) return { record: null, href: page };
  const row = await db.one<{ id: string }>(`SELECT id FROM ${scope.table} WHERE company_id = $1 ORDER BY created_at DESC, id LIMIT 1`, [companyId]);
  return row ? { record: { kind, id: String(row.id) }, href: `${page}/${String(row.id)}` } : { record: null, href: page };
}
