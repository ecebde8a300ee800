/**
 * The parts of an API answer the quote screens read, whichever envelope shape a route uses:
 * `{record}` or the record itself; `{items}` or the list itself.
 */
export const answerParts = {
  record<T>(data: unknown): T | undefined {
    if (!data || typeof data !== 'object') return undefined;
    return ('record' in data ? (data as { record: T }).record : data) as T;
  },
  items<T>(data: unknown): T[] {
    if (Array.isArray(data)) return data as T[];
    if (data && typeof data === 'object' && Array.isArray((data as { items?: unknown }).items)) return (data as { items: T[] }).items;
    return [];
  },
};
