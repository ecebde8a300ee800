import type { ResourceFieldType } from './ResourceSpec';

/** The SQL type a field's parameters are cast to. */
export const SQL_CAST: Record<ResourceFieldType, string> = { text: 'text', uuid: 'uuid', timestamp: 'timestamptz', date: 'date', number: 'numeric', integer: 'integer' };
