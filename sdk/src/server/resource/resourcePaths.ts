/** The `:id` path parameter of a resource's routes. */
export const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } } as const;

/** 'Shipment' for '/api/shipments/v2': the record's name in messages. */
export function singular(base: string): string {
  const last = base.split('/').filter((s) => s && !/^v\d+$/.test(s)).pop() ?? 'Record';
  const word = last.replace(/s$/, '');
  return word.charAt(0).toUpperCase() + word.slice(1);
}
