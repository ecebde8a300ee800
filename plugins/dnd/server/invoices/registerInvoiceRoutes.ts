import type { FastifyInstance } from 'fastify';
import {
  addDays, badRequest, companyOf, conflict, dataBody, defineRecordComments, defineResource, defineTransitions, findOwnedForUpdate, findVisible, isUuid, notFound, ok,
  registerRecordKind, SHIPMENT_EQUIPMENT, todayUtc, writeActivity, type Db, type ServerPluginContext, type TransitionContext,
} from '@portolan/sdk/server';
import { DISPUTE_ACTIONS, INVOICE_ACTIONS } from '../../shared/states';
import { DND_API, type CarrierInvoiceDetails, type Dispute } from '../../shared/types';
import { checkInvoice } from './checkInvoice';
import { DISPUTE_KIND, disputeResource, moveInvoice, toDispute } from './disputeResource';
import { disputePdf, disputePdfName } from './disputePdf';
import { invoiceFacts } from './invoiceFacts';
import { checkColumns, containerNumberOf, INVOICE_KIND, invoiceFields, invoiceResource, toInvoice } from './invoiceResource';
import { enteredMinor } from './invoiceMoney';
import { DECIMAL } from './invoiceSchemas';

/** 46 CFR 541.8: the billing party answers a dispute within 30 days of receiving it. */
export const CARRIER_ANSWER_DAYS = 30;

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } } as const;

/**
 * Carrier invoices and their disputes (README-541.md): the invoices resource (checked on create and
 * update), `:id/check/` (re-run the check), accept and pay (INVOICE_ACTIONS, audit trail), comments;
 * the disputes resource (opened from an invoice), its actions (DISPUTE_ACTIONS: an outcome or a
 * withdrawal returns the invoice to RECEIVED so it can be accepted and paid), comments and the letter
 * as a PDF.
 */
export function registerInvoiceRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;
  const equipment = ctx.services.get(SHIPMENT_EQUIPMENT);
  registerRecordKind(db, { kind: INVOICE_KIND, table: 'dnd_invoices', label: 'Invoice' });
  registerRecordKind(db, { kind: DISPUTE_KIND, table: 'dnd_disputes', label: 'Dispute' });

  const invoices = invoiceResource(ctx.services);
  const disputes = disputeResource();
  const invoiceDetails = async (via: Db, companyId: string, id: string): Promise<CarrierInvoiceDetails | undefined> => {
    const row = await findVisible(via, invoices, companyId, id);
    if (!row) return undefined;
    const rec = toInvoice(row);
    await invoices.expand!(via, [rec], { companyId, many: false });
    return rec;
  };
  const disputeDetails = async (via: Db, companyId: string, id: string): Promise<Dispute | undefined> => {
    const row = await findVisible(via, disputes, companyId, id);
    if (!row) return undefined;
    const rec = toDispute(row);
    await disputes.expand!(via, [rec], { companyId, many: false });
    return rec;
  };

  // Re-run the check (the events or the tariff may have changed since the invoice was recorded).
  app.post<{ Params: { id: string }; Body: { data: { version: number } } }>(
    `${DND_API.invoices}/:id/check/`,
    { config: { access: { features: ['dnd'], level: 'Update' } }, schema: { params: idParams, body: dataBody({ version: { type: 'integer', minimum: 1 } }, ['version']) } },
    async (request) => {
      const companyId = companyOf(request);
      const user = request.user!;
      const record = await db.transaction(async (tx) => {
        const current = await findOwnedForUpdate(tx, 'dnd_invoices', companyId, request.params.id);
        if (!current) throw notFound('Invoice not found');
        if (Number(current.version) !== request.body.data.version) throw conflict(`This invoice was changed by someone else (version ${current.version}); reload it and try again`, 'data.version');
        const fields = invoiceFields(current);
        const found = await invoiceFacts({ db: tx, services: ctx.services }, companyId, fields.containerId, fields.direction, fields.chargeType);
        // The container left the company's view (a shipment unshared): nothing can be expected.
        const check = checkInvoice(fields, found?.facts ?? { clock: null, terms: null, today: todayUtc() });
        const columns = checkColumns(check, fields.amount.currency, containerNumberOf(current));
        await tx.query('UPDATE dnd_invoices SET findings = $3, expected = $4, expected_minor = $5, version = version + 1, updated_at = now() WHERE id = $1 AND company_id = $2', [
          current.id, companyId, columns.findings, columns.expected, columns.expected_minor,
        ]);
        const status = String(current.status);
        await writeActivity(tx, { kind: INVOICE_KIND, recordId: String(current.id), companyId, actorId: user.id, actorName: user.name, action: 'check', from: status, to: status, note: `${check.findings.length} finding(s)` });
        return invoiceDetails(tx, companyId, String(current.id));
      });
      return ok({ record });
    },
  );

  defineResource(app, db, invoices);
  defineTransitions(app, db, {
    resource: invoices,
    kind: INVOICE_KIND,
    state: 'status',
    label: 'invoice',
    actions: {
      accept: {
        ...INVOICE_ACTIONS.accept,
        // Accepting a disputed invoice concedes it: its live dispute is withdrawn (with its own audit entry).
        async columns(_data, c: TransitionContext) {
          const live = await c.tx.one<{ id: string; status: string }>("SELECT id, status FROM dnd_disputes WHERE invoice_id = $1 AND status IN ('OPEN', 'SUBMITTED') FOR UPDATE", [c.current.id]);
          if (live) {
            await c.tx.query("UPDATE dnd_disputes SET status = 'WITHDRAWN', closed_at = now(), version = version + 1, updated_at = now() WHERE id = $1", [live.id]);
            await writeActivity(c.tx, { kind: DISPUTE_KIND, recordId: live.id, companyId: c.companyId, actorId: c.userId, actorName: c.request.user!.name, action: 'withdraw', from: live.status, to: 'WITHDRAWN', note: 'The invoice was accepted' });
          }
          return {};
        },
      },
      pay: INVOICE_ACTIONS.pay,
    },
  });
  defineRecordComments(app, db, { base: DND_API.invoices, feature: 'dnd', parent: { kind: INVOICE_KIND, table: 'dnd_invoices', label: 'Invoice' } });

  app.get<{ Params: { id: string } }>(
    `${DND_API.disputes}/:id/pdf`,
    { config: { access: { features: ['dnd'], level: 'Read' } }, schema: { params: idParams } },
    async (request, reply) => {
      const companyId = companyOf(request);
      const dispute = isUuid(request.params.id) ? await disputeDetails(db, companyId, request.params.id) : undefined;
      if (!dispute) throw notFound('Dispute not found');
      const invoice = (await invoiceDetails(db, companyId, dispute.invoiceId))!;
      const [journey] = await equipment.journeys(db, companyId, { containerIds: [invoice.containerId] });
      const company = await ctx.identity.findCompany(db, companyId);
      const pdf = await disputePdf({ companyName: company?.name ?? '', dispute, invoice, events: journey?.events ?? [] });
      return reply.type('application/pdf').header('content-disposition', `attachment; filename="${disputePdfName(dispute.reference)}"`).send(pdf);
    },
  );

  defineResource(app, db, disputes);
  /** An outcome or a withdrawal closes the dispute and returns its invoice to RECEIVED (to accept and pay what is left). */
  const close = async (c: TransitionContext, recovered: number | null, action: string) => {
    const invoice = await c.tx.one<{ status: string }>('SELECT status FROM dnd_invoices WHERE id = $1 FOR UPDATE', [c.current.invoice_id]);
    if (invoice?.status === 'DISPUTED') {
      await moveInvoice(c.tx, { companyId: c.companyId, userId: c.userId, userName: c.request.user!.name }, String(c.current.invoice_id), 'DISPUTED', 'RECEIVED', action, `Dispute ${String(c.current.reference)}: ${action}`);
    }
    return { recovered_minor: recovered, closed_at: new Date().toISOString() };
  };
  defineTransitions(app, db, {
    resource: disputes,
    kind: DISPUTE_KIND,
    state: 'status',
    label: 'dispute',
    actions: {
      submit: { ...DISPUTE_ACTIONS.submit, columns: () => ({ submitted_at: new Date().toISOString(), respond_by: addDays(todayUtc(), CARRIER_ANSWER_DAYS) }) },
      win: { ...DISPUTE_ACTIONS.win, columns: (_d, c) => close(c, Number(c.current.disputed_minor), 'win') },
      partlyWin: {
        ...DISPUTE_ACTIONS.partlyWin,
        data: { outcomeAmount: DECIMAL },
        required: ['outcomeAmount'],
        columns(data, c) {
          const currency = String(c.current.currency);
          const recovered = enteredMinor({ amount: String(data.outcomeAmount), currency }, 'data', 'data.outcomeAmount');
          if (recovered <= 0 || recovered > Number(c.current.disputed_minor)) throw badRequest('outcomeAmount must be above 0 and at most the amount disputed', 'data.outcomeAmount');
          return close(c, recovered, 'partlyWin');
        },
      },
      lose: { ...DISPUTE_ACTIONS.lose, columns: (_d, c) => close(c, 0, 'lose') },
      withdraw: { ...DISPUTE_ACTIONS.withdraw, columns: (_d, c) => close(c, null, 'withdraw') },
    },
  });
  defineRecordComments(app, db, { base: DND_API.disputes, feature: 'dnd', parent: { kind: DISPUTE_KIND, table: 'dnd_disputes', label: 'Dispute' } });
}
