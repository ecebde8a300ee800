import type { ContainerFreeTime, ContainerFreeTimeFacts, ServerPluginContext } from '@portolan/sdk/server';
import { CLOCK_COLUMNS, toClock } from './clockRecord';
import { refreshIfStale } from './containerClocks';

/**
 * CONTAINER_FREE_TIME over dnd_clocks: per container the clock running now (the latest started when
 * two run), else the one that ran last, else one not started yet. The company's clocks are refreshed
 * first when stale (older than a minute or from another port-local day).
 */
export function containerFreeTime(ctx: Pick<ServerPluginContext, 'db' | 'services'>): ContainerFreeTime {
  return {
    async forContainers(db, companyId, containerIds) {
      const ids = [...new Set(containerIds)].filter((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id));
      const facts = new Map<string, ContainerFreeTimeFacts>();
      if (!ids.length) return facts;
      await refreshIfStale({ db, services: ctx.services }, companyId);
      const rows = await db.query(
        `SELECT DISTINCT ON (c.container_id) ${CLOCK_COLUMNS} FROM dnd_clocks c
         WHERE c.company_id = $1 AND c.container_id = ANY($2::uuid[])
         ORDER BY c.container_id, (c.state IN ('RUNNING', 'AT_RISK', 'OVER')) DESC, c.started_at DESC NULLS LAST, c.direction DESC, c.charge_type`,
        [companyId, ids],
      );
      for (const row of rows.rows) {
        const c = toClock(row);
        facts.set(c.containerId, { containerId: c.containerId, chargeType: c.chargeType, lastFreeDay: c.lastFreeDay, freeDaysLeft: c.startDay ? c.freeDaysLeft : null, costToDate: c.costToDate, state: c.state });
      }
      return facts;
    },
  };
}
