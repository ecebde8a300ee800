import type { OrderRfq, OrderRfqDetails, SupplierQuote, SupplierQuoteLineItem } from '../../../shared/types';

const stamp = { createdAt: '2026-11-22T08:00:00Z', updatedAt: '2026-11-22T08:00:00Z' };

export const RFQ: OrderRfqDetails = {
  _id: 'r7', reference: 'ORFQ-2026-0007', title: 'Spring T-shirts', status: 'CLOSED', requisitionId: 'q1', requisitionReference: 'REQ-2026-0004',
  currency: 'USD', incoterm: 'FOB', shipToLocationId: 'loc1', quoteDeadline: '2026-12-01T12:00:00Z', lineCount: 2, supplierCount: 3, quotedCount: 2,
  notes: 'Pack in cartons of 50.', cancelReason: null, awards: [], purchaseOrders: [], ...stamp, version: 5,
  lines: [
    { _id: 'l1', lineNo: 1, requisitionLineItemId: 'ql1', productId: 'p1', sku: 'ACM-TS-01', description: 'Cotton T-shirt, white', hsCode: '610910', quantity: '1000', unit: 'PCS', targetUnitPrice: '3.40', neededBy: '2027-02-01' },
    { _id: 'l2', lineNo: 2, requisitionLineItemId: 'ql2', productId: null, sku: 'ACM-CAP-02', description: 'Cap, navy', hsCode: null, quantity: '200', unit: 'PCS', targetUnitPrice: '1.60', neededBy: '2027-02-01' },
  ],
  suppliers: [
    { _id: 'rs1', supplierId: 's1', supplierName: 'Tiruppur Knits', supplierCode: 'TIRU', status: 'QUOTED', declineReason: null, invitedAt: '2026-11-22T09:00:00Z' },
    { _id: 'rs2', supplierId: 's2', supplierName: 'Dhaka Garments', supplierCode: 'DHKA', status: 'QUOTED', declineReason: null, invitedAt: '2026-11-22T09:00:00Z' },
    { _id: 'rs3', supplierId: 's3', supplierName: 'Hanoi Textiles', supplierCode: 'HANO', status: 'VIEWED', declineReason: null, invitedAt: '2026-11-22T09:00:00Z' },
  ],
};

export const LIST_ITEM: OrderRfq = {
  _id: 'r7', reference: 'ORFQ-2026-0007', title: 'Spring T-shirts', status: 'OPEN', requisitionId: 'q1', requisitionReference: 'REQ-2026-0004', currency: 'USD', incoterm: 'FOB',
  shipToLocationId: 'loc1', quoteDeadline: '2026-12-01T12:00:00Z', lineCount: 2, supplierCount: 3, quotedCount: 2, ...stamp, version: 5,
};

const line = (id: string, quoteId: string, supplierId: string, supplierName: string, rfqLineItemId: string, unitPrice: string, quantity: string, amount: string, leadTimeDays: number): SupplierQuoteLineItem => ({
  _id: id, quoteId, supplierId, supplierName, rfqLineItemId, unitPrice, quantity, amount, leadTimeDays, cargoReadyDate: '2027-01-15', comment: null, awardedQuantity: null,
});

/** Tiruppur is cheaper on line 1, Dhaka on line 2; Hanoi's quote is a draft (not shown to the buyer). */
export const QUOTE_LINES: SupplierQuoteLineItem[] = [
  line('t1', 'qt1', 's1', 'Tiruppur Knits', 'l1', '3.20', '1000', '3200.00', 30),
  line('t2', 'qt1', 's1', 'Tiruppur Knits', 'l2', '1.75', '200', '350.00', 30),
  line('d1', 'qt2', 's2', 'Dhaka Garments', 'l1', '3.35', '1000', '3350.00', 45),
  line('d2', 'qt2', 's2', 'Dhaka Garments', 'l2', '1.50', '200', '300.00', 45),
  line('h1', 'qt3', 's3', 'Hanoi Textiles', 'l1', '2.00', '1000', '2000.00', 20),
];

const quote = (id: string, supplierId: string, supplierName: string, status: 'DRAFT' | 'SUBMITTED', totalAmount: string): SupplierQuote => ({
  _id: id, rfqId: 'r7', supplierId, supplierName, status, validUntil: '2026-12-31', notes: null, totalAmount, currency: 'USD', submittedAt: status === 'SUBMITTED' ? '2026-11-25T08:00:00Z' : null, lines: [], ...stamp, version: 1,
});

export const QUOTES: SupplierQuote[] = [quote('qt1', 's1', 'Tiruppur Knits', 'SUBMITTED', '3550.00'), quote('qt2', 's2', 'Dhaka Garments', 'SUBMITTED', '3650.00'), quote('qt3', 's3', 'Hanoi Textiles', 'DRAFT', '2000.00')];

export const ok = (data: unknown) => ({ success: true, data });
export const page = (items: unknown[]) => ok({ items, count: items.length, nextCursor: null, prevCursor: null });
