/** A timestamp column as an ISO string (null stays null). */
export function iso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
}

/** The standard fields every record carries (DESIGN §4). */
export function baseRecord(row: Record<string, unknown>): { _id: string; createdAt: string; updatedAt: string; version: number } {
  return { _id: String(row.id), createdAt: iso(row.created_at)!, updatedAt: iso(row.updated_at)!, version: Number(row.version) };
}
