import { connectCompanies, demoLaneCarriers, shareRecord, stableHash, writeActivity, type Db, type Geocoder, type ScheduleSailings, type SeedContext } from '@portolan/sdk/server';
import type { RateInput } from './rateInput';
import { insertRates } from './rateInput';
import { REFERENCE_SNAPSHOT } from './referenceSnapshot';
import { snapshotExchangeRateProvider } from './ExchangeRateProvider';
import { RateSearchService } from './RateSearchService';
import { QUICK_BOOK_KIND } from './quickBookResource';
import { addDays, todayUtc } from '@portolan/sdk/shared';

/** The demo lanes (briefs: shared with the schedules seed) and their 20' dry base price in USD and transit days. */
const LANES: Array<[string, string, number, number]> = [
  ['INNSA', 'NLRTM', 1450, 24],
  ['INNSA', 'DEHAM', 1520, 26],
  ['INNSA', 'USNYC', 2650, 32],
  ['INMUN', 'USSAV', 2750, 34],
  ['INMAA', 'SGSIN', 460, 7],
  ['INNSA', 'AEJEA', 380, 5],
  ['CNSHA', 'NLRTM', 1900, 30],
  ['CNSHA', 'USLAX', 2200, 16],
  ['CNNGB', 'DEHAM', 1950, 32],
  ['CNYTN', 'USLGB', 2150, 17],
  ['CNSHA', 'INNSA', 850, 18],
  ['CNTAO', 'BEANR', 1850, 33],
  ['CNSHK', 'GBFXT', 1900, 31],
  ['NLRTM', 'USNYC', 1700, 11],
  ['DEHAM', 'USHOU', 1900, 17],
  ['GBFXT', 'INNSA', 900, 23],
  ['BEANR', 'INMUN', 850, 22],
  ['USLAX', 'CNSHA', 950, 18],
  ['USNYC', 'INNSA', 1300, 30],
  ['SGSIN', 'AEJEA', 600, 10],
];
/** Container type → price factor on the 20' dry price. */
const TYPES: Array<[string, number]> = [
  ['22G1', 1],
  ['42G1', 1.6],
  ['45G1', 1.7],
  ['22R1', 2.3],
];
/** Local charges per currency: OTHC / DTHC for 20' and 40', DOC per B/L, ISPS per container. */
const LOCAL: Record<string, { thc20: number; thc40: number; doc: number; isps: number }> = {
  INR: { thc20: 8500, thc40: 12500, doc: 4500, isps: 650 },
  CNY: { thc20: 850, thc40: 1300, doc: 450, isps: 40 },
  EUR: { thc20: 245, thc40: 345, doc: 65, isps: 12 },
  GBP: { thc20: 210, thc40: 300, doc: 55, isps: 10 },
  USD: { thc20: 395, thc40: 520, doc: 85, isps: 15 },
  SGD: { thc20: 280, thc40: 390, doc: 70, isps: 12 },
  AED: { thc20: 700, thc40: 1000, doc: 250, isps: 40 },
};
const COUNTRY_CURRENCY: Record<string, string> = { IN: 'INR', CN: 'CNY', NL: 'EUR', DE: 'EUR', BE: 'EUR', GB: 'GBP', US: 'USD', SG: 'SGD', AE: 'AED' };
/** Inland haulage place → port, with the 20' price in the place's currency. */
const HAULAGE: Array<[string, string, number]> = [
  ['INTKD', 'INNSA', 38000],
  ['INAMD', 'INMUN', 32000],
  ['INBLR', 'INMAA', 41000],
  ['CNCTU', 'CNSHA', 9800],
  ['DEMUC', 'DEHAM', 1150],
  ['USCHI', 'USNYC', 1850],
];
const LCL_LANES = ['INNSA>NLRTM', 'INNSA>DEHAM', 'CNSHA>NLRTM', 'CNSHA>USLAX', 'CNSHA>INNSA', 'SGSIN>AEJEA'];
/** Acme's contracted lanes (the contracts part seeds the contracts themselves). */
const CONTRACT_LANES: Array<[string, string, string]> = [
  ['INNSA', 'NLRTM', 'MAEU'],
  ['INNSA', 'USNYC', 'MAEU'],
  ['INNSA', 'DEHAM', 'HLCU'],
  ['INMUN', 'USSAV', 'HLCU'],
];

const whole = (value: number) => String(Math.max(1, Math.round(value)));
const monthStart = (today: string, back: number) => {
  const d = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - back);
  return d.toISOString().slice(0, 10);
};
const monthEnd = (today: string, back: number) => addDays(monthStart(today, back - 1), -1);

function freightRates(today: string): RateInput[] {
  const out: RateInput[] = [];
  LANES.forEach(([origin, destination, base, transit], laneIndex) => {
    for (const carrier of demoLaneCarriers(origin, destination)) {
      const carrierFactor = 0.93 + (stableHash(carrier + origin + destination) % 15) / 100;
      const carrierTransit = transit + (stableHash(carrier + destination) % 5) - 2;
      for (const [type, typeFactor] of TYPES) {
        const buy = base * typeFactor * carrierFactor;
        const common = { kind: 'FCL' as const, carrier, origin, destination, containerType: type, currency: 'USD', transitDays: carrierTransit, freeDays: 7 + (stableHash(carrier) % 8), commodity: 'FAK' };
        const windows: Array<[string, string, number]> = [
          [addDays(today, -14), addDays(today, 42), 1],
          [addDays(today, 43), addDays(today, 100), 1.06],
        ];
        // A year of monthly history with drift, so the market chart draws.
        for (let m = 1; m <= 12; m++) windows.push([monthStart(today, m), monthEnd(today, m), 1 + 0.16 * Math.sin((m + laneIndex) / 2.1) + 0.04 * ((stableHash(`${carrier}${m}`) % 5) - 2) / 2]);
        for (const [validFrom, validTo, drift] of windows) {
          out.push({ ...common, side: 'BUY', amount: whole(buy * drift), validFrom, validTo });
          out.push({ ...common, side: 'SELL', amount: whole(buy * drift * 1.12 + 50), validFrom, validTo });
        }
      }
    }
  });
  return out;
}

function lclRates(today: string): RateInput[] {
  const out: RateInput[] = [];
  for (const lane of LCL_LANES) {
    const [origin, destination] = lane.split('>');
    const base = LANES.find(([o, d]) => o === origin && d === destination)!;
    const perWm = base[2] / 28;
    const carrier = demoLaneCarriers(origin, destination)[0];
    for (let m = 0; m <= 6; m++) {
      const window = m === 0 ? [addDays(today, -14), addDays(today, 42)] : [monthStart(today, m), monthEnd(today, m)];
      const drift = 1 + 0.1 * Math.sin(m / 2);
      for (const [side, factor] of [['BUY', 1], ['SELL', 1.15]] as const) {
        const amount = whole(perWm * drift * factor);
        out.push({ kind: 'LCL', side, carrier, origin, destination, amount, minimum: whole(Number(amount) * 2), currency: 'USD', transitDays: base[3] + 4, validFrom: window[0], validTo: window[1] });
      }
    }
  }
  return out;
}

/** OTHC, DOC, ISPS, DTHC at every port, in the port's currency; BAF, LSS (and PSS from China) per lane. */
/** Local and lane charges; `markup` over the cost price for a forwarder's SELL charges (1 for BUY and CONTRACT). */
function chargeRates(today: string, ports: string[], lanes: Array<[string, string]>, side: RateInput['side'], markup = 1): RateInput[] {
  const out: RateInput[] = [];
  const priced = (value: number) => whole(value * markup);
  const window = { validFrom: addDays(today, -30), validTo: addDays(today, 90) };
  const expired = { validFrom: addDays(today, -120), validTo: addDays(today, -31) };
  for (const port of ports) {
    const currency = COUNTRY_CURRENCY[port.slice(0, 2)] ?? 'USD';
    const local = LOCAL[currency];
    for (const [type] of TYPES) {
      const thc = type.startsWith('2') ? local.thc20 : local.thc40;
      const reefer = type === '22R1' ? 1.35 : 1;
      for (const [code, amount] of [['OTHC', thc * reefer], ['DTHC', thc * reefer * 1.05]] as const) {
        out.push({ kind: 'OTHER', side, chargeCode: code, basis: 'PER_CONTAINER', port, containerType: type, amount: priced(amount), currency, ...window });
        out.push({ kind: 'OTHER', side, chargeCode: code, basis: 'PER_CONTAINER', port, containerType: type, amount: priced(amount * 0.95), currency, ...expired });
      }
    }
    out.push({ kind: 'OTHER', side, chargeCode: 'DOC', basis: 'PER_BL', port, amount: priced(local.doc), currency, ...window });
    out.push({ kind: 'OTHER', side, chargeCode: 'ISPS', basis: 'PER_CONTAINER', port, amount: priced(local.isps), currency, ...window });
  }
  for (const [origin, destination] of lanes) {
    out.push({ kind: 'OTHER', side, chargeCode: 'BAF', basis: 'PER_CONTAINER', origin, destination, amount: priced(120 + (stableHash(origin + destination) % 120)), currency: 'USD', ...window });
    out.push({ kind: 'OTHER', side, chargeCode: 'LSS', basis: 'PER_CONTAINER', origin, destination, amount: priced(30 + (stableHash(destination + origin) % 40)), currency: 'USD', ...window });
    if (origin.startsWith('CN')) out.push({ kind: 'OTHER', side, chargeCode: 'PSS', basis: 'PER_CONTAINER', origin, destination, amount: priced(250), currency: 'USD', ...window });
  }
  return out;
}

/** Inland haulage to the ports; SELL rows carry the forwarder's markup. */
function haulageRates(today: string, side: RateInput['side'] = 'BUY', markup = 1): RateInput[] {
  const out: RateInput[] = [];
  for (const [place, port, price20] of HAULAGE) {
    const currency = COUNTRY_CURRENCY[place.slice(0, 2)];
    for (const [type] of TYPES) {
      const factor = type.startsWith('2') ? (type === '22R1' ? 1.25 : 1) : 1.35;
      out.push({ kind: 'TRANSPORT', side, origin: place, destination: port, containerType: type, amount: whole(price20 * factor * markup), currency, transitDays: 2, validFrom: addDays(today, -30), validTo: addDays(today, 90) });
    }
  }
  return out;
}

function contractRates(today: string): RateInput[] {
  const out: RateInput[] = [];
  // The contract of this calendar year (`MAEU-ACME-2026` in 2026), as the contracts and shipments seeds name it.
  const year = today.slice(0, 4);
  for (const [origin, destination, carrier] of CONTRACT_LANES) {
    const contractRef = `${carrier}-ACME-${year}`;
    const [, , base, transit] = LANES.find(([o, d]) => o === origin && d === destination)!;
    for (const [type, factor] of TYPES.slice(0, 3)) {
      for (let m = 0; m <= 6; m++) {
        const window = m === 0 ? [addDays(today, -90), addDays(today, 270)] : [monthStart(today, m + 3), monthEnd(today, m + 3)];
        out.push({ kind: 'FCL', side: 'CONTRACT', carrier, origin, destination, containerType: type, amount: whole(base * factor * 0.9 * (1 + 0.05 * Math.sin(m))), currency: 'USD', transitDays: transit, freeDays: 14, contractRef, validFrom: window[0], validTo: window[1] });
      }
    }
  }
  return out;
}

/** A geocoder for seeding: every code is a port of its own (offers are priced port to port). */
const portsAsThemselves: Geocoder = {
  autocomplete: async () => [],
  place: async () => undefined,
  nearestPorts: async (code) => [{ code, name: code, km: 0 }],
};
const noSailings: ScheduleSailings = { nextSailings: async () => [] };

async function companyId(db: Db, name: string): Promise<string | undefined> {
  return (await db.one<{ id: string }>('SELECT id FROM companies WHERE name = $1 ORDER BY created_at LIMIT 1', [name]))?.id;
}

async function seedSnapshot(db: Db, company: string): Promise<void> {
  await db.query(
    'INSERT INTO rate_exchange_tables (company_id, base, rates, rate_date, source) SELECT $1, $2, $3, $4, $5 WHERE NOT EXISTS (SELECT 1 FROM rate_exchange_tables WHERE company_id = $1)',
    [company, REFERENCE_SNAPSHOT.base, JSON.stringify(REFERENCE_SNAPSHOT.rates), REFERENCE_SNAPSHOT.rateDate, REFERENCE_SNAPSHOT.source],
  );
}

/**
 * Demo rates (deterministic, relative to today): Bluewave's BUY and SELL FCL rates on the 20 lanes ×
 * 4 container types × the lane's carriers (current, future and a year of monthly history), LCL on 6
 * lanes, local and lane charges, inland haulage; Acme's contract rates on 4 lanes; the exchange-rate
 * snapshot for both; quick-book offers from Bluewave shared with Acme. A company with rates is left alone.
 */
export async function seedRates({ db, log }: SeedContext): Promise<void> {
  const today = todayUtc();
  const bluewave = await companyId(db, 'Bluewave Logistics');
  const acme = await companyId(db, 'Acme Exports');
  for (const company of [bluewave, acme]) if (company) await seedSnapshot(db, company);
  const hasRates = async (company: string) => !!(await db.one('SELECT 1 AS x FROM rates WHERE company_id = $1 LIMIT 1', [company]));

  if (bluewave && !(await hasRates(bluewave))) {
    const ports = [...new Set(LANES.flatMap(([o, d]) => [o, d]))].sort();
    const rows = [...freightRates(today), ...lclRates(today), ...chargeRates(today, ports, LANES.map(([o, d]) => [o, d]), 'BUY'), ...chargeRates(today, ports, LANES.map(([o, d]) => [o, d]), 'SELL', 1.1), ...haulageRates(today), ...haulageRates(today, 'SELL', 1.12)];
    await db.transaction((tx) => insertRates(tx, { companyId: bluewave, userId: null }, rows));
    log.info({ company: 'Bluewave Logistics', count: rows.length }, 'demo rates created');
  }
  if (acme && !(await hasRates(acme))) {
    const ports = [...new Set(CONTRACT_LANES.flatMap(([o, d]) => [o, d]))].sort();
    const rows = [...contractRates(today), ...chargeRates(today, ports, CONTRACT_LANES.map(([o, d]) => [o, d]), 'CONTRACT')];
    await db.transaction((tx) => insertRates(tx, { companyId: acme, userId: null }, rows));
    log.info({ company: 'Acme Exports', count: rows.length }, 'demo rates created');
  }
  if (bluewave && acme && !(await db.one('SELECT 1 AS x FROM rate_quick_book_offers WHERE company_id = $1 LIMIT 1', [bluewave]))) {
    await connectCompanies(db, bluewave, acme);
    const search = new RateSearchService(db, portsAsThemselves, noSailings, snapshotExchangeRateProvider);
    const offers: Array<[string, string, string, number]> = [
      ['INNSA', 'NLRTM', '22G1', 5],
      ['INNSA', 'USNYC', '42G1', 7],
      ['INNSA', 'DEHAM', '45G1', 3],
    ];
    for (const [origin, destination, type, days] of offers) {
      const query = { origin, destination, mode: 'FCL' as const, containers: [{ type, count: 1 }], readyOn: addDays(today, 7), currency: 'USD', sort: 'cheapest' as const };
      const option = (await search.search(bluewave, query)).items.find((o) => o.side === 'SELL' && !o.offeredBy);
      if (!option) continue;
      const rateId = option.lines.find((l) => l.code === 'OFR')!.rateId;
      await db.transaction(async (tx) => {
        const row = await tx.one<{ id: string }>(
          `INSERT INTO rate_quick_book_offers (company_id, rate_id, search, option, carrier, origin, destination, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7, now() + ($8 || ' days')::interval) RETURNING id`,
          [bluewave, rateId, JSON.stringify(query), JSON.stringify(option), option.carrier, origin, destination, String(days)],
        );
        await shareRecord(tx, { kind: QUICK_BOOK_KIND, recordId: row!.id, ownerCompanyId: bluewave, companyIds: [acme], field: 'sharedWith' });
        await writeActivity(tx, { kind: QUICK_BOOK_KIND, recordId: row!.id, companyId: bluewave, actorId: null, actorName: 'Bluewave Logistics', action: 'publish', to: 'OPEN' });
      });
    }
    log.info({ company: 'Bluewave Logistics', count: offers.length }, 'demo quick-book offers created');
  }
}
