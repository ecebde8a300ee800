import type { Db, SeedContext } from '@portolan/sdk/server';
import { connectCompanies } from '@portolan/sdk/server';
import { carrierByCode, containerNumber } from '@portolan/sdk/shared';
import { insertShipment } from './bulkRoutes';
import { seedHistory } from './seedHistory';
import { pollShipment } from './feeds/FeedRunner';
import { carrierFeeds } from './feeds/carrierFeeds';
import type { ShipmentInput } from './shipmentSchemas';

const DAY = 86_400_000;

/** A tiny deterministic PRNG (mulberry32): the same demo data on every machine, relative to today. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Lane {
  pol: string;
  pod: string;
  via: string[];
  days: number;
  carriers: string[];
}

export const VESSELS: Record<string, string[]> = {
  MAEU: ['Maersk Essen', 'Maersk Kinloss', 'Maersk Elba'],
  MSCU: ['MSC Gülsün', 'MSC Irina', 'MSC Loreto'],
  CMDU: ['CMA CGM Jacques Saadé', 'CMA CGM Marco Polo'],
  HLCU: ['Berlin Express', 'Hamburg Express'],
  ONEY: ['ONE Innovation', 'ONE Apus'],
  EGLV: ['Ever Ace', 'Ever Given'],
  COSU: ['COSCO Shipping Universe', 'COSCO Shipping Aries'],
  YMLU: ['YM Wellness', 'YM Warranty'],
  HDMU: ['HMM Algeciras', 'HMM Oslo'],
  ZIMU: ['ZIM Kingston', 'ZIM Sammy Ofer'],
  OOLU: ['OOCL Hong Kong', 'OOCL Spain'],
  PABV: ['Kota Pusaka', 'Kota Permata'],
  WHLC: ['Wan Hai 625', 'Wan Hai 517'],
};

export const ACME_LANES: Lane[] = [
  { pol: 'INNSA', pod: 'DEHAM', via: ['AEJEA'], days: 26, carriers: ['MAEU', 'HLCU', 'MSCU'] },
  { pol: 'INNSA', pod: 'NLRTM', via: [], days: 23, carriers: ['MSCU', 'CMDU'] },
  { pol: 'INMUN', pod: 'USNYC', via: ['ESALG'], days: 31, carriers: ['MAEU', 'HLCU'] },
  { pol: 'INMAA', pod: 'SGSIN', via: [], days: 6, carriers: ['ONEY', 'PABV'] },
  { pol: 'INNSA', pod: 'AEJEA', via: [], days: 5, carriers: ['EGLV', 'COSU'] },
  { pol: 'INMUN', pod: 'GBFXT', via: [], days: 25, carriers: ['CMDU', 'MSCU'] },
  { pol: 'INCOK', pod: 'USSAV', via: ['LKCMB'], days: 33, carriers: ['MSCU'] },
  { pol: 'INNSA', pod: 'AUMEL', via: ['SGSIN'], days: 24, carriers: ['ONEY'] },
];

export const BLUEWAVE_LANES: Lane[] = [
  { pol: 'CNSHA', pod: 'NLRTM', via: [], days: 32, carriers: ['COSU', 'MSCU', 'MAEU'] },
  { pol: 'CNYTN', pod: 'USLAX', via: [], days: 16, carriers: ['COSU', 'ONEY', 'EGLV'] },
  { pol: 'CNNGB', pod: 'USLGB', via: [], days: 17, carriers: ['OOLU', 'YMLU'] },
  { pol: 'VNCMP', pod: 'USSAV', via: ['PAMIT'], days: 33, carriers: ['ZIMU'] },
  { pol: 'KRPUS', pod: 'DEHAM', via: ['SGSIN'], days: 36, carriers: ['HDMU'] },
  { pol: 'SGSIN', pod: 'AEJEA', via: [], days: 8, carriers: ['PABV'] },
  { pol: 'DEHAM', pod: 'USNYC', via: [], days: 11, carriers: ['HLCU'] },
  { pol: 'NLRTM', pod: 'BRSSZ', via: [], days: 20, carriers: ['MSCU'] },
  { pol: 'THLCH', pod: 'AUSYD', via: ['SGSIN'], days: 17, carriers: ['WHLC'] },
  { pol: 'CNSHA', pod: 'ZADUR', via: ['SGSIN'], days: 26, carriers: ['MSCU'] },
  { pol: 'TWKHH', pod: 'CAVAN', via: [], days: 15, carriers: ['EGLV'] },
  { pol: 'ESVLC', pod: 'MXVER', via: [], days: 17, carriers: ['MSCU'] },
];

export const ACME_CARGO: Array<[string, string]> = [
  ['Cotton yarn', '520512'],
  ['Basmati rice', '100630'],
  ['Pharmaceuticals', '300490'],
  ['Auto parts', '870899'],
  ['Granite slabs', '680293'],
  ['Black tea', '090240'],
  ['Spices', '090421'],
];
export const BLUEWAVE_CARGO: Array<[string, string]> = [
  ['Laptops', '847130'],
  ['Furniture', '940360'],
  ['Toys', '950300'],
  ['Cotton T-shirts', '610910'],
  ['Solar panels', '854143'],
  ['Industrial machinery', '847989'],
];
export const CONSIGNEES = ['Nordhafen Handels GmbH', 'Lakeside Retail Inc.', 'Maple Leaf Imports Ltd', 'Southern Cross Traders Pty', 'Gulf Star Trading LLC', 'Rijnmond Distributie BV', 'Atlantic Home Goods Corp', 'Straits Supply Pte Ltd'];

interface DemoCompany {
  id: string;
  prefix: string;
  lanes: Lane[];
  cargo: Array<[string, string]>;
  shipper?: string;
  forwarder?: string;
}

function demoShipments(company: DemoCompany, count: number, now: number, seed: number, sharedWith?: { id: string; every: number; name: string; lanes: Lane[] }): ShipmentInput[] {
  const rand = prng(seed);
  const pick = <T,>(list: T[]): T => list[Math.floor(rand() * list.length)];
  const out: ShipmentInput[] = [];
  for (let i = 0; i < count; i++) {
    const shared = sharedWith && i % sharedWith.every === 0;
    // Acme's cargo moved by Bluewave sails on Acme's lanes.
    const lane = shared ? sharedWith!.lanes[(i / sharedWith!.every) % sharedWith!.lanes.length] : company.lanes[i % company.lanes.length];
    const carrier = pick(lane.carriers);
    const etd = now + Math.round((-70 + rand() * 95) * DAY / 3_600_000) * 3_600_000;
    const eta = etd + (lane.days + Math.round(rand() * 4 - 2)) * DAY;
    const [commodity, hsCode] = pick(company.cargo);
    const lcl = rand() < 0.15;
    const boxes = lcl ? 0 : 1 + Math.floor(rand() * 3);
    const type = pick(['42G1', '45G1', '45G1', '22G1', '45R1']);
    const prefix = carrierByCode(carrier)?.containerPrefix ?? 'TGHU';
    const year = new Date(etd).getUTCFullYear();
    out.push({
      reference: `${company.prefix}-${year}-${String(1001 + i)}`,
      mode: lcl ? 'LCL' : 'FCL',
      shipper: shared ? sharedWith!.name : (company.shipper ?? pick(['Shenzhen Bright Electronics', 'Saigon Timber Works', 'Busan Machinery Co.', 'Hanseatic Exporters'])),
      consignee: pick(CONSIGNEES),
      forwarder: company.forwarder ?? null,
      carrier,
      bookingNumber: `${carrier.slice(0, 2)}${String(Math.floor(rand() * 1e8)).padStart(8, '0')}`,
      blNumber: `${carrier}${String(Math.floor(rand() * 1e9)).padStart(9, '0')}`,
      pol: lane.pol,
      pod: lane.pod,
      transshipmentPorts: lane.via,
      vessel: pick(VESSELS[carrier] ?? ['Demo Vessel']),
      voyage: `${String(100 + Math.floor(rand() * 800))}${pick(['W', 'E', 'N', 'S'])}`,
      etd: new Date(etd).toISOString(),
      eta: new Date(eta).toISOString(),
      commodity,
      hsCode,
      weightKg: lcl ? Math.round(800 + rand() * 4000) : boxes * Math.round(9000 + rand() * 14000),
      volumeCbm: lcl ? Math.round((3 + rand() * 15) * 10) / 10 : boxes * 58,
      containers: Array.from({ length: boxes }, (_, b) => ({ number: containerNumber(prefix, Math.floor(rand() * 900_000) + 100_000 + b), isoType: type })),
      sharedWith: shared ? [sharedWith!.id] : undefined,
    });
  }
  return out;
}

async function companyId(db: Db, name: string): Promise<string | undefined> {
  return (await db.one<{ id: string }>('SELECT id FROM companies WHERE name = $1 ORDER BY created_at LIMIT 1', [name]))?.id;
}

/**
 * Demo data (after the auth plugin's accounts): ~50 shipments each for Acme Exports (an Indian
 * exporter) and Bluewave Logistics (a global forwarder, some of whose shipments are Acme's and shared
 * with it), on real lanes and carriers, dated around today; each subscribed to the simulated feed,
 * which plays their events up to now. Vendor invoices on departed shipments. Then two years of
 * completed history before them (seedHistory.ts; `demoHistory` shipments in all). Idempotent: a company
 * that has shipments already is left alone.
 */
export async function seedDemo({ db, log, settings }: SeedContext): Promise<void> {
  const acme = await companyId(db, 'Acme Exports');
  const bluewave = await companyId(db, 'Bluewave Logistics');
  const user = await db.one<{ id: string }>("SELECT id FROM users WHERE email = 'shipper@portolan.test'");
  const now = Date.now();
  const feeds = carrierFeeds();
  if (acme && bluewave) await connectCompanies(db, bluewave, acme); // partners in each other's network: Bluewave shares Acme's cargo
  const plans: Array<{ company: DemoCompany; inputs: ShipmentInput[] }> = [];
  if (acme) plans.push({ company: { id: acme, prefix: 'ACME', lanes: ACME_LANES, cargo: ACME_CARGO, shipper: 'Acme Exports' }, inputs: [] });
  if (bluewave) plans.push({ company: { id: bluewave, prefix: 'BWL', lanes: BLUEWAVE_LANES, cargo: BLUEWAVE_CARGO, forwarder: 'Bluewave Logistics' }, inputs: [] });
  for (const [n, plan] of plans.entries()) {
    const existing = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM shipments WHERE company_id = $1', [plan.company.id]);
    if ((existing?.n ?? 0) > 0) continue;
    const share = plan.company.id === bluewave && acme ? { id: acme, every: 7, name: 'Acme Exports', lanes: ACME_LANES } : undefined;
    plan.inputs = demoShipments(plan.company, plan.company.id === acme ? 50 : 52, now, 4242 + n, share);
    if (plan.company.id === acme) for (const input of plan.inputs) input.contractRef = acmeContractRef(input);
    // One transaction per company for the shipments, their feed events and invoices: on PGlite every
    // commit is a write to disk, so hundreds of small ones cost most of a first start.
    const ids = await db.transaction(async (tx) => {
      const created: string[] = [];
      for (const input of plan.inputs) {
        // Booked 10–25 days before departure, never in the future.
        const createdAt = new Date(Math.min(now - DAY / 24, Date.parse(input.etd!) - (10 + (created.length % 15)) * DAY)).toISOString();
        const id = await insertShipment(tx, plan.company.id, user?.id ?? plan.company.id, input, { tracking_feed: 'simulator', created_at: createdAt, updated_at: createdAt });
        await tx.query(
          "INSERT INTO tracking_subscriptions (company_id, shipment_id, reference_type, reference, carrier, adapter, external_id, created_at, updated_at) VALUES ($1, $2, 'BL', $3, $4, 'simulator', $5, $6, $6)",
          [plan.company.id, id, input.blNumber, input.carrier, `sim-bl-${input.blNumber}`, createdAt],
        );
        created.push(id);
      }
      for (const id of created) await pollShipment(tx, feeds, id, new Date(now));
      return created;
    });
    log.info({ company: plan.company.prefix, shipments: ids.length }, 'demo shipments created');
  }
  // Two years of completed shipments before these, for the dashboards (setting demoHistory, PORTOLAN_DEMO_HISTORY).
  const total = typeof settings?.demoHistory === 'number' ? settings.demoHistory : 0;
  const started = Date.now();
  const history = await seedHistory(db, { acme, bluewave, userId: user?.id ?? null, total, now });
  if (history) log.info({ shipments: history, ms: Date.now() - started }, 'demo shipment history created');
}

/** Acme's service contracts of the year (the rates area seeds them): Maersk and Hapag-Lloyd FCL sailings of this year move under them. */
function acmeContractRef(input: ShipmentInput): string | null {
  const year = new Date().getUTCFullYear();
  const contracted = input.mode === 'FCL' && (input.carrier === 'MAEU' || input.carrier === 'HLCU') && new Date(input.etd!).getUTCFullYear() === year;
  return contracted ? `${input.carrier}-ACME-${year}` : null;
}
