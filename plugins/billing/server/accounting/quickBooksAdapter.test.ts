import { describe, expect, it } from 'vitest';
import type { AccountingRequest, AccountingResponse, Transport } from './AccountingAdapter';
import { quickBooksAdapter } from './quickBooksAdapter';
import { SAMPLE_INVOICE, SAMPLE_PAYMENT, SAMPLE_QUICKBOOKS } from './sampleFixtures';
import create from './samples/quickbooks/create-invoice.json';
import fault from './samples/quickbooks/create-invoice-fault.json';
import authFault from './samples/quickbooks/auth-fault.json';
import journal from './samples/quickbooks/tds-journal-entry.json';
import payment from './samples/quickbooks/payment.json';
import voided from './samples/quickbooks/void-invoice.json';

/** A transport that records what it is asked and answers one recorded response. */
function replay(response: { status: number; body: unknown }) {
  const sent: AccountingRequest[] = [];
  const transport: Transport = { request: async (req): Promise<AccountingResponse> => (sent.push(req), response) };
  return { sent, adapter: quickBooksAdapter(transport) };
}
const shape = (r: AccountingRequest) => ({ method: r.method, path: r.path, body: JSON.parse(JSON.stringify(r.body)) });
const PAID = { ...SAMPLE_PAYMENT, allocations: [{ ...SAMPLE_PAYMENT.allocations[0]!, externalId: '130' }] };

describe('quickBooksAdapter', () => {
  it('pushes the invoice exactly as recorded and reads its Id and SyncToken', async () => {
    const { sent, adapter } = replay(create.response);
    const result = await adapter.pushInvoice(SAMPLE_INVOICE, SAMPLE_QUICKBOOKS);
    expect(shape(sent[0]!)).toEqual(create.request);
    expect(sent[0]!.headers['content-type']).toBe('application/json');
    expect(result).toMatchObject({ externalId: '130', syncToken: '0' });
  });

  it('turns a QuickBooks fault into one clear error', async () => {
    const { adapter } = replay(fault.response);
    await expect(adapter.pushInvoice(SAMPLE_INVOICE, SAMPLE_QUICKBOOKS)).rejects.toThrow(/^QuickBooks: Duplicate Document Number Error: .*DocNumber=BWL-2627-0001.* \(code 6140\)$/);
    const auth = replay(authFault.response);
    await expect(auth.adapter.pushInvoice(SAMPLE_INVOICE, SAMPLE_QUICKBOOKS)).rejects.toMatchObject({ status: 401, message: expect.stringContaining('Token expired') });
  });

  it('books TDS as a journal entry (debit TDS Receivable, credit the customer receivable), and only the change', async () => {
    const { sent, adapter } = replay(journal.response);
    expect(await adapter.updateTds(SAMPLE_INVOICE, '130', SAMPLE_QUICKBOOKS, { tdsMinor: 0, syncToken: '0' })).toMatchObject({ externalId: '146' });
    expect(shape(sent[0]!)).toEqual(journal.request);
    await adapter.updateTds({ ...SAMPLE_INVOICE, tdsRate: 1, tdsMinor: 102501 }, '130', SAMPLE_QUICKBOOKS, { tdsMinor: 205001, syncToken: '0' });
    const reversal = sent[1]!.body as { Line: Array<{ Amount: number; JournalEntryLineDetail: { PostingType: string; AccountRef: { value: string } } }> };
    expect(reversal.Line.map((l) => [l.JournalEntryLineDetail.PostingType, l.JournalEntryLineDetail.AccountRef.value, l.Amount])).toEqual([['Debit', '84', 1025], ['Credit', '91', 1025]]);
  });

  it('pushes a payment linked to the invoice, and voids with the SyncToken', async () => {
    const pay = replay(payment.response);
    expect(await pay.adapter.pushPayment(PAID, SAMPLE_QUICKBOOKS)).toMatchObject({ externalId: '152' });
    expect(shape(pay.sent[0]!)).toEqual(payment.request);
    const v = replay(voided.response);
    expect(await v.adapter.voidInvoice(SAMPLE_INVOICE, '130', '0', SAMPLE_QUICKBOOKS)).toMatchObject({ externalId: '130', syncToken: '1' });
    expect(shape(v.sent[0]!)).toEqual(voided.request);
  });

  it('refuses an unmapped customer or tax code before sending anything', async () => {
    const { sent, adapter } = replay(create.response);
    await expect(adapter.pushInvoice({ ...SAMPLE_INVOICE, customerCompanyId: null, customerName: 'Acme Exports' }, SAMPLE_QUICKBOOKS)).rejects.toMatchObject({
      message: 'Map customer Acme Exports to a QuickBooks customer first', permanent: true,
    });
    await expect(adapter.pushInvoice({ ...SAMPLE_INVOICE, lines: [{ ...SAMPLE_INVOICE.lines[0]!, taxRate: 5 }] }, SAMPLE_QUICKBOOKS)).rejects.toThrow('Set the tax code for GST 5 % (setting "taxCode.5")');
    expect(sent).toEqual([]);
  });
});
