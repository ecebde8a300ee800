import type { FastifyInstance } from 'fastify';
import { badRequest, companyOf, conflict, dataBody, isUuid, notFound, ok, publicOrigin, type ServerPluginContext } from '@portolan/sdk/server';
import { PARTNER_BANKS, type PartnerBank } from '../../shared/states';
import { API, type BatchRow, type PublicRegularization } from '../../shared/types';
import { companyKyc } from '../kyc/companyKyc';
import type { BankAdapter } from './bankAdapter';
import { billAgeing } from './billAgeing';
import { toBill } from './billRecords';
import { KYC_PURPOSE, PUSH_BODY, VALIDATE_BODY } from './registerBatchRoutes';
import { access, idParams } from './regularizationAccess';
import { batchDetails, pushBatch, validateAndSave } from './regularizationBatches';
import { createPartnerLink, openPartnerLink, toPartnerLink } from './partnerLinks';
import { toRemittance } from './remittanceRecords';

const PUBLIC = { access: { public: true } } as const;
const tokenParams = { type: 'object', required: ['token'], properties: { token: { type: 'string', maxLength: 200 } } } as const;
/** At most this many open bills and remittances on the partner page. */
const PUBLIC_LIMIT = 500;

/**
 * Partner links (`/api/regularization/links`: create with the URL to hand out, list, revoke) and the open
 * `/regularize` page's routes (`/api/regularization/public/:token`, `…/validate`, `…/push`): scoped to the
 * link's company, batches made through the link recorded with it; a forged, expired or revoked token is a 404.
 */
export function registerLinkRoutes(app: FastifyInstance, ctx: ServerPluginContext, bank: BankAdapter): void {
  const { db } = ctx;
  const publicUrl = String(ctx.settings.publicUrl ?? process.env.PORTOLAN_PUBLIC_URL ?? '') || undefined;
  const base = API.partnerLinks;

  app.post<{ Body: { data: { bank: PartnerBank; email?: string | null; expiresInDays: number } } }>(
    base,
    {
      config: access('Create'),
      schema: {
        body: dataBody({ bank: { type: 'string', enum: Object.keys(PARTNER_BANKS) }, email: { type: ['string', 'null'], maxLength: 200 }, expiresInDays: { type: 'integer', minimum: 1, maximum: 90 } }, ['bank', 'expiresInDays']),
      },
    },
    async (request, reply) => {
      const { email } = request.body.data;
      if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) throw badRequest('The email is an address such as name@bank.example', 'data.email');
      const origin = publicOrigin(publicUrl, request);
      const record = await db.transaction((tx) => createPartnerLink(tx, companyOf(request), request.user!.id, request.body.data, origin));
      return reply.status(201).send(ok({ record, id: record._id }));
    },
  );

  app.get(base, { config: access('Read') }, async (request) => {
    const rows = await db.query<Record<string, unknown>>('SELECT * FROM regularization_links WHERE company_id = $1 ORDER BY created_at DESC, id DESC LIMIT 200', [companyOf(request)]);
    return ok({ items: rows.rows.map(toPartnerLink), count: rows.rows.length });
  });

  app.post<{ Params: { id: string }; Body: { data?: { version?: number } } }>(
    `${base}/:id/revoke`,
    { config: access('Update'), schema: { params: idParams, body: { type: 'object', properties: { data: { type: 'object', additionalProperties: false, properties: { version: { type: 'integer', minimum: 1 } } } } } } },
    async (request) => {
      const companyId = companyOf(request);
      const { id } = request.params;
      const record = await db.transaction(async (tx) => {
        const row = isUuid(id) ? await tx.one<Record<string, unknown>>('SELECT * FROM regularization_links WHERE id = $1 AND company_id = $2 FOR UPDATE', [id, companyId]) : undefined;
        if (!row) throw notFound('Link not found');
        if (row.revoked_at) throw conflict('Cannot revoke: the link is already revoked');
        const version = request.body?.data?.version;
        if (version !== undefined && Number(row.version) !== version) throw conflict(`This link was changed by someone else (version ${row.version}); reload it and try again`, 'data.version');
        return toPartnerLink((await tx.one<Record<string, unknown>>('UPDATE regularization_links SET revoked_at = now(), updated_at = now(), version = version + 1 WHERE id = $1 RETURNING *', [id]))!);
      });
      return ok({ record });
    },
  );

  const pub = API.publicRegularization;
  app.get<{ Params: { token: string } }>(`${pub}/:token`, { config: PUBLIC, schema: { params: tokenParams } }, async (request) => {
    const link = await openPartnerLink(db, request.params.token);
    const company = await db.one<{ name: string }>('SELECT name FROM companies WHERE id = $1', [link.companyId]);
    const bills = await db.query<Record<string, unknown>>(
      "SELECT * FROM export_bills WHERE company_id = $1 AND state IN ('OPEN', 'PARTLY_REALIZED') ORDER BY realization_due_date, id LIMIT $2",
      [link.companyId, PUBLIC_LIMIT],
    );
    const remittances = await db.query<Record<string, unknown>>(
      'SELECT * FROM inward_remittances WHERE company_id = $1 AND bank = $2 AND utilized_minor < amount_minor ORDER BY remittance_date DESC, id LIMIT $3',
      [link.companyId, link.bank, PUBLIC_LIMIT],
    );
    const answer: PublicRegularization = {
      companyName: company?.name ?? '',
      bank: link.bank,
      bills: bills.rows.map((r) => toBill(r)),
      remittances: remittances.rows.map(toRemittance),
      ageing: await billAgeing(db, link.companyId),
      kycVerified: (await companyKyc().status(db, link.companyId)).verified,
    };
    return ok({ record: answer });
  });

  app.post<{ Params: { token: string }; Body: { data: { bank?: PartnerBank; rows: BatchRow[] } } }>(
    `${pub}/:token/validate`,
    { config: PUBLIC, schema: { params: tokenParams, body: VALIDATE_BODY } },
    async (request) => {
      const link = await openPartnerLink(db, request.params.token);
      if (request.body.data.bank && request.body.data.bank !== link.bank) throw badRequest(`This link is for ${PARTNER_BANKS[link.bank]}`, 'data.bank');
      await companyKyc().requireVerified(db, link.companyId, KYC_PURPOSE);
      return ok(await validateAndSave(db, { companyId: link.companyId, userId: null, name: link.actorName, linkId: link.linkId }, link.bank, request.body.data.rows));
    },
  );

  app.post<{ Params: { token: string }; Body: { data: { batchId: string } } }>(
    `${pub}/:token/push`,
    { config: PUBLIC, schema: { params: tokenParams, body: PUSH_BODY } },
    async (request) => {
      const link = await openPartnerLink(db, request.params.token);
      await companyKyc().requireVerified(db, link.companyId, KYC_PURPOSE);
      await pushBatch(db, bank, { companyId: link.companyId, userId: null, name: link.actorName, linkId: link.linkId }, request.body.data.batchId);
      return ok({ record: await batchDetails(db, link.companyId, request.body.data.batchId, link.linkId) });
    },
  );
}
