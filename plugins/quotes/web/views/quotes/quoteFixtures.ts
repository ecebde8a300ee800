import type { RateOption, ShortlistEntry } from '@portolan/sdk/shared';
import type { CustomerQuote, Enquiry, QuoteLine, QuoteRecord } from '../../../shared/types';

/** Test data of the quote screens: one enquiry, its draft quote (EUR, 10 %), rates to add, the customer's view. */
export const ENQUIRY: Enquiry = {
  _id: 'e1',
  createdAt: '2026-11-20T09:00:00Z',
  updatedAt: '2026-11-20T09:00:00Z',
  version: 2,
  reference: 'ENQ-2026-00042',
  status: 'QUOTING',
  customerId: 'c1',
  customerName: 'Acme Exports',
  customerCompanyId: null,
  contactName: 'Asha Rao',
  contactEmail: 'buyer@acme.test',
  origin: 'INNSA',
  destination: 'NLRTM',
  originKind: 'PORT',
  destinationKind: 'PORT',
  mode: 'FCL',
  containers: [{ type: '42G1', count: 2 }],
  cargo: { commodity: 'Cotton yarn', hsCode: '5205', weightKg: '18000', volumeM3: '55', packages: 400, dgClass: null, reeferTempC: null },
  cargoReadyOn: '2026-12-01',
  incoterm: 'FOB',
  services: ['ORIGIN_CUSTOMS'],
  currency: 'EUR',
  source: 'MANUAL',
  partner: null,
  leadId: null,
  dueOn: null,
  notes: null,
  lossReason: null,
  feedback: null,
  assignedTo: null,
  firstQuotedAt: null,
  quoteId: 'q1',
};

const line = (l: Partial<QuoteLine> & Pick<QuoteLine, '_id' | 'code' | 'name' | 'quantity' | 'buyUnit' | 'buyCurrency' | 'buyAmount' | 'buyConverted' | 'sellAmount'>): QuoteLine => ({ stage: 'FREIGHT', basis: 'PER_CONTAINER', rateId: null, margin: null, ...l });

/**
 * EUR quote, 10 % quote margin, USD base table (EUR 0.92, INR 83.25):
 * OFR 2 × USD 1250.50 = 2501.00 → EUR 2300.92, sell 2531.01; THC INR 15000 → EUR 165.77, sell 182.34;
 * DOC EUR 45 with its own EUR 25 margin → sell 70.00. Totals: buy 2511.69, sell 2783.35, margin 271.66.
 */
export const DRAFT: QuoteRecord = {
  _id: 'q1',
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
  version: 3,
  reference: 'Q-2026-00017',
  revision: 1,
  status: 'DRAFT',
  enquiryId: 'e1',
  enquiryReference: 'ENQ-2026-00042',
  customerName: 'Acme Exports',
  currency: 'EUR',
  margin: { type: 'PERCENT', value: '10' },
  validUntil: '2026-12-15',
  termsId: null,
  terms: 'Subject to space and equipment.',
  notes: null,
  exchange: { base: 'USD', rateDate: '2026-11-20', source: 'ECB reference', rates: { USD: '1', EUR: '0.92', INR: '83.25' } },
  options: [
    {
      _id: 'o1',
      position: 0,
      title: 'Cheapest',
      carrier: 'MAEU',
      origin: 'INNSA',
      destination: 'NLRTM',
      via: [],
      transitDays: 24,
      freeDays: 14,
      sailing: null,
      lines: [
        line({ _id: 'l1', code: 'OFR', name: 'Ocean freight', quantity: '2', buyUnit: '1250.50', buyCurrency: 'USD', buyAmount: '2501.00', buyConverted: '2300.92', sellAmount: '2531.01', rateId: 'rate-ofr-1' }),
        line({ _id: 'l2', code: 'THC', name: 'Origin terminal handling', stage: 'ORIGIN', quantity: '1', buyUnit: '15000', buyCurrency: 'INR', buyAmount: '15000.00', buyConverted: '165.77', sellAmount: '182.34' }),
        line({ _id: 'l3', code: 'DOC', name: 'Documentation', stage: 'ORIGIN', basis: 'PER_BL', quantity: '1', buyUnit: '45', buyCurrency: 'EUR', buyAmount: '45.00', buyConverted: '45.00', sellAmount: '70.00', margin: { type: 'AMOUNT', value: '25' } }),
      ],
      sellTotal: '2783.35',
      buyTotal: '2511.69',
      marginTotal: '271.66',
    },
  ],
  sellFrom: '2783.35',
  publishedAt: null,
  acceptedOptionId: null,
  acceptedAt: null,
  acceptedBy: null,
  declineReason: null,
  declineComment: null,
};

const rateOption = (id: string, carrier: string, ofr: string, total: string): RateOption => ({
  id,
  carrier,
  origin: 'INNSA',
  destination: 'NLRTM',
  via: [],
  transitDays: 26,
  validFrom: '2026-11-01',
  validTo: '2026-12-31',
  freeDays: 10,
  side: 'BUY',
  contractRef: null,
  offeredBy: null,
  total,
  currency: 'EUR',
  lines: [
    { code: 'BAF', name: 'Bunker surcharge', stage: 'FREIGHT', basis: 'PER_CONTAINER', quantity: '2', unitAmount: '100', amount: '200', currency: 'USD', converted: '184.00', rateId: `${ofr}-baf` },
    { code: 'OFR', name: 'Ocean freight', stage: 'FREIGHT', basis: 'PER_CONTAINER', quantity: '2', unitAmount: '1000', amount: '2000', currency: 'USD', converted: '1840.00', rateId: ofr },
  ],
  conversions: [],
  sailings: [],
  score: 70,
});

export const RATE_OPTIONS: RateOption[] = [rateOption('opt-a', 'MSCU', 'rate-ofr-a', '2024.00'), rateOption('opt-b', 'CMDU', 'rate-ofr-b', '2100.00')];
export const SHORTLIST: ShortlistEntry[] = [{ _id: 'sl-1', createdAt: '2026-11-19T08:00:00Z', search: { origin: 'INNSA', destination: 'NLRTM', mode: 'FCL', readyOn: '2026-12-01' }, option: rateOption('opt-c', 'HLCU', 'rate-ofr-c', '2300.00'), note: 'Fast one' }];

/** The customer's view of DRAFT once published: sell amounts only. */
export const CUSTOMER_QUOTE: CustomerQuote = {
  reference: 'Q-2026-00017',
  revision: 1,
  status: 'PUBLISHED',
  currency: 'EUR',
  validUntil: '2026-12-15',
  terms: 'Subject to space and equipment.',
  notes: 'Rates include the origin customs clearance.',
  exchangeRateDate: '2026-11-20',
  forwarder: { name: 'Bluewave Logistics', email: 'quotes@bluewave.test', phone: '+91 22 5555 0100', address: 'Nariman Point, Mumbai', logoText: 'BW' },
  customerName: 'Acme Exports',
  enquiry: { reference: 'ENQ-2026-00042', origin: 'INNSA', destination: 'NLRTM', mode: 'FCL', containers: [{ type: '42G1', count: 2 }], cargo: ENQUIRY.cargo, cargoReadyOn: '2026-12-01', incoterm: 'FOB', services: ['ORIGIN_CUSTOMS'] },
  options: [
    {
      _id: 'o1',
      title: 'Cheapest',
      carrier: 'MAEU',
      origin: 'INNSA',
      destination: 'NLRTM',
      via: [],
      transitDays: 24,
      freeDays: 14,
      sailing: { vessel: 'MAERSK KOLKATA', voyage: '448W', departsAt: '2026-12-03T10:00:00Z', arrivesAt: '2026-12-27T06:00:00Z' },
      lines: [
        { code: 'OFR', name: 'Ocean freight', stage: 'FREIGHT', basis: 'PER_CONTAINER', quantity: '2', amount: '2531.01' },
        { code: 'THC', name: 'Origin terminal handling', stage: 'ORIGIN', basis: 'PER_CONTAINER', quantity: '1', amount: '182.34' },
        { code: 'DOC', name: 'Documentation', stage: 'ORIGIN', basis: 'PER_BL', quantity: '1', amount: '70.00' },
      ],
      total: '2783.35',
    },
    {
      _id: 'o2',
      title: 'Fastest',
      carrier: 'HLCU',
      origin: 'INNSA',
      destination: 'NLRTM',
      via: ['AEJEA'],
      transitDays: 19,
      freeDays: 7,
      sailing: null,
      lines: [{ code: 'OFR', name: 'Ocean freight', stage: 'FREIGHT', basis: 'PER_CONTAINER', quantity: '2', amount: '3190.00' }],
      total: '3190.00',
    },
  ],
  acceptedOptionId: null,
  linkExpiresAt: '2026-12-04T10:00:00Z',
};

/** Figures of the forwarder's side that must never reach a customer's screen. */
export const BUY_FIGURES = ['2,300.92', '165.77', '2,511.69', '271.66', '1,250.50', '15,000', '2,501.00'];
