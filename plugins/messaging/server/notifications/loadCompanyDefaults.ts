import type { Db } from '@portolan/sdk/server';
import type { EventCatalogue } from '@portolan/sdk/shared';
import type { CategoryChannels } from '../../shared/types';
import { categoryDefaults } from './categoryDefaults';

/** The company's default channels per category, and whether each is the company's choice (else the events' defaults). */
export async function loadCompanyDefaults(db: Db, events: EventCatalogue, companyId: string): Promise<Array<CategoryChannels & { chosen: boolean }>> {
  const rows = await db.query<{ category: string; in_app: boolean; email: boolean }>('SELECT category, in_app, email FROM notification_defaults WHERE company_id = $1', [companyId]);
  const byCategory = new Map(rows.rows.map((r) => [r.category, r]));
  return categoryDefaults(events).map(({ category, defaults }) => {
    const row = byCategory.get(category.name);
    return row ? { category: category.name, inApp: row.in_app, email: row.email, chosen: true } : { ...defaults, chosen: false };
  });
}
