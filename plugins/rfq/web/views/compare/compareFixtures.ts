import type { CompareLane, CompareMatrix, Rfq, RfqLane } from '../../../shared/types';

/** Test records of the compare tabs: an RFQ of the demo shipper and matrices built from a few numbers. */
export const RFQ: Rfq = {
  _id: 'r1',
  view: 'owner',
  companyId: 'c-acme',
  reference: 'RFQ-2026-00001',
  title: 'Acme 2027 ocean contract',
  description: null,
  currency: 'USD',
  contractFrom: '2027-01-01',
  contractTo: '2027-12-31',
  bidDeadline: '2026-11-20T12:00:00Z',
  sealed: true,
  status: 'CLOSED',
  round: 1,
  roundDeadline: null,
  termGroupId: null,
  terms: [],
  lanes: [],
  invitations: [],
  documents: [],
  bidsSealed: false,
  baselineTotal: '100000.00',
  allocatedTotal: null,
  openedAt: '2026-11-01T08:00:00Z',
  closedAt: '2026-11-20T12:00:00Z',
  awardedAt: null,
  cancelReason: null,
  createdBy: 'u1',
  createdAt: '2026-11-01T08:00:00Z',
  updatedAt: '2026-11-20T12:00:00Z',
  version: 3,
};

export const VENDOR_NAMES = ['Bluewave Logistics', 'Harbourline Forwarding', 'Meridian Freight'];

/** A lane of the matrix. */
export function lane(n: number, overrides: Partial<RfqLane> = {}): RfqLane {
  const origins = ['INNSA', 'INMUN', 'INMAA'];
  const destinations = ['NLRTM', 'DEHAM', 'USNYC'];
  return {
    _id: `l${n}`,
    lineNo: n,
    origin: origins[(n - 1) % 3],
    destination: destinations[Math.floor((n - 1) / 3) % 3],
    containerType: n % 2 ? '42G1' : '22G1',
    volume: 10,
    commodity: null,
    requirements: null,
    baselineAmount: '1000.00',
    currentAmount: '1050.00',
    incumbentCompanyId: null,
    ...overrides,
  };
}

/**
 * A matrix of `lanes` lanes and `vendors` vendors; vendor v bids `base + 10·v` on each lane (so v1 is L1);
 * `amounts` overrides a lane's bids by vendor index (null: no bid).
 */
export function matrixOf(lanes: number, vendors: number, amounts: Record<number, Array<string | null>> = {}, base = 900): CompareMatrix {
  const vendorIds = Array.from({ length: vendors }, (_, i) => `v${i + 1}`);
  const names = vendorIds.map((_, i) => VENDOR_NAMES[i] ?? `Vendor ${String(i + 1).padStart(2, '0')}`);
  const rows: CompareLane[] = Array.from({ length: lanes }, (_, i) => {
    const l = lane(i + 1);
    const raw = amounts[i + 1] ?? vendorIds.map((_, v) => `${base + 10 * v}.00`);
    const bids = raw
      .map((amount, v) => (amount === null ? undefined : { vendorCompanyId: vendorIds[v], vendorName: names[v], amount }))
      .filter((b): b is { vendorCompanyId: string; vendorName: string; amount: string } => Boolean(b))
      .sort((a, b) => Number(a.amount) - Number(b.amount));
    const ranked = bids.map((b) => ({
      ...b,
      rank: 1 + new Set(bids.filter((o) => Number(o.amount) < Number(b.amount)).map((o) => o.amount)).size,
      transitDays: 24,
      freeDays: 14,
      carrier: 'MAEU',
      charges: [{ code: 'OFR', label: 'Ocean freight', amount: b.amount }],
      round: 1,
      counterAmount: null,
    }));
    return { lane: l, bids: ranked, savingVsBaselinePct: ranked.length ? '-10.00' : null, savingVsBaseline: null, savingVsCurrent: null, savingVsCurrentPct: null, allocations: [] };
  });
  return {
    rfqId: 'r1',
    currency: 'USD',
    sealed: false,
    unsealsAt: null,
    vendors: vendorIds.map((id, i) => ({ vendorCompanyId: id, vendorName: names[i], status: 'BID', lanesBid: lanes, total: `${(base + 10 * i) * 10 * lanes}.00` })),
    lanes: rows,
    bestTotal: `${base * 10 * lanes}.00`,
    baselineTotal: `${10000 * lanes}.00`,
    currentTotal: `${10500 * lanes}.00`,
  };
}
