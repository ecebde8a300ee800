import { describe, expect, it } from 'vitest';
import type { AccountingRequest, AccountingResponse, Transport } from './AccountingAdapter';
import { zohoBooksAdapter } from './zohoBooksAdapter';
import { SAMPLE_INVOICE, SAMPLE_PAYMENT, SAMPLE_ZOHO } from './sampleFixtures';
import create from './samples/zoho/create-invoice.json';
import createError from './samples/zoho/create-invoice-error.json';
import authError from './samples/zoho/auth-error.json';
import tds from './samples/zoho/update-tds.json';
import payment from './samples/zoho/customer-payment.json';
import voided from './samples/zoho/void-invoice.json';

function replay(response: { status: number; body: unknown }) {
  const sent: AccountingRequest[] = [];
  const transport: Transport = { request: async (req): Promise<AccountingResponse> => (sent.push(req), response) };
  return { sent, adapter: zohoBooksAdapter(transport) };
}
const shape = (r: AccountingRequest) => ({ method: r.method, path: r.path, body: JSON.parse(JSON.stringify(r.body)) });
const ID = '982000000567240';

describe('zohoBooksAdapter', () => {
  it('pushes the invoice with GST fields exactly as recorded and reads invoice_id', async () => {
    const { sent, adapter } = replay(create.response);
    expect(await adapter.pushInvoice(SAMPLE_INVOICE, SAMPLE_ZOHO)).toMatchObject({ externalId: ID });
    expect(shape(sent[0]!)).toEqual(create.request);
  });

  it('turns code ≠ 0 into one clear error', async () => {
    await expect(replay(createError.response).adapter.pushInvoice(SAMPLE_INVOICE, SAMPLE_ZOHO)).rejects.toThrow('Zoho Books: Invoice "BWL-2627-0001" already exists. (code 1001)');
    await expect(replay(authError.response).adapter.pushInvoice(SAMPLE_INVOICE, SAMPLE_ZOHO)).rejects.toMatchObject({ status: 401, message: 'Zoho Books: You are not authorized to perform this operation (code 57)' });
  });

  it('sets the TDS tax on the invoice, pushes a customer payment and voids', async () => {
    const t = replay(tds.response);
    expect(await t.adapter.updateTds(SAMPLE_INVOICE, ID, SAMPLE_ZOHO, { tdsMinor: 0, syncToken: null })).toMatchObject({ externalId: ID });
    expect(shape(t.sent[0]!)).toEqual(tds.request);
    const p = replay(payment.response);
    expect(await p.adapter.pushPayment({ ...SAMPLE_PAYMENT, allocations: [{ ...SAMPLE_PAYMENT.allocations[0]!, externalId: ID }] }, SAMPLE_ZOHO)).toMatchObject({ externalId: '982000000567300' });
    expect(shape(p.sent[0]!)).toEqual(payment.request);
    const v = replay(voided.response);
    expect(await v.adapter.voidInvoice(SAMPLE_INVOICE, ID, null, SAMPLE_ZOHO)).toMatchObject({ externalId: ID });
    expect(shape(v.sent[0]!)).toEqual(voided.request);
  });

  it('names the missing TDS tax for the rate', async () => {
    await expect(replay(tds.response).adapter.updateTds({ ...SAMPLE_INVOICE, tdsRate: 1 }, ID, SAMPLE_ZOHO, { tdsMinor: 0, syncToken: null })).rejects.toThrow('Set the TDS tax for 1 % (setting "tdsTaxId.1") in the Zoho Books connection first');
  });
});
