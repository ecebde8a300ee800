/** Route configs: every protected tracking route needs the `tracking` feature at a level. */
export const read = { access: { features: ['tracking'], level: 'Read' } };
export const create = { access: { features: ['tracking'], level: 'Create' } };
export const update = { access: { features: ['tracking'], level: 'Update' } };

export const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } } as const;
