import { createHash } from 'node:crypto';
import Big from 'big.js';
import { badRequest, companyNetwork, SqlParams, type Db, type Geocoder, type Sailing, type ScheduleSailings } from '@portolan/sdk/server';
import type { ChargeBasis, ChargeLine, ChargeStage, OptionSailing, RateOption, RateSearch, RateSearchAnswer, RateSide } from '../../shared/types';
import type { ExchangeRateProvider } from './ExchangeRateProvider';
import { Converter, exchangeTableOf } from './exchangeRates';
import { moneyText, roundMoney } from './money';
import { todayUtc } from '@portolan/sdk/shared';

/** One inventory row as the search reads it (amounts as numeric text). */
type Row = {
  id: string;
  company_id: string;
  part: 'F' | 'C' | 'T';
  kind: string;
  side: RateSide;
  carrier: string | null;
  origin: string | null;
  destination: string | null;
  port: string | null;
  via: string[];
  container_type: string | null;
  charge_code: string | null;
  stage: ChargeStage | null;
  basis: ChargeBasis;
  amount: string;
  currency: string;
  minimum: string | null;
  transit_days: number | null;
  valid_from: string;
  valid_to: string;
  free_days: number | null;
  contract_ref: string | null;
  charge_name: string | null;
};

type Resolved = RateSearchAnswer['resolved']['origin'];

const COLUMNS =
  't.id, t.company_id, t.kind, t.side, t.carrier, t.origin, t.destination, t.port, t.via, t.container_type, t.charge_code, t.stage, t.basis, ' +
  't.amount::text AS amount, t.currency, t.minimum::text AS minimum, t.transit_days, t.valid_from, t.valid_to, t.free_days, t.contract_ref';

/** The companies whose SELL rates a caller's search reads besides its own rows (its network), by id → name. */
type Network = Map<string, string>;

/** Up to this many resolved lanes, their sailings are looked up while the rates are read. */
const EARLY_SAILING_LANES = 3;

/** Most options an answer lists (`count` says how many there were). */
const MAX_ITEMS = 100;

/**
 * The rate search (README "Search"): resolves places to their nearest ports, reads every rate that
 * can price the cargo on the lane and day in ONE statement (freight, port and freight-stage charges,
 * inland haulage; plus the exchange table), and prices options exactly (big.js, half-even to the
 * minor unit), with the next sailings from the schedules. The rows are the caller's own plus the
 * SELL rows of the companies in its network (their offer to it); an option is priced with the rows
 * of one company only, the one of its freight rate.
 */
export class RateSearchService {
  constructor(
    private readonly db: Db,
    private readonly geocoder: Geocoder,
    private readonly sailings: ScheduleSailings,
    private readonly provider: ExchangeRateProvider,
  ) {}

  /** A port resolves to itself; a place to its nearest ports (up to 3). Unknown codes stand for themselves. */
  async resolve(code: string): Promise<{ ports: Resolved; place: string | null }> {
    const ports = await this.geocoder.nearestPorts(code, 3).catch(() => []);
    if (ports.length === 0) return { ports: [{ code, name: code, km: 0 }], place: null };
    const isPort = ports.some((p) => p.code === code);
    return { ports: isPort ? ports.filter((p) => p.code === code).map((p) => ({ ...p, km: 0 })) : ports.map((p) => ({ code: p.code, name: p.name, km: Math.round(p.km) })), place: isPort ? null : code };
  }

  /**
   * `estimates`: every option for the search, sorted. `published`: only the company's own SELL rates
   * (what it offers anyone: the public planner), never its buy, contract or spot rows nor its network's.
   */
  async search(companyId: string, search: RateSearch, onlyRateId?: string, published = false): Promise<RateSearchAnswer> {
    if (search.includeExpired) throw badRequest('data.includeExpired is for the rate history (filteredRates), never a live search', 'data.includeExpired');
    if (search.mode === 'FCL' && !search.containers?.length) throw badRequest('data.containers is required for an FCL search', 'data.containers');
    if (search.mode === 'LCL' && !search.cargo) throw badRequest('data.cargo is required for an LCL search', 'data.cargo');
    const [origin, destination, network] = await Promise.all([this.resolve(search.origin), this.resolve(search.destination), published ? new Map<string, string>() : this.networkOf(companyId)]);
    // Sailings of a few resolved lanes are asked for at once, beside the rates (most of a search's time is theirs).
    const lanes = origin.ports.flatMap((o) => destination.ports.map((d): [string, string] => [o.code, d.code]));
    const sailings = lanes.length <= EARLY_SAILING_LANES ? this.lookUpSailings(companyId, search.readyOn, lanes, search.carriers) : new Map<string, Promise<Sailing[]>>();
    const [rows, table] = await Promise.all([this.rows(companyId, [...network.keys()], search, origin, destination, published), exchangeTableOf(this.db, companyId, this.provider)]);
    const converter = new Converter(table);
    const currency = search.currency ?? 'USD';
    if (!converter.knows(currency)) throw badRequest(`data.currency ${currency} is not in the exchange-rate table`, 'data.currency');

    let options = this.price(companyId, network, search, rows, converter, currency, origin.place, destination.place);
    if (onlyRateId) options = options.filter((o) => o.lines.some((l) => l.rateId === onlyRateId && l.code === 'OFR'));
    scoreOptions(options);
    sortOptions(options, search.sort ?? 'cheapest');
    await this.addSailings(companyId, search.readyOn, options.slice(0, MAX_ITEMS), sailings);
    return { items: options.slice(0, MAX_ITEMS), count: options.length, currency, resolved: { origin: origin.ports, destination: destination.ports } };
  }

  /** The caller's network (accepted connections), read once per search. */
  private async networkOf(companyId: string): Promise<Network> {
    return new Map((await companyNetwork(this.db, companyId)).map((c) => [c.id, c.name]));
  }

  /**
   * The rows that can price the search: one statement, four index-served branches. Each branch reads
   * the caller's own rows and the SELL rows of its network — never another company's BUY, CONTRACT or
   * SPOT rows.
   */
  private async rows(companyId: string, network: string[], search: RateSearch, origin: { ports: Resolved; place: string | null }, destination: { ports: Resolved; place: string | null }, published: boolean): Promise<Row[]> {
    const p = new SqlParams([companyId]);
    const day = p.add(search.readyOn, 'date');
    // Live: valid on the ready day and not expired today.
    const upTo = p.add(search.readyOn > todayUtc() ? search.readyOn : todayUtc(), 'date');
    const valid = `t.valid_from <= ${day} AND t.valid_to >= ${upTo}`;
    const whose = published ? "(t.company_id = $1 AND t.side = 'SELL')" : network.length ? `(t.company_id = $1 OR (t.company_id = ANY(${p.add(network, 'uuid[]')}) AND t.side = 'SELL'))` : 't.company_id = $1';
    const origins = p.add(origin.ports.map((x) => x.code), 'text[]');
    const destinations = p.add(destination.ports.map((x) => x.code), 'text[]');
    const ports = p.add([...origin.ports, ...destination.ports].map((x) => x.code), 'text[]');
    const types = search.mode === 'FCL' ? p.add(search.containers!.map((c) => c.type), 'text[]') : undefined;
    const carriers = search.carriers?.length ? p.add(search.carriers, 'text[]') : undefined;
    const carrierMatch = carriers ? ` AND (t.carrier IS NULL OR t.carrier = ANY(${carriers}))` : '';
    const freight =
      `SELECT 'F' AS part, ${COLUMNS}, NULL AS charge_name FROM rates t WHERE ${whose} AND t.kind = '${search.mode}' ` +
      `AND t.origin = ANY(${origins}) AND t.destination = ANY(${destinations}) AND ${valid}` +
      (types ? ` AND t.container_type = ANY(${types})` : '') +
      (carriers ? ` AND t.carrier = ANY(${carriers})` : '');
    const name = `(SELECT ct.name FROM rate_charge_types ct WHERE ct.code = t.charge_code AND (ct.company_id IS NULL OR ct.company_id = t.company_id) ORDER BY ct.company_id NULLS LAST LIMIT 1) AS charge_name`;
    const portCharges = `SELECT 'C' AS part, ${COLUMNS}, ${name} FROM rates t WHERE ${whose} AND t.kind = 'OTHER' AND t.port IS NOT NULL AND t.port = ANY(${ports}) AND ${valid}${carrierMatch}`;
    const laneCharges =
      `SELECT 'C' AS part, ${COLUMNS}, ${name} FROM rates t WHERE ${whose} AND t.kind = 'OTHER' ` +
      `AND t.origin = ANY(${origins}) AND t.destination = ANY(${destinations}) AND t.stage = 'FREIGHT' AND ${valid}${carrierMatch}`;
    const branches = [freight, portCharges, laneCharges];
    const places = [origin.place, destination.place].filter((x): x is string => !!x);
    if (places.length && search.mode === 'FCL') {
      const placeList = p.add(places, 'text[]');
      branches.push(
        `SELECT 'T' AS part, ${COLUMNS}, NULL AS charge_name FROM rates t WHERE ${whose} AND t.kind = 'TRANSPORT' ` +
          `AND ((t.origin = ANY(${placeList}) AND t.destination = ANY(${ports})) OR (t.origin = ANY(${ports}) AND t.destination = ANY(${placeList}))) AND ${valid}` +
          (types ? ` AND t.container_type = ANY(${types})` : '') +
          carrierMatch,
      );
    }
    const result = await this.db.query<Row & { part: Row['part'] }>(branches.map((b) => `(${b})`).join(' UNION ALL '), p.values);
    return result.rows.map((r) => ({ ...r, id: String(r.id), company_id: String(r.company_id), via: r.via ?? [], valid_from: String(r.valid_from), valid_to: String(r.valid_to) }));
  }

  /**
   * Options from the rows: one per (company, carrier, lane, side, contract) that prices every container
   * type asked for; its charges and inland lines are the rows of its freight rate's company.
   */
  private price(companyId: string, network: Network, search: RateSearch, rows: Row[], converter: Converter, currency: string, originPlace: string | null, destinationPlace: string | null): RateOption[] {
    const freight = rows.filter((r) => r.part === 'F' && converter.knows(r.currency));
    const charges = rows.filter((r) => r.part === 'C' && converter.knows(r.currency));
    const haulage = rows.filter((r) => r.part === 'T' && converter.knows(r.currency));
    const groups = new Map<string, Row[]>();
    for (const r of freight) {
      const key = [r.company_id, r.carrier ?? '', r.origin, r.destination, r.side, r.contract_ref ?? '', r.via.join('>')].join('|');
      groups.set(key, [...(groups.get(key) ?? []), r]);
    }
    const wm = search.mode === 'LCL' ? revenueTons(search.cargo!) : undefined;
    const options: RateOption[] = [];
    for (const group of groups.values()) {
      const head = group[0];
      const lines: ChargeLine[] = [];
      const used: Row[] = [];
      const line = (r: Row, code: string, lineName: string, stage: ChargeLine['stage'], quantity: Big, minimum?: string | null) => {
        let amount = new Big(r.amount).times(quantity);
        let label = lineName;
        if (minimum && amount.lt(minimum)) {
          amount = new Big(minimum);
          label = `${lineName} (minimum)`;
        }
        const own = roundMoney(amount, r.currency);
        lines.push({ code, name: label, stage, basis: r.basis, quantity: quantity.toFixed(), unitAmount: moneyText(r.amount, r.currency), amount: own, currency: r.currency, converted: converter.convert(own, r.currency, currency), rateId: r.id });
        used.push(r);
      };
      // Freight: the cheapest row of the group per container type (FCL), or per W/M (LCL).
      if (search.mode === 'FCL') {
        let complete = true;
        for (const c of search.containers!) {
          const best = cheapest(group.filter((r) => r.container_type === c.type), converter, currency);
          if (!best) {
            complete = false;
            break;
          }
          line(best, 'OFR', `Ocean freight ${c.type}`, 'FREIGHT', new Big(c.count));
        }
        if (!complete) continue;
      } else {
        const best = cheapest(group, converter, currency, (r) => bigMax(new Big(r.amount).times(wm!), new Big(r.minimum ?? 0)));
        line(best!, 'OFR', 'Ocean freight (W/M)', 'FREIGHT', wm!, best!.minimum);
      }
      // Charges that apply to this option, the most specific row per charge (and per container type).
      const applies = charges.filter(
        (r) =>
          r.company_id === head.company_id &&
          (r.carrier === null || r.carrier === head.carrier) &&
          (r.stage === 'ORIGIN' ? r.port === head.origin : r.stage === 'DESTINATION' ? r.port === head.destination : r.origin === head.origin && r.destination === head.destination),
      );
      const byCode = new Map<string, Row[]>();
      for (const r of applies) byCode.set(`${r.stage}|${r.charge_code}`, [...(byCode.get(`${r.stage}|${r.charge_code}`) ?? []), r]);
      for (const candidates of [...byCode.values()].sort((a, b) => stageOrder(a[0].stage) - stageOrder(b[0].stage) || String(a[0].charge_code).localeCompare(String(b[0].charge_code)))) {
        const basis = candidates[0].basis;
        const chargeName = candidates[0].charge_name ?? String(candidates[0].charge_code);
        if (basis === 'PER_CONTAINER') {
          if (search.mode !== 'FCL') continue;
          const perRow = new Map<Row, Big>();
          for (const c of search.containers!) {
            const best = mostSpecific(candidates.filter((r) => r.container_type === null || r.container_type === c.type), head, c.type);
            if (best) perRow.set(best, (perRow.get(best) ?? new Big(0)).plus(c.count));
          }
          for (const [r, quantity] of perRow) line(r, String(r.charge_code), r.container_type ? `${chargeName} ${r.container_type}` : chargeName, r.stage!, quantity);
        } else if (basis === 'PER_WM') {
          if (search.mode !== 'LCL') continue;
          const best = mostSpecific(candidates.filter((r) => r.container_type === null), head, null);
          if (best) line(best, String(best.charge_code), chargeName, best.stage!, wm!);
        } else {
          const best = mostSpecific(candidates.filter((r) => r.container_type === null || search.containers?.some((c) => c.type === r.container_type)), head, null);
          if (best) line(best, String(best.charge_code), chargeName, best.stage!, new Big(1));
        }
      }
      // Inland haulage between the place asked for and this option's port.
      if (search.mode === 'FCL') {
        for (const [place, port, before] of [
          [originPlace, head.origin, true],
          [destinationPlace, head.destination, false],
        ] as const) {
          if (!place || !port) continue;
          const legs = haulage.filter((r) => r.company_id === head.company_id && ((r.origin === place && r.destination === port) || (r.origin === port && r.destination === place)));
          for (const c of search.containers!) {
            const best = mostSpecific(legs.filter((r) => r.container_type === c.type), head, c.type);
            if (best) line(best, 'TRK', before ? `Inland haulage ${place} → ${port} ${c.type}` : `Inland haulage ${port} → ${place} ${c.type}`, 'INLAND', new Big(c.count));
          }
        }
      }
      const total = lines.reduce((sum, l) => sum.plus(l.converted), new Big(0));
      const freightRows = used.filter((r) => r.part === 'F');
      const currencies = [...new Set(lines.map((l) => l.currency))].filter((c) => c !== currency).sort();
      const transit = freightRows.map((r) => r.transit_days).filter((d): d is number => d !== null);
      const free = freightRows.map((r) => r.free_days).filter((d): d is number => d !== null);
      options.push({
        id: optionId(freightRows.map((r) => r.id), used.filter((r) => r.part !== 'F').map((r) => r.id)),
        carrier: head.carrier ?? '',
        origin: head.origin!,
        destination: head.destination!,
        via: head.via,
        transitDays: transit.length ? Math.max(...transit) : null,
        validFrom: used.map((r) => r.valid_from).sort().at(-1)!,
        validTo: used.map((r) => r.valid_to).sort()[0],
        freeDays: free.length ? Math.min(...free) : null,
        side: head.side,
        contractRef: head.contract_ref,
        offeredBy: head.company_id === companyId ? null : { companyId: head.company_id, name: network.get(head.company_id) ?? '' },
        total: roundMoney(total, currency),
        currency,
        lines,
        conversions: currencies.map((c) => converter.conversion(c, currency)),
        sailings: [],
        score: 0,
      });
    }
    return options;
  }

  /** The sailings of each lane from the ready day (up to 3 per carrier; none when the schedules answer nothing or fail). */
  private lookUpSailings(companyId: string, fromDay: string, lanes: Array<[string, string]>, carriers?: string[]): Map<string, Promise<Sailing[]>> {
    return new Map(
      lanes.map(([origin, destination]) => [
        `${origin}|${destination}`,
        this.sailings.nextSailings(companyId, { origin, destination, carriers, fromDay, perCarrier: 3 }).catch((): Sailing[] => []),
      ]),
    );
  }

  /** Sets each option's next sailings (up to 3) of its carrier on its lane; looks up lanes not asked for yet. */
  private async addSailings(companyId: string, fromDay: string, options: RateOption[], asked: Map<string, Promise<Sailing[]>>): Promise<void> {
    const missing = [...new Set(options.map((o) => `${o.origin}|${o.destination}`))].filter((lane) => !asked.has(lane));
    for (const [lane, found] of this.lookUpSailings(companyId, fromDay, missing.map((l) => l.split('|') as [string, string]), [...new Set(options.map((o) => o.carrier).filter(Boolean))])) asked.set(lane, found);
    await Promise.all(
      options.map(async (o) => {
        const found = await asked.get(`${o.origin}|${o.destination}`)!;
        o.sailings = found
          .filter((s) => s.carrier === o.carrier)
          .slice(0, 3)
          .map((s): OptionSailing => ({ scheduleId: s.scheduleId, vessel: s.vessel, voyage: s.voyage, service: s.service, departsAt: s.departsAt, arrivesAt: s.arrivesAt, transitDays: s.transitDays }));
      }),
    );
  }
}

/** W/M (revenue tons): the greater of the weight in tonnes and the volume in m³. */
export function revenueTons(cargo: { weightKg: string; volumeM3: string }): Big {
  return bigMax(new Big(cargo.weightKg).div(1000), new Big(cargo.volumeM3));
}

const bigMax = (a: Big, b: Big) => (a.gte(b) ? a : b);

const stageOrder = (stage: ChargeStage | null) => (stage === 'ORIGIN' ? 0 : stage === 'FREIGHT' ? 1 : 2);

/** The row with the lowest price in the answer's currency (ties: the lower id, so answers are stable). */
function cheapest(rows: Row[], converter: Converter, currency: string, price: (r: Row) => Big = (r) => new Big(r.amount)): Row | undefined {
  let best: Row | undefined;
  let bestPrice: Big | undefined;
  for (const r of rows) {
    const value = new Big(converter.convert(price(r).toFixed(), r.currency, currency));
    if (!bestPrice || value.lt(bestPrice) || (value.eq(bestPrice) && r.id < best!.id)) {
      best = r;
      bestPrice = value;
    }
  }
  return best;
}

/** The most specific charge row for an option: its carrier (4), its side (2), the container type (1); ties by id. */
function mostSpecific(rows: Row[], option: Row, type: string | null): Row | undefined {
  const weight = (r: Row) => (r.carrier !== null && r.carrier === option.carrier ? 4 : 0) + (r.side === option.side ? 2 : 0) + (type && r.container_type === type ? 1 : 0);
  return [...rows].sort((a, b) => weight(b) - weight(a) || a.id.localeCompare(b.id))[0];
}

/** Stable for the same rates: the freight rates' ids, then a digest of every rate priced. */
function optionId(freightIds: string[], chargeIds: string[]): string {
  const digest = createHash('sha256').update([...freightIds, ...[...chargeIds].sort()].join(',')).digest('hex').slice(0, 16);
  return `${freightIds[0]}.${digest}`;
}

/**
 * Best value, 0–100: 70 × (cheapest total ÷ this total) + 30 × (fastest transit ÷ this transit); an
 * option without a transit time takes half the transit points. The cheapest and fastest option scores 100.
 */
export function scoreOptions(options: RateOption[]): void {
  if (options.length === 0) return;
  const totals = options.map((o) => Number(o.total));
  const minTotal = Math.min(...totals);
  const transits = options.map((o) => o.transitDays).filter((d): d is number => d !== null && d > 0);
  const minTransit = transits.length ? Math.min(...transits) : undefined;
  for (const o of options) {
    const price = Number(o.total) > 0 ? minTotal / Number(o.total) : 1;
    const speed = o.transitDays && minTransit ? minTransit / o.transitDays : 0.5;
    o.score = Math.round(70 * price + 30 * speed);
  }
}

/** cheapest: total, then transit; fastest: transit (unknown last), then total; best: score, then total. */
export function sortOptions(options: RateOption[], sort: NonNullable<RateSearch['sort']>): void {
  const total = (a: RateOption, b: RateOption) => new Big(a.total).cmp(b.total);
  const transit = (a: RateOption, b: RateOption) => (a.transitDays ?? 10_000) - (b.transitDays ?? 10_000);
  const byId = (a: RateOption, b: RateOption) => a.id.localeCompare(b.id);
  if (sort === 'cheapest') options.sort((a, b) => total(a, b) || transit(a, b) || byId(a, b));
  else if (sort === 'fastest') options.sort((a, b) => transit(a, b) || total(a, b) || byId(a, b));
  else options.sort((a, b) => b.score - a.score || total(a, b) || byId(a, b));
}
