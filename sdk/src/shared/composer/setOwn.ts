/** Sets `key` on a fresh record as its own property, even for "__proto__" (plain assignment would change the prototype). */
export function setOwn<T>(record: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
}
