import type { FastifyInstance } from 'fastify';
import { companyOf, conflict, dataBody, notFound, ok, type ServerPluginContext } from '@portolan/sdk/server';
import { QUOTES_API } from '../../shared/types';
import { COLOUR, text } from './plannerSchemas';
import { servingPartner, toPartnerPage, type PartnerRow } from './partnerPages';

/** Any key: an unknown one, or another forwarder's page, is the same 404. */
const KEY_PARAMS = { type: 'object', required: ['key'], properties: { key: { type: 'string', minLength: 1, maxLength: 40 } } } as const;
const UNKNOWN_PAGE = 'This page is not available';

/**
 * Partner pages: the public branding (`GET webforms/partners/:key`), and the serving forwarder's own
 * pages — its list and a branding update (name, tagline, logo text, colours, active) with a version.
 */
export function registerPartnerRoutes(app: FastifyInstance, { db }: ServerPluginContext): void {
  app.get<{ Params: { key: string } }>(
    `${QUOTES_API.partners}/:key`,
    { config: { access: { public: true } }, schema: { params: { type: 'object', required: ['key'], properties: { key: text(40, 1) } } } },
    async (request) => {
      const found = await servingPartner(db, request.params.key);
      if (!found) throw notFound(UNKNOWN_PAGE);
      return ok({ record: found.page });
    },
  );

  app.get(
    QUOTES_API.partners,
    { config: { access: { features: ['enquiries'] } }, schema: {} },
    async (request) => {
      const rows = await db.query<PartnerRow>('SELECT * FROM planner_partners WHERE company_id = $1 ORDER BY key', [companyOf(request)]);
      const items = rows.rows.map((r) => ({ _id: String(r.key), ...toPartnerPage(r), updatedAt: new Date(String(r.updated_at)).toISOString() }));
      return ok({ items, count: items.length });
    },
  );

  app.post<{ Params: { key: string }; Body: { data: { name?: string; tagline?: string; logoText?: string; colors?: { primary?: string; accent?: string; text?: string }; active?: boolean; version: number } } }>(
    `${QUOTES_API.partners}/:key/`,
    {
      config: { access: { features: ['enquiries'], level: 'Update' } },
      schema: {
        params: KEY_PARAMS,
        body: dataBody(
          {
            name: text(80, 1),
            tagline: text(200),
            logoText: text(40),
            colors: { type: 'object', additionalProperties: false, properties: { primary: COLOUR, accent: COLOUR, text: COLOUR } },
            active: { type: 'boolean' },
            version: { type: 'integer', minimum: 1 },
          },
          ['version'],
        ),
      },
    },
    async (request) => {
      const { key } = request.params;
      const d = request.body.data;
      const companyId = companyOf(request);
      const row = await db.transaction(async (tx) => {
        const current = await tx.one<PartnerRow>('SELECT * FROM planner_partners WHERE key = $1 AND company_id = $2 FOR UPDATE', [key, companyId]);
        if (!current) throw notFound(UNKNOWN_PAGE);
        if (Number(current.version) !== d.version) throw conflict(`This page was changed by someone else (version ${current.version}); reload it and try again`, 'data.version');
        return tx.one<PartnerRow>(
          `UPDATE planner_partners SET name = $2, tagline = $3, logo_text = $4, color_primary = $5, color_accent = $6, color_text = $7, active = $8,
             version = version + 1, updated_at = now() WHERE key = $1 RETURNING *`,
          [key, d.name?.trim() || current.name, d.tagline ?? current.tagline, d.logoText ?? current.logo_text, d.colors?.primary ?? current.color_primary, d.colors?.accent ?? current.color_accent, d.colors?.text ?? current.color_text, d.active ?? current.active],
        );
      });
      return ok({ record: { _id: key, ...toPartnerPage(row!), updatedAt: new Date(String(row!.updated_at)).toISOString() } });
    },
  );
}
