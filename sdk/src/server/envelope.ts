/** The success envelope of DESIGN §4. */
export interface Envelope<T> {
  success: true;
  data: T;
}

export function ok<T>(data: T): Envelope<T> {
  return { success: true, data };
}

/** A list answer: `data: { items, count }`. */
export function list<T>(items: T[], count: number): Envelope<{ items: T[]; count: number }> {
  return ok({ items, count });
}

/** A one-record answer: `data: { record }`; creates also carry `id`. */
export function record<T extends { _id?: string }>(rec: T, created = false): Envelope<{ record: T; id?: string }> {
  return ok(created ? { record: rec, id: rec._id } : { record: rec });
}
