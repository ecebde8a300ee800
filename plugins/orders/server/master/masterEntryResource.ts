import type { ResourceSpec, WriteContext } from '@portolan/sdk/server';
import { MASTER_KINDS } from '../../shared/states';
import { ORDERS_API, type CompanyMasterEntry } from '../../shared/types';
import { toMasterEntry } from '../orders/loadOrderDetails';
import { checked, codeOrNull, fieldProblems, textOrNull } from './fieldProblems';
import { PLACE_LIST, PLACE_PROPERTIES, placeColumns, type PlaceInput } from './placeColumns';

const optional = (maxLength: number) => ({ type: ['string', 'null'], maxLength });
const ENTRY = {
  ...PLACE_PROPERTIES,
  kind: { type: 'string', enum: [...MASTER_KINDS] },
  contactName: optional(120),
  contactEmail: optional(254),
  phone: optional(40),
  taxId: optional(40),
  paymentTerms: optional(100),
  currency: optional(3),
};

type EntryInput = PlaceInput & Partial<Record<'contactName' | 'contactEmail' | 'phone' | 'taxId' | 'paymentTerms' | 'currency', string | null>>;
const TEXTS = { contactName: 'contact_name', phone: 'phone', taxId: 'tax_id', paymentTerms: 'payment_terms' } as const;

/** The columns of the fields given, checked (400 naming `data.<field>`). */
async function entryColumns(data: EntryInput, exceptId: string | null, ctx: WriteContext): Promise<Record<string, unknown>> {
  const columns = await placeColumns('company_master', data, exceptId, ctx);
  if (data.currency !== undefined) columns.currency = checked(codeOrNull(data.currency), fieldProblems.currency, 'data.currency');
  if (data.contactEmail !== undefined) columns.contact_email = checked(textOrNull(data.contactEmail), fieldProblems.email, 'data.contactEmail');
  for (const [field, column] of Object.entries(TEXTS)) {
    const value = data[field as keyof typeof TEXTS];
    if (value !== undefined) columns[column] = textOrNull(value);
  }
  return columns;
}

/**
 * The company master (`/api/purchaseOrders/companyMaster`, feature `orders`): the suppliers, customers,
 * consignees and agents a company deals with. A code is unique in the company; country ISO 3166
 * alpha-2, port UN/LOCODE, currency ISO 4217, an email address. An entry in use is deactivated, not
 * deleted (registerMasterRoutes' DELETE answers 409).
 */
export const masterEntryResource: ResourceSpec<CompanyMasterEntry> = {
  base: ORDERS_API.companyMaster,
  table: 'company_master',
  feature: 'orders',
  ...PLACE_LIST,
  search: { columns: ['name', 'code'] },
  toRecord: toMasterEntry,
  create: {
    data: { type: 'object', additionalProperties: false, required: ['code', 'name', 'country'], properties: ENTRY },
    columns: async (data: EntryInput, ctx) => ({ kind: 'SUPPLIER', ...(await entryColumns(data, null, ctx)), created_by: ctx.userId }),
  },
  update: {
    data: { type: 'object', additionalProperties: false, properties: ENTRY },
    columns: (data: EntryInput, current, ctx) => entryColumns(data, String(current.id), ctx),
  },
};
