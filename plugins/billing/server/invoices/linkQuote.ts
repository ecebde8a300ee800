import { badRequest, QUOTE_CHARGES, type Db } from '@portolan/sdk/server';
import type { BillingDeps } from '../BillingDeps';

/**
 * Links an accepted quote of the issuer to its draft (the reference from QUOTE_CHARGES when quotes are
 * installed); another quote is a 400 naming `data.quoteId`. `undefined` leaves the link as it is, null removes it.
 */
export async function linkQuote(tx: Db, services: BillingDeps['services'], companyId: string, invoiceId: string, quoteId: string | null | undefined): Promise<void> {
  if (quoteId === undefined) return;
  let reference: string | null = null;
  const charges = services.find(QUOTE_CHARGES);
  if (quoteId && charges) {
    const [quote] = await charges.accepted(tx, companyId, { quoteId, limit: 1 });
    if (!quote) throw badRequest('That quote is not one of your accepted quotes', 'data.quoteId');
    reference = quote.reference;
  }
  await tx.query('UPDATE invoices SET quote_id = $2, quote_reference = $3 WHERE id = $1', [invoiceId, quoteId, reference]);
}
