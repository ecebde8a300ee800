import type { FastifyInstance } from 'fastify';
import { conflict, dataBody, isUuid, notFound, notifyCompany, ok, writeActivity, type Db, type ServerPluginContext } from '@portolan/sdk/server';
import type { InvoiceLineInput } from '../../shared/types';
import { queueAccountingSync } from '../accounting/queueAccountingSync';
import { invoiceLineSchema } from './invoiceDraftSchema';
import { invoiceNotices } from './invoiceNotices';
import { issueCreditNote } from './issueCreditNote';
import { issueInvoice } from './issueInvoice';
import { loadInvoices } from './loadInvoices';
import { callerOf } from './callerOf';

const BASE = '/api/invoices';
const access = (level: string) => ({ access: { features: ['invoices'], level } });
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } } as const;
const version = { type: 'integer', minimum: 1 };
const note = { type: 'string', maxLength: 2000 };
const reason = { type: 'string', minLength: 1, maxLength: 2000, pattern: '\\S' };
const date = { type: 'string', format: 'date' };

/** The invoice row locked for the change, for the side that may make it (issuer: company_id; customer: customer_company_id, never a draft). */
async function lockInvoice(tx: Db, id: string, companyId: string, side: 'issuer' | 'customer'): Promise<Record<string, unknown>> {
  const where = side === 'issuer' ? 'company_id = $2' : "customer_company_id = $2 AND status <> 'DRAFT' AND company_id <> $2";
  const row = isUuid(id) ? await tx.one<Record<string, unknown>>(`SELECT * FROM invoices WHERE id = $1 AND ${where} FOR UPDATE`, [id, companyId]) : undefined;
  if (!row) throw notFound('Invoice not found');
  return row;
}

function checkVersion(row: Record<string, unknown>, version: number): void {
  if (Number(row.version) !== version) throw conflict(`This invoice was changed by someone else (version ${row.version}); reload it and try again`, 'data.version');
}

/**
 * The invoice's moves (README state table): issue (Update), void (Approve; without payments or credit
 * notes), credit notes (Approve), and the billed customer's approve / dispute (Approve in its own
 * company). Each locks the row, answers 409 naming the current state for an illegal move and for a
 * stale version, and writes an activity row in the same transaction.
 */
export function registerInvoiceTransitions(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;
  const answer = async (companyId: string, id: string) => (await loadInvoices(db, companyId, [id]))[0];

  app.post<{ Params: { id: string }; Body: { data: { version: number; issueDate?: string; note?: string } } }>(
    `${BASE}/:id/issue`,
    { config: access('Update'), schema: { params: idParams, body: dataBody({ version, issueDate: date, note }, ['version']) } },
    async (request) => {
      const caller = callerOf(request);
      await db.transaction(async (tx) => {
        const row = await lockInvoice(tx, request.params.id, caller.companyId, 'issuer');
        if (row.status !== 'DRAFT') throw conflict(`Cannot issue: the invoice is ${row.status}`);
        checkVersion(row, request.body.data.version);
        await issueInvoice(tx, ctx, { invoiceId: request.params.id, companyId: caller.companyId, userId: caller.userId, actorName: caller.name, issueDate: request.body.data.issueDate });
      });
      return ok({ record: await answer(caller.companyId, request.params.id) });
    },
  );

  app.post<{ Params: { id: string }; Body: { data: { version: number; reason: string } } }>(
    `${BASE}/:id/void`,
    { config: access('Approve'), schema: { params: idParams, body: dataBody({ version, reason }, ['version', 'reason']) } },
    async (request) => {
      const caller = callerOf(request);
      await db.transaction(async (tx) => {
        const row = await lockInvoice(tx, request.params.id, caller.companyId, 'issuer');
        const status = String(row.status);
        if (row.kind !== 'INVOICE') throw conflict('Cannot void: a credit note is not voided; issue an invoice instead');
        if (!['ISSUED', 'OVERDUE'].includes(status)) throw conflict(`Cannot void: the invoice is ${status}`);
        if (Number(row.paid_minor) > 0) throw conflict(`Cannot void: the invoice is ${status} with payments applied; refund them or issue a credit note`);
        if (Number(row.credited_minor) > 0) throw conflict(`Cannot void: the invoice is ${status} with credit notes against it`);
        checkVersion(row, request.body.data.version);
        const why = request.body.data.reason.trim();
        await tx.query("UPDATE invoices SET status = 'VOID', void_reason = $2, voided_at = now(), balance_minor = 0, version = version + 1, updated_at = now() WHERE id = $1", [row.id, why]);
        await writeActivity(tx, { kind: 'invoice', recordId: String(row.id), companyId: caller.companyId, actorId: caller.userId, actorName: caller.name, action: 'void', from: status, to: 'VOID', note: why });
        await queueAccountingSync(tx, caller.companyId, 'VOID_INVOICE', { invoiceId: String(row.id) });
      });
      return ok({ record: await answer(caller.companyId, request.params.id) });
    },
  );

  app.post<{ Params: { id: string }; Body: { data: { lines: InvoiceLineInput[]; reason: string; version?: number } } }>(
    `${BASE}/:id/credit-notes`,
    { config: access('Approve'), schema: { params: idParams, body: dataBody({ lines: { type: 'array', minItems: 1, maxItems: 200, items: invoiceLineSchema }, reason, version }, ['lines', 'reason']) } },
    async (request, reply) => {
      const caller = callerOf(request);
      const id = await db.transaction((tx) =>
        issueCreditNote(tx, { invoiceId: request.params.id, companyId: caller.companyId, userId: caller.userId, actorName: caller.name, lines: request.body.data.lines, reason: request.body.data.reason.trim(), version: request.body.data.version }),
      );
      return reply.status(201).send(ok({ record: await answer(caller.companyId, id), id }));
    },
  );

  const payerMove = (action: 'approve' | 'dispute', to: 'APPROVED' | 'DISPUTED', from: string[]) =>
    app.post<{ Params: { id: string }; Body: { data: { version: number; note?: string } } }>(
      `${BASE}/:id/${action}`,
      { config: access('Approve'), schema: { params: idParams, body: dataBody({ version, note }, ['version']) } },
      async (request) => {
        const caller = callerOf(request);
        await db.transaction(async (tx) => {
          const row = await lockInvoice(tx, request.params.id, caller.companyId, 'customer');
          const status = String(row.status);
          const payer = String(row.payer_status);
          if (status === 'VOID' || (action === 'dispute' && status === 'PAID')) throw conflict(`Cannot ${action}: the invoice is ${status}`);
          if (!from.includes(payer)) throw conflict(`Cannot ${action}: the invoice is ${payer} already`);
          checkVersion(row, request.body.data.version);
          const text = request.body.data.note?.trim() || null;
          await tx.query('UPDATE invoices SET payer_status = $2, version = version + 1, updated_at = now() WHERE id = $1', [row.id, to]);
          await writeActivity(tx, { kind: 'invoice', recordId: String(row.id), companyId: caller.companyId, actorId: caller.userId, actorName: caller.name, action, from: payer, to, note: text });
          if (action === 'dispute') {
            await notifyCompany(tx, invoiceNotices(ctx), String(row.company_id), {
              event: 'invoice.disputed',
              subject: `${row.customer_name} disputes invoice ${row.number}`,
              body: `${row.customer_name} disputes invoice ${row.number}${text ? `: "${text}"` : ''}.\n\nSee it under Invoices (/invoices/${row.id}).`,
              href: `/invoices/${row.id}`,
              record: { kind: 'invoice', id: String(row.id) },
              actorUserId: caller.userId,
            });
          }
        });
        return ok({ record: await answer(caller.companyId, request.params.id) });
      },
    );
  payerMove('approve', 'APPROVED', ['PENDING', 'DISPUTED']);
  payerMove('dispute', 'DISPUTED', ['PENDING', 'APPROVED']);
}
