import type { ChargeLine, LaneAverage, RateOption, RateSearchAnswer } from '../../../shared/types';

/** Test data of the rate search screens: three options on INNSA → NLRTM, 2 × 42G1, in USD (Hapag-Lloyd's is a SELL rate of Bluewave, of the network). */
const line = (l: Partial<ChargeLine> & Pick<ChargeLine, 'code' | 'name' | 'stage' | 'converted'>): ChargeLine => ({
  basis: 'PER_CONTAINER',
  quantity: '2',
  unitAmount: '0',
  amount: l.converted,
  currency: 'USD',
  rateId: `r-${l.code}`,
  ...l,
});

function option(o: Partial<RateOption> & Pick<RateOption, 'id' | 'carrier' | 'total' | 'lines'>): RateOption {
  return {
    origin: 'INNSA',
    destination: 'NLRTM',
    via: [],
    transitDays: 24,
    validFrom: '2026-11-01',
    validTo: '2026-12-31',
    freeDays: 14,
    side: 'CONTRACT',
    contractRef: null,
    offeredBy: null,
    currency: 'USD',
    conversions: [],
    sailings: [],
    score: 50,
    ...o,
  };
}

export const MAERSK = option({
  id: 'opt-maeu',
  carrier: 'MAEU',
  total: '2450.53',
  transitDays: 24,
  score: 60,
  contractRef: 'MAEU-2026-IN-EU',
  lines: [
    line({ code: 'OTHC', name: 'Origin terminal handling', stage: 'ORIGIN', quantity: '2', unitAmount: '7500.00', amount: '15000.00', currency: 'INR', converted: '179.13', rateId: 'r-othc' }),
    line({ code: 'OFR', name: 'Ocean freight', stage: 'FREIGHT', quantity: '2', unitAmount: '1000.00', amount: '2000.00', converted: '2000.00', rateId: 'r-ofr-maeu' }),
    line({ code: 'DTHC', name: 'Destination terminal handling', stage: 'DESTINATION', quantity: '2', unitAmount: '125.00', amount: '250.00', currency: 'EUR', converted: '271.40', rateId: 'r-dthc' }),
  ],
  conversions: [
    { from: 'INR', to: 'USD', rate: '0.011942', rateDate: '2026-11-20', source: 'RBI reference rate' },
    { from: 'EUR', to: 'USD', rate: '1.0856', rateDate: '2026-11-20', source: 'ECB reference rate' },
  ],
  sailings: [
    { scheduleId: 's1', vessel: 'MAERSK ESSEN', voyage: '448W', service: 'ME2', departsAt: '2026-12-03T10:00:00Z', arrivesAt: '2026-12-27T06:00:00Z', transitDays: 24 },
    { scheduleId: 's2', vessel: 'MAERSK EMDEN', voyage: '449W', service: 'ME2', departsAt: '2026-12-11T01:30:00+05:30', arrivesAt: '2027-01-03T06:00:00Z', transitDays: 24 },
  ],
});

export const MSC = option({
  id: 'opt-mscu',
  carrier: 'MSCU',
  total: '2300.10',
  transitDays: 30,
  via: ['AEJEA'],
  side: 'SPOT',
  score: 70,
  lines: [
    line({ code: 'OTHC', name: 'Origin terminal handling', stage: 'ORIGIN', converted: '200.10' }),
    line({ code: 'OFR', name: 'Ocean freight', stage: 'FREIGHT', unitAmount: '1050.00', converted: '2100.00' }),
  ],
});

export const HAPAG = option({
  id: 'opt-hlcu',
  carrier: 'HLCU',
  total: '2600.00',
  transitDays: 20,
  score: 90,
  side: 'SELL',
  offeredBy: { companyId: '00000000-0000-4000-8000-00000000b1e0', name: 'Bluewave Logistics' },
  lines: [
    line({ code: 'OFR', name: 'Ocean freight', stage: 'FREIGHT', unitAmount: '1200.00', converted: '2400.00' }),
    line({ code: 'BAF', name: 'Bunker adjustment', stage: 'FREIGHT', converted: '200.00' }),
  ],
});

export const ANSWER: RateSearchAnswer = {
  items: [MAERSK, MSC, HAPAG],
  count: 3,
  currency: 'USD',
  resolved: { origin: [{ code: 'INNSA', name: 'Nhava Sheva', km: 0 }], destination: [{ code: 'NLRTM', name: 'Rotterdam', km: 0 }] },
};

/** Twelve months of the lane: 1,100.00 then 1,200.00 per 42G1; 1,145.45 over the year, weighted by samples. */
export const AVERAGE: LaneAverage = {
  origin: 'INNSA',
  destination: 'NLRTM',
  containerType: '42G1',
  currency: 'USD',
  points: Array.from({ length: 12 }, (_, i) => ({
    month: `2026-${String(i + 1).padStart(2, '0')}`,
    average: i < 6 ? '1100.00' : '1200.00',
    min: '900.00',
    max: '1500.00',
    p25: '1050.00',
    p75: '1300.00',
    samples: i < 6 ? 6 : 5,
  })),
};

export const LOOKUPS = {
  containerTypes: { success: true, data: { items: [{ code: '22G1', name: "20' dry" }, { code: '42G1', name: "40' dry" }, { code: '45G1', name: "40' high cube" }, { code: '22R1', name: "20' reefer" }], count: 4 } },
  exchangeRates: { success: true, data: { base: 'USD', rates: { USD: '1', EUR: '0.9211', INR: '83.74' }, supportedCurrencies: ['USD', 'EUR', 'INR'], rateDate: '2026-11-20', source: 'ECB reference rate' } },
};

/** The place autocomplete's answer for the ports of these tests (`GET /api/system/lookup/places?q=`). */
const PLACES: Record<string, [string, string, string]> = {
  INNSA: ['Nhava Sheva', 'IN', 'India'],
  NLRTM: ['Rotterdam', 'NL', 'Netherlands'],
  CNSHA: ['Shanghai', 'CN', 'China'],
  USLAX: ['Los Angeles', 'US', 'United States'],
};

export function placesAnswer(request: { query?: Record<string, unknown> }) {
  const q = String(request.query?.q ?? '').toUpperCase();
  const items = Object.entries(PLACES)
    .filter(([code, [name]]) => code.startsWith(q) || name.toUpperCase().startsWith(q))
    .map(([code, [name, country, countryName]]) => ({ code, name, country, countryName, kind: 'PORT', lat: 0, lon: 0, nearestPorts: [{ code, name, km: 0 }] }));
  return { success: true, data: { items } };
}
