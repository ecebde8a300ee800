import type { CustomFilter } from '@portolan/sdk/server';

/** `filter[active]=true|false` on a table's `active` column. */
export const activeFilter: CustomFilter = {
  schema: { type: 'boolean' },
  sql: (value, p) => `t.active = ${p.add(value === true || value === 'true', 'boolean')}`,
};
