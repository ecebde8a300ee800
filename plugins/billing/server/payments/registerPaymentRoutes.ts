import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, bodyOf, companyOf, defineListResource, isUuid, ok, type ServerPluginContext } from '@portolan/sdk/server';
import { BILLING_API, type PaymentInput } from '../../shared/types';
import { ageingReport } from './ageingReport';
import { applyPayment } from './applyPayment';
import { customerStatement } from './customerStatement';
import { loadPayment } from './loadPayment';
import { AGEING_QUERY_SCHEMA, PAYMENT_INPUT_SCHEMA, REFUND_INPUT_SCHEMA, STATEMENT_QUERY_SCHEMA } from './paymentSchemas';
import { paymentResource } from './paymentResource';
import { checkDate } from './checkDate';
import { refundPayment, type RefundInput } from './refundPayment';
import { statementCsv } from './statementCsv';
import { statementPdf, statementPdfName } from './statementPdf';

const P = BILLING_API.payments;
const params = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } } as const;
const access = (level: string) => ({ access: { features: ['payments'], level } });
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Payments (README "Payments", feature `payments`): the list of payments received and made, one
 * payment with its allocations, recording a receipt against the caller's own invoices (Create,
 * applyPayment), refunding a receipt's unapplied credit (Approve), the ageing of receivables or
 * payables and a customer's statement (JSON, CSV or PDF).
 */
export function registerPaymentRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;
  const deps = { db: ctx.db, log: ctx.log, services: ctx.services };

  app.get<{ Querystring: { side: 'receivables' | 'payables'; asOf?: string } }>(
    BILLING_API.ageing,
    { config: access('Read'), schema: { querystring: AGEING_QUERY_SCHEMA } },
    async (request) => {
      checkDate(request.query.asOf, 'asOf');
      return ok({ record: await ageingReport(db, companyOf(request), request.query.side, request.query.asOf ?? today()) });
    },
  );

  app.get<{ Params: { companyId: string }; Querystring: { from?: string; to?: string; currency?: string; format: 'json' | 'csv' | 'pdf' } }>(
    `${BILLING_API.statements}/:companyId`,
    { config: access('Read'), schema: { params: { type: 'object', required: ['companyId'], properties: { companyId: { type: 'string', maxLength: 100 } } }, querystring: STATEMENT_QUERY_SCHEMA } },
    async (request, reply) => {
      const { from, to, currency, format } = request.query;
      checkDate(from, 'from');
      checkDate(to, 'to');
      const end = to ?? today();
      const start = from ?? new Date(Date.parse(`${end}T00:00:00Z`) - 89 * 86_400_000).toISOString().slice(0, 10);
      if (start > end) throw badRequest('from must not be after to', 'from');
      const statement = await customerStatement(db, companyOf(request), request.params.companyId, { from: start, to: end, ...(currency ? { currency } : {}) });
      if (format === 'csv') {
        const name = statementPdfName(statement).replace(/\.pdf$/, '.csv');
        return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).send(statementCsv(statement));
      }
      if (format === 'pdf') {
        return reply.type('application/pdf').header('content-disposition', `attachment; filename="${statementPdfName(statement)}"`).send(await statementPdf(statement));
      }
      return ok({ record: statement });
    },
  );

  defineListResource(app, db, paymentResource());

  app.get<{ Params: { id: string } }>(`${P}/:id`, { config: access('Read'), schema: { params } }, async (request) =>
    ok({ record: await loadPayment(db, companyOf(request), request.params.id) }),
  );

  app.post<{ Body: { data: PaymentInput } }>(P, { config: access('Create'), schema: { body: bodyOf(PAYMENT_INPUT_SCHEMA) } }, async (request, reply) => {
    const input = request.body.data;
    const companyId = companyOf(request);
    const id = await db.transaction(async (tx) => {
      // The payer defaults to the customer of the first invoice (its company and name at issue).
      const first = input.allocations[0] && isUuid(input.allocations[0].invoiceId)
        ? await tx.one<{ customer_company_id: string | null; customer_name: string }>('SELECT customer_company_id, customer_name FROM invoices WHERE id = $1 AND company_id = $2', [input.allocations[0].invoiceId, companyId])
        : undefined;
      const payerCompanyId = input.payerCompanyId !== undefined ? input.payerCompanyId : (first?.customer_company_id ?? null);
      let payerName = input.payerName ?? first?.customer_name;
      if (!payerName && payerCompanyId) payerName = (await tx.one<{ name: string }>('SELECT name FROM companies WHERE id = $1', [payerCompanyId]))?.name;
      return applyPayment(tx, deps, {
        payeeCompanyId: companyId,
        payerCompanyId: payerCompanyId ?? null,
        payerName: payerName ?? '',
        method: input.method,
        reference: input.reference ?? null,
        receivedOn: input.receivedOn,
        currency: input.currency,
        amountMinor: input.amountMinor,
        allocations: input.allocations.map((a) => ({ invoiceId: a.invoiceId, amountMinor: a.amountMinor, ...(a.realizedRate !== undefined ? { realizedRate: String(a.realizedRate) } : {}) })),
        acceptOverpayment: input.acceptOverpayment === true,
        notes: input.notes ?? null,
        userId: request.user!.id,
      }, 'data');
    });
    const record = await loadPayment(db, companyId, id);
    return reply.status(201).send(ok({ record, id }));
  });

  app.post<{ Params: { id: string }; Body: { data: RefundInput } }>(
    `${P}/:id/refund`,
    { config: access('Approve'), schema: { params, body: bodyOf(REFUND_INPUT_SCHEMA) } },
    async (request: FastifyRequest<{ Params: { id: string }; Body: { data: RefundInput } }>, reply) => {
      const companyId = companyOf(request);
      const user = request.user!;
      const id = await db.transaction((tx) => refundPayment(tx, { companyId, userId: user.id, name: user.name }, request.params.id, request.body.data));
      return reply.status(201).send(ok({ record: await loadPayment(db, companyId, id), id }));
    },
  );
}
