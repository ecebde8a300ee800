/** Route config of the `regularization` access feature at a level. */
export const access = (level: 'Read' | 'Create' | 'Update' | 'Delete') => ({ access: { features: ['regularization'], level } });

export const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } } as const;

/** A day `YYYY-MM-DD` in a JSON schema (the domain check says more). */
export const DAY_SCHEMA = { type: 'string', maxLength: 10 } as const;
