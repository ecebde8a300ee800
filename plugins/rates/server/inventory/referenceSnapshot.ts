import type { ExchangeTable } from './ExchangeRateProvider';

/**
 * The dated reference snapshot every company's exchange-rate table starts from: units of each
 * currency for one US dollar. Data, not a feed: no live source is reachable from here, so the
 * source says so. An admin replaces the table (POST /api/enquiries/exchange-rate); a live provider
 * replaces this snapshot (README "Exchange rates").
 */
export const REFERENCE_SNAPSHOT: ExchangeTable = {
  base: 'USD',
  rateDate: '2026-11-20',
  source: 'Reference snapshot (seeded, not live)',
  rates: {
    USD: '1',
    EUR: '0.9215',
    GBP: '0.7890',
    INR: '84.45',
    CNY: '7.2450',
    JPY: '152.30',
    SGD: '1.3420',
    AED: '3.6725',
    SAR: '3.7500',
    QAR: '3.6400',
    KWD: '0.3074',
    BHD: '0.3760',
    OMR: '0.3850',
    HKD: '7.7850',
    KRW: '1395.00',
    TWD: '32.45',
    AUD: '1.5310',
    NZD: '1.6950',
    CAD: '1.3960',
    CHF: '0.8810',
    SEK: '10.9200',
    NOK: '11.0500',
    DKK: '6.8720',
    PLN: '4.0800',
    CZK: '23.6500',
    TRY: '34.50',
    ZAR: '18.1200',
    BRL: '5.7800',
    MXN: '20.2500',
    IDR: '15850',
    MYR: '4.4600',
    THB: '34.60',
    VND: '25350',
    PHP: '58.90',
    BDT: '119.50',
    PKR: '278.00',
    LKR: '291.00',
    EGP: '49.30',
  },
};
