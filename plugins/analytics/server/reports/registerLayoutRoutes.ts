import type { FastifyInstance } from 'fastify';
import { badRequest, bodyOf, companyOf, conflict, iso, ok, type ServerPluginContext } from '@portolan/sdk/server';
import { API, type DashboardLayout, type DashboardLayoutItem } from '../../shared/types';

export const LAYOUT_MAX_ITEMS = 100;
const SIZES = ['small', 'medium', 'large', 'full'];

const layoutBody = bodyOf({
  type: 'object',
  required: ['items'],
  additionalProperties: false,
  properties: {
    items: {
      type: 'array',
      maxItems: LAYOUT_MAX_ITEMS,
      items: {
        type: 'object',
        required: ['key', 'size'],
        additionalProperties: false,
        properties: {
          key: { type: 'string', maxLength: 120, pattern: '^[a-z][a-z0-9-]*:[A-Za-z0-9][A-Za-z0-9_-]*$', description: '`<pluginId>:<widgetId>`' },
          size: { type: 'string', enum: SIZES },
        },
      },
    },
    version: { type: 'integer', minimum: 1, description: 'The version it was loaded at (409 when stale); absent: overwrite' },
  },
});

interface LayoutRow {
  layout: { items: DashboardLayoutItem[] } | string;
  updated_at: Date | string;
  version: number;
}

function toLayout(row: LayoutRow | undefined): DashboardLayout {
  if (!row) return { items: [] };
  const layout = typeof row.layout === 'string' ? (JSON.parse(row.layout) as { items: DashboardLayoutItem[] }) : row.layout;
  return { items: layout.items ?? [], updatedAt: iso(row.updated_at)!, version: row.version };
}

/**
 * The signed-in user's dashboard arrangement per company (`GET` / `PUT /api/dashboard/layout`): widget
 * keys and sizes in order, with a version for optimistic concurrency. Access: dashboard Read (it is the
 * user's own preference).
 */
export function registerLayoutRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;
  const access = { access: { features: ['dashboard'], level: 'Read' } };

  app.get(API.layout, { config: access, schema: {} }, async (request) => {
    const row = await db.one<LayoutRow>('SELECT layout, updated_at, version FROM dashboard_layouts WHERE company_id = $1 AND user_id = $2', [companyOf(request), request.user!.id]);
    return ok({ record: toLayout(row) });
  });

  app.put<{ Body: { data: { items: DashboardLayoutItem[]; version?: number } } }>(
    API.layout,
    { config: access, schema: { body: layoutBody } },
    async (request) => {
      const { items, version } = request.body.data;
      const seen = new Set<string>();
      items.forEach((item, i) => {
        if (seen.has(item.key)) throw badRequest(`items[${i}].key: ${item.key} is listed twice`, `data.items.${i}.key`);
        seen.add(item.key);
      });
      const companyId = companyOf(request);
      const userId = request.user!.id;
      const layout = JSON.stringify({ items: items.map(({ key, size }) => ({ key, size })) });
      return db.transaction(async (tx) => {
        const current = await tx.one<{ version: number }>('SELECT version FROM dashboard_layouts WHERE company_id = $1 AND user_id = $2 FOR UPDATE', [companyId, userId]);
        if (current && version !== undefined && version !== current.version) {
          throw conflict(`The layout changed since you loaded it (version ${current.version}, yours ${version}): reload it`, 'data.version');
        }
        const row = current
          ? await tx.one<LayoutRow>(
              'UPDATE dashboard_layouts SET layout = $3::jsonb, updated_at = now(), version = version + 1 WHERE company_id = $1 AND user_id = $2 RETURNING layout, updated_at, version',
              [companyId, userId, layout],
            )
          : await tx.one<LayoutRow>(
              `INSERT INTO dashboard_layouts (company_id, user_id, layout) VALUES ($1, $2, $3::jsonb)
               ON CONFLICT (company_id, user_id) DO UPDATE SET layout = EXCLUDED.layout, updated_at = now(), version = dashboard_layouts.version + 1
               RETURNING layout, updated_at, version`,
              [companyId, userId, layout],
            );
        return ok({ record: toLayout(row) });
      });
    },
  );
}
