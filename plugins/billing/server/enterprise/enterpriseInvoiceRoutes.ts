import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, isUuid, list, notFound, ok, type Db, type ServerPluginContext } from '@portolan/sdk/server';
import { isCurrency } from '@portolan/sdk/shared';
import { BILLING_API } from '../../shared/types';
import { loadInvoices } from '../invoices/loadInvoices';
import { readBillingFile, sendBillingFile } from '../files/readBillingFile';
import { readBillingForm } from '../files/readBillingForm';
import { storeBillingFile } from '../files/storeBillingFile';
import { companyAsked, failingWith, requirePlatform } from './enterpriseAccess';
import { invoiceSubscriptionPeriod } from './invoiceSubscriptionPeriod';
import { loadEnterpriseSubscription } from './loadEnterpriseSubscription';
import { isDate, isoDate, nextPeriodStart, periodEndOf } from './subscriptionPeriod';
import { amountMinorOf, majorOf } from './subscriptionMoney';

const BASE = BILLING_API.enterpriseInvoices;
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } } as const;
const listQuery = {
  type: 'object',
  properties: { company: { type: 'string', maxLength: 100 }, limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 }, skip: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 } },
} as const;

/** The subscription invoice `id` as its issuer (the platform's company) holds it, locked; undefined for anyone else's. */
async function platformInvoice(tx: Db, id: string, platformCompanyId: string) {
  if (!isUuid(id)) return undefined;
  return tx.one<{ id: string; status: string; file_id: string | null; version: number }>(
    "SELECT id, status, file_id, version FROM invoices WHERE id = $1 AND company_id = $2 AND source = 'SUBSCRIPTION' FOR UPDATE",
    [id, platformCompanyId],
  );
}

/**
 * Enterprise subscription invoices (README "Enterprise subscriptions"): the list (the billed company
 * sees its issued ones; platform admins all they issued, or `?company=`), the platform admin's upload
 * (a period invoiced from the platform's company, with the PDF original), replacing the file or a
 * draft's period, and the original's download (the issuer and the billed company only).
 */
export function enterpriseInvoiceRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;

  app.get<{ Querystring: { company?: string; limit: number; skip: number } }>(BASE, { schema: { querystring: listQuery } }, async (request) => {
    const user = request.user!;
    const company = companyAsked(request);
    const { limit, skip } = request.query;
    const where = user.isPlatformAdmin
      ? { sql: "i.company_id = $1 AND i.source = 'SUBSCRIPTION' AND ($2::uuid IS NULL OR i.customer_company_id = $2::uuid)", params: [user.companyId, company ?? null] }
      : { sql: "i.customer_company_id = $1 AND i.source = 'SUBSCRIPTION' AND i.status <> 'DRAFT' AND $2::uuid IS NULL", params: [user.companyId, null] };
    const [rows, count] = await Promise.all([
      db.query<{ id: string }>(`SELECT i.id FROM invoices i WHERE ${where.sql} ORDER BY i.period_start DESC NULLS LAST, i.created_at DESC, i.id LIMIT ${limit} OFFSET ${skip}`, where.params),
      db.one<{ n: string | number }>(`SELECT count(*) AS n FROM invoices i WHERE ${where.sql}`, where.params),
    ]);
    const items = rows.rows.length ? await loadInvoices(db, user.companyId, rows.rows.map((r) => r.id)) : [];
    return list(items, Number(count?.n ?? 0));
  });

  app.post(BASE, async (request, reply) => {
    const user = requirePlatform(request);
    return failingWith('Invoice upload failed', async () => {
      const form = await readBillingForm(request, ['companyId', 'periodStart', 'periodEnd', 'amount', 'currency']);
      const { companyId = '', periodStart, periodEnd, amount, currency } = form.fields;
      if (!companyId) throw badRequest('companyId is required', 'companyId');
      const sub = isUuid(companyId) ? await loadEnterpriseSubscription(db, companyId) : undefined;
      if (!sub) throw badRequest('companyId is not a company', 'companyId');
      if (!sub.subscriptionId || !sub.planName) throw badRequest(`${sub.companyName} has no subscription to invoice`, 'companyId');
      if (companyId === user.companyId) throw badRequest('The platform does not invoice itself', 'companyId');
      const cur = (currency || sub.currency).toUpperCase();
      if (!isCurrency(cur)) throw badRequest(`currency ${cur.slice(0, 10)} is not an ISO 4217 currency`, 'currency');
      const start = periodStart || sub.currentPeriodStart;
      if (!start) throw badRequest('periodStart is required: the subscription has no billing period yet', 'periodStart');
      if (!isDate(start)) throw badRequest('periodStart must be a date YYYY-MM-DD', 'periodStart');
      const end = periodEnd || periodEndOf(start, sub.cycle);
      if (!isDate(end)) throw badRequest('periodEnd must be a date YYYY-MM-DD', 'periodEnd');
      if (end < start) throw badRequest('periodEnd must not be before periodStart', 'periodEnd');
      let amountMinor: number;
      if (amount) amountMinor = amountMinorOf(amount, cur);
      else if (sub.priceMinor > 0 && sub.currency === cur) amountMinor = sub.priceMinor;
      else throw badRequest(`amount is required: the subscription has no price in ${cur}`, 'amount');

      const id = await db.transaction(async (tx) => {
        const fileId = form.file ? await storeBillingFile(tx, { companyId: user.companyId, userId: user.id, file: form.file }) : null;
        const invoiceId = await invoiceSubscriptionPeriod(tx, ctx, {
          platformCompanyId: user.companyId,
          userId: user.id,
          companyId,
          companyName: sub.companyName,
          subscriptionId: sub.subscriptionId!,
          planName: sub.planName!,
          periodStart: start,
          periodEnd: end,
          currency: cur,
          amount: majorOf(amountMinor, cur),
          fileId,
        });
        // Invoicing the current period moves the subscription on (the job will not invoice it again).
        if (sub.currentPeriodStart === start) {
          await tx.query('UPDATE subscription_billing SET current_period_start = $2, updated_at = now(), version = version + 1 WHERE subscription_id = $1', [sub.subscriptionId, nextPeriodStart(start, sub.cycle)]);
        }
        return invoiceId;
      });
      const [record] = await loadInvoices(db, user.companyId, [id]);
      return reply.status(201).send(ok({ record, id, message: 'Invoice Uploaded' }));
    });
  });

  app.post<{ Params: { id: string } }>(`${BASE}/:id/`, { schema: { params: idParams } }, async (request) => {
    const user = requirePlatform(request);
    return failingWith('failed to update invoice', async () => {
      const form = await readBillingForm(request, ['periodStart', 'periodEnd', 'amount']);
      const { periodStart, periodEnd, amount } = form.fields;
      await db.transaction(async (tx) => {
        const invoice = await platformInvoice(tx, request.params.id, user.companyId);
        if (!invoice) throw notFound('Invoice not found');
        if ((periodStart || periodEnd || amount) && invoice.status !== 'DRAFT') throw conflict(`The invoice is ${invoice.status}: only its file can be replaced (a credit note corrects an issued invoice)`, periodStart ? 'periodStart' : periodEnd ? 'periodEnd' : 'amount');
        if (amount) throw badRequest("Edit a draft's amount on its lines (POST /api/invoices/:id/)", 'amount');
        if (periodStart && !isDate(periodStart)) throw badRequest('periodStart must be a date YYYY-MM-DD', 'periodStart');
        if (periodEnd && !isDate(periodEnd)) throw badRequest('periodEnd must be a date YYYY-MM-DD', 'periodEnd');
        if (!form.file && !periodStart && !periodEnd) throw badRequest('Send a file, or a draft’s periodStart / periodEnd', 'file');
        if (periodStart || periodEnd) {
          const row = await tx.one<{ period_start: Date | string | null; period_end: Date | string | null }>('SELECT period_start, period_end FROM invoices WHERE id = $1', [invoice.id]);
          const start = periodStart || (row?.period_start ? isoDate(row.period_start) : '');
          const end = periodEnd || (row?.period_end ? isoDate(row.period_end) : '');
          if (start && end && end < start) throw badRequest('periodEnd must not be before periodStart', 'periodEnd');
          await tx.query('UPDATE invoices SET period_start = COALESCE($2::date, period_start), period_end = COALESCE($3::date, period_end), updated_at = now(), version = version + 1 WHERE id = $1', [invoice.id, periodStart || null, periodEnd || null]);
        }
        if (form.file) {
          const fileId = await storeBillingFile(tx, { companyId: user.companyId, userId: user.id, file: form.file });
          await tx.query('UPDATE invoices SET file_id = $2, updated_at = now(), version = version + 1 WHERE id = $1', [invoice.id, fileId]);
          if (invoice.file_id) await tx.query('DELETE FROM billing_files WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM subscription_documents WHERE file_id = $1)', [invoice.file_id]);
        }
      });
      const [record] = await loadInvoices(db, user.companyId, [request.params.id]);
      return ok({ record, message: 'Invoice Updated' });
    });
  });

  app.get<{ Params: { id: string } }>(`${BASE}/:id/file`, { schema: { params: idParams } }, async (request, reply) => {
    const companyId = request.user!.companyId;
    const row = isUuid(request.params.id)
      ? await db.one<{ file_id: string | null }>(
          "SELECT file_id FROM invoices WHERE id = $1 AND source = 'SUBSCRIPTION' AND (company_id = $2 OR (customer_company_id = $2 AND status <> 'DRAFT'))",
          [request.params.id, companyId],
        )
      : undefined;
    if (!row) throw notFound('Invoice not found');
    const file = row.file_id ? await readBillingFile(db, row.file_id) : undefined;
    if (!file) throw notFound('This invoice has no uploaded file');
    return sendBillingFile(reply, file);
  });
}
