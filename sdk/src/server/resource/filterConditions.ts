import type { ListQuery, ResourceSpec } from './ResourceSpec';
import type { SqlParams } from './sqlParams';
import { SQL_CAST } from './sqlCast';
import { searchText } from './searchText';

function splitValues(value: unknown): unknown[] {
  const values = Array.isArray(value) ? value : [value];
  return values.flatMap((v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : [v]));
}

/** `%text%` for ILIKE, with the pattern characters of `text` escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * SQL conditions (on alias `t`) of a query's filters and search, without the tenant scope. `p` must
 * hold the caller's company id as `$1`. `scope` tells which rows the conditions will meet: the
 * company's own (`owned`: a related-table search is one indexed lookup of the company's related rows)
 * or records shared with it (`shared`, few: the related rows are checked per record).
 */
export function filterConditions<R extends { _id: string }>(spec: ResourceSpec<R>, query: ListQuery, p: SqlParams, scope: 'owned' | 'shared' = 'owned'): string[] {
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
    const pattern = p.add(containsPattern(search));
    const own = `${searchText(spec.search.columns)} ILIKE ${pattern}`;
    const related = spec.search.related;
    if (!related) {
      where.push(own);
    } else {
      const match = related.columns.map((c) => `r.${c} ILIKE ${pattern}`).join(' OR ');
      // Owned rows: the related matches are looked up once (an init plan the planner can OR with the
      // trigram index); shared rows are few, so they are checked one by one.
      where.push(
        scope === 'owned'
          ? `(${own} OR t.id = ANY(ARRAY(SELECT r.${related.key} FROM ${related.table} r WHERE r.company_id = $1 AND (${match}))))`
          : `(${own} OR EXISTS (SELECT 1 FROM ${related.table} r WHERE r.${related.key} = t.id AND (${match})))`,
      );
    }
  }
  return where;
}
