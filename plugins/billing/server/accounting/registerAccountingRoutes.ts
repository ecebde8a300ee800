import type { FastifyInstance } from 'fastify';
import { companyOf, conflict, dataBody, isUuid, list, notFound, ok, record, type ServerPluginContext } from '@portolan/sdk/server';
import { BILLING_API, type AccountingProvider } from '../../shared/types';
import { runAccountingSync } from './runAccountingSync';
import { connectionOf, JOB_COLUMNS, publicConnection, syncJobOf } from './syncRecords';
import { updateInvoiceTds } from './updateInvoiceTds';

const access = (level: string) => ({ access: { features: ['invoices'], level, plan: ['accounting'] } });
const ID = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } };
const SETTINGS = { type: 'object', maxProperties: 200, additionalProperties: { type: 'string', maxLength: 2000 } };
const CONNECTION_COLUMNS = 'id, provider, mode, external_org_id, settings, status, created_at, version';
const TDS_BODY = dataBody({ invoiceId: { type: 'string', minLength: 1, maxLength: 100 }, tdsRate: { type: 'number', minimum: 0, maximum: 30, multipleOf: 0.01 } }, ['invoiceId', 'tdsRate']);

/**
 * The accounting sync (README "Accounting"; feature `invoices`, plan feature `accounting`): connections
 * (Approve to connect, change, disconnect), the outbox and its failure list, retry (Update), updateTds for
 * QuickBooks and Zoho Books (Update); and the outbox worker every 30 s.
 */
export function registerAccountingRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;
  ctx.scheduler.every('accounting-sync', 30, async (now) => {
    await runAccountingSync(ctx, now);
  });

  app.get(BILLING_API.accountingConnections, { config: access('Read') }, async (request) => {
    const rows = await db.query(`SELECT ${CONNECTION_COLUMNS} FROM accounting_connections WHERE company_id = $1 ORDER BY provider`, [companyOf(request)]);
    const items = rows.rows.map((r) => publicConnection(connectionOf(r)));
    return list(items, items.length);
  });

  app.post<{ Body: { data: { provider: AccountingProvider; externalOrgId: string; mode?: 'SANDBOX' | 'LIVE'; settings?: Record<string, string> } } }>(
    BILLING_API.accountingConnections,
    {
      config: access('Approve'),
      schema: {
        body: dataBody(
          { provider: { enum: ['QUICKBOOKS', 'ZOHO'] }, externalOrgId: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }, mode: { enum: ['SANDBOX', 'LIVE'] }, settings: SETTINGS },
          ['provider', 'externalOrgId'],
        ),
      },
    },
    async (request, reply) => {
      const { provider, externalOrgId, mode, settings } = request.body.data;
      const row = await db.one(
        `INSERT INTO accounting_connections (company_id, provider, mode, external_org_id, settings) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (company_id, provider) DO NOTHING RETURNING ${CONNECTION_COLUMNS}`,
        [companyOf(request), provider, mode ?? 'SANDBOX', externalOrgId, JSON.stringify(settings ?? {})],
      );
      if (!row) throw conflict(`A ${provider === 'QUICKBOOKS' ? 'QuickBooks' : 'Zoho Books'} connection exists already: change it instead`, 'provider');
      reply.code(201);
      return record(publicConnection(connectionOf(row)), true);
    },
  );

  app.post<{ Params: { id: string }; Body: { data: { settings?: Record<string, string>; status?: 'ACTIVE' | 'PAUSED'; externalOrgId?: string; version: number } } }>(
    `${BILLING_API.accountingConnections}/:id`,
    {
      config: access('Approve'),
      schema: {
        params: ID,
        body: dataBody(
          { settings: SETTINGS, status: { enum: ['ACTIVE', 'PAUSED'] }, externalOrgId: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }, version: { type: 'integer', minimum: 1 } },
          ['version'],
        ),
      },
    },
    async (request) => {
      const { id } = request.params;
      const { settings, status, externalOrgId, version } = request.body.data;
      return db.transaction(async (tx) => {
        const current = isUuid(id) ? await tx.one(`SELECT ${CONNECTION_COLUMNS} FROM accounting_connections WHERE id = $1 AND company_id = $2 FOR UPDATE`, [id, companyOf(request)]) : undefined;
        if (!current) throw notFound('Connection not found');
        const connection = connectionOf(current);
        if (connection.version !== version) throw conflict(`The connection was changed by someone else (version ${connection.version}); reload it`, 'version');
        // A masked secret sent back unchanged keeps the stored one.
        const merged = settings ? Object.fromEntries(Object.entries(settings).map(([k, v]) => [k, v === '••••' ? (connection.settings[k] ?? '') : v])) : connection.settings;
        const row = await tx.one(
          `UPDATE accounting_connections SET settings = $2, status = $3, external_org_id = $4, updated_at = now(), version = version + 1 WHERE id = $1 RETURNING ${CONNECTION_COLUMNS}`,
          [id, JSON.stringify(merged), status ?? connection.status, externalOrgId ?? connection.externalOrgId],
        );
        return record(publicConnection(connectionOf(row!)));
      });
    },
  );

  app.delete<{ Params: { id: string } }>(`${BILLING_API.accountingConnections}/:id`, { config: access('Approve'), schema: { params: ID } }, async (request) => {
    const { id } = request.params;
    const row = isUuid(id) ? await db.one('DELETE FROM accounting_connections WHERE id = $1 AND company_id = $2 RETURNING id', [id, companyOf(request)]) : undefined;
    if (!row) throw notFound('Connection not found');
    return ok({ id });
  });

  app.get<{ Querystring: { filter?: { status?: string; provider?: string; invoiceId?: string }; limit?: number; offset?: number } }>(
    BILLING_API.accountingJobs,
    {
      config: access('Read'),
      schema: {
        querystring: {
          type: 'object', additionalProperties: false,
          properties: {
            filter: {
              type: 'object', additionalProperties: false,
              properties: { status: { enum: ['PENDING', 'SENT', 'FAILED'] }, provider: { enum: ['QUICKBOOKS', 'ZOHO'] }, invoiceId: { type: 'string', format: 'uuid' } },
            },
            limit: { type: 'integer', minimum: 1, maximum: 200 },
            offset: { type: 'integer', minimum: 0, maximum: 1_000_000 },
          },
        },
      },
    },
    async (request) => {
      const { filter = {}, limit = 50, offset = 0 } = request.query;
      const params: unknown[] = [companyOf(request)];
      const where = ['j.company_id = $1'];
      if (filter.status) where.push(`j.status = $${params.push(filter.status)}`);
      if (filter.provider) where.push(`j.provider = $${params.push(filter.provider)}`);
      if (filter.invoiceId) where.push(`j.invoice_id = $${params.push(filter.invoiceId)}`);
      const from = `FROM accounting_sync_jobs j LEFT JOIN invoices i ON i.id = j.invoice_id WHERE ${where.join(' AND ')}`;
      const rows = await db.query(`SELECT ${JOB_COLUMNS} ${from} ORDER BY j.created_at DESC, j.id DESC LIMIT ${limit} OFFSET ${offset}`, params);
      const count = await db.one<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params);
      return list(rows.rows.map(syncJobOf), count?.n ?? 0);
    },
  );

  app.post<{ Params: { id: string } }>(`${BILLING_API.accountingJobs}/:id/retry`, { config: access('Update'), schema: { params: ID } }, async (request) => {
    const { id } = request.params;
    const companyId = companyOf(request);
    return db.transaction(async (tx) => {
      const job = isUuid(id) ? await tx.one<{ status: string }>('SELECT status FROM accounting_sync_jobs WHERE id = $1 AND company_id = $2 FOR UPDATE', [id, companyId]) : undefined;
      if (!job) throw notFound('Sync job not found');
      if (job.status !== 'FAILED') throw conflict(`Only a failed job can be retried (this one is ${job.status})`, 'status');
      await tx.query(
        `UPDATE accounting_sync_jobs SET status = 'PENDING', attempts = 0, next_attempt_at = now(), updated_at = now(), version = version + 1 WHERE id = $1`,
        [id],
      );
      const row = await tx.one(`SELECT ${JOB_COLUMNS} FROM accounting_sync_jobs j LEFT JOIN invoices i ON i.id = j.invoice_id WHERE j.id = $1`, [id]);
      return record(syncJobOf(row!));
    });
  });

  for (const [path, provider] of [[BILLING_API.quickbooksUpdateTds, 'QUICKBOOKS'], [BILLING_API.zohoUpdateTds, 'ZOHO']] as const) {
    app.post<{ Body: { data: { invoiceId: string; tdsRate: number } } }>(path, { config: access('Update'), schema: { body: TDS_BODY } }, async (request) => {
      const user = request.user!;
      const result = await updateInvoiceTds(db, { companyId: companyOf(request), userId: user.id, name: user.name }, provider, request.body.data);
      return ok(result);
    });
  }
}
