import type { Db } from '../Db';
import { badRequest } from '../HttpError';
import type { ListPage, ListQuery, ResourceSpec } from './ResourceSpec';
import { decodeCursor, encodeCursor } from './cursor';
import { SqlParams } from './sqlParams';
import { SQL_CAST } from './sqlCast';
import { filterConditions } from './filterConditions';
import { checkSpec } from './sqlNames';
import { isUuid } from './isUuid';
import { sqlRecord } from './recordSql';

/** Counts are exact up to this many matches unless the resource says otherwise. */
const DEFAULT_COUNT_LIMIT = 500;

function cursorValue(row: Record<string, unknown>, column: string): string | number | null {
  const value = row[column];
  if (value instanceof Date) return value.toISOString();
  if (value === null || value === undefined) return null;
  return typeof value === 'number' ? value : String(value);
}

const and = (conditions: string[]) => conditions.map((c) => ` AND ${c}`).join('');

/** The planner's estimate of the rows `SELECT 1 FROM … WHERE …` yields (EXPLAIN, nothing is read). */
export async function estimateRows(db: Db, from: string, params: unknown[]): Promise<number> {
  const row = await db.one<Record<string, unknown>>(`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${from}`, params);
  const raw = row ? Object.values(row)[0] : undefined;
  const plan = typeof raw === 'string' ? JSON.parse(raw) : raw;
  const rows = Array.isArray(plan) ? Number(plan[0]?.Plan?.['Plan Rows']) : NaN;
  return Number.isFinite(rows) ? Math.round(rows) : 0;
}

/**
 * One page of a resource for a company: filters, search, one sort field with keyset paging
 * (`after` / `before`), or plain `page` numbers when no cursor is given. Exported so a plugin can
 * serve other list paths over the same table with the same rules.
 *
 * One SQL statement answers the page (the company's rows and those shared with it, merged in index
 * order) and the count (exact up to `countLimit`); only past that limit a second, planning-only
 * statement estimates the count. Then `expand` adds related data to the whole page at once.
 */
export async function listResource<R extends { _id: string }>(db: Db, spec: ResourceSpec<R>, companyId: string, query: ListQuery): Promise<ListPage<R>> {
  const { rows, ...page } = await pageRows(db, spec, companyId, query, () => 't.*');
  const items = rows.map((row) => spec.toRecord(row));
  if (spec.expand && items.length) await spec.expand(db, items, { companyId, many: true });
  return { items, ...page };
}

/** A list page whose items are one JSON array text (`itemsJson`), as PostgreSQL wrote it. */
export type ListPageJson = Omit<ListPage<never>, 'items'> & { itemsJson: string };

/**
 * `listResource` for a resource with `recordSql`: the same page, filters, cursors and count in the
 * same one statement, but each record is JSON text built by PostgreSQL; Node only joins them.
 */
export async function listResourceJson(db: Db, spec: ResourceSpec<any>, companyId: string, query: ListQuery): Promise<ListPageJson> {
  if (!spec.recordSql) throw new Error(`Resource ${spec.base}: listResourceJson needs recordSql`);
  const record = sqlRecord(spec.recordSql);
  const { rows, ...page } = await pageRows(db, spec, companyId, query, (sortColumn) => `t.id, t.${sortColumn}, ${record}::text AS __json`);
  return { itemsJson: `[${rows.map((row) => row.__json).join(',')}]`, ...page };
}

/** The page's rows (`select` over alias `t`: at least `t.id` and the sort column), its count and cursors. */
async function pageRows(
  db: Db,
  spec: ResourceSpec<any>,
  companyId: string,
  query: ListQuery,
  select: (sortColumn: string) => string,
): Promise<Omit<ListPage<never>, 'items'> & { rows: Record<string, unknown>[] }> {
  checkSpec(spec);
  const limit = Math.min(query.limit ?? spec.defaultLimit ?? 25, spec.maxLimit ?? 200);
  const [sortField, sortDir] = Object.entries(query.sort ?? {})[0] ?? [spec.defaultSort.field, spec.defaultSort.dir];
  const sort = spec.fields[sortField];
  if (!sort?.sort) throw badRequest(`sort.${sortField} is not a sortable field`, `sort.${sortField}`);
  if (query.after && query.before) throw badRequest('Send either after or before, not both', 'before');

  const p = new SqlParams([companyId]);
  const ownedWhere = `t.company_id = $1${and(filterConditions(spec, query, p, 'owned'))}`;
  const ownedParams = [...p.values];
  // Shared records: the scope is the sharing table; `t.company_id <> $1` keeps the two branches apart.
  const sharedWhere = spec.sharedVia
    ? `t.id IN (SELECT s.${spec.sharedVia.key} FROM ${spec.sharedVia.table} s WHERE s.company_id = $1) AND t.company_id <> $1${and(filterConditions(spec, query, p, 'shared'))}`
    : undefined;

  const cursorText = query.after ?? query.before;
  const backwards = Boolean(query.before);
  const dir = backwards ? (sortDir === 'asc' ? 'desc' : 'asc') : sortDir;
  let keyset = '';
  if (cursorText) {
    const field = query.after ? 'after' : 'before';
    const position = decodeCursor(cursorText, sortField, field);
    if (!isUuid(position.id)) throw badRequest('The cursor is not valid', field);
    const op = dir === 'asc' ? '>' : '<';
    keyset = ` AND (t.${sort.column}, t.id) ${op} (${p.add(position.value, SQL_CAST[sort.type])}, ${p.add(position.id, 'uuid')})`;
  }
  const offset = !cursorText && query.page && query.page > 1 ? (query.page - 1) * limit : 0;
  const order = (alias: string) => `${alias}.${sort.column} ${dir}, ${alias}.id ${dir}`;
  const take = limit + 1;
  const branch = (where: string, rows: number, skip = 0) =>
    `SELECT t.* FROM ${spec.table} t WHERE ${where}${keyset} ORDER BY ${order('t')} LIMIT ${rows}${skip ? ` OFFSET ${skip}` : ''}`;
  // Each branch walks its (company_id, sort column, id) index; the two are merged only when shared.
  const pageSql = sharedWhere
    ? `SELECT t.* FROM ((${branch(ownedWhere, take + offset)}) UNION ALL (${branch(sharedWhere, take + offset)})) t ORDER BY ${order('t')} LIMIT ${take}${offset ? ` OFFSET ${offset}` : ''}`
    : branch(ownedWhere, take, offset);
  // Counting 100,000 rows on every page costs more than the page: exact up to `countLimit`. With a
  // search matching 1 row in 16 of 1,000,000, counting 1,000 matches reads 16,000 rows (~40 ms); 500, half.
  const countLimit = spec.countLimit ?? DEFAULT_COUNT_LIMIT;
  const capped = (where: string) => `(SELECT count(*) FROM (SELECT 1 FROM ${spec.table} t WHERE ${where} LIMIT ${countLimit + 1}) c)`;
  const countSql = sharedWhere ? `${capped(ownedWhere)} + ${capped(sharedWhere)}` : capped(ownedWhere);
  // One row even for an empty page (it carries the count); `page.id` is null then.
  const result = await db.query<Record<string, unknown>>(
    `SELECT n.total AS __total, ${select(sort.column)} FROM (SELECT ${countSql} AS total) n LEFT JOIN (${pageSql}) t ON true ORDER BY ${order('t')}`,
    p.values,
  );
  const exact = Number(result.rows[0]?.__total ?? 0);
  const rows = result.rows.filter((row) => row.id !== null && row.id !== undefined);
  for (const row of rows) delete row.__total;

  const countIsExact = exact <= countLimit;
  let count = exact;
  if (!countIsExact) {
    const estimate = await estimateRows(db, `${spec.table} t WHERE ${ownedWhere}`, ownedParams);
    count = Math.max(countLimit, estimate);
  }

  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  if (backwards) page.reverse();
  const at = (row: Record<string, unknown> | undefined) =>
    row ? encodeCursor(sortField, { value: cursorValue(row, sort.column), id: String(row.id) }) : null;
  let nextCursor: string | null;
  let prevCursor: string | null;
  if (backwards) {
    nextCursor = at(page[page.length - 1]);
    prevCursor = more ? at(page[0]) : null;
  } else {
    nextCursor = more ? at(page[page.length - 1]) : null;
    prevCursor = cursorText || offset > 0 ? at(page[0]) : null;
  }
  return { rows: page, count, countIsExact, nextCursor, prevCursor };
}
