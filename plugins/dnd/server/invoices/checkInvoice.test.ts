import { describe, expect, it } from 'vitest';
import type { NewCarrierInvoice } from '../../shared/types';
import { checkInvoice, REQUIRED_FIELDS, type ExpectedFacts } from './checkInvoice';

// Tariff: 4 calendar free days, days 5–7 at 75.00, day 8 on at 150.00. Discharged 2 March, returned 12 March:
// last free day 5 March, 7 chargeable days = 3 × 75 + 4 × 150 = 825.00.
const facts: ExpectedFacts = {
  clock: { startDay: '2026-03-02', stopDay: '2026-03-12', port: 'USLAX' },
  terms: { freeDays: 4, dayBasis: 'CALENDAR', currency: 'USD', tiers: [{ fromDay: 5, toDay: 7, perDiem: '75.00' }, { fromDay: 8, toDay: null, perDiem: '150.00' }] },
  today: '2026-03-20',
};
const correct: NewCarrierInvoice = {
  containerId: '00000000-0000-4000-8000-000000000001',
  invoiceNumber: 'INV-1',
  carrier: 'MAEU',
  billedParty: 'Acme Imports',
  billedPartyBasis: 'Consignee on the bill of lading',
  blNumber: 'MAEU123456789',
  containerNumber: 'MSKU1234565',
  port: 'USLAX',
  direction: 'IMPORT',
  chargeType: 'COMBINED',
  freeDays: 4,
  freeTimeStart: '2026-03-02',
  freeTimeEnd: '2026-03-05',
  chargedFrom: '2026-03-06',
  chargedTo: '2026-03-12',
  rates: [{ fromDay: 5, toDay: 7, perDiem: '75.00' }, { fromDay: 8, toDay: 11, perDiem: '150.00' }],
  tariffReference: 'MAEU D&D tariff rule 12',
  invoiceDate: '2026-03-15',
  dueDate: '2026-04-14',
  amount: { amount: '825.00', currency: 'USD' },
  disputeContact: 'dd-disputes@carrier.example',
  complianceStatement: true,
};

describe('checkInvoice', () => {
  it('finds nothing on an invoice that matches the tariff and the events, and expects its amount', () => {
    const check = checkInvoice(correct, facts);
    expect(check.findings).toEqual([]);
    expect(check.expectedAmount).toEqual({ amount: '825.00', currency: 'USD' });
    expect(check.difference).toEqual({ amount: '0.00', currency: 'USD' });
    expect(check.expectedBreakdown.map((b) => [b.fromDay, b.toDay, b.days, b.amount])).toEqual([[5, 7, 3, '225.00'], [8, 11, 4, '600.00']]);
    expect(check.expected).toMatchObject({ freeTimeEnd: '2026-03-05', chargedFrom: '2026-03-06', chargedTo: '2026-03-12', chargedDays: 7 });
  });

  it('flags fewer free days and a higher per diem, with what was billed and what was expected', () => {
    const over = { ...correct, freeDays: 3, freeTimeEnd: '2026-03-04', chargedFrom: '2026-03-05', rates: [{ fromDay: 4, toDay: 7, perDiem: '100.00' }, { fromDay: 8, toDay: 11, perDiem: '150.00' }], amount: { amount: '1000.00', currency: 'USD' } };
    const check = checkInvoice(over, facts);
    expect(check.findings.map((f) => [f.code, f.field, f.billed, f.expected])).toEqual([
      ['FREE_DAYS_MISMATCH', 'freeDays', '3', '4'],
      ['PER_DIEM_MISMATCH', 'rates.0.perDiem', '100.00', '75.00'],
      ['END_DATE_MISMATCH', 'freeTimeEnd', '2026-03-04', '2026-03-05'],
      ['CHARGED_DAYS_MISMATCH', 'chargedTo', '8', '7'],
      ['AMOUNT_MISMATCH', 'amount.amount', '1000.00', '825.00'],
    ]);
    expect(check.difference).toEqual({ amount: '175.00', currency: 'USD' });
  });

  it('names every missing 541.6 field, billedParty only as a warning', () => {
    const bare: NewCarrierInvoice = { containerId: correct.containerId, invoiceNumber: 'X', carrier: 'MAEU', direction: 'IMPORT', chargeType: 'COMBINED', invoiceDate: '2026-03-15', amount: { amount: '825.00', currency: 'USD' } };
    const missing = checkInvoice(bare, facts).findings.filter((f) => f.code === 'MISSING_FIELD');
    expect(missing.map((f) => f.field)).toEqual(REQUIRED_FIELDS.map(([f]) => f).filter((f) => f !== 'invoiceDate' && f !== 'amount'));
    expect(missing.filter((f) => f.severity === 'WARNING').map((f) => f.field)).toEqual(['billedParty']);
    expect(checkInvoice({ ...correct, complianceStatement: false }, facts).findings.map((f) => f.field)).toEqual(['complianceStatement']);
  });

  it('flags a start day other than the start event, days charged after the return, another currency and a late invoice', () => {
    const check = checkInvoice({ ...correct, freeTimeStart: '2026-03-01', chargedTo: '2026-03-14', amount: { amount: '825.00', currency: 'EUR' }, invoiceDate: '2026-04-13' }, facts);
    expect(check.findings.map((f) => [f.code, f.billed, f.expected])).toEqual([
      ['CURRENCY_MISMATCH', 'EUR', 'USD'],
      ['LATE_INVOICE', '2026-04-13', '2026-04-11'],
      ['START_DATE_MISMATCH', '2026-03-01', '2026-03-02'],
      ['CHARGED_DAYS_MISMATCH', '9', '7'],
    ]);
    expect(check.difference).toBeNull();
    expect(check.expectedAmount).toEqual({ amount: '825.00', currency: 'USD' });
  });

  it('prices a running clock to today and a partial period from its first day charged', () => {
    const running = { ...facts, clock: { ...facts.clock!, stopDay: null }, today: '2026-03-09' };
    const check = checkInvoice({ ...correct, chargedFrom: '2026-03-08', chargedTo: '2026-03-12', rates: [{ fromDay: 7, toDay: 8, perDiem: '75.00' }], amount: { amount: '225.00', currency: 'USD' } }, running);
    // Days 7 (75.00) and 8 (150.00) by today: the billed rate for day 8 and the days after today are wrong.
    expect(check.expectedAmount).toEqual({ amount: '225.00', currency: 'USD' });
    expect(check.findings.map((f) => [f.code, f.billed, f.expected])).toEqual([
      ['PER_DIEM_MISMATCH', '75.00', '75.00 / 150.00'],
      ['CHARGED_DAYS_MISMATCH', '5', '2'],
    ]);
  });

  it('says when there is no tariff or the clock has not started, and expects nothing', () => {
    const noTariff = checkInvoice(correct, { ...facts, terms: null });
    expect(noTariff.findings.map((f) => [f.code, f.severity])).toEqual([['NO_TARIFF', 'WARNING']]);
    expect(noTariff.expectedAmount).toBeNull();
    const notStarted = checkInvoice(correct, { ...facts, clock: { startDay: null, stopDay: null, port: 'USLAX' } });
    expect(notStarted.findings.map((f) => f.code)).toEqual(['CLOCK_NOT_STARTED']);
    expect(notStarted.difference).toBeNull();
  });
});
