import type { ApprovalState } from '@portolan/sdk';
import { MILESTONES, type Milestone } from '../../../shared/states';
import type { MilestoneDates, OrderLineItem, OrdersSummary, PurchaseOrder, PurchaseOrderDetails, SupplierOption } from '../../../shared/types';

/** Test records of the purchase-order screens (Acme buying from Shenzhen Bright Textiles). */
export const SUPPLIERS: SupplierOption[] = [
  { _id: 's1', code: 'SZBT', name: 'Shenzhen Bright Textiles', country: 'CN', currency: 'USD', paymentTerms: '30 days from B/L', contactEmail: 'li@szbt.example', port: 'CNSZX' },
  { _id: 's2', code: 'HCMG', name: 'Saigon Garments', country: 'VN', currency: 'EUR', paymentTerms: null, contactEmail: null, port: 'VNSGN' },
];

function milestones(planned: Partial<Record<Milestone, string>>, actual: Partial<Record<Milestone, string>> = {}, delays: Partial<Record<Milestone, number>> = {}): MilestoneDates[] {
  return MILESTONES.map((m) => ({ milestone: m, plannedDate: planned[m] ?? null, actualDate: actual[m] ?? null, delayDays: delays[m] ?? null, source: 'USER', updatedAt: '2026-03-01T08:00:00Z' }));
}

const PLAN = { ISSUED: '2026-03-01', ACKNOWLEDGED: '2026-03-03', IN_PRODUCTION: '2026-03-10', CARGO_READY: '2026-04-10', BOOKED: '2026-04-12', SHIPPED: '2026-04-15', DELIVERED: '2026-05-20' };

export function line(n: number, overrides: Partial<OrderLineItem> = {}): OrderLineItem {
  return {
    _id: `li${n}`,
    lineNo: n,
    productId: null,
    sku: `TS-${n}00`,
    description: `T-shirt model ${n}`,
    hsCode: '6109.10',
    quantity: '1000',
    unit: 'PCS',
    unitPrice: '4.25',
    amount: '4250.00',
    cargoReadyDate: '2026-04-10',
    requiredDeliveryDate: '2026-05-20',
    milestone: 'IN_PRODUCTION',
    bookedQuantity: '0',
    openQuantity: '1000',
    cancelled: false,
    delayDays: 0,
    late: false,
    milestones: milestones(PLAN, { ISSUED: '2026-03-01', ACKNOWLEDGED: '2026-03-04', IN_PRODUCTION: '2026-03-12' }, { ACKNOWLEDGED: 1, IN_PRODUCTION: 2 }),
    shipments: [],
    version: 1,
    ...overrides,
  };
}

export const ORDER_ROW: PurchaseOrder = {
  _id: 'o1',
  poNumber: 'PO-2026-0007',
  supplierId: 's1',
  supplierName: 'Shenzhen Bright Textiles',
  supplierCode: 'SZBT',
  status: 'ACKNOWLEDGED',
  milestone: 'IN_PRODUCTION',
  orderDate: '2026-03-01',
  shipFrom: 'Shenzhen factory',
  pol: 'CNSZX',
  pod: 'NLRTM',
  shipToLocationId: 'loc1',
  shipToName: 'Rotterdam DC',
  incoterm: 'FOB',
  currency: 'USD',
  paymentTerms: '30 days from B/L',
  notes: null,
  totalAmount: '12750.00',
  lineCount: 3,
  late: true,
  maxDelayDays: 9,
  nextCargoReadyDate: '2026-04-10',
  requisitionId: null,
  orderRfqId: null,
  issuedAt: '2026-03-01T09:00:00Z',
  acknowledgedAt: '2026-03-04T09:00:00Z',
  createdBy: 'u1',
  createdAt: '2026-03-01T08:00:00Z',
  updatedAt: '2026-03-04T09:00:00Z',
  version: 6,
};

export const ORDER: PurchaseOrderDetails = {
  ...ORDER_ROW,
  supplier: {
    _id: 's1', code: 'SZBT', name: 'Shenzhen Bright Textiles', kind: 'SUPPLIER', country: 'CN', city: 'Shenzhen', address: '8 Bao An Road', port: 'CNSZX', contactName: 'Li Wei', contactEmail: 'li@szbt.example',
    phone: null, taxId: null, paymentTerms: '30 days from B/L', currency: 'USD', active: true, createdAt: '', updatedAt: '', version: 1,
  },
  shipTo: { _id: 'loc1', code: 'RTM-DC', name: 'Rotterdam DC', kind: 'DISTRIBUTION_CENTRE', address: 'Maasvlakte 1', city: 'Rotterdam', country: 'NL', port: 'NLRTM', active: true, createdAt: '', updatedAt: '', version: 1 },
  lines: [line(1), line(2, { late: true, delayDays: 9 }), line(3, { milestone: 'BOOKED', bookedQuantity: '1000', openQuantity: '0', shipments: [{ shipmentId: 'sh9', reference: 'PO-2026-0007-1', quantity: '1000' }] })],
  milestones: milestones(PLAN, { ISSUED: '2026-03-01', ACKNOWLEDGED: '2026-03-04' }, { ACKNOWLEDGED: 1 }),
  proposals: [
    { _id: 'p1', lineItemId: 'li2', lineNo: 2, field: 'cargoReadyDate', currentValue: '2026-04-10', proposedValue: '2026-04-19', comment: 'Fabric arrives late', status: 'PENDING', proposedBy: 'Li Wei', proposedAt: '2026-03-05T08:00:00Z', answer: null, answeredAt: null },
  ],
  link: { sentTo: 'li@szbt.example', expiresAt: '2026-04-01T09:00:00Z', lastOpenedAt: '2026-03-04T08:00:00Z', createdAt: '2026-03-01T09:00:00Z' },
  approval: null,
  cancelReason: null,
};

export const SUMMARY: OrdersSummary = {
  statuses: { DRAFT: 2, PENDING_APPROVAL: 1, ISSUED: 3, CHANGES_PROPOSED: 1, ACKNOWLEDGED: 4, REJECTED: 0, CANCELLED: 0, CLOSED: 5 },
  milestones: { ISSUED: 3, ACKNOWLEDGED: 1, IN_PRODUCTION: 2, CARGO_READY: 1, BOOKED: 1, SHIPPED: 0, DELIVERED: 5 },
  late: 2,
  total: 16,
};

export const APPROVAL: ApprovalState = {
  requestId: 'ar1', kind: 'purchase-order', recordId: 'o1', status: 'PENDING', amount: '12750.00', currency: 'USD', currentLevel: 1,
  levels: [{ level: 1, minAmount: '10000.00', approverIds: ['u1'], approverNames: ['Asha Patel'], status: 'PENDING', decidedBy: null, comment: null, decidedAt: null }],
  requestedBy: 'Ben Ortiz', requestedAt: '2026-03-01T08:30:00Z', lastRemindedAt: null, canDecide: true,
} as ApprovalState;

const agg = <T,>(items: T[]) => ({ success: true, data: { currency: 'USD', currencies: ['USD', 'EUR'], items } });
/** The four aggregates' answers. */
export const AGGREGATES = {
  revenue: agg([
    { month: '2026-02', supplierId: 's1', supplierName: 'Shenzhen Bright Textiles', amount: '12750.00' },
    { month: '2026-03', supplierId: 's1', supplierName: 'Shenzhen Bright Textiles', amount: '8000.50' },
    { month: '2026-03', supplierId: 's2', supplierName: 'Saigon Garments', amount: '4000.25' },
  ]),
  delay: agg([
    { bucket: 'ON_TIME', title: 'On time', count: 12 },
    { bucket: 'D8_14', title: '8–14 days', count: 3 },
  ]),
  performance: agg([{ supplierId: 's1', supplierName: 'Shenzhen Bright Textiles', lines: 10, onTime: 8, late: 2, onTimePct: 80, averageDelayDays: 3.5 }]),
  lineRevenue: agg([{ sku: 'TS-100', description: 'T-shirt', quantity: '3000', unit: 'PCS', amount: '12750.00' }]),
};
