import type { FastifyInstance } from 'fastify';
import {
  companyOf, conflict, dataBody, defineResource, isUuid, notFound, ok, registerRecordKind, writeActivity,
  type Db, type ResourceSpec, type ServerPluginContext,
} from '@portolan/sdk/server';
import { API, BILL_KIND, type BillRecord } from '../../shared/types';
import { decimalOfMinor } from './billMoney';
import { billSearchText, checkedBill, createBill, exportDateOf, readBill, toBill, type NewBill } from './billRecords';
import { realizationDueDate } from './realizationDueDate';
import { access, DAY_SCHEMA, idParams } from './regularizationAccess';
import { regularizationSettingsOf } from './regularizationSettings';

/** One realization of a bill as its details show it. */
export interface BillRealization {
  _id: string;
  remittanceId: string;
  remittanceReference: string;
  remittanceDate: string;
  amount: string;
  currency: string;
  batchId: string | null;
  batchReference: string | null;
  createdAt: string;
}

export type BillDetails = BillRecord & { realizations?: BillRealization[] };

export const BILL_PROPERTIES = {
  sbNumber: { type: 'string', maxLength: 20 },
  sbDate: DAY_SCHEMA,
  portCode: { type: 'string', maxLength: 10 },
  shipmentId: { type: ['string', 'null'], maxLength: 100 },
  invoiceNumber: { type: 'string', maxLength: 60 },
  invoiceDate: DAY_SCHEMA,
  invoiceValue: { type: 'string', maxLength: 30 },
  currency: { type: 'string', maxLength: 3 },
  buyerName: { type: ['string', 'null'], maxLength: 200 },
  buyerCountry: { type: ['string', 'null'], maxLength: 2 },
} as const;
const BILL_REQUIRED = ['sbNumber', 'sbDate', 'portCode', 'invoiceNumber', 'invoiceDate', 'invoiceValue', 'currency'];

export const BILL_SCOPE = { kind: BILL_KIND, table: 'export_bills', label: 'Bill' };

/** The realizations of one bill, oldest first. */
async function realizationsOf(db: Db, companyId: string, billId: string): Promise<BillRealization[]> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT r.id, r.remittance_id, m.bank_reference, m.remittance_date, r.amount_minor, r.currency, r.batch_id, b.bank_reference AS batch_reference, r.created_at
       FROM bill_realizations r JOIN inward_remittances m ON m.id = r.remittance_id LEFT JOIN regularization_batches b ON b.id = r.batch_id
      WHERE r.company_id = $1 AND r.bill_id = $2 ORDER BY r.created_at, r.id`,
    [companyId, billId],
  );
  return rows.rows.map((r) => ({
    _id: String(r.id), remittanceId: String(r.remittance_id), remittanceReference: String(r.bank_reference), remittanceDate: String(r.remittance_date),
    amount: decimalOfMinor(String(r.amount_minor), String(r.currency)), currency: String(r.currency), batchId: (r.batch_id as string) ?? null,
    batchReference: (r.batch_reference as string) ?? null, createdAt: new Date(String(r.created_at instanceof Date ? r.created_at.toISOString() : r.created_at)).toISOString(),
  }));
}

/**
 * Export bills (`/api/regularization/bills`): the list (filters state, overdue, currency, due date range,
 * port; search by shipping bill number, invoice number, buyer; sort due date, SB date, SB number, invoice
 * value) and details with their realizations through defineResource; create (createBill's rules), PUT and
 * DELETE while the bill is OPEN with nothing realized (409 naming the state otherwise; a stale version is a 409).
 */
export function registerBillRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;
  registerRecordKind(db, BILL_SCOPE);
  const base = API.bills;

  const billResource: ResourceSpec<BillDetails> = {
    base,
    table: 'export_bills',
    feature: 'regularization',
    fields: {
      state: { column: 'state', type: 'text', filter: 'in' },
      currency: { column: 'currency', type: 'text', filter: 'in' },
      portCode: { column: 'port_code', type: 'text', filter: 'in' },
      realizationDueDate: { column: 'realization_due_date', type: 'date', filter: 'range', sort: true },
      sbDate: { column: 'sb_date', type: 'date', filter: 'range', sort: true },
      sbNumber: { column: 'sb_number', type: 'text', sort: true },
      invoiceValue: { column: 'invoice_minor', type: 'integer', sort: true },
      createdAt: { column: 'created_at', type: 'timestamp', sort: true },
    },
    customFilters: {
      overdue: {
        schema: { type: 'string', enum: ['true', 'false'] },
        sql: (value) =>
          String(value) === 'true'
            ? "(t.state IN ('OPEN', 'PARTLY_REALIZED') AND t.realization_due_date < (now() AT TIME ZONE 'UTC')::date)"
            : "NOT (t.state IN ('OPEN', 'PARTLY_REALIZED') AND t.realization_due_date < (now() AT TIME ZONE 'UTC')::date)",
      },
    },
    defaultSort: { field: 'realizationDueDate', dir: 'asc' },
    search: { columns: ['search_text'] },
    toRecord: (row) => toBill(row),
    async expand(exDb, records, scope) {
      if (scope.many || !records.length) return;
      records[0].realizations = await realizationsOf(exDb, scope.companyId, records[0]._id);
    },
  };
  defineResource(app, db, billResource);

  const details = async (tx: Db, companyId: string, id: string): Promise<BillDetails> => {
    const bill = await readBill(tx, companyId, id);
    if (!bill) throw notFound('Bill not found');
    return { ...bill, realizations: await realizationsOf(tx, companyId, id) };
  };

  app.post<{ Body: { data: NewBill } }>(base, { config: access('Create'), schema: { body: dataBody({ ...BILL_PROPERTIES }, BILL_REQUIRED) } }, async (request, reply) => {
    const companyId = companyOf(request);
    const user = request.user!;
    const rec = await db.transaction(async (tx) => {
      const id = await createBill(tx, { userId: user.id, companyId }, request.body.data, 'data');
      await writeActivity(tx, { kind: BILL_KIND, recordId: id, companyId, actorId: user.id, actorName: user.name, action: 'create', to: 'OPEN' });
      return details(tx, companyId, id);
    });
    return reply.status(201).send(ok({ record: rec, id: rec._id }));
  });

  /** Locks one of the company's bills that may still change: OPEN and nothing realized, at `version`. */
  const lockEditable = async (tx: Db, companyId: string, id: string, version: number | undefined, verb: string) => {
    const current = isUuid(id) ? await tx.one<Record<string, unknown>>('SELECT * FROM export_bills WHERE id = $1 AND company_id = $2 FOR UPDATE', [id, companyId]) : undefined;
    if (!current) throw notFound('Bill not found');
    if (current.state !== 'OPEN') throw conflict(`Cannot ${verb}: the bill is ${String(current.state)}`, 'data.version');
    const used = await tx.one('SELECT 1 FROM bill_realizations WHERE bill_id = $1 LIMIT 1', [id]);
    if (used || Number(current.realized_minor) > 0) throw conflict(`Cannot ${verb}: the bill has realizations`, 'data.version');
    if (version !== undefined && Number(current.version) !== version) {
      throw conflict(`This record was changed by someone else (version ${current.version}); reload it and try again`, 'data.version');
    }
    return current;
  };

  app.put<{ Params: { id: string }; Body: { data: Partial<NewBill> & { version: number } } }>(
    `${base}/:id`,
    { config: access('Update'), schema: { params: idParams, body: dataBody({ ...BILL_PROPERTIES, version: { type: 'integer', minimum: 1 } }, ['version']) } },
    async (request) => {
      const companyId = companyOf(request);
      const user = request.user!;
      const { id } = request.params;
      const rec = await db.transaction(async (tx) => {
        const { version, ...changes } = request.body.data;
        const current = await lockEditable(tx, companyId, id, version, 'change');
        const was = toBill(current);
        const b = checkedBill({ ...was, ...changes } as NewBill, 'data');
        const { exportDate, shipmentReference } = await exportDateOf(tx, companyId, b.shipmentId, b.sbDate, 'data');
        const settings = await regularizationSettingsOf(tx, companyId);
        const taken = await tx.one('SELECT 1 FROM export_bills WHERE company_id = $1 AND sb_number = $2 AND sb_date = $3 AND port_code = $4 AND id <> $5', [companyId, b.sbNumber, b.sbDate, b.portCode, id]);
        if (taken) throw conflict(`Shipping bill ${b.sbNumber} of ${b.sbDate} at ${b.portCode} is already recorded`, 'data.sbNumber');
        await tx.query(
          `UPDATE export_bills SET sb_number = $3, sb_date = $4, port_code = $5, shipment_id = $6, shipment_reference = $7, invoice_number = $8, invoice_date = $9,
             invoice_minor = $10, currency = $11, buyer_name = $12, buyer_country = $13, export_date = $14, realization_due_date = $15, search_text = $16,
             updated_at = now(), version = version + 1
           WHERE id = $1 AND company_id = $2`,
          [id, companyId, b.sbNumber, b.sbDate, b.portCode, b.shipmentId, shipmentReference, b.invoiceNumber, b.invoiceDate, b.invoiceMinor.toString(), b.currency,
            b.buyerName, b.buyerCountry, exportDate, realizationDueDate(exportDate, settings.realizationMonths), billSearchText(b)],
        );
        await writeActivity(tx, { kind: BILL_KIND, recordId: id, companyId, actorId: user.id, actorName: user.name, action: 'update', from: 'OPEN', to: 'OPEN' });
        return details(tx, companyId, id);
      });
      return ok({ record: rec });
    },
  );

  app.delete<{ Params: { id: string }; Querystring: { version?: number } }>(
    `${base}/:id`,
    { config: access('Delete'), schema: { params: idParams, querystring: { type: 'object', properties: { version: { type: 'integer', minimum: 1 } } } } },
    async (request) => {
      const companyId = companyOf(request);
      const { id } = request.params;
      await db.transaction(async (tx) => {
        await lockEditable(tx, companyId, id, request.query.version, 'delete');
        await tx.query('DELETE FROM export_bills WHERE id = $1 AND company_id = $2', [id, companyId]);
      });
      return ok({ record: { _id: id }, message: 'Bill deleted' });
    },
  );

}
