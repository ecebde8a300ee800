import type { FakeHttpClient } from '@portolan/sdk/testing';
import { BILLING_API, type InvoiceRecord } from '../../../shared/types';
import { CHARGES, DRAFT, ISSUED, RECEIVED } from './invoiceFixtures';

const ok = (data: unknown) => ({ success: true, data });
const page = (items: unknown[]) => ok({ items, count: items.length, nextCursor: null, prevCursor: null });

/** The answers the invoice screens read (tests): the list, the invoice given (ISSUED by default), its tabs, charges, companies, shipments. */
export function serveInvoiceScreens(http: FakeHttpClient, invoice: InvoiceRecord = ISSUED): FakeHttpClient {
  const path = `${BILLING_API.invoices}/${invoice._id}`;
  return http
    .on('GET', BILLING_API.invoices, page([ISSUED, DRAFT, RECEIVED]))
    .on('GET', path, ok({ record: invoice }))
    .on('GET', `${path}/activity`, ok({ items: [] }))
    .on('GET', `${path}/comments`, ok({ items: [] }))
    .on('GET', BILLING_API.payments, page([]))
    .on('GET', BILLING_API.invoiceDraftFromShipment, ok(CHARGES))
    .on('GET', '/api/auth/v2/network/companies/', ok({ items: [{ _id: 'c1', name: 'Blue Anchor Forwarding', isOwn: true }, { _id: 'c2', name: 'Acme Apparel', isOwn: false }] }))
    .on('GET', '/api/shipments/v2', page([{ _id: 'sh9', reference: 'SHP-0009' }]));
}
