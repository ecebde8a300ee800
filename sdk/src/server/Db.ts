export interface QueryResult<R> {
  rows: R[];
  rowCount: number;
}

/** One SQL dialect (PostgreSQL), on embedded PGlite or a PostgreSQL server. Parameters are $1, $2, … */
export interface Db {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<R>>;
  /** The first row, or undefined. */
  one<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<R | undefined>;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. Nested calls join the outer one. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
}

/** An ordered migration of a plugin. Applied once, in order, tracked per plugin. */
export interface Migration {
  /** Sortable and unique within the plugin, e.g. '001_users'. */
  name: string;
  sql: string;
}
