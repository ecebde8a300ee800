/**
 * Building an API record as JSON inside PostgreSQL (`ResourceSpec.recordSql`), so a list page reaches
 * the client as text the database wrote: no row objects, no `toRecord`, no `JSON.stringify` in Node.
 */

const KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * One JSON object from field → SQL expression pairs, keys in the given order:
 * `(SELECT row_to_json(r) FROM (SELECT <expr> AS "<key>", …) r)`. The expressions may refer to the
 * enclosing query's aliases (a correlated subquery). Keys must be plain names.
 */
export function sqlRecord(fields: Record<string, string>): string {
  const columns = Object.entries(fields).map(([key, expr]) => {
    if (!KEY.test(key)) throw new Error(`sqlRecord: "${key}" is not a plain field name`);
    return `${expr} AS "${key}"`;
  });
  return `(SELECT row_to_json(r) FROM (SELECT ${columns.join(', ')}) r)`;
}

/**
 * A timestamptz as `iso()` writes it in JS (`Date#toISOString`: `2026-05-01T08:30:00.000Z`, sub-milliseconds
 * cut off); null stays null. JSON's ISO form whatever the DateStyle; one microsecond added to the cut
 * value keeps all three millisecond digits. Several times cheaper than `to_char` (6× on PGlite).
 */
export function sqlIso(expr: string): string {
  return `(substr(to_json(date_trunc('milliseconds', (${expr}) AT TIME ZONE 'UTC') + interval '1 microsecond')::text, 2, 23) || 'Z')`;
}

/** A numeric as a JSON number, as `Number(value)` gives in JS; null stays null. */
export function sqlNumber(expr: string): string {
  return `(${expr})::float8`;
}

/**
 * A JSON array of `item` (an expression, e.g. `sqlRecord({...})` over `alias`) for the rows of
 * `from` (`shipment_containers c WHERE c.shipment_id = t.id`), in `orderBy` order; `[]` when none.
 */
export function sqlArray(item: string, from: string, orderBy?: string): string {
  return `coalesce((SELECT json_agg(${item}${orderBy ? ` ORDER BY ${orderBy}` : ''}) FROM ${from}), '[]'::json)`;
}
