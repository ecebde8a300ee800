import { dataBody } from '@portolan/sdk/server';

/** The JSON schemas of the page routes' params and bodies (the tree itself is checked by checkPageTree). */
export const pageSchemas = {
  idParams: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } },
  list: { type: 'object', additionalProperties: false, properties: { search: { type: 'string', maxLength: 200 }, published: { type: 'boolean' } } },
  create: dataBody({ title: { type: 'string', maxLength: 120 }, tree: { type: 'object' } }),
  update: dataBody({ title: { type: 'string', maxLength: 120 }, tree: { type: 'object' }, version: { type: 'integer', minimum: 1 } }, ['version']),
  /** publish: the version the user looked at is required (what gets published is that tree). */
  versioned: dataBody({ version: { type: 'integer', minimum: 1 } }, ['version']),
  /** unpublish, pin, unpin, share, unshare, delete: a version is checked when given. */
  action: { type: 'object', properties: { data: { type: 'object', additionalProperties: false, properties: { version: { type: 'integer', minimum: 1 } } } } },
} as const;
