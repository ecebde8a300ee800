import type { Db } from '@portolan/sdk/server';
import { carrierByCode, containerNumber, teuOf } from '@portolan/sdk/shared';
import { ACME_CARGO, ACME_LANES, BLUEWAVE_CARGO, BLUEWAVE_LANES, CONSIGNEES, prng, VESSELS, type Lane } from './seedDemo';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** History spans two years and ends this many days ago, before the current demo shipments (which depart from 70 days ago on). */
const END_DAYS = 75;
const SPAN_DAYS = 730;
/** Rows per INSERT statement. */
const CHUNK = 5_000;

/**
 * How often each carrier arrives within a day of the first ETA it promised (the dashboards' on-time
 * tolerance), and how far its late arrivals slip (days, at most): Maersk, Hapag-Lloyd and OOCL reliable,
 * MSC, Yang Ming and ZIM much less — as the published schedule-reliability tables rank them.
 */
const CARRIER_RELIABILITY: Record<string, { onTime: number; slipDays: number }> = {
  MAEU: { onTime: 0.86, slipDays: 4 }, HLCU: { onTime: 0.83, slipDays: 4 }, OOLU: { onTime: 0.8, slipDays: 5 }, ONEY: { onTime: 0.76, slipDays: 5 },
  EGLV: { onTime: 0.72, slipDays: 6 }, CMDU: { onTime: 0.7, slipDays: 6 }, COSU: { onTime: 0.67, slipDays: 7 }, PABV: { onTime: 0.64, slipDays: 6 },
  HDMU: { onTime: 0.62, slipDays: 8 }, WHLC: { onTime: 0.6, slipDays: 7 }, MSCU: { onTime: 0.57, slipDays: 9 }, YMLU: { onTime: 0.56, slipDays: 9 },
  ZIMU: { onTime: 0.54, slipDays: 10 },
};
/** Days from arrival to the containers' gate out (base) and from gate out to their empty return (base), by port of discharge: congested US and South American terminals slow, Rotterdam and Singapore quick. */
const PORT_DWELL: Record<string, { gateOut: number; emptyReturn: number }> = {
  NLRTM: { gateOut: 2, emptyReturn: 3 }, SGSIN: { gateOut: 1.5, emptyReturn: 2 }, DEHAM: { gateOut: 2.5, emptyReturn: 4 }, AEJEA: { gateOut: 2, emptyReturn: 3 },
  GBFXT: { gateOut: 3.5, emptyReturn: 5 }, USNYC: { gateOut: 4, emptyReturn: 7 }, USSAV: { gateOut: 3.5, emptyReturn: 6 }, USLAX: { gateOut: 5, emptyReturn: 8 },
  USLGB: { gateOut: 5.5, emptyReturn: 9 }, AUMEL: { gateOut: 4, emptyReturn: 5 }, AUSYD: { gateOut: 3.5, emptyReturn: 5 }, BRSSZ: { gateOut: 7, emptyReturn: 10 },
  ZADUR: { gateOut: 6, emptyReturn: 8 }, CAVAN: { gateOut: 4.5, emptyReturn: 6 }, MXVER: { gateOut: 6, emptyReturn: 9 },
};
/** Cargo that travels refrigerated. */
const REEFER_CARGO = new Set(['Pharmaceuticals', 'Spices']);
const SHIPPERS = ['Shenzhen Bright Electronics', 'Saigon Timber Works', 'Busan Machinery Co.', 'Hanseatic Exporters'];

export interface HistoryCompany {
  id: string;
  /** Reference prefix ('ACME'): history references are `<prefix>-H<year>-<n>`. */
  prefix: string;
  lanes: Lane[];
  cargo: Array<[string, string]>;
  shipper?: string;
  forwarder?: string;
  count: number;
  /** Every `every`-th shipment runs on these lanes for that company, with which it is shared (Bluewave moving Acme's cargo). */
  sharedWith?: { id: string; every: number; name: string; lanes: Lane[] };
}

type ShipmentRow = Record<string, unknown> & { reference: string };
type ContainerRow = { reference: string; number: string; iso_type: string; weight_kg: number; position: number; created_at: string };
type EventRow = {
  reference: string; event_id: string; event_type: 'TRANSPORT' | 'EQUIPMENT'; event_code: string; classifier: 'PLN' | 'EST' | 'ACT'; event_at: string;
  location: string; equipment_reference: string | null; vessel: string | null; voyage: string | null; recorded_at: string;
};

const iso = (t: number) => new Date(t).toISOString();
/** A stable number in [0, 1) from a text (a lane's own consistency). */
const unit = (text: string) => [...text].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16_777_619) >>> 0, 2_166_136_261) / 4_294_967_296;

/**
 * The completed shipments of one company: booked 10–25 days before departure, departed over the two
 * years before the current demo shipments, all delivered and their empties returned. Each has the plan
 * recorded at booking (PLN departure and arrival at every port), one estimate of the arrival at the POD
 * recorded at departure (slipped when the carrier runs late), the actual departures and arrivals at the
 * POL, each transshipment port and the POD, and per container the discharge, gate out and empty return
 * at the POD. Carriers differ in reliability, lanes in how steady their transit is, ports of discharge in
 * how long containers dwell.
 */
export function historyOf(company: HistoryCompany, now: number, seed: number, serialBase: number) {
  const rand = prng(seed);
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const normal = () => (rand() + rand() + rand() + rand() - 2) / 0.577; // ≈ N(0, 1)
  const shipments: ShipmentRow[] = [];
  const containers: ContainerRow[] = [];
  const events: EventRow[] = [];
  const parties: Array<{ reference: string; created_at: string }> = [];
  const start = now - (END_DAYS + SPAN_DAYS) * DAY;
  for (let i = 0; i < company.count; i++) {
    const shared = company.sharedWith && i % company.sharedWith.every === 0;
    const lane = shared ? company.sharedWith!.lanes[(i / company.sharedWith!.every) % company.sharedWith!.lanes.length]! : company.lanes[i % company.lanes.length]!;
    const carrier = pick(lane.carriers);
    const reliability = CARRIER_RELIABILITY[carrier] ?? { onTime: 0.7, slipDays: 6 };
    // A lane's transit spread (days): wider with a transshipment, and its own.
    const spread = 0.4 + (lane.via.length ? 0.8 : 0) + unit(`${lane.pol}${lane.pod}`) * 1.4;
    // Departures spread evenly over the span (sorted by i), to the hour.
    const etd = Math.round((start + ((i + rand()) / company.count) * SPAN_DAYS * DAY) / HOUR) * HOUR;
    const booked = etd - (10 + Math.floor(rand() * 16)) * DAY - Math.floor(rand() * 9) * HOUR;
    const plannedTransit = lane.days + (unit(carrier + lane.pod) - 0.5) * 2;
    const firstEta = Math.round((etd + plannedTransit * DAY) / HOUR) * HOUR;
    const departDelay = Math.max(-4, normal() * 6 + (1 - reliability.onTime) * 20) * HOUR;
    const atd = etd + Math.round(departDelay / HOUR) * HOUR;
    // Arrival against the first promise: within the tolerance for the reliable share, else a slip.
    const late = rand() > reliability.onTime;
    const delay = late ? (1.1 + rand() * rand() * reliability.slipDays) * DAY + Math.abs(normal()) * spread * DAY * 0.5 : (normal() * 0.35 * spread - 0.1) * DAY;
    const ata = Math.round((firstEta + (late ? delay : Math.max(-0.9 * DAY, Math.min(0.95 * DAY, delay)))) / HOUR) * HOUR;
    const reference = `${company.prefix}-H${new Date(etd).getUTCFullYear()}-${String(i + 1).padStart(5, '0')}`;
    const [commodity, hsCode] = pick(company.cargo);
    const lcl = rand() < 0.08;
    const boxes = lcl ? 0 : 1 + Math.floor(rand() * rand() * 4);
    const reeferShare = REEFER_CARGO.has(commodity) ? 0.7 : 0.05;
    const prefix = carrierByCode(carrier)?.containerPrefix ?? 'TGHU';
    const vessel = pick(VESSELS[carrier] ?? ['Demo Vessel']);
    const voyage = `${String(100 + Math.floor(rand() * 800))}${pick(['W', 'E', 'N', 'S'])}`;
    const feeder = { vessel: pick(VESSELS[carrier] ?? ['Demo Feeder']), voyage: `${String(100 + Math.floor(rand() * 800))}${pick(['W', 'E', 'N', 'S'])}` };
    const types = Array.from({ length: boxes }, () => (rand() < reeferShare ? '45R1' : pick(['22G1', '42G1', '45G1', '45G1', '45G1'])));
    const numbers = types.map((_, b) => containerNumber(prefix, 10_000 + ((serialBase + i * 4 + b) % 90_000)));
    const weight = boxes ? types.reduce((w) => w + Math.round(9_000 + rand() * 14_000), 0) : Math.round(800 + rand() * 4_000);
    const first = events.length;
    const dwell = PORT_DWELL[lane.pod] ?? { gateOut: 3, emptyReturn: 5 };
    const add = (code: string, type: EventRow['event_type'], classifier: EventRow['classifier'], at: number, location: string, recorded: number, box: string | null = null, ship: { vessel: string; voyage: string } | null = null) =>
      events.push({
        reference, event_id: `${reference}:${events.length - first}`, event_type: type, event_code: code, classifier, event_at: iso(at),
        location, equipment_reference: box, vessel: ship?.vessel ?? null, voyage: ship?.voyage ?? null, recorded_at: iso(recorded),
      });
    // The voyage: POL, each transshipment port (arrive, 2 days later depart), POD; the delay builds up along it.
    const span = firstEta - etd;
    const stops = lane.via.length;
    add('DEPA', 'TRANSPORT', 'PLN', etd, lane.pol, booked, null, { vessel, voyage });
    add('DEPA', 'TRANSPORT', 'ACT', atd, lane.pol, atd, null, { vessel, voyage });
    lane.via.forEach((port, s) => {
      const plannedArrival = etd + (span * (s + 1)) / (stops + 1) - DAY;
      const progress = (s + 1) / (stops + 1);
      const drift = Math.round(((atd - etd) + (ata - firstEta - (atd - etd)) * progress + normal() * 6 * HOUR) / HOUR) * HOUR;
      const leg = s === 0 ? { vessel, voyage } : feeder;
      const next = s + 1 === stops ? feeder : leg;
      add('ARRI', 'TRANSPORT', 'PLN', plannedArrival, port, booked, null, leg);
      add('DEPA', 'TRANSPORT', 'PLN', plannedArrival + 2 * DAY, port, booked, null, next);
      add('ARRI', 'TRANSPORT', 'ACT', plannedArrival + drift, port, plannedArrival + drift, null, leg);
      add('DEPA', 'TRANSPORT', 'ACT', plannedArrival + 2 * DAY + drift + Math.round(rand() * 18) * HOUR, port, plannedArrival + 2 * DAY + drift, null, next);
    });
    const lastLeg = stops ? feeder : { vessel, voyage };
    add('ARRI', 'TRANSPORT', 'PLN', firstEta, lane.pod, booked, null, lastLeg);
    // The estimate at departure: where the carrier already sees the slip coming, most of it.
    const estimate = Math.round((firstEta + (late ? (ata - firstEta) * (0.5 + rand() * 0.5) : 0)) / HOUR) * HOUR;
    add('ARRI', 'TRANSPORT', 'EST', estimate, lane.pod, atd + HOUR, null, lastLeg);
    add('ARRI', 'TRANSPORT', 'ACT', ata, lane.pod, ata, null, lastLeg);
    let lastReturn = ata + 3 * DAY;
    numbers.forEach((box, b) => {
      // Export side at the POL (so the D&D clocks of history stop there too): the empty picked up, the full box
      // gated in, loaded on the vessel before it sailed.
      const pickUp = etd - Math.round((4 + rand() * 5) * 24) * HOUR;
      const gateIn = etd - Math.round((1.5 + rand() * 1.5) * 24) * HOUR;
      add('GTOT', 'EQUIPMENT', 'ACT', pickUp, lane.pol, pickUp, box);
      add('GTIN', 'EQUIPMENT', 'ACT', gateIn, lane.pol, gateIn, box);
      add('LOAD', 'EQUIPMENT', 'ACT', Math.min(atd, etd) - 10 * HOUR, lane.pol, Math.min(atd, etd) - 10 * HOUR, box);
      const disc = ata + Math.round(6 + rand() * 24) * HOUR;
      // Never after now (the latest departures' slowest boxes): history is complete.
      const gateOut = Math.min(disc + Math.round((dwell.gateOut + rand() * rand() * 5) * 24) * HOUR, now - 2 * DAY);
      const emptyBack = Math.min(gateOut + Math.round((dwell.emptyReturn * (0.6 + rand() * 0.8) + rand() * rand() * 8) * 24) * HOUR, now - DAY);
      add('DISC', 'EQUIPMENT', 'ACT', disc, lane.pod, disc, box);
      add('GTOT', 'EQUIPMENT', 'ACT', gateOut, lane.pod, gateOut, box);
      add('GTIN', 'EQUIPMENT', 'ACT', emptyBack, lane.pod, emptyBack, box);
      containers.push({ reference, number: box, iso_type: types[b]!, weight_kg: Math.round(weight / boxes), position: b, created_at: iso(booked) });
      lastReturn = Math.max(lastReturn, emptyBack);
    });
    shipments.push({
      company_id: company.id, reference, mode: lcl ? 'LCL' : 'FCL', status: 'DELIVERED',
      shipper: shared ? company.sharedWith!.name : (company.shipper ?? pick(SHIPPERS)), consignee: pick(CONSIGNEES), forwarder: company.forwarder ?? null,
      carrier, booking_number: `${carrier.slice(0, 2)}${String(Math.floor(rand() * 1e8)).padStart(8, '0')}`, bl_number: `${carrier}${String(Math.floor(rand() * 1e9)).padStart(9, '0')}`,
      origin: lane.pol, destination: lane.pod, pol: lane.pol, pod: lane.pod, transshipment_ports: lane.via, vessel, voyage,
      etd: iso(etd), eta: iso(ata), atd: iso(atd), ata: iso(ata), commodity, hs_code: hsCode, weight_kg: weight,
      volume_cbm: lcl ? Math.round((3 + rand() * 15) * 10) / 10 : boxes * 58, teu: lcl ? 0 : types.reduce((t, c) => t + teuOf(c), 0),
      // Booked then, last changed when the last empty came back.
      created_at: iso(booked), updated_at: iso(lastReturn),
    });
    if (shared) parties.push({ reference, created_at: iso(booked) });
  }
  return { shipments, containers, events, parties };
}

/**
 * INSERT … SELECT FROM unnest of one typed array per column (much cheaper to read than JSON on PGlite),
 * CHUNK rows per statement. `columns` names each column and its array type; `sql` gets the FROM item
 * (`unnest(...) AS r(col, …)`); `params` follow the arrays.
 */
async function insertUnnest(db: Db, rows: ReadonlyArray<object>, columns: Array<[string, string]>, sql: (from: string) => string, params: unknown[] = []): Promise<Array<Record<string, unknown>>> {
  const out: Array<Record<string, unknown>> = [];
  const from = `unnest(${columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')}) AS r(${columns.map(([name]) => name).join(', ')})`;
  const extra = sql(from).replace(/\$P(\d+)/g, (_, k: string) => `$${columns.length + Number(k)}`);
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const result = await db.query(extra, [...columns.map(([name]) => chunk.map((row) => (row as Record<string, unknown>)[name] ?? null)), ...params]);
    out.push(...result.rows);
  }
  return out;
}

/**
 * Two years of completed shipments for the demo companies (the dashboards' history; see historyOf),
 * written in bulk: a few statements per table, whatever the count. Shares Bluewave's shipments of
 * Acme's lanes with Acme (every 7th) as the current demo does. Deterministic relative to `now`;
 * idempotent: a company that has history already is left alone. Answers the shipments created.
 */
export async function seedHistory(db: Db, options: { acme?: string; bluewave?: string; userId?: string | null; total: number; now?: number }): Promise<number> {
  const now = options.now ?? Date.now();
  if (options.total <= 0) return 0;
  const acmeCount = options.bluewave ? Math.round(options.total * 0.45) : options.total;
  const plans: HistoryCompany[] = [];
  if (options.acme) plans.push({ id: options.acme, prefix: 'ACME', lanes: ACME_LANES, cargo: ACME_CARGO, shipper: 'Acme Exports', count: acmeCount });
  if (options.bluewave) {
    plans.push({
      id: options.bluewave, prefix: 'BWL', lanes: BLUEWAVE_LANES, cargo: BLUEWAVE_CARGO, forwarder: 'Bluewave Logistics', count: options.total - (options.acme ? acmeCount : 0),
      sharedWith: options.acme ? { id: options.acme, every: 7, name: 'Acme Exports', lanes: ACME_LANES } : undefined,
    });
  }
  let created = 0;
  for (const [n, company] of plans.entries()) {
    if (company.count <= 0) continue;
    if (await db.one("SELECT 1 FROM shipments WHERE company_id = $1 AND reference LIKE $2 LIMIT 1", [company.id, `${company.prefix}-H%`])) continue;
    const history = historyOf(company, now, 7_700 + n, n * 45_000);
    await db.transaction(async (tx) => {
      const ids = new Map<string, string>();
      const shipments = history.shipments.map((row) => ({ ...row, transshipment_ports: (row.transshipment_ports as string[]).join(',') }));
      const inserted = await insertUnnest(tx, shipments, [
        ['reference', 'text'], ['mode', 'text'], ['status', 'text'], ['shipper', 'text'], ['consignee', 'text'], ['forwarder', 'text'], ['carrier', 'text'],
        ['booking_number', 'text'], ['bl_number', 'text'], ['origin', 'text'], ['destination', 'text'], ['pol', 'text'], ['pod', 'text'], ['transshipment_ports', 'text'],
        ['vessel', 'text'], ['voyage', 'text'], ['etd', 'timestamptz'], ['eta', 'timestamptz'], ['atd', 'timestamptz'], ['ata', 'timestamptz'], ['commodity', 'text'],
        ['hs_code', 'text'], ['weight_kg', 'numeric'], ['volume_cbm', 'numeric'], ['teu', 'numeric'], ['created_at', 'timestamptz'], ['updated_at', 'timestamptz'],
      ], (from) =>
        `INSERT INTO shipments (company_id, reference, mode, status, shipper, consignee, forwarder, carrier, booking_number, bl_number, origin, destination,
           pol, pod, transshipment_ports, vessel, voyage, etd, eta, atd, ata, commodity, hs_code, weight_kg, volume_cbm, teu, created_by, created_at, updated_at)
         SELECT $P1::uuid, reference, mode, status, shipper, consignee, forwarder, carrier, booking_number, bl_number, origin, destination,
           pol, pod, coalesce(string_to_array(nullif(transshipment_ports, ''), ','), '{}'), vessel, voyage, etd, eta, atd, ata, commodity, hs_code, weight_kg, volume_cbm, teu,
           $P2::uuid, created_at, updated_at
         FROM ${from}
         RETURNING id, reference`,
      [company.id, options.userId ?? null]);
      for (const row of inserted) ids.set(String(row.reference), String(row.id));
      const withId = <T extends { reference: string }>(rows: T[]) => rows.map(({ reference, ...rest }) => ({ ...rest, shipment_id: ids.get(reference)! }));
      await insertUnnest(tx, withId(history.containers), [['shipment_id', 'uuid'], ['number', 'text'], ['iso_type', 'text'], ['weight_kg', 'numeric'], ['position', 'int'], ['created_at', 'timestamptz']], (from) =>
        `INSERT INTO shipment_containers (company_id, shipment_id, number, iso_type, weight_kg, position, created_at, updated_at)
         SELECT $P1::uuid, shipment_id, number, iso_type, weight_kg, position, created_at, created_at FROM ${from}`,
      [company.id]);
      // Stored as they happened: created_at is when the carrier published each event.
      await insertUnnest(tx, withId(history.events), [
        ['shipment_id', 'uuid'], ['event_id', 'text'], ['event_type', 'text'], ['event_code', 'text'], ['classifier', 'text'], ['event_at', 'timestamptz'],
        ['location', 'text'], ['equipment_reference', 'text'], ['vessel', 'text'], ['voyage', 'text'], ['recorded_at', 'timestamptz'],
      ], (from) =>
        `INSERT INTO shipment_events (company_id, shipment_id, source, event_id, event_type, event_code, classifier, event_at, location, equipment_reference,
           vessel, voyage, recorded_at, created_at)
         SELECT $P1::uuid, shipment_id, 'history', event_id, event_type, event_code, classifier, event_at, location, equipment_reference,
           vessel, voyage, recorded_at, recorded_at
         FROM ${from}`,
      [company.id]);
      // Shared as shareRecord writes it (the partner is in Bluewave's network: seedDemo connects them).
      if (company.sharedWith && history.parties.length) {
        await insertUnnest(tx, withId(history.parties), [['shipment_id', 'uuid'], ['created_at', 'timestamptz']], (from) =>
          `INSERT INTO record_parties (kind, record_id, company_id, owner_company_id, role, created_at)
           SELECT 'shipment', shipment_id, $P1::uuid, $P2::uuid, 'viewer', created_at FROM ${from}
           ON CONFLICT DO NOTHING`,
        [company.sharedWith.id, company.id]);
      }
    });
    created += history.shipments.length;
  }
  return created;
}
