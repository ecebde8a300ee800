import type { FastifyRequest } from 'fastify';
import type { Db } from '../Db';
import type { SqlParams } from './sqlParams';

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
  /**
   * False when there are more than the resource's `countLimit` (default 500) matches: `count` is then
   * the database planner's estimate of the matches (never less than `countLimit`), not an exact count.
   */
  countIsExact: boolean;
  /** Cursor of the next page (`after=`), or null on the last page. */
  nextCursor: string | null;
  /** Cursor of the previous page (`before=`), or null on the first page. */
  prevCursor: string | null;
}

/** What `search=text` matches: see `ResourceSpec.search`. */
export interface ResourceSearch {
  columns: string[];
  related?: { table: string; key: string; columns: string[] };
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
  /**
   * `search=text`: case-insensitive "contains" over these columns, matched as one text (see
   * `searchText`; index it with `gin ((<searchText>) gin_trgm_ops)` so big lists stay fast), and over
   * `related` rows (e.g. container numbers): a table with company_id whose `key` column holds the record id.
   */
  search?: ResourceSearch;
  /** Read access for other companies: a table of (key → record id, company_id). Writes stay with the owner. */
  sharedVia?: { table: string; key: string };
  customFilters?: Record<string, CustomFilter>;
  /** Counts are exact up to this many matches (default 500); beyond, `count` is the planner's estimate and `countIsExact` false. */
  countLimit?: number;
  /** Page size: default 25, at most 200. */
  defaultLimit?: number;
  maxLimit?: number;
  /** A row of the table (`t.*`) → the API record. */
  toRecord(row: Record<string, unknown>): R;
  /**
   * Optional, for speed: the same record built by PostgreSQL — API field → SQL expression over alias
   * `t` (`$1` is the caller's company), helpers `sqlIso`, `sqlNumber`, `sqlArray`, `sqlRecord`. With
   * it, the list and details routes answer the JSON text the database wrote (no row objects, no
   * `toRecord` / `expand`, no serialization in Node). It must give exactly what `toRecord` + `expand`
   * (`many: false`) give, which other code paths still use: test that the two agree.
   */
  recordSql?: Record<string, string>;
  /**
   * Optional: what `GET base/:id` answers, in place of the owner's (or a `sharedVia` party's) record —
   * for a record that different parties see differently (an RFQ: the owner its Rfq, an invited vendor
   * its own view). It must answer 404 to anyone else. Writes still work on the owner's record.
   */
  details?(request: FastifyRequest<{ Params: { id: string } }>, id: string): Promise<unknown>;
  /** Adds related data to records: one on details (`many` false), a page on lists — in one query per related table, never one per record. */
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
