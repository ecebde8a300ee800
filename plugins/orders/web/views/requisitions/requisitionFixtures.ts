import type { ApprovalState } from '@portolan/sdk';
import type { LocationOption, Product, RequisitionDetails, SupplierOption } from '../../../shared/types';

export const LOCATIONS: LocationOption[] = [
  { _id: 'loc1', code: 'BLR-WH', name: 'Bengaluru warehouse', kind: 'WAREHOUSE', city: 'Bengaluru', country: 'IN', port: 'INBLR' },
  { _id: 'loc2', code: 'RTM-DC', name: 'Rotterdam DC', kind: 'DISTRIBUTION_CENTRE', city: 'Rotterdam', country: 'NL', port: 'NLRTM' },
];

export const PRODUCT: Product = {
  _id: 'p1', sku: 'ACM-TS-01', name: 'Cotton T-shirt, white', description: null, category: 'Apparel', hsCode: '610910', unit: 'PCS',
  lengthCm: null, widthCm: null, heightCm: null, weightKg: '0.2', unitPrice: '3.40', currency: 'USD', supplierId: 's1', supplierName: 'Tiruppur Knits', active: true,
  createdAt: '2026-10-01T08:00:00Z', updatedAt: '2026-10-01T08:00:00Z', version: 1,
};

export const SUPPLIERS: SupplierOption[] = [
  { _id: 's1', code: 'TIRU', name: 'Tiruppur Knits', country: 'IN', currency: 'USD', paymentTerms: '30 days', contactEmail: 'sales@tiruppur.test', port: 'INMAA' },
  { _id: 's2', code: 'DHKA', name: 'Dhaka Garments', country: 'BD', currency: 'USD', paymentTerms: null, contactEmail: 'orders@dhaka.test', port: 'BDCGP' },
];

export const REQUISITION: RequisitionDetails = {
  _id: 'q1', reference: 'REQ-2026-0004', title: 'Spring T-shirts', status: 'DRAFT', locationId: 'loc1', locationName: 'Bengaluru warehouse', department: 'Merchandising',
  neededBy: '2027-02-01', currency: 'USD', estimatedTotal: '3720.00', lineCount: 2, requestedByName: 'Asha Patel', orderRfqId: null,
  justification: 'Spring range restock.', approval: null, purchaseOrders: [], cancelReason: null,
  createdAt: '2026-11-20T08:00:00Z', updatedAt: '2026-11-20T08:00:00Z', version: 3,
  lines: [
    { _id: 'ql1', requisitionId: 'q1', lineNo: 1, productId: 'p1', sku: 'ACM-TS-01', description: 'Cotton T-shirt, white', category: 'Apparel', quantity: '1000', unit: 'PCS', estimatedUnitPrice: '3.40', amount: '3400.00', neededBy: '2027-02-01' },
    { _id: 'ql2', requisitionId: 'q1', lineNo: 2, productId: null, sku: 'ACM-CAP-02', description: 'Cap, navy', category: 'Accessories', quantity: '200', unit: 'PCS', estimatedUnitPrice: '1.60', amount: '320.00', neededBy: '2027-02-01' },
  ],
};

export const APPROVAL: ApprovalState = {
  requestId: 'ar1', kind: 'requisition', recordId: 'q1', status: 'PENDING', amount: '3720.00', currency: 'USD', currentLevel: 1,
  levels: [{ level: 1, minAmount: '1000.00', approverIds: ['u1'], approverNames: ['Ben Acme'], status: 'PENDING', decidedBy: null, comment: null, decidedAt: null }],
  requestedBy: 'Asha Patel', requestedAt: '2026-11-21T08:00:00Z', lastRemindedAt: null, canDecide: true,
};

export const SUMMARY = { statuses: { DRAFT: 2, PENDING_APPROVAL: 1, APPROVED: 1, REJECTED: 0, SOURCING: 3, ORDERED: 4, CANCELLED: 0 }, total: 11 };

export const ok = (data: unknown) => ({ success: true, data });
export const page = (items: unknown[]) => ok({ items, count: items.length, nextCursor: null, prevCursor: null });
