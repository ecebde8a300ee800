import { badRequest, type Db } from '@portolan/sdk/server';
import { CHARGE_TYPES, CLOCK_STATES, DIRECTIONS, type ClockState } from '../../shared/states';
import type { ContainerClock, DndShipment, DndSummary } from '../../shared/types';
import { sumByCurrency } from './clockMoney';
import { CLOCK_COLUMNS, toClock } from './clockRecord';

const TEXT = { type: 'string', maxLength: 2000 };
const LIST = { anyOf: [TEXT, { type: 'array', maxItems: 50, items: TEXT }] };
const DAY = { type: 'string', format: 'date' };

/** The containers list's query (DND_API.containers). */
export const CLOCK_LIST_QUERY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    filter: {
      type: 'object',
      additionalProperties: false,
      properties: {
        state: LIST, chargeType: LIST, direction: LIST, carrier: LIST, port: LIST, shipmentId: LIST, containerId: LIST,
        lastFreeDay: { type: 'object', additionalProperties: false, properties: { from: DAY, to: DAY } },
      },
    },
    search: { type: 'string', maxLength: 100 },
    sort: { type: 'object', additionalProperties: false, properties: Object.fromEntries(['lastFreeDay', 'costToDate', 'projectedCost', 'containerNumber', 'startedAt'].map((f) => [f, { type: 'string', enum: ['asc', 'desc'] }])) },
    limit: { type: 'integer', minimum: 1, maximum: 200 },
    cursor: { type: 'string', maxLength: 500 },
    after: { type: 'string', maxLength: 500 },
    before: { type: 'string', maxLength: 500 },
  },
};

export interface ClockListQuery {
  filter?: Record<string, string | string[] | { from?: string; to?: string } | undefined>;
  search?: string;
  sort?: Record<string, 'asc' | 'desc'>;
  limit?: number;
  cursor?: string;
  after?: string;
  before?: string;
}

/** Sort keys as NOT NULL expressions (keyset paging needs them total): missing last free days and starts sort last, missing costs first. */
const SORTS: Record<string, { sql: string; cast: string }> = {
  lastFreeDay: { sql: "COALESCE(c.last_free_day, DATE '9999-12-31')", cast: 'date' },
  costToDate: { sql: 'COALESCE(c.cost_minor, -1)', cast: 'bigint' },
  projectedCost: { sql: 'COALESCE(c.projected_cost_minor, -1)', cast: 'bigint' },
  containerNumber: { sql: 'c.container_number', cast: 'text' },
  startedAt: { sql: "COALESCE(c.started_at, TIMESTAMPTZ '9999-12-31T00:00:00Z')", cast: 'timestamptz' },
};

/** `a,b` or `[a, b]` → the values, upper case when `upper`. */
function values(v: unknown, upper = true): string[] {
  const list = (Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : []).map((s) => String(s).trim()).filter(Boolean);
  return upper ? list.map((s) => s.toUpperCase()) : list;
}

/** The WHERE conditions of the clock filters over alias `c` (`$1` is the company), adding parameters to `params`. */
export function clockConditions(query: ClockListQuery, params: unknown[]): string[] {
  const where = ['c.company_id = $1'];
  const add = (v: unknown) => `$${params.push(v)}`;
  const f = query.filter ?? {};
  const inList = (name: string, column: string, allowed?: readonly string[], upper = true) => {
    const list = values(f[name], upper);
    if (!list.length) return;
    const bad = allowed && list.find((v) => !allowed.includes(v));
    if (bad) throw badRequest(`filter[${name}] must be among ${allowed!.join(', ')}`, `filter.${name}`);
    where.push(`c.${column} = ANY(${add(list)}::text[])`);
  };
  inList('state', 'state', CLOCK_STATES);
  inList('chargeType', 'charge_type', CHARGE_TYPES);
  inList('direction', 'direction', DIRECTIONS);
  inList('carrier', 'carrier');
  inList('port', 'port');
  for (const [name, column] of [['shipmentId', 'shipment_id'], ['containerId', 'container_id']] as const) {
    const ids = values(f[name], false);
    if (!ids.length) continue;
    if (ids.some((id) => !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id))) throw badRequest(`filter[${name}] must be ids`, `filter.${name}`);
    where.push(`c.${column}::text = ANY(${add(ids.map((i) => i.toLowerCase()))}::text[])`);
  }
  const range = f.lastFreeDay as { from?: string; to?: string } | undefined;
  if (range?.from) where.push(`c.last_free_day >= ${add(range.from)}::date`);
  if (range?.to) where.push(`c.last_free_day <= ${add(range.to)}::date`);
  if (query.search?.trim()) {
    const p = add(`%${query.search.trim().toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
    where.push(`(lower(c.container_number) LIKE ${p} OR lower(c.shipment_reference) LIKE ${p})`);
  }
  return where;
}

const encode = (v: unknown, id: string) => Buffer.from(JSON.stringify([v, id])).toString('base64url');
function decode(cursor: string): [string | number, string] {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(value) && value.length === 2 && typeof value[1] === 'string' && (typeof value[0] === 'string' || typeof value[0] === 'number')) return value as [string | number, string];
  } catch {
    /* below */
  }
  throw badRequest('The cursor is not one this list gave', 'cursor');
}

/** One page of the company's clocks: filters, search, sort and keyset paging in SQL (cursor / after: next page, before: previous page). */
export async function listClocks(db: Db, companyId: string, query: ClockListQuery): Promise<{ items: ContainerClock[]; count: number; countIsExact: boolean; nextCursor: string | null; prevCursor: string | null }> {
  const params: unknown[] = [companyId];
  const where = clockConditions(query, params);
  const [field, dir] = (Object.entries(query.sort ?? {})[0] ?? ['lastFreeDay', 'asc']) as [string, 'asc' | 'desc'];
  const sort = SORTS[field];
  const limit = query.limit ?? 25;
  const count = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM dnd_clocks c WHERE ${where.join(' AND ')}`, params);
  const after = query.cursor ?? query.after;
  const backwards = !after && !!query.before;
  const position = after ? decode(after) : query.before ? decode(query.before) : undefined;
  const pageParams = [...params];
  const conditions = [...where];
  const forward = (dir === 'asc') !== backwards;
  if (position) conditions.push(`(${sort.sql}, c.id) ${forward ? '>' : '<'} ($${pageParams.push(position[0])}::${sort.cast}, $${pageParams.push(position[1])}::text)`);
  const order = forward ? 'ASC' : 'DESC';
  const rows = await db.query(
    `SELECT ${CLOCK_COLUMNS}, (${sort.sql})::text AS sort_value FROM dnd_clocks c WHERE ${conditions.join(' AND ')} ORDER BY ${sort.sql} ${order}, c.id ${order} LIMIT ${limit + 1}`,
    pageParams,
  );
  const more = rows.rows.length > limit;
  const page = rows.rows.slice(0, limit);
  if (backwards) page.reverse();
  const keyOf = (r: Record<string, unknown>) => (sort.cast === 'bigint' ? Number(r.sort_value) : String(r.sort_value));
  const first = page[0];
  const last = page.at(-1);
  const hasNext = backwards ? !!position : more;
  const hasPrev = backwards ? more : !!position;
  return {
    items: page.map(toClock),
    count: count?.n ?? 0,
    countIsExact: true,
    nextCursor: hasNext && last ? encode(keyOf(last), String(last.id)) : null,
    prevCursor: hasPrev && first ? encode(keyOf(first), String(first.id)) : null,
  };
}

const RANK: Record<ClockState, number> = { NOT_STARTED: 1, STOPPED: 2, RUNNING: 3, AT_RISK: 4, OVER: 5 };
const BY_RANK = Object.fromEntries(Object.entries(RANK).map(([s, r]) => [r, s])) as Record<number, ClockState>;
const RANK_SQL = `CASE c.state ${Object.entries(RANK).map(([s, r]) => `WHEN '${s}' THEN ${r}`).join(' ')} END`;

/** The shipments with clocks, rolled up (DND_API.shipments). */
export async function listDndShipments(db: Db, companyId: string, query: { filter?: Record<string, unknown>; search?: string; sort?: Record<string, 'asc' | 'desc'> }): Promise<DndShipment[]> {
  const params: unknown[] = [companyId];
  const where = clockConditions({ filter: { carrier: query.filter?.carrier as string, port: query.filter?.port as string }, search: query.search }, params);
  const states = values(query.filter?.state);
  const bad = states.find((s) => !(CLOCK_STATES as readonly string[]).includes(s));
  if (bad) throw badRequest(`filter[state] must be among ${CLOCK_STATES.join(', ')}`, 'filter.state');
  const having = states.length ? `HAVING bool_or(c.state = ANY($${params.push(states)}::text[]))` : '';
  const shipments = await db.query<Record<string, unknown>>(
    `SELECT c.shipment_id, min(c.shipment_reference) AS reference, min(c.carrier) AS carrier,
       min(c.port) FILTER (WHERE c.direction = 'EXPORT') AS pol, min(c.port) FILTER (WHERE c.direction = 'IMPORT') AS pod,
       count(DISTINCT c.container_id)::int AS containers,
       count(DISTINCT c.container_id) FILTER (WHERE c.state = 'AT_RISK')::int AS at_risk,
       count(DISTINCT c.container_id) FILTER (WHERE c.state = 'OVER')::int AS over,
       min(c.last_free_day) FILTER (WHERE c.state IN ('RUNNING', 'AT_RISK'))::text AS next_lfd,
       count(DISTINCT c.override_id)::int AS overrides
     FROM dnd_clocks c WHERE ${where.join(' AND ')} GROUP BY c.shipment_id ${having} LIMIT 1000`,
    params,
  );
  const ids = shipments.rows.map((s) => String(s.shipment_id));
  const money = await db.query<{ shipment_id: string; currency: string; cost: string; projected: string }>(
    `SELECT c.shipment_id, c.currency, sum(c.cost_minor)::text AS cost, sum(c.projected_cost_minor)::text AS projected FROM dnd_clocks c
     WHERE c.company_id = $1 AND c.shipment_id = ANY($2::uuid[]) AND c.currency IS NOT NULL GROUP BY c.shipment_id, c.currency`,
    [companyId, ids],
  );
  const items: DndShipment[] = shipments.rows.map((s) => {
    const mine = money.rows.filter((m) => m.shipment_id === s.shipment_id);
    return {
      _id: String(s.shipment_id),
      reference: String(s.reference),
      carrier: String(s.carrier),
      pol: String(s.pol ?? ''),
      pod: String(s.pod ?? ''),
      containers: Number(s.containers),
      atRisk: Number(s.at_risk),
      over: Number(s.over),
      nextLastFreeDay: (s.next_lfd as string | null) ?? null,
      costToDate: sumByCurrency(mine.map((m) => ({ minor: m.cost, currency: m.currency }))),
      projectedCost: sumByCurrency(mine.map((m) => ({ minor: m.projected, currency: m.currency }))),
      overrides: Number(s.overrides),
    };
  });
  const [field, dir] = (Object.entries(query.sort ?? {})[0] ?? ['nextLastFreeDay', 'asc']) as [string, 'asc' | 'desc'];
  const sign = dir === 'desc' ? -1 : 1;
  const biggest = (m: DndShipment['costToDate']) => Number(m[0]?.amount ?? -1);
  items.sort((a, b) => {
    const by = field === 'reference' ? a.reference.localeCompare(b.reference) : field === 'costToDate' ? biggest(a.costToDate) - biggest(b.costToDate) : (a.nextLastFreeDay ?? '9999').localeCompare(b.nextLastFreeDay ?? '9999');
    return sign * by || a.reference.localeCompare(b.reference);
  });
  return items;
}

/** The summary (DND_API.summary): clocks overlapping [from, to] (either optional), of a carrier and a port when given. */
export async function dndSummary(db: Db, companyId: string, query: { from?: string; to?: string; carrier?: string; port?: string }): Promise<DndSummary> {
  const params: unknown[] = [companyId];
  const where = ['c.company_id = $1'];
  if (query.to) where.push(`(c.start_day IS NULL OR c.start_day <= $${params.push(query.to)}::date)`);
  if (query.from) where.push(`(c.stop_day IS NULL OR c.stop_day >= $${params.push(query.from)}::date)`);
  if (query.carrier) where.push(`c.carrier = $${params.push(query.carrier.toUpperCase())}`);
  if (query.port) where.push(`c.port = $${params.push(query.port.toUpperCase())}`);
  const w = where.join(' AND ');
  const containers = await db.query<{ container_id: string; carrier: string; rank: number }>(
    `SELECT c.container_id, min(c.carrier) AS carrier, max(${RANK_SQL})::int AS rank FROM dnd_clocks c WHERE ${w} GROUP BY c.container_id`,
    params,
  );
  const byState = Object.fromEntries(CLOCK_STATES.map((s) => [s, 0])) as Record<ClockState, number>;
  for (const c of containers.rows) byState[BY_RANK[c.rank]] += 1;
  const worst = new Map(containers.rows.map((c) => [c.container_id, BY_RANK[c.rank]]));

  const money = await db.query<{ carrier: string; port: string; currency: string; week: string | null; cost: string; projected: string; ids: string[] }>(
    `SELECT c.carrier, c.port, c.currency, date_trunc('week', c.last_free_day)::date::text AS week, sum(c.cost_minor)::text AS cost,
       sum(c.projected_cost_minor)::text AS projected, array_agg(DISTINCT c.container_id::text) AS ids
     FROM dnd_clocks c WHERE ${w} GROUP BY c.carrier, c.port, c.currency, week`,
    params,
  );
  const group = (key: (m: (typeof money.rows)[number]) => string) => {
    const groups = new Map<string, typeof money.rows>();
    for (const m of money.rows) groups.set(key(m), [...(groups.get(key(m)) ?? []), m]);
    return groups;
  };
  const rollUp = (rows: typeof money.rows) => {
    const ids = new Set(rows.flatMap((r) => r.ids));
    return { containers: ids.size, over: [...ids].filter((id) => worst.get(id) === 'OVER').length, cost: sumByCurrency(rows.map((r) => ({ minor: r.cost, currency: r.currency }))) };
  };
  const byCarrier = [...group((m) => m.carrier)].map(([carrier, rows]) => ({ carrier, ...rollUp(rows) })).sort((a, b) => b.containers - a.containers || a.carrier.localeCompare(b.carrier));
  const byPort = [...group((m) => m.port)].map(([port, rows]) => ({ port, ...rollUp(rows) })).sort((a, b) => b.containers - a.containers || a.port.localeCompare(b.port));
  const byWeek = [...group((m) => m.week ?? '')]
    .filter(([week]) => week)
    .map(([week, rows]) => ({ week, cost: sumByCurrency(rows.map((r) => ({ minor: r.cost, currency: r.currency }))) }))
    .sort((a, b) => a.week.localeCompare(b.week));

  const disputes = await db.query<{ status: string; currency: string; n: number; disputed: string; recovered: string | null }>(
    `SELECT status, currency, count(*)::int AS n, sum(disputed_minor)::text AS disputed, sum(recovered_minor)::text AS recovered
     FROM dnd_disputes WHERE company_id = $1 GROUP BY status, currency`,
    [companyId],
  );
  const n = (status: string) => disputes.rows.filter((d) => d.status === status).reduce((s, d) => s + Number(d.n), 0);
  const live = disputes.rows.filter((d) => d.status !== 'WITHDRAWN');

  const next = await db.query(
    `SELECT ${CLOCK_COLUMNS} FROM dnd_clocks c WHERE ${w} AND c.state IN ('RUNNING', 'AT_RISK') AND c.last_free_day IS NOT NULL ORDER BY c.last_free_day, c.container_number, c.id LIMIT 10`,
    params,
  );
  return {
    byState,
    atRisk: byState.AT_RISK,
    over: byState.OVER,
    costToDate: sumByCurrency(money.rows.map((r) => ({ minor: r.cost, currency: r.currency }))),
    projectedCost: sumByCurrency(money.rows.map((r) => ({ minor: r.projected, currency: r.currency }))),
    byCarrier,
    byPort,
    byWeek,
    disputes: {
      open: n('OPEN'),
      submitted: n('SUBMITTED'),
      won: n('WON'),
      partlyWon: n('PARTLY_WON'),
      lost: n('LOST'),
      disputed: sumByCurrency(live.map((d) => ({ minor: d.disputed, currency: d.currency }))),
      recovered: sumByCurrency(live.map((d) => ({ minor: d.recovered, currency: d.currency }))),
    },
    nextLastFreeDays: next.rows.map(toClock).map((c) => ({ _id: c._id, containerId: c.containerId, containerNumber: c.containerNumber, shipmentReference: c.shipmentReference, chargeType: c.chargeType, lastFreeDay: c.lastFreeDay, state: c.state })),
  };
}
