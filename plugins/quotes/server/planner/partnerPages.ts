import type { Db } from '@portolan/sdk/server';
import type { PartnerPage } from '../../shared/types';
import type { PlannerKey } from '../../shared/states';

export type PartnerRow = Record<string, unknown>;

/** A `planner_partners` row as the public page reads it (no company id). */
export function toPartnerPage(row: PartnerRow): PartnerPage & { version: number } {
  return {
    key: String(row.key) as PlannerKey,
    name: String(row.name),
    tagline: String(row.tagline ?? ''),
    logoText: String(row.logo_text ?? ''),
    colors: { primary: String(row.color_primary), accent: String(row.color_accent), text: String(row.color_text) },
    active: Boolean(row.active),
    version: Number(row.version),
  };
}

/** The active page of a key with the forwarder serving it, or undefined (unknown, inactive, or no forwarder). */
export async function servingPartner(db: Db, key: string): Promise<{ page: PartnerPage; companyId: string; companyName: string } | undefined> {
  const row = await db.one<PartnerRow>(
    `SELECT p.*, c.name AS company_name FROM planner_partners p JOIN companies c ON c.id = p.company_id WHERE p.key = $1 AND p.active`,
    [key],
  );
  if (!row) return undefined;
  const { version: _version, ...page } = toPartnerPage(row);
  return { page, companyId: String(row.company_id), companyName: String(row.company_name) };
}
