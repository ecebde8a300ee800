import { companyOf, conflict, findVisible, nextReference, notFound, type Db, type ResourceSpec } from '@portolan/sdk/server';
import { ORDERS_API, type NewRequisition, type NewRequisitionLine, type Requisition } from '../../shared/types';
import { checkLocation } from './checkLocation';
import { REQUISITION_CREATE_SCHEMA, REQUISITION_UPDATE_SCHEMA } from './requisitionSchemas';
import { expandRequisitions, toRequisition } from './requisitionRecords';
import { saveRequisitionLines } from './saveRequisitionLines';

async function currentLines(tx: Db, id: string): Promise<NewRequisitionLine[]> {
  const rows = await tx.query<Record<string, unknown>>(
    'SELECT product_id, sku, description, category, quantity::text AS quantity, unit, estimated_unit_price::text AS price, needed_by::text AS needed_by FROM requisition_line_items WHERE requisition_id = $1 ORDER BY line_no',
    [id],
  );
  return rows.rows.map((r) => ({
    productId: (r.product_id as string | null) ?? null, sku: String(r.sku), description: String(r.description), category: String(r.category), quantity: String(r.quantity),
    unit: String(r.unit), estimatedUnitPrice: String(r.price), neededBy: String(r.needed_by),
  }));
}

/**
 * Requisitions (defineResource ORDERS_API.requisitions, feature 'requisitions'): list (filter status,
 * neededBy, createdAt; search reference and title), create `{data: NewRequisition}` (DRAFT, reference
 * `REQ-<year>-<n>`, requested by the caller), `GET :id` RequisitionDetails (approval with the caller's
 * canDecide), `POST :id/` while DRAFT (lines replaced as given; 409 naming the state otherwise).
 */
export function requisitionResource(db: Db): ResourceSpec<Requisition> {
  const spec: ResourceSpec<Requisition> = {
    base: ORDERS_API.requisitions,
    table: 'requisitions',
    feature: 'requisitions',
    fields: {
      status: { column: 'status', type: 'text', filter: 'in' },
      neededBy: { column: 'needed_by', type: 'date', filter: 'range' },
      createdAt: { column: 'created_at', type: 'timestamp', filter: 'range', sort: true },
    },
    defaultSort: { field: 'createdAt', dir: 'desc' },
    search: { columns: ['reference', 'title'] },
    toRecord: toRequisition,
    expand: (via, records, { companyId, many }) => expandRequisitions(via, records, companyId, many),
    async details(request, id) {
      const companyId = companyOf(request);
      const row = await findVisible(db, spec, companyId, id);
      if (!row) throw notFound('Requisition not found');
      const rec = toRequisition(row);
      await expandRequisitions(db, [rec], companyId, false, request.user!.id);
      return rec;
    },
    create: {
      data: REQUISITION_CREATE_SCHEMA,
      async columns(data: NewRequisition, { tx, companyId, userId, request }) {
        await checkLocation(tx, companyId, data.locationId, 'data.locationId');
        return {
          reference: await nextReference(tx, companyId, 'REQ'),
          title: data.title.trim(),
          location_id: data.locationId ?? null,
          department: data.department?.trim() || null,
          needed_by: data.neededBy,
          currency: data.currency,
          justification: data.justification?.trim() || null,
          requested_by: userId,
          requested_by_name: request.user!.name,
        };
      },
      async after(id, data: NewRequisition, { tx, companyId }) {
        await saveRequisitionLines(tx, id, companyId, data.currency, data.lines);
      },
    },
    update: {
      data: REQUISITION_UPDATE_SCHEMA,
      async columns(data: Partial<NewRequisition>, current, { tx, companyId }) {
        if (current.status !== 'DRAFT') throw conflict(`Cannot change the requisition: it is ${String(current.status)}`);
        if (data.locationId !== undefined) await checkLocation(tx, companyId, data.locationId, 'data.locationId');
        return {
          ...(data.title !== undefined && { title: data.title.trim() }),
          ...(data.locationId !== undefined && { location_id: data.locationId }),
          ...(data.department !== undefined && { department: data.department?.trim() || null }),
          ...(data.neededBy !== undefined && { needed_by: data.neededBy }),
          ...(data.currency !== undefined && { currency: data.currency }),
          ...(data.justification !== undefined && { justification: data.justification?.trim() || null }),
        };
      },
      async after(id, data: Partial<NewRequisition>, current, { tx, companyId }) {
        if (data.lines === undefined && data.currency === undefined) return;
        await saveRequisitionLines(tx, id, companyId, data.currency ?? String(current.currency), data.lines ?? (await currentLines(tx, id)));
      },
    },
  };
  return spec;
}
