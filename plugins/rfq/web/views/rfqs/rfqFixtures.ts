import type { AuditEntry, AwardedLane, Rfq, RfqLane, RfqListItem, RfqSummary } from '../../../shared/types';

/** Test records of the owner's RFQ screens (Acme's tender to its vendors). */
export function lane(n: number, overrides: Partial<RfqLane> = {}): RfqLane {
  return {
    _id: `l${n}`,
    lineNo: n,
    origin: ['INNSA', 'INMUN', 'INMAA'][(n - 1) % 3],
    destination: ['NLRTM', 'DEHAM', 'USNYC'][(n - 1) % 3],
    containerType: n % 2 ? '42G1' : '45G1',
    volume: 10 * n,
    commodity: 'Garments',
    requirements: null,
    baselineAmount: '1000.00',
    currentAmount: '1050.00',
    incumbentCompanyId: null,
    ...overrides,
  };
}

export const RFQ: Rfq = {
  _id: 'r1',
  view: 'owner',
  companyId: 'c-acme',
  reference: 'RFQ-2026-00007',
  title: 'Acme 2027 ocean contract',
  description: 'Annual FCL contract from India.',
  currency: 'USD',
  contractFrom: '2027-01-01',
  contractTo: '2027-12-31',
  bidDeadline: '2099-12-01T12:00:00Z',
  sealed: true,
  status: 'DRAFT',
  round: 1,
  roundDeadline: null,
  termGroupId: null,
  terms: [{ title: 'Payment', body: '30 days from invoice.' }],
  lanes: [lane(1), lane(2), lane(3, { baselineAmount: null })],
  invitations: [
    { vendorCompanyId: 'v1', vendorName: 'Bluewave Logistics', status: 'BID', invitedAt: '2026-11-01T08:00:00Z', viewedAt: '2026-11-02T08:00:00Z', bidAt: '2026-11-03T08:00:00Z', declineReason: null, declineComment: null },
    { vendorCompanyId: 'v2', vendorName: 'Harbourline Forwarding', status: 'INVITED', invitedAt: '2026-11-01T08:00:00Z', viewedAt: null, bidAt: null, declineReason: null, declineComment: null },
  ],
  documents: [],
  bidsSealed: true,
  baselineTotal: '30000.00',
  allocatedTotal: null,
  openedAt: null,
  closedAt: null,
  awardedAt: null,
  cancelReason: null,
  createdBy: 'u1',
  createdAt: '2026-11-01T08:00:00Z',
  updatedAt: '2026-11-01T08:00:00Z',
  version: 4,
};

export const LIST_ITEM: RfqListItem = {
  _id: 'r1',
  reference: 'RFQ-2026-00007',
  title: 'Acme 2027 ocean contract',
  status: 'OPEN',
  currency: 'USD',
  contractFrom: '2027-01-01',
  contractTo: '2027-12-31',
  bidDeadline: '2099-12-01T12:00:00Z',
  round: 1,
  laneCount: 30,
  invitedCount: 3,
  bidCount: 2,
  baselineTotal: '1234567.50',
  allocatedTotal: null,
  createdAt: '2026-11-01T08:00:00Z',
  updatedAt: '2026-11-01T08:00:00Z',
  version: 2,
};

export const SUMMARY: RfqSummary = {
  byStatus: { DRAFT: 1, OPEN: 2, CLOSED: 0, NEGOTIATION: 0, PENDING_APPROVAL: 1, APPROVED: 0, AWARDED: 3, CANCELLED: 0 },
  awarded: [{ currency: 'USD', baselineTotal: '500000.00', awardedTotal: '455000.00', saving: '45000.00', savingPct: '9.0' }],
  openForBids: 2,
  pendingApproval: 1,
};

export const AUDIT: AuditEntry[] = [
  { _id: 'a1', action: 'created', fromState: null, toState: 'DRAFT', actorName: 'Asha Patel', note: null, createdAt: '2026-11-01T08:00:00Z' },
  { _id: 'a2', action: 'open', fromState: 'DRAFT', toState: 'OPEN', actorName: 'Asha Patel', note: null, createdAt: '2026-11-01T09:00:00Z' },
];

/** Lane 1 split 60/40, lane 2 to one vendor, lane 3 (no baseline) to one vendor. */
export const AWARDED: AwardedLane[] = [
  ['l1', 'v1', 'Bluewave Logistics', '60', '900.00'],
  ['l1', 'v2', 'Harbourline Forwarding', '40', '950.00'],
  ['l2', 'v1', 'Bluewave Logistics', '100', '980.50'],
  ['l3', 'v2', 'Harbourline Forwarding', '100', '1100.00'],
].map(([laneId, vendorCompanyId, vendorName, sharePct, amount]) => ({
  rfqId: 'r1',
  rfqReference: RFQ.reference,
  rfqTitle: RFQ.title,
  shipperName: 'Acme Exports',
  laneId,
  origin: 'INNSA',
  destination: 'NLRTM',
  containerType: '42G1',
  volume: 10,
  vendorCompanyId,
  vendorName,
  sharePct,
  amount,
  currency: 'USD',
  contractFrom: '2027-01-01',
  contractTo: '2027-12-31',
  awardedAt: '2026-11-22T08:00:00Z',
  shipmentCount: 0,
}));
