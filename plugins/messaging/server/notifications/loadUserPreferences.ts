import type { AuthUser, Db } from '@portolan/sdk/server';
import type { DigestMode, EventCatalogue } from '@portolan/sdk/shared';
import type { UserNotificationPreferences } from '../../shared/types';
import { loadCategoryConfig } from './loadCategoryConfig';
import { loadCompanyDefaults } from './loadCompanyDefaults';

/** The user's effective channels per category (own choice, else the company default, else the events' defaults) and digest. */
export async function loadUserPreferences(db: Db, events: EventCatalogue, user: Pick<AuthUser, 'id' | 'companyId'>): Promise<UserNotificationPreferences> {
  const [own, defaults, config, settings] = await Promise.all([
    db.query<{ category: string; in_app: boolean; email: boolean }>('SELECT category, in_app, email FROM notification_preferences WHERE user_id = $1', [user.id]),
    loadCompanyDefaults(db, events, user.companyId),
    loadCategoryConfig(db, events, user.companyId),
    db.one<{ digest: DigestMode }>('SELECT digest FROM notification_user_settings WHERE user_id = $1', [user.id]),
  ]);
  const mine = new Map(own.rows.map((r) => [r.category, r]));
  const items = config.map((c, i) => {
    const fallback = defaults[i]!;
    const row = mine.get(c.category);
    const channels = row ? { inApp: row.in_app, email: row.email } : { inApp: fallback.inApp, email: fallback.email };
    const source: 'user' | 'company' | 'default' = row ? 'user' : fallback.chosen ? 'company' : 'default';
    return { category: c.category, title: c.title, description: c.description, ...channels, source, enabled: c.enabled, emailAllowed: c.emailAllowed };
  });
  return { items, digest: settings?.digest ?? 'immediate' };
}
