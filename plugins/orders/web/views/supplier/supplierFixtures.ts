import type { AcknowledgementView, SupplierQuoteView } from '../../../shared/types';

/** An ISSUED order as its supplier's link shows it (two lines). */
export const ACK_VIEW: AcknowledgementView = {
  poNumber: 'PO-2026-00012',
  status: 'ISSUED',
  buyer: { name: 'Acme Exports', country: 'IN' },
  supplierName: 'Shenzhen Bright Textiles',
  orderDate: '2026-11-20',
  incoterm: 'FOB',
  currency: 'USD',
  paymentTerms: '30 days from B/L',
  shipFrom: 'CNSZX',
  shipTo: { name: 'Acme DC Mumbai', address: 'Plot 7, MIDC', city: 'Mumbai', country: 'IN' },
  totalAmount: '12845.50',
  lines: [
    { _id: 'li1', lineNo: 1, sku: 'TSH-001', description: 'Cotton T-shirt, white', hsCode: '610910', quantity: '1000', unit: 'PCS', unitPrice: '4.25', amount: '4250.00', cargoReadyDate: '2026-12-15', requiredDeliveryDate: '2027-01-20', milestone: 'ISSUED' },
    { _id: 'li2', lineNo: 2, sku: 'HOD-002', description: 'Hoodie, navy', hsCode: '611020', quantity: '500', unit: 'PCS', unitPrice: '17.191', amount: '8595.50', cargoReadyDate: '2026-12-20', requiredDeliveryDate: '2027-01-25', milestone: 'ISSUED' },
  ],
  proposals: [],
  canAnswer: true,
  expiresAt: '2026-12-20T00:00:00Z',
};

/** An open order RFQ as a supplier's quote link shows it, not quoted yet. */
export const QUOTE_VIEW: SupplierQuoteView = {
  rfqReference: 'ORFQ-2026-00003',
  title: 'Winter knitwear',
  buyer: { name: 'Acme Exports' },
  supplierName: 'Shenzhen Bright Textiles',
  status: 'OPEN',
  supplierStatus: 'VIEWED',
  currency: 'USD',
  incoterm: 'FOB',
  quoteDeadline: '2026-12-01T12:00:00Z',
  notes: 'Please quote FOB Shenzhen.',
  lines: [
    { _id: 'rl1', lineNo: 1, sku: 'SWT-010', description: 'Wool sweater', hsCode: '611011', quantity: '300', unit: 'PCS', neededBy: '2027-01-10' },
    { _id: 'rl2', lineNo: 2, sku: 'SCF-020', description: 'Scarf', hsCode: null, quantity: '700', unit: 'PCS', neededBy: '2027-01-10' },
  ],
  quote: null,
  canQuote: true,
  expiresAt: '2026-12-20T00:00:00Z',
};
