import type { Db, ServerPluginContext } from '@portolan/sdk/server';

/**
 * Brings `analytics_facts` up to date from SHIPMENT_FACTS.changedSince (and emissions through
 * computeEmissions). Contract placeholder: the facts helper writes it.
 */
export async function refreshFacts(_db: Db, _ctx: Pick<ServerPluginContext, 'services'>): Promise<{ changed: number; revision: string }> {
  return { changed: 0, revision: '0' };
}

/** Refreshes when the last refresh is older than a few seconds (one at a time per process). */
export async function refreshIfStale(_ctx: Pick<ServerPluginContext, 'db' | 'services'>): Promise<void> {}
