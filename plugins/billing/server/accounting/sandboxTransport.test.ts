import { describe, expect, it } from 'vitest';
import { quickBooksAdapter } from './quickBooksAdapter';
import { zohoBooksAdapter } from './zohoBooksAdapter';
import { sandboxTransport } from './sandboxTransport';
import { SAMPLE_INVOICE, SAMPLE_QUICKBOOKS, SAMPLE_ZOHO } from './sampleFixtures';

describe('sandboxTransport', () => {
  it('answers the recorded responses, labelled sandbox, with a stable id per invoice', async () => {
    const qb = quickBooksAdapter(sandboxTransport);
    const a = await qb.pushInvoice(SAMPLE_INVOICE, SAMPLE_QUICKBOOKS);
    const again = await qb.pushInvoice(SAMPLE_INVOICE, SAMPLE_QUICKBOOKS);
    const other = await qb.pushInvoice({ ...SAMPLE_INVOICE, number: 'BWL-2627-0002' }, SAMPLE_QUICKBOOKS);
    expect(a.response.sandbox).toBe(true);
    expect(a.externalId).toBe(again.externalId);
    expect(other.externalId).not.toBe(a.externalId);
    expect((await qb.voidInvoice(SAMPLE_INVOICE, a.externalId, '0', SAMPLE_QUICKBOOKS)).externalId).toBe(a.externalId);
    const z = zohoBooksAdapter(sandboxTransport);
    const pushed = await z.pushInvoice(SAMPLE_INVOICE, SAMPLE_ZOHO);
    expect(pushed.externalId).toMatch(/^98200\d{10}$/);
    expect((await z.updateTds(SAMPLE_INVOICE, pushed.externalId, SAMPLE_ZOHO, { tdsMinor: 0, syncToken: null })).externalId).toBe(pushed.externalId);
  });

  it('refuses to create an invoice whose notes contain [sync-fail]', async () => {
    const failing = { ...SAMPLE_INVOICE, notes: 'demo [sync-fail]' };
    await expect(quickBooksAdapter(sandboxTransport).pushInvoice(failing, SAMPLE_QUICKBOOKS)).rejects.toThrow(/QuickBooks: Duplicate Document Number Error/);
    await expect(zohoBooksAdapter(sandboxTransport).pushInvoice(failing, SAMPLE_ZOHO)).rejects.toThrow(/Zoho Books: .* already exists/);
  });
});
