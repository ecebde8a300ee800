import type { ContainerFreeTime, ContainerFreeTimeFacts, Db } from '@portolan/sdk/server';

/** What a container row shows of its free time (the D&D plugin's clock); null until its clock is known. */
export interface FreeTimeFields {
  lastFreeDay: string | null;
  freeDaysLeft: number | null;
  costToDate: { amount: string; currency: string } | null;
  state: ContainerFreeTimeFacts['state'] | null;
}

/** Finds the D&D plugin's CONTAINER_FREE_TIME service while a request runs (undefined without that plugin). */
export type FindFreeTime = () => ContainerFreeTime | undefined;

/**
 * Adds each container's last free day, free days left, cost to date and D&D state to `rows`, in one
 * call for all of them. Without the D&D plugin the rows stay as they are (no such fields: screens
 * leave the columns out); a container without a clock gets nulls.
 */
export async function addFreeTime<T extends object>(findFreeTime: FindFreeTime, db: Db, companyId: string, rows: T[], containerIdOf: (row: T) => string): Promise<Array<T & Partial<FreeTimeFields>>> {
  const service = findFreeTime();
  if (!service || !rows.length) return rows;
  const facts = await service.forContainers(db, companyId, [...new Set(rows.map(containerIdOf))]);
  for (const row of rows) {
    const f = facts.get(containerIdOf(row));
    const fields: FreeTimeFields = { lastFreeDay: f?.lastFreeDay ?? null, freeDaysLeft: f?.freeDaysLeft ?? null, costToDate: f?.costToDate ?? null, state: f?.state ?? null };
    Object.assign(row, fields);
  }
  return rows;
}
