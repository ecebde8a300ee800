import type { Db } from '@portolan/sdk/server';
import type { EventCatalogue } from '@portolan/sdk/shared';
import type { EventCategoryConfig } from '../../shared/types';
import { categoryDefaults } from './categoryDefaults';

/** `event-category-config`: the company's switch per category of the catalogue (absent: enabled, email allowed), with its events. */
export async function loadCategoryConfig(db: Db, events: EventCatalogue, companyId: string): Promise<EventCategoryConfig[]> {
  const rows = await db.query<{ category: string; enabled: boolean; email_allowed: boolean }>('SELECT category, enabled, email_allowed FROM event_category_config WHERE company_id = $1', [companyId]);
  const byCategory = new Map(rows.rows.map((r) => [r.category, r]));
  return categoryDefaults(events).map(({ category }) => {
    const row = byCategory.get(category.name);
    return {
      category: category.name,
      title: category.title,
      description: category.description,
      enabled: row ? row.enabled : true,
      emailAllowed: row ? row.email_allowed : true,
      events: events.events.filter((e) => e.category === category.name).map((e) => ({ name: e.name, title: e.title, defaultChannels: [...(e.defaultChannels ?? ['inApp'])] })),
    };
  });
}
