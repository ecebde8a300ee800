import type { ResourceSpec } from './ResourceSpec';

const IDENT = /^[a-z_][a-z0-9_]*$/;

/** Throws unless `name` is a plain SQL name (lower-case letters, digits, underscores): names are spliced into SQL. */
export function assertSqlName(name: string, where = ''): void {
  if (!IDENT.test(name)) throw new Error(`${where}"${name}" is not a plain SQL name`);
}

/** Throws when a resource names a table or column that is not a plain SQL name. */
export function checkSpec(spec: ResourceSpec<any>): void {
  const names = [
    spec.table,
    ...(spec.sharedVia ? [spec.sharedVia.table, spec.sharedVia.key] : []),
    ...Object.values(spec.fields).map((f) => f.column),
    ...(spec.search?.columns ?? []),
    ...(spec.search?.related ? [spec.search.related.table, spec.search.related.key, ...spec.search.related.columns] : []),
  ];
  for (const name of names) assertSqlName(name, `Resource ${spec.base}: `);
}
