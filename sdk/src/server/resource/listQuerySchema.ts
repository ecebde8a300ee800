import type { ResourceFieldType, ResourceSpec } from './ResourceSpec';

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
      // A resource with nothing to sort or filter by still has a valid schema (an empty enum is not one).
      ...(Object.keys(sortable).length > 0 && { sort: { type: 'object', maxProperties: 1, propertyNames: { enum: Object.keys(sortable) }, properties: sortable } }),
      ...(Object.keys(filter).length > 0 && { filter: { type: 'object', propertyNames: { enum: Object.keys(filter) }, properties: filter } }),
    },
  };
}
