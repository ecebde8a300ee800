import type { RfqQuote, VendorRfq, VendorRfqLane, VendorRfqListItem } from '../../../shared/types';

/** Test data: an RFQ as Bluewave (invited) sees it. */
const lane = (n: number, origin: string, destination: string, containerType: string, volume: number, extra: Partial<VendorRfqLane> = {}): VendorRfqLane => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  lineNo: n,
  origin,
  destination,
  containerType,
  volume,
  commodity: 'Cotton yarn',
  requirements: null,
  inRound: false,
  counterAmount: null,
  ...extra,
});

export const LANES: VendorRfqLane[] = [lane(1, 'INNSA', 'NLRTM', '42G1', 40), lane(2, 'INMUN', 'DEHAM', '45G1', 25), lane(3, 'INMAA', 'SGSIN', '22G1', 10, { requirements: 'Food grade' })];

export const QUOTE: RfqQuote = {
  _id: 'q1',
  rfqId: 'rfq1',
  vendorCompanyId: 'c-bluewave',
  vendorName: 'Bluewave Logistics',
  status: 'DRAFT',
  revision: 0,
  round: 1,
  submittedAt: null,
  currency: 'USD',
  lines: [{ laneId: LANES[0]._id, amount: '1250.50', charges: [], transitDays: 24, freeDays: 14, validTo: '2027-12-31', carrier: 'MAEU', remarks: null, round: 1 }],
  total: '50020.00',
  createdAt: '2026-11-20T08:00:00Z',
  updatedAt: '2026-11-20T08:00:00Z',
  version: 3,
};

export const VENDOR_RFQ: VendorRfq = {
  view: 'vendor',
  _id: 'rfq1',
  reference: 'RFQ-2026-00001',
  title: 'Acme 2027 ocean contract',
  description: 'Annual FCL contract from India.',
  shipperName: 'Acme Exports',
  currency: 'USD',
  contractFrom: '2027-01-01',
  contractTo: '2027-12-31',
  bidDeadline: '2099-12-01T12:00:00Z',
  status: 'OPEN',
  round: 1,
  terms: [{ title: 'Payment', body: '30 days from invoice.' }],
  lanes: LANES,
  documents: [
    { _id: 'd1', rfqId: 'rfq1', fileName: 'lanes.pdf', contentType: 'application/pdf', size: 20480, companyId: 'c-acme', companyName: 'Acme Exports', uploadedBy: 'Asha', createdAt: '2026-11-19T08:00:00Z' },
  ],
  invitationStatus: 'VIEWED',
  canBid: true,
  quote: QUOTE,
};

export const NEGOTIATING: VendorRfq = {
  ...VENDOR_RFQ,
  status: 'NEGOTIATION',
  round: 2,
  invitationStatus: 'BID',
  lanes: [{ ...LANES[0], inRound: true, counterAmount: '1100.00' }, LANES[1], { ...LANES[2], inRound: true }],
  quote: {
    ...QUOTE,
    status: 'SUBMITTED',
    revision: 2,
    submittedAt: '2026-11-21T08:00:00Z',
    lines: LANES.map((l, i) => ({ laneId: l._id, amount: ['1250.50', '1900', '700'][i], charges: [], transitDays: null, freeDays: null, validTo: null, carrier: null, remarks: null, round: 1 })),
  },
};

export const PENDING: VendorRfqListItem[] = [
  { _id: 'rfq1', reference: 'RFQ-2026-00001', title: 'Acme 2027 ocean contract', shipperName: 'Acme Exports', status: 'OPEN', currency: 'USD', bidDeadline: '2099-12-01T12:00:00Z', laneCount: 3, invitationStatus: 'VIEWED', quoteStatus: 'DRAFT', canBid: true },
  { _id: 'rfq0', reference: 'RFQ-2026-00000', title: 'Acme spot tender', shipperName: 'Acme Exports', status: 'AWARDED', currency: 'USD', bidDeadline: '2026-10-01T12:00:00Z', laneCount: 2, invitationStatus: 'AWARDED', quoteStatus: 'SUBMITTED', canBid: false },
];
