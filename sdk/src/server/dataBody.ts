/**
 * Request bodies are `{ data, options }` (SPEC §7, DESIGN §4). `bodyOf` wraps a schema of `data`;
 * `dataBody` is the common case: `data` is an object with these properties, unknown fields dropped
 * (never applied — mass assignment), and these required.
 *
 * ```ts
 * app.post('/api/egm/manifests', { schema: { body: dataBody({ vessel: { type: 'string' } }, ['vessel']) } }, …)
 * ```
 */
export function bodyOf(data: Record<string, unknown>, options: Record<string, unknown> = { type: 'object' }) {
  return { type: 'object', required: ['data'], properties: { data, options } } as const;
}

export function dataBody(properties: Record<string, unknown>, required: string[] = [], options?: Record<string, unknown>) {
  return bodyOf({ type: 'object', required, properties, additionalProperties: false }, options);
}
