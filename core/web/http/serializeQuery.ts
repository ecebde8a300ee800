import { stringify } from 'qs-esm';
import type { Query } from '@portolan/sdk';

/**
 * A query object as a bracketed query string, the `qs` format SPEC §7 lists use:
 * `{ filter: { status: 'open' }, sort: { eta: 'asc' } }` → `filter[status]=open&sort[eta]=asc`.
 * Keys keep their brackets unencoded, values are URI-encoded, `null` and `undefined` are skipped,
 * arrays are `ids[]=a&ids[]=b`.
 */
export function serializeQuery(query: Query | undefined): string {
  if (!query) return '';
  return stringify(query, { arrayFormat: 'brackets', encodeValuesOnly: true, skipNulls: true });
}
