import { badRequest, conflict, connectedCompanies, findVisibleRecord, isUuid, type Db, type RecordScope } from '@portolan/sdk/server';
import { isCurrency } from '@portolan/sdk/shared';
import { GST_RATES, type InvoiceDraftInput, type InvoiceSource, type PartySnapshot } from '../../shared/types';
import { billingProfileOf } from './billingProfileOf';
import { invoiceTotals } from './invoiceTotals';
import { taxRegimeOf } from './taxRegimeOf';

export interface NewDraft {
  /** The issuer. */
  companyId: string;
  userId: string | null;
  input: InvoiceDraftInput;
  source?: InvoiceSource;
  subscriptionId?: string | null;
  periodStart?: string | null;
  periodEnd?: string | null;
  /** The shipments plugin's record kind (`recordKind(db, 'shipment')`, looked up on the root db): a linked shipment must be visible to the issuer. */
  shipmentScope?: RecordScope;
}

const DECIMAL = /^[0-9]{1,12}(\.[0-9]{1,6})?$/;

/** The draft's columns (customer, regime, totals) and line rows, after the domain checks (400 naming the field). */
export async function draftContent(tx: Db, companyId: string, input: InvoiceDraftInput, field: string) {
  if (!isCurrency(input.currency)) throw badRequest(`Unknown currency ${input.currency}`, `${field}.currency`);
  input.lines.forEach((line, i) => {
    const at = `${field}.lines.${i}`;
    if (!(GST_RATES as readonly number[]).includes(Number(line.taxRate))) throw badRequest(`The tax rate must be one of ${GST_RATES.join(', ')} %`, `${at}.taxRate`);
    const q = String(line.quantity);
    if (!DECIMAL.test(q) || Number(q) <= 0) throw badRequest('The quantity must be a positive number', `${at}.quantity`);
    if (!DECIMAL.test(String(line.unitPrice))) throw badRequest('The unit price must be a number of at most 6 decimals, not negative', `${at}.unitPrice`);
    if (!String(line.description ?? '').trim()) throw badRequest('Describe the line', `${at}.description`);
    if (line.sac != null && !/^[0-9]{4,8}$/.test(line.sac)) throw badRequest('The SAC code is 4 to 8 digits', `${at}.sac`);
  });
  const loaded = await billingProfileOf(tx, companyId);
  const issuer: PartySnapshot & typeof loaded.profile = { ...loaded.profile };
  let customer: PartySnapshot;
  let customerTds = 0;
  if (input.customerCompanyId) {
    if (!isUuid(input.customerCompanyId) || !(await mayBill(tx, companyId, input.customerCompanyId))) {
      throw badRequest('The customer must be a company you are connected with', `${field}.customerCompanyId`);
    }
    const p = (await billingProfileOf(tx, input.customerCompanyId)).profile;
    customer = { companyId: p.companyId, legalName: p.legalName, address: p.address, country: p.country, stateCode: p.stateCode, gstin: p.gstin, pan: p.pan };
    customerTds = p.defaultTdsRate;
  } else {
    const c = input.customer ?? {};
    const name = (input.customerName ?? c.legalName ?? '').trim();
    if (!name) throw badRequest('Name the customer (or pick a connected company)', `${field}.customerName`);
    customer = { companyId: null, legalName: c.legalName ?? name, address: c.address ?? '', country: c.country ?? issuer.country, stateCode: c.stateCode ?? null, gstin: c.gstin ?? null, pan: c.pan ?? null };
  }
  const { regime, placeOfSupply } = regimeOf(issuer, customer, input.placeOfSupply ?? null, loaded.saved, field);
  const tdsRate = input.tdsRate ?? customerTds;
  const totals = invoiceTotals({ currency: input.currency, regime, tdsRate, lines: input.lines.map((l) => ({ quantity: l.quantity, unitPrice: l.unitPrice, taxRate: Number(l.taxRate) })) });
  const columns: Record<string, unknown> = {
    customer_company_id: input.customerCompanyId ?? null,
    customer_name: (input.customerName ?? customer.legalName).trim(),
    customer: JSON.stringify(customer),
    supplier: JSON.stringify({ companyId, legalName: issuer.legalName, address: issuer.address, country: issuer.country, stateCode: issuer.stateCode, gstin: issuer.gstin, pan: issuer.pan }),
    currency: input.currency,
    base_currency: issuer.baseCurrency,
    exchange_rate: input.currency === issuer.baseCurrency ? '1' : String(input.exchangeRate ?? 1),
    terms_days: input.termsDays ?? issuer.paymentTermsDays,
    tax_regime: regime,
    place_of_supply: placeOfSupply,
    subtotal_minor: totals.subtotalMinor,
    cgst_minor: totals.cgstMinor,
    sgst_minor: totals.sgstMinor,
    igst_minor: totals.igstMinor,
    tax_minor: totals.taxMinor,
    total_minor: totals.totalMinor,
    tds_rate: tdsRate,
    tds_minor: totals.tdsMinor,
    payable_minor: totals.payableMinor,
    balance_minor: totals.payableMinor,
    po_number: input.poNumber ?? null,
    notes: input.notes ?? null,
  };
  const lines = input.lines.map((l, i) => ({
    position: i + 1,
    code: l.code ?? '',
    description: l.description.trim(),
    sac: l.sac ?? null,
    quantity: String(l.quantity),
    unit_price: String(l.unitPrice),
    tax_rate: Number(l.taxRate),
    amount_minor: totals.lines[i].amountMinor,
    cgst_minor: totals.lines[i].cgstMinor,
    sgst_minor: totals.lines[i].sgstMinor,
    igst_minor: totals.lines[i].igstMinor,
  }));
  return { columns, lines };
}

/**
 * The GST regime, its rule errors as answers: a customer in India without a state code and no place of
 * supply is a 400; an issuer without a billing profile drafts without GST (NONE) — issuing needs the
 * profile and works the taxes out again.
 */
function regimeOf(issuer: PartySnapshot, customer: PartySnapshot, placeOfSupply: string | null, saved: boolean, field: string) {
  try {
    return taxRegimeOf(issuer, customer, placeOfSupply);
  } catch (error) {
    const message = (error as Error).message;
    if (message.startsWith('supplier.')) {
      if (!saved) return { regime: 'NONE' as const, placeOfSupply: null };
      throw conflict(`Your billing profile's GST state code is not valid: fix it under Billing profile (${message})`);
    }
    if (message.startsWith('placeOfSupply')) throw badRequest('The place of supply must be a GST state code (e.g. 27)', `${field}.placeOfSupply`);
    throw badRequest("The customer's GST state code is missing: give the customer's state code or the place of supply", customer.companyId ? `${field}.placeOfSupply` : `${field}.customer.stateCode`);
  }
}

/** Replaces the invoice's lines. */
export async function writeLines(tx: Db, companyId: string, invoiceId: string, lines: Array<Record<string, unknown>>): Promise<void> {
  await tx.query('DELETE FROM invoice_lines WHERE invoice_id = $1', [invoiceId]);
  for (const l of lines) {
    await tx.query(
      `INSERT INTO invoice_lines (company_id, invoice_id, position, code, description, sac, quantity, unit_price, tax_rate, amount_minor, cgst_minor, sgst_minor, igst_minor)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [companyId, invoiceId, l.position, l.code, l.description, l.sac, l.quantity, l.unit_price, l.tax_rate, l.amount_minor, l.cgst_minor, l.sgst_minor, l.igst_minor],
    );
  }
}

/**
 * Creates a DRAFT invoice with its lines and computed totals (GST by the regime the parties give, TDS),
 * in the caller's transaction; a bad field is a 400 naming `<field>.<name>` (lines: `<field>.lines.<i>.<name>`)
 * and nothing is written. Answers the invoice id.
 */
export async function createDraftInvoice(tx: Db, draft: NewDraft, field = 'data'): Promise<string> {
  const { input } = draft;
  for (const key of ['shipmentId', 'quoteId'] as const) {
    if (input[key] != null && !isUuid(input[key]!)) throw badRequest(`${key} is not an id`, `${field}.${key}`);
  }
  const { columns, lines } = await draftContent(tx, draft.companyId, input, field);
  const all: Record<string, unknown> = {
    ...columns,
    company_id: draft.companyId,
    kind: 'INVOICE',
    source: draft.source ?? input.source ?? (input.shipmentId ? 'SHIPMENT' : 'MANUAL'),
    shipment_id: input.shipmentId ?? null,
    quote_id: input.quoteId ?? null,
    subscription_id: draft.subscriptionId ?? null,
    period_start: draft.periodStart ?? null,
    period_end: draft.periodEnd ?? null,
    created_by: draft.userId,
  };
  if (input.shipmentId) {
    // Through the shipments plugin's record kind (its visibility rules), never its table directly.
    const scope = draft.shipmentScope;
    const shipment = scope ? await findVisibleRecord(tx, scope, draft.companyId, input.shipmentId) : undefined;
    if (scope && !shipment) throw badRequest('No such shipment of yours', `${field}.shipmentId`);
    all.shipment_reference = shipment ? String(shipment.reference ?? '') || null : null;
  }
  const names = Object.keys(all);
  const row = await tx.one<{ id: string }>(
    `INSERT INTO invoices (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    names.map((n) => all[n]),
  );
  await writeLines(tx, draft.companyId, row!.id, lines);
  return row!.id;
}

/** A company bills the companies it is connected with; the platform company bills any company (enterprise subscriptions). */
async function mayBill(tx: Db, companyId: string, customerCompanyId: string): Promise<boolean> {
  if ((await connectedCompanies(tx, companyId, [customerCompanyId])).has(customerCompanyId)) return true;
  const row = await tx.one<{ platform: boolean; exists: boolean }>(
    "SELECT EXISTS (SELECT 1 FROM companies WHERE id = $1 AND kind = 'platform') AS platform, EXISTS (SELECT 1 FROM companies WHERE id = $2) AS exists",
    [companyId, customerCompanyId],
  );
  return !!row?.platform && !!row.exists;
}
