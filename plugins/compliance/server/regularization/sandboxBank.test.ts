import { describe, expect, it } from 'vitest';
import type { BankPushRow } from './bankAdapter';
import { bankAdapterOf, sandboxBank } from './sandboxBank';

const row = (ref: string, amountMinor: bigint): BankPushRow => ({
  sbNumber: '1234567', sbDate: '2026-03-02', portCode: 'INNSA1', remittanceReference: ref, remittanceDate: '2026-05-10', purposeCode: 'P0102', amountMinor, currency: 'USD',
});
const batchId = '0b6c2a4e-1f3d-4b5a-9c8d-7e6f5a4b3c2d';

describe('sandboxBank', () => {
  const bank = sandboxBank(() => new Date('2026-11-24T10:00:00Z'));

  it('accepts with a bank-prefixed EDPMS reference that is the same for the same batch', async () => {
    const a = await bank.push({ batchId, bank: 'ICICI', companyName: 'Acme', rows: [row('IRM-1', 1_845_000n)] });
    const b = await bank.push({ batchId, bank: 'ICICI', companyName: 'Acme', rows: [row('IRM-1', 1_845_000n)] });
    expect(a.accepted).toBe(true);
    expect(a.reference).toMatch(/^ICIC\/EDPMS\/2026\/\d{6}$/);
    expect(b.reference).toBe(a.reference);
    expect(a.text.startsWith('SANDBOX')).toBe(true);
    expect(bank.gateway).toBe('sandbox');
    expect((await bank.push({ batchId, bank: 'AXIS', companyName: 'Acme', rows: [row('IRM-1', 1n)] })).reference).toMatch(/^UTIB\/EDPMS\/2026\//);
  });

  it('refuses a batch that totals 0 and one naming a remittance under investigation', async () => {
    const empty = await bank.push({ batchId, bank: 'HDFC', companyName: 'Acme', rows: [] });
    expect(empty).toEqual({ accepted: false, reference: null, text: 'SANDBOX: rejected — the batch realizes nothing (its rows total 0)' });
    const held = await bank.push({ batchId, bank: 'HDFC', companyName: 'Acme', rows: [row('IRM-1', 100n), row('IRM-77-HOLD', 100n)] });
    expect(held.accepted).toBe(false);
    expect(held.text).toBe('SANDBOX: IRM under investigation (IRM-77-HOLD); the batch was not regularized');
  });

  it('is the only gateway: anything else stops the start with a clear message', () => {
    expect(bankAdapterOf(undefined).gateway).toBe('sandbox');
    expect(bankAdapterOf('sandbox').gateway).toBe('sandbox');
    expect(() => bankAdapterOf('icici-live')).toThrow('PORTOLAN_BANK_GATEWAY="icici-live" is not a bank gateway this server knows; the only one is "sandbox"');
  });
});
