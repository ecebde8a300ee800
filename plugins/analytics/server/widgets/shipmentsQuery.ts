import type { ReportDefinition } from '@portolan/sdk/server';

/**
 * `shipmentsQuery`: the drill list — the shipments behind any widget's bar or point (every
 * SHIPMENT_DRILL_KEYS key), as rows with a link to each shipment. Contract placeholder.
 */
export const shipmentsQuery: Omit<ReportDefinition, 'access'> = {
  name: 'shipments',
  title: 'Shipments',
  description: 'The shipments behind a report: filter and drill keys applied.',
  area: 'analytics',
  columns: [],
  series: { kind: 'table', x: 'reference', y: [] },
  drillKeys: [],
  async run() {
    return { rows: [] };
  },
};
