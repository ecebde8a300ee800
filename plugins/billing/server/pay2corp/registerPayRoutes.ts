import type { FastifyInstance } from 'fastify';
import { badRequest, COMPANY_KYC, companyOf, conflict, isUuid, list, notFound, ok, type ServerPluginContext } from '@portolan/sdk/server';
import type { PayBalance, PayTransactionStatus } from '../../shared/types';
import { createPayTransaction, idempotencyKeyOf, type PayRequest } from './createPayTransaction';
import { deliverSandboxWebhook } from './deliverSandboxWebhook';
import { PayRefusal } from './PayProvider';
import { payDepsOf } from './payDepsOf';
import { loadPayTransaction, PAY_TRANSACTION_SELECT, payAccountOf, payTransactionOf, type PayAccountRow, type PayTransactionRow } from './payRecords';
import { receivePayWebhook } from './receivePayWebhook';
import { SANDBOX_WEBHOOK_JOB } from './sandboxPayProvider';

export const PAY_API = {
  users: '/api/pay2corp/users/',
  user: '/api/pay2corp/users/:id/',
  balance: '/api/pay2corp/users/get-balance',
  transactions: '/api/pay2corp/transactions/',
  transaction: '/api/pay2corp/transactions/:id',
  webhooks: '/api/pay2corp/webhooks',
} as const;

const access = (level: string) => ({ access: { features: ['payments'], level } });
const STATUSES: PayTransactionStatus[] = ['PENDING', 'PROCESSING', 'SETTLED', 'FAILED'];

/**
 * pay2corp (README "pay2corp", feature `payments`): linked accounts (Approve to link, KYC verified when
 * the compliance plugin runs; unlink), their balance at the provider, payments of invoices issued to
 * the caller (Create; header Idempotency-Key, replays answer the same transaction) and the public,
 * signed webhook (receivePayWebhook). The sandbox's settlement webhooks run as the SANDBOX_WEBHOOK_JOB.
 */
export function registerPayRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const deps = payDepsOf(ctx);
  const { db } = ctx;
  ctx.scheduler.job<{ providerReference: string }>(SANDBOX_WEBHOOK_JOB, async (data) => {
    await deliverSandboxWebhook(deps, data.providerReference);
  });

  const ownAccount = async (companyId: string, id: unknown) => {
    const row = isUuid(id) ? await db.one<PayAccountRow>('SELECT * FROM pay_accounts WHERE id = $1 AND company_id = $2', [id, companyId]) : undefined;
    if (!row) throw notFound('Pay account not found');
    return row;
  };

  app.get(PAY_API.users, { config: access('Read') }, async (request) => {
    const rows = await db.query<PayAccountRow>(`SELECT * FROM pay_accounts WHERE company_id = $1 AND status = 'ACTIVE' ORDER BY created_at, id`, [companyOf(request)]);
    return list(rows.rows.map(payAccountOf), rows.rows.length);
  });

  app.post<{ Body: { data: { corporateId?: unknown; displayName?: unknown } } }>(
    PAY_API.users,
    { config: access('Approve'), schema: { body: { type: 'object', required: ['data'], properties: { data: { type: 'object' } } } } },
    async (request, reply) => {
      const companyId = companyOf(request);
      const { corporateId, displayName } = request.body.data;
      if (typeof corporateId !== 'string' || corporateId.trim().length < 3 || corporateId.trim().length > 40) throw badRequest('Enter the corporate id pay2corp gave your company (3 to 40 characters)', 'data.corporateId');
      if (displayName !== undefined && displayName !== null && (typeof displayName !== 'string' || displayName.trim().length > 100)) throw badRequest('The display name is at most 100 characters', 'data.displayName');
      const kyc = ctx.services.find(COMPANY_KYC);
      if (kyc) await kyc.requireVerified(db, companyId, 'link a payment account');
      let linked;
      try {
        linked = await deps.provider.linkAccount(corporateId.trim());
      } catch (error) {
        if (error instanceof PayRefusal) throw badRequest(error.message, 'data.corporateId');
        throw error;
      }
      const name = (typeof displayName === 'string' && displayName.trim()) || linked.displayName;
      const row = await db.one<PayAccountRow>(
        `INSERT INTO pay_accounts (company_id, provider, mode, corporate_id, external_account_id, display_name, currency, linked_by)
         VALUES ($1, 'pay2corp', $2, $3, $4, $5, $6, $7)
         ON CONFLICT (company_id, provider, corporate_id) DO UPDATE
           SET status = 'ACTIVE', mode = EXCLUDED.mode, external_account_id = EXCLUDED.external_account_id, display_name = EXCLUDED.display_name,
               currency = EXCLUDED.currency, linked_by = EXCLUDED.linked_by, updated_at = now(), version = pay_accounts.version + 1
         RETURNING *`,
        [companyId, deps.provider.mode, corporateId.trim(), linked.externalAccountId, name, linked.currency, request.user!.id],
      );
      const account = payAccountOf(row!);
      return reply.status(201).send(ok({ record: account, id: account._id }));
    },
  );

  app.delete<{ Params: { id: string } }>(PAY_API.user, { config: access('Approve') }, async (request) => {
    const row = await ownAccount(companyOf(request), request.params.id);
    if (row.status === 'UNLINKED') throw conflict('The account is UNLINKED already');
    const updated = await db.one<PayAccountRow>(`UPDATE pay_accounts SET status = 'UNLINKED', updated_at = now(), version = version + 1 WHERE id = $1 RETURNING *`, [row.id]);
    return ok({ record: payAccountOf(updated!) });
  });

  app.get<{ Querystring: { accountId?: string } }>(PAY_API.balance, { config: access('Read'), schema: { querystring: { type: 'object', properties: { accountId: { type: 'string', maxLength: 100 } } } } }, async (request) => {
    const accountId = request.query.accountId;
    if (!accountId) throw badRequest('Name the pay account', 'accountId');
    const row = await ownAccount(companyOf(request), accountId);
    if (row.status !== 'ACTIVE') throw conflict('The account is UNLINKED; link it again to read its balance');
    const balance = await deps.provider.balance(row.external_account_id);
    const record: PayBalance = { accountId: String(row.id), currency: balance.currency, availableMinor: balance.availableMinor, asOf: new Date().toISOString(), mode: deps.provider.mode };
    return ok({ record });
  });

  const listQuery = {
    type: 'object', additionalProperties: false,
    properties: { limit: { type: 'integer', minimum: 1, maximum: 200 }, page: { type: 'integer', minimum: 1, maximum: 10_000 }, filter: { type: 'object', propertyNames: { enum: ['status'] }, properties: { status: {} } } },
  };
  app.get<{ Querystring: { limit?: number; page?: number; filter?: { status?: unknown } } }>(PAY_API.transactions, { config: access('Read'), schema: { querystring: listQuery } }, async (request) => {
    const q = request.query;
    const wanted = q.filter?.status === undefined ? [] : (Array.isArray(q.filter.status) ? q.filter.status : [q.filter.status]).map(String);
    if (wanted.some((s) => !STATUSES.includes(s as PayTransactionStatus))) throw badRequest(`The status is one of ${STATUSES.join(', ')}`, 'filter.status');
    const limit = q.limit ?? 50;
    const offset = ((q.page ?? 1) - 1) * limit;
    const status = wanted.length ? wanted : undefined;
    const where = `t.company_id = $1${status ? ' AND t.status = ANY($2::text[])' : ''}`;
    const params: unknown[] = status ? [companyOf(request), status] : [companyOf(request)];
    const rows = await db.query<PayTransactionRow>(`${PAY_TRANSACTION_SELECT} WHERE ${where} ORDER BY t.created_at DESC, t.id DESC LIMIT ${limit} OFFSET ${offset}`, params);
    const count = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM pay_transactions t WHERE ${where}`, params);
    return list(rows.rows.map(payTransactionOf), Number(count!.n));
  });

  app.get<{ Params: { id: string } }>(PAY_API.transaction, { config: access('Read') }, async (request) => {
    const row = isUuid(request.params.id) ? await loadPayTransaction(db, companyOf(request), request.params.id) : undefined;
    if (!row) throw notFound('Pay transaction not found');
    return ok({ record: payTransactionOf(row) });
  });

  app.post<{ Body: { data: PayRequest } }>(
    PAY_API.transactions,
    { config: access('Create'), schema: { body: { type: 'object', required: ['data'], properties: { data: { type: 'object' } } } } },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      const { created, transaction } = await createPayTransaction(deps, { companyId: companyOf(request), userId: request.user!.id }, key, request.body.data);
      return reply.status(created ? 201 : 200).send(ok({ record: transaction, id: transaction._id }));
    },
  );

  // Public and signed: the raw body is what the signature covers, so this route alone reads JSON as text.
  app.register(async (hook) => {
    hook.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    hook.post<{ Body: string }>(PAY_API.webhooks, { config: { access: { public: true } } }, async (request, reply) => {
      const answer = await receivePayWebhook(deps, String(request.body ?? ''), request.headers);
      return reply.status(answer.statusCode).send(answer.body);
    });
  });
}
