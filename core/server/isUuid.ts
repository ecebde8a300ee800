const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a canonical UUID: ids from outside are checked before they reach SQL (a bad one is a 404, not a 500). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
