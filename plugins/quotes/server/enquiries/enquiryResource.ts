import { conflict, writeActivity, type ResourceSpec } from '@portolan/sdk/server';
import { ENQUIRY_KIND, QUOTES_API, type CargoDetails, type Enquiry, type EnquiryInput } from '../../shared/types';
import { ENQUIRY_STATES } from '../../shared/states';
import { enquiryRecord } from './enquiryRecord';
import { ENQUIRY_UPDATE } from './enquirySchema';
import { cargoOf, checkEnquiryShape, ownCustomer } from './enquiryChecks';

/** An enquiry can be edited until it is quoted. */
const EDITABLE = ['RECEIVED', 'QUOTING'];
const STATE = ENQUIRY_STATES.join('|');

type Update = EnquiryInput & { customerName?: string };

const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * The forwarder's enquiries, `/api/enquiries/v2` (feature `enquiries`): list (filters status, customer,
 * source, partner, mode, origin, destination, cargo-ready and due ranges; search reference, customer,
 * commodity; sort createdAt, cargoReadyOn, dueOn, reference), details, update with version while
 * RECEIVED or QUOTING. Create is its own route (insertEnquiry: the gap-free reference and the audit trail).
 */
export const enquiryResource: ResourceSpec<Enquiry> = {
  base: QUOTES_API.enquiries,
  table: 'enquiries',
  feature: 'enquiries',
  fields: {
    reference: { column: 'reference', type: 'text', sort: true },
    status: { column: 'status', type: 'text', filter: 'in' },
    customerId: { column: 'customer_id', type: 'uuid', filter: 'in' },
    source: { column: 'source', type: 'text', filter: 'in' },
    partner: { column: 'partner', type: 'text', filter: 'in' },
    mode: { column: 'mode', type: 'text', filter: 'in' },
    origin: { column: 'origin', type: 'text', filter: 'in' },
    destination: { column: 'destination', type: 'text', filter: 'in' },
    cargoReadyOn: { column: 'cargo_ready_on', type: 'date', filter: 'range', sort: true },
    // due_on is always set (insertEnquiry defaults it), so it pages by keyset like the others.
    dueOn: { column: 'due_on', type: 'date', filter: 'range', sort: true },
    createdAt: { column: 'created_at', type: 'timestamp', filter: 'range', sort: true },
  },
  customFilters: {
    status: {
      // `filter[status]=A`, `=A,B` or `[]=A&[]=B`: only known states (an unknown one is a 400, never an empty list).
      schema: { type: 'array', maxItems: ENQUIRY_STATES.length, items: { type: 'string', pattern: `^(${STATE})(,(${STATE}))*$` } },
      sql: (value, p) => `t.status = ANY(${p.add([value].flat().flatMap((v) => String(v).split(',')), 'text[]')})`,
    },
  },
  defaultSort: { field: 'createdAt', dir: 'desc' },
  search: { columns: ['reference', 'customer_name', 'commodity'] },
  toRecord: enquiryRecord,
  update: {
    data: ENQUIRY_UPDATE,
    async columns(data: Update, current, ctx) {
      const status = String(current.status);
      if (!EDITABLE.includes(status)) throw conflict(`Cannot edit: the enquiry is ${status}`);
      const was = enquiryRecord(current);
      const cargo: CargoDetails = data.cargo ? cargoOf(data.cargo as CargoDetails) : was.cargo;
      const mode = data.mode ?? was.mode;
      const containers = mode === 'LCL' ? [] : (data.containers ?? json<Enquiry['containers']>(current.containers));
      const merged = { mode, containers, cargo, currency: data.currency ?? was.currency, origin: data.origin ?? was.origin, destination: data.destination ?? was.destination };
      checkEnquiryShape(merged);
      const columns: Record<string, unknown> = {};
      if (data.customerId) {
        const customer = await ownCustomer(ctx.tx, ctx.companyId, data.customerId);
        Object.assign(columns, { customer_id: customer.id, customer_name: customer.name, customer_company_id: customer.companyId });
      } else if (data.customerName !== undefined || data.customerId === null) {
        // A one-off customer (no record): the name given, or the current one kept.
        Object.assign(columns, { customer_id: null, customer_company_id: null, customer_name: (data.customerName ?? was.customerName).trim() });
      }
      const t = (v: string | null | undefined) => (typeof v === 'string' && v.trim() ? v.trim() : null);
      return {
        ...columns,
        ...(data.contactName !== undefined && { contact_name: t(data.contactName) }),
        ...(data.contactEmail !== undefined && { contact_email: t(data.contactEmail) }),
        ...(data.origin !== undefined && { origin: data.origin }),
        ...(data.destination !== undefined && { destination: data.destination }),
        ...(data.originKind !== undefined && { origin_kind: data.originKind }),
        ...(data.destinationKind !== undefined && { destination_kind: data.destinationKind }),
        mode,
        containers: JSON.stringify(containers),
        ...(data.cargo !== undefined && {
          commodity: cargo.commodity,
          hs_code: cargo.hsCode,
          weight_kg: cargo.weightKg,
          volume_m3: cargo.volumeM3,
          packages: cargo.packages,
          dg_class: cargo.dgClass,
          reefer_temp_c: cargo.reeferTempC,
        }),
        ...(data.cargoReadyOn !== undefined && { cargo_ready_on: data.cargoReadyOn }),
        ...(data.incoterm !== undefined && { incoterm: data.incoterm }),
        ...(data.services !== undefined && { services: data.services }),
        ...(data.currency !== undefined && { currency: data.currency }),
        ...(data.dueOn !== undefined && { due_on: data.dueOn }),
        ...(data.notes !== undefined && { notes: t(data.notes) }),
      };
    },
    /** An edit is on the audit trail too, naming the fields it touched. */
    async after(id, data: Update, current, ctx) {
      const fields = Object.keys(data).filter((k) => k !== 'version');
      await writeActivity(ctx.tx, { kind: ENQUIRY_KIND, recordId: id, companyId: ctx.companyId, actorId: ctx.userId, actorName: ctx.request.user!.name, action: 'edited', from: String(current.status), to: String(current.status), note: fields.length ? `Changed ${fields.join(', ')}` : null });
    },
  },
};
