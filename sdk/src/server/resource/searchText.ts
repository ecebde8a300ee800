/**
 * The text `search=` matches for these columns of alias `alias`: the column itself when there is one,
 * else the columns joined by newlines (null as empty). A trigram index on exactly this expression
 * serves the search, e.g. for columns a, b:
 * `CREATE INDEX … USING gin ((coalesce(a, '') || E'\n' || coalesce(b, '')) gin_trgm_ops)`.
 */
export function searchText(columns: readonly string[], alias = 't'): string {
  if (columns.length === 1) return `${alias}.${columns[0]}`;
  return columns.map((c) => `coalesce(${alias}.${c}, '')`).join(` || E'\\n' || `);
}
