import type { FakeHttpClient } from '@portolan/sdk/testing';
import { DND_API, type CarrierInvoiceDetails, type ContainerClock, type DndSummary, type Dispute } from '../../shared/types';

export const ok = (data: unknown) => ({ success: true, data });
export const page = (items: unknown[]) => ok({ items, count: items.length, nextCursor: null, prevCursor: null });

const usd = (amount: string) => ({ amount, currency: 'USD' });

export const SUMMARY: DndSummary = {
  byState: { NOT_STARTED: 1, RUNNING: 4, AT_RISK: 3, OVER: 2, STOPPED: 5 },
  atRisk: 3,
  over: 2,
  costToDate: [usd('1875.00')],
  projectedCost: [usd('4250.00')],
  byCarrier: [
    { carrier: 'MAEU', containers: 6, over: 1, cost: [usd('1200.00')] },
    { carrier: 'MSCU', containers: 4, over: 1, cost: [usd('675.00')] },
  ],
  byPort: [{ port: 'NLRTM', containers: 10, over: 2, cost: [usd('1875.00')] }],
  byWeek: [
    { week: '2026-W46', cost: [usd('600.00')] },
    { week: '2026-W47', cost: [usd('1275.00')] },
  ],
  disputes: { open: 1, submitted: 2, won: 1, partlyWon: 1, lost: 0, disputed: [usd('900.00')], recovered: [usd('450.00')] },
  nextLastFreeDays: [{ _id: 'c1:IMPORT:DEMURRAGE', containerId: 'c1', containerNumber: 'MSKU1234565', shipmentReference: 'SH-2026-0042', chargeType: 'DEMURRAGE', lastFreeDay: '2026-11-25', state: 'AT_RISK' }],
};

const CLOCK: ContainerClock = {
  _id: 'c1:IMPORT:DEMURRAGE',
  containerId: 'c1',
  containerNumber: 'MSKU1234565',
  isoType: '42G1',
  shipmentId: 's1',
  shipmentReference: 'SH-2026-0042',
  carrier: 'MAEU',
  direction: 'IMPORT',
  chargeType: 'DEMURRAGE',
  port: 'NLRTM',
  timeZone: 'Europe/Amsterdam',
  state: 'AT_RISK',
  startedAt: '2026-11-20T08:00:00Z',
  stoppedAt: null,
  startDay: '2026-11-20',
  stopDay: null,
  freeDays: 5,
  dayBasis: 'CALENDAR',
  lastFreeDay: '2026-11-25',
  freeDaysLeft: 1,
  chargeableDays: 0,
  costToDate: usd('0.00'),
  projectedStopDay: '2026-11-28',
  projectedCost: usd('225.00'),
  tariffId: 't1',
  overrideId: null,
};

export const CLOCKS: ContainerClock[] = [
  CLOCK,
  { ...CLOCK, _id: 'c2:IMPORT:DETENTION', containerId: 'c2', containerNumber: 'MSCU7654321', chargeType: 'DETENTION', state: 'OVER', lastFreeDay: '2026-11-18', freeDaysLeft: 0, chargeableDays: 6, costToDate: usd('450.00'), projectedCost: usd('600.00') },
  { ...CLOCK, _id: 'c3:IMPORT:DEMURRAGE', containerId: 'c3', containerNumber: 'TGHU1111112', state: 'RUNNING', lastFreeDay: '2026-12-02', freeDaysLeft: 8, costToDate: null, projectedCost: null, tariffId: null },
];

export const INVOICE: CarrierInvoiceDetails = {
  _id: 'i1',
  createdAt: '2026-11-21T09:00:00Z',
  updatedAt: '2026-11-21T09:00:00Z',
  version: 1,
  containerId: 'c2',
  invoiceNumber: 'INV-77',
  carrier: 'MAEU',
  billedParty: 'Acme Imports BV',
  billedPartyBasis: 'Consignee',
  blNumber: 'MAEU123456',
  containerNumber: 'MSCU7654321',
  port: 'NLRTM',
  direction: 'IMPORT',
  chargeType: 'DETENTION',
  freeDays: 4,
  freeTimeStart: '2026-11-12',
  freeTimeEnd: '2026-11-15',
  availabilityDate: null,
  chargedFrom: '2026-11-16',
  chargedTo: '2026-11-23',
  chargedDays: 8,
  rates: [{ fromDay: 5, toDay: 12, perDiem: '100.00' }],
  tariffReference: 'MAEU-NL-DET-2026',
  invoiceDate: '2026-11-21',
  dueDate: '2026-12-21',
  amount: usd('800.00'),
  disputeContact: 'dd@maersk.test',
  complianceStatement: true,
  status: 'RECEIVED',
  shipmentId: 's1',
  shipmentReference: 'SH-2026-0042',
  findings: [
    { code: 'FREE_DAYS_MISMATCH', field: 'freeDays', severity: 'ERROR', message: 'Free days billed differ from the tariff', billed: '4', expected: '6' },
    { code: 'PER_DIEM_MISMATCH', field: 'rates.0.perDiem', severity: 'WARNING', message: 'Per diem above the tariff', billed: '100.00', expected: '75.00' },
  ],
  expectedAmount: usd('450.00'),
  difference: usd('350.00'),
  disputeId: null,
  expectedBreakdown: [{ fromDay: 7, toDay: 12, firstDate: '2026-11-18', lastDate: '2026-11-23', days: 6, perDiem: '75.00', amount: '450.00' }],
  disputeBy: '2026-12-21',
};

export const DISPUTE: Dispute = {
  _id: 'd1',
  createdAt: '2026-11-22T09:00:00Z',
  updatedAt: '2026-11-22T09:00:00Z',
  version: 3,
  reference: 'DSP-2026-0001',
  invoiceId: 'i1',
  invoiceNumber: 'INV-77',
  containerNumber: 'MSCU7654321',
  carrier: 'MAEU',
  status: 'SUBMITTED',
  reason: 'Free days billed differ from the tariff',
  disputed: usd('350.00'),
  recovered: null,
  evidence: INVOICE.findings,
  submittedAt: '2026-11-22T10:00:00Z',
  respondBy: '2026-12-22',
  closedAt: null,
};

/** The answers the D&D screens read (tests). */
export function serveDndScreens(http: FakeHttpClient): FakeHttpClient {
  return http
    .on('GET', DND_API.summary, ok({ record: SUMMARY }))
    .on('GET', DND_API.alerts, ok({ items: [{ _id: 'a1', containerId: 'c1', containerNumber: 'MSKU1234565', shipmentReference: 'SH-2026-0042', chargeType: 'DEMURRAGE', lastFreeDay: '2026-11-25', kind: 'AT_RISK', message: 'MSKU1234565: last free day in 1 day', read: false, createdAt: '2026-11-24T06:00:00Z' }] }))
    .on('GET', DND_API.containers, page(CLOCKS))
    .on('GET', DND_API.rates, page([]))
    .on('GET', `${DND_API.invoices}/i1`, ok({ record: INVOICE }))
    .on('GET', `${DND_API.invoices}/i1/activity`, ok({ items: [] }))
    .on('GET', `${DND_API.invoices}/i1/comments`, ok({ items: [] }))
    .on('GET', `${DND_API.disputes}/d1`, ok({ record: DISPUTE }))
    .on('GET', `${DND_API.disputes}/d1/activity`, ok({ items: [] }))
    .on('GET', `${DND_API.disputes}/d1/comments`, ok({ items: [] }));
}
