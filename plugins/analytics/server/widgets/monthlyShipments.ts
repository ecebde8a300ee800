import type { WidgetQuery } from './WidgetQuery';

/** Contract placeholder: a helper writes this widget's SQL. */
export const monthlyShipments: WidgetQuery = {
  name: 'monthlyShipments',
  columns: [],
  series: { kind: 'bar', x: 'key', y: [] },
  drillKeys: [],
  async run() {
    return { rows: [] };
  },
};
