import type { Db } from '@portolan/sdk/server';

/**
 * (Re)computes the emission results of these shipments from their rows in `analytics_facts` with the
 * current factor set (a result of the same set and version is replaced; other versions are kept).
 * Contract placeholder: the emissions helper writes it.
 */
export async function computeEmissions(_db: Db, _shipmentIds: string[]): Promise<void> {}
