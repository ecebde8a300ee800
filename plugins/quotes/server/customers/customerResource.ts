import { badRequest, baseRecord, conflict, connectedCompanies, isCurrency, writeActivity, type Db, type ResourceSpec, type WriteContext } from '@portolan/sdk/server';
import { CUSTOMER_KIND, QUOTES_API, type Contact, type Customer, type Margin } from '../../shared/types';

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' });
const optional = (maxLength: number) => ({ type: ['string', 'null'], maxLength });
/** An exact, non-negative decimal (money, a margin): digits, an optional fraction of up to 4 digits. */
export const DECIMAL = '^\\d{1,12}(\\.\\d{1,4})?$';

const contact = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: { name: text(120), email: { type: ['string', 'null'], maxLength: 254, format: 'email' }, phone: optional(40), role: optional(80) },
};

const fields = {
  name: text(200),
  customerCompanyId: { type: ['string', 'null'], format: 'uuid' },
  email: { type: ['string', 'null'], maxLength: 254, format: 'email' },
  phone: optional(40),
  address: optional(500),
  country: { type: ['string', 'null'], pattern: '^[A-Z]{2}$' },
  taxId: optional(40),
  contacts: { type: 'array', maxItems: 20, items: contact },
  creditDays: { type: 'integer', minimum: 0, maximum: 365 },
  creditLimit: { type: ['string', 'null'], pattern: DECIMAL },
  defaultMargin: {
    type: ['object', 'null'],
    additionalProperties: false,
    required: ['type', 'value'],
    properties: { type: { type: 'string', enum: ['PERCENT', 'AMOUNT'] }, value: { type: 'string', pattern: DECIMAL } },
  },
  currency: { type: 'string', pattern: '^[A-Z]{3}$' },
  status: { type: 'string', enum: ['ACTIVE', 'INACTIVE'] },
  notes: optional(4000),
};

export type CustomerInput = Partial<Omit<Customer, '_id' | 'createdAt' | 'updatedAt' | 'version'>>;

const blank = (value: string | null | undefined) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const decimal = (value: unknown) => (value === null || value === undefined ? null : String(value));

function contactOf(c: Contact): Contact {
  return { name: c.name.trim(), email: blank(c.email), phone: blank(c.phone), role: blank(c.role) };
}

/** The customer's Portolan company must be one of the forwarder's network (same 400 for unknown ids), once per forwarder (409). */
async function checkCompany(tx: Db, ctx: WriteContext, companyId: string | null | undefined, exceptId?: string): Promise<void> {
  if (!companyId) return;
  if (!(await connectedCompanies(tx, ctx.companyId, [companyId])).has(companyId)) {
    throw badRequest('customerCompanyId must be a company of your network', 'data.customerCompanyId');
  }
  const taken = await tx.one<{ name: string }>(
    'SELECT name FROM customers WHERE company_id = $1 AND customer_company_id = $2 AND ($3::uuid IS NULL OR id <> $3::uuid)',
    [ctx.companyId, companyId, exceptId ?? null],
  );
  if (taken) throw conflict(`That company is already your customer ${taken.name}`, 'data.customerCompanyId');
}

function checkCurrency(currency: string | undefined): void {
  if (currency !== undefined && !isCurrency(currency)) throw badRequest('currency must be an ISO 4217 currency code', 'data.currency');
}

/** The column values of the fields present in `data` (the create fills defaults). */
function columnsOf(data: CustomerInput): Record<string, unknown> {
  return {
    ...(data.name !== undefined && { name: data.name.trim() }),
    ...(data.customerCompanyId !== undefined && { customer_company_id: data.customerCompanyId }),
    ...(data.email !== undefined && { email: blank(data.email) }),
    ...(data.phone !== undefined && { phone: blank(data.phone) }),
    ...(data.address !== undefined && { address: blank(data.address) }),
    ...(data.country !== undefined && { country: data.country }),
    ...(data.taxId !== undefined && { tax_id: blank(data.taxId) }),
    ...(data.contacts !== undefined && { contacts: JSON.stringify(data.contacts.map(contactOf)) }),
    ...(data.creditDays !== undefined && { credit_days: data.creditDays }),
    ...(data.creditLimit !== undefined && { credit_limit: data.creditLimit }),
    ...(data.defaultMargin !== undefined && { margin_type: data.defaultMargin?.type ?? null, margin_value: data.defaultMargin?.value ?? null }),
    ...(data.currency !== undefined && { currency: data.currency }),
    ...(data.status !== undefined && { status: data.status }),
    ...(data.notes !== undefined && { notes: blank(data.notes) }),
  };
}

/** A customers row → the API record. */
export function customerRecord(row: Record<string, unknown>): Customer {
  const margin: Margin | null = row.margin_type ? { type: row.margin_type as Margin['type'], value: String(row.margin_value) } : null;
  const contacts = (typeof row.contacts === 'string' ? JSON.parse(row.contacts) : (row.contacts ?? [])) as Contact[];
  return {
    ...baseRecord(row),
    name: String(row.name),
    customerCompanyId: (row.customer_company_id as string | null) ?? null,
    email: (row.email as string | null) ?? null,
    phone: (row.phone as string | null) ?? null,
    address: (row.address as string | null) ?? null,
    country: (row.country as string | null) ?? null,
    taxId: (row.tax_id as string | null) ?? null,
    contacts,
    creditDays: Number(row.credit_days),
    creditLimit: decimal(row.credit_limit),
    defaultMargin: margin,
    currency: String(row.currency),
    status: row.status as Customer['status'],
    notes: (row.notes as string | null) ?? null,
  };
}

/**
 * The forwarder's customers, `/api/customers` (feature `customers`): list (filters status, currency,
 * createdAt; search name and email; sort name, createdAt), details, create, update with version. A
 * customer may be a Portolan company of the forwarder's network (`customerCompanyId`, once per forwarder).
 */
export const customerResource: ResourceSpec<Customer> = {
  base: QUOTES_API.customers,
  table: 'customers',
  feature: 'customers',
  fields: {
    name: { column: 'name', type: 'text', sort: true },
    status: { column: 'status', type: 'text', filter: 'in' },
    currency: { column: 'currency', type: 'text', filter: 'in' },
    customerCompanyId: { column: 'customer_company_id', type: 'uuid', filter: 'in' },
    createdAt: { column: 'created_at', type: 'timestamp', filter: 'range', sort: true },
  },
  defaultSort: { field: 'name', dir: 'asc' },
  search: { columns: ['name', 'email'] },
  toRecord: customerRecord,
  create: {
    data: { type: 'object', additionalProperties: false, required: ['name'], properties: fields },
    async columns(data: CustomerInput, ctx) {
      checkCurrency(data.currency);
      await checkCompany(ctx.tx, ctx, data.customerCompanyId);
      return { contacts: '[]', currency: 'USD', ...columnsOf(data), created_by: ctx.userId };
    },
    async after(id, data: CustomerInput, ctx) {
      await writeActivity(ctx.tx, { kind: CUSTOMER_KIND, recordId: id, companyId: ctx.companyId, actorId: ctx.userId, actorName: ctx.request.user!.name, action: 'created', to: data.status ?? 'ACTIVE' });
    },
  },
  update: {
    data: { type: 'object', additionalProperties: false, properties: fields },
    async columns(data: CustomerInput, current, ctx) {
      checkCurrency(data.currency);
      if (data.customerCompanyId !== undefined && data.customerCompanyId !== current.customer_company_id) await checkCompany(ctx.tx, ctx, data.customerCompanyId, String(current.id));
      return columnsOf(data);
    },
    /** On the customer's audit trail: who changed what, and a status change as a move. */
    async after(id, data: CustomerInput, current, ctx) {
      const fields = Object.keys(data).filter((k) => k !== 'version');
      const status = data.status ?? String(current.status);
      await writeActivity(ctx.tx, { kind: CUSTOMER_KIND, recordId: id, companyId: ctx.companyId, actorId: ctx.userId, actorName: ctx.request.user!.name, action: status !== current.status ? (status === 'INACTIVE' ? 'deactivated' : 'activated') : 'edited', from: String(current.status), to: status, note: fields.length ? `Changed ${fields.join(', ')}` : null });
    },
  },
};
