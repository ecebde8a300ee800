import type { FastifyInstance } from 'fastify';
import { badRequest, dataBody, ok, type Db, type ServerPluginContext } from '@portolan/sdk/server';
import { DIGEST_MODES, type DigestMode } from '@portolan/sdk/shared';
import type { CategoryChannels } from '../../shared/types';
import { categoryDefaults } from './categoryDefaults';
import { loadCategoryConfig } from './loadCategoryConfig';
import { loadCompanyDefaults } from './loadCompanyDefaults';
import { loadUserPreferences } from './loadUserPreferences';

const SESSION = { access: {} };
const settings = (level: 'Read' | 'Update') => ({ access: { features: ['notification-preferences'], level } });
const category = { type: 'string', minLength: 1, maxLength: 60 };
const channels = {
  type: 'array',
  maxItems: 100,
  items: { type: 'object', additionalProperties: false, required: ['category', 'inApp', 'email'], properties: { category, inApp: { type: 'boolean' }, email: { type: 'boolean' } } },
};

/**
 * The preferences (README): the caller's own channels per category and digest (a session), the
 * company's default channels and its category switches (`notification-preferences`: Read, Update).
 */
export function registerPreferenceRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db, events } = ctx;
  const known = () => new Set(categoryDefaults(events).map((c) => c.category.name));
  /** 400 naming the first item whose category the catalogue does not know. */
  const checkCategories = (items: CategoryChannels[]) => {
    const names = known();
    const bad = items.findIndex((i) => !names.has(i.category));
    if (bad >= 0) throw badRequest(`Unknown category "${items[bad]!.category}"`, `data.items.${bad}.category`);
  };
  /** Saves channels per category: the user's own (with their company) or the company's defaults. */
  const save = async (tx: Db, owner: { userId: string; companyId: string } | { companyId: string }, items: CategoryChannels[]) => {
    for (const item of items) {
      if ('userId' in owner) {
        await tx.query(
          `INSERT INTO notification_preferences (user_id, company_id, category, in_app, email) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (user_id, category) DO UPDATE SET in_app = EXCLUDED.in_app, email = EXCLUDED.email, updated_at = now()`,
          [owner.userId, owner.companyId, item.category, item.inApp, item.email],
        );
      } else {
        await tx.query(
          `INSERT INTO notification_defaults (company_id, category, in_app, email) VALUES ($1, $2, $3, $4)
           ON CONFLICT (company_id, category) DO UPDATE SET in_app = EXCLUDED.in_app, email = EXCLUDED.email, updated_at = now()`,
          [owner.companyId, item.category, item.inApp, item.email],
        );
      }
    }
  };

  app.get('/api/events/user-notification-preferences', { config: SESSION }, async (request) => ok(await loadUserPreferences(db, events, request.user!)));

  app.post<{ Body: { data: { items: CategoryChannels[]; digest?: DigestMode } } }>(
    '/api/events/user-notification-preferences',
    { config: SESSION, schema: { body: dataBody({ items: channels, digest: { type: 'string', enum: [...DIGEST_MODES] } }, ['items']) } },
    async (request) => {
      const user = request.user!;
      const { items, digest } = request.body.data;
      checkCategories(items);
      await db.transaction(async (tx) => {
        await save(tx, { userId: user.id, companyId: user.companyId }, items);
        if (digest) {
          await tx.query(
            `INSERT INTO notification_user_settings (user_id, company_id, digest) VALUES ($1, $2, $3)
             ON CONFLICT (user_id) DO UPDATE SET digest = EXCLUDED.digest, updated_at = now()`,
            [user.id, user.companyId, digest],
          );
        }
      });
      return ok({ record: await loadUserPreferences(db, events, user) });
    },
  );

  app.get('/api/events/default-user-notification-preferences', { config: settings('Read') }, async (request) => {
    const items = (await loadCompanyDefaults(db, events, request.user!.companyId)).map(({ category: c, inApp, email }) => ({ category: c, inApp, email }));
    return ok({ items, count: items.length });
  });

  app.post<{ Body: { data: { items: CategoryChannels[] } } }>(
    '/api/events/default-user-notification-preferences',
    { config: settings('Update'), schema: { body: dataBody({ items: channels }, ['items']) } },
    async (request) => {
      const companyId = request.user!.companyId;
      checkCategories(request.body.data.items);
      await db.transaction((tx) => save(tx, { companyId }, request.body.data.items));
      const items = (await loadCompanyDefaults(db, events, companyId)).map(({ category: c, inApp, email }) => ({ category: c, inApp, email }));
      return ok({ items, count: items.length });
    },
  );

  app.get('/api/events/event-category-config', { config: settings('Read') }, async (request) => {
    const items = await loadCategoryConfig(db, events, request.user!.companyId);
    return ok({ items, count: items.length });
  });

  app.post<{ Body: { data: { category: string; enabled: boolean; emailAllowed: boolean } } }>(
    '/api/events/event-category-config',
    { config: settings('Update'), schema: { body: dataBody({ category, enabled: { type: 'boolean' }, emailAllowed: { type: 'boolean' } }, ['category', 'enabled', 'emailAllowed']) } },
    async (request) => {
      const companyId = request.user!.companyId;
      const { category: name, enabled, emailAllowed } = request.body.data;
      if (!known().has(name)) throw badRequest(`Unknown category "${name}"`, 'data.category');
      await db.query(
        `INSERT INTO event_category_config (company_id, category, enabled, email_allowed) VALUES ($1, $2, $3, $4)
         ON CONFLICT (company_id, category) DO UPDATE SET enabled = EXCLUDED.enabled, email_allowed = EXCLUDED.email_allowed, updated_at = now()`,
        [companyId, name, enabled, emailAllowed],
      );
      const record = (await loadCategoryConfig(db, events, companyId)).find((c) => c.category === name)!;
      return ok({ record });
    },
  );
}
