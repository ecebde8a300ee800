import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bodyOf } from '../dataBody';
import type { Db } from '../Db';
import { companyOf } from '../companyOf';
import { badRequest, conflict, notFound } from '../HttpError';
import { ok } from '../envelope';
import { decodeCursor, encodeCursor } from './cursor';
import { SqlParams } from './sqlParams';

/** How a field's values are typed in SQL (casts of filter and cursor parameters). */
export type ResourceFieldType = 'text' | 'uuid' | 'timestamp' | 'date' | 'number' | 'integer';

/** One field of a resource that list queries may filter or sort by. */
export interface ResourceField {
  /** The column of the resource's table (a plain column name). */
  column: string;
  type: ResourceFieldType;
  /**
   * `in`: `filter[f]=a` or `filter[f]=a,b` or `filter[f][]=a&filter[f][]=b` — any of the values.
   * `range`: `filter[f][from]=…&filter[f][to]=…`, both inclusive, either optional.
   */
  filter?: 'in' | 'range';
  /** Sortable (`sort[f]=asc|desc`) with keyset paging: the column must be NOT NULL and indexed as (company_id, column, id). */
  sort?: boolean;
}

/** Who is writing: handed to the write hooks of a resource. */
export interface WriteContext {
  request: FastifyRequest;
  companyId: string;
  userId: string;
  /** The `options` of the body `{data, options}`. */
  options: Record<string, unknown>;
  /** The transaction the write runs in: use it for related rows, so they commit together. */
  tx: Db;
}

/** A list query after validation (what `GET base?…` accepts). */
export interface ListQuery {
  limit?: number;
  page?: number;
  after?: string;
  before?: string;
  search?: string;
  sort?: Record<string, 'asc' | 'desc'>;
  filter?: Record<string, unknown>;
}

/** One page of a list: SPEC §7 `items` and `count`, plus keyset cursors to the next and previous pages. */
export interface ListPage<R> {
  items: R[];
  count: number;
  /** False when there are more than the resource's `countLimit` (default 10,000) matches: `count` is then that limit. */
  countIsExact: boolean;
  /** Cursor of the next page (`after=`), or null on the last page. */
  nextCursor: string | null;
  /** Cursor of the previous page (`before=`), or null on the first page. */
  prevCursor: string | null;
}

/** A filter the field table cannot express, e.g. "has a container with this number". */
export interface CustomFilter {
  /** JSON schema of `filter[name]`. */
  schema: Record<string, unknown>;
  /** SQL condition on alias `t`; add parameters through `p`. */
  sql: (value: unknown, p: SqlParams) => string;
}

/**
 * A tenant-scoped generic resource (SPEC §7 generic pattern, DESIGN §4):
 * `GET base?query`, `GET base/:id`, `POST base` `{data, options}`, `POST base/:id/` `{data, options}`.
 *
 * Every query is scoped to the caller's company — or, read-only, to the companies a record is shared
 * with (`sharedVia`). Another company's record is a 404. Updates carry `data.version`; a stale one is a
 * 409. Lists page by keyset (`after` / `before` cursors) so a deep page costs what the first does.
 */
export interface ResourceSpec<R extends { _id: string }> {
  /** The base path, e.g. '/api/shipments/v2'. */
  base: string;
  /** The table; it has id uuid, company_id uuid, created_at, updated_at, version. */
  table: string;
  /** Access feature of every route (Read for reads, Create / Update for writes). */
  feature: string;
  fields: Record<string, ResourceField>;
  defaultSort: { field: string; dir: 'asc' | 'desc' };
  /** `search=text`: case-insensitive "contains" over these columns (and `also`, a condition on `t` given the pattern's placeholder). */
  search?: { columns: string[]; also?: (pattern: string) => string };
  /** Read access for other companies: a table of (key → record id, company_id). Writes stay with the owner. */
  sharedVia?: { table: string; key: string };
  customFilters?: Record<string, CustomFilter>;
  /** Counts are exact up to this many matches (default 10,000); beyond, `count` is this and `countIsExact` false. */
  countLimit?: number;
  /** Page size: default 25, at most 200. */
  defaultLimit?: number;
  maxLimit?: number;
  /** A row of the table (`t.*`) → the API record. */
  toRecord(row: Record<string, unknown>): R;
  /** Adds related data to records: one on details (`many` false), a page on lists. */
  expand?: (db: Db, records: R[], scope: { companyId: string; many: boolean }) => Promise<void>;
  create?: {
    /** JSON schema of `data`. */
    data: Record<string, unknown>;
    options?: Record<string, unknown>;
    /** Column values of the new row (company_id, created_at… are set here). Throw HttpErrors for domain rules. */
    columns(data: any, ctx: WriteContext): Record<string, unknown> | Promise<Record<string, unknown>>;
    /** Writes related rows in the same transaction. */
    after?(id: string, data: any, ctx: WriteContext): Promise<void>;
  };
  update?: {
    /** JSON schema of `data` (without `version`, which is added and required). */
    data: Record<string, unknown>;
    options?: Record<string, unknown>;
    /** Column values to change, given the current row (locked for the transaction). */
    columns(data: any, current: Record<string, unknown>, ctx: WriteContext): Record<string, unknown> | Promise<Record<string, unknown>>;
    after?(id: string, data: any, current: Record<string, unknown>, ctx: WriteContext): Promise<void>;
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const IDENT = /^[a-z_][a-z0-9_]*$/;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

const SQL_CAST: Record<ResourceFieldType, string> = { text: 'text', uuid: 'uuid', timestamp: 'timestamptz', date: 'date', number: 'numeric', integer: 'integer' };

function valueSchema(type: ResourceFieldType): Record<string, unknown> {
  if (type === 'number') return { type: 'number' };
  if (type === 'integer') return { type: 'integer' };
  if (type === 'uuid') return { type: 'string', format: 'uuid' };
  if (type === 'timestamp') return { type: 'string', maxLength: 40, pattern: '^\\d{4}-\\d\\d-\\d\\d' };
  if (type === 'date') return { type: 'string', pattern: '^\\d{4}-\\d\\d-\\d\\d$' };
  return { type: 'string', maxLength: 200 };
}

/** The querystring JSON schema of a resource's list (a bad query is a 400 naming the field). */
export function listQuerySchema(spec: Pick<ResourceSpec<never>, 'fields' | 'customFilters' | 'maxLimit'>): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  const sortable: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(spec.fields)) {
    if (field.filter === 'in') filter[name] = { type: 'array', maxItems: 50, items: valueSchema(field.type) };
    if (field.filter === 'range')
      filter[name] = { type: 'object', additionalProperties: false, properties: { from: valueSchema(field.type), to: valueSchema(field.type) } };
    if (field.sort) sortable[name] = { type: 'string', enum: ['asc', 'desc'] };
  }
  for (const [name, custom] of Object.entries(spec.customFilters ?? {})) filter[name] = custom.schema;
  return {
    type: 'object',
    additionalProperties: false,
    properties: {
      limit: { type: 'integer', minimum: 1, maximum: spec.maxLimit ?? 200 },
      page: { type: 'integer', minimum: 1, maximum: 10_000 },
      after: { type: 'string', maxLength: 500 },
      before: { type: 'string', maxLength: 500 },
      search: { type: 'string', maxLength: 100 },
      // propertyNames (not additionalProperties: false, which Fastify's Ajv silently strips): an unknown
      // sort or filter field is a 400, never a silently different list.
      sort: { type: 'object', maxProperties: 1, propertyNames: { enum: Object.keys(sortable) }, properties: sortable },
      filter: { type: 'object', propertyNames: { enum: Object.keys(filter) }, properties: filter },
    },
  };
}

function splitValues(value: unknown): unknown[] {
  const values = Array.isArray(value) ? value : [value];
  return values.flatMap((v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : [v]));
}

/** SQL conditions (on alias `t`) of a query's filters and search, without the tenant scope. */
function filterConditions<R extends { _id: string }>(spec: ResourceSpec<R>, query: ListQuery, p: SqlParams): string[] {
  const where: string[] = [];
  for (const [name, value] of Object.entries(query.filter ?? {})) {
    if (value === undefined) continue;
    const custom = spec.customFilters?.[name];
    if (custom) {
      where.push(custom.sql(value, p));
      continue;
    }
    const field = spec.fields[name];
    if (!field?.filter) continue;
    const cast = SQL_CAST[field.type];
    if (field.filter === 'in') {
      const values = splitValues(value);
      if (values.length === 0) continue;
      where.push(values.length === 1 ? `t.${field.column} = ${p.add(values[0], cast)}` : `t.${field.column} = ANY(${p.add(values, `${cast}[]`)})`);
    } else {
      const range = value as { from?: unknown; to?: unknown };
      // A date-only upper bound on a timestamp means "through the end of that day".
      if (range.from !== undefined) where.push(`t.${field.column} >= ${p.add(range.from, cast)}`);
      if (range.to !== undefined) {
        const to = field.type === 'timestamp' && /^\d{4}-\d\d-\d\d$/.test(String(range.to)) ? `${range.to}T23:59:59.999Z` : range.to;
        where.push(`t.${field.column} <= ${p.add(to, cast)}`);
      }
    }
  }
  const search = query.search?.trim();
  if (search && spec.search) {
    const pattern = p.add(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const parts = spec.search.columns.map((c) => `t.${c} ILIKE ${pattern}`);
    if (spec.search.also) parts.push(spec.search.also(pattern));
    where.push(`(${parts.join(' OR ')})`);
  }
  return where;
}

function cursorValue(row: Record<string, unknown>, column: string): string | number | null {
  const value = row[column];
  if (value instanceof Date) return value.toISOString();
  if (value === null || value === undefined) return null;
  return typeof value === 'number' ? value : String(value);
}

/**
 * One page of a resource for a company: filters, search, one sort field with keyset paging
 * (`after` / `before`), or plain `page` numbers when no cursor is given. Exported so a plugin can
 * serve other list paths over the same table with the same rules.
 */
export async function listResource<R extends { _id: string }>(db: Db, spec: ResourceSpec<R>, companyId: string, query: ListQuery): Promise<ListPage<R>> {
  checkSpec(spec);
  const limit = Math.min(query.limit ?? spec.defaultLimit ?? 25, spec.maxLimit ?? 200);
  const [sortField, sortDir] = Object.entries(query.sort ?? {})[0] ?? [spec.defaultSort.field, spec.defaultSort.dir];
  const sort = spec.fields[sortField];
  if (!sort?.sort) throw badRequest(`sort.${sortField} is not a sortable field`, `sort.${sortField}`);
  if (query.after && query.before) throw badRequest('Send either after or before, not both', 'before');

  const p = new SqlParams([companyId]);
  const filters = filterConditions(spec, query, p);
  const countParams = [...p.values];

  const cursorText = query.after ?? query.before;
  const backwards = Boolean(query.before);
  const dir = backwards ? (sortDir === 'asc' ? 'desc' : 'asc') : sortDir;
  const keyset: string[] = [];
  if (cursorText) {
    const position = decodeCursor(cursorText, sortField, query.after ? 'after' : 'before');
    if (!isUuid(position.id)) throw badRequest('The cursor is not valid', query.after ? 'after' : 'before');
    const op = dir === 'asc' ? '>' : '<';
    keyset.push(`(t.${sort.column}, t.id) ${op} (${p.add(position.value, SQL_CAST[sort.type])}, ${p.add(position.id, 'uuid')})`);
  }
  const offset = !cursorText && query.page && query.page > 1 ? (query.page - 1) * limit : 0;
  const order = `t.${sort.column} ${dir}, t.id ${dir}`;
  const take = limit + 1;
  const conditions = [...filters, ...keyset];
  const and = conditions.map((c) => ` AND ${c}`).join('');
  const owned = `SELECT t.* FROM ${spec.table} t WHERE t.company_id = $1${and}`;
  const filterAnd = filters.map((c) => ` AND ${c}`).join('');
  // Counts are exact up to `countLimit` (default 10,000): counting 100,000 rows on every page costs
  // more than the page itself; past the limit the answer says so (`countIsExact: false`).
  const countLimit = spec.countLimit ?? 10_000;
  const capped = (where: string) => `SELECT count(*) AS n FROM (SELECT 1 FROM ${spec.table} t WHERE ${where}${filterAnd} LIMIT ${countLimit + 1}) c`;
  const one = async (sql: string, params: unknown[]) => Number((await db.one<{ n: number | string }>(sql, params))?.n ?? 0);

  let rows: { rows: Record<string, unknown>[] };
  let total: number;
  if (spec.sharedVia) {
    // Shared records are few. Ask for them beside the owned page; only when there are some, merge the
    // two index-ordered branches in SQL (an OR of the two scopes would defeat the indexes).
    const sharedScope = `t.id IN (SELECT s.${spec.sharedVia.key} FROM ${spec.sharedVia.table} s WHERE s.company_id = $1) AND t.company_id <> $1`;
    const shared = `SELECT t.* FROM ${spec.table} t WHERE ${sharedScope}${and}`;
    const [ownedRows, sharedRows, ownedCount] = await Promise.all([
      db.query<Record<string, unknown>>(`${owned} ORDER BY ${order} LIMIT ${take + offset}`, p.values),
      db.query<Record<string, unknown>>(`${shared} ORDER BY ${order} LIMIT ${take + offset}`, p.values),
      one(capped('t.company_id = $1'), countParams),
    ]);
    if (sharedRows.rows.length === 0) {
      rows = { rows: ownedRows.rows.slice(offset, offset + take) };
      total = ownedCount;
    } else {
      const [merged, sharedCount] = await Promise.all([
        db.query<Record<string, unknown>>(`SELECT t.* FROM ((${owned} ORDER BY ${order} LIMIT ${take + offset}) UNION ALL (${shared} ORDER BY ${order} LIMIT ${take + offset})) t ORDER BY ${order} LIMIT ${take} OFFSET ${offset}`, p.values),
        one(capped(sharedScope), countParams),
      ]);
      rows = merged;
      total = ownedCount + sharedCount;
    }
  } else {
    const [ownedRows, ownedCount] = await Promise.all([db.query<Record<string, unknown>>(`${owned} ORDER BY ${order} LIMIT ${take} OFFSET ${offset}`, p.values), one(capped('t.company_id = $1'), countParams)]);
    rows = ownedRows;
    total = ownedCount;
  }
  const countIsExact = total <= countLimit;

  const more = rows.rows.length > limit;
  const page = rows.rows.slice(0, limit);
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
  const items = page.map((row) => spec.toRecord(row));
  if (spec.expand && items.length) await spec.expand(db, items, { companyId, many: true });
  return { items, count: Math.min(total, countLimit), countIsExact, nextCursor, prevCursor };
}

/** The row of a record the company owns or that is shared with it; undefined otherwise (answer 404). */
export async function findVisible(db: Db, spec: Pick<ResourceSpec<never>, 'table' | 'sharedVia'>, companyId: string, id: string): Promise<Record<string, unknown> | undefined> {
  if (!isUuid(id)) return undefined;
  const shared = spec.sharedVia
    ? ` OR EXISTS (SELECT 1 FROM ${spec.sharedVia.table} s WHERE s.${spec.sharedVia.key} = t.id AND s.company_id = $2)`
    : '';
  return db.one(`SELECT t.* FROM ${spec.table} t WHERE t.id = $1 AND (t.company_id = $2${shared})`, [id, companyId]);
}

/** The row of a record the company owns, locked until the transaction ends; undefined otherwise. */
export async function findOwnedForUpdate(tx: Db, table: string, companyId: string, id: string): Promise<Record<string, unknown> | undefined> {
  if (!isUuid(id)) return undefined;
  return tx.one(`SELECT t.* FROM ${table} t WHERE t.id = $1 AND t.company_id = $2 FOR UPDATE`, [id, companyId]);
}

/** The standard fields every record carries (DESIGN §4). */
export function baseRecord(row: Record<string, unknown>): { _id: string; createdAt: string; updatedAt: string; version: number } {
  return { _id: String(row.id), createdAt: iso(row.created_at)!, updatedAt: iso(row.updated_at)!, version: Number(row.version) };
}

/** A timestamp column as an ISO string (null stays null). */
export function iso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
}

function checkSpec(spec: ResourceSpec<any>): void {
  const names = [spec.table, ...(spec.sharedVia ? [spec.sharedVia.table, spec.sharedVia.key] : []), ...Object.values(spec.fields).map((f) => f.column), ...(spec.search?.columns ?? [])];
  for (const name of names) if (!IDENT.test(name)) throw new Error(`Resource ${spec.base}: "${name}" is not a plain SQL name`);
}

function insertSql(table: string, columns: Record<string, unknown>): { sql: string; values: unknown[] } {
  const names = Object.keys(columns);
  for (const name of names) if (!IDENT.test(name)) throw new Error(`"${name}" is not a plain SQL name`);
  return {
    sql: `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    values: names.map((n) => columns[n]),
  };
}

/** Mounts the four generic routes of a resource on a plugin's Fastify scope. */
export function defineResource<R extends { _id: string }>(app: FastifyInstance, db: Db, spec: ResourceSpec<R>): void {
  checkSpec(spec);
  const base = spec.base.replace(/\/+$/, '');
  const read = { access: { features: [spec.feature], level: 'Read' } };

  const details = async (companyId: string, id: string, via: Db = db): Promise<R> => {
    const row = await findVisible(via, spec, companyId, id);
    if (!row) throw notFound(`${singular(base)} not found`);
    const rec = spec.toRecord(row);
    if (spec.expand) await spec.expand(via, [rec], { companyId, many: false });
    return rec;
  };

  app.get<{ Querystring: ListQuery }>(base, { config: read, schema: { querystring: listQuerySchema(spec) } }, async (request) => {
    return ok(await listResource(db, spec, companyOf(request), request.query));
  });

  app.get<{ Params: { id: string } }>(`${base}/:id`, { config: read, schema: { params: idParams } }, async (request) => {
    return ok({ record: await details(companyOf(request), request.params.id) });
  });

  const create = spec.create;
  if (create) {
    app.post<{ Body: { data: Record<string, unknown>; options?: Record<string, unknown> } }>(
      base,
      { config: { access: { features: [spec.feature], level: 'Create' } }, schema: { body: bodyOf(create.data, create.options) } },
      async (request, reply) => {
        const companyId = companyOf(request);
        const rec = await db.transaction(async (tx) => {
          const ctx: WriteContext = { request, companyId, userId: request.user!.id, options: request.body.options ?? {}, tx };
          const columns = await create.columns(request.body.data, ctx);
          const { sql, values } = insertSql(spec.table, { ...columns, company_id: companyId });
          const row = await tx.one<{ id: string }>(sql, values);
          await create.after?.(row!.id, request.body.data, ctx);
          return details(companyId, row!.id, tx);
        });
        return reply.status(201).send(ok({ record: rec, id: rec._id }));
      },
    );
  }

  const update = spec.update;
  if (update) {
    const data = { ...update.data, required: [...((update.data.required as string[]) ?? []), 'version'], properties: { ...(update.data.properties as object), version: { type: 'integer', minimum: 1 } } };
    app.post<{ Params: { id: string }; Body: { data: Record<string, unknown> & { version: number }; options?: Record<string, unknown> } }>(
      `${base}/:id/`,
      { config: { access: { features: [spec.feature], level: 'Update' } }, schema: { params: idParams, body: bodyOf(data, update.options) } },
      async (request) => {
        const companyId = companyOf(request);
        const { id } = request.params;
        const rec = await db.transaction(async (tx) => {
          const current = await findOwnedForUpdate(tx, spec.table, companyId, id);
          if (!current) throw notFound(`${singular(base)} not found`);
          if (Number(current.version) !== request.body.data.version) {
            throw conflict(`This record was changed by someone else (version ${current.version}); reload it and try again`, 'data.version');
          }
          const ctx: WriteContext = { request, companyId, userId: request.user!.id, options: request.body.options ?? {}, tx };
          const { version: _version, ...changes } = request.body.data;
          const columns = await update.columns(changes, current, ctx);
          const names = Object.keys(columns);
          for (const name of names) if (!IDENT.test(name)) throw new Error(`"${name}" is not a plain SQL name`);
          const sets = names.map((n, i) => `${n} = $${i + 3}`);
          await tx.query(
            `UPDATE ${spec.table} SET ${[...sets, 'version = version + 1', 'updated_at = now()'].join(', ')} WHERE id = $1 AND company_id = $2`,
            [id, companyId, ...names.map((n) => columns[n])],
          );
          await update.after?.(id, changes, current, ctx);
          return details(companyId, id, tx);
        });
        return ok({ record: rec });
      },
    );
  }
}

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } } as const;

function singular(base: string): string {
  const last = base.split('/').filter((s) => s && !/^v\d+$/.test(s)).pop() ?? 'Record';
  const word = last.replace(/s$/, '');
  return word.charAt(0).toUpperCase() + word.slice(1);
}
