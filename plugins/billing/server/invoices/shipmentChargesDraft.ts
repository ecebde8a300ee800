import { findVisibleRecord, notFound, partiesOf, QUOTE_CHARGES, recordKind, type QuoteChargeLine } from '@portolan/sdk/server';
import type { InvoiceLineInput, ShipmentChargesDraft } from '../../shared/types';
import type { BillingDeps } from '../BillingDeps';

/** India's GST on the stage of a charge: ocean freight 5 %, port and handling services 18 %; the SAC code of each. */
export const STAGE_TAX: Record<QuoteChargeLine['stage'], { taxRate: number; sac: string }> = {
  FREIGHT: { taxRate: 5, sac: '996521' },
  ORIGIN: { taxRate: 18, sac: '996719' },
  DESTINATION: { taxRate: 18, sac: '996719' },
  INLAND: { taxRate: 18, sac: '996511' },
};

/**
 * A shipment's charges as a draft's lines: the shipment must be visible to the caller (404 otherwise);
 * the customer is the first party company of a shipment it owns, or the owner of one shared with it;
 * the lines are the newest accepted quote of the caller matching the quote id, or the customer and the
 * shipment's lane (QUOTE_CHARGES, when the quotes plugin is installed). `note` tells which, or why none.
 */
export async function shipmentChargesDraft(deps: BillingDeps, companyId: string, shipmentId: string, quoteId?: string): Promise<ShipmentChargesDraft> {
  const scope = recordKind(deps.db, 'shipment');
  const shipment = scope ? await findVisibleRecord(deps.db, scope, companyId, shipmentId) : undefined;
  if (!shipment) throw notFound('Shipment not found');
  const owner = String(shipment.company_id);
  const customerCompanyId = owner === companyId ? ((await partiesOf(deps.db, 'shipment', [shipmentId])).get(shipmentId) ?? []).find((c) => c !== companyId) ?? null : owner;
  const company = customerCompanyId ? await deps.db.one<{ name: string }>('SELECT name FROM companies WHERE id = $1', [customerCompanyId]) : undefined;
  const base = {
    shipmentId,
    shipmentReference: String(shipment.reference ?? ''),
    customerCompanyId,
    customerName: company?.name ?? '',
  };
  const charges = deps.services.find(QUOTE_CHARGES);
  if (!charges) return { ...base, quoteId: null, quoteReference: null, currency: 'INR', lines: [], note: 'Quotes are not installed: add the lines by hand' };
  const pol = shipment.pol ? String(shipment.pol) : undefined;
  const pod = shipment.pod ? String(shipment.pod) : undefined;
  const filter = quoteId ? { quoteId, limit: 1 } : { ...(customerCompanyId ? { customerCompanyId } : {}), origin: pol, destination: pod, limit: 1 };
  const [quote] = await charges.accepted(deps.db, companyId, filter);
  if (!quote) {
    const note = quoteId ? 'That quote is not one of your accepted quotes' : `No accepted quote of yours matches this shipment's customer and lane (${pol ?? '?'} → ${pod ?? '?'}): add the lines by hand or pick a quote`;
    return { ...base, quoteId: null, quoteReference: null, currency: 'INR', lines: [], note };
  }
  const lines: InvoiceLineInput[] = quote.lines.map((l) => ({ code: l.code, description: l.name, quantity: l.quantity, unitPrice: l.unitSell, ...STAGE_TAX[l.stage] }));
  return {
    ...base,
    customerCompanyId: base.customerCompanyId ?? quote.customerCompanyId,
    customerName: base.customerName || quote.customerName,
    quoteId: quote.quoteId,
    quoteReference: quote.reference,
    currency: quote.currency,
    lines,
    note: `The charges of accepted quote ${quote.reference} (${quote.origin} → ${quote.destination}, ${quote.carrier}); GST 5 % on ocean freight, 18 % on port, handling and inland services`,
  };
}
