import type { FastifyInstance } from 'fastify';
import { defineReport, type ServerPluginContext } from '@portolan/sdk/server';
import { BUILT_IN_WIDGETS } from '../../shared/widgets';
import { SHIPMENT_DRILL_KEYS } from '../../shared/types';
import { refreshIfStale } from '../facts/refreshFacts';
import type { WidgetQuery } from './WidgetQuery';
import { monthlyShipments } from './monthlyShipments';
import { routeTransitTimeConsistency } from './routeTransitTimeConsistency';
import { performanceByOrigin } from './performanceByOrigin';
import { performanceByDestination } from './performanceByDestination';
import { avgTurnaroundByDestination } from './avgTurnaroundByDestination';
import { onTimeByCarrier } from './onTimeByCarrier';
import { activeInTransit } from './activeInTransit';
import { approachingTransshipment } from './approachingTransshipment';
import { approachingDestinationByPod } from './approachingDestinationByPod';
import { transshipmentAgeingByPod } from './transshipmentAgeingByPod';
import { globalShipmentRadar } from './globalShipmentRadar';
import { watchTower } from './watchTower';
import { shipmentSummary } from './shipmentSummary';
import { multimodal } from './multimodal';
import { shipmentsQuery } from './shipmentsQuery';

const QUERIES: WidgetQuery[] = [
  globalShipmentRadar, watchTower, shipmentSummary, multimodal,
  monthlyShipments, routeTransitTimeConsistency, performanceByOrigin, performanceByDestination, avgTurnaroundByDestination,
  onTimeByCarrier, activeInTransit, approachingTransshipment, approachingDestinationByPod, transshipmentAgeingByPod,
];

/**
 * Mounts `/api/reporting/v2/<name>Query` for the fourteen built-in widgets (SPEC §9) and the drill list
 * (`shipmentsQuery`). Each first brings the facts up to date (at most a few seconds old), then runs its SQL.
 */
export function registerWidgetReports(app: FastifyInstance, ctx: ServerPluginContext): void {
  for (const widget of BUILT_IN_WIDGETS) {
    const query = QUERIES.find((q) => q.name === widget.name);
    if (!query) throw new Error(`No query for the built-in widget ${widget.name}`);
    defineReport(app, ctx.db, {
      name: widget.name,
      title: widget.specName,
      description: widget.description,
      area: 'analytics',
      specName: widget.specName,
      access: { features: ['dashboard'], level: 'Read', ...(widget.plan ? { plan: [widget.plan] } : {}) },
      columns: query.columns,
      series: query.series,
      drillKeys: query.drillKeys,
      async run(db, scope, filter) {
        await refreshIfStale(ctx);
        return query.run(db, scope, filter);
      },
    });
  }
  defineReport(app, ctx.db, {
    ...shipmentsQuery,
    drillKeys: shipmentsQuery.drillKeys?.length ? shipmentsQuery.drillKeys : [...SHIPMENT_DRILL_KEYS],
    access: { features: ['dashboard'], level: 'Read' },
    async run(db, scope, filter) {
      await refreshIfStale(ctx);
      return shipmentsQuery.run(db, scope, filter);
    },
  });
}
