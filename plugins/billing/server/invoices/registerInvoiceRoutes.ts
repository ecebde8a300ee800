import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  activityOf, badRequest, companyOf, conflict, dataBody, defineListResource, defineRecordComments, findVisibleRecord, isUuid, notFound, ok,
  recordKind, registerDocumentSource, registerRecordKind, writeActivity, type ServerPluginContext,
} from '@portolan/sdk/server';
import { printRecord } from '@portolan/sdk/server/pdf';
import type { InvoiceDraftInput, PartySnapshot } from '../../shared/types';
import { callerOf } from './callerOf';
import { createDraftInvoice, draftContent, writeLines } from './createDraftInvoice';
import { invoiceDraftProperties } from './invoiceDraftSchema';
import { INVOICE_LIST } from './invoiceListSpec';
import { invoiceDocumentSource } from './invoiceDocumentSource';
import { INVOICE_SCOPE } from './invoiceScope';
import { linkQuote } from './linkQuote';
import { loadInvoices } from './loadInvoices';
import { markOverdueInvoices } from './markOverdueInvoices';
import { printableInvoice } from './printableInvoice';
import { registerBillingProfileRoutes } from './registerBillingProfileRoutes';
import { registerInvoiceTransitions } from './registerInvoiceTransitions';
import { shipmentChargesDraft } from './shipmentChargesDraft';

const BASE = '/api/invoices';
const SHIPMENT_INVOICES = '/api/shipments/v2/shipment-invoices';
const access = (level: string) => ({ access: { features: ['invoices'], level } });
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } } as const;

/**
 * Invoices (README "API", Invoices): the record kind `invoice` with comments and activity; the list
 * (own and received) and its SPEC alias on shipments; drafts (create, edit, delete); issue, void, credit
 * notes, the customer's approve / dispute; the PDF (through the issuer's invoice template) and the
 * INVOICE document source; drafting from a shipment's accepted quote; the
 * billing profile; and the hourly overdue job.
 */
export function registerInvoiceRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;
  registerRecordKind(db, INVOICE_SCOPE);
  registerDocumentSource(db, invoiceDocumentSource);
  defineRecordComments(app, db, { base: BASE, feature: 'invoices', parent: INVOICE_SCOPE });
  registerBillingProfileRoutes(app, ctx);

  defineListResource(app, db, INVOICE_LIST);
  defineListResource(app, db, { ...INVOICE_LIST, path: `${SHIPMENT_INVOICES}/`, where: 't.shipment_id IS NOT NULL' });

  const details = async (request: FastifyRequest<{ Params: { id: string } }>, onShipment: boolean) => {
    const [record] = await loadInvoices(db, companyOf(request), [request.params.id]);
    if (!record || (onShipment && !record.shipmentId)) throw notFound('Invoice not found');
    return record;
  };

  app.get<{ Querystring: { shipmentId: string; quoteId?: string } }>(
    `${BASE}/from-shipment`,
    {
      config: access('Read'),
      schema: { querystring: { type: 'object', required: ['shipmentId'], properties: { shipmentId: { type: 'string', maxLength: 100 }, quoteId: { type: 'string', maxLength: 100 } } } },
    },
    async (request) => {
      const { shipmentId, quoteId } = request.query;
      if (quoteId && !isUuid(quoteId)) throw badRequest('quoteId is not an id', 'quoteId');
      return ok({ record: await shipmentChargesDraft(ctx, companyOf(request), shipmentId, quoteId || undefined) });
    },
  );

  app.get<{ Params: { id: string } }>(`${BASE}/:id`, { config: access('Read'), schema: { params: idParams } }, async (request) => ok({ record: await details(request, false) }));
  app.get<{ Params: { id: string } }>(`${SHIPMENT_INVOICES}/:id`, { config: access('Read'), schema: { params: idParams } }, async (request) => ok({ record: await details(request, true) }));

  app.get<{ Params: { id: string } }>(`${BASE}/:id/activity`, { config: access('Read'), schema: { params: idParams } }, async (request) => {
    if (!(await findVisibleRecord(db, INVOICE_SCOPE, companyOf(request), request.params.id))) throw notFound('Invoice not found');
    const items = await activityOf(db, 'invoice', request.params.id);
    return ok({ items, count: items.length });
  });

  app.get<{ Params: { id: string } }>(`${BASE}/:id/pdf`, { config: access('Read'), schema: { params: idParams } }, async (request, reply) => {
    const record = await details(request, false);
    const pdf = await printRecord(db, ctx.services, printableInvoice(record));
    const name = (record.number ?? `draft-${record._id.slice(0, 8)}`).replace(/[^A-Za-z0-9._-]+/g, '-');
    return reply.type('application/pdf').header('content-disposition', `inline; filename="${name}.pdf"`).send(pdf);
  });

  app.post<{ Body: { data: InvoiceDraftInput } }>(
    BASE,
    { config: access('Create'), schema: { body: dataBody(invoiceDraftProperties, ['currency', 'lines']) } },
    async (request, reply) => {
      const caller = callerOf(request);
      const id = await db.transaction(async (tx) => {
        const invoiceId = await createDraftInvoice(tx, { companyId: caller.companyId, userId: caller.userId, input: request.body.data, shipmentScope: recordKind(db, 'shipment') });
        await linkQuote(tx, ctx.services, caller.companyId, invoiceId, request.body.data.quoteId);
        await writeActivity(tx, { kind: 'invoice', recordId: invoiceId, companyId: caller.companyId, actorId: caller.userId, actorName: caller.name, action: 'create', from: null, to: 'DRAFT' });
        return invoiceId;
      });
      const [record] = await loadInvoices(db, caller.companyId, [id]);
      return reply.status(201).send(ok({ record, id }));
    },
  );

  app.post<{ Params: { id: string }; Body: { data: Partial<InvoiceDraftInput> & { version: number } } }>(
    `${BASE}/:id/`,
    { config: access('Update'), schema: { params: idParams, body: dataBody({ ...invoiceDraftProperties, version: { type: 'integer', minimum: 1 } }, ['version']) } },
    async (request) => {
      const caller = callerOf(request);
      const { version, ...patch } = request.body.data;
      await db.transaction(async (tx) => {
        const row = isUuid(request.params.id) ? await tx.one<Record<string, unknown>>('SELECT * FROM invoices WHERE id = $1 AND company_id = $2 FOR UPDATE', [request.params.id, caller.companyId]) : undefined;
        if (!row) throw notFound('Invoice not found');
        if (row.status !== 'DRAFT') throw conflict(`Cannot edit: the invoice is ${row.status}; issue a credit note instead`);
        if (Number(row.version) !== version) throw conflict(`This invoice was changed by someone else (version ${row.version}); reload it and try again`, 'data.version');
        const lines = await tx.query<Record<string, unknown>>('SELECT * FROM invoice_lines WHERE invoice_id = $1 ORDER BY position', [row.id]);
        const customerChanged = 'customerCompanyId' in patch || 'customer' in patch;
        // The place of supply follows the parties: kept while the customer stays, worked out again otherwise.
        const current: InvoiceDraftInput = {
          customerCompanyId: (row.customer_company_id as string) ?? null,
          customerName: String(row.customer_name),
          ...(row.customer_company_id ? {} : { customer: (typeof row.customer === 'string' ? JSON.parse(row.customer) : row.customer) as Partial<PartySnapshot> }),
          currency: String(row.currency),
          exchangeRate: String(row.exchange_rate),
          termsDays: Number(row.terms_days),
          placeOfSupply: customerChanged ? null : ((row.place_of_supply as string) ?? null),
          tdsRate: Number(row.tds_rate),
          poNumber: (row.po_number as string) ?? null,
          notes: (row.notes as string) ?? null,
          lines: lines.rows.map((l) => ({ code: String(l.code), description: String(l.description), sac: (l.sac as string) ?? null, quantity: String(l.quantity), unitPrice: String(l.unit_price), taxRate: Number(l.tax_rate) })),
        };
        // A new customer brings its own name unless one is given.
        const merged: InvoiceDraftInput = { ...current, ...(customerChanged && !patch.customerName ? { customerName: undefined } : {}), ...patch } as InvoiceDraftInput;
        const { columns, lines: lineRows } = await draftContent(tx, caller.companyId, merged, 'data');
        if (patch.shipmentId !== undefined) {
          const scope = recordKind(db, 'shipment');
          const shipment = patch.shipmentId && scope ? await findVisibleRecord(tx, scope, caller.companyId, patch.shipmentId) : undefined;
          if (patch.shipmentId && scope && !shipment) throw badRequest('No such shipment of yours', 'data.shipmentId');
          columns.shipment_id = patch.shipmentId;
          columns.shipment_reference = shipment ? String(shipment.reference ?? '') || null : null;
        }
        if (patch.quoteId !== undefined) await linkQuote(tx, ctx.services, caller.companyId, String(row.id), patch.quoteId);
        const names = Object.keys(columns);
        await tx.query(
          `UPDATE invoices SET ${names.map((n, i) => `${n} = $${i + 3}`).join(', ')}, version = version + 1, updated_at = now() WHERE id = $1 AND company_id = $2`,
          [row.id, caller.companyId, ...names.map((n) => columns[n])],
        );
        await writeLines(tx, caller.companyId, String(row.id), lineRows);
        await writeActivity(tx, { kind: 'invoice', recordId: String(row.id), companyId: caller.companyId, actorId: caller.userId, actorName: caller.name, action: 'edit', from: 'DRAFT', to: 'DRAFT' });
      });
      const [record] = await loadInvoices(db, caller.companyId, [request.params.id]);
      return ok({ record });
    },
  );

  app.delete<{ Params: { id: string } }>(`${BASE}/:id/`, { config: access('Delete'), schema: { params: idParams } }, async (request) => {
    const caller = callerOf(request);
    await db.transaction(async (tx) => {
      const row = isUuid(request.params.id) ? await tx.one<{ status: string }>('SELECT status FROM invoices WHERE id = $1 AND company_id = $2 FOR UPDATE', [request.params.id, caller.companyId]) : undefined;
      if (!row) throw notFound('Invoice not found');
      if (row.status !== 'DRAFT') throw conflict(`Cannot delete: the invoice is ${row.status}; void it or issue a credit note instead`);
      await tx.query('DELETE FROM invoices WHERE id = $1', [request.params.id]);
    });
    return ok({ record: { _id: request.params.id }, message: 'Draft deleted' });
  });

  registerInvoiceTransitions(app, ctx);

  ctx.scheduler.every('invoices-overdue', 3600, async (now) => {
    await markOverdueInvoices(ctx, now);
  });
}
