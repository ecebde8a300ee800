/** The `:id` path parameter of the hand-made routes, as the SDK's resources take it: any text (not a uuid → 404, never a 400 that tells ids apart). */
export const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } } as const;
